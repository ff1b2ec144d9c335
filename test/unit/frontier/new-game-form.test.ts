import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli } from '../cli-helpers';
import { type CardDefData, checkFormAnswer, frontier, importDeck, newSave, type OptionFiles, readSave, stopsPreference, writeSave } from '../../../src/engine';
import { lookups } from '../../../src/cli/card-source';
import { deckImportView } from '../../../src/extension/deck-import-view';
import { guardWebviewMessage } from '../../../src/extension/messages-guard';
import { showNewGame } from '../../../src/extension/host-messages';
import { deckListJudge } from '../../../src/extension/new-game-variant';

const noFiles: OptionFiles = {
  text: (file) => {
    throw new Error(`${file}: no such file`);
  },
  cardData: () => ({ lookups: lookups(undefined), found: false }),
  note: () => undefined,
};

/** The form's answer, checked against its schema as the host checks a message's, then read into a setup. */
function fromForm(seed: string, answer: unknown) {
  const checked = checkFormAnswer<Parameters<typeof frontier.form.setup>[1]>(frontier.form, frontier.title, answer);
  return checked.ok ? frontier.form.setup(seed, checked.answer) : checked;
}

/** Imported cards made up for these tests (names no other test registers): what a player's card library gives. */
const KITE: CardDefData = { name: 'Frontier Test Kite', manaCost: '{1}{U}', colours: ['U'], types: ['Creature'], subtypes: ['Bird'], power: 1, toughness: 2, keywords: ['flying'] };
const KNIGHT: CardDefData = { name: 'Frontier Test Knight', manaCost: '{1}{W}', colours: ['W'], types: ['Creature'], subtypes: ['Knight'], power: 2, toughness: 1, keywords: ['first-strike'] };
const ARMAGEDDON: CardDefData = { name: 'Armageddon', manaCost: '{3}{W}', colours: ['W'], types: ['Sorcery'], subtypes: [], keywords: [], automation: 'manual', manualText: 'Destroy all lands.' };
const WANDERING_TOR: CardDefData = {
  name: 'Frontier Test Tor',
  manaCost: '',
  colours: [],
  types: ['Land'],
  subtypes: [],
  keywords: [],
  automation: 'manual',
  manualText: '{1}: This land becomes a 3/3 creature until end of turn.',
};
const LIBRARY = new Map([KITE, KNIGHT, ARMAGEDDON, WANDERING_TOR].map((c) => [c.name.toLowerCase(), c]));
const withLibrary = { builtIn: lookups(undefined).builtIn, imported: (name: string) => LIBRARY.get(name.toLowerCase()) };

const KITES_LIST = 'About\nName Kites\n\nDeck\n12 Island\n12 Plains\n4 Frontier Test Kite\n4 Frontier Test Knight\n4 Serra Angel\n';

/** A list read and matched as the host reads it for the form, with these cards in the library, and judged by Frontier's form. */
function hostRead(text: string) {
  return deckImportView(importDeck(text, withLibrary), deckListJudge('frontier'));
}

describe("Frontier's new-game form (Variant.form)", () => {
  it('offers the starter decks with their colours and lands, and starts at the command line\'s defaults', () => {
    const offer = frontier.form.offer();
    assert.ok(offer.decks!.some((d) => d.id === 'green' && d.colours.join('') === 'G'));
    assert.ok(offer.decks!.some((d) => d.id === 'red'));
    assert.ok(offer.decks!.every((d) => /cards, \d+ lands$/.test(d.description)), JSON.stringify(offer.decks![0]));
    assert.ok(offer.decks!.every((d) => d.lands === 24), 'each starter deck says how many lands it brings to the board');
    assert.equal(offer.boardLands, 5, 'a column of five');
    assert.deepEqual(offer.defaults, { opponent: 'computer', deck: 'green', deck2: 'red', neighboursNeedHome: false, stops: 'key-moments', targetFaceDown: false });
  });

  it('"Stops" is a list of the three modes, the key moments first (a new game\'s default)', () => {
    const rule = frontier.form.offer().rules.find((r) => r.name === 'stops');
    assert.ok(rule?.kind === 'choice', JSON.stringify(rule));
    assert.deepEqual(rule.options.map((o) => o.value), ['key-moments', 'when-able', 'every-step']);
    assert.ok(rule.options.every((o) => (o.hint ?? '').length > 0), 'each mode says what it does');
  });

  it('the player\'s crawl.stops setting is the default of "Stops"', () => {
    for (const stops of ['key-moments', 'when-able', 'every-step'] as const) assert.equal(frontier.form.offer(undefined, 's', { stops }).defaults.stops, stops);
    assert.equal(frontier.form.offer(undefined, 's', {}).defaults.stops, 'key-moments', 'no setting: the key moments');
    // As the host posts it: the default game's part of the message takes what it has a use for, and Frontier's offer the rest.
    const shown = showNewGame({ version: 1, readOnly: false, fileName: 'f.crawl.json', suggestedSeed: 's' }, { stops: 'every-step' });
    const offered = shown.variants?.find((v) => v.id === 'frontier');
    assert.ok(offered?.offer && offered.offer.defaults.stops === 'every-step');
    assert.deepEqual(shown.defaults, showNewGame({ version: 1, readOnly: false, fileName: 'f.crawl.json', suggestedSeed: 's' }).defaults, "Magic Crawl's form has no such choice");
  });

  it('the settings read as a stops preference: crawl.stops when set to a mode, else the older crawl.stopAtEveryStep when on, else none', () => {
    assert.equal(stopsPreference('when-able', true), 'when-able', 'crawl.stops wins over the older setting');
    assert.equal(stopsPreference(undefined, true), 'every-step', 'the older setting on still means every step');
    assert.equal(stopsPreference(undefined, false), undefined, 'the older setting off: the form\'s own default');
    assert.equal(stopsPreference(undefined, undefined), undefined);
    assert.equal(stopsPreference('sometimes', true), 'every-step', 'a hand-edited value that is no mode is ignored');
    assert.equal(stopsPreference(7, 'yes'), undefined);
  });

  it('an answer makes the same setup as the command line with the same choices', () => {
    const pairs: [unknown, Record<string, string | boolean>][] = [
      [{}, {}],
      [frontier.form.offer().defaults, {}],
      [
        { opponent: 'hotseat', deck: 'blue', deck2: 'black', neighboursNeedHome: true, stops: 'every-step' },
        { opponent: 'hotseat', deck: 'blue', deck2: 'black', 'neighbours-need-home': true, 'stop-every-step': true },
      ],
      [{ deck: 'white', stops: 'when-able' }, { deck: 'white', stops: 'when-able' }],
      [{ deck: 'white', stops: 'key-moments' }, { deck: 'white' }],
      [{ stops: 'every-step' }, { stops: 'every-step' }],
    ];
    for (const [answer, options] of pairs) {
      const form = fromForm('same-seed', answer);
      const cli = frontier.cli.setup(options, 'same-seed', noFiles);
      assert.ok(form.ok && cli.ok, JSON.stringify({ answer, form, cli }));
      assert.deepEqual(form.setup, cli.value, JSON.stringify(answer));
      assert.equal(form.setup.variant, 'frontier');
    }
  });

  it('a bad answer is refused, naming the field to change', () => {
    const cases: [unknown, string, RegExp][] = [
      [{ opponent: 'robot' }, 'crawl.startGame.answer', /opponent/],
      [{ neighboursNeedHome: 'yes' }, 'crawl.startGame.answer', /neighboursNeedHome/],
      [{ stops: 'never' }, 'crawl.startGame.answer', /stops/],
      [{ deck: 'green', cheat: true }, 'crawl.startGame.answer', /cheat/],
      [{ deck: 'no-such-deck' }, 'frontier.startGame', /^deck: there is no starter deck "no-such-deck"/],
      [{ deck2: 'no-such-deck' }, 'frontier.startGame', /^deck2: /],
    ];
    for (const [answer, rule, message] of cases) {
      const made = fromForm('s', answer);
      assert.ok(!made.ok, JSON.stringify(answer));
      assert.equal(made.error.rule, rule, JSON.stringify(made.error));
      assert.match(made.error.message, message);
    }
  });

  it("the newGame message offers both games, and a start message names Frontier with its answer", () => {
    const shown = showNewGame({ version: 1, readOnly: false, fileName: 'f.crawl.json', suggestedSeed: 's' });
    assert.deepEqual(shown.variants?.map((v) => v.id), ['magic-crawl', 'frontier', 'castle', 'mayhem', 'duel']);
    const offered = shown.variants?.find((v) => v.id === 'frontier');
    assert.ok(offered?.offer && offered.offer.defaults.deck2 === 'red');
    const answer = { opponent: 'hotseat', deck: 'green', deck2: 'red', neighboursNeedHome: false, stops: 'when-able' };
    assert.ok(guardWebviewMessage({ type: 'startGame', variant: 'frontier', seed: 's', options: answer, version: 1 }).ok);
    // Magic Crawl's options are still checked by the protocol itself; a variant's answer is the host's to check.
    assert.ok(!guardWebviewMessage({ type: 'startGame', seed: 's', options: { cheat: true }, version: 1 }).ok);
    assert.ok(!guardWebviewMessage({ type: 'startGame', variant: 'magic-crawl', seed: 's', options: { cheat: true }, version: 1 }).ok);
    assert.ok(!guardWebviewMessage({ type: 'startGame', variant: 'frontier', seed: 's', options: [], version: 1 }).ok);
    assert.ok(!guardWebviewMessage({ type: 'startGame', variant: 'frontier', seed: 's', options: answer, version: 1, extra: 1 }).ok);
  });

  it('a list of your own for either player makes the same setup as --deck-file and --deck2-file, its imported cards stored', () => {
    const read = hostRead(KITES_LIST);
    assert.ok(read.ok, JSON.stringify(read));
    assert.deepEqual(read.cards.map((c) => c.name).sort(), ['Frontier Test Kite', 'Frontier Test Knight']);
    const answer = { opponent: 'hotseat', deck: 'blue', deck2: read.deck, cards: read.cards };
    const form = fromForm('lists', answer);
    assert.ok(form.ok, JSON.stringify(form));
    const files: OptionFiles = { ...noFiles, text: () => KITES_LIST, cardData: () => ({ lookups: withLibrary, found: true }) };
    const cli = frontier.cli.setup({ opponent: 'hotseat', deck: 'blue', 'deck2-file': 'kites.txt' }, 'lists', files);
    assert.ok(cli.ok, JSON.stringify(cli));
    assert.deepEqual(form.setup, cli.value);
    assert.equal(form.setup.players.north.deck.name, 'Kites');
    assert.deepEqual(form.setup.cards?.map((c) => c.name).sort(), ['Frontier Test Kite', 'Frontier Test Knight']);
    // Both players' lists: the imported cards once each.
    const both = fromForm('lists', { deck: read.deck, deck2: read.deck, cards: read.cards });
    assert.ok(both.ok && both.setup.cards?.length === 2, JSON.stringify(both));
  });

  it('a list is refused, naming the player and the problem: a card not built in nor sent, a card twice, a token, an empty list', () => {
    const list = (cards: { name: string; count: number }[]) => ({ name: 'Mine', cards });
    const cases: [unknown, RegExp][] = [
      [{ deck: list([{ name: 'Frontier Test Kite', count: 4 }, { name: 'Island', count: 20 }]) }, /^deck: The deck "Mine" names Frontier Test Kite, which is neither a built-in card nor among the imported cards sent with it/],
      [{ deck2: list([{ name: 'Island', count: 10 }, { name: 'Island', count: 10 }]) }, /^deck2: The deck "Mine" lists Island twice/],
      [{ deck2: list([]) }, /^deck2: The deck "Mine" has no cards/],
      [{ deck: list([{ name: 'Soldier (token)', count: 2 }, { name: 'Plains', count: 20 }]) }, /^deck: The deck "Mine" holds Soldier \(token\), a token/],
      [{ deck: list([{ name: 'Island', count: 20 }]), cards: [KITE, KITE] }, /^cards: The imported card Frontier Test Kite was sent twice/],
    ];
    for (const [answer, message] of cases) {
      const made = fromForm('s', answer);
      assert.ok(!made.ok, JSON.stringify(answer));
      assert.equal(made.error.rule, 'frontier.startGame');
      assert.match(made.error.message, message);
    }
  });

  it('frontier.deck.unplayable: a list with a card that does not work in Frontier is refused at its line, with the reason', () => {
    const read = hostRead('Deck\n20 Plains\n2 Armageddon\n4 Serra Angel\n1 Frontier Test Tor\n');
    assert.ok(!read.ok, JSON.stringify(read));
    assert.deepEqual(read.problems, [
      { line: 3, message: 'Armageddon destroys all lands: the board would be gone. It does not work in Frontier Magic: take it out of the list' },
      { line: 5, message: 'Frontier Test Tor is a land that becomes a creature: lands stay on the board. It does not work in Frontier Magic: take it out of the list' },
    ]);
    // The same list read for Magic Crawl's form (no variant named: the default, which judges no list): nothing of Frontier's is said.
    const crawl = deckImportView(importDeck('Deck\n20 Plains\n2 Armageddon\n', withLibrary), deckListJudge(undefined));
    assert.ok(crawl.ok);
    // Sent all the same (a message is untrusted), the host refuses it by the same rule.
    const made = fromForm('s', { deck: { name: 'Mine', cards: [{ name: 'Plains', count: 20 }, { name: 'Armageddon', count: 2 }] }, cards: [ARMAGEDDON] });
    assert.ok(!made.ok);
    assert.match(made.error.message, /south's deck: Armageddon destroys all lands: the board would be gone \(frontier\.deck\.unplayable\)/);
  });

  it('a list with few lands, or none, is played with a warning that says why lands matter; too few between both decks is refused', () => {
    const none = hostRead('Deck\n4 Serra Angel\n4 Frontier Test Kite\n');
    assert.ok(none.ok);
    assert.equal(none.warnings?.length, 1);
    assert.match(none.warnings![0]!, /^No lands: this deck adds nothing to the board\. Frontier builds its board from both decks' lands, and all mana comes from the board/);
    const few = hostRead('Deck\n8 Island\n12 Serra Angel\n20 Frontier Test Kite\n');
    assert.ok(few.ok);
    assert.match(few.warnings?.[0] ?? '', /^Few lands: 8 of 40 cards\./);
    const enough = hostRead(KITES_LIST);
    assert.ok(enough.ok && enough.warnings === undefined, 'a third or more: no warning');
    // With a starter deck across the board, a list of no lands still makes a board.
    assert.ok(fromForm('s', { deck: none.ok ? none.deck : 'green', cards: none.ok ? none.cards : [] }).ok);
    const two = { name: 'Two lands', cards: [{ name: 'Island', count: 2 }, { name: 'Serra Angel', count: 4 }] };
    const refused = fromForm('s', { deck: two, deck2: two });
    assert.ok(!refused.ok);
    assert.match(refused.error.message, /The two decks hold 4 lands between them; the board needs at least 5/);
  });

  it('a game from the form with imported cards opens and plays on in processes that have never seen them', function () {
    this.timeout(120_000);
    const read = hostRead(KITES_LIST);
    assert.ok(read.ok);
    const made = fromForm('anywhere', { opponent: 'hotseat', deck: read.deck, cards: read.cards });
    assert.ok(made.ok, JSON.stringify(made));
    const text = writeSave(newSave(made.setup));
    const back = readSave(text);
    assert.ok(back.ok && writeSave(back.game) === text, 'the canonical writer round-trips it');
    assert.ok(text.includes('"Frontier Test Kite"') && text.includes('"manaCost":"{1}{U}"'), 'the card itself is in the file');

    const dir = mkdtempSync(join(tmpdir(), 'crawl-frontier-form-'));
    const cli = buildCli(dir);
    const game = join(dir, 'kites.crawl.json');
    writeFileSync(game, text);
    const crawl = (...args: string[]) => spawnSync('node', [cli, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', CRAWL_CARD_INDEX: join(dir, 'no-index.json') } });
    for (let i = 0; i < 8; i++) {
      const step = crawl('act', game, '1');
      assert.equal(step.status, 0, step.stderr);
    }
    const validated = crawl('validate', game);
    assert.equal(validated.status, 0, validated.stdout + validated.stderr);
    const verified = crawl('verify', game);
    assert.equal(verified.status, 0, verified.stderr);
    assert.match(verified.stdout, /replayed 8 actions; the state matches/);
  });

  it('a deck list message may name the game it is for; Magic Crawl\'s leaves it out', () => {
    assert.ok(guardWebviewMessage({ type: 'resolveDeck', request: 1, text: '20 Forest', variant: 'frontier' }).ok);
    assert.ok(guardWebviewMessage({ type: 'chooseDeckFile', request: 2, variant: 'frontier' }).ok);
    assert.ok(guardWebviewMessage({ type: 'resolveDeck', request: 1, text: '20 Forest' }).ok);
    assert.ok(!guardWebviewMessage({ type: 'resolveDeck', request: 1, text: '20 Forest', variant: 'Not A Game!' }).ok);
    assert.equal(deckListJudge('no-such-game'), undefined, 'a game this build does not play judges nothing');
  });
});
