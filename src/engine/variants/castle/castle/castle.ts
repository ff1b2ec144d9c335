import { refuse, type RuleError } from '../../../result';
import { nextInt, type RngState } from '../../../rng';
import type { Castle, CastlePlace } from './schema';

/**
 * A castle as pure functions over its part of the saved game: where things
 * are, what an attack on a column meets, the once-a-turn changes a player
 * may make, and revealing a face-down card. The rules layer owns the rest
 * (activation, life, combat damage, the creatures as permanents).
 */

export const COLUMNS = 4;
export const ROWS = 3;
/** A stock is fifteen creatures; twelve are laid out, three stay out of the game. */
export const STOCK_SIZE = 15;

/** A place of a castle: the row counts back from the front (0), the column from the left (0) as the table draws both castles, so that column 2 faces column 2. */
export interface Place {
  readonly row: number;
  readonly col: number;
}

export const CASTLE_RULES = {
  place: 'castle.place',
  stock: 'castle.setup.stock',
  reveal: 'castle.reveal',
  moveFaceDown: 'castle.once.move',
  turnFaceDown: 'castle.once.turn-down',
  swapFaceUp: 'castle.once.swap',
  swapBehind: 'castle.defend.swap',
} as const;

/** "column 2, row 3": counted from 1, the columns from the left as the table draws them and the rows from the front. */
export function placeLabel(p: Place): string {
  return `column ${p.col + 1}, row ${p.row + 1}`;
}

export function inCastle(p: Place): boolean {
  return p.row >= 0 && p.row < ROWS && p.col >= 0 && p.col < COLUMNS && Number.isInteger(p.row) && Number.isInteger(p.col);
}

export function placeAt(castle: Castle, p: Place): CastlePlace {
  return castle.rows[p.row]![p.col]!;
}

function withPlace(castle: Castle, p: Place, place: CastlePlace): Castle {
  return { ...castle, rows: castle.rows.map((row, r) => (r === p.row ? row.map((x, c) => (c === p.col ? place : x)) : row)) };
}

/**
 * A new castle from a stock of fifteen creatures: every place face down,
 * nothing named. Which twelve are laid out is decided as each is revealed.
 */
export function buildCastle(stock: readonly string[]): { ok: true; castle: Castle } | { ok: false; error: RuleError } {
  if (stock.length !== STOCK_SIZE) return refuse(CASTLE_RULES.stock, `A creature stock is ${STOCK_SIZE} creatures; this one has ${stock.length}.`);
  const rows = Array.from({ length: ROWS }, () => Array.from({ length: COLUMNS }, (): CastlePlace => ({ kind: 'face-down' })));
  return { ok: true, castle: { rows, hidden: [...stock].sort() } };
}

/** +N/+N of a creature in the castle by its row: none in front, +1/+1 in the second row, +2/+2 in the third. */
export function rowBonus(p: Place): number {
  return p.row;
}

/** The first card an attack on a column meets, from the front back; undefined when the column is empty. */
export function foremost(castle: Castle, col: number): Place | undefined {
  for (let row = 0; row < ROWS; row++) if (placeAt(castle, { row, col }).kind !== 'empty') return { row, col };
  return undefined;
}

/**
 * The card behind a place in its column: the nearest one further back, an
 * empty place between them passed over (the reading docs/castle-rules.md
 * gives for "the card directly behind it").
 */
export function cardBehind(castle: Castle, p: Place): Place | undefined {
  for (let row = p.row + 1; row < ROWS; row++) if (placeAt(castle, { row, col: p.col }).kind !== 'empty') return { row, col: p.col };
  return undefined;
}

/** The places next to one: up, down, left and right within the castle, and with `diagonal` the four corners too. */
export function adjacent(p: Place, diagonal = false): Place[] {
  const out: Place[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if ((dr === 0 && dc === 0) || (!diagonal && dr !== 0 && dc !== 0)) continue;
      const q = { row: p.row + dr, col: p.col + dc };
      if (inCastle(q)) out.push(q);
    }
  }
  return out;
}

function isAdjacent(a: Place, b: Place, diagonal: boolean): boolean {
  return adjacent(a, diagonal).some((q) => q.row === b.row && q.col === b.col);
}

/** Where a face-up creature stands in the castle, if it does. */
export function whereIs(castle: Castle, creature: number): Place | undefined {
  for (let row = 0; row < ROWS; row++) {
    for (let col = 0; col < COLUMNS; col++) {
      const x = placeAt(castle, { row, col });
      if (x.kind === 'face-up' && x.creature === creature) return { row, col };
    }
  }
  return undefined;
}

/** How many places still hold a card. */
export function cardsLeft(castle: Castle): number {
  return castle.rows.flat().filter((x) => x.kind !== 'empty').length;
}

export type Revealed = { readonly ok: true; readonly castle: Castle; readonly card: string; readonly rng: RngState } | { readonly ok: false; readonly error: RuleError };

/**
 * Turns the face-down card at `p` over: the creature its owner knows, or one
 * drawn from the stock's creatures never seen. The place still holds it,
 * face down, until the rules layer activates it (`putFaceUp`) or discards it
 * (`empty`).
 */
export function reveal(castle: Castle, p: Place, rng: RngState): Revealed {
  if (!inCastle(p)) return refuse(CASTLE_RULES.place, `A castle has no place at ${placeLabel(p)}.`);
  const x = placeAt(castle, p);
  if (x.kind !== 'face-down') return refuse(CASTLE_RULES.reveal, `The place at ${placeLabel(p)} holds no face-down card.`);
  if (x.card !== undefined) return { ok: true, castle, card: x.card, rng };
  if (castle.hidden.length === 0) throw new RangeError('a face-down place with no creature left to draw: the castle is inconsistent');
  const drawn = nextInt(rng, castle.hidden.length);
  const hidden = castle.hidden.slice();
  const [card] = hidden.splice(drawn.value, 1);
  return { ok: true, castle: withPlace({ ...castle, hidden }, p, { kind: 'face-down', card: card! }), card: card!, rng: drawn.rng };
}

/** The creature at `p`, activated, stands face up as the permanent `creature`. */
export function putFaceUp(castle: Castle, p: Place, creature: number): Castle {
  return withPlace(castle, p, { kind: 'face-up', creature });
}

/** The place is left empty: its creature died (removed from the game) or, not activated, was discarded. */
export function empty(castle: Castle, p: Place): Castle {
  return withPlace(castle, p, { kind: 'empty' });
}

export type Changed = { readonly ok: true; readonly castle: Castle } | { readonly ok: false; readonly error: RuleError };

/** Once a turn, for 2 life: a face-down card moves to an adjacent vacant place. */
export function moveFaceDown(castle: Castle, from: Place, to: Place, diagonal = false): Changed {
  if (!inCastle(from) || !inCastle(to)) return refuse(CASTLE_RULES.place, `A castle has places in columns 1-${COLUMNS} and rows 1-${ROWS} only.`);
  const card = placeAt(castle, from);
  if (card.kind !== 'face-down') return refuse(CASTLE_RULES.moveFaceDown, `Only a face-down card moves so, and ${placeLabel(from)} holds none.`);
  if (!isAdjacent(from, to, diagonal)) return refuse(CASTLE_RULES.moveFaceDown, `${placeLabel(to)} is not next to ${placeLabel(from)}.`);
  if (placeAt(castle, to).kind !== 'empty') return refuse(CASTLE_RULES.moveFaceDown, `${placeLabel(to)} is not vacant.`);
  return { ok: true, castle: withPlace(withPlace(castle, to, card), from, { kind: 'empty' }) };
}

/** Once a turn, for 1 life: a face-up creature turns face down; its owner knows it, and it must be activated again when next revealed. */
export function turnFaceDown(castle: Castle, p: Place, card: string): Changed {
  if (!inCastle(p)) return refuse(CASTLE_RULES.place, `A castle has no place at ${placeLabel(p)}.`);
  if (placeAt(castle, p).kind !== 'face-up') return refuse(CASTLE_RULES.turnFaceDown, `${placeLabel(p)} holds no face-up creature to turn face down.`);
  return { ok: true, castle: withPlace(castle, p, { kind: 'face-down', card }) };
}

/** Once a turn, for 1 life: a face-up creature changes places with any card next to it. */
export function swapFaceUp(castle: Castle, from: Place, to: Place, diagonal = false): Changed {
  if (!inCastle(from) || !inCastle(to)) return refuse(CASTLE_RULES.place, `A castle has places in columns 1-${COLUMNS} and rows 1-${ROWS} only.`);
  if (placeAt(castle, from).kind !== 'face-up') return refuse(CASTLE_RULES.swapFaceUp, `${placeLabel(from)} holds no face-up creature.`);
  if (!isAdjacent(from, to, diagonal)) return refuse(CASTLE_RULES.swapFaceUp, `${placeLabel(to)} is not next to ${placeLabel(from)}.`);
  if (placeAt(castle, to).kind === 'empty') return refuse(CASTLE_RULES.swapFaceUp, `${placeLabel(to)} holds no card to change places with.`);
  return { ok: true, castle: swap(castle, from, to) };
}

/**
 * In defence, for 2 life: the activated creature at `p` changes places with
 * the card behind it, which now stands at `p` and is revealed in turn.
 */
export function swapWithBehind(castle: Castle, p: Place): Changed {
  if (!inCastle(p)) return refuse(CASTLE_RULES.place, `A castle has no place at ${placeLabel(p)}.`);
  if (placeAt(castle, p).kind !== 'face-up') return refuse(CASTLE_RULES.swapBehind, `${placeLabel(p)} holds no activated creature.`);
  const behind = cardBehind(castle, p);
  if (!behind) return refuse(CASTLE_RULES.swapBehind, `No card stands behind ${placeLabel(p)}.`);
  return { ok: true, castle: swap(castle, p, behind) };
}

function swap(castle: Castle, a: Place, b: Place): Castle {
  const x = placeAt(castle, a);
  const y = placeAt(castle, b);
  return withPlace(withPlace(castle, a, y), b, x);
}
