import * as esbuild from 'esbuild';
import { join } from 'node:path';
import { clearWebviewChunks, webviewBuildOptions } from '../../../scripts/webview-build.mjs';

const ROOT = join(__dirname, '..', '..', '..');

/**
 * Builds dist/webview.js (and its chunks) the way esbuild.mjs does,
 * alone, so the webview tests do not depend on the other bundles building.
 * Set CRAWL_WEBVIEW_PREBUILT=1 to test a bundle `npm run build` already made.
 */
export async function buildWebview(): Promise<void> {
  if (process.env.CRAWL_WEBVIEW_PREBUILT === '1') return;
  clearWebviewChunks(ROOT);
  await esbuild.build(webviewBuildOptions({ root: ROOT }));
}
