import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { builtInCards, importDeck, lookupIgnoringCase, newSave, readSave, writeSave } from '../../src/engine';
import { castle, type CastleSetup } from '../../src/engine/variants/castle';
import { deckImportView } from '../../src/extension/deck-import-view';
import { deckListJudge, deckListReader } from '../../src/extension/new-game-variant';
import type { DeckResolvedMessage } from '../../src/protocol/messages';
import { Playmat } from './harness/browser';
import { choose, hostSetup, variantForm } from './harness/forms';
import { browser, harness } from './harness/hooks';
import type { ThemeName } from './harness/themes';

const OUT = join(process.cwd(), 'artifacts', 'screenshots');

const lookups = { builtIn: lookupIgnoringCase(builtInCards()), imported: () => undefined };

/** What the host answers a deck list message with: the list read as Castle reads it (its stock section apart), and judged. */
function hostAnswer(m: { request: number; text: string; fileName?: string; variant?: string }): DeckResolvedMessage {
  const read = deckListReader(m.variant, (text) => importDeck(text, lookups, m.fileName));
  return { type: 'deckResolved', request: m.request, result: deckImportView(read(m.text), deckListJudge(m.variant)) };
}

/** Plays the host for the next resolveDeck request (after `after`) and answers it. */
async function answerResolve(p: Playmat, after = 0): Promise<{ request: number; variant?: string }> {
  const request = await p.page.waitForFunction((n) => {
    const posted = (window as unknown as { __posted: { type: string; request: number }[] }).__posted.filter((m) => m.type === 'resolveDeck' && m.request > n);
    return posted[posted.length - 1];
  }, after);
  const m = (await request.jsonValue()) as unknown as { request: number; text: string; fileName?: string; variant?: string };
  await p.send(hostAnswer(m));
  await p.settle();
  return m;
}

const castleForm = (p: Playmat, seed = 'x'): Promise<Locator> => variantForm(p, 'Castle Magic', 'siege.crawl.json', seed);

const LIST = 'About\nName Lions\n\nDeck\n24 Plains\n4 Savannah Lions\n4 White Knight\n\nCastle\n4 Savannah Lions\n4 White Knight\n4 Serra Angel\n3 Griffin Sentinel\n';

describe('the new-game form: Castle Magic', () => {
  let p: Playmat;
  beforeEach(async () => {
    p = await Playmat.open(browser(), harness());
  });
  afterEach(async () => {
    assert.deepEqual(p.problems, [], 'no console errors');
    await p.close();
  });

  it("choosing Castle shows its own words, decks and rules, and Start posts its defaults, the same game as the command line's", async () => {
    const form = await castleForm(p, 'ram-7');
    assert.equal(await p.text('crawl-new-game-form h1'), 'New Castle Magic game');
    assert.equal(await p.text('crawl-new-game-form #variant-help'), castle.form.description);
    const fields = form.locator('crawl-seats-fields');
    assert.match(await fields.locator('.intro').innerText(), /stock of fifteen creatures/);
    assert.equal(await fields.locator('vscode-textfield#life').evaluate((e) => (e as HTMLInputElement).value), '20');
    assert.equal(await fields.locator('vscode-checkbox#diagonal').count(), 1);
    // Frontier's rules are not Castle's.
    assert.equal(await fields.locator('vscode-checkbox#neighboursNeedHome').count(), 0);
    assert.equal(await p.text('crawl-new-game-form #start-summary'), 'Deep Wildwood (you) against Sparks and Giants (the computer)');

    await form.locator('vscode-button#start').click();
    await p.settle();
    const intents = await p.intents();
    assert.deepEqual(intents, [{ type: 'startGame', variant: 'castle', seed: 'ram-7', options: { opponent: 'computer', deck: 'green', deck2: 'red', life: 20, diagonal: false, responses: true, stops: 'key-moments' }, version: 0 }]);
    const setup = hostSetup<CastleSetup>('castle', 'ram-7', (intents[0] as { options: unknown }).options);
    assert.equal(setup.players.south.stock.length, 15);
    assert.ok(readSave(writeSave(newSave(setup))).ok, 'the file it writes is a valid game');
  });

  it('a life out of range keeps Start disabled and says why; every choice, by mouse and keyboard, reaches the message', async () => {
    const form = await castleForm(p);
    const fields = form.locator('crawl-seats-fields');
    const life = fields.locator('vscode-textfield#life');
    await life.locator('input').fill('0');
    await p.settle();
    assert.equal(await p.text('crawl-new-game-form crawl-seats-fields #life-help'), 'Starting life is a whole number from 1 to 1000.');
    assert.equal(await p.text('crawl-new-game-form #start-summary'), 'Starting life is a whole number from 1 to 1000.');
    assert.equal(await form.locator('vscode-button#start').evaluate((b) => (b as HTMLElement & { disabled: boolean }).disabled), true);
    await life.locator('input').fill('30');
    await choose(form, 'opponent', /hot-seat/);
    await choose(fields, 'deck2', 'Night Hunt');
    // The diagonal reading by keyboard: focus it and press Space.
    await fields.locator('vscode-checkbox#diagonal').focus();
    await p.page.keyboard.press('Space');
    await fields.locator('vscode-checkbox#responses').click();
    await p.settle();
    await form.locator('vscode-button#start').click();
    await p.settle();
    const [start] = await p.intents();
    assert.deepEqual((start as { options: unknown }).options, { opponent: 'hotseat', deck: 'green', deck2: 'black', life: 30, diagonal: true, responses: false, stops: 'key-moments' });
    const setup = hostSetup<CastleSetup>('castle', 'x', (start as { options: unknown }).options);
    assert.deepEqual(setup.options, { life: 30, diagonal: true, responses: false, stops: 'key-moments' });
    assert.equal(setup.players.north.control, 'human');
  });

  it('a pasted list gives its stock from its "Castle" section; one without a stock is refused by line', async () => {
    const form = await castleForm(p);
    const fields = form.locator('crawl-seats-fields');
    await choose(fields, 'deck', 'Your own deck list…');
    const area = fields.locator('crawl-deck-choice[name=deck] textarea#decklist');
    await area.fill('24 Plains\n4 Savannah Lions\n');
    const first = await answerResolve(p);
    assert.equal(first.variant, 'castle');
    assert.match(await p.text('crawl-new-game-form crawl-deck-choice[name=deck]'), /no "Castle" or "Stock" section/);
    assert.equal(await form.locator('vscode-button#start').evaluate((b) => (b as HTMLElement & { disabled: boolean }).disabled), true);

    await area.fill(LIST);
    await answerResolve(p, first.request);
    assert.match(await p.text('crawl-new-game-form crawl-deck-choice[name=deck]'), /a stock of 15 creatures \(3 Griffin Sentinel, 4 Savannah Lions, 4 Serra Angel, 4 White Knight\)/);
    await form.locator('vscode-button#start').click();
    await p.settle();
    const start = (await p.intents()).find((m) => m.type === 'startGame') as { options: { deck: { stock: string[] } } };
    assert.equal(start.options.deck.stock.length, 15);
    const setup = hostSetup<CastleSetup>('castle', 'x', start.options);
    assert.equal(setup.players.south.deck.name, 'Lions');
    assert.equal(setup.players.south.stock.filter((n) => n === 'Serra Angel').length, 4);
  });

  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`drawn with a list and its stock, ${theme} (artifacts/screenshots/new-game-castle-${theme}.png)`, async () => {
      const shot = await Playmat.open(browser(), harness(), { theme, width: 800, height: 1200 });
      try {
        const form = await castleForm(shot);
        const fields = form.locator('crawl-seats-fields');
        await choose(fields, 'deck', 'Your own deck list…');
        await fields.locator('crawl-deck-choice[name=deck] textarea#decklist').fill(LIST);
        await answerResolve(shot);
        await shot.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await shot.settle(200);
        const overflow = await shot.page.evaluate(() => {
          const app = document.querySelector('crawl-app')!;
          return { page: document.documentElement.scrollWidth, app: app.scrollWidth - app.clientWidth };
        });
        assert.ok(overflow.page <= 800 && overflow.app <= 0, JSON.stringify(overflow));
        mkdirSync(OUT, { recursive: true });
        await shot.page.screenshot({ path: join(OUT, `new-game-castle-${theme}.png`), fullPage: true });
        assert.deepEqual(shot.problems, []);
      } finally {
        await shot.close();
      }
    });
  }
});
