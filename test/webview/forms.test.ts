import { strict as assert } from 'node:assert';
import { Playmat } from './harness/browser';
import { choose } from './harness/forms';
import { browser, harness } from './harness/hooks';
import { newGameMessage } from './harness/games';
import type { Locator } from 'playwright-core';
import { newGame, readSave, writeSave } from '../../src/engine';
import { DIFFICULTIES, difficultyOf, difficultyOptions, findDifficulty } from '../../src/engine/variants/magic-crawl/difficulty';
import { todaysSeed } from '../../src/engine/variants/magic-crawl/todays-crawl';
import { resolveDeckText } from '../../src/extension/card-library';
import { deckImportView } from '../../src/extension/deck-import-view';
import { setupChoices } from '../../src/engine/variants/magic-crawl/new-game-form';
import { libraryOffer } from '../../src/engine/variants/magic-crawl/library-piles';
import { buildCardIndex } from '../../src/engine/import/card-index';
import { readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ThemeName } from './harness/themes';
import type { StartOptions } from '../../src/protocol/messages';

const NORMAL = difficultyOptions(findDifficulty('normal')!, 20);
const HARD = difficultyOptions(findDifficulty('hard')!, 20);
const EASY = difficultyOptions(findDifficulty('easy')!, 20);

/** What one click on Start sends with the form as it opens: Normal difficulty, every option spelt out. */
const DEFAULT_OPTIONS: StartOptions = {
  deck: 'green',
  goals: [{ type: 'reach', distance: 4 }],
  life: NORMAL.life!,
  preparationRounds: NORMAL.preparationRounds!,
  opponentSpells: 'remove',
  distribution: 'standard',
  startColour: 'random',
  expansions: { multicolourLands: false, colourlessLands: false, encounterSpells: false, replaceDefeated: false },
  encounterPiles: 'built-in',
  landPileLands: 'defaults',
  keywordRoll: NORMAL.keywordRoll!,
  extraFoes: NORMAL.extraFoes!,
  weakening: NORMAL.weakening ?? null,
  mappedMana: false,
  landless: false,
};

const rounds = (n: number) => (n === 0 ? 'None' : `${n} ${n === 1 ? 'round' : 'rounds'}`);

function checked(form: Locator, id: string): Promise<boolean> {
  return form.locator(`vscode-checkbox#${id}`).evaluate((e) => (e as HTMLInputElement).checked);
}

/** Plays the host for the next resolveDeck request (after `after`): reads the list with the host's own functions and answers. */
async function answerResolve(p: Playmat, after = 0): Promise<{ type: string; request: number; text: string; fileName?: string }> {
  const request = await p.page.waitForFunction((n) => {
    const posted = (window as unknown as { __posted: { type: string; request: number }[] }).__posted.filter((m) => m.type === 'resolveDeck' && m.request > n);
    return posted[posted.length - 1];
  }, after);
  const m = (await request.jsonValue()) as { type: string; request: number; text: string; fileName?: string };
  await p.send({ type: 'deckResolved', request: m.request, result: deckImportView(resolveDeckText(m.text, m.fileName)) });
  await p.settle();
  return m;
}

describe('new-game form and invalid-file view', () => {
  let p: Playmat;
  beforeEach(async () => {
    p = await Playmat.open(browser(), harness());
  });
  afterEach(async () => {
    assert.deepEqual(p.problems, [], 'no console errors');
    await p.close();
  });

  it('an empty file shows the form with the suggested seed, and one click on Start posts a Normal game that the host accepts', async () => {
    await p.send(newGameMessage({ version: 3, fileName: 'fresh.crawl.json', suggestedSeed: 'amber-wolf-17' }));
    const seed = p.page.locator('crawl-new-game-form vscode-textfield#seed');
    assert.equal(await seed.evaluate((e) => (e as HTMLInputElement).value), 'amber-wolf-17');
    assert.equal(await p.text('crawl-new-game-form #start-summary'), `Deep Wildwood · reach a hex 4 away · ${NORMAL.life} life · Normal`);
    await p.page.locator('crawl-new-game-form vscode-button#start').click();
    await p.settle();
    const intents = await p.intents();
    assert.deepEqual(intents, [
      {
        type: 'startGame',
        seed: 'amber-wolf-17',
        options: { ...DEFAULT_OPTIONS },
        version: 3,
      },
    ]);
    // The host's own check takes it, and the game it makes is Normal difficulty.
    const checked = setupChoices('amber-wolf-17', (intents[0] as { options: StartOptions }).options);
    assert.ok(checked.ok, JSON.stringify(!checked.ok && checked.error));
    const game = newGame('amber-wolf-17', checked.choices);
    assert.equal(difficultyOf(game.setup.options, 20), 'normal');
    assert.ok(readSave(writeSave(game)).ok, 'the file it writes is a valid game');
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
      options: { ...DEFAULT_OPTIONS, distribution: 'd6', startColour: 'R' },
      version: 0,
    });
  });

  it('deck, two goals, format and opponent spells are sent as chosen', async () => {
    await p.send(newGameMessage({ version: 4, fileName: 'fresh.crawl.json', suggestedSeed: 'x' }));
    const form = p.page.locator('crawl-new-game-form');
    await choose(form, 'deck', /^Sparks and Giants/);
    await choose(form, 'goal2', 'Defeat a creature');
    await choose(form, 'distance', /^6 hexes/);
    await choose(form, 'creature', /^Serra Angel/);
    await choose(form, 'format', /Commander/);
    await choose(form, 'opponent', /discard each when drawn/);
    assert.match(await p.text('crawl-new-game-form'), /Red · 60 cards/);
    const commander = difficultyOptions(findDifficulty('normal')!, 40).life!;
    assert.equal(await p.text('crawl-new-game-form #start-summary'), `Sparks and Giants · reach a hex 6 away and defeat Serra Angel · ${commander} life · Normal`);
    await form.locator('vscode-button#start').click();
    await p.settle();
    assert.deepEqual(await p.intents(), [
      {
        type: 'startGame',
        seed: 'x',
        options: {
          ...DEFAULT_OPTIONS,
          deck: 'red',
          goals: [
            { type: 'reach', distance: 6 },
            { type: 'defeat', creature: 'Serra Angel' },
          ],
          life: commander,
          opponentSpells: 'discard',
        },
        version: 4,
      },
    ]);
  });

  it('a colour goal, and an artifact goal offered only when the deck holds an artifact', async () => {
    await p.send(newGameMessage({ fileName: 'fresh.crawl.json', suggestedSeed: 'x' }));
    const form = p.page.locator('crawl-new-game-form');
    // The default deck (Deep Wildwood) has no artifact: the choice is there, disabled, saying why.
    await form.locator('vscode-single-select#goal').click();
    const find = form.locator('vscode-single-select#goal').getByRole('option', { name: /Find an artifact/ });
    assert.match(await find.innerText(), /Deep Wildwood has none/);
    assert.match((await find.getAttribute('class')) ?? '', /\bdisabled\b/);
    await form.locator('vscode-single-select#goal').getByRole('option', { name: 'Defeat every creature of a colour' }).click();
    await choose(form, 'goal-colour', 'Green');
    await choose(form, 'deck', /^Sparks and Giants/);
    await choose(form, 'goal2', 'Find an artifact');
    assert.equal(await form.locator('vscode-single-select#artifact').evaluate((e) => (e as HTMLInputElement).value), 'Rod of Ruin');
    await form.locator('vscode-button#start').click();
    await p.settle();
    const [intent] = (await p.intents()) as { options: StartOptions }[];
    assert.deepEqual(intent!.options.goals, [
      { type: 'defeat-colour', colour: 'G' },
      { type: 'find', artifact: 'Rod of Ruin' },
    ]);
    assert.ok(setupChoices('x', intent!.options).ok, 'the host takes the goals');
  });

  it('a difficulty preset sets the Adjusting options; changing one by hand shows Custom', async () => {
    await p.send(newGameMessage({ fileName: 'fresh.crawl.json', suggestedSeed: 'x' }));
    const form = p.page.locator('crawl-new-game-form');
    const value = (id: string) => form.locator(`#${id}`).evaluate((e) => (e as HTMLInputElement).value);
    const summary = (id: string) => DIFFICULTIES.find((d) => d.id === id)!.summary;
    assert.equal(await value('difficulty'), 'normal');
    assert.equal(await p.text('crawl-new-game-form #difficulty-help'), summary('normal'));
    await choose(form, 'difficulty', 'Hard');
    assert.equal(await p.text('crawl-new-game-form #difficulty-help'), summary('hard'));
    // The Adjusting disclosure shows what Hard set, control by control.
    await form.locator('crawl-difficulty-fields summary').click();
    assert.equal(await value('life'), String(HARD.life));
    assert.equal(await value('rounds'), String(HARD.preparationRounds));
    assert.equal(await value('weakening'), HARD.weakening ?? '');
    assert.equal(await checked(form, 'keywordRoll'), HARD.keywordRoll);
    assert.equal(await checked(form, 'extraFoes'), HARD.extraFoes);
    // One change by hand: Custom, said in words.
    await form.locator('vscode-checkbox#keywordRoll').click();
    assert.equal(await value('difficulty'), 'custom');
    assert.match(await p.text('crawl-new-game-form #difficulty-help'), new RegExp(`^Your own mix: ${HARD.life} life, ${HARD.preparationRounds} preparation rounds?, more creatures than you control`));
    assert.match(await p.text('crawl-new-game-form #start-summary'), new RegExp(`${HARD.life} life · Custom$`));
    // Back to a preset: every option follows.
    await choose(form, 'difficulty', 'Easy');
    assert.equal(await value('life'), String(EASY.life));
    assert.equal(await value('rounds'), String(EASY.preparationRounds));
    assert.equal(await checked(form, 'keywordRoll'), false);
    assert.equal(await checked(form, 'extraFoes'), false);
    assert.equal(await value('weakening'), '');
    // Setting by hand what a preset gives makes it that preset again.
    await form.locator('vscode-textfield#life input').fill(String(NORMAL.life));
    await choose(form, 'rounds', rounds(NORMAL.preparationRounds!));
    if (NORMAL.keywordRoll) await form.locator('vscode-checkbox#keywordRoll').click();
    if (NORMAL.weakening) await choose(form, 'weakening', NORMAL.weakening);
    assert.equal(await value('difficulty'), 'normal');
  });

  it('every Adjusting control reaches the StartGame message', async () => {
    await p.send(newGameMessage({ fileName: 'fresh.crawl.json', suggestedSeed: 'x' }));
    const form = p.page.locator('crawl-new-game-form');
    await form.locator('crawl-difficulty-fields summary').focus();
    await p.page.keyboard.press('Enter');
    await form.locator('vscode-textfield#life input').fill('12');
    await choose(form, 'rounds', 'None');
    await choose(form, 'weakening', 'Shroud of the Crawl');
    assert.match(await p.text('crawl-new-game-form crawl-difficulty-fields'), /get -1\/-1/);
    for (const id of ['keywordRoll', 'extraFoes', 'mappedMana', 'landless']) await form.locator(`vscode-checkbox#${id}`).click();
    await form.locator('vscode-button#start').click();
    await p.settle();
    const [intent] = (await p.intents()) as { options: StartOptions }[];
    assert.deepEqual(intent!.options, {
      ...DEFAULT_OPTIONS,
      life: 12,
      preparationRounds: 0,
      weakening: 'Shroud of the Crawl',
      keywordRoll: !NORMAL.keywordRoll,
      extraFoes: !NORMAL.extraFoes,
      mappedMana: true,
      landless: true,
    });
    const host = setupChoices('x', intent!.options);
    assert.ok(host.ok, JSON.stringify(!host.ok && host.error));
    assert.deepEqual(
      [host.choices.life, host.choices.preparationRounds, host.choices.weakening, host.choices.keywordRoll ?? false, host.choices.extraFoes ?? false, host.choices.mappedMana, host.choices.landless],
      [12, 0, 'Shroud of the Crawl', !NORMAL.keywordRoll, !NORMAL.extraFoes, true, true],
    );
  });

  it('a life that is not a whole number keeps Start disabled and says why', async () => {
    await p.send(newGameMessage({ fileName: 'fresh.crawl.json', suggestedSeed: 'x' }));
    const form = p.page.locator('crawl-new-game-form');
    await form.locator('crawl-difficulty-fields summary').click();
    await form.locator('vscode-textfield#life input').fill('0');
    assert.match(await p.text('crawl-new-game-form #life-help'), /Life is a whole number from 1 to 1000/);
    await form.locator('vscode-button#start').click({ force: true });
    await p.settle();
    assert.deepEqual(await p.intents(), []);
    assert.match(await p.text('crawl-new-game-form #start-summary'), /Life is a whole number/);
  });

  it('each expansion checkbox reaches the StartGame message; the land ones need Land Piles', async () => {
    await p.send(newGameMessage({ fileName: 'fresh.crawl.json', suggestedSeed: 'x' }));
    const form = p.page.locator('crawl-new-game-form');
    assert.match(await p.text('crawl-new-game-form crawl-expansion-fields'), /Tundra, Badlands and Taiga/);
    for (const id of ['multicolourLands', 'colourlessLands', 'encounterSpells', 'replaceDefeated']) await form.locator(`vscode-checkbox#${id}`).click();
    await form.locator('vscode-button#start').click();
    await p.settle();
    const [first] = (await p.intents()) as { options: StartOptions }[];
    assert.deepEqual(first!.options.expansions, { multicolourLands: true, colourlessLands: true, encounterSpells: true, replaceDefeated: true });
    const host = setupChoices('x', first!.options);
    assert.ok(host.ok, JSON.stringify(!host.ok && host.error));
    assert.deepEqual(host.choices.expansions?.multicolourLands, ['Tundra', 'Badlands', 'Taiga']);
    // The host's answer ends the wait; a refusal leaves the form as it was.
    await p.send({ type: 'rejected', error: { rule: 'test', message: 'Not this time.' } });

    // With the d6 table there are no Land Piles: those two are off, and say why.
    await choose(form, 'distribution', 'd6 table');
    assert.equal(await form.locator('vscode-checkbox#multicolourLands').evaluate((e) => (e as HTMLInputElement).disabled), true);
    assert.match(await p.text('crawl-new-game-form crawl-expansion-fields'), /Needs Land Piles: the d6 table has none/);
    await form.locator('vscode-button#start').click();
    await p.settle();
    const [, second] = (await p.intents()) as { options: StartOptions }[];
    assert.deepEqual(second!.options.expansions, { multicolourLands: false, colourlessLands: false, encounterSpells: true, replaceDefeated: true });
  });

  it('piles from the card library: off with the reason without one, offered with one, and reaching the StartGame message', async () => {
    // No card library: both library choices are off, and say how to get one.
    await p.send(newGameMessage({ fileName: 'fresh.crawl.json', suggestedSeed: 'lib' }));
    const form = p.page.locator('crawl-new-game-form');
    const option = (id: string, value: string) => form.locator(`vscode-single-select#${id} vscode-option[value="${value}"]`);
    for (const id of ['encounterPiles', 'landPileLands']) {
      assert.equal(await option(id, 'library').evaluate((e) => (e as HTMLOptionElement).disabled), true, id);
      assert.match(await p.text(`crawl-new-game-form #${id}-help`), /\. From your card library: Import card data first: Crawl: Import Card Data…$/);
    }
    assert.match(await p.text('crawl-new-game-form #landPileLands-help'), /^The defaults \(Tundra, Badlands, Taiga; Gargoyle Castle\), for the two land options above\. Check a land option above to use them\. From your card library/);

    // A card library too small for the piles: still off, saying how far it falls short.
    const small = buildCardIndex([{ path: 'cards.json', content: readFileSync(join(__dirname, '../fixtures/import/cards.json'), 'utf8') }]).index;
    await p.send(newGameMessage({ fileName: 'fresh.crawl.json', suggestedSeed: 'lib', library: libraryOffer(small, 'lib') }));
    assert.equal(await option('encounterPiles', 'library').evaluate((e) => (e as HTMLOptionElement).disabled), true);
    assert.match(await p.text('crawl-new-game-form #encounterPiles-help'), /From your card library: each pile needs 8 creatures of its colour, multicolour or colourless; of the 2 creatures in your library/);
    assert.equal(await option('landPileLands', 'library').evaluate((e) => (e as HTMLOptionElement).disabled), false, 'its dual land is offered');
    // It has no colourless land: checking that option with lands from the library keeps Start off, and says why.
    await form.locator('vscode-checkbox#colourlessLands').click();
    await choose(form, 'landPileLands', /From your card library/);
    assert.match(await p.text('crawl-new-game-form #start-summary'), /^Your card library has no colourless land: leave "Colourless lands in the Land Piles" off, or choose the default lands\.$/);
    assert.equal(await form.locator('vscode-button#start').evaluate((e) => (e as HTMLButtonElement).disabled), true);
    await form.locator('vscode-checkbox#colourlessLands').click();
    await choose(form, 'landPileLands', 'The defaults');

    // A card library that can fill the piles: both offered; chosen, they reach the host, which builds the game.
    const index = buildCardIndex([{ path: 'pile-cards.json', content: readFileSync(join(__dirname, '../fixtures/import/pile-cards.json'), 'utf8') }]).index;
    await p.send(newGameMessage({ fileName: 'fresh.crawl.json', suggestedSeed: 'lib', library: libraryOffer(index, 'lib') }));
    assert.equal(await option('encounterPiles', 'library').evaluate((e) => (e as HTMLOptionElement).disabled), false);
    // A creature to defeat cannot be named before the piles are picked: a goal that names one keeps Start off, and says why.
    await choose(form, 'goal', 'Defeat a creature');
    await choose(form, 'encounterPiles', /From your card library/);
    assert.match(await p.text('crawl-new-game-form #start-summary'), /picked as the game starts, so no creature can be named to defeat: choose another goal/);
    assert.equal(await form.locator('vscode-button#start').evaluate((e) => (e as HTMLButtonElement).disabled), true);
    await choose(form, 'goal', 'Defeat every creature of a colour');
    assert.match(await p.text('crawl-new-game-form crawl-goal-fields'), /Every black creature of the piles picked from your card library/);
    assert.deepEqual(await option('goal', 'defeat').evaluate((e) => [(e as HTMLOptionElement).disabled, e.textContent?.trim()]), [true, 'Defeat a creature (not with piles from your card library)']);
    assert.match(await p.text('crawl-new-game-form #encounterPiles-help'), /picks 8 per colour from the 44 creatures of your library/);
    await form.locator('vscode-checkbox#multicolourLands').click();
    await choose(form, 'landPileLands', /From your card library/);
    assert.match(await p.text('crawl-new-game-form #landPileLands-help'), /from your library's 3 multicolour lands and 1 colourless land/);
    assert.match(await p.text('crawl-new-game-form crawl-expansion-fields'), /At most one per pile \(picked from your card library\)/);

    await form.locator('vscode-button#start').click();
    await p.settle();
    const [sent] = (await p.intents()) as { seed: string; options: StartOptions }[];
    assert.equal(sent!.options.encounterPiles, 'library');
    assert.equal(sent!.options.landPileLands, 'library');
    const host = setupChoices(sent!.seed, sent!.options, index);
    assert.ok(host.ok, JSON.stringify(!host.ok && host.error));
    assert.equal(Object.values(host.choices.encounterCreatures ?? {}).flat().length, 40);
    assert.equal(host.choices.expansions?.multicolourLands?.length, 3);
    assert.equal(host.choices.expansions?.colourlessLands, undefined, 'only the checked kind of land');
    const game = newGame(sent!.seed, host.choices);
    assert.ok(readSave(writeSave(game)).ok);
    await p.send({ type: 'rejected', error: { rule: 'test', message: 'Not this time.' } });

    // With the d6 table there are no Land Piles: the lands go back to the defaults, and the reason is given.
    await choose(form, 'distribution', 'd6 table');
    assert.match(await p.text('crawl-new-game-form #landPileLands-help'), /From your card library: Needs Land Piles/);
    await form.locator('vscode-button#start').click();
    await p.settle();
    const [, second] = (await p.intents()) as { options: StartOptions }[];
    assert.equal(second!.options.landPileLands, 'defaults');
    assert.equal(second!.options.encounterPiles, 'library');
  });

  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`piles from the card library, drawn in ${theme} (artifacts/screenshots/piles-${theme}.png)`, async () => {
      await p.close();
      p = await Playmat.open(browser(), harness(), { theme, width: 900, height: 700 });
      const out = join(__dirname, '../../artifacts/screenshots');
      mkdirSync(out, { recursive: true });
      const form = p.page.locator('crawl-new-game-form');
      // No card library: the list open on the library choice, off, with the reason below.
      await p.send(newGameMessage({ fileName: 'fresh.crawl.json', suggestedSeed: 'lib' }));
      await form.locator('crawl-expansion-fields').scrollIntoViewIfNeeded();
      await form.locator('vscode-single-select#encounterPiles').click();
      await p.settle(200);
      await p.page.screenshot({ path: join(out, `piles-none-${theme}.png`) });
      await p.page.keyboard.press('Escape');
      const index = buildCardIndex([{ path: 'pile-cards.json', content: readFileSync(join(__dirname, '../fixtures/import/pile-cards.json'), 'utf8') }]).index;
      await p.send(newGameMessage({ fileName: 'fresh.crawl.json', suggestedSeed: 'lib', library: libraryOffer(index, 'lib') }));
      await choose(form, 'encounterPiles', /From your card library/);
      await form.locator('vscode-checkbox#colourlessLands').click();
      await form.locator('crawl-expansion-fields').scrollIntoViewIfNeeded();
      await p.settle(200);
      await form.locator('crawl-expansion-fields').screenshot({ path: join(out, `piles-${theme}.png`) });
    });
  }

  it('Today\'s seed puts the date\'s seed in the seed field', async () => {
    await p.send(newGameMessage({ fileName: 'fresh.crawl.json', suggestedSeed: 'x' }));
    const form = p.page.locator('crawl-new-game-form');
    await form.locator('vscode-button#today').click();
    const value = await form.locator('vscode-textfield#seed').evaluate((e) => (e as HTMLInputElement).value);
    assert.equal(value, todaysSeed(new Date()));
    assert.match(await p.text('crawl-new-game-form #seed-help'), /Today's seed: everyone who plays it today/);
    await form.locator('vscode-toolbar-button#reroll').click();
    assert.notEqual(await form.locator('vscode-textfield#seed').evaluate((e) => (e as HTMLInputElement).value), value);
  });

  it('a pasted deck list with unknown cards lists its problems by line; fixed, it starts a game with the deck', async () => {
    await p.send(newGameMessage({ fileName: 'fresh.crawl.json', suggestedSeed: 'x' }));
    const form = p.page.locator('crawl-new-game-form');
    await choose(form, 'deck', 'Your own deck list…');
    assert.match(await p.text('crawl-new-game-form #start-summary'), /Paste a deck list/);
    const list = form.locator('textarea#decklist');
    await list.fill('Deck\n4 Llanowar Elves\n4 Llanowar Elvs\n20 Forest\nthis is not a card line\n');
    const request = await answerResolve(p);
    assert.equal(request.text, 'Deck\n4 Llanowar Elves\n4 Llanowar Elvs\n20 Forest\nthis is not a card line\n');
    const problems = await form.locator('#deck-problems li').allInnerTexts();
    assert.ok(problems.length >= 2, JSON.stringify(problems));
    assert.match(problems[0]!, /^Line 3\s+.*Llanowar Elvs/);
    assert.match(problems[1]!, /^Line 5\s/);
    assert.equal(await form.locator('#deck-problems').getAttribute('aria-label'), 'Problems in the deck list');
    assert.equal(await list.getAttribute('aria-invalid'), 'true');
    assert.match(await p.text('crawl-new-game-form #deck-status'), /lines need fixing/);
    await form.locator('vscode-button#start').click({ force: true });
    await p.settle();
    assert.deepEqual(await p.intents(), [request], 'nothing but the request to read the list');

    await list.fill('Deck\n4 Llanowar Elves\n4 Giant Growth\n1 Rod of Ruin\n20 Forest\n');
    await answerResolve(p, request.request);
    assert.deepEqual(await form.locator('#deck-problems li').allInnerTexts(), []);
    assert.match(await p.text('crawl-new-game-form #deck-status'), /Imported deck: Green · 29 cards, 20 lands · every card automated/);
    // The artifact goal follows the imported deck.
    await choose(form, 'goal', 'Find an artifact');
    await form.locator('vscode-button#start').click();
    await p.settle();
    const start = (await p.intents()).find((m) => m.type === 'startGame') as { options: StartOptions };
    assert.deepEqual(start.options.deck, {
      name: 'Imported deck',
      cards: [
        { name: 'Llanowar Elves', count: 4 },
        { name: 'Giant Growth', count: 4 },
        { name: 'Rod of Ruin', count: 1 },
        { name: 'Forest', count: 20 },
      ],
    });
    assert.deepEqual(start.options.goals, [{ type: 'find', artifact: 'Rod of Ruin' }]);
    const host = setupChoices('x', start.options);
    assert.ok(host.ok, JSON.stringify(!host.ok && host.error));
    assert.equal(newGame('x', host.choices).setup.deck.name, 'Imported deck');
  });

  it('Choose file… asks the host, and the list it opened fills the form', async () => {
    await p.send(newGameMessage({ fileName: 'fresh.crawl.json', suggestedSeed: 'x' }));
    const form = p.page.locator('crawl-new-game-form');
    await choose(form, 'deck', 'Your own deck list…');
    await form.locator('vscode-button#choose-file').click();
    await p.settle();
    const [ask] = await p.intents();
    assert.deepEqual(ask, { type: 'chooseDeckFile', request: 1 });
    const text = '2 Serra Angel\n4 Pacifism\n24 Plains\n';
    await p.send({ type: 'deckResolved', request: 1, source: { text, fileName: 'angels.txt' }, result: deckImportView(resolveDeckText(text, 'angels.txt')) });
    assert.equal(await form.locator('textarea#decklist').inputValue(), text);
    assert.match(await p.text('crawl-new-game-form crawl-deck-fields'), /from angels\.txt/);
    assert.match(await p.text('crawl-new-game-form #deck-status'), /angels: White · 30 cards, 24 lands/);
    assert.match(await p.text('crawl-new-game-form #start-summary'), /^angels ·/);
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
