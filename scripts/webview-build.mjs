// How the playmat webview is bundled, shared by esbuild.mjs and the webview
// test harness so both build it the same way.
//
// dist/webview.js is the page's one module script. Parts most games never
// show (the new-game form, the Compare view) are imported on first use and
// split into dist/webview-chunks/, so the first paint of a game loads less.
import { rmSync } from 'node:fs';
import { join } from 'node:path';

export const WEBVIEW_CHUNKS = 'webview-chunks';

/** esbuild options for the webview; `root` is the project folder. */
export function webviewBuildOptions({ dev = false, root = process.cwd() } = {}) {
  return {
    absWorkingDir: root,
    entryPoints: { webview: 'src/webview/main.ts' },
    outdir: 'dist',
    chunkNames: `${WEBVIEW_CHUNKS}/[name]-[hash]`,
    splitting: true,
    bundle: true,
    minify: !dev,
    sourcemap: dev ? 'inline' : false,
    legalComments: 'none',
    logLevel: 'warning',
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
  };
}

/** Chunks of an earlier build have other hashes: clear them so dist holds only what the entry imports. */
export function clearWebviewChunks(root = process.cwd()) {
  rmSync(join(root, 'dist', WEBVIEW_CHUNKS), { recursive: true, force: true });
}
