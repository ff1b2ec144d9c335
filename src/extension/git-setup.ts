import { existsSync } from 'node:fs';
import * as vscode from 'vscode';
import { git } from './git';

/**
 * "Crawl: Set Up Git for Saved Games": after asking, marks *.crawl.json in
 * the repository's .gitattributes for Crawl's diff and merge drivers, and
 * sets those drivers in the repository's own git config (never the user's
 * global one). The drivers run the extension's own `crawl` command line with
 * the Node that runs VS Code (ELECTRON_RUN_AS_NODE makes Electron act as
 * Node), so nothing else needs installing; running the command again after
 * an update points them at the new version.
 */

const ATTRIBUTES = '*.crawl.json diff=crawl merge=crawl';

export async function setUpGitCommand(context: vscode.ExtensionContext, target?: vscode.Uri, confirmed = false): Promise<boolean> {
  if (!vscode.workspace.isTrusted) {
    void vscode.window.showInformationMessage('Trust this workspace first: setting up git runs git in it, and git will then run Crawl on saved games.');
    return false;
  }
  const folder = target ?? (await pickFolder());
  if (!folder) return false;
  if (folder.scheme !== 'file') {
    void vscode.window.showInformationMessage('Git can be set up only for a folder on this machine\'s disk.');
    return false;
  }
  let root: string;
  try {
    root = (await git(folder.fsPath, 'rev-parse', '--show-toplevel')).trim();
  } catch (e) {
    const missing = (e as NodeJS.ErrnoException).code === 'ENOENT';
    void vscode.window.showErrorMessage(
      missing ? 'Git was not found on this machine, so Crawl cannot set it up.' : `${folder.fsPath} is not in a git repository: run "git init" there first.`,
    );
    return false;
  }
  if (!confirmed) {
    const answer = await vscode.window.showInformationMessage(
      `Set up git for Crawl saved games in ${root}?`,
      {
        modal: true,
        detail: `This adds "${ATTRIBUTES}" to .gitattributes, and sets diff.crawl.textconv and merge.crawl.driver in this repository's .git/config (not your global git config). Then git diff shows a game as a move list, and a merge takes the longer game.`,
      },
      'Set Up',
    );
    if (answer !== 'Set Up') return false;
  }
  const cli = vscode.Uri.joinPath(context.extensionUri, 'dist', 'cli.js').fsPath;
  if (!existsSync(cli)) {
    void vscode.window.showErrorMessage(`This copy of Crawl has no command line (${cli}), which git's drivers run; reinstall the extension.`);
    return false;
  }
  const crawl = `ELECTRON_RUN_AS_NODE=1 ${quote(process.execPath)} ${quote(cli)}`;
  await git(root, 'config', '--local', 'diff.crawl.textconv', `${crawl} textconv`);
  await git(root, 'config', '--local', 'merge.crawl.name', 'Crawl saved games');
  await git(root, 'config', '--local', 'merge.crawl.driver', `${crawl} merge %O %A %B`);
  const added = await addAttributes(vscode.Uri.file(root));
  void vscode.window.showInformationMessage(
    `Git is set up for Crawl saved games in ${root}${added ? ' (.gitattributes updated: commit it, so clones diff the same way)' : ''}: git diff shows a game as a move list, and merges take the longer game.`,
  );
  return true;
}

/** Adds the attributes line unless .gitattributes already has it; true when the file changed. */
async function addAttributes(root: vscode.Uri): Promise<boolean> {
  const file = vscode.Uri.joinPath(root, '.gitattributes');
  let text = '';
  try {
    text = new TextDecoder().decode(await vscode.workspace.fs.readFile(file));
  } catch {
    // No .gitattributes yet: it is made.
  }
  if (text.split(/\r?\n/).some((line) => line.trim() === ATTRIBUTES)) return false;
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const joined = text.length === 0 || text.endsWith('\n') ? text : text + eol;
  await vscode.workspace.fs.writeFile(file, new TextEncoder().encode(`${joined}# Crawl saved games: a move list in git diff, the longer game in a merge${eol}${ATTRIBUTES}${eol}`));
  return true;
}

async function pickFolder(): Promise<vscode.Uri | undefined> {
  const folders = vscode.workspace.workspaceFolders ?? [];
  if (folders.length === 0) {
    void vscode.window.showInformationMessage('Open the folder of a git repository first: Crawl sets up git for the saved games in it.');
    return undefined;
  }
  if (folders.length === 1) return folders[0]!.uri;
  const picked = await vscode.window.showWorkspaceFolderPick({ placeHolder: 'The repository to set up git in for Crawl saved games' });
  return picked?.uri;
}

function quote(path: string): string {
  return `"${path.replace(/(["\\\\$`])/g, '\\\\$1')}"`;
}
