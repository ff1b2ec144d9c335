import { namesAdded, type VariantDiff, type ZoneChange } from '../variant-diff';
import { SEATS, type CastleSetup, type CastleState } from './schema';
import { seatName } from './seating';

type Game = { readonly setup: CastleSetup; readonly state: CastleState };

/** How many cards each castle still holds. */
function castleCards(s: CastleState, seat: 'south' | 'north'): number {
  return s.castles[seat].rows.flat().filter((p) => p.kind !== 'empty').length;
}

/** What changed between two saves of a Castle game, beyond the log: each player's life and cards, and how many cards each castle holds. */
export function castleDiff(a: Game, b: Game): VariantDiff {
  const life = Object.fromEntries(SEATS.map((s) => [s, { from: a.state.players[s].life, to: b.state.players[s].life }]));
  const castles = Object.fromEntries(SEATS.map((s) => [s, { from: castleCards(a.state, s), to: castleCards(b.state, s) }]));
  const zones: ZoneChange[] = SEATS.flatMap((s) =>
    (['hand', 'graveyard', 'exile'] as const).flatMap((zone) => {
      const from = a.state.players[s][zone].map((c) => c.card);
      const to = b.state.players[s][zone].map((c) => c.card);
      const added = namesAdded(from, to);
      const removed = namesAdded(to, from);
      return added.length + removed.length > 0 ? [{ zone: `${seatName(s)}'s ${zone}`, added, removed }] : [];
    }),
  );
  const lines = [
    ...SEATS.flatMap((s) => (life[s]!.from !== life[s]!.to ? [`${seatName(s)}'s life: ${life[s]!.from} → ${life[s]!.to}`] : [])),
    ...zones.map((z) => `${z.zone}: ${[...z.added.map((n) => `+${n}`), ...z.removed.map((n) => `-${n}`)].join(', ')}`),
    ...SEATS.flatMap((s) => (castles[s]!.from !== castles[s]!.to ? [`${seatName(s)}'s castle: ${castles[s]!.from} → ${castles[s]!.to} cards`] : [])),
  ];
  const south = life.south!;
  return { record: { life, zones, castles }, lines, ...(south.from !== south.to ? { life: south } : {}), zones, places: { a: [], b: [] } };
}
