import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCrawl } from '../cli-helpers';
import { classify, coverage, importCardData, mergeImports, type CardDataImport } from '../../../src/engine/import/carddata';
import { automatedKeyword, keywordsInText } from '../../../src/engine/import/automation';
import { parseTypeLine } from '../../../src/engine/import/facts';

const FIXTURES = join(__dirname, '../../fixtures/carddata');
const fixture = (name: string) => join(FIXTURES, name);
const load = (name: string): CardDataImport => importCardData(readFileSync(fixture(name), 'utf8'));
const byName = (r: CardDataImport, name: string) => {
  const c = r.cards.find((x) => x.def.name === name);
  assert.ok(c, `${name} was not imported`);
  return c;
};

describe('card data import: MTGJSON set file', () => {
  const r = load('mtgjson-set.json');

  it('is recognised, keeps one card per name (the first) and counts the repeat', () => {
    assert.equal(r.format, 'mtgjson-set');
    assert.deepEqual(
      r.cards.map((c) => c.def.name),
      ['Sky Lancer', 'Marsh Strider', 'Pale Guard', 'Tidy Healer', 'Small Blast', 'Odd Beast', 'Plains'],
    );
    assert.equal(r.duplicates, 1);
    assert.equal(byName(r, 'Sky Lancer').def.power, 3, 'the first printing wins, not the 9/9 after it');
  });

  it('reads the facts exactly, keywords in our spelling, and no rules text', () => {
    assert.deepEqual(byName(r, 'Sky Lancer').def, {
      name: 'Sky Lancer',
      manaCost: '{3}{W}{W}',
      colours: ['W'],
      types: ['Creature'],
      subtypes: ['Human', 'Knight'],
      power: 3,
      toughness: 3,
      keywords: ['flying', 'first-strike'],
      source: { set: 'TST', number: '1' },
      automation: 'full',
    });
    assert.deepEqual(byName(r, 'Pale Guard').def.keywords, ['first-strike', 'protection-from-black']);
    assert.deepEqual(byName(r, 'Marsh Strider').def.keywords, ['swampwalk']);
    assert.deepEqual(byName(r, 'Plains').def, {
      name: 'Plains',
      manaCost: '',
      colours: [],
      supertypes: ['Basic'],
      types: ['Land'],
      subtypes: ['Plains'],
      keywords: [],
      source: { set: 'TST', number: '7' },
      automation: 'full',
    });
    // The card data holds no text; only a card not played in full keeps its printed text beside it, for the local index.
    for (const c of r.cards) assert.ok(!JSON.stringify(c.def).includes('damage'), `${c.def.name} carries no text`);
    assert.ok(!JSON.stringify(r.cards.map((c) => c.def)).includes('When this enters'));
    for (const c of r.cards) if (c.automation === 'full') assert.equal(c.text, undefined, c.def.name);
  });

  it('leaves out power and toughness that are not numbers (* and 1+*)', () => {
    const odd = byName(r, 'Odd Beast').def;
    assert.equal(odd.power, undefined);
    assert.equal(odd.toughness, undefined);
    assert.ok(!('power' in odd));
  });

  it('classifies: keywords only full, keywords and a trigger partial, a spell manual', () => {
    const got = Object.fromEntries(r.cards.map((c) => [c.def.name, c.automation]));
    assert.deepEqual(got, {
      'Sky Lancer': 'full',
      'Marsh Strider': 'full',
      'Pale Guard': 'full',
      'Tidy Healer': 'partial',
      'Small Blast': 'manual',
      'Odd Beast': 'manual',
      Plains: 'full',
    });
    assert.equal(byName(r, 'Tidy Healer').def.automation, 'manual', 'a partial card is played by hand for the rest');
  });

  it('reports the malformed entries with their place', () => {
    assert.deepEqual(r.problems, [
      { where: 'data.cards[8]', message: 'the card has no name' },
      { where: 'data.cards[9]', message: 'Typeless Thing: no "types" list' },
      { where: 'data.cards[10]', message: 'Grand Plan: types Scheme are not ones the engine plays' },
    ]);
  });
});

describe('card data import: MTGJSON AtomicCards', () => {
  const r = load('mtgjson-atomic.json');

  it('reads each name once; a double-faced card keeps its full name, its front face\'s facts and every face', () => {
    assert.equal(r.format, 'mtgjson-atomic');
    assert.deepEqual(
      r.cards.map((c) => c.def.name),
      ['Iron Wall', 'Dawn Wolf // Dusk Wolf', 'Queen of Thorns'],
    );
    const front = { manaCost: '{1}{G}', colours: ['G'], types: ['Creature'], subtypes: ['Wolf'], power: 2, toughness: 2, keywords: ['trample'], automation: 'manual' };
    assert.deepEqual(byName(r, 'Dawn Wolf // Dusk Wolf').def, {
      name: 'Dawn Wolf // Dusk Wolf',
      ...front,
      layout: 'transform',
      faces: [
        { name: 'Dawn Wolf', ...front },
        { name: 'Dusk Wolf', manaCost: '', colours: ['G'], types: ['Creature'], subtypes: ['Wolf'], power: 4, toughness: 4, keywords: ['trample', 'haste'], automation: 'full' },
      ],
    });
    assert.equal(byName(r, 'Dawn Wolf // Dusk Wolf').automation, 'partial');
  });

  it('reads an artifact creature, supertypes and landwalk', () => {
    const wall = byName(r, 'Iron Wall');
    assert.deepEqual(wall.def.types, ['Artifact', 'Creature']);
    assert.deepEqual([wall.def.power, wall.def.toughness, wall.def.keywords, wall.automation], [0, 6, ['defender'], 'full']);
    const queen = byName(r, 'Queen of Thorns');
    assert.deepEqual(queen.def.supertypes, ['Legendary']);
    assert.deepEqual(queen.def.keywords, ['reach', 'forestwalk']);
    assert.equal(queen.automation, 'full');
  });

  it('reports a name with no faces', () => {
    assert.deepEqual(r.problems, [{ where: 'data["Nobody"]', message: 'Nobody: no faces' }]);
  });
});

describe('card data import: Scryfall', () => {
  it('a single card', () => {
    const r = load('scryfall-card.json');
    assert.equal(r.format, 'scryfall-card');
    assert.deepEqual(r.problems, []);
    assert.deepEqual(r.cards, [
      {
        def: {
          name: 'Ember Hound',
          manaCost: '{2}{R}',
          colours: ['R'],
          types: ['Creature'],
          subtypes: ['Elemental', 'Dog'],
          power: 3,
          toughness: 1,
          keywords: ['haste', 'protection-from-blue'],
          source: { set: 'TST', number: '21' },
          automation: 'full',
        },
        automation: 'full',
      },
    ]);
  });

  it('a search list: tokens skipped, a land with a mana ability is full (the reader reads it)', () => {
    const r = load('scryfall-list.json');
    assert.equal(r.format, 'scryfall-list');
    assert.equal(r.skipped, 1);
    assert.deepEqual(
      r.cards.map((c) => [c.def.name, c.automation]),
      [
        ['Wise Owl', 'partial'],
        ['Old Grove', 'full'],
      ],
    );
    assert.deepEqual(byName(r, 'Old Grove').def.supertypes, ['Legendary']);
    assert.deepEqual(byName(r, 'Old Grove').def.types, ['Land']);
    assert.deepEqual(byName(r, 'Wise Owl').def.keywords, ['flying']);
  });

  it('a bulk array: reprints counted once, malformed entries reported by index', () => {
    const r = load('scryfall-bulk.json');
    assert.equal(r.format, 'scryfall-array');
    assert.deepEqual(
      r.cards.map((c) => [c.def.name, c.automation]),
      [
        ['Forest', 'full'],
        ['Grey Bear', 'full'],
        ['Plain Rule', 'manual'],
      ],
    );
    assert.equal(r.duplicates, 1);
    assert.deepEqual(byName(r, 'Grey Bear').def.source, { set: 'TST', number: '41' });
    assert.deepEqual(byName(r, 'Forest').def.supertypes, ['Basic']);
    assert.deepEqual(byName(r, 'Forest').def.subtypes, ['Forest']);
    assert.deepEqual(byName(r, 'Plain Rule').def.keywords, [], 'a line with a keyword the engine lacks is not a keyword line');
    assert.deepEqual(r.problems, [
      { where: '[4]', message: 'Lost Type: no "type_line"' },
      { where: '[5]', message: 'the card has no name' },
      { where: '[6]', message: 'not a card object' },
    ]);
  });

  it('a double-faced card: the front face gives the facts, the full name is kept, every face is kept and classified', () => {
    const r = load('scryfall-dfc.json');
    const front = { manaCost: '{1}{G}', colours: ['G'], types: ['Creature'], subtypes: ['Human', 'Werewolf'], power: 2, toughness: 1, keywords: ['vigilance'] };
    assert.deepEqual(r.cards, [
      {
        def: {
          name: 'Village Watcher // Moon Stalker',
          ...front,
          source: { set: 'TST', number: '50' },
          automation: 'full',
          layout: 'transform',
          faces: [
            { name: 'Village Watcher', ...front, automation: 'full' },
            // Its back face turns up by an effect the engine does not play: the player turns it over by hand.
            { name: 'Moon Stalker', manaCost: '', colours: ['G'], types: ['Creature'], subtypes: ['Werewolf'], power: 4, toughness: 3, keywords: ['trample'], automation: 'manual' },
          ],
        },
        automation: 'partial',
        // Printed text of every face, the back one named: kept beside the data (for the player's own index), never in it.
        text: 'Vigilance\n// Moon Stalker\nTrample\nAt dawn, turn this over.',
      },
    ]);
  });
});

describe('card data import: cards of several faces', () => {
  // The same made-up cards in the three shapes card data comes in: a Scryfall list, an MTGJSON set file (one entry per face), MTGJSON AtomicCards.
  const scryfall = load('scryfall-faces.json');
  const set = load('mtgjson-faces.json');
  const atomic = load('mtgjson-faces-atomic.json');
  const faceNames = (r: CardDataImport, name: string) => byName(r, name).def.faces?.map((f) => f.name);

  it('CR 709: a split card imports with both halves, each a card of its own; the card combines them (CR 709.4)', () => {
    const card = byName(scryfall, 'Spark // Frost').def;
    assert.equal(card.layout, 'split');
    assert.deepEqual(
      card.faces?.map((f) => [f.name, f.manaCost, f.colours, f.types]),
      [
        ['Spark', '{R}', ['R'], ['Instant']],
        ['Frost', '{1}{U}', ['U'], ['Instant']],
      ],
    );
    assert.deepEqual([card.manaCost, card.colours, card.types], ['{1}{R}{U}', ['U', 'R'], ['Instant']]);
    assert.equal(card.abilities, undefined, 'a split card does nothing of its own: each half does');
  });

  it('CR 712: a modal double-faced card keeps both faces; its front face gives the card its facts', () => {
    const card = byName(scryfall, 'Grove Sentinel // Grove Hollow');
    assert.equal(card.def.layout, 'modal');
    assert.deepEqual([card.def.types, card.def.power, card.def.keywords], [['Creature'], 2, ['vigilance']]);
    const back = card.def.faces![1]!;
    assert.deepEqual([back.name, back.types, back.colours, back.abilities], ['Grove Hollow', ['Land'], [], [{ kind: 'mana', produces: ['G'] }]]);
    assert.equal(card.automation, 'full', 'both faces read in full');
  });

  it('CR 715: an adventurer keeps its Adventure, an instant or sorcery of its own', () => {
    const card = byName(scryfall, 'Hill Ogre // Boulder Toss');
    assert.equal(card.def.layout, 'adventure');
    assert.deepEqual(card.def.faces?.map((f) => [f.name, f.types, f.subtypes]), [
      ['Hill Ogre', ['Creature'], ['Ogre']],
      ['Boulder Toss', ['Sorcery'], ['Adventure']],
    ]);
    assert.deepEqual(card.def.abilities, [{ kind: 'etb', effects: [{ do: 'gainLife', amount: 2 }] }], 'the card is its creature');
  });

  it('a face the engine does not play is kept and played by hand, never dropped (flip, aftermath, transform)', () => {
    const flip = byName(scryfall, 'Cinder Apprentice // Cinder Master').def;
    assert.equal(flip.layout, 'flip');
    const master = flip.faces![1]!;
    assert.deepEqual([master.name, master.supertypes, master.manaCost, master.colours, master.keywords, master.power], ['Cinder Master', ['Legendary'], '{1}{R}', ['R'], ['haste'], 3], 'a flipped half keeps the card\'s cost and colour');
    const aftermath = byName(scryfall, 'Dig // Bury');
    assert.equal(aftermath.def.layout, 'aftermath', 'Scryfall says "split" and names the keyword');
    assert.deepEqual(faceNames(scryfall, 'Dig // Bury'), ['Dig', 'Bury']);
    assert.deepEqual(aftermath.def.faces!.map((f) => f.automation), ['full', 'manual'], 'Dig is read from its text; Bury, cast from the graveyard, is played by hand');
    // Its printed text, every face's, is kept for the player's own index.
    assert.equal(aftermath.text, 'Return target creature card from your graveyard to your hand.\n// Bury\nAftermath\nEach player loses 2 life.');
  });

  it('Scryfall, an MTGJSON set file (a face an entry, in any order) and AtomicCards give the same cards', () => {
    assert.deepEqual([scryfall.problems, set.problems, atomic.problems, set.duplicates], [[], [], [], 0]);
    const names = ['Spark // Frost', 'Hill Ogre // Boulder Toss', 'Grove Sentinel // Grove Hollow', 'Cinder Apprentice // Cinder Master', 'Dig // Bury'];
    for (const r of [scryfall, set, atomic]) assert.deepEqual(r.cards.map((c) => c.def.name), names);
    assert.deepEqual(set.cards, scryfall.cards);
    const withoutSource = (r: CardDataImport) => r.cards.map(({ def: { source: _none, ...def }, ...rest }) => ({ def, ...rest }));
    assert.deepEqual(withoutSource(atomic), withoutSource(scryfall), 'AtomicCards name no printing');
  });
});

describe('card data import: malformed input', () => {
  it('broken JSON is reported with its line and column', () => {
    const r = load('malformed.json');
    assert.equal(r.format, 'unknown');
    assert.deepEqual(r.cards, []);
    assert.equal(r.problems.length, 1);
    assert.equal(r.problems[0]?.where, 'line 4, column 27');
    assert.match(r.problems[0]?.message ?? '', /^not valid JSON/);
  });

  it('a file cut short is placed where the unfinished string begins', () => {
    const r = importCardData('[\n  { "object": "card", "name": "Half');
    assert.deepEqual(r.problems.map((p) => p.where), ['line 2, column 31']);
    assert.match(r.problems[0]?.message ?? '', /^not valid JSON/);
  });

  it('JSON that is not card data is reported, not guessed at', () => {
    const r = load('not-card-data.json');
    assert.equal(r.format, 'unknown');
    assert.deepEqual(r.cards, []);
    assert.equal(r.problems[0]?.where, '(top level)');
  });

  it('parsed values are accepted as well as text', () => {
    const r = importCardData({ object: 'card', name: 'Quick Bird', type_line: 'Creature — Bird', mana_cost: '{U}', oracle_text: 'Flying', power: '1', toughness: '1', colors: ['U'] });
    assert.deepEqual([r.format, r.cards[0]?.def.keywords, r.cards[0]?.automation], ['scryfall-card', ['flying'], 'full']);
  });
});

describe('classify', () => {
  const creature = { types: ['Creature'] as const, supertypes: [] };
  const cases: [string | undefined, string][] = [
    [undefined, 'full'],
    ['', 'full'],
    ['(Reminder only.)', 'full'],
    ['Flying', 'full'],
    ['Flying, first strike, lifelink', 'full'],
    ['Defender\nReach', 'full'],
    ['Protection from red (It cannot be hurt by red.)', 'full'],
    ['Mountainwalk', 'full'],
    ['Double strike; trample', 'full'],
    ['Protection from creatures', 'manual'],
    ['Desertwalk', 'manual'],
    ['Banding', 'manual'],
    ['Flying, banding', 'manual'],
    ['Enchant creature\nEnchanted creature gets +1/+1.', 'manual'],
    ['Haste\nAt the end of the turn, sacrifice this.', 'partial'],
    ['When this enters, you gain 2 life.', 'manual'],
  ];
  for (const [text, want] of cases) {
    it(`${JSON.stringify(text)} → ${want}`, () => assert.equal(classify(creature, text), want));
  }

  it('a basic land is full whatever its text', () => {
    assert.equal(classify({ types: ['Land'], supertypes: ['Basic'] }, '{T}: Add {W}.'), 'full');
    assert.equal(classify({ types: ['Land'], supertypes: [] }, '{T}: Add {W}.'), 'full');
    assert.equal(classify({ types: ['Land'], supertypes: [] }, '{T}: Add {W}{W}.'), 'manual');
  });

  it('keywords are spelt as the combat model spells them', () => {
    assert.equal(automatedKeyword('First Strike'), 'first-strike');
    assert.equal(automatedKeyword('protection from green'), 'protection-from-green');
    assert.equal(automatedKeyword('Islandwalk'), 'islandwalk');
    assert.equal(automatedKeyword('Banding'), undefined);
    assert.deepEqual(keywordsInText('Flying\nFlying, vigilance\nWhen this attacks, draw.'), ['flying', 'vigilance']);
  });

  it('type lines split into supertypes, types and subtypes', () => {
    assert.deepEqual(parseTypeLine('Legendary Artifact Creature — Elf Warrior'), { supertypes: ['Legendary'], types: ['Artifact', 'Creature'], subtypes: ['Elf', 'Warrior'] });
    assert.deepEqual(parseTypeLine('Instant'), { supertypes: [], types: ['Instant'], subtypes: [] });
  });
});

describe('coverage', () => {
  it('counts full, partial and manual, by type (a card of two types under each)', () => {
    const merged = mergeImports([load('mtgjson-set.json'), load('mtgjson-atomic.json')]);
    const cov = coverage(merged.cards);
    assert.deepEqual({ total: cov.total, full: cov.full, partial: cov.partial, manual: cov.manual }, { total: 10, full: 6, partial: 2, manual: 2 });
    assert.deepEqual(cov.byType.Creature, { total: 8, full: 5, partial: 2, manual: 1 });
    assert.deepEqual(cov.byType.Artifact, { total: 1, full: 1, partial: 0, manual: 0 });
    assert.deepEqual(cov.byType.Instant, { total: 1, full: 0, partial: 0, manual: 1 });
    assert.deepEqual(cov.byType.Land, { total: 1, full: 1, partial: 0, manual: 0 });
    assert.deepEqual(cov.byType.Planeswalker, { total: 0, full: 0, partial: 0, manual: 0 });
  });

  it('merging keeps the first card of a name across files', () => {
    const a = load('scryfall-bulk.json');
    const merged = mergeImports([a, a]);
    assert.equal(merged.cards.length, 3);
    assert.equal(merged.duplicates, 2 * a.duplicates + 3);
  });
});

describe('crawl cards coverage', () => {

  it('prints a table, and problems on stderr', async () => {
    const r = await runCrawl(['cards', 'coverage', fixture('mtgjson-set.json'), fixture('scryfall-card.json')]);
    assert.equal(r.status, 0);
    assert.match(r.stdout, /mtgjson-set, 7 cards \(1 repeated, 3 problems\)/);
    assert.match(r.stdout, /Creature\s+6\s+4\s+1\s+1\s+67%/);
    assert.match(r.stdout, /all cards\s+8\s+5\s+1\s+2\s+63%/);
    assert.match(r.stderr, /mtgjson-set\.json: data\.cards\[8\]: the card has no name/);
  });

  it('--reasons N lists the lines most often left unread, numbers said as N; --json carries them too', async () => {
    const r = await runCrawl(['cards', 'coverage', '--reasons', '5', fixture('mtgjson-set.json'), fixture('scryfall-card.json')]);
    assert.equal(r.status, 0);
    const listed = r.stdout.split('Lines most often left unread (cards: line)\n')[1]!.trim().split('\n');
    assert.equal(listed.length, 3, 'three cards are not played in full, each for one line');
    assert.ok(listed.includes('    1  This deals N damage to any target.'), listed.join('\n'));
    const j = JSON.parse((await runCrawl(['cards', 'coverage', '--json', '--reasons', '1', fixture('mtgjson-set.json')])).stdout) as { reasons: { line: string; cards: number }[] };
    assert.equal(j.reasons.length, 1);
    assert.equal(j.reasons[0]!.cards, 1);
    assert.equal((await runCrawl(['cards', 'coverage', '--reasons', 'many', fixture('mtgjson-set.json')])).status, 2);
  });

  it('--json gives the figures', async () => {
    const r = await runCrawl(['cards', 'coverage', '--json', fixture('scryfall-bulk.json')]);
    assert.equal(r.status, 0);
    const j = JSON.parse(r.stdout) as { cards: number; coverage: { full: number; byType: { Land: { full: number } } }; files: { format: string }[] };
    assert.deepEqual([j.cards, j.coverage.full, j.coverage.byType.Land.full, j.files[0]?.format], [3, 2, 1, 'scryfall-array']);
  });

  it('has --help, and fails plainly without a subcommand or a file', async () => {
    assert.match((await runCrawl(['cards', '--help'])).stdout, /crawl cards coverage FILE/);
    assert.equal((await runCrawl(['cards'])).status, 2);
    assert.equal((await runCrawl(['cards', 'coverage'])).status, 2);
    const broken = await runCrawl(['cards', 'coverage', fixture('malformed.json')]);
    assert.equal(broken.status, 1);
    assert.match(broken.stderr, /line 4, column 27/);
  });
});

describe('card data import: cards the built-in pool already plays', () => {
  // A Scryfall entry for a card the pool has effect data for; the text is ours, as a file would carry some text.
  const bolt = {
    object: 'card',
    name: 'Lightning Bolt',
    mana_cost: '{R}',
    type_line: 'Instant',
    oracle_text: 'This bolt hurts one creature or player for three.',
    colors: ['R'],
    keywords: [],
    set: 'tst',
    collector_number: '7',
  };

  it('takes the pool\'s abilities, so a spell keywords alone call manual is played in full', () => {
    const [card] = importCardData(bolt).cards;
    assert.equal(card!.automation, 'full');
    assert.equal(card!.def.automation, 'full');
    assert.deepEqual(card!.def.abilities, [{ kind: 'spell', target: { kind: 'any' }, effects: [{ do: 'damage', amount: 3, to: 'target' }] }]);
    assert.equal(card!.def.source?.set, 'TST', 'the imported facts are kept');
  });

  it('leaves a card the pool does not know as its keywords make it', () => {
    const [card] = importCardData({ ...bolt, name: 'Thunder Sliver of Nowhere' }).cards;
    assert.equal(card!.automation, 'manual');
    assert.equal(card!.def.abilities, undefined);
  });
});

describe('card data import: rarity', () => {
  it('keeps each printing’s rarity from MTGJSON and Scryfall, "bonus" as special, and no word it does not know', () => {
    const mtgjson = importCardData(
      JSON.stringify({
        data: {
          code: 'TST',
          cards: [
            { name: 'Rare One', manaCost: '{R}', colors: ['R'], types: ['Creature'], subtypes: [], supertypes: [], power: '1', toughness: '1', number: '1', rarity: 'rare' },
            { name: 'Bonus One', manaCost: '{G}', colors: ['G'], types: ['Creature'], subtypes: [], supertypes: [], power: '1', toughness: '1', number: '2', rarity: 'bonus' },
            { name: 'Odd One', manaCost: '{U}', colors: ['U'], types: ['Creature'], subtypes: [], supertypes: [], power: '1', toughness: '1', number: '3', rarity: 'legendary-ish' },
          ],
        },
      }),
    );
    assert.equal(byName(mtgjson, 'Rare One').def.rarity, 'rare');
    assert.equal(byName(mtgjson, 'Bonus One').def.rarity, 'special');
    assert.ok(!('rarity' in byName(mtgjson, 'Odd One').def), 'an unknown word is left out');
    const scryfall = importCardData(
      JSON.stringify([
        { object: 'card', name: 'Mythic One', layout: 'normal', mana_cost: '{W}', type_line: 'Creature — Angel', power: '4', toughness: '4', colors: ['W'], set: 'tst', collector_number: '9', rarity: 'mythic' },
        {
          object: 'card',
          name: 'Front // Back',
          layout: 'modal_dfc',
          set: 'tst',
          collector_number: '10',
          rarity: 'uncommon',
          card_faces: [
            { name: 'Front', mana_cost: '{1}{B}', type_line: 'Creature — Zombie', power: '2', toughness: '2', colors: ['B'] },
            { name: 'Back', mana_cost: '{2}{B}', type_line: 'Sorcery', colors: ['B'] },
          ],
        },
      ]),
    );
    assert.equal(scryfall.format, 'scryfall-array');
    assert.equal(byName(scryfall, 'Mythic One').def.rarity, 'mythic');
    assert.equal(byName(scryfall, 'Front // Back').def.rarity, 'uncommon', 'a card of several faces has the printing’s rarity');
  });
});
