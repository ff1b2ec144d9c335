import { cardQuestionView } from '../../magic/questions';
import { librarySize } from '../../magic/table';
import { abilityText, cyclingWords, unearthWords } from '../../cards/rules-text';
import { isCycling, isUnearth } from '../../cards/abilities';
import { cardInfo, castWords } from '../../magic/card-db';
import { cardViewWith, permanentView } from '../../magic/card-view';
import { powerOf, toughnessOf } from '../../magic/characteristics';
import type { CardRef, Permanent } from '../../magic/schema';
import type { CardTextLookup, CardView } from '../../../protocol/card-view';
import type { ActionView, GridCreatureView, GridSquareView, PhaseView, PromptView, PublicPilesView, SquareGridView, TableView } from '../../../protocol/table-view';
import { hasMoved, placeOf, terrainBonus } from './board';
import { actingSeat, viewerOf } from './flow';
import { holesInLog } from './land-effects';
import { SEATS, type FrontierAction, type FrontierSeat, type FrontierSetup, type FrontierState, type FrontierStops } from './schema';
import { readingTable, landSourceId, lookups, reachableLands, type FrontierTable } from './seating';
import { actionLabel } from './text';
import { seatName } from './words';

/** The stops a game was started with, as its list of options names them (the default, the key moments, goes unsaid). */
const STOPS_SHOWN: Partial<Record<FrontierStops, string>> = { 'when-able': 'Stops whenever you could act', 'every-step': 'Stops at every step' };

/**
 * The table the playmat draws for a Frontier game, seen from one seat: the
 * player at the playmat against the computer, or in hot-seat the person
 * whose decision it is (the other's hand is never in it). The board is the
 * square grid; the card table shows the viewer's hand, graveyard and exile.
 */
export function frontierTableView(
  game: { readonly setup: FrontierSetup; readonly state: FrontierState; readonly log?: readonly unknown[] },
  legal: readonly FrontierAction[],
  cardText?: CardTextLookup,
): TableView {
  const { setup, state } = game;
  const viewer = viewerOf(setup, state);
  const t = readingTable(setup, state);
  const card = (name: string, id?: number): CardView => cardViewWith(name, id, cardText);
  const permanent = (p: Permanent): CardView => permanentView(t, p, card(p.card, p.id), viewer);
  const me = state.players[viewer];
  const acting = actingSeat(state);
  const mine = acting === viewer && setup.players[viewer].control === 'human';
  return {
    // Only the viewer's own choices name places (the computer's are not the playmat's to show).
    board: gridView(t, setup, viewer, permanent, card, landsNamed(mine ? legal : []), holesOf(game.log)),
    seats: SEATS.map((seat) => ({
      id: seat,
      name: `${setup.players[seat].name} (${seatName(seat)})`,
      control: setup.players[seat].control,
      life: state.players[seat].life,
      ...(state.players[seat].energy ? { energy: state.players[seat].energy } : {}),
      onTurn: acting === seat,
    })),
    ...(SEATS.every((seat) => setup.players[seat].control === 'human') ? { hotSeat: { viewer } } : {}),
    phase: phaseView(state, viewer, legal),
    ...(mine && promptView(t, viewer) ? { prompt: promptView(t, viewer)! } : {}),
    ...(state.phase.type === 'over'
      ? {
          outcome: {
            result: state.phase.winner === viewer ? ('won' as const) : ('lost' as const),
            headline: state.phase.winner ? (state.phase.winner === viewer ? 'Victory' : `${seatName(state.phase.winner)} wins`) : 'A draw',
            reason: state.phase.reason,
          },
        }
      : {}),
    goals: [],
    options: [
      setup.players.north.control === 'computer' ? 'Against the computer' : 'Hot-seat',
      ...(setup.options.neighboursNeedHome ? ['Neighbours need home terrain'] : []),
      ...(STOPS_SHOWN[setup.options.stops] ? [STOPS_SHOWN[setup.options.stops]!] : []),
      ...(setup.options.targetFaceDown ? ['Face-down lands can be targeted'] : []),
    ],
    life: me.life,
    ...(me.energy ? { energy: me.energy } : {}),
    startingLife: setup.options.life,
    library: librarySize(me.library),
    hand: me.hand.map((c) => card(c.card, c.id)),
    graveyard: me.graveyard.map((c) => card(c.card, c.id)),
    exile: me.exile.map((c) => card(c.card, c.id)),
    lands: [],
    creatures: [],
    others: [],
    foes: [],
    hazards: [],
    mana: manaView(t, viewer),
    actions: mine ? legal.map((a) => actionView(t, game, a)) : [],
    defeated: [],
    byHand: { open: false, tokens: [] },
  };
}

/** A player's graveyard and exile as any player sees them, in the file's order. */
function publicPiles(z: { readonly graveyard: readonly CardRef[]; readonly exile: readonly CardRef[] }, card: (name: string, id?: number) => CardView): PublicPilesView {
  return { graveyard: z.graveyard.map((c) => card(c.card, c.id)), exile: z.exile.map((c) => card(c.card, c.id)) };
}

/** The lands on the board the legal actions name (negative ids): targets, lands to sacrifice, answers. */
function landsNamed(legal: readonly FrontierAction[]): ReadonlySet<number> {
  const out = new Set<number>();
  for (const a of legal) {
    const named = a.type === 'cast' || a.type === 'activate' || a.type === 'choose' ? a.target : undefined;
    if (typeof named === 'number' && named < 0) out.add(named);
    if (a.type === 'activate' && a.sacrifice !== undefined && a.sacrifice < 0) out.add(a.sacrifice);
  }
  return out;
}

/** What the log says of each hole (the file keeps only that it is one). */
function holesOf(log: readonly unknown[] | undefined): ReadonlyMap<string, string> {
  if (!log) return new Map();
  return holesInLog(log.filter((e): e is { text: string } => typeof (e as { text?: unknown } | null)?.text === 'string'));
}

function gridView(
  t: FrontierTable,
  setup: FrontierSetup,
  viewer: FrontierSeat,
  permanent: (p: Permanent) => CardView,
  card: (name: string, id?: number) => CardView,
  named: ReadonlySet<number>,
  holes: ReadonlyMap<string, string>,
): SquareGridView {
  const board = t.s.board;
  const look = lookups(t);
  const squares: GridSquareView[] = [];
  const creature = (id: number): GridCreatureView[] => {
    const p = t.permanent(id);
    if (!p) return [];
    const bonus = terrainBonus(board, id, look, setup.options);
    return [{ card: permanent(p), seat: p.controller, power: powerOf(t, p), toughness: toughnessOf(t, p), bonus: { amount: bonus.amount, reasons: [...bonus.reasons] }, moved: hasMoved(board, id) }];
  };
  for (let row = 0; row < board.rows; row++) {
    for (let col = 0; col < board.cols; col++) {
      const sq = board.grid[row]![col]!;
      const land: GridSquareView['land'] =
        sq.land === 'face-up'
          ? { state: 'face-up', card: { ...cardViewWith(sq.card, undefined, undefined), tapped: sq.tappedBy !== undefined }, ...(sq.tappedBy ? { tappedBy: sq.tappedBy } : {}) }
          : sq.land === 'hole' && holes.has(`${row},${col}`)
            ? { state: 'hole', was: holes.get(`${row},${col}`)! }
            : { state: sq.land };
      const landId = landSourceId({ row, col });
      squares.push({ row, col, land, creatures: sq.creatures.flatMap(creature), ...(named.has(landId) ? { landId } : {}) });
    }
  }
  const homeRows = (['north', 'south'] as const).map((edge) => {
    const seat = board.sides[edge].seat;
    const creatures = board.sides[edge].home.flatMap((id) => (t.permanent(id) ? [permanent(t.permanent(id)!)] : []));
    // Artifacts and enchantments on no permanent stay in the home row too (frontier.summon.home).
    const others = t.s.battlefield.filter((p) => p.controller === seat && !cardInfo(p.card).creature).map(permanent);
    const other = SEATS.find((x) => x === seat && x !== viewer);
    // The other player's graveyard and exile are public (CR 404.2, 406.3): their row shows them; the viewer's are the card table's.
    return { seat, edge, cards: [...creatures, ...others], ...(other ? { piles: publicPiles(t.s.players[other], card) } : {}) };
  });
  return { kind: 'square-grid', rows: board.rows, cols: board.cols, squares, homeRows, southSeat: 'south' };
}

function phaseView(state: FrontierState, viewer: FrontierSeat, legal: readonly FrontierAction[]): PhaseView {
  const p = state.phase;
  const moves = 0;
  switch (p.type) {
    case 'token':
      return { kind: 'mulligan', title: 'Setting up', help: `${seatName(p.seat)} puts a 1/1 token of any colour on a face-down land of their nearest row.`, steps: [], turn: 0, moves, landPlayed: false };
    case 'mulligan':
      return { kind: 'mulligan', title: 'Opening hands', help: `${seatName(p.seat)} keeps the hand or takes a mulligan.`, steps: [], turn: 0, moves, landPlayed: false };
    case 'over':
      return { kind: 'over', title: 'Game over', help: p.reason, steps: [], turn: 0, moves, landPlayed: false };
    case 'turn': {
      const yours = p.seat === viewer;
      const stepNames: Record<string, string> = { upkeep: 'Upkeep', draw: 'Draw', main: 'Main', end: 'End' };
      const help =
        state.stack.length > 0
          ? `${seatName(state.priority?.seat ?? p.seat)} may respond, or pass to let the top of the stack resolve.`
          : state.stretch === 'moving'
            ? 'Moving: move more creatures, or say you are done moving.'
            : state.stretch === 'attacking'
              ? 'Attacking: attack with more creatures, or say you are done attacking.'
              : yours && p.step === 'main'
                ? 'Cast spells; move creatures (one stretch); attack; scout with a creature to turn up a land next to it.'
                : `${seatName(state.priority?.seat ?? p.seat)} has priority.`;
      return {
        kind: 'turn',
        title: `${seatName(p.seat)}'s turn ${Math.ceil(p.number / 2)} · ${stepNames[p.step]}`,
        help,
        steps: [],
        step: p.step,
        ...(legal.some((a) => a.type === 'pass') ? { next: state.stack.length > 0 ? 'Resolve' : 'Next step' } : {}),
        turn: Math.ceil(p.number / 2),
        moves,
        landPlayed: false,
      };
    }
  }
}

function promptView(t: FrontierTable, viewer: FrontierSeat): PromptView | undefined {
  const s = t.s;
  if (s.phase.type === 'mulligan' && s.phase.seat === viewer && !s.prompt) {
    return { kind: 'mulligan', text: 'Keep this hand, or take a mulligan?', handSize: s.players[viewer].hand.length, mulligans: s.phase.taken };
  }
  const p = s.prompt;
  if (!p || (s.promptSeat ?? viewer) !== viewer) return undefined;
  const asked = cardQuestionView(t, p, (seat) => seatName(seat as typeof viewer));
  if (asked) return asked;
  switch (p.type) {
    case 'bottom':
      return { kind: 'bottom', text: `Put ${p.count} card${p.count === 1 ? '' : 's'} on the bottom of your library.`, count: p.count };
    case 'trigger':
      return { kind: 'trigger', text: `${p.card}: choose a target.`, card: p.card };
    case 'sacrificeLand':
      // Answered like a trigger's target: a choice among places of the board (the lands your creatures stand on).
      return { kind: 'trigger', text: `${p.card}: choose a land one of your creatures stands on, to sacrifice.`, card: p.card, choosing: 'sacrifice' };
    case 'pay':
      return {
        kind: 'pay',
        text: 'Choose how to pay.',
        card: t.inHand(viewer, p.action.card)?.card ?? t.permanent(p.action.card)?.card ?? 'the spell',
        options: p.options.map((ids, option) => ({ option, label: `Option ${option + 1}`, sources: ids.map((id) => (id < 0 ? 'a land' : (t.permanent(id)?.card ?? `#${id}`))) })),
      };
  }
}

function manaView(t: FrontierTable, seat: FrontierSeat): TableView['mana'] {
  const symbols = reachableLands(t, seat).map((o) => {
    const makes = cardInfo(o.card).produces;
    return makes.length === 1 ? `{${makes[0]}}` : `{${makes.join('/')}}`;
  });
  return { symbols, total: symbols.length, words: `${symbols.length} mana from the board${symbols.length > 0 ? `: ${symbols.join(' ')}` : ''}` };
}

function actionView(t: FrontierTable, game: { readonly setup: FrontierSetup; readonly state: FrontierState }, a: FrontierAction): ActionView {
  const label = actionLabel(game, a);
  switch (a.type) {
    case 'move':
      return { action: a as never, label, on: a.creature, at: a.to };
    case 'scout':
      return { action: a as never, label, on: a.creature, at: a.at };
    case 'attack': {
      const at = typeof a.target === 'number' ? placeOf(t.s.board, a.target) : placeOf(t.s.board, a.creature);
      return { action: a as never, label, on: a.creature, ...(at ? { at } : {}) };
    }
    case 'cast':
    case 'activate': {
      // What the actions that differ only in their target, X or sacrifice share: the playmat's question names it.
      const group = groupLabel(t, a);
      return { action: a as never, label, on: a.card, ...(group !== label ? { group } : {}) };
    }
    case 'discard':
    case 'bottom':
      return { action: a as never, label, on: a.card };
    case 'placeToken':
      return { action: a as never, label, at: a.at };
    default:
      return { action: a as never, label };
  }
}

/** "Cast Stone Rain", "Prodigal Pyromancer: {T}: Prodigal Pyromancer deals 1 damage to any target." (ActionView.group). */
function groupLabel(t: FrontierTable, a: Extract<FrontierAction, { type: 'cast' | 'activate' }>): string {
  const card = t.permanent(a.card)?.card ?? cardNameAnywhere(t, a.card);
  if (a.type === 'cast') return `Cast ${castWords(card, a.face, a.mode, a)}`;
  const ability = cardInfo(card).abilities[a.ability];
  if (isCycling(ability)) return cyclingWords(card, ability.cost.mana);
  if (isUnearth(ability)) return unearthWords(card, ability.cost.mana);
  const text = ability ? abilityText(ability, card)[0] : undefined;
  return `${card}: ${text ?? `ability ${a.ability + 1}`}`;
}

/** A card's name by id in any player's hand, graveyard or exile (an ability may be a graveyard card's). */
function cardNameAnywhere(t: FrontierTable, id: number): string {
  for (const seat of SEATS) {
    const z = t.s.players[seat];
    const c = z.hand.find((x) => x.id === id) ?? z.graveyard.find((x) => x.id === id) ?? z.exile.find((x) => x.id === id);
    if (c) return c.card;
  }
  return `#${id}`;
}
