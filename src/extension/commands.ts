import * as vscode from 'vscode';
import { exists } from './uri-exists';
import { loadCore } from './load-core';
import { todaysCrawlCommand } from './todays-crawl-command';
import { setUpGitCommand } from './git-setup';
import { GAME_SUFFIX as SUFFIX, VIEW_TYPE } from './view-type';
import type { StartOptions } from '../protocol/messages';

/** The palette commands. Each loads what it needs (the engine, the log view) when first run. */
export function registerCommands(context: vscode.ExtensionContext): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('crawl.newGame', (target?: vscode.Uri) => newGameCommand(target)),
    vscode.commands.registerCommand('crawl.todaysCrawl', (folder?: vscode.Uri) => todaysCrawlCommand(folder)),
    // A folder from the Explorer (or a test, which may also say the question is answered).
    vscode.commands.registerCommand('crawl.setUpGit', (folder?: vscode.Uri, confirmed?: boolean) =>
      setUpGitCommand(context, folder instanceof vscode.Uri ? folder : undefined, confirmed === true),
    ),
    vscode.commands.registerCommand('crawl.openAsText', (target?: vscode.Uri) => {
      const uri = target instanceof vscode.Uri ? target : activeGameUri();
      if (!uri) return void vscode.window.showInformationMessage('Open a Crawl playmat first: Open as Text reopens its file in the text editor.');
      return openAsText(uri, undefined);
    }),
    vscode.commands.registerCommand('crawl.showLog', async (target?: vscode.Uri) => {
      const uri = target instanceof vscode.Uri ? target : activeGameUri();
      if (!uri) return void vscode.window.showInformationMessage('Open a Crawl game first: Show Log shows the log of the active playmat.');
      const { showGameLog } = loadCore();
      return showGameLog(context, uri);
    }),
    // A game from the Explorer, and (from a test or another command) what to compare it with instead of asking.
    // Menus pass their own second argument (the Explorer its selection, the title bar an editor context): only a file or a revision is taken.
    vscode.commands.registerCommand('crawl.compareWith', async (target?: unknown, other?: unknown) => {
      const uri = target instanceof vscode.Uri ? target : activeGameUri();
      if (!uri) return void vscode.window.showInformationMessage('Open a Crawl game first: Compare With… puts it beside another save of it.');
      const given = other instanceof vscode.Uri ? other : isRevision(other) ? other : undefined;
      const panel = await loadCore().compareWithCommand(context.extensionUri, uri, given);
      return panel ? true : undefined;
    }),
    vscode.commands.registerCommand('crawl.importCardData', (target?: vscode.Uri, all?: vscode.Uri[]) =>
      loadCore().importCardDataCommand(all ?? (target instanceof vscode.Uri ? [target] : undefined)),
    ),
    // A deck file from the Explorer (or a test) and, optionally, where to save the game without asking.
    vscode.commands.registerCommand('crawl.importDeck', (list?: vscode.Uri, save?: vscode.Uri) =>
      loadCore().importDeckCommand(list instanceof vscode.Uri ? list : undefined, (deck) => newGameCommand(save instanceof vscode.Uri ? save : undefined, deck)),
    ),
  );
}

function isRevision(x: unknown): x is { revision: string } {
  return typeof x === 'object' && x !== null && typeof (x as { revision?: unknown }).revision === 'string' && !(x instanceof vscode.Uri);
}

/** An imported deck, as card-library.ts resolves it. */
type ImportedDeck = { readonly deck: { readonly name: string; readonly cards: readonly { readonly name: string; readonly count: number }[] }; readonly cards: readonly unknown[]; readonly life?: number };

/** The game file of the active playmat, or of the active text editor when that is a saved game. */
export function activeGameUri(): vscode.Uri | undefined {
  const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
  if (input instanceof vscode.TabInputCustom && input.viewType === VIEW_TYPE) return input.uri;
  if (input instanceof vscode.TabInputText && input.uri.path.endsWith(SUFFIX)) return input.uri;
  return undefined;
}

/**
 * Asks where to save and which starter deck to take, writes a new game there
 * (through workspace.fs, so virtual workspaces work; every other option at
 * its default) and opens it on the playmat. A caller may pass the file
 * instead of asking (walkthroughs, tests): no question is asked then, and an
 * existing file is never replaced.
 */
async function newGameCommand(target?: vscode.Uri, imported?: ImportedDeck): Promise<vscode.Uri | undefined> {
  let uri = target instanceof vscode.Uri ? target : undefined;
  if (uri) {
    if (await exists(uri)) {
      void vscode.window.showErrorMessage(`${baseName(uri)} already exists; a new game never replaces a file.`);
      return undefined;
    }
  } else {
    const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
    uri = await vscode.window.showSaveDialog({
      title: 'New Crawl game',
      saveLabel: 'Create Game',
      defaultUri: folder ? vscode.Uri.joinPath(folder, `${imported ? fileStem(imported.deck.name) : 'new-game'}${SUFFIX}`) : undefined,
      // 'json', not 'crawl.json': VS Code's own save dialog (remote windows, code-server) compares only the last
      // extension with the filter's and, finding no match, appended '.crawl.json' to 'x.crawl.json'.
      filters: { 'Crawl saved game': ['json'] },
    });
    if (!uri) return undefined;
    // Keep the double extension: it is what opens the file on the playmat.
    if (!uri.path.endsWith(SUFFIX)) {
      uri = uri.with({ path: uri.path.replace(/(\.crawl)?(\.json)?$/, SUFFIX) });
      // The dialog confirmed replacing the name that was typed, not this one.
      if (await exists(uri)) {
        void vscode.window.showErrorMessage(`${baseName(uri)} already exists; choose another name for the new game.`);
        return undefined;
      }
    }
  }
  const { defaultForm, newSave, writeSave, freshSeed, starterDeckItems } = loadCore();
  let deck: string | undefined;
  if (!target && !imported) {
    // Asked only when a person runs the command; the rest of the setup takes its defaults (the form offers them all).
    const picked = await vscode.window.showQuickPick(starterDeckItems(), { title: 'New Crawl game: your deck', placeHolder: 'Choose a starter deck', matchOnDetail: true });
    if (!picked) return undefined;
    deck = picked.id;
  }
  const seed = freshSeed();
  // An imported deck and the cards it brings go through the same checks as the new-game form's; its life is 40 for a Commander list.
  const answer: StartOptions = imported
    ? { deck: { name: imported.deck.name, cards: [...imported.deck.cards] }, cards: imported.cards as StartOptions['cards'], ...(imported.life ? { life: imported.life } : {}) }
    : deck !== undefined ? { deck } : {};
  // A game of the default variant, through its new-game form as the playmat's form would start it.
  const made = defaultForm().setup(seed, answer);
  if (!made.ok) {
    void vscode.window.showErrorMessage(`Crawl cannot start this game: ${made.error.message}`);
    return undefined;
  }
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(writeSave(newSave(made.setup))));
  await vscode.commands.executeCommand('vscode.openWith', uri, VIEW_TYPE);
  return uri;
}

/**
 * Reopens a game in the text editor, in place of the playmat in that editor
 * group. With unsaved changes, replacing (or closing) the playmat makes
 * VS Code ask whether to save or discard them, so then the text editor opens
 * as a tab next to the playmat instead, and nothing is at risk.
 */
export async function openAsText(uri: vscode.Uri, column: vscode.ViewColumn | undefined): Promise<void> {
  const viewColumn = column ?? vscode.window.tabGroups.activeTabGroup.viewColumn;
  const document = await vscode.workspace.openTextDocument(uri);
  await vscode.window.showTextDocument(document, { viewColumn, preview: false });
  if (document.isDirty) return;
  const group = vscode.window.tabGroups.all.find((g) => g.viewColumn === viewColumn);
  const playmats = (group?.tabs ?? []).filter(
    (t) => t.input instanceof vscode.TabInputCustom && t.input.viewType === VIEW_TYPE && t.input.uri.toString() === uri.toString(),
  );
  if (playmats.length > 0) await vscode.window.tabGroups.close(playmats, true);
}

/** A deck name as a file name: "Kites & Knights" → "kites-knights". */
function fileStem(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'imported-deck';
}

function baseName(uri: vscode.Uri): string {
  return uri.path.slice(uri.path.lastIndexOf('/') + 1);
}
