import { strict as assert } from 'node:assert';
import { allVariants, type AnyVariant, diffRecord, gameDiff, magicCrawl, newGame, newSave, type OptionFiles, takeAction } from '../../src/engine';
import { lookups } from '../../src/cli/card-source';
import { CliError } from '../../src/cli/io';
import { chosenVariant, parseOptions, perVariant, settled } from '../../src/cli/variant-options';
import { newGameVariant } from '../../src/extension/new-game-variant';
import { chooseAction } from '../../src/engine/variants/magic-crawl/bot/bot';
import { seedRng } from '../../src/engine/rng';

/** A reader of files held in memory, as the command line reads them from disk. */
function memoryFiles(files: Record<string, string>, notes: string[] = []): OptionFiles {
  return {
    text: (file) => {
      const text = files[file];
      if (text === undefined) throw new CliError(`${file}: no such file`);
      return text;
    },
    cardData: () => ({ lookups: lookups(undefined), found: false }),
    note: (line) => notes.push(line),
  };
}

describe('the variant seam: a new game, the form and the diff through the Variant', () => {
  it('--variant picks the variant from the registry, the default when left out; an unknown one is refused with those there are', () => {
    assert.equal(chosenVariant([]).id, allVariants()[0]!.id);
    assert.equal(chosenVariant(['--variant', 'magic-crawl', 'f.crawl.json']).id, 'magic-crawl');
    assert.equal(chosenVariant(['--variant=magic-crawl']).id, 'magic-crawl');
    assert.equal(chosenVariant(['--', '--variant', 'nope']).id, 'magic-crawl', 'after -- it is a FILE');
    assert.throws(
      () => chosenVariant(['--seed', 's', '--variant', 'nope']),
      (e: unknown) => e instanceof CliError && e.exitCode === 2 && e.message === `unknown variant "nope": this version plays ${allVariants().map((v) => v.id).join(', ')}`,
    );
  });

  it('a variant\'s option specs become parseArgs options; its problems the command\'s error, exit 2 for an option and 1 for a file', () => {
    assert.deepEqual(parseOptions({ a: { kind: 'flag' }, b: { kind: 'text', multiple: true }, c: { kind: 'file' } }), {
      a: { type: 'boolean' },
      b: { type: 'string', multiple: true },
      c: { type: 'string' },
    });
    assert.equal(settled({ ok: true, value: 7 }), 7);
    for (const [cause, code] of [['usage', 2], ['input', 1]] as const) {
      assert.throws(() => settled({ ok: false, problems: ['one', 'two'], cause }), (e: unknown) => e instanceof CliError && e.exitCode === code && e.message === 'one\ntwo');
    }
  });

  it('help lists each variant\'s part: as it is with one variant, under its name and --variant with more', () => {
    assert.equal(perVariant([magicCrawl], (v) => `  --x ${v.id}\n`), '  --x magic-crawl\n');
    const other = { ...magicCrawl, id: 'other', title: 'Other' } as AnyVariant;
    assert.equal(perVariant([magicCrawl, other], (v) => `  --x ${v.id}\n`), 'Magic Crawl (--variant magic-crawl):\n  --x magic-crawl\nOther (--variant other):\n  --x other\n');
  });

  it('Magic Crawl\'s options give the setup its engine gives, or problems naming the option or the file (nothing thrown)', () => {
    const made = magicCrawl.cli.setup({ deck: 'red', goal: ['reach:1,2'], difficulty: 'hard' }, 'seam', memoryFiles({}));
    assert.ok(made.ok);
    assert.deepEqual(newSave(made.value), newGame('seam', { deck: 'red', goals: [{ type: 'reach', hex: { q: 1, r: 2 } }], life: 15, preparationRounds: 1, keywordRoll: true, extraFoes: true, weakening: 'Pall of the Crawl' }));
    assert.deepEqual(magicCrawl.cli.setup({ format: 'x' }, 's', memoryFiles({})), { ok: false, problems: ['--format must be constructed or commander, not "x"'], cause: 'usage' });
    assert.deepEqual(magicCrawl.cli.setup({ goal: ['find:Rod of Ruin'] }, 's', memoryFiles({})), { ok: false, problems: ['--goal: Rod of Ruin is not in your deck, so it cannot be found'], cause: 'usage' });
    const listed = magicCrawl.cli.setup({ 'deck-file': 'deck.txt' }, 's', memoryFiles({ 'deck.txt': '20 Forest\n4 No Such Card\n' }));
    assert.ok(!listed.ok && listed.cause === 'input');
    assert.match(listed.problems[0]!, /^deck\.txt:2: no card named "No Such Card"/);
    // A file the command line cannot read ends the command with its own error.
    assert.throws(() => magicCrawl.cli.setup({ 'deck-file': 'missing.txt' }, 's', memoryFiles({})), /missing\.txt: no such file/);
  });

  it('the new-game form and the command line read into one setup: the same choices, the same game', () => {
    const fromForm = magicCrawl.form.setup('one', { deck: 'blue', difficulty: 'easy', goals: [{ type: 'reach', hex: { q: 2, r: -1 } }], landless: true, expansions: { encounterSpells: true } });
    // Easy is the rules as written, as the command line is without --difficulty (which, given, writes the options a preset turns off as false).
    const fromOptions = magicCrawl.cli.setup({ deck: 'blue', goal: ['reach:2,-1'], landless: true, 'encounter-spells': 'default' }, 'one', memoryFiles({}));
    assert.ok(fromForm.ok && fromOptions.ok);
    assert.deepEqual(fromForm.setup, fromOptions.value);
  });

  it('the host starts a game of the variant a start message names, the default when it names none', () => {
    assert.equal(newGameVariant({ type: 'startGame' })?.id, allVariants()[0]!.id);
    assert.equal(newGameVariant({ variant: 'magic-crawl' })?.id, 'magic-crawl');
    assert.equal(newGameVariant({ variant: 'nope' }), undefined);
  });

  it('a diff is the log\'s part, then the variant\'s record, in the order crawl diff --json has always printed', () => {
    let game = newGame('seam-diff', { deck: 'green' });
    const before = game;
    for (let i = 0; i < 12; i++) {
      const taken = takeAction(game, chooseAction(game, seedRng(`seam/${i}`)).action);
      assert.ok(taken.ok);
      game = taken.game;
    }
    const d = gameDiff(before, game);
    assert.deepEqual(Object.keys(diffRecord(d)), ['timeline', 'actions', 'hexes', 'life', 'zones', 'outcome']);
    assert.ok(d.game && d.game.lines.some((l) => l.startsWith('Hand: ')));
    assert.deepEqual(d.game.places.a, [], 'the earlier save has nothing the later lacks');
  });
});
