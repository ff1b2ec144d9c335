import { COLOUR_NAMES, COLOURS, type Colour } from '../colour';

/**
 * The least the combat rules need to know about a creature, whatever way the
 * game state keeps its permanents. In Magic Crawl there are two sides: the
 * player, and the encounter creatures that come at them.
 */

export type Side = 'player' | 'encounter';

/** Object ids, as given out by the game state's counter. */
export type CombatantId = number;

/**
 * The keyword abilities combat knows, spelled as in card data. Hexproof is
 * carried along though it only concerns targeting (CR 702.11b), so a
 * creature's keywords pass through combat whole.
 */
export const KEYWORDS = [
  'flying',
  'reach',
  'first-strike',
  'double-strike',
  'deathtouch',
  'trample',
  'lifelink',
  'vigilance',
  'menace',
  'haste',
  'defender',
  /** CR 702.13: blocked only by artifact creatures and creatures that share a colour with it (Magic Crawl's blocks; see evasionProblem). */
  'intimidate',
  /** CR 702.118b: can't be blocked by creatures with greater power (Magic Crawl's blocks; see evasionProblem). */
  'skulk',
  /** CR 702.36b: blocked only by artifact creatures and black creatures (kept where creatures block; see evasionProblem). */
  'fear',
  'indestructible',
  'hexproof',
  'shroud',
  'flash',
  'protection-from-white',
  'protection-from-blue',
  'protection-from-black',
  'protection-from-red',
  'protection-from-green',
] as const;
export type Keyword = (typeof KEYWORDS)[number];

/** The protection keyword for each colour (CR 702.16a: "protection from [quality]"). */
export const PROTECTION_FROM: Readonly<Record<Colour, Keyword>> = {
  W: 'protection-from-white',
  U: 'protection-from-blue',
  B: 'protection-from-black',
  R: 'protection-from-red',
  G: 'protection-from-green',
};

export interface Combatant {
  readonly id: CombatantId;
  /** For messages only: "Serra Angel can't block…". */
  readonly name?: string;
  readonly controller: Side;
  readonly power: number;
  readonly toughness: number;
  /** Damage already marked this turn (CR 120.6); it counts towards lethal. */
  readonly damage: number;
  readonly colours: readonly Colour[];
  readonly keywords: ReadonlySet<Keyword>;
  /** Came under its controller's control this turn (CR 302.6). */
  readonly sick?: boolean;
  readonly tapped?: boolean;
  /** Creature types, for protection from a type ("protection from Demons"). */
  readonly subtypes?: readonly string[];
  /** The creature types it has protection from. */
  readonly protectedFromTypes?: readonly string[];
}

/** What an attacker attacks: the defending player, or (in Magic Crawl) a creature. */
export type AttackTarget = 'player' | CombatantId;

/** Attacker id → what it attacks. Iteration order is the order damage is worked out in. */
export type Attacks = ReadonlyMap<CombatantId, AttackTarget>;

/** Blocker id → the attacker it blocks. */
export type Blocks = ReadonlyMap<CombatantId, CombatantId>;

export function isKeyword(x: unknown): x is Keyword {
  return typeof x === 'string' && (KEYWORDS as readonly string[]).includes(x);
}

/**
 * The keywords of a card that combat knows; the rest (landwalk and the like)
 * belong to other parts of the rules and are left out here.
 */
export function combatKeywords(keywords: readonly string[]): ReadonlySet<Keyword> {
  return new Set(keywords.filter(isKeyword));
}

export function has(c: Combatant, keyword: Keyword): boolean {
  return c.keywords.has(keyword);
}

/** True when `target` has protection from a colour or a creature type `source` has (CR 702.16a). */
export function isProtectedFrom(target: Combatant, source: Combatant): boolean {
  return source.colours.some((colour) => target.keywords.has(PROTECTION_FROM[colour])) || protectingType(target, source) !== undefined;
}

/** The creature type of `source` that `target` has protection from, if any. */
export function protectingType(target: Combatant, source: Combatant): string | undefined {
  return target.protectedFromTypes?.find((ty) => source.subtypes?.includes(ty));
}

/** The colours `target` has protection from, in WUBRG order. */
export function protectionColours(target: Combatant): Colour[] {
  return COLOURS.filter((colour) => target.keywords.has(PROTECTION_FROM[colour]));
}

export function opponentOf(side: Side): Side {
  return side === 'player' ? 'encounter' : 'player';
}

/** "Serra Angel", or "creature #7" when no name was given. */
export function label(c: Combatant): string {
  return c.name ?? `creature #${c.id}`;
}

export function colourWord(colour: Colour): string {
  return COLOUR_NAMES[colour].toLowerCase();
}
