import type { Combatant } from '../combat';
import type { RuleError } from '../result';
import { cardInfo } from './card-db';
import type { Terrain } from '../colour';
import type { RngState } from '../rng';
import type { GameEvent } from './events';
import type { CardRef, Combat, Permanent, Phase, Prompt, You } from './schema';

/**
 * The parts of a game's state the Magic rules core reads and changes. A
 * variant's state has these and more; its own rules see all of it through
 * `Table<ItsState>`.
 *
 * The foe side here is still Magic Crawl's (an encounter creature that
 * leaves goes back to its Encounter Pile and counts as defeated): it moves
 * into that variant when the core learns to seat two players.
 */
export interface MagicState {
  phase: Phase;
  prompt: Prompt | null;
  defeated: string[];
  counters: { nextId: number };
  rng: RngState;
  encounterPiles: Record<Terrain, { readonly creatures: readonly string[] }>;
  you: You;
  battlefield: Permanent[];
  combat: Combat | null;
}

/**
 * One action's working copy of the game. Applying an action copies the
 * parts it may change (the zones, the battlefield array), replaces changed
 * objects rather than editing them, and collects what happened as events;
 * the state it started from is never touched, so `apply` stays pure without
 * cloning the whole map on every step.
 */
export class Table<S extends MagicState = MagicState> {
  readonly s: S;
  readonly events: GameEvent[] = [];
  /** Set when a draw found the library empty: the game is lost (CR 704.5b). */
  drewFromEmpty = false;

  /** The state the action started from (never changed). */
  readonly before: S;

  constructor(state: S) {
    this.before = state;
    // Only what most actions change is copied here. The library (it can hold thousands of cards),
    // the graveyard and exile (a long crawl fills them) and the defeated creatures (they grow all game)
    // are shared with `state` until an action changes them: library(), zone() and defeat() copy them then.
    // (Listing them again in these literals would only slow the copy down.)
    this.s = {
      ...state,
      counters: { ...state.counters },
      you: { ...state.you, hand: [...state.you.hand] },
      battlefield: [...state.battlefield],
    };
  }

  private libraryCopied = false;
  private statics: Permanent[] | undefined;

  /** The library, to change: copied from the original state the first time. */
  library(): S['you']['library'] {
    if (!this.libraryCopied) {
      this.s.you.library = { cards: [...this.s.you.library.cards], bottom: [...this.s.you.library.bottom] };
      this.libraryCopied = true;
    }
    return this.s.you.library;
  }

  private zonesCopied = { graveyard: false, exile: false };

  /** Your graveyard or exile, to change: copied from the original state the first time. */
  zone(name: 'graveyard' | 'exile'): CardRef[] {
    if (!this.zonesCopied[name]) {
      this.s.you[name] = [...this.s.you[name]];
      this.zonesCopied[name] = true;
    }
    return this.s.you[name];
  }

  private defeatedCopied = false;

  /** Records an encounter creature as defeated. */
  defeat(card: string): void {
    if (!this.defeatedCopied) {
      this.s.defeated = [...this.s.defeated];
      this.defeatedCopied = true;
    }
    this.s.defeated.push(card);
  }

  /** Puts a permanent onto the battlefield. */
  add(p: Permanent): void {
    this.s.battlefield.push(p);
    this.membershipChanged();
  }

  /**
   * The permanents with an anthem or an Aura's static ability. Worked out
   * once per change of who is on the battlefield: characteristics ask for
   * them for every creature, many times an action.
   */
  staticSources(): readonly Permanent[] {
    this.statics ??= this.s.battlefield.filter((p) => cardInfo(p.card).hasStatic);
    return this.statics;
  }

  // Worked out on first use (like `statics`): the bot's read-only tables are made without the constructor.
  private rulesOf: { you?: ReadonlySet<string>; foe?: ReadonlySet<string> } | undefined;

  /** The static rules (see StaticRule) of the permanents `side` controls; worked out once per change of who is on the battlefield. */
  rulesControlled(side: 'you' | 'foe'): ReadonlySet<string> {
    this.rulesOf ??= {};
    let rules = this.rulesOf[side];
    if (!rules) {
      const found = new Set<string>();
      for (const p of this.s.battlefield) if (p.controller === side) for (const r of cardInfo(p.card).rules) found.add(r.is);
      this.rulesOf[side] = rules = found;
    }
    return rules;
  }

  private combatantsKnown: Map<Permanent, Combatant> | undefined;

  /**
   * The permanent as combat sees it, worked out by `work` once per change of
   * who is on the battlefield. A permanent object never changes (a change
   * replaces it), and what else goes into its characteristics (static
   * abilities, lands and namesakes counted) is who is on the battlefield and
   * under whose control, which only a permanent entering or leaving changes.
   */
  combatant(p: Permanent, work: () => Combatant): Combatant {
    this.combatantsKnown ??= new Map();
    let c = this.combatantsKnown.get(p);
    if (!c) this.combatantsKnown.set(p, (c = work()));
    return c;
  }

  /** A permanent entered or left the battlefield: what was worked out from who is there is out of date. */
  private membershipChanged(): void {
    this.statics = undefined;
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
    if (this.drewFromEmpty || this.s.you.life !== this.before.you.life) return false;
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
    return this.s.battlefield.find((p) => p.id === id);
  }

  update(id: number, change: (p: Permanent) => Permanent): void {
    const i = this.s.battlefield.findIndex((p) => p.id === id);
    if (i >= 0) this.s.battlefield[i] = change(this.s.battlefield[i]!);
  }

  remove(id: number): Permanent | undefined {
    const i = this.s.battlefield.findIndex((p) => p.id === id);
    if (i < 0) return undefined;
    this.membershipChanged();
    return this.s.battlefield.splice(i, 1)[0];
  }

  yours(): Permanent[] {
    return this.s.battlefield.filter((p) => p.controller === 'you');
  }

  /** The encounter's creatures (the foes may also control a non-creature permanent: the crawl's weakening enchantment). */
  foes(): Permanent[] {
    return this.s.battlefield.filter((p) => p.controller === 'foe' && cardInfo(p.card).creature);
  }

  inHand(id: number): CardRef | undefined {
    return this.s.you.hand.find((c) => c.id === id);
  }

  takeFromHand(id: number): CardRef | undefined {
    const i = this.s.you.hand.findIndex((c) => c.id === id);
    return i < 0 ? undefined : this.s.you.hand.splice(i, 1)[0];
  }
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
