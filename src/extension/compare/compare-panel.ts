import * as vscode from 'vscode';
import { formatProblem, readSave } from '../../engine';
import type { CompareSource as SideSource, ShowCompareMessage } from '../../protocol/messages';
import { guardWebviewMessage } from '../messages-guard';
import { playmatHtml, playmatWebviewOptions } from '../webview-html';
import { compareMessage, type CompareSource } from './compare-message';
import { fileAt } from './git-revisions';
import { sideLabel, whereFrom } from './side-names';

/**
 * One side as the panel gets it: fixed text, or a document it follows as it
 * changes (unsaved moves included); with where it came from, when that can be
 * read again after a window reload.
 */
export type PanelSide = (
  | { readonly kind: 'text'; readonly label: string; readonly detail: string; readonly text: string }
  | { readonly kind: 'document'; readonly label: string; readonly document: vscode.TextDocument }
) & { readonly source?: SideSource };

export const COMPARE_VIEW_TYPE = 'crawl.compare';

/** A side read once from a URI (a file, a version from git or local history), named as the Compare view names it. */
export function versionSide(uri: vscode.Uri, document: vscode.TextDocument): PanelSide {
  const label = sideLabel(uri);
  const detail = whereFrom(uri);
  return { kind: 'text', label, detail, text: document.getText(), source: { kind: 'uri', uri: uri.toString(), label, detail } };
}

/** A side that is an open document, followed as it changes. */
export function documentSide(document: vscode.TextDocument): PanelSide {
  const label = sideLabel(document.uri);
  return { kind: 'document', label, document, source: { kind: 'document', uri: document.uri.toString(), label } };
}

/** Posted last by each open compare panel (read by the integration tests). */
export const comparePanels = new Set<{ readonly panel: vscode.WebviewPanel; readonly key: string; lastPosted: ShowCompareMessage | undefined }>();

/**
 * The Compare view: both saves' boards side by side in a webview panel of
 * its own, drawn by the playmat's page. It never writes: it reads the two
 * sides, and follows a side that is an open document.
 */
export function openComparePanel(
  extensionUri: vscode.Uri,
  left: PanelSide,
  right: PanelSide,
  column = vscode.ViewColumn.Active,
  /** A panel VS Code restored after a reload, to draw into instead of a new one. */
  restored?: vscode.WebviewPanel,
): vscode.WebviewPanel | string {
  const first = sourceOf(left);
  const second = sourceOf(right);
  if (typeof first === 'string') return first;
  if (typeof second === 'string') return second;
  // The same two saves asked for again (a second click in Source Control): the open view comes forward.
  const key = `${keyOf(left)}\n${keyOf(right)}`;
  const open = [...comparePanels].find((p) => p.key === key);
  if (open && !restored) {
    open.panel.reveal();
    return open.panel;
  }

  const panel =
    restored ??
    vscode.window.createWebviewPanel(COMPARE_VIEW_TYPE, `${left.label} ↔ ${right.label}`, column, {
      ...playmatWebviewOptions(extensionUri),
      retainContextWhenHidden: false,
    });
  // A panel VS Code restored comes with no options of ours; a new one was made with them (set twice, the page would load twice).
  if (restored) panel.webview.options = playmatWebviewOptions(extensionUri);
  panel.webview.html = playmatHtml(panel.webview, extensionUri);
  const entry = { panel, key, lastPosted: undefined as ShowCompareMessage | undefined };
  comparePanels.add(entry);

  const sources = left.source && right.source ? ({ sources: [left.source, right.source] } as const) : {};
  let message: ShowCompareMessage = { ...compareMessage(first, second), ...sources };
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
      message = { ...compareMessage(a, b), ...sources };
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

/**
 * Opens again a Compare view VS Code kept over a window reload: its state is
 * what the page saved (untrusted, so every field is checked), each side read
 * again from where it came from. If that is no longer possible, the panel
 * closes and a message says why.
 */
export async function restoreComparePanel(extensionUri: vscode.Uri, panel: vscode.WebviewPanel, state: unknown): Promise<void> {
  const saved = (state as { compare?: unknown } | undefined)?.compare;
  const refs = Array.isArray(saved) && saved.length === 2 ? saved.map(asSource) : [];
  try {
    if (refs.length !== 2 || refs.some((r) => !r)) throw new Error('the view did not record where its two saves came from');
    const [left, right] = await Promise.all(refs.map((r) => readSide(r!)));
    const opened = openComparePanel(extensionUri, left!, right!, panel.viewColumn, panel);
    if (typeof opened === 'string') throw new Error(opened);
  } catch (e) {
    panel.dispose();
    void vscode.window.showWarningMessage(`Crawl could not reopen a comparison: ${e instanceof Error ? e.message : String(e)}.`);
  }
}

/** A side read again from where it came from. */
async function readSide(source: SideSource): Promise<PanelSide> {
  switch (source.kind) {
    case 'document':
      return { kind: 'document', label: source.label, document: await vscode.workspace.openTextDocument(vscode.Uri.parse(source.uri)), source };
    case 'uri': {
      const document = await vscode.workspace.openTextDocument(vscode.Uri.parse(source.uri));
      return { kind: 'text', label: source.label, detail: source.detail, text: document.getText(), source };
    }
    case 'revision': {
      return { kind: 'text', label: source.label, detail: source.detail, text: await fileAt(vscode.Uri.parse(source.file).fsPath, source.revision), source };
    }
  }
}

function asSource(x: unknown): SideSource | undefined {
  if (typeof x !== 'object' || x === null) return undefined;
  const r = x as Record<string, unknown>;
  const str = (k: string) => typeof r[k] === 'string' && (r[k] as string).length <= 4096;
  if (!str('label')) return undefined;
  if (r.kind === 'document' && str('uri')) return { kind: 'document', uri: r.uri as string, label: r.label as string };
  if (r.kind === 'uri' && str('uri') && str('detail')) return { kind: 'uri', uri: r.uri as string, label: r.label as string, detail: r.detail as string };
  if (r.kind === 'revision' && str('file') && str('revision') && str('detail')) {
    return { kind: 'revision', file: r.file as string, revision: r.revision as string, label: r.label as string, detail: r.detail as string };
  }
  return undefined;
}
