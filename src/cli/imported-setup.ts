import { type CardDefData, encounterPilesFrom, expansionLandsFrom, importDeck, type SetupChoices } from '../engine';
import { loadCards, lookups, problemLines, readCardList, readInput, type Listed } from './card-source';
import { CliError } from './io';

export interface ImportValues {
  'deck-file'?: string;
  cards?: string[];
  encounters?: string;
  lands?: string;
  life?: string;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The setup choices that come from the player's own files: a deck list, the
 * Encounter Piles' creatures, the Land Piles' nonbasic lands, and the
 * imported cards they use (stored in the save). Notes go to stderr.
 */
export function importedChoices(values: ImportValues, seed: string, note: (line: string) => void = (l) => process.stderr.write(`${l}\n`)): Partial<SetupChoices> {
  const wanted = values['deck-file'] ?? values.encounters ?? values.lands;
  if (wanted === undefined) {
    if (values.cards?.length) throw new CliError('--cards is for the cards of --deck-file, --encounters or --lands; give one of them', 2);
    return {};
  }
  const problemsByFile = new Map<string, number>();
  const index = loadCards(values.cards ?? [], (p) => problemsByFile.set(p.file, (problemsByFile.get(p.file) ?? 0) + 1));
  for (const [file, n] of problemsByFile) note(`${file}: ${n} entr${n === 1 ? 'y' : 'ies'} could not be read as cards (crawl cards index ${file} lists them)`);
  const found = lookups(index);
  // Said after the problems of a list only when a name in it matches no card (problemLines): card data can answer nothing else.
  const hint = index ? '' : ' (no card data given: only Crawl\'s own cards are known; add --cards FILE)';
  const choices: Mutable<Partial<SetupChoices>> = {};
  const cards = new Map<string, CardDefData>();
  const keep = (listed: readonly Listed[]) => listed.forEach((l) => !l.builtIn && cards.set(l.def.name, l.def as CardDefData));

  const deckFile = values['deck-file'];
  if (deckFile !== undefined) {
    const deck = importDeck(readInput(deckFile), found, deckFile === '-' ? undefined : deckFile);
    if (!deck.ok) throw new CliError(problemLines(deckFile, deck.problems, hint));
    for (const n of deck.notes) note(`${deckFile === '-' ? '(stdin)' : deckFile}: note: ${n}`);
    choices.deck = deck.deck;
    for (const c of deck.cards) cards.set(c.name, c);
    if (deck.life !== undefined && values.life === undefined) {
      choices.life = deck.life;
      note(`a Commander deck: starting life ${deck.life}`);
    }
  }
  if (values.encounters !== undefined) {
    const listed = readCardList(values.encounters, readInput(values.encounters), found, hint);
    const piles = encounterPilesFrom(listed.map((l) => l.def), seed);
    if (!piles.ok) throw new CliError(piles.problems.map((p) => `${values.encounters}: ${p}`).join('\n'));
    for (const n of piles.notes) note(`${values.encounters}: note: ${n}`);
    choices.encounterCreatures = piles.piles;
    keep(listed);
  }
  if (values.lands !== undefined) {
    const listed = readCardList(values.lands, readInput(values.lands), found, hint);
    const lands = expansionLandsFrom(listed.map((l) => l.def));
    if (!lands.ok) throw new CliError(lands.problems.map((p) => `${values.lands}: ${p}`).join('\n'));
    choices.expansions = {
      ...(lands.multicolourLands.length > 0 ? { multicolourLands: lands.multicolourLands } : {}),
      ...(lands.colourlessLands.length > 0 ? { colourlessLands: lands.colourlessLands } : {}),
    };
    keep(listed);
  }
  if (cards.size > 0) choices.cards = [...cards.values()];
  return choices;
}
