import { keptTapped } from './characteristics';
import type { Seat, Table } from './table';

/**
 * The turn-based actions that need no decision: the untap step (CR 502) and
 * the cleanup step's removal of damage and end of "until end of turn"
 * effects (CR 514.2). Drawing is in zones.ts; the order of steps belongs to
 * the variant, which knows who is attacking whom.
 */

export const HAND_SIZE = 7;

/**
 * The most cards `seat` keeps at cleanup (CR 402.2, 514.1): seven, or no maximum while it controls a permanent that says
 * "You have no maximum hand size".
 */
export function maxHandSize(t: Table, seat: Seat): number {
  // The seat's static rules, worked out once per change of who is there, rather than every permanent's card looked up each cleanup.
  return t.rulesControlled(seat).has('no-max-hand-size') ? Infinity : HAND_SIZE;
}

// Object.assign over a spread where permanents of many shapes meet: V8 copies those much faster this way.
const UNTAPPED = { tapped: false, sick: false } as const;

/** The permanents of the seat whose turn begins untap, and have now been theirs since the turn began. */
export function untapStep(t: Table, seat: Seat): void {
  rollSpellCounts(t);
  const held = new Set(t.s.battlefield.filter((p) => p.controller === seat && p.tapped && keptTapped(t, p)).map((p) => p.id));
  t.s.battlefield = t.s.battlefield.map((p) => {
    if (p.controller !== seat || !(p.tapped || p.sick || p.frozen)) return p;
    // An Aura keeps it tapped (a "next untap step" passes all the same).
    if (p.tapped && held.has(p.id)) {
      const { frozen: _passed, ...rest } = p;
      return { ...rest, sick: false };
    }
    // "Doesn't untap during its controller's next untap step": this one is skipped, once.
    if (p.frozen) {
      const { frozen: _skipped, ...rest } = p;
      return { ...rest, sick: false };
    }
    return Object.assign({}, p, UNTAPPED);
  });
}

/** Damage wears off and "until end of turn" effects end, on every permanent. */
export function cleanupStep(t: Table): void {
  t.s.battlefield = t.s.battlefield.map((p) => {
    if (p.damage === 0 && !p.pumped && !p.hurtBy && !p.shields && !p.activations) return p;
    // Activations are counted per turn ("activated four or more times this turn").
    const { pumped: _ended, hurtBy: _forgotten, shields: _unused, activations: _counted, ...rest } = p;
    return { ...rest, damage: 0 };
  });
  t.s.combat = null;
  // "Was dealt damage this turn" (bloodthirst), "a permanent you controlled left" (revolt) and "prevent all combat damage … this turn" are of this turn only.
  for (const seat of t.seating.seats(t.s)) {
    const zones = t.player(seat);
    if (zones?.damaged) delete zones.damaged;
    if (zones?.lostPermanent) delete zones.lostPermanent;
    if (zones?.fog) delete zones.fog;
    if (zones?.silencing) delete zones.silencing;
  }
  t.emit({ type: 'cleanup' });
}

/**
 * A turn begins: the spells each player cast this turn become those of
 * last turn (the werewolves ask, CR 603.4). Counts are kept only in a game
 * that holds such a card (zones.ts countSpell); a game without has none to
 * move.
 */
function rollSpellCounts(t: Table): void {
  for (const seat of t.seating.seats(t.s)) {
    const zones = t.player(seat);
    if (!zones || (zones.spellsCast === undefined && zones.spellsLastTurn === undefined)) continue;
    if (zones.spellsCast === undefined) delete zones.spellsLastTurn;
    else zones.spellsLastTurn = zones.spellsCast;
    delete zones.spellsCast;
  }
}
