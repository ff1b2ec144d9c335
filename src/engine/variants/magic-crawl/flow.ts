import { hexEquals } from '../../hex';
import { cardInfo } from '../../magic/card-db';
import { canUseTap } from '../../magic/characteristics';
import {
  attackProblem,
  combatWith,
  dealCombatDamage,
  dropUnableAttackers,
  fireEndStep,
  fireUpkeep,
  foesAttack,
  lockAttackers,
  lockBlocksAndFight,
  mustAttack,
} from './combat';
import { askWaitingMadness } from '../../magic/madness';
import { askRebound } from '../../magic/rebound';
import { checkStateBasedActions, controlsRule, isLost } from '../../magic/sba';
import { OK, fail, type TableResult } from '../../magic/table';
import type { CrawlTable } from './crawl-table';
import { cleanupStep, maxHandSize, untapStep } from '../../magic/turn';
import { drawCard } from '../../magic/zones';
import type { YourStep } from './magic-schema';
import { findHex } from './map';
import type { CrawlSetup } from './schema';
import { goalsMet, goalWords } from './goals';
import { afterDefeats } from './reserve';

/**
 * The order of play in Magic Crawl (rules/magic-crawl.md, "Playing" and
 * "Ending the Encounter"):
 *
 *   opening hand → preparation rounds → travel → encounter → … → travel
 *
 * An encounter alternates the foe's attack (it untaps, attacks, you block)
 * with your regular turns, until the foe is gone; then you play one
 * preparation round and choose the next hex. Finding a land is an encounter
 * that ends at once. Your turns skip the steps that need no decision
 * (untap, upkeep, draw, cleanup) unless something must be chosen.
 */

export const FLOW_RULES = {
  notNow: 'magic-crawl.flow.not-now',
  prompt: 'magic-crawl.flow.answer-first',
  over: 'magic-crawl.flow.game-over',
} as const;

export function beginYourTurn(t: CrawlTable, kind: 'preparation' | 'encounter', roundsLeft: number): void {
  t.s.counters.turns += 1;
  untapStep(t, 'you');
  t.s.phase = { type: 'turn', kind, step: 'main1', landPlayed: false, roundsLeft };
  t.emit({ type: 'turnBegan', number: t.s.counters.turns, kind, roundsLeft });
  fireUpkeep(t, 'you');
  // The player who goes first skips the draw of their first turn (CR 103.8a).
  if (t.s.counters.turns > 1) drawCard(t, 'you');
  // A card exiled by rebound is offered as the turn begins, once the draw is made: with no stack, nothing could come between (CR 702.88a).
  askRebound(t, 'you');
}

export function startTravel(t: CrawlTable): void {
  t.s.phase = { type: 'travel' };
  t.emit({ type: 'travel' });
}

/** The encounter's turn: its creatures attack, or, when none can, your turn comes straight away. */
export function startFoeTurn(t: CrawlTable): void {
  if (foesAttack(t)) {
    t.s.phase = { type: 'foe', step: 'blocks' };
    return;
  }
  // No attack: the encounter's turn goes straight to its end step.
  fireEndStep(t);
  checkStateBasedActions(t);
  endEncounterIfDone(t);
  if (t.s.encounter) beginYourTurn(t, 'encounter', 0);
  else afterEncounter(t);
}

/** After the encounter is over: one preparation round, then travel. */
function afterEncounter(t: CrawlTable): void {
  beginYourTurn(t, 'preparation', 0);
}

/** Is there a creature of yours that could attack a foe now? */
export function couldAttack(t: CrawlTable): boolean {
  if (!t.controlsCreature('foe')) return false;
  return t.controlledBy('you').some((p) => cardInfo(p.card).creature && canUseTap(t, p) && !attackProblem(t, p));
}

/** "Go on": from the current stop to the next one. */
export function pass(t: CrawlTable): TableResult {
  if (t.s.prompt) return fail(FLOW_RULES.prompt, 'Answer the question on the table first.');
  const phase = t.s.phase;
  if (phase.type === 'foe') {
    const fought = lockBlocksAndFight(t);
    if (!fought.ok) return fought;
    fireEndStep(t);
    endFoeTurn(t);
    return OK;
  }
  if (phase.type !== 'turn') return fail(FLOW_RULES.notNow, 'There is no step to go on from: ' + notATurn(phase.type) + '.');
  switch (phase.step) {
    case 'main1':
      if (couldAttack(t)) {
        goTo(t, 'attackers');
        t.s.combat = { attackers: [], blocks: [], declared: false };
      } else {
        goTo(t, 'end');
      }
      return OK;
    case 'attackers': {
      dropUnableAttackers(t);
      const must = mustAttack(t)[0];
      if (must && !t.s.combat?.attackers.some((a) => a.id === must.id)) {
        return fail('mtg.508.1d.attacks-if-able', `${must.card} attacks each combat if able: declare it as an attacker.`);
      }
      if (!t.s.combat || t.s.combat.attackers.length === 0) {
        t.s.combat = null;
        goTo(t, 'main2');
        return OK;
      }
      const locked = lockAttackers(t);
      if (!locked.ok) return locked;
      goTo(t, 'blockers');
      return OK;
    }
    case 'blockers':
      dealCombatDamage(t);
      goTo(t, 'main2');
      return OK;
    case 'main2':
      goTo(t, 'end');
      return OK;
    case 'end': {
      const over = t.s.you.hand.length - maxHandSize(t, 'you');
      if (over > 0) {
        t.s.prompt = { type: 'discard', count: over };
        t.emit({ type: 'step', step: 'cleanup' });
        return OK;
      }
      finishTurn(t);
      return OK;
    }
  }
}

function goTo(t: CrawlTable, step: YourStep): void {
  const phase = t.s.phase;
  if (phase.type !== 'turn') return;
  // Every field of a turn, in the schema's order (as beginYourTurn makes it): a literal, where a spread is slow.
  t.s.phase = { type: 'turn', kind: phase.kind, step, landPlayed: phase.landPlayed, roundsLeft: phase.roundsLeft };
  t.emit({ type: 'step', step });
  if (step === 'end') fireEndStep(t);
}

function notATurn(type: string): string {
  return type === 'travel' ? 'choose the next hex' : type === 'mulligan' ? 'keep or mulligan first' : 'the game is over';
}

/** The cleanup step, then whatever comes next in the crawl. */
export function finishTurn(t: CrawlTable): void {
  const phase = t.s.phase;
  if (phase.type !== 'turn') return;
  cleanupStep(t);
  if (phase.kind === 'preparation') {
    if (phase.roundsLeft > 0) beginYourTurn(t, 'preparation', phase.roundsLeft - 1);
    else startTravel(t);
  } else if (t.s.encounter) {
    startFoeTurn(t);
  } else {
    afterEncounter(t);
  }
}

function endFoeTurn(t: CrawlTable): void {
  checkStateBasedActions(t);
  if (isLost(t, 'you')) return;
  cleanupStep(t);
  if (t.s.encounter && t.controlsCreature('foe')) beginYourTurn(t, 'encounter', 0);
  else {
    // Ending the Encounter: ONE preparation round follows. endEncounterIfDone
    // already begins it when it ends the encounter from the foe's turn, so it
    // is begun here only if that did not happen.
    endEncounterIfDone(t);
    if (t.s.phase.type === 'foe') afterEncounter(t);
  }
}

/** "End turn": goes through the rest of your turn without attacking, stopping at any question. */
export function endTurn(t: CrawlTable): TableResult {
  const phase = t.s.phase;
  if (phase.type !== 'turn') return fail(FLOW_RULES.notNow, 'It is not your turn.');
  if (t.s.prompt) return fail(FLOW_RULES.prompt, 'Answer the question on the table first.');
  const turn = t.s.counters.turns;
  for (let guard = 0; guard < 10; guard++) {
    const now = t.s.phase;
    if (now.type !== 'turn' || t.s.counters.turns !== turn || t.s.prompt || isLost(t, 'you')) break;
    // Only the creatures that attack each combat if able attack (CR 508.1d); most turns, none.
    if (now.step === 'attackers' && t.s.combat && !t.s.combat.declared) t.s.combat = combatWith(t.s.combat, { attackers: requiredAttackers(t) });
    const passed = pass(t);
    if (!passed.ok) return passed;
    checkStateBasedActions(t);
    endEncounterIfDone(t);
  }
  return OK;
}

/** Your creatures that must attack, each at the first foe. */
function requiredAttackers(t: CrawlTable): { id: number; target: number }[] {
  const foe = t.creaturesOf('foe')[0];
  return foe ? mustAttack(t).map((p) => ({ id: p.id, target: foe.id })) : [];
}

/** The encounter ends when none of its creatures is left on the battlefield. */
export function endEncounterIfDone(t: CrawlTable): void {
  const encounter = t.s.encounter;
  if (!encounter || t.controlsCreature('foe')) return;
  t.s.encounter = null;
  t.emit({ type: 'encounterEnded', pile: encounter.pile });
  if (t.s.phase.type === 'foe') {
    // The attacker is gone before damage: its turn is over.
    cleanupStep(t);
    afterEncounter(t);
  }
}

/** After every action: state-based actions, the end of an encounter, and the end of the game. */
export function settle(t: CrawlTable, setup: CrawlSetup): void {
  if (t.s.phase.type === 'over') return;
  if (!t.quiet()) {
    checkStateBasedActions(t);
    endEncounterIfDone(t);
    checkStateBasedActions(t);
    afterDefeats(t, setup);
    // A card discarded with madness waits for no stack here: asked as soon as no other question is open (CR 702.35a).
    askWaitingMadness(t, 'you');
  }
  const lost = isLost(t, 'you');
  if (lost) return gameOver(t, 'lost', lost);
  // "Your opponents can't win the game": an encounter creature with that rule keeps the goal from winning.
  if (goalsMet({ setup, state: t.s }) && !controlsRule(t, 'foe', 'no-losing')) return gameOver(t, 'won', `You ${goalWords(setup.options.goals)}.`);
}

function gameOver(t: CrawlTable, result: 'won' | 'lost', reason: string): void {
  t.s.phase = { type: 'over', result, reason };
  t.s.prompt = null;
  t.s.combat = null;
  t.emit({ type: 'gameOver', result, reason });
}

export function isAt(t: CrawlTable, hex: { q: number; r: number }): boolean {
  return hexEquals(t.s.token, hex);
}
