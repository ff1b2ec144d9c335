import { strict as assert } from 'node:assert';
import { legalActions, newGame, takeAction, type CrawlAction as Action, type GameEvent, type CrawlSave as SaveFile } from '../../../src/engine';
import { findCard } from '../../../src/engine/cards/pool';
import { registerSetupCards } from '../../../src/engine/cards/setup-cards';
import { TERRAIN_OF, type Terrain } from '../../../src/engine/colour';
import { cardInfo } from '../../../src/engine/magic/card-db';
import type { CrawlPermanent as Permanent, Phase, YourStep } from '../../../src/engine/variants/magic-crawl/magic-schema';
import type { RuleError } from '../../../src/engine/result';
import { crawlProblems } from '../../../src/engine/variants/magic-crawl/consistency';
import { startFoeTurn } from '../../../src/engine/variants/magic-crawl/flow';
import type { CrawlState, Goal } from '../../../src/engine/variants/magic-crawl/schema';
import type { SetupChoices } from '../../../src/engine/variants/magic-crawl/setup';
import { crawlTable } from '../../../src/engine/variants/magic-crawl';

/**
 * A scenario builder for rules tests: a real game from newGame(), with the
 * table then laid out by hand — cards in hand, permanents on the battlefield
 * (yours, and the encounter's), life, the step of the turn — so that a test
 * reads like an example in a rulebook. The state stays one the engine could
 * have reached: object ids come from counters.nextId, the deck list is made of
 * exactly the cards placed (so card conservation holds), and an encounter
 * creature comes out of its Encounter Pile. Every action is then taken through
 * the game layer (takeAction), and after each one the consistency checks
 * (crawlProblems) must find nothing.
 */

export interface PermanentSpec {
  readonly card: string;
  readonly tapped?: boolean;
  /** Summoning sick (came under your control this turn); default false for yours. */
  readonly sick?: boolean;
  readonly damage?: number;
  readonly counters?: number;
  /** An until-end-of-turn change already in effect, e.g. keywords no printed card of the pool has. */
  readonly pumped?: { readonly power?: number; readonly toughness?: number; readonly keywords?: readonly string[] };
  /** For an Aura: the name of the permanent it enchants (the first with that name, yours before the foe's unless `onFoe`). */
  readonly enchants?: string;
  readonly onFoe?: boolean;
  /** A token rather than a card of the deck. */
  readonly token?: boolean;
  /** Landless: the card of the deck played as this land (`card` is the land it became). */
  readonly original?: string;
}

export interface FoeSpec extends Omit<PermanentSpec, 'enchants' | 'onFoe' | 'token' | 'sick'> {
  /** The Encounter Pile it came from; by default the pile of its colour. */
  readonly pile?: Terrain;
}

export interface ScenarioSpec {
  readonly seed?: string;
  readonly options?: Omit<SetupChoices, 'deck'>;
  readonly goals?: Goal[];
  readonly hand?: readonly string[];
  readonly battlefield?: readonly (string | PermanentSpec)[];
  readonly graveyard?: readonly string[];
  readonly exile?: readonly string[];
  /** The library (shuffled); ten Islands unless given. */
  readonly library?: readonly string[];
  /** Cards on the bottom of the library, in order (as after a mulligan): drawn once the rest is gone. */
  readonly bottom?: readonly string[];
  /** Encounter creatures on the battlefield; with any, an encounter is under way at the token. */
  readonly foes?: readonly (string | FoeSpec)[];
  readonly life?: number;
  /** Your energy counters ({E}); none unless given. */
  readonly energy?: number;
  /** Your turn at this step (default main1 of an encounter turn when there are foes, else of a preparation round)… */
  readonly step?: YourStep;
  readonly kind?: 'preparation' | 'encounter';
  readonly landPlayed?: boolean;
  readonly roundsLeft?: number;
  /** …or the encounter's turn: its creatures attack you now (the engine's own foe turn), and you declare blockers. */
  readonly foeAttacks?: boolean;
  /** Or any other phase, as is (travel, mulligan…). */
  readonly phase?: Phase;
  /** Turns begun so far (default 5, so that your next turn draws). */
  readonly turns?: number;
}

const norm = <T extends { card: string }>(x: string | T): T => (typeof x === 'string' ? ({ card: x } as T) : x);

/** Builds the game described by `spec`. */
export function scenario(spec: ScenarioSpec = {}): Scenario {
  const mine = (spec.battlefield ?? []).map((x) => norm<PermanentSpec>(x));
  const foes = (spec.foes ?? []).map((x) => norm<FoeSpec>(x));
  const library = spec.library ?? Array<string>(10).fill('Island');
  // The scenario's own cards join the pool first, as a saved game's do when it opens: the check below must not depend on an earlier test.
  registerSetupCards({ cards: spec.options?.cards });
  for (const name of [...(spec.hand ?? []), ...mine.map((p) => p.card), ...foes.map((f) => f.card), ...library]) {
    assert.ok(findCard(name), `the card pool has no "${name}"`);
  }

  // The deck is exactly the cards placed: hand, battlefield (not tokens), graveyard, exile and library.
  const deckCards = [
    ...(spec.hand ?? []),
    ...mine.filter((p) => !p.token).map((p) => p.original ?? p.card),
    ...(spec.graveyard ?? []),
    ...(spec.exile ?? []),
    ...library,
    ...(spec.bottom ?? []),
  ];
  const counts = new Map<string, number>();
  for (const n of deckCards) counts.set(n, (counts.get(n) ?? 0) + 1);
  const base = newGame(spec.seed ?? 'scenario', { startColour: 'G', ...spec.options, ...(spec.goals ? { goals: spec.goals } : {}) });
  const setup = {
    ...base.setup,
    deck: { name: 'Scenario', cards: [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, count]) => ({ name, count })) },
    encounterCreatures: { ...base.setup.encounterCreatures },
  };

  const state: CrawlState = structuredClone(base.state);
  let nextId = 1;
  const ref = (card: string) => ({ id: nextId++, card });
  state.you = {
    life: spec.life ?? base.setup.options.life,
    ...(spec.energy ? { energy: spec.energy } : {}),
    library: { cards: [...library].sort(), bottom: [...(spec.bottom ?? [])] },
    hand: (spec.hand ?? []).map(ref),
    graveyard: (spec.graveyard ?? []).map(ref),
    exile: (spec.exile ?? []).map(ref),
  };
  state.battlefield = [];
  // Adjusting: the weakening enchantment is the foes' from the start.
  const weakening = base.setup.options.weakening;
  if (weakening) state.battlefield.push({ id: nextId++, card: weakening, controller: 'foe', tapped: false, sick: false, damage: 0, counters: 0 });
  const auras: [Permanent, PermanentSpec][] = [];
  for (const p of mine) {
    const perm: Permanent = {
      id: nextId++,
      card: p.card,
      controller: 'you',
      tapped: p.tapped ?? false,
      sick: p.sick ?? false,
      damage: p.damage ?? 0,
      counters: p.counters ?? 0,
    };
    if (p.pumped) perm.pumped = { power: p.pumped.power ?? 0, toughness: p.pumped.toughness ?? 0, keywords: [...(p.pumped.keywords ?? [])] };
    if (p.token) perm.token = true;
    if (p.original) perm.original = p.original;
    state.battlefield.push(perm);
    if (p.enchants) auras.push([perm, p]);
  }
  for (const f of foes) {
    const colour = cardInfo(f.card).def.colours[0] ?? 'W';
    const pile = f.pile ?? TERRAIN_OF[colour];
    // The creature leaves its pile to be fought; a card not in the built-in pile is added to its setup list first.
    const list = [...setup.encounterCreatures[pile]];
    const inPile = state.encounterPiles[pile].creatures.indexOf(f.card);
    if (inPile >= 0) {
      state.encounterPiles[pile] = { ...state.encounterPiles[pile], creatures: state.encounterPiles[pile].creatures.filter((_, i) => i !== inPile) };
    } else {
      list.push(f.card);
      setup.encounterCreatures[pile] = list.sort();
    }
    const perm: Permanent = {
      id: nextId++,
      card: f.card,
      controller: 'foe',
      tapped: f.tapped ?? false,
      sick: true,
      damage: f.damage ?? 0,
      counters: f.counters ?? 0,
      pile,
    };
    if (f.pumped) perm.pumped = { power: f.pumped.power ?? 0, toughness: f.pumped.toughness ?? 0, keywords: [...(f.pumped.keywords ?? [])] };
    state.battlefield.push(perm);
    state.encounter = { at: { ...state.token }, pile };
  }
  for (const [aura, p] of auras) {
    const host = state.battlefield.find((q) => q.card === p.enchants && q.controller === (p.onFoe ? 'foe' : 'you'));
    assert.ok(host, `${p.card} should enchant ${p.enchants}, which is not on the battlefield`);
    aura.attachedTo = host.id;
  }
  // Mana from mapped lands: each explored hex keeps its land (no card of the deck).
  for (const h of state.hexes.filter((x) => x.explored && base.setup.options.mappedMana)) {
    state.battlefield.push({ id: nextId++, card: h.terrain, controller: 'you', tapped: false, sick: false, damage: 0, counters: 0, hex: { q: h.q, r: h.r } });
  }
  state.counters = { ...state.counters, nextId, turns: spec.turns ?? 5 };
  state.prompt = null;
  state.combat = null;
  const kind = spec.kind ?? (foes.length > 0 ? 'encounter' : 'preparation');
  state.phase = spec.phase ?? { type: 'turn', kind, step: spec.step ?? 'main1', landPlayed: spec.landPlayed ?? false, roundsLeft: spec.roundsLeft ?? 0 };
  if (!spec.phase && (spec.step === 'attackers' || spec.step === 'blockers')) {
    throw new Error('start at main1 and pass to reach combat, so the engine sets it up');
  }
  let built = state;
  if (spec.foeAttacks) {
    const t = crawlTable(state);
    startFoeTurn(t);
    built = t.s;
  }
  const game: SaveFile = { ...base, setup, state: built, log: [] };
  const s = new Scenario(game);
  s.checkConsistent('the scenario as built');
  return s;
}

/** A game under test, with shorthands for taking actions and reading the table. */
export class Scenario {
  /** Events of the last action taken. */
  events: readonly GameEvent[] = [];

  constructor(public game: SaveFile) {}

  get state(): CrawlState {
    return this.game.state;
  }

  checkConsistent(when: string): void {
    const problems = crawlProblems(this.game.setup, this.game.state);
    assert.deepEqual(problems, [], `${when}: the state is inconsistent`);
  }

  /** Takes an action that must be accepted; returns its events. */
  act(action: Action): readonly GameEvent[] {
    const r = takeAction(this.game, action);
    if (!r.ok) assert.fail(`${JSON.stringify(action)} was refused: ${r.error.message} (${r.error.rule})`);
    this.game = r.game;
    this.events = r.events;
    this.checkConsistent(`after ${JSON.stringify(action)}`);
    return r.events;
  }

  /** Takes an action that must be refused, leaving the game as it was; returns the error. */
  refuse(action: unknown, rule?: string | RegExp): RuleError {
    const before = JSON.stringify(this.game);
    const r = takeAction(this.game, action);
    if (r.ok) assert.fail(`${JSON.stringify(action)} should have been refused; it gave: ${r.entry.text}`);
    assert.equal(JSON.stringify(this.game), before, 'a refused action changes nothing');
    if (typeof rule === 'string') assert.equal(r.error.rule, rule, r.error.message);
    else if (rule) assert.match(r.error.rule, rule, r.error.message);
    return r.error;
  }

  legal(): Action[] {
    return legalActions(this.game);
  }

  isLegal(action: Action): boolean {
    const want = JSON.stringify(action);
    return this.legal().some((a) => JSON.stringify(a) === want);
  }

  /** The text of the last log entry. */
  get said(): string {
    return this.game.log.at(-1)?.text ?? '';
  }

  // ── Reading the table ──

  /** The n-th permanent with this name (yours or the foe's). */
  perm(card: string, n = 0): Permanent {
    const found = this.state.battlefield.filter((p) => p.card === card)[n];
    assert.ok(found, `${card} is not on the battlefield`);
    return found;
  }

  has(card: string): boolean {
    return this.state.battlefield.some((p) => p.card === card);
  }

  /** The id of a card by name: on the battlefield, in hand, in the graveyard or in exile. */
  id(card: string, n = 0): number {
    const all = [...this.state.battlefield, ...this.state.you.hand, ...this.state.you.graveyard, ...this.state.you.exile].filter((c) => c.card === card);
    assert.ok(all[n], `no ${card} on the table`);
    return all[n]!.id;
  }

  foe(n = 0): Permanent {
    const f = this.state.battlefield.filter((p) => p.controller === 'foe' && cardInfo(p.card).creature)[n];
    assert.ok(f, 'no encounter creature on the battlefield');
    return f;
  }

  get life(): number {
    return this.state.you.life;
  }

  get hand(): string[] {
    return this.state.you.hand.map((c) => c.card);
  }

  get graveyard(): string[] {
    return this.state.you.graveyard.map((c) => c.card);
  }

  get exile(): string[] {
    return this.state.you.exile.map((c) => c.card);
  }

  get phase(): Phase {
    return this.state.phase;
  }

  /** "turn/main1", "foe/blocks", "travel", "over/lost"… */
  get where(): string {
    const p = this.state.phase;
    switch (p.type) {
      case 'turn':
        return `turn/${p.step}`;
      case 'foe':
        return 'foe/blocks';
      case 'over':
        return `over/${p.result}`;
      default:
        return p.type;
    }
  }

  // ── Common sequences, each through the game layer ──

  cast(card: string, extra: { target?: number | 'you'; x?: number; tap?: number[] } = {}): readonly GameEvent[] {
    return this.act({ type: 'cast', card: this.handId(card), ...extra });
  }

  handId(card: string): number {
    const c = this.state.you.hand.find((x) => x.card === card);
    assert.ok(c, `${card} is not in your hand`);
    return c.id;
  }

  /** From main1: to the declare attackers step, attack the foe with these creatures, and lock in the attack (the foe blocks). */
  attackWith(...cards: string[]): void {
    assert.equal(this.where, 'turn/main1');
    this.act({ type: 'pass' });
    assert.equal(this.where, 'turn/attackers', 'combat should begin: a creature of yours can attack');
    for (const c of cards) this.act({ type: 'attack', creature: this.id(c), target: this.foe().id });
    this.act({ type: 'pass' });
  }

  /** Blocks the n-th attacking foe with these creatures, then passes so that combat damage is dealt. */
  blockWith(blockers: readonly string[], attacker = this.foe().id): void {
    assert.equal(this.where, 'foe/blocks');
    for (const b of blockers) this.act({ type: 'block', creature: this.id(b), attacker });
    this.act({ type: 'pass' });
  }

  eventsOf<T extends GameEvent['type']>(type: T): Extract<GameEvent, { type: T }>[] {
    return this.events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
  }
}
