import { fireDelayed } from '../../magic/effects';
import { afterPutting, passPriority as corePassPriority, settleTriggers as coreSettleTriggers, type PriorityRules } from '../../magic/priority';
import { checkStateBasedActions, isLost } from '../../magic/sba';
import { fireAll, upkeepTriggers } from '../../magic/triggers';
import { cleanupStep, maxHandSize, untapStep } from '../../magic/turn';
import { drawCard } from '../../magic/zones';
import { blockTriggers, dealCombatDamage, defenders, possibleAttackers } from './combat';
import type { DuelSeat, DuelSetup, DuelState } from './schema';
import { isOut, nextPlaying, playing, seatName, type DuelTable } from './seating';

/**
 * The turn at the Magic table (docs/duel-rules.md): untap, upkeep, draw,
 * first main phase, combat (declare attackers, declare blockers, combat
 * damage), second main phase, end and cleanup, with priority passing round
 * the table in turn order and a stack. While a player declares attackers or
 * blockers nobody holds priority. A player who loses leaves the game with
 * their cards; the last player standing wins.
 */

export function activeSeat(s: DuelState): DuelSeat | undefined {
  return s.phase.type === 'turn' ? s.phase.seat : undefined;
}

/** The seat whose decision the game waits on now. */
export function actingSeat(s: DuelState): DuelSeat | undefined {
  if (s.phase.type === 'over') return undefined;
  if (s.prompt) return s.promptSeat ?? activeSeat(s);
  if (s.phase.type === 'mulligan' || s.phase.type === 'build') return s.phase.seat;
  if (s.phase.declaring) return s.phase.declaring;
  return s.priority?.seat;
}

function priorityRules(setup: DuelSetup): PriorityRules<DuelState> {
  return { seats: playing, active: activeSeat, endStep: (t) => nextStep(t, setup) };
}

/** A seat's turn begins: its permanents untap, upkeep triggers fire, and it receives priority. */
export function beginTurn(t: DuelTable, setup: DuelSetup, seat: DuelSeat, number: number): void {
  untapStep(t, seat);
  t.s.phase = { type: 'turn', seat, number, step: 'upkeep', landPlayed: false };
  t.emit({ type: 'note', text: `${seatName(setup, seat)}'s turn begins (turn ${number})` });
  upkeepTriggers(t, seat);
  t.s.priority = { seat, passes: 0 };
}

export function passPriority(t: DuelTable, setup: DuelSetup): void {
  corePassPriority(t, priorityRules(setup));
}

export function settleTriggers(t: DuelTable, setup: DuelSetup): void {
  coreSettleTriggers(t, priorityRules(setup));
}

/** Puts an item on the stack: its controller has acted, so the next player answers first. */
export function putOnStack(t: DuelTable, setup: DuelSetup, seat: DuelSeat): void {
  afterPutting(t, seat, priorityRules(setup));
}

function nextStep(t: DuelTable, setup: DuelSetup): void {
  const phase = t.s.phase;
  if (phase.type !== 'turn') return;
  const seat = phase.seat;
  const give = () => (t.s.priority = { seat, passes: 0 });
  switch (phase.step) {
    case 'upkeep':
      t.s.phase = { ...phase, step: 'draw' };
      // In a two-player game the player who goes first skips the draw of the game's first turn (CR 103.8a);
      // in a game of more, nobody skips it (CR 103.8c).
      if (phase.number > 1 || setup.players.length > 2) {
        const hand = t.player(seat)!.hand;
        const before = hand.length;
        drawCard(t, seat);
        const name = seatName(setup, seat);
        if (hand.length - before < 2) t.emit({ type: 'note', text: `${name} draws a card` });
        else {
          // Double draw takes two (landless.double-draw.draw); the log said "a card" until its fourth wording.
          t.emit({ type: 'note', text: `${name} draws a card`, until: 3 });
          t.emit({ type: 'note', text: `${name} draws 2 cards, one to go to the bottom`, since: 4 });
        }
      }
      give();
      return;
    case 'draw':
      t.s.phase = { ...phase, step: 'main1' };
      give();
      return;
    case 'main1':
      // Combat only when the active player has a creature that could attack: otherwise on to the second main phase.
      if (possibleAttackers(t, setup, seat).length > 0) {
        t.s.phase = { ...phase, step: 'attackers', declaring: seat };
        t.s.combat = { attackers: [], blocks: [], declared: false };
        t.s.priority = null;
      } else {
        t.s.phase = { ...phase, step: 'main2' };
        give();
      }
      return;
    case 'attackers':
      toBlockers(t, setup, seat);
      return;
    case 'blockers':
      t.s.phase = { ...phase, step: 'damage' };
      delete (t.s.phase as { declaring?: string }).declaring;
      dealCombatDamage(t, setup, seat);
      give();
      return;
    case 'damage':
      t.s.combat = null;
      t.s.phase = { ...phase, step: 'main2' };
      give();
      return;
    case 'main2':
      t.s.phase = { ...phase, step: 'end' };
      fireDelayed(t);
      fireAll(t, (when) => when === 'end-step');
      give();
      return;
    case 'end':
      cleanup(t, setup, seat);
      return;
  }
}

/** The attackers are declared and players have passed: the first attacked player declares blockers, or, with nobody attacked, on to the damage. */
function toBlockers(t: DuelTable, setup: DuelSetup, active: DuelSeat): void {
  const phase = t.s.phase;
  if (phase.type !== 'turn') return;
  const first = defenders(t, active)[0];
  if (first) {
    t.s.phase = { ...phase, step: 'blockers', declaring: first };
    t.s.priority = null;
    return;
  }
  t.s.phase = { ...phase, step: 'damage' };
  delete (t.s.phase as { declaring?: string }).declaring;
  dealCombatDamage(t, setup, active);
  t.s.priority = { seat: active, passes: 0 };
}

/** The active player has declared attackers: with none, combat ends; else players may respond, the active player first. */
export function attackersDeclared(t: DuelTable): void {
  const phase = t.s.phase;
  if (phase.type !== 'turn') return;
  const { declaring: _done, ...rest } = phase;
  if ((t.s.combat?.attackers.length ?? 0) === 0) {
    t.s.combat = null;
    t.s.phase = { ...rest, step: 'main2' };
  } else t.s.phase = rest;
  t.s.priority = { seat: phase.seat, passes: 0 };
}

/** `seat` has declared its blockers: the next attacked player declares, or the block triggers fire and players may respond. */
export function blockersDeclared(t: DuelTable, seat: DuelSeat): void {
  const phase = t.s.phase;
  if (phase.type !== 'turn') return;
  const all = defenders(t, phase.seat);
  const next = all[all.indexOf(seat) + 1];
  if (next) {
    t.s.phase = { ...phase, declaring: next };
    return;
  }
  const { declaring: _done, ...rest } = phase;
  t.s.phase = rest;
  if ((t.s.combat?.blocks.length ?? 0) === 0) t.emit({ type: 'noBlocks' });
  blockTriggers(t);
  t.s.priority = { seat: phase.seat, passes: 0 };
}

/** Cleanup (CR 514): discard to seven, then damage and "until end of turn" end, and the next player's turn begins. */
export function cleanup(t: DuelTable, setup: DuelSetup, seat: DuelSeat): void {
  const hand = t.player(seat)!.hand;
  const most = maxHandSize(t, seat);
  if (hand.length > most) {
    t.s.prompt = { type: 'discard', count: hand.length - most };
    t.s.promptSeat = seat;
    t.s.priority = null;
    return;
  }
  cleanupStep(t);
  const phase = t.s.phase;
  if (phase.type === 'turn') beginTurn(t, setup, nextPlaying(t.s, seat), phase.number + 1);
}

/**
 * What is checked after every action: state-based actions; a player at 0
 * life or who drew from an empty library loses and leaves the game with
 * their cards (CR 800.4a); the last one standing wins, and if the last ones
 * lose together the game is a draw.
 */
export function settleState(t: DuelTable, setup: DuelSetup): void {
  checkStateBasedActions(t);
  if (t.s.phase.type === 'over') return;
  const lost = playing(t.s).flatMap((seat) => {
    const why = isLost(t, seat);
    return why ? [{ seat, why: why.replace(/^You had/, 'had').replace(/^Your life/, 'life') }] : [];
  });
  if (lost.length === 0) return;
  for (const { seat, why } of lost) leaveGame(t, setup, seat, why);
  afterLeaving(t, setup, lost.map((l) => `${seatName(setup, l.seat)}: ${l.why}`).join('; '));
}

/** After players have left: the last one standing wins (none left: a draw); if the active player left, the next player's turn begins. */
export function afterLeaving(t: DuelTable, setup: DuelSetup, reason: string): void {
  const left = playing(t.s);
  if (left.length <= 1) {
    endGame(t, setup, left[0], reason);
  } else if (t.s.phase.type === 'turn' && isOut(t.s, t.s.phase.seat)) {
    // The active player left: their turn ends at once, and the next player's begins (CR 800.4a).
    const phase = t.s.phase;
    t.s.stack = [];
    t.s.combat = null;
    t.s.prompt = null;
    delete t.s.promptSeat;
    delete t.s.drawn;
    cleanupStep(t);
    beginTurn(t, setup, nextPlaying(t.s, phase.seat), phase.number + 1);
  }
}

/** The game ends with `winner` (or a draw): nothing more waits. */
export function endGame(t: DuelTable, setup: DuelSetup, winner: DuelSeat | undefined, reason: string): void {
  t.s.phase = winner ? { type: 'over', winner, reason } : { type: 'over', reason: `A draw. ${reason}` };
  t.s.prompt = null;
  delete t.s.promptSeat;
  delete t.s.drawn;
  t.s.priority = null;
  t.s.stack = [];
  t.s.combat = null;
  t.emit({ type: 'note', text: winner ? `${seatName(setup, winner)} wins` : 'the game is a draw' });
}

/**
 * `seat` loses and leaves the game (CR 800.4a): the permanents they
 * control and the spells and abilities they control leave with them, and
 * they are out of every combat and question.
 */
export function leaveGame(t: DuelTable, setup: DuelSetup, seat: DuelSeat, why: string): void {
  const phase = t.s.phase;
  // A declaration under way is theirs no more: their blocks are none, and the next attacked player declares.
  if (phase.type === 'turn' && phase.declaring === seat && phase.step === 'blockers') blockersDeclared(t, seat);
  t.s.out = [...t.s.out, { seat, reason: why }];
  const gone = new Set(t.s.battlefield.filter((p) => p.controller === seat).map((p) => p.id));
  for (const id of gone) t.remove(id);
  t.s.stack = t.s.stack.filter((item) => item.controller !== seat);
  if (t.s.combat) {
    t.s.combat = {
      ...t.s.combat,
      attackers: t.s.combat.attackers.filter((a) => !gone.has(a.id) && a.target !== seat),
      blocks: t.s.combat.blocks.filter((b) => !gone.has(b.id) && !gone.has(b.attacker)),
    };
  }
  if (t.s.promptSeat === seat) {
    t.s.prompt = null;
    delete t.s.promptSeat;
    delete t.s.drawn;
  }
  if (t.s.priority?.seat === seat) t.s.priority = { seat: nextPlaying(t.s, seat), passes: t.s.priority.passes };
  t.emit({ type: 'note', text: `${seatName(setup, seat)} loses and leaves the game (${why.replace(/\.$/, '')})` });
}
