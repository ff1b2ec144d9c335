import * as vscode from 'vscode';
import type { PlaymatProvider } from './playmat-provider';
import { recordShownMessages } from './shown-messages';
import { loadCore } from './load-core';

/**
 * Internal commands for the integration tests (registered only when VS Code
 * runs the extension's tests). They reach a playmat through the same code a
 * webview message takes, so the tests exercise the real path.
 */
export function registerTestHooks(context: vscode.ExtensionContext, provider: PlaymatProvider): void {
  const uriOf = (u: vscode.Uri | string) => (typeof u === 'string' ? vscode.Uri.parse(u) : u);
  const messages = recordShownMessages();
  context.subscriptions.push(
    // Where the extension keeps its card index (its global storage folder).
    vscode.commands.registerCommand('crawl._test.globalStorage', () => context.globalStorageUri.fsPath),
    // The messages the card commands showed since the last call (each is also a real notification).
    vscode.commands.registerCommand('crawl._test.shownMessages', () => messages.splice(0)),
    vscode.commands.registerCommand('crawl._test.sessions', (u: vscode.Uri | string) => provider.sessionsOf(uriOf(u)).length),
    vscode.commands.registerCommand('crawl._test.lastPosted', (u: vscode.Uri | string) => provider.lastPosted(uriOf(u))),
    // Grows with every message posted to a view of the document (to see a re-render happen).
    vscode.commands.registerCommand('crawl._test.postedAt', (u: vscode.Uri | string) =>
      Math.max(0, ...provider.sessionsOf(uriOf(u)).map((s) => s.postedAt)),
    ),
    vscode.commands.registerCommand('crawl._test.postedToEach', (u: vscode.Uri | string) =>
      provider.sessionsOf(uriOf(u)).map((s) => s.lastPosted),
    ),
    // What each open Compare view last showed.
    vscode.commands.registerCommand('crawl._test.comparePosted', () => [...loadCore().comparePanels].map((p) => p.lastPosted)),
    // What VS Code does after a window reload: a Compare panel handed back with the state its page kept.
    vscode.commands.registerCommand('crawl._test.restoreCompare', async (state: unknown) => {
      const panel = vscode.window.createWebviewPanel('crawl.compare', 'restored', vscode.ViewColumn.Active, {});
      await loadCore().restoreComparePanel(context.extensionUri, panel, state);
      return [...loadCore().comparePanels].some((p) => p.panel === panel);
    }),
    vscode.commands.registerCommand('crawl._test.inject', (u: vscode.Uri | string, raw: unknown) => provider.inject(uriOf(u), raw)),
    vscode.commands.registerCommand('crawl._test.act', (u: vscode.Uri | string, action: unknown, version?: number) => {
      const uri = uriOf(u);
      const document = provider.sessionsOf(uri)[0]?.document;
      return provider.inject(uri, { type: 'act', action, version: version ?? document?.version });
    }),
  );
}
