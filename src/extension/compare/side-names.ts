import * as vscode from 'vscode';

/** How the Compare view names a side it was given as a URI: a file, a version from git, an earlier version kept by VS Code. */

/** "game.crawl.json @ HEAD" for a version from git, else the file's name. */
export function sideLabel(uri: vscode.Uri): string {
  const name = uri.path.slice(uri.path.lastIndexOf('/') + 1);
  const ref = gitRef(uri);
  return ref === undefined ? name : `${name} @ ${ref}`;
}

export function whereFrom(uri: vscode.Uri): string {
  const ref = gitRef(uri);
  if (ref === 'index') return "git's index: the last commit, with anything staged since";
  if (ref !== undefined) return ref === 'HEAD' ? 'the last commit' : `commit ${ref}`;
  if (uri.scheme === 'file') return vscode.workspace.asRelativePath(uri);
  return uri.scheme === 'vscode-local-history' ? 'from local history' : 'an earlier version';
}

/** The revision a git: URI stands for (the git extension puts it in the query); undefined for other URIs. */
export function gitRef(uri: vscode.Uri): string | undefined {
  if (uri.scheme !== 'git') return undefined;
  try {
    const ref = (JSON.parse(uri.query) as { ref?: unknown }).ref;
    if (ref === '~' || ref === '') return 'index';
    if (typeof ref !== 'string') return 'git';
    return /^[0-9a-f]{40}$/.test(ref) ? ref.slice(0, 7) : ref;
  } catch {
    return 'git';
  }
}

/** The file a git: URI is a version of (the git extension puts its path in the query), if it names one. */
export function workingFileOf(uri: vscode.Uri): vscode.Uri | undefined {
  if (uri.scheme !== 'git') return undefined;
  try {
    const path = (JSON.parse(uri.query) as { path?: unknown }).path;
    return typeof path === 'string' && path.length > 0 ? vscode.Uri.file(path) : undefined;
  } catch {
    return undefined;
  }
}
