/**
 * Everything the host loads only when a playmat opens or a command runs: the
 * engine and the modules that use it. The rest of the host reaches it only
 * through loadCore(), so activation never runs it; built as its own file
 * (dist/host-core.js), activation would not even parse it.
 */
export { PlaymatSession } from './playmat-session';
export { showGameLog } from './game-log';
export { freshSeed } from './seed';
export { defaultForm, starterDeckItems } from './new-game-variant';
export { newGame, newSave, writeSave } from '../engine';
export { todaysChoices, todaysFileName, todaysSeed } from '../engine';
export { resolveDeckText, cardLibraryStatus, configureCardLibrary, indexCardFiles, type DeckImport } from './card-library';
export { importCardDataCommand, importDeckCommand } from './card-commands';
export { compareWithCommand } from './compare/compare-command';
export { openComparePanel, comparePanels, restoreComparePanel, versionSide, documentSide } from './compare/compare-panel';
