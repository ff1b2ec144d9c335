import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { main } from '../../src/cli/main';
import { readSave } from '../../src/engine';

/**
 * The `crawl` command for the tests that run it: bundled from
 * src/cli/main.ts as dist/cli.js is (on its own, so these tests do not
 * depend on the other bundles), or called in this process with its output
 * caught.
 */

/** Bundles the command line into `dir` and gives the bundle's path, to start with node. */
export function buildCli(dir: string): string {
  const cli = join(dir, 'cli.js');
  buildSync({ entryPoints: ['src/cli/main.ts'], outfile: cli, bundle: true, platform: 'node', format: 'cjs', target: 'node20', mainFields: ['module', 'main'], define: { CRAWL_VERSION: '"test"' }, logLevel: 'warning' });
  return cli;
}

/** `crawl ARGS` run in this process: its exit status and what it wrote. */
export async function runCrawl(args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  process.stdout.write = ((s: string) => ((stdout += s), true)) as typeof process.stdout.write;
  process.stderr.write = ((s: string) => ((stderr += s), true)) as typeof process.stderr.write;
  try {
    const status = await main(args);
    return { status, stdout, stderr };
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
}

/** The `stops` option of the game `crawl new --variant VARIANT ARGS` writes (the command must succeed and make that variant's game). */
export async function stopsOfNewGame(variant: string, ...args: string[]): Promise<unknown> {
  const out = await runCrawl(['new', '--variant', variant, '--seed', 'stops-cli', ...args]);
  assert.equal(out.status, 0, out.stderr);
  const read = readSave(out.stdout);
  assert.ok(read.ok && read.game.setup.variant === variant);
  return (read.game.setup as { readonly options: { readonly stops?: unknown } }).options.stops;
}

/** `crawl new --variant VARIANT --stops`: the key moments by default, each mode when asked for, and an unknown one refused with the modes named. */
export async function checkStopsOption(variant: string): Promise<void> {
  assert.equal(await stopsOfNewGame(variant), 'key-moments');
  for (const stops of ['key-moments', 'when-able', 'every-step']) assert.equal(await stopsOfNewGame(variant, '--stops', stops), stops);
  const unknown = await runCrawl(['new', '--variant', variant, '--seed', 's', '--stops', 'sometimes']);
  assert.notEqual(unknown.status, 0);
  assert.match(unknown.stderr, /--stops: "sometimes" is none of key-moments, when-able, every-step/);
}
