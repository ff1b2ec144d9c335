/** The custom editor's id, as contributed in package.json. */
export const VIEW_TYPE = 'crawl.playmat';

/** The file name ending that makes a file a saved game (and opens it on the playmat). */
export const GAME_SUFFIX = '.crawl.json';
