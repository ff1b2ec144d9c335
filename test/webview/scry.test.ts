import { strict as assert } from 'node:assert';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CardDef } from '../../src/engine/cards/card';
import type { CardDefData } from '../../src/engine/cards/card-schema';
import { addImportedCards } from '../../src/engine/cards/pool';
import { readRulesText } from '../../src/engine/import/oracle';
import { scenario } from '../unit/rules/scenario';
import { Playmat } from './harness/browser';
import { gameMessage } from './harness/games';
import { browser, harness } from './harness/hooks';
import type { ThemeName } from './harness/themes';

/** An imported sorcery whose whole text is "Scry 2.", its text read as the importer reads it. */
function glance(): CardDef {
  const r = readRulesText('Scry 2.', 'Test Glance', { types: ['Sorcery'], subtypes: [] });
  assert.equal(r.unread, 0);
  const def: CardDef = { name: 'Test Glance', manaCost: '{U}', colours: ['U'], types: ['Sorcery'], subtypes: [], keywords: [], abilities: r.abilities };
  addImportedCards([def]);
  return def;
}

/** A crawl in which Test Glance has just been cast: the scry question waits on two cards of the library. */
function scrying() {
  const s = scenario({ hand: ['Test Glance'], battlefield: ['Island'], foes: ['Grizzly Bears'], library: ['Forest', 'Mountain', 'Swamp'], options: { cards: [glance() as CardDefData] } });
  s.cast('Test Glance');
  const prompt = s.state.prompt;
  assert.ok(prompt?.type === 'scry' && prompt.cards.length === 2);
  return { s, cards: prompt.cards };
}

/** The scry question on the playmat (CR 701.22a): a button for each card and place, each sending its answer. */
describe('the playmat: a scry question', () => {
  let p: Playmat;
  afterEach(async () => {
    assert.deepEqual(p.problems, [], 'no console errors');
    await p.close();
  });

  it('CR 701.22a: each card looked at has "on top" and "on the bottom"; a press sends that answer', async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
    const { s, cards } = scrying();
    await p.send(gameMessage(s.game, { legal: s.legal() }));
    const buttons = p.page.locator('crawl-table .prompt vscode-button.scry');
    assert.equal(await buttons.count(), 4, 'two cards, each to the top or the bottom');
    const labels = await buttons.allTextContents();
    for (const card of cards) assert.equal(labels.filter((l) => l.includes(card)).length, 2, `${card}: top and bottom (${labels.join('; ')})`);
    assert.ok(await p.page.locator('crawl-table .prompt').isVisible());
    await buttons.nth(1).click();
    const sent = (await p.intents()).find((i) => i.type === 'act') as { action: unknown } | undefined;
    assert.deepEqual(sent?.action, s.legal()[1], 'the second button sends the second answer listed');
  });

  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`screenshots: a scry question, ${theme}`, async () => {
      p = await Playmat.open(browser(), harness(), { theme, width: 1280, height: 800 });
      const { s } = scrying();
      await p.send(gameMessage(s.game, { legal: s.legal() }));
      await p.page.mouse.move(1275, 795);
      await p.settle(200);
      const dir = join(process.cwd(), 'artifacts', 'screenshots');
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `scry-${theme}.png`);
      await p.page.screenshot({ path: file });
      assert.ok(statSync(file).size > 10_000);
    });
  }
});
