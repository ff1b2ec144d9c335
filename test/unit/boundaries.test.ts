import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Runs the boundary check over a little source tree made of `files` (path → text). */
function check(files: Record<string, string>): { status: number | null; out: string } {
  const dir = mkdtempSync(join(tmpdir(), 'crawl-boundaries-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const run = spawnSync(process.execPath, ['scripts/check-boundaries.mjs', '--src', dir], { encoding: 'utf8' });
    return { status: run.status, out: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const engine = {
  'engine/index.ts': "export { hexLabel } from './hex';\nexport { magicCrawl } from './variants/magic-crawl';\n",
  'engine/hex.ts': 'export const hexLabel = 1;\n',
  'engine/variants/magic-crawl/index.ts': "export { magicCrawl } from './rules';\n",
  'engine/variants/magic-crawl/rules.ts': "import { hexLabel } from '../../hex';\nexport const magicCrawl = hexLabel;\n",
};

describe('the boundary check (scripts/check-boundaries.mjs)', () => {
  it('passes a tree where every import into a module goes through its index', () => {
    const { status, out } = check({ ...engine, 'cli/main.ts': "import { hexLabel, magicCrawl } from '../engine';\n" });
    assert.equal(status, 0, out);
    assert.match(out, /1 passed, 0 failed/);
  });

  it('fails an import from outside the engine that skips its index, naming the file, the line and the way in', () => {
    const { status, out } = check({ ...engine, 'cli/main.ts': "// the CLI\nimport { hexLabel } from '../engine/hex';\n" });
    assert.equal(status, 1);
    assert.match(out, /cli\/main\.ts:2: imports '\.\.\/engine\/hex', inside \S*engine\/ past its index; import '\.\.\/engine'/);
  });

  it("fails an import of a variant's internals from elsewhere in the engine, even a re-export", () => {
    const { status, out } = check({ ...engine, 'engine/save/reader.ts': "export { magicCrawl } from '../variants/magic-crawl/rules';\n" });
    assert.equal(status, 1);
    assert.match(out, /engine\/save\/reader\.ts:1: imports '\.\.\/variants\/magic-crawl\/rules', inside \S*variants\/magic-crawl\/ past its index/);
  });

  it("lets a variant's own files import one another, and dynamic imports are checked too", () => {
    assert.equal(check(engine).status, 0);
    const { status, out } = check({ ...engine, 'webview/app.ts': "const m = await import('../engine/variants/magic-crawl/rules');\n" });
    assert.equal(status, 1);
    assert.match(out, /webview\/app\.ts:1:/);
  });
});
