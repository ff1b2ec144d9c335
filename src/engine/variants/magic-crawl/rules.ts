import type { Terrain } from '../../colour';
import { areAdjacent, hexLabel, hexNeighbours, type Hex } from '../../hex';
import { cardInfo } from '../../magic/card-db';
import {
  activate,
  cancelPayment,
  cast,
  chooseTriggerTarget,
  choosePayment,
  promptedTrigger,
  timing,
} from '../../magic/casting';
import { notLandless, playAsLand, playAsLandActions } from '../../magic/landless';
import { landPlays, playLand } from '../../magic/lands';
import { canUseTap } from '../../magic/characteristics';
import {
  attackDeclarationProblem,
  attackProblem,
  blockDeclarationProblem,
  blockProblem,
  toggleAttack,
  toggleBlock,
} from './combat';
import type { GameEvent } from '../../magic/events';
import { manual } from '../../magic/manual';
import { abilityChoices, castChoices } from '../../magic/choices';
import type { CrawlTarget } from './magic-schema';
import { OK, fail, type TableResult } from '../../magic/table';
import { crawlTable, type CrawlTable } from './crawl-table';
import { legalTargets } from '../../magic/targets';
import { discardFromHand, drawCards } from '../../magic/zones';
import { answerScry, scryAnswers } from '../../magic/scry';
import { answerFabricate, fabricateAnswers } from '../../magic/fabricate';
import { askWaitingMadness, madnessAnswers } from '../../magic/madness';
import { reboundAnswers } from '../../magic/rebound';
import { devourAnswers } from '../../magic/devour';
import { beginWithOpeningHand } from '../../magic/opening-hands';
import { nextInt } from '../../rng';
import { type Applied, type ApplyOptions } from '../../result';
import { mapAround } from './explore';
import { establishEncounter } from './encounter';
import { beginYourTurn, endTurn, pass, settle, startFoeTurn, startTravel, FLOW_RULES } from './flow';
import { findHex, updateHexes } from './map';
import { gainMappedLand, landsLeftOut } from './mapped-mana';
import type { CrawlAction, CrawlSetup, CrawlState, MoveAction } from './schema';

/** Whose choices the player's are: yours. */
const YOU = { controller: 'you' } as const;

export type CrawlApplied = Applied<CrawlState, GameEvent>;

/** Rule identifiers, named after the part of rules/magic-crawl.md they enforce. */
export const RULES = {
  moveAdjacent: 'magic-crawl.move.adjacent',
  moveMapped: 'magic-crawl.move.mapped',
  moveWhen: 'magic-crawl.move.when',
  mulligan: 'magic-crawl.mulligan',
  discard: 'magic.cleanup.discard',
  unknownAction: 'engine.action.unknown',
  over: FLOW_RULES.over,
} as const;

/** The most mulligans: after six, the hand you keep has one card. */
export const MAX_MULLIGANS = 6;

/** Applies one action. Pure: the given state is never modified. */
export function applyCrawl(setup: CrawlSetup, state: CrawlState, action: CrawlAction, options?: ApplyOptions): CrawlApplied {
  if (state.phase.type === 'over') {
    return { ok: false, error: { rule: RULES.over, message: `The game is over: ${state.phase.reason}` } };
  }
  const t = crawlTable(state, options);
  const done = dispatch(t, setup, action);
  if (!done.ok) return done;
  settle(t, setup);
  return { ok: true, state: t.s, events: t.events };
}

/** The actions that answer each question on the table. */
const PROMPT_ANSWERS: Record<string, readonly string[]> = {
  discard: ['discard'],
  bottom: ['bottom'],
  trigger: ['choose'],
  pay: ['pay', 'cancel'],
  madness: ['cast', 'cancel'],
  rebound: ['cast', 'cancel'],
  devour: ['choose', 'cancel'],
  scry: ['scry'],
  fabricate: ['fabricate'],
};

function dispatch(t: CrawlTable, setup: CrawlSetup, action: CrawlAction): TableResult {
  const prompt = t.s.prompt;
  if (prompt) {
    if (!PROMPT_ANSWERS[prompt.type]!.includes(action.type)) {
      return fail(FLOW_RULES.prompt, `First answer the question on the table: ${promptWords(prompt.type)}.`);
    }
  }
  switch (action.type) {
    case 'move':
      return move(t, setup, action);
    case 'keep':
      return keep(t, setup);
    case 'mulligan':
      return mulligan(t);
    case 'bottom':
      return bottom(t, setup, action.card);
    case 'pass':
      return pass(t);
    case 'endTurn':
      return endTurn(t);
    case 'playLand':
      return playLand(t, 'you', action.card, action.face);
    case 'playAsLand':
      return setup.options.landless ? playAsLand(t, 'you', action.card) : notLandless();
    case 'cast':
      return cast(t, 'you', action);
    case 'activate':
      return activate(t, 'you', action);
    case 'attack':
      return toggleAttack(t, action.creature, action.target);
    case 'block':
      return toggleBlock(t, action.creature, action.attacker);
    case 'discard':
      return discard(t, action.card);
    case 'choose':
      return chooseTriggerTarget(t, 'you', action.target);
    case 'pay':
      return choosePayment(t, action.option, (resumed) => (resumed.type === 'cast' ? cast(t, 'you', resumed) : activate(t, 'you', resumed)));
    case 'cancel':
      return cancelPayment(t, 'you');
    case 'scry':
      return answerScry(t, 'you', action.card, action.to);
    case 'fabricate':
      return answerFabricate(t, 'you', action.choice);
    case 'moveCard':
    case 'setTapped':
    case 'addCounters':
    case 'adjustLife':
    case 'createToken':
    case 'turnOver':
      return manual(t, 'you', action);
    default:
      return fail(RULES.unknownAction, `Magic Crawl has no action "${(action as { type?: unknown }).type}".`);
  }
}

function promptWords(type: string): string {
  return (
    { discard: 'discard down to seven cards', bottom: 'put cards on the bottom of your library', trigger: 'choose a target', pay: 'choose how to pay', madness: 'cast the card discarded with madness, or put it into your graveyard', rebound: 'cast the card that rebounds, or leave it in exile', devour: 'devour another creature, or stop', scry: 'put each card you scry on the top or the bottom', fabricate: 'choose the +1/+1 counters or the Servo tokens' }[type] ??
    type
  );
}

// ── The opening hand ───────────────────────────────────────────────────────

function keep(t: CrawlTable, setup: CrawlSetup): TableResult {
  const phase = t.s.phase;
  if (phase.type !== 'mulligan') return fail(RULES.mulligan, 'You have already kept your opening hand.');
  // CR 103.5: one card to the bottom per mulligan, but no more than the hand holds (with opponentSpells
  // "discard", a spell aimed at an opponent drawn into the hand is already gone).
  const toBottom = Math.min(phase.taken, t.s.you.hand.length);
  t.emit({ type: 'kept', size: t.s.you.hand.length - toBottom });
  const leftOut = landsLeftOut(setup);
  if (leftOut > 0) t.emit({ type: 'leftOut', count: leftOut, why: setup.options.landless ? 'landless' : 'mapped-mana' });
  if (toBottom > 0) {
    t.s.prompt = { type: 'bottom', count: toBottom };
    return OK;
  }
  beginWithOpeningHand(t, 'you');
  startPlay(t, setup);
  return OK;
}

function mulligan(t: CrawlTable): TableResult {
  const phase = t.s.phase;
  if (phase.type !== 'mulligan') return fail(RULES.mulligan, 'You have already kept your opening hand.');
  if (phase.taken >= MAX_MULLIGANS) return fail(RULES.mulligan, `You have taken ${MAX_MULLIGANS} mulligans; keep this hand.`);
  // London mulligan (CR 103.5): shuffle the hand back, draw seven, later put one on the bottom per mulligan.
  const library = t.library('you');
  for (const card of t.s.you.hand.splice(0)) library.cards.push(card.card);
  library.cards.sort();
  drawCards(t, 'you', 7);
  t.s.phase = { type: 'mulligan', taken: phase.taken + 1 };
  t.emit({ type: 'openingHand', size: t.s.you.hand.length, mulligans: phase.taken + 1 });
  return OK;
}

function bottom(t: CrawlTable, setup: CrawlSetup, id: number): TableResult {
  const prompt = t.s.prompt;
  if (!prompt || prompt.type !== 'bottom') return fail(RULES.mulligan, 'Nothing is to go on the bottom of your library now.');
  const card = t.takeFromHand('you', id);
  if (!card) return fail(RULES.mulligan, `Card #${id} is not in your hand.`);
  t.library('you').bottom.push(card.card);
  t.emit({ type: 'bottomed', card: card.card });
  if (prompt.count > 1) t.s.prompt = { type: 'bottom', count: prompt.count - 1 };
  else {
    t.s.prompt = null;
    beginWithOpeningHand(t, 'you');
    startPlay(t, setup);
  }
  return OK;
}

/** After the opening hand: the preparation rounds, or straight to travel when there are none. */
function startPlay(t: CrawlTable, setup: CrawlSetup): void {
  const rounds = setup.options.preparationRounds;
  if (rounds > 0) beginYourTurn(t, 'preparation', rounds - 1);
  else startTravel(t);
}

function discard(t: CrawlTable, id: number): TableResult {
  const prompt = t.s.prompt;
  if (!prompt || prompt.type !== 'discard') return fail(RULES.discard, 'You have nothing to discard now.');
  if (!t.inHand('you', id)) return fail(RULES.discard, `Card #${id} is not in your hand.`);
  discardFromHand(t, 'you', id, prompt.effect ? 'effect' : 'hand-size');
  if (prompt.count > 1) t.s.prompt = { ...prompt, count: prompt.count - 1 };
  else {
    t.s.prompt = null;
    // A card discarded with madness is cast or not first (its trigger, CR 702.35a); the turn then ends when you go on.
    if (askWaitingMadness(t, 'you')) return OK;
    // Discarding to hand size ends the turn; a card's "discard a card" leaves you where you were.
    return prompt.effect ? OK : pass(t);
  }
  return OK;
}

// ── The map ────────────────────────────────────────────────────────────────

function move(t: CrawlTable, setup: CrawlSetup, action: MoveAction): TableResult {
  const { to } = action;
  if (t.s.phase.type !== 'travel') {
    return fail(RULES.moveWhen, t.s.encounter ? 'You cannot move while an encounter goes on; defeat the creature first.' : 'You move after your preparation round, when you choose the next hex.');
  }
  if (!areAdjacent(t.s.token, to)) {
    return fail(RULES.moveAdjacent, `${hexLabel(to)} is not next to the token at ${hexLabel(t.s.token)}; you move one hex at a time.`);
  }
  const target = findHex(t.s.hexes, to);
  if (!target) return fail(RULES.moveMapped, `${hexLabel(to)} is not mapped yet; you can only move to a mapped hex.`);
  const token = { q: to.q, r: to.r };
  t.emit({ type: 'moved', from: t.s.token, to: token, terrain: target.terrain, firstVisit: !target.explored });
  t.s.counters.moves += 1;
  t.s.token = token;
  // Mana from mapped lands: the hex's land is yours as you enter it, before anything meets you there.
  if (!target.explored && setup.options.mappedMana) gainMappedLand(t, target);
  if (!target.explored) explore(t, setup, token);
  return OK;
}

/** Entering an unexplored hex: map its neighbours, then establish the encounter. */
function explore(t: CrawlTable, setup: CrawlSetup, at: Hex): void {
  const hex = findHex(t.s.hexes, at)!;
  const around = mapAround(t.s.hexes, hex, t.s.landPiles, t.s.rng, setup.hexStreams ? setup.seed : undefined);
  t.s.hexes = updateHexes(t.s.hexes, at, (h) => ({ ...h, explored: true }), around.mapped, t.consumes);
  t.s.rng = around.rng;
  t.s.landPiles = around.landPiles;
  if (around.mapped.length > 0) {
    t.emit({ type: 'mapped', hexes: around.mapped.map(({ q, r, terrain: x, land }) => ({ q, r, terrain: x, ...(land ? { land } : {}) })), from: hex.terrain });
  }
  establishEncounter(t, setup, { ...hex, explored: true });
}

// ── What may be done now ───────────────────────────────────────────────────

/**
 * Every action the player may take now, for bots, tests and the playmat.
 * Hand adjustments (moveCard, setTapped, …) are always open to a player
 * resolving a manual card, so they are not listed here.
 */
export function legalCrawlActions(setup: CrawlSetup, state: CrawlState): CrawlAction[] {
  const phase = state.phase;
  if (phase.type === 'over') return [];
  const t = crawlTable(state);
  const prompt = state.prompt;
  if (prompt) {
    switch (prompt.type) {
      case 'discard':
        return state.you.hand.map((c) => ({ type: 'discard', card: c.id }));
      case 'bottom':
        return state.you.hand.map((c) => ({ type: 'bottom', card: c.id }));
      case 'trigger': {
        const ability = promptedTrigger(prompt.card, prompt.ability);
        if (!ability?.target) return [];
        return legalTargets(t, ability.target, cardInfo(prompt.card).def.colours, YOU).map((target) => ({ type: 'choose', target: target as CrawlTarget }));
      }
      case 'pay':
        return [...prompt.options.map((_, option) => ({ type: 'pay', option }) as const), { type: 'cancel' }];
      case 'madness':
        return madnessAnswers(t, 'you') as CrawlAction[];
      case 'rebound':
        return reboundAnswers(t, 'you') as CrawlAction[];
      case 'devour':
        return devourAnswers(t) as CrawlAction[];
      case 'scry':
        return scryAnswers(prompt.cards);
      case 'fabricate':
        return fabricateAnswers();
    }
  }
  if (phase.type === 'mulligan') {
    return phase.taken < MAX_MULLIGANS ? [{ type: 'keep' }, { type: 'mulligan' }] : [{ type: 'keep' }];
  }
  if (phase.type === 'travel') {
    return hexNeighbours(state.token)
      .filter((n) => findHex(state.hexes, n))
      .map((to) => ({ type: 'move', to }));
  }
  // Passing locks in the blocks: not legal while they break a blocking restriction (CR 702.110b menace).
  const blocked = (phase.type === 'foe' && blockDeclarationProblem(t)) || (phase.type === 'turn' && phase.step === 'attackers' && attackPassProblem(t));
  const out: CrawlAction[] = blocked ? [] : [{ type: 'pass' }];
  if (phase.type === 'turn') out.push({ type: 'endTurn' });
  const speed = timing(t, 'you');
  if (phase.type === 'turn' && speed === 'sorcery' && !phase.landPlayed) out.push(...landPlays(t, 'you'));
  // The core's choices name seats and ids; at a crawl's table the only player a card targets is you.
  if (setup.options.landless) out.push(...(playAsLandActions(t, 'you') as CrawlAction[]));
  if (speed) out.push(...(castChoices(t, 'you', speed, (info) => info.targetsOpponent, { faces: true }) as CrawlAction[]), ...(abilityChoices(t, 'you') as CrawlAction[]));
  const combat = state.combat;
  if (phase.type === 'turn' && phase.step === 'attackers' && combat && !combat.declared) {
    for (const p of t.controlledBy('you')) {
      if (!cardInfo(p.card).creature) continue;
      const attacking = combat.attackers.find((a) => a.id === p.id);
      const able = !attackProblem(t, p) && canUseTap(t, p);
      if (!attacking && !able) continue;
      // A chosen attacker that can no longer attack (tapped since) may only be taken back, not sent at another foe (CR 508.1a).
      for (const foe of t.creaturesOf('foe')) if (able || foe.id === attacking?.target) out.push({ type: 'attack', creature: p.id, target: foe.id });
    }
  }
  if (phase.type === 'foe' && combat) {
    for (const p of t.controlledBy('you')) {
      if (!cardInfo(p.card).creature) continue;
      for (const a of combat.attackers) {
        const attacker = t.permanent(a.id);
        const blocking = combat.blocks.some((b) => b.id === p.id && b.attacker === a.id);
        if (attacker && (blocking || !blockProblem(t, p, attacker))) out.push({ type: 'block', creature: p.id, attacker: a.id });
      }
    }
  }
  return out;
}

/** Passing from the declare attackers step would leave out a creature that must attack, or send one alone that can't. */
function attackPassProblem(t: CrawlTable): boolean {
  return attackDeclarationProblem(t) !== undefined;
}
