import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { KnownSchemas } from '../variants/registry';
import type { AnyVariant, VariantSchemas } from '../variants/variant';
import { block } from './layout';

/** The format marker every saved game starts with. */
export const FORMAT = 'crawl';

/** The schema version this build writes; older files are migrated on load. */
export const SCHEMA_VERSION = 2;

/** The longest narration a log entry may hold. */
export const MAX_LOG_TEXT = 2000;

/** One action of a variant's log, as it was taken, with its narration. */
export function logEntrySchema<A extends TSchema>(action: A) {
  return Type.Object(
    {
      seq: Type.Integer({ minimum: 1, description: 'The number of this action, from 1.' }),
      action,
      text: Type.String({ maxLength: MAX_LOG_TEXT, description: 'What happened, in one line (written by the engine).' }),
    },
    { additionalProperties: false, description: 'One action, as it was taken, with its narration.' },
  );
}

const schemas = new WeakMap<AnyVariant, TSchema>();

/**
 * The schema of a variant's saved games (made once): the shell every saved
 * game shares (format, version, log) around the variant's own setup, state
 * and actions.
 */
export function saveFileSchemaOf(variant: AnyVariant): TSchema {
  let schema = schemas.get(variant);
  if (!schema) {
    schema = Type.Object(
      {
        format: Type.Literal(FORMAT, { description: 'Marks the file as a Crawl saved game.' }),
        schemaVersion: Type.Integer({ minimum: 1, description: 'The version of this format the file follows.' }),
        setup: variant.schemas.setup,
        state: variant.schemas.state,
        log: Type.Array(logEntrySchema(variant.schemas.action), {
          ...block,
          description: 'Every action since setup; replaying it reproduces the state.',
        }),
      },
      {
        ...block,
        additionalProperties: false,
        title: `Crawl saved game: ${variant.title}`,
        description: `A game of ${variant.title}, played with the Crawl extension.`,
      },
    );
    schemas.set(variant, schema);
  }
  return schema;
}

/** A saved game of the variant with these schemas (the type `saveFileSchemaOf` checks). */
export interface SaveFileOf<S extends VariantSchemas> {
  format: typeof FORMAT;
  schemaVersion: number;
  setup: Static<S['setup']>;
  state: Static<S['state']>;
  log: { seq: number; action: Static<S['action']>; text: string }[];
}

/** A saved game of any variant this build knows: narrow by `setup.variant`. */
export type SaveFile = KnownSchemas extends infer S ? (S extends VariantSchemas ? SaveFileOf<S> : never) : never;
export type LogEntry = SaveFile['log'][number];
