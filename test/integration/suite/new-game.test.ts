import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { difficultyOf, difficultyOptions, findDifficulty, frontierSetup, hexDistance, isCrawlSave, newGame, newSave, readSave, starterDeck, writeSave } from '../../../src/engine';
import type { DeckResolvedMessage, HostMessage, ShowGameMessage, ShowNewGameMessage } from '../../../src/protocol/messages';
import { activate, activeInput, closeAll, documentOf, inject, lastPosted, openPlaymat, readDisk, VIEW_TYPE, waitFor, workspaceUri, writeFile } from './helpers';

describe('new games', () => {
  before(activate);
  afterEach(closeAll);

  it('an empty file opens the new-game form, and startGame writes a game into it', async () => {
    const uri = await writeFile('empty-1.crawl.json', '');
    const shown = await openPlaymat(uri);
    assert.equal(shown.type, 'newGame');
    const form = shown as ShowNewGameMessage;
    assert.ok(form.suggestedSeed.length > 0);
    assert.equal(form.readOnly, false);
    assert.ok(form.decks.some((d) => d.id === form.defaults.deck), 'the default deck is one of those offered');
    assert.ok(form.creatures.length > 0, 'encounter creatures are offered for a "defeat" goal');

    // The form's choices, each different from its default.
    const deck = form.decks.find((d) => d.id !== form.defaults.deck)!;
    const creature = form.creatures[0]!.name;
    const outcome = await inject(uri, {
      type: 'startGame',
      seed: 'integration',
      options: {
        distribution: 'adjusted',
        startColour: 'G',
        deck: deck.id,
        goals: [{ type: 'reach', distance: 2 }, { type: 'defeat', creature }],
        life: form.defaults.commanderLife,
        preparationRounds: 0,
        opponentSpells: 'discard',
        // The form spells out the Adjusting options; left out, Normal's would be filled in.
        keywordRoll: false,
        weakening: null,
      },
      version: form.version,
    });
    assert.deepEqual(outcome, { status: 'applied' });
    const doc = documentOf(uri);
    const read = readSave(doc.getText());
    assert.ok(read.ok, 'the document now holds a valid game');
    assert.equal(doc.getText(), writeSave(read.game), 'written by the canonical writer');
    assert.ok(isCrawlSave(read.game), 'the new game is a crawl');
    const { setup, state } = read.game;
    assert.equal(setup.seed, 'integration');
    assert.equal(setup.deck.name, deck.name);
    assert.deepEqual(
      { ...setup.options, goals: undefined },
      { distribution: 'adjusted', startColour: 'G', life: form.defaults.commanderLife, preparationRounds: 0, opponentSpells: 'discard', goals: undefined },
    );
    const [reach, defeat] = setup.options.goals;
    assert.ok(reach?.type === 'reach' && hexDistance(reach.hex, { q: 0, r: 0 }) === 2, `a hex two steps away: ${JSON.stringify(reach)}`);
    assert.deepEqual(defeat, { type: 'defeat', creature });
    assert.equal(state.you.life, form.defaults.commanderLife);
    assert.equal(state.phase.type, 'mulligan');
    assert.equal(read.game.log.length, 0);
    const view = await waitFor('the game view', async () => {
      const m = await lastPosted(uri);
      return m?.type === 'game' ? m : undefined;
    });
    assert.deepEqual((view as ShowGameMessage).legal, [{ type: 'keep' }, { type: 'mulligan' }]);

    // A second startGame is refused: the file is no longer empty.
    const again = await inject(uri, { type: 'startGame', seed: 'x', options: { distribution: 'd6', startColour: 'random' }, version: doc.version });
    assert.equal(again.status, 'rejected');
  });

  it('startGame with every option left out takes the defaults; an unknown deck is refused', async () => {
    const uri = await writeFile('empty-2.crawl.json', '');
    const form = (await openPlaymat(uri)) as ShowNewGameMessage;
    const doc = documentOf(uri);
    const refused = await inject(uri, { type: 'startGame', seed: 'integration', options: { deck: 'no-such-deck' }, version: form.version });
    assert.equal(refused.status, 'rejected');
    assert.ok('error' in refused && refused.error.rule === 'crawl.startGame', JSON.stringify(refused));
    assert.equal(doc.getText(), '', 'nothing was written');

    assert.deepEqual(await inject(uri, { type: 'startGame', seed: 'integration', options: {}, version: doc.version }), { status: 'applied' });
    const read = readSave(doc.getText());
    assert.ok(read.ok);
    assert.ok(isCrawlSave(read.game), 'the new game is a crawl');
    const { options } = read.game.setup;
    // The default difficulty (Normal) sets the Adjusting options, scaled from the format's life.
    assert.equal(form.defaults.difficulty, 'normal');
    assert.equal(difficultyOf(options, form.defaults.life), 'normal');
    assert.equal(options.opponentSpells, form.defaults.opponentSpells);
    assert.equal(options.goals.length, 1);
    const goal = options.goals[0]!;
    assert.ok(goal.type === 'reach' && hexDistance(goal.hex, { q: 0, r: 0 }) === form.defaults.goalDistance);
    // The same seed and options make the same file as the engine does.
    const normal = difficultyOptions(findDifficulty('normal')!, form.defaults.life);
    // Options that are off are left out of the file.
    const on = Object.fromEntries(Object.entries(normal).filter(([, v]) => v !== false && v !== undefined));
    const expected = newGame('integration', { deck: form.defaults.deck, goals: [goal], ...on });
    assert.equal(doc.getText(), writeSave(expected));
  });

  it("the form offers Frontier Magic, and its start message writes a Frontier game; a bad answer is refused naming the field", async () => {
    const uri = await writeFile('empty-frontier.crawl.json', '');
    const form = (await openPlaymat(uri)) as ShowNewGameMessage;
    assert.equal(form.type, 'newGame');
    assert.deepEqual(form.variants?.map((v) => v.id), ['magic-crawl', 'frontier', 'castle', 'mayhem', 'duel']);
    const offered = form.variants?.find((v) => v.id === 'frontier');
    assert.ok(offered?.offer, 'Frontier comes with its offer');
    assert.deepEqual(offered.offer.defaults, { opponent: 'computer', deck: 'green', deck2: 'red', neighboursNeedHome: false, stops: 'key-moments', targetFaceDown: false });
    assert.ok(offered.offer.decks!.some((d) => d.id === 'blue' && d.colours.includes('U')));
    const doc = documentOf(uri);

    // An answer that is not Frontier's is refused by the host, naming what is wrong; nothing is written.
    const refused = await inject(uri, { type: 'startGame', variant: 'frontier', seed: 'integration', options: { opponent: 'robot' }, version: form.version });
    assert.equal(refused.status, 'rejected');
    assert.ok('error' in refused && refused.error.rule === 'crawl.startGame.answer' && refused.error.message.includes('opponent'), JSON.stringify(refused));
    const unknownDeck = await inject(uri, { type: 'startGame', variant: 'frontier', seed: 'integration', options: { deck2: 'no-such-deck' }, version: form.version });
    assert.ok('error' in unknownDeck && unknownDeck.error.message.startsWith('deck2:'), JSON.stringify(unknownDeck));
    assert.equal(doc.getText(), '', 'nothing was written');

    // Hot-seat (no computer moves after the start, so the file is the new game itself).
    const answer = { ...offered.offer.defaults, opponent: 'hotseat', deck: 'blue', deck2: 'black', neighboursNeedHome: true, stops: 'every-step' };
    const outcome = await inject(uri, { type: 'startGame', variant: 'frontier', seed: 'integration', options: answer, version: doc.version });
    assert.deepEqual(outcome, { status: 'applied' });
    const read = readSave(doc.getText());
    assert.ok(read.ok, 'the document now holds a valid game');
    assert.equal(read.game.setup.variant, 'frontier');
    const made = frontierSetup({
      seed: 'integration',
      south: { deck: starterDeck('blue')! },
      north: { deck: starterDeck('black')!, control: 'human' },
      options: { neighboursNeedHome: true, stops: 'every-step' },
    });
    assert.ok(made.ok);
    assert.equal(doc.getText(), writeSave(newSave(made.setup)), 'the game the same choices make by the command line');
    const view = await waitFor('the game view', async () => {
      const m = await lastPosted(uri);
      return m?.type === 'game' ? m : undefined;
    });
    assert.equal((view as ShowGameMessage).table.board.kind, 'square-grid');
  });

  it('a Frontier game against the computer starts from the form with its defaults', async () => {
    const uri = await writeFile('empty-frontier-2.crawl.json', '');
    const form = (await openPlaymat(uri)) as ShowNewGameMessage;
    const offered = form.variants?.find((v) => v.id === 'frontier');
    assert.ok(offered?.offer);
    const outcome = await inject(uri, { type: 'startGame', variant: 'frontier', seed: 'integration-2', options: offered.offer.defaults, version: form.version });
    assert.deepEqual(outcome, { status: 'applied' });
    const read = readSave(documentOf(uri).getText());
    assert.ok(read.ok, 'the document now holds a valid game');
    assert.ok(read.game.setup.variant === 'frontier');
    assert.equal(read.game.setup.players.north.control, 'computer');
    assert.equal(read.game.setup.players.south.deck.name, starterDeck('green')!.name);
  });

  it('Frontier from the form with a pasted list for the computer: the host reads it for Frontier, and the file keeps the list', async () => {
    const uri = await writeFile('empty-frontier-list.crawl.json', '');
    const form = (await openPlaymat(uri)) as ShowNewGameMessage;
    const offered = form.variants?.find((v) => v.id === 'frontier');
    assert.ok(offered?.offer);
    const resolved = async (request: number) =>
      (await waitFor(`the answer to deck list request ${request}`, async () => {
        const m = await lastPosted(uri);
        return m?.type === 'deckResolved' && m.request === request ? m : undefined;
      })) as DeckResolvedMessage;

    // A list with a name that is no card: its line is named, as for Magic Crawl.
    assert.deepEqual(await inject(uri, { type: 'resolveDeck', request: 1, text: 'Deck\n20 Plains\n4 Serra Angle\n', variant: 'frontier' }), { status: 'done' });
    const typo = await resolved(1);
    assert.ok(!typo.result.ok && typo.result.problems[0]?.line === 3 && typo.result.problems[0].message.includes('Serra Angle'), JSON.stringify(typo.result));
    // Few lands: read, with Frontier's warning.
    await inject(uri, { type: 'resolveDeck', request: 2, text: 'Deck\n6 Plains\n12 Serra Angel\n12 Savannah Lions\n', variant: 'frontier' });
    const few = await resolved(2);
    assert.ok(few.result.ok && few.result.warnings?.[0]?.startsWith('Few lands: 6 of 30 cards.'), JSON.stringify(few.result));
    // The same list for Magic Crawl's form (no game named): no warning of Frontier's.
    await inject(uri, { type: 'resolveDeck', request: 3, text: 'Deck\n6 Plains\n12 Serra Angel\n12 Savannah Lions\n' });
    const crawl = await resolved(3);
    assert.ok(crawl.result.ok && crawl.result.warnings === undefined);

    await inject(uri, { type: 'resolveDeck', request: 4, text: 'About\nName Angels\n\nDeck\n24 Plains\n4 Serra Angel\n12 Savannah Lions\n', fileName: 'pasted', variant: 'frontier' });
    const good = await resolved(4);
    assert.ok(good.result.ok && good.result.warnings === undefined, JSON.stringify(good.result));
    // What the webview sends on Start: the list as the host read it, and the imported cards it uses (none here).
    const answer = { ...offered.offer.defaults, opponent: 'hotseat', deck2: good.result.deck, ...(good.result.cards.length > 0 ? { cards: good.result.cards } : {}) };
    const doc = documentOf(uri);
    assert.deepEqual(await inject(uri, { type: 'startGame', variant: 'frontier', seed: 'listed', options: answer, version: doc.version }), { status: 'applied' });
    const saved = await vscode.workspace.save(uri);
    assert.ok(saved, 'saved');
    const read = readSave(await readDisk(uri));
    assert.ok(read.ok && read.game.setup.variant === 'frontier', 'the file on disk holds a Frontier game');
    assert.deepEqual(read.game.setup.players.north.deck, { name: 'Angels', cards: [{ name: 'Plains', count: 24 }, { name: 'Serra Angel', count: 4 }, { name: 'Savannah Lions', count: 12 }] });
    assert.equal(read.game.setup.players.south.deck.name, starterDeck('green')!.name);
    const made = frontierSetup({
      seed: 'listed',
      south: { deck: starterDeck('green')! },
      north: { deck: { name: 'Angels', cards: [{ name: 'Plains', count: 24 }, { name: 'Serra Angel', count: 4 }, { name: 'Savannah Lions', count: 12 }] }, control: 'human' },
    });
    assert.ok(made.ok);
    assert.equal(await readDisk(uri), writeSave(newSave(made.setup)), 'the game the same list makes by crawl new --deck2-file');
  });

  it('the crawl.stops setting is the default of Frontier\'s "Stops", in an open form too; the older crawl.stopAtEveryStep on still means every step', async () => {
    const config = vscode.workspace.getConfiguration('crawl');
    const stops = (m: HostMessage | undefined) => {
      const offered = m?.type === 'newGame' ? m.variants?.find((v) => v.id === 'frontier') : undefined;
      return offered?.offer?.defaults.stops;
    };
    const uri = await writeFile('empty-frontier-steps.crawl.json', '');
    try {
      assert.equal(stops(await openPlaymat(uri)), 'key-moments', 'the key moments by default');
      await config.update('stops', 'when-able', vscode.ConfigurationTarget.Global);
      // The open form is drawn again with the new default.
      await waitFor('the form drawn again with the setting', async () => stops(await lastPosted(uri)) === 'when-able');
      // The older setting: on, while crawl.stops is not set, it asks for every step.
      await config.update('stops', undefined, vscode.ConfigurationTarget.Global);
      await config.update('stopAtEveryStep', true, vscode.ConfigurationTarget.Global);
      await waitFor('the form drawn again with the older setting', async () => stops(await lastPosted(uri)) === 'every-step');
      const form = (await lastPosted(uri)) as ShowNewGameMessage;
      const offered = form.variants?.find((v) => v.id === 'frontier');
      assert.ok(offered?.offer);
      // Start as the form leaves it: the game stops at every step.
      assert.deepEqual(await inject(uri, { type: 'startGame', variant: 'frontier', seed: 'steps', options: { ...offered.offer.defaults, opponent: 'hotseat' }, version: form.version }), {
        status: 'applied',
      });
      const read = readSave(documentOf(uri).getText());
      assert.ok(read.ok && read.game.setup.variant === 'frontier' && read.game.setup.options.stops === 'every-step');
      // crawl.stops set wins over the older one.
      await config.update('stops', 'key-moments', vscode.ConfigurationTarget.Global);
      const again = await writeFile('empty-frontier-steps-2.crawl.json', '');
      assert.equal(stops(await openPlaymat(again)), 'key-moments');
    } finally {
      await config.update('stops', undefined, vscode.ConfigurationTarget.Global);
      await config.update('stopAtEveryStep', undefined, vscode.ConfigurationTarget.Global);
    }
  });

  it('"Crawl: New Game" writes a new game through workspace.fs and opens it on the playmat', async () => {
    const uri = workspaceUri('from-command.crawl.json');
    const created = await vscode.commands.executeCommand<vscode.Uri>('crawl.newGame', uri);
    assert.equal(created?.toString(), uri.toString());
    const read = readSave(await readDisk(uri));
    assert.ok(read.ok, 'the file holds a valid game');
    await waitFor('the playmat', () => {
      const input = activeInput();
      return input instanceof vscode.TabInputCustom && input.viewType === VIEW_TYPE && input.uri.toString() === uri.toString();
    });
    // Never replaces an existing file.
    const before = await readDisk(uri);
    assert.equal(await vscode.commands.executeCommand('crawl.newGame', uri), undefined);
    assert.equal(await readDisk(uri), before);
  });
});
