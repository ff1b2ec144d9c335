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
import { isBuiltInCard } from '../../cards/pool';
import { knownInGame, registerSetupCards } from '../../cards/setup-cards';
import { asFace } from '../../cards/faces';
import { activationVerb, cardInfo, castWords } from '../../magic/card-db';
import { savedFaceDownProblem, seenName, stackCardWords, turnFaceUpWords } from '../../magic/morph';
import { powerOf, toughnessOf } from '../../magic/characteristics';
import { energyWords } from '../../magic/energy';
import { landFor } from '../../magic/landless';
import type { Problem } from '../../save/problems';
import { actingSeat } from './flow';
import { formatName, sharesDeck } from './formats';
import type { DuelAction, DuelSeat, DuelSetup, DuelState } from './schema';
import { isOut, readingTable, seatName, seatsOf } from './seating';

type Game = { readonly setup: DuelSetup; readonly state: DuelState };

/** A card's name by id, wherever it is. */
function nameOf(state: DuelState, id: number): string {
  const p = state.battlefield.find((q) => q.id === id);
  if (p) return p.card;
  for (const z of state.players) {
    const c = z.hand.find((x) => x.id === id) ?? z.graveyard.find((x) => x.id === id) ?? z.exile.find((x) => x.id === id);
    if (c) return c.card;
  }
  // A spell on the stack (a counterspell's target).
  for (const i of state.stack) if (i.kind === 'spell' && i.id === id) return i.card;
  return `#${id}`;
}

/** Whether another permanent of the same name has the same controller: then the labels tell them apart by id. */
function hasTwin(state: DuelState, id: number): boolean {
  const p = state.battlefield.find((q) => q.id === id);
  return p !== undefined && state.battlefield.some((q) => q.id !== id && q.card === p.card && q.controller === p.controller);
}

/** A permanent's name, with its id when its controller has another of the same name ("Llanowar Elves #12"). */
function permanentName(state: DuelState, id: number): string {
  return hasTwin(state, id) ? `${nameOf(state, id)} #${id}` : nameOf(state, id);
}

/** A target: a player by name, or a permanent with whose it is ("Hill Giant (Bea's)", "Llanowar Elves (Bea's, #12)" when Bea has two). */
function targetWords(game: Game, target: number | string | undefined): string {
  if (target === undefined) return '';
  if (typeof target === 'string') return seatName(game.setup, target);
  const p = game.state.battlefield.find((q) => q.id === target);
  if (p) return `${p.card} (${seatName(game.setup, p.controller)}'s${hasTwin(game.state, p.id) ? `, #${p.id}` : ''})`;
  // A card in a graveyard ("exile target card from a graveyard"): whose, since any player's may hold one of that name.
  const owner = game.state.players.findIndex((z) => z.graveyard.some((c) => c.id === target));
  if (owner >= 0) return `${nameOf(game.state, target)} (in ${seatName(game.setup, `p${owner + 1}`)}'s graveyard)`;
  return nameOf(game.state, target);
}

/** How many cards the player building now drafted. */
function draftedCount(game: Game, s: DuelState): number {
  const seat = s.phase.type === 'build' ? s.phase.seat : undefined;
  return seat ? (game.setup.players[seatsOf(game.setup).indexOf(seat)]?.deck?.cards.reduce((n, c) => n + c.count, 0) ?? 0) : 0;
}

/** What cast actions share in a menu, whatever their target: "Cast Destructive Tampering (destroy target artifact)". */
export function castGroup(state: DuelState, action: { readonly card: number; readonly face?: number; readonly mode?: number; readonly faceDown?: true; readonly dash?: true }): string {
  return `Cast ${castWords(nameOf(state, action.card), action.face, action.mode, action)}`;
}

/** Words for a legal action, as `crawl actions` and `crawl play` list it. */
export function actionLabel(game: Game, action: DuelAction): string {
  const s = game.state;
  switch (action.type) {
    case 'build':
      return action.cards.length === draftedCount(game, s) ? `Build your deck: at least 40 of the ${action.cards.length} cards drafted` : `Build a deck of ${action.cards.length} cards`;
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
    case 'pass': {
      const p = s.phase;
      if (p.type === 'turn' && p.declaring) return p.step === 'attackers' ? 'Done declaring attackers' : 'Done declaring blockers';
      return s.stack.length > 0 ? 'Pass (let the top of the stack resolve)' : 'Pass';
    }
    case 'playLand':
      return `Play ${asFace(nameOf(s, action.card), action.face)}`;
    case 'playAsLand': {
      const card = nameOf(s, action.card);
      return `Play ${card} as ${landFor(card)}`;
    }
    case 'cast':
      return `${castGroup(s, action)}${madnessCastWords(s.prompt)}${reboundCastWords(s.prompt)}${action.x !== undefined ? ` with X=${action.x}` : ''}${action.target !== undefined ? ` on ${targetWords(game, action.target)}` : ''}${action.sacrifice !== undefined ? `, sacrificing ${nameOf(s, action.sacrifice)}` : ''}${action.discard !== undefined ? `, discarding ${nameOf(s, action.discard)}` : ''}`;
    case 'activate':
      return turnFaceUpWords(s.battlefield.find((p) => p.id === action.card)) ?? `${activationVerb(nameOf(s, action.card), action.ability)} ${permanentName(s, action.card)}${action.target !== undefined ? ` on ${targetWords(game, action.target)}` : ''}${action.sacrifice !== undefined ? `, sacrificing ${nameOf(s, action.sacrifice)}` : ''}`;
    case 'attack': {
      const attacking = s.combat?.attackers.some((a) => a.id === action.creature && a.target === action.player);
      return `${attacking ? 'Take back the attack of' : 'Attack'} ${seatName(game.setup, action.player)}${attacking ? ' by' : ' with'} ${permanentName(s, action.creature)}`;
    }
    case 'block': {
      const blocking = s.combat?.blocks.some((b) => b.id === action.creature && b.attacker === action.attacker);
      return `${blocking ? 'Take back the block of' : 'Block'} ${permanentName(s, action.attacker)} ${blocking ? 'by' : 'with'} ${permanentName(s, action.creature)}`;
    }
    case 'discard':
      // Chosen from another player's revealed hand (Duress): that player discards it.
      if (s.prompt?.type === 'pickDiscard') return `Make ${seatName(game.setup, s.prompt.seat)} discard ${nameOf(s, action.card)}`;
      return `Discard ${nameOf(s, action.card)}`;
    case 'choose':
      if (s.prompt?.type === 'sacrifice') return `Sacrifice ${nameOf(s, action.target as number)}`;
      if (s.prompt?.type === 'devour') return devourLabel(s.prompt, nameOf(s, action.target as number))!;
      return `Target ${targetWords(game, action.target)}`;
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

const STEP_WORDS: Record<string, string> = {
  upkeep: 'upkeep',
  draw: 'draw step',
  main1: 'first main phase',
  attackers: 'declare attackers',
  blockers: 'declare blockers',
  damage: 'combat damage',
  main2: 'second main phase',
  end: 'end step',
};

export function phaseWords(game: Game): string {
  const { setup, state } = game;
  const p = state.phase;
  switch (p.type) {
    case 'build':
      return `${seatName(setup, p.seat)} builds a deck from their draft`;
    case 'mulligan':
      return `${seatName(setup, p.seat)} decides on their opening hand`;
    case 'turn': {
      const asked = state.prompt && actingSeat(state);
      const who = asked
        ? `, ${seatName(setup, asked)} to answer (${questionWords(state.prompt!, (s) => seatName(setup, s))})`
        : p.declaring
          ? `, ${seatName(setup, p.declaring)} declaring`
          : state.priority
            ? `, ${seatName(setup, state.priority.seat)} to act`
            : '';
      return `${seatName(setup, p.seat)}'s turn ${p.number} (${STEP_WORDS[p.step]})${who}`;
    }
    case 'over':
      return `game over: ${p.winner ? `${seatName(setup, p.winner)} won` : 'a draw'} (${p.reason})`;
  }
}

function formatWords(setup: DuelSetup): string {
  const f = sharesDeck(setup.options) ? `${formatName(setup.options.format)} (${setup.shared?.name ?? 'shared'})` : formatName(setup.options.format);
  return `${setup.players.length} players, ${f}${setup.options.landless && !sharesDeck(setup.options) ? ', Landless' : ''}`;
}

function libraryCount(state: DuelState, i: number): number {
  const l = state.players[i]!.library;
  return l.cards.length + l.bottom.length;
}

/** A card in exile as the picture shows it: "Artful Maneuver (rebounds at the next upkeep)". */
function exiledWords(c: DuelState['players'][number]['exile'][number]): string {
  if (c.rebound === 'waiting') return `${c.card} (rebounds at the next upkeep)`;
  if (c.adventure) return `${c.card} (on an adventure)`;
  if (c.madness) return `${c.card} (madness)`;
  return c.card;
}

/** What `crawl textconv` prints before the log: stable lines, no hand or library order shown. */
export function summaryLines(game: Game): string[] {
  const { setup, state } = game;
  const out = [`Magic table · ${formatWords(setup)} · seed ${setup.seed}`, phaseWords(game)];
  if (sharesDeck(setup.options)) out.push(`The shared deck: ${libraryCount(state, 0)} cards left`);
  seatsOf(setup).forEach((seat, i) => {
    const z = state.players[i]!;
    const who = setup.players[i]!;
    const out_ = state.out.find((o) => o.seat === seat);
    const library = sharesDeck(setup.options) ? '' : `, library ${libraryCount(state, i)}`;
    out.push(`${who.name} (${seat}, ${who.control}${who.deck ? `, ${who.deck.name}` : ''}): ${out_ ? `left the game (${out_.reason})` : `life ${z.life}${energyWords(z)}, hand ${z.hand.length}${library}, graveyard ${z.graveyard.length}, exile ${z.exile.length}`}`);
    const mine = state.battlefield.filter((p) => p.controller === seat).map((p) => `${p.card}${p.tapped ? ' (tapped)' : ''}`);
    if (mine.length > 0) out.push(`  battlefield: ${mine.join(', ')}`);
  });
  return out;
}

/** How the game ended, or undefined while it goes on. */
export function outcome(game: Game): string | undefined {
  const p = game.state.phase;
  if (p.type !== 'over') return undefined;
  return `${p.winner ? `${seatName(game.setup, p.winner)} won` : 'a draw'}. ${p.reason}`;
}

/** Where the game stands in a few words, for `crawl validate`. */
export function brief(game: Game): string {
  const s = game.state;
  const left = seatsOf(game.setup).length - s.out.length;
  return s.phase.type === 'turn' ? `turn ${s.phase.number}, ${left} of ${seatsOf(game.setup).length} players in the game` : phaseWords(game);
}

/** The seat the terminal shows the table from: the person deciding now, or the first person still in the game, or the first person at the table. */
export function viewerSeat(game: Game): DuelSeat {
  const acting = actingSeat(game.state);
  const seats = seatsOf(game.setup);
  if (acting && game.setup.players[seats.indexOf(acting)]!.control === 'human') return acting;
  const human = (seat: DuelSeat) => game.setup.players[seats.indexOf(seat)]!.control === 'human';
  return seats.find((seat) => human(seat) && !isOut(game.state, seat)) ?? seats.find(human) ?? seats[0]!;
}

/** What `crawl show` and `crawl play` draw before the log: every player's life and permanents, and the viewer's hand. */
export function pictureLines(game: Game, colour: boolean): string[] {
  const { setup, state } = game;
  const viewer = viewerSeat(game);
  const t = readingTable(setup, state);
  const out = [phaseWords(game)];
  if (sharesDeck(setup.options)) out.push(`The shared deck: ${libraryCount(state, 0)} cards`);
  seatsOf(setup).forEach((seat, i) => {
    const z = state.players[i]!;
    const name = sgr(seat === viewer ? '34' : '31', setup.players[i]!.name, colour);
    if (isOut(state, seat)) {
      out.push(`${name}: left the game`);
      return;
    }
    const library = sharesDeck(setup.options) ? '' : `, ${libraryCount(state, i)} in library`;
    out.push(`${name}: life ${z.life}${energyWords(z)}, ${z.hand.length} in hand${library}, ${z.graveyard.length} in graveyard`);
    const field = state.battlefield.filter((p) => p.controller === seat).map((p) => {
      const attack = state.combat?.attackers.find((a) => a.id === p.id);
      const pt = cardInfo(p.card).creature ? ` ${powerOf(t, p)}/${toughnessOf(t, p)}` : '';
      return `${seenName(p, viewer)}${pt}${p.tapped ? ' (tapped)' : ''}${attack ? ` (attacking ${seatName(setup, attack.target)})` : ''}`;
    });
    out.push(`  battlefield: ${field.join(', ') || '(nothing)'}`);
    // Graveyards are public: every card in them, oldest first.
    if (z.graveyard.length > 0) out.push(`  graveyard: ${z.graveyard.map((c) => c.card).join(', ')}`);
    // So is exile, with what each card there waits for.
    if (z.exile.length > 0) out.push(`  exile: ${z.exile.map(exiledWords).join(', ')}`);
  });
  const hand = state.players[seatsOf(setup).indexOf(viewer)]!.hand.map((c) => c.card);
  // A table of computers only shows no hand: nobody at it may see one; nor does a player who has left (their cards left with them).
  if (hand.length > 0 && setup.players[seatsOf(setup).indexOf(viewer)]!.control === 'human' && !isOut(state, viewer)) out.push(`${seatName(setup, viewer)}'s hand: ${hand.join(', ')}`);
  if (state.stack.length > 0) out.push(`Stack: ${state.stack.map(stackCardWords).join(' ← ')}`);
  return out;
}

/** What a file can get wrong that the schema cannot say. */
export function duelProblems(setup: DuelSetup, state: DuelState): Problem[] {
  registerSetupCards(setup);
  const known = knownInGame(setup, isBuiltInCard);
  const problems: Problem[] = [];
  const seats = seatsOf(setup);
  const single = sharesDeck(setup.options);
  setup.players.forEach((p, i) => {
    if (!single && !p.deck) problems.push({ path: `/setup/players/${i}`, message: `${p.name} has no deck, and this game is played with each player's own deck.` });
    p.deck?.cards.forEach((c, j) => {
      if (!known(c.name)) problems.push({ path: `/setup/players/${i}/deck/cards/${j}/name`, message: `"${c.name}" is not a card this game knows (not built in, not among the game's imported cards).` });
    });
  });
  if (single && !setup.shared) problems.push({ path: '/setup/shared', message: 'A single-deck game keeps its shared deck in the setup, and this one has none.' });
  if (single && !setup.options.landless) problems.push({ path: '/setup/options/landless', message: 'A single-deck game is played Landless (landless-mtg.md).' });
  setup.shared?.cards.forEach((c, j) => {
    if (!known(c.name)) problems.push({ path: `/setup/shared/cards/${j}/name`, message: `"${c.name}" is not a card this game knows.` });
  });
  if (state.players.length !== seats.length) problems.push({ path: '/state/players', message: `The state keeps ${state.players.length} players' zones for ${seats.length} players.` });
  if (single) {
    state.players.forEach((z, i) => {
      if (i > 0 && librarySize(z.library) > 0) problems.push({ path: `/state/players/${i}/library`, message: 'In a single-deck game only the shared library (the first seat\'s) holds cards.' });
    });
  }
  const ids = new Set<number>();
  state.battlefield.forEach((p, i) => {
    if (ids.has(p.id)) problems.push({ path: `/state/battlefield/${i}/id`, message: `Two permanents share the id ${p.id}.` });
    ids.add(p.id);
    if (!known(p.card)) problems.push({ path: `/state/battlefield/${i}/card`, message: `"${p.card}" is not a card this game knows.` });
    const faceDown = savedFaceDownProblem(p, known);
    if (faceDown) problems.push({ path: `/state/battlefield/${i}/original`, message: `${p.card} ${faceDown}.` });
    if (!seats.includes(p.controller)) problems.push({ path: `/state/battlefield/${i}/controller`, message: `${p.controller} is no seat of this game's ${seats.length}.` });
    else if (isOut(state, p.controller)) problems.push({ path: `/state/battlefield/${i}/controller`, message: `${p.card} is controlled by ${seatName(setup, p.controller)}, who has left the game.` });
  });
  state.out.forEach((o, i) => {
    if (!seats.includes(o.seat)) problems.push({ path: `/state/out/${i}/seat`, message: `${o.seat} is no seat of this game.` });
  });
  for (const z of state.players) for (const c of [...z.hand, ...z.graveyard, ...z.exile]) ids.add(c.id);
  if (state.counters.nextId <= Math.max(0, ...ids)) problems.push({ path: '/state/counters/nextId', message: 'The next id is not above every id in use.' });
  return problems;
}
