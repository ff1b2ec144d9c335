import { legalActions, newGame, takeAction, writeSave, type CrawlSave as SaveFile } from '../../src/engine';
import { choose } from './suite/autoplay';

/**
 * The saved games the integration workspace starts with, made by the real
 * engine at the start of every run (so they always match it) and written by
 * the canonical writer. samples.mjs adds the files no engine makes any more.
 * Tests copy one before use, so each test has its own file.
 * Name in samples/ -> file text.
 */
export function samples(): Record<string, string> {
  const explored = play(newGame('integration-explored'), (g) => g.state.phase.type === 'travel' && g.state.counters.moves >= 2);
  return {
    // Just set up: the opening hand waits to be kept (legal: keep, mulligan).
    'new.crawl.json': writeSave(newGame('integration-new')),
    // Kept, no preparation rounds: choosing the first hex (legal: six moves).
    'travel.crawl.json': writeSave(play(newGame('integration-travel', { preparationRounds: 0 }), (g) => g.state.phase.type === 'travel')),
    // For the UI end-to-end test: keep, one preparation round, then the first move.
    'e2e.crawl.json': writeSave(newGame('integration-e2e', { preparationRounds: 1 })),
    // Several turns and two moves in, a fight behind it: the game committed to git history too.
    'explored.crawl.json': writeSave(explored),
    // The same game as a Windows editor may leave it: a byte-order mark and CRLF line ends.
    'bom-crlf.crawl.json': '\ufeff' + writeSave(explored).replace(/\n/g, '\r\n'),
    'not-json.crawl.json': '{\n  "format": "crawl",\n  "schemaVersion": 2,\n  "setup": {\n',
  };
}

/** Plays `game` with the tests' plain player until `done` says so (a few hundred actions at most). */
export function play(game: SaveFile, done: (g: SaveFile) => boolean): SaveFile {
  let g = game;
  for (let i = 0; i < 500 && !done(g); i++) {
    const taken = takeAction(g, choose(g, legalActions(g)));
    if (!taken.ok) throw new Error(`sample ${g.setup.seed}: ${taken.error.message}`);
    g = taken.game;
  }
  if (!done(g)) throw new Error(`sample ${g.setup.seed} never got where it should (phase ${g.state.phase.type})`);
  return g;
}
