import { css, html, nothing, svg, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { CombatView } from '../../protocol/table-view';

/**
 * The lines of combat over the card table: each blocker to the attacker it
 * blocks, each attacker to the creature it attacks (an attack on you shows
 * on your life instead). They join cards wherever the layout put them, so
 * they are measured after each render and again when the table is resized:
 * a reactive controller that draws again only when a line moved.
 */

export interface Link {
  readonly kind: 'block' | 'attack';
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

interface Point {
  x: number;
  y: number;
}

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Where the line from card `a` (a blocker or an attacker) to card `b` runs:
 * between their facing edges, level with the middle of `a` where `b` is tall
 * enough (the large encounter card). Creatures in combat are drawn first in
 * their row, next to the encounter, so the line crosses no other card.
 */
export function facing(a: Box, b: Box): [Point, Point] {
  const ay = a.top + a.height / 2;
  const by = Math.min(Math.max(ay, b.top + 24), b.bottom - 24);
  if (b.right <= a.left) return [{ x: a.left, y: ay }, { x: b.right, y: by }];
  if (b.left >= a.right) return [{ x: a.right, y: ay }, { x: b.left, y: by }];
  const ax = a.left + a.width / 2;
  const bx = b.left + b.width / 2;
  return b.bottom <= a.top ? [{ x: ax, y: a.top }, { x: bx, y: b.bottom }] : [{ x: ax, y: a.bottom }, { x: bx, y: b.top }];
}

/**
 * The lines of a combat, given where each card (or your life, 'you') is on
 * screen and the table's own box, in the table's coordinates. A card not
 * drawn (or drawn with no width) has no line.
 */
export function combatLinks(combat: CombatView, boxOf: (id: number | 'you') => Box | undefined, table: { readonly left: number; readonly top: number }): Link[] {
  const links: Link[] = [];
  const join = (kind: Link['kind'], a: Box | undefined, b: Box | undefined) => {
    if (!a || !b || a.width === 0 || b.width === 0) return;
    const [p, q] = facing(a, b);
    links.push({ kind, x1: p.x - table.left, y1: p.y - table.top, x2: q.x - table.left, y2: q.y - table.top });
  };
  for (const b of combat.blocks) join('block', boxOf(b.id), boxOf(b.attacker));
  for (const a of combat.attackers) {
    // A blocked attacker's line is the block's; an attack on you shows on your life instead.
    if (a.target === 'you' || combat.blocks.some((b) => b.attacker === a.id)) continue;
    join('attack', boxOf(a.id), boxOf(a.target));
  }
  return links;
}

/** The lines as SVG over the table: a halo, the line with its arrow head, and its word where there is room. */
export function linkLayer(links: readonly Link[]): TemplateResult {
  return html`<svg class="links" aria-hidden="true">
    <defs>
      ${(['block', 'attack'] as const).map(
        (k) => svg`<marker id=${`arrow-${k}`} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
          <path d="M0 0L10 5L0 10Z" class=${`arrow-head ${k}`}></path>
        </marker>`,
      )}
    </defs>
    ${links.map((l) => {
      const d = `M${l.x1} ${l.y1} L${l.x2} ${l.y2}`;
      // The words, when there is room for them between the cards.
      const room = Math.hypot(l.x2 - l.x1, l.y2 - l.y1) > 70;
      return svg`<g class=${`link ${l.kind}`}>
        <path class="halo" d=${d}></path>
        <path class="line" d=${d} marker-end=${`url(#arrow-${l.kind})`}></path>
        ${room ? svg`<text x=${(l.x1 + l.x2) / 2} y=${(l.y1 + l.y2) / 2 - 7}>${l.kind === 'block' ? 'blocks' : 'attacks'}</text>` : nothing}
      </g>`;
    })}
  </svg>`;
}

type Host = ReactiveControllerHost & HTMLElement;

/** Measures the lines a frame after each render of the host and each resize; `combat` says what to join, when the lines are drawn at all. */
export class CombatLinks implements ReactiveController {
  links: readonly Link[] = [];
  private resizer: ResizeObserver | undefined;
  private frame = 0;

  constructor(
    private readonly host: Host,
    private readonly combat: () => CombatView | undefined,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.resizer = new ResizeObserver(() => this.schedule());
    this.resizer.observe(this.host);
  }

  hostDisconnected(): void {
    this.resizer?.disconnect();
    cancelAnimationFrame(this.frame);
  }

  hostUpdated(): void {
    this.schedule();
  }

  private schedule(): void {
    cancelAnimationFrame(this.frame);
    this.frame = requestAnimationFrame(() => this.measure());
  }

  private measure(): void {
    const root = this.host.shadowRoot;
    const box = root?.querySelector('.table')?.getBoundingClientRect();
    const combat = this.combat();
    const links =
      root && box && combat
        ? combatLinks(combat, (id) => (id === 'you' ? root.querySelector('.life') : root.querySelector(`crawl-card[data-id="${id}"]`))?.getBoundingClientRect(), box)
        : [];
    const same = links.length === this.links.length && links.every((l, i) => JSON.stringify(l) === JSON.stringify(this.links[i]));
    if (same) return;
    this.links = links;
    this.host.requestUpdate();
  }
}

/** The look of the lines: blue for a block, the encounter's red (dashed) for an attack, with a halo to read over cards. */
export const linkStyles = css`
  /* ── Lines from blockers to attackers, from attackers to what they attack ── */
  svg.links {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    pointer-events: none;
    overflow: visible;
    z-index: 4;
  }
  .link path {
    fill: none;
    stroke-linecap: round;
  }
  .link .halo {
    stroke: var(--vscode-editor-background);
    stroke-width: 7;
    opacity: 0.8;
  }
  .link .line {
    stroke-width: 3;
  }
  .link.block .line {
    stroke: var(--link-block);
  }
  .link.attack .line {
    stroke: var(--link-attack);
    stroke-dasharray: 8 5;
  }
  .link text {
    font: 600 11px var(--vscode-font-family, sans-serif);
    text-anchor: middle;
    fill: var(--vscode-foreground);
    stroke: var(--vscode-editor-background);
    stroke-width: 4px;
    paint-order: stroke;
  }
  .arrow-head.block {
    fill: var(--link-block);
  }
  .arrow-head.attack {
    fill: var(--link-attack);
  }
`;
