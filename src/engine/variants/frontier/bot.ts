import { madnessDiscardAnswer } from '../../magic/madness';
import { botCardQuestionAnswer } from '../../magic/questions';
import { aimsAtFoe, auraInVain, drawsForItsTarget, drawsLibraryLow, spellAbility, turnsFaceUp, unearthPower, worthCycling } from '../../magic/aims';
import { cantBlockProblem } from '../../magic/evasion';
import { targetHolder } from '../../magic/targets';
import type { Colour } from '../../colour';
import { COLOURS } from '../../colour';
import { cardInfo, castInfo, type CardInfo } from '../../magic/card-db';
import { powerOf, toughnessOf } from '../../magic/characteristics';
import type { Permanent } from '../../magic/schema';
import { manaValue } from '../../mana';
import { nextInt, type RngState } from '../../rng';
import { nearestRow, neighbours, placeOf, poolLandFacts, squareOf, stackOf, terrainAmount, whereIs, type Place } from './board';
import { actingSeat } from './flow';
import { legalFrontierActions } from './rules';
import type { FrontierAction, FrontierSeat, FrontierSetup, FrontierState } from './schema';
import { deckCards } from './setup';
import { readingTable, lookups, other, placeOfSource, type FrontierTable } from './seating';

/**
 * The computer opponent: greedy, one decision at a time, from the legal
 * actions. It casts its biggest creatures, moves before it attacks,
 * marches towards the other player's nearest row over land that suits
 * them, keeps a guard at home while the other player has creatures on the
 * board, attacks whatever it can kill in its way and the player whenever it
 * can, and scouts with creatures left idle.
 * It answers the other player's moves only to kill an attacker with a
 * spell, and keeps a pump or a regeneration shield for one of its creatures
 * in a fight.
 */
export function chooseFrontierAction(setup: FrontierSetup, state: FrontierState): FrontierAction | undefined {
  const legal = legalFrontierActions(setup, state);
  if (legal.length <= 1) return legal[0];
  const seat = actingSeat(state)!;
  const t = readingTable(setup, state);
  // A question first: after a mulligan, the cards to put on the bottom are asked in the mulligan phase.
  if (state.prompt) return answerPrompt(t, seat, legal);
  switch (state.phase.type) {
    case 'token':
      return chooseToken(setup, state, seat, legal);
    case 'mulligan':
      return keepOrNot(t, seat, state.phase.taken);
  }
  let best: FrontierAction = legal.find((a) => a.type === 'pass') ?? legal[0]!;
  let bestScore = 0;
  const sides = sidesOf(t, seat);
  for (const a of legal) {
    const score = scoreOf(t, seat, a, sides);
    if (score > bestScore) [best, bestScore] = [a, score];
  }
  return best;
}

/** Uniformly random among the legal actions: the yardstick the bot is measured against. */
export function randomFrontierAction(setup: FrontierSetup, state: FrontierState, rng: RngState): { action: FrontierAction | undefined; rng: RngState } {
  const legal = legalFrontierActions(setup, state);
  if (legal.length === 0) return { action: undefined, rng };
  const drawn = nextInt(rng, legal.length);
  return { action: legal[drawn.value], rng: drawn.rng };
}

function chooseToken(setup: FrontierSetup, state: FrontierState, seat: FrontierSeat, legal: readonly FrontierAction[]): FrontierAction {
  const counts = new Map<Colour, number>();
  for (const card of deckCards(setup.players[seat].deck)) for (const c of cardInfo(card).def.colours) counts.set(c, (counts.get(c) ?? 0) + 1);
  const colour = [...COLOURS].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))[0]!;
  const middle = (state.board.cols - 1) / 2;
  const mine = legal.filter((a): a is Extract<FrontierAction, { type: 'placeToken' }> => a.type === 'placeToken' && a.colour === colour);
  mine.sort((a, b) => Math.abs(a.at.col - middle) - Math.abs(b.at.col - middle));
  return mine[0] ?? legal[0]!;
}

function keepOrNot(t: FrontierTable, seat: FrontierSeat, taken: number): FrontierAction {
  const hand = t.player(seat)!.hand;
  const creatures = hand.filter((c) => cardInfo(c.card).creature).length;
  return creatures === 0 && taken < 2 ? { type: 'mulligan' } : { type: 'keep' };
}

function answerPrompt(t: FrontierTable, seat: FrontierSeat, legal: readonly FrontierAction[]): FrontierAction {
  const prompt = t.s.prompt!;
  // The questions a card asks, which every game of players answers alike (magic/questions.ts).
  const asked = botCardQuestionAnswer(t, seat, legal);
  if (asked) return asked;
  if (prompt.type === 'discard' || prompt.type === 'bottom') {
    // A card with madness it can cast for that cost goes first (magic/madness.ts).
    const mad = prompt.type === 'discard' ? madnessDiscardAnswer(t, seat, legal) : undefined;
    if (mad) return mad;
    // Away with the most expensive card.
    const hand = t.player(seat)!.hand;
    const worst = [...hand].sort((a, b) => manaValue(cardInfo(b.card).cost) - manaValue(cardInfo(a.card).cost))[0];
    return legal.find((a) => 'card' in a && a.card === worst?.id) ?? legal[0]!;
  }
  if (prompt.type === 'trigger') {
    // A land on the board as the target (a trigger that destroys one): the one that helps the other player most.
    const lands = legal.filter((a): a is Extract<FrontierAction, { type: 'choose' }> => a.type === 'choose' && typeof a.target === 'number' && a.target < 0);
    const bestLand = bestBy(lands, (a) => landScore(t, seat, a.target as number));
    if (bestLand && landScore(t, seat, bestLand.target as number) > 0) return bestLand;
    const harm = legal.find((a) => a.type === 'choose' && isOpponents(t, seat, a.target));
    return harm ?? bestLand ?? legal[0]!;
  }
  if (prompt.type === 'sacrificeLand') {
    // Away with the land worth least to it.
    return bestBy(legal, (a) => (a.type === 'choose' && typeof a.target === 'number' ? -landValue(t, seat, a.target) : -Infinity)) ?? legal[0]!;
  }
  return legal[0]!;
}

function bestBy<T>(xs: readonly T[], score: (x: T) => number): T | undefined {
  let best: T | undefined;
  let bestScore = -Infinity;
  for (const x of xs) {
    const v = score(x);
    if (v > bestScore) [best, bestScore] = [x, v];
  }
  return best;
}

/**
 * What a land on the board (by its negative id) is worth to a seat: its
 * terrain bonus to the seat's creatures on it or next to it, mana in their
 * reach, and more while one of them stands on it (the seat controls it).
 */
function landValue(t: FrontierTable, seat: FrontierSeat, id: number): number {
  const board = t.s.board;
  const place = placeOfSource(id);
  const sq = squareOf(board, place);
  if (!sq || sq.land !== 'face-up') return 0;
  const colours = poolLandFacts(sq.card).colours;
  const holder = sq.creatures.length > 0 ? t.permanent(sq.creatures[0]!)?.controller : undefined;
  if (holder !== undefined && holder !== seat) return 0; // under an opposing creature: no mana and no bonus for this seat
  let value = 0;
  let reach = false;
  for (const at of [place, ...neighbours(board, place)]) {
    for (const creature of squareOf(board, at)?.creatures ?? []) {
      const p = t.permanent(creature);
      if (!p || p.controller !== seat) continue;
      reach = true;
      if (cardInfo(p.card).def.colours.some((c) => colours.includes(c))) value += 2;
    }
  }
  if (reach) value += 1.5;
  if (holder === seat) value += 1;
  return value;
}

/** How much destroying a land on the board is worth to `seat`: what it takes from the other player less what it takes from this one; more when it makes the other player's move there fizzle. */
function landScore(t: FrontierTable, seat: FrontierSeat, id: number): number {
  const place = placeOfSource(id);
  const moveThere = t.s.stack.some((i) => i.kind === 'move' && i.controller !== seat && i.to.row === place.row && i.to.col === place.col);
  return landValue(t, other(seat), id) - landValue(t, seat, id) * 1.5 + (moveThere ? 6 : 0);
}

function isOpponents(t: FrontierTable, seat: FrontierSeat, target: number | string): boolean {
  // A player, a permanent, a spell on the stack (a counterspell's target) or a card in a graveyard.
  const holder = targetHolder(t, target);
  return holder !== undefined && holder !== seat;
}

/** How much a creature is worth keeping: its size and what it cost. */
function worth(t: FrontierTable, p: Permanent): number {
  return Math.max(0, powerOf(t, p)) + Math.max(0, toughnessOf(t, p)) + manaValue(cardInfo(p.card).cost) / 2;
}

const HELPS = new Set(['pump', 'counters', 'untap', 'regenerate', 'gainLife']);

/** What every move's score asks of the board, worked out once a decision (and only if a move is scored). */
interface Sides {
  /** The other player's creatures on the board. */
  theirs(): number;
  /** This player's creatures on its own nearest row. */
  guards(): number;
}

function sidesOf(t: FrontierTable, seat: FrontierSeat): Sides {
  let theirs: number | undefined;
  let guarding: number | undefined;
  return {
    theirs: () => (theirs ??= t.s.battlefield.filter((p) => p.controller === other(seat) && placeOf(t.s.board, p.id)).length),
    guards: () => (guarding ??= guards(t, seat)),
  };
}

function scoreOf(t: FrontierTable, seat: FrontierSeat, a: FrontierAction, sides: Sides): number {
  const s = t.s;
  const myTurn = s.phase.type === 'turn' && s.phase.seat === seat;
  switch (a.type) {
    case 'cast': {
      const ref = t.inHand(seat, a.card);
      if (!ref) return 0;
      if (!myTurn && s.stack.length === 0) return 0;
      // Face down (morph): a 2/2 for three, below casting any creature as itself.
      if (a.faceDown) return 20;
      // For its dash cost: a hasty creature for a turn, below casting it to stay.
      if (a.dash) return 19;
      // A card of several faces is cast as one of them, a modal spell as one of its modes: that one's cost and effects are what it does.
      const info = castInfo(ref.card, a.face, a.mode);
      if (info.creature) return 20 + manaValue(info.cost);
      if (drawsLibraryLow(t, seat, info, a)) return 0;
      return spellScore(t, seat, info, a.target) + (a.x ?? 0);
    }
    case 'activate': {
      // Cycling (from the hand): a card it will not cast soon, for another, in an end step with nothing on the stack, when
      // the mana would otherwise go unused and no creature of its own needs to stay untapped to move or attack.
      const inHand = t.inHand(seat, a.card);
      if (inHand) return s.phase.type === 'turn' && s.phase.step === 'end' && s.stack.length === 0 && worthCycling(t, seat, inHand.card) ? 1 : 0;
      if (turnsFaceUp(t, a)) return myTurn ? 21 : 0;
      // Unearth: a creature for this turn, in its home row with haste, as a creature cast would be, before the moves.
      const unearthing = unearthPower(t, seat, a);
      if (unearthing !== undefined) return myTurn && unearthing > 0 ? 20 + unearthing : 0;
      const p = t.permanent(a.card);
      const ability = p ? cardInfo(p.card).abilities[a.ability] : undefined;
      // Its lands are its mana: it does not sacrifice them to pay for an ability.
      if (a.sacrifice !== undefined && a.sacrifice < 0) return 0;
      if (p && ability && typeof a.target === 'number' && a.target < 0) return Math.max(0, landScore(t, seat, a.target) - 1);
      if (!p || !ability || ability.kind !== 'activated' || !myTurn) return 0;
      const helps = ability.effects.every((e) => HELPS.has(e.do));
      if (a.target !== undefined) return isOpponents(t, seat, a.target) === !helps ? 3 : 0;
      // An ability aimed at nothing (Ant Queen's token) waits for the main phase, after the moves that score more: paid for
      // in the upkeep, the creatures tapped to reach lands for its mana could neither move nor attack that turn.
      return helps || s.phase.type !== 'turn' || s.phase.step !== 'main' ? 0 : 2;
    }
    case 'move': {
      // Moves come first: a creature that reaches the far row after the attacks have been made cannot attack this turn.
      const score = moveScore(t, seat, a.creature, a.to, sides);
      return score > 0.5 ? score + 30 : score;
    }
    case 'attack':
      return attackScore(t, seat, a.creature, a.target);
    case 'scout':
      return 1 + (scoutWanted(t, a.creature) ? 1 : 0);
    case 'done':
      return 0.5;
    default:
      return 0;
  }
}

/** What the bot reads of a spell's effects: whether they all help, whether one is a land sacrifice, a pump or a shield. */
interface SpellKind {
  readonly helps: boolean;
  readonly sacrificesLand: boolean;
  readonly lastsTheTurn: boolean;
  /** The life a targeted player loses (a fixed amount), which ends the game when it is all the opponent has left. */
  readonly lifeLoss: number;
}

/** A spell's kind, worked out once per card info (every cast choice is scored, one per target, at every decision). */
function spellKind(info: CardInfo): SpellKind {
  let kind = spellKinds.get(info);
  if (!kind) {
    const effects = info.abilities.flatMap((ab) => (ab.kind === 'spell' ? ab.effects : []));
    const aura = spellAbility(info);
    kind = {
      // Cards for the player targeted outweigh the life they cost (Sign in Blood): such a spell helps whom it targets. An
      // Aura helps what it enchants unless it harms it (Pacifism, a negative one): Holy Strength goes on its own creature.
      helps:
        aura?.kind === 'aura' ? !aimsAtFoe(aura) : info.abilities.some(drawsForItsTarget) || (effects.length > 0 && effects.every((e) => HELPS.has(e.do))),
      lifeLoss: effects.reduce((sum, e) => sum + (e.do === 'loseLife' && e.who === undefined && typeof e.amount === 'number' ? e.amount : 0), 0),
      sacrificesLand: effects.some((e) => e.do === 'sacrificeLand'),
      lastsTheTurn: effects.some((e) => e.do === 'pump' || e.do === 'regenerate'),
    };
    spellKinds.set(info, kind);
  }
  return kind;
}

// Keyed by the info object: card-db makes a new one when the card pool changes.
const spellKinds = new WeakMap<CardInfo, SpellKind>();

function spellScore(t: FrontierTable, seat: FrontierSeat, info: CardInfo, target: number | string | undefined): number {
  const { helps, sacrificesLand, lastsTheTurn, lifeLoss } = spellKind(info);
  if (target === undefined) return helps ? 2 : sacrificesLand ? sacrificeScore(t, seat) : 4;
  // Land destruction: worth a card only when the land does the other player more good than it does this one.
  if (typeof target === 'number' && target < 0) {
    const score = landScore(t, seat, target);
    return score > 1 ? 6 + score : 0;
  }
  // A second Pacifism on a pacified creature, Holy Strength on one that can't attack or block: wasted.
  if (auraInVain(t, info, target)) return 0;
  const theirs = isOpponents(t, seat, target);
  if (theirs && typeof target === 'string' && lifeLoss > 0 && lifeLoss >= (t.player(target)?.life ?? Infinity)) return 100;
  // A pump or a regeneration shield lasts the turn: it is worth a card in a fight, where it changes the outcome, not before.
  if (helps) return theirs || (lastsTheTurn && !fighting(t, target)) ? 0 : 1;
  if (!theirs) return 0;
  const p = typeof target === 'number' ? t.permanent(target) : undefined;
  return p ? 8 + worth(t, p) : 6;
}

/** Whether `target` is a creature in an attack on the stack, attacking or attacked. */
function fighting(t: FrontierTable, target: number | string): boolean {
  return t.s.stack.some((item) => item.kind === 'attack' && (item.creature === target || item.target === target));
}

/** "Each opponent sacrifices a land": worth casting when the other player controls a land (the one they would give up is their least). */
function sacrificeScore(t: FrontierTable, seat: FrontierSeat): number {
  const theirs = t.seating.boardLands?.controlled(t, other(seat)) ?? [];
  if (theirs.length === 0) return 0;
  return 5 + Math.min(...theirs.map((id) => landValue(t, other(seat), id)));
}

/** Rows still to go to the other player's nearest row. */
function rowsToGo(t: FrontierTable, seat: FrontierSeat, row: number): number {
  const far = t.s.board.sides.north.seat === seat ? 'south' : 'north';
  return Math.abs(nearestRow(t.s.board, far) - row);
}

function moveScore(t: FrontierTable, seat: FrontierSeat, creature: number, to: Place, sides: Sides): number {
  const me = t.permanent(creature);
  if (!me) return 0;
  const from = placeOf(t.s.board, creature);
  const fromHome = !from;
  const before = from ? rowsToGo(t, seat, from.row) : rowsToGo(t, seat, nearestRow(t.s.board, t.s.board.sides.north.seat === seat ? 'north' : 'south')) + 1;
  const after = rowsToGo(t, seat, to.row);
  // Forward, whatever stands near: a game drawn out is lost to the library, and a creature held back wins nothing.
  let score = (before - after) * 4 + (fromHome ? 3 : 0);
  const sq = squareOf(t.s.board, to);
  if (sq?.land === 'face-up') {
    const makes = cardInfo(sq.card).produces;
    if (me && cardInfo(me.card).def.colours.some((c) => makes.includes(c))) score += 1.5;
  } else if (sq?.land === 'face-down') score += 0.5;
  // A guard stays on the home side while the other player has creatures on the board.
  if (!fromHome && from && rowsToGo(t, seat, from.row) === t.s.board.rows - 1 && sides.theirs() > 0 && sides.guards() <= 1) score -= 3;
  return score;
}

function guards(t: FrontierTable, seat: FrontierSeat): number {
  const board = t.s.board;
  const row = nearestRow(board, board.sides.north.seat === seat ? 'north' : 'south');
  let n = 0;
  for (let col = 0; col < board.cols; col++) {
    for (const id of squareOf(board, { row, col })?.creatures ?? []) if (t.permanent(id)?.controller === seat) n++;
  }
  return n;
}

function attackScore(t: FrontierTable, seat: FrontierSeat, creature: number, target: number | string): number {
  const me = t.permanent(creature);
  if (!me) return 0;
  const look = lookups(t);
  const bonus = terrainAmount(t.s.board, creature, look);
  // Attacking taps the attacker, and a tapped creature has no terrain bonus.
  const mine = membersOf(t, creature);
  const power = mine.reduce((n, p) => n + powerOf(t, p), 0) - bonus;
  const toughness = mine.reduce((n, p) => n + toughnessOf(t, p) - p.damage, 0) - bonus;
  if (typeof target === 'string') return power > 0 ? 10 + power * 2 : 0;
  const them = membersOf(t, target);
  // A creature attacked that can't block (Pacifism) deals no damage back (frontier.attack.cant-block).
  const theirPower = them.reduce((n, p) => n + (cantBlockProblem(t, p, me) ? 0 : powerOf(t, p)), 0);
  const theirToughness = them.reduce((n, p) => n + toughnessOf(t, p) - p.damage, 0);
  const kills = power >= theirToughness;
  const dies = theirPower >= toughness;
  const gain = (kills ? them.reduce((n, p) => n + worth(t, p), 0) : 0) - (dies ? worth(t, me) : 0);
  // It clears the way whenever it kills what stands there, even at a loss: a blocker left standing costs the game.
  if (kills) return 6 + Math.max(0, gain);
  return gain > 2 ? gain : 0;
}

/** The permanents of a creature's stack (itself alone in a home row), each looked up once. */
function membersOf(t: FrontierTable, creature: number): Permanent[] {
  const out: Permanent[] = [];
  for (const id of stackOf(t.s.board, creature)) {
    const p = t.permanent(id);
    if (p) out.push(p);
  }
  return out;
}

/** A creature with nothing better to do (not on the far row) scouts. */
function scoutWanted(t: FrontierTable, creature: number): boolean {
  return whereIs(t.s.board, creature) !== undefined;
}
