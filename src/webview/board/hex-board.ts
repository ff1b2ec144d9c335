import { LitElement, css, html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { repeat } from 'lit/directives/repeat.js';
import '@vscode-elements/elements/dist/vscode-toolbar-button/index.js';
import { directionTo, type Hex, HEX_DIRECTION_NAMES, hexEquals, hexKey, hexLabel, hexNeighbour, type MappedHex } from '../../engine';
import { iconStyles, screenFullIcon, targetIcon, zoomInIcon, zoomOutIcon } from '../shared/icons';
import { shared } from '../shared/styles';
import { TERRAINS, plural, type Terrain } from '../shared/terrain';
import { ZOOM_STEP, centreOn, fitBox, isWellInView, panBy, visibleBox, viewBox, zoomAt, type Camera, type Viewport } from './camera';
import { DIRECTION_KEYS, commandFor } from './keys';
import { circleAt, stamp, stampAt, type Stamp } from './glyph-path';
import { HEX_SIZE, boundsOf, hexOutlineAt, hexPoints, hexToPixel, type Box } from './layout';
import { GLYPHS, boardDefs } from './mana-symbols';

/** Fired when the player picks a hex to move to; the app turns it into an `act` intent. */
export type MoveRequestEvent = CustomEvent<{ to: Hex }>;
/** Fired (debounced) after the player pans or zooms, so the view survives a reload. */
export type CameraChangeEvent = CustomEvent<Camera>;

/** Below this zoom the mana symbols are too small to read and are left out. */
const SYMBOL_MIN_ZOOM = 0.4;
/** A press that travels further than this (pixels) is a drag, not a click. */
const DRAG_THRESHOLD = 5;
/** Room the hint bar takes at the bottom of the map, in pixels. */
const HINT_BAR_HEIGHT = 44;
/** The mana symbol's disc radius on a hex, in world units. */
const DISC_RADIUS = 16;
/** Glyphs are drawn in a 100-unit box whose disc has radius 44; scale them to the hex's disc. */
const STAMPS = Object.fromEntries(TERRAINS.map((t) => [t, stamp(GLYPHS[t], DISC_RADIUS / 44)])) as Record<Terrain, Stamp>;
const DEFS = boardDefs();
const INSET_POINTS = hexPoints(HEX_SIZE - 4);

/**
 * The hex map: mapped hexes, the token, the start and the current encounter,
 * and — when the player may move — the adjacent hexes they can move to. It
 * holds only view state (camera, keyboard selection); the game comes in as
 * properties and moves go out as events.
 */
export class HexBoard extends LitElement {
  static override properties = {
    hexes: { attribute: false },
    token: { attribute: false },
    encounterAt: { attribute: false },
    targets: { attribute: false },
    highlights: { attribute: false },
    interactive: { type: Boolean },
    compact: { type: Boolean, reflect: true },
    initialCamera: { attribute: false },
    camera: { state: true },
    viewport: { state: true },
    dragging: { state: true },
    notice: { state: true },
  };

  declare hexes: readonly MappedHex[];
  declare token: Hex;
  declare encounterAt: Hex | null;
  /** Hexes the player may move to now (from the host's legal actions). */
  declare targets: readonly Hex[];
  /** Hexes to mark as changed (the Compare view): outlined in the focus colour. */
  declare highlights: readonly Hex[];
  /** False while read-only or while a move is on its way to the host. */
  declare interactive: boolean;
  /** A small map beside the card table: no hint bar, and the token kept in view when the size changes. */
  declare compact: boolean;
  declare initialCamera: Camera | undefined;
  declare camera: Camera | undefined;
  declare viewport: Viewport;
  declare dragging: boolean;
  declare notice: string;

  private byKey = new Map<string, MappedHex>();
  /** The world box whose hexes are drawn: the view plus a margin, so small pans redraw nothing. */
  private region: Box | undefined;
  private drag: { id: number; x: number; y: number; from: Camera; moved: boolean } | undefined;
  private suppressClick = false;
  private focusWasInside = false;
  private resizer: ResizeObserver | undefined;
  private cameraTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.hexes = [];
    this.token = { q: 0, r: 0 };
    this.encounterAt = null;
    this.targets = [];
    this.highlights = [];
    this.interactive = false;
    this.compact = false;
    this.initialCamera = undefined;
    this.camera = undefined;
    this.viewport = { width: 0, height: 0 };
    this.dragging = false;
    this.notice = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The observer also reports the first size, after the page's first layout and before that frame is painted:
    // measuring then costs no layout of its own (asking for the size as the board is first rendered made the
    // browser lay out a half-built playmat, to lay it out again once built).
    this.resizer = new ResizeObserver(() => this.measure());
    this.resizer.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizer?.disconnect();
    clearTimeout(this.cameraTimer);
  }

  private measure(): void {
    const { width, height } = this.getBoundingClientRect();
    if (width === this.viewport.width && height === this.viewport.height) return;
    this.viewport = { width, height };
    // The map grows and shrinks as the table comes and goes: keep the token in sight.
    if (this.camera && width > 0 && !isWellInView(this.camera, this.viewport, hexToPixel(this.token))) {
      this.camera = centreOn(this.camera, hexToPixel(this.token));
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.focusWasInside = Boolean(this.shadowRoot?.activeElement);
    if (changed.has('hexes')) this.byKey = new Map(this.hexes.map((h) => [hexKey(h), h]));
    const ready = this.viewport.width > 0 && this.hexes.length > 0;
    if (!this.camera && ready) {
      this.camera = this.initialCamera ?? this.openingCamera();
    } else if (this.camera && changed.has('token') && changed.get('token') !== undefined) {
      // Follow the token when a move takes it near the edge of the view.
      const at = hexToPixel(this.token);
      if (!isWellInView(this.camera, this.viewport, at)) this.camera = centreOn(this.camera, at);
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    // A focused target hex may have gone (the move is on its way, or done) or now mean another hex:
    // keep the keyboard on the map so the next direction key works without a click.
    if (this.focusWasInside && (changed.has('token') || changed.has('targets') || changed.has('interactive'))) {
      const active = this.shadowRoot?.activeElement;
      const stale =
        !active ||
        (active instanceof SVGElement &&
          active.classList.contains('target') &&
          (changed.has('token') || !this.interactive || !this.targets.some((t) => hexKey(t) === active.dataset.hex)));
      if (stale) this.mapElement?.focus({ preventScroll: true });
    }
  }

  /** The whole map when it fits at a readable size, else the token's surroundings. */
  private openingCamera(): Camera {
    const whole = this.fitted();
    return whole.zoom >= 0.6 ? whole : { ...hexToPixel(this.token), zoom: 1 };
  }

  /** The whole map in view, kept clear of the hint bar along the bottom edge. */
  private fitted(maxZoom = 1.2): Camera {
    const { width, height } = this.viewport;
    const c = fitBox(boundsOf(this.hexes), { width, height: Math.max(100, height - HINT_BAR_HEIGHT) }, 32, maxZoom);
    return { ...c, y: c.y + HINT_BAR_HEIGHT / 2 / c.zoom };
  }

  private get mapElement(): HTMLElement | null {
    return this.shadowRoot?.querySelector('.map') ?? null;
  }

  // ── Rendering ───────────────────────────────────────────────────────────

  override render(): TemplateResult {
    const cam = this.camera ?? { x: 0, y: 0, zoom: 1 };
    const vp = this.viewport.width > 0 ? this.viewport : { width: 800, height: 600 };
    const seen = visibleBox(cam, vp);
    if (this.camera && (!this.region || !encloses(this.region, seen))) this.region = grow(seen, (seen.maxX - seen.minX) / 4, (seen.maxY - seen.minY) / 4);
    const region = this.region;
    return html`
      <div
        class="map ${this.dragging ? 'dragging' : ''}"
        tabindex="0"
        role="application"
        aria-roledescription="hex map"
        aria-label="Map"
        aria-describedby="map-description"
        @keydown=${this.onKeyDown}
        @pointerdown=${this.onPointerDown}
        @pointermove=${this.onPointerMove}
        @pointerup=${this.onPointerUp}
        @pointercancel=${this.onPointerUp}
        @wheel=${this.onWheel}
      >
        <svg class="board ${cam.zoom < SYMBOL_MIN_ZOOM ? 'far' : ''}" viewBox=${viewBox(cam, vp)} aria-hidden=${this.targets.length ? nothing : 'true'}>
          ${DEFS}
          <rect class="backdrop" x=${seen.minX} y=${seen.minY} width=${seen.maxX - seen.minX} height=${seen.maxY - seen.minY} fill="url(#grid-dots)"></rect>
          ${guard([this.hexes, region], () => (region ? hexLayers(this.hexes, region) : nothing))}
          <g class="markers" aria-hidden="true">${this.markers()}</g>
          <g class="targets">${this.interactive ? repeat(this.targets, hexKey, (t) => this.targetTile(t)) : nothing}</g>
        </svg>
      </div>
      <div class="toolbar" role="toolbar" aria-label="Map view">
        <vscode-toolbar-button label="Zoom in (+)" title="Zoom in (+)" @click=${() => this.zoomBy(ZOOM_STEP)}>${zoomInIcon()}</vscode-toolbar-button>
        <vscode-toolbar-button label="Zoom out (−)" title="Zoom out (−)" @click=${() => this.zoomBy(1 / ZOOM_STEP)}>${zoomOutIcon()}</vscode-toolbar-button>
        <vscode-toolbar-button label="Centre on token (C)" title="Centre on token (C)" @click=${this.centreOnToken}>${targetIcon()}</vscode-toolbar-button>
        <vscode-toolbar-button label="Show the whole map (F)" title="Show the whole map (F)" @click=${this.fitMap}>${screenFullIcon()}</vscode-toolbar-button>
      </div>
      ${this.compact ? nothing : this.hintBar()}
      <p id="map-description" class="sr-only">${this.description()}</p>
      <div class="sr-only" role="status" aria-live="polite">${this.notice}</div>
    `;
  }

  /** A one-line reminder of the controls, on the map itself (the full legend is in the side panel). */
  private hintBar(): TemplateResult {
    const what =
      this.interactive && this.targets.length > 0
        ? html`Move: click a marked hex, or <kbd>W</kbd><kbd>E</kbd><kbd>A</kbd><kbd>D</kbd><kbd>Z</kbd><kbd>X</kbd> then <kbd>Enter</kbd>`
        : this.encounterAt
          ? html`Encounter in progress: defeat the creature to move on`
          : html`You move after your turn, when you travel`;
    return html`<div class="hints" aria-hidden="true">
      <span>${what}</span>
      <span class="quiet">Pan: drag or <kbd>←</kbd><kbd>→</kbd><kbd>↑</kbd><kbd>↓</kbd> · Zoom: wheel or <kbd>+</kbd><kbd>−</kbd> · <kbd>C</kbd> token · <kbd>F</kbd> whole map</span>
    </div>`;
  }

  private markers(): TemplateResult {
    const token = hexToPixel(this.token);
    const enc = this.encounterAt ? hexToPixel(this.encounterAt) : undefined;
    const start = this.byKey.has('0,0') ? hexToPixel({ q: 0, r: 0 }) : undefined;
    return svg`
      ${this.highlights.length > 0
        ? svg`<path class="changed" data-count=${this.highlights.length} d=${this.highlights.map((h) => { const p = hexToPixel(h); return hexOutlineAt(p.x, p.y, HEX_SIZE * 0.9); }).join('')}></path>`
        : nothing}
      ${start ? svg`<use class="start-flag" data-hex="0,0" href="#flag" x=${start.x - 31} y=${start.y - 36} width="30" height="30"></use>` : nothing}
      ${enc ? svg`<g class="encounter" data-hex=${hexKey(this.encounterAt!)} transform=${translate(enc)}>
            <polygon class="encounter-ring" points=${INSET_POINTS}></polygon>
            <use class="swords" href="#swords" x="9" y="-35" width="24" height="24"></use>
          </g>` : nothing}
      <g class="token" data-hex=${hexKey(this.token)} transform=${translate(token)}>
        <ellipse class="token-shadow" cx="0" cy="14" rx="13" ry="4"></ellipse>
        <use class="token-piece" href="#token" x="-22" y="-24" width="44" height="44"></use>
      </g>
    `;
  }

  private targetTile(t: Hex): TemplateResult {
    const dir = directionTo(this.token, t);
    const hex = this.byKey.get(hexKey(t));
    const key = DIRECTION_KEYS[dir] ?? '';
    const what = hex?.land ? `${hex.land} (a ${hex.terrain} hex)` : (hex?.terrain ?? 'hex');
    const label = `Move ${HEX_DIRECTION_NAMES[dir] ?? ''} to the ${what} at ${hexLabel(t)}${hex && !hex.explored ? ', not yet explored' : ''}`;
    return svg`<g
      class="target"
      role="button"
      tabindex="-1"
      data-hex=${hexKey(t)}
      aria-label=${label}
      aria-keyshortcuts=${key}
      transform=${translate(hexToPixel(t))}
      @click=${() => this.onTargetClick(t)}
    >
      <polygon class="target-face" points=${INSET_POINTS}></polygon>
      <g class="key-hint" aria-hidden="true">
        <rect x="-9" y="15" width="18" height="16" rx="3"></rect>
        <text x="0" y="27">${key}</text>
      </g>
    </g>`;
  }

  private description(): string {
    const here = this.byKey.get(hexKey(this.token));
    const explored = this.hexes.reduce((n, h) => n + (h.explored ? 1 : 0), 0);
    const parts = [
      `Token on the ${here?.terrain ?? 'hex'} at ${hexLabel(this.token)}.`,
      `${plural(this.hexes.length, 'hex', 'hexes')} mapped, ${explored} explored.`,
    ];
    if (this.interactive && this.targets.length > 0) {
      const moves = this.targets.map((t) => {
        const d = directionTo(this.token, t);
        return `${DIRECTION_KEYS[d]} ${HEX_DIRECTION_NAMES[d]} to ${this.byKey.get(hexKey(t))?.terrain ?? 'a hex'}`;
      });
      parts.push(`You can move: ${moves.join(', ')}. Press a direction key to choose a hex, then Enter to move.`);
    } else {
      parts.push('No moves are offered now.');
    }
    parts.push('Arrow keys pan, plus and minus zoom, C centres on the token, F shows the whole map.');
    return parts.join(' ');
  }

  // ── Input ───────────────────────────────────────────────────────────────

  private onKeyDown = (e: KeyboardEvent): void => {
    const cmd = commandFor(e);
    if (!cmd) return;
    e.preventDefault();
    switch (cmd.kind) {
      case 'select':
        return this.select(cmd.direction);
      case 'confirm': {
        const active = this.shadowRoot?.activeElement;
        const chosen = active instanceof SVGElement ? this.targets.find((t) => hexKey(t) === active.dataset.hex) : undefined;
        if (chosen) this.requestMove(chosen);
        else this.say(this.targets.length ? `Choose a hex first: ${this.availableKeys()}.` : 'No moves are offered now.');
        return;
      }
      case 'cancel':
        this.mapElement?.focus();
        return;
      case 'pan':
        return this.setCamera(panBy(this.cam(), cmd.dx, cmd.dy));
      case 'zoom':
        return this.zoomBy(cmd.factor === 'in' ? ZOOM_STEP : 1 / ZOOM_STEP);
      case 'centre':
        return this.centreOnToken();
      case 'fit':
        return this.fitMap();
    }
  };

  private select(direction: number): void {
    const to = hexNeighbour(this.token, direction);
    const name = HEX_DIRECTION_NAMES[direction];
    if (this.interactive && this.targets.some((t) => hexEquals(t, to))) {
      const el = this.shadowRoot?.querySelector<SVGGElement>(`.target[data-hex="${hexKey(to)}"]`);
      el?.focus();
      return;
    }
    if (!this.interactive || this.targets.length === 0) this.say('No moves are offered now.');
    else if (!this.byKey.has(hexKey(to))) this.say(`Nothing is mapped to the ${name}. You can move: ${this.availableKeys()}.`);
    else this.say(`You cannot move ${name} now.`);
  }

  private availableKeys(): string {
    return this.targets.map((t) => `${DIRECTION_KEYS[directionTo(this.token, t)]} ${HEX_DIRECTION_NAMES[directionTo(this.token, t)]}`).join(', ');
  }

  private say(text: string): void {
    // Re-setting the same text would not be announced again.
    this.notice = this.notice === text ? `${text}\u00a0` : text;
  }

  private onTargetClick(t: Hex): void {
    if (this.suppressClick) return;
    this.requestMove(t);
  }

  private requestMove(to: Hex): void {
    if (!this.interactive) return;
    this.dispatchEvent(new CustomEvent('crawl-move', { detail: { to: { q: to.q, r: to.r } }, bubbles: true, composed: true }));
  }

  private onPointerDown = (e: PointerEvent): void => {
    if (e.button !== 0 || !this.camera) return;
    this.drag = { id: e.pointerId, x: e.clientX, y: e.clientY, from: this.camera, moved: false };
    this.suppressClick = false;
  };

  private onPointerMove = (e: PointerEvent): void => {
    const d = this.drag;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      // Capture only once it is a drag, so a plain click still reaches the hex under it.
      d.moved = true;
      this.dragging = true;
      (e.currentTarget as Element).setPointerCapture(e.pointerId);
    }
    this.setCamera(panBy(d.from, dx, dy));
  };

  private onPointerUp = (e: PointerEvent): void => {
    const d = this.drag;
    if (!d || d.id !== e.pointerId) return;
    this.drag = undefined;
    if (d.moved) {
      this.dragging = false;
      this.suppressClick = true;
      // The click that ends a drag arrives right after pointerup; forget it after that.
      setTimeout(() => (this.suppressClick = false), 0);
    }
  };

  private onWheel = (e: WheelEvent): void => {
    if (!this.camera) return;
    e.preventDefault();
    const lines = e.deltaMode === WheelEvent.DOM_DELTA_LINE ? 33 : e.deltaMode === WheelEvent.DOM_DELTA_PAGE ? 400 : 1;
    const delta = Math.max(-200, Math.min(200, e.deltaY * lines));
    const rect = this.getBoundingClientRect();
    this.setCamera(zoomAt(this.camera, this.viewport, Math.pow(ZOOM_STEP, -delta / 100), { x: e.clientX - rect.left, y: e.clientY - rect.top }));
  };

  // ── Camera ──────────────────────────────────────────────────────────────

  private cam(): Camera {
    return this.camera ?? { ...hexToPixel(this.token), zoom: 1 };
  }

  private setCamera(c: Camera): void {
    this.camera = c;
    clearTimeout(this.cameraTimer);
    this.cameraTimer = setTimeout(() => this.dispatchEvent(new CustomEvent('camera-change', { detail: c, bubbles: true, composed: true })), 250);
  }

  zoomBy(factor: number): void {
    this.setCamera(zoomAt(this.cam(), this.viewport, factor));
  }

  centreOnToken = (): void => {
    this.setCamera(centreOn(this.cam(), hexToPixel(this.token)));
  };

  fitMap = (): void => {
    this.setCamera(this.fitted(1));
  };

  static override styles = [
    shared,
    iconStyles,
    css`
      :host {
        display: block;
        position: relative;
        overflow: hidden;
        background: var(--crawl-board-bg);
        min-height: 0;
      }
      .map {
        position: absolute;
        inset: 0;
        cursor: grab;
        touch-action: none;
        user-select: none;
      }
      .map.dragging {
        cursor: grabbing;
      }
      .map:focus-visible {
        outline: 1px solid var(--vscode-focusBorder);
        outline-offset: -1px;
      }
      svg.board {
        display: block;
        width: 100%;
        height: 100%;
      }
      .grid-dot {
        fill: var(--crawl-grid-dot);
      }
      .face {
        stroke: var(--crawl-gap);
        stroke-width: 2.5;
        stroke-linejoin: round;
      }
      .face.seen {
        fill: var(--crawl-fill);
      }
      .nonbasic {
        fill: none;
        stroke: var(--crawl-marker-outline);
        stroke-width: 3;
        stroke-dasharray: 6 4;
        stroke-linejoin: round;
        pointer-events: none;
      }
      .hatch-bg {
        fill: var(--crawl-pale);
      }
      .hatch-line {
        fill: var(--crawl-fill);
        opacity: var(--crawl-hatch-opacity, 0.45);
      }
      .symbols,
      .markers {
        pointer-events: none;
      }
      .glyph .disc {
        fill: var(--crawl-disc);
      }
      .glyph .ink {
        fill: var(--crawl-ink);
      }
      .glyph.unseen {
        opacity: 0.6;
      }
      .far .symbols {
        display: none;
      }
      .start-flag {
        fill: var(--crawl-flag);
        stroke: var(--crawl-marker-outline);
        stroke-width: 5;
        paint-order: stroke;
      }
      /* Changed since the other save (the Compare view): a ring in the focus colour, dashed so it reads without colour too. */
      .changed {
        fill: none;
        stroke: var(--vscode-focusBorder);
        stroke-width: 4;
        stroke-dasharray: 10 5;
      }
      .encounter-ring {
        fill: none;
        stroke: var(--crawl-encounter);
        stroke-width: 4;
        animation: var(--crawl-pulse, pulse 1.6s ease-in-out infinite);
      }
      .swords {
        color: var(--crawl-encounter);
        fill: var(--crawl-encounter-ink);
      }
      .token {
        transition: var(--crawl-token-move, transform 180ms ease-out);
      }
      .token-shadow {
        fill: #000;
        opacity: 0.35;
      }
      .token-piece {
        fill: var(--crawl-token);
        stroke: var(--crawl-token-outline);
        stroke-width: 5;
        stroke-linejoin: round;
      }
      .target {
        cursor: pointer;
        outline: none;
      }
      .target-face {
        fill: var(--crawl-target-fill);
        stroke: var(--crawl-target);
        stroke-width: 3;
        stroke-dasharray: 7 5;
        stroke-linejoin: round;
      }
      .target:hover .target-face {
        fill: var(--crawl-target-hover);
        stroke-dasharray: none;
      }
      .target:focus-visible .target-face,
      .target:focus .target-face {
        fill: var(--crawl-target-hover);
        stroke: var(--vscode-focusBorder);
        stroke-width: 5;
        stroke-dasharray: none;
      }
      .key-hint rect {
        fill: var(--crawl-hint-bg);
        stroke: var(--crawl-target);
        stroke-width: 1;
      }
      .key-hint text {
        fill: var(--crawl-hint-fg);
        font: 700 11px var(--vscode-editor-font-family, monospace);
        text-anchor: middle;
      }
      .far .key-hint {
        display: none;
      }
      .toolbar {
        position: absolute;
        top: 8px;
        right: 8px;
        display: flex;
        gap: 2px;
        padding: 2px;
        border-radius: 4px;
        background: var(--vscode-editorWidget-background);
        border: 1px solid var(--vscode-editorWidget-border, var(--vscode-widget-border, transparent));
        box-shadow: 0 0 8px 2px var(--vscode-widget-shadow, transparent);
      }
      .hints {
        position: absolute;
        left: 8px;
        bottom: 8px;
        max-width: calc(100% - 16px);
        display: flex;
        flex-wrap: wrap;
        gap: 2px 14px;
        padding: 5px 9px;
        border-radius: 4px;
        background: var(--vscode-editorWidget-background);
        border: 1px solid var(--vscode-editorWidget-border, var(--vscode-widget-border, transparent));
        box-shadow: 0 0 8px 2px var(--vscode-widget-shadow, transparent);
        font-size: 12px;
        line-height: 1.7;
        pointer-events: none;
      }
      .hints .quiet {
        color: var(--vscode-descriptionForeground);
      }
      .hints kbd {
        min-width: 1.5em;
        margin-right: 1px;
        font-size: 10.5px;
        line-height: 1.5;
      }
      @keyframes pulse {
        50% {
          stroke-opacity: 0.35;
        }
      }
      @media (prefers-reduced-motion: reduce) {
        .encounter-ring {
          animation: none;
        }
        .token {
          transition: none;
        }
      }
    `,
  ];
}

function translate(p: { x: number; y: number }): string {
  return `translate(${Math.round(p.x * 10) / 10} ${Math.round(p.y * 10) / 10})`;
}

/**
 * The mapped hexes near the view, drawn as one <path> per terrain and state
 * (visited or not) for the faces, the symbol discs and the glyphs: about
 * thirty elements whatever the size of the map, which keeps the first render
 * of thousands of hexes fast. Each path's data-count says how many hexes it
 * holds; the group says how many are mapped and how many are drawn.
 */
function hexLayers(hexes: readonly MappedHex[], region: Box): TemplateResult {
  const groups: { terrain: Terrain; seen: boolean; faces: string[]; discs: string[]; glyphs: string[] }[] = [];
  const index = new Map<string, number>();
  // Hexes of a nonbasic land (Expanding): a second, inner outline marks them.
  const nonbasic: string[] = [];
  let drawn = 0;
  for (const h of hexes) {
    const { x, y } = hexToPixel(h);
    // Off-screen hexes wait until the view comes near them (see HexBoard.region).
    if (x < region.minX - HEX_SIZE || x > region.maxX + HEX_SIZE || y < region.minY - HEX_SIZE || y > region.maxY + HEX_SIZE) continue;
    drawn++;
    const key = `${h.terrain}${h.explored}`;
    let i = index.get(key);
    if (i === undefined) {
      i = groups.push({ terrain: h.terrain, seen: h.explored, faces: [], discs: [], glyphs: [] }) - 1;
      index.set(key, i);
    }
    const g = groups[i]!;
    g.faces.push(hexOutlineAt(x, y));
    g.discs.push(circleAt(x, y, DISC_RADIUS));
    g.glyphs.push(stampAt(STAMPS[h.terrain], x, y));
    if (h.land) nonbasic.push(hexOutlineAt(x, y, HEX_SIZE * 0.78));
  }
  // A stable order (WUBRG, visited last) so re-renders reuse the same elements.
  groups.sort((a, b) => Number(a.seen) - Number(b.seen) || TERRAINS.indexOf(a.terrain) - TERRAINS.indexOf(b.terrain));
  const state = (seen: boolean) => (seen ? 'seen' : 'unseen');
  return svg`<g class="hexes" aria-hidden="true" data-mapped=${hexes.length} data-drawn=${drawn}>
    <g class="faces">
      ${groups.map(
        (g) => svg`<path class=${`face ${state(g.seen)} t-${g.terrain}`} data-count=${g.faces.length} d=${g.faces.join('')}
          fill=${g.seen ? nothing : `url(#hatch-${g.terrain})`}></path>`,
      )}
    </g>
    ${nonbasic.length > 0 ? svg`<path class="nonbasic" data-count=${nonbasic.length} d=${nonbasic.join('')}></path>` : nothing}
    <g class="symbols">
      ${groups.map(
        (g) => svg`<g class=${`glyph ${state(g.seen)} t-${g.terrain}`}>
          <path class="disc" d=${g.discs.join('')}></path>
          <path class="ink" d=${g.glyphs.join('')} fill-rule="evenodd"></path>
        </g>`,
      )}
    </g>
  </g>`;
}

function encloses(outer: Box, inner: Box): boolean {
  return inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY;
}

function grow(b: Box, dx: number, dy: number): Box {
  return { minX: b.minX - dx, minY: b.minY - dy, maxX: b.maxX + dx, maxY: b.maxY + dy };
}

customElements.define('crawl-hex-board', HexBoard);

declare global {
  interface HTMLElementTagNameMap {
    'crawl-hex-board': HexBoard;
  }
}
