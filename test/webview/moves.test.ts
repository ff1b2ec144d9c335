import { strict as assert } from 'node:assert';
import { HEX_DIRECTIONS, directionTo, hexKey, legalActions } from '../../src/engine';
import { DIRECTION_KEYS } from '../../src/webview/board/keys';
import { Playmat } from './harness/browser';
import { act, autopilot, gameInEncounter, gameMessage, playedGame } from './harness/games';
import { playmatEachTest } from './harness/hooks';

type Move = { type: 'move'; to: { q: number; r: number } };

const moveTargets = (legal: readonly { type: string }[]): Move['to'][] =>
  legal.filter((a): a is Move => a.type === 'move').map((a) => a.to);

describe('moving the token', () => {
  let p: Playmat;
  // Playmat.open's default size, which these tests were written at.
  playmatEachTest((opened) => (p = opened), { width: 1200, height: 760 });

  it('draws the board the table view names: a kind it has no component for is said, not drawn as a hex map', async () => {
    const game = playedGame('moves-board', 2);
    await p.send(gameMessage(game));
    assert.equal(await p.page.locator('crawl-hex-board').count(), 1, 'a hex map for a hex-map board');
    const message = gameMessage(game, { version: 2 });
    // A board kind from a later version of Crawl than this webview.
    await p.send({ ...message, table: { ...message.table, board: { kind: 'tabletop' } as never } });
    assert.equal(await p.page.locator('crawl-hex-board').count(), 0);
    assert.equal(await p.text('.no-board'), 'This version of Crawl cannot draw a tabletop board.');
    // The rest of the playmat is still there: the cards and the phase bar.
    assert.equal(await p.page.locator('crawl-table').count(), 1);
  });

  it('offers exactly the legal moves as targets, and nothing else can be focused or clicked', async () => {
    const game = playedGame('moves-offer', 6);
    await p.send(gameMessage(game));
    const targets = await p.page.locator('crawl-hex-board .target').evaluateAll((els) => els.map((e) => e.getAttribute('data-hex')));
    assert.deepEqual(targets.sort(), moveTargets(legalActions(game)).map(hexKey).sort());
    // The rest of the map is drawing: nothing there has a role or a tab stop.
    const interactive = await p.page.locator('crawl-hex-board svg [tabindex], crawl-hex-board svg [role]').evaluateAll((els) =>
      els.filter((e) => !e.classList.contains('target')).length,
    );
    assert.equal(interactive, 0);
  });

  it('letters typed just after F1 or Ctrl+P are meant for VS Code\'s palette: they play nothing; later, K keeps', async () => {
    const { newGame } = await import('../../src/engine');
    await p.send(gameMessage(newGame('palette-keys'), { version: 3 }));
    const grace = (ms: number) => p.page.evaluate((m) => ((document.querySelector('crawl-app') as unknown as { paletteGraceMs: number }).paletteGraceMs = m), ms);
    assert.equal(await p.page.evaluate(() => (document.querySelector('crawl-app') as unknown as { paletteGraceMs: number }).paletteGraceMs), 1500);
    // Held open for the test, so that however slowly the keys come they fall within it.
    await grace(600_000);
    // "Toggle Dark" typed after F1: K would keep, N would step on.
    await p.page.keyboard.press('F1');
    for (const key of ['KeyT', 'KeyK', 'KeyN', 'KeyM']) await p.page.keyboard.press(key);
    await p.page.keyboard.press('Control+KeyP');
    await p.page.keyboard.press('KeyK');
    await p.settle();
    assert.deepEqual(await p.intents(), [], 'nothing was played');
    // Once the palette's moment is over (shut at once here, rather than waited out), K keeps.
    await grace(0);
    await p.page.keyboard.press('KeyK');
    await p.settle();
    assert.deepEqual(await p.intents(), [{ type: 'act', action: { type: 'keep' }, version: 3 }]);
  });

  it('a click on an adjacent mapped hex sends one act with the document version', async () => {
    const game = playedGame('moves-click', 5);
    const to = moveTargets(legalActions(game))[0]!;
    await p.send(gameMessage(game, { version: 42 }));
    await p.page.locator(`crawl-hex-board .target[data-hex="${hexKey(to)}"]`).click();
    await p.settle();
    assert.deepEqual(await p.intents(), [{ type: 'act', action: { type: 'move', to }, version: 42 }]);
    // A second click while the first is on its way sends nothing more.
    assert.equal(await p.page.locator('crawl-hex-board .target').count(), 0, 'targets are withdrawn while the move is pending');
  });

  it('a click on a mapped hex that is not a legal move sends nothing', async () => {
    const game = playedGame('moves-illegal', 8);
    const legal = new Set(moveTargets(legalActions(game)).map(hexKey));
    const far = game.state.hexes.find((h) => !legal.has(hexKey(h)) && hexKey(h) !== hexKey(game.state.token));
    assert.ok(far, 'the map has a hex out of reach');
    await p.send(gameMessage(game));
    for (const h of [far, game.state.token]) {
      const at = await p.hexOnScreen(h);
      await p.page.mouse.click(at.x, at.y);
    }
    await p.settle();
    assert.deepEqual(await p.intents(), []);
  });

  it('direction keys choose a neighbour and Enter moves there', async () => {
    const game = playedGame('moves-keys', 4);
    const targets = moveTargets(legalActions(game));
    const to = targets[targets.length - 1]!;
    const key = DIRECTION_KEYS[directionTo(game.state.token, to)]!;
    await p.send(gameMessage(game, { version: 5 }));
    await p.page.locator('crawl-hex-board .map').focus();
    await p.page.keyboard.press(`Key${key}`);
    const focused = await p.page.evaluate(() => {
      const board = document.querySelector('crawl-app')!.shadowRoot!.querySelector('crawl-hex-board')!;
      return (board.shadowRoot!.activeElement as Element | null)?.getAttribute('data-hex');
    });
    assert.equal(focused, hexKey(to), `${key} should select the hex ${hexKey(to)}`);
    assert.deepEqual(await p.intents(), [], 'choosing is not moving');
    await p.page.keyboard.press('Enter');
    await p.settle();
    assert.deepEqual(await p.intents(), [{ type: 'act', action: { type: 'move', to }, version: 5 }]);
  });

  it('after a keyboard move the keyboard stays on the map for the next one', async () => {
    const game = playedGame('moves-keys-again', 4);
    const to = moveTargets(legalActions(game))[0]!;
    await p.send(gameMessage(game, { version: 1 }));
    await p.page.locator('crawl-hex-board .map').focus();
    await p.page.keyboard.press(`Key${DIRECTION_KEYS[directionTo(game.state.token, to)]}`);
    await p.page.keyboard.press('Enter');
    // Play on to the next time the token may move (through the encounter, if the hex held one).
    let next = act(game, { type: 'move', to });
    for (let i = 0; next.state.phase.type !== 'travel'; i++) next = act(next, autopilot(next, i));
    await p.send(gameMessage(next, { version: 2 }));
    const again = moveTargets(legalActions(next))[0]!;
    await p.page.keyboard.press(`Key${DIRECTION_KEYS[directionTo(next.state.token, again)]}`);
    await p.page.keyboard.press('Enter');
    await p.settle();
    const intents = await p.intents();
    assert.deepEqual(intents.at(-1), { type: 'act', action: { type: 'move', to: again }, version: 2 });
  });

  it('numpad keys choose the same neighbours', async () => {
    const game = playedGame('moves-numpad', 4);
    const to = moveTargets(legalActions(game))[0]!;
    const numpad = ['6', '3', '1', '4', '7', '9'][directionTo(game.state.token, to)]!;
    await p.send(gameMessage(game, { version: 9 }));
    await p.page.locator('crawl-hex-board .map').focus();
    await p.page.keyboard.press(`Numpad${numpad}`);
    await p.page.keyboard.press('Enter');
    await p.settle();
    assert.deepEqual(await p.intents(), [{ type: 'act', action: { type: 'move', to }, version: 9 }]);
  });

  it('a direction with no legal move selects nothing and says why', async () => {
    const game = playedGame('moves-blocked', 1);
    await p.send(gameMessage(game, { legal: legalActions(game).slice(0, 1) }));
    const only = moveTargets(legalActions(game))[0]!;
    const blocked = HEX_DIRECTIONS.findIndex((_, i) => i !== directionTo(game.state.token, only));
    await p.page.locator('crawl-hex-board .map').focus();
    await p.page.keyboard.press(`Key${DIRECTION_KEYS[blocked]}`);
    await p.page.keyboard.press('Enter');
    await p.settle();
    assert.deepEqual(await p.intents(), []);
    assert.match(await p.text('crawl-hex-board [role="status"]'), /cannot move|Nothing is mapped|Choose a hex/);
  });

  it('during an encounter no hex is offered, and Next (click or N) sends pass', async () => {
    const game = gameInEncounter('moves-encounter', 2);
    assert.equal(game.state.phase.type, 'foe');
    await p.send(gameMessage(game, { version: 11 }));
    assert.equal(await p.page.locator('crawl-hex-board .target').count(), 0);
    assert.match(await p.text('crawl-phase-bar #next'), /Next: Combat damage/);
    await p.page.locator('crawl-phase-bar #next').click();
    await p.settle();
    assert.deepEqual(await p.intents(), [{ type: 'act', action: { type: 'pass' }, version: 11 }]);
  });

  it('N goes on to the next step from the keyboard', async () => {
    const game = gameInEncounter('moves-encounter-keys', 2);
    await p.send(gameMessage(game, { version: 12 }));
    await p.page.keyboard.press('KeyN');
    await p.settle();
    assert.deepEqual(await p.intents(), [{ type: 'act', action: { type: 'pass' }, version: 12 }]);
  });

  it('read-only: the board shows, a banner says why, and nothing is offered', async () => {
    const game = gameInEncounter('moves-readonly', 2);
    await p.send(gameMessage(game, { readOnly: true }));
    const counts = await p.page.locator('crawl-hex-board .faces path').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-count'))));
    assert.equal(counts.reduce((a, b) => a + b, 0), game.state.hexes.length);
    assert.match(await p.text('crawl-app .read-only-banner'), /Read-only/);
    assert.equal(await p.page.locator('crawl-hex-board .target').count(), 0);
    assert.equal(await p.page.locator('crawl-phase-bar vscode-button').count(), 0, 'no Next or End turn is offered');
    await p.page.keyboard.press('KeyN');
    await p.page.locator('crawl-hex-board .map').focus();
    for (const k of DIRECTION_KEYS) await p.page.keyboard.press(`Key${k}`);
    await p.page.keyboard.press('Enter');
    await p.settle();
    assert.deepEqual(await p.intents(), []);
  });

  it('after a move the new targets come from the next game message', async () => {
    const game = playedGame('moves-next', 3);
    const to = moveTargets(legalActions(game))[0]!;
    await p.send(gameMessage(game, { version: 1 }));
    await p.page.locator(`crawl-hex-board .target[data-hex="${hexKey(to)}"]`).click();
    const next = playedGame('moves-next', 4);
    await p.send(gameMessage(next, { version: 2 }));
    const targets = await p.page.locator('crawl-hex-board .target').evaluateAll((els) => els.map((e) => e.getAttribute('data-hex')));
    assert.deepEqual(targets.sort(), moveTargets(legalActions(next)).map(hexKey).sort());
  });

  it('a refused intent shows the reason and offers the moves again', async () => {
    const game = playedGame('moves-rejected', 3);
    const to = moveTargets(legalActions(game))[0]!;
    await p.send(gameMessage(game));
    await p.page.locator(`crawl-hex-board .target[data-hex="${hexKey(to)}"]`).click();
    await p.send({ type: 'rejected', error: { rule: 'host.stale', message: 'The file changed since this view was drawn.' } });
    assert.match(await p.text('crawl-app .rejected'), /The file changed since this view was drawn/);
    assert.ok((await p.page.locator('crawl-hex-board .target').count()) > 0);
  });

  it('dragging pans and the wheel zooms, and neither moves the token, even when the drag starts on a target', async () => {
    const game = playedGame('moves-drag', 5);
    const to = moveTargets(legalActions(game))[0]!;
    await p.send(gameMessage(game));
    const viewBox = async () => (await p.page.locator('crawl-hex-board svg.board').getAttribute('viewBox'))!.split(' ').map(Number);
    const before = await viewBox();
    const start = await p.hexOnScreen(to);
    await p.page.mouse.move(start.x, start.y);
    await p.page.mouse.down();
    await p.page.mouse.move(start.x - 60, start.y - 30, { steps: 5 });
    await p.page.mouse.up();
    const dragged = await viewBox();
    assert.ok(dragged[0]! > before[0]! && dragged[1]! > before[1]!, 'dragging left and up shows what lies right and below');
    await p.page.mouse.wheel(0, -300);
    await p.settle();
    const zoomed = await viewBox();
    assert.ok(zoomed[2]! < dragged[2]!, 'wheel up zooms in');
    assert.deepEqual(await p.intents(), []);
  });

  it('arrow keys pan, +/- zoom, and the view is kept with setState', async () => {
    const game = playedGame('moves-pan', 6);
    await p.send(gameMessage(game, { fileName: 'pan.crawl.json' }));
    const viewBox = () => p.page.locator('crawl-hex-board svg.board').getAttribute('viewBox');
    const start = (await viewBox())!.split(' ').map(Number);
    await p.page.locator('crawl-hex-board .map').focus();
    await p.page.keyboard.press('ArrowRight');
    const panned = (await viewBox())!.split(' ').map(Number);
    assert.ok(panned[0]! > start[0]!, 'ArrowRight shows what lies to the east');
    await p.page.keyboard.press('+');
    const zoomed = (await viewBox())!.split(' ').map(Number);
    assert.ok(zoomed[2]! < panned[2]!, '+ zooms in');
    await p.page.keyboard.press('c');
    await p.settle(400);
    const state = (await p.state()) as { cameras?: Record<string, { x: number; y: number; zoom: number }> };
    assert.ok(state?.cameras?.['pan.crawl.json'], 'the camera is saved per file');
    assert.deepEqual(await p.intents(), [], 'panning and zooming are not intents');
  });
});
