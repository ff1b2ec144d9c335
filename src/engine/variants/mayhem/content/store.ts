import type { StoreDef } from './schema';

/** The Store's price list, in gold pieces: its own stock, then any spell or magical item picked from the treasure deck. */
export const STORE: StoreDef = {
  id: 'store-price-list',
  name: 'The Lantern Market',
  entries: [
    { price: 1, item: 'trail-biscuit' },
    { price: 1, item: 'waterskin' },
    { price: 2, item: 'healing-draught' },
    { price: 2, item: 'pebble-sling' },
    { price: 3, item: 'duelling-sabre' },
    { price: 3, item: 'hunting-bow' },
    { price: 3, item: 'iron-key' },
    { price: 3, item: 'snakeroot-tonic' },
    { price: 5, item: 'iron-maul' },
    { price: 5, item: 'siege-arbalest' },
    { price: 6, item: 'greater-healing-draught' },
    { price: 6, pick: 'spell' },
    { price: 12, pick: 'magic-item' },
  ],
  text: 'A goblin with a monocle and a ledger. Prices are fair, refunds are not. No monster is ever born on this tile.',
};
