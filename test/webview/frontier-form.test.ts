import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { type CardDefData, frontier, type FrontierSetup, importDeck, lookupIgnoringCase, builtInCards, newSave, readSave, writeSave } from '../../src/engine';
import { deckImportView } from '../../src/extension/deck-import-view';
import { showNewGame } from '../../src/extension/host-messages';
import { deckListJudge } from '../../src/extension/new-game-variant';
import type { DeckResolvedMessage } from '../../src/protocol/messages';
import { Playmat } from './harness/browser';
import { choose, hostSetup, variantForm } from './harness/forms';
import { browser, harness } from './harness/hooks';
import { newGameMessage } from './harness/games';
import type { ThemeName } from './harness/themes';

const OUT = join(process.cwd(), 'artifacts', 'screenshots');

/** Cards of a player's card library, made up here: the host finds a list's names among them after the built-in ones. */
const LIBRARY: CardDefData[] = [
  { name: 'Form Test Kite', manaCost: '{1}{U}', colours: ['U'], types: ['Creature'], subtypes: ['Bird'], power: 1, toughness: 2, keywords: ['flying'] },
  { name: 'Armageddon', manaCost: '{3}{W}', colours: ['W'], types: ['Sorcery'], subtypes: [], keywords: [], automation: 'manual', manualText: 'Destroy all lands.' },
];
const library = new Map(LIBRARY.map((c) => [c.name.toLowerCase(), c]));
const lookups = { builtIn: lookupIgnoringCase(builtInCards()), imported: (name: string) => library.get(name.toLowerCase()) };

/** What the host answers a deck list message with: the list read against the built-in cards and this library, judged by the game it names. */
function hostAnswer(m: { request: number; text: string; fileName?: string; variant?: string }, source?: DeckResolvedMessage['source']): DeckResolvedMessage {
  return { type: 'deckResolved', request: m.request, ...(source ? { source } : {}), result: deckImportView(importDeck(m.text, lookups, m.fileName), deckListJudge(m.variant)) };
}

type ListRequest = { type: string; request: number; text: string; fileName?: string; variant?: string };

/** Plays the host for the next resolveDeck request (after `after`) and answers it. */
async function answerResolve(p: Playmat, after = 0): Promise<ListRequest> {
  const request = await p.page.waitForFunction((n) => {
    const posted = (window as unknown as { __posted: { type: string; request: number }[] }).__posted.filter((m) => m.type === 'resolveDeck' && m.request > n);
    return posted[posted.length - 1];
  }, after);
  const m = (await request.jsonValue()) as ListRequest;
  await p.send(hostAnswer(m));
  await p.settle();
  return m;
}

const frontierForm = (p: Playmat, seed = 'x'): Promise<Locator> => variantForm(p, 'Frontier Magic', 'duel.crawl.json', seed);

describe('the new-game form: Frontier Magic', () => {
  let p: Playmat;
  beforeEach(async () => {
    p = await Playmat.open(browser(), harness());
  });
  afterEach(async () => {
    assert.deepEqual(p.problems, [], 'no console errors');
    await p.close();
  });

  it('offers every game, each with a line on it; choosing Frontier shows its fields, and Start posts its defaults', async () => {
    await p.send(newGameMessage({ version: 2, fileName: 'duel.crawl.json', suggestedSeed: 'slate-fox-3' }));
    const form = p.page.locator('crawl-new-game-form');
    const variant = form.locator('vscode-single-select#variant');
    const options = variant.locator('vscode-option');
    assert.deepEqual(await options.allTextContents(), ['Magic Crawl', 'Frontier Magic', 'Castle Magic', 'Magic and Mayhem', 'Magic table']);
    assert.equal(await options.nth(1).getAttribute('description'), frontier.form.description);
    assert.equal(await p.text('crawl-new-game-form #variant-help'), 'A solo hex crawl, by Gustavo Coelho.');
    assert.equal(await form.locator('crawl-seats-fields').count(), 0);

    await choose(form, 'variant', 'Frontier Magic');
    await p.settle();
    assert.equal(await p.text('crawl-new-game-form h1'), 'New Frontier Magic game');
    assert.equal(await p.text('crawl-new-game-form #variant-help'), frontier.form.description);
    const fields = form.locator('crawl-seats-fields');
    assert.equal(await form.locator('vscode-single-select#opponent').count(), 1, 'opponent');
    for (const id of ['deck', 'deck2']) assert.equal(await fields.locator(`vscode-single-select#${id}`).count(), 1, id);
    for (const id of ['neighboursNeedHome', 'targetFaceDown']) assert.equal(await fields.locator(`vscode-checkbox#${id}`).count(), 1, id);
    assert.equal(await fields.locator('vscode-single-select#stops').count(), 1, 'stops, a list of three');
    // Magic Crawl's parts are gone while Frontier is chosen.
    assert.equal(await form.locator('crawl-goal-fields, crawl-deck-fields, crawl-expansion-fields, crawl-difficulty-fields').count(), 0);
    assert.equal(await p.text('crawl-new-game-form #start-summary'), 'Deep Wildwood (you) against Sparks and Giants (the computer)');

    await form.locator('vscode-button#start').click();
    await p.settle();
    const intents = await p.intents();
    const defaults = { opponent: 'computer', deck: 'green', deck2: 'red', neighboursNeedHome: false, stops: 'key-moments', targetFaceDown: false };
    assert.deepEqual(intents, [{ type: 'startGame', variant: 'frontier', seed: 'slate-fox-3', options: defaults, version: 2 }]);
    const setup = hostSetup<FrontierSetup>('frontier', 'slate-fox-3', (intents[0] as { options: unknown }).options);
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
    const fields = form.locator('crawl-seats-fields');
    await choose(form, 'opponent', /hot-seat/);
    await choose(fields, 'deck', 'Cloud Scholars');
    await choose(fields, 'deck2', 'Night Hunt');
    await fields.locator('vscode-checkbox#neighboursNeedHome').click();
    await choose(fields, 'stops', 'At every step');
    // The last option by keyboard: focused, then Space.
    await fields.locator('vscode-checkbox#targetFaceDown').focus();
    await p.page.keyboard.press('Space');
    assert.equal(await fields.locator('vscode-checkbox#targetFaceDown').evaluate((e) => (e as unknown as { checked: boolean }).checked), true);
    assert.equal(await p.text('crawl-new-game-form crawl-seats-fields vscode-label[for=deck2]'), "Player 2's deck");
    await form.locator('vscode-textfield#seed input').fill('two at one table');
    await form.locator('vscode-button#start').focus();
    await p.page.keyboard.press('Enter');
    await p.settle();
    const [intent] = await p.intents();
    const answer = { opponent: 'hotseat', deck: 'blue', deck2: 'black', neighboursNeedHome: true, stops: 'every-step', targetFaceDown: true };
    assert.deepEqual(intent, { type: 'startGame', variant: 'frontier', seed: 'two at one table', options: answer, version: 0 });
    // The same game as the command line makes for the same choices.
    const setup = hostSetup<FrontierSetup>('frontier', 'two at one table', answer);
    const cli = frontier.cli.setup({ opponent: 'hotseat', deck: 'blue', deck2: 'black', 'neighbours-need-home': true, 'stop-every-step': true, 'target-face-down': true }, 'two at one table', {
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

  it("each player's deck: a starter deck or a list; a list's problems show beside that player's deck, and Start waits until it is fixed", async () => {
    const form = await frontierForm(p, 'lists');
    const fields = form.locator('crawl-seats-fields');
    for (const id of ['deck', 'deck2']) {
      const options = await fields.locator(`vscode-single-select#${id} vscode-option`).allTextContents();
      assert.ok(options.includes('Your own deck list…'), `${id}: ${JSON.stringify(options)}`);
      assert.ok(options.some((o) => /^Deep Wildwood \(Green\)/.test(o)), `${id}: ${JSON.stringify(options)}`);
    }
    assert.equal(await fields.locator('textarea').count(), 0, 'starter decks: no list to paste');

    // The computer's deck becomes a list with a card Frontier refuses.
    await choose(fields, 'deck2', 'Your own deck list…');
    const theirs = fields.locator('crawl-deck-choice[name=deck2]');
    assert.equal(await fields.locator('crawl-deck-choice[name=deck] textarea').count(), 0, 'your deck is still a starter deck');
    assert.match(await p.text('crawl-new-game-form #start-summary'), /^Paste the computer's deck list or choose a file/);
    assert.equal(await p.text('crawl-new-game-form crawl-deck-choice[name=deck2] label[for=decklist]'), "The computer's deck list");
    const list = theirs.locator('textarea#decklist');
    await list.fill('Deck\n20 Plains\n2 Armageddon\n4 Serra Angel\n4 Serra Angle\n');
    const asked = await answerResolve(p);
    assert.equal(asked.variant, 'frontier', 'the list is read for the game it is for');
    const problems = await theirs.locator('#deck-problems li').allInnerTexts();
    assert.equal(problems.length, 1, JSON.stringify(problems));
    assert.match(problems[0]!, /^Line 5\s+.*Serra Angle/, 'an unknown card first: nothing is judged before every card is found');
    await list.fill('Deck\n20 Plains\n2 Armageddon\n4 Serra Angel\n');
    const second = await answerResolve(p, asked.request);
    const refused = await theirs.locator('#deck-problems li').allInnerTexts();
    assert.equal(refused.length, 1, JSON.stringify(refused));
    assert.match(refused[0]!, /^Line 3\s+Armageddon destroys all lands: the board would be gone\. It does not work in Frontier Magic/);
    assert.equal(await list.getAttribute('aria-invalid'), 'true');
    assert.match(await p.text('crawl-new-game-form #start-summary'), /^Fix the computer's deck list first/);
    assert.equal(await form.locator('vscode-button#start').evaluate((b) => (b as HTMLElement & { disabled: boolean }).disabled), true);
    await form.locator('vscode-button#start').click({ force: true });
    await p.settle();
    assert.ok(!(await p.intents()).some((m) => m.type === 'startGame'), 'nothing started');

    // Fixed, with a card from the library: Start posts the list and the imported card with it.
    await list.fill('About\nName Skies\n\nDeck\n20 Plains\n4 Serra Angel\n4 Form Test Kite\n');
    await answerResolve(p, second.request);
    assert.deepEqual(await theirs.locator('#deck-problems li').allInnerTexts(), []);
    assert.match(await p.text('crawl-new-game-form crawl-deck-choice[name=deck2] #deck-status'), /Skies: White-Blue · 28 cards, 20 lands · every card automated/);
    assert.equal(await p.text('crawl-new-game-form #start-summary'), 'Deep Wildwood (you) against Skies (the computer)');
    await form.locator('vscode-button#start').click();
    await p.settle();
    const start = (await p.intents()).find((m) => m.type === 'startGame') as { variant: string; seed: string; options: Record<string, unknown> };
    assert.equal(start.variant, 'frontier');
    assert.deepEqual(start.options, {
      opponent: 'computer',
      deck: 'green',
      deck2: { name: 'Skies', cards: [{ name: 'Plains', count: 20 }, { name: 'Serra Angel', count: 4 }, { name: 'Form Test Kite', count: 4 }] },
      cards: [LIBRARY[0]],
      neighboursNeedHome: false,
      stops: 'key-moments',
      targetFaceDown: false,
    });
    const setup = hostSetup<FrontierSetup>('frontier', 'lists', start.options);
    assert.equal(setup.players.north.deck.name, 'Skies');
    assert.deepEqual(setup.cards, [LIBRARY[0]], 'the imported card goes into the save');
    const read = readSave(writeSave(newSave(setup)));
    assert.ok(read.ok, 'the file it writes is a valid game');
  });

  it("Choose file… for one player asks the host, naming the game, and the list it opened becomes that player's deck", async () => {
    const form = await frontierForm(p);
    const fields = form.locator('crawl-seats-fields');
    await choose(fields, 'deck', 'Your own deck list…');
    await fields.locator('crawl-deck-choice[name=deck] vscode-button#choose-file').click();
    await p.settle();
    const [ask] = await p.intents();
    assert.deepEqual(ask, { type: 'chooseDeckFile', request: 1, variant: 'frontier' });
    const text = '24 Forest\n4 Grizzly Bears\n';
    await p.send(hostAnswer({ request: 1, text, fileName: 'bears.txt', variant: 'frontier' }, { text, fileName: 'bears.txt' }));
    await p.settle();
    const mine = fields.locator('crawl-deck-choice[name=deck]');
    assert.equal(await mine.locator('textarea#decklist').inputValue(), text);
    assert.match(await p.text('crawl-new-game-form crawl-deck-choice[name=deck]'), /from bears\.txt/);
    assert.equal(await fields.locator('crawl-deck-choice[name=deck2] textarea').count(), 0, "the other player's deck is untouched");
    assert.equal(await p.text('crawl-new-game-form #start-summary'), 'bears (you) against Sparks and Giants (the computer)');
  });

  it('a list with few lands is played with a warning; two lists too short of lands for a board keep Start disabled', async () => {
    const form = await frontierForm(p);
    const fields = form.locator('crawl-seats-fields');
    await choose(fields, 'deck', 'Your own deck list…');
    await fields.locator('crawl-deck-choice[name=deck] textarea#decklist').fill('2 Forest\n20 Grizzly Bears\n');
    const first = await answerResolve(p);
    const warnings = await fields.locator('crawl-deck-choice[name=deck] #deck-warnings li').allInnerTexts();
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!, /^Few lands: 2 of 22 cards\. Frontier builds its board from both decks' lands, and all mana comes from the board/);
    assert.equal(await p.text('crawl-new-game-form #start-summary'), 'Imported deck (you) against Sparks and Giants (the computer)', 'a warning does not stop the game');

    await choose(fields, 'deck2', 'Your own deck list…');
    await fields.locator('crawl-deck-choice[name=deck2] textarea#decklist').fill('1 Mountain\n20 Grizzly Bears\n');
    await answerResolve(p, first.request);
    assert.match(await p.text('crawl-new-game-form #start-summary'), /^The two decks bring 3 lands between them, and the board needs at least 5/);
    assert.equal(await form.locator('vscode-button#start').evaluate((b) => (b as HTMLElement & { disabled: boolean }).disabled), true);
    // Back to a starter deck for the computer: its 24 lands make a board.
    await choose(fields, 'deck2', 'Sparks and Giants');
    assert.equal(await p.text('crawl-new-game-form #start-summary'), 'Imported deck (you) against Sparks and Giants (the computer)');
  });

  it('"Stops" starts at the host\'s offer (the crawl.stops setting), and can be changed for one game', async () => {
    await p.send({ ...showNewGame({ version: 0, readOnly: false, fileName: 'duel.crawl.json', suggestedSeed: 'steps' }, { stops: 'every-step' }) });
    const form = p.page.locator('crawl-new-game-form');
    await choose(form, 'variant', 'Frontier Magic');
    await p.settle();
    const list = form.locator('crawl-seats-fields vscode-single-select#stops');
    assert.equal(await list.evaluate((e) => (e as HTMLSelectElement).value), 'every-step');
    await form.locator('vscode-button#start').click();
    await p.settle();
    const start = (await p.intents()).find((m) => m.type === 'startGame') as { options: { stops: string } };
    assert.equal(start.options.stops, 'every-step');
    // The key moments for this one game, the setting notwithstanding.
    await p.send({ ...showNewGame({ version: 1, readOnly: false, fileName: 'duel.crawl.json', suggestedSeed: 'steps' }, { stops: 'every-step' }) });
    await choose(form.locator('crawl-seats-fields'), 'stops', 'At key moments');
    assert.equal(await list.evaluate((e) => (e as HTMLSelectElement).value), 'key-moments');
  });

  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`drawn with both players' lists, one with a problem and one with a warning, ${theme} (artifacts/screenshots/new-game-frontier-lists-${theme}.png)`, async () => {
      const shot = await Playmat.open(browser(), harness(), { theme, width: 800, height: 1450 });
      try {
        const form = await frontierForm(shot);
        const fields = form.locator('crawl-seats-fields');
        await choose(fields, 'deck', 'Your own deck list…');
        await fields.locator('crawl-deck-choice[name=deck] textarea#decklist').fill('About\nName Skies\n\nDeck\n6 Plains\n4 Serra Angel\n4 Form Test Kite\n12 Savannah Lions\n');
        const first = await answerResolve(shot);
        await choose(fields, 'deck2', 'Your own deck list…');
        await fields.locator('crawl-deck-choice[name=deck2] textarea#decklist').fill('Deck\n20 Plains\n2 Armageddon\n4 Serra Angel\n');
        await answerResolve(shot, first.request);
        await shot.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await shot.settle(200);
        const overflow = await shot.page.evaluate(() => {
          const app = document.querySelector('crawl-app')!;
          return { page: document.documentElement.scrollWidth, app: app.scrollWidth - app.clientWidth };
        });
        assert.ok(overflow.page <= 800 && overflow.app <= 0, JSON.stringify(overflow));
        mkdirSync(OUT, { recursive: true });
        await shot.page.screenshot({ path: join(OUT, `new-game-frontier-lists-${theme}.png`), fullPage: true });
        assert.deepEqual(shot.problems, []);
      } finally {
        await shot.close();
      }
    });
  }
});
