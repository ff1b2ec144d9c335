import { COLOURS, type Colour } from '../colour';
import { rarityOf, type CardDef, type CardType, type Layout } from '../cards/card';
import { ruleLines } from './automation';
import { buildCard, CARD_TYPES, type Built, type ImportedCard, type RawCard } from './facts';
import type { ImportAutomation } from './automation';

/**
 * Cards of several faces in card data (a split card's halves, a
 * double-faced card's sides, an adventurer and its Adventure): every face
 * is read as a card of its own (its facts, its text into abilities), and the
 * card keeps them all in `faces`, so none is dropped. The card's own facts
 * are its front face's; a split card's combine its halves (CR 709.4). A face
 * the engine does not play in full is played by hand, as any card is.
 */

/** A layout as Scryfall or MTGJSON names it ("modal_dfc"), as the engine's; undefined for a card of one face. */
export function layoutOf(source: string | undefined, faces: number, keywords: readonly string[] = []): Layout | undefined {
  if (faces < 2) return undefined;
  switch (source) {
    case 'split':
      // Scryfall calls an Aftermath card "split" and says so by its keyword; MTGJSON has a layout of its own.
      return keywords.some((k) => k.toLowerCase() === 'aftermath') ? 'aftermath' : 'split';
    case 'aftermath':
      return 'aftermath';
    case 'modal_dfc':
      return 'modal';
    case 'adventure':
    case 'flip':
    case 'meld':
    case 'transform':
      return source;
    default:
      // Any other card with faces (a battle, a new kind of double-faced card): its front is cast, the rest turns over by hand.
      return 'transform';
  }
}

/** A face's colours: those its data gives, else its mana cost's (CR 202.2), else (a flipped half, printed without a cost) the card's. */
export function faceColours(given: readonly string[] | undefined, manaCost: string | undefined, card: readonly string[]): string[] {
  if (given && given.length > 0) return [...given];
  const fromCost = COLOURS.filter((c) => new RegExp(`\\{[^}]*${c}[^}]*\\}`).test(manaCost ?? ''));
  if (fromCost.length > 0) return fromCost;
  return given ? [] : [...card];
}

/** The card and its faces, built from each face's raw facts; fails when a face cannot be read. */
export function buildCardOfFaces(
  card: { readonly name: string; readonly layout: Layout; readonly source?: RawCard['source']; readonly rarity?: string },
  faces: readonly RawCard[],
): Built {
  const built: ImportedCard[] = [];
  for (const [i, face] of faces.entries()) {
    const b = buildCard(face);
    if (!b.ok) return { ok: false, message: `${card.name}, face ${i + 1}: ${b.message}` };
    built.push(b.card);
  }
  const defs = built.map((b) => b.def);
  const split = card.layout === 'split' || card.layout === 'aftermath';
  const front = defs[0]!;
  const own: CardDef = split ? splitFacts(card.name, defs) : { ...front, name: card.name };
  const rarity = rarityOf(card.rarity);
  const def: CardDef = { ...own, ...(card.source ? { source: card.source } : {}), ...(rarity ? { rarity } : {}), layout: card.layout, faces: defs };
  const automation = combined(card.layout, built, faces);
  const text = automation === 'full' ? undefined : printedFaces(faces);
  const tokens = [...new Map(built.flatMap((b) => b.tokens ?? []).map((t) => [t.name, t])).values()];
  return { ok: true, card: { def: ordered(def), automation, ...(text ? { text } : {}), ...(tokens.length > 0 ? { tokens } : {}) } };
}

/** A split card's own facts (CR 709.4): both names, the costs together, every colour and type of its halves; it does nothing of its own: each half does. */
function splitFacts(name: string, halves: readonly CardDef[]): CardDef {
  const union = <T>(all: readonly (readonly T[])[]) => [...new Set(all.flat())];
  const colours = COLOURS.filter((c) => halves.some((h) => h.colours.includes(c))) as Colour[];
  const types = CARD_TYPES.filter((t) => halves.some((h) => h.types.includes(t))) as CardType[];
  const supertypes = union(halves.map((h) => h.supertypes ?? []));
  return {
    name,
    manaCost: combinedCost(halves.map((h) => h.manaCost)),
    colours,
    ...(supertypes.length > 0 ? { supertypes } : {}),
    types,
    subtypes: union(halves.map((h) => h.subtypes)),
    keywords: [],
    automation: halves.every((h) => h.automation !== 'manual') ? 'full' : 'manual',
  };
}

/** Several mana costs as one ("{R}" and "{1}{U}" make "{1}{R}{U}"): the generic parts added up, the other symbols in order. */
export function combinedCost(costs: readonly string[]): string {
  let generic = 0;
  const symbols: string[] = [];
  for (const cost of costs) {
    for (const m of cost.matchAll(/\{([^}]*)\}/g)) {
      if (/^\d+$/.test(m[1]!)) generic += Number(m[1]);
      else symbols.push(m[0]);
    }
  }
  return `${generic > 0 ? `{${generic}}` : ''}${symbols.join('')}`;
}

/** CardDef's key order, so the card reads the same in a saved game whatever built it. */
function ordered(def: CardDef): CardDef {
  const { name, manaCost, colours, supertypes, types, subtypes, power, toughness, keywords, source, rarity, abilities, automation, manualText, token, layout, faces } = def;
  return {
    name,
    manaCost,
    colours,
    ...(supertypes ? { supertypes } : {}),
    types,
    subtypes,
    ...(power !== undefined ? { power } : {}),
    ...(toughness !== undefined ? { toughness } : {}),
    keywords,
    ...(source ? { source } : {}),
    ...(rarity ? { rarity } : {}),
    ...(abilities ? { abilities } : {}),
    ...(automation ? { automation } : {}),
    ...(manualText ? { manualText } : {}),
    ...(token ? { token } : {}),
    ...(layout ? { layout } : {}),
    ...(faces ? { faces } : {}),
  };
}

/**
 * How far the engine plays the whole card. Every face it may cast counts as
 * it is read; a face reached only by turning the card over (transform, flip,
 * meld) is the player's to play, unless it has no rules text at all or the
 * front's own ability transforms it (the werewolves), which the engine plays.
 */
function combined(layout: Layout, built: readonly ImportedCard[], raw: readonly RawCard[]): ImportAutomation {
  const reachable = layout === 'split' || layout === 'modal' || layout === 'adventure' || (layout === 'transform' && transformsItself(built[0]));
  const levels = built.map((b, i) => (i === 0 || reachable || ruleLines(raw[i]!.text).length === 0 ? b.automation : 'manual'));
  if (levels.every((l) => l === 'full')) return 'full';
  return levels.every((l) => l === 'manual') ? 'manual' : 'partial';
}

/** Whether a face has a triggered ability that transforms it ("… transform ~"). */
function transformsItself(face: ImportedCard | undefined): boolean {
  return (face?.def.abilities ?? []).some((a) => a.kind === 'trigger' && a.effects.some((e) => e.do === 'transform'));
}

/** Every face's printed text, reminder text left out, each face after the first under a line "// Its Name". */
function printedFaces(faces: readonly RawCard[]): string | undefined {
  const lines = faces.flatMap((f, i) => {
    const own = ruleLines(f.text);
    return i === 0 ? own : [`// ${f.name}`, ...own];
  });
  return lines.some((l) => !l.startsWith('// ')) ? lines.join('\n') : undefined;
}
