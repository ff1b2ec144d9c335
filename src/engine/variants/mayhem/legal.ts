import { heroAttacks } from './attacks';
import { MAYHEM_CONTENT } from './content';
import { samePlace, stepFrom, tileOf } from './dungeon';
import { applyMayhem } from './rules';
import { DIRECTIONS, type MayhemAction, type MayhemSetup, type MayhemState } from './schema';

/**
 * What the hero whose turn it is may do (DESIGN.md: bots and tests use it).
 * The candidates are every action of the right shape about what is on the
 * board; the rules keep those they accept, so this list and `apply` cannot
 * disagree.
 */
export function legalActions(setup: MayhemSetup, state: MayhemState): MayhemAction[] {
  if (state.phase.type !== 'turn') return [];
  const seat = state.phase.turn.seat;
  const h = state.heroes[seat]!;
  // A pending challenge is settled first; a typed answer is free text, so the list offers the verdicts.
  const first = state.pending[0];
  if (first?.type === 'challenge') {
    const verdicts: MayhemAction[] = [
      { type: 'judge', outcome: 'done' },
      { type: 'judge', outcome: 'failed' },
    ];
    // A physical challenge's die may be rolled again by a card that rerolls (mayhem.reroll).
    if (first.kind !== 'physical') return verdicts;
    const rerolls = [...new Set(h.items)].map((item): MayhemAction => ({ type: 'use', item })).filter((a) => applyMayhem(setup, state, a).ok);
    return [...verdicts, ...rerolls];
  }
  if (first?.type === 'discard') {
    return [...new Set(state.heroes[first.seat]!.items)].map((item): MayhemAction => ({ type: 'discard', item }));
  }
  if (first?.type === 'choice') {
    return first.options.map((_, option): MayhemAction => ({ type: 'choose', option })).filter((a) => applyMayhem(setup, state, a).ok);
  }
  // Cheap filters first: giving needs someone on the tile, buying the Store.
  const seats = state.heroes.map((_, i) => i).filter((i) => i !== seat && state.heroes[i]!.status === 'in' && samePlace(state.heroes[i]!.at, h.at));
  const inStore = tileOf(state, h.at)?.kind === 'store';
  const fallen = state.heroes.flatMap((o, i) => (o.status === 'dead' && samePlace(o.at, h.at) ? [i] : []));
  const distinct = [...new Set(h.items)];
  const candidates: MayhemAction[] = [
    ...DIRECTIONS.map((dir): MayhemAction => ({ type: 'step', dir })),
    ...[...heroAttacks(h).keys()].flatMap((w) => state.monsters.map((m): MayhemAction => ({ type: 'attack', with: w, target: m.number }))),
    { type: 'look' },
    ...DIRECTIONS.map((d): MayhemAction => ({ type: 'open-door', at: stepFrom(h.at, d) })).filter((a) => a.type === 'open-door' && a.at.x >= 0 && a.at.y >= 0),
    ...distinct.flatMap((item) => [
      { type: 'use', item } as MayhemAction,
      ...seats.concat(seat).map((on): MayhemAction => ({ type: 'use', item, on })),
      ...fallen.map((on): MayhemAction => ({ type: 'use', item, on })),
      ...DIRECTIONS.map((d): MayhemAction => ({ type: 'use', item, door: stepFrom(h.at, d) })),
    ]),
    ...distinct.flatMap((item) => seats.map((to): MayhemAction => ({ type: 'give', to, item }))),
    ...seats.flatMap((to) => Array.from({ length: h.gold }, (_, g): MayhemAction => ({ type: 'give-gold', to, gold: g + 1 }))),
    ...(inStore ? MAYHEM_CONTENT.store.entries : []).flatMap((e, entry) =>
      'item' in e ? [{ type: 'buy', entry } as MayhemAction] : [...new Set(state.treasureDeck)].map((pick): MayhemAction => ({ type: 'buy', entry, pick })),
    ),
    { type: 'end-turn' },
    { type: 'concede' },
  ];
  return candidates.filter((a) => applyMayhem(setup, state, a).ok);
}
