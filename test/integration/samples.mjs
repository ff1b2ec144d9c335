// The sample games the integration workspace starts with (tests copy them
// before use, so each test has its own file): name in samples/ -> file text
// (or bytes).
// The version-2 games are made by the real engine on every run
// (samples.ts, loaded through tsx); the version-1 file is kept as it was
// written, since no engine writes that version any more. The corpus of
// broken files (test/fixtures/bad) comes in as bad-NAME.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const here = dirname(fileURLToPath(import.meta.url));

export async function makeSamples() {
  const { samples } = await tsImport('./samples.ts', import.meta.url);
  return {
    ...samples(),
    // From a development build before the rules core: shown as retired, never rewritten.
    'version-1.crawl.json': readFileSync(join(here, 'fixtures/version-1.crawl.json'), 'utf8'),
    ...badFiles(),
  };
}

/** Every file of the corpus, as bytes: a broken file is copied as it is, not decoded and encoded again. */
function badFiles() {
  const dir = join(here, '../fixtures/bad');
  return Object.fromEntries(readdirSync(dir).map((name) => [`bad-${name}`, readFileSync(join(dir, name))]));
}
