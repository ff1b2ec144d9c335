import type { CardDefData } from '../../cards/card-schema';
import { importDeck } from '../../import/deck-import';
import { listProblemLines } from '../../import/card-list';
import type { FromOptions, OptionFiles, OptionSpecs, OptionValues, Simulation, VariantCommandLine } from '../command-line';
import { stopsOption } from '../stops';
import { DEFAULT_FRONTIER_OPTIONS, frontierSetup, STARTER_DECK_IDS, starterDeck } from './new-game';
import type { FrontierDeck, FrontierSetup, FrontierStops } from './schema';
import { simulateFrontier } from './simulate';

/**
 * `crawl new`, `crawl play` and `crawl sim` for Frontier Magic: the
 * opponent (the computer, or a second person at the same playmat), each
 * player's deck (a starter deck, or a list file), and the readings that are
 * options.
 */

const SETTINGS = {
  opponent: { kind: 'text' },
  deck: { kind: 'text' },
  deck2: { kind: 'text' },
  'neighbours-need-home': { kind: 'flag' },
  stops: { kind: 'text' },
  'stop-every-step': { kind: 'flag' },
  'target-face-down': { kind: 'flag' },
} as const satisfies OptionSpecs;

const FILES = {
  'deck-file': { kind: 'file' },
  'deck2-file': { kind: 'file' },
  cards: { kind: 'file', multiple: true },
} as const satisfies OptionSpecs;

const DECKS = STARTER_DECK_IDS.join(', ');

const SETTINGS_HELP = `  --opponent computer|hotseat
                       who sits north: the computer (default), or a second
                       person at the same playmat, each hand hidden behind a
                       "pass to the other player" screen
  --deck D             your deck (south): a starter deck (default green); the
                       decks: ${DECKS}
  --deck2 D            north's deck: a starter deck (default red)
  --neighbours-need-home
                       terrain bonus: neighbouring lands count only when the
                       land underneath matches too
  --stops key-moments|when-able|every-step
                       when you are asked rather than passed for: at the key
                       moments (default: the other player's spell, ability or
                       attack, your main phase, their end step), whenever you
                       could act, or at every step
  --stop-every-step    the same as --stops every-step
  --target-face-down   land destruction may target a face-down land too (by
                       default only face-up lands are lands for card text)
`;

const FILES_HELP = `  --deck-file FILE     your own deck list (MTG Arena, MTGO or plain "4 Name"
                       lines); its lands go to the board
  --deck2-file FILE    north's deck list
  --cards FILE         card data the lists' cards are found in (repeatable)
`;

function problem(message: string, cause: 'usage' | 'input' = 'usage'): FromOptions<never> {
  return { ok: false, problems: [message], cause };
}

function deckOf(values: OptionValues, files: OptionFiles, which: 'deck' | 'deck2', fallback: string, cards: Map<string, CardDefData>): FromOptions<FrontierDeck> {
  const file = values[`${which}-file`];
  if (typeof file === 'string') {
    const given = values.cards;
    const list = Array.isArray(given) ? given.filter((v): v is string => typeof v === 'string') : typeof given === 'string' ? [given] : [];
    const { lookups, found } = files.cardData(list);
    const hint = found ? '' : " (no card data given: only Crawl's own cards are known; add --cards FILE)";
    const imported = importDeck(files.text(file), lookups, file === '-' ? undefined : file);
    if (!imported.ok) return problem(listProblemLines(file, imported.problems, hint), 'input');
    for (const c of imported.cards) cards.set(c.name, c);
    return { ok: true, value: { name: imported.deck.name, cards: imported.deck.cards.map((c) => ({ name: c.name, count: c.count })) } };
  }
  const id = typeof values[which] === 'string' ? (values[which] as string) : fallback;
  const deck = starterDeck(id);
  return deck ? { ok: true, value: deck } : problem(`--${which}: no starter deck "${id}"; the decks are ${DECKS}`);
}

/** `--stops` (read as every variant with the option reads it), or `--stop-every-step` (its older spelling); neither: the key moments. */
function stopsOf(values: OptionValues): FromOptions<FrontierStops> {
  const everyStep = values['stop-every-step'] === true;
  const given = stopsOption(values.stops, everyStep ? 'every-step' : DEFAULT_FRONTIER_OPTIONS.stops);
  if (!given.ok) return problem(given.message);
  if (everyStep && given.value !== 'every-step') return problem(`--stop-every-step asks for every step, but --stops says ${given.value}: give one of them`);
  return given;
}

function setupFrom(values: OptionValues, seed: string, files: OptionFiles): FromOptions<FrontierSetup> {
  const opponent = values.opponent ?? 'computer';
  if (opponent !== 'computer' && opponent !== 'hotseat') return problem(`--opponent: "${String(opponent)}" is neither computer nor hotseat`);
  const stops = stopsOf(values);
  if (!stops.ok) return stops;
  const cards = new Map<string, CardDefData>();
  const south = deckOf(values, files, 'deck', 'green', cards);
  if (!south.ok) return south;
  const north = deckOf(values, files, 'deck2', 'red', cards);
  if (!north.ok) return north;
  const made = frontierSetup({
    seed,
    south: { deck: south.value },
    north: { deck: north.value, control: opponent === 'computer' ? 'computer' : 'human' },
    options: {
      neighboursNeedHome: values['neighbours-need-home'] === true,
      stops: stops.value,
      ...(values['target-face-down'] === true ? { targetFaceDown: true } : {}),
    },
    cards: [...cards.values()],
  });
  return made.ok ? { ok: true, value: made.setup } : { ok: false, problems: made.problems, cause: 'input' };
}

const SIM_OPTIONS = { versus: { kind: 'text' }, deck: { kind: 'text', multiple: true }, json: { kind: 'flag' } } as const satisfies OptionSpecs;

export const frontierSimulation: Simulation = {
  options: SIM_OPTIONS,
  help: {
    usage: '[--versus bot|random] [--deck D ...] [--json]',
    about: `Plays N whole games of Frontier Magic between computer players and prints
how they went: each seat's win rate, the first player's, the draws and
unfinished games, the average turns and actions, and the speed. With
--versus random one seat picks uniformly among its legal actions (the bot
takes south and north in turn) and the bot's own win rate is printed too.
Game i has the seed S-i.`,
    options: `  --versus bot|random  the bot against itself (default) or against random play
  --deck D             a starter deck to draw decks from (repeatable; default
                       all): ${DECKS}
  --json               print the figures as one JSON object
`,
  },
  prepare({ games, seed, values }) {
    const versus = values.versus ?? 'bot';
    if (versus !== 'bot' && versus !== 'random') return problem(`--versus: "${String(versus)}" is neither bot nor random`);
    const given = values.deck;
    const decks = (Array.isArray(given) ? given : given === undefined ? [] : [given]).filter((d): d is string => typeof d === 'string');
    const unknown = decks.find((d) => !STARTER_DECK_IDS.includes(d));
    if (unknown) return problem(`--deck: no starter deck "${unknown}"; the decks are ${DECKS}`);
    return {
      ok: true,
      value: {
        play() {
          const stats = simulateFrontier({ games, seed, versus, ...(decks.length > 0 ? { decks } : {}) });
          return {
            errors: stats.errors,
            ...(stats.errors.length > 0 ? { failure: `${stats.errors.length} game(s) went wrong` } : {}),
            report({ seconds, cpuSeconds }) {
              const figures = { variant: 'frontier', seed, ...stats, gamesPerSecond: games / Math.max(cpuSeconds, 1e-9), seconds, cpuSeconds };
              if (values.json === true) return JSON.stringify(figures, null, 2);
              const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
              return [
                `Frontier Magic: ${games} games, the bot against ${versus === 'bot' ? 'itself' : 'random play'} (seed ${seed})`,
                `  South won ${pct(stats.winRate.south)}, North ${pct(stats.winRate.north)}; the first player ${pct(stats.firstSeatWinRate)}`,
                ...(stats.botWinRate !== undefined ? [`  The bot won ${pct(stats.botWinRate)}`] : []),
                `  ${stats.draws} draws, ${stats.unfinished} unfinished; ${stats.averageTurns.toFixed(1)} turns and ${stats.averageActions.toFixed(0)} actions a game`,
                `  ${figures.gamesPerSecond.toFixed(1)} games a second on one core (${cpuSeconds.toFixed(2)} s of CPU)`,
              ].join('\n');
            },
          };
        },
      },
    };
  },
};

export const frontierCommandLine: VariantCommandLine<FrontierSetup> = {
  settings: SETTINGS,
  files: FILES,
  help: { settings: SETTINGS_HELP, files: FILES_HELP },
  setup(values, seed, files) {
    return setupFrom(values, seed, files);
  },
  simulation: frontierSimulation,
};
