// The `vscode` module, once for the whole bundle (esbuild.mjs points every
// other `import 'vscode'` of the extension's bundles here). esbuild turns each
// file's `import * as vscode from 'vscode'` into a copy of the module's
// names, a getter for each of the hundreds VS Code exports, made as the
// bundle loads: one copy here instead of one per file keeps that cost out of
// activation.
export * from 'vscode';
