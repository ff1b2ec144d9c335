import { cardInfo } from '../../magic/card-db';
import { Table, type Seating } from '../../magic/table';
import { empty, rowBonus, whereIs, type Place } from './castle';
import { SEATS, type CastleSeat, type CastleSetup, type CastleState } from './schema';

/** One action's working copy of a Castle game. */
export type CastleTable = Table<CastleState>;

export function other(seat: CastleSeat): CastleSeat {
  return seat === 'south' ? 'north' : 'south';
}

/** The seats as the log and the playmat name them. */
export function seatName(seat: string): string {
  return seat === 'south' ? 'South' : seat === 'north' ? 'North' : seat;
}

const OPPONENT = { south: ['north'], north: ['south'] } as const;

/** Where a permanent stands in its controller's castle, if it is a castle creature. */
export function castlePlace(s: CastleState, p: { readonly id: number; readonly controller: string }): Place | undefined {
  const castle = s.castles[p.controller as CastleSeat];
  return castle ? whereIs(castle, p.id) : undefined;
}

/**
 * How Castle seats its two players. Its hooks into the Magic core: the row
 * bonus (castle.row-bonus), castle creatures immune to effects that do not
 * target them (castle.immune), a castle creature's place left empty when it
 * leaves and its card removed from the game instead of going to the
 * graveyard (castle.graveyard), and damage to a player from anything but
 * their own creatures prevented (castle.damage; an attacker's damage is the
 * breach's, dealt outside the core's effects).
 */
export const CASTLE_SEATING: Seating<CastleState> = {
  seats: () => SEATS,
  zones: (s, seat) => s.players[seat as CastleSeat],
  setZones(s, seat, zones) {
    s.players = { ...s.players, [seat]: zones };
  },
  opponents: (_s, seat) => OPPONENT[seat as CastleSeat] ?? [],
  automatic: () => false,
  asksSearches: () => true,
  putAwayHomeless() {
    throw new Error('every Castle seat keeps zones');
  },
  speed(t, seat) {
    const s = t.s;
    // While the breach waits on the defender nobody holds priority; while combat is open to responses, instants only.
    if (s.phase.type !== 'turn' || s.priority?.seat !== seat || (s.breach && s.breach.question !== 'declared' && s.breach.question !== 'blocked')) return null;
    if (s.stack.length > 0 || s.breach) return 'instant';
    return s.phase.seat === seat && s.phase.step === 'main' ? 'sorcery' : 'instant';
  },
  whyNotNow(t, seat) {
    const s = t.s;
    if (s.phase.type === 'over') return 'the game is over';
    if (s.phase.type !== 'turn') return 'the game has not begun';
    if (s.breach && !s.priority) return 'an attack on the castle waits on the defender';
    return s.priority?.seat !== seat ? 'it is not your priority' : 'not now';
  },
  placeBonus(t, p) {
    const at = cardInfo(p.card).creature ? castlePlace(t.s, p) : undefined;
    return at ? rowBonus(at) : 0;
  },
  shielded: (t, p) => castlePlace(t.s, p) !== undefined,
  untargetable(t, p, asker) {
    // Once attackers are declared, a face-up castle creature is its controller's alone to target (castle.immune).
    return t.s.breach && p.controller !== asker && castlePlace(t.s, p) ? `${p.card} stands in a castle under attack: only its controller may target it during combat (castle.immune)` : undefined;
  },
  destination(t, p, to) {
    return to === 'graveyard' && castlePlace(t.s, p) ? 'exile' : to;
  },
  left(t, p) {
    const at = castlePlace(t.s, p);
    if (!at) return;
    const seat = p.controller as CastleSeat;
    t.s.castles = { ...t.s.castles, [seat]: empty(t.s.castles[seat], at) };
    t.emit({ type: 'note', text: `${p.card} leaves ${seatName(seat)}'s castle; its place stays empty` });
  },
  damageToPlayer(t, seat, source, amount) {
    const p = source.id !== undefined ? t.permanent(source.id) : undefined;
    const own = p !== undefined && p.controller === seat && cardInfo(p.card).creature;
    return own ? { amount } : { amount: 0, rule: 'castle.damage' };
  },
};

export function castleTable(_setup: CastleSetup, state: CastleState): CastleTable {
  return new Table(state, CASTLE_SEATING);
}

/** A table for questions only over `state`: nothing may change it. */
export function readingTable(_setup: CastleSetup, state: CastleState): CastleTable {
  return Table.reading(state, CASTLE_SEATING);
}
