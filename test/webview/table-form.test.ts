import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { builtInCards, importDeck, lookupIgnoringCase, newSave, readSave, writeSave } from '../../src/engine';
import type { DuelSetup } from '../../src/engine/variants/duel';
import { deckImportView } from '../../src/extension/deck-import-view';
import type { DeckResolvedMessage } from '../../src/protocol/messages';
import { Playmat } from './harness/browser';
import { choose, hostSetup, variantForm } from './harness/forms';
import { browser, harness } from './harness/hooks';
import type { ThemeName } from './harness/themes';

const OUT = join(process.cwd(), 'artifacts', 'screenshots');

const tableForm = (p: Playmat, seed = 'x'): Promise<Locator> => variantForm(p, 'Magic table', 'table.crawl.json', seed);

const disabled = (l: Locator): Promise<boolean> => l.evaluate((e) => (e as HTMLElement & { disabled: boolean }).disabled);

const lookups = { builtIn: lookupIgnoringCase(builtInCards()), imported: () => undefined };

/** Plays the host for the next resolveDeck request: the list read and matched as the host reads it. */
async function answerResolve(p: Playmat): Promise<{ request: number; variant?: string }> {
  const request = await p.page.waitForFunction(() => {
    const posted = (window as unknown as { __posted: { type: string }[] }).__posted.filter((m) => m.type === 'resolveDeck');
    return posted[posted.length - 1];
  });
  const m = (await request.jsonValue()) as unknown as { request: number; text: string; variant?: string };
  const answer: DeckResolvedMessage = { type: 'deckResolved', request: m.request, result: deckImportView(importDeck(m.text, lookups)) };
  await p.send(answer);
  await p.settle();
  return m;
}

/** The form grown to four players: you, the computer, a person here, the computer. */
async function fourSeats(p: Playmat, f: Locator): Promise<Locator> {
  const fields = f.locator('crawl-seats-fields');
  await fields.locator('vscode-textfield#players input').fill('4');
  await p.settle();
  await choose(fields, 'seat3', /hot-seat/);
  await p.settle();
  return fields;
}

describe('the new-game form: the Magic table', () => {
  let p: Playmat;
  beforeEach(async () => {
    p = await Playmat.open(browser(), harness());
  });
  afterEach(async () => {
    assert.deepEqual(p.problems, [], 'no console errors');
    await p.close();
  });

  it('four seats, each with who plays it and its deck; Start posts them, and the host makes the table of them', async () => {
    const f = await tableForm(p, 'round-4');
    assert.equal(await p.text('crawl-new-game-form h1'), 'New game at the Magic table');
    assert.equal(await f.locator('vscode-single-select#opponent').count(), 0, 'no single opponent across');
    const fields = f.locator('crawl-seats-fields');
    assert.equal(await fields.locator('.seat').count(), 2, 'two seats to start with');
    assert.equal(await p.text('crawl-new-game-form #start-summary'), '2 players · Own decks · 20 life');

    await fourSeats(p, f);
    assert.equal(await fields.locator('.seat').count(), 4);
    assert.equal(await fields.locator('crawl-deck-choice').count(), 4, 'a deck for every seat');
    await choose(fields, 'deck4', /^Dawn Patrol/);
    // The people's seats are named (the computer's are numbered): two the same are refused until one changes.
    assert.equal(await fields.locator('vscode-textfield#name2').count(), 0, 'no name for a computer seat');
    await fields.locator('vscode-textfield#name1 input').fill('Ada');
    await fields.locator('vscode-textfield#name3 input').fill(' ada ');
    await p.settle();
    assert.equal(await p.text('crawl-new-game-form #start-summary'), 'Seats 1 and 3 are both called ada: give each player a name of their own.');
    assert.equal(await disabled(f.locator('vscode-button#start')), true);
    await fields.locator('vscode-textfield#name3 input').fill('Bea');
    await fields.locator('vscode-textfield#life input').fill('30');
    await fields.locator('vscode-checkbox#landless').click();
    await p.settle();
    assert.equal(await p.text('crawl-new-game-form #start-summary'), '4 players · Own decks · 30 life');

    await f.locator('vscode-button#start').click();
    await p.settle();
    const [start] = await p.intents();
    assert.deepEqual(start, {
      type: 'startGame',
      variant: 'duel',
      seed: 'round-4',
      options: {
        seats: [
          { control: 'you', name: 'Ada', deck: 'green' },
          { control: 'computer', deck: 'red' },
          { control: 'hotseat', name: 'Bea', deck: 'blue' },
          { control: 'computer', deck: 'white' },
        ],
        format: 'decks',
        build: false,
        life: 30,
        landless: true,
        stops: 'key-moments',
      },
      version: 0,
    });
    const setup = hostSetup<DuelSetup>('duel', 'round-4', (start as { options: unknown }).options);
    assert.deepEqual(setup.players.map((x) => `${x.name}:${x.control}`), ['Ada:human', 'Computer 1:computer', 'Bea:human', 'Computer 2:computer']);
    assert.equal(setup.players[3]!.deck?.name, 'Dawn Patrol');
    assert.ok(readSave(writeSave(newSave(setup))).ok, 'the file it writes is a valid game');
  });

  it('a single deck takes the decks away and holds Landless on; fewer players drop the last seats', async () => {
    const f = await tableForm(p);
    const fields = await fourSeats(p, f);
    await choose(fields, 'format', 'Single deck');
    await p.settle();
    assert.equal(await fields.locator('crawl-deck-choice').count(), 0, 'no seat brings a deck');
    const landless = fields.locator('vscode-checkbox#landless');
    assert.equal(await landless.evaluate((e) => (e as HTMLInputElement).checked), true);
    assert.equal(await disabled(landless), true, 'Landless cannot be turned off');
    await fields.locator('vscode-textfield#players input').fill('3');
    await p.settle();
    assert.equal(await fields.locator('.seat').count(), 3);
    assert.equal(await p.text('crawl-new-game-form #start-summary'), '3 players · Single deck · 20 life');
    await f.locator('vscode-button#start').click();
    await p.settle();
    const [start] = await p.intents();
    const options = (start as { options: unknown }).options;
    assert.deepEqual(options, { seats: [{ control: 'you' }, { control: 'computer' }, { control: 'hotseat' }], format: 'single-deck', build: false, life: 20, landless: true, stops: 'key-moments' });
    const setup = hostSetup<DuelSetup>('duel', 'x', options);
    assert.ok(setup.shared, 'the shared deck is designed');
    assert.equal(setup.options.landless, true);
  });

  it('a number of players out of range, or two seats that are yours, keep Start disabled and say why', async () => {
    const f = await tableForm(p);
    const fields = f.locator('crawl-seats-fields');
    await fields.locator('vscode-textfield#players input').fill('9');
    await p.settle();
    assert.equal(await p.text('crawl-new-game-form #start-summary'), 'Players is a whole number from 2 to 8.');
    assert.equal(await disabled(f.locator('vscode-button#start')), true);
    await fields.locator('vscode-textfield#players input').fill('3');
    await p.settle();
    assert.equal(await disabled(f.locator('vscode-button#start')), false);
    await choose(fields, 'seat2', 'You');
    await p.settle();
    assert.equal(await p.text('crawl-new-game-form #start-summary'), 'Only one seat is yours: another person at this playmat plays hot-seat.');
    assert.equal(await disabled(f.locator('vscode-button#start')), true);
  });

  it("a seat's own list is read by the host and sent with its cards", async () => {
    const f = await tableForm(p);
    const fields = await fourSeats(p, f);
    await choose(fields, 'deck3', 'Your own deck list…');
    await fields.locator('crawl-deck-choice[name=deck3] textarea#decklist').fill('Deck\n20 Forest\n20 Grizzly Bears\n');
    const asked = await answerResolve(p);
    assert.equal(asked.variant, 'duel');
    assert.equal(await disabled(f.locator('vscode-button#start')), false);
    await f.locator('vscode-button#start').click();
    await p.settle();
    const start = (await p.intents()).find((m) => m.type === 'startGame') as { options: { seats: { deck?: unknown }[] } };
    assert.deepEqual(start.options.seats[2]!.deck, { name: 'Imported deck', cards: [{ name: 'Forest', count: 20 }, { name: 'Grizzly Bears', count: 20 }] });
    const setup = hostSetup<DuelSetup>('duel', 'x', start.options);
    assert.equal(setup.players[2]!.deck?.cards.length, 2);
  });

  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`drawn with four seats, ${theme} (artifacts/screenshots/new-game-table-${theme}.png)`, async () => {
      // Tall enough for every seat and the rules below them.
      const shot = await Playmat.open(browser(), harness(), { theme, width: 800, height: 1350 });
      try {
        await fourSeats(shot, await tableForm(shot));
        await shot.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await shot.settle(200);
        mkdirSync(OUT, { recursive: true });
        await shot.page.screenshot({ path: join(OUT, `new-game-table-${theme}.png`), fullPage: true });
        assert.deepEqual(shot.problems, []);
      } finally {
        await shot.close();
      }
    });
  }
});
