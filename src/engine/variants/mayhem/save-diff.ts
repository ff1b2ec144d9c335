import { type BoardPlace, namesAdded, type VariantDiff, type ZoneChange } from '../variant-diff';
import { heroWord, monsterDef, tileDef } from './lookup';
import type { MayhemSetup, MayhemState } from './schema';
import { cardName } from './words';

type Game = { readonly setup: MayhemSetup; readonly state: MayhemState };

/** The places face up in `b` and not in `a` (tiles turned up between the saves). */
function turnedUp(a: MayhemState, b: MayhemState): BoardPlace[] {
  return b.places.flatMap((row, r) => row.flatMap((id, c) => (id !== null && a.places[r]?.[c] === null ? [{ row: r, col: c }] : [])));
}

/**
 * What changed between two saves of a Magic and Mayhem game, beyond the log:
 * the round, each hero's HP, gold and cards, the tiles turned up, the
 * monsters that came and went, the boss.
 */
export function mayhemDiff(a: Game, b: Game): VariantDiff {
  const sa = a.state;
  const sb = b.state;
  const heroes = sb.heroes.map((h, i) => {
    const was = sa.heroes[i]!;
    return { hero: h.hero, hp: { from: was.hp, to: h.hp }, gold: { from: was.gold, to: h.gold }, status: { from: was.status, to: h.status } };
  });
  const zones: ZoneChange[] = sb.heroes.flatMap((h, i) => {
    const from = sa.heroes[i]!.items.map(cardName);
    const to = h.items.map(cardName);
    const added = namesAdded(from, to);
    const removed = namesAdded(to, from);
    return added.length + removed.length > 0 ? [{ zone: `${heroWord(h.hero)}'s cards`, added, removed }] : [];
  });
  const up = turnedUp(sa, sb);
  const named = (s: MayhemState) => s.monsters.map((m) => `${monsterDef(m.monster).name} #${m.number}`);
  const came = namesAdded(named(sa), named(sb));
  const went = namesAdded(named(sb), named(sa));
  const lines = [
    ...(sa.round !== sb.round ? [`Round: ${sa.round} → ${sb.round}`] : []),
    ...heroes.flatMap((h) => [
      ...(h.hp.from !== h.hp.to ? [`${heroWord(h.hero)}'s HP: ${h.hp.from} → ${h.hp.to}`] : []),
      ...(h.gold.from !== h.gold.to ? [`${heroWord(h.hero)}'s gold: ${h.gold.from} → ${h.gold.to}`] : []),
      ...(h.status.from !== h.status.to ? [`${heroWord(h.hero)}: ${h.status.from} → ${h.status.to}`] : []),
    ]),
    ...zones.map((z) => `${z.zone}: ${[...z.added.map((n) => `+${n}`), ...z.removed.map((n) => `-${n}`)].join(', ')}`),
    ...(up.length > 0 ? [`Tiles turned up: ${up.map((p) => ('row' in p ? tileDef(sb.places[p.row]![p.col]!).name : '')).join(', ')}`] : []),
    ...(came.length > 0 ? [`Monsters appeared: ${came.join(', ')}`] : []),
    ...(went.length > 0 ? [`Monsters gone: ${went.join(', ')}`] : []),
    ...(sa.bossDefeated !== sb.bossDefeated ? ['The boss is defeated'] : []),
  ];
  return {
    record: { round: { from: sa.round, to: sb.round }, heroes, zones, turnedUp: up, monstersAppeared: came, monstersGone: went, bossDefeated: { from: sa.bossDefeated, to: sb.bossDefeated } },
    lines,
    zones,
    places: { a: [], b: up },
  };
}
