// The engine's figures for `npm run bench`: the large save (read, write,
// replay), random actions through `apply`, file growth per move, and whole
// games played by the bot. Each function prints its details and returns rows
// for the summary table.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { apply, legalActions, newGame, readSave, replay, takeAction, writeSave, type CrawlSave as SaveFile } from '../src/engine';
import { chooseAction } from '../src/engine/variants/magic-crawl/bot/bot';
import { simulate } from '../src/engine/variants/magic-crawl/bot/simulate';
import { STARTER_DECKS } from '../src/engine/cards/decks';
import { nextInt, seedRng } from '../src/engine/rng';
import { changedLines } from '../src/engine/save/line-changes';
import { mustParseManaCost, paymentOptions, poolOf, type ManaSource, type ManaType } from '../src/engine/mana';
import { largeGame } from './large-game';
import { checked, median, medianMs, ms, pairedMedianMs, perSecond, row, section, type Row } from './measure';

/** The large save: a game the bot played to 2,000 mapped hexes and 5,000 log entries. */
export function largeSaveRows(): Row[] {
  return section(
    [
      ['load the large save (readSave)', '≤ 3x JSON.parse'],
      ['write the large save (writeSave)', '≤ 3x JSON.stringify'],
      ['replay of the large save, narration checked (bundled, one core)', '≥ 100,000 actions/s'],
      ['replay of the large save, state only (bundled, one core)'],
    ],
    () => {
      const started = Date.now();
      const game = largeGame(2000, 5000);
      const text = writeSave(game);
      console.log(
        `Large save, played by the bot: ${game.state.hexes.length.toLocaleString('en')} mapped hexes, ${game.log.length.toLocaleString('en')} log entries, ` +
          `${(text.length / 1024).toFixed(0)} KB, ${text.split('\n').length.toLocaleString('en')} lines (built in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
      return [...readWriteRows(game, text), ...replayRows(game, text)];
    },
  );
}

/** readSave and writeSave against bare JSON in the same process, timed in turns. */
function readWriteRows(game: SaveFile, text: string): Row[] {
  const [load, parse] = pairedMedianMs(
    () => {
      if (!readSave(text).ok) throw new Error('the large save does not load');
    },
    () => JSON.parse(text),
  );
  const obj: unknown = JSON.parse(text);
  const [write, stringify] = pairedMedianMs(() => writeSave(game), () => JSON.stringify(obj, null, 2));
  const versus = (ours: number, bare: number, name: string) => `${ms(ours)}; ${name} ${ms(bare)} (${(ours / bare).toFixed(2)}x)`;
  return [
    checked('load the large save (readSave)', versus(load, parse, 'JSON.parse'), '≤ 3x JSON.parse', load <= 3 * parse),
    checked('write the large save (writeSave)', versus(write, stringify, 'JSON.stringify'), '≤ 3x JSON.stringify', write <= 3 * stringify),
  ];
}

/**
 * Replaying the saved log from the setup: with each entry's narration checked
 * (as opening a file does), and the state alone. The rows time the engine as
 * it ships: bench/replay-child.ts bundled as dist/cli.js is, in a process of
 * its own, on CPU time (one core). The same replay here, under tsx, is printed
 * beside them: tsx puts a getter on every call between modules.
 */
function replayRows(game: SaveFile, text: string): Row[] {
  const viaTsx = (checkNarration: boolean) => {
    const took = medianMs(() => {
      if (!replay(game, checkNarration).ok) throw new Error('the large save does not replay');
    }, { runs: 9 });
    return game.log.length / (took / 1000);
  };
  const bundled = replayBundled(text);
  const withNarration = game.log.length / (bundled.narrated / 1000);
  const stateOnly = game.log.length / (bundled.stateOnly / 1000);
  console.log(
    `Replay of the large save, bundled (CPU time, medians of 15): narration checked ${ms(bundled.narrated)} (${perSecond(withNarration, 1)} actions/s), ` +
      `state only ${ms(bundled.stateOnly)} (${perSecond(stateOnly, 1)} actions/s); under tsx (wall clock) ${perSecond(viaTsx(true), 1)} and ${perSecond(viaTsx(false), 1)} actions/s`,
  );
  return [
    checked('replay of the large save, narration checked (bundled, one core)', `${perSecond(withNarration, 1)} actions/s`, '≥ 100,000 actions/s', withNarration >= 100_000),
    row('replay of the large save, state only (bundled, one core)', `${perSecond(stateOnly, 1)} actions/s`),
  ];
}

/** bench/replay-child.ts bundled with the options of dist/cli.js, run on the save in its own process. */
function replayBundled(text: string): { narrated: number; stateOnly: number } {
  const dir = mkdtempSync(join(tmpdir(), 'crawl-bench-replay-'));
  try {
    const bundle = join(dir, 'replay.cjs');
    const save = join(dir, 'large.crawl.json');
    writeFileSync(save, text);
    buildSync({ entryPoints: ['bench/replay-child.ts'], outfile: bundle, bundle: true, minify: true, platform: 'node', format: 'cjs', target: 'node20', mainFields: ['module', 'main'], logLevel: 'warning' });
    const run = spawnSync(process.execPath, [bundle, save, '15'], { encoding: 'utf8', timeout: 300_000 });
    const line = /^CRAWL_BENCH_REPLAY (\{.*\})$/m.exec(run.stdout ?? '');
    if (!line) throw new Error(`the bundled replay failed: ${(run.stderr || run.stdout || '').trim().split('\n').at(-1)}`);
    return JSON.parse(line[1]!) as { narrated: number; stateOnly: number };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Engine actions per second: random legal actions applied through the
 * engine's public `apply`, over fresh games of every starter deck. Only
 * `apply` is timed; listing the legal actions to pick from is timed apart.
 */
export function engineActionRows(seconds = Number(process.env.CRAWL_BENCH_ENGINE_SECONDS ?? 5)): Row[] {
  return section([['engine actions (random legal actions through apply)']], () => {
    randomPlay(0.5); // warm-up, so the JIT has compiled the rules first
    const r = randomPlay(seconds);
    console.log(
      `Random play through apply(): ${r.actions.toLocaleString('en')} actions in ${r.games} games; apply ${(r.applyMs / 1000).toFixed(2)} s, legalActions ${(r.legalMs / 1000).toFixed(2)} s`,
    );
    return [
      row('engine actions (random legal actions through apply)', `${perSecond(r.actions, r.applyMs / 1000)} actions/s (${perSecond(r.actions, (r.applyMs + r.legalMs) / 1000)}/s with legalActions)`),
    ];
  });
}

/** A long stalemate of random play is cut off here and a new game begun. */
const MAX_ACTIONS_PER_GAME = 3000;

function randomPlay(seconds: number) {
  let rng = seedRng('bench-engine');
  let actions = 0;
  let games = 0;
  let applyMs = 0;
  let legalMs = 0;
  const stop = performance.now() + seconds * 1000;
  while (performance.now() < stop) {
    const { setup, state: first } = newGame(`bench-engine/${games}`, { deck: STARTER_DECKS[games % STARTER_DECKS.length]!.id });
    games++;
    let state = first;
    for (let step = 0; step < MAX_ACTIONS_PER_GAME && state.phase.type !== 'over'; step++) {
      const t0 = performance.now();
      const legal = legalActions({ setup, state });
      const t1 = performance.now();
      const pick = nextInt(rng, legal.length);
      rng = pick.rng;
      const t2 = performance.now();
      const applied = apply(setup, state, legal[pick.value]!);
      const t3 = performance.now();
      if (!applied.ok) throw new Error(`apply refused a legal action: ${applied.error.message}`);
      legalMs += t1 - t0;
      applyMs += t3 - t2;
      state = applied.state;
      actions++;
    }
  }
  return { actions, games, applyMs, legalMs };
}

/** How much the saved file grows per move, over whole games the bot plays with four decks. */
export function fileGrowthRows(): Row[] {
  const names = ['file growth per move, bytes (median / max)', 'file growth per move, lines (median / max)', 'lines changed per move, as git diff counts them (median / max)'];
  return section(names.map((n) => [n]), () => {
    const bytes: number[] = [];
    const lines: number[] = [];
    const changed: number[] = [];
    for (const deck of ['green', 'red', 'azorius-skies', 'rakdos-raiders']) {
      let g = newGame(`diff-bench/${deck}`, { deck });
      let before = writeSave(g);
      while (g.state.phase.type !== 'over') {
        const taken = takeAction(g, chooseAction(g, seedRng(`diff-bench/${g.log.length}`)).action);
        if (!taken.ok) throw new Error(taken.error.message);
        g = taken.game;
        const after = writeSave(g);
        bytes.push(Buffer.byteLength(after) - Buffer.byteLength(before));
        lines.push(lineCount(after) - lineCount(before));
        changed.push(changedLines(before, after));
        before = after;
      }
    }
    console.log(`File growth: ${bytes.length.toLocaleString('en')} moves over four bot games`);
    const spread = (xs: number[]) => `${median(xs)} / ${Math.max(...xs)}`;
    return [row(names[0]!, spread(bytes)), row(names[1]!, spread(lines)), row(names[2]!, spread(changed))];
  });
}

const lineCount = (text: string) => text.split('\n').length;

/** Whole games the bot plays: the fast path (after a warm-up), then every step of many more checked. */
export function simulationRows(): Row[] {
  const simName = 'simulated games (bot, all decks, one core)';
  const checkName = 'bot games with every step checked';
  return section([[simName, '≥ 200 games/s'], [checkName, 'no error']], () => {
    const games = Number(process.env.CRAWL_BENCH_SIM_GAMES ?? 3000);
    const checkGames = Number(process.env.CRAWL_BENCH_GAMES ?? 10_000);
    simulate({ games: 300, seed: 'bench-warm-up', deck: 'all' });
    let started = performance.now();
    const fast = simulate({ games, seed: 'bench-sim', deck: 'all' });
    const fastSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const check = simulate({ games: checkGames, seed: 'bench-check', deck: 'all', check: true });
    const checkSeconds = (performance.now() - started) / 1000;

    console.log(
      `Bot games: won ${((100 * fast.wins) / fast.games).toFixed(1)}% of ${fast.games.toLocaleString('en')} (all decks; ${(fast.turns / fast.games).toFixed(1)} turns, ` +
        `${(fast.moves / fast.games).toFixed(1)} moves on average); checked games: ${check.wins} won, ${check.losses} lost, ${check.unfinished} unfinished, ${check.errors.length} errors`,
    );
    for (const e of check.errors.slice(0, 20)) console.log(`  ERROR seed "${e.seed}" (deck ${e.deck}), step ${e.step}${e.action ? ` ${JSON.stringify(e.action)}` : ''}: ${e.message}`);

    const rate = fast.games / fastSeconds;
    return [
      checked(simName, `${perSecond(fast.games, fastSeconds)} games/s (${perSecond(fast.actions, fastSeconds)} actions/s)`, '≥ 200 games/s', rate >= 200),
      checked(checkName, `${check.games.toLocaleString('en')} games, ${check.errors.length} errors, ${checkSeconds.toFixed(1)} s`, 'no error', check.errors.length === 0),
    ];
  });
}

/** Working out every way to pay on a big board: the slowest cost of several kinds, on 20 sources with mana floating (the unit tests check the answers). */
export function paymentRows(): Row[] {
  const name = 'paying a cost on a board of 20 sources (slowest of 8 kinds, median)';
  return section([[name]], () => {
    const lands: ManaSource[] = ['W', 'W', 'W', 'W', 'U', 'U', 'U', 'U', 'B', 'B', 'B', 'R', 'R', 'G', 'G', 'WU', 'UB', 'BR', 'RG', 'GW'].map((types, i) => ({
      id: `s${i}`,
      produces: [...types] as ManaType[],
    }));
    const pool = poolOf({ W: 1, R: 2 });
    const costs = ['{3}{W}{U}', '{W}{W}{W}{W}{W}{U}', '{5}{G}{G}', '{X}{R}', '{W/U}{U/B}{B/R}{R/G}{G/W}', '{1}{C}', '{12}', '{2/W}{2/U}{2/B}'];
    const times = costs.map((cost) => [cost, medianMs(() => paymentOptions(mustParseManaCost(cost), lands, pool, 4), { runs: 5, warmup: 1 })] as const);
    const [slowest, took] = [...times].sort((a, b) => b[1] - a[1])[0]!;
    console.log(`Payment on 20 sources: ${times.map(([c, t]) => `${c} ${ms(t)}`).join(', ')}`);
    return [row(name, `${ms(took)} (${slowest})`)];
  });
}
