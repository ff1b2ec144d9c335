import * as vscode from 'vscode';
import { cardLibraryStatus, indexCardFiles, resolveDeckText, type IndexSummary } from './card-library';
import { libraryPlace } from './library-place';
import { showMessage } from './shown-messages';

/**
 * Crawl: Import Card Data… and Crawl: Import Deck…, the VS Code side of
 * card-library.ts: pickers, progress, messages. Part of host-core.
 */

export const CARD_DATA_SETTING = 'cardData';

/** Picks card data files (or takes them), remembers them in crawl.cardData and indexes them, with progress and a summary. */
export async function importCardDataCommand(given?: readonly vscode.Uri[]): Promise<IndexSummary | undefined> {
  const uris =
    given && given.length > 0
      ? given
      : await vscode.window.showOpenDialog({
          title: 'Import card data: Scryfall or MTGJSON JSON files',
          openLabel: 'Index',
          canSelectMany: true,
          filters: { 'Card data (JSON)': ['json'], 'All files': ['*'] },
        });
  if (!uris || uris.length === 0) return undefined;
  const local = uris.filter((u) => u.scheme === 'file');
  if (local.length < uris.length) {
    void showMessage('error', 'Card data must be files on this machine (the index is kept in the extension\'s storage).');
    return undefined;
  }
  const files = local.map((u) => u.fsPath);
  // Remembered only once indexed: a file that cannot be read leaves the setting (and the index) as they were.
  const summary = await indexWithProgress(files, true);
  if (summary) await vscode.workspace.getConfiguration('crawl').update(CARD_DATA_SETTING, files, vscode.ConfigurationTarget.Global);
  return summary;
}

/** Indexes the files (only when they changed since, unless `force`), showing progress; undefined when it failed (the error is shown). */
export async function indexWithProgress(files: readonly string[], announce: boolean, force = false): Promise<IndexSummary | undefined> {
  try {
    const summary = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: 'Crawl: indexing card data', cancellable: false },
      (progress) => indexCardFiles(files, { force, progress: (message, share) => progress.report({ message, increment: share * 100 }) }),
    );
    if (announce || summary.rebuilt) void showMessage('info', summaryLine(summary));
    return summary;
  } catch (e) {
    void showMessage('error', `Crawl could not index the card data: ${(e as Error).message}`);
    return undefined;
  }
}

export function summaryLine(s: IndexSummary): string {
  const n = (x: number) => x.toLocaleString('en');
  // The counts first: a notification shows about 64 characters before it cuts the line short.
  const what = `${n(s.total)} cards: ${n(s.full)} played fully, ${n(s.partial)} in part, ${n(s.manual)} by hand (from ${s.files.length} file${s.files.length === 1 ? '' : 's'})`;
  if (!s.rebuilt) return `Already indexed, unchanged: ${what}.`;
  const extra = s.problems.length > 0 ? ` ${n(s.problems.length)} entries could not be read as cards.` : '';
  return `Indexed ${what}.${extra}`;
}

/**
 * Reads a deck list (picked, or given), matches it against the built-in
 * cards and the card index, and starts a new game with it through the
 * new-game flow (which asks where to save). Unknown lines are listed.
 */
export async function importDeckCommand(
  given: vscode.Uri | undefined,
  startGame: (deck: Extract<ReturnType<typeof resolveDeckText>, { ok: true }>) => Promise<vscode.Uri | undefined>,
): Promise<vscode.Uri | undefined> {
  const uri =
    given ??
    (
      await vscode.window.showOpenDialog({
        title: 'Import a deck list: MTG Arena export, MTGO .dek or a plain list',
        openLabel: 'Import Deck',
        canSelectMany: false,
        filters: { 'Deck lists': ['txt', 'dek', 'dck'], 'All files': ['*'] },
      })
    )?.[0];
  if (!uri) return undefined;
  if (libraryPlace.files.length > 0 && cardLibraryStatus().stale) {
    // The card data changed (or was never indexed): index it before looking names up.
    await indexWithProgress(libraryPlace.files, false);
  }
  const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
  const name = uri.path.slice(uri.path.lastIndexOf('/') + 1);
  const deck = resolveDeckText(text, name);
  if (!deck.ok) {
    const shown = deck.problems.slice(0, 5).map((p) => `line ${p.line}: ${p.message}`);
    const more = deck.problems.length > 5 ? ` (and ${deck.problems.length - 5} more)` : '';
    const open = 'Open the List';
    // Not awaited: the notification stays until it is dismissed, and the command has finished by then.
    const line = Math.max(0, deck.problems[0]!.line - 1);
    void showMessage('error', `${name} cannot be played as it is: ${shown.join('; ')}${more}`, open).then((pick) =>
      pick === open ? vscode.window.showTextDocument(uri, { selection: new vscode.Range(line, 0, line, 0) }) : undefined,
    );
    return undefined;
  }
  const created = await startGame(deck);
  if (created && deck.notes.length > 0) void showMessage('info', `${deck.deck.name}: ${deck.notes.join('; ')}.`);
  return created;
}
