import { COLOURS, isColour, type Colour } from '../colour';

/**
 * A mana cost in the brace notation of the Comprehensive Rules (CR 107.4),
 * e.g. "{3}{W}{U/B}{X}{2/G}{C}". The cost is kept as counts, not as the
 * printed sequence: paying, comparing and computing mana value never depend
 * on the order the symbols were printed in, and counts compare with one
 * deepEqual.
 */

/** CR 107.4e: the ten two-colour hybrid symbols, in the order the rules list them. */
export const HYBRID_PAIRS = ['W/U', 'W/B', 'U/B', 'U/R', 'B/R', 'B/G', 'R/G', 'R/W', 'G/W', 'G/U'] as const;
export type HybridPair = (typeof HYBRID_PAIRS)[number];

export interface ManaCost {
  /** The number symbol ({3}): generic mana, payable with any type (CR 107.4b). */
  readonly generic: number;
  /** How many {X} (CR 107.3): each stands for the same chosen number of generic mana. */
  readonly x: number;
  /** {C}: colourless mana only, not generic (CR 107.4c). */
  readonly colourless: number;
  /** {W}, {U}, ...: mana of exactly that colour (CR 107.4a). */
  readonly coloured: Readonly<Record<Colour, number>>;
  /** {W/U}, ...: either colour (CR 107.4e); sorted in HYBRID_PAIRS order. */
  readonly hybrid: readonly HybridPair[];
  /** {2/W}, ...: one mana of the colour or two of any type (CR 107.4e). */
  readonly twoOrColour: Readonly<Record<Colour, number>>;
  /**
   * Convoke (CR 702.51a), set on a spell's cost by the card that has it (never parsed from a cost): the payer's untapped
   * creatures may pay too, each tapped for one generic mana or one mana of one of its colours.
   */
  readonly convoke?: true;
  /** Improvise (CR 702.126a), set the same way: the payer's untapped artifacts may pay too, each for one generic mana. */
  readonly improvise?: true;
}

export interface ManaCostError {
  readonly message: string;
  /** The symbol (or character) at fault, as written. */
  readonly symbol: string;
  /** Where it starts in the text, counting from 0. */
  readonly at: number;
}

export type ParsedCost = { readonly ok: true; readonly cost: ManaCost } | { readonly ok: false; readonly error: ManaCostError };

const NONE: Readonly<Record<Colour, number>> = Object.freeze({ W: 0, U: 0, B: 0, R: 0, G: 0 });

/** The largest number a cost may hold; a typo like {33} is more likely than a real card costing that. */
export const MAX_NUMBER = 99;

export const ZERO_COST: ManaCost = Object.freeze({
  generic: 0,
  x: 0,
  colourless: 0,
  coloured: NONE,
  hybrid: [],
  twoOrColour: NONE,
});

export function hybridHalves(pair: HybridPair): readonly [Colour, Colour] {
  return [pair[0] as Colour, pair[2] as Colour];
}

/** The hybrid symbol made of two different colours, in its canonical orientation. */
export function hybridOf(a: Colour, b: Colour): HybridPair | undefined {
  return HYBRID_PAIRS.find((p) => (p[0] === a && p[2] === b) || (p[0] === b && p[2] === a));
}

/**
 * Builds a cost from counts, checking them: the way code (and tests) make a
 * cost without going through text.
 */
export function costOf(parts: {
  generic?: number;
  x?: number;
  colourless?: number;
  coloured?: Partial<Record<Colour, number>>;
  hybrid?: readonly HybridPair[];
  twoOrColour?: Partial<Record<Colour, number>>;
}): ManaCost {
  const count = (n: number | undefined, what: string) => {
    const v = n ?? 0;
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`${what} must be a whole number from 0, got ${v}`);
    return v;
  };
  const perColour = (r: Partial<Record<Colour, number>> | undefined, what: string) => {
    const out = { ...NONE };
    for (const c of COLOURS) out[c] = count(r?.[c], `${what} ${c}`);
    return out;
  };
  const hybrid = [...(parts.hybrid ?? [])];
  for (const p of hybrid) {
    if (!(HYBRID_PAIRS as readonly string[]).includes(p)) throw new RangeError(`${p} is not a hybrid pair; expected one of ${HYBRID_PAIRS.join(', ')}`);
  }
  hybrid.sort((a, b) => HYBRID_PAIRS.indexOf(a) - HYBRID_PAIRS.indexOf(b));
  const generic = count(parts.generic, 'generic');
  if (generic > MAX_NUMBER) throw new RangeError(`generic must be at most ${MAX_NUMBER}, got ${generic}`);
  return {
    generic,
    x: count(parts.x, 'x'),
    colourless: count(parts.colourless, 'colourless'),
    coloured: perColour(parts.coloured, 'coloured'),
    hybrid,
    twoOrColour: perColour(parts.twoOrColour, 'twoOrColour'),
  };
}

/** Symbols the rules have but this engine does not pay yet, and why. */
const UNSUPPORTED: Record<string, string> = {
  S: 'snow mana is not supported (it needs mana from a snow source, CR 107.4h)',
  Y: 'only {X} is supported as a variable',
  Z: 'only {X} is supported as a variable',
  T: 'that is the tap symbol, not mana',
  Q: 'that is the untap symbol, not mana',
  E: 'that is energy, not mana',
};

type CostSymbol =
  | { kind: 'number'; n: number }
  | { kind: 'x' }
  | { kind: 'colourless' }
  | { kind: 'colour'; c: Colour }
  | { kind: 'hybrid'; pair: HybridPair }
  | { kind: 'twoOr'; c: Colour };

/** What the inside of one pair of braces means, or why it means nothing. */
function readSymbol(inner: string): CostSymbol | string {
  if (inner === '') return 'empty braces hold no symbol';
  if (/^\d+$/.test(inner)) {
    if (inner.length > 1 && inner.startsWith('0')) return `write the number without leading zeros, {${Number(inner)}}`;
    const n = Number(inner);
    if (n > MAX_NUMBER) return `the number is larger than ${MAX_NUMBER}`;
    return { kind: 'number', n };
  }
  if (inner === 'X') return { kind: 'x' };
  if (inner === 'C') return { kind: 'colourless' };
  if (isColour(inner)) return { kind: 'colour', c: inner };
  const why = UNSUPPORTED[inner];
  if (why !== undefined) return why;
  if (inner.includes('/')) {
    const parts = inner.split('/');
    if (parts.includes('P')) return 'Phyrexian mana is not supported (it can be paid with 2 life, CR 107.4f)';
    if (parts.length === 2) {
      const [a = '', b = ''] = parts;
      if (a === '2' && isColour(b)) return { kind: 'twoOr', c: b };
      if (isColour(a) && b === '2') return `write the number first, {2/${a}}`;
      if (isColour(a) && isColour(b)) {
        const pair = hybridOf(a, b);
        return pair === undefined ? 'a hybrid symbol needs two different colours' : { kind: 'hybrid', pair };
      }
      if ((a === 'C' && isColour(b)) || (isColour(a) && b === 'C')) return 'colourless hybrid mana is not supported';
      if (/^\d+$/.test(a) && isColour(b)) return `the only monocoloured hybrid symbols are {2/W}, {2/U}, {2/B}, {2/R} and {2/G}`;
    }
  }
  if (inner !== inner.toUpperCase() && typeof readSymbol(inner.toUpperCase()) !== 'string') {
    return `write mana symbols in capitals, {${inner.toUpperCase()}}`;
  }
  return 'is not a mana symbol';
}

/**
 * Reads a cost such as "{3}{W}{U/B}". Symbols may come in any order (cards
 * print {1}{G}{W}); a hybrid written backwards ({U/W}) means the same symbol.
 * An empty text is the cost of nothing, like {0}: whether an object has no
 * mana cost at all (CR 202.1b, a land) is for the caller to know.
 */
export function parseManaCost(text: string): ParsedCost {
  const fail = (symbol: string, at: number, why: string): ParsedCost => {
    const message = why.startsWith('is ') ? `${symbol} at character ${at + 1} ${why}` : `${symbol} at character ${at + 1}: ${why}`;
    return { ok: false, error: { message, symbol, at } };
  };
  let generic = 0;
  let numberAt = -1;
  let x = 0;
  let colourless = 0;
  const coloured = { ...NONE };
  const twoOrColour = { ...NONE };
  const hybrid: HybridPair[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch !== '{') {
      const shown = ch === ' ' ? 'a space' : `"${ch}"`;
      return fail(ch, i, `unexpected ${shown}; a mana cost is symbols in braces, like {2}{W}`);
    }
    const close = text.indexOf('}', i + 1);
    const nextOpen = text.indexOf('{', i + 1);
    if (close < 0 || (nextOpen >= 0 && nextOpen < close)) {
      const end = nextOpen >= 0 && (close < 0 || nextOpen < close) ? nextOpen : text.length;
      return fail(text.slice(i, end), i, 'the brace is never closed');
    }
    const written = text.slice(i, close + 1);
    const symbol = readSymbol(text.slice(i + 1, close));
    if (typeof symbol === 'string') return fail(written, i, symbol);
    switch (symbol.kind) {
      case 'number':
        if (numberAt >= 0) return fail(written, i, `a cost has one number, and there is already one at character ${numberAt + 1}`);
        numberAt = i;
        generic = symbol.n;
        break;
      case 'x':
        x++;
        break;
      case 'colourless':
        colourless++;
        break;
      case 'colour':
        coloured[symbol.c]++;
        break;
      case 'hybrid':
        hybrid.push(symbol.pair);
        break;
      case 'twoOr':
        twoOrColour[symbol.c]++;
        break;
    }
    i = close + 1;
  }
  return { ok: true, cost: costOf({ generic, x, colourless, coloured, hybrid, twoOrColour }) };
}

/** For costs written in the program (card data): a bad one is a bug, so it throws. */
export function mustParseManaCost(text: string): ManaCost {
  const parsed = parseManaCost(text);
  if (!parsed.ok) throw new Error(`bad mana cost "${text}": ${parsed.error.message}`);
  return parsed.cost;
}

/**
 * The symbols of a cost in canonical order: {X}, the number, {C}, colours,
 * hybrids, then {2/W} symbols, each group in WUBRG order (or the rules'
 * order of hybrid pairs). Nothing at all is written {0}.
 */
export function costSymbols(cost: ManaCost): string[] {
  const out: string[] = [];
  const repeat = (s: string, n: number) => {
    for (let k = 0; k < n; k++) out.push(s);
  };
  repeat('{X}', cost.x);
  if (cost.generic > 0) out.push(`{${cost.generic}}`);
  repeat('{C}', cost.colourless);
  for (const c of COLOURS) repeat(`{${c}}`, cost.coloured[c]);
  for (const p of cost.hybrid) out.push(`{${p}}`);
  for (const c of COLOURS) repeat(`{2/${c}}`, cost.twoOrColour[c]);
  return out.length > 0 ? out : ['{0}'];
}

/** Canonical text: parseManaCost(formatManaCost(c)) gives c back. */
export function formatManaCost(cost: ManaCost): string {
  return costSymbols(cost).join('');
}

/**
 * CR 202.3: the total amount of mana in the cost, regardless of colour.
 * CR 202.3e: X counts as the number chosen (0 anywhere but on the stack, the
 * default). CR 202.3f: a hybrid symbol counts its largest component, so
 * {W/U} is 1 and {2/W} is 2.
 */
export function manaValue(cost: ManaCost, x = 0): number {
  if (!Number.isInteger(x) || x < 0) throw new RangeError(`X must be a whole number from 0, got ${x}`);
  let total = cost.generic + cost.x * x + cost.colourless + cost.hybrid.length;
  for (const c of COLOURS) total += cost.coloured[c] + 2 * cost.twoOrColour[c];
  return total;
}

/** CR 202.2: an object is each colour in its cost, hybrid halves included (a hybrid symbol is all its colours, CR 107.4e). */
export function costColours(cost: ManaCost): Colour[] {
  const halves = new Set(cost.hybrid.flatMap((p) => hybridHalves(p)));
  return COLOURS.filter((c) => cost.coloured[c] > 0 || cost.twoOrColour[c] > 0 || halves.has(c));
}
