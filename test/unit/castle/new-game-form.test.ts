import { strict as assert } from 'node:assert';
import { type CardDefData, checkFormAnswer, importDeck, newSave, readSave, writeSave } from '../../../src/engine';
import { castle, starterDeck } from '../../../src/engine/variants/castle';
import { lookups } from '../../../src/cli/card-source';
import { deckImportView } from '../../../src/extension/deck-import-view';
import { showNewGame } from '../../../src/extension/host-messages';
import { deckListJudge, deckListReader } from '../../../src/extension/new-game-variant';

/** The form's answer, checked against its schema as the host checks a start message's, then read into a setup. */
function fromForm(seed: string, answer: unknown) {
  const checked = checkFormAnswer<Parameters<typeof castle.form.setup>[1]>(castle.form, castle.title, answer);
  return checked.ok ? castle.form.setup(seed, checked.answer) : checked;
}

/** A creature of a player's card library, made up here (a name no other test registers). */
const WARDEN: CardDefData = { name: 'Castle Form Warden', manaCost: '{1}{W}', colours: ['W'], types: ['Creature'], subtypes: ['Soldier'], power: 1, toughness: 3, keywords: [] };
const LIBRARY = new Map([WARDEN].map((c) => [c.name.toLowerCase(), c]));
const withLibrary = { builtIn: lookups(undefined).builtIn, imported: (name: string) => LIBRARY.get(name.toLowerCase()) };

/** A list read as the host reads it for Castle's form: its stock section split off by the variant, then judged. */
function hostRead(text: string) {
  const read = deckListReader('castle', (t) => importDeck(t, withLibrary));
  return deckImportView(read(text), deckListJudge('castle'));
}

const DECK = 'About\nName Wardens\n\nDeck\n24 Plains\n4 Savannah Lions\n4 Castle Form Warden\n';
const STOCK = 'Castle\n4 Castle Form Warden\n4 Savannah Lions\n4 White Knight\n3 Serra Angel\n';

describe("Castle's new-game form (Variant.form)", () => {
  it('is offered on the playmat beside the other games, with the five starter decks, the life, the diagonal reading, responses and the stops', () => {
    const shown = showNewGame({ version: 1, readOnly: false, fileName: 'castle.crawl.json', suggestedSeed: 'seed' });
    const offered = shown.variants?.find((v) => v.id === 'castle');
    assert.ok(offered?.offer);
    assert.equal(offered.title, 'Castle Magic');
    assert.deepEqual(offered.offer.decks!.map((d) => d.id), ['white', 'blue', 'black', 'red', 'green']);
    assert.ok(offered.offer.decks!.every((d) => d.description.endsWith('its own creatures as the stock')));
    assert.deepEqual(offered.offer.defaults, { opponent: 'computer', deck: 'green', deck2: 'red', life: 20, diagonal: false, responses: true, stops: 'key-moments' });
    assert.deepEqual(offered.offer.rules.map((r) => `${r.kind}:${r.name}`), ['number:life', 'check:diagonal', 'check:responses', 'choice:stops']);
  });

  it('its defaults make the same game as `crawl new --variant castle` with the same seed', () => {
    const made = fromForm('same', {});
    assert.ok(made.ok, JSON.stringify(made));
    const cli = castle.cli.setup({}, 'same', { text: () => '', cardData: () => ({ lookups: lookups(undefined), found: false }), note: () => undefined });
    assert.ok(cli.ok);
    assert.deepEqual(made.setup, cli.value);
  });

  it('every choice reaches the setup: hot-seat, other decks, the life, the diagonal reading, responses in combat and the stops', () => {
    const made = fromForm('s', { opponent: 'hotseat', deck: 'blue', deck2: 'black', life: 30, diagonal: true, responses: false, stops: 'every-step' });
    assert.ok(made.ok, JSON.stringify(made));
    assert.equal(made.setup.players.north.control, 'human');
    assert.deepEqual(made.setup.players.south.deck, starterDeck('blue')?.deck);
    assert.deepEqual(made.setup.players.north.stock, starterDeck('black')?.stock);
    assert.deepEqual(made.setup.options, { life: 30, diagonal: true, responses: false, stops: 'every-step' });
    assert.equal(made.setup.players.south.stock.length, 15);
  });

  it('refuses a bad answer naming the field: an unknown deck, a life out of range, a stock of the wrong size or of unknown cards', () => {
    const unknown = fromForm('s', { deck: 'purple' });
    assert.ok(!unknown.ok && /deck: there is no starter deck "purple"/.test(unknown.error.message), JSON.stringify(unknown));
    const life = fromForm('s', { life: 0 });
    assert.ok(!life.ok && /life/.test(life.error.message), JSON.stringify(life));
    const short = fromForm('s', { deck: { name: 'Lions', cards: [{ name: 'Plains', count: 20 }, { name: 'Savannah Lions', count: 4 }], stock: ['Savannah Lions'] } });
    assert.ok(!short.ok && short.error.rule === 'castle.setup.stock' && /15 creatures; this one has 1/.test(short.error.message), JSON.stringify(short));
    const ghost = fromForm('s', { deck: { name: 'Lions', cards: [{ name: 'Plains', count: 20 }], stock: Array.from({ length: 15 }, () => 'Nobody Known') } });
    assert.ok(!ghost.ok && /stock names Nobody Known/.test(ghost.error.message), JSON.stringify(ghost));
  });

  it('reads a pasted list with its "Castle" section as the stock: the deck and the stock, each imported card sent back once', () => {
    const view = hostRead(`${DECK}\n${STOCK}`);
    assert.ok(view.ok, JSON.stringify(view));
    assert.equal(view.deck.name, 'Wardens');
    assert.deepEqual(view.deck.cards.map((c) => `${c.count} ${c.name}`), ['24 Plains', '4 Savannah Lions', '4 Castle Form Warden']);
    assert.equal(view.deck.stock?.length, 15);
    assert.deepEqual(view.cards.map((c) => c.name), ['Castle Form Warden']);
    // What the webview sends on Start: the list as read, with its stock and the imported cards.
    const made = fromForm('listed', { deck: view.deck, cards: view.cards });
    assert.ok(made.ok, JSON.stringify(made));
    assert.equal(made.setup.players.south.stock.filter((n) => n === 'Castle Form Warden').length, 4);
    assert.deepEqual(made.setup.cards?.map((c) => c.name), ['Castle Form Warden']);
    const read = readSave(writeSave(newSave(made.setup)));
    assert.ok(read.ok, read.ok ? '' : JSON.stringify(read.problems.slice(0, 2)));
  });

  it('refuses a list without a stock section, with a stock not of fifteen, or with a stock card that is no creature, at the right line', () => {
    const none = hostRead(DECK);
    assert.ok(!none.ok && /no "Castle" or "Stock" section/.test(none.problems[0]!.message), JSON.stringify(none));
    const fourteen = hostRead(`${DECK}\n${STOCK.replace('3 Serra Angel', '2 Serra Angel')}`);
    assert.ok(!fourteen.ok, JSON.stringify(fourteen));
    assert.equal(fourteen.problems[0]!.line, 9, 'the line of the "Castle" header');
    assert.match(fourteen.problems[0]!.message, /this one has 14/);
    const spell = hostRead(`${DECK}\n${STOCK.replace('3 Serra Angel', '3 Holy Strength')}`);
    assert.ok(!spell.ok && /Holy Strength is not one/.test(spell.problems[0]!.message), JSON.stringify(spell));
    // A misspelt card in the stock is reported at its own line of the whole list.
    const typo = hostRead(`${DECK}\n${STOCK.replace('4 White Knight', '4 Whyte Knight')}`);
    assert.ok(!typo.ok, JSON.stringify(typo));
    assert.equal(typo.problems[0]!.line, 12);
  });
});
