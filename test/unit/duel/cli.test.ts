import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli } from '../cli-helpers';

/** The Magic table in the `crawl` command, run as a user runs it: the bundle started with node, in a temporary folder. */

describe('the Magic table › the crawl command', function () {
  this.timeout(180_000);
  let dir = '';
  let cli = '';
  const crawl = (args: string[], input?: string) => {
    const r = spawnSync('node', [cli, ...args], { encoding: 'utf8', cwd: dir, input, maxBuffer: 256 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'crawl-table-cli-'));
    cli = buildCli(dir);
  });

  it('new with four seats, show, a whole game played with the computer answering, then verify, validate and textconv', () => {
    const made = crawl(['new', 't.crawl.json', '--variant', 'duel', '--players', '4', '--name', 'Ada', '--seed', 'cli']);
    assert.equal(made.status, 0, made.stderr);
    const shown = crawl(['show', 't.crawl.json']);
    assert.match(shown.stdout, /^Ada: life 20, 7 in hand, 53 in library/m);
    assert.match(shown.stdout, /^Computer 3: life 20/m);
    assert.match(shown.stdout, /^Ada's hand: /m);
    const played = crawl(['play', 't.crawl.json'], `${'b\n'.repeat(3000)}q\n`);
    assert.equal(played.status, 0, played.stderr);
    assert.match(played.stdout, /The game is over/);
    assert.match(crawl(['verify', 't.crawl.json']).stdout, /the state matches/);
    assert.match(crawl(['validate', 't.crawl.json']).stdout, /valid Magic table game, game over/);
    assert.match(crawl(['textconv', 't.crawl.json']).stdout, /^Magic table · 4 players, own decks · seed cli/);
  });

  it('act: the computer seats answer until the game waits on the person again; --no-answer takes the action for the seat waiting, alone', () => {
    // On this seed Computer 2 decides on its hand first: the game waits on the computer from the start.
    assert.equal(crawl(['new', 'a.crawl.json', '--variant', 'duel', '--players', '3', '--seed', 'answers']).status, 0);
    const listed = crawl(['actions', 'a.crawl.json']);
    assert.match(listed.stderr, /^The computer answers first: 1\. Computer 2 keeps 7 cards/m);
    assert.match(listed.stdout, /^\s+1 {2}Keep this hand/m);
    assert.equal(JSON.parse(readFileSync(join(dir, 'a.crawl.json'), 'utf8')).log.length, 0, 'listing saves nothing');

    const kept = crawl(['act', 'a.crawl.json', '1']);
    assert.equal(kept.status, 0, kept.stderr);
    const lines = kept.stdout.trim().split('\n');
    assert.ok(lines.every((l, i) => l.startsWith(`${i + 1}. `)), `each action printed as its log line, in order: ${kept.stdout}`);
    const mine = lines.findIndex((l) => /^\d+\. Player 1 keeps 7 cards/.test(l));
    assert.equal(mine, 1, 'the computer answered first, then the person kept');
    assert.ok(lines.length > 2, 'and the computer answered after the person');
    assert.equal(JSON.parse(readFileSync(join(dir, 'a.crawl.json'), 'utf8')).log.length, lines.length, 'every answer is saved');
    assert.equal(crawl(['actions', 'a.crawl.json']).stderr, '', 'the game now waits on the person');
    assert.match(crawl(['verify', 'a.crawl.json']).stdout, /the state matches/);

    assert.equal(crawl(['new', 'b.crawl.json', '--variant', 'duel', '--players', '3', '--seed', 'answers']).status, 0);
    const alone = crawl(['act', 'b.crawl.json', '{"type":"keep"}', '--no-answer']);
    assert.equal(alone.status, 0, alone.stderr);
    assert.equal(alone.stdout, '1. Computer 2 keeps 7 cards.\n', 'taken for the seat waiting, and nothing more');
    assert.match(crawl(['actions', 'b.crawl.json', '--no-answer']).stdout, /Keep this hand/);
  });

  it('act: an illegal action on a game waiting on the computer leaves the file as it was, the computer\'s answers neither saved nor said', () => {
    // On this seed Computer 2 decides on its hand first.
    assert.equal(crawl(['new', 'waiting.crawl.json', '--variant', 'duel', '--players', '3', '--seed', 'answers']).status, 0);
    const before = readFileSync(join(dir, 'waiting.crawl.json'), 'utf8');
    const refused = crawl(['act', 'waiting.crawl.json', '{"type":"pass"}']);
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /illegal action: .*the file is unchanged/);
    assert.equal(refused.stdout, '', 'no answer of the computer said');
    assert.equal(readFileSync(join(dir, 'waiting.crawl.json'), 'utf8'), before, 'nothing saved');
  });

  it('act and actions refuse a file edited by hand (its log no longer leads to its state), leaving it as it was; verify says the same', () => {
    assert.equal(crawl(['new', 'edited.crawl.json', '--variant', 'duel', '--players', '2', '--seed', 'edited']).status, 0);
    assert.equal(crawl(['act', 'edited.crawl.json', 'keep']).status, 0);
    const file = join(dir, 'edited.crawl.json');
    const game = JSON.parse(readFileSync(file, 'utf8')) as { state: { players: { hand: { id: number; card: string }[] }[] } };
    // A card slipped into Player 1's hand: "Black Lotus" is no card Crawl knows, "Shivan Dragon" is.
    for (const card of ['Shivan Dragon', 'Black Lotus']) {
      const hand = game.state.players[0]!.hand;
      const edited = { ...game, state: { ...game.state, players: [{ ...game.state.players[0]!, hand: [{ ...hand[0]!, card }, ...hand.slice(1)] }, ...game.state.players.slice(1)] } };
      const text = JSON.stringify(edited, null, 2);
      writeFileSync(file, text);
      for (const args of [['act', 'edited.crawl.json', 'pass'], ['actions', 'edited.crawl.json']]) {
        const r = crawl(args);
        assert.equal(r.status, 1, `${args[0]} on a hand edit (${card}): ${r.stderr}`);
        assert.match(r.stderr, /the log does not replay to the saved state: \/state\/players\/0\/hand\/0\/card .*Nothing is played and the file is unchanged/);
        assert.doesNotMatch(r.stderr, /unexpected failure|\n\s+at /, 'no stack trace');
      }
      assert.equal(readFileSync(file, 'utf8'), text, 'the file is as it was');
      assert.equal(crawl(['verify', 'edited.crawl.json']).status, 1);
    }
  });

  it('act on a finished game says it is over and changes nothing', () => {
    assert.equal(crawl(['new', 'finished.crawl.json', '--variant', 'duel', '--players', '2', '--seed', 'over']).status, 0);
    assert.equal(crawl(['play', 'finished.crawl.json'], `${'b\n'.repeat(3000)}q\n`).status, 0);
    const before = readFileSync(join(dir, 'finished.crawl.json'), 'utf8');
    const r = crawl(['act', 'finished.crawl.json', 'pass']);
    assert.equal(r.status, 1);
    assert.match(r.stderr, /the game is over: .+; the file is unchanged/);
    assert.equal(readFileSync(join(dir, 'finished.crawl.json'), 'utf8'), before);
  });

  it('play: u takes back the person\'s last action with the computer\'s answers to it (the computer does not answer the same way again); ? shows the keys', () => {
    assert.equal(crawl(['new', 'undo.crawl.json', '--variant', 'duel', '--players', '2', '--seed', 't1']).status, 0);
    // Seven of the person's actions chosen by the bot, then two undos.
    const r = crawl(['play', 'undo.crawl.json'], `${'b\n'.repeat(7)}u\nu\n?\nq\n`);
    assert.equal(r.status, 0, r.stderr);
    const undid = [...r.stdout.matchAll(/Undid: (.*)/g)].map((m) => m[1]!);
    assert.equal(undid.length, 2, r.stdout);
    for (const line of undid) assert.match(line, /^Player 1 /, 'each undo takes back a person\'s action');
    assert.match(undid[0]!, /\(and the computer's answer after it\)$/);
    const saved = JSON.parse(readFileSync(join(dir, 'undo.crawl.json'), 'utf8')) as { log: { text: string }[] };
    assert.match(saved.log.at(-1)!.text, /^Computer 1 /, 'back to where the person acts next, after the computer\'s answer before');
    assert.match(crawl(['verify', 'undo.crawl.json']).stdout, /the state matches/);
    assert.match(r.stdout, /u {8}undo your last action/);
    assert.doesNotMatch(r.stdout, /Options for a new game/, '? shows the keys, not every variant\'s options');
  });

  it('act takes the start of an action\'s label when only one label begins so; none or several are refused, naming the labels, and the file is left as it was', () => {
    assert.equal(crawl(['new', 'w.crawl.json', '--variant', 'duel', '--players', '3', '--seed', 'k1']).status, 0);
    const kept = crawl(['act', 'w.crawl.json', 'KEEP']);
    assert.equal(kept.status, 0, kept.stderr);
    assert.match(kept.stdout, /^\d+\. Player 1 keeps 7 cards\.$/m);
    const listed = crawl(['actions', 'w.crawl.json']).stdout;
    assert.match(listed, /^\s+1 {2}Pass\b/m);
    assert.match(listed, /^\s+2 {2}Play Forest\b/m);
    const before = readFileSync(join(dir, 'w.crawl.json'), 'utf8');
    const several = crawl(['act', 'w.crawl.json', 'p']);
    assert.equal(several.status, 2);
    assert.match(several.stderr, /"p" begins 2 actions' labels: 1 \(Pass\), 2 \(Play Forest\)/);
    const none = crawl(['act', 'w.crawl.json', 'cast Shivan Dragon']);
    assert.equal(none.status, 2);
    assert.match(none.stderr, /no action open now is labelled "cast Shivan Dragon"/);
    assert.equal(readFileSync(join(dir, 'w.crawl.json'), 'utf8'), before, 'refused: the file is unchanged');
    const played = crawl(['act', 'w.crawl.json', 'play   forest']);
    assert.equal(played.status, 0, played.stderr);
    assert.match(played.stdout, /^\d+\. Player 1 plays Forest\.$/m);
  });

  it('an illegal attack is refused naming the rule, and the file is left as it was; bad options name the option', () => {
    assert.equal(crawl(['new', 'i.crawl.json', '--variant', 'duel', '--seed', 'illegal']).status, 0);
    const before = readFileSync(join(dir, 'i.crawl.json'), 'utf8');
    const refused = crawl(['act', 'i.crawl.json', '{"type":"attack","creature":1,"player":"p2"}']);
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /duel\.combat\.declare-attackers/);
    assert.equal(readFileSync(join(dir, 'i.crawl.json'), 'utf8'), before);
    const nine = crawl(['new', 'n.crawl.json', '--variant', 'duel', '--players', '9']);
    assert.equal(nine.status, 2);
    assert.match(nine.stderr, /--players: "9" is not a whole number from 2 to 8/);
    const decks = crawl(['new', 'n.crawl.json', '--variant', 'duel', '--format', 'single-deck', '--deck', 'red']);
    assert.equal(decks.status, 2);
    assert.match(decks.stderr, /everyone draws from the shared deck/);
    const build = crawl(['new', 'n.crawl.json', '--variant', 'duel', '--build']);
    assert.equal(build.status, 2);
    assert.match(build.stderr, /--build: only a random draft/);
  });

  it('a single deck designed from Crawl\'s own cards says what they lack; a shared deck of your own is read from a list', () => {
    const designed = crawl(['new', 's.crawl.json', '--variant', 'duel', '--format', 'single-deck', '--players', '3', '--seed', 'cli']);
    assert.equal(designed.status, 0, designed.stderr);
    assert.match(designed.stderr, /the shared deck: \d+ of the 100 cards its table asks for; Crawl's own cards lack /);
    writeFileSync(join(dir, 'shared.txt'), '30 Grizzly Bears\n30 Hill Giant\n');
    const own = crawl(['new', 'o.crawl.json', '--variant', 'duel', '--format', 'double-draw', '--shared-file', 'shared.txt']);
    assert.equal(own.status, 0, own.stderr);
    const file = JSON.parse(readFileSync(join(dir, 'o.crawl.json'), 'utf8')) as { setup: { shared: { cards: unknown[] } }; state: { players: { library: { cards: string[] } }[] } };
    assert.deepEqual(file.setup.shared.cards, [{ name: 'Grizzly Bears', count: 30 }, { name: 'Hill Giant', count: 30 }]);
    assert.equal(file.state.players[0]!.library.cards.length, 60 - 28, 'fourteen dealt to each of two');
  });

  it('sim --variant duel --json gives games, each seat\'s win rate and speed, in every format', () => {
    for (const format of ['decks', 'single-deck', 'double-draw', 'random-draft']) {
      const sim = crawl(['sim', '--variant', 'duel', '--players', '3', '--format', format, '--games', '3', '--seed', 'cli', '--json']);
      assert.equal(sim.status, 0, sim.stderr);
      const figures = JSON.parse(sim.stdout) as { games: number; format: string; winRate: Record<string, number>; gamesPerSecond: number; errors: unknown[]; unfinished: number };
      assert.equal(figures.games, 3);
      assert.equal(figures.format, format);
      assert.deepEqual(Object.keys(figures.winRate), ['p1', 'p2', 'p3']);
      assert.ok(figures.gamesPerSecond > 0);
      assert.deepEqual(figures.errors, []);
      assert.equal(figures.unfinished, 0);
    }
  });
});
