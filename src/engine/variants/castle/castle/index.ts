/**
 * Castle Magic's castles (rules/castle-magic.md): four columns of three
 * places per player, face-down cards drawn from the stock as they are
 * revealed, and the changes a player may make to theirs. Pure functions over
 * the castle's part of the saved game; the rules layer owns the rest.
 */
export { CastleCardSchema, CastlePlaceSchema, CastleSchema, type Castle, type CastlePlace } from './schema';
export {
  adjacent,
  buildCastle,
  cardBehind,
  cardsLeft,
  CASTLE_RULES,
  COLUMNS,
  empty,
  foremost,
  inCastle,
  moveFaceDown,
  placeAt,
  placeLabel,
  putFaceUp,
  reveal,
  rowBonus,
  ROWS,
  STOCK_SIZE,
  swapFaceUp,
  swapWithBehind,
  turnFaceDown,
  whereIs,
  type Changed,
  type Place,
  type Revealed,
} from './castle';
export { activationPrice, type ActivationPrice } from './activation';
