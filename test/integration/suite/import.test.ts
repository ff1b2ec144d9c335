import * as assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { exists } from '../../../src/extension/uri-exists';
import { buildCardIndex, parseCardIndex } from '../../../src/engine';
import { act, activate, activeInput, closeAll, currentView, documentOf, EXTENSION_ID, gameOf, readDisk, VIEW_TYPE, waitFor, workspaceUri, writeFile } from './helpers';

/**
 * "Crawl: Import Card Data…" and "Crawl: Import Deck…" in the real VS Code.
 * Both commands take their files as arguments (as from the Explorer), so no
 * open dialog is shown and nothing is mocked: the index is written into the
 * extension's real global storage, the setting into the real user settings,
 * and the game is opened on the real playmat. What the player is told is read
 * through crawl._test.shownMessages, which records each notification the
 * card commands show (the notification itself is shown as usual).
 */

type Shown = { kind: 'info' | 'error'; text: string };

/** The repository's own fixtures, read from the extension's folder (the tests run from the checkout). */
function fixture(...segments: string[]): vscode.Uri {
  return vscode.Uri.joinPath(vscode.extensions.getExtension(EXTENSION_ID)!.extensionUri, 'test/fixtures', ...segments);
}

function shownMessages(): Thenable<Shown[]> {
  return vscode.commands.executeCommand<Shown[]>('crawl._test.shownMessages');
}

describe('importing card data and decks', () => {
  const cards = fixture('import', 'cards.json');
  // Two cards whose abilities the engine plays (an enters trigger each), so the saved game's setup.cards holds abilities.
  const more = fixture('import', 'more-cards.json');
  let indexPath = '';

  before(async () => {
    await activate();
    indexPath = join(await vscode.commands.executeCommand<string>('crawl._test.globalStorage'), 'card-index.json');
    await shownMessages();
  });
  afterEach(closeAll);
  after(async () => {
    // Leave the user settings as the rest of the run found them (the index stays in this run's throwaway storage).
    await vscode.workspace.getConfiguration('crawl').update('cardData', undefined, vscode.ConfigurationTarget.Global);
  });

  it('before any card data is indexed, a deck list naming imported cards is refused, saying why once', async function () {
    if (existsSync(indexPath)) this.skip(); // another test of this run indexed card data first
    const list = fixture('import', 'unknown-names.txt');
    const save = workspaceUri('before-card-data.crawl.json');
    assert.equal(await vscode.commands.executeCommand('crawl.importDeck', list, save), undefined);
    assert.equal(await exists(save), false, 'no game file was written');
    const [message, ...rest] = await shownMessages();
    assert.equal(rest.length, 0);
    assert.equal(message?.kind, 'error');
    // Lines 3, 4, 6 and 7 name cards that only card data could hold; the hint is given once, not on every line.
    for (const line of [3, 4, 6, 7]) assert.match(message!.text, new RegExp(`line ${line}: no card named`));
    assert.equal(message!.text.split('no card data is indexed').length - 1, 1, message!.text);
    assert.match(message!.text, /Crawl: Import Card Data… adds Scryfall or MTGJSON files/);
  });

  it('"Crawl: Import Card Data…" indexes the files into global storage, remembers them in crawl.cardData and says what it found', async function () {
    this.timeout(60_000);
    const summary = await vscode.commands.executeCommand<{ total: number; full: number; partial: number; manual: number; rebuilt: boolean } | undefined>(
      'crawl.importCardData',
      cards,
      [cards, more],
    );
    assert.ok(summary, 'the command indexed the file (an error was shown instead?)');
    assert.equal(summary.rebuilt, true);

    // The setting names the files.
    assert.deepEqual(vscode.workspace.getConfiguration('crawl').get('cardData'), [cards.fsPath, more.fsPath]);

    // The index is in global storage, built from this very file, and holds what the engine makes of it.
    const read = parseCardIndex(readFileSync(indexPath, 'utf8'));
    assert.ok(read.ok, `the stored index reads back: ${!read.ok && read.message}`);
    const { index } = read;
    assert.deepEqual(
      index.sources.map((s) => [s.path, s.size]),
      [cards, more].map((u) => [u.fsPath, statSync(u.fsPath).size]),
    );
    const expected = buildCardIndex([cards, more].map((u) => ({ path: u.fsPath, content: readFileSync(u.fsPath) }))).index.counts();
    assert.deepEqual(index.counts(), expected);
    // Known from the fixtures (test/fixtures/import/README.md): six deck cards and a token, then two more cards.
    assert.deepEqual(expected, { total: 8, full: 6, partial: 1, manual: 1 });
    assert.equal(index.lookup('aether kite')?.def.name, 'Æther Kite', 'found ignoring case and accents');
    assert.equal(index.lookup('Muddled Oracle')?.automation, 'manual');
    assert.deepEqual(index.lookup('Tidecaller Gull')?.def.abilities, [{ kind: 'etb', effects: [{ do: 'draw', amount: 1 }] }]);

    // The summary the player sees counts the same.
    const messages = await waitFor('the summary message', async () => {
      const m = await shownMessages();
      return m.length > 0 ? m : undefined;
    });
    assert.deepEqual(messages, [{ kind: 'info', text: 'Indexed 8 cards: 6 played fully, 1 in part, 1 by hand (from 2 files).' }]);

    // Again, unchanged: not indexed again, and said so.
    const again = await vscode.commands.executeCommand<{ rebuilt: boolean }>('crawl.importCardData', cards, [cards, more]);
    assert.equal(again?.rebuilt, false);
    assert.deepEqual(await shownMessages(), [{ kind: 'info', text: 'Already indexed, unchanged: 8 cards: 6 played fully, 1 in part, 1 by hand (from 2 files).' }]);
  });

  it('a file that is not card data is reported, and the index and the setting are kept', async () => {
    const before = readFileSync(indexPath, 'utf8');
    const bad = fixture('carddata', 'not-card-data.json');
    assert.equal(await vscode.commands.executeCommand('crawl.importCardData', bad, [bad]), undefined);
    const [message, ...rest] = await shownMessages();
    assert.equal(rest.length, 0);
    assert.equal(message?.kind, 'error');
    assert.match(message!.text, /^Crawl could not index the card data: not-card-data\.json holds no cards \(not card data .*\)\. The cards indexed before are kept\.$/);
    assert.equal(readFileSync(indexPath, 'utf8'), before, 'the stored index is unchanged');
    assert.deepEqual(vscode.workspace.getConfiguration('crawl').get('cardData'), [cards.fsPath, more.fsPath], 'the setting still names the files indexed');
  });

  it('"Crawl: Import Deck…" starts a game with imported cards, which opens on the playmat and plays', async function () {
    this.timeout(60_000);
    const list = fixture('import', 'kite-flock.txt');
    const save = workspaceUri('kite-flock.crawl.json');
    const created = await vscode.commands.executeCommand<vscode.Uri | undefined>('crawl.importDeck', list, save);
    assert.equal(created?.toString(), save.toString());

    // The saved game holds the deck and the imported cards it uses, as data.
    const game = gameOf(await readDisk(save));
    assert.equal(game.setup.deck.name, 'Kite Flock');
    const imported = (game.setup.cards ?? []).map((c) => c.name).sort();
    assert.deepEqual(imported, ['Hedge Knight', 'Muddled Oracle', 'Shoal Warden', 'Tidecaller Gull', 'Æther Kite']);
    // With their abilities, as data (the canonical writer has to tell ability kinds apart).
    assert.deepEqual(game.setup.cards?.find((c) => c.name === 'Tidecaller Gull')?.abilities, [{ kind: 'etb', effects: [{ do: 'draw', amount: 1 }] }]);
    assert.equal(game.setup.cards?.find((c) => c.name === 'Shoal Warden')?.abilities?.[0]?.kind, 'etb');
    assert.equal(game.state.phase.type, 'mulligan');
    assert.equal(game.state.you.hand.length, 7);

    // The sideboard note was shown.
    assert.deepEqual(await shownMessages(), [{ kind: 'info', text: 'Kite Flock: the sideboard (2 cards) is not played: a crawl shuffles only the main deck.' }]);

    // It is open on the playmat, which shows the opening hand, imported cards drawn from their data.
    await waitFor('the playmat', () => {
      const input = activeInput();
      return input instanceof vscode.TabInputCustom && input.viewType === VIEW_TYPE && input.uri.toString() === save.toString();
    });
    const view = await currentView(save);
    const hand = view.table.hand;
    assert.deepEqual(hand.map((c) => c.name).sort(), game.state.you.hand.map((c) => c.card).sort());
    // Eight Islands in sixty cards: seven of them in the hand would be a one-in-fifty-million draw.
    const faces: Record<string, Partial<(typeof hand)[number]>> = {
      'Æther Kite': { manaCost: '{1}{U}', typeLine: 'Creature — Bird', power: 1, toughness: 2 },
      'Hedge Knight': { manaCost: '{1}{W}', typeLine: 'Creature — Human Knight', power: 2, toughness: 1 },
      'Muddled Oracle': { manaCost: '{2}{U}', typeLine: 'Creature — Human Wizard', power: 1, toughness: 1 },
      'Tidecaller Gull': { manaCost: '{2}{U}', typeLine: 'Creature — Bird', text: ['Flying', 'When Tidecaller Gull enters, draw a card.'] },
      'Shoal Warden': { manaCost: '{3}{U}', typeLine: 'Creature — Merfolk Soldier', power: 2, toughness: 3 },
    };
    const kite = hand.find((c) => c.name in faces);
    assert.ok(kite, `an imported card is in the opening hand: ${hand.map((c) => c.name).join(', ')}`);
    for (const [key, value] of Object.entries(faces[kite.name]!)) assert.deepEqual(kite[key as keyof typeof kite], value, `${kite.name}'s ${key}`);

    // A few actions, each taken from the view the host posted: keep, then a land or a pass, twice.
    assert.deepEqual(view.legal, [{ type: 'keep' }, { type: 'mulligan' }]);
    assert.deepEqual(await act(save, { type: 'keep' }, view.version), { status: 'applied' });
    for (let i = 0; i < 2; i++) {
      const now = await currentView(save);
      const next = now.legal.find((a) => a.type === 'playLand') ?? now.legal.find((a) => a.type === 'pass') ?? now.legal[0];
      assert.ok(next, `an action is offered in phase ${now.game.state.phase.type}`);
      assert.deepEqual(await act(save, next, now.version), { status: 'applied' });
    }
    const played = gameOf(documentOf(save).getText());
    assert.equal(played.log.length, 3);
    assert.equal(played.log[0]!.action.type, 'keep');
    assert.deepEqual(played.setup.cards, game.setup.cards, 'the imported cards stay in the save');
  });

  it('a file added to crawl.cardData by hand is indexed by the next Import Deck, before its names are matched', async function () {
    this.timeout(60_000);
    const added = fixture('carddata', 'scryfall-card.json');
    await vscode.workspace.getConfiguration('crawl').update('cardData', [cards.fsPath, more.fsPath, added.fsPath], vscode.ConfigurationTarget.Global);
    const list = await writeFile('hounds.txt', 'Deck\n12 Mountain\n8 Ember Hound\n');
    const save = workspaceUri('hounds.crawl.json');
    const created = await vscode.commands.executeCommand<vscode.Uri | undefined>('crawl.importDeck', list, save);
    const messages = await shownMessages();
    assert.equal(created?.toString(), save.toString(), `no game: ${JSON.stringify(messages)}`);
    assert.deepEqual(messages, [{ kind: 'info', text: 'Indexed 9 cards: 7 played fully, 1 in part, 1 by hand (from 3 files).' }]);
    const game = gameOf(await readDisk(save));
    assert.deepEqual(game.setup.cards?.map((c) => c.name), ['Ember Hound']);
    const read = parseCardIndex(readFileSync(indexPath, 'utf8'));
    assert.ok(read.ok);
    assert.deepEqual(read.index.sources.map((s) => s.path), [cards.fsPath, more.fsPath, added.fsPath]);
  });

  it('a deck list with unknown names is refused line by line, and no game is written', async () => {
    const list = fixture('import', 'unknown-names.txt');
    const save = workspaceUri('unknown-names.crawl.json');
    assert.equal(await vscode.commands.executeCommand('crawl.importDeck', list, save), undefined);
    assert.equal(await exists(save), false, 'no game file was written');
    const [message, ...rest] = await shownMessages();
    assert.equal(rest.length, 0);
    assert.equal(message?.kind, 'error');
    assert.match(message!.text, /^unknown-names\.txt cannot be played as it is: /);
    assert.match(message!.text, /line 4: no card named "Kite of Nowhere"/);
    assert.match(message!.text, /line 6: no card named "Hedgeknight"/);
    // "aether kite" (line 3) is the imported Æther Kite, and Serra Angel a built-in card: neither is named.
    assert.doesNotMatch(message!.text, /line [1235]\b/);
    assert.equal(vscode.window.tabGroups.all.flatMap((g) => g.tabs).length, 0, 'nothing was opened');
  });
});
