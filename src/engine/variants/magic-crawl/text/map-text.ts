import type { Terrain } from '../../../colour';
import type { CrawlSave as SaveFile } from '../new-game';
import { findHex } from '../map';
import type { MappedHex } from '../schema';
import { sgr } from '../../../ansi';

/**
 * The crawl map drawn as text. Pointy-top hexes sit on a staggered grid:
 * each row (r) is shifted half a hex to the right of the one above, so a
 * hex's six neighbours are the two beside it and two above and below.
 */

const LETTER: Record<Terrain, string> = { Plains: 'P', Island: 'I', Swamp: 'S', Mountain: 'M', Forest: 'F' };

/** Background and foreground per terrain, readable on dark and light terminals. */
const COLOUR: Record<Terrain, string> = {
  Plains: '30;103',
  Island: '97;44',
  Swamp: '97;45',
  Mountain: '97;41',
  Forest: '97;42',
};

export function drawMap(game: Pick<SaveFile, 'setup' | 'state'>, colour: boolean): string {
  const { hexes, token, encounter } = game.state;
  const xs = hexes.map((h) => 2 * h.q + h.r);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minR = Math.min(...hexes.map((h) => h.r));
  const maxR = Math.max(...hexes.map((h) => h.r));
  const lines: string[] = [];
  for (let r = minR; r <= maxR; r++) {
    let line = '';
    for (let x = minX; x <= maxX; x++) {
      // Only cells where (x - r) is even hold a hex: q = (x - r) / 2.
      if ((x - r) % 2 !== 0) {
        line += ' ';
        continue;
      }
      const q = (x - r) / 2;
      const h = findHex(hexes, { q, r });
      line += h ? cell(h, token.q === q && token.r === r, encounter !== null, colour) : '   ';
    }
    lines.push(line.replace(/\s+$/, ''));
  }
  return lines.join('\n');
}

function cell(h: MappedHex, isToken: boolean, fighting: boolean, colour: boolean): string {
  const letter = h.explored ? LETTER[h.terrain] : LETTER[h.terrain].toLowerCase();
  // A nonbasic land's hex (Expanding) wears an asterisk where a plain hex has a space.
  const text = isToken ? (fighting ? `!${letter}!` : `[${letter}]`) : h.land ? ` ${letter}*` : ` ${letter} `;
  if (!colour) return text;
  const style = COLOUR[h.terrain] + (isToken ? ';1;4' : h.explored ? ';1' : ';2');
  return sgr(style, text, true);
}

export const MAP_LEGEND =
  'P Plains  I Island  S Swamp  M Mountain  F Forest   UPPER explored, lower mapped   X* a nonbasic land   [X] token   !X! token in an encounter';
