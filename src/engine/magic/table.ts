import type { RuleError } from '../result';
import { cardInfo } from './card-db';
import type { CrawlState } from '../variants/magic-crawl/schema';
import type { GameEvent } from './events';
import type { CardRef, Permanent } from './schema';

/**
 * One action's working copy of the game. Applying an action copies the
 * parts it may change (the zones, the battlefield array), replaces changed
 * objects rather than editing them, and collects what happened as events;
 * the state it started from is never touched, so `apply` stays pure without
 * cloning the whole map on every step.
 */
export class Table {
  readonly s: CrawlState;
  readonly events: GameEvent[] = [];
  /** Set when a draw found the library empty: the game is lost (CR 704.5b). */
  drewFromEmpty = false;

  /** The state the action started from (never changed). */
  readonly before: CrawlState;

  constructor(state: CrawlState) {
    this.before = state;
    this.s = {
      ...state,
      counters: { ...state.counters },
      you: {
        ...state.you,
        // Copied only when an action changes it (library()): it can hold thousands of cards.
        library: state.you.library,
        hand: [...state.you.hand],
        // Copied when changed (zone()): a long crawl fills the graveyard.
        graveyard: state.you.graveyard,
        exile: state.you.exile,
      },
      battlefield: [...state.battlefield],
      // Grows all game; copied when a creature is defeated (defeat()).
      defeated: state.defeated,
    };
  }

  private libraryCopied = false;
  private statics: Permanent[] | undefined;

  /** The library, to change: copied from the original state the first time. */
  library(): CrawlState['you']['library'] {
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
    this.statics = undefined;
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
    this.statics = undefined;
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
