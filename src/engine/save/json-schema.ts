import { allVariants } from '../variants/registry';
import { FORMAT, saveFileSchemaOf } from './schema';

/**
 * The JSON Schema published for editors (`schemas/crawl.schema.json`): the
 * shell every saved game shares, then, for each variant, its own schema when
 * `setup.variant` names it, so that an editor's completion and errors speak of
 * the variant the file is a game of.
 */
export function jsonSchema(): object {
  return sharingRepeats(inlineSchema());
}

/** The schema with every part written out where it is used, as the definitions give it. */
export function inlineSchema(): Record<string, unknown> {
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

/** A part written out at least this long (in JSON characters) and used more than once is written once, under `definitions`. */
const SHARED_FROM = 1000;

/**
 * The same schema with each large part that recurs (a card's definition in
 * both variants, an ability in a card and in each of its faces) written once
 * under `definitions` and referred to by `$ref` wherever it was: the file an
 * editor loads stays small, and means exactly what the inline one does.
 * Deterministic: definitions are named in the order they are first met.
 */
export function sharingRepeats(root: Record<string, unknown>): Record<string, unknown> {
  const uses = new Map<string, number>();
  const count = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const text = JSON.stringify(node);
    uses.set(text, (uses.get(text) ?? 0) + 1);
    for (const child of Object.values(node)) count(child);
  };
  count(root);
  const definitions: Record<string, unknown> = {};
  const names = new Map<string, string>();
  const share = (node: unknown, top = false): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    const text = JSON.stringify(node);
    if (!top && !Array.isArray(node) && text.length >= SHARED_FROM && (uses.get(text) ?? 0) > 1) {
      let name = names.get(text);
      if (!name) {
        name = `part${names.size + 1}`;
        names.set(text, name);
        definitions[name] = rebuilt(node);
      }
      return { $ref: `#/definitions/${name}` };
    }
    return rebuilt(node);
  };
  const rebuilt = (node: object): unknown =>
    Array.isArray(node) ? node.map((n) => share(n)) : Object.fromEntries(Object.entries(node).map(([k, v]) => [k, share(v)]));
  const out = share(root, true) as Record<string, unknown>;
  return Object.keys(definitions).length > 0 ? { ...out, definitions } : out;
}
