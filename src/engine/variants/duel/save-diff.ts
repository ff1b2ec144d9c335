import { namesAdded, type VariantDiff, type ZoneChange } from '../variant-diff';
import type { DuelSetup, DuelState } from './schema';
import { seatName, seatsOf } from './seating';

type Game = { readonly setup: DuelSetup; readonly state: DuelState };

/** What changed between two saves of a game at the Magic table, beyond the log: each player's life, cards, and who left. */
export function duelDiff(a: Game, b: Game): VariantDiff {
  const seats = seatsOf(b.setup);
  const name = (seat: string) => seatName(b.setup, seat);
  const life = Object.fromEntries(seats.map((s, i) => [s, { from: a.state.players[i]?.life ?? 0, to: b.state.players[i]!.life }]));
  const zones: ZoneChange[] = seats.flatMap((s, i) =>
    (['hand', 'graveyard', 'exile'] as const).flatMap((zone) => {
      const from = (a.state.players[i]?.[zone] ?? []).map((c) => c.card);
      const to = b.state.players[i]![zone].map((c) => c.card);
      const added = namesAdded(from, to);
      const removed = namesAdded(to, from);
      return added.length + removed.length > 0 ? [{ zone: `${name(s)}'s ${zone}`, added, removed }] : [];
    }),
  );
  const left = b.state.out.filter((o) => !a.state.out.some((x) => x.seat === o.seat));
  const lines = [
    ...seats.flatMap((s) => (life[s]!.from !== life[s]!.to ? [`${name(s)}'s life: ${life[s]!.from} → ${life[s]!.to}`] : [])),
    ...zones.map((z) => `${z.zone}: ${[...z.added.map((n) => `+${n}`), ...z.removed.map((n) => `-${n}`)].join(', ')}`),
    ...left.map((o) => `${name(o.seat)} left the game (${o.reason})`),
  ];
  const first = life[seats[0]!]!;
  return { record: { life, zones, left }, lines, ...(first.from !== first.to ? { life: first } : {}), zones, places: { a: [], b: [] } };
}
