import { SCHEMA_VERSION } from './schema';

/**
 * Upgrades of older saved games. Entry n turns a version-n document into
 * version n+1; a file is upgraded in memory on load and written in the new
 * version on the next save.
 *
 * Version 1 was written only by development builds from before the rules
 * core: a map with no deck, no life and no fights. There is nothing in it to
 * make a version 2 game from (its log cannot be replayed under the real
 * rules), so it is reported, never rewritten.
 */
export const MIGRATIONS: Readonly<Record<number, (doc: Record<string, unknown>) => Record<string, unknown>>> = {};

/** Versions that were written once but cannot be upgraded, with what to tell the player. */
export const RETIRED: Readonly<Record<number, string>> = {
  1: 'was saved by a development build of Crawl from before fights existed (schema version 1): it has no deck or life and cannot be upgraded. Start a new game; this file is left as it is.',
};

export type Migrated = { ok: true; doc: Record<string, unknown>; from: number } | { ok: false; message: string };

export function migrate(doc: Record<string, unknown>, version: number): Migrated {
  if (version > SCHEMA_VERSION) {
    return {
      ok: false,
      message: `was saved by a newer Crawl (schema version ${version}; this one reads up to ${SCHEMA_VERSION}). Update the extension to open it; the file is left as it is.`,
    };
  }
  let current = doc;
  for (let v = version; v < SCHEMA_VERSION; v++) {
    const retired = RETIRED[v];
    if (retired) return { ok: false, message: retired };
    const step = MIGRATIONS[v];
    if (!step) return { ok: false, message: `has schema version ${version}, which no version of Crawl ever wrote.` };
    current = { ...step(current), schemaVersion: v + 1 };
  }
  return { ok: true, doc: current, from: version };
}
