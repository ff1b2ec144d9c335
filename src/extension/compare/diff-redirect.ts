import * as vscode from 'vscode';
import { loadCore } from '../load-core';
import { GAME_SUFFIX } from '../view-type';

/** The setting that turns a diff of a saved game into Crawl's Compare view. */
export const OPEN_DIFFS_SETTING = 'crawl.compare.openDiffs';

/**
 * When the setting is on, a text diff of a saved game (from Source Control,
 * the Timeline, "Compare with Saved"…) is replaced by the Compare view: the
 * two boards side by side, the changes marked and the moves between them.
 * Registered at activation; the engine loads only when such a diff opens.
 */
export function redirectGameDiffs(context: vscode.ExtensionContext): void {
  context.subscriptions.push(
    vscode.window.tabGroups.onDidChangeTabs(({ opened }) => {
      if (!vscode.workspace.getConfiguration().get<boolean>(OPEN_DIFFS_SETTING, false)) return;
      for (const tab of opened) {
        const input = tab.input;
        if (input instanceof vscode.TabInputTextDiff && input.modified.path.endsWith(GAME_SUFFIX) && input.original.path.endsWith(GAME_SUFFIX)) {
          void showAsComparison(context.extensionUri, tab, input);
        }
      }
    }),
  );
}

async function showAsComparison(extensionUri: vscode.Uri, tab: vscode.Tab, input: vscode.TabInputTextDiff): Promise<void> {
  const [original, modified] = await Promise.all([vscode.workspace.openTextDocument(input.original), vscode.workspace.openTextDocument(input.modified)]);
  const { openComparePanel, versionSide, documentSide } = loadCore();
  const opened = openComparePanel(
    extensionUri,
    versionSide(input.original, original),
    input.modified.scheme === 'file' ? documentSide(modified) : versionSide(input.modified, modified),
    tab.group.viewColumn,
  );
  // A side that is not a valid game: the text diff stays, which shows what is wrong, and a message says why.
  if (typeof opened === 'string') {
    void vscode.window.showWarningMessage(`Crawl kept the text diff: ${opened}.`);
    return;
  }
  // The tab object from the event may have been replaced since (a preview tab made permanent): close what shows this diff now.
  const same = (t: vscode.Tab) =>
    t.input instanceof vscode.TabInputTextDiff && t.input.original.toString() === input.original.toString() && t.input.modified.toString() === input.modified.toString();
  const showing = vscode.window.tabGroups.all.flatMap((g) => g.tabs.filter(same));
  if (showing.length > 0) await vscode.window.tabGroups.close(showing, true);
}
