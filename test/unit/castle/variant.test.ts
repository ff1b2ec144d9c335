import { strict as assert } from 'node:assert';
import { lookups } from '../../../src/cli/card-source';
import { CliError } from '../../../src/cli/io';
import { findVariant, legalActions, newSave, readSave, replay, takeAction, writeSave, type OptionFiles, type SaveFile } from '../../../src/engine';
import { castle } from '../../../src/engine/variants/castle';
import { splitStock } from '../../../src/engine/variants/castle/stock-list';
import { act, fifteen, mainPhase, newGame, put } from './game-helpers';
import { malformedMessage } from '../helpers';

/** Castle Magic through its Variant: the registry, the command line's setup, the text, the playmat's table and a whole saved game. */

function memoryFiles(files: Record<string, string>): OptionFiles {
  return {
    text: (file) => {
      const text = files[file];
      if (text === undefined) throw new CliError(`${file}: no such file`);
      return text;
    },
    cardData: () => ({ lookups: lookups(undefined), found: false }),
    note: () => undefined,
  };
}

const STOCK = ['4 Hill Giant', '4 Goblin Piker', '4 Earth Elemental', '3 Shivan Dragon'].join('\n');

describe('Castle Magic › the variant', () => {
  it('is in the registry as "castle", and a new game of it is a saved file that reads back', () => {
    assert.equal(findVariant('castle')?.title, 'Castle Magic');
    const made = castle.cli.setup({ deck: 'white', deck2: 'black' }, 'reg', memoryFiles({}));
    assert.ok(made.ok);
    const save = newSave(made.value);
    const read = readSave(writeSave(save));
    assert.ok(read.ok, read.ok ? '' : JSON.stringify(read.problems.slice(0, 2)));
    assert.equal(read.game.setup.variant, 'castle');
  });

  it('Castle: a deck list carries its stock in a "Castle" or "Stock" section; a list without one, or a stock not of fifteen creatures, is refused with the reason', () => {
    assert.deepEqual(splitStock('20 Mountain\nStock\n4 Hill Giant\nSideboard\n1 Shock'), { deck: '20 Mountain\n//\n//\nSideboard\n1 Shock', stock: '//\n//\n4 Hill Giant\n//\n//' });
    const deck = '24 Mountain\n4 Hill Giant\n4 Lightning Bolt\n';
    const ok = castle.cli.setup({ 'deck-file': 'd.txt' }, 's', memoryFiles({ 'd.txt': `${deck}\nCastle:\n${STOCK}\n` }));
    assert.ok(ok.ok, ok.ok ? '' : ok.problems.join(' '));
    assert.equal(ok.value.players.south.stock.length, 15);
    const none = castle.cli.setup({ 'deck-file': 'd.txt' }, 's', memoryFiles({ 'd.txt': deck }));
    assert.ok(!none.ok && none.cause === 'input' && /Castle" or "Stock"/.test(none.problems[0]!));
    const short = castle.cli.setup({ 'deck-file': 'd.txt' }, 's', memoryFiles({ 'd.txt': `${deck}\nStock\n4 Hill Giant\n` }));
    assert.ok(!short.ok && /15 creatures; this one has 4/.test(short.problems[0]!) && /castle\.setup\.stock/.test(short.problems[0]!));
    const bolt = castle.cli.setup({ 'deck-file': 'd.txt' }, 's', memoryFiles({ 'd.txt': `${deck}\nStock\n${STOCK.replace('3 Shivan Dragon', '2 Shivan Dragon\n1 Lightning Bolt')}\n` }));
    assert.ok(!bolt.ok && /Lightning Bolt is not/.test(bolt.problems[0]!));
    const unknown = castle.cli.setup({ deck: 'azorius-skies' }, 's', memoryFiles({}));
    assert.ok(!unknown.ok && unknown.cause === 'usage');
  });

  it('Castle: the text shows no face-down creature, and one its owner turned face down only to its owner', () => {
    let g = mainPhase(newGame('text', { north: fifteen('Hill Giant') }), 'south');
    const piker = put(g, 'south', 'Goblin Piker');
    for (let i = 0; i < 4; i++) put(g, 'north', 'Mountain', { tapped: true });
    g = act(g, { type: 'attack', column: 0, creatures: [piker] });
    g = act(g, { type: 'block', damage: [3] });
    g = mainPhase(g, 'north');
    g = act(g, { type: 'turnFaceDown', at: { row: 0, col: 0 } });
    const game = { setup: g.setup, state: g.state };
    assert.ok(!castle.text.summary(game).some((l) => l.includes('(Hill Giant)')), 'textconv shows it to no one');
    const northHuman = { setup: { ...g.setup, players: { ...g.setup.players, north: { ...g.setup.players.north, control: 'human' as const } } }, state: g.state };
    const south = castle.text.picture({ setup: g.setup, state: { ...g.state, priority: { seat: 'south', passes: 0 } } }, false);
    assert.ok(!south.some((l) => l.includes('(Hill Giant)')), 'South does not see it');
    assert.ok(castle.text.picture(northHuman, false).some((l) => l.includes('(Hill Giant)')), 'North, its owner, does');
  });

  it('the playmat\'s table: the castle board, both seats, the questions of a breach in words, and the defender\'s answers labelled', () => {
    let g = mainPhase(newGame('view', { north: fifteen('Hill Giant') }), 'south');
    const piker = put(g, 'south', 'Goblin Piker');
    g = act(g, { type: 'attack', column: 1, creatures: [piker] });
    const human = { setup: { ...g.setup, players: { ...g.setup.players, north: { ...g.setup.players.north, control: 'human' as const } } }, state: g.state };
    const legal = castle.legalActions(human.setup, human.state);
    const view = castle.tableView(human, legal);
    assert.equal(view.board.kind, 'castle');
    assert.deepEqual(view.seats.map((s) => s.id), ['south', 'north']);
    assert.match(view.phase.help, /costs 5 life/);
    assert.deepEqual(view.actions.map((a) => a.label), ['Pay 5 life to activate Hill Giant', 'Discard Hill Giant (combat ends)']);
  });

  it('engine.action.malformed: an action\'s column, place or payment option out of range is said as counted from 0, with the 1-based numbers the board and labels show', () => {
    const made = castle.cli.setup({ deck: 'white', deck2: 'black' }, 'malformed', memoryFiles({}));
    assert.ok(made.ok);
    const game = newSave(made.value);
    const said = (action: unknown) => malformedMessage(game, action);
    assert.match(said({ type: 'attack', column: 7, creatures: [1] }), /\/column: is 7; .*column is counted from 0 in actions: 0 to 3, for columns 1 to 4 as the board and the labels number them/);
    assert.match(said({ type: 'turnFaceDown', at: { row: 3, col: 0 } }), /\/at\/row: is 3; .*row is counted from 0 in actions: 0 to 2, for rows 1 to 3/);
    assert.match(said({ type: 'pay', option: -1 }), /\/option: is -1; .*option is counted from 0 in actions: 0 is the way to pay labelled "Option 1"/);
  });

  it('a whole game between computer players is saved, replays to its state and verifies', () => {
    const made = castle.cli.setup({ deck: 'green', deck2: 'red' }, 'whole', memoryFiles({}));
    assert.ok(made.ok);
    let game: SaveFile = newSave(made.value);
    for (let i = 0; i < 3000 && game.state.phase.type !== 'over'; i++) {
      const action = castle.computer.choose(game as never);
      assert.ok(action, 'the computer always has an action');
      assert.ok(legalActions(game).some((a) => JSON.stringify(a) === JSON.stringify(action)));
      const taken = takeAction(game, action as never);
      assert.ok(taken.ok);
      game = taken.game;
    }
    assert.equal(game.state.phase.type, 'over');
    const replayed = replay(game);
    assert.ok(replayed.ok);
    assert.deepEqual(replayed.state, game.state);
    const text = writeSave(game);
    const read = readSave(text);
    assert.ok(read.ok);
    assert.equal(writeSave(read.game), text);
  });
  it('the consistency checks name what the schema cannot: a face-up place with no creature behind it, more unnamed face-down cards than unseen creatures, a stock card that is no creature', () => {
    const g = newGame('problems');
    assert.deepEqual(castle.problems(g.setup, g.state), []);
    const castleN = g.state.castles.north;
    const broken = {
      ...g.state,
      castles: { ...g.state.castles, north: { rows: castleN.rows.map((r, row) => r.map((p, col) => (row === 0 && col === 0 ? { kind: 'face-up' as const, creature: 99 } : p))), hidden: castleN.hidden.slice(0, 5) } },
    };
    const setup = { ...g.setup, players: { ...g.setup.players, south: { ...g.setup.players.south, stock: [...g.setup.players.south.stock.slice(1), 'Mountain'] } } };
    const paths = castle.problems(setup, broken).map((p) => p.path);
    assert.ok(paths.includes('/state/castles/north/rows/0/0'));
    assert.ok(paths.includes('/state/castles/north/hidden'));
    assert.ok(paths.includes('/setup/players/south/stock/14'));
  });
});
