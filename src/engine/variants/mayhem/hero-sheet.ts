import { abilitiesAllowed, type Ability, type AttackType, type Passive, type TreasureDef } from './content';
import { heroDef, treasureDef } from './lookup';
import type { HeroState } from './schema';

/**
 * A hero's sheet as it stands: the printed stats and traits, what carried
 * cards add (passives, ability colours), what cards gave for good.
 */

/** Cards whose passives count: what is carried and can be used (a card of a colour the hero lacks only waits to be given away). */
function passivesOf(h: HeroState): Passive[] {
  const def = heroDef(h.hero);
  const own = [...def.traits];
  const granted = grantedAbilities(h);
  for (const id of h.items) {
    const card = treasureDef(id);
    if ('passives' in card && card.passives && canUse(granted, card)) own.push(...card.passives);
  }
  return own;
}

function grantedAbilities(h: HeroState): Set<Ability> {
  // Printed colours, those cards gave for good (mayhem.grant), and those of magical items carried.
  const abilities: Ability[] = [...heroDef(h.hero).abilities, ...(h.granted ?? [])];
  for (const id of h.items) {
    const card = treasureDef(id);
    if (card.kind === 'magic-item') for (const p of card.passives) if (p.is === 'grant') abilities.push(p.ability);
  }
  return abilitiesAllowed(abilities);
}

const canUse = (abilities: Set<Ability>, card: TreasureDef) => !('requires' in card) || card.requires === undefined || abilities.has(card.requires);

export const abilitiesOf = grantedAbilities;
export const mayUse = (h: HeroState, card: TreasureDef): boolean => canUse(grantedAbilities(h), card);

const sum = (ps: Passive[], test: (p: Passive) => number) => ps.reduce((n, p) => n + test(p), 0);

export function stat(h: HeroState, which: 'mov' | 'str' | 'int' | 'dex'): number {
  const base = heroDef(h.hero)[which];
  const boosted = h.boosts.reduce((n, b) => n + (b.stat === which ? b.amount : 0), 0);
  return Math.max(0, base + boosted + sum(passivesOf(h), (p) => (p.is === 'stat' && p.stat === which ? p.amount : 0)));
}

export const maxHp = (h: HeroState): number => heroDef(h.hero).hp + h.hpGained + sum(passivesOf(h), (p) => (p.is === 'max-hp' ? p.amount : 0));
export const wardOf = (h: HeroState): number =>
  sum(passivesOf(h), (p) => (p.is === 'ward' ? p.amount : 0)) + h.boosts.reduce((n, b) => n + (b.stat === 'ward' ? b.amount : 0), 0);
export const resists = (h: HeroState, type: AttackType): boolean => passivesOf(h).some((p) => p.is === 'resist' && p.type === type);
export const immune = (h: HeroState, type: AttackType): boolean => passivesOf(h).some((p) => p.is === 'immune' && p.type === type);
/** What makes a hero immune to a type, for the log: the card carried that does, else their own nature. */
export function immunityFrom(h: HeroState, type: AttackType): string {
  const granted = grantedAbilities(h);
  const card = h.items.map(treasureDef).find((c) => 'passives' in c && c.passives?.some((p) => p.is === 'immune' && p.type === type) && canUse(granted, c));
  return card ? card.name : 'by nature';
}
export const damageBonus = (h: HeroState, type: AttackType): number =>
  sum(passivesOf(h), (p) => (p.is === 'damage-bonus' && (p.type === undefined || p.type === type) ? p.amount : 0));
export const reviveBonus = (h: HeroState): number => sum(passivesOf(h), (p) => (p.is === 'revive-bonus' ? p.amount : 0));
export const trapSense = (h: HeroState): boolean => passivesOf(h).some((p) => p.is === 'trap-sense');

/** Gold a hero can carry: 4 x STR, plus gold-carry (mayhem.gold.cap). */
export const goldCap = (h: HeroState): number => 4 * stat(h, 'str') + sum(passivesOf(h), (p) => (p.is === 'gold-carry' ? p.amount : 0));

/** The door-opening bonus for a kind of door, or undefined if the hero may not try it (mayhem.door). */
export function doorBonus(h: HeroState, door: 'locked' | 'secret'): number | undefined {
  const bonuses = passivesOf(h).flatMap((p) => (p.is === 'opens' && (p.doors === door || p.doors === 'any') ? [p.bonus] : []));
  return bonuses.length === 0 ? undefined : Math.max(...bonuses);
}

/** Whether a hero may carry a card: a weapon needs the STR (the rules' note under Encounters). */
export const canCarry = (h: HeroState, card: TreasureDef): boolean => card.kind !== 'weapon' || stat(h, 'str') >= card.str;

export const hasCondition = (effects: readonly { condition: string }[], c: string): boolean => effects.some((e) => e.condition === c);

/** Whether a hero may roll to see invisible monsters: INT 4+, or a `sees-invisible` trait or card (mayhem.invisible). */
export const mayLook = (h: HeroState): boolean => stat(h, 'int') >= 4 || passivesOf(h).some((p) => p.is === 'sees-invisible');
