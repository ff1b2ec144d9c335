import * as vscode from 'vscode';
import type { HostMessage } from '../protocol/messages';
import { openAsText } from './commands';
import { loadCore } from './load-core';
import type { Outcome } from './outcome';
import type { PlaymatSession, SessionHost } from './playmat-session';

/**
 * The custom editor for `*.crawl.json`. It only keeps track of the open
 * playmats; the engine and everything that uses it load with the first one
 * (`loadCore()` below), so activation stays cheap.
 */
export class PlaymatProvider implements vscode.CustomTextEditorProvider, SessionHost {
  private readonly sessions = new Set<PlaymatSession>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private log: vscode.LogOutputChannel | undefined;

  constructor(readonly extensionUri: vscode.Uri) {}

  resolveCustomTextEditor(document: vscode.TextDocument, panel: vscode.WebviewPanel): void {
    const { PlaymatSession } = loadCore();
    const session = new PlaymatSession(document, panel, this);
    this.sessions.add(session);
    panel.onDidDispose(() => {
      this.sessions.delete(session);
      session.dispose();
    });
  }

  sessionsOf(uri: vscode.Uri): PlaymatSession[] {
    const key = uri.toString();
    return [...this.sessions].filter((s) => s.document.uri.toString() === key);
  }

  /** The message most recently posted to any playmat of this document. */
  lastPosted(uri: vscode.Uri): HostMessage | undefined {
    let latest: PlaymatSession | undefined;
    for (const s of this.sessionsOf(uri)) if (!latest || s.postedAt > latest.postedAt) latest = s;
    return latest?.lastPosted;
  }

  /** Hands a raw message to a playmat of this document as if its webview had sent it. */
  async inject(uri: vscode.Uri, raw: unknown): Promise<Outcome | undefined> {
    return this.sessionsOf(uri)[0]?.receive(raw);
  }

  serialize<T>(uri: vscode.Uri, work: () => Promise<T>): Promise<T> {
    const key = uri.toString();
    const run = (this.queues.get(key) ?? Promise.resolve()).then(work, work);
    const tail = run.catch(() => undefined);
    this.queues.set(key, tail);
    void tail.then(() => {
      if (this.queues.get(key) === tail) this.queues.delete(key);
    });
    return run;
  }

  openAsText(uri: vscode.Uri, column: vscode.ViewColumn | undefined): Thenable<unknown> {
    return openAsText(uri, column);
  }

  warn(message: string): void {
    this.log ??= vscode.window.createOutputChannel('Crawl', { log: true });
    this.log.warn(message);
  }

  dispose(): void {
    for (const s of this.sessions) s.dispose();
    this.sessions.clear();
    this.log?.dispose();
  }
}
