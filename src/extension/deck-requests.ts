import * as vscode from 'vscode';
import type { ChooseDeckFileMessage, DeckResolvedMessage, ResolveDeckMessage } from '../protocol/messages';
import { resolveDeckText } from './card-library';
import { deckImportView } from './deck-import-view';
import { deckListJudge, deckListReader } from './new-game-variant';

/**
 * The new-game form's deck import, on the host: a pasted list is read and
 * matched against the built-in cards and the player's card library; a list
 * in a file is chosen with VS Code's open dialog and read here, since the
 * webview cannot read files.
 */

/** Larger than any deck list; a bigger file is surely something else. */
export const MAX_DECK_FILE_BYTES = 1_000_000;

/** A pasted list read and matched, and judged by the rules of the game it is for. */
export function resolveDeckRequest(message: ResolveDeckMessage): DeckResolvedMessage {
  const read = deckListReader(message.variant, (text) => resolveDeckText(text, message.fileName));
  return { type: 'deckResolved', request: message.request, result: deckImportView(read(message.text), deckListJudge(message.variant)) };
}

/** Asks for a deck list file and reads it; undefined when the player cancels. */
export async function chooseDeckFile(message: ChooseDeckFileMessage, near: vscode.Uri): Promise<DeckResolvedMessage | undefined> {
  const folder = vscode.workspace.getWorkspaceFolder(near)?.uri ?? vscode.workspace.workspaceFolders?.[0]?.uri;
  const picked = await vscode.window.showOpenDialog({
    title: 'Open a deck list',
    openLabel: 'Use Deck',
    canSelectMany: false,
    defaultUri: folder,
    filters: { 'Deck lists (Arena, MTGO .dek, plain text)': ['txt', 'dek', 'dck', 'deck', 'list'], 'All files': ['*'] },
  });
  const uri = picked?.[0];
  if (!uri) return undefined;
  const fileName = uri.path.slice(uri.path.lastIndexOf('/') + 1);
  const problem = (message_: string): DeckResolvedMessage => ({
    type: 'deckResolved',
    request: message.request,
    source: { text: '', fileName },
    result: { ok: false, problems: [{ line: 1, message: message_ }] },
  });
  let bytes: Uint8Array;
  try {
    const stat = await vscode.workspace.fs.stat(uri);
    if (stat.size > MAX_DECK_FILE_BYTES) return problem(`${fileName} is ${(stat.size / 1_000_000).toFixed(1)} MB, too big for a deck list (at most 1 MB)`);
    bytes = await vscode.workspace.fs.readFile(uri);
  } catch (e) {
    return problem(`${fileName} could not be read: ${e instanceof Error ? e.message : String(e)}`);
  }
  let text = new TextDecoder().decode(bytes);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const asked = { type: 'resolveDeck', request: message.request, text, fileName, ...(message.variant ? { variant: message.variant } : {}) } as const;
  return { ...resolveDeckRequest(asked), source: { text, fileName } };
}
