import * as vscode from 'vscode';
import { formatProblem, readSave } from '../../engine';
import type { ShowCompareMessage } from '../../protocol/messages';
import { guardWebviewMessage } from '../messages-guard';
import { playmatHtml, playmatWebviewOptions } from '../webview-html';
import { compareMessage, type CompareSource } from './compare-message';

/** One side as the panel gets it: fixed text, or a document it follows as it changes (unsaved moves included). */
export type PanelSide =
  | { readonly kind: 'text'; readonly label: string; readonly detail: string; readonly text: string }
  | { readonly kind: 'document'; readonly label: string; readonly document: vscode.TextDocument };

/** Posted last by each open compare panel (read by the integration tests). */
export const comparePanels = new Set<{ readonly panel: vscode.WebviewPanel; readonly key: string; lastPosted: ShowCompareMessage | undefined }>();

/**
 * The Compare view: both saves' boards side by side in a webview panel of
 * its own, drawn by the playmat's page. It never writes: it reads the two
 * sides, and follows a side that is an open document.
 */
export function openComparePanel(extensionUri: vscode.Uri, left: PanelSide, right: PanelSide, column = vscode.ViewColumn.Active): vscode.WebviewPanel | string {
  const first = sourceOf(left);
  const second = sourceOf(right);
  if (typeof first === 'string') return first;
  if (typeof second === 'string') return second;
  // The same two saves asked for again (a second click in Source Control): the open view comes forward.
  const key = `${keyOf(left)}\n${keyOf(right)}`;
  const open = [...comparePanels].find((p) => p.key === key);
  if (open) {
    open.panel.reveal();
    return open.panel;
  }

  const panel = vscode.window.createWebviewPanel('crawl.compare', `${left.label} ↔ ${right.label}`, column, {
    ...playmatWebviewOptions(extensionUri),
    retainContextWhenHidden: false,
  });
  panel.webview.html = playmatHtml(panel.webview, extensionUri);
  const entry = { panel, key, lastPosted: undefined as ShowCompareMessage | undefined };
  comparePanels.add(entry);

  let message = compareMessage(first, second);
  const post = () => {
    entry.lastPosted = message;
    void panel.webview.postMessage(message);
  };
  const subscriptions = [
    // The page asks for its view when it loads, and again when its tab is shown after being hidden.
    panel.webview.onDidReceiveMessage((raw: unknown) => {
      const guarded = guardWebviewMessage(raw);
      if (guarded.ok && guarded.message.type === 'ready') post();
    }),
    vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.contentChanges.length === 0 || ![left, right].some((s) => s.kind === 'document' && s.document === e.document)) return;
      const a = sourceOf(left);
      const b = sourceOf(right);
      // A side that stops being a valid game mid-edit keeps its last good view until it is one again.
      if (typeof a === 'string' || typeof b === 'string') return;
      message = compareMessage(a, b);
      post();
    }),
  ];
  panel.onDidDispose(() => {
    comparePanels.delete(entry);
    for (const s of subscriptions) s.dispose();
  });
  return panel;
}

/** What a side is, for telling whether a comparison is already open: the document, or the text it was given. */
function keyOf(side: PanelSide): string {
  return side.kind === 'document' ? `document ${side.document.uri.toString()}` : `text ${side.label} ${side.text.length} ${side.text.slice(-200)}`;
}

/** The save of one side, or what is wrong with it. */
function sourceOf(side: PanelSide): CompareSource | string {
  const text = side.kind === 'text' ? side.text : side.document.getText();
  const read = readSave(text);
  if (!read.ok) {
    const first = read.problems[0];
    return `${side.label} is not a valid Crawl game${first ? ` (${formatProblem(first).replace(/\.$/, '')})` : ''}`;
  }
  const detail = side.kind === 'text' ? side.detail : side.document.isDirty ? 'with unsaved moves' : 'as saved';
  return { label: side.label, detail: `${detail} · ${read.game.log.length} actions`, game: read.game };
}
