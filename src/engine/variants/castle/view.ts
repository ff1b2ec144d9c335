import { cardQuestionView } from '../../magic/questions';
import { librarySize } from '../../magic/table';
import { cardInfo } from '../../magic/card-db';
import { cardViewWith, landManaView, permanentView } from '../../magic/card-view';
import type { CardRef, Permanent } from '../../magic/schema';
import type { CardTextLookup, CardView } from '../../../protocol/card-view';
import type { ActionView, CastleBoardView, CastlePlaceView, PhaseView, PromptView, PublicPilesView, TableView } from '../../../protocol/table-view';
import { COLUMNS, placeAt, ROWS, rowBonus } from './castle';
import { actingSeat } from './flow';
import { SEATS, type CastleAction, type CastleSeat, type CastleSetup, type CastleState } from './schema';
import { castlePlace, readingTable, seatName, type CastleTable } from './seating';
import { actionLabel, castGroup } from './text';

/**
 * The table the playmat draws for a Castle game, seen from one seat: the
 * player at the playmat against the computer, or in hot-seat the person
 * whose decision it is (the other's hand is never in it). The board is the
 * `castle` kind: both castles place by place (castleBoard), the viewer's at
 * the bottom; the card table, the questions and the actions work as in
 * Frontier. A face-down place names no card the viewer may not see: only the
 * one the attack under way has revealed, and the viewer's own known ones.
 */
export function castleTableView(
  game: { readonly setup: CastleSetup; readonly state: CastleState; readonly log?: readonly unknown[] },
  legal: readonly CastleAction[],
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
  const field = (seat: CastleSeat) => state.battlefield.filter((p) => p.controller === seat && !castlePlace(state, p));
  const own = field(viewer);
  const theirs = SEATS.filter((s) => s !== viewer).flatMap(field);
  return {
    board: castleBoard(game, viewer, permanent, card, mine ? readyAttackers(state, legal, permanent) : []),
    seats: SEATS.map((seat) => ({ id: seat, name: `${setup.players[seat].name} (${seatName(seat)})`, control: setup.players[seat].control, life: state.players[seat].life, ...(state.players[seat].energy ? { energy: state.players[seat].energy } : {}), onTurn: acting === seat })),
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
    options: [setup.players.north.control === 'computer' ? 'Against the computer' : 'Hot-seat', ...(setup.options.diagonal ? ['Diagonal places are adjacent'] : []), ...(setup.options.responses ? [] : ['Quick combat (no responses)'])],
    life: me.life,
    ...(me.energy ? { energy: me.energy } : {}),
    startingLife: setup.options.life,
    library: librarySize(me.library),
    hand: me.hand.map((c) => card(c.card, c.id)),
    graveyard: me.graveyard.map((c) => card(c.card, c.id)),
    exile: me.exile.map((c) => card(c.card, c.id)),
    lands: own.filter((p) => cardInfo(p.card).land).map(permanent),
    creatures: own.filter((p) => cardInfo(p.card).creature).map(permanent),
    others: own.filter((p) => !cardInfo(p.card).land && !cardInfo(p.card).creature).map(permanent),
    foes: theirs.map(permanent),
    hazards: [],
    mana: landManaView(t, viewer),
    actions: mine ? legal.map((a) => actionView(game, a)) : [],
    defeated: [],
    byHand: { open: false, tokens: [] },
  };
}

const ROW_WORDS = ['front row', 'second row', 'third row'];

/** A player's graveyard and exile as any player sees them, in the file's order. */
function publicPiles(z: { readonly graveyard: readonly CardRef[]; readonly exile: readonly CardRef[] }, card: (name: string, id?: number) => CardView): PublicPilesView {
  return { graveyard: z.graveyard.map((c) => card(c.card, c.id)), exile: z.exile.map((c) => card(c.card, c.id)) };
}

/** Both castles as the playmat draws them, seen by `viewer` (their own at the bottom). */
function castleBoard(
  game: { readonly setup: CastleSetup; readonly state: CastleState },
  viewer: CastleSeat,
  permanent: (p: Permanent) => CardView,
  card: (name: string, id?: number) => CardView,
  ready: readonly CardView[],
): CastleBoardView {
  const { setup, state } = game;
  const breach = state.breach;
  const defender = breach && state.phase.type === 'turn' ? (state.phase.seat === 'south' ? 'north' : 'south') : undefined;
  const places = (seat: CastleSeat): CastlePlaceView[] => {
    const castle = state.castles[seat];
    const out: CastlePlaceView[] = [];
    for (let row = 0; row < ROWS; row++) {
      for (let col = 0; col < COLUMNS; col++) {
        const amount = rowBonus({ row, col });
        const bonus = { amount, reasons: amount > 0 ? [`+${amount}/+${amount}: stands in the ${ROW_WORDS[row]} of the castle`] : [] };
        const x = placeAt(castle, { row, col });
        if (x.kind === 'empty') out.push({ row, col, state: 'empty', bonus });
        else if (x.kind === 'face-up') {
          const p = state.battlefield.find((q) => q.id === x.creature);
          const card = p ? permanent(p) : undefined;
          out.push({ row, col, state: 'face-up', bonus, ...(card ? { card, power: card.currentPower ?? card.power, toughness: card.currentToughness ?? card.toughness } : {}) });
        } else {
          const revealed = x.card !== undefined && seat === defender && breach!.place.row === row && breach!.place.col === col;
          const known = x.card !== undefined && seat === viewer;
          if (x.card !== undefined && (revealed || known)) {
            out.push({ row, col, state: 'face-down', bonus, card: card(x.card), seen: revealed ? 'revealed' : 'known' });
          } else out.push({ row, col, state: 'face-down', bonus });
        }
      }
    }
    return out;
  };
  return {
    kind: 'castle',
    // The other player's graveyard and exile are public (CR 404.2, 406.3): the castle shows them; the viewer's are the card table's.
    castles: SEATS.map((seat) =>
      seat === viewer
        ? { seat, edge: 'south' as const, places: places(seat) }
        : { seat, edge: 'north' as const, places: places(seat), piles: publicPiles(state.players[seat], card) },
    ),
    southSeat: viewer,
    ...(breach && defender
      ? {
          breach: {
            defender,
            column: breach.column,
            place: breach.place,
            question: breach.question,
            ...(breach.price !== undefined ? { price: breach.price } : {}),
            attackers: breach.attackers.flatMap((id) => {
              const p = state.battlefield.find((q) => q.id === id);
              return p ? [permanent(p)] : [];
            }),
          },
        }
      : {}),
    diagonal: setup.options.diagonal,
    ...(ready.length > 0 ? { ready } : {}),
  };
}

/** The creatures an attack may take now, as the listing names them (every ready one, in order). */
function readyAttackers(state: CastleState, legal: readonly CastleAction[], permanent: (p: Permanent) => CardView): CardView[] {
  const attack = legal.find((a) => a.type === 'attack');
  if (attack?.type !== 'attack') return [];
  return attack.creatures.flatMap((id) => {
    const p = state.battlefield.find((q) => q.id === id);
    return p ? [permanent(p)] : [];
  });
}

/** Whose eyes the playmat has: the human deciding now, else the human at the playmat (south). */
export function viewerOf(setup: CastleSetup, state: CastleState): CastleSeat {
  const acting = actingSeat(state);
  if (acting && setup.players[acting].control === 'human') return acting;
  return setup.players.south.control === 'human' ? 'south' : 'north';
}

function phaseView(state: CastleState, viewer: CastleSeat, legal: readonly CastleAction[]): PhaseView {
  const p = state.phase;
  switch (p.type) {
    case 'mulligan':
      return { kind: 'mulligan', title: 'Opening hands', help: `${seatName(p.seat)} keeps the hand or takes a mulligan.`, steps: [], turn: 0, moves: 0, landPlayed: false };
    case 'over':
      return { kind: 'over', title: 'Game over', help: p.reason, steps: [], turn: 0, moves: 0, landPlayed: false };
    case 'turn': {
      const stepNames: Record<string, string> = { upkeep: 'Upkeep', draw: 'Draw', main: 'Main', end: 'End' };
      const breach = state.breach;
      const who = seatName(state.priority?.seat ?? p.seat);
      const help = breach
        ? breach.question === 'declared'
          ? state.stack.length > 0
            ? `${who} may respond, or pass to let the top of the stack resolve; then the attack meets the castle.`
            : `The attack is declared: ${who} may respond with instants and abilities, or pass to let it meet the castle.`
          : breach.question === 'blocked'
            ? state.stack.length > 0
              ? `${who} may respond, or pass to let the top of the stack resolve; then the damage is dealt.`
              : `The castle creature blocks: ${who} may respond with instants and abilities, or pass to let the damage be dealt.`
            : breach.question === 'activate'
              ? `The revealed castle creature costs ${breach.price ?? 0} life to activate; otherwise it is discarded and combat ends.`
              : 'Swap the creature in front with the card behind it for 2 life, or let it block every attacker.'
        : state.stack.length > 0
          ? `${seatName(state.priority?.seat ?? p.seat)} may respond, or pass to let the top of the stack resolve.`
          : p.seat === viewer && p.step === 'main'
            ? 'Play a land, cast spells, attack one column of the other castle, change your castle once a turn.'
            : `${seatName(state.priority?.seat ?? p.seat)} has priority.`;
      return {
        kind: 'turn',
        title: `${seatName(p.seat)}'s turn ${Math.ceil(p.number / 2)} · ${breach ? 'Combat' : stepNames[p.step]}`,
        help,
        steps: [],
        step: p.step,
        ...(legal.some((a) => a.type === 'pass') ? { next: state.stack.length > 0 ? 'Resolve' : breach ? 'Go on' : 'Next step' } : {}),
        turn: Math.ceil(p.number / 2),
        moves: 0,
        landPlayed: p.landPlayed,
      };
    }
  }
}

function promptView(t: CastleTable, viewer: CastleSeat): PromptView | undefined {
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
    case 'pay':
      return {
        kind: 'pay',
        text: 'Choose how to pay.',
        card: t.inHand(viewer, p.action.card)?.card ?? t.permanent(p.action.card)?.card ?? 'the spell',
        options: p.options.map((ids, option) => ({ option, label: `Option ${option + 1}`, sources: ids.map((id) => t.permanent(id)?.card ?? `#${id}`) })),
      };
  }
}


function actionView(game: { readonly setup: CastleSetup; readonly state: CastleState }, a: CastleAction): ActionView {
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
      return { action: a as never, label, on: a.card };
    case 'attack':
      // The listing names every ready creature; the player may hold any of them back (castle.attack.attackers).
      return { action: a as never, label, some: 'creatures' };
    default:
      return { action: a as never, label };
  }
}
