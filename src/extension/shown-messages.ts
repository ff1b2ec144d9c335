import * as vscode from 'vscode';

/**
 * The messages Crawl's card commands show, through VS Code's own
 * notifications. When the integration tests run (test-hooks.ts), each one is
 * also recorded, so a test can read what the player was told; nothing is
 * recorded otherwise. extension.js and host-core.js are separate bundles, so
 * the record hangs on a registered symbol (as in library-place.ts).
 */
export interface ShownMessage {
  readonly kind: 'info' | 'error';
  readonly text: string;
}

const KEY = Symbol.for('crawl.shownMessages');
const holder = globalThis as { [KEY]?: ShownMessage[] };

/** Starts recording (tests only) and returns the record. */
export function recordShownMessages(): ShownMessage[] {
  return (holder[KEY] ??= []);
}

export function showMessage(kind: ShownMessage['kind'], text: string, ...items: string[]): Thenable<string | undefined> {
  holder[KEY]?.push({ kind, text });
  return kind === 'error' ? vscode.window.showErrorMessage(text, ...items) : vscode.window.showInformationMessage(text, ...items);
}
