import { strict as assert } from 'node:assert';
import { hexKey } from '../../src/engine';
import { hexToPixel } from '../../src/webview/board/layout';
import { Playmat } from './harness/browser';
import { gameInEncounter, gameMessage, playedGame } from './harness/games';
import { playmatEachTest } from './harness/hooks';

describe('playmat rendering', () => {
  let p: Playmat;
  // Playmat.open's default size, which these tests were written at.
  playmatEachTest((opened) => (p = opened), { width: 1200, height: 760 });

  it('draws one hex per mapped hex, in its terrain, visited and unvisited told apart', async () => {
    const game = playedGame('render', 12);
    await p.send(gameMessage(game, { readOnly: true }));
    // The whole map in view (F), so every hex can be found on screen.
    await p.page.locator('crawl-hex-board .map').focus();
    await p.page.keyboard.press('KeyF');
    const paths = await p.page.locator('crawl-hex-board .faces path').evaluateAll((els) =>
      els.map((e) => ({ cls: e.getAttribute('class')!, count: Number(e.getAttribute('data-count')), fill: e.getAttribute('fill') })),
    );
    assert.equal(paths.reduce((n, x) => n + x.count, 0), game.state.hexes.length);
    for (const x of paths) {
      const [, state, terrain] = x.cls.match(/face (seen|unseen) t-(\w+)/)!;
      const want = game.state.hexes.filter((h) => h.terrain === terrain && h.explored === (state === 'seen')).length;
      assert.equal(x.count, want, x.cls);
      // Unvisited hexes are hatched with their terrain's pattern; visited ones are filled plain.
      assert.equal(x.fill, state === 'seen' ? null : `url(#hatch-${terrain})`);
    }
    // And each hex is painted where it belongs, with the right face.
    for (const h of game.state.hexes) {
      const painted = await p.paintedAt(h);
      assert.equal(painted, `face ${h.explored ? 'seen' : 'unseen'} t-${h.terrain}`, `hex ${hexKey(h)}`);
    }
    // Next to the map there is only the backdrop.
    const outside = { q: Math.max(...game.state.hexes.map((h) => h.q)) + 1, r: 0 };
    assert.equal(await p.paintedAt(outside), 'backdrop');
  });

  it('marks the token, the start hex and the encounter where the game says', async () => {
    const game = gameInEncounter('render-encounter', 3);
    await p.send(gameMessage(game));
    const board = p.page.locator('crawl-hex-board');
    assert.equal(await board.locator('.token').getAttribute('data-hex'), hexKey(game.state.token));
    assert.equal(await board.locator('.start-flag').getAttribute('data-hex'), '0,0');
    assert.equal(await board.locator('.encounter').getAttribute('data-hex'), hexKey(game.state.encounter!.at));
    // The token's marker sits over its hex.
    const [x, y] = (await board.locator('.token').getAttribute('transform'))!.match(/-?[\d.]+/g)!.map(Number);
    const want = hexToPixel(game.state.token);
    assert.ok(Math.abs(x! - want.x) < 0.1 && Math.abs(y! - want.y) < 0.1, `token drawn at ${x},${y}, hex at ${want.x},${want.y}`);
  });

  it('has no encounter marker when there is no encounter', async () => {
    const game = playedGame('render-quiet', 4);
    assert.equal(game.state.encounter, null);
    await p.send(gameMessage(game));
    assert.equal(await p.page.locator('crawl-hex-board .encounter').count(), 0);
    // Travelling: the map takes the room and the cards wait in a strip; no encounter is drawn.
    assert.equal(await p.page.locator('crawl-table .foe-zone').count(), 0);
    assert.equal(await p.page.locator('crawl-table').getAttribute('layout'), 'strip');
  });

  it('shows the turn, the goal, piles and the log newest first', async () => {
    const game = gameInEncounter('render-panel', 5);
    await p.send(gameMessage(game));
    const text = await p.text('crawl-side-panel');
    assert.match(text, new RegExp(`Moves\\s*${game.state.counters.moves}\\b`));
    assert.match(text, new RegExp(`Turn\\s*${game.state.counters.turns}\\b`));
    const goal = game.setup.options.goals[0]!;
    assert.ok(goal.type === 'reach');
    assert.match(text, new RegExp(`Reach \\(${goal.hex.q},${goal.hex.r}\\)`));
    // The encounter's creature, large, with where it came from.
    const enc = game.state.encounter!;
    const foe = game.state.battlefield.find((x) => x.controller === 'foe')!;
    assert.equal(await p.page.locator('crawl-table .foe-zone crawl-card[size="large"]').getAttribute('data-id'), String(foe.id));
    assert.match(await p.text('crawl-table .foe-zone h3'), /from the (White|Blue|Black|Red|Green) pile/);
    // Encounter piles: creatures left and lands, per colour.
    const piles = await p.page.locator('crawl-pile-summary details summary').allInnerTexts();
    assert.equal(piles.length, 5);
    const pile = game.state.encounterPiles[enc.pile];
    assert.ok(
      piles.some((s) => s.includes(`${pile.creatures.length} creature`) && s.includes(`${pile.lands} land`)),
      `a pile row should read ${pile.creatures.length} creatures · ${pile.lands} lands: ${piles.join(' | ')}`,
    );
    // Land piles: counts by terrain in each pile's accessible name.
    const lands = await p.page.locator('crawl-pile-summary li.land').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    const { special: _special, ...white } = game.state.landPiles!.Plains;
    assert.equal(lands[0], `White pile: ${Object.entries(white).filter(([, n]) => n > 0).map(([t, n]) => `${n} ${t}`).join(', ')}`);
    // The log: newest first (the last hundred).
    const log = await p.page.locator('crawl-game-log li .text').allInnerTexts();
    assert.equal(log.length, Math.min(100, game.log.length));
    assert.ok(log[0]!.endsWith(game.log.at(-1)!.text));
    if (game.log.length <= 100) assert.ok(log.at(-1)!.endsWith(game.log[0]!.text));
  });

  it('says "d6 table" instead of Land Piles in a d6 game', async () => {
    const game = playedGame('render-d6', 3, { distribution: 'd6' });
    assert.equal(game.state.landPiles, null);
    await p.send(gameMessage(game));
    assert.match(await p.text('crawl-pile-summary'), /d6 table/);
    assert.equal(await p.page.locator('crawl-pile-summary li.land').count(), 0);
  });

  it('announces each new log line in an aria-live region', async () => {
    const before = playedGame('render-live', 3);
    const after = playedGame('render-live', 4);
    await p.send(gameMessage(before, { version: 1 }));
    const live = p.page.locator('crawl-app .announcer');
    assert.equal(await live.getAttribute('aria-live'), 'polite');
    await p.send(gameMessage(after, { version: 2 }));
    assert.equal((await live.innerText()).trim(), after.log.at(-1)!.text);
  });

  it('re-renders from each game message and keeps no game state of its own', async () => {
    const small = playedGame('render-rerender', 2);
    const big = playedGame('render-rerender', 9);
    await p.send(gameMessage(big, { version: 2 }));
    await p.send(gameMessage(small, { version: 3 }));
    const counts = await p.page.locator('crawl-hex-board .faces path').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-count'))));
    assert.equal(counts.reduce((a, b) => a + b, 0), small.state.hexes.length);
    assert.equal(await p.page.locator('crawl-hex-board .token').getAttribute('data-hex'), hexKey(small.state.token));
  });
});
