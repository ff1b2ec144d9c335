import { combatKeywords, type Combatant } from '../combat/model';
import type { Colour } from '../colour';
import { cardInfo } from './card-db';
import type { Permanent } from './schema';
import type { Table } from './table';

/**
 * A permanent's characteristics now (CR 613, in the small): printed values,
 * then Auras and anthems, then +1/+1 counters and until-end-of-turn pumps.
 * Encounter creatures have haste, and attack each turn if able (that part
 * lives in the turn structure).
 */

export function powerOf(t: Table, p: Permanent): number {
  const def = cardInfo(p.card).def;
  return (def.power ?? 0) + p.counters + (p.pumped?.power ?? 0) + staticBonus(t, p).power;
}

export function toughnessOf(t: Table, p: Permanent): number {
  const def = cardInfo(p.card).def;
  return (def.toughness ?? 0) + p.counters + (p.pumped?.toughness ?? 0) + staticBonus(t, p).toughness;
}

export function keywordsOf(t: Table, p: Permanent): string[] {
  return keywordsWith(p, staticBonus(t, p));
}

function keywordsWith(p: Permanent, bonus: Bonus): string[] {
  const out = new Set(cardInfo(p.card).def.keywords);
  for (const k of p.pumped?.keywords ?? []) out.add(k);
  for (const k of p.gained ?? []) out.add(k);
  for (const k of bonus.keywords) out.add(k);
  if (p.controller === 'foe') out.add('haste');
  return [...out];
}

export function hasKeyword(t: Table, p: Permanent, keyword: string): boolean {
  return keywordsOf(t, p).includes(keyword);
}

export function coloursOf(p: Permanent): readonly Colour[] {
  return cardInfo(p.card).def.colours;
}

/** "Enchanted creature can't attack or block." */
export function isPacified(t: Table, p: Permanent): boolean {
  return t
    .staticSources()
    .some((a) => a.attachedTo === p.id && cardInfo(a.card).abilities.some((ab) => ab.kind === 'aura' && ab.cantAttackOrBlock));
}

/** CR 302.6: a creature can attack or use {T} only if it has been yours since your turn began, or has haste. */
export function canUseTap(t: Table, p: Permanent): boolean {
  return !p.tapped && (!p.sick || !cardInfo(p.card).creature || hasKeyword(t, p, 'haste'));
}

interface Bonus {
  power: number;
  toughness: number;
  keywords: string[];
}

function staticBonus(t: Table, p: Permanent): Bonus {
  const bonus: Bonus = { power: 0, toughness: 0, keywords: [] };
  if (!cardInfo(p.card).creature) return bonus;
  for (const source of t.staticSources()) {
    const info = cardInfo(source.card);
    // Only an Aura on p, an anthem on p's side, or an anthem aimed at p's side from the other can apply.
    if (source.attachedTo !== p.id && source.controller !== p.controller && !info.abilities.some((a) => a.kind === 'anthem' && a.affects === 'opponents')) continue;
    if (info.abilities.length === 0) continue;
    for (const ab of info.abilities) {
      const typed = ab.kind === 'anthem' && (!ab.subtypes || ab.subtypes.some((s) => cardInfo(p.card).def.subtypes.includes(s)));
      const side = ab.kind === 'anthem' && (ab.affects === 'opponents' ? source.controller !== p.controller : source.controller === p.controller);
      if (ab.kind === 'anthem' && typed && side && !(ab.other && source.id === p.id)) {
        bonus.power += ab.power;
        bonus.toughness += ab.toughness;
        bonus.keywords.push(...(ab.keywords ?? []));
      } else if (ab.kind === 'aura' && source.attachedTo === p.id) {
        bonus.power += ab.power ?? 0;
        bonus.toughness += ab.toughness ?? 0;
        bonus.keywords.push(...(ab.keywords ?? []));
      }
    }
  }
  return bonus;
}

/** The permanent as the combat rules see it. */
export function combatantOf(t: Table, p: Permanent): Combatant {
  // The same values as powerOf, toughnessOf and keywordsOf, with the static bonus worked out once.
  const def = cardInfo(p.card).def;
  const bonus = staticBonus(t, p);
  return {
    id: p.id,
    name: p.card,
    controller: p.controller === 'you' ? 'player' : 'encounter',
    power: (def.power ?? 0) + p.counters + (p.pumped?.power ?? 0) + bonus.power,
    toughness: (def.toughness ?? 0) + p.counters + (p.pumped?.toughness ?? 0) + bonus.toughness,
    damage: p.damage,
    colours: coloursOf(p),
    keywords: combatKeywords(keywordsWith(p, bonus)),
    sick: p.sick,
    tapped: p.tapped,
  };
}
