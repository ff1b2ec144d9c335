import { Type, type Static } from '@sinclair/typebox';
import { CrawlActionSchema, CrawlSetupSchema, CrawlStateSchema } from '../variants/magic-crawl/schema';
import { block } from './layout';

/** The format marker every saved game starts with. */
export const FORMAT = 'crawl';

/** The schema version this build writes; older files are migrated on load. */
export const SCHEMA_VERSION = 2;

/** The longest narration a log entry may hold. */
export const MAX_LOG_TEXT = 2000;

export const LogEntrySchema = Type.Object(
  {
    seq: Type.Integer({ minimum: 1, description: 'The number of this action, from 1.' }),
    action: CrawlActionSchema,
    text: Type.String({ maxLength: MAX_LOG_TEXT, description: 'What happened, in one line (written by the engine).' }),
  },
  { additionalProperties: false, description: 'One action, as it was taken, with its narration.' },
);

export const SaveFileSchema = Type.Object(
  {
    format: Type.Literal(FORMAT, { description: 'Marks the file as a Crawl saved game.' }),
    schemaVersion: Type.Integer({ minimum: 1, description: 'The version of this format the file follows.' }),
    setup: CrawlSetupSchema,
    state: CrawlStateSchema,
    log: Type.Array(LogEntrySchema, { ...block, description: 'Every action since setup; replaying it reproduces the state.' }),
  },
  {
    ...block,
    additionalProperties: false,
    title: 'Crawl saved game',
    description: 'A game of a Magic: The Gathering board variant, played with the Crawl extension.',
  },
);

export type SaveFile = Static<typeof SaveFileSchema>;
export type LogEntry = Static<typeof LogEntrySchema>;

/** The JSON Schema published for editors (`schemas/crawl.schema.json`). */
export function jsonSchema(): object {
  const plain = JSON.parse(JSON.stringify(SaveFileSchema)) as Record<string, unknown>;
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    ...plain,
  };
}
