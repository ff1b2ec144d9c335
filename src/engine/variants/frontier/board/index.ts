/**
 * Frontier Magic's board (docs/frontier-rules.md, "The board", "Moving",
 * "Scouting and mana", and the board's part of "Combat"): the grid of lands
 * and everything about places on it, as pure functions over the board's
 * part of the saved game. The rules layer owns the rest (turns, the stack,
 * tapping creatures, damage) and tells the board what it needs of the
 * creatures and lands through `Lookups`.
 *
 * Refusals name the rule they enforce: frontier.setup, frontier.setup.token,
 * frontier.reveal, frontier.move.{adjacent,once,sick,occupied,hole,home,
 * flying,landwalk,shadow,landhome}, frontier.scout, frontier.mana.reach,
 * frontier.attack.{adjacent,player}, frontier.land.destroyed.
 */

export {
  BoardSchema,
  SquareSchema,
  SidesSchema,
  type Board,
  type Edge,
  type FaceDownSquare,
  type FaceUpSquare,
  type HoleSquare,
  type Side,
  type Sides,
  type Square,
} from './schema';
export { poolLandFacts, type CreatureFacts, type LandFacts, type Lookups } from './facts';
export {
  DIRECTIONS,
  edgeOf,
  hasMoved,
  homeOf,
  nearestRow,
  neighbours,
  opponentOf,
  otherEdge,
  placeLabel,
  placeOf,
  samePlace,
  squareOf,
  stackOf,
  whereIs,
  type Direction,
  type Place,
  type Where,
} from './places';
export { FRONTIER_ROWS, placeFirstToken, setupBoard, type BoardSetup } from './setup';
export { reveal, type Revealed } from './reveal';
export { applyMove, checkMove, legalMoves, spendMove, startTurn, type Destination, type MoveCheck, type MoveKind, type Moved, type RevealedLand } from './move';
export { scout, scoutPlaces } from './scout';
export { controlledLands, manaReach, maxReach, tapLands, untapLands, type ControlledLand, type ReachOption, type Tapped } from './mana';
export { terrainAmount, terrainBonus, type TerrainBonus, type TerrainOptions } from './terrain';
export { attackTargets, checkAttack, checkAttackPlayer, playerInReach, trampleOnto, type Foe, type TrampleOnto } from './attack';
export { destroyLand, type Destroyed } from './lands';
export { enterHomeRow, regenerate, removeCreature } from './home';
export { boardProblems } from './problems';
