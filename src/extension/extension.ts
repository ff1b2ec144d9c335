import * as vscode from 'vscode';
import { registerCommands } from './commands';
import { redirectGameDiffs } from './compare/diff-redirect';
import { watchCardDataSetting } from './card-data-setting';
import { PlaymatProvider } from './playmat-provider';
import { loadCore } from './load-core';
import { registerTestHooks } from './test-hooks';
import { VIEW_TYPE } from './view-type';

/**
 * Activation registers the playmat and the commands and returns: no engine,
 * no file access. The engine loads when the first playmat opens.
 */
export function activate(context: vscode.ExtensionContext): { readonly activateMs: number } {
  const started = performance.now();
  const provider = new PlaymatProvider(context.extensionUri);
  context.subscriptions.push(
    provider,
    vscode.window.registerCustomEditorProvider(VIEW_TYPE, provider, {
      // The webview keeps no game state, so it is cheaper to re-render it on `ready`.
      webviewOptions: { retainContextWhenHidden: false },
      supportsMultipleEditorsPerDocument: true,
    }),
  );
  registerCommands(context);
  watchCardDataSetting(context);
  redirectGameDiffs(context);
  // A Compare view open when the window closed opens again with it, read again from where its saves came from.
  context.subscriptions.push(
    vscode.window.registerWebviewPanelSerializer('crawl.compare', {
      deserializeWebviewPanel: (panel, state) => loadCore().restoreComparePanel(context.extensionUri, panel, state),
    }),
  );
  if (context.extensionMode === vscode.ExtensionMode.Test) {
    // Internal commands the integration tests drive the playmat through; never registered for users.
    registerTestHooks(context, provider);
  }
  return { activateMs: performance.now() - started };
}

export function deactivate(): void {}
