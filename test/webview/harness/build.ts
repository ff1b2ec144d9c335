import * as esbuild from 'esbuild';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');

/**
 * Builds dist/webview.js the way esbuild.mjs does (browser, ESM, minified),
 * alone, so the webview tests do not depend on the other bundles building.
 * Set CRAWL_WEBVIEW_PREBUILT=1 to test a bundle `npm run build` already made.
 */
export async function buildWebview(): Promise<void> {
  if (process.env.CRAWL_WEBVIEW_PREBUILT === '1') return;
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ['src/webview/main.ts'],
    outfile: 'dist/webview.js',
    bundle: true,
    minify: true,
    sourcemap: false,
    legalComments: 'none',
    logLevel: 'warning',
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
  });
}
