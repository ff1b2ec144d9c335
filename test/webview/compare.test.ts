import { strict as assert } from 'node:assert';
import { legalActions, type CrawlSave as SaveFile } from '../../src/engine';
import { compareMessage } from '../../src/extension/compare/compare-message';
import type { ThemeName } from './harness/themes';
import { Playmat } from './harness/browser';
import { act, autopilot, gameMessage, playedGame } from './harness/games';
import { browser, harness } from './harness/hooks';

const side = (label: string, detail: string, game: SaveFile) => ({ label, detail, game });

/** A save played on from `base` by the autopilot, going a different way at the first move. */
function forkOf(base: SaveFile, taken: SaveFile): SaveFile {
  const next = JSON.stringify(taken.log[base.log.length]!.action);
  let game = act(base, legalActions(base).find((a) => JSON.stringify(a) !== next)!);
  for (let i = 0; i < 40; i++) game = act(game, autopilot(game, i + 1));
  return game;
}

describe('the Compare view', () => {
  const earlier = playedGame('compare-view', 4);
  const later = playedGame('compare-view', 7);
  let p: Playmat;
  beforeEach(async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 900 });
  });
  afterEach(async () => {
    assert.deepEqual(p.problems, [], 'no console errors');
    await p.close();
  });

  it('shows both boards, marks the hexes and figures that differ, and lists the actions between them', async () => {
    const message = compareMessage(side('game.crawl.json @ a1b2c3d', 'in commit a1b2c3d', earlier), side('game.crawl.json', 'as saved', later));
    await p.send(message);
    assert.equal(await p.page.locator('crawl-compare-view crawl-hex-board').count(), 2);
    assert.match(await p.text('crawl-compare-view header'), /The right-hand save goes on from the left-hand one: \d+ actions more/);
    // Each board marks its own changed hexes: the later one all it gained, the earlier none.
    const marked = await p.page.locator('crawl-compare-view crawl-hex-board').evaluateAll((boards) =>
      boards.map((b) => Number(b.shadowRoot!.querySelector('path.changed')?.getAttribute('data-count') ?? 0)),
    );
    assert.deepEqual(marked, [0, message.right.changedHexes.length]);
    assert.ok(message.right.changedHexes.length > 0);
    // The list between them is the later save's own log entries, in order.
    const listed = await p.page.locator('crawl-compare-view .between ol li').allInnerTexts();
    assert.deepEqual(listed.map((t) => t.replace(/\s+/g, ' ').trim()), message.between.right.map((e) => `${e.seq}. ${e.text}`));
    // Moves differ, and are marked on both sides; the figures that agree are not.
    const differs = await p.page.locator('crawl-compare-view .side.right .figures .differs dt').allInnerTexts();
    assert.ok(differs.includes('Moves'), `marked: ${differs.join(', ')}`);
    assert.equal(await p.page.locator('crawl-compare-view .side.left .figures .differs').count(), differs.length);
    // Nothing here is a move: no hex is offered, and clicking a board posts nothing.
    assert.equal(await p.page.locator('crawl-compare-view crawl-hex-board .target').count(), 0);
    await p.page.locator('crawl-compare-view crawl-hex-board').first().click();
    await p.settle();
    assert.deepEqual(await p.intents(), []);
  });

  it('shows a fork as two lists after the actions they share', async () => {
    const fork = forkOf(earlier, later);
    const message = compareMessage(side('ours', '', later), side('theirs', '', fork));
    assert.equal(message.relation, 'forked');
    await p.send(message);
    assert.match(await p.text('crawl-compare-view .between'), new RegExp(`Both share the first ${earlier.log.length} actions`));
    const lists = await p.page.locator('crawl-compare-view .forks ol').evaluateAll((ols) => ols.map((ol) => ol.children.length));
    assert.deepEqual(lists, [message.between.left.length, message.between.right.length]);
  });

  it('a version from git history offers, in its read-only banner, to compare it with its file', async () => {
    await p.send(gameMessage(earlier, { readOnly: true, fileName: 'game.crawl.json', compareWithFile: 'game.crawl.json' }));
    await p.page.locator('.read-only-banner vscode-button', { hasText: 'Compare with game.crawl.json' }).click();
    await p.settle();
    assert.deepEqual(await p.intents(), [{ type: 'compareWithFile' }]);
    // A read-only file that is not from git offers nothing of the kind.
    await p.send(gameMessage(earlier, { readOnly: true, fileName: 'game.crawl.json' }));
    assert.equal(await p.page.locator('.read-only-banner vscode-button').count(), 0);
  });

  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`looks right in ${theme} (screenshot)`, async () => {
      const shot = await Playmat.open(browser(), harness(), { theme, width: 1280, height: 900 });
      try {
        await shot.send(compareMessage(side('my-crawl.crawl.json @ 3f9e2a1', 'in commit 3f9e2a1 · 31 actions', earlier), side('my-crawl.crawl.json', 'with unsaved moves · 58 actions', later)));
        await shot.page.mouse.move(1275, 895);
        await shot.settle(300);
        await shot.page.screenshot({ path: `artifacts/screenshots/compare-${theme}.png` });
        assert.deepEqual(shot.problems, []);
      } finally {
        await shot.close();
      }
    });
  }
});
