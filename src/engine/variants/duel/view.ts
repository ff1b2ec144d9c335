import { cardQuestionView } from '../../magic/questions';
import { librarySize } from '../../magic/table';
import { cardInfo } from '../../magic/card-db';
import { cardViewWith, landManaView, permanentView } from '../../magic/card-view';
import type { Permanent } from '../../magic/schema';
import type { CardTextLookup, CardView } from '../../../protocol/card-view';
import type { ActionView, PhaseView, PromptView, SeatsBoardView, TableView } from '../../../protocol/table-view';
import { actingSeat } from './flow';
import { BUILD_LEAST, DRAFT_SIZE } from './draft';
import { formatName, sharesDeck } from './formats';
import type { DuelAction, DuelSeat, DuelSetup, DuelState } from './schema';
import { isOut, readingTable, seatIndex, seatName, seatsOf, type DuelTable } from './seating';
import { actionLabel, castGroup, phaseWords, viewerSeat } from './text';

type Game = { readonly setup: DuelSetup; readonly state: DuelState; readonly log?: readonly unknown[] };

/**
 * The table the playmat draws for a game at the Magic table, seen from one
 * seat: the person deciding now (hot-seat: every person in turn, each seeing
 * only their own hand), else the first person at the table. The board is the
 * `table` kind: every other player's place, in turn order from the viewer,
 * with their life, the cards they hold (counted) and their permanents; the
 * card table below is the viewer's own, with the others' permanents as the
 * `foes` it offers as targets.
 */
export function duelTableView(game: Game, legal: readonly DuelAction[], cardText?: CardTextLookup): TableView {
  const { setup, state } = game;
  const viewer = viewerSeat(game);
  const t = readingTable(setup, state);
  const card = (name: string, id?: number): CardView => cardViewWith(name, id, cardText);
  const attacking = new Set(state.combat?.attackers.map((a) => a.id));
  const blocking = new Set(state.combat?.blocks.map((b) => b.id));
  const permanent = (p: Permanent): CardView => ({
    ...permanentView(t, p, card(p.card, p.id), viewer),
    ...(attacking.has(p.id) ? { attacking: true } : {}),
    ...(blocking.has(p.id) ? { blocking: true } : {}),
  });
  const me = state.players[seatIndex(viewer)]!;
  const acting = actingSeat(state);
  const mine = acting === viewer && setup.players[seatIndex(viewer)]!.control === 'human';
  const own = state.battlefield.filter((p) => p.controller === viewer);
  const humans = setup.players.filter((p) => p.control === 'human').length;
  const shared = sharesDeck(setup.options);
  const library = (i: number) => librarySize(state.players[i]!.library);
  return {
    board: seatsBoard(game, viewer, permanent, mine ? legal.map((a) => actionView(game, a)) : [], card),
    seats: seatsOf(setup).map((seat, i) => ({ id: seat, name: setup.players[i]!.name, control: setup.players[i]!.control, life: state.players[i]!.life, ...(state.players[i]!.energy ? { energy: state.players[i]!.energy } : {}), onTurn: acting === seat })),
    ...(humans > 1 ? { hotSeat: { viewer } } : {}),
    phase: phaseView(game, viewer, legal),
    ...(mine && promptView(t, setup, viewer) ? { prompt: promptView(t, setup, viewer)! } : {}),
    ...(state.phase.type === 'over'
      ? {
          outcome: {
            result: state.phase.winner === viewer ? ('won' as const) : ('lost' as const),
            headline: state.phase.winner ? (state.phase.winner === viewer ? 'Victory' : `${seatName(setup, state.phase.winner)} wins`) : 'A draw',
            reason: state.phase.reason,
          },
        }
      : {}),
    goals: [],
    options: [formatWords(setup)],
    life: me.life,
    ...(me.energy ? { energy: me.energy } : {}),
    startingLife: setup.options.life,
    library: shared ? library(0) : library(seatIndex(viewer)),
    // A player who has left the game holds nothing: their cards left with them (CR 800.4a).
    hand: isOut(state, viewer) ? [] : me.hand.map((c) => card(c.card, c.id)),
    graveyard: me.graveyard.map((c) => card(c.card, c.id)),
    exile: me.exile.map((c) => card(c.card, c.id)),
    lands: own.filter((p) => cardInfo(p.card).land).map(permanent),
    creatures: own.filter((p) => cardInfo(p.card).creature && !cardInfo(p.card).land).map(permanent),
    others: own.filter((p) => !cardInfo(p.card).land && !cardInfo(p.card).creature).map(permanent),
    foes: state.battlefield.filter((p) => p.controller !== viewer).map(permanent),
    hazards: [],
    ...(state.combat
      ? {
          combat: {
            // An attack on another player has no place on the viewer's card table: the board says it by their seat.
            attackers: state.combat.attackers.filter((a) => a.target === viewer).map((a) => ({ id: a.id, target: 'you' as const })),
            blocks: state.combat.blocks,
            declared: state.combat.declared,
          },
        }
      : {}),
    mana: landManaView(t, viewer),
    actions: mine ? legal.map((a) => actionView(game, a)) : [],
    defeated: [],
    byHand: { open: false, tokens: [] },
  };
}

function formatWords(setup: DuelSetup): string {
  const n = setup.players.length;
  return `${n} players, ${formatName(setup.options.format)}${setup.options.landless ? ', Landless' : ''}`;
}

/** Every other player's place at the table, in turn order from the viewer. */
function seatsBoard(game: Game, viewer: DuelSeat, permanent: (p: Permanent) => CardView, actions: readonly ActionView[], card: (name: string, id?: number) => CardView): SeatsBoardView {
  const { setup, state } = game;
  const seats = seatsOf(setup);
  const from = seats.indexOf(viewer);
  const order = [...seats.slice(from + 1), ...seats.slice(0, from)];
  const acting = actingSeat(state);
  const shared = sharesDeck(setup.options);
  const build = actions.find((a) => a.action.type === 'build');
  return {
    kind: 'table',
    others: order.map((seat) => {
      const i = seatIndex(seat);
      const z = state.players[i]!;
      const left = state.out.find((o) => o.seat === seat);
      return {
        seat,
        name: setup.players[i]!.name,
        control: setup.players[i]!.control,
        life: z.life,
        hand: left ? 0 : z.hand.length,
        ...(shared ? {} : { library: librarySize(z.library) }),
        // Public piles, in the file's order; a player who has left took their cards with them (CR 800.4a).
        graveyard: left ? [] : z.graveyard.map((c) => card(c.card, c.id)),
        exile: left ? [] : z.exile.map((c) => card(c.card, c.id)),
        ...(left ? { out: left.reason } : {}),
        onTurn: acting === seat,
        attackedBy: (state.combat?.attackers ?? []).filter((a) => a.target === seat).flatMap((a) => state.battlefield.filter((p) => p.id === a.id).map((p) => p.card)),
        attacks: actions.flatMap((offer) => {
          const a = offer.action as DuelAction;
          if (a.type !== 'attack' || a.player !== seat) return [];
          const creature = state.battlefield.find((p) => p.id === a.creature)?.card ?? `#${a.creature}`;
          return [{ creature, declared: state.combat?.attackers.some((x) => x.id === a.creature && x.target === seat) ?? false, offer }];
        }),
        permanents: isOut(state, seat) ? [] : state.battlefield.filter((p) => p.controller === seat).map(permanent),
      };
    }),
    ...(shared ? { shared: librarySize(state.players[0]!.library) } : {}),
    ...(build ? { build: { cards: (build.action as { cards: string[] }).cards.map((name) => card(name)), least: BUILD_LEAST, offer: build } } : {}),
    format: formatWords(setup),
  };
}

const STEP_NAMES: Record<string, string> = {
  upkeep: 'Upkeep',
  draw: 'Draw',
  main1: 'Main 1',
  attackers: 'Attackers',
  blockers: 'Blockers',
  damage: 'Combat damage',
  main2: 'Main 2',
  end: 'End',
};

function phaseView(game: Game, viewer: DuelSeat, legal: readonly DuelAction[]): PhaseView {
  const { setup, state } = game;
  const p = state.phase;
  switch (p.type) {
    case 'build':
      return {
        kind: 'preparation',
        title: 'Building decks',
        help: p.seat === viewer ? `Build your deck: at least ${BUILD_LEAST} of the ${DRAFT_SIZE} cards you drafted.` : `${seatName(setup, p.seat)} builds a deck from their draft.`,
        steps: [],
        turn: 0,
        moves: 0,
        landPlayed: false,
      };
    case 'mulligan':
      return { kind: 'mulligan', title: 'Opening hands', help: `${seatName(setup, p.seat)} keeps the hand or takes a mulligan.`, steps: [], turn: 0, moves: 0, landPlayed: false };
    case 'over':
      return { kind: 'over', title: 'Game over', help: p.reason, steps: [], turn: 0, moves: 0, landPlayed: false };
    case 'turn': {
      const steps = (['main1', 'combat', 'main2', 'end'] as const).map((id) => ({
        id,
        name: id === 'combat' ? 'Combat' : STEP_NAMES[id]!,
        current: id === 'combat' ? ['attackers', 'blockers', 'damage'].includes(p.step) : id === p.step,
      }));
      const help =
        p.declaring === viewer
          ? p.step === 'attackers'
            ? 'Choose your attackers: click a creature and the player it attacks; then "Done declaring attackers".'
            : 'Choose your blockers: click a creature of yours and the attacker it blocks; then "Done declaring blockers".'
          : p.declaring
            ? `${seatName(setup, p.declaring)} is declaring ${p.step === 'attackers' ? 'attackers' : 'blockers'}.`
            : state.stack.length > 0
              ? `${seatName(setup, state.priority?.seat ?? p.seat)} may respond, or pass to let the top of the stack resolve.`
              : p.seat === viewer && (p.step === 'main1' || p.step === 'main2')
                ? 'Play a land, cast spells; pass to go on to combat or the end of the turn.'
                : phaseWords(game);
      const pass = legal.some((a) => a.type === 'pass');
      return {
        kind: 'turn',
        title: `${seatName(setup, p.seat)}'s turn ${p.number} · ${STEP_NAMES[p.step]}`,
        help,
        steps: p.seat === viewer ? steps : [],
        step: p.step,
        ...(pass ? { next: p.declaring ? 'Done' : state.stack.length > 0 ? 'Resolve' : 'Next step' } : {}),
        turn: p.number,
        moves: 0,
        landPlayed: p.landPlayed,
      };
    }
  }
}

function promptView(t: DuelTable, setup: DuelSetup, viewer: DuelSeat): PromptView | undefined {
  const s = t.s;
  if (s.phase.type === 'mulligan' && s.phase.seat === viewer && !s.prompt) {
    return { kind: 'mulligan', text: 'Keep this hand, or take a mulligan?', handSize: t.player(viewer)!.hand.length, mulligans: s.phase.taken };
  }
  const p = s.prompt;
  if (!p || (s.promptSeat ?? viewer) !== viewer) return undefined;
  const asked = cardQuestionView(t, p, (seat) => seatName(setup, seat));
  if (asked) return asked;
  switch (p.type) {
    case 'bottom': {
      const cards = `${p.count} card${p.count === 1 ? '' : 's'}`;
      // In the game (double draw) the extra cards drawn go back; at the start, what the opening hand leaves.
      const why = s.phase.type === 'turn' ? 'Double draw: you drew twice what you keep. ' : '';
      const which = s.phase.type === 'turn' && s.drawn ? ` of those you just drew (${s.drawn.map((id) => t.inHand(viewer, id)?.card ?? `#${id}`).join(', ')})` : '';
      return { kind: 'bottom', text: `${why}Put ${cards}${which} on the bottom of the library, one at a time, in the order you choose.`, count: p.count };
    }
    case 'trigger':
      return { kind: 'trigger', text: `${p.card}: choose a target.`, card: p.card };
    case 'pay':
      return {
        kind: 'pay',
        text: 'Choose how to pay.',
        card: t.inHand(viewer, p.action.card)?.card ?? t.permanent(p.action.card)?.card ?? 'the spell',
        options: p.options.map((ids, option) => ({ option, label: `Option ${option + 1}`, sources: ids.map((id) => t.permanent(id)?.card ?? `#${id}`) })),
      };
  }
}


function actionView(game: Game, a: DuelAction): ActionView {
  const label = actionLabel(game, a);
  switch (a.type) {
    case 'cast': {
      // A modal spell's modes are each a group of their own, named by the mode (intents.ts groupsFor).
      const group = castGroup(game.state, a);
      return { action: a as never, label, on: a.card, ...(group !== label ? { group } : {}) };
    }
    case 'activate':
    case 'discard':
    case 'bottom':
    case 'playLand':
    case 'playAsLand':
      return { action: a as never, label, on: a.card };
    case 'attack':
    case 'block':
      return { action: a as never, label, on: a.creature };
    case 'build':
      // The whole draft is offered; the player leaves out what they will not play (landless.random-draft.build).
      return { action: a as never, label, some: 'cards' };
    default:
      return { action: a as never, label };
  }
}
