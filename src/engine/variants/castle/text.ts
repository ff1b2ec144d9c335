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
import { asFace } from '../../cards/faces';
import { activationVerb, cardInfo, castWords } from '../../magic/card-db';
import { savedFaceDownProblem, seenName, stackCardWords, turnFaceUpWords } from '../../magic/morph';
import { isBuiltInCard } from '../../cards/pool';
import { knownInGame, registerSetupCards } from '../../cards/setup-cards';
import type { Problem } from '../../save/problems';
import { powerOf, toughnessOf } from '../../magic/characteristics';
import { Table } from '../../magic/table';
import { COLUMNS, placeAt, placeLabel, ROWS, STOCK_SIZE, whereIs } from './castle';
import { actingSeat } from './flow';
import { blockedAttackers, blocker } from './breach';
import { SEATS, type CastleAction, type CastleSeat, type CastleSetup, type CastleState } from './schema';
import { CASTLE_SEATING, other, seatName } from './seating';

type Game = { readonly setup: CastleSetup; readonly state: CastleState };

/** A card's name by id, wherever it is. */
function nameOf(state: CastleState, id: number): string {
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

/** A permanent as a target, with whose it is and, in a castle, where ("Hill Giant (North's castle, column 2, row 1)"). */
function targetWords(state: CastleState, target: number | string | undefined): string {
  if (target === undefined) return '';
  if (typeof target === 'string') return seatName(target);
  const p = state.battlefield.find((q) => q.id === target);
  if (!p) {
    // A card in a graveyard ("exile target card from a graveyard"): whose, since both may hold one of a name.
    const owner = SEATS.find((seat) => state.players[seat].graveyard.some((c) => c.id === target));
    return owner ? `${nameOf(state, target)} (in ${seatName(owner)}'s graveyard)` : nameOf(state, target);
  }
  const at = whereIs(state.castles[p.controller], p.id);
  return `${p.card} (${seatName(p.controller)}${at ? `'s castle, ${placeLabel(at)}` : ''})`;
}

/** What cast actions share in a menu, whatever their target: "Cast Destructive Tampering (destroy target artifact)". */
export function castGroup(state: CastleState, action: { readonly card: number; readonly face?: number; readonly mode?: number; readonly faceDown?: true; readonly dash?: true }): string {
  return `Cast ${castWords(nameOf(state, action.card), action.face, action.mode, action)}`;
}

/** Words for a legal action, as `crawl actions` and `crawl play` list it. */
export function actionLabel(game: Game, action: CastleAction): string {
  const s = game.state;
  switch (action.type) {
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
    case 'playLand':
      return `Play ${asFace(nameOf(s, action.card), action.face)}`;
    case 'cast':
      return `${castGroup(s, action)}${madnessCastWords(s.prompt)}${reboundCastWords(s.prompt)}${action.x !== undefined ? ` with X=${action.x}` : ''}${action.target !== undefined ? ` on ${targetWords(s, action.target)}` : ''}${action.sacrifice !== undefined ? `, sacrificing ${nameOf(s, action.sacrifice)}` : ''}${action.discard !== undefined ? `, discarding ${nameOf(s, action.discard)}` : ''}`;
    case 'activate':
      return turnFaceUpWords(s.battlefield.find((p) => p.id === action.card)) ?? `${activationVerb(nameOf(s, action.card), action.ability)} ${nameOf(s, action.card)}${action.target !== undefined ? ` on ${targetWords(s, action.target)}` : ''}${action.sacrifice !== undefined ? `, sacrificing ${nameOf(s, action.sacrifice)}` : ''}`;
    case 'attack':
      return `Attack column ${action.column + 1} with ${action.creatures.map((id) => nameOf(s, id)).join(', ')}`;
    case 'activateDefender':
      return `Pay ${s.breach?.price ?? 0} life to activate ${revealedName(s) ?? 'the revealed creature'}`;
    case 'declineDefender':
      return `Discard ${revealedName(s) ?? 'the revealed creature'} (combat ends)`;
    case 'swapBehind':
      return 'Pay 2 life: swap the creature in front with the card behind it';
    case 'block':
      return blockLabel(s, action.damage);
    case 'moveFaceDown':
      return `Pay 2 life: move the face-down card at ${placeLabel(action.from)} to ${placeLabel(action.to)}`;
    case 'turnFaceDown':
      return `Pay 1 life: turn the creature at ${placeLabel(action.at)} face down`;
    case 'swapFaceUp':
      return `Pay 1 life: swap the creature at ${placeLabel(action.from)} with the card at ${placeLabel(action.to)}`;
    case 'discard':
      // Chosen from another player's revealed hand (Duress): that player discards it.
      if (s.prompt?.type === 'pickDiscard') return `Make ${seatName(s.prompt.seat)} discard ${nameOf(s, action.card)}`;
      return `Discard ${nameOf(s, action.card)}`;
    case 'choose':
      if (s.prompt?.type === 'sacrifice') return `Sacrifice ${nameOf(s, action.target as number)}`;
      if (s.prompt?.type === 'devour') return devourLabel(s.prompt, nameOf(s, action.target as number))!;
      return `Target ${targetWords(s, action.target)}`;
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
 * A block's words, honest about a castle creature that can't block (castle.block.cant-block): it still stands in the
 * way and takes the attack, but deals nothing to an attacker it can't block, so the label says so rather than "0".
 */
function blockLabel(s: CastleState, damage: readonly number[]): string {
  const t = Table.reading(s, CASTLE_SEATING);
  const b = blocker(t);
  const attackers = blockedAttackers(t);
  const name = b ? nameOf(s, b.id) : 'The castle creature';
  if (!b || b.blocks.length === 0) return `Let ${name} take the attack: it can't block, so it deals no damage`;
  const parts = damage.map((d, i) => {
    const a = attackers[i];
    if (a === undefined) return `${d}`;
    return b.blocks.includes(a) ? `${d} to ${nameOf(s, a)}` : `none to ${nameOf(s, a)} (it can't block it)`;
  });
  return `Block, dealing ${parts.join(', ')}`;
}

/** The card revealed in front of the attack, waiting on its activation. */
function revealedName(s: CastleState): string | undefined {
  const breach = s.breach;
  if (!breach) return undefined;
  const defender = s.phase.type === 'turn' ? other(s.phase.seat) : 'north';
  const place = placeAt(s.castles[defender], breach.place);
  return place.kind === 'face-down' ? place.card : undefined;
}

/**
 * A castle as lines of text, the front row nearest the middle of the table:
 * "??" a face-down card, ".." an empty place, a face-up creature by name
 * with its power/toughness (the row bonus in it). A creature its owner
 * turned face down shows as "??" to everyone but its owner (`viewer`), who
 * sees "(Name)".
 */
function castleLines(state: CastleState, seat: CastleSeat, viewer: CastleSeat | undefined, colour: boolean): string[] {
  const castle = state.castles[seat];
  const rows: string[] = [];
  for (let row = 0; row < ROWS; row++) {
    const cells: string[] = [];
    for (let col = 0; col < COLUMNS; col++) {
      const place = placeAt(castle, { row, col });
      let cell: string;
      if (place.kind === 'empty') cell = '..';
      else if (place.kind === 'face-down') cell = place.card !== undefined && viewer === seat ? `(${place.card})` : '??';
      else {
        const p = state.battlefield.find((q) => q.id === place.creature);
        const t = Table.reading(state, CASTLE_SEATING);
        cell = p ? `${p.card} ${powerOf(t, p)}/${toughnessOf(t, p)}${p.tapped ? ' (tapped)' : ''}` : '?';
        cell = sgr(seat === 'south' ? '34' : '31', cell, colour);
      }
      cells.push(cell.padEnd(2));
    }
    rows.push(`  row ${row + 1}: ${cells.join(' | ')}`);
  }
  // North's castle is drawn with its front row at the bottom (towards the middle), South's with its front row at the top.
  const header = `  columns: ${Array.from({ length: COLUMNS }, (_, c) => String(c + 1)).join(' | ')}`;
  return [`${seatName(seat)}'s castle (${castle.hidden.length} of the stock unseen)`, ...(seat === 'north' ? [...rows.reverse(), header] : [header, ...rows])];
}

function phaseWords(state: CastleState): string {
  const p = state.phase;
  switch (p.type) {
    case 'mulligan':
      return `${seatName(p.seat)} decides on their opening hand`;
    case 'turn': {
      const breach = state.breach ? `; ${seatName(other(p.seat))} defends column ${state.breach.column + 1}` : '';
      return `${seatName(p.seat)}'s turn (${p.step})${whoActs(state)}${breach}`;
    }
    case 'over':
      return `game over: ${p.winner ? `${seatName(p.winner)} won` : 'a draw'} (${p.reason})`;
  }
}

/** What `crawl textconv` prints before the log: stable lines, the face-down cards shown to no one. */
export function summaryLines(game: Game): string[] {
  const s = game.state;
  const out = [`Castle Magic · seed ${game.setup.seed}`, phaseWords(s)];
  for (const seat of SEATS) {
    const z = s.players[seat];
    const who = game.setup.players[seat];
    out.push(`${seatName(seat)} (${who.name}, ${who.control}, ${who.deck.name}): life ${z.life}${energyWords(z)}, hand ${z.hand.length}, library ${librarySize(z.library)}, graveyard ${z.graveyard.length}, exile ${z.exile.length}`);
    const mine = s.battlefield.filter((p) => p.controller === seat && !whereIs(s.castles[seat], p.id)).map((p) => `${p.card}${p.tapped ? ' (tapped)' : ''}`);
    if (mine.length > 0) out.push(`  battlefield: ${mine.join(', ')}`);
    out.push(...castleLines(s, seat, undefined, false));
  }
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
  const cards = (seat: CastleSeat) => s.castles[seat].rows.flat().filter((p) => p.kind !== 'empty').length;
  return s.phase.type === 'turn' ? `turn ${s.phase.number}, castles of ${cards('south')} and ${cards('north')} cards` : phaseWords(s);
}

/**
 * What `crawl show` and `crawl play` draw before the log: from the seat
 * deciding now when it is a person's (South's otherwise), whose hand and
 * known face-down creatures it shows.
 */
export function pictureLines(game: Game, colour: boolean): string[] {
  const s = game.state;
  const acting = actingSeat(s);
  const viewer: CastleSeat = acting && game.setup.players[acting].control === 'human' ? acting : 'south';
  const out = [phaseWords(s)];
  const side = (seat: CastleSeat) => {
    const z = s.players[seat];
    const field = s.battlefield.filter((p) => p.controller === seat && !whereIs(s.castles[seat], p.id)).map((p) => `${seenName(p, viewer)}${p.tapped ? ' (tapped)' : ''}`);
    return [`${seatName(seat)}: life ${z.life}${energyWords(z)}, ${z.hand.length} in hand, ${librarySize(z.library)} in library`, `  battlefield: ${field.join(', ') || '(nothing)'}`];
  };
  out.push(...side('north'), ...castleLines(s, 'north', viewer, colour), ...castleLines(s, 'south', viewer, colour), ...side('south'));
  const hand = s.players[viewer].hand.map((c) => c.card);
  if (game.setup.players[viewer].control === 'human' && hand.length > 0) out.push(`${seatName(viewer)}'s hand: ${hand.join(', ')}`);
  if (s.stack.length > 0) out.push(`Stack: ${s.stack.map(stackCardWords).join(' ← ')}`);
  if (s.breach?.question === 'activate') out.push(`${revealedName(s) ?? 'A creature'} is revealed: activating it costs ${s.breach.price ?? 0} life`);
  return out;
}

/** What a file can get wrong that the schema cannot say. */
export function castleProblems(setup: CastleSetup, state: CastleState): Problem[] {
  registerSetupCards(setup);
  const known = knownInGame(setup, isBuiltInCard);
  const problems: Problem[] = [];
  for (const seat of SEATS) {
    setup.players[seat].deck.cards.forEach((c, i) => {
      if (!known(c.name)) problems.push({ path: `/setup/players/${seat}/deck/cards/${i}/name`, message: `"${c.name}" is not a card this game knows (not built in, not among the game's imported cards).` });
    });
    setup.players[seat].stock.forEach((c, i) => {
      if (!known(c)) problems.push({ path: `/setup/players/${seat}/stock/${i}`, message: `"${c}" is not a card this game knows.` });
      else if (!cardInfo(c).creature) problems.push({ path: `/setup/players/${seat}/stock/${i}`, message: `${c} is not a creature: a stock holds creatures only (castle.setup.stock).` });
    });
  }
  const ids = new Set<number>();
  state.battlefield.forEach((p, i) => {
    if (ids.has(p.id)) problems.push({ path: `/state/battlefield/${i}/id`, message: `Two permanents share the id ${p.id}.` });
    ids.add(p.id);
    if (!known(p.card)) problems.push({ path: `/state/battlefield/${i}/card`, message: `"${p.card}" is not a card this game knows.` });
    const faceDown = savedFaceDownProblem(p, known);
    if (faceDown) problems.push({ path: `/state/battlefield/${i}/original`, message: `${p.card} ${faceDown}.` });
  });
  for (const seat of SEATS) {
    const castle = state.castles[seat];
    const unnamed = castle.rows.flat().filter((p) => p.kind === 'face-down' && p.card === undefined).length;
    if (unnamed > castle.hidden.length) problems.push({ path: `/state/castles/${seat}/hidden`, message: `${unnamed} face-down cards wait to be drawn from only ${castle.hidden.length} unseen creatures.` });
    if (castle.hidden.length > STOCK_SIZE) problems.push({ path: `/state/castles/${seat}/hidden`, message: `More unseen creatures than a stock holds.` });
    castle.rows.forEach((row, r) =>
      row.forEach((p, c) => {
        if (p.kind !== 'face-up') return;
        const q = state.battlefield.find((x) => x.id === p.creature);
        if (!q || q.controller !== seat) problems.push({ path: `/state/castles/${seat}/rows/${r}/${c}`, message: `The face-up place holds creature ${p.creature}, which is not ${seatName(seat)}'s on the battlefield.` });
      }),
    );
  }
  if (state.counters.nextId <= Math.max(0, ...ids)) problems.push({ path: '/state/counters/nextId', message: 'The next id is not above every id in use.' });
  return problems;
}

/** ", South to act", or ", North to answer (Mind Rot: discard 2 cards)" while a question waits on North. */
function whoActs(state: CastleState): string {
  const asked = state.prompt && actingSeat(state);
  if (asked) return `, ${seatName(asked)} to answer (${questionWords(state.prompt!, (s) => seatName(s as typeof asked))})`;
  return state.priority ? `, ${seatName(state.priority.seat)} to act` : '';
}
