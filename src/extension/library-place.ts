/**
 * Where the card library lives, known at activation without loading the
 * engine: the extension's global storage folder and the card data files of
 * the `crawl.cardData` setting. card-library.ts reads it when first used.
 * extension.js and host-core.js are separate bundles, each with its own copy
 * of this module, so the one shared object hangs on a registered symbol.
 */
export interface LibraryPlace {
  dir?: string;
  files: readonly string[];
}

const KEY = Symbol.for('crawl.cardLibraryPlace');
const holder = globalThis as { [KEY]?: LibraryPlace };

export const libraryPlace: LibraryPlace = (holder[KEY] ??= { files: [] });

export function setLibraryPlace(dir: string | undefined, files: readonly string[]): void {
  libraryPlace.dir = dir;
  libraryPlace.files = [...files];
}
