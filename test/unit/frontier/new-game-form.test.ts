import { strict as assert } from 'node:assert';
import { checkFormAnswer, frontier, type OptionFiles } from '../../../src/engine';
import { lookups } from '../../../src/cli/card-source';
import { guardWebviewMessage } from '../../../src/extension/messages-guard';
import { showNewGame } from '../../../src/extension/host-messages';

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

describe("Frontier's new-game form (Variant.form)", () => {
  it('offers the starter decks with their colours, and starts at the command line\'s defaults', () => {
    const offer = frontier.form.offer();
    assert.ok(offer.decks.some((d) => d.id === 'green' && d.colours.join('') === 'G'));
    assert.ok(offer.decks.some((d) => d.id === 'red'));
    assert.ok(offer.decks.every((d) => /cards, \d+ lands$/.test(d.description)), JSON.stringify(offer.decks[0]));
    assert.deepEqual(offer.defaults, { opponent: 'computer', deck: 'green', deck2: 'red', neighboursNeedHome: false, stops: 'when-able' });
  });

  it('an answer makes the same setup as the command line with the same choices', () => {
    const pairs: [unknown, Record<string, string | boolean>][] = [
      [{}, {}],
      [frontier.form.offer().defaults, {}],
      [
        { opponent: 'hotseat', deck: 'blue', deck2: 'black', neighboursNeedHome: true, stops: 'every-step' },
        { opponent: 'hotseat', deck: 'blue', deck2: 'black', 'neighbours-need-home': true, 'stop-every-step': true },
      ],
      [{ deck: 'white', stops: 'when-able' }, { deck: 'white' }],
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
    assert.deepEqual(shown.variants?.map((v) => v.id), ['magic-crawl', 'frontier']);
    const offered = shown.variants?.find((v) => v.id === 'frontier');
    assert.ok(offered && 'offer' in offered && offered.offer.defaults.deck2 === 'red');
    const answer = { opponent: 'hotseat', deck: 'green', deck2: 'red', neighboursNeedHome: false, stops: 'when-able' };
    assert.ok(guardWebviewMessage({ type: 'startGame', variant: 'frontier', seed: 's', options: answer, version: 1 }).ok);
    // Magic Crawl's options are still checked by the protocol itself; a variant's answer is the host's to check.
    assert.ok(!guardWebviewMessage({ type: 'startGame', seed: 's', options: { cheat: true }, version: 1 }).ok);
    assert.ok(!guardWebviewMessage({ type: 'startGame', variant: 'magic-crawl', seed: 's', options: { cheat: true }, version: 1 }).ok);
    assert.ok(!guardWebviewMessage({ type: 'startGame', variant: 'frontier', seed: 's', options: [], version: 1 }).ok);
    assert.ok(!guardWebviewMessage({ type: 'startGame', variant: 'frontier', seed: 's', options: answer, version: 1, extra: 1 }).ok);
  });
});
