import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allCards, findCard } from '../../../src/engine/cards/pool';
import { detectFormat, lookupIgnoringCase, namesUnknownCard, normaliseName, parseDecklist, resolveDeck, type DeckProblem } from '../../../src/engine/import/decklist';
import { nearestName } from '../../../src/engine/import/names';

const FIXTURES = join(__dirname, '../../fixtures/decklists');
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
const err = (line: number, message: string, column?: number): DeckProblem =>
  column === undefined ? { line, message, severity: 'error' } : { line, column, message, severity: 'error' };
const info = (line: number, message: string): DeckProblem => ({ line, message, severity: 'info' });
const countMsg = (token: string) => `the count must be a whole number from 1 to 999, not "${token}"`;

describe('deck-list import: parsing', () => {
  it('reads an Arena export with all four sections, About skipped, set and number kept', () => {
    const deck = parseDecklist(fixture('arena-all-sections.txt'));
    assert.equal(deck.format, 'arena');
    assert.deepEqual(deck.commander, [{ name: 'Shivan Dragon', count: 1, line: 5, set: 'LEA', number: '174' }]);
    assert.deepEqual(deck.companion, [{ name: 'Serra Angel', count: 1, line: 8 }]);
    assert.deepEqual(deck.main, [
      { name: 'Lightning Bolt', count: 4, line: 11, set: 'M10', number: '146' },
      { name: 'Hill Giant', count: 3, line: 12, set: 'M10', number: '150' },
      { name: 'Mountain', count: 12, line: 13 },
    ]);
    assert.deepEqual(deck.sideboard, [
      { name: 'Pyroclasm', count: 2, line: 16 },
      { name: 'Lightning Bolt', count: 1, line: 17, set: 'M10', number: '146' },
    ]);
    assert.deepEqual(deck.problems, []);
  });

  it('reads a plain list with 4x counts, SB: lines and comments', () => {
    const deck = parseDecklist(fixture('plain-4x-sb.txt'));
    assert.equal(deck.format, 'plain');
    assert.deepEqual(deck.main, [
      { name: 'Savannah Lions', count: 4, line: 2 },
      { name: 'White Knight', count: 4, line: 3 },
      { name: 'Serra Angel', count: 2, line: 5 },
      { name: 'Plains', count: 16, line: 6 },
    ]);
    assert.deepEqual(deck.sideboard, [
      { name: 'Pacifism', count: 2, line: 8 },
      { name: 'Divine Verdict', count: 1, line: 9 },
    ]);
    assert.deepEqual(deck.commander, []);
    assert.deepEqual(deck.companion, []);
    assert.deepEqual(deck.problems, []);
  });

  it('reads a valid MTGO .dek, with line numbers, a comment ignored and a repeated card merged', () => {
    const deck = parseDecklist(fixture('valid.dek'));
    assert.equal(deck.format, 'mtgo');
    assert.deepEqual(deck.main, [
      { name: 'Lightning Bolt', count: 6, line: 5 },
      { name: 'Mountain', count: 20, line: 7 },
    ]);
    assert.deepEqual(deck.sideboard, [{ name: 'Pyroclasm', count: 2, line: 8 }]);
    assert.deepEqual(deck.problems, [info(9, '"Lightning Bolt" is listed again in the main deck (first on line 5): the counts are added, 6 in all')]);
  });

  it('reports a broken .dek (unclosed tag) at the line and column the XML validator gives', () => {
    const deck = parseDecklist(fixture('broken.dek'));
    assert.equal(deck.format, 'mtgo');
    assert.deepEqual([deck.main, deck.sideboard], [[], []]);
    assert.deepEqual(deck.problems, [
      err(5, "the .dek file is not well-formed XML: Expected closing tag 'Cards' (opened in line 3, col 3) instead of closing tag 'Deck'.", 1),
    ]);
  });

  it('reports bad counts and lines with no count, and keeps the good lines', () => {
    const deck = parseDecklist(fixture('unknown-and-bad-count.txt'));
    assert.deepEqual(deck.main, [
      { name: 'Lightning Bolt', count: 4, line: 2 },
      { name: 'Lightening Bolt', count: 4, line: 3 },
      { name: 'goblin piker', count: 4, line: 8 },
    ]);
    assert.deepEqual(deck.sideboard, [{ name: 'Mons’s Goblin Raiders', count: 2, line: 11 }]);
    assert.deepEqual(deck.problems, [
      err(4, countMsg('0'), 1),
      err(5, countMsg('2.5'), 1),
      err(6, 'expected a count and a card name, like "4 Lightning Bolt", not "Pyroclasm"', 1),
      err(7, countMsg('1000'), 1),
      err(12, 'the count "3x" has no card name after it', 1),
    ]);
  });

  it('reports an empty file, and a file of blanks and comments, as empty', () => {
    assert.deepEqual(parseDecklist(fixture('empty.txt')).problems, [err(1, 'the list is empty')]);
    assert.deepEqual(parseDecklist('\n  \n').problems, [err(1, 'the list is empty')]);
    assert.deepEqual(parseDecklist('// nothing yet\n# still nothing\n').problems, [err(1, 'the list is empty')]);
    assert.deepEqual(parseDecklist('', { format: 'mtgo' }).problems, [err(1, 'the list is empty')]);
    assert.deepEqual(parseDecklist('<?xml version="1.0"?>\n<Deck>\n</Deck>\n').problems, [err(2, 'the list is empty')]);
  });

  it('reports duplicate section headers and merges their cards', () => {
    const deck = parseDecklist(fixture('duplicate-sections.txt'));
    assert.deepEqual(deck.main, [
      { name: 'Wind Drake', count: 6, line: 2 },
      { name: 'Island', count: 20, line: 3 },
    ]);
    assert.deepEqual(deck.sideboard, [
      { name: 'Unsummon', count: 2, line: 6 },
      { name: 'Divination', count: 1, line: 9 },
    ]);
    assert.deepEqual(deck.problems, [
      err(8, 'a second "Sideboard" header (the first is on line 5): its cards are added to the same section', 1),
      err(11, 'a second "Deck" header (the first is on line 1): its cards are added to the same section', 1),
      info(12, '"Wind Drake" is listed again in the main deck (first on line 2): the counts are added, 6 in all'),
    ]);
  });

  it('reads a blank line in a headerless Arena list as the start of the sideboard, once, and says so', () => {
    const deck = parseDecklist('\n4 Hill Giant (M10) 150\r\n20 Mountain\r\n\r\n2 Pyroclasm\r\n\r\n1 Lightning Bolt\r\n');
    assert.equal(deck.format, 'arena');
    assert.deepEqual(deck.main, [
      { name: 'Hill Giant', count: 4, line: 2, set: 'M10', number: '150' },
      { name: 'Mountain', count: 20, line: 3 },
    ]);
    assert.deepEqual(deck.sideboard, [
      { name: 'Pyroclasm', count: 2, line: 5 },
      { name: 'Lightning Bolt', count: 1, line: 7 },
    ]);
    assert.deepEqual(deck.problems, [info(4, "blank line: the cards after it are read as the sideboard (Arena's convention)")]);
  });

  it('ignores blank lines in a plain list, and in an Arena list when it has headers', () => {
    const text = '4 Hill Giant\n\n20 Mountain\n';
    assert.deepEqual(parseDecklist(text, { format: 'plain' }).sideboard, []);
    assert.equal(parseDecklist(text, { format: 'plain' }).main.length, 2);
    assert.deepEqual(parseDecklist('Deck\n4 Hill Giant\n\n20 Mountain\n').sideboard, []);
    const trailing = parseDecklist('4 Hill Giant\n20 Mountain\n\n\n// the end\n\n', { format: 'arena' });
    assert.deepEqual([trailing.main.length, trailing.sideboard, trailing.problems], [2, [], []]);
  });

  it('gives the column of a bad count after indentation or an SB: prefix', () => {
    assert.deepEqual(parseDecklist('  4x Hill Giant\nSB:  0 Pyroclasm\n  SB:\n', { format: 'plain' }).problems, [
      err(2, countMsg('0'), 6),
      err(3, '"SB:" with no count or card name after it', 3),
    ]);
  });

  it('reports lines in the About section other than Name', () => {
    const deck = parseDecklist('About\nName Burn\nBy me\nDeck\n4 Lightning Bolt\n');
    assert.deepEqual(deck.main, [{ name: 'Lightning Bolt', count: 4, line: 5 }]);
    assert.deepEqual(deck.problems, [err(3, 'expected "Name <deck name>" in the About section, not "By me"', 1)]);
  });

  it('reports .dek cards with a bad quantity, sideboard flag or no name, and unknown elements', () => {
    const text = [
      '<Deck>',
      '  <Cards Quantity="4" Sideboard="false" Name="Lightning Bolt"/>',
      '  <Cards Quantity="0" Sideboard="false" Name="Hill Giant"/>',
      '  <Cards Quantity="2" Sideboard="maybe" Name="Pyroclasm"/>',
      '  <Cards Quantity="2" Name=""/>',
      '  <Cards Quantity="1" Name="&#198;ther Shield"/>',
      '  <Notes>hi</Notes>',
      '</Deck>',
    ].join('\n');
    const deck = parseDecklist(text);
    assert.deepEqual(deck.main, [
      { name: 'Lightning Bolt', count: 4, line: 2 },
      { name: 'Æther Shield', count: 1, line: 6 },
    ]);
    assert.deepEqual(deck.problems, [
      err(3, '"Hill Giant": the count must be a whole number from 1 to 999, not "0"'),
      err(4, '"Pyroclasm": Sideboard must be "true" or "false", not "maybe"'),
      err(5, 'a <Cards> element with no Name'),
      info(1, 'ignored the <Notes> element: a .dek file lists its cards in <Cards> elements'),
    ]);
    assert.deepEqual(parseDecklist('<Cards Quantity="1" Name="Hill Giant"/>').problems, [err(1, 'expected a <Deck> element at the top of a .dek file, found <Cards>')]);
  });

  it('keeps set and number before foil marks, and a name with no printing whole', () => {
    assert.deepEqual(parseDecklist('1 Hill Giant (m10) 150 *F*\n2 Shivan Dragon (LEA)\n3 Serra Angel (LEA) *F*\n').main, [
      { name: 'Hill Giant', count: 1, line: 1, set: 'm10', number: '150' },
      { name: 'Shivan Dragon', count: 2, line: 2, set: 'LEA' },
      { name: 'Serra Angel', count: 3, line: 3, set: 'LEA' },
    ]);
  });

  it('detects the format', () => {
    assert.equal(detectFormat('\uFEFF  <?xml version="1.0"?><Deck/>'), 'mtgo');
    assert.equal(detectFormat('4 Hill Giant\nSB: 1 Pyroclasm'), 'plain');
    assert.equal(detectFormat('// burn\n4 Hill Giant'), 'plain');
    assert.equal(detectFormat('4x Hill Giant'), 'plain');
    assert.equal(detectFormat('Deck\n4 Hill Giant (M10) 150'), 'arena');
    assert.equal(detectFormat('4 Hill Giant'), 'arena');
  });
});

describe('deck-list import: matching names to cards', () => {
  it('normalises names: accents, case, curly apostrophes, spaces, split cards', () => {
    assert.equal(normaliseName('  Æther   Vial '), 'aether vial');
    assert.equal(normaliseName('Lim-Dûl’s Vault'), "lim-dul's vault");
    assert.equal(normaliseName('Fire//Ice'), 'fire // ice');
    assert.equal(normaliseName('JÖTUN Grunt'), 'jotun grunt');
  });

  it('resolves exact names with findCard and reports unknown ones at their lines', () => {
    const resolved = resolveDeck(parseDecklist(fixture('unknown-and-bad-count.txt')), findCard);
    assert.deepEqual(resolved.main.map((e) => [e.card.name, e.count, e.line]), [['Lightning Bolt', 4, 2]]);
    assert.deepEqual(resolved.sideboard, []);
    assert.deepEqual(resolved.problems, [
      err(3, 'no card named "Lightening Bolt" in the card pool'),
      err(4, countMsg('0'), 1),
      err(5, countMsg('2.5'), 1),
      err(6, 'expected a count and a card name, like "4 Lightning Bolt", not "Pyroclasm"', 1),
      err(7, countMsg('1000'), 1),
      err(8, 'no card named "goblin piker" in the card pool'),
      err(11, 'no card named "Mons’s Goblin Raiders" in the card pool'),
      err(12, 'the count "3x" has no card name after it', 1),
    ]);
  });

  it('a name that matches no card names the nearest one when one is near and no other as near ("did you mean")', () => {
    const names = [...allCards()].map((c) => c.name);
    const near = (name: string) => nearestName(name, names);
    const resolved = resolveDeck(parseDecklist('4 Lightening Bolt\n4 Serra Angle\n4 Grizly Bears\n4 Qwxyz\n'), findCard, near);
    assert.deepEqual(resolved.problems.map((p) => p.message), [
      'no card named "Lightening Bolt" in the card pool (did you mean "Lightning Bolt"?)',
      'no card named "Serra Angle" in the card pool (did you mean "Serra Angel"?)',
      'no card named "Grizly Bears" in the card pool (did you mean "Grizzly Bears"?)',
      'no card named "Qwxyz" in the card pool',
    ]);
    assert.ok(resolved.problems.every(namesUnknownCard), 'still read as unknown names (the card-data hint follows)');
    // Two as near: no guess. At most a quarter of the letters (two at least) apart.
    assert.equal(nearestName('Bear', ['Bears', 'Beer']), undefined);
    assert.equal(nearestName('Forset', ['Forest', 'Island']), 'Forest');
    assert.equal(nearestName('Giant Goat', ['Giant Growth']), undefined);
    assert.equal(nearestName('Swmap', ['Swamp']), 'Swamp', 'two letters swapped count one');
  });

  it('resolves ignoring case, accents and curly apostrophes with lookupIgnoringCase', () => {
    const resolved = resolveDeck(parseDecklist(fixture('unknown-and-bad-count.txt')), lookupIgnoringCase(allCards()));
    assert.equal(resolved.main[0]!.card, findCard('Lightning Bolt'));
    assert.deepEqual(resolved.main.map((e) => [e.card.name, e.name, e.count, e.line]), [
      ['Lightning Bolt', 'Lightning Bolt', 4, 2],
      ['Goblin Piker', 'goblin piker', 4, 8],
    ]);
    assert.deepEqual(resolved.sideboard.map((e) => [e.card.name, e.count, e.line]), [["Mons's Goblin Raiders", 2, 11]]);
    assert.deepEqual(resolved.problems.filter((p) => p.message.startsWith('no card')), [err(3, 'no card named "Lightening Bolt" in the card pool')]);
    const accented = resolveDeck(parseDecklist('4 SÉRRA  angel\n'), lookupIgnoringCase(allCards()));
    assert.equal(accented.main[0]!.card, findCard('Serra Angel'));
  });

  it('resolves every card of the fixture lists that use pool names', () => {
    for (const file of ['arena-all-sections.txt', 'plain-4x-sb.txt', 'valid.dek', 'duplicate-sections.txt']) {
      const resolved = resolveDeck(parseDecklist(fixture(file)), findCard);
      assert.deepEqual(resolved.problems.filter((p) => p.severity === 'error' && p.message.startsWith('no card')), [], file);
    }
    const arena = resolveDeck(parseDecklist(fixture('arena-all-sections.txt')), findCard);
    assert.deepEqual(arena.commander.map((e) => [e.card.name, e.count]), [['Shivan Dragon', 1]]);
    assert.deepEqual(arena.companion.map((e) => [e.card.name, e.count]), [['Serra Angel', 1]]);
    assert.deepEqual(arena.main.map((e) => [e.card.name, e.count]), [['Lightning Bolt', 4], ['Hill Giant', 3], ['Mountain', 12]]);
    assert.deepEqual(arena.sideboard.map((e) => [e.card.name, e.count]), [['Pyroclasm', 2], ['Lightning Bolt', 1]]);
  });

  it('matches a split card by its full name or its front face, and merges the two', () => {
    const cards = [{ name: 'Fire // Ice' }, { name: 'Hill Giant' }];
    const resolved = resolveDeck(parseDecklist('2 Fire // Ice\n1 fire\n1 Hill Giant // Nonsense\n'), lookupIgnoringCase(cards));
    assert.deepEqual(resolved.main.map((e) => [e.card.name, e.count, e.line]), [['Fire // Ice', 3, 1], ['Hill Giant', 1, 3]]);
    assert.deepEqual(resolved.problems, [info(2, '"fire" is Fire // Ice, listed already in the main deck on line 1: the counts are added, 3 in all')]);
    const exact = resolveDeck(parseDecklist('1 Lightning Bolt // Whatever\n'), findCard);
    assert.equal(exact.main[0]!.card, findCard('Lightning Bolt'));
  });
});
