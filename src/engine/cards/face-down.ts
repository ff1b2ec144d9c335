import type { CardDef } from './card';

/**
 * What a face-down permanent or spell is (CR 708.2a): a 2/2 creature with
 * no name, text, subtypes, colour or mana cost. Every face-down card is this
 * one card by its characteristics; the card it really is stays `original`
 * on the permanent (magic/morph.ts). It is no card of any deck: allCards
 * leaves it out, so a deck list cannot name it.
 */
export const FACE_DOWN: CardDef = {
  name: 'Face-down creature',
  manaCost: '',
  colours: [],
  types: ['Creature'],
  subtypes: [],
  power: 2,
  toughness: 2,
  keywords: [],
  abilities: [],
};

/** What casting a card face down costs (CR 702.37c): {3}, whatever the card's own cost. */
export const FACE_DOWN_COST = '{3}';
