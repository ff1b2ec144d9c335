import type { Behaviour, BossDef, Effect, MonsterDef, TileDef, TreasureDef } from './content';
import { isBossId, monsterCard, monsterDef, trapDef, type MonsterCard } from './lookup';

/**
 * What this step of the engine plays (issue 18 is built in steps). A card
 * whose rules need something not yet here stays out of the decks, and a
 * room with such a trap out of the dungeon, rather than being played wrong;
 * the set grows as the rules do, and docs/mayhem.md lists what waits.
 */

const EFFECTS = new Set(['discard', 'grant', 'reroll', 'hurt', 'condition', 'gold', 'lose-gold', 'heal', 'max-hp', 'cure', 'draw', 'spawn', 'roll', 'save', 'challenge', 'choose', 'extra', 'boost', 'ward', 'open-door', 'block', 'reveal', 'teleport', 'revive']);
// `flies`: monsters never spring traps, and a flying one crosses BLOCKED squares; `phases`: walls and closed doors too.
const BEHAVIOURS = new Set<Behaviour['is']>(['stationary', 'dormant', 'summons', 'targets', 'aura', 'pack', 'ambush', 'flies', 'regenerates', 'explodes', 'flees', 'steals', 'starts-invisible', 'phases', 'splits', 'fears', 'lays-trap']);

export function effectPlayable(e: Effect): boolean {
  if (!EFFECTS.has(e.do)) return false;
  if (e.do === 'spawn') return monsterPlayable(monsterDef(e.monster));
  if (e.do === 'roll' || e.do === 'save' || e.do === 'challenge') return [...e.success, ...e.failure].every(effectPlayable);
  if (e.do === 'choose') return e.options.every((o) => o.effects.every(effectPlayable));
  return true;
}

export function monsterPlayable(m: MonsterDef | BossDef): boolean {
  // Every attack is played: areas (mayhem.attack.area) and directional cones (mayhem.directional); behaviours as listed.
  const behaviours = [...m.behaviours, ...('enraged' in m ? (m.enraged.behaviours ?? []) : [])];
  return behaviours.every(
    (b) => BEHAVIOURS.has(b.is) && (b.is !== 'summons' || monsterPlayable(monsterDef(b.monster))) && (b.is !== 'lays-trap' || trapDef(b.trap).effects.every(effectPlayable)),
  );
}

export function monsterCardPlayable(id: string): boolean {
  const card: MonsterCard = monsterCard(id);
  return card.kind === 'monster' ? monsterPlayable(card.def) : card.def.effects.every(effectPlayable);
}

export const bossPlayable = (id: string): boolean => isBossId(id) && monsterPlayable(monsterDef(id));

/** A treasure card can go in the deck unless it is played at once with effects not yet here. */
export function treasurePlayable(card: TreasureDef): boolean {
  return card.kind !== 'gold' || card.effects.every(effectPlayable);
}

/** A tile can be laid unless its trap does what this step cannot. */
export function tilePlayable(tile: TileDef): boolean {
  return tile.trap === undefined || trapDef(tile.trap).effects.every(effectPlayable);
}
