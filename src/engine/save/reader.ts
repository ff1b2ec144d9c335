import { TypeCompiler } from '@sinclair/typebox/compiler';
import { printParseErrorCode, visit, type ParseErrorCode } from 'jsonc-parser';
import type { TSchema } from '@sinclair/typebox';
import { allVariants, findVariant } from '../variants/registry';
import type { AnyVariant } from '../variants/variant';
import { migrate } from './migrations';
import { preview, schemaProblems, type Problem } from './problems';
import { FORMAT, saveFileSchemaOf, type SaveFile } from './schema';

export type ReadResult =
  | { readonly ok: true; readonly game: SaveFile; readonly migratedFrom?: number }
  | { readonly ok: false; readonly problems: readonly Problem[] };

/** The variants this build can open. */
export function knownVariants(): string[] {
  return allVariants().map((v) => v.id);
}

/** Saved games larger than this are refused before parsing, not after the editor stalls. */
export const MAX_SAVE_BYTES = 64 * 1024 * 1024;

const checks = new WeakMap<AnyVariant, ReturnType<typeof TypeCompiler.Compile<TSchema>>>();

/** The compiled check of a variant's saved games, made on first use. */
function checkOf(variant: AnyVariant): ReturnType<typeof TypeCompiler.Compile<TSchema>> {
  let check = checks.get(variant);
  if (!check) checks.set(variant, (check = TypeCompiler.Compile(saveFileSchemaOf(variant))));
  return check;
}

/**
 * Parses, checks and loads a saved game. Never throws on bad input: every
 * problem comes back with where it is and what is wrong. The text is only
 * read, so a refused file is never touched.
 */
export function readSave(text: string): ReadResult {
  if (text.length > MAX_SAVE_BYTES) {
    return fail('', `The file is ${(text.length / 1024 / 1024).toFixed(1)} MB; saved games are refused above ${MAX_SAVE_BYTES / 1024 / 1024} MB`);
  }
  // A byte-order mark is harmless: editors on some systems add one.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') return fail('', 'The file is empty: there is no game in it yet.');

  let doc: unknown;
  try {
    doc = JSON.parse(body);
  } catch {
    return { ok: false, problems: [jsonProblem(body)] };
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    return fail('', `Not a Crawl saved game: the file holds ${Array.isArray(doc) ? 'a list' : preview(doc)}, not an object.`);
  }
  const obj = doc as Record<string, unknown>;
  if (obj.format !== FORMAT) {
    return fail('/format', obj.format === undefined ? `is missing: a Crawl saved game starts with "format": "${FORMAT}"` : `is ${preview(obj.format)}; expected "${FORMAT}"`);
  }
  const version = obj.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return fail('/schemaVersion', `is ${preview(version)}; expected a whole number from 1`);
  }
  const migrated = migrate(obj, version);
  if (!migrated.ok) return fail('/schemaVersion', migrated.message);
  const current = migrated.doc;

  const setup = current.setup as Record<string, unknown> | undefined;
  if (setup === undefined) return fail('/setup', 'is missing');
  if (typeof setup !== 'object' || setup === null || Array.isArray(setup)) {
    return fail('/setup', `is ${Array.isArray(setup) ? 'a list' : preview(setup)}; expected an object (the game's variant, seed, options and piles)`);
  }
  const variant = findVariant(setup.variant);
  if (!variant) {
    return fail(
      '/setup/variant',
      setup.variant === undefined
        ? 'is missing'
        : `is ${preview(setup.variant)}, a variant this version of Crawl does not know (it knows ${knownVariants().join(', ')})`,
    );
  }

  const check = checkOf(variant);
  if (!check.Check(current)) return { ok: false, problems: schemaProblems(saveFileSchemaOf(variant), current) };
  const game = current as unknown as SaveFile;

  const problems = [...variant.problems(game.setup, game.state), ...logProblems(game)];
  if (problems.length > 0) return { ok: false, problems };

  variant.load(game.setup, game.state);
  return migrated.from === version && version === game.schemaVersion ? { ok: true, game } : { ok: true, game, migratedFrom: migrated.from };
}

function logProblems(game: SaveFile): Problem[] {
  const problems: Problem[] = [];
  game.log.forEach((entry, i) => {
    if (entry.seq !== i + 1) problems.push({ path: `/log/${i}/seq`, message: `is ${entry.seq}; entries are numbered in order, so this one must be ${i + 1}` });
  });
  return problems.slice(0, 10);
}

function fail(path: string, message: string): ReadResult {
  return { ok: false, problems: [{ path, message }] };
}

/**
 * A JSON syntax error, placed at its line and column. JSON.parse's messages
 * differ between Node versions and often carry no position, so the error is
 * found again with jsonc-parser (strict: no comments, no trailing commas).
 * This runs only for a file that failed to parse.
 */
function jsonProblem(text: string): Problem {
  let found: { code: ParseErrorCode; offset: number; length: number } | undefined;
  visit(
    text,
    { onError: (code, offset, length) => (found ??= { code, offset, length }) },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );
  if (!found) return { path: '', message: 'Not valid JSON.' };
  const before = text.slice(0, found.offset);
  const line = before.split('\n').length;
  const column = found.offset - before.lastIndexOf('\n');
  // Cut short: the faulty token runs to the end of the text (as "fal" for a cut "false" does), or nothing follows it.
  const cutShort = found.offset + found.length >= text.trimEnd().length;
  return { path: '', line, column, message: `not valid JSON: ${JSON_ERRORS[printParseErrorCode(found.code)] ?? 'unexpected text'}${cutShort ? ' (the file seems cut short)' : ''}` };
}

/** jsonc-parser's error names, said plainly. */
const JSON_ERRORS: Readonly<Record<string, string>> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'a malformed number',
  PropertyNameExpected: 'a property name in double quotes was expected',
  ValueExpected: 'a value was expected',
  ColonExpected: 'a colon was expected',
  CommaExpected: 'a comma was expected',
  CloseBraceExpected: 'a closing } was expected',
  CloseBracketExpected: 'a closing ] was expected',
  EndOfFileExpected: 'extra text after the end of the game',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'an unfinished comment',
  UnexpectedEndOfString: 'an unfinished string',
  UnexpectedEndOfNumber: 'an unfinished number',
  InvalidUnicode: 'a malformed \\u escape',
  InvalidEscapeCharacter: 'an invalid escape character',
  InvalidCharacter: 'a control character inside a string',
};
