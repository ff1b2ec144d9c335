import type { CardDefData } from '../../cards/card-schema';
import { readCardList, listProblemLines, type Listed } from '../../import/card-list';
import { importDeck } from '../../import/deck-import';
import { encounterPilesFrom, expansionLandsFrom } from '../../import/encounter-piles';
import type { OptionFiles } from '../command-line';
import { OptionProblem } from './option-choices';
import type { SetupChoices } from './setup';

/** The options naming the player's own files (see FILES in command-line.ts). */
export interface FileValues {
  'deck-file'?: string;
  cards?: string[];
  encounters?: string;
  lands?: string;
  /** Given, a Commander list's life does not replace it. */
  life?: string;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A file the player named that cannot be used: its problems end the command (exit code 1, not a wrong option). */
const inFile = (problems: string) => new OptionProblem([problems], 'input');

/**
 * The setup choices that come from the player's own files: a deck list, the
 * Encounter Piles' creatures, the Land Piles' nonbasic lands, and the
 * imported cards they use (stored in the save). The command line reads the
 * files (`files`); notes go to `files.note`.
 */
export function importedChoices(values: FileValues, seed: string, files: OptionFiles): Partial<SetupChoices> {
  const wanted = values['deck-file'] ?? values.encounters ?? values.lands;
  if (wanted === undefined) {
    if (values.cards?.length) throw new OptionProblem(['--cards is for the cards of --deck-file, --encounters or --lands; give one of them']);
    return {};
  }
  const { lookups: found, found: given } = files.cardData(values.cards ?? []);
  // Said after the problems of a list only when a name in it matches no card (listProblemLines): card data can answer nothing else.
  const hint = given ? '' : ' (no card data given: only Crawl\'s own cards are known; add --cards FILE)';
  const choices: Mutable<Partial<SetupChoices>> = {};
  const cards = new Map<string, CardDefData>();
  const keep = (listed: readonly Listed[]) => listed.forEach((l) => !l.builtIn && cards.set(l.def.name, l.def as CardDefData));
  const list = (file: string): Listed[] => {
    const read = readCardList(file, files.text(file), found, hint);
    if (!read.ok) throw inFile(read.problems);
    return read.cards;
  };

  const deckFile = values['deck-file'];
  if (deckFile !== undefined) {
    const deck = importDeck(files.text(deckFile), found, deckFile === '-' ? undefined : deckFile);
    if (!deck.ok) throw inFile(listProblemLines(deckFile, deck.problems, hint));
    for (const n of deck.notes) files.note(`${deckFile === '-' ? '(stdin)' : deckFile}: note: ${n}`);
    choices.deck = deck.deck;
    for (const c of deck.cards) cards.set(c.name, c);
    if (deck.life !== undefined && values.life === undefined) {
      choices.life = deck.life;
      files.note(`a Commander deck: starting life ${deck.life}`);
    }
  }
  if (values.encounters !== undefined) {
    const listed = list(values.encounters);
    const piles = encounterPilesFrom(listed.map((l) => l.def), seed);
    if (!piles.ok) throw inFile(piles.problems.map((p) => `${values.encounters}: ${p}`).join('\n'));
    for (const n of piles.notes) files.note(`${values.encounters}: note: ${n}`);
    choices.encounterCreatures = piles.piles;
    keep(listed);
  }
  if (values.lands !== undefined) {
    const listed = list(values.lands);
    const lands = expansionLandsFrom(listed.map((l) => l.def));
    if (!lands.ok) throw inFile(lands.problems.map((p) => `${values.lands}: ${p}`).join('\n'));
    choices.expansions = {
      ...(lands.multicolourLands.length > 0 ? { multicolourLands: lands.multicolourLands } : {}),
      ...(lands.colourlessLands.length > 0 ? { colourlessLands: lands.colourlessLands } : {}),
    };
    keep(listed);
  }
  if (cards.size > 0) choices.cards = [...cards.values()];
  return choices;
}
