import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newGame, readSave, takeAction, writeSave } from '../../src/engine';
import { chooseAction } from '../../src/engine/variants/magic-crawl/bot/bot';
import { buildCardIndex, type CardIndex } from '../../src/engine/import/card-index';
import { seedRng } from '../../src/engine/rng';
import { crawlProblems } from '../../src/engine/variants/magic-crawl/consistency';
import { IMPORT_FIRST, libraryEncounterPiles, libraryLands, libraryOffer } from '../../src/engine/variants/magic-crawl/library-piles';
import { setupChoices } from '../../src/engine/variants/magic-crawl/new-game-form';
import type { StartOptions } from '../../src/protocol/messages';

const FIXTURES = join(__dirname, '../fixtures/import');

/** Reads a saved game (argv[1]) in a process of its own, where no imported card is registered yet. */
const READ_IN_A_NEW_PROCESS = `
const { readFileSync } = require('node:fs');
const { readSave } = require(${JSON.stringify(join(__dirname, '../../src/engine'))});
const read = readSave(readFileSync(process.argv[1], 'utf8'));
if (!read.ok) { console.log(JSON.stringify(read.problems.slice(0, 3))); process.exit(1); }
console.log('read: ' + read.game.log.length + ' actions');
`;

function indexOf(...files: string[]): CardIndex {
  return buildCardIndex(files.map((f) => ({ path: f, content: readFileSync(join(FIXTURES, f), 'utf8') }))).index;
}

const LIBRARY_GAME: StartOptions = {
  encounterPiles: 'library',
  landPileLands: 'library',
  expansions: { multicolourLands: true, colourlessLands: true },
};

describe('Encounter Piles and Land Pile lands from the card library (the new-game form, on the host)', () => {
  const index = indexOf('pile-cards.json');
  const small = indexOf('cards.json');

  it('five piles of 8 fully played creatures that can attack, the same for the same seed', () => {
    const a = libraryEncounterPiles(index, 'amber');
    assert.ok(a.ok, !a.ok ? a.message : '');
    for (const pile of Object.values(a.encounterCreatures)) assert.equal(pile.length, 8);
    const all = Object.values(a.encounterCreatures).flat();
    assert.ok(!all.includes('Wall of Tangled Roots'), 'a wall cannot attack');
    assert.ok(!all.includes('Riddling Sphinx'), 'a card played only in part is no encounter');
    assert.deepEqual(a.cards.map((c) => c.name).sort(), [...all].sort(), 'every creature used is carried to the save');
    assert.deepEqual(libraryEncounterPiles(index, 'amber'), a);
    const other = libraryEncounterPiles(index, 'another seed');
    assert.ok(other.ok);
    assert.notDeepEqual(other.encounterCreatures, a.encounterCreatures, 'nine green creatures for eight places: the seed picks');
  });

  it('lands: at most one per pile, seeded; with both kinds, one colourless', () => {
    const both = libraryLands(index, 's', { multicolour: true, colourless: true });
    assert.ok(both.ok);
    assert.deepEqual(both.colourlessLands, ['Ruined Quarry']);
    assert.deepEqual([...both.multicolourLands].sort(), ['Cinderwood Path', 'Frostmarsh Crossing', 'Sunlit Ford']);
    const multi = libraryLands(index, 's', { multicolour: true, colourless: false });
    assert.ok(multi.ok);
    assert.deepEqual(multi.colourlessLands, []);
    assert.equal(multi.cards.length, 3);
  });

  it('says what is missing: no library, too few creatures, no such land', () => {
    const none = libraryEncounterPiles(undefined, 's');
    assert.ok(!none.ok);
    assert.match(none.message, /none is indexed\. Import card data first: Crawl: Import Card Data…, or choose the built-in piles/);
    const short = libraryEncounterPiles(small, 's');
    assert.ok(!short.ok);
    assert.match(short.message, /^Your card library cannot fill the Encounter Piles: each pile needs 8 creatures of its colour, multicolour or colourless; of the 2 creatures in your library that Crawl plays fully and that can attack, too few fill 5 piles \(white 1, blue 1, black 0, red 0, green 0\)\. Import more card data, or choose the built-in piles\.$/);
    const noColourless = libraryLands(small, 's', { multicolour: true, colourless: true });
    assert.ok(!noColourless.ok);
    assert.equal(noColourless.message, 'Your card library has no colourless land (a nonbasic land whose mana ability makes only colourless mana). Choose the default lands, leave that option off, or import card data that has some.');
  });

  it('the form is told what the library offers, or why not', () => {
    assert.deepEqual(libraryOffer(undefined, 's'), { indexed: false, encounters: { reason: IMPORT_FIRST }, lands: { reason: IMPORT_FIRST } });
    const full = libraryOffer(index, 's');
    assert.deepEqual(full, { indexed: true, encounters: { count: 44 }, lands: { count: 4, multicolour: 3, colourless: 1 } });
    const few = libraryOffer(small, 's');
    assert.match(few.encounters.reason ?? '', /^each pile needs 8 creatures of its colour, multicolour or colourless; of the 2 creatures in your library that Crawl plays fully and that can attack, too few fill 5 piles \(white 1, blue 1, black 0, red 0, green 0\)\.$/);
    assert.equal(few.lands.reason, undefined);
  });

  it('the host refuses library piles without a library, and a "defeat" goal naming a creature not picked', () => {
    const r = setupChoices('s', { encounterPiles: 'library' });
    assert.ok(!r.ok);
    assert.match(r.error.message, /Import card data first/);
    const goal = setupChoices('s', { encounterPiles: 'library', goals: [{ type: 'defeat', creature: 'Craw Wurm' }] }, index);
    assert.ok(!goal.ok);
    assert.match(goal.error.message, /^Craw Wurm is not in the Encounter Piles picked from your card library/);
    const lands = setupChoices('s', { landPileLands: 'library', expansions: { colourlessLands: true } }, small);
    assert.ok(!lands.ok);
    assert.match(lands.error.message, /no colourless land/);
    // Lands from the library with no land option checked: nothing to pick, the game is as without.
    const unchecked = setupChoices('s', { landPileLands: 'library' });
    assert.ok(unchecked.ok);
    assert.equal(unchecked.choices.expansions, undefined);
  });

  it('a game with library piles and lands: ~200 bot steps stay consistent, and the file reads back without the index', () => {
    const checked = setupChoices('library-game', { ...LIBRARY_GAME, expansions: { ...LIBRARY_GAME.expansions, replaceDefeated: true }, goals: [{ type: 'defeat-colour', colour: 'G' }] }, index);
    assert.ok(checked.ok, !checked.ok ? checked.error.message : '');
    const c = checked.choices;
    assert.ok(c.encounterCreatures);
    assert.equal(c.expansions?.colourlessLands?.[0], 'Ruined Quarry');
    const used = [...Object.values(c.encounterCreatures).flat(), ...(c.expansions?.multicolourLands ?? []), ...(c.expansions?.colourlessLands ?? [])];
    assert.deepEqual(c.cards?.map((x) => x.name).sort(), [...used].sort());

    let game = newGame('library-game', c);
    assert.deepEqual(game.setup.encounterCreatures, Object.fromEntries(Object.entries(c.encounterCreatures).map(([t, p]) => [t, [...p].sort()])));
    assert.equal(game.setup.cards?.length, used.length, 'the save carries every imported card it uses');
    let rng = seedRng('library-bot');
    let steps = 0;
    let fought = 0;
    for (; steps < 200 && game.state.phase.type !== 'over'; steps++) {
      const choice = chooseAction(game, rng);
      rng = choice.rng;
      const taken = takeAction(game, choice.action);
      assert.ok(taken.ok, !taken.ok ? `step ${steps}: ${taken.error.message}` : '');
      game = taken.game;
      if (game.state.encounter) fought++;
      assert.deepEqual(crawlProblems(game.setup, game.state), [], `step ${steps}`);
    }
    // 200 steps, unless the bot meets its goal first: it hunts the colour, and may defeat every green creature sooner.
    const won = game.state.phase.type === 'over' && game.state.phase.result === 'won';
    assert.ok(steps === 200 || won, `the game went on (${steps} steps, ${game.state.phase.type})`);
    assert.ok(fought > 20 && game.state.defeated.length > 5, `the bot fought library creatures (${fought} steps in encounters, ${game.state.defeated.length} defeated)`);
    const met = new Set(Object.values(game.setup.encounterCreatures).flat());
    assert.ok(game.log.some((e) => [...met].some((n) => e.text.includes(n))), 'the log names a library creature');

    const text = writeSave(game);
    const read = readSave(text);
    assert.ok(read.ok, !read.ok ? JSON.stringify(read.problems.slice(0, 3)) : '');
    assert.equal(read.game.log.length, game.log.length);
    // And read where none of its cards is known yet (a new process, as the playmat or crawl validate meet it):
    // every check of the file, the colour goal's count of the piles' creatures too, finds them in the file.
    const file = join(mkdtempSync(join(tmpdir(), 'crawl-library-')), 'library.crawl.json');
    writeFileSync(file, text);
    const fresh = spawnSync(process.execPath, ['--import', 'tsx', '-e', READ_IN_A_NEW_PROCESS, file], { encoding: 'utf8' });
    assert.equal(fresh.status, 0, `${fresh.stdout}${fresh.stderr}`);
    assert.equal(fresh.stdout.trim(), `read: ${game.log.length} actions`);
    // The cards come from the file itself: without setup.cards the same file is refused by name.
    const stripped = JSON.parse(text);
    delete stripped.setup.cards;
    const refused = readSave(JSON.stringify(stripped));
    assert.ok(!refused.ok);
    assert.match(JSON.stringify(refused.problems), /unknown card/);
  });
});
