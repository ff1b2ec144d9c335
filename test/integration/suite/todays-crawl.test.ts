import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { difficultyOf, newGame, todaysChoices, todaysFileName, todaysSeed, writeSave } from '../../../src/engine';
import type { DeckResolvedMessage, ShowNewGameMessage } from '../../../src/protocol/messages';
import { act, activate, activeInput, closeAll, currentView, documentOf, gameOf, inject, lastPosted, openPlaymat, readDisk, VIEW_TYPE, waitFor, workspaceUri, writeFile } from './helpers';

describe("Today's Crawl and the form's options", () => {
  before(activate);
  afterEach(closeAll);

  const playmatOf = (uri: vscode.Uri) =>
    waitFor(`the playmat of ${uri.path}`, () => {
      const input = activeInput();
      return input instanceof vscode.TabInputCustom && input.viewType === VIEW_TYPE && input.uri.toString() === uri.toString();
    });

  it('"Crawl: Today\'s Crawl" saves the day\'s game in the workspace folder, and run again opens that same file', async () => {
    const folder = workspaceUri();
    const created = await vscode.commands.executeCommand<vscode.Uri>('crawl.todaysCrawl', folder);
    const date = new Date();
    assert.equal(created?.toString(), vscode.Uri.joinPath(folder, todaysFileName(date)).toString());
    assert.match(todaysFileName(date), /^crawl-\d{4}-\d\d-\d\d\.crawl\.json$/);
    const text = await readDisk(created!);
    const game = gameOf(text);
    assert.equal(game.setup.seed, todaysSeed(date));
    assert.equal(difficultyOf(game.setup.options, 20), 'normal');
    assert.equal(text, writeSave(newGame(todaysSeed(date), todaysChoices())), 'the same game the engine (and crawl new --today) makes');
    await playmatOf(created!);

    // Play a move and save it, then run the command again: the same file opens, as it was.
    const view = await currentView(created!);
    assert.deepEqual(await act(created!, { type: 'keep' }, view.version), { status: 'applied' });
    await documentOf(created!).save();
    const played = await readDisk(created!);
    assert.notEqual(played, text);
    await closeAll();
    const again = await vscode.commands.executeCommand<vscode.Uri>('crawl.todaysCrawl', folder);
    assert.equal(again?.toString(), created!.toString());
    assert.equal(await readDisk(created!), played, 'never started over');
    await playmatOf(created!);
    assert.equal(gameOf(documentOf(created!).getText()).log.length, 1);
  });

  it('the form\'s new options reach the saved game: an imported deck read by the host, expansions, Adjusting, Landless, a colour goal', async () => {
    const uri = await writeFile('options.crawl.json', '');
    const form = (await openPlaymat(uri)) as ShowNewGameMessage;
    assert.ok((form.expansionCards?.multicolourLands.length ?? 0) > 0, 'the form names the Expanding lands');
    assert.ok((form.weakenings?.length ?? 0) > 0, 'and the weakening enchantments');

    // A pasted list with a mistake: the host answers with the problem and its line.
    assert.deepEqual(await inject(uri, { type: 'resolveDeck', request: 1, text: '4 Llanowar Elves\n4 Llanowar Elvs\n20 Forest\n' }), { status: 'done' });
    const bad = (await waitFor('the deck answer', async () => ((await lastPosted(uri))?.type === 'deckResolved' ? lastPosted(uri) : undefined))) as DeckResolvedMessage;
    assert.equal(bad.request, 1);
    assert.ok(!bad.result.ok);
    assert.equal(bad.result.problems[0]?.line, 2);
    assert.match(bad.result.problems[0]!.message, /Llanowar Elvs/);

    // Fixed: the deck and its summary.
    await inject(uri, { type: 'resolveDeck', request: 2, text: 'Deck\n4 Llanowar Elves\n4 Giant Spider\n4 Giant Growth\n20 Forest\n', fileName: 'spiders.txt' });
    const good = (await waitFor('the second answer', async () => {
      const m = await lastPosted(uri);
      return m?.type === 'deckResolved' && m.request === 2 ? m : undefined;
    })) as DeckResolvedMessage;
    assert.ok(good.result.ok);
    assert.equal(good.result.deck.name, 'spiders');
    assert.equal(good.result.summary.cards, 32);

    const doc = documentOf(uri);
    const outcome = await inject(uri, {
      type: 'startGame',
      seed: 'integration-options',
      options: {
        deck: good.result.deck,
        goals: [{ type: 'defeat-colour', colour: 'B' }],
        life: 12,
        preparationRounds: 1,
        opponentSpells: 'remove',
        distribution: 'adjusted',
        startColour: 'G',
        expansions: { multicolourLands: true, colourlessLands: false, encounterSpells: true, replaceDefeated: true },
        keywordRoll: true,
        extraFoes: true,
        weakening: form.weakenings![0]!.name,
        mappedMana: false,
        landless: true,
      },
      version: doc.version,
    });
    assert.deepEqual(outcome, { status: 'applied' });
    const { setup, state } = gameOf(doc.getText());
    assert.deepEqual(setup.deck, { name: 'spiders', cards: good.result.deck.cards });
    assert.deepEqual(setup.options.goals, [{ type: 'defeat-colour', colour: 'B' }]);
    assert.deepEqual(setup.options.expansions?.multicolourLands, form.expansionCards!.multicolourLands);
    assert.deepEqual(setup.options.expansions?.encounterSpells, form.expansionCards!.encounterSpells);
    assert.equal(setup.options.expansions?.replaceDefeated, true);
    assert.deepEqual(
      [setup.options.life, setup.options.preparationRounds, setup.options.keywordRoll, setup.options.extraFoes, setup.options.weakening, setup.options.landless, setup.options.mappedMana],
      [12, 1, true, true, form.weakenings![0]!.name, true, undefined],
    );
    assert.equal(state.you.life, 12);
    const special = Object.values(state.landPiles ?? {}).filter((p) => p.special).length + state.hexes.filter((h) => h.land !== undefined).length;
    assert.equal(special, form.expansionCards!.multicolourLands.length, 'each multicolour land is in a Land Pile, or already on the map');
  });

  it('a bad option from the form is refused with a message that says what to change, and nothing is written', async () => {
    const uri = await writeFile('refused-options.crawl.json', '');
    const form = (await openPlaymat(uri)) as ShowNewGameMessage;
    const refused = await inject(uri, {
      type: 'startGame',
      seed: 'x',
      options: { distribution: 'd6', expansions: { colourlessLands: true } },
      version: form.version,
    });
    assert.ok(refused.status === 'rejected', JSON.stringify(refused));
    assert.match(refused.error.message, /d6 table has none: choose Land Piles/);
    assert.equal(documentOf(uri).getText(), '');
    const posted = await waitFor('the refusal in the view', async () => ((await lastPosted(uri))?.type === 'rejected' ? lastPosted(uri) : undefined));
    assert.equal(posted?.type, 'rejected');
  });
});
