import { strict as assert } from 'node:assert';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { type CrawlDiffRecord, type GameDiff, newGame, takeAction, writeSave, type CrawlSave as SaveFile } from '../../src/engine';
import { chooseAction } from '../../src/engine/variants/magic-crawl/bot/bot';
import { seedRng } from '../../src/engine/rng';
import { todaysChoices, todaysFileName, todaysSeed } from '../../src/engine/variants/magic-crawl/todays-crawl';
import { largeGame } from '../../bench/large-game';

/**
 * The `crawl` command run as a user runs it: a bundle of src/cli/main.ts
 * (built here, on its own, so these tests do not depend on the other bundles)
 * started with node, with files in a temporary folder.
 */
let cli = '';
function crawl(args: string[], options: { env?: Record<string, string>; input?: string; cwd?: string } = {}) {
  const r = spawnSync('node', [cli, ...args], { encoding: 'utf8', input: options.input, cwd: options.cwd, env: { ...process.env, NO_COLOR: '1', ...options.env } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * Runs `crawl` with a reader that has gone before it writes a byte (as
 * `crawl actions FILE | head -1` once head has its line): the pipe's reading
 * end is closed as soon as the process starts, so every write meets EPIPE.
 */
function crawlIntoClosedPipe(args: string[]): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

/**
 * Runs `crawl` into a real pipe, as `crawl … | head -1` does: reads until the
 * first line has come, then closes the reading end. With more output than a
 * pipe holds (64 KB on Linux) the command cannot have written it all by then,
 * so its next write meets the closed pipe (EPIPE) every time, not by chance.
 */
function crawlIntoHeadOne(args: string[]): Promise<{ status: number | null; stderr: string; firstLine: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    let out = '';
    let firstLine = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      const end = out.indexOf('\n');
      if (end >= 0 && !child.stdout.destroyed) {
        firstLine = out.slice(0, end);
        child.stdout.destroy();
      }
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stderr, firstLine }));
  });
}

/** Lets the bot play `game` until `stop` holds (or the game ends). */
function botUntil(game: SaveFile, stop: (g: SaveFile) => boolean, limit = 500): SaveFile {
  let g = game;
  for (let i = 0; i < limit && !stop(g) && g.state.phase.type !== 'over'; i++) {
    const taken = takeAction(g, chooseAction(g, seedRng(`cli-test/${i}`)).action);
    if (!taken.ok) throw new Error(taken.error.message);
    g = taken.game;
  }
  return g;
}

describe('crawl command line', function () {
  this.timeout(120_000);
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'crawl-cli-'));
    cli = join(dir, 'cli.js');
    buildSync({
      entryPoints: ['src/cli/main.ts'],
      outfile: cli,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      mainFields: ['module', 'main'],
      define: { CRAWL_VERSION: '"test"' },
      logLevel: 'warning',
    });
  });

  it('prints help for itself and every command', () => {
    const top = crawl(['--help']);
    assert.equal(top.status, 0);
    for (const command of ['new', 'play', 'show', 'actions', 'act', 'validate', 'verify', 'sim']) {
      assert.match(top.stdout, new RegExp(`\\n  ${command} `));
      const h = crawl([command, '--help']);
      assert.equal(h.status, 0);
      assert.match(h.stdout, new RegExp(`^crawl ${command}`));
    }
  });

  it('rejects an unknown command or option with exit code 2', () => {
    assert.equal(crawl(['dance']).status, 2);
    const r = crawl(['new', '--colour-of-the-sky', 'blue']);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /Unknown option/);
  });

  it('new, play and sim take --variant: the registry\'s, an unknown one refused with those there are, the help naming it', () => {
    for (const command of [['new'], ['play', join(dir, 'v.crawl.json')], ['sim', '--games', '1']]) {
      const r = crawl([...command, '--variant', 'chess']);
      assert.equal(r.status, 2, command[0]);
      assert.match(r.stderr, /unknown variant "chess": this version plays magic-crawl/);
      assert.match(crawl([command[0]!, '--help']).stdout, /^ {2}--variant V {10}the game to play: magic-crawl/m);
    }
    const made = crawl(['new', '--variant', 'magic-crawl', '--seed', 'v', '--deck', 'red']);
    assert.equal(made.status, 0, made.stderr);
    assert.equal(made.stdout, writeSave(newGame('v', { deck: 'red' })));
  });
  it("crawl new --today: the day's seed and fixed options, saved under the day's name, never replaced", () => {
    const here = mkdtempSync(join(dir, 'today-'));
    const first = crawl(['new', '--today', '--deck', 'red'], { cwd: here });
    assert.equal(first.status, 0, first.stderr);
    const name = todaysFileName(new Date());
    const text = readFileSync(join(here, name), 'utf8');
    const saved = JSON.parse(text) as SaveFile;
    assert.equal(saved.setup.seed, todaysSeed(new Date()));
    assert.equal(saved.setup.deck.name, 'Sparks and Giants');
    assert.equal(text, writeSave(newGame(todaysSeed(new Date()), todaysChoices('red'))), 'the engine makes the same file from the same function');
    // Run again: the day's file is left as it is, and said so.
    const again = crawl(['new', '--today'], { cwd: here });
    assert.equal(again.status, 0);
    assert.match(again.stderr, /already holds today's crawl; play it with: crawl play crawl-\d{4}-\d\d-\d\d\.crawl\.json/);
    assert.equal(readFileSync(join(here, name), 'utf8'), text);
    // The options are fixed, and so is the seed.
    const life = crawl(['new', '--today', '--life', '3'], { cwd: here });
    assert.equal(life.status, 2);
    assert.match(life.stderr, /--today plays fixed options.*leave out --life/);
    assert.match(crawl(['new', '--today', '--seed', 'x'], { cwd: here }).stderr, /--today sets the seed/);
  });

  it('makes byte-identical files from the same seed and options', () => {
    const a = join(dir, 'a.crawl.json');
    const b = join(dir, 'b.crawl.json');
    const options = ['--seed', 'share-me', '--distribution', 'adjusted', '--start-colour', 'U', '--deck', 'red', '--life', '15', '--preparation', '2'];
    assert.equal(crawl(['new', a, ...options]).status, 0);
    assert.equal(crawl(['new', '-o', b, ...options]).status, 0);
    const text = readFileSync(a, 'utf8');
    assert.equal(text, readFileSync(b, 'utf8'));
    assert.notEqual(crawl(['new', '--seed', 'share-me', '--distribution', 'd6']).stdout, text);
    const saved = JSON.parse(text) as SaveFile;
    assert.equal(saved.setup.options.startColour, 'U');
    assert.equal(saved.setup.options.life, 15);
    assert.equal(saved.setup.options.preparationRounds, 2);
    assert.equal(saved.setup.deck.name, 'Sparks and Giants');
    assert.equal(saved.state.you.life, 15);
  });

  it('takes goals and the opponent-spells rule from the command line', () => {
    const r = crawl(['new', '--seed', 'goals', '--goal', 'reach:2,-3', '--goal', 'defeat:"serra angel"', '--deck', 'black', '--opponent-spells', 'discard']);
    assert.equal(r.status, 0, r.stderr);
    const saved = JSON.parse(r.stdout) as SaveFile;
    assert.deepEqual(saved.setup.options.goals, [
      { type: 'reach', hex: { q: 2, r: -3 } },
      { type: 'defeat', creature: 'Serra Angel' },
    ]);
    assert.equal(saved.setup.options.opponentSpells, 'discard');
    for (const [option, value, why] of [
      ['--goal', 'reach:1', /--goal must be reach:Q,R, defeat:"Card Name", colour:C or find:"Artifact"/],
      ['--goal', 'defeat:Nobody', /not an encounter creature/],
      ['--deck', 'purple', /--deck must be one of white, blue/],
      ['--life', '0', /--life must be a whole number from 1/],
      ['--preparation', 'three', /--preparation must be a whole number/],
      ['--opponent-spells', 'keep', /remove or discard/],
    ] as const) {
      const bad = crawl(['new', option, value]);
      assert.equal(bad.status, 2, `${option} ${value}`);
      assert.match(bad.stderr, why);
    }
  });

  it('chooses a fresh seed when none is given', () => {
    const one = JSON.parse(crawl(['new']).stdout);
    const two = JSON.parse(crawl(['new']).stdout);
    assert.notEqual(one.setup.seed, two.setup.seed);
  });

  it('refuses to overwrite a file without --force', () => {
    const f = join(dir, 'keep.crawl.json');
    writeFileSync(f, 'precious');
    const r = crawl(['new', f]);
    assert.equal(r.status, 1);
    assert.match(r.stderr, /already exists/);
    assert.equal(readFileSync(f, 'utf8'), 'precious');
    assert.equal(crawl(['new', f, '--force']).status, 0);
    assert.notEqual(readFileSync(f, 'utf8'), 'precious');
  });

  it('lists legal actions with labels, and applies them by JSON or by number, logging each', () => {
    const f = join(dir, 'play.crawl.json');
    crawl(['new', f, '--seed', 'play']);
    const listed = crawl(['actions', f]).stdout;
    assert.match(listed, /^ {2}1 {2}keep this hand +\{"type":"keep"\}$/m);
    assert.match(listed, /^ {2}2 {2}mulligan: shuffle this hand away and draw seven +\{"type":"mulligan"\}$/m);
    assert.deepEqual(crawl(['actions', f, '--json']).stdout.trim().split('\n').map((l) => JSON.parse(l).type), ['keep', 'mulligan']);
    const kept = crawl(['act', f, listed.split('\n')[0]!]);
    assert.equal(kept.status, 0, kept.stderr);
    assert.match(kept.stdout, /^1\. Kept the opening hand/);
    for (let i = 2; i <= 12; i++) {
      const json = crawl(['actions', f, '--json']).stdout.trim().split('\n');
      assert.ok(json.length >= 1);
      const r = i % 2 === 0 ? crawl(['act', f, '1']) : crawl(['act', f, json[0]!]);
      assert.equal(r.status, 0, r.stderr);
      assert.match(r.stdout, new RegExp(`^${i}\\. `));
    }
    const saved = JSON.parse(readFileSync(f, 'utf8'));
    assert.equal(saved.log.length, 12);
    assert.equal(crawl(['verify', f]).status, 0);
    assert.match(crawl(['validate', f]).stdout, /valid Magic Crawl game, \d+ hexes mapped, 12 log entries/);
  });

  it('labels casting, attacking and blocking in words', () => {
    let game = newGame('labels', { deck: 'red' });
    game = botUntil(game, (g) => g.state.phase.type === 'foe' && g.state.battlefield.some((p) => p.controller === 'you' && !p.card.match(/Mountain/)));
    const f = join(dir, 'labels.crawl.json');
    writeFileSync(f, writeSave(game));
    const listed = crawl(['actions', f]).stdout;
    if (game.state.phase.type === 'foe') {
      assert.match(listed, /pass: no blocks, take the damage/);
      assert.match(listed, /block .+ with .+/);
    }
    assert.doesNotMatch(listed, /"type":"(moveCard|setTapped|addCounters|adjustLife|createToken)"/);
  });

  it('refuses an illegal action with the rule, leaving the file as it was', () => {
    const f = join(dir, 'illegal.crawl.json');
    crawl(['new', f, '--seed', 'illegal']);
    const before = readFileSync(f, 'utf8');
    for (const [action, why] of [
      ['{"type":"move","to":{"q":1,"r":0}}', /illegal action: .*magic-crawl\.move\.when/],
      ['{"type":"pass"}', /illegal action: .*\[magic-crawl\.flow\.not-now\]/],
      ['{"type":"move"', /not valid JSON/],
      ['{"type":"jump"}', /unknown type "jump"|Not a valid action/],
      ['7', /there is no action 7/],
    ] as const) {
      const r = crawl(['act', f, action]);
      assert.notEqual(r.status, 0, action);
      assert.match(r.stderr, why);
    }
    assert.equal(readFileSync(f, 'utf8'), before);
    assert.ok(!existsSync(join(dir, '.illegal.crawl.json.tmp')));
  });

  it('shows the map, the table, the encounter with power and toughness, and the log', () => {
    let game = newGame('show', { startColour: 'R', deck: 'green' });
    game = botUntil(game, (g) => g.state.encounter !== null && g.state.battlefield.some((p) => p.controller === 'foe'));
    assert.ok(game.state.encounter, 'the bot met a creature');
    const foe = game.state.battlefield.find((p) => p.controller === 'foe')!;
    const f = join(dir, 'show.crawl.json');
    writeFileSync(f, writeSave(game));
    const r = crawl(['show', f]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /Magic Crawl · seed "show" · deck Deep Wildwood/);
    assert.match(r.stdout, /Goal: Reach \(-?\d+,-?\d+\) \(\d hex(es)? away\)/);
    assert.match(r.stdout, /!\w!/, 'the token is marked in an encounter');
    assert.match(r.stdout, / M /, 'the explored red start hex is an upper-case M');
    assert.match(r.stdout, /^Life \d+ · library \d+ · graveyard \d+/m);
    assert.match(r.stdout, new RegExp(`^Encounter from the \\w+ pile: ${foe.card} \\d+/\\d+`, 'm'));
    assert.match(r.stdout, /^(Your turn \d+ \(encounter\)|The encounter attacks you)/m);
    assert.match(r.stdout, /^Lands \(\d+\): /m);
    assert.match(r.stdout, /^Hand \(\d+\): /m);
    assert.match(r.stdout, new RegExp(`Log\\n(.*\\n){0,7} +${game.log.length}\\. `));
    assert.ok(!r.stdout.includes('\x1b['), 'no colour codes when NO_COLOR is set');
    assert.ok(crawl(['show', f, '--color']).stdout.includes('\x1b['));
  });

  it('shows the question waiting for an answer', () => {
    let game = newGame('question');
    for (const action of [{ type: 'mulligan' }, { type: 'keep' }] as const) {
      const taken = takeAction(game, action);
      assert.ok(taken.ok);
      game = taken.game;
    }
    const f = join(dir, 'question.crawl.json');
    writeFileSync(f, writeSave(game));
    assert.match(crawl(['show', f]).stdout, /Question: put 1 card on the bottom of your library/);
    assert.match(crawl(['actions', f]).stdout, /put .+ on the bottom of the library/);
  });

  it('reports every problem of every invalid file it validates', () => {
    const r = crawl(['validate', 'test/fixtures/good/new.crawl.json', 'test/fixtures/bad/wrong-type.crawl.json', 'test/fixtures/bad/fraction.crawl.json']);
    assert.equal(r.status, 1);
    assert.match(r.stdout, /new\.crawl\.json: valid/);
    assert.match(r.stderr, /wrong-type\.crawl\.json: \//);
    assert.match(r.stderr, /fraction\.crawl\.json: \//);
    assert.match(r.stderr, /2 of 3 files invalid/);
  });

  it('plays in the terminal: numbered actions, the bot, help, undo, saved after every action', () => {
    const f = join(dir, 'sub', 'terminal.crawl.json');
    const r = crawl(['play', f, '--seed', 'terminal', '--deck', 'blue'], { input: '1\nb\n42\nu\n?\nq\n' });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /Started a new game/);
    assert.match(r.stdout, / {2}1\) keep this hand\n {2}2\) mulligan/);
    assert.match(r.stdout, /b\) let the bot choose {3}u\) undo {3}\?\) help {3}q\) quit/);
    assert.match(r.stdout, /^(> )?1\. Kept the opening hand/m);
    assert.match(r.stdout, /^(> )?2\. /m, 'the bot took an action');
    assert.match(r.stdout, /Type a number from 1 to \d+, b, u, \? or q\./);
    assert.match(r.stdout, /Undid: /);
    assert.match(r.stdout, /\? {8}these keys/, '? prints the keys');
    const saved = JSON.parse(readFileSync(f, 'utf8')) as SaveFile;
    assert.equal(saved.log.length, 1, 'two actions taken, one undone');
    assert.equal(saved.setup.seed, 'terminal');
    assert.equal(saved.setup.deck.name, 'Cloud Scholars');
    assert.equal(crawl(['verify', f]).status, 0);
  });

  it('plays to the end of a game and says so', () => {
    const f = join(dir, 'over.crawl.json');
    writeFileSync(f, writeSave(botUntil(newGame('over'), () => false, 5000)));
    const r = crawl(['play', f], { input: '1\nq\n' });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /The game is over: you (won|lost)\./);
    assert.match(r.stdout, /The game is over; u to undo, q to quit\./);
    assert.match(crawl(['actions', f]).stdout, /^The game is over: you (won|lost)/);
  });

  it('simulates games with the bot and reports consistent figures', () => {
    const r = crawl(['sim', '--games', '16', '--seed', 'cli', '--json']);
    assert.equal(r.status, 0, r.stderr);
    const s = JSON.parse(r.stdout);
    assert.equal(s.games, 16);
    assert.equal(s.wins + s.losses + s.unfinished, 16);
    assert.equal(s.unfinished, 0);
    assert.equal(s.errors, 0);
    assert.ok(s.winRate >= 0 && s.winRate <= 1);
    assert.equal(s.winRate, s.wins / 16);
    assert.ok(s.averageTurns >= 3 && s.averageTurns < 200, `turns ${s.averageTurns}`);
    assert.ok(s.averageExplored >= 1 && s.averageExplored <= s.averageMoves + 1);
    assert.ok(s.averageActions > s.averageTurns);
    assert.equal(Object.values(s.lossReasons as Record<string, number>).reduce((a, b) => a + b, 0), s.losses);
    assert.equal(Object.keys(s.byDeck).length, 8, 'all decks, round robin');
    assert.equal(Object.values(s.byDeck as Record<string, { games: number }>).reduce((a, d) => a + d.games, 0), 16);
    assert.ok(s.gamesPerSecond > 0 && s.actionsPerSecond > s.gamesPerSecond);
    const again = JSON.parse(crawl(['sim', '--games', '16', '--seed', 'cli', '--json']).stdout);
    for (const key of ['wins', 'losses', 'averageTurns', 'averageMoves', 'actions']) assert.equal(again[key], s[key], `${key} is the same for the same seed`);
  });

  it('simulates with full checks, a chosen deck and options, in words', () => {
    const r = crawl(['sim', '--games', '6', '--deck', 'white', '--check', '--life', '30']);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^6 games with the bot · seed "sim" · deck white · every step checked/);
    assert.match(r.stdout, /won +\d+ \(\d+\.\d%\)/);
    assert.match(r.stdout, /average +[\d.]+ turns, [\d.]+ hexes explored, [\d.]+ moves/);
    assert.match(r.stdout, /speed +[\d,]+ games\/s, [\d,]+ actions\/s/);
    assert.equal(crawl(['sim', '--deck', 'purple']).status, 2);
    assert.equal(crawl(['sim', '--games', '0']).status, 2);
  });

  it('ends quietly, with exit code 0, when the reader closes the pipe (crawl actions FILE | head -1)', async () => {
    const f = join(dir, 'pipe.crawl.json');
    writeFileSync(f, writeSave(botUntil(newGame('pipe', { deck: 'green' }), (g) => g.state.phase.type === 'turn' && g.state.you.hand.length > 3)));
    for (const args of [['actions', f], ['actions', f, '--json'], ['show', f], ['textconv', f], ['validate', f], ['--help'], ['sim', '--games', '2']]) {
      const r = await crawlIntoClosedPipe(args);
      assert.equal(r.stderr, '', `crawl ${args[0]}: nothing on stderr, no stack trace`);
      assert.equal(r.status, 0, `crawl ${args.join(' ')}`);
    }
  });

  it('EPIPE: a reader that takes one line and closes the pipe (crawl textconv FILE | head -1) ends the command with exit code 0 and nothing on stderr', async () => {
    // Far more than a pipe holds: a long game (3,000 log entries) as text in one write, or a broken one shown as it is;
    // a line per file for 2,000 files in as many writes.
    const f = join(dir, 'long.crawl.json');
    writeFileSync(f, writeSave(largeGame(60, 3000, 'pipe')));
    const broken = join(dir, 'long-broken.crawl.json');
    writeFileSync(broken, readFileSync(f, 'utf8').replace('"format"', '"formt"'));
    const small = join(dir, 'small.crawl.json');
    writeFileSync(small, writeSave(newGame('pipe', { deck: 'red' })));
    const many = ['validate', ...Array<string>(2000).fill(small)];
    for (const args of [['textconv', f], ['textconv', broken], many]) {
      const whole = crawl(args);
      assert.equal(whole.status, 0, whole.stderr);
      assert.ok(whole.stdout.length > 65_536, `crawl ${args[0]} prints ${whole.stdout.length} characters, more than a pipe holds`);
    }
    for (const args of [['textconv', f], ['textconv', broken], many, ['actions', f], ['show', f]]) {
      const r = await crawlIntoHeadOne(args);
      assert.notEqual(r.firstLine, '', `crawl ${args[0]}: a first line was read`);
      assert.equal(r.stderr, '', `crawl ${args[0]}: nothing on stderr, no stack trace`);
      assert.equal(r.status, 0, `crawl ${args[0]}: exit code 0`);
    }
  });

  it('sim prints the win rate per goal, and how often each goal was met', () => {
    const one = crawl(['sim', '--games', '8', '--seed', 'goals', '--goal', 'colour:B', '--json']);
    assert.equal(one.status, 0, one.stderr);
    const s = JSON.parse(one.stdout);
    assert.deepEqual(Object.keys(s.byGoal), ['Defeat every black creature']);
    const black = s.byGoal['Defeat every black creature'];
    assert.deepEqual([black.games, black.wins, black.winRate], [8, s.wins, s.wins / 8], 'one goal: its win rate is the run\'s');
    assert.ok(black.met >= black.wins && black.metRate === black.met / 8);
    // Two goals, both to be met: the same win rate, each met on its own.
    const two = JSON.parse(crawl(['sim', '--games', '8', '--seed', 'goals', '--goal', 'reach:0,-2', '--goal', 'defeat:Grizzly Bears', '--json']).stdout);
    for (const goal of ['Reach a hex 2 steps away', 'Defeat Grizzly Bears']) {
      const g = two.byGoal[goal];
      assert.deepEqual([g.games, g.wins], [8, two.wins], goal);
      assert.ok(g.met >= g.wins, goal);
    }
    // The default goal differs by seed, but is always four steps away.
    const text = crawl(['sim', '--games', '8', '--seed', 'goals']);
    assert.match(text.stdout, /^ {2}by goal\n {4}Reach a hex 4 steps away +\d+\.\d% won, met in \d+\.\d% of 8 games$/m);
  });

  it('says so plainly when the file does not exist', () => {
    const r = crawl(['show', join(dir, 'nope.crawl.json')]);
    assert.equal(r.status, 1);
    assert.match(r.stderr, /no such file/);
  });
  it('sim --difficulty all plays each preset on the same seeds and reports its win rate', () => {
    const r = crawl(['sim', '--difficulty', 'all', '--games', '24', '--json']);
    assert.equal(r.status, 0, r.stderr);
    const report = JSON.parse(r.stdout) as { presets: { difficulty: string; games: number; won: number; lost: number; unfinished: number; winRate: number }[] };
    assert.deepEqual(report.presets.map((p) => p.difficulty), ['easy', 'normal', 'hard']);
    for (const p of report.presets) {
      assert.equal(p.games, 24);
      assert.equal(p.won + p.lost + p.unfinished, 24);
      assert.equal(p.winRate, p.won / 24);
    }
    const text = crawl(['sim', '--difficulty', 'all', '--games', '3']);
    assert.match(text.stdout, /^easy +\d+\.\d%/m);
    assert.match(text.stdout, /^hard .*one creature more than you control/m);
  });

  it('new refuses options it cannot set up, naming the option and the card', () => {
    const bad = (args: string[], pattern: RegExp) => {
      const r = crawl(['new', join(dir, `bad-${args[0]}.crawl.json`), ...args]);
      assert.equal(r.status, 2, r.stdout);
      assert.match(r.stderr, pattern);
    };
    bad(['--difficulty', 'brutal'], /--difficulty must be easy, normal, hard; not "brutal"/);
    bad(['--multicolour-lands', 'Forest'], /--multicolour-lands: Forest is not a nonbasic land/);
    bad(['--multicolour-lands', 'Tundra', '--distribution', 'd6'], /rolls 1d6 for terrain instead of using Land Piles/);
    bad(['--encounter-spells', 'Giant Growth'], /--encounter-spells: Giant Growth does something a foe cannot do to you/);
    bad(['--weakening', 'Pacifism'], /--weakening: Pacifism is not an enchantment that weakens/);
    bad(['--goal', 'find:Rod of Ruin'], /--goal: Rod of Ruin is not in your deck/);
    const ok = crawl(['new', join(dir, 'hard.crawl.json'), '--difficulty', 'hard', '--format', 'commander', '--multicolour-lands', 'default', '--encounter-spells', 'default']);
    assert.equal(ok.status, 0, ok.stderr);
    const game = JSON.parse(readFileSync(join(dir, 'hard.crawl.json'), 'utf8')) as SaveFile;
    assert.equal(game.setup.options.life, 30);
    assert.equal(game.setup.options.extraFoes, true);
    assert.deepEqual(game.setup.options.expansions?.multicolourLands, ['Tundra', 'Badlands', 'Taiga']);
  });
  it('textconv prints a game as text, and as git\'s textconv driver makes git diff read like a move list', () => {
    const repo = mkdtempSync(join(tmpdir(), 'crawl-git-'));
    const git = (...args: string[]) => {
      const r = spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
      assert.equal(r.status, 0, r.stderr);
      return r.stdout;
    };
    git('init', '-q');
    git('config', 'user.email', 'test@example.com');
    git('config', 'user.name', 'Test');
    git('config', 'diff.crawl.textconv', `node ${cli} textconv`);
    writeFileSync(join(repo, '.gitattributes'), '*.crawl.json diff=crawl\n');
    const file = join(repo, 'g.crawl.json');
    assert.equal(crawl(['new', file, '--seed', 'textconv', '--deck', 'green']).status, 0);
    const shown = crawl(['textconv', file]);
    assert.equal(shown.status, 0, shown.stderr);
    assert.match(shown.stdout, /^Magic Crawl · seed "textconv" · deck Deep Wildwood\nOptions: Easy\nGoal: Reach/);
    assert.match(shown.stdout, /^Map: 7 hexes mapped, 1 explored/m);
    assert.match(shown.stdout, /^Log \(0 actions\)$/m);
    git('add', '.');
    git('commit', '-q', '-m', 'start');
    assert.equal(crawl(['act', file, '{"type":"keep"}']).status, 0);
    const diff = git('diff');
    assert.match(diff, /^-Log \(0 actions\)$/m);
    assert.match(diff, /^\+Log \(1 action\)$/m);
    assert.match(diff, /^\+ {3}1\. Kept the opening hand/m);
    assert.doesNotMatch(diff, /"schemaVersion"/, 'the diff is of the text, not the JSON');
    // A broken file still diffs: said so, then shown as it is.
    writeFileSync(file, '{"format": "crawl", "oops"');
    const broken = crawl(['textconv', file]);
    assert.equal(broken.status, 0);
    assert.match(broken.stdout, /^Not a valid Crawl game \(.+\); the file as it is:\n\n\{"format": "crawl", "oops"\n$/);
  });
  it('merge, as git\'s merge driver: the longer log when one extends the other; a conflict that tells both timelines when they fork', () => {
    const repo = mkdtempSync(join(tmpdir(), 'crawl-merge-'));
    const git = (...args: string[]) => spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
    const ok = (...args: string[]) => {
      const r = git(...args);
      assert.equal(r.status, 0, `git ${args.join(' ')}: ${r.stderr}`);
      return r.stdout;
    };
    ok('init', '-q', '-b', 'main');
    ok('config', 'user.email', 'test@example.com');
    ok('config', 'user.name', 'Test');
    ok('config', 'merge.crawl.driver', `node ${cli} merge %O %A %B`);
    writeFileSync(join(repo, '.gitattributes'), '*.crawl.json merge=crawl\n');
    const file = join(repo, 'g.crawl.json');
    const act = (action: string) => assert.equal(crawl(['act', file, action]).status, 0);
    assert.equal(crawl(['new', file, '--seed', 'merge', '--deck', 'green']).status, 0);
    ok('add', '.');
    ok('commit', '-q', '-m', 'start');
    // A branch plays on further than main, from the same first action.
    ok('checkout', '-q', '-b', 'further');
    act('{"type":"keep"}');
    act('1');
    act('1');
    ok('commit', '-q', '-am', 'three actions');
    const further = readFileSync(file, 'utf8');
    ok('checkout', '-q', 'main');
    act('{"type":"keep"}');
    ok('commit', '-q', '-am', 'one action');
    const merged = git('merge', '-q', 'further', '-m', 'merge');
    assert.equal(merged.status, 0, merged.stderr);
    assert.match(merged.stderr, /theirs goes 2 actions further; took theirs \(3 actions\)/);
    assert.equal(readFileSync(file, 'utf8'), further, 'the longer game, byte for byte');
    // Another branch forks from the start: a mulligan where main kept.
    ok('checkout', '-q', '-b', 'forked', 'HEAD~2');
    act('{"type":"mulligan"}');
    ok('commit', '-q', '-am', 'mulligan');
    ok('checkout', '-q', 'main');
    const conflict = git('merge', 'forked', '-m', 'merge the fork');
    assert.notEqual(conflict.status, 0);
    assert.match(conflict.stdout + conflict.stderr, /played on from the start, each its own way/);
    assert.match(conflict.stdout + conflict.stderr, /Ours went on with 3: 1\. Kept the opening hand/);
    assert.match(conflict.stdout + conflict.stderr, /Theirs went on with 1: 1\. .*mulligan 1/);
    assert.equal(readFileSync(file, 'utf8'), further, 'ours is left as it was, a valid game');
    ok('merge', '--abort');
    // A side that is not a valid game is refused, and nothing is written.
    const base = join(repo, 'base.json');
    writeFileSync(base, '{');
    const refused = crawl(['merge', base, file, file]);
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /the common ancestor \(BASE\) .* is not a valid saved game/);
    assert.equal(readFileSync(file, 'utf8'), further);
  });
  it('diff tells what changed between two saves of one game: actions, hexes, life, cards between zones; --json for tools', () => {
    let game = newGame('diff', { deck: 'green', startColour: 'G' });
    const a = join(dir, 'diff-a.crawl.json');
    writeFileSync(a, writeSave(game));
    game = botUntil(game, (g) => g.state.counters.moves >= 1 && g.state.phase.type !== 'mulligan');
    const b = join(dir, 'diff-b.crawl.json');
    writeFileSync(b, writeSave(game));
    const r = crawl(['diff', a, b]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, new RegExp(`^${b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is ${game.log.length} actions further on:`));
    assert.match(r.stdout, /^ {2}\+ 1\. Kept the opening hand/m);
    assert.match(r.stdout, /^Mapped: .+ at \(-?\d+,-?\d+\)/m);
    assert.match(r.stdout, /^Entered: /m);
    assert.match(r.stdout, /^Hand: /m);
    const json = JSON.parse(crawl(['diff', a, b, '--json']).stdout) as Pick<GameDiff, 'timeline' | 'actions'> & CrawlDiffRecord;
    assert.equal(json.timeline, 'b-extends-a');
    assert.equal(json.actions.added.length, game.log.length);
    assert.ok(json.hexes.explored.length >= 1);
    const library = json.zones.find((z) => z.zone === 'library')!;
    assert.ok(library.removed.length > 0 && library.added.length === 0, 'cards were drawn');
    // The other way round: A is ahead.
    assert.match(crawl(['diff', b, a]).stdout, /is \d+ actions behind/);
    // Another game altogether.
    const other = join(dir, 'diff-other.crawl.json');
    writeFileSync(other, writeSave(newGame('another', { deck: 'green' })));
    assert.match(crawl(['diff', a, other]).stdout, /are different games/);
  });
});
