import * as vscode from 'vscode';
import { checkFormAnswer, GameHistory, newSave, type RuleError, type SaveFile, takeAction, variantOf } from '../engine';
import { documentSide, openComparePanel, versionSide } from './compare/compare-panel';
import { workingFileOf } from './compare/side-names';
import type { ActMessage, HostMessage, ReplayMessage, StartGameMessage } from '../protocol/messages';
import { cardLibrary, onCardLibraryChanged } from './card-library';
import { chooseDeckFile, resolveDeckRequest } from './deck-requests';
import { readDocument, writeGame } from './document-sync';
import { affectsFormPreferences, formPreferences } from './form-preferences';
import { showGame, showNewGame } from './host-messages';
import { guardWebviewMessage } from './messages-guard';
import type { Outcome } from './outcome';
import { isReadOnly, readOnlyReason } from './read-only';
import { freshSeed } from './seed';
import { newGameVariant } from './new-game-variant';
import { playmatHtml, playmatWebviewOptions } from './webview-html';

let posts = 0;

/** What a session needs from the provider that owns it. */
export interface SessionHost {
  readonly extensionUri: vscode.Uri;
  warn(message: string): void;
  /** Runs intents for one document one at a time, so each sees the edit before it. */
  serialize<T>(uri: vscode.Uri, work: () => Promise<T>): Promise<T>;
  openAsText(uri: vscode.Uri, column: vscode.ViewColumn | undefined): Thenable<unknown>;
}

/**
 * One playmat: a webview showing one document. It holds no game state; every
 * message it posts is made from the document as it is now.
 */
export class PlaymatSession implements vscode.Disposable {
  readonly readOnly: boolean;
  /** The last message posted to the webview (read by the integration tests). */
  lastPosted: HostMessage | undefined;
  /** When it was posted, in posts across all sessions (orders the views of one document). */
  postedAt = 0;
  private readonly subscriptions: vscode.Disposable[] = [];
  /** Offered by the new-game form; kept for the session so a re-render does not change it under the player. */
  private readonly suggestedSeed = freshSeed();
  /** The step the replay scrubber shows, or undefined while the view shows the game as it is. */
  private replayStep: number | undefined;
  /** The document's game, stepped through; made again when the document changes. */
  private history: { readonly version: number; readonly history: GameHistory } | undefined;

  constructor(
    readonly document: vscode.TextDocument,
    readonly panel: vscode.WebviewPanel,
    private readonly host: SessionHost,
  ) {
    this.readOnly = isReadOnly(document.uri);
    panel.webview.options = playmatWebviewOptions(host.extensionUri);
    panel.webview.html = playmatHtml(panel.webview, host.extensionUri);
    const key = document.uri.toString();
    this.subscriptions.push(
      panel.webview.onDidReceiveMessage((raw: unknown) => {
        this.receive(raw).catch((e: unknown) => this.host.warn(`A playmat message failed: ${e instanceof Error ? e.stack ?? e.message : String(e)}`));
      }),
      // Text edits, git checkouts, revert, undo and other playmats all arrive here.
      // A replay ends then: the game it stepped through is not the game any more.
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.contentChanges.length === 0 || e.document.uri.toString() !== key) return;
        this.replayStep = undefined;
        this.render();
      }),
      // Card data imported while the new-game form is open: it is drawn again with what the library now offers.
      onCardLibraryChanged(() => {
        if (readDocument(this.document).kind === 'empty') this.render();
      }),
      // A setting the form's defaults come from, changed while it is open: drawn again with the new defaults.
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (affectsFormPreferences(e, this.document.uri) && readDocument(this.document).kind === 'empty') this.render();
      }),
    );
  }

  /** Posts the view of the document as it is now. */
  render(): void {
    this.post(this.view());
  }

  view(): HostMessage {
    const fileName = baseName(this.document.uri);
    const content = readDocument(this.document);
    switch (content.kind) {
      case 'empty':
        return showNewGame({ version: this.document.version, readOnly: this.readOnly, fileName, suggestedSeed: this.suggestedSeed }, formPreferences(this.document.uri));
      case 'invalid':
        return { type: 'invalid', problems: content.problems, fileName };
      case 'game': {
        const file = workingFileOf(this.document.uri);
        const context = { version: this.document.version, readOnly: this.readOnly, fileName, ...(file ? { compareWithFile: baseName(file) } : {}) };
        if (this.replayStep === undefined) return showGame(content.game, context);
        const history = this.historyOf(content.game);
        const step = Math.min(this.replayStep, history.length);
        return showGame(history.at(step), { ...context, legal: [], replay: { step, total: history.length } });
      }
    }
  }

  private historyOf(game: Parameters<typeof showGame>[0]): GameHistory {
    if (this.history?.version !== this.document.version) this.history = { version: this.document.version, history: new GameHistory(game) };
    return this.history.history;
  }

  /** Steps this view through the log, or back to the game; the document is not touched. */
  private replay(message: ReplayMessage): void {
    // A request from a view that is behind the document is answered with the document as it is now.
    if (message.version === this.document.version && readDocument(this.document).kind === 'game') this.replayStep = message.step ?? undefined;
    this.render();
  }

  /** Handles one message from the webview; the test hooks call this too, so they take the same path. */
  async receive(raw: unknown): Promise<Outcome> {
    const guarded = guardWebviewMessage(raw);
    if (!guarded.ok) {
      this.host.warn(`Ignored ${guarded.reason} from the playmat of ${baseName(this.document.uri)}`);
      return { status: 'ignored', reason: guarded.reason };
    }
    const message = guarded.message;
    switch (message.type) {
      case 'ready':
        // The page (re)loaded, e.g. its tab was hidden and shown again: draw it from scratch.
        this.render();
        // A game left waiting on the computer (a new file, or one saved mid-turn) goes on.
        if (!this.readOnly && this.replayStep === undefined) await this.host.serialize(this.document.uri, () => this.computerMoves());
        return { status: 'done' };
      case 'openAsText':
        await this.host.openAsText(this.document.uri, this.panel.viewColumn);
        return { status: 'done' };
      case 'replay':
        this.replay(message);
        return { status: 'done' };
      case 'compareWithFile': {
        const outcome = await this.compareWithFile();
        if (outcome.status === 'rejected') this.post({ type: 'rejected', error: outcome.error });
        return outcome;
      }
      case 'resolveDeck':
        this.post(resolveDeckRequest(message));
        return { status: 'done' };
      case 'chooseDeckFile': {
        const answer = await chooseDeckFile(message, this.document.uri);
        if (answer) this.post(answer);
        return { status: 'done' };
      }
      case 'act':
      case 'startGame': {
        const outcome = await this.host.serialize(this.document.uri, () => this.intent(message));
        if (outcome.status === 'rejected') this.post({ type: 'rejected', error: outcome.error });
        return outcome;
      }
    }
  }

  /** A version from git: the Compare view of it beside the file it is a version of (unsaved moves included). */
  private async compareWithFile(): Promise<Outcome> {
    const file = workingFileOf(this.document.uri);
    if (!file) return reject('crawl.notHistory', 'Only a version from git history is compared with its file from here; use Crawl: Compare With… for others.');
    let working: vscode.TextDocument;
    try {
      working = await vscode.workspace.openTextDocument(file);
    } catch {
      return reject('crawl.noFile', `${baseName(file)} is not there any more, so there is nothing to compare this version with.`);
    }
    const opened = openComparePanel(this.host.extensionUri, versionSide(this.document.uri, this.document), documentSide(working));
    return typeof opened === 'string' ? reject('crawl.cannotCompare', `Crawl cannot compare these: ${opened}.`) : { status: 'done' };
  }

  private async intent(message: ActMessage | StartGameMessage): Promise<Outcome> {
    if (this.readOnly) {
      return reject('crawl.readOnly', `${baseName(this.document.uri)} is shown read-only because ${readOnlyReason(this.document.uri)}, so nothing can be played here. Open the file itself to play.`);
    }
    if (this.replayStep !== undefined) {
      return reject('crawl.replaying', 'This playmat is showing an earlier moment of the game (the replay), so nothing can be played. Go back to the game to play on.');
    }
    if (message.version !== this.document.version) {
      // The view is behind the document: refuse, and bring it up to date.
      this.render();
      return reject('crawl.staleView', 'The game changed before this reached it, so nothing was done; the playmat now shows the current game.');
    }
    const content = readDocument(this.document);
    if (message.type === 'startGame') {
      if (content.kind !== 'empty') return reject('crawl.notEmpty', 'This file already holds something; a new game starts only in an empty file.');
      const variant = newGameVariant(message);
      if (!variant) return reject('crawl.unknownVariant', 'This version of Crawl does not play the game the form asked for, so nothing was done.');
      if (!variant.form) return reject('crawl.noForm', `${variant.title} has no new-game form yet; start a game with: crawl new --variant ${variant.id}`);
      // The answer is untrusted: checked against the variant's own answer schema first, naming what is wrong.
      const answer = checkFormAnswer(variant.form, variant.title, message.options);
      if (!answer.ok) return { status: 'rejected', error: answer.error };
      const made = variant.form.setup(message.seed, answer.answer, cardLibrary());
      if (!made.ok) return { status: 'rejected', error: made.error };
      // A game the computer opens (a table whose first seat is drawn) starts with its moves, in the same edit.
      return this.write(computerAnswers(newSave(made.setup)));
    }
    if (content.kind !== 'game') {
      return reject('crawl.notAGame', 'This file does not hold a valid game, so nothing was changed. Open it as text to see what is wrong.');
    }
    const computer = variantOf(content.game.setup).computer;
    if (computer?.toAct(content.game)) {
      return reject('crawl.notYourTurn', 'It is the computer\'s move, not yours, so nothing was done; it moves on its own.');
    }
    const taken = takeAction(content.game, message.action);
    if (!taken.ok) return { status: 'rejected', error: taken.error };
    // The computer answers at once, in the same edit: an undo takes back your move and its answer together.
    return this.write(computerAnswers(taken.game));
  }

  /** Lets the computer play while the game waits on it (written as one edit), when it does. */
  private async computerMoves(): Promise<Outcome> {
    const content = readDocument(this.document);
    if (content.kind !== 'game' || !variantOf(content.game.setup).computer?.toAct(content.game)) return { status: 'done' };
    return this.write(computerAnswers(content.game));
  }

  private async write(game: Parameters<typeof writeGame>[1]): Promise<Outcome> {
    const applied = await writeGame(this.document, game);
    // The edit's change event re-renders every view; a refused edit changed nothing.
    if (!applied) return reject('crawl.editRefused', 'VS Code did not apply the change (the file changed at the same moment). Try again.');
    return { status: 'applied' };
  }

  private post(message: HostMessage): void {
    this.lastPosted = message;
    this.postedAt = ++posts;
    // A hidden webview (no retained context) drops messages; it asks again with `ready` when shown.
    void this.panel.webview.postMessage(message);
  }

  dispose(): void {
    for (const d of this.subscriptions) d.dispose();
    this.subscriptions.length = 0;
  }
}

/** The game after the computer has taken every action it is to take now (its whole turn, or its answer to yours). */
export function computerAnswers(game: SaveFile): SaveFile {
  const computer = variantOf(game.setup).computer;
  let g = game;
  for (let guard = 0; computer?.toAct(g) && guard < 10_000; guard++) {
    const action = computer.choose(g);
    if (!action) break;
    const taken = takeAction(g, action);
    // The computer chooses among the legal actions; a refusal is a bug in it, and the game stops there for the player to see.
    if (!taken.ok) break;
    g = taken.game;
  }
  return g;
}

function reject(rule: string, message: string): { status: 'rejected'; error: RuleError } {
  return { status: 'rejected', error: { rule, message } };
}

function baseName(uri: vscode.Uri): string {
  return uri.path.slice(uri.path.lastIndexOf('/') + 1);
}

