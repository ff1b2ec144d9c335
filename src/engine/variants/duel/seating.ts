import { Table, insertSorted, type Seating } from '../../magic/table';
import { drawsDouble, sharesDeck } from './formats';
import { takeFromLibrary } from '../../magic/zones';
import { SEAT_IDS, type DuelSeat, type DuelSetup, type DuelState } from './schema';

/** One action's working copy of a game at the Magic table. */
export type DuelTable = Table<DuelState>;

/** The seats of a game, in turn order: one per player of its setup. */
export function seatsOf(s: { readonly players: readonly unknown[] }): readonly DuelSeat[] {
  return SEAT_IDS.slice(0, s.players.length);
}

export function seatIndex(seat: string): number {
  return SEAT_IDS.indexOf(seat as DuelSeat);
}

/** The seats still in the game, in turn order. */
export function playing(s: DuelState): DuelSeat[] {
  return seatsOf(s).filter((seat) => !s.out.some((o) => o.seat === seat));
}

export function isOut(s: DuelState, seat: string): boolean {
  return s.out.some((o) => o.seat === seat);
}

/** What the table calls a seat's player: its name in the setup. */
export function seatName(setup: DuelSetup, seat: string): string {
  return setup.players[seatIndex(seat)]?.name ?? seat;
}

/** The seat after `seat` still in the game, in turn order. */
export function nextPlaying(s: DuelState, seat: DuelSeat): DuelSeat {
  const all = seatsOf(s);
  for (let i = 1; i <= all.length; i++) {
    const next = all[(all.indexOf(seat) + i) % all.length]!;
    if (!isOut(s, next)) return next;
  }
  return seat;
}

const SHARED_LIBRARY_SEAT: DuelSeat = 'p1';

/**
 * How the Magic table seats its players: every seat keeps zones; each plays
 * against every other still in the game (free-for-all). In a single-deck
 * game every seat draws from one library, kept as the first seat's, and
 * when it runs out the graveyards are shuffled together into a new one
 * (landless.single-deck.reshuffle). With double draw, every card drawn in
 * the game brings a second with it, and the player owes one to the bottom
 * of the library (landless.double-draw.draw).
 */
function seating(shared: boolean, double: boolean): Seating<DuelState> {
  return {
    seats: (s) => seatsOf(s),
    zones: (s, seat) => s.players[seatIndex(seat)],
    setZones(s, seat, zones) {
      const players = [...s.players];
      players[seatIndex(seat)] = zones;
      s.players = players;
    },
    opponents: (s, seat) => playing(s).filter((other) => other !== seat),
    // A player who has left can't be targeted, and "each player" passes them over (CR 800.4a).
    inGame: (s, seat) => !isOut(s, seat),
    automatic: () => false,
    asksSearches: () => true,
    putAwayHomeless() {
      throw new Error('every seat at the Magic table keeps zones');
    },
    speed(t, seat) {
      const s = t.s;
      if (s.phase.type !== 'turn' || s.priority?.seat !== seat || s.phase.declaring) return null;
      if (s.stack.length > 0) return 'instant';
      return s.phase.seat === seat && (s.phase.step === 'main1' || s.phase.step === 'main2') ? 'sorcery' : 'instant';
    },
    whyNotNow(t, seat) {
      const s = t.s;
      if (s.phase.type === 'over') return 'the game is over';
      if (s.phase.type !== 'turn') return 'the game has not begun';
      if (isOut(s, seat)) return 'you have left the game';
      if (s.phase.declaring) return 'a player is declaring attackers or blockers';
      return s.priority?.seat !== seat ? 'it is not your priority' : 'not now';
    },
    ...(shared
      ? {
          librarySeat: () => SHARED_LIBRARY_SEAT,
          refillLibrary(t: DuelTable, _seat: string) {
            const library = t.library(SHARED_LIBRARY_SEAT);
            let moved = 0;
            // The graveyards of those still playing: a player who left took their cards with them.
            for (const seat of playing(t.s)) {
              const graveyard = t.zone(seat, 'graveyard');
              for (const c of graveyard.splice(0)) {
                insertSorted(library.cards, c.card);
                moved++;
              }
            }
            if (moved > 0) t.emit({ type: 'note', text: `the deck has run out: the graveyards, ${moved} cards, are shuffled together into a new deck` });
            return moved > 0;
          },
        }
      : {}),
    ...(double ? { drawn: drawTwice } : {}),
  };
}

/**
 * Double draw: the card drawn and one more go to the hand, and the player
 * owes one card to the bottom (asked once the action is done), one of the
 * cards that draw brought: their ids are kept with the debt.
 */
function drawTwice(t: DuelTable, seat: string, card: string, effect: boolean): boolean {
  if (t.s.phase.type !== 'turn') return false;
  const hand = t.player(seat)!.hand;
  const first = t.newId();
  hand.push({ id: first, card });
  const extra = takeFromLibrary(t, seat);
  if (extra === undefined) return true;
  t.emit(effect ? { type: 'drew', card: extra, seat, effect } : { type: 'drew', card: extra, seat });
  const second = t.newId();
  hand.push({ id: second, card: extra });
  const owed = t.s.owed ?? [];
  const mine = owed.find((o) => o.seat === seat);
  t.s.owed = mine
    ? owed.map((o) => (o === mine ? { seat: o.seat, count: o.count + 1, cards: [...(o.cards ?? []), first, second] } : o))
    : [...owed, { seat: seat as DuelSeat, count: 1, cards: [first, second] }];
  return true;
}

const SEPARATE = seating(false, false);
const SHARED = seating(true, false);
const DOUBLE = seating(true, true);

export function duelSeating(setup: DuelSetup): Seating<DuelState> {
  return drawsDouble(setup.options) ? DOUBLE : sharesDeck(setup.options) ? SHARED : SEPARATE;
}

export function duelTable(setup: DuelSetup, state: DuelState, consumes = false): DuelTable {
  return new Table(state, duelSeating(setup), { consumes });
}

/** A table for questions only over `state`: nothing may change it. */
export function readingTable(setup: DuelSetup, state: DuelState): DuelTable {
  return Table.reading(state, duelSeating(setup));
}
