import * as vscode from 'vscode';
import { divergenceProblem, lineHunks, type Problem, readSave, type SaveFile, verify, writeSave } from '../engine';

/**
 * The TextDocument is the game: this module reads a game out of it and writes
 * a new game back as the smallest edit that turns the old text into the new,
 * so every move is one undo step and the text editor beside the playmat keeps
 * its place.
 */

export type DocumentContent =
  | { readonly kind: 'empty' }
  | { readonly kind: 'game'; readonly game: SaveFile }
  | { readonly kind: 'invalid'; readonly problems: readonly Problem[] };

// Several views of one document re-render on every change; parse once per version.
const cache = new WeakMap<vscode.TextDocument, { version: number; content: DocumentContent }>();

export function readDocument(document: vscode.TextDocument): DocumentContent {
  const hit = cache.get(document);
  if (hit && hit.version === document.version) return hit.content;
  const text = document.getText();
  let content: DocumentContent;
  if (text.trim() === '') {
    content = { kind: 'empty' };
  } else {
    const read = readSave(text);
    content = read.ok ? replayed(document, read.game, text) : { kind: 'invalid', problems: read.problems };
  }
  cache.set(document, { version: document.version, content });
  return content;
}

// The text of the game the playmat last wrote into each document (LF line ends).
const written = new WeakMap<vscode.TextDocument, string>();

/**
 * A well-formed file can still lie: a hand edit or a bad merge can leave a
 * log that no longer leads to the saved state, and playing on from it would
 * bury the lie under new moves. So a game is replayed before it is shown,
 * unless it is the text the playmat just wrote: that game came from the
 * engine, one action on from a game already checked.
 */
function replayed(document: vscode.TextDocument, game: SaveFile, text: string): DocumentContent {
  if (written.get(document) === lf(document, text)) return { kind: 'game', game };
  const checked = verify(game);
  return checked.ok ? { kind: 'game', game } : { kind: 'invalid', problems: [divergenceProblem(checked.divergence)] };
}

function lf(document: vscode.TextDocument, text: string): string {
  return document.eol === vscode.EndOfLine.CRLF ? text.replace(/\r\n/g, '\n') : text;
}

/**
 * Writes a game into the document as one edit (one undo step). Resolves false
 * when VS Code refused the edit, e.g. because the document changed meanwhile.
 */
export async function writeGame(document: vscode.TextDocument, game: SaveFile): Promise<boolean> {
  const text = writeSave(game);
  const edit = minimalEdit(document, text);
  if (!edit) return true;
  // Before the edit: its change event re-renders every view, which reads the document at once.
  written.set(document, text);
  return vscode.workspace.applyEdit(edit);
}

/** The replacements that turn the document's text into `after` (LF text), touching only changed lines. */
export function minimalEdit(document: vscode.TextDocument, after: string): vscode.WorkspaceEdit | undefined {
  const eol = document.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n';
  const lines: string[] = [];
  for (let i = 0; i < document.lineCount; i++) lines.push(document.lineAt(i).text);
  const hunks = lineHunks(lines.join('\n'), after);
  if (hunks.length === 0) return undefined;

  const edit = new vscode.WorkspaceEdit();
  for (const h of hunks) {
    const end = h.start + h.deleteCount;
    if (end < lines.length) {
      // Whole lines with their line breaks: [start, end) becomes the inserted lines.
      const range = new vscode.Range(h.start, 0, end, 0);
      edit.replace(document.uri, range, h.insert.map((l) => l + eol).join(''));
    } else if (h.start > 0) {
      // The hunk reaches the end of the text, which has no line break after
      // it: take the break before the hunk instead.
      const prev = h.start - 1;
      const range = new vscode.Range(prev, lines[prev]!.length, document.lineCount - 1, lines[lines.length - 1]!.length);
      edit.replace(document.uri, range, h.insert.map((l) => eol + l).join(''));
    } else {
      const range = new vscode.Range(0, 0, document.lineCount - 1, lines[lines.length - 1]!.length);
      edit.replace(document.uri, range, h.insert.join(eol));
    }
  }
  return edit;
}
