/**
 * The engine's public surface: all that the extension host, the CLI, the
 * protocol and the webview may import of it (scripts/check-boundaries.mjs
 * holds them to it). Grouped by what they are for.
 */

// ── Games: playing, saving, reading back ─────────────────────────────────
export * from './game';
export { readSave, knownVariants, type ReadResult } from './save/reader';
export { writeSave } from './save/writer';
export { verify, replay, divergenceProblem, type Divergence, type Verified } from './save/verify';
export { formatProblem, type Problem } from './save/problems';
export { FORMAT, SCHEMA_VERSION, type SaveFile, type LogEntry } from './save/schema';
export { jsonSchema } from './save/json-schema';
export { GameHistory } from './save/history';
export { diffRecord, gameDiff, type GameDiff } from './save/game-diff';
export { timeline } from './save/timeline';
export { lineHunks } from './save/line-changes';
export type { RuleError } from './result';
export { seedRng, nextInt, type RngState } from './rng';

// ── The board and the colours ─────────────────────────────────────────────
export * from './hex';
export * from './colour';
export { sgr } from './ansi';

// ── Cards: the built-in pool, decks, rules text ───────────────────────────
export { type CardDef, type CardFacts, typeLine } from './cards/card';
export { type CardDefData, CardDefSchema } from './cards/card-schema';
export { allCards, builtInCards, findCard, isBuiltInCard } from './cards/pool';
export { designSingleDeck, FULL_SINGLE_DECK, SMALL_SINGLE_DECK, type SingleDeckDesign } from './cards/single-deck';
export { STARTER_DECKS, findDeck, type DeckList } from './cards/decks';
export { ENCOUNTER_CREATURES } from './cards/encounters';
export { WEAKENING_CARDS } from './cards/crawl-cards';
export { abilityText, costText, manualNote, rulesText } from './cards/rules-text';
export { manaValue } from './mana';

// ── Importing the player's cards and decks ────────────────────────────────
export {
  buildCardIndex,
  CardIndex,
  INDEX_FORMAT,
  isUpToDate,
  parseCardIndex,
  serialiseIndex,
  type IndexCounts,
  type IndexedCard,
  type IndexProblem,
} from './import/card-index';
export { importDeck, type DeckImport, type DeckListData, type DeckLookups } from './import/deck-import';
export { lookupIgnoringCase, namesUnknownCard, parseDecklist, resolveDeck, type DeckProblem } from './import/decklist';
export { nearestName } from './import/names';
export { coverage, importCardData, mergeImports, type Coverage, type CoverageCounts } from './import/carddata';
export { COVERAGE_TYPES, unreadReasons, type UnreadReason } from './import/coverage';
export { encounterPilesFrom, expansionLandsFrom, landColours, notAnEncounter } from './import/encounter-piles';

// ── The Magic rules core, as the table views read it ──────────────────────
export { cardInfo } from './magic/card-db';
export { hasKeyword, keywordsOf, powerOf, toughnessOf } from './magic/characteristics';
export { landFor, landWords } from './magic/landless';
export { manaSources } from './magic/payments';
export { type Permanent, type TargetRef } from './magic/schema';
export { Table } from './magic/table';
export { HAND_SIZE } from './magic/turn';

// ── The variants ──────────────────────────────────────────────────────────
export { allVariants, defaultVariant, findVariant, variantOf } from './variants/registry';
export type { Variant, AnyVariant } from './variants/variant';
export { checkFormAnswer, stopsPreference, type CardLibrary, type DeckListVerdict, type FormPreferences, type StopsPreference } from './variants/new-game-form';
export type { ListedDeck } from './variants/form-decks';
export type { FromOptions, OptionFiles, OptionSpecs, OptionValues, Simulation, VariantCommandLine } from './variants/command-line';
export type { BoardPlace, VariantDiff, ZoneChange } from './variants/variant-diff';
// Magic Crawl's own (its setup and options, its map, its goals, its bot, its views): what its index exports.
export * from './variants/magic-crawl';
export * from './variants/frontier';
