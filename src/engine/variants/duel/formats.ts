import type { DuelFormat } from './schema';

/**
 * How the players get their cards (landless-mtg.md): each their own deck,
 * or one deck shared by all, drawn from normally or with double draw.
 */

/** Whether every player draws from one shared library (single deck, double draw). */
export function sharesDeck(options: { readonly format: DuelFormat }): boolean {
  return options.format === 'single-deck' || options.format === 'double-draw';
}

/** Whether each player drafts their deck at random from a collection before the game (landless.random-draft). */
export function drafts(options: { readonly format: DuelFormat }): boolean {
  return options.format === 'random-draft';
}

/** Whether every draw takes twice the cards and puts half on the bottom (landless.double-draw). */
export function drawsDouble(options: { readonly format: DuelFormat }): boolean {
  return options.format === 'double-draw';
}

/** The format in a few words: "own decks", "single deck", "single deck with double draw". */
export function formatName(format: DuelFormat): string {
  switch (format) {
    case 'decks':
      return 'own decks';
    case 'single-deck':
      return 'single deck';
    case 'double-draw':
      return 'single deck with double draw';
    case 'random-draft':
      return 'random draft';
  }
}
