// `npm run fuzz [-- --actions N --seed S]`: random legal play across seeds and every option, every
// invariant checked after every action. Not a test with a fixed answer: it looks for any game that
// breaks a rule of the engine, and prints the seed and step to replay it. CI runs a small share.
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { parseArgs } from 'node:util';
import { legalActions, newGame, readSave, takeAction, verify, writeSave, type CrawlAction as Action, type CrawlSave as SaveFile } from '../src/engine';
import { chooseAction } from '../src/engine/variants/magic-crawl/bot/bot';
import { STARTER_DECKS } from '../src/engine/cards/decks';
import { nextInt, seedRng, type RngState } from '../src/engine/rng';
import { crawlProblems } from '../src/engine/variants/magic-crawl/consistency';
import { DIFFICULTIES, difficultyOptions } from '../src/engine/variants/magic-crawl/difficulty';
import { CrawlStateSchema } from '../src/engine/variants/magic-crawl/schema';
import type { SetupChoices } from '../src/engine/variants/magic-crawl/setup';

const { values } = parseArgs({ options: { actions: { type: 'string', default: '1000000' }, seed: { type: 'string', default: 'fuzz' } } });
const target = Number(values.actions);
if (!Number.isInteger(target) || target < 1) throw new Error(`--actions must be a whole number, not ${values.actions}`);

const checkState = TypeCompiler.Compile(CrawlStateSchema);
/** A game is cut off after this many actions (a long stalemate of random play), then checked whole. */
const MAX_PER_GAME = 3000;

/** Options drawn at random: every Expanding and Adjusting option, Landless, mapped mana, any deck and preset. */
function randomChoices(rng: RngState): { choices: SetupChoices; rng: RngState } {
  let r = rng;
  const pick = <T>(items: readonly T[]): T => {
    const d = nextInt(r, items.length);
    r = d.rng;
    return items[d.value]!;
  };
  const coin = () => pick([true, false]);
  const distribution = pick(['standard', 'adjusted', 'd6'] as const);
  const lands = distribution === 'd6' ? {} : { multicolourLands: coin() ? ['Tundra', 'Badlands', 'Taiga'] : [], colourlessLands: coin() ? ['Gargoyle Castle'] : [] };
  const choices: SetupChoices = {
    ...difficultyOptions(pick(DIFFICULTIES), pick([20, 40])),
    deck: pick(STARTER_DECKS).id,
    distribution,
    startColour: pick(['random', 'W', 'U', 'B', 'R', 'G'] as const),
    opponentSpells: pick(['remove', 'discard'] as const),
    expansions: { ...lands, encounterSpells: coin() ? ['Lightning Bolt', 'Doom Blade', 'Unsummon', 'Pyroclasm'] : [], replaceDefeated: coin() },
    landless: coin(),
    mappedMana: coin(),
    preparationRounds: pick([0, 1, 3]),
  };
  return { choices, rng: r };
}

function problem(game: SaveFile): string | undefined {
  if (!checkState.Check(game.state)) return `the state breaks its schema: ${checkState.Errors(game.state).First()?.path}`;
  const found = crawlProblems(game.setup, game.state);
  if (found.length > 0) return `invariant: ${found[0]!.path} ${found[0]!.message}`;
  return undefined;
}

let actions = 0;
let games = 0;
let over = 0;
const failures: string[] = [];
const started = performance.now();
let rng = seedRng(values.seed);
while (actions < target && failures.length < 10) {
  const seed = `${values.seed}/${games}`;
  const drawn = randomChoices(rng);
  rng = drawn.rng;
  let game = newGame(seed, drawn.choices);
  games++;
  let chooser = seedRng(`chooser/${seed}`);
  for (let step = 1; step <= MAX_PER_GAME && actions < target; step++) {
    const legal = legalActions(game);
    if (legal.length === 0) break;
    // Mostly uniform random play; now and then the bot's choice, so games also get somewhere.
    const roll = nextInt(chooser, 4);
    let action: Action;
    if (roll.value === 0) {
      const bot = chooseAction(game, roll.rng);
      action = bot.action;
      chooser = bot.rng;
    } else {
      const pick = nextInt(roll.rng, legal.length);
      action = legal[pick.value]!;
      chooser = pick.rng;
    }
    const taken = takeAction(game, action);
    actions++;
    if (!taken.ok) {
      failures.push(`seed "${seed}" ${JSON.stringify(drawn.choices)} step ${step}: the legal action ${JSON.stringify(action)} was refused: ${taken.error.message}`);
      break;
    }
    game = taken.game;
    const broken = problem(game);
    if (broken) {
      failures.push(`seed "${seed}" ${JSON.stringify(drawn.choices)} step ${step} after ${JSON.stringify(action)}: ${broken}`);
      break;
    }
  }
  if (game.state.phase.type === 'over') over++;
  // The whole file: it writes, reads back, and its log replays to the same state.
  const read = readSave(writeSave(game));
  if (!read.ok) failures.push(`seed "${seed}": the saved game does not read back: ${read.problems[0]?.path} ${read.problems[0]?.message}`);
  else {
    const replayed = verify(read.game);
    if (!replayed.ok) failures.push(`seed "${seed}": the log does not replay: ${replayed.divergence.path} ${replayed.divergence.message}`);
  }
  if (process.stderr.isTTY && games % 20 === 0) process.stderr.write(`\r${actions.toLocaleString('en')} actions, ${games} games`);
}
if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
const seconds = (performance.now() - started) / 1000;
console.log(
  `fuzz: ${actions.toLocaleString('en')} random legal actions in ${games.toLocaleString('en')} games (${over} played to the end), every invariant checked after each; ${failures.length} broke: ${Math.round(actions / seconds).toLocaleString('en')} actions/s, ${seconds.toFixed(1)} s`,
);
for (const f of failures) console.log(`  ${f}`);
if (failures.length > 0) process.exit(1);
