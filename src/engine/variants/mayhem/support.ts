import type { Behaviour, BossDef, Effect, MonsterDef, TileDef, TreasureDef } from './content';
import { isBossId, monsterCard, monsterDef, trapDef, type MonsterCard } from './lookup';

/**
 * What the engine plays (issue 18 was built in steps). A card whose rules
 * need something not yet here stays out of the decks, and a room with such
 * a trap out of the dungeon, rather than being played wrong; docs/mayhem.md
 * lists what waits.
 *
 * Each step that let more cards in is an edition. A game keeps the edition
 * it began in (MayhemSetup.edition; absent: 1, every game saved before the
 * second), so its decks and the bosses it may meet are those it was dealt,
 * and a saved game replays as it was played. A new game takes the latest.
 */
export type Edition = 1 | 2 | 3 | 4 | 5;
export const EDITION = 5 as const;

/** The edition a game's cards were dealt from: absent from its setup, the first. */
export const editionOf = (setup: { readonly variant: string; readonly edition?: 2 | 3 | 4 | 5 }): Edition => setup.edition ?? 1;

const FIRST_EFFECTS = ['hurt', 'condition', 'gold', 'lose-gold', 'heal', 'max-hp', 'cure', 'draw', 'spawn', 'roll', 'save', 'challenge', 'choose', 'extra', 'boost', 'ward', 'open-door', 'block', 'reveal', 'teleport', 'revive'];
// `flies`: monsters never spring traps, and a flying one crosses BLOCKED squares; `phases`: walls and closed doors too.
const FIRST_BEHAVIOURS: Behaviour['is'][] = ['stationary', 'dormant', 'summons', 'targets', 'aura', 'pack', 'ambush', 'flies', 'regenerates', 'explodes', 'flees', 'steals'];

const EFFECTS: Record<Edition, ReadonlySet<string>> = {
  1: new Set(FIRST_EFFECTS),
  2: new Set([...FIRST_EFFECTS, 'discard', 'grant', 'reroll']),
  3: new Set([...FIRST_EFFECTS, 'discard', 'grant', 'reroll']),
  4: new Set([...FIRST_EFFECTS, 'discard', 'grant', 'reroll']),
  5: new Set([...FIRST_EFFECTS, 'discard', 'grant', 'reroll']),
};
const BEHAVIOURS: Record<Edition, ReadonlySet<Behaviour['is']>> = {
  1: new Set(FIRST_BEHAVIOURS),
  2: new Set<Behaviour['is']>([...FIRST_BEHAVIOURS, 'starts-invisible', 'phases', 'splits', 'fears', 'lays-trap']),
  // The third: `parley` (mayhem.parley), so the Riddling Owlbeast.
  3: new Set<Behaviour['is']>([...FIRST_BEHAVIOURS, 'starts-invisible', 'phases', 'splits', 'fears', 'lays-trap', 'parley']),
  // The fourth plays the third's cards; a module's card may lie on a tile of its own (mayhem.module.lies).
  4: new Set<Behaviour['is']>([...FIRST_BEHAVIOURS, 'starts-invisible', 'phases', 'splits', 'fears', 'lays-trap', 'parley']),
  // The fifth deals the fourth's cards; an unseen monster's invisibility wears off with its time tokens (mayhem.invisible.wears-off).
  5: new Set<Behaviour['is']>([...FIRST_BEHAVIOURS, 'starts-invisible', 'phases', 'splits', 'fears', 'lays-trap', 'parley']),
};

export function effectPlayable(e: Effect, edition: Edition = EDITION): boolean {
  if (!EFFECTS[edition].has(e.do)) return false;
  if (e.do === 'spawn') return monsterPlayable(monsterDef(e.monster), edition);
  if (e.do === 'roll' || e.do === 'save' || e.do === 'challenge') return [...e.success, ...e.failure].every((x) => effectPlayable(x, edition));
  if (e.do === 'choose') return e.options.every((o) => o.effects.every((x) => effectPlayable(x, edition)));
  return true;
}

export function monsterPlayable(m: MonsterDef | BossDef, edition: Edition = EDITION): boolean {
  const attacks = [...m.attacks, ...('enraged' in m ? (m.enraged.attacks ?? []) : [])];
  const behaviours = [...m.behaviours, ...('enraged' in m ? (m.enraged.behaviours ?? []) : [])];
  // Every area of attack is played (mayhem.attack.area); directional cones from the second edition (mayhem.directional).
  if (edition === 1 && (m.directional !== undefined || attacks.some((a) => a.cone !== undefined))) return false;
  return behaviours.every(
    (b) =>
      BEHAVIOURS[edition].has(b.is) &&
      (b.is !== 'summons' || monsterPlayable(monsterDef(b.monster), edition)) &&
      (b.is !== 'lays-trap' || trapDef(b.trap).effects.every((x) => effectPlayable(x, edition))),
  );
}

export function monsterCardPlayable(id: string, edition: Edition = EDITION): boolean {
  const card: MonsterCard = monsterCard(id);
  return card.kind === 'monster' ? monsterPlayable(card.def, edition) : card.def.effects.every((x) => effectPlayable(x, edition));
}

export const bossPlayable = (id: string, edition: Edition = EDITION): boolean => isBossId(id) && monsterPlayable(monsterDef(id), edition);

/** A treasure card can go in the deck unless it is played at once with effects not yet here. */
export function treasurePlayable(card: TreasureDef, edition: Edition = EDITION): boolean {
  return card.kind !== 'gold' || card.effects.every((x) => effectPlayable(x, edition));
}

/** A tile can be laid unless its trap does what this step cannot. */
export function tilePlayable(tile: TileDef, edition: Edition = EDITION): boolean {
  return tile.trap === undefined || trapDef(tile.trap).effects.every((x) => effectPlayable(x, edition));
}
