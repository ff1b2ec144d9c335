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

/**
 * An imported creature whose whole text is "Fabricate 2", its text read as the importer reads it. Its Servo is left out
 * of the pool: no answer is applied here, and the pool's tokens are what other playmat tests list.
 */
function fabricator(): CardDef[] {
  const r = readRulesText('Fabricate 2', 'Test Fabricator', { types: ['Creature'], subtypes: ['Dwarf'] });
  assert.equal(r.unread, 0);
  const def: CardDef = { name: 'Test Fabricator', manaCost: '{2}{W}', colours: ['W'], types: ['Creature'], subtypes: ['Dwarf'], power: 1, toughness: 1, keywords: [], abilities: r.abilities };
  addImportedCards([def]);
  return [def];
}

/** A crawl in which Test Fabricator has just entered: the fabricate question waits. */
function fabricating() {
  const s = scenario({ hand: ['Test Fabricator'], battlefield: ['Plains', 'Plains', 'Plains'], foes: ['Grizzly Bears'], options: { cards: fabricator() as CardDefData[] } });
  s.cast('Test Fabricator');
  assert.equal(s.state.prompt?.type, 'fabricate');
  return s;
}

/** The fabricate question on the playmat (CR 702.123a): a button for the counters and one for the Servos. */
describe('the playmat: a fabricate question', () => {
  let p: Playmat;
  afterEach(async () => {
    assert.deepEqual(p.problems, [], 'no console errors');
    await p.close();
  });

  it('CR 702.123a: "Put 2 +1/+1 counters on …" and "Create 2 1/1 Servo tokens"; a press sends that answer', async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
    const s = fabricating();
    await p.send(gameMessage(s.game, { legal: s.legal() }));
    const buttons = p.page.locator('crawl-table .prompt vscode-button.fabricate');
    assert.equal(await buttons.count(), 2);
    const labels = await buttons.allTextContents();
    assert.ok(labels[0]!.includes('+1/+1 counters on Test Fabricator') && labels[1]!.includes('Servo'), labels.join('; '));
    await buttons.nth(1).click();
    const sent = (await p.intents()).find((i) => i.type === 'act') as { action: unknown } | undefined;
    assert.deepEqual(sent?.action, { type: 'fabricate', choice: 'servos' });
  });

  it('screenshots: a fabricate question, dark', async () => {
    p = await Playmat.open(browser(), harness(), { theme: 'dark', width: 1280, height: 800 });
    const s = fabricating();
    await p.send(gameMessage(s.game, { legal: s.legal() }));
    await p.page.mouse.move(1275, 795);
    await p.settle(200);
    const dir = join(process.cwd(), 'artifacts', 'screenshots');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'fabricate-dark.png');
    await p.page.screenshot({ path: file });
    assert.ok(statSync(file).size > 10_000);
  });
});
