import { hexKey } from '../hex';
import type { LogEntry, SaveFile } from './schema';
import { timeline, type Timeline } from './timeline';

/**
 * What changed from one save of a game to another, in the game's own terms:
 * the actions between them (from the log), the hexes newly mapped and
 * entered, life, and the cards that changed zone. Cards are counted by name
 * (zones hold copies), so "moved" means one more here, one fewer there.
 */
export interface GameDiff {
  readonly timeline: Timeline['relation'];
  /** Actions in B that A lacks (B played on), and the other way round. */
  readonly actions: { readonly added: readonly LogEntry[]; readonly removed: readonly LogEntry[] };
  readonly hexes: { readonly mapped: readonly HexNote[]; readonly explored: readonly HexNote[] };
  readonly life: { readonly from: number; readonly to: number } | undefined;
  readonly zones: readonly ZoneChange[];
  readonly outcome: { readonly from: string; readonly to: string } | undefined;
}

export interface HexNote {
  readonly q: number;
  readonly r: number;
  readonly terrain: string;
  readonly land?: string;
}

/** A zone's cards that came or went. */
export interface ZoneChange {
  readonly zone: Zone;
  readonly added: readonly string[];
  readonly removed: readonly string[];
}

export const ZONES = ['hand', 'battlefield', 'graveyard', 'exile', 'library', 'foes'] as const;
export type Zone = (typeof ZONES)[number];

function zoneCards(game: SaveFile, zone: Zone): string[] {
  const s = game.state;
  switch (zone) {
    case 'hand':
    case 'graveyard':
    case 'exile':
      return s.you[zone].map((c) => c.card);
    case 'library':
      return [...s.you.library.cards, ...s.you.library.bottom];
    case 'battlefield':
      return s.battlefield.filter((p) => p.controller === 'you').map((p) => p.card);
    case 'foes':
      return s.battlefield.filter((p) => p.controller === 'foe').map((p) => p.card);
  }
}

/** Names in `b` and not in `a`, counting copies. */
function minus(b: readonly string[], a: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const n of a) left.set(n, (left.get(n) ?? 0) + 1);
  const out: string[] = [];
  for (const n of b) {
    const k = left.get(n) ?? 0;
    if (k > 0) left.set(n, k - 1);
    else out.push(n);
  }
  return out.sort();
}

function outcomeWords(game: SaveFile): string {
  const p = game.state.phase;
  return p.type === 'over' ? `${p.result}: ${p.reason}` : 'in play';
}

export function gameDiff(a: SaveFile, b: SaveFile): GameDiff {
  const t = timeline(a, b);
  const actions =
    t.relation === 'b-extends-a'
      ? { added: t.ahead, removed: [] }
      : t.relation === 'a-extends-b'
        ? { added: [], removed: t.ahead }
        : t.relation === 'forked'
          ? { added: t.b, removed: t.a }
          : { added: [], removed: [] };
  const before = new Map(a.state.hexes.map((h) => [hexKey(h), h]));
  const note = (h: (typeof b.state.hexes)[number]): HexNote => ({ q: h.q, r: h.r, terrain: h.terrain, ...(h.land ? { land: h.land } : {}) });
  const mapped = b.state.hexes.filter((h) => !before.has(hexKey(h))).map(note);
  const explored = b.state.hexes.filter((h) => h.explored && !before.get(hexKey(h))?.explored).map(note);
  const zones = ZONES.map((zone) => {
    const from = zoneCards(a, zone);
    const to = zoneCards(b, zone);
    return { zone, added: minus(to, from), removed: minus(from, to) };
  }).filter((z) => z.added.length > 0 || z.removed.length > 0);
  const life = a.state.you.life !== b.state.you.life ? { from: a.state.you.life, to: b.state.you.life } : undefined;
  const outcome = outcomeWords(a) !== outcomeWords(b) ? { from: outcomeWords(a), to: outcomeWords(b) } : undefined;
  return { timeline: t.relation, actions, hexes: { mapped, explored }, life, zones, outcome };
}
