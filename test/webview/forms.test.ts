import { strict as assert } from 'node:assert';
import { Playmat } from './harness/browser';
import { browser, harness } from './harness/hooks';
import { newGameMessage } from './harness/games';

describe('new-game form and invalid-file view', () => {
  let p: Playmat;
  beforeEach(async () => {
    p = await Playmat.open(browser(), harness());
  });
  afterEach(async () => {
    assert.deepEqual(p.problems, [], 'no console errors');
    await p.close();
  });

  it('an empty file shows the form with the suggested seed, and Start posts startGame', async () => {
    await p.send(newGameMessage({ version: 3, fileName: 'fresh.crawl.json', suggestedSeed: 'amber-wolf-17' }));
    const seed = p.page.locator('crawl-new-game-form vscode-textfield#seed');
    assert.equal(await seed.evaluate((e) => (e as HTMLInputElement).value), 'amber-wolf-17');
    await p.page.locator('crawl-new-game-form vscode-button#start').click();
    await p.settle();
    assert.deepEqual(await p.intents(), [
      {
        type: 'startGame',
        seed: 'amber-wolf-17',
        options: {
          deck: 'green',
          goals: [{ type: 'reach', distance: 4 }],
          life: 20,
          preparationRounds: 3,
          opponentSpells: 'remove',
          distribution: 'standard',
          startColour: 'random',
        },
        version: 3,
      },
    ]);
  });

  it('the chosen distribution, colour and an edited seed are sent', async () => {
    await p.send(newGameMessage({ fileName: 'fresh.crawl.json', suggestedSeed: 'x' }));
    const form = p.page.locator('crawl-new-game-form');
    // Pick from the dropdowns the way a player does: open, then choose.
    await form.locator('vscode-single-select#distribution').click();
    await form.locator('vscode-single-select#distribution').getByRole('option', { name: 'd6 table' }).click();
    await form.locator('vscode-single-select#colour').click();
    await form.locator('vscode-single-select#colour').getByRole('option', { name: 'Red (Mountain)' }).click();
    const input = form.locator('vscode-textfield#seed input');
    await input.fill('my own seed');
    await form.locator('vscode-button#start').focus();
    await p.page.keyboard.press('Enter');
    await p.settle();
    const [intent] = await p.intents();
    assert.deepEqual(intent, {
      type: 'startGame',
      seed: 'my own seed',
      options: {
        deck: 'green',
        goals: [{ type: 'reach', distance: 4 }],
        life: 20,
        preparationRounds: 3,
        opponentSpells: 'remove',
        distribution: 'd6',
        startColour: 'R',
      },
      version: 0,
    });
  });

  it('deck, goal, format, preparation rounds and opponent spells are sent as chosen', async () => {
    await p.send(newGameMessage({ version: 4, fileName: 'fresh.crawl.json', suggestedSeed: 'x' }));
    const form = p.page.locator('crawl-new-game-form');
    const choose = async (id: string, name: string | RegExp) => {
      await form.locator(`vscode-single-select#${id}`).click();
      await form.locator(`vscode-single-select#${id}`).getByRole('option', { name }).click();
    };
    await choose('deck', /^Sparks and Giants/);
    await choose('goal', 'Both: reach a hex and defeat a creature');
    await choose('distance', /^6 hexes/);
    await form.locator('vscode-single-select#creature').click();
    await form.locator('vscode-single-select#creature').getByRole('option', { name: /^Serra Angel/ }).click();
    await choose('life', /Commander/);
    await choose('rounds', /^None/);
    await choose('opponent', /discard each when drawn/);
    assert.match(await p.text('crawl-new-game-form'), /Red · 60 cards/);
    await form.locator('vscode-button#start').click();
    await p.settle();
    assert.deepEqual(await p.intents(), [
      {
        type: 'startGame',
        seed: 'x',
        options: {
          deck: 'red',
          goals: [
            { type: 'reach', distance: 6 },
            { type: 'defeat', creature: 'Serra Angel' },
          ],
          life: 40,
          preparationRounds: 0,
          opponentSpells: 'discard',
          distribution: 'standard',
          startColour: 'random',
        },
        version: 4,
      },
    ]);
  });

  it('an empty seed is refused in the form', async () => {
    await p.send(newGameMessage({ fileName: 'fresh.crawl.json', suggestedSeed: 'x' }));
    const form = p.page.locator('crawl-new-game-form');
    await form.locator('vscode-textfield#seed input').fill('   ');
    await form.locator('vscode-button#start').click({ force: true });
    await p.settle();
    assert.deepEqual(await p.intents(), []);
    assert.match(await form.locator('#seed-help').innerText(), /Give the game a seed/);
  });

  it('a read-only empty file shows the form disabled', async () => {
    await p.send(newGameMessage({ readOnly: true, fileName: 'fresh.crawl.json', suggestedSeed: 'x' }));
    const form = p.page.locator('crawl-new-game-form');
    assert.match(await p.text('crawl-new-game-form'), /read-only/);
    await form.locator('vscode-button#start').click({ force: true });
    await p.settle();
    assert.deepEqual(await p.intents(), []);
  });

  it('an invalid file lists each problem with its place, and Open as Text posts openAsText', async () => {
    await p.send({
      type: 'invalid',
      fileName: 'broken.crawl.json',
      problems: [
        { path: '/state/hexes/3/terrain', message: 'is "Desert"; expected one of "Plains", "Island", "Swamp", "Mountain", "Forest"' },
        { path: '/log', message: 'is missing' },
        { path: '', message: 'not valid JSON: Unexpected end of input', line: 12, column: 4 },
      ],
    });
    const view = p.page.locator('crawl-invalid-view');
    const items = await view.locator('.problems li').allInnerTexts();
    assert.equal(items.length, 3);
    assert.match(items[0]!, /\/state\/hexes\/3\/terrain\s+is "Desert"/);
    assert.match(items[1]!, /\/log\s+is missing/);
    assert.match(items[2]!, /line 12, column 4\s+not valid JSON/);
    assert.match(await p.text('crawl-invalid-view'), /broken\.crawl\.json/);
    await view.locator('vscode-button#open-as-text').click();
    await p.settle();
    assert.deepEqual(await p.intents(), [{ type: 'openAsText' }]);
  });

  it('sends ready once on load', async () => {
    const ready = (await p.posted()).filter((m) => m.type === 'ready');
    assert.equal(ready.length, 1);
  });
});
