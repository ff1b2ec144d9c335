import type { Terrain } from '../colour';
import type { Hex } from '../hex';
import type { DelayedEnd, ZoneName } from './schema';

/**
 * What happened when an action was applied: the facts the log's narration
 * and the playmat's announcements are made from. Cards are named, not
 * numbered, so an event reads on its own.
 */
export type GameEvent =
  // The map
  | { readonly type: 'moved'; readonly from: Hex; readonly to: Hex; readonly terrain: Terrain; readonly firstVisit: boolean }
  | { readonly type: 'mapped'; readonly hexes: readonly { q: number; r: number; terrain: Terrain; land?: string }[]; readonly from: Terrain }
  | { readonly type: 'metCreature'; readonly id: number; readonly card: string; readonly pile: Terrain }
  /** `among`: one of several draws (more creatures than you control); the others may still bring creatures. */
  | { readonly type: 'foundLand'; readonly pile: Terrain; readonly among?: true }
  // The Expanding and Adjusting options of Magic Crawl
  | { readonly type: 'encounterSpell'; readonly card: string; readonly pile: Terrain; readonly target?: string; readonly fizzled: boolean }
  /** A card left the game and a creature from the reserve took its place (`by` absent: the reserve was empty). */
  | { readonly type: 'replaced'; readonly card: string; readonly by?: string; readonly pile: Terrain; readonly spell?: true }
  | { readonly type: 'keywordRoll'; readonly card: string; readonly roll: number; readonly keyword?: string }
  /** The colourless land's reward: an artifact from your library (`card` absent: there was none). */
  | { readonly type: 'reward'; readonly card?: string }
  | { readonly type: 'encounterEnded'; readonly pile: Terrain }
  | { readonly type: 'defeated'; readonly card: string; readonly pile: Terrain }
  // Cards moving
  | { readonly type: 'openingHand'; readonly size: number; readonly mulligans: number }
  | { readonly type: 'kept'; readonly size: number }
  | { readonly type: 'bottomed'; readonly card: string }
  /**
   * `seat` drew `card` (CR 121.1). `effect`: a spell's or an ability's draw ("draw two cards"), which a table's third
   * wording says, by seat and without the card (the turn's draw and the opening hands are said by the variants' notes,
   * or not at all); `name`: that seat as the variant names it.
   */
  | { readonly type: 'drew'; readonly card: string; readonly seat: string; readonly effect?: true; readonly name?: string }
  | { readonly type: 'removedFromDeck'; readonly card: string; readonly count: number }
  /** A card milled (CR 701.13): from `seat`'s library to its graveyard. */
  | { readonly type: 'milled'; readonly card: string }
  /** Scry (CR 701.22): `count` cards of the library looked at; each then 'bottomed' or 'keptOnTop'. */
  | { readonly type: 'scried'; readonly count: number }
  | { readonly type: 'keptOnTop'; readonly card: string }
  /** Fabricate (CR 702.123a): `card`'s controller chose its +1/+1 counters or the Servos (then 'counters' or 'tokenCreated'). */
  | { readonly type: 'fabricated'; readonly card: string; readonly choice: 'counters' | 'servos'; readonly count: number }
  /** `card` discarded from `seat`'s hand (a table of players says who, by `name`, from its third wording on). */
  /** `madness`: into exile, by madness (CR 702.35a). */
  | { readonly type: 'discarded'; readonly card: string; readonly why: 'hand-size' | 'targets-opponent' | 'effect'; readonly seat?: string; readonly name?: string; readonly madness?: true }
  /** A card discarded by madness goes from exile to its owner's graveyard: not cast (`unpayable`: it could not be). */
  | { readonly type: 'madnessDeclined'; readonly seat: string; readonly card: string; readonly unpayable?: true; readonly name?: string }
  /** `rebound` in the cast event: cast from exile by rebound, for nothing (CR 702.88a). A spell cast from the hand with rebound resolved: exiled, to be cast again at its owner's next upkeep. */
  | { readonly type: 'rebounded'; readonly card: string }
  /** A card exiled by rebound is not cast (`uncastable`: it could not be): it stays in exile for good. */
  | { readonly type: 'reboundDeclined'; readonly seat: string; readonly card: string; readonly uncastable?: true; readonly name?: string }
  /** `seat` paid `cost` (tapping `paid`) so that its spell `card` is not countered ("unless its controller pays"); `name` the variant's for the seat. */
  | { readonly type: 'paidUnless'; readonly seat: string; readonly card: string; readonly cost: string; readonly paid: readonly string[]; readonly name?: string }
  /** `seat` reveals its hand (Duress, CR 701.20b): every card in it, in hand order; `name` how the variant calls the seat. */
  | { readonly type: 'handRevealed'; readonly seat: string; readonly cards: readonly string[]; readonly name?: string }
  | { readonly type: 'landPlayed'; readonly card: string; readonly face?: string }
  // Landless and mana from mapped lands
  | { readonly type: 'playedAsLand'; readonly card: string; readonly land: string }
  | { readonly type: 'paidToKeep'; readonly card: string; readonly cost: string; readonly paid: readonly string[] }
  | { readonly type: 'itselfAgain'; readonly land: string; readonly card: string }
  | { readonly type: 'leftOut'; readonly count: number; readonly why: 'landless' | 'mapped-mana' }
  | { readonly type: 'mappedLand'; readonly card: string; readonly at: Hex }
  | { readonly type: 'landStays'; readonly card: string }
  /** `face`: the face cast, of a card of several faces (a split card's half, an Adventure); `mode`: the mode chosen of a modal spell, in words. */
  /** `madness`: cast from exile for that madness cost (CR 702.35a). */
  | { readonly type: 'cast'; readonly card: string; readonly face?: string; readonly mode?: string; readonly target?: string; readonly x?: number; readonly paid: readonly string[]; readonly madness?: string; readonly faceDown?: true; readonly dash?: string; readonly rebound?: true }
  /** An Adventure resolved: its card waits in exile, from where its creature may be cast (CR 715.4). */
  | { readonly type: 'onAdventure'; readonly card: string }
  /** Amplify (CR 702.38a): the cards revealed from the hand as the creature entered, and the counters it entered with. */
  | { readonly type: 'amplified'; readonly card: string; readonly revealed: readonly string[]; readonly counters: number }
  /** Cards exiled from a graveyard to pay for a spell with delve (CR 702.66a). */
  | { readonly type: 'delved'; readonly card: string; readonly cards: readonly string[] }
  /** A face-down permanent turned face up for its morph cost (CR 702.37e), megamorph's counter with it. */
  | { readonly type: 'turnedFaceUp'; readonly card: string; readonly cost: string; readonly paid: readonly string[]; readonly megamorph?: true }
  | { readonly type: 'activated'; readonly card: string; readonly target?: string; readonly paid: readonly string[] }
  | { readonly type: 'triggered'; readonly card: string; readonly madness?: true; readonly rebound?: true; readonly target?: string; readonly targetName?: string }
  | { readonly type: 'awaitingPayment'; readonly card: string; readonly options: number }
  | { readonly type: 'awaitingTarget'; readonly card: string }
  | { readonly type: 'cancelled'; readonly card: string }
  /** A spell or ability whose target became illegal while it waited on the stack does not resolve (CR 608.2b). */
  | { readonly type: 'fizzled'; readonly card: string }
  /** A spell was countered (CR 701.6a): off the stack into its owner's graveyard. */
  | { readonly type: 'countered'; readonly card: string }
  /** `seat` declined `card`'s triggered "you may" as it resolved (CR 603.5); `emptyLibrary`: unasked, as it would draw from an empty library. `name` the variant's for the seat. */
  | { readonly type: 'declined'; readonly seat: string; readonly card: string; readonly emptyLibrary?: true; readonly name?: string }
  | { readonly type: 'entered'; readonly card: string; readonly attachedTo?: string }
  | { readonly type: 'died'; readonly card: string; readonly why: 'destroyed' | 'damage' | 'toughness' | 'deathtouch' | 'sacrificed' | 'aura-alone' }
  | { readonly type: 'exiled'; readonly card: string }
  /** Devour (CR 702.82a): `card` ate `eaten` (sacrificed) and got `counters` +1/+1 counters. */
  | { readonly type: 'devoured'; readonly card: string; readonly eaten: string; readonly counters: number }
  /** A permanent turned to its card's other face (CR 701.28): it was `card`, it is `to`. */
  | { readonly type: 'transformed'; readonly card: string; readonly to: string }
  /** A card unearth returned would have left the battlefield for elsewhere, and was exiled instead (CR 702.84a). */
  | { readonly type: 'exiledInstead'; readonly card: string }
  | { readonly type: 'bounced'; readonly card: string }
  | { readonly type: 'putOnTop'; readonly card: string }
  | { readonly type: 'returnedToHand'; readonly card: string }
  | { readonly type: 'tokenCreated'; readonly card: string; readonly count: number; readonly foe?: boolean }
  | { readonly type: 'shielded'; readonly card: string }
  /** Equipment moved onto a creature (equip). */
  | { readonly type: 'attached'; readonly card: string; readonly to: string }
  | { readonly type: 'regenerated'; readonly card: string }
  | { readonly type: 'frozen'; readonly card: string }
  | { readonly type: 'sacrificedFor'; readonly card: string; readonly cost: string }
  /** A delayed trigger set up for the next end step (CR 603.7). */
  | { readonly type: 'delayed'; readonly card: string; readonly then: DelayedEnd }
  /** An encounter creature's ability sacrificed another of its creatures. */
  | { readonly type: 'foeSacrificed'; readonly card: string }
  /** A search of your library for a basic land (`card` absent: there was none); the library is shuffled either way. */
  | { readonly type: 'searched'; readonly card?: string }
  /** A card of the opening hand that begins the game on the battlefield (a leyline, CR 103.6a). */
  | { readonly type: 'beganWith'; readonly card: string }
  /** A +1/+1 counter removed from a permanent to pay a cost ("Remove a +1/+1 counter from ~"). */
  | { readonly type: 'counterRemoved'; readonly card: string }
  /** A permanent (`card`, absent when it had gone) and `count` cards of a graveyard shuffled into their owner's library (Elixir of Immortality). */
  | { readonly type: 'shuffledIn'; readonly card?: string; readonly count: number }
  /** A tutor's search of a library (`card` absent: nothing fitted); `revealed`: shown to everyone, else only its owner reads which card. */
  | { readonly type: 'tutored'; readonly card?: string; readonly revealed?: true }
  /** One of several chosen at random ("destroy one of them at random"). */
  | { readonly type: 'chosenAtRandom'; readonly card: string; readonly among: readonly string[] }
  // Numbers
  /** `toName`: a player dealt it, as the variant names them (a table's second wording says it; the first said `to`). */
  | { readonly type: 'damage'; readonly source: string; readonly to: string; readonly amount: number; readonly combat: boolean; readonly toName?: string }
  | { readonly type: 'prevented'; readonly source: string; readonly to: string; readonly amount: number; readonly why: string; readonly toName?: string }
  /** `seat`: whose life (a game of several players); `name`, that player as the variant names them. */
  | { readonly type: 'life'; readonly amount: number; readonly total: number; readonly seat?: string; readonly name?: string }
  /** A seat got (`amount` > 0) or paid energy, `total` left. */
  | { readonly type: 'energy'; readonly amount: number; readonly total: number }
  | { readonly type: 'pumped'; readonly card: string; readonly power: number; readonly toughness: number; readonly keywords: readonly string[] }
  | { readonly type: 'counters'; readonly card: string; readonly count: number }
  | { readonly type: 'tapped'; readonly card: string; readonly tapped: boolean }
  | { readonly type: 'indestructible'; readonly card: string }
  // The turn
  | { readonly type: 'turnBegan'; readonly number: number; readonly kind: 'preparation' | 'encounter'; readonly roundsLeft: number }
  | { readonly type: 'step'; readonly step: string }
  | { readonly type: 'attacking'; readonly card: string; readonly target: string; readonly declared: boolean }
  | { readonly type: 'blocking'; readonly card: string; readonly attacker: string; readonly declared: boolean }
  | { readonly type: 'attacked'; readonly attackers: readonly string[] }
  | { readonly type: 'foeAttacks'; readonly attackers: readonly string[] }
  | { readonly type: 'foeCannotAttack'; readonly card: string }
  | { readonly type: 'foeBlocks'; readonly card: string; readonly attacker: string }
  | { readonly type: 'noBlocks' }
  | { readonly type: 'cleanup' }
  /**
   * Something of a variant's own rules, already in words ("South moves
   * Grizzly Bears to c3"): the variant narrates it as it is. `since`: the
   * table wording that first says it (narrate-table.ts); earlier ones said
   * nothing of it. `until`: the last wording that says it so (a later one
   * says it otherwise, in a note of its own).
   */
  | { readonly type: 'note'; readonly text: string; readonly since?: 2 | 4 | 7; readonly until?: 3 | 6 }
  | { readonly type: 'travel' }
  | { readonly type: 'manual'; readonly what: string; readonly zone?: ZoneName }
  | { readonly type: 'gameOver'; readonly result: 'won' | 'lost'; readonly reason: string };
