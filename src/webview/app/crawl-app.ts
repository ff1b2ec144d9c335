import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import '@vscode-elements/elements/dist/vscode-toolbar-button/index.js';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import type { Action, CrawlAction, HexCoord, RuleError } from '../../engine';
import type { HostMessage, ShowCompareMessage, ShowGameMessage, ShowInvalidMessage, ShowNewGameMessage } from '../../protocol/messages';
import type { ActionView, BoardKind } from '../../protocol/table-view';
import { isPartOf, isTypedFrom } from './offered-action';
import type { Camera } from '../board/camera';
import { boardCode } from '../board/board-code';
import { onFirstUse } from '../shared/on-first-use';
import type { CameraChangeEvent, HexBoard, MoveRequestEvent } from '../board/hex-board';
import type { ChooseDeckFileEvent, NewGameForm, ResolveDeckEvent, StartRequestEvent } from '../forms/new-game-form';
import '../panel/side-panel';
import { closeIcon, errorIcon, iconStyles, lockIcon, trophyIcon, warningIcon } from '../shared/icons';
import '../table/crawl-table';
import type { ActEvent, BoardChoiceEvent, CrawlTable, SayEvent } from '../table/crawl-table';
import type { BoardChoice } from '../table/questions';
import { isByHand } from '../table/by-hand';
import '../table/phase-bar';
import type { PhaseBar } from '../table/phase-bar';
import { shared } from '../shared/styles';
import '../views/invalid-view';
import { loadViewState, post, saveViewState } from '../vscode-api';
import '../replay/replay-bar';
import type { ReplayBar, ReplayEvent } from '../replay/replay-bar';

type View = ShowGameMessage | ShowNewGameMessage | ShowInvalidMessage | ShowCompareMessage;

/**
 * The views most games never show are loaded on first use (built as chunks
 * of their own; see scripts/webview-build.mjs), so a game's first paint
 * loads less. Each is loaded once; later views of its kind draw at once.
 */
const loadViewOf = onFirstUse<View['type']>({
  newGame: () => import('../forms/new-game-form'),
  compare: () => import('../compare/compare-view'),
});

/** How long after F1 or Ctrl+P the playmat's letter keys are left alone: they are meant for the palette VS Code is opening. */
const PALETTE_GRACE_MS = 1500;

/** F1, Ctrl+P, Ctrl+Shift+P (Cmd on a Mac): keys that open VS Code's Quick Open or Command Palette. */
function isPaletteKey(e: KeyboardEvent): boolean {
  return e.key === 'F1' || ((e.ctrlKey || e.metaKey) && !e.altKey && e.code === 'KeyP');
}

/** If the host never answers an intent, stop waiting after this long rather than lock the board. */
const PENDING_TIMEOUT_MS = 5000;

/**
 * The playmat page. It shows whatever the host last sent — a game, the
 * new-game form or the problems of an invalid file — and turns the player's
 * clicks and keys into intents. The game itself lives in the document; this
 * element keeps only UI state.
 */
export class CrawlApp extends LitElement {
  static override properties = {
    view: { state: true },
    rejection: { state: true },
    pending: { state: true },
    announcement: { state: true },
    panelShown: { state: true },
    replayAsked: { state: true },
    handedTo: { state: true },
    boardChoice: { state: true },
  };

  declare view: View | undefined;
  declare rejection: RuleError | undefined;
  /** An intent is on its way; nothing more is offered until the host answers. */
  declare pending: boolean;
  declare announcement: string;
  /** The side panel fills in one frame after the map first shows, so a big map paints sooner. */
  declare panelShown: boolean;

  /** The replay step last asked of the host and not yet answered (null: back to the game); the slider shows it meanwhile. */
  declare replayAsked: number | null | undefined;
  /** Hot-seat: the seat the person at the screen said they are (the pass screen's button); the table shows only that seat's view. */
  declare handedTo: string | undefined;
  /** The target or sacrifice the card table asks for, for a board of places to offer (the table tells it as it changes). */
  declare boardChoice: BoardChoice | undefined;
  /** A step asked for while another was on its way: sent when that one is answered, so a dragged slider never queues up a backlog. */
  private replayNext: number | null | undefined;

  private pendingTimer: ReturnType<typeof setTimeout> | undefined;
  /** When F1, Ctrl+P or Ctrl+Shift+P was last pressed here (VS Code opens its palette from it, a moment later). */
  private paletteAskedAt = -Infinity;
  /** How long the letter keys are left to the palette after F1 or Ctrl+P (a property, so a test can hold it open or shut it at will). */
  paletteGraceMs = PALETTE_GRACE_MS;

  constructor() {
    super();
    this.view = undefined;
    this.rejection = undefined;
    this.pending = false;
    this.announcement = '';
    this.panelShown = false;
    this.replayAsked = undefined;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('message', this.onMessage);
    window.addEventListener('keydown', this.onKeyDown);
    post({ type: 'ready' });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('message', this.onMessage);
    window.removeEventListener('keydown', this.onKeyDown);
  }

  /** Resolves when this element and the part it shows have finished rendering (tests and the bench wait on it). */
  protected override async getUpdateComplete(): Promise<boolean> {
    await this.loading;
    const done = await super.getUpdateComplete();
    const children = this.shadowRoot?.querySelectorAll<LitElement>(
      'crawl-hex-board, crawl-square-board, crawl-castle-board, crawl-dungeon-board, crawl-seats-board, crawl-side-panel, crawl-table, crawl-phase-bar, crawl-new-game-form, crawl-invalid-view, crawl-replay-bar, crawl-compare-view',
    );
    await Promise.all(Array.from(children ?? [], (c) => c.updateComplete));
    return done;
  }

  /** The newest view message, and the code it waits for (tests and the bench wait on it too). */
  private latest: HostMessage | undefined;
  private loading: Promise<unknown> = Promise.resolve();

  private onMessage = (e: MessageEvent): void => {
    const msg = e.data as HostMessage | undefined;
    if (!msg || typeof msg !== 'object' || typeof msg.type !== 'string') return;
    if (msg.type === 'game' || msg.type === 'newGame' || msg.type === 'invalid' || msg.type === 'compare') this.latest = msg;
    switch (msg.type) {
      case 'game': {
        const loading = boardCode(msg.table.board.kind);
        if (!loading) this.showGame(msg);
        else {
          // Shown once its board's code is here; a later message meanwhile wins, as it would have anyway.
          this.loading = loading.then(() => {
            if (this.latest === msg) this.showGame(msg);
          });
        }
        break;
      }
      case 'newGame':
      case 'invalid':
      case 'compare': {
        this.announcement = '';
        if (msg.type === 'compare' && msg.sources) saveViewState({ ...loadViewState(), compare: msg.sources });
        const loading = loadViewOf(msg.type);
        if (!loading) this.show(msg);
        else {
          // Shown once its code is here; a later message meanwhile wins, as it would have anyway.
          this.latest = msg;
          this.loading = loading.then(() => {
            if (this.latest === msg) this.show(msg);
          });
        }
        break;
      }
      case 'rejected':
        this.rejection = msg.error;
        this.settle();
        break;
      case 'deckResolved':
        this.shadowRoot?.querySelector<NewGameForm>('crawl-new-game-form')?.deckResolved(msg);
        break;
    }
  };

  private showGame(msg: ShowGameMessage): void {
    this.announceChange(msg);
    this.show(msg);
    this.replayAnswered(msg);
  }

  private show(view: View): void {
    const before = this.view;
    this.view = view;
    this.settle();
    // A refusal belongs to the state it refused; a changed document makes it old news.
    if (before && (before.type !== view.type || ('version' in before && 'version' in view && before.version !== view.version))) {
      this.rejection = undefined;
    }
  }

  /** In the replay, the arrows, Home and End step from anywhere on the page (the slider takes them itself), and Escape comes back. */
  private onReplayKey(e: KeyboardEvent, at: { step: number; total: number }): void {
    const from = typeof this.replayAsked === 'number' ? this.replayAsked : at.step;
    const to = { ArrowLeft: from - 1, ArrowRight: from + 1, Home: 0, End: at.total, Escape: null }[e.key];
    if (to === undefined || (to !== null && (to < 0 || to > at.total || to === from))) return;
    e.preventDefault();
    this.onReplay(new CustomEvent('crawl-replay', { detail: { step: to } }));
  }

  /** Steps the board through the log (or back to the game): one request at a time, the latest wins. */
  private onReplay = (e: ReplayEvent): void => {
    const v = this.view;
    if (v?.type !== 'game') return;
    if (this.replayAsked !== undefined) {
      this.replayNext = e.detail.step;
      this.replayAsked = e.detail.step;
      return;
    }
    this.replayAsked = e.detail.step;
    post({ type: 'replay', step: e.detail.step, version: v.version });
  };

  private replayAnswered(msg: ShowGameMessage): void {
    const next = this.replayNext;
    this.replayNext = undefined;
    this.replayAsked = undefined;
    // A change to the document ends the replay on the host; a step asked meanwhile is then dropped.
    if (next !== undefined && (msg.replay || next === null) && (msg.replay?.step ?? null) !== next) {
      this.replayAsked = next;
      post({ type: 'replay', step: next, version: msg.version });
    }
  }

  private settle(): void {
    this.pending = false;
    clearTimeout(this.pendingTimer);
  }

  /** Screen readers hear each new log line, whoever made the move (this view, another view, undo). */
  private announceChange(next: ShowGameMessage): void {
    const prev = this.view?.type === 'game' ? this.view : undefined;
    if (!prev || prev.fileName !== next.fileName) return;
    // The replay bar says where the replay is; going back to the game is not an undo.
    if (next.replay || prev.replay) return;
    const before = prev.game.log.length;
    const after = next.game.log.length;
    if (after > before) this.announcement = next.game.log[after - 1]!.text;
    else if (after < before) {
      const last = next.game.log[after - 1];
      this.announcement = last ? `Undone: back to action ${after}, ${last.text}` : 'Undone: back to the opening hand.';
    }
  }

  private send(intent: () => void): void {
    if (this.pending) return;
    this.pending = true;
    this.rejection = undefined;
    intent();
    this.pendingTimer = setTimeout(() => (this.pending = false), PENDING_TIMEOUT_MS);
  }

  private onMove = (e: MoveRequestEvent): void => {
    const v = this.view;
    if (v?.type !== 'game' || v.readOnly) return;
    const to: HexCoord = e.detail.to;
    const legal = v.legal.some((a) => a.type === 'move' && 'q' in a.to && a.to.q === to.q && a.to.r === to.r);
    if (!legal) return;
    this.send(() => post({ type: 'act', action: { type: 'move', to: { q: to.q, r: to.r } }, version: v.version }));
  };

  /** An action from the table or the phase bar: sent only if it is one the host offered, or an adjustment by hand while those are open. */
  private onAct = (e: ActEvent): void => {
    if (e.detail.byHand) this.actByHand(e.detail.action);
    else this.act(e.detail.action);
  };

  /** An adjustment by hand: not in the host's list (always open, unbounded); the engine checks it. */
  private actByHand(action: Action): boolean {
    const v = this.view;
    if (v?.type !== 'game' || v.readOnly || this.pending || !v.table.byHand.open || !isByHand(action)) return false;
    this.send(() => post({ type: 'act', action, version: v.version }));
    return true;
  }

  private act(action: Action): boolean {
    const v = this.view;
    if (v?.type !== 'game' || v.readOnly || this.pending) return false;
    const wanted = JSON.stringify(action);
    // An offer to be typed in is not taken as it stands (empty).
    const offered = v.table.actions.find((a) => a.typed === undefined && JSON.stringify(a.action) === wanted)?.action;
    // Not offered as it is, but as an offer the player may trim (an attack with some creatures held back) or fill in (a riddle's answer).
    const shaped = offered ? false : v.table.actions.some((a) => isPartOf(action, a) || isTypedFrom(action, a));
    if (!offered && !shaped) return false;
    this.send(() => post({ type: 'act', action: offered ?? action, version: v.version }));
    return true;
  }

  private onSay = (e: SayEvent): void => {
    this.say(e.detail.text);
  };

  private onBoardChoice = (e: BoardChoiceEvent): void => {
    this.boardChoice = e.detail.choice;
  };

  /** A permanent on the board chosen: the table offers its abilities, as a click on a card would. */
  private onOffer = (e: CustomEvent<{ id: number; menu: boolean }>): void => {
    this.table?.offer(e.detail.id, e.detail.menu);
  };

  /** A choice cleared on the board: the abilities offered beside it leave the question line. */
  private onWithdraw = (e: CustomEvent<{ ids: readonly number[] }>): void => {
    this.table?.withdrawOffer(e.detail.ids);
  };

  /** A target chosen on the board: the table's question takes it, as a click on a card would. */
  private onPick = (e: CustomEvent<{ target: number | string }>): void => {
    this.table?.pick(e.detail.target);
  };

  private say(text: string): void {
    // The same words again would not be announced: make them differ.
    this.announcement = this.announcement === text ? `${text}\u00a0` : text;
  }

  /** Keys for the whole table: N next step, Shift+N end turn, K keep, M mulligan, Escape cancels a question. */
  private onKeyDown = (e: KeyboardEvent): void => {
    const v = this.view;
    if (isPaletteKey(e)) this.paletteAskedAt = e.timeStamp;
    if (v?.type !== 'game' || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
    // Typing into the palette VS Code is opening: the first letters can still land here; they must not play (K keeps, N steps on).
    if (e.timeStamp - this.paletteAskedAt < this.paletteGraceMs && /^Key[A-Z]$/.test(e.code)) return;
    const origin = e.composedPath()[0];
    if (origin instanceof HTMLElement && (origin.tagName === 'INPUT' || origin.tagName === 'TEXTAREA' || origin.isContentEditable)) return;
    if (v.replay) return this.onReplayKey(e, v.replay);
    const find = (type: Action['type']): ActionView | undefined => v.table.actions.find((a) => a.action.type === type);
    let chosen: ActionView | undefined;
    switch (e.code) {
      case 'KeyN':
        chosen = e.shiftKey ? (find('endTurn') ?? find('end-turn')) : find('pass');
        if (!chosen) this.say(e.shiftKey ? 'You cannot end the turn now.' : `There is no next step now: ${v.table.prompt?.text ?? v.table.phase.help}`);
        break;
      case 'KeyK':
        chosen = find('keep');
        break;
      case 'KeyM':
        chosen = find('mulligan');
        break;
      case 'Escape':
        if (this.table?.cancel()) e.preventDefault();
        else if (v.replay) {
          e.preventDefault();
          this.onReplay(new CustomEvent('crawl-replay', { detail: { step: null } }));
        }
        return;
      default:
        return;
    }
    e.preventDefault();
    if (chosen) this.act(chosen.action);
  };

  private onStart = (e: StartRequestEvent): void => {
    const v = this.view;
    if (v?.type !== 'newGame' || v.readOnly) return;
    const d = e.detail;
    this.send(() =>
      post('variant' in d ? { type: 'startGame', variant: d.variant, seed: d.seed, options: d.options, version: v.version } : { type: 'startGame', seed: d.seed, options: d.options, version: v.version }),
    );
  };

  private onResolveDeck = (e: ResolveDeckEvent): void => {
    if (this.view?.type !== 'newGame') return;
    post({ type: 'resolveDeck', ...e.detail });
  };

  private onChooseDeckFile = (e: ChooseDeckFileEvent): void => {
    if (this.view?.type !== 'newGame') return;
    const { request, variant } = e.detail;
    post({ type: 'chooseDeckFile', request, ...(variant ? { variant } : {}) });
  };

  private onOpenAsText = (): void => {
    post({ type: 'openAsText' });
  };

  private onCamera = (e: CameraChangeEvent): void => {
    const v = this.view;
    if (v?.type !== 'game') return;
    const state = loadViewState();
    saveViewState({ ...state, cameras: { ...state.cameras, [v.fileName]: e.detail } });
  };

  protected override updated(changed: PropertyValues<this>): void {
    const old = changed.get('view') as View | undefined;
    if (!changed.has('view') || this.view?.type !== 'game') return;
    const mapMode = isMapMode(this.view);
    // After the frame that shows the map (rAF runs before that paint; the timeout after it).
    if (!this.panelShown) requestAnimationFrame(() => setTimeout(() => (this.panelShown = true), 0));
    const wasReplaying = old?.type === 'game' && !!old.replay;
    if (this.view.replay && !wasReplaying) {
      // Into the replay: the keyboard goes to the slider, whose arrows step it.
      void this.updateComplete.then(() => this.shadowRoot?.querySelector<ReplayBar>('crawl-replay-bar')?.focus());
      return;
    }
    if (!this.view.replay && wasReplaying) return this.focusWhereItMatters(mapMode);
    // Stepping through the replay moves between the map and the table; the keyboard stays on the slider.
    if (this.view.replay) return;
    if (old?.type !== 'game') {
      // A new game on screen: put the keyboard where the player acts first.
      this.focusWhereItMatters(mapMode);
      return;
    }
    // From the map to the table and back: the keyboard follows, unless the player has it somewhere that still exists.
    if (isMapMode(old) !== mapMode) {
      const inside = this.shadowRoot?.activeElement;
      if (!inside || inside.tagName === 'CRAWL-HEX-BOARD' || mapMode) this.focusWhereItMatters(mapMode);
    }
  }

  private focusWhereItMatters(mapMode: boolean): void {
    void this.updateComplete.then(() => {
      if (mapMode) {
        this.board?.shadowRoot?.querySelector<HTMLElement>('.map')?.focus({ preventScroll: true });
        this.shadowRoot?.querySelector('crawl-square-board')?.focus({ preventScroll: true });
        this.shadowRoot?.querySelector('crawl-castle-board')?.focus({ preventScroll: true });
        return;
      }
      const table = this.table;
      const ask = table?.shadowRoot?.querySelector<HTMLElement>('.prompt vscode-button:not([disabled])');
      if (ask) return ask.focus();
      if (this.phaseBar?.focusNext()) return;
      table?.shadowRoot?.querySelector<HTMLElement>('crawl-card[tabindex="0"]')?.focus();
    });
  }

  private get board(): HexBoard | null {
    return this.shadowRoot?.querySelector('crawl-hex-board') ?? null;
  }

  private get table(): CrawlTable | null {
    return this.shadowRoot?.querySelector('crawl-table') ?? null;
  }

  private get phaseBar(): PhaseBar | null {
    return this.shadowRoot?.querySelector('crawl-phase-bar') ?? null;
  }

  override render(): TemplateResult {
    const v = this.view;
    return html`
      <div class="announcer sr-only" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</div>
      ${v === undefined
        ? html`<p class="loading">Opening the playmat…</p>`
        : v.type === 'game'
          ? this.renderGame(v)
          : v.type === 'newGame'
            ? html`${this.renderRejection()}<crawl-new-game-form
                  .suggestedSeed=${v.suggestedSeed}
                  .fileName=${v.fileName}
                  .decks=${v.decks ?? []}
                  .creatures=${v.creatures ?? []}
                  .defaults=${v.defaults}
                  .expansionCards=${v.expansionCards}
                  .weakenings=${v.weakenings ?? []}
                  .library=${v.library}
                  .variants=${v.variants}
                  ?readOnly=${v.readOnly}
                  @crawl-start=${this.onStart}
                  @crawl-resolve-deck=${this.onResolveDeck}
                  @crawl-choose-deck-file=${this.onChooseDeckFile}
                ></crawl-new-game-form>`
            : v.type === 'compare'
              ? html`<crawl-compare-view .compare=${v}></crawl-compare-view>`
              : html`<crawl-invalid-view .problems=${v.problems} .fileName=${v.fileName} @crawl-open-as-text=${this.onOpenAsText}></crawl-invalid-view>`}
    `;
  }

  /**
   * Hot-seat: the table of the player deciding now stays hidden until they
   * say they have the screen, so neither sees the other's hand.
   */
  private renderPassScreen(v: ShowGameMessage): TemplateResult | undefined {
    const hot = v.table.hotSeat;
    if (!hot || v.replay || v.readOnly || v.table.outcome || this.handedTo === hot.viewer) return undefined;
    const seat = v.table.seats.find((s) => s.id === hot.viewer);
    const name = seat?.name ?? hot.viewer;
    return html`<div class="pass-screen" role="dialog" aria-modal="true" aria-labelledby="pass-title">
      <h2 id="pass-title">Pass the playmat to ${name}</h2>
      <p>It is ${name}'s decision. The table, with ${name}'s hand, shows once ${name} has the screen.</p>
      <vscode-button autofocus @click=${() => (this.handedTo = hot.viewer)}>I am ${name}: show my table</vscode-button>
    </div>`;
  }

  private renderGame(v: ShowGameMessage): TemplateResult {
    const passing = this.renderPassScreen(v);
    if (passing) return passing;
    const replay = v.replay;
    const interactive = !v.readOnly && !this.pending && !replay;
    // In the replay, the table's "what to do now" would ask for something that cannot be done: it says where the replay is instead.
    const t = replay ? replayTable(v.table, replay.step) : v.table;
    const mapMode = isMapMode(v);
    const pass = t.actions.find((a) => a.action.type === 'pass');
    const endTurn = t.actions.find((a) => a.action.type === 'endTurn' || a.action.type === 'end-turn');
    // A dungeon has no cards: its board holds the heroes' sheets, and the card table would be empty.
    const cards = t.board.kind !== 'dungeon';
    const fits = mapMode && this.boardsSizedToContent.has(t.board.kind) ? 'board-fits' : '';
    return html`<div class="playmat ${mapMode ? 'mode-map' : 'mode-table'} ${fits} ${v.readOnly ? 'read-only' : ''} ${replay ? 'replaying' : ''}">
      <div class="banners" @crawl-replay=${this.onReplay}>
        ${replay
          ? html`<crawl-replay-bar
              .step=${typeof this.replayAsked === 'number' ? this.replayAsked : replay.step}
              .total=${replay.total}
              .text=${v.game.log[replay.step - 1]?.text ?? ''}
            ></crawl-replay-bar>`
          : nothing}
        ${v.readOnly
          ? html`<div class="banner read-only-banner" role="note">
              ${lockIcon()}
              <span><strong>Read-only.</strong> ${v.fileName} cannot be changed here (a version from git history, a merge view or a read-only
                file system), so no moves are offered.</span>
              ${v.compareWithFile
                ? html`<vscode-button secondary title=${`Open the Compare view: this version beside ${v.compareWithFile} as it is now`} @click=${() => post({ type: 'compareWithFile' })}
                    >Compare with ${v.compareWithFile}</vscode-button
                  >`
                : nothing}
            </div>`
          : nothing}
        ${t.outcome && !replay
          ? html`<div class="banner outcome ${t.outcome.result}" role="status">
              ${t.outcome.result === 'won' ? trophyIcon({ size: 22 }) : errorIcon({ size: 22 })}
              <span><strong class="headline">${t.outcome.headline}.</strong></span>
            </div>`
          : nothing}
        ${this.renderRejection()}
      </div>
      <crawl-phase-bar .phase=${t.phase} .outcome=${t.outcome} .pass=${pass} .endTurn=${endTurn} ?interactive=${interactive} @crawl-act=${this.onAct}></crawl-phase-bar>
      ${this.renderBoard(t.board.kind, { v, interactive, mapMode })}
      ${cards
        ? html`<crawl-table .table=${t} ?interactive=${interactive} ?byHand=${!v.readOnly && !replay && t.byHand.open} layout=${mapMode ? 'strip' : 'full'} ?wrap=${fits !== ''} @crawl-act=${this.onAct} @crawl-say=${this.onSay} @crawl-board-choice=${this.onBoardChoice}></crawl-table>`
        : nothing}
      <crawl-side-panel .game=${this.panelShown ? v.game : undefined} .table=${t} ?replaying=${!!replay} @crawl-replay=${this.onReplay}></crawl-side-panel>
    </div>`;
  }

  /**
   * The board the table view asks for (TableView.board), by kind: each kind
   * is one component, whatever the variant. A kind this build has no
   * component for says so instead of drawing a wrong board.
   */
  private renderBoard(kind: BoardKind, on: BoardOn): TemplateResult {
    const draw = this.boards[kind];
    return draw ? draw(on) : html`<div class="no-board" role="note">This version of Crawl cannot draw a ${kind} board.</div>`;
  }

  /**
   * Boards that take only the height they need, the card table below them
   * the rest (the Magic table's seats: a board of places takes the room).
   */
  private readonly boardsSizedToContent: ReadonlySet<BoardKind> = new Set(['table']);

  private readonly boards: Partial<Record<BoardKind, (on: BoardOn) => TemplateResult>> = {
    'hex-map': ({ v, interactive, mapMode }) => {
      const s = v.game.state;
      // The hex map draws its game's own state (nothing in it is hidden): a hex crawl's.
      if (!('hexes' in s)) return html`<div class="no-board" role="note">This game has no hex map.</div>`;
      const targets = v.legal.flatMap((a) => (a.type === 'move' && 'q' in a.to ? [a.to] : []));
      const camera: Camera | undefined = loadViewState().cameras?.[v.fileName];
      return html`<crawl-hex-board
        .hexes=${s.hexes}
        .token=${s.token}
        .encounterAt=${s.encounter?.at ?? null}
        .targets=${targets}
        .initialCamera=${camera}
        ?interactive=${interactive}
        ?compact=${!mapMode}
        @crawl-move=${this.onMove}
        @camera-change=${this.onCamera}
      ></crawl-hex-board>`;
    },
    'square-grid': ({ v, interactive }) => {
      const board = v.table.board;
      if (board.kind !== 'square-grid') return html``;
      return html`<crawl-square-board
        .grid=${board}
        .seats=${v.table.seats}
        .actions=${v.table.actions}
        .choice=${this.boardChoice}
        ?interactive=${interactive}
        @crawl-act=${this.onAct}
        @crawl-pick=${this.onPick}
        @crawl-offer=${this.onOffer}
        @crawl-withdraw=${this.onWithdraw}
      ></crawl-square-board>`;
    },
    castle: ({ v, interactive }) => {
      const board = v.table.board;
      if (board.kind !== 'castle') return html``;
      return html`<crawl-castle-board .board=${board} .seats=${v.table.seats} .actions=${v.table.actions} ?interactive=${interactive} @crawl-act=${this.onAct}></crawl-castle-board>`;
    },
    dungeon: ({ v, interactive }) => {
      const board = v.table.board;
      if (board.kind !== 'dungeon') return html``;
      return html`<crawl-dungeon-board .board=${board} .actions=${v.table.actions} ?interactive=${interactive} @crawl-act=${this.onAct}></crawl-dungeon-board>`;
    },
    table: ({ v, interactive }) => {
      const board = v.table.board;
      if (board.kind !== 'table') return html``;
      return html`<crawl-seats-board .board=${board} ?interactive=${interactive} @crawl-act=${this.onAct}></crawl-seats-board>`;
    },
  };

  private renderRejection(): TemplateResult | typeof nothing {
    const r = this.rejection;
    if (!r) return nothing;
    return html`<div class="banner rejected" role="alert">
      ${warningIcon()}
      <span><strong>Not done:</strong> ${r.message}</span>
      <vscode-toolbar-button label="Dismiss" title="Dismiss" @click=${() => (this.rejection = undefined)}>${closeIcon()}</vscode-toolbar-button>
    </div>`;
  }

  static override styles = [
    shared,
    iconStyles,
    css`
      :host {
        display: block;
        height: 100%;
      }
      .loading {
        padding: 20px;
        color: var(--vscode-descriptionForeground);
      }
      .playmat {
        display: grid;
        height: 100%;
        grid-template-columns: minmax(0, 1fr) minmax(250px, 320px);
      }
      /* At the table (an encounter, a preparation round, the opening hand): the cards take the room, the map sits small beside them. */
      .mode-table {
        grid-template-rows: auto auto minmax(140px, 34%) minmax(0, 1fr);
        grid-template-areas: 'banners banners' 'phase phase' 'table board' 'table panel';
      }
      /* Travelling: the map takes the room, your cards wait in a strip below it. */
      .mode-map {
        grid-template-rows: auto auto minmax(0, 1fr) auto;
        grid-template-areas: 'banners banners' 'phase phase' 'board panel' 'table panel';
      }
      /* A board sized to what it holds (at most half the height): the card table below takes the rest, its strip free to wrap. */
      .mode-map.board-fits {
        grid-template-rows: auto auto minmax(0, max-content) minmax(0, 1fr);
      }
      .mode-map.board-fits > :is(crawl-hex-board, crawl-square-board, crawl-castle-board, crawl-dungeon-board, crawl-seats-board) {
        max-height: 50vh;
      }
      .mode-map.board-fits crawl-table {
        max-height: none;
        overflow: auto;
      }
      .banners {
        grid-area: banners;
      }
      crawl-phase-bar {
        grid-area: phase;
      }
      crawl-hex-board,
      crawl-square-board,
      crawl-castle-board,
      crawl-dungeon-board,
      crawl-seats-board {
        grid-area: board;
        border-left: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent));
      }
      .mode-map crawl-hex-board,
      .mode-map crawl-square-board,
      .mode-map crawl-castle-board,
      .mode-map crawl-dungeon-board,
      .mode-map crawl-seats-board {
        border-left: none;
      }
      .pass-screen {
        display: flex;
        flex-direction: column;
        align-items: center;
        justify-content: center;
        gap: 14px;
        height: 100%;
        padding: 24px;
        text-align: center;
      }
      .pass-screen h2 {
        margin: 0;
        font-size: 1.5em;
      }
      .pass-screen p {
        margin: 0;
        color: var(--vscode-descriptionForeground);
      }
      .no-board {
        grid-area: board;
        padding: 12px;
        color: var(--vscode-descriptionForeground);
      }
      crawl-table {
        grid-area: table;
      }
      .mode-map crawl-table {
        max-height: 40vh;
        border-top: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent));
      }
      crawl-side-panel {
        grid-area: panel;
        border-left: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent));
      }
      .mode-table crawl-side-panel {
        border-top: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent));
      }
      .outcome {
        font-size: 14px;
        padding: 10px 14px;
      }
      .outcome .headline {
        font-size: 16px;
      }
      .outcome.won {
        background: var(--crawl-won-bg, rgba(115, 201, 145, 0.14));
        border-left: 4px solid var(--vscode-testing-iconPassed, #73c991);
      }
      .outcome.won > svg.icon {
        color: var(--vscode-testing-iconPassed, #73c991);
      }
      .outcome.lost {
        background: var(--vscode-inputValidation-errorBackground, transparent);
        border-left: 4px solid var(--vscode-errorForeground, #f14c4c);
      }
      .outcome.lost > svg.icon {
        color: var(--vscode-errorForeground, #f14c4c);
      }
      :host-context(body.vscode-high-contrast) .outcome {
        background: transparent;
        border: 1px solid var(--vscode-contrastBorder);
        border-left-width: 4px;
      }
      .banner {
        display: flex;
        align-items: center;
        gap: 8px;
        padding: 6px 12px;
        border-bottom: 1px solid var(--vscode-panel-border, transparent);
        line-height: 1.4;
      }
      .banner > span {
        flex: 1;
      }
      .read-only-banner vscode-button {
        margin-left: auto;
        flex: none;
      }
      .read-only-banner {
        background: var(--vscode-editorInfo-background, var(--vscode-textBlockQuote-background, transparent));
        border-left: 3px solid var(--vscode-editorInfo-foreground, var(--vscode-focusBorder));
      }
      .rejected {
        background: var(--vscode-inputValidation-warningBackground, transparent);
        border-left: 3px solid var(--vscode-editorWarning-foreground, var(--vscode-focusBorder));
      }
      .rejected > svg.icon {
        color: var(--vscode-editorWarning-foreground);
      }
      @media (max-width: 980px) {
        .playmat {
          grid-template-columns: minmax(0, 1fr) minmax(220px, 260px);
        }
      }
      @media (max-width: 640px) {
        :host {
          height: auto;
        }
        .playmat,
        .mode-table,
        .mode-map {
          height: auto;
          grid-template-columns: minmax(0, 1fr);
          grid-template-rows: auto auto auto 45vh auto;
          grid-template-areas: 'banners' 'phase' 'table' 'board' 'panel';
        }
        .mode-map {
          grid-template-rows: auto auto 55vh auto auto;
          grid-template-areas: 'banners' 'phase' 'board' 'table' 'panel';
        }
        crawl-side-panel,
        crawl-hex-board,
        crawl-square-board,
        crawl-castle-board,
        crawl-dungeon-board {
          border-left: none;
          border-top: 1px solid var(--vscode-panel-border, transparent);
        }
        .mode-map crawl-table {
          max-height: none;
        }
      }
    `,
  ];
}

/** The table as the replay shows it: no question asked, and the help line saying it is the past. */
function replayTable(t: ShowGameMessage['table'], step: number): ShowGameMessage['table'] {
  const when = step === 0 ? 'at the opening' : `just after action ${step}`;
  return { ...t, prompt: undefined, phase: { ...t.phase, help: `The game as it stood ${when}. Nothing can be played in the replay.` } };
}

/** Travelling, or on a board of places (Frontier's square grid, Castle's castles: played on the board): the board is what matters, so it takes the room. */
/** The board takes the room, the cards a strip below it: always, but for the hex map, which gives way to the encounter's cards but while travelling. */
type BoardOn = { v: ShowGameMessage; interactive: boolean; mapMode: boolean };

function isMapMode(v: ShowGameMessage): boolean {
  return v.table.phase.kind === 'travel' || v.table.board.kind !== 'hex-map';
}

customElements.define('crawl-app', CrawlApp);

