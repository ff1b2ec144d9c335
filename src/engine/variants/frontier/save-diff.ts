import { type BoardPlace, namesAdded, type VariantDiff, type ZoneChange } from '../variant-diff';
import { placeLabel } from './board';
import { SEATS, type FrontierSetup, type FrontierState } from './schema';
import { seatName } from './words';

type Game = { readonly setup: FrontierSetup; readonly state: FrontierState };

/** The places face up (or holes) in `x` that are still face down in `y`. */
function turnedUp(x: FrontierState, y: FrontierState): (BoardPlace & { card?: string })[] {
  const out: (BoardPlace & { card?: string })[] = [];
  x.board.grid.forEach((row, r) =>
    row.forEach((sq, c) => {
      const other = y.board.grid[r]?.[c];
      if (sq.land !== 'face-down' && other?.land === 'face-down') out.push({ row: r, col: c, ...(sq.land === 'face-up' ? { card: sq.card } : {}) });
    }),
  );
  return out;
}

/**
 * What changed between two saves of a Frontier game, beyond the log: each
 * player's life and cards, and the lands turned up on the board.
 */
export function frontierDiff(a: Game, b: Game): VariantDiff {
  const life = Object.fromEntries(SEATS.map((s) => [s, { from: a.state.players[s].life, to: b.state.players[s].life }]));
  const zones: ZoneChange[] = SEATS.flatMap((s) =>
    (['hand', 'graveyard', 'exile'] as const).flatMap((zone) => {
      const from = a.state.players[s][zone].map((c) => c.card);
      const to = b.state.players[s][zone].map((c) => c.card);
      const added = namesAdded(from, to);
      const removed = namesAdded(to, from);
      return added.length + removed.length > 0 ? [{ zone: `${seatName(s)}'s ${zone}`, added, removed }] : [];
    }),
  );
  const inB = turnedUp(b.state, a.state);
  const inA = turnedUp(a.state, b.state);
  const lines = [
    ...SEATS.flatMap((s) => (life[s]!.from !== life[s]!.to ? [`${seatName(s)}'s life: ${life[s]!.from} → ${life[s]!.to}`] : [])),
    ...zones.map((z) => `${z.zone}: ${[...z.added.map((n) => `+${n}`), ...z.removed.map((n) => `-${n}`)].join(', ')}`),
    ...(inB.length > 0 ? [`Turned up since: ${inB.map((p) => `${'card' in p && p.card ? p.card : 'a hole'} at ${placeLabel(p as { row: number; col: number })}`).join(', ')}`] : []),
  ];
  const south = life.south!;
  return {
    record: { life, zones, turnedUp: { a: inA, b: inB } },
    lines,
    ...(south.from !== south.to ? { life: south } : {}),
    zones,
    places: { a: inA.map((p) => ({ row: (p as { row: number }).row, col: (p as { col: number }).col })), b: inB.map((p) => ({ row: (p as { row: number }).row, col: (p as { col: number }).col })) },
  };
}
