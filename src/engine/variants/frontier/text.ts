import { searchLabel } from '../../magic/search';
import { questionWords } from '../../magic/questions';
import { madnessCastWords, madnessDeclineLabel } from '../../magic/madness';
import { reboundCastWords, reboundDeclineLabel } from '../../magic/rebound';
import { devourDoneLabel, devourLabel } from '../../magic/devour';
import { unlessPaysLabel } from '../../magic/unless-pays';
import { mayLabel } from '../../magic/may';
import { scryLabel } from '../../magic/scry';
import { fabricateLabel } from '../../magic/fabricate';
import { librarySize } from '../../magic/table';
import { sgr } from '../../ansi';
import { energyWords } from '../../magic/energy';
import { activationVerb, cardInfo, castWords } from '../../magic/card-db';
import { savedFaceDownProblem, stackCardWords, turnFaceUpWords } from '../../magic/morph';
import { hasKeyword, powerOf, toughnessOf } from '../../magic/characteristics';
import { isLand } from '../../cards/card';
import { isBuiltInCard } from '../../cards/pool';
import { knownInGame, registerSetupCards } from '../../cards/setup-cards';
import type { Problem } from '../../save/problems';
import { boardProblems, placeLabel, squareOf, terrainBonus, whereIs } from './board';
import { actingSeat, activeSeat, viewerOf } from './flow';
import { SEATS, type FrontierAction, type FrontierSetup, type FrontierState } from './schema';
import { lookups, placeOfSource, readingTable } from './seating';
import { seatName, COLOUR_WORDS, tokenFor } from './words';

type Game = { readonly setup: FrontierSetup; readonly state: FrontierState };

/** A card's name by id, wherever it is. */
function nameOf(state: FrontierState, id: number): string {
  const p = state.battlefield.find((q) => q.id === id);
  if (p) return p.card;
  for (const seat of SEATS) {
    const z = state.players[seat];
    const c = z.hand.find((x) => x.id === id) ?? z.graveyard.find((x) => x.id === id) ?? z.exile.find((x) => x.id === id);
    if (c) return c.card;
  }
  // A spell on the stack (a counterspell's target).
  for (const i of state.stack) if (i.kind === 'spell' && i.id === id) return i.card;
  return `#${id}`;
}

function targetWords(state: FrontierState, target: number | string | undefined): string {
  if (target === undefined) return '';
  if (typeof target === 'number' && target < 0) return landWords(state, target);
  if (typeof target === 'string') return seatName(target);
  return permanentWords(state, target);
}

/** A card in a graveyard as a target ("exile target card from a graveyard"), with whose graveyard, since both may hold one of a name. */
function graveyardWords(state: FrontierState, id: number): string | undefined {
  const owner = SEATS.find((seat) => state.players[seat].graveyard.some((c) => c.id === id));
  return owner ? `${nameOf(state, id)} (in ${seatName(owner)}'s graveyard)` : undefined;
}

/** A permanent as a target, with whose it is and where ("Hill Giant (North, row 2, column 3)"), since two may share a name. */
function permanentWords(state: FrontierState, id: number): string {
  const p = state.battlefield.find((q) => q.id === id);
  if (!p) return graveyardWords(state, id) ?? nameOf(state, id);
  const where = whereIs(state.board, id);
  const at = where?.kind === 'place' ? `, ${placeLabel(where.place)}` : where?.kind === 'home' ? ', home row' : '';
  return `${p.card} (${seatName(p.controller)}${at})`;
}

/** A land on the board by its negative id: "the Forest at row 2, column 3". */
function landWords(state: FrontierState, id: number): string {
  const place = placeOfSource(id);
  const sq = squareOf(state.board, place);
  const what = sq?.land === 'face-up' ? `the ${sq.card}` : sq?.land === 'face-down' ? 'the face-down land' : 'the hole';
  return `${what} at ${placeLabel(place)}`;
}

/** Words for a legal action, as `crawl actions` and `crawl play` list it. */
export function actionLabel(game: Game, action: FrontierAction): string {
  const s = game.state;
  switch (action.type) {
    case 'placeToken':
      return `Put a ${COLOUR_WORDS[action.colour]} ${tokenFor(action.colour).replace(' (token)', '')} token at ${placeLabel(action.at)}`;
    case 'keep':
      return 'Keep this hand';
    case 'mulligan':
      return 'Mulligan';
    case 'bottom':
      return `Put ${nameOf(s, action.card)} on the bottom`;
    case 'scry':
      return scryLabel(s.prompt, action);
    case 'search':
      return searchLabel(action, s.prompt);
    case 'may':
      return mayLabel(s.prompt, action.take);
    case 'fabricate':
      return fabricateLabel(s.prompt, action);
    case 'pass':
      return s.stack.length > 0 ? 'Pass (let the top of the stack resolve)' : 'Pass';
    case 'cast':
      return `Cast ${castWords(nameOf(s, action.card), action.face, action.mode, action)}${madnessCastWords(s.prompt)}${reboundCastWords(s.prompt)}${action.x !== undefined ? ` with X=${action.x}` : ''}${action.target !== undefined ? ` on ${targetWords(s, action.target)}` : ''}${action.sacrifice !== undefined ? `, sacrificing ${nameOf(s, action.sacrifice)}` : ''}${action.discard !== undefined ? `, discarding ${nameOf(s, action.discard)}` : ''}`;
    case 'activate':
      return turnFaceUpWords(s.battlefield.find((p) => p.id === action.card)) ?? `${activationVerb(nameOf(s, action.card), action.ability)} ${nameOf(s, action.card)}${action.target !== undefined ? ` on ${targetWords(s, action.target)}` : ''}${action.sacrifice !== undefined ? `, sacrificing ${action.sacrifice < 0 ? landWords(s, action.sacrifice) : nameOf(s, action.sacrifice)}` : ''}`;
    case 'move':
      return `Move ${nameOf(s, action.creature)} to ${placeLabel(action.to)}`;
    case 'scout':
      return `Scout ${placeLabel(action.at)} with ${nameOf(s, action.creature)}`;
    case 'attack':
      return `Attack ${targetWords(s, action.target)} with ${nameOf(s, action.creature)}`;
    case 'done':
      return s.stretch === 'attacking' ? 'Done attacking' : 'Done moving';
    case 'discard':
      // Chosen from another player's revealed hand (Duress): that player discards it.
      if (s.prompt?.type === 'pickDiscard') return `Make ${seatName(s.prompt.seat)} discard ${nameOf(s, action.card)}`;
      return `Discard ${nameOf(s, action.card)}`;
    case 'choose':
      if (s.prompt?.type === 'sacrifice') return `Sacrifice ${nameOf(s, action.target as number)}`;
      if (s.prompt?.type === 'devour') return devourLabel(s.prompt, nameOf(s, action.target as number))!;
      return `${s.prompt?.type === 'sacrificeLand' ? 'Sacrifice' : 'Target'} ${targetWords(s, action.target)}`;
    case 'pay':
      if (s.prompt?.type === 'unlessPays') return unlessPaysLabel(s.prompt, nameOf(s, s.prompt.spell), true);
      return `Pay with option ${action.option + 1}`;
    case 'cancel':
      if (s.prompt?.type === 'unlessPays') return unlessPaysLabel(s.prompt, nameOf(s, s.prompt.spell), false);
      return madnessDeclineLabel(s.prompt) ?? reboundDeclineLabel(s.prompt) ?? devourDoneLabel(s.prompt) ?? 'Take back the spell';
    case 'concede':
      return 'Concede';
  }
}

/**
 * The grid, one cell a place: two letters of the land face up (lower case
 * when tapped), '??' face down, blank for a hole; then S or N for the seat
 * whose creature stands there (a digit: how many, banded), '.' for none.
 */
function boardLines(state: FrontierState, colour: boolean): string[] {
  const board = state.board;
  const lines: string[] = [];
  const home = (edge: 'north' | 'south') =>
    `${seatName(board.sides[edge].seat)} home row: ${board.sides[edge].home.map((id) => nameOf(state, id)).join(', ') || '(empty)'}`;
  lines.push(home('north'));
  lines.push(`   ${Array.from({ length: board.cols }, (_, col) => String(col + 1).padEnd(4)).join(' ')}`.trimEnd());
  for (let row = 0; row < board.rows; row++) {
    const cells: string[] = [];
    for (let col = 0; col < board.cols; col++) {
      const sq = squareOf(board, { row, col })!;
      let cell = sq.land === 'face-down' ? '??' : sq.land === 'hole' ? '  ' : sq.card.slice(0, 2);
      if (sq.land === 'face-up' && sq.tappedBy) cell = cell.toLowerCase();
      const who = sq.creatures.length > 0 ? state.battlefield.find((p) => p.id === sq.creatures[0])?.controller : undefined;
      const mark = who === 'south' ? 'S' : who === 'north' ? 'N' : '.';
      const text = `${cell}${mark}${sq.creatures.length > 1 ? sq.creatures.length : ' '}`;
      cells.push(who ? sgr(who === 'south' ? '34' : '31', text, colour) : text);
    }
    lines.push(`${String(row + 1).padStart(2)} ${cells.join(' ')}`);
  }
  lines.push(home('south'));
  return lines;
}

const BOARD_KEY = "Key: ?? face down · Fo a Forest (fo: tapped) · blank: a hole · S, N: South's or North's creature (2: two, banded)";

/**
 * Each seat's creatures as the table sees them: power and toughness with
 * the terrain bonus (and its size), where each stands, tapped, damage,
 * summoning sickness and the Auras on it; then their other permanents.
 */
function creatureLines(game: Game): string[] {
  const { setup, state } = game;
  const t = readingTable(setup, state);
  const look = lookups(t);
  const out: string[] = [];
  for (const seat of ['north', 'south'] as const) {
    const words: string[] = [];
    const others: string[] = [];
    for (const p of state.battlefield) {
      if (p.controller !== seat) continue;
      const info = cardInfo(p.card);
      if (!info.creature) {
        if (p.attachedTo === undefined) others.push(`${p.card}${p.tapped ? ' (tapped)' : ''}`);
        continue;
      }
      const where = whereIs(state.board, p.id);
      const bonus = where?.kind === 'place' ? terrainBonus(state.board, p.id, look, setup.options).amount : 0;
      const facts = [
        where?.kind === 'place' ? `at ${placeLabel(where.place)}` : where?.kind === 'home' ? 'in the home row' : undefined,
        p.tapped ? 'tapped' : undefined,
        p.damage > 0 ? `${p.damage} damage` : undefined,
        p.sick && !hasKeyword(t, p, 'haste') ? 'summoning sick' : undefined,
        ...state.battlefield.filter((a) => a.attachedTo === p.id).map((a) => `enchanted by ${a.card}${a.controller !== seat ? ` (${seatName(a.controller)}'s)` : ''}`),
      ].filter((f): f is string => f !== undefined);
      words.push(`${p.card} ${powerOf(t, p)}/${toughnessOf(t, p)}${bonus > 0 ? ` (terrain +${bonus})` : ''}${facts.length > 0 ? `, ${facts.join(', ')}` : ''}`);
    }
    out.push(`${seatName(seat)}'s creatures: ${words.join('; ') || '(none)'}`);
    if (others.length > 0) out.push(`${seatName(seat)}'s other permanents: ${others.join(', ')}`);
  }
  return out;
}

function phaseWords(state: FrontierState): string {
  const p = state.phase;
  switch (p.type) {
    case 'token':
      return `${seatName(p.seat)} places their first token`;
    case 'mulligan':
      return `${seatName(p.seat)} decides on their opening hand`;
    case 'turn':
      return `${seatName(p.seat)}'s turn (${p.step})${whoActs(state)}`;
    case 'over':
      return `game over: ${p.winner ? `${seatName(p.winner)} won` : 'a draw'} (${p.reason})`;
  }
}

/** What `crawl textconv` prints before the log: stable line by line. */
export function summaryLines(game: Game): string[] {
  const s = game.state;
  const out = [`Frontier Magic · seed ${game.setup.seed}`, phaseWords(s)];
  for (const seat of SEATS) {
    const z = s.players[seat];
    const who = game.setup.players[seat];
    out.push(`${seatName(seat)} (${who.name}, ${who.control}, ${who.deck.name}): life ${z.life}${energyWords(z)}, hand ${z.hand.length}, library ${librarySize(z.library)}, graveyard ${z.graveyard.length}`);
    const mine = s.battlefield.filter((p) => p.controller === seat).map((p) => `${p.card}${p.tapped ? ' (tapped)' : ''}`);
    if (mine.length > 0) out.push(`  battlefield: ${mine.join(', ')}`);
  }
  out.push(`board ${s.board.rows}×${s.board.cols}, ${s.board.faceDown.length} lands face down`);
  out.push(...boardLines(s, false));
  return out;
}

/** How the game ended, or undefined while it goes on. */
export function outcome(game: Game): string | undefined {
  const p = game.state.phase;
  if (p.type !== 'over') return undefined;
  return `${p.winner ? `${seatName(p.winner)} won` : 'a draw'}. ${p.reason}`;
}

/** Where the game stands in a few words, for `crawl validate`. */
export function brief(game: Game): string {
  const s = game.state;
  const active = activeSeat(s);
  return s.phase.type === 'over' ? phaseWords(s) : `${active ? `turn ${s.phase.type === 'turn' ? s.phase.number : 0}` : phaseWords(s)}, ${s.board.faceDown.length} lands face down`;
}

/** What `crawl show` and `crawl play` draw before the log. */
export function pictureLines(game: Game, colour: boolean): string[] {
  const s = game.state;
  const out = [phaseWords(s)];
  for (const seat of ['north', 'south'] as const) {
    const z = s.players[seat];
    out.push(`${seatName(seat)}: life ${z.life}${energyWords(z)}, ${z.hand.length} in hand, ${librarySize(z.library)} in library`);
  }
  out.push(...boardLines(s, colour), BOARD_KEY, ...creatureLines(game));
  // The hand of the person deciding now, or of the person at the table: never the other player's (hot-seat).
  const viewer = viewerOf(game.setup, s);
  const hand = s.players[viewer].hand.map((c) => c.card);
  if (game.setup.players[viewer].control === 'human' && hand.length > 0) out.push(`${seatName(viewer)}'s hand: ${hand.join(', ')}`);
  if (s.stack.length > 0) out.push(`Stack (top last): ${s.stack.map((i) => stackWords(s, i)).join(' ← ')}`);
  return out;
}

/** One item of the stack, as `crawl show` lists it: a spell by name, a move or an attack by its creature and where it goes. */
function stackWords(state: FrontierState, i: FrontierState['stack'][number]): string {
  if (i.kind === 'trigger') return `${i.card}'s trigger${i.target === undefined ? '' : ` (${targetWords(state, i.target)})`}`;
  if (i.kind === 'move') return `${permanentWords(state, i.creature)} moves to ${placeLabel(i.to)}`;
  if (i.kind === 'attack') return `${permanentWords(state, i.creature)} attacks ${targetWords(state, i.target)}`;
  return 'target' in i && i.target !== undefined ? `${i.card} on ${targetWords(state, i.target)}` : stackCardWords(i);
}

/** What a file can get wrong that the schema cannot say. */
export function frontierProblems(setup: FrontierSetup, state: FrontierState): Problem[] {
  // The game's own cards first, as Magic Crawl's checks do: a file read in a fresh process has registered none yet.
  registerSetupCards(setup);
  // A name is known when built in or imported with this very game, not merely registered by another game.
  const known = knownInGame(setup, isBuiltInCard);
  const problems: Problem[] = [...boardProblems(state.board, '/state/board')];
  for (const seat of SEATS) {
    setup.players[seat].deck.cards.forEach((c, i) => {
      if (!known(c.name)) problems.push({ path: `/setup/players/${seat}/deck/cards/${i}/name`, message: `"${c.name}" is not a card this game knows (not built in, not among the game's imported cards).` });
    });
  }
  const ids = new Set<number>();
  state.battlefield.forEach((p, i) => {
    if (ids.has(p.id)) problems.push({ path: `/state/battlefield/${i}/id`, message: `Two permanents share the id ${p.id}.` });
    ids.add(p.id);
    if (!known(p.card)) problems.push({ path: `/state/battlefield/${i}/card`, message: `"${p.card}" is not a card this game knows.` });
    const faceDown = savedFaceDownProblem(p, known);
    if (faceDown) problems.push({ path: `/state/battlefield/${i}/original`, message: `${p.card} ${faceDown}.` });
    else if (isLand(cardInfo(p.card).def)) problems.push({ path: `/state/battlefield/${i}/card`, message: `${p.card} is a land: in Frontier Magic lands are on the board, not permanents.` });
  });
  for (const row of state.board.grid) for (const sq of row) for (const id of sq.creatures) if (!ids.has(id)) problems.push({ path: '/state/board', message: `The board has creature ${id}, which is not on the battlefield.` });
  for (const seat of SEATS) for (const id of state.board.sides[seat].home) if (!ids.has(id)) problems.push({ path: '/state/board', message: `${seatName(seat)}'s home row has creature ${id}, which is not on the battlefield.` });
  if (state.counters.nextId <= Math.max(0, ...ids)) problems.push({ path: '/state/counters/nextId', message: 'The next id is not above every id in use.' });
  return problems;
}

/** ", South to act", or ", North to answer (Mind Rot: discard 2 cards)" while a question waits on North. */
function whoActs(state: FrontierState): string {
  const asked = state.prompt && actingSeat(state);
  if (asked) return `, ${seatName(asked)} to answer (${questionWords(state.prompt!, (s) => seatName(s as typeof asked))})`;
  return state.priority ? `, ${seatName(state.priority.seat)} to act` : '';
}
