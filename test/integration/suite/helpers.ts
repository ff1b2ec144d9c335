import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { isCrawlSave, readSave, type CrawlSave as SaveFile } from '../../../src/engine';
import type { HostMessage, ShowGameMessage } from '../../../src/protocol/messages';

/** Shared steps for the integration tests, which run inside a real VS Code. */

export const EXTENSION_ID = 'crawl-table.crawl';
export const VIEW_TYPE = 'crawl.playmat';

export async function activate(): Promise<void> {
  await vscode.extensions.getExtension(EXTENSION_ID)!.activate();
}

export function workspaceUri(...segments: string[]): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  assert.ok(folder, 'the tests need a workspace folder (run-tests.mjs --workspace)');
  return vscode.Uri.joinPath(folder.uri, ...segments);
}

let counter = 0;

/** A fresh copy of a sample from the workspace's `samples/` folder, so no test sees another's moves. */
export async function copySample(sample: string): Promise<vscode.Uri> {
  const bytes = await vscode.workspace.fs.readFile(workspaceUri('samples', sample));
  return writeFile(`${sample.replace(/\.crawl\.json$/, '')}-${++counter}.crawl.json`, bytes);
}

export async function writeFile(name: string, content: string | Uint8Array): Promise<vscode.Uri> {
  const uri = workspaceUri(name);
  await vscode.workspace.fs.writeFile(uri, typeof content === 'string' ? new TextEncoder().encode(content) : content);
  return uri;
}

export async function readDisk(uri: vscode.Uri): Promise<string> {
  return new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
}

export async function waitFor<T>(what: string, probe: () => T | PromiseLike<T>, timeoutMs = 15_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export function lastPosted(uri: vscode.Uri): Thenable<HostMessage | undefined> {
  return vscode.commands.executeCommand<HostMessage | undefined>('crawl._test.lastPosted', uri);
}

export type Outcome = { status: 'applied' | 'done' } | { status: 'rejected'; error: { rule: string; message: string } } | { status: 'ignored'; reason: string };

export function act(uri: vscode.Uri, action: unknown, version?: number): Thenable<Outcome> {
  return vscode.commands.executeCommand<Outcome>('crawl._test.act', uri, action, version);
}

export function inject(uri: vscode.Uri, raw: unknown): Thenable<Outcome> {
  return vscode.commands.executeCommand<Outcome>('crawl._test.inject', uri, raw);
}

export function documentOf(uri: vscode.Uri): vscode.TextDocument {
  const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
  assert.ok(doc, `${uri.path} is not open`);
  return doc;
}

/**
 * Opens a file the way a user does (`vscode.open`, no editor named) and waits
 * until the playmat's webview has loaded and been sent its first view.
 */
export async function openPlaymat(uri: vscode.Uri, column?: vscode.ViewColumn): Promise<HostMessage> {
  const before = await vscode.commands.executeCommand<number>('crawl._test.sessions', uri);
  if (column === undefined) await vscode.commands.executeCommand('vscode.open', uri);
  else await vscode.commands.executeCommand('vscode.openWith', uri, VIEW_TYPE, column);
  await waitFor('the playmat to open', async () => (await vscode.commands.executeCommand<number>('crawl._test.sessions', uri)) > before);
  // The webview sends `ready` once its script runs; the host answers with the view.
  return waitForWebview(`the webview of ${uri.path} to load (is dist/webview.js built?)`, () => lastPosted(uri));
}

/**
 * Waits for something a webview's page must do (load, say `ready`, be sent
 * its view). Usually a second or two; but webviews of one view type share an
 * origin and so a service worker, and VS Code's worker holds a resource
 * request of a webview closed while still loading for up to its own 30 s
 * limit (`resolveTimeout` in webview/browser/pre/service-worker.js), during
 * which the next webview of that type waits for its worker to take over
 * (its page logs "Found unexpected service worker controller"). A test that
 * closes a loading webview (a refused Compare restore does) can so delay the
 * next one by that much, and never more: hence a minute.
 */
export function waitForWebview<T>(what: string, probe: () => T | PromiseLike<T>): Promise<NonNullable<T>> {
  return waitFor(what, probe, 60_000);
}

/** The game in a saved text, which must be valid. */
export function gameOf(text: string): SaveFile {
  const read = readSave(text);
  assert.ok(read.ok, `the text holds a valid game: ${JSON.stringify(!read.ok && read.problems)}`);
  assert.ok(isCrawlSave(read.game), 'the text holds a crawl');
  return read.game;
}

/** The view the host posted for the document as it is now (what the webview shows and acts from). */
export function currentView(uri: vscode.Uri, timeoutMs?: number): Promise<ShowGameMessage> {
  const doc = documentOf(uri);
  const what = `the view of ${uri.path} at version ${doc.version}`;
  const probe = async () => {
    const m = await lastPosted(uri);
    return m?.type === 'game' && m.version === doc.version ? m : undefined;
  };
  // A playmat just opened is a webview still loading (see waitForWebview).
  return timeoutMs === undefined ? waitForWebview(what, probe) : waitFor(what, probe, timeoutMs);
}

/** The active tab's input, whatever kind it is. */
export function activeInput(): unknown {
  return vscode.window.tabGroups.activeTabGroup.activeTab?.input;
}

/** Reverts anything unsaved (so closing asks nothing), then closes every editor. */
export async function closeAll(): Promise<void> {
  for (const group of vscode.window.tabGroups.all) {
    for (const tab of group.tabs) {
      if (!tab.isDirty) continue;
      const input = tab.input;
      if (input instanceof vscode.TabInputCustom) await vscode.commands.executeCommand('vscode.openWith', input.uri, input.viewType, group.viewColumn);
      else if (input instanceof vscode.TabInputText) await vscode.window.showTextDocument(input.uri, { viewColumn: group.viewColumn });
      else continue;
      await vscode.commands.executeCommand('workbench.action.files.revert');
    }
  }
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  await waitFor('all editors to close', () => vscode.window.tabGroups.all.every((g) => g.tabs.length === 0), 5_000);
}
