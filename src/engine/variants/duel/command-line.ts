import type { CardDefData } from '../../cards/card-schema';
import { listProblemLines } from '../../import/card-list';
import { importDeck } from '../../import/deck-import';
import { importCardData, mergeImports } from '../../import/carddata';
import { isBuiltInCard } from '../../cards/pool';
import { collectionOf } from './draft';
import type { FromOptions, OptionFiles, OptionSpecs, OptionValues, Simulation, VariantCommandLine } from '../command-line';
import { STOPS_HELP, stopsOption } from '../stops';
import { DEFAULT_DUEL_STOPS, designSharedDeck, DUEL_DECK_IDS, duelSetup, starterDeck, type DuelPlayerChoice } from './new-game';
import { FORMATS, MAX_SEATS, MIN_SEATS, type DuelDeck, type DuelFormat, type DuelSetup } from './schema';
import { simulateDuel } from './simulate';
import { formatName, sharesDeck } from './formats';

/**
 * `crawl new`, `crawl play` and `crawl sim` for the Magic table: how many
 * players and who plays each seat (a person here, or the computer), their
 * names and decks, the format (each their own deck, or one shared deck) and
 * Landless.
 */

const SETTINGS = {
  players: { kind: 'text' },
  seat: { kind: 'text', multiple: true },
  name: { kind: 'text', multiple: true },
  deck: { kind: 'text', multiple: true },
  format: { kind: 'text' },
  landless: { kind: 'flag' },
  build: { kind: 'flag' },
  life: { kind: 'text' },
  stops: { kind: 'text' },
} as const satisfies OptionSpecs;

const FILES = {
  'deck-file': { kind: 'file', multiple: true },
  'shared-file': { kind: 'file' },
  collection: { kind: 'file', multiple: true },
  cards: { kind: 'file', multiple: true },
} as const satisfies OptionSpecs;

const DECKS = DUEL_DECK_IDS.join(', ');
/** The decks seats get when none is named, in seat order. */
const DEFAULT_DECKS = ['green', 'red', 'blue', 'black', 'white'];

const SETTINGS_HELP = `  --players N          how many seats, ${MIN_SEATS} to ${MAX_SEATS} (default 2)
  --seat human|computer
                       who plays each seat, in seat order (repeatable; default:
                       you at the first seat, the computer at the others)
  --name NAME          each seat's player's name, in seat order (repeatable)
  --deck D             each seat's starter deck, in seat order (repeatable;
                       default green, red, blue, black, white…): ${DECKS}
  --format decks|single-deck|double-draw|random-draft
                       each player their own deck (default); one shared deck
                       for all, Landless (dealt round-robin; when it runs out,
                       the graveyards are shuffled into a new one); the same
                       with double draw (every draw takes twice the cards and
                       puts half on the bottom); or sixty cards each drafted at
                       random from a collection, Landless
  --build              random draft: each player builds a deck of at least 40
                       of their 60 before the game
  --landless           any card may be played as a land by its colours
  --life N             starting life (default 20)
${STOPS_HELP}`;

const FILES_HELP = `  --deck-file FILE     a seat's own deck list, in seat order (repeatable; takes
                       the place of that seat's --deck)
  --shared-file FILE   the single deck as a list (crawl cards single-deck --out
                       writes one); default: designed from Crawl's own cards
  --collection FILE    random draft: the card data drafted from (repeatable;
                       default Crawl's own cards), four of each nonland card
  --cards FILE         card data the lists' cards are found in (repeatable)
`;

function problem(message: string, cause: 'usage' | 'input' = 'usage'): FromOptions<never> {
  return { ok: false, problems: [message], cause };
}

function list(value: OptionValues[string]): string[] {
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((v): v is string => typeof v === 'string');
}

function wholeNumber(value: OptionValues[string], name: string, min: number, max: number, fallback: number): number | string {
  if (value === undefined) return fallback;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : `--${name}: "${String(value)}" is not a whole number from ${min} to ${max}`;
}

/** A deck list read from a file, its imported cards kept. */
function readList(file: string, values: OptionValues, files: OptionFiles, cards: Map<string, CardDefData>, option: string): FromOptions<DuelDeck> {
  const { lookups, found } = files.cardData(list(values.cards));
  const hint = found ? '' : " (no card data given: only Crawl's own cards are known; add --cards FILE)";
  const imported = importDeck(files.text(file), lookups, file === '-' ? undefined : file);
  if (!imported.ok) return problem(`--${option}: ${listProblemLines(file, imported.problems, hint)}`, 'input');
  for (const c of imported.cards) cards.set(c.name, c);
  return { ok: true, value: { name: imported.deck.name, cards: imported.deck.cards.map((c) => ({ name: c.name, count: c.count })) } };
}

function setupFrom(values: OptionValues, seed: string, files: OptionFiles): FromOptions<DuelSetup> {
  const players = wholeNumber(values.players, 'players', MIN_SEATS, MAX_SEATS, 2);
  if (typeof players === 'string') return problem(players);
  const format = (values.format ?? 'decks') as DuelFormat;
  if (!FORMATS.includes(format)) return problem(`--format: "${String(values.format)}" is not one of ${FORMATS.join(', ')}`);
  const life = wholeNumber(values.life, 'life', 1, 1000, 20);
  if (typeof life === 'string') return problem(life);
  const stops = stopsOption(values.stops, DEFAULT_DUEL_STOPS);
  if (!stops.ok) return problem(stops.message);
  const seats = list(values.seat);
  const names = list(values.name);
  const decks = list(values.deck);
  const deckFiles = list(values['deck-file']);
  for (const [what, given] of [['seat', seats], ['name', names], ['deck', decks], ['deck-file', deckFiles]] as const) {
    if (given.length > players) return problem(`--${what}: given ${given.length} times for ${players} players`);
  }
  const wrong = seats.find((s) => s !== 'human' && s !== 'computer');
  if (wrong) return problem(`--seat: "${wrong}" is neither human nor computer`);
  if (format !== 'decks' && (decks.length > 0 || deckFiles.length > 0)) return problem(`--deck and --deck-file: in a game of ${formatName(format)} everyone draws from the shared deck (--shared-file)`);
  const cards = new Map<string, CardDefData>();
  const choices: DuelPlayerChoice[] = [];
  for (let i = 0; i < players; i++) {
    let deck: DuelDeck | undefined;
    if (format === 'decks') {
      if (deckFiles[i] !== undefined) {
        const read = readList(deckFiles[i]!, values, files, cards, 'deck-file');
        if (!read.ok) return read;
        deck = read.value;
      } else {
        const id = decks[i] ?? DEFAULT_DECKS[i % DEFAULT_DECKS.length]!;
        deck = starterDeck(id);
        if (!deck) return problem(`--deck: no starter deck "${id}"; the decks are ${DECKS}`);
      }
    }
    const control = (seats[i] as 'human' | 'computer' | undefined) ?? (i === 0 ? 'human' : 'computer');
    choices.push({ control, ...(names[i] !== undefined ? { name: names[i] } : {}), ...(deck ? { deck } : {}) });
  }
  let shared: DuelDeck | undefined;
  const sharedFile = values['shared-file'];
  if (typeof sharedFile === 'string') {
    if (!sharesDeck({ format })) return problem('--shared-file: only a game with one shared deck (--format single-deck or double-draw) has a shared deck');
    const read = readList(sharedFile, values, files, cards, 'shared-file');
    if (!read.ok) return read;
    shared = read.value;
  } else if (sharesDeck({ format })) {
    // Designed here rather than by the setup, to tell the player what Crawl's own cards could not fill.
    const design = designSharedDeck(seed, players);
    shared = design.deck;
    const size = design.deck.cards.reduce((n, c) => n + c.count, 0);
    if (design.lacking.length > 0) files.note(`the shared deck: ${size} of the ${design.wanted} cards its table asks for; Crawl's own cards lack ${design.lacking.join('; ')} (--shared-file for a deck of your own)`);
  }
  if (values.build === true && format !== 'random-draft') return problem('--build: only a random draft (--format random-draft) builds decks');
  const files_ = list(values.collection);
  if (files_.length > 0 && format !== 'random-draft') return problem('--collection: only a random draft (--format random-draft) drafts from a collection');
  let collection: string[] | undefined;
  if (files_.length > 0) {
    const read = files_.map((file) => ({ file, result: importCardData(files.text(file)) }));
    const broken = read.find((r) => r.result.cards.length === 0);
    if (broken) return problem(`--collection: ${broken.file}: no cards read${broken.result.problems[0] ? ` (${broken.result.problems[0].where}: ${broken.result.problems[0].message})` : ''}`, 'input');
    const defs = mergeImports(read.map((r) => r.result)).cards.map((c) => c.def);
    for (const d of defs) if (!isBuiltInCard(d.name)) cards.set(d.name, d as CardDefData);
    collection = collectionOf(defs, players);
  }
  const made = duelSetup({ seed, players: choices, format, landless: values.landless === true, build: values.build === true, life, stops: stops.value, ...(shared ? { shared } : {}), ...(collection ? { collection } : {}), cards: [...cards.values()] });
  // Only the cards drafted go into the file with the game.
  if (made.ok && collection) {
    const used = new Set(made.setup.players.flatMap((p) => p.deck?.cards.map((c) => c.name) ?? []));
    const kept = (made.setup.cards ?? []).filter((c) => used.has(c.name));
    const { cards: _all, ...rest } = made.setup;
    return { ok: true, value: kept.length > 0 ? { ...rest, cards: kept } : rest };
  }
  if (!made.ok) return { ok: false, problems: [`${made.error.message} (${made.error.rule})`], cause: 'input' };
  return { ok: true, value: made.setup };
}

const SIM_OPTIONS = {
  players: { kind: 'text' },
  format: { kind: 'text' },
  landless: { kind: 'flag' },
  build: { kind: 'flag' },
  versus: { kind: 'text' },
  deck: { kind: 'text', multiple: true },
  json: { kind: 'flag' },
} as const satisfies OptionSpecs;

export const duelSimulation: Simulation = {
  options: SIM_OPTIONS,
  help: {
    usage: '[--players N] [--format decks|single-deck|double-draw|random-draft] [--build] [--landless] [--versus bot|random] [--deck D ...] [--json]',
    about: `Plays N whole games at the Magic table between computer players and prints
how they went: each seat's win rate, the first player's, the draws and
unfinished games, the average turns and actions, and the speed. With
--versus random one seat is the bot (each seat in turn) and the others pick
uniformly among their legal actions; the bot's own win rate is printed too.
Game i has the seed S-i.`,
    options: `  --players N          seats at the table, ${MIN_SEATS} to ${MAX_SEATS} (default 2)
  --format decks|single-deck|double-draw|random-draft
                       each their own starter deck (default), one shared deck,
                       one shared deck with double draw, or a random draft
  --build              random draft: the computer builds forty of its sixty
  --landless           Landless with own decks (the other formats always are)
  --versus bot|random  the bot against itself (default) or against random play
  --deck D             a starter deck to draw decks from (repeatable; default
                       all): ${DECKS}
  --json               print the figures as one JSON object
`,
  },
  prepare({ games, seed, values }) {
    const players = wholeNumber(values.players, 'players', MIN_SEATS, MAX_SEATS, 2);
    if (typeof players === 'string') return problem(players);
    const format = (values.format ?? 'decks') as DuelFormat;
    if (!FORMATS.includes(format)) return problem(`--format: "${String(values.format)}" is not one of ${FORMATS.join(', ')}`);
    const versus = values.versus ?? 'bot';
    if (versus !== 'bot' && versus !== 'random') return problem(`--versus: "${String(versus)}" is neither bot nor random`);
    const decks = list(values.deck);
    const unknown = decks.find((d) => !DUEL_DECK_IDS.includes(d));
    if (unknown) return problem(`--deck: no starter deck "${unknown}"; the decks are ${DECKS}`);
    const landless = values.landless === true;
    const build = values.build === true;
    if (build && format !== 'random-draft') return problem('--build: only a random draft (--format random-draft) builds decks');
    return {
      ok: true,
      value: {
        play() {
          const stats = simulateDuel({ games, seed, versus, players, format, landless, build, ...(decks.length > 0 ? { decks } : {}) });
          return {
            errors: stats.errors,
            ...(stats.errors.length > 0 ? { failure: `${stats.errors.length} game(s) went wrong` } : {}),
            report({ seconds, cpuSeconds }) {
              const figures = { variant: 'duel', seed, players, format, landless: landless || format !== 'decks', build, ...stats, gamesPerSecond: games / Math.max(cpuSeconds, 1e-9), seconds, cpuSeconds };
              if (values.json === true) return JSON.stringify(figures, null, 2);
              const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
              return [
                `Magic table: ${games} games of ${players} players, ${formatName(format)}${build ? ' (decks built)' : ''}${landless ? ', Landless' : ''}, the bot against ${versus === 'bot' ? 'itself' : 'random play'} (seed ${seed})`,
                `  ${Object.entries(stats.winRate).map(([seat, rate]) => `${seat} won ${pct(rate)}`).join(', ')}; the first player ${pct(stats.firstSeatWinRate)}`,
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

export const duelCommandLine: VariantCommandLine<DuelSetup> = {
  settings: SETTINGS,
  files: FILES,
  help: { settings: SETTINGS_HELP, files: FILES_HELP },
  setup: setupFrom,
  simulation: duelSimulation,
};
