import type { Combatant } from '../combat';
import type { ManaCost, ManaSource } from '../mana';
import type { ApplyOptions, RuleError } from '../result';
import { cardInfo, type CardInfo } from './card-db';
import type { RngState } from '../rng';
import type { GameEvent } from './events';
import type { CardRef, Combat, Permanent, PlayerZones, Prompt } from './schema';

/**
 * A player's place at the table, as the variant names it: "you" and "foe" in
 * Magic Crawl (the encounter is a seat with no cards of its own), two or
 * more players' seats elsewhere.
 */
export type Seat = string;

/** A player's life and cards: what a seat with zones has. */

/**
 * The parts of a game's state the Magic rules core reads and changes, for
 * any number of seats. A variant's state has these and more (its players'
 * zones wherever its save keeps them); its own rules see all of it through
 * `Table<ItsState>`, and the core reaches the players through its Seating.
 */
export interface MagicState {
  /** Where the game stands: each variant has its own phases, told apart by `type` ("over" when the game has ended). */
  phase: { readonly type: string };
  prompt: Prompt | null;
  /** Who answers `prompt`, in a game of players, when it is not the player acting (the player an effect makes discard). */
  promptSeat?: Seat;
  counters: { nextId: number };
  rng: RngState;
  battlefield: Permanent[];
  combat: Combat | null;
  /**
   * The stack, oldest first, in a game that keeps one (a game of players,
   * who may respond). Without it (Magic Crawl) spells and abilities resolve
   * as soon as they are cast.
   */
  stack?: readonly { readonly kind: string }[];
}

/** How fast a seat may act now: any spell in its main phase with nothing going on, instants only, or nothing. */
export type Speed = 'sorcery' | 'instant' | null;

/** Where a permanent's card goes when it leaves the battlefield. */
/** `library-top`: on top of its owner's library (CR 401.4), the next card drawn; `library-bottom`: under the rest; `library`: shuffled in. */
export type Destination = 'graveyard' | 'hand' | 'exile' | 'library' | 'library-top' | 'library-bottom';

/**
 * How a variant seats its players: the core asks it for a seat's zones and
 * opponents and never reads the state's shape for them. Magic Crawl keeps
 * your zones at `you` and seats its encounter as a seat without zones,
 * whose choices the rules make.
 */
export interface Seating<S extends MagicState = MagicState> {
  /** Every seat, in turn order. */
  seats(s: S): readonly Seat[];
  /** A seat's life and cards; undefined for a seat that keeps none. */
  zones(s: S, seat: Seat): PlayerZones | undefined;
  /** Puts a seat's changed zones into a working copy of the state. */
  setZones(s: S, seat: Seat, zones: PlayerZones): void;
  /**
   * A seat's zones as an action's working copy starts them: the same fields in the same order, the hand a copy of
   * its own. Without it, a spread (which V8 copies slowly once it has met zones of many shapes).
   */
  copyZones?(zones: PlayerZones): PlayerZones;
  /** The state's counters as an action's working copy starts them (the same fields, in the same order); without it, a spread. */
  copyCounters?(counters: S['counters']): S['counters'];
  /** The seats a seat plays against. */
  opponents(s: S, seat: Seat): readonly Seat[];
  /**
   * Whether a seat is still in the game: a player who has left a
   * multiplayer game (CR 800.4a) can't be targeted, and "each player"
   * passes them over. Without it, every seat is.
   */
  inGame?(s: S, seat: Seat): boolean;
  /** True for a seat whose choices the rules make (Magic Crawl's encounter): its triggers pick their targets, and it takes every "may". */
  automatic(seat: Seat): boolean;
  /**
   * True for a seat asked what its searches of its library take (a
   * `search` prompt). Without it, a stated rule chooses (Magic Crawl keeps
   * its rules, so its saved games replay as they were played).
   */
  asksSearches?(seat: Seat): boolean;
  /** A permanent whose controller keeps no zones has left the battlefield: where its card goes is the variant's (a token is already gone). */
  putAwayHomeless(t: Table<S>, p: Permanent, to: Destination): void;
  /** How fast `seat` may act now, by the variant's phases (a question waiting is checked before). */
  speed(t: Table<S>, seat: Seat): Speed;
  /** Why `seat` may not act now, in a few words ("keep an opening hand first"). */
  whyNotNow(t: Table<S>, seat: Seat): string;
  /**
   * Mana a seat may make that no permanent of its makes (Frontier Magic's
   * lands on the board), as sources with negative ids, offered before its
   * permanents; `cost`, when known, is what is being paid for, and
   * `exclude` a permanent that cannot help pay (it taps for the ability
   * being paid for). `tapAll` taps those chosen for one payment and gives
   * their names for the log.
   * `capacity` bounds them cheaply: how many could be tapped at once, and
   * how many of those could make each type (W, U, B, R, G, C), never fewer
   * than any `sources` list holds.
   */
  extraMana?: {
    sources(t: Table<S>, seat: Seat, cost?: ManaCost, exclude?: number): readonly ManaSource[];
    capacity(t: Table<S>, seat: Seat): ManaCapacity;
    tapAll(t: Table<S>, seat: Seat, ids: readonly number[], exclude?: number): string[];
    /**
     * A map that belongs to everything `sources` and `capacity` answer for
     * the seat now: the same map while they answer the same, so answers
     * worked out from them alone may be kept in it (magic/payments.ts).
     */
    kept?(t: Table<S>, seat: Seat): Map<object, unknown>;
  };
  /** A permanent has just entered the battlefield (Frontier puts a creature in its controller's home row). */
  entered?(t: Table<S>, p: Permanent): void;
  /** A permanent has just left the battlefield (Frontier takes it off the board). */
  left?(t: Table<S>, p: Permanent): void;
  /** A regeneration shield has just saved a permanent (Frontier puts it back in the home row). */
  regenerated?(t: Table<S>, p: Permanent): void;
  /** +N/+N a creature has from where it stands on the variant's board (Frontier's terrain bonus); never negative (the state-based checks count on it). */
  placeBonus?(t: Table<S>, p: Permanent): number;
  /** Keywords every permanent of a seat has (Magic Crawl's encounter creatures have haste): the same array each time for a seat (combat keeps what it works out from it by the array). */
  keywordsOfSeat?(seat: Seat): readonly string[];
  /**
   * A card was just drawn: true when the variant has put it somewhere else than the hand (Magic Crawl discards a spell that needs an opponent).
   * `effect`: a spell or ability drew it (zones.ts drawCard).
   */
  drawn?(t: Table<S>, seat: Seat, card: string, effect: boolean): boolean;
  /**
   * True for a permanent that effects reach only by targeting it (Castle
   * Magic's castle creatures): "each creature" effects pass it over and
   * anthems do not apply to it. Without it, none is.
   */
  shielded?(t: Table<S>, p: Permanent): boolean;
  /** Why `asker`'s spells and abilities cannot target `p` now, beyond the keywords (Castle: a castle creature during combat, by the opponent); undefined when they can. */
  untargetable?(t: Table<S>, p: Permanent, asker: Seat): string | undefined;
  /**
   * Where a permanent's card goes instead of `to` (Castle Magic: a castle
   * creature put into the graveyard is removed from the game); asked as it
   * leaves, before `left`. Without it, `to`.
   */
  destination?(t: Table<S>, p: Permanent, to: Destination): Destination;
  /**
   * How much of `amount` damage from a spell or ability reaches the player
   * at `seat` (Castle Magic lets only their own creatures' through); the rest
   * is prevented, with `rule` named. Without it, all of it.
   */
  damageToPlayer?(t: Table<S>, seat: Seat, source: { readonly id?: number; readonly controller: Seat }, amount: number): { readonly amount: number; readonly rule?: string };
  /** Lands that are no permanents (Frontier Magic's, on its board), as card text reaches them; without it, lands are permanents. */
  boardLands?: BoardLands<S>;
  /**
   * Whether a card of the game kept outside the players' zones and the
   * battlefield passes `test` (Magic Crawl: the cards of its Encounter
   * Piles). Without it, there are none.
   */
  holdsElsewhere?(t: Table<S>, test: (card: string) => boolean): boolean;
  /**
   * Whose library `seat` draws from and puts cards into: a single deck's
   * seats all share one, kept as one seat's. Without it, each its own.
   */
  librarySeat?(s: S, seat: Seat): Seat;
  /**
   * The library `seat` draws from is empty: the variant may fill it again
   * (a single deck: the graveyards shuffled together) and say true; false
   * and the draw fails, as from any empty library.
   */
  refillLibrary?(t: Table<S>, seat: Seat): boolean;
  /**
   * A shallow copy of the state, each field named: quicker than a spread of
   * it (V8 clones an object of many fields slowly), and made once per
   * action. Without it, a spread.
   */
  copyState?(s: S): S;
}

/** An upper bound on the mana a seat could make at once: in all, and of each type (indexed as MANA_TYPES: W, U, B, R, G, C). */
export interface ManaCapacity {
  readonly total: number;
  readonly byType: readonly number[];
}

/**
 * Lands that are no permanents, as spells and abilities reach them: each
 * named by a negative id (Frontier Magic's lands on the board, by place).
 * Only card text that names lands reaches them ("destroy target land",
 * "sacrifice a land").
 */
export interface BoardLands<S extends MagicState = MagicState> {
  /** The lands a spell or ability of `asker` may target ("target land you control": `controller` "you"), in board order. */
  targets(t: Table<S>, asker: Seat, controller?: 'you' | 'foe'): number[];
  /** Why the land `id` may not be targeted so, with the rule that says it; undefined when it may. */
  targetProblem(t: Table<S>, id: number, asker: Seat, controller?: 'you' | 'foe'): RuleError | undefined;
  /** The land's name for the log ("Forest at row 2, column 3"). */
  name(t: Table<S>, id: number): string | undefined;
  /** The lands `seat` controls: "sacrifice a land" means one of these. */
  controlled(t: Table<S>, seat: Seat): number[];
  /** The cards of those lands ("Forest"), for what counts them ("for each Forest you control"). */
  controlledCards?(t: Table<S>, seat: Seat): string[];
  /** Why `seat` may not sacrifice the land `id`, with the rule; undefined when it may. */
  sacrificeProblem(t: Table<S>, seat: Seat, id: number): RuleError | undefined;
  /** The land is destroyed by `source` (a spell's or ability's card), which `by` controls. */
  destroy(t: Table<S>, id: number, source: string, by: Seat): void;
  /** `seat` sacrifices the land, for `source`. */
  sacrifice(t: Table<S>, seat: Seat, id: number, source: string): void;
  /** `seat` must sacrifice one of its lands, of its choice, for `source`: the variant asks it (a question to answer). */
  askSacrifice(t: Table<S>, seat: Seat, source: string): void;
}

/**
 * One action's working copy of the game. Applying an action copies the
 * parts it may change (the zones, the battlefield array), replaces changed
 * objects rather than editing them, and collects what happened as events;
 * the state it started from is never touched, so `apply` stays pure without
 * cloning the whole map on every step.
 */
/** The options that make a reading table (Table.reading): compared by identity. */
const READING: ApplyOptions = Object.freeze({});

export class Table<S extends MagicState = MagicState> {
  readonly s: S;
  readonly events: GameEvent[] = [];
  /** The seats that had to draw from an empty library: they lose (CR 704.5b). */
  drewFromEmpty: Seat[] = [];

  /**
   * The state the action started from: never changed, unless the table
   * `consumes` it, and even then its battlefield and life totals stay as
   * they were (quiet() compares them).
   */
  readonly before: S;

  /**
   * True when the caller gives the state up to this action (a replay, which
   * keeps only the last state): the big zones (libraries, graveyards, exile)
   * and a variant's big lists are then changed in place instead of copied.
   */
  readonly consumes: boolean;

  constructor(
    state: S,
    readonly seating: Seating<S>,
    options: ApplyOptions = {},
  ) {
    this.before = state;
    this.consumes = options.consumes === true;
    this.members = filedMembers(state.battlefield);
    this.settled = filedSettled(state.battlefield);
    if (options === READING) {
      this.s = state;
      return;
    }
    // Only what most actions change is copied here: each seat's zones and hand, and the battlefield array.
    // The library (it can hold thousands of cards), the graveyard and exile (a long game fills them) are
    // shared with `state` until an action changes them: library() and zone() copy them then.
    const s = seating.copyState ? seating.copyState(state) : { ...state };
    s.counters = seating.copyCounters ? seating.copyCounters(state.counters) : { ...state.counters };
    s.battlefield = [...state.battlefield];
    this.s = s;
    for (const seat of seating.seats(state)) {
      const zones = seating.zones(state, seat);
      if (zones) seating.setZones(this.s, seat, seating.copyZones ? seating.copyZones(zones) : { ...zones, hand: [...zones.hand] });
    }
  }

  /**
   * A table for questions only (what is legal now, what the computer
   * weighs): it reads `state` itself, without the copy an action makes, so
   * nothing may change it. Listing and weighing happen several times an
   * action, and the copies were a good part of their cost.
   */
  static reading<S extends MagicState>(state: S, seating: Seating<S>): Table<S> {
    // Made by the constructor, so that it has the fields of every other table, in the same order: V8 then sees one
    // shape of table wherever tables are read, rather than two (a reading table used to be built field by field).
    return new Table(state, seating, READING);
  }

  /** A seat's life and cards (hand already a copy of its own); undefined for a seat without zones. */
  player(seat: Seat): PlayerZones | undefined {
    return this.seating.zones(this.s, seat);
  }

  /** The seats `seat` plays against. */
  opponents(seat: Seat): readonly Seat[] {
    return this.seating.opponents(this.s, seat);
  }

  private copied: Set<string> | undefined;

  /** Copies one of a seat's big zones the first time an action changes it. */
  private own<K extends 'library' | 'graveyard' | 'exile'>(seat: Seat, key: K, copy: (z: PlayerZones[K]) => PlayerZones[K]): PlayerZones[K] {
    const zones = this.player(seat);
    if (!zones) throw new Error(`seat ${seat} keeps no ${key}`);
    if (this.consumes) return zones[key];
    this.copied ??= new Set();
    const tag = `${seat}\u0000${key}`;
    if (!this.copied.has(tag)) {
      zones[key] = copy(zones[key]);
      this.copied.add(tag);
    }
    return zones[key];
  }

  /** The library `seat` draws from, to change: copied from the original state the first time. */
  library(seat: Seat): PlayerZones['library'] {
    return this.own(this.librarySeat(seat), 'library', (l) => ({ cards: [...l.cards], bottom: [...l.bottom], ...(l.top ? { top: [...l.top] } : {}) }));
  }

  /** The library `seat` draws from, to read (see Seating.librarySeat); undefined for a seat without zones. */
  libraryOf(seat: Seat): PlayerZones['library'] | undefined {
    return this.player(this.librarySeat(seat))?.library;
  }

  private librarySeat(seat: Seat): Seat {
    return this.seating.librarySeat ? this.seating.librarySeat(this.s, seat) : seat;
  }

  /** A seat's graveyard or exile, to change: copied from the original state the first time. */
  zone(seat: Seat, name: 'graveyard' | 'exile'): CardRef[] {
    return this.own(seat, name, (z) => [...z]);
  }

  /** Puts a permanent onto the battlefield. */
  add(p: Permanent): void {
    this.s.battlefield.push(p);
    this.membershipChanged();
  }

  private statics: Permanent[] | undefined;

  /**
   * The permanents with an anthem or an Aura's static ability. Worked out
   * once per change of who is on the battlefield: characteristics ask for
   * them for every creature, many times an action.
   */
  staticSources(): readonly Permanent[] {
    if (!this.statics) {
      const ids = this.membership().statics;
      this.statics = ids.length === 0 ? [] : ids.map((id) => this.permanent(id)!);
    }
    return this.statics;
  }

  /**
   * The ids of the permanents with a triggered ability, in battlefield order: most permanents have none, and
   * every event asks (see fireAll). Worked out once per change of who is on the battlefield, like staticSources.
   */
  triggerSources(): readonly number[] {
    return this.membership().triggers;
  }

  /**
   * Each permanent's card facts, in battlefield order, beside its id: worked out once per change of who is there,
   * for passes over the whole battlefield (state-based actions, static rules) that would otherwise look every card up.
   * A caller checks the id at the same place before trusting the facts (see infoAt).
   */
  cardInfos(): { readonly ids: readonly number[]; readonly infos: readonly CardInfo[] } {
    return this.membership();
  }

  // Who on the battlefield has static and triggered abilities, and the battlefield array it is filed under for the next action.
  private members: Members | undefined;
  private membersFiled: readonly Permanent[] | undefined;

  /**
   * Who has static and triggered abilities depends on who is on the battlefield alone, which most actions leave
   * as it was: it is filed under the battlefield array, and the next action's table, given that array, starts
   * from it (filedMembers) rather than looking every permanent's card up again.
   */
  private membership(): Members {
    const m = (this.members ??= membersOf(this.s.battlefield));
    if (this.membersFiled !== this.s.battlefield) {
      fileMembers(this.s.battlefield, m);
      this.membersFiled = this.s.battlefield;
    }
    return m;
  }

  // Worked out on first use (like `statics`): a table asked nothing of it never needs it.
  private rulesOf: Map<Seat, ReadonlySet<string>> | undefined;

  /** The static rules (see StaticRule) of the permanents `seat` controls; worked out once per change of who is on the battlefield. */
  rulesControlled(seat: Seat): ReadonlySet<string> {
    if (!this.rulesOf) {
      // Every seat's at once, in one pass over the battlefield: both sides are asked most actions.
      this.rulesOf = new Map();
      const bf = this.s.battlefield;
      const known = this.membership();
      for (let i = 0; i < bf.length; i++) {
        const p = bf[i]!;
        const rules = infoAt(known, i, p).rules;
        if (rules.length === 0) continue;
        let found = this.rulesOf.get(p.controller) as Set<string> | undefined;
        if (!found) this.rulesOf.set(p.controller, (found = new Set()));
        for (const r of rules) found.add(r.is);
      }
    }
    return this.rulesOf.get(seat) ?? NO_RULES;
  }

  // The battlefield as the last state-based check left it, having found nothing more to do (see settledAsBefore).
  private settled: Settled | undefined;

  /**
   * True when the battlefield holds the very objects the last state-based
   * check finished with (a change replaces an object), so a new check would
   * find nothing. Not on a board that gives creatures a bonus by where they
   * stand: that can change without the battlefield changing.
   */
  settledAsBefore(): boolean {
    const was = this.settled;
    if (!was || this.seating.placeBonus) return false;
    // Handed on from the action before (see fileSettled): only when no permanent had a static ability.
    if (was.statics === NONE_STATIC ? this.staticSources().length > 0 : was.statics !== this.statics) return false;
    const now = this.s.battlefield;
    if (now.length !== was.battlefield.length) return false;
    for (let i = 0; i < now.length; i++) if (now[i] !== was.battlefield[i]) return false;
    return true;
  }

  /**
   * The permanents a state-based check must look at before it finds anything, when the last check found nothing
   * and since then only some permanents were replaced by changed ones of the same card and controller, on a plain
   * board (no static ability, no bonus by place): whether the others die or fall off depends on themselves and on
   * who is there, as before. Undefined when every permanent must be looked at.
   */
  changedSinceSettled(): readonly Permanent[] | undefined {
    const was = this.settled;
    if (!was || this.seating.placeBonus || this.staticSources().length > 0) return undefined;
    const now = this.s.battlefield;
    if (now.length !== was.battlefield.length) return undefined;
    let changed: Permanent[] | undefined;
    for (let i = 0; i < now.length; i++) {
      const p = now[i]!;
      const q = was.battlefield[i]!;
      if (p === q) continue;
      if (p.id !== q.id || p.card !== q.card || p.controller !== q.controller) return undefined;
      (changed ??= []).push(p);
    }
    return changed ?? [];
  }

  /** The state-based check has just found nothing more to do. */
  markSettled(): void {
    this.settled = { battlefield: [...this.s.battlefield], statics: this.statics };
    fileSettled(this.s.battlefield, this.settled.battlefield, !this.seating.placeBonus && this.staticSources().length === 0);
  }

  private combatantsKnown: Map<Permanent, Combatant> | undefined;

  /**
   * The permanent as combat sees it, worked out by `work` once per change of
   * who is on the battlefield. A permanent object never changes (a change
   * replaces it), and what else goes into its characteristics (static
   * abilities, lands and namesakes counted) is who is on the battlefield and
   * under whose control, which only a permanent entering or leaving changes.
   */
  combatant<A>(p: Permanent, work: (p: Permanent, arg: A) => Combatant, arg: A): Combatant {
    // `work` and its argument are passed apart (no closure made per question: combat asks many an action).
    this.combatantsKnown ??= new Map();
    let c = this.combatantsKnown.get(p);
    if (!c) this.combatantsKnown.set(p, (c = work(p, arg)));
    return c;
  }

  /** A permanent entered or left the battlefield: what was worked out from who is there is out of date. */
  private membershipChanged(): void {
    this.kept = undefined;
    this.statics = undefined;
    // The array itself changes (a push, a splice): what was filed under it no longer holds.
    if (this.membersFiled === this.s.battlefield) fileMembers(undefined, undefined);
    this.members = undefined;
    this.membersFiled = undefined;
    this.rulesOf = undefined;
    this.combatantsKnown = undefined;
  }

  /**
   * True when no permanent and no life total has changed since the action
   * began: changes replace objects, so comparing references is enough. Then
   * the state-based actions, already checked after the last action, have
   * nothing new to find.
   */
  quiet(): boolean {
    if (this.drewFromEmpty.length > 0) return false;
    for (const seat of this.seating.seats(this.before)) {
      if (this.seating.zones(this.s, seat)?.life !== this.seating.zones(this.before, seat)?.life) return false;
    }
    const now = this.s.battlefield;
    const was = this.before.battlefield;
    if (now.length !== was.length) return false;
    for (let i = 0; i < now.length; i++) if (now[i] !== was[i]) return false;
    return true;
  }

  emit(event: GameEvent): void {
    this.events.push(event);
  }

  newId(): number {
    return this.s.counters.nextId++;
  }

  permanent(id: number): Permanent | undefined {
    const i = this.indexOf(id);
    return i < 0 ? undefined : this.s.battlefield[i];
  }

  /** Where the permanent `id` is on the battlefield, or -1 (a plain loop: it is asked many times an action). */
  private indexOf(id: number): number {
    const all = this.s.battlefield;
    // The same permanent is often asked for several times running: where it was found last is looked at first.
    const last = this.lastFound;
    if (last < all.length && all[last]!.id === id) return last;
    for (let i = 0; i < all.length; i++) {
      if (all[i]!.id === id) {
        this.lastFound = i;
        return i;
      }
    }
    return -1;
  }

  // Where indexOf last found a permanent (ids are unique on the battlefield, so a hit there is the one asked for).
  private lastFound = 0;

  update(id: number, change: (p: Permanent) => Permanent): void {
    const i = this.indexOf(id);
    if (i >= 0) {
      const was = this.s.battlefield[i]!;
      const now = change(was);
      this.s.battlefield[i] = now;
      this.kept = undefined;
      // A permanent that became another card (none does yet) would change who has which abilities.
      if (now.card !== was.card) this.membershipChanged();
      // Each seat's static rules are filed by controller (see rulesControlled).
      else if (now.controller !== was.controller) this.rulesOf = undefined;
    }
  }

  // Answers worked out from the permanents, while they stay as they were (see keep).
  private kept: { readonly battlefield: readonly Permanent[]; readonly values: Map<string, unknown> } | undefined;

  /**
   * `work()`'s answer, kept under `key` for as long as the battlefield holds
   * the same permanents (changes go through add, update and remove, or
   * replace the array): for what listing the legal actions asks once per
   * card in hand and depends on the permanents alone.
   */
  keep<T>(key: string, work: () => T): T {
    if (this.kept?.battlefield !== this.s.battlefield) this.kept = { battlefield: this.s.battlefield, values: new Map() };
    const values = this.kept.values;
    if (values.has(key)) return values.get(key) as T;
    const value = work();
    values.set(key, value);
    return value;
  }

  remove(id: number): Permanent | undefined {
    const i = this.indexOf(id);
    if (i < 0) return undefined;
    this.membershipChanged();
    return this.s.battlefield.splice(i, 1)[0];
  }

  /** The permanents `seat` controls. */
  controlledBy(seat: Seat): Permanent[] {
    return this.s.battlefield.filter((p) => p.controller === seat);
  }

  /** Whether `seat` controls a creature (creaturesOf(seat).length > 0, without making the list). */
  controlsCreature(seat: Seat): boolean {
    for (const p of this.s.battlefield) if (p.controller === seat && cardInfo(p.card).creature) return true;
    return false;
  }

  /** The creatures `seat` controls. */
  creaturesOf(seat: Seat): Permanent[] {
    return this.s.battlefield.filter((p) => p.controller === seat && cardInfo(p.card).creature);
  }

  inHand(seat: Seat, id: number): CardRef | undefined {
    return this.player(seat)?.hand.find((c) => c.id === id);
  }

  takeFromHand(seat: Seat, id: number): CardRef | undefined {
    const hand = this.player(seat)?.hand;
    const i = hand ? hand.findIndex((c) => c.id === id) : -1;
    return i < 0 ? undefined : hand!.splice(i, 1)[0];
  }
}

/** The battlefield as a state-based check last left it, and the static sources it was checked with. */
interface Settled {
  readonly battlefield: readonly Permanent[];
  readonly statics: readonly Permanent[] | undefined;
}

/** Stands for "no permanent had a static ability" in a check handed on from the action before. */
const NONE_STATIC: readonly Permanent[] = [];

/**
 * The last check that found nothing to do, handed on to the next action's table as the members are (see
 * filedMembers): the first check of most actions would otherwise look at every permanent again though none
 * changed. Filed only when no permanent has a static ability and the board gives no bonus by place: then
 * whether a permanent dies or falls off depends on the permanents alone.
 */
let settledUnder: readonly Permanent[] | undefined;
let settledAs: readonly Permanent[] | undefined;

function fileSettled(battlefield: readonly Permanent[], snapshot: readonly Permanent[], plain: boolean): void {
  settledUnder = plain ? battlefield : undefined;
  settledAs = plain ? snapshot : undefined;
}

function filedSettled(battlefield: readonly Permanent[]): Settled | undefined {
  return settledUnder === battlefield && settledAs ? { battlefield: settledAs, statics: NONE_STATIC } : undefined;
}

/** No static rules: shared, and never changed. */
const NO_RULES: ReadonlySet<string> = new Set();

/** The ids of the permanents of a battlefield with static abilities (see staticSources) and with triggered ones, in its order. */
interface Members {
  /** Every permanent's id, in order: what the members were worked out for. */
  readonly ids: readonly number[];
  readonly statics: readonly number[];
  readonly triggers: readonly number[];
  /** Every permanent's card facts, beside its id. */
  readonly infos: readonly CardInfo[];
}

/** The card facts of `p`, found at index `i` of the battlefield `known` was worked out for; looked up when that place now holds another. */
export function infoAt(known: { readonly ids: readonly number[]; readonly infos: readonly CardInfo[] }, i: number, p: Permanent): CardInfo {
  return known.ids[i] === p.id ? known.infos[i]! : cardInfo(p.card);
}

/**
 * The members last worked out, and the battlefield array they were filed under: the next action's table is
 * given that array (the state the last action left). One slot, not a map by array: a replay goes from one
 * action to the next, and a WeakMap entry per action cost more than it saved. A table never changes the array
 * of the state it was given (it works on a copy), and takes its filing back when it changes its own.
 */
let filed: readonly Permanent[] | undefined;
let filedAs: Members | undefined;

function fileMembers(battlefield: readonly Permanent[] | undefined, m: Members | undefined): void {
  filed = battlefield;
  filedAs = m;
}

/** The members filed under `battlefield`, if it still holds the permanents they were worked out for (else it was changed from outside a table). */
function filedMembers(battlefield: readonly Permanent[]): Members | undefined {
  const m = filed === battlefield ? filedAs : undefined;
  if (!m || m.ids.length !== battlefield.length) return undefined;
  for (let i = 0; i < battlefield.length; i++) if (battlefield[i]!.id !== m.ids[i]) return undefined;
  return m;
}

function membersOf(battlefield: readonly Permanent[]): Members {
  const ids: number[] = [];
  const statics: number[] = [];
  const triggers: number[] = [];
  const infos: CardInfo[] = [];
  for (const p of battlefield) {
    ids.push(p.id);
    const info = cardInfo(p.card);
    infos.push(info);
    if (info.hasStatic) statics.push(p.id);
    if (info.hasTrigger) triggers.push(p.id);
  }
  return { ids, statics, triggers, infos };
}

export type TableResult = { readonly ok: true } | { readonly ok: false; readonly error: RuleError };

export const OK: TableResult = { ok: true };

export function fail(rule: string, message: string): TableResult {
  return { ok: false, error: { rule, message } };
}

/** Inserts a name into an alphabetically sorted list, keeping it sorted. */
export function insertSorted(list: string[], name: string): void {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < name) lo = mid + 1;
    else hi = mid;
  }
  list.splice(lo, 0, name);
}

/** Every card of a library: those a scry left on top, the shuffled part, and those put on the bottom. */
export function libraryCards(library: PlayerZones['library']): string[] {
  return [...(library.top ?? []), ...library.cards, ...library.bottom];
}

/** How many cards a library holds. */
export function librarySize(library: PlayerZones['library']): number {
  return (library.top?.length ?? 0) + library.cards.length + library.bottom.length;
}
