import { Kind, type TSchema } from '@sinclair/typebox';
import { variantOf } from '../variants/registry';
import { BLOCK } from './layout';
import { saveFileSchemaOf, type SaveFile } from './schema';

/**
 * The one canonical writer of saved games. The layout follows the schema:
 * keys in the schema's order, nodes marked `block` one member per line with
 * two-space indents, everything else compact on one line; integers only, LF,
 * a final newline. So the same game is always the same bytes, and a move
 * touches only the lines of what it changed.
 */
export function writeSave(game: SaveFile): string {
  return writerFor(saveFileSchemaOf(variantOf(game.setup)))(game, '') + '\n';
}

type Write = (value: unknown, indent: string) => string;

const compiled = new WeakMap<TSchema, Write>();

function writerFor(schema: TSchema): Write {
  let w = compiled.get(schema);
  if (!w) {
    w = compile(schema);
    compiled.set(schema, w);
  }
  return w;
}

function compile(schema: TSchema): Write {
  const isBlock = (schema as unknown as Record<symbol, unknown>)[BLOCK] === true;
  switch (schema[Kind]) {
    case 'Object':
      return isBlock ? blockObject(schema) : compactObject(schema);
    case 'Array':
      return isBlock ? blockArray(schema) : compactArray(schema);
    case 'Tuple':
      return compactTuple(schema);
    case 'Union':
      return union(schema);
    case 'Integer':
      return writeInteger;
    case 'String':
      return writeString;
    case 'Literal':
      return writeLiteral(schema.const);
    case 'Boolean':
      return writeBoolean;
    case 'Null':
      return writeNull;
    default:
      throw new Error(`the writer has no layout for schema kind ${String(schema[Kind])}`);
  }
}

function writeInteger(value: unknown): string {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new TypeError(`refusing to write ${String(value)}: saved games hold whole numbers only`);
  }
  return String(value);
}

function writeString(value: unknown): string {
  if (typeof value !== 'string') throw new TypeError(`expected text, found ${String(value)}`);
  return JSON.stringify(value);
}

function writeBoolean(value: unknown): string {
  if (value === true) return 'true';
  if (value === false) return 'false';
  throw new TypeError(`expected true or false, found ${String(value)}`);
}

function writeNull(value: unknown): string {
  if (value !== null) throw new TypeError(`expected null, found ${String(value)}`);
  return 'null';
}

function writeLiteral(constant: unknown): Write {
  const text = JSON.stringify(constant);
  return (value) => {
    if (value !== constant) throw new TypeError(`expected ${text}, found ${String(value)}`);
    return text;
  };
}

interface Field {
  readonly key: string;
  readonly quoted: string;
  readonly optional: boolean;
  readonly write: Write;
}

function fields(schema: TSchema): Field[] {
  const properties = schema.properties as Record<string, TSchema>;
  const required = new Set<string>((schema.required as string[] | undefined) ?? []);
  return Object.keys(properties).map((key) => ({
    key,
    quoted: JSON.stringify(key),
    optional: !required.has(key),
    write: writerFor(properties[key]!),
  }));
}

function compactObject(schema: TSchema): Write {
  const fs = fields(schema);
  if (fs.every((f) => !f.optional)) {
    // The common case, and the hot one (every hex, every log entry): the
    // text between values is fixed, so it is worked out once.
    const prefixes = fs.map((f, i) => (i === 0 ? '{' : ',') + f.quoted + ':');
    return (value) => {
      const obj = asObject(value);
      let out = '';
      for (let i = 0; i < fs.length; i++) out += prefixes[i]! + fs[i]!.write(obj[fs[i]!.key], '');
      return fs.length === 0 ? '{}' : out + '}';
    };
  }
  return (value) => {
    const obj = asObject(value);
    let out = '{';
    let first = true;
    for (const f of fs) {
      const v = obj[f.key];
      if (v === undefined && f.optional) continue;
      out += (first ? '' : ',') + f.quoted + ':' + f.write(v, '');
      first = false;
    }
    return out + '}';
  };
}

function blockObject(schema: TSchema): Write {
  const fs = fields(schema);
  // Each field's line starts the same at a given depth: worked out once for the last indent seen (a node sits at one depth).
  let lastIndent: string | undefined;
  let starts: string[] = [];
  return (value, indent) => {
    const obj = asObject(value);
    const inner = indent + '  ';
    if (indent !== lastIndent) {
      lastIndent = indent;
      starts = fs.map((f) => inner + f.quoted + ': ');
    }
    let out = '';
    for (let i = 0; i < fs.length; i++) {
      const f = fs[i]!;
      const v = obj[f.key];
      if (v === undefined && f.optional) continue;
      out += (out === '' ? '{\n' : ',\n') + starts[i]! + f.write(v, inner);
    }
    return out === '' ? '{}' : out + '\n' + indent + '}';
  };
}

function compactArray(schema: TSchema): Write {
  const item = writerFor(schema.items as TSchema);
  return (value) => '[' + asArray(value).map((v) => item(v, '')).join(',') + ']';
}

function blockArray(schema: TSchema): Write {
  const item = writerFor(schema.items as TSchema);
  return (value, indent) => {
    const arr = asArray(value);
    if (arr.length === 0) return '[]';
    const inner = indent + '  ';
    let out = '[\n';
    for (let i = 0; i < arr.length; i++) out += (i === 0 ? '' : ',\n') + inner + item(arr[i], inner);
    return out + '\n' + indent + ']';
  };
}

function compactTuple(schema: TSchema): Write {
  const items = ((schema.items as TSchema[] | undefined) ?? []).map(writerFor);
  return (value) => {
    const arr = asArray(value);
    if (arr.length !== items.length) throw new TypeError(`expected ${items.length} items, found ${arr.length}`);
    return '[' + arr.map((v, i) => items[i]!(v, '')).join(',') + ']';
  };
}

/** A union picks its member by a cheap test: null, a literal, or an object's `type` tag. */
function union(schema: TSchema): Write {
  const anyOf = schema.anyOf as TSchema[];
  const members = anyOf.map((member) => ({ test: memberTest(member), write: writerFor(member) }));
  const miss = (value: unknown): never => {
    throw new TypeError(`value ${JSON.stringify(value)} matches no member of the schema union`);
  };
  const key = sharedTag(anyOf);
  if (key !== undefined) {
    // Objects told apart by one tag every member has (an action's `type`): the members of the value's tag are tried, in order, and no other.
    const byTag = new Map<unknown, (typeof members)[number][]>();
    anyOf.forEach((member, i) => {
      const tag = (member.properties as Record<string, TSchema>)[key]!.const;
      byTag.set(tag, [...(byTag.get(tag) ?? []), members[i]!]);
    });
    return (value, indent) => {
      const candidates = isRecord(value) ? byTag.get(value[key]) : undefined;
      if (candidates) for (const m of candidates) if (m.test(value)) return m.write(value, indent);
      return miss(value);
    };
  }
  return (value, indent) => {
    for (const m of members) if (m.test(value)) return m.write(value, indent);
    return miss(value);
  };
}

/** A field every member of a union of objects requires as a literal (`type`), if there is one. */
function sharedTag(anyOf: readonly TSchema[]): string | undefined {
  if (anyOf.length < 2 || !anyOf.every((m) => m[Kind] === 'Object')) return undefined;
  const tagsOf = (m: TSchema) => {
    const required = new Set<string>((m.required as string[] | undefined) ?? []);
    return Object.entries(m.properties as Record<string, TSchema>).filter(([k, p]) => p[Kind] === 'Literal' && required.has(k)).map(([k]) => k);
  };
  return tagsOf(anyOf[0]!).find((k) => anyOf.every((m) => tagsOf(m).includes(k)));
}

function memberTest(member: TSchema): (value: unknown) => boolean {
  switch (member[Kind]) {
    case 'Null':
      return (v) => v === null;
    case 'Union': {
      const tests = (member.anyOf as TSchema[]).map(memberTest);
      return (v) => tests.some((t) => t(v));
    }
    case 'Literal':
      return (v) => v === member.const;
    case 'String':
      return (v) => typeof v === 'string';
    case 'Integer':
      return (v) => typeof v === 'number';
    case 'Boolean':
      return (v) => typeof v === 'boolean';
    case 'Array':
    case 'Tuple':
      return (v) => Array.isArray(v);
    case 'Object': {
      // Told apart by their literal fields: `type` for actions and events, `kind`, `do` and `is` for card abilities.
      const required = new Set<string>((member.required as string[] | undefined) ?? []);
      const tags = Object.entries(member.properties as Record<string, TSchema>).filter(([key, p]) => p[Kind] === 'Literal' && required.has(key));
      if (tags.length > 0) return (v) => isRecord(v) && tags.every(([key, p]) => v[key] === p.const);
      return isRecord;
    }
    default:
      return () => false;
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function asObject(v: unknown): Record<string, unknown> {
  if (!isRecord(v)) throw new TypeError(`expected an object, found ${JSON.stringify(v)}`);
  return v;
}

function asArray(v: unknown): readonly unknown[] {
  if (!Array.isArray(v)) throw new TypeError(`expected an array, found ${JSON.stringify(v)}`);
  return v;
}
