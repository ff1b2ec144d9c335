import { strict as assert } from 'node:assert';
import { checkFormAnswer, findVariant, newSave, readSave, writeSave } from '../../../src/engine';
import { setupFromOptions } from '../../../src/engine/variants/mayhem';
import { showNewGame } from '../../../src/extension/host-messages';

/** Magic and Mayhem's form through the registry, as the host finds it, its answer checked as a start message's is. */
const form = findVariant('mayhem')!.form!;
function fromForm(seed: string, answer: unknown) {
  const checked = checkFormAnswer<Parameters<typeof form.setup>[1]>(form, 'Magic and Mayhem', answer);
  return checked.ok ? form.setup(seed, checked.answer) : checked;
}

describe("Magic and Mayhem's new-game form (Variant.form)", () => {
  it('is offered on the playmat with no decks, its rules as fields: the mode, heroes, played here, tiles, and the readings', () => {
    const shown = showNewGame({ version: 1, readOnly: false, fileName: 'dungeon.crawl.json', suggestedSeed: 'seed' });
    const offered = shown.variants?.find((v) => v.id === 'mayhem');
    assert.ok(offered?.offer);
    assert.equal(offered.offer.decks, undefined, 'no decks, no opponent across');
    assert.deepEqual(offered.offer.rules.map((r) => `${r.kind}:${r.name}`), ['choice:mode', 'number:heroes', 'number:humans', 'number:tiles', 'number:hourglass', 'check:encountersRefresh', 'check:roundUp', 'check:killingBlow']);
    assert.deepEqual(offered.offer.defaults, { heroes: 4, humans: 1, tiles: 12, hourglass: 60, encountersRefresh: false, roundUp: false, mode: 'cooperative', killingBlow: false });
    assert.equal(offered.offer.summary, '{mode} · {heroes} heroes ({humans} played here) · {tiles} tiles');
  });

  it('its defaults make the same game as `crawl new --variant mayhem` with the same seed, and every choice reaches the setup', () => {
    const made = fromForm('same', {});
    const cli = setupFromOptions({}, 'same');
    assert.ok(made.ok && cli.ok, JSON.stringify(made));
    assert.deepEqual(made.setup, cli.value);
    const chosen = fromForm('s', { heroes: 6, humans: 6, tiles: 20, encountersRefresh: true, roundUp: true });
    assert.ok(chosen.ok, JSON.stringify(chosen));
    assert.equal(chosen.setup.seats.length, 6);
    assert.ok(chosen.setup.seats.every((s: { control: string }) => s.control === 'human'));
    assert.deepEqual(chosen.setup.options, { tiles: 20, encountersRefresh: true, halfRounding: 'up' });
    assert.ok(readSave(writeSave(newSave(chosen.setup))).ok, 'the file it writes reads back');
  });

  it('mayhem.challenge.time: the hourglass is a game option, 60 seconds kept out of the file, another length or 0 (none) saved; out of range refused', () => {
    assert.equal(setupFromOptions({}, 's').ok && (setupFromOptions({}, 's') as { value: { options: { hourglass?: number } } }).value.options.hourglass, undefined);
    const none = fromForm('s', { hourglass: 0 });
    assert.ok(none.ok, JSON.stringify(none));
    assert.equal(none.setup.options.hourglass, 0);
    const cli = setupFromOptions({ hourglass: '30' }, 's');
    assert.ok(cli.ok && cli.value.options.hourglass === 30);
    const wrong = setupFromOptions({ hourglass: '900' }, 's');
    assert.ok(!wrong.ok && /--hourglass/.test(wrong.problems[0]!));
  });

  it('mayhem.competitive.teams: the form starts a competitive game, with the killing-blow reading, as `crawl new --mode competitive` does', () => {
    const made = fromForm('rivals', { mode: 'competitive', killingBlow: true });
    const cli = setupFromOptions({ mode: 'competitive', 'boss-credit': 'killing-blow' }, 'rivals');
    assert.ok(made.ok && cli.ok, JSON.stringify(made));
    assert.deepEqual(made.setup, cli.value);
    assert.equal(made.setup.mode, 'competitive');
    assert.equal(made.setup.options.bossCredit, 'killing-blow');
    const alone = fromForm('s', { mode: 'competitive', heroes: 1, humans: 1 });
    assert.ok(!alone.ok && /two teams/.test(alone.error.message), JSON.stringify(alone));
    const cooperativeCredit = fromForm('s', { killingBlow: true });
    assert.ok(!cooperativeCredit.ok && /only in competitive/.test(cooperativeCredit.error.message), JSON.stringify(cooperativeCredit));
  });

  it('refuses a bad answer naming the field: more humans than heroes, a number out of range, a field it does not know', () => {
    const more = fromForm('s', { heroes: 2, humans: 3 });
    assert.ok(!more.ok && /humans: 3 heroes played here, but the party is 2/.test(more.error.message), JSON.stringify(more));
    const tiles = fromForm('s', { tiles: 5 });
    assert.ok(!tiles.ok && /tiles/.test(tiles.error.message), JSON.stringify(tiles));
    const odd = fromForm('s', { deck: 'green' });
    assert.ok(!odd.ok && /deck/.test(odd.error.message), JSON.stringify(odd));
  });
});
