import * as vscode from 'vscode';

/**
 * Schemes that show a file as it was (git history, a conflict side) rather
 * than the file itself. Their providers are usually registered read-only
 * anyway; naming them keeps a playmat of history read-only even before the
 * git extension has registered its file system.
 */
const HISTORY_SCHEMES = new Set(['git', 'gitfs', 'gitlens', 'merge-conflict.conflict-diff', 'review', 'pr']);

/** Whether a playmat of this document must refuse every intent. */
export function isReadOnly(uri: vscode.Uri): boolean {
  if (HISTORY_SCHEMES.has(uri.scheme)) return true;
  // undefined means no provider is known for the scheme (e.g. untitled): writable.
  return vscode.workspace.fs.isWritableFileSystem(uri.scheme) === false;
}

/** Why a document is read-only, for the message that refuses an intent. */
export function readOnlyReason(uri: vscode.Uri): string {
  return HISTORY_SCHEMES.has(uri.scheme)
    ? 'it is a version from history or one side of a comparison'
    : `its file system (${uri.scheme}:) is read-only`;
}
