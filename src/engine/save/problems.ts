import { Kind, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** One thing wrong with a saved game: where (a JSON pointer) and what. */
export interface Problem {
  /** JSON pointer into the document, "" for the whole file, e.g. "/state/hexes/3/terrain". */
  readonly path: string;
  readonly message: string;
  /** For text-level problems: 1-based line and column in the file. */
  readonly line?: number;
  readonly column?: number;
}

/**
 * "/state/hexes/3/terrain: is \"Desert\"; expected one of …". Problems with the whole
 * document are full sentences; `root` names the document for those phrased
 * about it ("the action has unknown type …").
 */
export function formatProblem(p: Problem, root?: string): string {
  if (p.line !== undefined) return `line ${p.line}, column ${p.column ?? 1}: ${p.message}`;
  if (p.path === '') return root ? `${root} ${p.message}` : p.message;
  return `${p.path}: ${p.message}`;
}

/**
 * Schema problems with precise paths and plain messages. TypeBox reports a
 * failed union as one vague error; here a union is explained through the
 * member the value was evidently meant to be (same `type` tag, or the only
 * object member), so the player learns which field is wrong.
 */
export function schemaProblems(schema: TSchema, value: unknown, path = '', limit = 50): Problem[] {
  const out: Problem[] = [];
  for (const error of Value.Errors(schema, value)) {
    if (out.length >= limit) break;
    const at = path + error.path;
    if (error.schema[Kind] === 'Union') {
      const member = intendedMember(error.schema, error.value);
      if (member) {
        out.push(...schemaProblems(member, error.value, at, limit - out.length));
        continue;
      }
      out.push({ path: at, message: describeUnion(error.schema, error.value) });
      continue;
    }
    // Errors inside a union member are reported through the union itself.
    if (out.some((p) => at.startsWith(p.path + '/') || at === p.path)) continue;
    out.push({ path: at, message: describeError(error.schema, error.value, error.message) });
  }
  return out;
}

function intendedMember(union: TSchema, value: unknown): TSchema | undefined {
  const members = union.anyOf as TSchema[];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const objects = members.filter((m) => m[Kind] === 'Object');
  const tag = (value as Record<string, unknown>).type;
  const tagged = objects.find((m) => (m.properties as Record<string, TSchema>).type?.const === tag);
  if (tagged) return tagged;
  const hasTags = objects.some((m) => (m.properties as Record<string, TSchema>).type?.[Kind] === 'Literal');
  return !hasTags && objects.length === 1 ? objects[0] : undefined;
}

function describeUnion(union: TSchema, value: unknown): string {
  const members = union.anyOf as TSchema[];
  const literals = members.filter((m) => m[Kind] === 'Literal').map((m) => JSON.stringify(m.const));
  const objects = members.filter((m) => m[Kind] === 'Object');
  const tags = objects
    .map((m) => (m.properties as Record<string, TSchema>).type)
    .filter((t): t is TSchema => t?.[Kind] === 'Literal')
    .map((t) => JSON.stringify(t.const));
  if (tags.length > 0) {
    const tag = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).type : undefined;
    return `${tag === undefined ? 'has no "type"' : `has unknown type ${JSON.stringify(tag)}`}; expected one of ${tags.join(', ')}`;
  }
  const options = [...literals, ...members.filter((m) => m[Kind] === 'Null').map(() => 'null'), ...members.filter((m) => m[Kind] !== 'Literal' && m[Kind] !== 'Null').map((m) => kindName(m))];
  return `is ${JSON.stringify(value)}; expected ${options.length === 1 ? options[0] : `one of ${options.join(', ')}`}`;
}

function describeError(schema: TSchema, value: unknown, fallback: string): string {
  const shown = value === undefined ? 'is missing' : `is ${preview(value)}`;
  switch (schema[Kind]) {
    case 'Integer':
      // A whole number out of range: the field's description, when it has one, says the range as people see it
      // (a castle column counted from 0 in actions, 1 to 4 on the board).
      if (typeof value === 'number' && Number.isInteger(value)) return `${shown}; ${fallback.toLowerCase()}${typeof schema.description === 'string' ? ` (${schema.description})` : ''}`;
      return `${shown}; expected a whole number`;
    case 'Literal':
      return `${shown}; expected ${JSON.stringify(schema.const)}`;
    default:
      if (value === undefined) return 'is missing';
      return `${shown}; ${fallback.charAt(0).toLowerCase()}${fallback.slice(1)}`;
  }
}

function kindName(schema: TSchema): string {
  const kind = String(schema[Kind]);
  return kind === 'Object' ? 'an object' : kind === 'Array' ? 'a list' : `a ${kind.toLowerCase()}`;
}

export function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? text.slice(0, 57) + '...' : text;
}
