import { findHex, hexNeighbours, legalActions, takeAction, type CrawlAction as Action, type CrawlSave as SaveFile } from '../src/engine';
import { chooseFrom } from '../src/engine/variants/magic-crawl/bot/bot';
import { findDeck } from '../src/engine/cards/decks';
import { cardInfo } from '../src/engine/magic/card-db';
import { FORMAT, SCHEMA_VERSION } from '../src/engine/save/schema';
import { seedRng } from '../src/engine/rng';
import { crawlSetup, deckOf, initialState } from '../src/engine/variants/magic-crawl/setup';

/**
 * A long game for benchmarks, played by the bot through the full path
 * (takeAction, narration, the log). A deck many times a starter deck and
 * 1000 life keep it going, and a goal far to the east keeps it exploring
 * until `hexes` are mapped; then it wanders the explored map (moves that map
 * nothing and meet nothing) until the log holds `entries` actions.
 *
 * The bot would keep every land and creature it draws in play, and a board of
 * hundreds of permanents is no game anyone plays (and slow to play out): here
 * it stops playing lands at eight and casting permanents at eight.
 * Deterministic from the seed.
 */
export function largeGame(hexes: number, entries: number, seed = 'bench'): SaveFile {
  // About one draw per hex mapped; a deck list allows at most 1000 of a card.
  let g = longGame(seed, Math.min(41, Math.ceil(hexes / 50) + 2));
  let wander = 0;
  while (g.state.hexes.length < hexes || g.log.length < entries) {
    if (g.state.phase.type === 'over') throw new Error(`the bench game ended early: ${g.state.phase.reason}`);
    let action: Action;
    if (g.state.phase.type === 'travel' && g.state.hexes.length >= hexes) action = { type: 'move', to: exploredNeighbour(g, wander++) };
    else action = chooseFrom(g, withinLimits(g, legalActions(g)), seedRng(`${seed}/${g.log.length}`)).action;
    const taken = takeAction(g, action);
    if (!taken.ok) throw new Error(`the bench game was refused a legal action: ${taken.error.message}`);
    g = taken.game;
  }
  return g;
}

const MOST_LANDS = 8;
const MOST_PERMANENTS = 8;

function withinLimits(g: SaveFile, legal: Action[]): Action[] {
  const mine = g.state.battlefield.filter((p) => p.controller === 'you');
  const lands = mine.filter((p) => cardInfo(p.card).land).length;
  const others = mine.length - lands;
  const kept = legal.filter((a) => {
    if (a.type === 'playLand') return lands < MOST_LANDS;
    if (a.type === 'cast') {
      const card = g.state.you.hand.find((c) => c.id === a.card);
      return !card || !cardInfo(card.card).permanent || others < MOST_PERMANENTS;
    }
    if (a.type === 'activate') {
      const p = g.state.battlefield.find((q) => q.id === a.card);
      const ability = p ? cardInfo(p.card).abilities[a.ability] : undefined;
      return !(ability?.kind === 'activated' && ability.effects.some((e) => e.do === 'token')) || others < MOST_PERMANENTS;
    }
    return true;
  });
  return kept.length > 0 ? kept : legal;
}

/** A new game that lasts: the green starter deck `times` over, 1000 life, and a goal the crawl never reaches. */
function longGame(seed: string, times: number): SaveFile {
  const base = crawlSetup(seed, { deck: 'green', life: 1000, distribution: 'adjusted', startColour: 'G', goals: [{ type: 'reach', hex: { q: 100_000, r: 0 } }] });
  const deck = deckOf(findDeck('green')!);
  const setup = { ...base, deck: { name: `${deck.name} ×${times}`, cards: deck.cards.map((c) => ({ name: c.name, count: c.count * times })) } };
  return { format: FORMAT, schemaVersion: SCHEMA_VERSION, setup, state: initialState(setup), log: [] };
}

/** An explored neighbour of the token (there is always one: the hex it came from). */
function exploredNeighbour(g: SaveFile, turn: number) {
  const explored = hexNeighbours(g.state.token).filter((n) => findHex(g.state.hexes, n)?.explored);
  return explored[turn % explored.length]!;
}
