import type { OptionFiles } from '../engine';
import { loadCards, lookups, readInput } from './card-source';

/**
 * The files a variant's options name, read for it: the engine reads none.
 * Notes go to standard error, or to `note` (`crawl sim` says none).
 */
export function optionFiles(note: (line: string) => void = (l) => process.stderr.write(`${l}\n`)): OptionFiles {
  return {
    text: readInput,
    cardData(files) {
      const problemsByFile = new Map<string, number>();
      const index = loadCards(files, (p) => problemsByFile.set(p.file, (problemsByFile.get(p.file) ?? 0) + 1));
      for (const [file, n] of problemsByFile) note(`${file}: ${n} entr${n === 1 ? 'y' : 'ies'} could not be read as cards (crawl cards index ${file} lists them)`);
      return { lookups: lookups(index), found: index !== undefined };
    },
    note,
  };
}
