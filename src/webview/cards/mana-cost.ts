import { css, html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { TERRAIN_OF, type Colour } from '../../engine';
import { GLYPHS } from '../board/mana-symbols';

/**
 * Mana symbols for card faces: a cost string ("{3}{W}{W}") drawn as symbols,
 * and rules text with its symbols ("{T}: Add {G}.") drawn inline. The five
 * colours reuse the board's glyphs and palette (media/playmat.css); numbers,
 * {X}, {C}, hybrids and the tap symbol are discs drawn here. Every symbol is
 * an `svg.ms` sized 1em, so it follows the font size of the text around it.
 * Symbols are decoration for sighted players: the card's aria-label says the
 * same in words (costWords, spokenText).
 */

const COLOUR_LETTERS = ['W', 'U', 'B', 'R', 'G'] as const;

function isColourLetter(s: string): s is Colour {
  return (COLOUR_LETTERS as readonly string[]).includes(s);
}

const COLOUR_WORDS: Record<Colour, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** One symbol between braces, classified for drawing. */
export type ManaSymbol =
  | { readonly kind: 'colour'; readonly raw: string; readonly colour: Colour }
  /** A number, or a variable: {2}, {X}. */
  | { readonly kind: 'generic'; readonly raw: string; readonly text: string }
  | { readonly kind: 'colourless'; readonly raw: string }
  /** {W/U}, and {2/W} (either half may be the number 2). */
  | { readonly kind: 'hybrid'; readonly raw: string; readonly halves: readonly [string, string] }
  /** {W/P}: the colour, or 2 life. */
  | { readonly kind: 'phyrexian'; readonly raw: string; readonly colour: Colour }
  | { readonly kind: 'tap'; readonly raw: string }
  | { readonly kind: 'untap'; readonly raw: string }
  /** Anything else ({S}, {E}, {½}): a disc with its letters. */
  | { readonly kind: 'other'; readonly raw: string; readonly text: string };

/** Classifies the inside of one pair of braces ("3", "W", "W/U", "T"). */
export function classifySymbol(inner: string): ManaSymbol {
  const raw = `{${inner}}`;
  const s = inner.trim().toUpperCase();
  if (/^\d+$/.test(s) || s === 'X' || s === 'Y' || s === 'Z') return { kind: 'generic', raw, text: s };
  if (isColourLetter(s)) return { kind: 'colour', raw, colour: s };
  if (s === 'C') return { kind: 'colourless', raw };
  if (s === 'T') return { kind: 'tap', raw };
  if (s === 'Q') return { kind: 'untap', raw };
  const pair = s.match(/^([WUBRGC2])\/([WUBRGCP])$/);
  if (pair) {
    const [, a, b] = pair as unknown as [string, string, string];
    if (b === 'P' && isColourLetter(a)) return { kind: 'phyrexian', raw, colour: a };
    if (a !== b && b !== 'P') return { kind: 'hybrid', raw, halves: [a, b] };
  }
  return { kind: 'other', raw, text: s };
}

/** The symbols of a cost string, in printed order; text outside braces is ignored. */
export function parseSymbols(cost: string): ManaSymbol[] {
  const out: ManaSymbol[] = [];
  for (const m of cost.matchAll(/\{([^{}]+)\}/g)) out.push(classifySymbol(m[1]!));
  return out;
}

/** Rules text cut into plain runs and symbols: "{T}: Add {G}." is [tap, ": Add ", G, "."]. */
export function splitText(line: string): (string | ManaSymbol)[] {
  const out: (string | ManaSymbol)[] = [];
  let last = 0;
  for (const m of line.matchAll(/\{([^{}]+)\}/g)) {
    if (m.index! > last) out.push(line.slice(last, m.index));
    out.push(classifySymbol(m[1]!));
    last = m.index! + m[0].length;
  }
  if (last < line.length) out.push(line.slice(last));
  return out;
}

/** How a symbol is said in a card's label: "3", "W", "W or U", "tap". */
export function spokenSymbol(sym: ManaSymbol): string {
  switch (sym.kind) {
    case 'colour':
      return sym.colour;
    case 'generic':
    case 'other':
      return sym.text;
    case 'colourless':
      return 'C';
    case 'hybrid':
      return `${sym.halves[0]} or ${sym.halves[1]}`;
    case 'phyrexian':
      return `${sym.colour} or 2 life`;
    case 'tap':
      return 'tap';
    case 'untap':
      return 'untap';
  }
}

/** A cost in the words of the card's label: "{3}{W}{W}" is "3 W W". */
export function costWords(cost: string): string {
  return parseSymbols(cost).map(spokenSymbol).join(' ');
}

/** Rules text with its symbols said in words: "{T}: Add {G}." is "Tap: Add G.". */
export function spokenText(line: string): string {
  let out = '';
  let prevSymbol = false;
  for (const part of splitText(line)) {
    if (typeof part === 'string') {
      out += part;
      prevSymbol = false;
      continue;
    }
    let word = spokenSymbol(part);
    if (/^\W*$/.test(out) && /^[a-z]/.test(word)) word = word[0]!.toUpperCase() + word.slice(1);
    out += (prevSymbol ? ' ' : '') + word;
    prevSymbol = true;
  }
  return out;
}

/** A tooltip for one symbol. */
export function symbolTitle(sym: ManaSymbol): string {
  switch (sym.kind) {
    case 'colour':
      return `${COLOUR_WORDS[sym.colour]} mana`;
    case 'generic':
      return /^\d+$/.test(sym.text) ? `${sym.text} generic mana` : `${sym.text} generic mana (you choose)`;
    case 'colourless':
      return 'colourless mana';
    case 'hybrid':
      return `${sym.halves.map(halfWord).join(' or ')} mana`;
    case 'phyrexian':
      return `${COLOUR_WORDS[sym.colour]} mana or 2 life`;
    case 'tap':
      return 'tap this permanent';
    case 'untap':
      return 'untap this permanent';
    case 'other':
      return sym.raw;
  }
}

function halfWord(h: string): string {
  if (isColourLetter(h)) return COLOUR_WORDS[h];
  if (h === 'C') return 'colourless';
  return `${h} generic`;
}

// ── Drawing ────────────────────────────────────────────────────────────────

/** The disc every symbol sits on (the board's symbols use r=48 too). */
const R = 47;

/** An arrow that rises and turns to the right: the card turns sideways. Stroked, in a 100×100 box. */
const TAP_SHAFT = 'M-17 30V2A18 18 0 0 1 1-16H12';
const TAP_HEAD = 'M8-33L30-16L8 1Z';
/** The same arrow turned back, for {Q}. */
const UNTAP_SHAFT = 'M17 30V2A18 18 0 0 0-1-16H-12';
const UNTAP_HEAD = 'M-8-33L-30-16L-8 1Z';

function discText(text: string, cls = 'ms-ink'): SVGTemplateResult {
  const size = text.length <= 1 ? 66 : text.length === 2 ? 52 : 38;
  return svg`<text class=${`ms-text ${cls}`} x="0" y="1" font-size=${size} text-anchor="middle" dominant-baseline="central">${text}</text>`;
}

/** The upper-left and lower-right halves of the disc, split on the rising diagonal. */
const HALF_A = `M-33.2 33.2A${R} ${R} 0 0 1 33.2-33.2Z`;
const HALF_B = `M33.2-33.2A${R} ${R} 0 0 1-33.2 33.2Z`;

function halfClass(h: string): string {
  return isColourLetter(h) ? `t-${TERRAIN_OF[h]}` : 'ms-plain';
}

function symbolBody(sym: ManaSymbol): SVGTemplateResult {
  switch (sym.kind) {
    case 'colour':
      return svg`<g class=${`t-${TERRAIN_OF[sym.colour]}`}>
        <circle class="ms-disc" r=${R}></circle>
        <path class="ms-ink" d=${GLYPHS[TERRAIN_OF[sym.colour]]} fill-rule="evenodd" transform="scale(0.92)"></path>
      </g>`;
    case 'generic':
    case 'other':
      return svg`<g class="ms-plain"><circle class="ms-disc" r=${R}></circle>${discText(sym.text)}</g>`;
    case 'colourless':
      return svg`<g class="ms-plain"><circle class="ms-disc" r=${R}></circle>${discText('C')}</g>`;
    case 'hybrid': {
      const [a, b] = sym.halves;
      return svg`
        <g class=${halfClass(a)}><path class="ms-disc ms-half" d=${HALF_A}></path><text class="ms-text ms-ink" x="-15" y="-13" font-size="44" text-anchor="middle" dominant-baseline="central">${a}</text></g>
        <g class=${halfClass(b)}><path class="ms-disc ms-half" d=${HALF_B}></path><text class="ms-text ms-ink" x="15" y="16" font-size="44" text-anchor="middle" dominant-baseline="central">${b}</text></g>
        <circle class="ms-rim" r=${R}></circle>`;
    }
    case 'phyrexian':
      // The colour's disc with a ring crossed by a bar: "or pay life".
      return svg`<g class=${`t-${TERRAIN_OF[sym.colour]}`}>
        <circle class="ms-disc" r=${R}></circle>
        <circle class="ms-stroke" r="20" stroke-width="9"></circle>
        <path class="ms-stroke" d="M0-36V36" stroke-width="9"></path>
      </g>`;
    case 'tap':
      return svg`<g class="ms-plain"><circle class="ms-disc" r=${R}></circle>
        <path class="ms-stroke" d=${TAP_SHAFT} stroke-width="11" stroke-linecap="round" stroke-linejoin="round"></path>
        <path class="ms-ink" d=${TAP_HEAD}></path></g>`;
    case 'untap':
      return svg`<g class="ms-plain"><circle class="ms-disc" r=${R}></circle>
        <path class="ms-stroke" d=${UNTAP_SHAFT} stroke-width="11" stroke-linecap="round" stroke-linejoin="round"></path>
        <path class="ms-ink" d=${UNTAP_HEAD}></path></g>`;
  }
}

/** One symbol as an inline SVG, 1em square. Decorative: its title is a tooltip, the card's label carries the words. */
export function manaSymbol(sym: ManaSymbol): TemplateResult {
  return html`<svg class="ms ms-${sym.kind}" data-symbol=${sym.raw} viewBox="-50 -50 100 100" aria-hidden="true" focusable="false"><title>${symbolTitle(sym)}</title>${symbolBody(sym)}</svg>`;
}

/** A cost drawn as its symbols, in printed order; nothing for an empty cost. */
export function manaCost(cost: string): TemplateResult | typeof nothing {
  const symbols = parseSymbols(cost);
  if (symbols.length === 0) return nothing;
  return html`<span class="cost" data-cost=${cost}>${symbols.map(manaSymbol)}</span>`;
}

/** One line of rules text with its symbols drawn inline; text in parentheses (reminder text) is set in italics. */
export function rulesText(line: string): TemplateResult {
  const parts = splitText(line).flatMap((part): (string | TemplateResult)[] => {
    if (typeof part !== 'string') return [manaSymbol(part)];
    return part.split(/(\([^()]*\))/).filter(Boolean).map((run) => (run.startsWith('(') ? html`<i class="reminder">${run}</i>` : run));
  });
  return html`${parts}`;
}

/**
 * Styles for the symbols: the five colours take the board's palette
 * (--crawl-<terrain>-disc and -ink, by theme, from media/playmat.css);
 * plain discs (numbers, {C}, {T}) get a neutral pair that sits with them.
 */
export const manaCostStyles = css`
  .cost {
    display: inline-flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 0.12em;
    line-height: 1;
    white-space: nowrap;
  }
  svg.ms {
    display: inline-block;
    flex: none;
    width: 1em;
    height: 1em;
    vertical-align: -0.15em;
    overflow: visible;
  }
  .ms .ms-disc {
    fill: var(--crawl-disc);
    stroke: var(--crawl-ink);
    stroke-width: 3;
  }
  .ms .ms-half {
    stroke: none;
  }
  .ms .ms-rim {
    fill: none;
    stroke: var(--ms-rim, var(--crawl-plain-ink));
    stroke-width: 3;
  }
  .ms .ms-ink {
    fill: var(--crawl-ink);
  }
  .ms .ms-stroke {
    fill: none;
    stroke: var(--crawl-ink);
  }
  .ms .ms-text {
    font-family: var(--vscode-font-family, system-ui, sans-serif);
    font-weight: 700;
  }
  .ms .t-Plains {
    --crawl-disc: var(--crawl-plains-disc, #f3e8bb);
    --crawl-ink: var(--crawl-plains-ink, #5c4a12);
  }
  .ms .t-Island {
    --crawl-disc: var(--crawl-island-disc, #b5dcf6);
    --crawl-ink: var(--crawl-island-ink, #0f4677);
  }
  .ms .t-Swamp {
    --crawl-disc: var(--crawl-swamp-disc, #d3c9cf);
    --crawl-ink: var(--crawl-swamp-ink, #2a2230);
  }
  .ms .t-Mountain {
    --crawl-disc: var(--crawl-mountain-disc, #f7b9a2);
    --crawl-ink: var(--crawl-mountain-ink, #7a1f0d);
  }
  .ms .t-Forest {
    --crawl-disc: var(--crawl-forest-disc, #acdcb9);
    --crawl-ink: var(--crawl-forest-ink, #13532a);
  }
  .ms .ms-plain {
    --crawl-disc: var(--crawl-plain-disc);
    --crawl-ink: var(--crawl-plain-ink);
  }
  /* The neutral disc, by theme kind: light like the colour discs, with dark ink. */
  :host {
    --crawl-plain-disc: #d6d1cc;
    --crawl-plain-ink: #2b2b2b;
  }
  :host-context(body.vscode-light) {
    --crawl-plain-disc: #e4e0dc;
    --crawl-plain-ink: #3b3b3b;
  }
  :host-context(body.vscode-high-contrast) {
    --crawl-plain-disc: #000000;
    --crawl-plain-ink: #ffffff;
  }
  :host-context(body.vscode-high-contrast-light) {
    --crawl-plain-disc: #ffffff;
    --crawl-plain-ink: #000000;
  }
`;
