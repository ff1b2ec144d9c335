import { FACE_DOWN_COST } from '../cards/face-down';
import { dashOf, isCycling, isUnearth, morphOf, type Ability, type SpellMode, type StaticRule } from '../cards/abilities';
import { isCreature, isLand, type CardDef } from '../cards/card';
import { asFace } from '../cards/faces';
import { findCard, poolVersion } from '../cards/pool';
import { modeWords } from '../cards/rules-text';
import { COLOUR_OF, isTerrain } from '../colour';
import { type ManaCost, type ManaType, mustParseManaCost } from '../mana';

/**
 * What the rules need to know about a card, worked out once per name: its
 * definition, its parsed cost, and the mana it makes. The engine only meets
 * names that a validated file or the pool gave it, so an unknown name here
 * is a bug, reported as such.
 */
export interface CardInfo {
  readonly def: CardDef;
  readonly cost: ManaCost;
  readonly creature: boolean;
  readonly land: boolean;
  readonly aura: boolean;
  /** Instants may be cast whenever you have priority (CR 304.1). */
  readonly instant: boolean;
  readonly permanent: boolean;
  /** Mana a land or mana ability makes when tapped; empty when none. */
  readonly produces: readonly ManaType[];
  /** Mana it makes by being sacrificed ("Sacrifice this creature: Add {C}."), tapped or not; not in `produces`. */
  readonly sacrificeMana: readonly ManaType[];
  /** Mana it makes only with an ability that hurts (a painland's coloured mana), and how much damage that does. */
  readonly pain: ReadonlyMap<ManaType, number>;
  /** True when an ability targets an opponent: in a solo crawl it has no legal target. */
  readonly targetsOpponent: boolean;
  readonly abilities: readonly Ability[];
  /** Has an anthem or an Aura's static ability: it changes other permanents while on the battlefield. */
  readonly hasStatic: boolean;
  /** Has a triggered ability ("whenever…", "at the beginning of…"). */
  readonly hasTrigger: boolean;
  /** Abilities that set or add to its own power and toughness (CR 604.3). */
  readonly selfCounting: readonly Extract<Ability, { kind: 'lands-count' | 'creatures-count' | 'per-namesake' | 'per-land' }>[];
  /** The rules its static abilities give it. */
  readonly rules: readonly StaticRule[];
  /** Its printed power and toughness (0 when it has none), shared: what most creatures' characteristics start from. */
  readonly printedPT: { readonly power: number; readonly toughness: number };
}

const cache = new Map<string, CardInfo>();
let cachedVersion = poolVersion();

export function cardInfo(name: string): CardInfo {
  // An imported card may be added again with other data: the cache starts over when the pool changes.
  if (cachedVersion !== poolVersion()) {
    cache.clear();
    cachedVersion = poolVersion();
  }
  let info = cache.get(name);
  if (!info) {
    const def = findCard(name);
    if (!def) throw new Error(`The card pool has no card named "${name}".`);
    info = describe(def);
    cache.set(name, info);
  }
  return info;
}

/**
 * A face of a card of several faces as the rules see it while it is cast or
 * played as that face (CR 709.3, 712.8): the face's own cost, types and
 * abilities. No face named: the card itself.
 */
export function faceInfo(card: string, face: number | undefined): CardInfo {
  if (face === undefined) return cardInfo(card);
  const key = `${card}\u0000${face}`;
  if (cachedVersion !== poolVersion()) cardInfo(card);
  let info = cache.get(key);
  if (!info) {
    const def = cardInfo(card).def.faces?.[face];
    if (!def) throw new Error(`${card} has no face ${face}.`);
    info = describe(def);
    cache.set(key, info);
  }
  return info;
}

/**
 * What a card does cast as `face` (see faceInfo) and, for a modal spell, as
 * mode `mode` (CR 700.2a): the card with its modes replaced by the chosen
 * one, a plain spell ability. Without a mode, a modal card has no spell
 * ability (it is cast only as one of its modes).
 */
export function castInfo(card: string, face: number | undefined, mode: number | undefined): CardInfo {
  const info = faceInfo(card, face);
  if (mode === undefined) return info;
  const key = `${card}\u0000${face ?? ''}\u0000mode ${mode}`;
  let found = cache.get(key);
  if (!found) {
    const chosen = modesOf(info)?.[mode];
    if (!chosen) throw new Error(`${info.def.name} has no mode ${mode}.`);
    found = describe({ ...info.def, abilities: info.abilities.map((a): Ability => (a.kind === 'modes' ? { kind: 'spell', ...chosen } : a)) });
    cache.set(key, found);
  }
  return found;
}

/** The modes of a modal spell ("Choose one —"), or undefined for any other card. */
export function modesOf(info: CardInfo): readonly SpellMode[] | undefined {
  for (const a of info.abilities) if (a.kind === 'modes') return a.modes;
  return undefined;
}

/** A spell as a label names it, cast as `face` and mode `mode`: "Ice (right half of Fire // Ice)", "Fortify (creatures you control get +0/+2 until end of turn)". */
export function castWords(card: string, face: number | undefined, mode: number | undefined, way: { readonly faceDown?: true; readonly dash?: true } = {}): string {
  if (way.dash) return `${card} for its dash cost ${dashOf(cardInfo(card).abilities) ?? '?'} (with haste; back to your hand at the next end step)`;
  if (way.faceDown) return `${card} face down (a 2/2 creature for ${FACE_DOWN_COST}; morph ${morphOf(cardInfo(card).abilities)?.cost ?? '?'})`;
  return `${asFace(card, face)}${modeLabel(card, face, mode)}`;
}

/** How a label names the mode chosen of a modal spell, after the card's name: " (destroy target artifact)"; empty without a mode. */
export function modeLabel(card: string, face: number | undefined, mode: number | undefined): string {
  if (mode === undefined || !findCard(card)) return '';
  const info = faceInfo(card, face);
  const chosen = modesOf(info)?.[mode];
  return chosen ? ` (${modeWords(chosen, info.def.name)})` : ` (mode ${mode})`;
}

const abilityCosts = new Map<string, ManaCost>();

/** How an action names activating ability `ability` of the card `name`: "Cycle" for cycling (from the hand), "Unearth" for unearth (from the graveyard), else "Activate". */
export function activationVerb(name: string, ability: number): 'Cycle' | 'Unearth' | 'Activate' {
  if (!findCard(name)) return 'Activate';
  const a = cardInfo(name).abilities[ability];
  return isCycling(a) ? 'Cycle' : isUnearth(a) ? 'Unearth' : 'Activate';
}

/** The mana part of an activated ability's cost; ability costs are card data written here, so parsed once. */
export function abilityCost(text: string): ManaCost {
  let cost = abilityCosts.get(text);
  if (!cost) abilityCosts.set(text, (cost = mustParseManaCost(text)));
  return cost;
}

export function isKnownCard(name: string): boolean {
  return findCard(name) !== undefined;
}

function describe(def: CardDef): CardInfo {
  const abilities = def.abilities ?? [];
  const land = isLand(def);
  const landMana = land ? def.subtypes.filter(isTerrain).map((t) => COLOUR_OF[t]) : [];
  // A mana ability with a mana cost (a filter), or one making several mana, is no one-mana source: payments.ts handles it.
  const abilityMana = abilities.flatMap((a) => (a.kind === 'mana' && !a.cost && !a.forEach && !a.amount && !a.sacrifice ? a.produces : []));
  const sacrificeMana = [...new Set(abilities.flatMap((a) => (a.kind === 'mana' && a.sacrifice ? a.produces : [])))];
  const painless = new Set([...landMana, ...abilities.flatMap((a) => (a.kind === 'mana' && !a.cost && !a.forEach && !a.amount && !a.pain ? a.produces : []))]);
  const pain = new Map<ManaType, number>();
  for (const a of abilities) if (a.kind === 'mana' && a.pain && !a.cost && !a.forEach) for (const m of a.produces) if (!painless.has(m)) pain.set(m, Math.max(pain.get(m) ?? 0, a.pain));
  return {
    def,
    cost: convoked(def.manaCost ? mustParseManaCost(def.manaCost) : mustParseManaCost('{0}'), abilities),
    creature: isCreature(def),
    land,
    aura: abilities.some((a) => a.kind === 'aura'),
    instant: def.types.includes('Instant'),
    permanent: !def.types.includes('Instant') && !def.types.includes('Sorcery'),
    produces: [...new Set([...landMana, ...abilityMana])],
    sacrificeMana,
    pain,
    targetsOpponent: abilities.some((a) => 'target' in a && a.target?.kind === 'opponent'),
    abilities,
    hasStatic: abilities.some((a) => a.kind === 'anthem' || a.kind === 'aura' || a.kind === 'equipment' || a.kind === 'while-controls'),
    hasTrigger: abilities.some((a) => a.kind === 'trigger'),
    selfCounting: abilities.filter(
      (a): a is Extract<Ability, { kind: 'lands-count' | 'creatures-count' | 'per-namesake' | 'per-land' }> =>
        a.kind === 'lands-count' || a.kind === 'creatures-count' || a.kind === 'per-namesake' || a.kind === 'per-land',
    ),
    rules: abilities.flatMap((a) => (a.kind === 'static' ? [a.rule] : [])),
    printedPT: Object.freeze({ power: def.power ?? 0, toughness: def.toughness ?? 0 }),
  };
}

/**
 * A spell's cost, marked as one its caster's creatures may help pay when the card has convoke (CR 702.51a), or its
 * artifacts when it has improvise (CR 702.126a).
 */
function convoked(cost: ManaCost, abilities: readonly Ability[]): ManaCost {
  const has = (is: 'convoke' | 'improvise') => abilities.some((a) => a.kind === 'static' && a.rule.is === is);
  if (!has('convoke') && !has('improvise')) return cost;
  return { ...cost, ...(has('convoke') ? { convoke: true as const } : {}), ...(has('improvise') ? { improvise: true as const } : {}) };
}
