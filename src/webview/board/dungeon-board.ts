import { LitElement, html, nothing, svg, type PropertyValues, type SVGTemplateResult, type TemplateResult } from 'lit';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import type { Action } from '../../engine';
import type { ActionView, DungeonBoardView, DungeonHeroView, DungeonWareView, DungeonMonsterView, DungeonSquare, DungeonTileView } from '../../protocol/table-view';
import { clockWords, SAND_OUT, sandLeft } from './hourglass';
import { shared } from '../shared/styles';
import { dungeonBoardStyles } from './dungeon-board-styles';

/** What a square's character is, in words (docs/mayhem.md, The kinds). */
const SQUARE_WORDS: Readonly<Record<string, string>> = {
  '#': 'wall',
  '.': 'floor',
  E: 'encounter square',
  T: 'trap',
  L: 'locked door',
  S: 'secret door',
  '^': 'stairs',
  B: 'boss square',
};

/** The arrow keys and the step each asks for. */
const ARROWS: Readonly<Record<string, 'north' | 'east' | 'south' | 'west'>> = { ArrowUp: 'north', ArrowRight: 'east', ArrowDown: 'south', ArrowLeft: 'west' };

/** The action kinds offered as buttons, in the order the panel lists them, with their heading. */
const GROUPS: readonly { readonly title: string; readonly types: readonly string[] }[] = [
  { title: 'Attack', types: ['attack'] },
  { title: 'Doors', types: ['open-door'] },
  { title: 'Use', types: ['use'] },
  { title: 'Give', types: ['give', 'give-gold'] },
  // Buying has the Store's price list of its own; listed here only should the board have no price list.
  { title: 'Store', types: ['buy'] },
];

const key = (s: DungeonSquare): string => `${s.x},${s.y}`;

/** Which of a square's actions a click takes, first to last. */
const FIRST: readonly string[] = ['attack', 'open-door', 'use', 'step'];

/**
 * <crawl-dungeon-board>: Magic and Mayhem's board. The dungeon is drawn as
 * an SVG of its tiles, each a grid of squares (walls, floor, (E) squares,
 * traps, doors, stairs, the boss squares), a face-down tile as a card back;
 * heroes are round tokens with their seat's number, monsters square tokens
 * with their number, each with its HP. Beside it: the die's last roll, what
 * waits (a riddle with a box to type the answer in, a tongue twister, a
 * physical challenge, a choice), the legal actions as buttons, and the
 * party's sheets (HP, stats, ability colours, gold, cards).
 *
 * The legal actions about a square (a step, an attack, a door) are also
 * marked on the map: each marked square is a tab stop and a button (click,
 * Enter or Space); the arrow keys step the hero on turn. The map's drawing
 * is hidden from screen readers: the marked squares, the buttons and the
 * sheets say everything in words.
 *
 * - `board`, `actions`: the table view's dungeon board and its labelled
 *   legal actions; `interactive`: false while read-only, replaying, or an
 *   action is on its way.
 */
export class DungeonBoard extends LitElement {
  static override properties = {
    board: { attribute: false },
    actions: { attribute: false },
    interactive: { type: Boolean },
    answer: { state: true },
    notice: { state: true },
    sand: { state: true },
  };

  declare board: DungeonBoardView | undefined;
  declare actions: readonly ActionView[];
  declare interactive: boolean;
  /** The riddle's answer being typed. */
  declare answer: string;
  declare notice: string;
  /** Seconds of sand left in the hourglass of the challenge that waits; undefined with no hourglass running. */
  declare sand: number | undefined;
  /** The challenge the hourglass was turned for, and when (Date.now()). */
  private sandFor = '';
  private turnedAt = 0;
  private ticking: ReturnType<typeof setInterval> | undefined;

  constructor() {
    super();
    this.board = undefined;
    this.actions = [];
    this.interactive = false;
    this.answer = '';
    this.notice = '';
    this.sand = undefined;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKeyDown);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.onKeyDown);
    this.stopSand();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A riddle answered (or gone) leaves the box empty for the next one.
    if (changed.has('board') && this.board?.pending?.kind !== 'riddle') this.answer = '';
    if (changed.has('board') || changed.has('interactive')) this.turnSand();
  }

  /** The hourglass turned for a new timed challenge (only where it is played), kept for the same one, stopped when none waits. */
  private turnSand(): void {
    const p = this.board?.pending;
    const seconds = this.interactive ? p?.hourglass : undefined;
    if (!p || seconds === undefined) {
      this.stopSand();
      this.sandFor = '';
      this.sand = undefined;
      return;
    }
    const key = `${this.board!.round}|${p.title}|${p.lines.join('|')}`;
    if (key === this.sandFor) return;
    this.stopSand();
    this.sandFor = key;
    this.turnedAt = Date.now();
    this.sand = seconds;
    this.ticking = setInterval(() => this.tickSand(seconds), 250);
  }

  private tickSand(seconds: number): void {
    const left = sandLeft(this.turnedAt, Date.now(), seconds);
    if (left !== this.sand) this.sand = left;
    if (left > 0) return;
    this.stopSand();
    // Said once, as the sand runs out: not every second.
    this.say(SAND_OUT);
  }

  private stopSand(): void {
    if (this.ticking !== undefined) clearInterval(this.ticking);
    this.ticking = undefined;
  }

  /** Focus goes to the first marked square, else the first action button. */
  override focus(options?: FocusOptions): void {
    const first = this.renderRoot.querySelector<HTMLElement>('.target, .actions vscode-button, .pending vscode-button');
    first?.focus(options);
  }

  private live(): readonly ActionView[] {
    return this.interactive ? this.actions : [];
  }

  private say(text: string): void {
    this.notice = this.notice === text ? `${text}\u00a0` : text;
  }

  private send(action: Action, label: string): void {
    if (!this.interactive) return;
    this.dispatchEvent(new CustomEvent('crawl-act', { detail: { action, label }, bubbles: true, composed: true }));
  }

  /** The legal actions about each square, by its key. */
  private bySquare(): Map<string, ActionView[]> {
    const out = new Map<string, ActionView[]>();
    for (const a of this.live()) {
      if (!a.at) continue;
      const k = `${a.at.col},${a.at.row}`;
      out.set(k, [...(out.get(k) ?? []), a]);
    }
    // A square with a monster on it is for fighting: a click attacks rather than steps there.
    for (const list of out.values()) list.sort((a, b) => FIRST.indexOf(a.action.type) - FIRST.indexOf(b.action.type));
    return out;
  }

  /** A marked square chosen: its one action, or the first (the panel lists every one of them). */
  private activate(at: string): void {
    const here = this.bySquare().get(at) ?? [];
    const a = here[0];
    if (!a) return this.say('Nothing to do there now.');
    this.send(a.action, a.label);
  }

  private onKeyDown = (e: KeyboardEvent): void => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const origin = e.composedPath()[0];
    if (origin instanceof HTMLElement && (origin.tagName === 'INPUT' || origin.tagName === 'TEXTAREA')) return;
    const dir = ARROWS[e.key];
    if (!dir) return;
    e.preventDefault();
    const step = this.live().find((a) => a.action.type === 'step' && 'dir' in a.action && a.action.dir === dir);
    if (step) this.send(step.action, step.label);
    else this.say(`No step ${dir} now.`);
  };

  override render(): TemplateResult | typeof nothing {
    const b = this.board;
    if (!b) return nothing;
    return html`<div class="dungeon">
      <div class="map" aria-describedby="dungeon-help">${this.map(b)}</div>
      <aside class="beside">
        ${this.status(b)} ${this.story(b)} ${this.pending(b)} ${this.storePanel(b)} ${this.actionPanel(b)} ${this.party(b)}
      </aside>
      <p id="dungeon-help" class="sr-only">${this.help()}</p>
      <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${this.notice}</div>
    </div>`;
  }

  private help(): string {
    if (!this.interactive) return 'The dungeon. Nothing can be done now.';
    return 'The dungeon. The arrow keys step the hero on turn; Tab reaches the marked squares (a step, an attack, a door), and Enter or Space does what each says. The actions are also buttons beside the map.';
  }

  // ── The map ────────────────────────────────────────────────────────────────

  private map(b: DungeonBoardView): TemplateResult {
    const n = b.tileSize;
    const width = b.cols * n;
    const height = b.rows * n;
    const marked = this.bySquare();
    return html`<svg class="dungeon-map" viewBox="-0.5 -0.5 ${width + 1} ${height + 1}" preserveAspectRatio="xMidYMid meet" role="group" aria-label=${`The dungeon: ${b.rows} rows of tiles, ${b.tiles.filter((t) => t.state === 'face-up').length} of ${b.tiles.length} face up`}>
      <g aria-hidden="true">${b.tiles.map((t) => this.tile(b, t))} ${this.marks(b)} ${b.monsters.map((m) => this.monsterToken(m))} ${this.heroTokens(b)}</g>
      ${[...marked.entries()].map(([at, list]) => this.target(at, list))}
    </svg>`;
  }

  private tile(b: DungeonBoardView, t: DungeonTileView): SVGTemplateResult {
    const n = b.tileSize;
    const x0 = t.col * n;
    const y0 = t.row * n;
    if (t.state === 'face-down') {
      return svg`<g class="tile face-down" data-place=${`${t.row},${t.col}`}>
        <rect x=${x0 + 0.15} y=${y0 + 0.15} width=${n - 0.3} height=${n - 0.3} rx="0.4" class="back"></rect>
        <rect x=${x0 + 0.8} y=${y0 + 0.8} width=${n - 1.6} height=${n - 1.6} rx="0.3" class="back-inner"></rect>
        <text x=${x0 + n / 2} y=${y0 + n / 2 + 0.6} class="back-mark">?</text>
      </g>`;
    }
    const squares: SVGTemplateResult[] = [];
    t.grid.forEach((row, y) =>
      [...row].forEach((ch, x) => {
        squares.push(this.square(b, { x: x0 + x, y: y0 + y }, ch));
      }),
    );
    return svg`<g class="tile face-up kind-${t.kind}" data-place=${`${t.row},${t.col}`}><title>${t.name}</title>${squares}<rect class="tile-edge" x=${x0} y=${y0} width=${n} height=${n}></rect>${t.kind === 'store' ? this.storeSign(t, x0, y0, n) : nothing}</g>`;
  }

  /**
   * The Store tile apart from the rooms (mayhem.store.buy): its floor
   * tinted gold, a second, dashed outline inside its edge, and a coin sign
   * on the inner wall nearest its middle (the stall's counter), so that it
   * reads as the Store without its colour too.
   */
  private storeSign(t: { readonly grid: readonly string[] }, x0: number, y0: number, n: number): SVGTemplateResult {
    const mid = (n - 1) / 2;
    let best: { x: number; y: number } | undefined;
    t.grid.forEach((row, y) =>
      [...row].forEach((ch, x) => {
        const inner = x > 0 && y > 0 && x < n - 1 && y < n - 1;
        if (ch !== '#' || !inner) return;
        const d = Math.abs(x - mid) + Math.abs(y - mid);
        if (!best || d < Math.abs(best.x - mid) + Math.abs(best.y - mid)) best = { x, y };
      }),
    );
    const at = best ?? { x: mid, y: 0 };
    const cx = x0 + at.x + 0.5;
    const cy = y0 + at.y + 0.5;
    return svg`<g class="store-sign">
      <rect class="store-outline" x=${x0 + 0.18} y=${y0 + 0.18} width=${n - 0.36} height=${n - 0.36} rx="0.25"></rect>
      <circle class="store-coin" cx=${cx} cy=${cy} r="0.42"></circle>
      <text class="store-coin-mark" x=${cx} y=${cy + 0.22}>$</text>
    </g>`;
  }

  private square(b: DungeonBoardView, at: DungeonSquare, ch: string): SVGTemplateResult {
    const k = key(at);
    const open = b.openDoors.some((d) => key(d) === k);
    const spent = b.spentEncounters.some((d) => key(d) === k);
    const cls = ch === '#' ? 'wall' : ch === 'E' ? (spent ? 'floor spent' : 'floor encounter') : ch === 'T' ? 'floor trap' : ch === 'L' || ch === 'S' ? (open ? 'floor door open' : `door ${ch === 'L' ? 'locked' : 'secret'}`) : ch === '^' ? 'floor stairs' : ch === 'B' ? 'floor boss' : 'floor';
    const glyph = ch === 'E' ? (spent ? '' : 'E') : ch === 'T' ? '▲' : ch === 'L' ? (open ? '' : 'L') : ch === 'S' ? (open ? '' : 'S') : ch === '^' ? '≡' : ch === 'B' ? '☠' : '';
    return svg`<rect x=${at.x} y=${at.y} width="1" height="1" class="sq ${cls}" data-square=${k}></rect>${glyph ? svg`<text x=${at.x + 0.5} y=${at.y + 0.72} class="glyph g-${cls.split(' ').pop()}">${glyph}</text>` : nothing}`;
  }

  /** BLOCKED squares, loot and the traps monsters set, over the floor. */
  private marks(b: DungeonBoardView): SVGTemplateResult {
    return svg`${b.blocked.map((s) => svg`<g class="blocked"><rect x=${s.x + 0.08} y=${s.y + 0.08} width="0.84" height="0.84"></rect><path d=${`M${s.x + 0.15} ${s.y + 0.15}L${s.x + 0.85} ${s.y + 0.85}M${s.x + 0.85} ${s.y + 0.15}L${s.x + 0.15} ${s.y + 0.85}`}></path></g>`)}
    ${b.loot.map((l) => svg`<g class="loot"><title>${l.what}</title><circle cx=${l.x + 0.78} cy=${l.y + 0.22} r="0.18"></circle></g>`)}
    ${b.laidTraps.map(
      (t) => svg`<g class="laid-trap" data-laid=${key(t)}><title>${`${t.name}: a trap set here, sprung by the first hero to step on it`}</title><path d=${`M${t.x + 0.5} ${t.y + 0.2}L${t.x + 0.82} ${t.y + 0.78}L${t.x + 0.18} ${t.y + 0.78}Z`}></path></g>`,
    )}`;
  }

  private monsterToken(m: DungeonMonsterView): SVGTemplateResult {
    return svg`<g class="token monster ${m.boss ? 'boss' : ''}" data-monster=${m.number}>
      <rect x=${m.at.x + 0.08} y=${m.at.y + 0.08} width="0.84" height="0.84" rx="0.12"></rect>
      <text x=${m.at.x + 0.5} y=${m.at.y + 0.5} class="token-number">${m.boss ? '☠' : m.number}</text>
      <text x=${m.at.x + 0.5} y=${m.at.y + 0.86} class="token-hp">${m.hp}</text>
    </g>`;
  }

  /** Heroes on the board; several on one square stand side by side, smaller. */
  private heroTokens(b: DungeonBoardView): SVGTemplateResult[] {
    const inPlay = b.heroes.filter((h) => h.status === 'in');
    const bySquare = new Map<string, DungeonHeroView[]>();
    for (const h of inPlay) bySquare.set(key(h.at), [...(bySquare.get(key(h.at)) ?? []), h]);
    return [...bySquare.values()].flatMap((here) =>
      here.map((h, i) => {
        const r = here.length === 1 ? 0.4 : here.length === 2 ? 0.27 : 0.22;
        const per = Math.ceil(Math.sqrt(here.length));
        const cx = h.at.x + (here.length === 1 ? 0.5 : ((i % per) + 0.5) / per);
        const cy = h.at.y + (here.length === 1 ? 0.5 : (Math.floor(i / per) + 0.5) / per);
        return svg`<g class="token hero seat-${h.number} ${teamClass(h)} ${b.onTurn === h.seat ? 'on-turn' : ''}" data-hero=${h.number}>
          <circle cx=${cx} cy=${cy} r=${r}></circle>
          <text x=${cx} y=${cy} class="token-number" font-size=${r * 1.3}>${h.number}</text>
        </g>`;
      }),
    );
  }

  /** A square a legal action is about: a ring, a tab stop and a button. */
  private target(at: string, list: readonly ActionView[]): SVGTemplateResult {
    const [x, y] = at.split(',').map(Number) as [number, number];
    const kind = list[0]!.action.type;
    const label = list.map((a) => a.label).join('; or ');
    return svg`<rect class="target kind-${kind}" x=${x + 0.04} y=${y + 0.04} width="0.92" height="0.92" rx="0.18" tabindex="0" role="button" data-square=${at} aria-label=${label}
      @click=${() => this.activate(at)}
      @keydown=${(e: KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          this.activate(at);
        }
      }}><title>${label}</title></rect>`;
  }

  // ── Beside the map ─────────────────────────────────────────────────────────

  private status(b: DungeonBoardView): TemplateResult {
    const onTurn = b.heroes.find((h) => h.seat === b.onTurn);
    return html`<section class="status" aria-label="Round and die">
      <span class="round">Round ${b.round}${onTurn ? html` · <b>${onTurn.name}</b>'s turn` : nothing}</span>
      <span class="die" role="img" aria-label=${b.lastRoll === null ? 'The die has not been rolled yet' : `The die last showed ${b.lastRoll}`}>${b.lastRoll === null ? '–' : dieFace(b.lastRoll)}</span>
    </section>`;
  }

  /** A narrative module's back-story (open in the first round, folded after) and its goals, each ticked when met. */
  private story(b: DungeonBoardView): TemplateResult | typeof nothing {
    const st = b.story;
    if (!st) return nothing;
    return html`<section class="story" aria-labelledby="story-title">
      <details ?open=${b.round === 1}>
        <summary><h3 id="story-title">${st.title}</h3></summary>
        ${st.lines.map((l) => html`<p>${l}</p>`)}
      </details>
      <ul class="goals" aria-label="Goals">
        ${st.goals.map((g) => html`<li class=${g.met ? 'met' : ''}><span aria-hidden="true">${g.met ? '✓' : '○'}</span> ${g.text}<span class="sr-only">${g.met ? ' (met)' : ' (not yet)'}</span></li>`)}
      </ul>
    </section>`;
  }

  /** The riddle, twister, challenge or choice that waits, with its answers. */
  private pending(b: DungeonBoardView): TemplateResult | typeof nothing {
    const p = b.pending;
    if (!p) return nothing;
    const answers = this.live().filter((a) => a.action.type === 'judge' || a.action.type === 'choose');
    const riddle = p.kind === 'riddle' && this.interactive;
    const out = this.sand === 0;
    return html`<section class="pending kind-${p.kind}" role="group" aria-labelledby="pending-title">
      <h3 id="pending-title">${p.title}</h3>
      ${this.sand !== undefined && p.hourglass ? this.hourglass(this.sand, p.hourglass) : nothing}
      ${p.kind === 'choice' ? nothing : html`<blockquote>${p.lines.map((l) => html`<p>${l}</p>`)}</blockquote>`}
      ${riddle
        ? html`<form class="answer" @submit=${(e: Event) => this.onAnswer(e)}>
            <input aria-label="Your answer" placeholder="Your answer" .value=${this.answer} @input=${(e: InputEvent) => (this.answer = (e.target as HTMLInputElement).value)} />
            <vscode-button type="submit" ?disabled=${this.answer.trim() === ''} @click=${(e: Event) => this.onAnswer(e)}>Answer</vscode-button>
          </form>`
        : nothing}
      ${answers.length > 0
        ? html`<div class="answers">${answers.map((a) => {
            const failed = a.action.type === 'judge' && 'outcome' in a.action && a.action.outcome === 'failed';
            // Once the sand is out, the failed verdict is the one offered first.
            return html`<vscode-button ?secondary=${out ? !failed : failed} data-type=${a.action.type} @click=${() => this.send(a.action, a.label)}>${a.label.replace(/^Choose: /, '')}</vscode-button>`;
          })}</div>`
        : nothing}
    </section>`;
  }

  /** The hourglass: the sand left as a bar and a clock, read by a screen reader on demand (role timer), announced only when it runs out. */
  private hourglass(left: number, seconds: number): TemplateResult {
    const share = Math.round((100 * left) / Math.max(1, seconds));
    return html`<div class="hourglass ${left === 0 ? 'out' : ''}" role="timer" aria-live="off" aria-label=${left === 0 ? 'The hourglass has run out' : `${clockWords(left)} left in the hourglass`}>
      <svg class="glass" viewBox="0 0 10 14" aria-hidden="true"><path d="M1 1h8L5 7l4 6H1l4-6z"></path></svg>
      <svg class="sand" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true"><rect width=${share} height="1"></rect></svg>
      <span class="clock" aria-hidden="true">${left === 0 ? 'Time is up' : clockWords(left)}</span>
    </div>
    ${left === 0 ? html`<p class="times-up">The sand has run out: the challenge is failed, unless the table saw it met in time.</p>` : nothing}`;
  }

  private onAnswer(e: Event): void {
    e.preventDefault();
    const text = this.answer.trim();
    if (text === '') return;
    this.send({ type: 'answer', text } as Action, `Answer "${text}"`);
  }

  /**
   * The Store's price list while the hero on turn stands in it: each entry
   * its price, the card, its kind and rules text, a tag when the buyer could
   * not use it, and a Buy button when the rules allow the purchase (else why
   * not: the gold short, too heavy). A pick entry folds out the cards of its
   * kind the treasure deck holds, each with its own Buy button.
   */
  private storePanel(b: DungeonBoardView): TemplateResult | typeof nothing {
    const st = b.store;
    if (!st) return nothing;
    const buys = this.live().filter((a) => a.action.type === 'buy');
    const offer = (entry: number, pick?: string) => buys.find((a) => (a.action as { entry: number }).entry === entry && (a.action as { pick?: string }).pick === pick);
    const note = (ware: DungeonWareView) => (ware.usable ? nothing : html`<span class="ware-tag">not for ${st.buyer}</span>`);
    const buy = (a: ActionView | undefined, name: string, price: number) =>
      a ? html`<vscode-button secondary class="buy" aria-label=${`Buy ${name} for ${price} gold`} @click=${() => this.send(a.action, a.label)}>Buy</vscode-button>` : nothing;
    const short = (why: string | undefined) => (why ? html`<span class="ware-short">${why}</span>` : nothing);
    return html`<section class="store" aria-labelledby="store-title">
      <h3 id="store-title">${st.name}</h3>
      <p class="purse">${st.buyer} has <b>${st.gold} gold</b>. Buying uses no action.</p>
      <ul class="wares" aria-label=${`The price list of ${st.name}`}>
        ${st.entries.map(
          (e) => html`<li class="ware ${e.short ? 'short' : ''} ${e.ware.usable ? '' : 'unusable'}" data-entry=${e.entry}>
            <span class="price">${e.price} gold</span>
            <span class="ware-main">
              <span class="ware-name">${e.ware.name}</span> <span class="ware-kind">${e.ware.kind}</span> ${e.picks ? nothing : note(e.ware)}
              <span class="ware-text">${e.ware.text.join(' ')}</span>
              ${short(e.short)}
            </span>
            ${e.picks ? nothing : buy(offer(e.entry), e.ware.name, e.price)}
            ${e.picks
              ? html`<details class="picks">
                  <summary>${e.picks.length} ${e.ware.kind}${e.picks.length === 1 ? '' : 's'} in the deck</summary>
                  <ul aria-label=${`${e.ware.kind}s to pick, ${e.price} gold each`}>
                    ${e.picks.map(
                      (c) => html`<li class="ware pick ${c.usable ? '' : 'unusable'}" data-pick=${c.id}>
                        <span class="ware-main"><span class="ware-name">${c.name}</span> ${note(c)}<span class="ware-text">${c.text.join(' ')}</span></span>
                        ${buy(offer(e.entry, c.id), c.name, e.price)}
                      </li>`,
                    )}
                  </ul>
                </details>`
              : nothing}
          </li>`,
        )}
      </ul>
    </section>`;
  }

  /** The legal actions as buttons: the moves as a cross of arrows, then by kind, then ending the turn. */
  private actionPanel(b: DungeonBoardView): TemplateResult | typeof nothing {
    // The verdicts and choices go with the challenge; a typed answer has its own box; purchases with the price list.
    const live = this.live().filter((a) => a.action.type !== 'judge' && a.action.type !== 'choose' && a.typed === undefined && !(b.store && a.action.type === 'buy'));
    if (live.length === 0) return nothing;
    const steps = new Map(live.filter((a) => a.action.type === 'step').map((a) => [(a.action as { dir: string }).dir, a]));
    const arrow = (dir: string, glyph: string) => {
      const a = steps.get(dir);
      return a ? html`<button class="step step-${dir}" aria-label=${a.label} title=${a.label} @click=${() => this.send(a.action, a.label)}>${glyph}</button>` : html`<span class="step step-${dir} none" aria-hidden="true"></span>`;
    };
    const end = live.find((a) => a.action.type === 'end-turn');
    return html`<section class="actions" aria-label="What the hero on turn can do">
      ${steps.size > 0 ? html`<div class="steps" role="group" aria-label="Move">${arrow('north', '↑')}${arrow('west', '←')}${arrow('east', '→')}${arrow('south', '↓')}</div>` : nothing}
      ${GROUPS.map((g) => {
        const list = fewerGold(live.filter((a) => g.types.includes(a.action.type)));
        return list.length === 0
          ? nothing
          : html`<div class="group" role="group" aria-label=${g.title}>
              <h3>${g.title}</h3>
              ${list.map((a) => html`<vscode-button secondary class="act" data-type=${a.action.type} @click=${() => this.send(a.action, a.label)}>${a.label}</vscode-button>`)}
            </div>`;
      })}
      ${end ? html`<vscode-button class="end-turn" @click=${() => this.send(end.action, end.label)}>${end.label}</vscode-button>` : nothing}
    </section>`;
  }

  private party(b: DungeonBoardView): TemplateResult {
    return html`<section class="party" aria-label=${b.teams ? 'The teams' : 'The party'}>
      ${b.teams
        ? html`<ul class="teams" aria-label="The teams">
            ${b.teams.map((t, i) => html`<li class="team-${i + 1}"><b>${t.name}</b>: ${t.bossDefeated ? 'a boss defeated' : 'no boss defeated yet'} · ${t.goldEscaped} gold escaped</li>`)}
          </ul>`
        : nothing}
      ${b.heroes.map(
        (h) => html`<article class="hero seat-${h.number} ${b.onTurn === h.seat ? 'on-turn' : ''} ${h.status}" aria-label=${heroWords(h)}>
          <header>
            <span class="badge" aria-hidden="true">${h.number}</span>
            <span class="name">${h.name}</span>
            <span class="calling">${h.calling}</span>
            ${h.team ? html`<span class="team ${teamClass(h)}">${h.team}</span>` : nothing}
            ${h.status === 'in' ? nothing : html`<span class="fate">${h.status === 'dead' ? 'fallen' : 'escaped'}</span>`}
          </header>
          <div class="hp" aria-hidden="true"><svg class="bar" viewBox="0 0 100 1" preserveAspectRatio="none"><rect width=${Math.round((100 * h.hp) / Math.max(1, h.maxHp))} height="1"></rect></svg><span class="hp-words">${h.hp}/${h.maxHp} HP</span></div>
          <p class="stats" aria-hidden="true">MOV ${h.stats.mov} · STR ${h.stats.str} · INT ${h.stats.int} · DEX ${h.stats.dex} · ${h.gold} gold</p>
          <p class="abilities" aria-hidden="true">${h.abilities.map((a) => html`<span class="ability a-${a.replace(' ', '-')}">${a}</span>`)}</p>
          ${h.items.length > 0 ? html`<ul class="items">${h.items.map((i) => html`<li title=${i.text.join(' ')}>${i.name}</li>`)}</ul>` : nothing}
          ${h.effects.length > 0 ? html`<p class="effects">${h.effects.join(', ')}</p>` : nothing}
        </article>`,
      )}
      ${b.monsters.length > 0
        ? html`<ul class="monsters" aria-label="Monsters">
            ${b.monsters.map((m) => html`<li class=${m.boss ? 'boss' : ''} title=${m.text.join(' ')}><b>#${m.number} ${m.name}</b>${m.boss ? ' (the boss)' : ''}: ${m.hp}/${m.maxHp} HP${m.effects.length ? `, ${m.effects.join(', ')}` : ''}</li>`)}
          </ul>`
        : nothing}
    </section>`;
  }

  static override styles = [shared, dungeonBoardStyles];
}

/** A hero's sheet in one sentence, for a screen reader. */
export function heroWords(h: DungeonHeroView): string {
  const fate = h.status === 'dead' ? ', fallen' : h.status === 'escaped' ? ', escaped' : '';
  const cards = h.items.length > 0 ? `; carries ${h.items.map((i) => i.name).join(', ')}` : '';
  const team = h.team ? `, ${h.team}` : '';
  return `${h.number}. ${h.name}, ${h.calling}${team}${fate}: ${h.hp} of ${h.maxHp} HP, MOV ${h.stats.mov}, STR ${h.stats.str}, INT ${h.stats.int}, DEX ${h.stats.dex}, ${h.gold} gold; ${h.abilities.join(' and ')}${cards}${h.effects.length ? `; ${h.effects.join(', ')}` : ''}`;
}

/** A hero's team as a class ("team-2"), for their token's ring and their sheet's tag; none in the cooperative game. */
const teamClass = (h: DungeonHeroView): string => (h.team ? `team-${h.team.replace(/\D/g, '')}` : '');

/** Giving gold is offered a coin at a time up to all of it: the panel keeps one coin and all, for each hero. */
function fewerGold(list: readonly ActionView[]): ActionView[] {
  const most = new Map<number, number>();
  for (const a of list) if (a.action.type === 'give-gold') most.set((a.action as { to: number }).to, Math.max(most.get((a.action as { to: number }).to) ?? 0, (a.action as { gold: number }).gold));
  return list.filter((a) => a.action.type !== 'give-gold' || (a.action as { gold: number }).gold === 1 || (a.action as { gold: number }).gold === most.get((a.action as { to: number }).to));
}

const DIE = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
const dieFace = (n: number): string => DIE[n - 1] ?? String(n);

/** What a square is, in words ("locked door"). */
export const squareWords = (ch: string): string => SQUARE_WORDS[ch] ?? 'square';

customElements.define('crawl-dungeon-board', DungeonBoard);

declare global {
  interface HTMLElementTagNameMap {
    'crawl-dungeon-board': DungeonBoard;
  }
}
