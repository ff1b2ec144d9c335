import type { ApplyOptions } from '../../result';
import { COLOURS, TERRAINS, type Terrain } from '../../colour';
import { cardInfo } from '../../magic/card-db';
import { coloursOf, keywordsOf } from '../../magic/characteristics';
import type { Permanent } from '../../magic/schema';
import { Table, type ManaCapacity, type Seating } from '../../magic/table';
import { poolVersion } from '../../cards/pool';
import { costColours, MANA_TYPES, type ManaCost, type ManaSource, type ManaType } from '../../mana';
import {
  enterHomeRow,
  manaReach,
  maxReach,
  poolLandFacts,
  regenerate,
  removeCreature,
  tapLands,
  terrainAmount,
  whereIs,
  type CreatureFacts,
  type Lookups,
  type ReachOption,
} from './board';
import { frontierBoardLands } from './land-effects';
import { SEATS, type FrontierSeat, type FrontierSetup, type FrontierState } from './schema';

/** One action's working copy of a Frontier game. */
export type FrontierTable = Table<FrontierState>;

export function other(seat: FrontierSeat): FrontierSeat {
  return seat === 'south' ? 'north' : 'south';
}

const OPPONENT = { south: ['north'], north: ['south'] } as const;

// ── What the board asks of the creatures and lands ─────────────────────

/** A land on the board as a mana source: a negative id made from its place, so it never meets a permanent's. */
export function landSourceId(place: { readonly row: number; readonly col: number }): number {
  return -(place.row * 1000 + place.col + 1);
}

export function placeOfSource(id: number): { row: number; col: number } {
  const n = -id - 1;
  return { row: Math.floor(n / 1000), col: n % 1000 };
}

function walks(keywords: readonly string[]): Terrain[] {
  return TERRAINS.filter((t) => keywords.includes(`${t.toLowerCase()}walk`));
}

function home(keywords: readonly string[]): Terrain | undefined {
  return TERRAINS.find((t) => keywords.includes(`${t.toLowerCase()}home`));
}

// A permanent's facts depend on the object (a change replaces it) and on the static abilities around it
// (t.staticSources()): kept while the permanents with static abilities are the same ones, from one action to the
// next (each action has a table of its own, so compare the lists, not the arrays). A Map emptied when those change
// or when it grows large, rather than a WeakMap: a permanent is replaced at every tap, and a WeakMap's entries
// cost the collector more than the Map's do.
const factsKnown = new Map<Permanent, CreatureFacts>();
let factsStatics: readonly Permanent[] = [];
const MOST_FACTS = 4096;

/** A creature's facts for the board, from the Magic core's characteristics now. */
export function creatureFacts(t: FrontierTable, p: Permanent): CreatureFacts {
  if (!keeping) return workOutFacts(t, p);
  const statics = t.staticSources();
  if (statics !== factsStatics) {
    if (!sameList(factsStatics, statics)) factsKnown.clear();
    factsStatics = statics;
  }
  let facts = factsKnown.get(p);
  if (!facts) {
    if (factsKnown.size >= MOST_FACTS) factsKnown.clear();
    factsKnown.set(p, (facts = workOutFacts(t, p)));
  }
  return facts;
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function workOutFacts(t: FrontierTable, p: Permanent): CreatureFacts {
  const keywords = keywordsOf(t, p);
  const walk = walks(keywords);
  const landhome = home(keywords);
  return {
    seat: p.controller,
    name: p.card,
    colours: coloursOf(p),
    tapped: p.tapped,
    sick: p.sick && !keywords.includes('haste'),
    ...(keywords.includes('flying') ? { flying: true } : {}),
    ...(walk.length > 0 ? { landwalk: walk } : {}),
    ...(keywords.includes('shadow') ? { shadow: true } : {}),
    ...(landhome ? { landhome } : {}),
    // Banding of every kind is banding all the time in Frontier (frontier.banding).
    ...(keywords.some((k) => k.startsWith('banding') || k.startsWith('bands-with')) ? { banding: true } : {}),
  };
}

const UNKNOWN: CreatureFacts = { seat: '', colours: [], tapped: true, sick: true };

/** The board's two lookups over a table. */
export function lookups(t: FrontierTable): Lookups {
  return {
    creature(id) {
      const p = t.permanent(id);
      return p ? creatureFacts(t, p) : UNKNOWN;
    },
    land: poolLandFacts,
  };
}

// ── Mana from the board ────────────────────────────────────────────────

/** The mana a land on the board makes; asked for every land in reach, many times an action, so kept by the card's info (card-db renews it when the pool changes). */
function producesOf(card: string): readonly ManaType[] {
  const info = cardInfo(card);
  let made = producedBy.get(info);
  if (!made) producedBy.set(info, (made = info.produces.filter((m): m is ManaType => m === 'C' || (COLOURS as readonly string[]).includes(m))));
  return made;
}

const producedBy = new WeakMap<object, readonly ManaType[]>();

/**
 * The lands a seat can tap at once (frontier.mana.reach): those under its
 * creatures, and a largest matching of its untapped creatures to lands next
 * to them, in which the lands of colours `cost` asks for are matched first.
 */
export function reachableLands(t: FrontierTable, seat: string, cost?: ManaCost, without?: number): ReachOption[] {
  const mana = seatMana(t, seat);
  const key = without === undefined ? reachKey(seat, cost) : `${reachKey(seat, cost)}|${without}`;
  let found = mana.reach.get(key);
  if (!found) mana.reach.set(key, (found = workOutReach(mana.options, cost, without)));
  return found;
}

/** Every way the seat could tap a land now (each land with each creature that reaches it), before matching. */
function reachOptions(t: FrontierTable, seat: string): readonly ReachOption[] {
  return seatMana(t, seat).options;
}

/**
 * What a seat's mana on the board is worked out from (its ways to tap a
 * land) and what is worked out from it, kept while those ways are the same.
 */
interface SeatMana {
  readonly options: readonly ReachOption[];
  /** The card pool the lands' mana was read from (an import can change a card). */
  readonly pool: number;
  readonly reach: Map<string, ReachOption[]>;
  readonly sources: Map<string, readonly ManaSource[]>;
  capacity?: ManaCapacity;
  /** What payments keep by this mana (Seating.extraMana.kept). */
  readonly kept: Map<object, unknown>;
}

/**
 * The seat's mana on this board: its ways to tap a land, worked out once per
 * memo; when they are the same, land for land and creature for creature, as
 * the last ones worked out for the seat (the other player moved, a creature
 * took damage), what was worked out from those is used again, since all of
 * it follows from the ways alone.
 */
function seatMana(t: FrontierTable, seat: string): SeatMana {
  const memo = memoOf(t);
  let mana = memo.mana.get(seat);
  if (mana) return mana;
  const options = manaReach(t.s.board, seat, lookups(t));
  if (!keeping) {
    memo.mana.set(seat, (mana = { options, pool: poolVersion(), reach: new Map(), sources: new Map(), kept: new Map() }));
    return mana;
  }
  const last = lastMana.get(seat);
  mana = last && last.pool === poolVersion() && sameOptions(last.options, options) ? last : { options, pool: poolVersion(), reach: new Map(), sources: new Map(), kept: new Map() };
  memo.mana.set(seat, mana);
  lastMana.set(seat, mana);
  return mana;
}

const lastMana = new Map<string, SeatMana>();

/** Whether two lists of ways to tap a land are the same ways, in the same order. */
export function sameOptions(a: readonly ReachOption[], b: readonly ReachOption[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.via !== y.via || x.card !== y.card || x.place.row !== y.place.row || x.place.col !== y.place.col) return false;
  }
  return true;
}

function reachKey(seat: string, cost: ManaCost | undefined): string {
  return cost ? colourKey(seat, cost) : `${seat}|-`;
}

// The key of a seat and a cost's colours, kept per cost object (costs are card data, made once): asked for every card in hand, every listing.
const colourKeys = new WeakMap<ManaCost, Record<string, string>>();

function colourKey(seat: string, cost: ManaCost): string {
  let keys = colourKeys.get(cost);
  if (!keys) colourKeys.set(cost, (keys = {}));
  return (keys[seat] ??= `${seat}|${costColours(cost).join('')}`);
}

function workOutReach(all: readonly ReachOption[], cost?: ManaCost, without?: number): ReachOption[] {
  const options = without === undefined ? all : all.filter((o) => o.via !== without);
  if (!cost) return maxReach(options);
  const wanted = new Set<string>(costColours(cost));
  const needed = (o: ReachOption) => producesOf(o.card).some((m) => wanted.has(m));
  return maxReach([...options.filter(needed), ...options.filter((o) => !needed(o))]);
}

/**
 * No more lands than are within reach, nor than the lands under the seat's
 * creatures and one for each creature that could tap (what a largest
 * matching taps is at most both); of each type, no more than the lands
 * within reach that make it.
 */
function landCapacity(options: readonly ReachOption[]): ManaCapacity {
  const byType = [0, 0, 0, 0, 0, 0];
  const lands = new Set<number>();
  const reachers = new Set<number>();
  let under = 0;
  for (const o of options) {
    if (o.via === 'under') under++;
    else reachers.add(o.via);
    const id = landSourceId(o.place);
    if (lands.has(id)) continue;
    lands.add(id);
    for (const m of producesOf(o.card)) byType[MANA_TYPES.indexOf(m)]!++;
  }
  return { total: Math.min(lands.size, under + reachers.size), byType };
}

// ── What is worked out from the board and who is on it ─────────────────

/**
 * Answers that depend only on the board and the permanents (objects that a
 * change replaces, never edits): kept until either changes. Listing the
 * legal actions asks "what mana can this seat make" once per card in hand,
 * and the state-based checks ask each creature's terrain bonus.
 */
interface Memo {
  readonly board: FrontierState['board'];
  readonly permanents: readonly Permanent[];
  /** Each seat's mana on the board (seatMana). */
  readonly mana: Map<string, SeatMana>;
  readonly terrain: Map<number, number>;
}

function memoOf(t: FrontierTable): Memo {
  // The table keeps the last memo for as long as its permanents are the same objects (Table.keep): then only the board is compared.
  const last = t.keep(LAST_MEMO, (): { memo?: Memo } => ({}));
  if (last.memo?.board === t.s.board) return last.memo;
  return (last.memo = memoFor(t.s.board, t.s.battlefield));
}

const LAST_MEMO = 'frontier\u0000memo';

/**
 * The last few memos made, newest first. A memo is met again only soon
 * after it is made (the computer reads the state settling left, the next
 * action starts from it), so a few slots find it; a WeakMap by board, set
 * for every new board, cost more than the rest of keeping them.
 */
const recentMemos: Memo[] = [];
const RECENT_MEMOS = 4;

function memoFor(board: FrontierState['board'], now: readonly Permanent[]): Memo {
  if (keeping) for (const known of recentMemos) if (known.board === board && sameList(known.permanents, now)) return known;
  const memo: Memo = { board, permanents: [...now], mana: new Map(), terrain: new Map() };
  if (keeping && recentMemos.unshift(memo) > RECENT_MEMOS) recentMemos.pop();
  return memo;
}

/**
 * Whether answers are kept beyond one table (the memos, the seats' mana on
 * the board, the creatures' facts): always, but for tests that compare what
 * is kept with what is worked out afresh. A table keeps its own memo either
 * way, and without the seat's mana kept, payments keep nothing either (they
 * keep by the object seatMana gives).
 */
let keeping = true;

export function keepBoardAnswers(on: boolean): void {
  keeping = on;
}

// ── The seating ────────────────────────────────────────────────────────

const seatings = new WeakMap<FrontierSetup['options'], Seating<FrontierState>>();

/** How Frontier seats its two players, for a game with these options. */
export function frontierSeating(options: FrontierSetup['options']): Seating<FrontierState> {
  let seating = seatings.get(options);
  if (seating) return seating;
  seating = {
    seats: () => SEATS,
    zones: (s, seat) => s.players[seat as FrontierSeat],
    setZones(s, seat, zones) {
      // Written out rather than spread with a computed key: the object keeps one shape, South first, as every state has it.
      s.players = seat === 'south' ? { south: zones as FrontierState['players']['south'], north: s.players.north } : { south: s.players.south, north: zones as FrontierState['players']['north'] };
    },
    opponents: (_s, seat) => OPPONENT[seat as FrontierSeat] ?? [],
    automatic: () => false,
    asksSearches: () => true,
    putAwayHomeless() {
      throw new Error('every Frontier seat keeps zones');
    },
    speed(t, seat) {
      const s = t.s;
      if (s.phase.type !== 'turn' || s.priority?.seat !== seat) return null;
      if (s.stack.length > 0) return 'instant';
      if (s.stretch !== null) return null;
      return s.phase.seat === seat && s.phase.step === 'main' ? 'sorcery' : 'instant';
    },
    whyNotNow(t, seat) {
      const s = t.s;
      if (s.phase.type === 'over') return 'the game is over';
      if (s.phase.type !== 'turn') return 'the game has not begun';
      if (s.priority?.seat !== seat) return 'it is not your priority';
      return s.stretch === 'moving' ? 'finish moving first (frontier.move.when)' : 'finish attacking first (frontier.attack.when)';
    },
    extraMana: {
      sources(t, seat, cost, exclude) {
        const mana = seatMana(t, seat);
        // A creature paying for its own {T} ability reaches no land for it (the land under it still pays).
        const without = exclude !== undefined && mana.options.some((o) => o.via === exclude) ? exclude : undefined;
        const key = without === undefined ? reachKey(seat, cost) : `${reachKey(seat, cost)}|${without}`;
        let found = mana.sources.get(key);
        if (!found) mana.sources.set(key, (found = reachableLands(t, seat, cost, without).map((o): ManaSource => ({ id: String(landSourceId(o.place)), produces: producesOf(o.card) }))));
        return found;
      },
      capacity(t, seat) {
        const mana = seatMana(t, seat);
        return (mana.capacity ??= landCapacity(mana.options));
      },
      // Everything sources and capacity answer follows from the seat's ways to tap lands (seatMana).
      kept: (t, seat) => seatMana(t, seat).kept,
      tapAll(t, seat, ids, exclude) {
        // The creatures that reach the chosen lands (not one tapping for the ability paid for), matched again for exactly these lands.
        const chosenIds = new Set(ids);
        const ways = reachOptions(t, seat);
        const options = ways.filter((o) => chosenIds.has(landSourceId(o.place)) && o.via !== exclude);
        const chosen = maxReach(options);
        const tapped = tapLands(t.s.board, seat, chosen, lookups(t), ways);
        if (!tapped.ok) throw new Error(`lands chosen to pay cannot be tapped: ${tapped.error.message}`);
        t.s.board = tapped.board;
        for (const id of tapped.creatures) t.update(id, (q) => ({ ...q, tapped: true }));
        return chosen.map((o) => o.card);
      },
    },
    placeBonus(t, p) {
      if (!cardInfo(p.card).creature || !whereIs(t.s.board, p.id)) return 0;
      const memo = memoOf(t);
      const key = options.neighboursNeedHome ? -p.id : p.id;
      let amount = memo.terrain.get(key);
      if (amount === undefined) memo.terrain.set(key, (amount = terrainAmount(t.s.board, p.id, lookups(t), options)));
      return amount;
    },
    entered(t, p) {
      // Newly cast creatures enter their controller's home row (frontier.summon.home); other permanents never move.
      if (cardInfo(p.card).creature && !whereIs(t.s.board, p.id)) t.s.board = enterHomeRow(t.s.board, p.id, p.controller);
    },
    left(t, p) {
      if (whereIs(t.s.board, p.id)) t.s.board = removeCreature(t.s.board, p.id);
    },
    regenerated(t, p) {
      // A regenerated creature goes back to its controller's home row, tapped (frontier.regenerate).
      if (whereIs(t.s.board, p.id)) t.s.board = regenerate(t.s.board, p.id, p.controller);
    },
    boardLands: frontierBoardLands(options),
  };
  seatings.set(options, seating);
  return seating;
}

export function frontierTable(setup: FrontierSetup, state: FrontierState, options?: ApplyOptions): FrontierTable {
  return new Table(state, frontierSeating(setup.options), options);
}

/** A table for questions only over `state` (see Table.reading): nothing may change it. */
export function readingTable(setup: FrontierSetup, state: FrontierState): FrontierTable {
  return Table.reading(state, frontierSeating(setup.options));
}
