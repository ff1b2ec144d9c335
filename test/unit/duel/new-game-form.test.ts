import { strict as assert } from 'node:assert';
import { type CardDefData, checkFormAnswer, newSave, readSave, writeSave } from '../../../src/engine';
import { duel, starterDeck } from '../../../src/engine/variants/duel';
import { lookups } from '../../../src/cli/card-source';
import { showNewGame } from '../../../src/extension/host-messages';

/** The form's answer, checked against its schema as the host checks a start message's, then read into a setup. */
function fromForm(seed: string, answer: unknown) {
  const checked = checkFormAnswer<Parameters<typeof duel.form.setup>[1]>(duel.form, duel.title, answer);
  return checked.ok ? duel.form.setup(seed, checked.answer) : checked;
}

/** `crawl new --variant duel` with these options, as the command line reads them. */
function fromCommandLine(seed: string, values: Record<string, string | string[] | boolean>) {
  return duel.cli.setup(values, seed, { text: () => '', cardData: () => ({ lookups: lookups(undefined), found: false }), note: () => undefined });
}

/** A card of a player's own list, made up here (a name no other test registers). */
const LANTERN: CardDefData = { name: 'Table Form Lantern Bearer', manaCost: '{1}{W}', colours: ['W'], types: ['Creature'], subtypes: ['Soldier'], power: 2, toughness: 2, keywords: [] };

describe("The Magic table's new-game form (Variant.form)", () => {
  it('is offered on the playmat: a range of 2 to 8 seats, the five starter decks, the four formats, building from a draft, the life, Landless and the stops', () => {
    const shown = showNewGame({ version: 1, readOnly: false, fileName: 'table.crawl.json', suggestedSeed: 'seed' });
    const offered = shown.variants?.find((v) => v.id === 'duel');
    assert.ok(offered?.offer);
    assert.equal(offered.title, 'Magic table');
    const offer = offered.offer;
    assert.deepEqual(offer.seats, { min: 2, max: 8, noDecksWhen: { rule: 'format', is: ['single-deck', 'double-draw', 'random-draft'] } });
    assert.deepEqual(offer.decks!.map((d) => d.id), ['white', 'blue', 'black', 'red', 'green']);
    assert.deepEqual(offer.rules.map((r) => `${r.kind}:${r.name}`), ['choice:format', 'check:build', 'number:life', 'check:landless', 'choice:stops']);
    const format = offer.rules[0]!;
    assert.ok(format.kind === 'choice');
    assert.deepEqual(format.options.map((o) => o.value), ['decks', 'single-deck', 'double-draw', 'random-draft']);
    assert.equal(offer.defaults.players, 2);
    assert.deepEqual([offer.defaults.seat1, offer.defaults.seat2, offer.defaults.seat8], ['you', 'computer', 'computer']);
    assert.deepEqual([offer.defaults.deck, offer.defaults.deck2, offer.defaults.deck3, offer.defaults.deck6], ['green', 'red', 'blue', 'green']);
  });

  it('its defaults make the same game as `crawl new --variant duel` with the same seed', () => {
    const made = fromForm('same', {});
    assert.ok(made.ok, JSON.stringify(made));
    const cli = fromCommandLine('same', {});
    assert.ok(cli.ok);
    assert.deepEqual(made.setup, cli.value);
  });

  it('four seats, each played by you, a person here or the computer, with their decks, make the command line’s game', () => {
    const made = fromForm('four', {
      seats: [
        { control: 'you', deck: 'white' },
        { control: 'computer', deck: 'blue' },
        { control: 'hotseat', deck: 'black' },
        { control: 'computer', deck: 'red' },
      ],
      format: 'decks',
      landless: true,
      life: 25,
    });
    assert.ok(made.ok, JSON.stringify(made));
    const cli = fromCommandLine('four', { players: '4', seat: ['human', 'computer', 'human', 'computer'], deck: ['white', 'blue', 'black', 'red'], landless: true, life: '25' });
    assert.ok(cli.ok, JSON.stringify(cli));
    assert.deepEqual(made.setup, cli.value);
    assert.deepEqual(made.setup.players.map((p) => `${p.name}:${p.control}:${p.deck?.name}`), [
      `Player 1:human:${starterDeck('white')!.name}`,
      `Computer 1:computer:${starterDeck('blue')!.name}`,
      `Player 3:human:${starterDeck('black')!.name}`,
      `Computer 2:computer:${starterDeck('red')!.name}`,
    ]);
    assert.deepEqual(made.setup.options, { life: 25, format: 'decks', landless: true, stops: 'key-moments' });
    assert.ok(readSave(writeSave(newSave(made.setup))).ok, 'the game saves and reads back');
  });

  it('a single deck: no seat brings a deck, Landless is on whatever was sent, and the shared deck is designed from the seed', () => {
    const made = fromForm('shared', { seats: [{ control: 'you' }, { control: 'computer' }, { control: 'computer' }], format: 'single-deck', landless: false });
    assert.ok(made.ok, JSON.stringify(made));
    assert.ok(made.setup.players.every((p) => p.deck === undefined));
    assert.equal(made.setup.options.landless, true);
    const cli = fromCommandLine('shared', { players: '3', format: 'single-deck' });
    assert.ok(cli.ok);
    assert.deepEqual(made.setup, cli.value);
    // A deck sent with a seat (a form that kept one) is not the single deck's business: it is left out.
    const withDecks = fromForm('shared', { seats: [{ control: 'you', deck: 'red' }, { control: 'computer' }, { control: 'computer' }], format: 'single-deck' });
    assert.ok(withDecks.ok);
    assert.deepEqual(withDecks.setup, made.setup);
  });

  it('double draw and a random draft: no seat brings a deck; the draft is built first when asked, as on the command line', () => {
    const double = fromForm('dd', { seats: [{ control: 'you' }, { control: 'computer' }], format: 'double-draw' });
    assert.ok(double.ok, JSON.stringify(double));
    assert.deepEqual(double.setup, (fromCommandLine('dd', { format: 'double-draw' }) as { value: unknown }).value);
    const draft = fromForm('rd', { seats: [{ control: 'you', deck: 'red' }, { control: 'computer' }, { control: 'computer' }], format: 'random-draft', build: true });
    assert.ok(draft.ok, JSON.stringify(draft));
    assert.equal(draft.setup.options.build, true);
    assert.ok(draft.setup.players.every((p) => p.deck!.cards.reduce((n, c) => n + c.count, 0) === 60), 'sixty drafted each, the deck sent left out');
    assert.deepEqual(draft.setup, (fromCommandLine('rd', { players: '3', format: 'random-draft', build: true }) as { value: unknown }).value);
    const built = fromForm('rd', { seats: [{ control: 'you' }, { control: 'computer' }], format: 'decks', build: true });
    assert.ok(built.ok && built.setup.options.build === undefined, 'building is a draft\'s option only');
  });

  it('a list of a seat’s own plays with the imported cards sent with it, which the setup keeps', () => {
    const list = { name: 'Lanterns', cards: [{ name: 'Plains', count: 20 }, { name: LANTERN.name, count: 20 }] };
    const made = fromForm('list', { seats: [{ control: 'you', deck: list }, { control: 'computer', deck: 'green' }], cards: [LANTERN] });
    assert.ok(made.ok, JSON.stringify(made));
    assert.deepEqual(made.setup.players[0]!.deck, list);
    assert.deepEqual(made.setup.cards, [LANTERN]);
    assert.ok(readSave(writeSave(newSave(made.setup))).ok);
  });

  it('refuses a bad answer naming the field: too few or too many seats, an unknown control, deck or card, two seats that are yours, a life out of range', () => {
    const refused = (answer: unknown, rule: string, field: RegExp): void => {
      const made = fromForm('s', answer);
      assert.ok(!made.ok, JSON.stringify(answer));
      assert.equal(made.error.rule, rule);
      assert.match(made.error.message, field);
    };
    const seat = { control: 'computer' };
    refused({ seats: [{ control: 'you' }] }, 'crawl.startGame.answer', /\(seats: /);
    refused({ seats: Array.from({ length: 9 }, () => seat) }, 'crawl.startGame.answer', /\(seats: /);
    refused({ seats: [{ control: 'robot' }, seat] }, 'crawl.startGame.answer', /\(seats\.0\.control: must be "you" or "hotseat" or "computer"\)/);
    refused({ seats: [seat, seat], format: 'draft' }, 'crawl.startGame.answer', /\(format: /);
    refused({ life: 0 }, 'crawl.startGame.answer', /\(life: /);
    refused({ seats: [seat, seat], opponent: 'computer' }, 'crawl.startGame.answer', /opponent/);
    refused({ seats: [{ control: 'you', deck: 'purple' }, seat] }, 'duel.startGame', /^seats\.0\.deck: there is no starter deck "purple"/);
    refused({ seats: [{ control: 'you' }, { control: 'hotseat' }, { control: 'you' }] }, 'duel.startGame', /^seats\.2\.control: only one seat is yours/);
    refused({ seats: [seat, { control: 'you', deck: { name: 'Ghosts', cards: [{ name: 'No Such Card Here', count: 4 }] } }] }, 'duel.startGame', /^seats\.1\.deck: .*No Such Card Here/);
  });

  it("a person's seat plays under the name given (trimmed), else by its seat; a computer's is numbered; two the same, or one too long, are refused", () => {
    const made = fromForm('names', { seats: [{ control: 'you', name: '  Ada ' }, { control: 'computer' }, { control: 'hotseat' }, { control: 'hotseat', name: 'Bea' }] });
    assert.ok(made.ok, JSON.stringify(made));
    assert.deepEqual(made.setup.players.map((p) => p.name), ['Ada', 'Computer 1', 'Player 3', 'Bea']);
    const same = fromForm('names', { seats: [{ control: 'you', name: 'Ada' }, { control: 'hotseat', name: 'ADA' }] });
    assert.ok(!same.ok && same.error.rule === 'duel.setup.names', JSON.stringify(same));
    const clash = fromForm('names', { seats: [{ control: 'you', name: 'Computer 1' }, { control: 'computer' }] });
    assert.ok(!clash.ok && clash.error.rule === 'duel.setup.names', 'a person named as the computer is');
    const long = fromForm('names', { seats: [{ control: 'you', name: 'x'.repeat(31) }, { control: 'computer' }] });
    assert.ok(!long.ok && long.error.rule === 'crawl.startGame.answer' && /seats\.0\.name/.test(long.error.message), JSON.stringify(long));
  });

  it("a shared deck or a draft from the player's card library: offered only with a library, designed or drawn from it, its cards kept in the file", () => {
    const colours = ['W', 'U', 'B', 'R', 'G'] as const;
    // A made-up library: commons and uncommons of each colour, enough for the small table and a draft of two.
    const cards: CardDefData[] = colours.flatMap((c) =>
      Array.from({ length: 24 }, (_, i) => ({
        name: `Library ${c} Beast ${i + 1}`,
        manaCost: `{1}{${c}}`,
        colours: [c],
        types: ['Creature'],
        subtypes: ['Beast'],
        power: 2,
        toughness: 2,
        keywords: [],
        rarity: i < 18 ? ('common' as const) : ('uncommon' as const),
      })),
    );
    const library = { cards: cards.map((def) => ({ def, automation: 'full' as const })) };
    assert.ok(!duel.form.offer(undefined).rules.some((r) => r.name === 'collection'), 'no library, no choice');
    const offered = duel.form.offer(library as never).rules.find((r) => r.name === 'collection');
    assert.ok(offered?.kind === 'choice' && offered.options[1]!.label === 'Your card library (120 cards)');

    const answer = (format: string) => {
      const checked = checkFormAnswer<Parameters<typeof duel.form.setup>[1]>(duel.form, duel.title, { seats: [{ control: 'you' }, { control: 'computer' }], format, collection: 'library' });
      assert.ok(checked.ok);
      return checked.answer;
    };
    const single = duel.form.setup('lib', answer('single-deck'), library as never);
    assert.ok(single.ok, JSON.stringify(single));
    assert.ok(single.setup.shared!.cards.every((c) => c.name.startsWith('Library ')), 'the shared deck is the library\'s');
    assert.deepEqual(new Set(single.setup.cards!.map((c) => c.name)), new Set(single.setup.shared!.cards.map((c) => c.name)), 'only the cards used go into the file');
    assert.ok(readSave(writeSave(newSave(single.setup))).ok);

    const draft = duel.form.setup('lib', answer('random-draft'), library as never);
    assert.ok(draft.ok, JSON.stringify(draft));
    assert.ok(draft.setup.players.every((p) => p.deck!.cards.every((c) => c.name.startsWith('Library '))));
    assert.ok(readSave(writeSave(newSave(draft.setup))).ok);

    const none = duel.form.setup('lib', answer('single-deck'), undefined);
    assert.ok(!none.ok && /^collection: there is no card library/.test(none.error.message));
  });
});
