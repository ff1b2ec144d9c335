import { strict as assert } from 'node:assert';
import { newGame } from '../../src/engine';
import { hexDistance } from '../../src/engine/hex';
import { DEFAULT_MULTICOLOUR_LANDS, difficultyOf, difficultyOptions, findDifficulty, setupChoices, START_DEFAULTS, type SetupChoices } from '../../src/engine';
import type { StartOptions } from '../../src/protocol/messages';

/** The host's check of the new-game form's answer: every option reaches the setup, and every bad one gets a message that says what to change. */
describe('new-game form answers, checked on the host', () => {
  const refused = (options: StartOptions, pattern: RegExp) => {
    const checked = setupChoices('seed', options);
    assert.ok(!checked.ok, `refused: ${JSON.stringify(options)}`);
    assert.equal(checked.error.rule, 'crawl.startGame');
    assert.match(checked.error.message, pattern);
  };
  const accepted = (options: StartOptions) => {
    const checked = setupChoices('seed', options);
    assert.ok(checked.ok, JSON.stringify(!checked.ok && checked.error));
    return checked.choices;
  };

  it('every option left out: Normal difficulty, the default deck, a hex four away', () => {
    const choices = accepted({});
    assert.equal(START_DEFAULTS.difficulty, 'normal');
    const game = newGame('seed', choices);
    assert.equal(difficultyOf(game.setup.options, 20), 'normal');
    assert.equal(game.setup.deck.name, 'Deep Wildwood');
    const [goal] = game.setup.options.goals;
    assert.ok(goal?.type === 'reach' && hexDistance(goal.hex, { q: 0, r: 0 }) === 4);
    // Options that are off are left out of the file.
    assert.equal('extraFoes' in game.setup.options, false, 'Normal brings no extra foes');
    assert.equal('expansions' in game.setup.options, false);
  });

  it('a named difficulty fills in what is not given; what is given wins', () => {
    const preset = (id: string) => difficultyOptions(findDifficulty(id)!, 20);
    const fields = (c: SetupChoices) => [c.life, c.preparationRounds, c.keywordRoll ?? false, c.extraFoes ?? false, c.weakening];
    for (const id of ['easy', 'normal', 'hard'] as const) {
      const p = preset(id);
      assert.deepEqual(fields(accepted({ difficulty: id })), [p.life, p.preparationRounds, p.keywordRoll, p.extraFoes, p.weakening], id);
    }
    const hard = preset('hard');
    const mine = accepted({ difficulty: 'hard', life: 17, weakening: null, extraFoes: false });
    assert.deepEqual(fields(mine), [17, hard.preparationRounds, hard.keywordRoll, false, undefined]);
  });

  it('expansion checkboxes become the built-in card lists', () => {
    const choices = accepted({ expansions: { multicolourLands: true, colourlessLands: false, encounterSpells: true, replaceDefeated: true } });
    assert.deepEqual(choices.expansions?.multicolourLands, [...DEFAULT_MULTICOLOUR_LANDS]);
    assert.equal(choices.expansions?.colourlessLands, undefined);
    assert.ok((choices.expansions?.encounterSpells?.length ?? 0) > 0);
    assert.equal(choices.expansions?.replaceDefeated, true);
    assert.equal(accepted({ expansions: { multicolourLands: false } }).expansions, undefined);
  });

  it('lands for the Land Piles with the d6 table are refused', () => {
    refused({ distribution: 'd6', expansions: { colourlessLands: true } }, /d6 table has none: choose Land Piles/);
    accepted({ distribution: 'd6', expansions: { encounterSpells: true } });
  });

  it('an unknown weakening enchantment is refused, naming the ones there are', () => {
    refused({ weakening: 'Holy Strength' }, /"Holy Strength" is not an enchantment that weakens your creatures; choose Pall of the Crawl or Shroud of the Crawl, or none/);
    assert.equal(accepted({ weakening: 'Shroud of the Crawl' }).weakening, 'Shroud of the Crawl');
  });

  it('goals: a colour, an artifact in the deck, never the same goal twice', () => {
    assert.deepEqual(accepted({ goals: [{ type: 'defeat-colour', colour: 'U' }] }).goals, [{ type: 'defeat-colour', colour: 'U' }]);
    assert.deepEqual(accepted({ deck: 'red', goals: [{ type: 'find', artifact: 'Rod of Ruin' }] }).goals, [{ type: 'find', artifact: 'Rod of Ruin' }]);
    refused({ deck: 'green', goals: [{ type: 'find', artifact: 'Rod of Ruin' }] }, /Rod of Ruin is not in your deck/);
    refused({ deck: 'red', goals: [{ type: 'find', artifact: 'Lightning Bolt' }] }, /Lightning Bolt is not an artifact/);
    refused({ goals: [{ type: 'defeat', creature: 'Serra Angel' }, { type: 'defeat', creature: 'Serra Angel' }] }, /The two goals are the same/);
    refused({ goals: [{ type: 'defeat', creature: 'Lightning Bolt' }] }, /not in the Encounter Piles/);
    refused({ goals: [{ type: 'reach', hex: { q: 0, r: 0 } }] }, /cannot be the start hex/);
  });

  it('an imported deck: its cards must be built in or sent with it', () => {
    const deck = { name: 'Mine', cards: [{ name: 'Llanowar Elves', count: 4 }, { name: 'Forest', count: 16 }] };
    const choices = accepted({ deck });
    assert.deepEqual(newGame('seed', choices).setup.deck, deck);
    refused({ deck: { name: 'Mine', cards: [] } }, /The deck "Mine" has no cards/);
    refused({ deck: { name: 'Mine', cards: [{ name: 'Black Lotus', count: 1 }] } }, /names Black Lotus, which is neither a built-in card nor among the imported cards/);
    refused({ deck: { name: 'Mine', cards: [{ name: 'Forest', count: 1 }, { name: 'Forest', count: 2 }] } }, /lists Forest twice/);
    const lotus = { name: 'Black Lotus', manaCost: '{0}', colours: [], types: ['Artifact' as const], subtypes: [], keywords: [], automation: 'manual' as const };
    const withLotus = accepted({ deck: { name: 'Mine', cards: [{ name: 'Black Lotus', count: 1 }, { name: 'Forest', count: 20 }] }, cards: [lotus], goals: [{ type: 'find', artifact: 'Black Lotus' }] });
    assert.deepEqual(withLotus.cards?.map((c) => c.name), ['Black Lotus']);
    refused({ cards: [lotus, lotus] }, /Black Lotus was sent twice/);
  });

  it('Landless or mapped mana with a deck of nothing but lands is refused', () => {
    const lands = { name: 'Just lands', cards: [{ name: 'Forest', count: 30 }] };
    refused({ deck: lands, landless: true }, /Landless leaves the lands out of the deck, and Just lands holds nothing else/);
    refused({ deck: lands, mappedMana: true }, /Mana only from mapped lands leaves the lands out/);
    const both = accepted({ landless: true, mappedMana: true });
    assert.deepEqual([both.landless, both.mappedMana], [true, true]);
  });

  it('an unknown starter deck is refused, naming the decks there are', () => {
    refused({ deck: 'purple' }, /There is no starter deck "purple"; choose one of white, blue/);
  });
});
