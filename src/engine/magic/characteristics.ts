import type { Ability, StaticRule } from '../cards/abilities';
import { combatKeywords, type Combatant, type Keyword } from '../combat';
import type { Colour } from '../colour';
import { cardInfo, type CardInfo } from './card-db';
import type { Permanent } from './schema';
import type { Table } from './table';

/**
 * A permanent's characteristics now (CR 613, in the small): printed values,
 * then Auras and anthems, then +1/+1 counters and until-end-of-turn pumps.
 * Encounter creatures have haste, and attack each turn if able (that part
 * lives in the turn structure).
 */

export function powerOf(t: Table, p: Permanent): number {
  return printed(t, p).power + p.counters + (p.pumped?.power ?? 0) + staticBonus(t, p).power + placeBonus(t, p);
}

export function toughnessOf(t: Table, p: Permanent): number {
  return toughnessBeforePlace(t, p) + placeBonus(t, p);
}

/** Toughness without the board's bonus, which is never negative: the state-based checks ask the bonus only when this alone could let the creature die. */
export function toughnessBeforePlace(t: Table, p: Permanent): number {
  return printed(t, p).toughness + p.counters + (p.pumped?.toughness ?? 0) + staticBonus(t, p).toughness;
}

/** What the variant's board gives a creature where it stands (Frontier's terrain bonus): +N/+N. */
function placeBonus(t: Table, p: Permanent): number {
  return t.seating.placeBonus ? t.seating.placeBonus(t, p) : 0;
}

/**
 * Power and toughness before other effects: the printed numbers, or what a
 * characteristic-defining ability counts (CR 604.3), plus "for each other
 * creature named" bonuses the creature gives itself.
 */
function printed(t: Table, p: Permanent): { readonly power: number; readonly toughness: number } {
  // "Has base power and toughness 1/1 until end of turn" (CR 613.4b) sets the base over the printed or counted one.
  const base = p.pumped?.base;
  if (base) return { power: base[0], toughness: base[1] };
  const info = cardInfo(p.card);
  if (info.selfCounting.length === 0) return info.printedPT;
  let power = info.def.power ?? 0;
  let toughness = info.def.toughness ?? 0;
  for (const a of info.selfCounting) {
    if (a.kind === 'lands-count' || a.kind === 'creatures-count') {
      // Among the permanents its controller controls (Frontier Magic's board lands are no permanents, as for "as long as you control a Forest").
      const counts = (def: CardInfo['def']): boolean =>
        a.kind === 'creatures-count' ? def.types.includes('Creature') : def.types.includes('Land') && (a.land === 'any' || def.subtypes.includes(a.land));
      const n = t.s.battlefield.filter((q) => q.controller === p.controller && counts(cardInfo(q.card).def)).length;
      power = n;
      if (!a.powerOnly) toughness = n;
    } else if (a.kind === 'per-land') {
      // Land permanents of that type its controller controls (Frontier Magic's board lands are no permanents, as above).
      const n = landsOfType(t, p.controller, a.land);
      power += a.power * n;
      toughness += a.toughness * n;
    } else if (a.kind === 'per-namesake') {
      const n = t.s.battlefield.filter((q) => q.id !== p.id && q.card === p.card && (!a.yours || q.controller === p.controller)).length;
      power += a.power * n;
      toughness += a.toughness * n;
    }
  }
  return { power, toughness };
}

/** The static rules a permanent's own abilities give it ("can't be blocked", "attacks each combat if able"…). */
export function rulesOf(p: Permanent): readonly StaticRule[] {
  return cardInfo(p.card).rules;
}

export function hasRule<K extends StaticRule['is']>(p: Permanent, is: K): Extract<StaticRule, { is: K }> | undefined {
  return rulesOf(p).find((r): r is Extract<StaticRule, { is: K }> => r.is === is);
}

/** "Protection from Demons": keywords naming a creature type, as the type ("Demon"). */
export function protectedTypes(keywords: readonly string[]): string[] {
  return keywords.flatMap((k) => {
    const m = /^protection-from-([a-z]+)s$/.exec(k);
    return m ? [m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1)] : [];
  });
}

/** The creature type of the source card that `p` has protection from, if any (CR 702.16a: protection from a quality). */
export function protectedFromSource(t: Table, p: Permanent, source: string): string | undefined {
  const types = protectedTypes(keywordsOf(t, p));
  if (types.length === 0) return undefined;
  const subtypes = cardInfo(source).def.subtypes;
  return types.find((ty) => subtypes.includes(ty));
}

export function keywordsOf(t: Table, p: Permanent): string[] {
  return keywordsWith(t, p, staticBonus(t, p));
}

function keywordsWith(t: Table, p: Permanent, bonus: Readonly<Bonus>): string[] {
  const out = new Set(cardInfo(p.card).def.keywords);
  for (const k of p.pumped?.keywords ?? []) out.add(k);
  for (const k of p.gained ?? []) out.add(k);
  for (const k of bonus.keywords) out.add(k);
  for (const k of t.seating.keywordsOfSeat?.(p.controller) ?? []) out.add(k);
  // "~ loses defender until end of turn": gone whatever gave it.
  for (const k of p.pumped?.lost ?? []) out.delete(k);
  return [...out];
}

export function hasKeyword(t: Table, p: Permanent, keyword: string): boolean {
  if (p.pumped?.lost?.includes(keyword)) return false;
  // Asked many times an action: each source of keywords is looked at in turn, without gathering them all.
  if (cardInfo(p.card).def.keywords.includes(keyword) || p.pumped?.keywords.includes(keyword) || p.gained?.includes(keyword)) return true;
  if (t.seating.keywordsOfSeat?.(p.controller).includes(keyword)) return true;
  return staticBonus(t, p).keywords.includes(keyword);
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

/** "Doesn't untap during its controller's untap step" (CR 502.3): its own rule says so (Basalt Monolith), or an Aura on it. */
export function keptTapped(t: Table, p: Permanent): boolean {
  // Its own "doesn't untap during your untap step", or an Aura's.
  if (hasRule(p, 'no-untap')) return true;
  return t
    .staticSources()
    .some((a) => a.attachedTo === p.id && cardInfo(a.card).abilities.some((ab) => ab.kind === 'aura' && ab.noUntap));
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

/** No bonus: shared, and never changed. */
const NO_BONUS: Readonly<Bonus> = Object.freeze({ power: 0, toughness: 0, keywords: Object.freeze([]) as unknown as string[] });

function staticBonus(t: Table, p: Permanent): Readonly<Bonus> {
  const sources = t.staticSources();
  if (sources.length === 0 || !cardInfo(p.card).creature) return NO_BONUS;
  // Made only when something applies: most creatures, asked many times an action, have no bonus.
  let bonus: Bonus | undefined;
  const shielded = t.seating.shielded?.(t, p) ?? false;
  for (const source of sources) {
    const info = cardInfo(source.card);
    // Only an Aura on p, an anthem on p's side, or an anthem aimed at p's side from the other can apply.
    if (source.attachedTo !== p.id && source.controller !== p.controller && !info.abilities.some((a) => a.kind === 'anthem' && a.affects === 'opponents')) continue;
    if (info.abilities.length === 0) continue;
    for (const ab of info.abilities) {
      const typed =
        ab.kind === 'anthem' &&
        (!ab.subtypes || ab.subtypes.some((s) => cardInfo(p.card).def.subtypes.includes(s))) &&
        (ab.colour === undefined || coloursOf(p).includes(ab.colour)) &&
        (!ab.colourless || coloursOf(p).length === 0) &&
        (!ab.artifact || cardInfo(p.card).def.types.includes('Artifact')) &&
        (!ab.withCounter || p.counters > 0);
      const side = ab.kind === 'anthem' && (ab.affects === 'opponents' ? source.controller !== p.controller : source.controller === p.controller);
      if (ab.kind === 'anthem' && typed && side && !(ab.other && source.id === p.id) && !shielded) {
        bonus ??= { power: 0, toughness: 0, keywords: [] };
        bonus.power += ab.power;
        bonus.toughness += ab.toughness;
        bonus.keywords.push(...(ab.keywords ?? []));
      } else if (ab.kind === 'while-controls' && source.id === p.id && controlsOne(t, p, ab.controls)) {
        bonus ??= { power: 0, toughness: 0, keywords: [] };
        bonus.power += ab.power ?? 0;
        bonus.toughness += ab.toughness ?? 0;
        bonus.keywords.push(...(ab.keywords ?? []));
      } else if ((ab.kind === 'aura' || ab.kind === 'equipment') && source.attachedTo === p.id) {
        bonus ??= { power: 0, toughness: 0, keywords: [] };
        // "… for each Swamp you control": the Aura's controller's lands of that type.
        const times = ab.kind === 'aura' && ab.perLand ? landsOfType(t, source.controller, ab.perLand) : 1;
        bonus.power += (ab.power ?? 0) * times;
        bonus.toughness += (ab.toughness ?? 0) * times;
        bonus.keywords.push(...(ab.keywords ?? []));
      }
    }
  }
  return bonus ?? NO_BONUS;
}

/** The land permanents of a land type `seat` controls. */
function landsOfType(t: Table, seat: Permanent['controller'], land: string): number {
  return t.s.battlefield.filter((q) => q.controller === seat && cardInfo(q.card).def.types.includes('Land') && cardInfo(q.card).def.subtypes.includes(land)).length;
}

/**
 * "As long as you control an artifact" (or "a Forest"): a permanent of that
 * card type (itself included: an artifact creature controls an artifact) or
 * a land of that land type, among the permanents p's controller controls.
 * Lands that are no permanents (Frontier Magic's board) are not counted, as
 * for "enters tapped unless you control a Swamp".
 */
function controlsOne(t: Table, p: Permanent, controls: Extract<Ability, { kind: 'while-controls' }>['controls']): boolean {
  // "As long as you have 30 or more life": a seat without life (Magic Crawl's encounter) never has it.
  if ('lifeAtLeast' in controls) return (t.player(p.controller)?.life ?? -Infinity) >= controls.lifeAtLeast;
  return t.s.battlefield.some((q) => {
    if (q.controller !== p.controller) return false;
    const def = cardInfo(q.card).def;
    return 'land' in controls ? def.subtypes.includes(controls.land) : def.types.includes(controls.type);
  });
}

/**
 * The permanent as the combat rules see it (read-only); worked out once per
 * permanent object and table. Kept no longer: a cache across actions, keyed
 * by permanent in a WeakMap, cost more to fill than the work it saved.
 */
export function combatantOf(t: Table, p: Permanent): Combatant {
  // A creature's place on a board changes what it is without changing its object: no keeping it then.
  if (t.seating.placeBonus) return workOutCombatant(t, p);
  return t.combatant(p, workOutCombatantAt, t);
}

function workOutCombatantAt(p: Permanent, t: Table): Combatant {
  return workOutCombatant(t, p);
}

function workOutCombatant(t: Table, p: Permanent): Combatant {
  // The same values as powerOf, toughnessOf and keywordsOf, with the static bonus worked out once.
  const info = cardInfo(p.card);
  const def = info.def;
  const bonus = staticBonus(t, p);
  const base = printed(t, p);
  const { keywords, protections } = bonus === NO_BONUS && !p.pumped && !p.gained ? plainKeywords(t, p, info) : combatKeywordsOf(t, p, bonus);
  // One literal, its optional fields added after: spreads of small objects inside a literal cost more than the rest of this.
  const c: Writable<Combatant> = {
    id: p.id,
    name: p.card,
    controller: p.controller === 'you' ? 'player' : 'encounter',
    power: base.power + p.counters + (p.pumped?.power ?? 0) + bonus.power + placeBonus(t, p),
    toughness: base.toughness + p.counters + (p.pumped?.toughness ?? 0) + bonus.toughness + placeBonus(t, p),
    damage: p.damage,
    colours: info.def.colours,
    keywords,
    sick: p.sick,
    tapped: p.tapped,
  };
  if (def.subtypes.length > 0) c.subtypes = def.subtypes;
  if (protections.length > 0) c.protectedFromTypes = protections;
  return c;
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

interface CombatKeywords {
  readonly keywords: ReadonlySet<Keyword>;
  readonly protections: readonly string[];
}

function combatKeywordsOf(t: Table, p: Permanent, bonus: Readonly<Bonus>): CombatKeywords {
  const keywords = keywordsWith(t, p, bonus);
  return { keywords: combatKeywords(keywords), protections: protectedTypes(keywords) };
}

/**
 * The keywords of a permanent that only its card and its controller's seat
 * give any: the same for every such permanent of the card, so worked out
 * once per card and seat's keywords (combatants are worked out afresh each
 * action, and the sets were much of what that made).
 */
function plainKeywords(t: Table, p: Permanent, info: CardInfo): CombatKeywords {
  const seat = t.seating.keywordsOfSeat?.(p.controller) ?? NO_KEYWORDS;
  let bySeat = plain.get(info);
  if (!bySeat) plain.set(info, (bySeat = new Map()));
  let found = bySeat.get(seat);
  if (!found) bySeat.set(seat, (found = combatKeywordsOf(t, p, NO_BONUS)));
  return found;
}

const plain = new WeakMap<CardInfo, Map<readonly string[], CombatKeywords>>();
const NO_KEYWORDS: readonly string[] = [];
