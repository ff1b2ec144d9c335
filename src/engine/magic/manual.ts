import { otherFaces } from '../cards/faces';
import { cardInfo, isKnownCard } from './card-db';
import { changeLife, turnToFace } from './effects';
import type { MagicAction, ZoneName } from './schema';
import { OK, fail, type Seat, type Table, type TableResult } from './table';
import { enter, leave, shuffleIn } from './zones';

/**
 * Playmat adjustments made by hand: how a player carries out what a manual
 * card says, or fixes a mistake. Each is an action, logged like any other,
 * and touches only your own cards and life.
 */

export const MANUAL_RULES = {
  notYours: 'magic.manual.not-yours',
  sameZone: 'magic.manual.same-zone',
  counters: 'magic.manual.counters',
  token: 'magic.manual.token',
  when: 'magic.manual.when',
  mappedLand: 'magic.manual.mapped-land',
  face: 'magic.manual.face',
} as const;

type ManualAction = Extract<MagicAction, { type: 'moveCard' | 'setTapped' | 'addCounters' | 'adjustLife' | 'createToken' | 'turnOver' }>;

export function manual(t: Table, seat: Seat, action: ManualAction): TableResult {
  if (t.s.phase.type === 'over') return fail(MANUAL_RULES.when, 'The game is over.');
  if (t.s.phase.type === 'mulligan' || t.s.prompt) return fail(MANUAL_RULES.when, 'Answer the question on the table first.');
  switch (action.type) {
    case 'moveCard':
      return moveCard(t, seat, action.card, action.to);
    case 'setTapped': {
      const p = t.permanent(action.card);
      if (!p || p.controller !== seat) return fail(MANUAL_RULES.notYours, `#${action.card} is not a permanent you control.`);
      if (p.tapped === action.tapped) return fail(MANUAL_RULES.sameZone, `${p.card} is already ${p.tapped ? 'tapped' : 'untapped'}.`);
      t.update(p.id, (q) => ({ ...q, tapped: action.tapped }));
      t.emit({ type: 'manual', what: `${action.tapped ? 'tapped' : 'untapped'} ${p.card}` });
      return OK;
    }
    case 'addCounters': {
      const p = t.permanent(action.card);
      if (!p || p.controller !== seat) return fail(MANUAL_RULES.notYours, `#${action.card} is not a permanent you control.`);
      if (p.counters + action.count < 0) return fail(MANUAL_RULES.counters, `${p.card} has only ${p.counters} +1/+1 counters.`);
      if (action.count === 0) return fail(MANUAL_RULES.counters, 'Add or remove at least one counter.');
      t.update(p.id, (q) => ({ ...q, counters: q.counters + action.count }));
      t.emit({ type: 'manual', what: `${action.count > 0 ? 'put' : 'removed'} ${Math.abs(action.count)} +1/+1 counter${Math.abs(action.count) === 1 ? '' : 's'} ${action.count > 0 ? 'on' : 'from'} ${p.card}` });
      return OK;
    }
    case 'adjustLife':
      if (action.amount === 0) return fail(MANUAL_RULES.counters, 'Change your life by at least 1.');
      t.emit({ type: 'manual', what: `${action.amount > 0 ? 'gained' : 'lost'} ${Math.abs(action.amount)} life` });
      changeLife(t, seat, action.amount);
      return OK;
    case 'createToken': {
      if (!isKnownCard(action.token) || !cardInfo(action.token).def.token) {
        return fail(MANUAL_RULES.token, `"${action.token}" is not a token the card pool knows.`);
      }
      enter(t, seat, action.token, t.newId(), { token: true });
      t.emit({ type: 'manual', what: `created a ${action.token}` });
      return OK;
    }
    case 'turnOver':
      return turnOver(t, seat, action.card, action.face);
  }
}

/**
 * Turns a permanent of several faces to another of its faces, as an effect
 * the engine does not play says (transform, flip, meld, CR 701.28): the same
 * object, tapped or not, with its counters and damage, showing that face.
 */
function turnOver(t: Table, seat: Seat, id: number, face: number): TableResult {
  const p = t.permanent(id);
  if (!p || p.controller !== seat) return fail(MANUAL_RULES.notYours, `#${id} is not a permanent you control.`);
  const choices = otherFaces(p.card, p.original);
  if (!choices.includes(face)) {
    const card = cardInfo(p.original ?? p.card).def;
    const why = choices.length === 0 ? 'it has no other face to turn to' : `turn it to ${choices.map((i) => `face ${i}, ${card.faces![i]!.name}`).join('; ')}`;
    return fail(MANUAL_RULES.face, `${p.card} cannot be turned to face ${face}: ${why}.`);
  }
  const to = turnToFace(t, p, face);
  t.emit({ type: 'manual', what: `turned ${p.card} over to ${to}` });
  return OK;
}

function moveCard(t: Table, seat: Seat, id: number, to: ZoneName): TableResult {
  const zones = ['hand', 'graveyard', 'exile'] as const;
  const permanent = t.permanent(id);
  if (permanent) {
    if (permanent.controller !== seat) return fail(MANUAL_RULES.notYours, `${permanent.card} is ${t.player(permanent.controller) ? 'another player' : 'the encounter'}'s, not yours to move.`);
    if (to === 'battlefield') return fail(MANUAL_RULES.sameZone, `${permanent.card} is already on the battlefield.`);
    if (permanent.hex) {
      return fail(MANUAL_RULES.mappedLand, `${permanent.card} is the land of a hex you mapped, not a card: it stays on the battlefield.`);
    }
    leave(t, id, to);
    const was = permanent.original ? `${permanent.card} (${permanent.original})` : permanent.card;
    t.emit({ type: 'manual', what: `moved ${was} from the battlefield to ${zoneWords(to)}`, zone: to });
    return OK;
  }
  for (const from of zones) {
    const hand = t.player(seat)!.hand;
    const list = from === 'hand' ? hand : t.zone(seat, from);
    const i = list.findIndex((c) => c.id === id);
    if (i < 0) continue;
    if (from === to) return fail(MANUAL_RULES.sameZone, `${list[i]!.card} is already in ${zoneWords(to)}.`);
    const [card] = list.splice(i, 1);
    if (to === 'battlefield') enter(t, seat, card!.card, card!.id);
    else if (to === 'library') shuffleIn(t, seat, card!.card);
    else (to === 'hand' ? hand : t.zone(seat, to)).push(card!);
    t.emit({ type: 'manual', what: `moved ${card!.card} from ${zoneWords(from)} to ${zoneWords(to)}`, zone: to });
    return OK;
  }
  return fail(MANUAL_RULES.notYours, `Card #${id} is not one of yours in hand, on the battlefield, in the graveyard or in exile.`);
}

function zoneWords(zone: ZoneName): string {
  return zone === 'battlefield' ? 'the battlefield' : zone === 'library' ? 'your library' : `your ${zone}`;
}
