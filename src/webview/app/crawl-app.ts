import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import '@vscode-elements/elements/dist/vscode-toolbar-button/index.js';
import type { HexCoord } from '../../engine/variants/magic-crawl/schema';
import type { RuleError } from '../../engine/result';
import type { HostMessage, ShowGameMessage, ShowInvalidMessage, ShowNewGameMessage } from '../../protocol/messages';
import type { Camera } from '../board/camera';
import '../board/hex-board';
import type { CameraChangeEvent, HexBoard, MoveRequestEvent } from '../board/hex-board';
import type { StartRequestEvent } from '../forms/new-game-form';
import '../forms/new-game-form';
import '../panel/side-panel';
import { closeIcon, iconStyles, lockIcon, warningIcon } from '../shared/icons';
import { shared } from '../shared/styles';
import '../views/invalid-view';
import { loadViewState, post, saveViewState } from '../vscode-api';

type View = ShowGameMessage | ShowNewGameMessage | ShowInvalidMessage;

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
  };

  declare view: View | undefined;
  declare rejection: RuleError | undefined;
  /** An intent is on its way; nothing more is offered until the host answers. */
  declare pending: boolean;
  declare announcement: string;
  /** The side panel fills in one frame after the map first shows, so a big map paints sooner. */
  declare panelShown: boolean;

  private pendingTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.view = undefined;
    this.rejection = undefined;
    this.pending = false;
    this.announcement = '';
    this.panelShown = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('message', this.onMessage);
    post({ type: 'ready' });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('message', this.onMessage);
  }

  /** Resolves when this element and the part it shows have finished rendering (tests and the bench wait on it). */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    const children = this.shadowRoot?.querySelectorAll<LitElement>('crawl-hex-board, crawl-side-panel, crawl-new-game-form, crawl-invalid-view');
    await Promise.all(Array.from(children ?? [], (c) => c.updateComplete));
    return done;
  }

  private onMessage = (e: MessageEvent): void => {
    const msg = e.data as HostMessage | undefined;
    if (!msg || typeof msg !== 'object' || typeof msg.type !== 'string') return;
    switch (msg.type) {
      case 'game':
        this.announceChange(msg);
        this.show(msg);
        break;
      case 'newGame':
      case 'invalid':
        this.announcement = '';
        this.show(msg);
        break;
      case 'rejected':
        this.rejection = msg.error;
        this.settle();
        break;
    }
  };

  private show(view: View): void {
    const before = this.view;
    this.view = view;
    this.settle();
    // A refusal belongs to the state it refused; a changed document makes it old news.
    if (before && (before.type !== view.type || ('version' in before && 'version' in view && before.version !== view.version))) {
      this.rejection = undefined;
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
    const before = prev.game.log.length;
    const after = next.game.log.length;
    if (after > before) this.announcement = next.game.log[after - 1]!.text;
    else if (after < before) this.announcement = `Undone: back to move ${next.game.state.counters.moves}.`;
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
    const legal = v.legal.some((a) => a.type === 'move' && a.to.q === to.q && a.to.r === to.r);
    if (!legal) return;
    this.send(() => post({ type: 'act', action: { type: 'move', to: { q: to.q, r: to.r } }, version: v.version }));
  };

  private onEndEncounter = (): void => {
    const v = this.view;
    if (v?.type !== 'game' || v.readOnly || !v.legal.some((a) => a.type === 'endEncounter')) return;
    this.send(() => post({ type: 'act', action: { type: 'endEncounter' }, version: v.version }));
  };

  private onStart = (e: StartRequestEvent): void => {
    const v = this.view;
    if (v?.type !== 'newGame' || v.readOnly) return;
    this.send(() => post({ type: 'startGame', seed: e.detail.seed, options: e.detail.options, version: v.version }));
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
    // On a new game, put the keyboard on the map so the direction keys work at once.
    const old = changed.get('view') as View | undefined;
    if (changed.has('view') && this.view?.type === 'game' && old?.type !== 'game') {
      this.board?.shadowRoot?.querySelector<HTMLElement>('.map')?.focus({ preventScroll: true });
      // After the frame that shows the map (rAF runs before that paint; the timeout after it).
      if (!this.panelShown) requestAnimationFrame(() => setTimeout(() => (this.panelShown = true), 0));
    }
  }

  private get board(): HexBoard | null {
    return this.shadowRoot?.querySelector('crawl-hex-board') ?? null;
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
                  ?readOnly=${v.readOnly}
                  @crawl-start=${this.onStart}
                ></crawl-new-game-form>`
            : html`<crawl-invalid-view .problems=${v.problems} .fileName=${v.fileName} @crawl-open-as-text=${this.onOpenAsText}></crawl-invalid-view>`}
    `;
  }

  private renderGame(v: ShowGameMessage): TemplateResult {
    const s = v.game.state;
    const interactive = !v.readOnly && !this.pending;
    const targets = v.legal.flatMap((a) => (a.type === 'move' ? [a.to] : []));
    const canEnd = interactive && v.legal.some((a) => a.type === 'endEncounter');
    const camera: Camera | undefined = loadViewState().cameras?.[v.fileName];
    return html`<div class="playmat ${v.readOnly ? 'read-only' : ''}">
      <div class="banners">
        ${v.readOnly
          ? html`<div class="banner read-only-banner" role="note">
              ${lockIcon()}
              <span><strong>Read-only.</strong> ${v.fileName} cannot be changed here (a version from git history, a merge view or a read-only
                file system), so no moves are offered.</span>
            </div>`
          : nothing}
        ${this.renderRejection()}
      </div>
      <crawl-hex-board
        .hexes=${s.hexes}
        .token=${s.token}
        .encounterAt=${s.encounter?.at ?? null}
        .targets=${targets}
        .initialCamera=${camera}
        ?interactive=${interactive}
        @crawl-move=${this.onMove}
        @camera-change=${this.onCamera}
      ></crawl-hex-board>
      <crawl-side-panel .game=${this.panelShown ? v.game : undefined} ?canEndEncounter=${canEnd} @crawl-end-encounter=${this.onEndEncounter}></crawl-side-panel>
    </div>`;
  }

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
        grid-template-columns: minmax(0, 1fr) minmax(260px, 320px);
        grid-template-rows: auto minmax(0, 1fr);
        grid-template-areas: 'banners banners' 'board panel';
      }
      .banners {
        grid-area: banners;
      }
      crawl-hex-board {
        grid-area: board;
      }
      crawl-side-panel {
        grid-area: panel;
        border-left: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent));
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
      @media (max-width: 640px) {
        :host {
          height: auto;
        }
        .playmat {
          height: auto;
          grid-template-columns: minmax(0, 1fr);
          grid-template-rows: auto 65vh auto;
          grid-template-areas: 'banners' 'board' 'panel';
        }
        crawl-side-panel {
          border-left: none;
          border-top: 1px solid var(--vscode-panel-border, transparent);
        }
      }
    `,
  ];
}

customElements.define('crawl-app', CrawlApp);
