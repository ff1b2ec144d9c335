import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { checkFormAnswer, frontier, newSave, readSave, writeSave } from '../../src/engine';
import { Playmat } from './harness/browser';
import { browser, harness } from './harness/hooks';
import { newGameMessage } from './harness/games';
import type { ThemeName } from './harness/themes';

const OUT = join(process.cwd(), 'artifacts', 'screenshots');

/** Picks from a dropdown the way a player does: open it, then choose. */
async function choose(form: Locator, id: string, name: string | RegExp): Promise<void> {
  await form.locator(`vscode-single-select#${id}`).click();
  await form.locator(`vscode-single-select#${id}`).getByRole('option', { name }).click();
}

/** The game the host would write for a start message's answer, as it checks it. */
function hostSetup(seed: string, answer: unknown) {
  const checked = checkFormAnswer<Parameters<typeof frontier.form.setup>[1]>(frontier.form, frontier.title, answer);
  assert.ok(checked.ok, JSON.stringify(checked));
  const made = frontier.form.setup(seed, checked.answer);
  assert.ok(made.ok, JSON.stringify(made));
  return made.setup;
}

describe('the new-game form: Frontier Magic', () => {
  let p: Playmat;
  beforeEach(async () => {
    p = await Playmat.open(browser(), harness());
  });
  afterEach(async () => {
    assert.deepEqual(p.problems, [], 'no console errors');
    await p.close();
  });

  it('offers both games, each with a line on it; choosing Frontier shows its fields, and Start posts its defaults', async () => {
    await p.send(newGameMessage({ version: 2, fileName: 'duel.crawl.json', suggestedSeed: 'slate-fox-3' }));
    const form = p.page.locator('crawl-new-game-form');
    const variant = form.locator('vscode-single-select#variant');
    const options = variant.locator('vscode-option');
    assert.deepEqual(await options.allTextContents(), ['Magic Crawl', 'Frontier Magic']);
    assert.equal(await options.nth(1).getAttribute('description'), frontier.form.description);
    assert.equal(await p.text('crawl-new-game-form #variant-help'), 'A solo hex crawl, by Gustavo Coelho.');
    assert.equal(await form.locator('crawl-frontier-fields').count(), 0);

    await choose(form, 'variant', 'Frontier Magic');
    await p.settle();
    assert.equal(await p.text('crawl-new-game-form h1'), 'New Frontier Magic game');
    assert.equal(await p.text('crawl-new-game-form #variant-help'), frontier.form.description);
    const fields = form.locator('crawl-frontier-fields');
    assert.equal(await form.locator('vscode-single-select#opponent').count(), 1, 'opponent');
    for (const id of ['deck', 'deck2']) assert.equal(await fields.locator(`vscode-single-select#${id}`).count(), 1, id);
    for (const id of ['neighboursNeedHome', 'stops']) assert.equal(await fields.locator(`vscode-checkbox#${id}`).count(), 1, id);
    // Magic Crawl's parts are gone while Frontier is chosen.
    assert.equal(await form.locator('crawl-goal-fields, crawl-deck-fields, crawl-expansion-fields, crawl-difficulty-fields').count(), 0);
    assert.equal(await p.text('crawl-new-game-form #start-summary'), 'Deep Wildwood (you) against Sparks and Giants (the computer)');

    await form.locator('vscode-button#start').click();
    await p.settle();
    const intents = await p.intents();
    const defaults = { opponent: 'computer', deck: 'green', deck2: 'red', neighboursNeedHome: false, stops: 'when-able' };
    assert.deepEqual(intents, [{ type: 'startGame', variant: 'frontier', seed: 'slate-fox-3', options: defaults, version: 2 }]);
    const setup = hostSetup('slate-fox-3', (intents[0] as { options: unknown }).options);
    assert.equal(setup.players.north.control, 'computer');
    assert.ok(readSave(writeSave(newSave(setup))).ok, 'the file it writes is a valid game');
  });

  it('every Frontier choice reaches the startGame message, chosen with the keyboard too', async () => {
    await p.send(newGameMessage({ suggestedSeed: 'x' }));
    const form = p.page.locator('crawl-new-game-form');
    // The variant by keyboard: focus the select, open it, move down to Frontier Magic, take it.
    await form.locator('vscode-single-select#variant').focus();
    await p.page.keyboard.press('Space');
    await p.page.keyboard.press('ArrowDown');
    await p.page.keyboard.press('Enter');
    await p.settle();
    assert.equal(await p.text('crawl-new-game-form h1'), 'New Frontier Magic game');
    const fields = form.locator('crawl-frontier-fields');
    await choose(form, 'opponent', /hot-seat/);
    await choose(fields, 'deck', 'Cloud Scholars');
    await choose(fields, 'deck2', 'Night Hunt');
    await fields.locator('vscode-checkbox#neighboursNeedHome').click();
    await fields.locator('vscode-checkbox#stops').click();
    assert.equal(await p.text('crawl-new-game-form crawl-frontier-fields vscode-label[for=deck2]'), "Player 2's deck");
    await form.locator('vscode-textfield#seed input').fill('two at one table');
    await form.locator('vscode-button#start').focus();
    await p.page.keyboard.press('Enter');
    await p.settle();
    const [intent] = await p.intents();
    const answer = { opponent: 'hotseat', deck: 'blue', deck2: 'black', neighboursNeedHome: true, stops: 'every-step' };
    assert.deepEqual(intent, { type: 'startGame', variant: 'frontier', seed: 'two at one table', options: answer, version: 0 });
    // The same game as the command line makes for the same choices.
    const setup = hostSetup('two at one table', answer);
    const cli = frontier.cli.setup({ opponent: 'hotseat', deck: 'blue', deck2: 'black', 'neighbours-need-home': true, 'stop-every-step': true }, 'two at one table', {
      text: () => '',
      cardData: () => {
        throw new Error('no card data is read for starter decks');
      },
      note: () => undefined,
    });
    assert.ok(cli.ok);
    assert.deepEqual(setup, cli.value);
    assert.equal(setup.players.north.control, 'human');
  });

  it('an older host that offers no variants: Magic Crawl only, as before', async () => {
    await p.send({ ...newGameMessage({ suggestedSeed: 'x' }), variants: undefined });
    const options = p.page.locator('crawl-new-game-form vscode-single-select#variant vscode-option');
    assert.deepEqual(await options.allTextContents(), ['Magic Crawl']);
  });

  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`drawn with Frontier chosen, ${theme} (artifacts/screenshots/new-game-frontier-${theme}.png)`, async () => {
      const shot = await Playmat.open(browser(), harness(), { theme, width: 800, height: 900 });
      try {
        await shot.send(newGameMessage({ fileName: 'duel.crawl.json', suggestedSeed: 'copper-heron-42' }));
        const form = shot.page.locator('crawl-new-game-form');
        await choose(form, 'variant', 'Frontier Magic');
        await shot.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await shot.settle(200);
        const overflow = await shot.page.evaluate(() => {
          const app = document.querySelector('crawl-app')!;
          return { page: document.documentElement.scrollWidth, app: app.scrollWidth - app.clientWidth };
        });
        assert.ok(overflow.page <= 800 && overflow.app <= 0, JSON.stringify(overflow));
        mkdirSync(OUT, { recursive: true });
        await shot.page.screenshot({ path: join(OUT, `new-game-frontier-${theme}.png`) });
        assert.deepEqual(shot.problems, []);
      } finally {
        await shot.close();
      }
    });
  }
});
