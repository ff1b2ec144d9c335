import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { arrayElements, buildCardIndex, CardIndex, importCardBytes, isUpToDate, parseCardIndex, serialiseIndex, toCardData } from '../../../src/engine/import/card-index';
import { importCardData } from '../../../src/engine/import/carddata';
import type { CardDef } from '../../../src/engine/cards/card';

const fixture = (dir: string, name: string) => join(__dirname, '../../fixtures', dir, name);
const file = (dir: string, name: string) => ({ path: fixture(dir, name), content: readFileSync(fixture(dir, name), 'utf8'), size: 10, mtimeMs: 20 });

describe('card index', () => {
  const built = buildCardIndex([file('import', 'cards.json'), file('carddata', 'mtgjson-set.json'), file('carddata', 'scryfall-bulk.json')]);
  const index = built.index;

  it('finds a card by name ignoring case, accents, curly apostrophes and spacing', () => {
    for (const name of ['Æther Kite', 'aether kite', 'AETHER  KITE', 'Aether Kite']) assert.equal(index.lookup(name)?.def.name, 'Æther Kite', name);
    assert.equal(index.lookup('nothing like it'), undefined);
  });

  it('finds a double-faced card by its full name or its front face', () => {
    assert.equal(index.lookup('village watcher')?.def.name, 'Village Watcher // Moon Stalker');
    assert.equal(index.lookup('Village Watcher // Moon Stalker')?.def.name, 'Village Watcher // Moon Stalker');
  });

  it('keeps the automation level: keywords only is full, other text partial or manual', () => {
    assert.equal(index.lookup('Hedge Knight')?.automation, 'full');
    assert.equal(index.lookup('Muddled Oracle')?.automation, 'manual');
    assert.equal(index.lookup('Village Watcher')?.automation, 'partial');
    const c = index.counts();
    assert.equal(c.total, c.full + c.partial + c.manual);
  });

  it('reports what it could not read, by file, and counts repeats across files', () => {
    assert.ok(built.problems.some((p) => p.file.endsWith('mtgjson-set.json') && /no name/.test(p.message)));
    assert.ok(built.duplicates >= 1);
    assert.ok(built.skipped >= 1, 'tokens are not deck cards');
  });

  it('writes one compact file that reads back to the same cards, with the text of cards played by hand only', () => {
    const text = serialiseIndex(index);
    // A full card's text (and reminder text) is not kept; a manual or partial card's printed text is, beside its data.
    for (const words of ['It strikes before others', 'First strike']) assert.ok(!text.includes(words), `"${words}" was kept`);
    for (const words of ['shuffle your hand', 'turn this over']) assert.ok(text.includes(words), `"${words}" was not kept`);
    const read = parseCardIndex(text);
    assert.ok(read.ok);
    assert.deepEqual(read.index.cards, index.cards);
    assert.deepEqual(read.index.sources, index.sources);
    assert.equal(read.index.lookup('aether kite')?.def.name, 'Æther Kite');
  });

  it('keeps the printed text of manual and partial cards only, reminder text dropped, and never in the card data a game holds', () => {
    const oracle = 'When this creature arrives, shuffle your hand into your library, then draw that many cards.';
    assert.equal(index.lookup('Muddled Oracle')?.text, oracle);
    assert.equal(index.lookup('Village Watcher')?.text, 'Vigilance\n// Moon Stalker\nTrample\nAt dawn, turn this over.', 'every face, the back one named');
    for (const name of ['Hedge Knight', 'Æther Kite', 'Wall of Reeds', 'Marsh Crossing']) assert.equal(index.lookup(name)?.text, undefined, name);
    for (const c of index.cards) {
      if (c.automation === 'full') assert.equal(c.text, undefined, c.def.name);
      assert.ok(!('text' in c.def) && !JSON.stringify(c.def).includes('shuffle your hand'), `${c.def.name}: its data holds no text`);
    }
    // Explore (Worldwake) is played by hand; a partial card's reminder text goes.
    const cards = [
      { object: 'card', name: 'Explore', layout: 'normal', mana_cost: '{1}{G}', type_line: 'Sorcery', oracle_text: 'You may play an additional land this turn. Draw a card.', colors: ['G'], set: 'wwk', collector_number: '96' },
      { object: 'card', name: 'Moat Spirit', layout: 'normal', mana_cost: '{3}{U}', type_line: 'Creature — Spirit', oracle_text: "Flying (This creature can't be blocked except by creatures with flying or reach.)\nWhenever you cast a noncreature spell, scry 2. (Look at the top two cards.)", power: '2', toughness: '2', colors: ['U'], set: 'tst', collector_number: '2' },
      { object: 'card', name: 'Prodigal Pyromancer', layout: 'normal', mana_cost: '{2}{R}', type_line: 'Creature — Human Wizard', oracle_text: '{T}: Prodigal Pyromancer deals 1 damage to any target.', power: '1', toughness: '1', colors: ['R'], set: 'm10', collector_number: '1' },
    ];
    const own = parseCardIndex(serialiseIndex(buildCardIndex([{ path: 'm10.json', content: JSON.stringify(cards) }]).index));
    assert.ok(own.ok);
    assert.deepEqual(
      own.index.cards.map((c) => [c.def.name, c.automation, c.text]),
      [
        ['Explore', 'manual', 'You may play an additional land this turn. Draw a card.'],
        ['Moat Spirit', 'partial', 'Flying\nWhenever you cast a noncreature spell, scry 2.'],
        ['Prodigal Pyromancer', 'full', undefined],
      ],
    );
    // A full card is written with no text, whatever it is given.
    const edited = serialiseIndex(new CardIndex([{ ...own.index.cards[2]!, text: 'planted' }]));
    assert.ok(!edited.includes('planted'));
  });

  it('an index of version 1 (no texts) is refused, so it is built again', () => {
    const read = parseCardIndex(serialiseIndex(index).replace('"version":3', '"version":1'));
    assert.ok(!read.ok);
    assert.match(read.message, /version 1; this Crawl reads version 3: index the card data again/);
  });

  it('refuses a damaged or foreign index with a message saying what to do', () => {
    const text = serialiseIndex(index);
    const cases: [string, RegExp][] = [
      [text.slice(0, text.length / 2), /not valid JSON/],
      ['{"format":"something else"}', /not a card index/],
      [text.replace('"version":3', '"version":99'), /version 99/],
      [text.replace(/"levels":"[fpm]/, '"levels":"'), /damaged/],
      [text.replace(/"levels":"[fpm]/, '"levels":"x'), /damaged at card 1/],
    ];
    for (const [bad, message] of cases) {
      const read = parseCardIndex(bad);
      assert.ok(!read.ok, String(message));
      assert.match(read.message, message);
    }
  });

  it('knows whether the files changed since they were indexed', () => {
    const files = index.sources.map((s) => ({ path: s.path, size: s.size, mtimeMs: s.mtimeMs }));
    assert.ok(isUpToDate(index, files));
    assert.ok(!isUpToDate(index, files.slice(1)));
    assert.ok(!isUpToDate(index, [{ ...files[0]!, mtimeMs: 21 }, ...files.slice(1)]));
  });

  it('keeps a card whose abilities a saved game cannot hold, played by hand, and says so', () => {
    const def = { name: 'Odd Engine', manaCost: '{3}', colours: [], types: ['Artifact'], subtypes: [], keywords: [], abilities: [{ kind: 'nonsense' }] } as unknown as CardDef;
    const { card, note } = toCardData({ def, automation: 'full' });
    assert.equal(card.def.abilities, undefined);
    assert.equal(card.def.automation, 'manual');
    assert.equal(card.automation, 'partial');
    assert.match(note!, /played by hand/);
  });

  it('the first card of a name wins when indexes are joined', () => {
    const a = new CardIndex([{ def: { name: 'X', manaCost: '', colours: [], types: ['Land'], subtypes: [], keywords: [] }, automation: 'full' }]);
    const b = new CardIndex([{ def: { name: 'x', manaCost: '{1}', colours: [], types: ['Artifact'], subtypes: [], keywords: [] }, automation: 'manual' }]);
    assert.equal(new CardIndex([...a.cards, ...b.cards]).lookup('X')?.def.types[0], 'Land');
  });

  it('reads a bulk array from its bytes card by card, with the same cards and the same problem places as a whole parse', () => {
    const text = readFileSync(fixture('carddata', 'scryfall-bulk.json'), 'utf8');
    const whole = importCardData(text);
    const bytes = importCardBytes(new TextEncoder().encode(text));
    assert.deepEqual(bytes.cards, whole.cards);
    assert.deepEqual(bytes.problems, whole.problems);
    assert.equal(bytes.duplicates, whole.duplicates);
    assert.equal(bytes.format, 'scryfall-array');
  });

  it('cuts an array by its elements, strings and nesting respected; anything not cleanly an array is left to the whole parse', () => {
    const cut = (t: string) => arrayElements(new TextEncoder().encode(t))?.map(([a, b]) => t.slice(a, b).trim());
    assert.deepEqual(cut(' [ {"a":"x,]}"}, [1,2] ,"q\\"" ] '), ['{"a":"x,]}"}', '[1,2]', '"q\\""']);
    assert.deepEqual(cut('[]'), []);
    for (const bad of ['[{"a":1},]', '[{"a":1}', '[{"a":1}] x', '{"data":[]}', '[,1]']) assert.equal(cut(bad), undefined, bad);
    const broken = importCardBytes(new TextEncoder().encode('[{"object":"card"},\n{"name": }]'));
    assert.equal(broken.format, 'unknown');
    assert.match(broken.problems[0]!.where, /^line 2, column \d+$/);
  });
});
