import type { Prompt } from './schema';

/**
 * The question the game waits on, in a few words for a status line ("Mind
 * Rot: discard 2 cards"), naming seats by `seatName`. The playmat asks the
 * same questions at more length (each variant's view).
 */
export function questionWords(prompt: Prompt, seatName: (seat: string) => string): string {
  const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`;
  switch (prompt.type) {
    case 'discard':
      return 'card' in prompt && prompt.card ? `${prompt.card}: discard ${cards(prompt.count)}` : `discard ${cards(prompt.count)} to hand size`;
    case 'pickDiscard':
      return `${prompt.card}: choose ${prompt.count === 1 ? 'a card' : `${prompt.count} cards`} for ${seatName(prompt.seat)} to discard`;
    case 'unlessPays':
      return `${prompt.card}: pay ${prompt.cost} or see the spell countered`;
    case 'bottom':
      return `put ${cards(prompt.count)} on the bottom of the library`;
    case 'trigger':
      return `${prompt.card}: choose a target`;
    case 'sacrificeLand':
      return `${prompt.card}: choose a land to sacrifice`;
    case 'pay':
      return 'choose how to pay';
    case 'scry':
      return `scry ${prompt.cards.length}: top or bottom for each card`;
    case 'search':
      return `${prompt.card}: search the library`;
    case 'fabricate':
      return `${prompt.card}: fabricate ${prompt.count}, counters or Servos`;
  }
}
