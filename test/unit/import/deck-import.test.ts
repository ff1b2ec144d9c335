import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtInCards } from '../../../src/engine/cards/pool';
import { lookupIgnoringCase } from '../../../src/engine/import/names';
import { buildCardIndex } from '../../../src/engine/import/card-index';
import { deckName, importDeck, type DeckImport, type DeckLookups } from '../../../src/engine/import/deck-import';

const path = (dir: string, name: string) => join(__dirname, '../../fixtures', dir, name);
const text = (dir: string, name: string) => readFileSync(path(dir, name), 'utf8');
const index = buildCardIndex([{ path: 'cards.json', content: text('import', 'cards.json') }]).index;
const lookups: DeckLookups = { builtIn: lookupIgnoringCase(builtInCards()), imported: (n) => index.lookup(n)?.def };
const builtInOnly: DeckLookups = { builtIn: lookups.builtIn, imported: () => undefined };

function ok(r: DeckImport): Extract<DeckImport, { ok: true }> {
  assert.ok(r.ok, `expected a deck, got ${JSON.stringify(!r.ok && r.problems)}`);
  return r;
}

describe('deck import: a list into a deck and its imported cards', () => {
  it('an Arena export with imported cards: built-in names keep theirs, imported ones come as data', () => {
    const r = ok(importDeck(text('import', 'kites.txt'), lookups, 'kites.txt'));
    assert.equal(r.deck.name, 'Kites and Knights');
    assert.deepEqual(r.cards.map((c) => c.name).sort(), ['Hedge Knight', 'Muddled Oracle', 'Æther Kite']);
    assert.equal(r.deck.cards.find((c) => c.name === 'Æther Kite')?.count, 4, 'the printed name, not the spelling in the list');
    assert.equal(r.deck.cards.reduce((n, c) => n + c.count, 0), 60);
    assert.deepEqual(r.notes, ['the sideboard (3 cards) is not played: a crawl shuffles only the main deck']);
    assert.equal(r.life, undefined);
  });

  it('all four Arena sections: the commander is shuffled in, 40 life; companion and sideboard are noted, not played', () => {
    const r = ok(importDeck(text('decklists', 'arena-all-sections.txt'), builtInOnly));
    assert.equal(r.deck.name, 'Red Skies');
    assert.deepEqual(r.deck.cards, [
      { name: 'Shivan Dragon', count: 1 },
      { name: 'Lightning Bolt', count: 4 },
      { name: 'Hill Giant', count: 3 },
      { name: 'Mountain', count: 12 },
    ]);
    assert.equal(r.life, 40);
    assert.equal(r.cards.length, 0, 'every card is built in');
    assert.ok(r.notes.some((n) => /commander Shivan Dragon is shuffled/.test(n)));
    assert.ok(r.notes.some((n) => /companion section \(1 card\) is not played/.test(n)));
  });

  it('every name that matches no card is an error with its line number; nothing else is kept', () => {
    const r = importDeck('Deck\n4 Hedge Knight\n2 Nobody Special\n20 Plains\n\nSideboard\n1 Also Nobody\n', lookups);
    assert.ok(!r.ok);
    assert.deepEqual(r.problems, [
      { line: 3, message: 'no card named "Nobody Special" in the card pool' },
      { line: 7, message: 'no card named "Also Nobody" in the card pool' },
    ]);
  });

  it('an imported card is unknown without the index', () => {
    const r = importDeck('4 Hedge Knight\n20 Plains\n', builtInOnly);
    assert.ok(!r.ok);
    assert.deepEqual(r.problems.map((p) => p.line), [1]);
  });

  it('a token, an empty file, broken XML and a sideboard alone are refused, each with a line', () => {
    const soldier = { name: 'Soldier', manaCost: '', colours: ['W'], types: ['Creature'], subtypes: ['Soldier'], power: 1, toughness: 1, keywords: [], token: true } as const;
    const token = importDeck('4 Soldier\n', { builtIn: () => soldier, imported: () => undefined });
    assert.ok(!token.ok && /is a token/.test(token.problems[0]!.message));
    const empty = importDeck(text('decklists', 'empty.txt'), builtInOnly);
    assert.ok(!empty.ok && empty.problems[0]!.line === 1);
    const broken = importDeck(text('decklists', 'broken.dek'), builtInOnly);
    assert.ok(!broken.ok && /not well-formed XML/.test(broken.problems[0]!.message));
    const side = importDeck('SB: 2 Lightning Bolt\n', builtInOnly);
    assert.ok(!side.ok && /no main deck to play \(only a sideboard\)/.test(side.problems[0]!.message));
  });

  it('MTGO .dek and plain lists with 4x and SB: lines import too', () => {
    const dek = importDeck(text('decklists', 'valid.dek'), lookups, 'valid.dek');
    const plain = importDeck(text('decklists', 'plain-4x-sb.txt'), lookups, 'plain-4x-sb.txt');
    for (const r of [dek, plain]) {
      // Fixtures written for the parser may name cards outside the pool: then each is reported with its line.
      if (!r.ok) for (const p of r.problems) assert.ok(p.line >= 1 && /no card named/.test(p.message), p.message);
      else assert.ok(r.deck.cards.length > 0);
    }
  });

  it('two spellings of one card in one section are counted together, with a note', () => {
    const r = ok(importDeck('2 Æther Kite\n2 aether kite\n20 Island\n', lookups));
    assert.deepEqual(r.deck.cards[0], { name: 'Æther Kite', count: 4 });
    assert.ok(r.notes.some((n) => /^line 2: .*4 in all/.test(n)));
  });

  it('names a deck from the list, else the file, else plainly', () => {
    assert.equal(deckName('About\nName  My Deck \nDeck\n1 Plains', { format: 'arena' }), 'My Deck');
    assert.equal(deckName('1 Plains', { format: 'plain' }, '/home/me/decks/Burn.txt'), 'Burn');
    assert.equal(deckName('<Deck/>', { format: 'mtgo' }, 'C:\\decks\\Elves.dek'), 'Elves');
    assert.equal(deckName('1 Plains', { format: 'plain' }), 'Imported deck');
  });
});
