import { madnessDiscard } from '../../../magic/madness';
import { botCardQuestionAnswer } from '../../../magic/questions';
import type { CrawlTable } from '../crawl-table';
import type { Colour } from '../../../colour';
import { PROTECTION_FROM } from '../../../combat';
import { legalCrawlActions } from '../rules';
import type { CrawlAction as Action } from '../schema';
import { hexDistance, hexKey, hexNeighbours, type Hex } from '../../../hex';
import { cardInfo } from '../../../magic/card-db';
import type { Permanent } from '../../../magic/schema';
import { botScry } from '../../../magic/scry';
import { botFabricateAnswer } from '../../../magic/fabricate';
import type { CrawlTarget } from '../magic-schema';
import { nextInt, type RngState } from '../../../rng';
import { findHex, walkBeyond } from '../map';
import { leavesOutLands } from '../mapped-mana';
import type { CrawlSetup, CrawlState } from '../schema';
import { aimsAtFoe, combatant, creatureWorth, mv, readOnlyTable } from './heuristics';
import { huntScores, wantedCreatures } from './hunt';
import { scoreTurnActions } from './turn';

/**
 * A bot that plays Magic Crawl well enough for win rates to mean something.
 * It looks at the legal actions once per decision, scores each with plain
 * heuristics (turn.ts, heuristics.ts), and takes the best; the seeded RNG
 * only breaks ties, so a seed always gives the same game.
 */

export interface BotGame {
  readonly setup: CrawlSetup;
  readonly state: CrawlState;
}

export interface BotChoice {
  readonly action: Action;
  readonly rng: RngState;
}

/** The bot's next action: always one of `legalActions(game)`. */
export function chooseAction(game: BotGame, rng: RngState): BotChoice {
  return chooseFrom(game, legalCrawlActions(game.setup, game.state), rng);
}

/** The same, from a list of legal actions already worked out (the simulator checks it too). */
export function chooseFrom(game: BotGame, legal: readonly Action[], rng: RngState): BotChoice {
  if (legal.length === 0) throw new Error('The bot was asked to act with no legal action (is the game over?)');
  const scores = score(game, legal);
  let best = -Infinity;
  let ties: number[] = [];
  scores.forEach((s, i) => {
    if (s > best) {
      best = s;
      ties = [i];
    } else if (s === best) ties.push(i);
  });
  if (ties.length === 1) return { action: legal[ties[0]!]!, rng };
  const drawn = nextInt(rng, ties.length);
  return { action: legal[ties[drawn.value]!]!, rng: drawn.rng };
}

/** One score per legal action; the highest is taken. Manual actions are never listed, so never taken. */
function score(game: BotGame, legal: readonly Action[]): number[] {
  const { state } = game;
  if (state.prompt) return answerPrompt(game, legal);
  switch (state.phase.type) {
    case 'mulligan':
      return legal.map((a) => (a.type === (keepHand(game) ? 'keep' : 'mulligan') ? 1 : 0));
    case 'travel':
      return travel(game, legal);
    default:
      return scoreTurnActions(game, legal);
  }
}

// ── The opening hand ───────────────────────────────────────────────────────

/**
 * Keep two to five lands; after two mulligans, any hand with a land and a
 * spell; after four, whatever comes. A deck without its lands (Landless, or
 * mana from mapped lands) keeps any hand: its mana comes from elsewhere.
 */
function keepHand(game: BotGame): boolean {
  const { state, setup } = game;
  if (leavesOutLands(setup.options)) return true;
  const taken = state.phase.type === 'mulligan' ? state.phase.taken : 0;
  const lands = state.you.hand.filter((c) => cardInfo(c.card).land).length;
  if (lands >= 2 && lands <= 5) return true;
  return (taken >= 2 && lands >= 1 && lands < state.you.hand.length) || taken >= 4;
}

// ── Prompts ────────────────────────────────────────────────────────────────

function answerPrompt(game: BotGame, legal: readonly Action[]): number[] {
  const { state } = game;
  const prompt = state.prompt!;
  switch (prompt.type) {
    case 'discard':
    case 'bottom': {
      // A card with madness it can cast for that cost goes first (magic/madness.ts); else the worst card: the lower its keep value, the higher the score.
      const mad = prompt.type === 'discard' ? madnessDiscard(readOnlyTable(state), 'you', state.you.hand) : undefined;
      return legal.map((a) => ('card' in a && typeof a.card === 'number' ? (a.card === mad?.id ? Infinity : -keepValue(state, a.card)) : -Infinity));
    }
    case 'pay':
      return legal.map((a) => (a.type === 'pay' && a.option === 0 ? 1 : 0));
    case 'devour':
    case 'madness':
    case 'rebound': {
      // Eat what is worth less than its counters (devour.ts); cast a madness card, at the target the rules would choose (madness.ts).
      const answer = botCardQuestionAnswer(readOnlyTable(state), 'you', legal);
      return legal.map((a) => (a === answer ? 1 : 0));
    }
    case 'fabricate': {
      // The counters on an evasive creature, the Servos otherwise (fabricate.ts).
      const choice = botFabricateAnswer(readOnlyTable(state))?.choice;
      return legal.map((a) => (a.type === 'fabricate' && a.choice === choice ? 1 : 0));
    }
    case 'scry': {
      // The first card looked at, kept on top or put on the bottom (so those kept stay in the order taken).
      const lands = state.battlefield.filter((p) => p.controller === 'you' && cardInfo(p.card).land).length + state.you.hand.filter((c) => cardInfo(c.card).land).length;
      const to = botScry(prompt.cards[0]!, lands);
      return legal.map((a) => (a.type === 'scry' && a.card === 0 && a.to === to ? 1 : 0));
    }
    case 'trigger': {
      const t = readOnlyTable(state);
      const ability = cardInfo(prompt.card).abilities[prompt.ability];
      const harmful = ability ? aimsAtFoe(ability) : true;
      const amount = ability && 'effects' in ability ? damageOf(ability.effects) : 0;
      return legal.map((a) => (a.type === 'choose' ? targetScore(t, a.target, harmful, amount) : -Infinity));
    }
  }
}

/** How much a card in hand is worth keeping: lands while you need them, spells you can soon cast. */
function keepValue(state: CrawlState, id: number): number {
  const card = state.you.hand.find((c) => c.id === id);
  if (!card) return 0;
  const info = cardInfo(card.card);
  const landsInPlay = state.battlefield.filter((p) => p.controller === 'you' && cardInfo(p.card).land).length;
  const landsInHand = state.you.hand.filter((c) => cardInfo(c.card).land).length;
  if (info.land) return landsInPlay + landsInHand > (state.phase.type === 'mulligan' ? 3 : 6) ? 1 : 20;
  const cost = mv(card.card);
  const reach = landsInPlay + landsInHand + 1;
  return 10 + cost - 3 * Math.max(0, cost - reach);
}

function damageOf(effects: readonly { do: string; amount?: unknown }[]): number {
  return effects.reduce((n, e) => n + (e.do === 'damage' && typeof e.amount === 'number' ? e.amount : 0), 0);
}

/** A trigger's target: the foe for harm (else what the harm hurts least), your best creature for help. */
function targetScore(t: CrawlTable, target: CrawlTarget, harmful: boolean, amount: number): number {
  if (target === 'you') return harmful ? (t.s.you.life > amount + 2 ? 10 : -100) : 5;
  const p = t.permanent(target);
  if (!p) return -Infinity;
  if (p.controller === 'foe') return harmful ? 100 : -100;
  const worth = creatureWorth(t, p);
  if (!harmful) return 50 + worth;
  return survives(t, p, amount) ? 20 - worth / 100 : -worth;
}

function survives(t: CrawlTable, p: Permanent, damage: number): boolean {
  if (damage <= 0) return false;
  const c = combatant(t, p);
  return c.toughness - c.damage > damage;
}

// ── Travel ─────────────────────────────────────────────────────────────────

/**
 * Towards the goal hex, one step nearer each move; among equal steps, the
 * one whose Encounter Pile threatens least. With creatures still to defeat
 * (one, or every one of a colour), hunt them (hunt.ts). Otherwise explore:
 * the nearest unexplored hex.
 */
function travel(game: BotGame, legal: readonly Action[]): number[] {
  const { state, setup } = game;
  const reach = setup.options.goals.find((g) => g.type === 'reach' && findHex(state.hexes, g.hex)?.explored !== true);
  const wanted = reach ? undefined : wantedCreatures(game);
  if (wanted && wanted.size > 0) {
    const hunt = huntScores(game, wanted, (terrain) => pileThreat(game, terrain));
    return legal.map((a) => (a.type === 'move' ? (hunt.get(hexKey(a.to)) ?? -Infinity) : -Infinity));
  }
  const explore = reach ? undefined : firstSteps(state);
  return legal.map((a) => {
    if (a.type !== 'move') return -Infinity;
    const h = findHex(state.hexes, a.to);
    if (!h) return -Infinity;
    const threat = h.explored ? 0 : pileThreat(game, h.terrain);
    if (reach && reach.type === 'reach') return -100 * hexDistance(a.to, reach.hex) - threat;
    const dist = explore?.get(hexKey(a.to)) ?? 99;
    return -10 * dist - threat / 10;
  });
}

/**
 * The expected power of what the pile sends, lands counting as nothing; a
 * creature with protection from every colour of your deck (Black Knight
 * against white) counts as a wall you can neither block nor hurt.
 */
function pileThreat(game: BotGame, terrain: keyof CrawlState['encounterPiles']): number {
  const pile = game.state.encounterPiles[terrain];
  const size = pile.creatures.length + pile.lands;
  if (size === 0) return 0;
  const colours = deckColours(game.setup);
  let power = 0;
  for (const name of pile.creatures) {
    const def = cardInfo(name).def;
    const immune = colours.length > 0 && colours.every((c) => def.keywords.includes(PROTECTION_FROM[c]));
    power += (def.power ?? 0) + (def.keywords.includes('flying') ? 1 : 0) + (immune ? 30 : 0);
  }
  return power / size;
}

const deckColourCache = new WeakMap<CrawlSetup, readonly Colour[]>();

function deckColours(setup: CrawlSetup): readonly Colour[] {
  let colours = deckColourCache.get(setup);
  if (!colours) {
    const all = new Set<Colour>();
    for (const entry of setup.deck.cards) for (const c of cardInfo(entry.name).def.colours) all.add(c);
    deckColourCache.set(setup, (colours = [...all]));
  }
  return colours;
}

/** For each neighbour of the token: how many steps from it to the nearest unexplored hex (breadth-first over mapped hexes). */
function firstSteps(state: CrawlState): Map<string, number> {
  const out = new Map<string, number>();
  for (const n of hexNeighbours(state.token)) {
    const h = findHex(state.hexes, n);
    if (!h) continue;
    out.set(hexKey(n), h.explored ? 1 + stepsToUnexplored(state, n) : 0);
  }
  return out;
}

function stepsToUnexplored(state: CrawlState, from: Hex): number {
  let found = 99;
  walkBeyond(state, from, (h, steps) => (h.explored ? undefined : ((found = steps), 'stop')), 200);
  return found;
}
