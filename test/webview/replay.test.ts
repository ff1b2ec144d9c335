import { strict as assert } from 'node:assert';
import type { CrawlSave as SaveFile } from '../../src/engine';
import { GameHistory } from '../../src/engine/save/history';
import { Playmat } from './harness/browser';
import { gameMessage, playedGame } from './harness/games';
import { playmatEachTest } from './harness/hooks';

const VERSION = 12;

describe('the replay scrubber', () => {
  let p: Playmat;
  let game: SaveFile;
  let history: GameHistory<SaveFile>;

  // Playmat.open's default size, which these tests were written at; the game is shown once it is open.
  playmatEachTest((opened) => (p = opened), { width: 1200, height: 760 });
  beforeEach(async () => {
    game = playedGame('replay-scrubber', 12);
    history = new GameHistory(game);
    await p.send(gameMessage(game, { version: VERSION }));
  });

  /** Answers as the host does: the game after `step` actions, nothing offered. */
  const showStep = (step: number) => p.send(gameMessage(history.at(step), { version: VERSION, legal: [], replay: { step, total: game.log.length } }));
  const bar = 'crawl-replay-bar';

  it('the log\'s Replay button asks for the board one action back, and the answer shows where the replay is, with nothing to play', async () => {
    const total = game.log.length;
    assert.ok(total > 10, `the game has ${total} actions`);
    await p.page.getByRole('button', { name: 'Replay: step back through the game' }).click();
    await p.settle();
    assert.deepEqual(await p.intents(), [{ type: 'replay', step: total - 1, version: VERSION }]);

    await showStep(total - 1);
    assert.match(await p.text(bar), new RegExp(`After action ${total - 1} of ${total}`));
    assert.ok((await p.text(bar)).includes(game.log[total - 2]!.text), 'the bar says what that action did');
    assert.equal(await p.page.locator('crawl-hex-board .target').count(), 0, 'no move is offered');
    assert.equal(await p.page.locator('crawl-phase-bar vscode-button:not([aria-disabled="true"])').count(), 0, 'no step is offered');
    // The log ends at the step shown, and offers no second Replay button.
    assert.equal(await p.page.locator('crawl-game-log li').count(), Math.min(total - 1, 100), 'the newest 100 entries are drawn');
    assert.ok((await p.text('crawl-game-log li')).startsWith(`${total - 1} `), 'the newest entry is the step shown');
    assert.equal(await p.page.getByRole('button', { name: 'Replay: step back through the game' }).count(), 0);
    // The keyboard is on the slider.
    const focused = await p.page.evaluate(() => document.querySelector('crawl-app')!.shadowRoot!.querySelector('crawl-replay-bar')!.shadowRoot!.activeElement?.tagName);
    assert.equal(focused, 'INPUT');
  });

  it('the slider\'s keys and the buttons ask for the step they point at, and Escape goes back to the game', async () => {
    const total = game.log.length;
    await showStep(5);
    await p.page.locator(`${bar} input[type="range"]`).focus();
    await p.page.keyboard.press('ArrowLeft');
    await p.settle();
    await showStep(4);
    await p.page.keyboard.press('End');
    await p.settle();
    await showStep(total);
    await p.page.getByRole('button', { name: 'To the opening (Home)' }).click();
    await p.settle();
    await showStep(0);
    assert.match(await p.text(bar), new RegExp(`The opening \\(of ${total}\\)`));
    assert.equal(await p.page.locator(`${bar} vscode-toolbar-button[label="One action back (←)"]`).getAttribute('disabled'), '', 'nothing comes before the opening');
    await p.page.getByRole('button', { name: 'One action on (→)' }).click();
    await p.settle();
    await showStep(1);
    await p.page.locator(`${bar} input[type="range"]`).focus();
    await p.page.keyboard.press('Escape');
    await p.settle();
    const steps = (await p.intents()).map((m) => (m as { step: number | null }).step);
    assert.deepEqual(steps, [4, total, 0, 1, null]);
  });

  it('the arrows step from anywhere on the page, the keyboard stays on the slider from the table to the map, and the table asks nothing', async () => {
    // From a step at the table to one on the map (travel): the page changes layout, the keyboard stays put.
    let atTable = game.log.length - 1;
    while (atTable > 1 && !history.at(atTable).state.encounter) atTable--;
    let atMap = atTable + 1;
    while (atMap < game.log.length && history.at(atMap).state.phase.type !== 'travel') atMap++;
    assert.ok(history.at(atMap).state.phase.type === 'travel', 'the game travels after the fight');
    await showStep(atTable);
    assert.match(await p.text('crawl-table .prompt'), new RegExp(`The game as it stood just after action ${atTable}\\. Nothing can be played`));
    await showStep(atMap);
    const focused = () => p.page.evaluate(() => document.querySelector('crawl-app')!.shadowRoot!.querySelector('crawl-replay-bar')?.shadowRoot!.activeElement?.tagName);
    assert.equal(await focused(), 'INPUT', 'the slider keeps the keyboard');
    // With the focus off the slider (on nothing in particular), the arrows still step.
    await p.page.evaluate(() => (document.querySelector('crawl-app')!.shadowRoot!.querySelector('crawl-replay-bar')!.shadowRoot!.activeElement as HTMLElement).blur());
    assert.notEqual(await focused(), 'INPUT');
    await p.page.keyboard.press('ArrowLeft');
    await p.settle();
    assert.deepEqual((await p.intents()).map((m) => m.step), [atMap - 1]);
  });

  it('a number in the log steps to just after that action', async () => {
    const step = game.log.length - 4;
    await p.page.getByRole('button', { name: `Replay to action ${step}`, exact: true }).click();
    await p.settle();
    assert.deepEqual(await p.intents(), [{ type: 'replay', step, version: VERSION }]);
  });

  it('dragging sends one request at a time: steps asked while one is on its way collapse into the latest', async () => {
    await showStep(10);
    const slider = p.page.locator(`${bar} input[type="range"]`);
    for (const step of ['9', '8', '7', '6']) await slider.fill(step);
    await p.settle();
    assert.deepEqual((await p.intents()).map((m) => m.step), [9], 'only the first goes while it is unanswered');
    assert.equal(await slider.inputValue(), '6', 'the slider stays where the player put it');
    await showStep(9);
    await p.settle();
    assert.deepEqual((await p.intents()).map((m) => m.step), [9, 6], 'the latest is sent when the first is answered');
  });

  it('back at the game, the moves are offered again', async () => {
    await showStep(3);
    assert.equal(await p.page.locator('crawl-hex-board .target').count(), 0);
    await p.send(gameMessage(game, { version: VERSION }));
    assert.equal(await p.page.locator(bar).count(), 0, 'the bar is gone');
    assert.ok((await p.page.locator('crawl-hex-board .target').count()) + (await p.page.locator('crawl-phase-bar vscode-button').count()) > 0, 'something can be played');
  });
});
