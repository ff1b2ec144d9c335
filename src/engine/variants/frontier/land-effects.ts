import { sacrifice } from '../../magic/effects';
import type { BoardLands } from '../../magic/table';
import { refuse, type RuleError } from '../../result';
import { controlledLands, destroyLand, placeLabel, squareOf, type Place } from './board';
import type { FrontierOptions, FrontierState } from './schema';
import { landSourceId, lookups, placeOfSource, type FrontierTable } from './seating';
import { seatName } from './words';

/**
 * Card text that reaches the lands on the board (docs/frontier-rules.md,
 * "Lands destroyed"): in Frontier Magic the lands are no permanents, so the
 * Magic core asks the board for them (Seating.boardLands). A land is named
 * by the negative id of its place, the one its mana is paid with
 * (`landSourceId`).
 *
 * - A spell or ability that targets a land (frontier.land.target) targets a
 *   face-up land on the board, wherever it is and whoever stands on it;
 *   never a hole, and a face-down land only with the option
 *   `targetFaceDown`. "Target land you control" is one your creatures stand
 *   on (frontier.control).
 * - A land destroyed or sacrificed leaves a hole (frontier.land.destroyed):
 *   the creatures on it stay, but a creature with landhome there is
 *   sacrificed, its land gone.
 * - A land sacrificed is one of those its player controls
 *   (frontier.land.sacrifice); asked for by "sacrifice a land" when there is
 *   a choice.
 */

export const LAND_RULES = {
  target: 'frontier.land.target',
  destroyed: 'frontier.land.destroyed',
  sacrifice: 'frontier.land.sacrifice',
} as const;

/** Whether the land at a place is one `seat` controls (a face-up land one of its creatures stands on). */
function controls(t: FrontierTable, seat: string, place: Place): boolean {
  return controlledLands(t.s.board, seat, lookups(t)).some((l) => l.place.row === place.row && l.place.col === place.col);
}

/** Who controls the land at a place: the seat whose creatures stand on it, if it is face up. */
function controllerAt(t: FrontierTable, place: Place): string | undefined {
  const sq = squareOf(t.s.board, place);
  if (!sq || sq.land !== 'face-up' || sq.creatures.length === 0) return undefined;
  return t.permanent(sq.creatures[0]!)?.controller;
}

function targetProblem(t: FrontierTable, options: FrontierOptions, id: number, asker: string, controller?: 'you' | 'foe'): RuleError | undefined {
  const place = placeOfSource(id);
  const sq = squareOf(t.s.board, place);
  const at = placeLabel(place);
  if (!sq) return refuse(LAND_RULES.target, `there is no land at ${at}`).error;
  if (sq.land === 'hole') return refuse(LAND_RULES.target, `the land at ${at} has been destroyed: a hole is no land`).error;
  if (sq.land === 'face-down' && !options.targetFaceDown) {
    return refuse(LAND_RULES.target, `the land at ${at} is face down, and a face-down card is no land for card text until it is turned up`).error;
  }
  if (controller) {
    const holder = controllerAt(t, place);
    const yours = holder === asker;
    const theirs = holder !== undefined && holder !== asker;
    if (controller === 'you' && !yours) return refuse(LAND_RULES.target, `the land at ${at} is not one of yours: you control only the lands your creatures stand on`).error;
    if (controller === 'foe' && !theirs) return refuse(LAND_RULES.target, `the land at ${at} is not an opponent's: they control only the lands their creatures stand on`).error;
  }
  return undefined;
}

/** The land at `id` leaves the board: a hole is left, its card goes to the land graveyard, and a landhome creature on it is sacrificed. */
function removeLand(t: FrontierTable, id: number, words: (land: string) => string): void {
  const place = placeOfSource(id);
  const standing = squareOf(t.s.board, place)?.creatures ?? [];
  const gone = destroyLand(t.s.board, place, t.s.rng);
  if (!gone.ok) return;
  t.s.board = gone.board;
  t.s.rng = gone.rng;
  t.emit({ type: 'note', text: `${words(`the ${gone.card} at ${placeLabel(place)}`)}${HOLE_LEFT}` });
  const look = lookups(t);
  for (const creature of standing) {
    const p = t.permanent(creature);
    if (!p || !look.creature(creature).landhome) continue;
    // Landhome (frontier.move.landhome): it may stand only on its land type, and a hole is none.
    t.emit({ type: 'note', text: `${p.card} may stand only on its own land type, and its land is gone` });
    sacrifice(t, p);
  }
}

/** How the note of a land leaving the board ends; `holesInLog` reads the notes back by it. */
const HOLE_LEFT = ': a hole is left';
const DESTROYED = /^(.+) destroys the (.+) at row (\d+), column (\d+): a hole is left/;
const SACRIFICED = /^(.+) sacrifices the (.+) at row (\d+), column (\d+) \((.+)\): a hole is left/;

/**
 * What stood at each hole and how it went, as the log tells it: "Forest,
 * destroyed by Stone Rain", "Forest, sacrificed by North (Yawning
 * Fissure)", by place ("row,col", from 0). The file keeps no more of a hole
 * than that it is one; the notes `removeLand` writes say the rest, each a
 * clause of its entry's line. A log written otherwise leaves the holes
 * unexplained.
 */
export function holesInLog(log: readonly { readonly text: string }[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of log) {
    if (!entry.text.includes(HOLE_LEFT)) continue;
    for (const clause of entry.text.split('; ')) {
      const d = DESTROYED.exec(clause);
      if (d) out.set(`${Number(d[3]) - 1},${Number(d[4]) - 1}`, `${d[2]}, destroyed by ${d[1]}`);
      const s = SACRIFICED.exec(clause);
      if (s) out.set(`${Number(s[3]) - 1},${Number(s[4]) - 1}`, `${s[2]}, sacrificed by ${s[1]} (${s[5]})`);
    }
  }
  return out;
}

/** The board's lands as card text reaches them, for a game with these options. */
export function frontierBoardLands(options: FrontierOptions): BoardLands<FrontierState> {
  return {
    targets(t, asker, controller) {
      const board = t.s.board;
      const out: number[] = [];
      for (let row = 0; row < board.rows; row++) {
        for (let col = 0; col < board.cols; col++) {
          const id = landSourceId({ row, col });
          if (!targetProblem(t, options, id, asker, controller)) out.push(id);
        }
      }
      return out;
    },
    targetProblem: (t, id, asker, controller) => targetProblem(t, options, id, asker, controller),
    name(t, id) {
      const place = placeOfSource(id);
      const sq = squareOf(t.s.board, place);
      if (!sq) return undefined;
      const at = placeLabel(place);
      return sq.land === 'face-up' ? `${sq.card} at ${at}` : sq.land === 'face-down' ? `the face-down land at ${at}` : `the hole at ${at}`;
    },
    controlled: (t, seat) => controlledLands(t.s.board, seat, lookups(t)).map((l) => landSourceId(l.place)),
    controlledCards: (t, seat) => controlledLands(t.s.board, seat, lookups(t)).map((l) => l.card),
    sacrificeProblem(t, seat, id) {
      if (id < 0 && controls(t, seat, placeOfSource(id))) return undefined;
      return refuse(LAND_RULES.sacrifice, `${seatName(seat)} may sacrifice only a land one of their creatures stands on (face up)`).error;
    },
    destroy(t, id, source, by) {
      // The hole's details name the player too: "Forest, destroyed by North's Stone Rain".
      removeLand(t, id, (land) => `${seatName(by)}'s ${source} destroys ${land}`);
    },
    sacrifice(t, seat, id, source) {
      removeLand(t, id, (land) => `${seatName(seat)} sacrifices ${land} (${source})`);
    },
    askSacrifice(t, seat, source) {
      t.s.prompt = { type: 'sacrificeLand', card: source };
      t.s.promptSeat = seat as FrontierState['first'];
    },
  };
}
