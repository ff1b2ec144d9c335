import { allVariants } from '../variants/registry';
import { FORMAT, saveFileSchemaOf } from './schema';

/**
 * The JSON Schema published for editors (`schemas/crawl.schema.json`): the
 * shell every saved game shares, then, for each variant, its own schema when
 * `setup.variant` names it, so that an editor's completion and errors speak of
 * the variant the file is a game of.
 */
export function jsonSchema(): object {
  const variants = allVariants();
  const plain = (schema: unknown) => JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'Crawl saved game',
    description: 'A game of a Magic: The Gathering board variant, played with the Crawl extension.',
    type: 'object',
    required: ['format', 'schemaVersion', 'setup', 'state', 'log'],
    properties: {
      format: { const: FORMAT, description: 'Marks the file as a Crawl saved game.' },
      setup: {
        type: 'object',
        required: ['variant'],
        properties: { variant: { enum: variants.map((v) => v.id), description: 'The game this file is a game of.' } },
      },
    },
    allOf: variants.map((v) => ({
      if: { properties: { setup: { properties: { variant: { const: v.id } } } } },
      then: plain(saveFileSchemaOf(v)),
    })),
  };
}
