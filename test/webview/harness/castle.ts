import { act, fifteen, mainPhase, newGame, put, type Game } from '../../unit/castle/game-helpers';
import { legalCastleActions } from '../../../src/engine/variants/castle/rules';

/** The game jumps to `seat`'s main phase, damage removed as the cleanup step between would. */
function turnOf(g: Game, seat: 'south' | 'north'): Game {
  const next = mainPhase(g, seat);
  next.state = { ...next.state, battlefield: next.state.battlefield.map((p) => ({ ...p, damage: 0 })) };
  return next;
}

/** The defender lets the castle creature block, its damage divided as the engine first lists it. */
function block(g: Game): Game {
  const answer = legalCastleActions(g.setup, g.state).find((a) => a.type === 'block');
  if (!answer) throw new Error('no block to make');
  return act(g, answer);
}

/**
 * Castle Magic games for the castle board's tests and screenshots, made by
 * the engine: a game from starter decks (North's stock fifteen Hill Giants,
 * so what its castle reveals is known), jumped to main phases, with
 * creatures and lands put on the battlefield as a scenario test does, then
 * real actions: attacks, the defender's answers, once-a-turn swaps.
 */
export function castleScene(): Game {
  let g = mainPhase(newGame('webview-castle', { north: fifteen('Hill Giant') }), 'north');
  // Lands (tapped: they still pay an activation) for both castles' reveals.
  for (let i = 0; i < 6; i++) put(g, 'south', 'Mountain', { tapped: true });
  for (let i = 0; i < 4; i++) put(g, 'north', 'Mountain', { tapped: true });
  // North attacks South's column 3: the front card is revealed; South swaps it back for the card behind, which blocks the Craw Wurm and dies.
  const wurm = put(g, 'north', 'Craw Wurm');
  g = act(g, { type: 'attack', column: 2, creatures: [wurm] });
  g = act(g, { type: 'swapBehind' });
  g = block(g);
  // South's turn: the creature swapped back goes one row further back; then South attacks North's column 2 with a Goblin Piker, and a Hill Giant blocks it.
  g = turnOf(g, 'south');
  g = act(g, { type: 'swapFaceUp', from: { row: 1, col: 2 }, to: { row: 2, col: 2 } });
  const piker = put(g, 'south', 'Goblin Piker');
  g = act(g, { type: 'attack', column: 1, creatures: [piker] });
  g = block(g);
  // North's turn: its Hill Giant steps back a row; then South is to play, ready to attack and to change its castle.
  g = turnOf(g, 'north');
  g = act(g, { type: 'swapFaceUp', from: { row: 0, col: 1 }, to: { row: 1, col: 1 } });
  g = turnOf(g, 'south');
  put(g, 'south', 'Goblin Piker');
  return g;
}

/** North attacks South's column 4; South's lands gone, the revealed card costs life to activate, and waits on South's answer. */
export function breachScene(): Game {
  let g = castleScene();
  g = turnOf(g, 'north');
  g.state = { ...g.state, battlefield: g.state.battlefield.filter((p) => !(p.controller === 'south' && p.card === 'Mountain')) };
  const giant = put(g, 'north', 'Hill Giant');
  g = act(g, { type: 'attack', column: 3, creatures: [giant] });
  return g;
}

/** South has attacked North's column 2 and, holding a Giant Growth and an untapped Forest, is asked whether to respond before the attack meets the castle. */
export function declaredScene(): Game {
  let g = castleScene();
  put(g, 'south', 'Forest');
  const zones = g.state.players.south;
  const growth = g.state.counters.nextId;
  g.state = { ...g.state, counters: { nextId: growth + 1 }, players: { ...g.state.players, south: { ...zones, hand: [...zones.hand, { id: growth, card: 'Giant Growth' }] } } };
  const ready = legalCastleActions(g.setup, g.state).find((a) => a.type === 'attack');
  if (ready?.type !== 'attack') throw new Error('South cannot attack');
  g = act(g, { type: 'attack', column: 1, creatures: ready.creatures });
  return g;
}
