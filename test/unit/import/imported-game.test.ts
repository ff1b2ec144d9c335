import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli } from '../cli-helpers';
import type { Colour } from '../../../src/engine/colour';
import { encounterPilesFrom, expansionLandsFrom } from '../../../src/engine/import/encounter-piles';

const FIXTURES = join(__dirname, '../../fixtures/import');

const creature = (name: string, colours: Colour[], extra: object = {}) => ({ name, colours, types: ['Creature' as const], subtypes: [], power: 2, toughness: 2, keywords: [] as string[], ...extra });

describe('Encounter Piles from imported creatures', () => {
  const mono = (c: Colour, n: number) => Array.from({ length: n }, (_, i) => creature(`${c} Beast ${i + 1}`, [c]));

  it('8 per colour: multicolour and colourless creatures fill the piles that are short', () => {
    const cards = [...mono('W', 8), ...mono('U', 7), ...mono('B', 8), ...mono('R', 6), ...mono('G', 8), creature('Storm Rider', ['U', 'R']), creature('Clockwork Hound', []), creature('Ember Gull', ['R', 'W'])];
    const r = encounterPilesFrom(cards, 'seed');
    assert.ok(r.ok);
    for (const pile of Object.values(r.piles)) assert.equal(pile.length, 8);
    assert.ok(r.piles.Island.includes('Storm Rider'));
    assert.ok(r.piles.Mountain.includes('Ember Gull') && r.piles.Mountain.includes('Clockwork Hound'));
  });

  it('with more creatures than fit, the seed picks, and the ones left out are named', () => {
    const cards = [...mono('W', 10), ...mono('U', 8), ...mono('B', 8), ...mono('R', 8), ...mono('G', 8)];
    const a = encounterPilesFrom(cards, 'one');
    const b = encounterPilesFrom(cards, 'one');
    assert.ok(a.ok && b.ok);
    assert.deepEqual(a.piles, b.piles, 'the same seed, the same piles');
    assert.equal(a.piles.Plains.length, 8);
    assert.match(a.notes[0]!, /^2 creatures left out at random/);
  });

  it('a short pile, a wall or a creature of no fixed size is refused by name', () => {
    const short = encounterPilesFrom([...mono('W', 8), ...mono('U', 8), ...mono('B', 8), ...mono('R', 8), ...mono('G', 5)], 's');
    assert.ok(!short.ok);
    assert.deepEqual(short.problems, ['the green pile has 5 creatures; it needs 8 (a green, multicolour or colourless creature)']);
    const bad = encounterPilesFrom([creature('Wall of Reeds', ['G'], { keywords: ['defender'], power: 0, toughness: 3 }), creature('Tally Ho', ['G'], { power: undefined })], 's');
    assert.ok(!bad.ok);
    assert.deepEqual(bad.problems, ['Wall of Reeds has defender, and an encounter creature must attack', 'Tally Ho has no fixed power and toughness']);
  });

  it('nonbasic lands sort into multicolour and colourless by the mana they make', () => {
    const land = (name: string, subtypes: string[], abilities: object[] = []) => ({ name, colours: [], types: ['Land' as const], subtypes, keywords: [], abilities });
    const r = expansionLandsFrom([land('Marsh Crossing', ['Island', 'Swamp']), land('Stone Well', [], [{ kind: 'mana', produces: ['C'] }])]);
    assert.ok(r.ok);
    assert.deepEqual(r, { ok: true, multicolourLands: ['Marsh Crossing'], colourlessLands: ['Stone Well'] });
    const bad = expansionLandsFrom([land('Old Grove', []), land('Green Glade', ['Forest'])]);
    assert.ok(!bad.ok);
    assert.match(bad.problems[0]!, /^Old Grove: what mana it makes is not data/);
    assert.match(bad.problems[1]!, /^Green Glade makes one colour/);
  });
});

describe('a game with an imported deck, played from the command line', function () {
  this.timeout(120_000);
  let dir = '';
  let cli = '';
  const crawl = (args: string[], input?: string) => {
    const r = spawnSync('node', [cli, ...args], { encoding: 'utf8', input, env: { ...process.env, NO_COLOR: '1', CRAWL_CARD_INDEX: join(dir, 'no-index.json') } });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'crawl-import-'));
    cli = buildCli(dir);
  });

  it('starts from an Arena export with imported cards, stores them in the save, and plays on in fresh processes', () => {
    const game = join(dir, 'kites.crawl.json');
    const made = crawl(['new', game, '--seed', 'kites', '--deck-file', join(FIXTURES, 'kites.txt'), '--cards', join(FIXTURES, 'cards.json')]);
    assert.equal(made.status, 0, made.stderr);
    assert.match(made.stderr, /sideboard \(3 cards\) is not played/);
    const save = JSON.parse(readFileSync(game, 'utf8'));
    assert.deepEqual(save.setup.cards.map((c: { name: string }) => c.name), ['Hedge Knight', 'Muddled Oracle', 'Æther Kite']);
    assert.equal(save.setup.deck.name, 'Kites and Knights');
    assert.ok(!JSON.stringify(save).includes('shuffle your hand'), 'no rules text in the save');

    // Each command below runs in a new process that has never seen the card data.
    assert.equal(crawl(['act', game, '{"type":"keep"}']).status, 0);
    for (let i = 0; i < 12; i++) {
      const step = crawl(['act', game, '1']);
      assert.equal(step.status, 0, step.stderr);
    }
    const shown = crawl(['show', game]);
    assert.equal(shown.status, 0, shown.stderr);
    assert.match(shown.stdout, /deck Kites and Knights/);
    assert.equal(crawl(['actions', game]).status, 0);
    const verified = crawl(['verify', game]);
    assert.equal(verified.status, 0, verified.stderr);
    assert.match(verified.stdout, /replayed 13 actions; the state matches/);
    assert.equal(crawl(['validate', game]).status, 0);
  });

  it('Frontier: a --deck-file list with imported cards starts a game that stores them and plays on in fresh processes', () => {
    const game = join(dir, 'frontier-kites.crawl.json');
    const made = crawl(['new', game, '--variant', 'frontier', '--seed', 'kites', '--opponent', 'hotseat', '--deck-file', join(FIXTURES, 'kites.txt'), '--cards', join(FIXTURES, 'cards.json')]);
    assert.equal(made.status, 0, made.stderr);
    const save = JSON.parse(readFileSync(game, 'utf8'));
    assert.deepEqual(save.setup.cards.map((c: { name: string }) => c.name).sort(), ['Hedge Knight', 'Muddled Oracle', 'Æther Kite']);
    assert.equal(save.setup.players.south.deck.name, 'Kites and Knights');
    for (let i = 0; i < 6; i++) {
      const step = crawl(['act', game, '1']);
      assert.equal(step.status, 0, step.stderr);
    }
    const validated = crawl(['validate', game]);
    assert.equal(validated.status, 0, validated.stdout + validated.stderr);
    assert.equal(crawl(['verify', game]).status, 0);
  });

  it('a save naming an imported card it does not carry gets the unknown-card message, even beside one that does', () => {
    const good = join(dir, 'good.crawl.json');
    const bad = join(dir, 'bad.crawl.json');
    assert.equal(crawl(['new', good, '--seed', 'g', '--deck-file', join(FIXTURES, 'kites.txt'), '--cards', join(FIXTURES, 'cards.json')]).status, 0);
    const save = JSON.parse(readFileSync(good, 'utf8'));
    save.setup.cards = save.setup.cards.filter((c: { name: string }) => c.name !== 'Hedge Knight');
    writeFileSync(bad, JSON.stringify(save));
    // One process reads both: the good file registers Hedge Knight, which must not make the bad one pass.
    const r = crawl(['validate', good, bad]);
    assert.equal(r.status, 1);
    assert.match(r.stdout, /good\.crawl\.json: valid/);
    assert.match(r.stderr, /bad\.crawl\.json: \/setup\/deck\/cards\/\d+\/name: names an unknown card "Hedge Knight"/);
  });

  it('crawl sim plays your own deck list in every game, with its imported cards, every step checked', () => {
    const r = crawl(['sim', '--games', '6', '--check', '--json', '--deck-file', join(FIXTURES, 'kites.txt'), '--cards', join(FIXTURES, 'cards.json')]);
    assert.equal(r.status, 0, r.stderr);
    const report = JSON.parse(r.stdout) as { games: number; decks: string[]; errors?: unknown[] };
    assert.equal(report.games, 6);
    assert.deepEqual(report.decks, ['Kites and Knights'], 'the deck list\'s own name');
    const both = crawl(['sim', '--deck', 'green', '--deck-file', join(FIXTURES, 'kites.txt')]);
    assert.equal(both.status, 2);
    assert.match(both.stderr, /give --deck or --deck-file, not both/);
  });

  it('a find goal is checked against the deck actually played: the --deck-file list, or the --deck chosen', () => {
    const rods = join(dir, 'rods.txt');
    writeFileSync(rods, '24 Forest\n4 Rod of Ruin\n16 Grizzly Bears\n16 Giant Growth\n');
    const find = ['--goal', 'find:Rod of Ruin'];
    const made = crawl(['new', '--seed', 'rods', '--deck-file', rods, ...find]);
    assert.equal(made.status, 0, made.stderr);
    assert.deepEqual(JSON.parse(made.stdout).setup.options.goals, [{ type: 'find', artifact: 'Rod of Ruin' }]);
    const sim = crawl(['sim', '--games', '2', '--json', '--deck-file', rods, ...find]);
    assert.equal(sim.status, 0, sim.stderr);
    assert.equal(JSON.parse(sim.stdout).games, 2);
    const presets = crawl(['sim', '--games', '1', '--difficulty', 'all', '--deck-file', rods, ...find]);
    assert.equal(presets.status, 0, presets.stderr);
    const red = crawl(['sim', '--games', '2', '--deck', 'red', ...find]);
    assert.equal(red.status, 0, red.stderr);
    // A deck that does not hold the artifact is still refused, by the deck's name.
    const green = crawl(['sim', '--games', '2', '--deck', 'green', ...find]);
    assert.equal(green.status, 2);
    assert.match(green.stderr, /--goal: Rod of Ruin is not in your deck/);
    const all = crawl(['sim', '--games', '2', ...find]);
    assert.equal(all.status, 2);
    assert.match(all.stderr, /--goal: Rod of Ruin is not in your deck, so it cannot be found \(decks white, blue, black, green, azorius-skies, gruul-beasts, rakdos-raiders\)/);
    const none = crawl(['new', '--deck-file', '-', ...find], '24 Forest\n36 Grizzly Bears\n');
    assert.equal(none.status, 2);
    assert.match(none.stderr, /--goal: Rod of Ruin is not in your deck/);
  });

  it('a deck list on standard input; unknown names come back with their line numbers', () => {
    const piped = crawl(['new', '--seed', 'p', '--deck-file', '-', '--cards', join(FIXTURES, 'cards.json')], '20 Island\n4x Æther Kite\n');
    assert.equal(piped.status, 0, piped.stderr);
    assert.match(piped.stdout, /"name": "Imported deck"/);
    const unknown = crawl(['new', '--deck-file', '-'], '20 Island\n4 Æther Kite\n2 No Such Card\n');
    assert.equal(unknown.status, 1);
    assert.match(unknown.stderr, /\(stdin\):2: no card named "Æther Kite"/);
    assert.match(unknown.stderr, /\(stdin\):3: no card named "No Such Card"/);
    assert.match(unknown.stderr, /add --cards FILE/);
  });

  it('a line that cannot be read gets its line and what was expected; the card-data hint only when a name is unknown', () => {
    const typo = join(dir, 'typo.txt');
    writeFileSync(typo, '20 Forest\nfoo bar baz\n40 Grizzly Bears\n');
    const expected = /typo\.txt:2: expected a count and a card name, like "4 Lightning Bolt", not "foo bar baz"/;
    const missing = join(dir, 'missing.txt');
    for (const args of [
      ['new', '--deck-file', typo],
      ['sim', '--games', '1', '--deck-file', typo],
      ['sim', '--games', '1', '--difficulty', 'all', '--deck-file', typo],
      ['new', '--encounters', typo],
      ['sim', '--games', '1', '--encounters', typo],
      ['new', '--lands', typo],
      ['sim', '--games', '1', '--lands', typo],
      ['new', '--encounters', missing],
      ['new', '--lands', missing],
    ]) {
      const r = crawl(args);
      assert.equal(r.status, 1, args.join(' '));
      assert.match(r.stderr, args.includes(missing) ? /missing\.txt: no such file/ : expected);
      assert.doesNotMatch(r.stderr, /--cards/, `${args.join(' ')}: no hint about card data`);
    }
    // An unknown name among the lines, in any list, still gets the hint.
    const unknown = join(dir, 'unknown.txt');
    writeFileSync(unknown, '20 Forest\nfoo bar baz\n4 No Such Card\n');
    for (const option of ['--deck-file', '--encounters', '--lands']) {
      const r = crawl(['new', option, unknown]);
      assert.equal(r.status, 1);
      assert.match(r.stderr, /unknown\.txt:3: no card named "No Such Card"/);
      assert.match(r.stderr, /add --cards FILE/, option);
    }
  });

  it('indexes card data once, then looks names up in the index', () => {
    const index = join(dir, 'index.json');
    const made = crawl(['cards', 'index', join(FIXTURES, 'cards.json'), '--out', index]);
    assert.equal(made.status, 0, made.stderr);
    assert.match(made.stdout, /6 cards \(\d+ full, \d+ partial, \d+ manual\)/);
    const found = crawl(['cards', 'lookup', 'AETHER KITE', 'lightning bolt', '--cards', index]);
    assert.equal(found.status, 0, found.stderr);
    assert.match(found.stdout, /Æther Kite {2}\{1\}\{U\}\n {2}Creature — Bird\n {2}Flying\n {2}1\/2\n {2}\(imported, full\)/);
    assert.match(found.stdout, /Lightning Bolt[\s\S]*Crawl's own card/);
    const missing = crawl(['cards', 'lookup', 'Nope', '--cards', index]);
    assert.equal(missing.status, 1);
  });
});
