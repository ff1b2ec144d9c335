import { nameTheActor } from '../../magic/narrate-table';
import { answerUnlessPays } from '../../magic/unless-pays';
import { answerMay } from '../../magic/may';
import { answerSacrifice } from '../../magic/sacrifices';
import { answerSearch } from '../../magic/search';
import { answerScry, scryAnswers } from '../../magic/scry';
import { answerFabricate, fabricateAnswers } from '../../magic/fabricate';
import { cardInfo } from '../../magic/card-db';
import { activate, cancelPayment, cast, choosePayment, chooseTriggerTarget, timing } from '../../magic/casting';
import { abilityChoices, castChoices, hasActivatedAbility, PROMPT_ANSWERS, promptAnswers } from '../../magic/choices';
import type { GameEvent } from '../../magic/events';
import { notLandless, playAsLand, playAsLandActions } from '../../magic/landless';
import { landPlays, playLand } from '../../magic/lands';
import { discardAsked, keepHand, MAX_MULLIGANS, putOnBottom, takeMulligan, type HandRules } from '../../magic/opening-hands';
import type { ActivateAction, CastAction } from '../../magic/schema';
import { fail, OK, type TableResult } from '../../magic/table';
import type { Applied, ApplyOptions } from '../../result';
import { attackProblem, blockProblem, defenders, lockAttackers, lockBlocks, toggleAttack, toggleBlock } from './combat';
import { actingSeat, afterLeaving, attackersDeclared, beginTurn, blockersDeclared, cleanup, leaveGame, passPriority, putOnStack, settleState, settleTriggers } from './flow';
import type { DuelAction, DuelSeat, DuelSetup, DuelState } from './schema';
import { drawsDouble } from './formats';
import { duelStop } from './stops';
import { buildProblem, BUILD_RULE } from './draft';
import { dealHands, deckCards } from './setup';
import { askOwed, bottomChoices, bottomDrawn, doubleMulligan, keepDoubleHand, MAX_DOUBLE_MULLIGANS } from './opening';
import { duelTable, playing, readingTable, seatIndex, seatName, seatsOf, type DuelTable } from './seating';

/** The rules of the Magic table as one pure step, and every action the player to act may take. */

export const DUEL_GAME_RULES = {
  over: 'duel.over',
  prompt: 'duel.prompt',
  mulligan: 'duel.mulligan',
  priority: 'duel.priority',
  discard: 'duel.discard',
  unknown: 'duel.unknown-action',
} as const;

export type DuelApplied = Applied<DuelState, GameEvent>;

export function applyDuel(setup: DuelSetup, state: DuelState, action: DuelAction, options: ApplyOptions = {}): DuelApplied {
  const seat = actingSeat(state);
  if (state.phase.type === 'over' || !seat) {
    return { ok: false, error: { rule: DUEL_GAME_RULES.over, message: `The game is over: ${state.phase.type === 'over' ? state.phase.reason : ''}` } };
  }
  const t = duelTable(setup, state, options.consumes === true);
  const hadPrompt = t.s.prompt !== null;
  const done = dispatch(t, setup, seat, action);
  if (!done.ok) return done;
  if (!hadPrompt && t.s.prompt && !t.s.promptSeat) t.s.promptSeat = promptOwner(t, seat);
  if (!t.s.prompt && t.s.promptSeat) delete t.s.promptSeat;
  settle(t, setup);
  nameTheActor(t.events, seatName(setup, seat), (target) => (seatsOf(setup).includes(target as DuelSeat) ? seatName(setup, target) : target));
  return { ok: true, state: t.s, events: t.events };
}

function promptOwner(t: DuelTable, seat: DuelSeat): DuelSeat {
  const prompt = t.s.prompt;
  if (prompt?.type === 'trigger') return (t.permanent(prompt.source)?.controller as DuelSeat | undefined) ?? seat;
  return seat;
}

/**
 * After an action: state-based checks, then priority passed for every
 * player who could do nothing, or whom the game's stops pass for (stops.ts),
 * until someone is asked.
 */
function settle(t: DuelTable, setup: DuelSetup): void {
  settleState(t, setup);
  settleTriggers(t, setup);
  for (let guard = 0; guard < 5000; guard++) {
    askOwed(t);
    const s = t.s;
    if (s.phase.type !== 'turn' || s.prompt || !s.priority || s.phase.declaring) {
      if (s.phase.type === 'turn' && s.phase.declaring && !s.prompt && !canDeclare(t, setup, s.phase.declaring)) {
        // A player with nothing to declare is passed for at once: no attacker ready, or no creature able to block.
        if (!declare(t, setup, s.phase.declaring).ok) return;
        settleState(t, setup);
        settleTriggers(t, setup);
        continue;
      }
      return;
    }
    const seat = s.priority.seat;
    const stop = duelStop(setup, s, seat, () => couldChoose(t, seat));
    if (stop !== 'pass') {
      const choices = choicesOf(t, setup, seat);
      if (choices.length > 0 || stop === 'ask') {
        choicesKnown.set(s, choices);
        return;
      }
    }
    passPriority(t, setup);
    settleState(t, setup);
    settleTriggers(t, setup);
  }
}

/** The choices settle found for a state it returned (states are never changed once returned). */
const choicesKnown = new WeakMap<DuelState, readonly DuelAction[]>();

/** Whether the player declaring attackers or blockers has anything to declare. */
function canDeclare(t: DuelTable, setup: DuelSetup, seat: DuelSeat): boolean {
  return declarations(t, setup, seat).length > 0 || (t.s.combat?.attackers.length ?? 0) > 0 && t.s.phase.type === 'turn' && t.s.phase.step === 'attackers';
}

/** Ends the declaration of the player declaring now. */
function declare(t: DuelTable, setup: DuelSetup, seat: DuelSeat): TableResult {
  const phase = t.s.phase;
  if (phase.type !== 'turn') return OK;
  if (phase.step === 'attackers') {
    const locked = lockAttackers(t, setup, seat);
    if (!locked.ok) return locked;
    if (t.s.combat?.attackers.length === 0) t.emit({ type: 'note', text: `${seatName(setup, seat)} attacks with nothing`, since: 2 });
    attackersDeclared(t);
    return OK;
  }
  const locked = lockBlocks(t, seat);
  if (!locked.ok) return locked;
  const mine = (t.s.combat?.blocks ?? []).filter((b) => t.permanent(b.id)?.controller === seat);
  const said = mine.map((b) => `${t.permanent(b.id)!.card} → ${t.permanent(b.attacker)?.card ?? 'an attacker gone'}`).join(', ');
  t.emit({ type: 'note', text: mine.length === 0 ? `${seatName(setup, seat)} blocks with nothing` : `${seatName(setup, seat)} declares blockers: ${said}`, since: 2 });
  blockersDeclared(t, seat);
  return OK;
}

/** Whether `seat`, holding priority, might do anything besides passing (a quick look that spares working out mana). */
function couldChoose(t: DuelTable, seat: DuelSeat): boolean {
  const s = t.s;
  if (s.phase.type !== 'turn') return false;
  const speed = timing(t, seat);
  if (!speed) return false;
  const hand = t.player(seat)!.hand;
  if (speed === 'sorcery' && !s.phase.landPlayed && hand.length > 0) return true;
  if (hand.some((c) => !cardInfo(c.card).land && (speed === 'sorcery' || cardInfo(c.card).instant || cardInfo(c.card).def.keywords.includes('flash')))) return true;
  return hasActivatedAbility(t, seat);
}

function dispatch(t: DuelTable, setup: DuelSetup, seat: DuelSeat, action: DuelAction): TableResult {
  const prompt = t.s.prompt;
  if (prompt) {
    if (action.type !== 'concede' && !PROMPT_ANSWERS[prompt.type].includes(action.type)) return fail(DUEL_GAME_RULES.prompt, `${seatName(setup, seat)} first answers the question on the table (${prompt.type}).`);
  }
  const hands = handRules(setup);
  if (t.s.phase.type === 'build' && action.type !== 'build' && action.type !== 'concede') return fail(BUILD_RULE, `${seatName(setup, seat)} builds a deck from their draft first.`);
  switch (action.type) {
    case 'build':
      return buildDeck(t, setup, seat, action.cards);
    case 'keep':
      return drawsDouble(setup.options) ? keepDoubleHand(t, setup, seat) : keepHand(t, seat, hands);
    case 'mulligan':
      return drawsDouble(setup.options) ? doubleMulligan(t, setup, seat) : takeMulligan(t, seat, hands);
    case 'bottom':
      // In the game, after a double draw: one of the cards drawn (landless.double-draw.draw).
      return t.s.phase.type === 'turn' ? bottomDrawn(t, setup, seat, action.card) : putOnBottom(t, seat, action.card, hands);
    case 'pass': {
      const phase = t.s.phase;
      if (phase.type === 'turn' && phase.declaring === seat) return declare(t, setup, seat);
      if (phase.type !== 'turn' || t.s.priority?.seat !== seat) return fail(DUEL_GAME_RULES.priority, 'There is nothing to pass now.');
      t.emit({ type: 'note', text: `${seatName(setup, seat)} passes`, since: 2 });
      passPriority(t, setup);
      return OK;
    }
    case 'playLand':
      return playLand(t, seat, action.card, action.face);
    case 'playAsLand':
      return setup.options.landless ? playAsLand(t, seat, action.card) : notLandless();
    case 'cast':
      return onStack(t, setup, seat, () => cast(t, seat, action as CastAction));
    case 'activate':
      return onStack(t, setup, seat, () => activate(t, seat, action as ActivateAction));
    case 'attack':
      return toggleAttack(t, setup, seat, action.creature, action.player);
    case 'block':
      return toggleBlock(t, seat, action.creature, action.attacker);
    case 'discard':
      return discardAsked(t, seat, action.card, hands);
    case 'choose':
      if (prompt?.type === 'sacrifice') return answerSacrifice(t, seat, action.target);
      return chooseTriggerTarget(t, seat, action.target);
    case 'pay':
      if (prompt?.type === 'unlessPays') return answerUnlessPays(t, seat, true);
      return onStack(t, setup, seat, () => choosePayment(t, action.option, (resumed) => (resumed.type === 'cast' ? cast(t, seat, resumed) : activate(t, seat, resumed))));
    case 'cancel':
      return prompt?.type === 'unlessPays' ? answerUnlessPays(t, seat, false) : cancelPayment(t, seat);
    case 'scry':
      return answerScry(t, seat, action.card, action.to);
    case 'may':
      return answerMay(t, seat, action.take);
    case 'search':
      return answerSearch(t, seat, action.take);
    case 'fabricate':
      return answerFabricate(t, seat, action.choice);
    case 'concede':
      return concede(t, setup, seat);
    default:
      return fail(DUEL_GAME_RULES.unknown, `The Magic table has no action "${(action as { type?: unknown }).type}".`);
  }
}

/** The player acting concedes and leaves the game (CR 104.3a); with one player left, they win. */
function concede(t: DuelTable, setup: DuelSetup, seat: DuelSeat): TableResult {
  const deciding = t.s.phase.type === 'mulligan' && t.s.phase.seat === seat;
  leaveGame(t, setup, seat, 'conceded');
  if (actingSeat(t.s) === seat) {
    t.s.prompt = null;
    delete t.s.promptSeat;
  }
  afterLeaving(t, setup, `${seatName(setup, seat)} conceded.`);
  if (deciding && t.s.phase.type === 'mulligan') handRules(setup).afterKeep(t, seat);
  return OK;
}

function onStack(t: DuelTable, setup: DuelSetup, seat: DuelSeat, act: () => TableResult): TableResult {
  const before = t.s.stack.length;
  const done = act();
  if (done.ok && t.s.stack.length > before) putOnStack(t, setup, seat);
  return done;
}

// ── Opening hands ─────────────────────────────────────────────────────

const handRulesKnown = new WeakMap<DuelSetup, HandRules<DuelState>>();

/** The table's words for the opening hands and discards of the Magic core (magic/opening-hands.ts). */
function handRules(setup: DuelSetup): HandRules<DuelState> {
  let rules = handRulesKnown.get(setup);
  if (!rules) {
    rules = {
      mulliganRule: DUEL_GAME_RULES.mulligan,
      discardRule: DUEL_GAME_RULES.discard,
      seatName: (seat) => seatName(setup, seat),
      afterKeep(t, seat) {
        if (t.s.phase.type !== 'mulligan') return;
        // Seats decide in turn order from the first player; after the last, the first player's first turn begins.
        const order = mulliganOrder(t.s);
        const next = order.slice(order.indexOf(seat as DuelSeat) + 1).find((s) => playing(t.s).includes(s));
        if (next) t.s.phase = { type: 'mulligan', seat: next, taken: 0 };
        else beginTurn(t, setup, order.find((s) => playing(t.s).includes(s))!, 1);
      },
      afterCleanupDiscard: (t, seat) => cleanup(t, setup, seat as DuelSeat),
    };
    handRulesKnown.set(setup, rules);
  }
  return rules;
}

/** The seats in the order they decide on their opening hands: turn order from the first player. */
function mulliganOrder(s: DuelState): DuelSeat[] {
  const all = [...seatsOf(s)];
  const from = all.indexOf(s.first);
  return [...all.slice(from), ...all.slice(0, from)];
}

/** A player's deck built from their draft: it becomes their library; once every player has built, the hands are dealt. */
function buildDeck(t: DuelTable, setup: DuelSetup, seat: DuelSeat, cards: readonly string[]): TableResult {
  if (t.s.phase.type !== 'build') return fail(BUILD_RULE, 'The decks are built already.');
  const problem = buildProblem(cards, draftedBy(setup, seat));
  if (problem) return fail(BUILD_RULE, problem);
  t.library(seat).cards = [...cards].sort();
  t.emit({ type: 'note', text: `${seatName(setup, seat)} builds a deck of ${cards.length} cards` });
  const order = mulliganOrder(t.s);
  const next = order.slice(order.indexOf(seat) + 1).find((s) => playing(t.s).includes(s));
  if (next) {
    t.s.phase = { type: 'build', seat: next };
    return OK;
  }
  t.s.phase = { type: 'mulligan', seat: order.find((s) => playing(t.s).includes(s))!, taken: 0 };
  dealHands(t, setup);
  return OK;
}

/** The cards `seat` drafted, by name, sorted. */
export function draftedBy(setup: DuelSetup, seat: string): string[] {
  return deckCards(setup.players[seatIndex(seat)]!.deck!).sort();
}

// ── What may be done now ──────────────────────────────────────────────

/** The legal actions of the seat that acts now. */
export function legalDuelActions(setup: DuelSetup, state: DuelState): DuelAction[] {
  const seat = actingSeat(state);
  if (!seat) return [];
  const known = choicesKnown.get(state);
  if (known && !state.prompt) return [{ type: 'pass' }, ...known];
  const t = readingTable(setup, state);
  if (state.prompt) {
    const answers = promptAnswers(t, seat) as DuelAction[];
    const drawn = state.prompt.type === 'bottom' ? bottomChoices(t) : undefined;
    return drawn ? answers.filter((a) => a.type !== 'bottom' || drawn.includes(a.card)) : answers;
  }
  switch (state.phase.type) {
    case 'build':
      return [{ type: 'build', cards: draftedBy(setup, seat) }];
    case 'mulligan': {
      const most = drawsDouble(setup.options) ? MAX_DOUBLE_MULLIGANS : MAX_MULLIGANS;
      return state.phase.taken < most ? [{ type: 'keep' }, { type: 'mulligan' }] : [{ type: 'keep' }];
    }
    case 'turn':
      if (state.phase.declaring === seat) return [{ type: 'pass' }, ...declarations(t, setup, seat)];
      return [{ type: 'pass' }, ...choicesOf(t, setup, seat)];
    default:
      return [];
  }
}


/** The attack or block toggles open to the player declaring: each ready creature at each opponent, or each blocker at each attacker coming at them. */
function declarations(t: DuelTable, setup: DuelSetup, seat: DuelSeat): DuelAction[] {
  const phase = t.s.phase;
  if (phase.type !== 'turn' || phase.declaring !== seat) return [];
  const out: DuelAction[] = [];
  if (phase.step === 'attackers') {
    const foes = playing(t.s).filter((s) => s !== seat);
    for (const p of t.s.battlefield) {
      if (p.controller !== seat || !cardInfo(p.card).creature) continue;
      for (const player of foes) if (!attackProblem(t, setup, p, player) || t.s.combat?.attackers.some((a) => a.id === p.id && a.target === player)) out.push({ type: 'attack', creature: p.id, player });
    }
    return out;
  }
  const attackers = (t.s.combat?.attackers ?? []).filter((a) => a.target === seat).flatMap((a) => {
    const p = t.permanent(a.id);
    return p ? [p] : [];
  });
  for (const b of t.s.battlefield) {
    if (b.controller !== seat || !cardInfo(b.card).creature) continue;
    for (const a of attackers) if (!blockProblem(t, seat, b, a) || t.s.combat?.blocks.some((x) => x.id === b.id && x.attacker === a.id)) out.push({ type: 'block', creature: b.id, attacker: a.id });
  }
  return out;
}

/** Everything `seat`, holding priority in a turn, could do besides passing. */
export function choicesOf(t: DuelTable, setup: DuelSetup, seat: DuelSeat): DuelAction[] {
  const s = t.s;
  if (s.phase.type !== 'turn' || s.priority?.seat !== seat || s.prompt || s.phase.declaring) return [];
  const out: DuelAction[] = [];
  const speed = timing(t, seat);
  // A card of several faces is offered as each face it may be cast or played as (a split card's halves, an Adventure, a modal card's back).
  if (speed) out.push(...(castChoices(t, seat, speed, undefined, { faces: true }) as DuelAction[]), ...(abilityChoices(t, seat) as DuelAction[]));
  if (speed !== 'sorcery' || s.phase.landPlayed) return out;
  out.push(...landPlays(t, seat));
  if (setup.options.landless) out.push(...(playAsLandActions(t, seat) as DuelAction[]));
  return out;
}

export { defenders };
