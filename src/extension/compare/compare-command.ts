import { basename } from 'node:path';
import * as vscode from 'vscode';
import { fileAt, revisionsOf } from './git-revisions';
import { showMessage } from '../shown-messages';
import { documentSide, openComparePanel, type PanelSide } from './compare-panel';

/** What to compare a game with, when a caller (a test, another command) says so instead of asking. */
export type CompareTarget = vscode.Uri | { readonly revision: string };

/**
 * "Crawl: Compare With…": the game (the active playmat's, or the file the
 * Explorer was asked about) beside another save of it: another file, the
 * saved file when there are unsaved moves, or the file in a git commit.
 */
export async function compareWithCommand(extensionUri: vscode.Uri, game: vscode.Uri, given?: CompareTarget): Promise<vscode.WebviewPanel | undefined> {
  const document = await vscode.workspace.openTextDocument(game);
  const name = basename(game.path);
  const here = documentSide(document);
  const target = given ?? (await ask(document));
  if (!target) return undefined;

  let other: PanelSide;
  try {
    other = await sideOf(target, document);
  } catch (e) {
    void showMessage('error', `Crawl could not read what to compare ${name} with: ${gitMessage(e)}`);
    return undefined;
  }
  // The other side is usually the earlier one; the view puts the earlier on the left whichever it is.
  const opened = openComparePanel(extensionUri, other, here);
  if (typeof opened === 'string') {
    void showMessage('error', `Crawl cannot compare these: ${opened}.`);
    return undefined;
  }
  return opened;
}

type Pick = vscode.QuickPickItem & { readonly target?: CompareTarget | 'browse' };

async function ask(document: vscode.TextDocument): Promise<CompareTarget | undefined> {
  const uri = document.uri;
  const items: Pick[] = [{ label: '$(file) Another saved game…', detail: 'Choose a .crawl.json file', target: 'browse' }];
  if (document.isDirty && uri.scheme === 'file') items.push({ label: '$(save) The file as saved', detail: 'Your unsaved moves beside the saved game', target: uri });
  if (uri.scheme === 'file') {
    const revisions = await revisionsOf(uri.fsPath);
    if (revisions.length > 0) items.push({ label: 'Commits that changed this game', kind: vscode.QuickPickItemKind.Separator });
    for (const r of revisions) items.push({ label: `$(git-commit) ${r.short}`, description: r.subject, detail: `${r.when} · ${r.author}`, target: { revision: r.hash } });
  }
  const picked = await vscode.window.showQuickPick(items, {
    title: `Compare ${basename(uri.path)} with…`,
    placeHolder: 'Another saved game, or a commit of this one',
    matchOnDescription: true,
  });
  if (!picked?.target) return undefined;
  if (picked.target !== 'browse') return picked.target;
  const chosen = await vscode.window.showOpenDialog({
    title: `Compare ${basename(uri.path)} with`,
    openLabel: 'Compare',
    canSelectMany: false,
    defaultUri: vscode.workspace.getWorkspaceFolder(uri)?.uri,
    filters: { 'Crawl saved game': ['json'] },
  });
  return chosen?.[0];
}

async function sideOf(target: CompareTarget, document: vscode.TextDocument): Promise<PanelSide> {
  if (target instanceof vscode.Uri) {
    const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(target));
    const same = target.toString() === document.uri.toString();
    const label = same ? `${basename(target.path)} (saved)` : basename(target.path);
    const detail = same ? 'on disk' : vscode.workspace.asRelativePath(target);
    // The saved file beside its own unsaved moves is not kept over a reload: by then the moves are saved or gone.
    return { kind: 'text', label, detail, text, ...(same ? {} : { source: { kind: 'uri', uri: target.toString(), label, detail } }) };
  }
  if (document.uri.scheme !== 'file') throw new Error(`${basename(document.uri.path)} is not a file on this machine, so git cannot be asked about it`);
  const text = await fileAt(document.uri.fsPath, target.revision);
  const revision = /^[0-9a-f]{40}$/.test(target.revision) ? target.revision.slice(0, 7) : target.revision;
  const label = `${basename(document.uri.path)} @ ${revision}`;
  const detail = `in commit ${revision}`;
  return { kind: 'text', label, detail, text, source: { kind: 'revision', file: document.uri.toString(), revision: target.revision, label, detail } };
}

/** Git's own words for a failure, else the error's. */
function gitMessage(e: unknown): string {
  const stderr = (e as { stderr?: string }).stderr?.trim();
  return stderr || (e instanceof Error ? e.message : String(e));
}
