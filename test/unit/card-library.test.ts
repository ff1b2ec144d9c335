import { strict as assert } from 'node:assert';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardDataText, cardLibrary, configureCardLibrary, indexCardFiles, INDEX_FILE, resolveDeckText } from '../../src/extension/card-library';
import { showGame } from '../../src/extension/host-messages';
import { newGame, writeSave } from '../../src/engine';

/**
 * The card library as the extension host uses it (card-library.ts has no
 * vscode import): indexing into a storage folder, and what a file with no
 * cards does to an index already there. The integration test
 * (test/integration/suite/import.test.ts) runs the same through the commands
 * in a real VS Code.
 */
describe('the card library on the host', () => {
  const fixtures = join(__dirname, '../fixtures');
  const cards = join(fixtures, 'import/cards.json');
  const notCards = join(fixtures, 'carddata/not-card-data.json');
  const malformed = join(fixtures, 'carddata/malformed.json');
  let dir = '';

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'crawl-library-'));
    configureCardLibrary(dir, []);
  });
  afterEach(() => {
    configureCardLibrary(undefined, []);
    rmSync(dir, { recursive: true, force: true });
  });

  it('indexes card data into the storage folder, and finds the cards by name', async () => {
    const summary = await indexCardFiles([cards]);
    assert.equal(summary.rebuilt, true);
    assert.deepEqual({ total: summary.total, full: summary.full, partial: summary.partial, manual: summary.manual }, { total: 6, full: 4, partial: 1, manual: 1 });
    assert.ok(existsSync(join(dir, INDEX_FILE)));
    assert.equal(cardLibrary()?.lookup('aether kite')?.def.name, 'Æther Kite');
    // The same files again, unchanged: not indexed again.
    assert.equal((await indexCardFiles([cards])).rebuilt, false);
  });

  it('a file with no cards is refused with its name and why, and the index already stored is kept', async () => {
    await indexCardFiles([cards]);
    const before = readFileSync(join(dir, INDEX_FILE), 'utf8');
    await assert.rejects(indexCardFiles([notCards]), /^Error: not-card-data\.json holds no cards \(not card data .*\)\. The cards indexed before are kept\.$/);
    // Beside a good file too: nothing is indexed from either.
    await assert.rejects(indexCardFiles([cards, malformed]), /malformed\.json holds no cards \(.+\)/);
    assert.equal(readFileSync(join(dir, INDEX_FILE), 'utf8'), before);
    assert.equal(cardLibrary()?.lookup('Hedge Knight')?.def.name, 'Hedge Knight');
  });

  it('with no index yet, a refused file leaves none, and says nothing of cards kept', async () => {
    await assert.rejects(indexCardFiles([notCards]), (e: Error) => !/kept/.test(e.message) && /holds no cards/.test(e.message));
    assert.equal(existsSync(join(dir, INDEX_FILE)), false);
  });

  it('a card played by hand: its printed text from the index on the playmat, never in the saved game; no index, no text, and none is made', async () => {
    const growth = 'You may play an additional land this turn. Draw a card.';
    const m10 = join(dir, 'm10.json');
    writeFileSync(
      m10,
      JSON.stringify([
        { object: 'card', name: 'Explore', layout: 'normal', mana_cost: '{1}{G}', type_line: 'Sorcery', oracle_text: growth, colors: ['G'], set: 'wwk', collector_number: '96' },
        { object: 'card', name: 'Moat Spirit', layout: 'normal', mana_cost: '{3}{U}', type_line: 'Creature — Spirit', oracle_text: 'Flying (It flies.)\nWhenever you cast a noncreature spell, scry 2.', power: '2', toughness: '2', colors: ['U'], set: 'tst', collector_number: '2' },
      ]),
    );
    // Before any index: nothing to read, and asking makes none.
    assert.equal(cardDataText('Explore'), undefined);
    assert.equal(existsSync(join(dir, INDEX_FILE)), false);
    await indexCardFiles([m10]);
    assert.deepEqual(cardDataText('explore'), { lines: [growth], partial: false });
    assert.deepEqual(cardDataText('Moat Spirit'), { lines: ['Flying', 'Whenever you cast a noncreature spell, scry 2.'], partial: true });
    assert.equal(cardDataText('Grizzly Bears'), undefined, 'not in the index');
    // The deck's cards, the game made from them and its file hold no rules text.
    const deck = resolveDeckText('4 Explore\n2 Moat Spirit\n30 Forest\n24 Island\n');
    assert.ok(deck.ok);
    assert.ok(!JSON.stringify(deck.cards).includes('additional land') && !JSON.stringify(deck.cards).includes('scry 2'));
    const game = newGame('by-hand', { deck: deck.deck, cards: deck.cards });
    const saved = writeSave(game);
    assert.ok(saved.includes('"Explore"'));
    for (const words of ['additional land', 'scry 2', 'It flies']) assert.ok(!saved.includes(words), `"${words}" is in the save`);
    // What the host posts: the card's text from the index, marked as the player's card data; a partly played card says so.
    const inHand = { ...game, state: { ...game.state, you: { ...game.state.you, hand: [{ id: 900, card: 'Explore' }, { id: 901, card: 'Moat Spirit' }, { id: 902, card: 'Forest' }] } } };
    const hand = showGame(inHand, { version: 1, readOnly: true, fileName: 'x.crawl.json' }).table.hand;
    assert.deepEqual(hand[0]!.cardData, { lines: [growth] });
    assert.equal(hand[0]!.manual, true);
    assert.deepEqual(hand[1]!.cardData, { lines: ['Flying', 'Whenever you cast a noncreature spell, scry 2.'], partial: true });
    assert.deepEqual(hand[1]!.text, ['Flying'], 'what the engine plays');
    assert.equal(hand[2]!.cardData, undefined, 'a built-in card');
    // On another machine (no index): the card is still marked, with no text.
    configureCardLibrary(undefined, []);
    assert.deepEqual(showGame(inHand, { version: 1, readOnly: true, fileName: 'x.crawl.json' }).table.hand[0]!.cardData, {});
  });

  it('an index of an older version is not read, nor read again until it changes; indexing again replaces it', async () => {
    await indexCardFiles([cards]);
    const path = join(dir, INDEX_FILE);
    writeFileSync(path, readFileSync(path, 'utf8').replace('"version":3', '"version":1'));
    configureCardLibrary(join(dir, 'other'), []);
    configureCardLibrary(dir, []);
    assert.equal(cardLibrary(), undefined, 'version 1 is refused');
    assert.equal(cardDataText('Muddled Oracle'), undefined);
    await indexCardFiles([cards]);
    assert.match(cardDataText('Muddled Oracle')!.lines[0]!, /shuffle your hand/);
  });

  it('a deck list with names only card data holds, before any is indexed: the hint once, on the first unknown name', () => {
    const read = resolveDeckText('Deck\n4 Island\n4 Æther Kite\n2 Hedge Knight\n4 Serra Angel\n', 'kites.txt');
    assert.ok(!read.ok);
    assert.deepEqual(read.problems.map((p) => p.line), [3, 4]);
    assert.match(read.problems[0]!.message, /no card data is indexed/);
    assert.doesNotMatch(read.problems[1]!.message, /no card data is indexed/);
  });
});
