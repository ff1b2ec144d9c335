import * as vscode from 'vscode';

/** Whether a file (or folder) is there, through workspace.fs, so virtual workspaces work too. */
export async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}
