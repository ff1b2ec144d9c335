import * as vscode from 'vscode';
import { exists } from './uri-exists';
import { loadCore } from './load-core';
import { VIEW_TYPE } from './view-type';

/**
 * "Crawl: Today's Crawl": the day's game, the same for everyone on the same
 * date (UTC), saved as crawl-YYYY-MM-DD.crawl.json in the workspace folder
 * (asked for when no folder is open). The seed and options are fixed; the
 * player picks the deck. Run again the same day, it opens that file: a
 * day's crawl is never started over by accident. A caller may pass the
 * folder (tests, walkthroughs): then nothing is asked and the default deck
 * is taken.
 */
export async function todaysCrawlCommand(target?: vscode.Uri): Promise<vscode.Uri | undefined> {
  const { todaysSeed, todaysFileName, todaysChoices, newGame, writeSave } = loadCore();
  const date = new Date();
  const folder = target instanceof vscode.Uri ? target : await folderForToday();
  if (!folder) return undefined;
  const uri = vscode.Uri.joinPath(folder, todaysFileName(date));
  if (!(await exists(uri))) {
    const deck = target instanceof vscode.Uri ? undefined : await pickDeck();
    if (deck === null) return undefined;
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(writeSave(newGame(todaysSeed(date), todaysChoices(deck)))));
  }
  await vscode.commands.executeCommand('vscode.openWith', uri, VIEW_TYPE);
  return uri;
}

/** The folder of the active file, else the first workspace folder, else one the player chooses. */
async function folderForToday(): Promise<vscode.Uri | undefined> {
  const active = vscode.window.activeTextEditor?.document.uri;
  const folder = (active && vscode.workspace.getWorkspaceFolder(active)) ?? vscode.workspace.workspaceFolders?.[0];
  if (folder) return folder.uri;
  const picked = await vscode.window.showOpenDialog({
    title: "Today's Crawl: where to save it",
    openLabel: 'Save Here',
    canSelectFiles: false,
    canSelectFolders: true,
    canSelectMany: false,
  });
  return picked?.[0];
}

/** The starter deck to take (the default first); null when the player cancels. */
async function pickDeck(): Promise<string | null> {
  const picked = await vscode.window.showQuickPick(loadCore().starterDeckItems(), {
    title: "Today's Crawl: your deck",
    placeHolder: 'Everyone crawls the same map today, whatever deck they take',
    matchOnDetail: true,
  });
  return picked ? picked.id : null;
}
