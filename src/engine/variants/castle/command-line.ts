import type { CardDefData } from '../../cards/card-schema';
import { importDeck } from '../../import/deck-import';
import { listProblemLines } from '../../import/card-list';
import type { FromOptions, OptionFiles, OptionSpecs, OptionValues, Simulation, VariantCommandLine } from '../command-line';
import { STOPS_HELP, stopsOption } from '../stops';
import { castleSetup, DEFAULT_CASTLE_OPTIONS, starterDeck } from './new-game';
import type { CastleDeck, CastleSetup } from './schema';
import { CASTLE_DECK_IDS, simulateCastle } from './simulate';
import { readStockedList } from './stock-list';

/**
 * `crawl new`, `crawl play` and `crawl sim` for Castle Magic: the opponent
 * (the computer, or a second person at the same playmat), each player's
 * deck and creature stock (a starter deck with its own stock, or a list
 * file whose `Castle` or `Stock` section is the stock), and the reading of
 * "adjacent" that is an option.
 */

const SETTINGS = {
  opponent: { kind: 'text' },
  deck: { kind: 'text' },
  deck2: { kind: 'text' },
  diagonal: { kind: 'flag' },
  'quick-combat': { kind: 'flag' },
  stops: { kind: 'text' },
} as const satisfies OptionSpecs;

const FILES = {
  'deck-file': { kind: 'file' },
  'deck2-file': { kind: 'file' },
  cards: { kind: 'file', multiple: true },
} as const satisfies OptionSpecs;

const DECKS = CASTLE_DECK_IDS.join(', ');

const SETTINGS_HELP = `  --opponent computer|hotseat
                       who sits north: the computer (default), or a second
                       person at the same playmat
  --deck D             your deck (south) and its creature stock: a starter
                       deck (default green); the decks: ${DECKS}
  --deck2 D            north's deck: a starter deck (default red)
  --diagonal           once-a-turn moves and swaps: diagonal places are
                       adjacent too
  --quick-combat       no responses in combat: the attack meets the castle
                       and the block deals its damage at once ("attacks" and
                       "blocks" triggers do not fire)
${STOPS_HELP}`;

const FILES_HELP = `  --deck-file FILE     your own deck list (MTG Arena, MTGO or plain "4 Name"
                       lines) with its stock of fifteen creatures under a
                       "Castle" or "Stock" line
  --deck2-file FILE    north's deck list
  --cards FILE         card data the lists' cards are found in (repeatable)
`;

function problem(message: string, cause: 'usage' | 'input' = 'usage'): FromOptions<never> {
  return { ok: false, problems: [message], cause };
}

function deckOf(values: OptionValues, files: OptionFiles, which: 'deck' | 'deck2', fallback: string, cards: Map<string, CardDefData>): FromOptions<{ deck: CastleDeck; stock: string[] }> {
  const file = values[`${which}-file`];
  if (typeof file === 'string') {
    const given = values.cards;
    const list = Array.isArray(given) ? given.filter((v): v is string => typeof v === 'string') : typeof given === 'string' ? [given] : [];
    const { lookups, found } = files.cardData(list);
    const hint = found ? '' : " (no card data given: only Crawl's own cards are known; add --cards FILE)";
    const read = readStockedList(files.text(file), (text) => importDeck(text, lookups, file === '-' ? undefined : file));
    if (!read.ok) return problem(listProblemLines(file, read.problems, hint), 'input');
    for (const c of read.cards) cards.set(c.name, c);
    return { ok: true, value: { deck: { name: read.deck.name, cards: read.deck.cards.map((c) => ({ name: c.name, count: c.count })) }, stock: [...read.stock] } };
  }
  const id = typeof values[which] === 'string' ? (values[which] as string) : fallback;
  const deck = CASTLE_DECK_IDS.includes(id) ? starterDeck(id) : undefined;
  return deck ? { ok: true, value: deck } : problem(`--${which}: no starter deck "${id}" with a creature stock; the decks are ${DECKS}`);
}

function setupFrom(values: OptionValues, seed: string, files: OptionFiles): FromOptions<CastleSetup> {
  const opponent = values.opponent ?? 'computer';
  if (opponent !== 'computer' && opponent !== 'hotseat') return problem(`--opponent: "${String(opponent)}" is neither computer nor hotseat`);
  const stops = stopsOption(values.stops, DEFAULT_CASTLE_OPTIONS.stops);
  if (!stops.ok) return problem(stops.message);
  const cards = new Map<string, CardDefData>();
  const south = deckOf(values, files, 'deck', 'green', cards);
  if (!south.ok) return south;
  const north = deckOf(values, files, 'deck2', 'red', cards);
  if (!north.ok) return north;
  const made = castleSetup({
    seed,
    south: { deck: south.value.deck, stock: south.value.stock },
    north: { deck: north.value.deck, stock: north.value.stock, control: opponent === 'computer' ? 'computer' : 'human' },
    options: { diagonal: values.diagonal === true, responses: values['quick-combat'] !== true, stops: stops.value },
    cards: [...cards.values()],
  });
  if (!made.ok) return { ok: false, problems: [`${made.error.message} (${made.error.rule})`], cause: 'input' };
  return { ok: true, value: made.setup };
}

const SIM_OPTIONS = { versus: { kind: 'text' }, deck: { kind: 'text', multiple: true }, json: { kind: 'flag' } } as const satisfies OptionSpecs;

export const castleSimulation: Simulation = {
  options: SIM_OPTIONS,
  help: {
    usage: '[--versus bot|random] [--deck D ...] [--json]',
    about: `Plays N whole games of Castle Magic between computer players and prints
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
    const unknown = decks.find((d) => !CASTLE_DECK_IDS.includes(d));
    if (unknown) return problem(`--deck: no starter deck "${unknown}" with a creature stock; the decks are ${DECKS}`);
    return {
      ok: true,
      value: {
        play() {
          const stats = simulateCastle({ games, seed, versus, ...(decks.length > 0 ? { decks } : {}) });
          return {
            errors: stats.errors,
            ...(stats.errors.length > 0 ? { failure: `${stats.errors.length} game(s) went wrong` } : {}),
            report({ seconds, cpuSeconds }) {
              const figures = { variant: 'castle', seed, ...stats, gamesPerSecond: games / Math.max(cpuSeconds, 1e-9), seconds, cpuSeconds };
              if (values.json === true) return JSON.stringify(figures, null, 2);
              const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
              return [
                `Castle Magic: ${games} games, the bot against ${versus === 'bot' ? 'itself' : 'random play'} (seed ${seed})`,
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

export const castleCommandLine: VariantCommandLine<CastleSetup> = {
  settings: SETTINGS,
  files: FILES,
  help: { settings: SETTINGS_HELP, files: FILES_HELP },
  setup(values, seed, files) {
    return setupFrom(values, seed, files);
  },
  simulation: castleSimulation,
};
