/** The engine's public surface, for the extension host, the CLI and tests. */
export * from './game';
export { readSave, knownVariants, type ReadResult } from './save/reader';
export { writeSave } from './save/writer';
export { verify, replay, divergenceProblem, type Divergence, type Verified } from './save/verify';
export { formatProblem, type Problem } from './save/problems';
export { FORMAT, SCHEMA_VERSION, type SaveFile, type LogEntry } from './save/schema';
export { jsonSchema } from './save/json-schema';
export { newGame } from './variants/magic-crawl';
export type { RuleError } from './result';
export * from './hex';
export * from './colour';
export type { CrawlOptions, CrawlSetup, CrawlState, MappedHex, Distribution } from './variants/magic-crawl/schema';
export { findHex } from './variants/magic-crawl/map';
