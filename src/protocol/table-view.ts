import type { Action } from '../engine';
import type { CardView } from './card-view';

/**
 * The table as the playmat draws it: every card worked out as a CardView,
 * the turn, the question the engine waits on, the goals and each legal
 * action with a label, all made on the host by the game's variant (Variant.tableView)
 * from the game. The webview draws this; it never looks a card up or applies
 * a rule. Types only: the webview imports nothing here at run time.
 */

/** Where the game stands, as the phase bar shows it. */
export type PhaseKind = 'mulligan' | 'preparation' | 'encounter' | 'foe' | 'travel' | 'turn' | 'over';

/** The four stops of your turn as the phase bar draws them (the engine's attackers and blockers steps are one "combat"). */
export type StepId = 'main1' | 'combat' | 'main2' | 'end';

export interface StepView {
  readonly id: StepId;
  /** "Main 1", "Combat", "Main 2", "End". */
  readonly name: string;
  readonly current: boolean;
}

export interface PhaseView {
  readonly kind: PhaseKind;
  /** "Preparation round 2 of 3", "Encounter · turn 5", "The foe attacks", "Travel", "Game over". */
  readonly title: string;
  /** One line on what to do now. */
  readonly help: string;
  /** The stops of your turn, the current one marked; empty outside your turn. */
  readonly steps: readonly StepView[];
  /** The engine's step of your turn (finer than `steps`): main1, attackers, blockers, main2 or end. */
  readonly step?: string;
  /** What `pass` leads to, for the "Next: …" button ("Combat", "Main 2", "Combat damage"); absent when `pass` is not legal. */
  readonly next?: string;
  /** Your turns begun so far. */
  readonly turn: number;
  readonly moves: number;
  /** Whether you have played a land this turn. */
  readonly landPlayed: boolean;
}

/** One legal action, with a label a player reads. */
export interface ActionView {
  readonly action: Action;
  /** "Play Forest", "Cast Giant Growth on Grizzly Bears", "Block Scathe Zombies with Runeclaw Bear". */
  readonly label: string;
  /**
   * What the action does before its target or X is chosen, shared by the
   * actions that differ only in those: "Cast Lightning Bolt", "Prodigal
   * Pyromancer: {T}: Prodigal Pyromancer deals 1 damage to any target.",
   * "Attack with Grizzly Bears". Absent when it is the label.
   */
  readonly group?: string;
  /**
   * The card the action is taken through: the card in hand for playLand,
   * cast, discard and bottom; the permanent for activate, attack and block.
   * A legal action for one card is offered for every copy in hand.
   */
  readonly on?: number;
  /** On a board of places (the square grid): the place the action goes to or acts on. */
  readonly at?: GridPlace;
  /**
   * An array field of the action (Castle's attack: `creatures`) of which the
   * player may send any non-empty part, in the same order, as the same
   * action: the listing offers the whole, the player holds some back.
   */
  readonly some?: string;
  /**
   * A text field of the action (Mayhem's riddle answer: `text`) the player
   * types: the offer holds it empty, and the same action with any text of
   * at most `typedMax` characters is sent as offered.
   */
  readonly typed?: string;
  readonly typedMax?: number;
}

/** A way to pay, as the pay prompt lists it. */
export interface PayOptionView {
  readonly option: number;
  /** "Tap Forest, Llanowar Elves". */
  readonly label: string;
  /** The names of the sources tapped. */
  readonly sources: readonly string[];
}

export type PromptView =
  | { readonly kind: 'mulligan'; readonly text: string; readonly handSize: number; readonly mulligans: number }
  | { readonly kind: 'bottom'; readonly text: string; readonly count: number }
  | { readonly kind: 'discard'; readonly text: string; readonly count: number }
  /**
   * Choose from another player's revealed hand the card they discard
   * (Duress): each answer an action "discard", labelled by the game.
   */
  | { readonly kind: 'pickDiscard'; readonly text: string; readonly card: string; readonly count: number }
  /** A search of your library (`card` searches): each answer an action "search", taking a card or none. */
  | { readonly kind: 'search'; readonly text: string; readonly card: string }
  /** A triggered ability's "you may" as it resolves (CR 603.5): `card`'s; the answers are actions "may" (take it, decline it). */
  | { readonly kind: 'may'; readonly text: string; readonly card: string }
  /** Madness (CR 702.35a): `card`, discarded into exile; the answers are actions "cast" (for `cost`) and "cancel" (into the graveyard). */
  | { readonly kind: 'madness'; readonly text: string; readonly card: string; readonly cost: string }
  /** Rebound (CR 702.88a): `card`, exiled by rebound, at its owner's upkeep; the answers are actions "cast" (for nothing) and "cancel" (it stays in exile). */
  | { readonly kind: 'rebound'; readonly text: string; readonly card: string }
  /** Devour (CR 702.82a): `card` entering; the answers are actions "choose" (a creature to sacrifice to it) and "cancel" (stop). */
  | { readonly kind: 'devour'; readonly text: string; readonly card: string }
  /** "Sacrifice a creature other than ~": `card`'s; the answers are actions "choose", one for each creature the player may sacrifice. */
  | { readonly kind: 'sacrifice'; readonly text: string; readonly card: string }
  /** "Unless its controller pays {3}" (Mana Leak, `card`): pay `cost` (an action "pay") or let the spell be countered ("cancel"). */
  | { readonly kind: 'unlessPays'; readonly text: string; readonly card: string; readonly cost: string }
  | {
      readonly kind: 'trigger';
      readonly text: string;
      readonly card: string;
      /**
       * What the answer names: a target (the default), or what its player
       * sacrifices ("each opponent sacrifices a land"). The board marks the
       * choices as one or the other.
       */
      readonly choosing?: 'target' | 'sacrifice';
    }
  | { readonly kind: 'pay'; readonly text: string; readonly card: string; readonly options: readonly PayOptionView[] }
  /**
   * Scry: the cards looked at and not yet placed, in the order taken; each
   * answer (an action "scry") puts one on the top or the bottom.
   */
  | { readonly kind: 'scry'; readonly text: string; readonly cards: readonly string[] }
  /** Fabricate: counters on `card`, or `count` Servo tokens; each answer an action "fabricate". */
  | { readonly kind: 'fabricate'; readonly text: string; readonly card: string; readonly count: number };

export interface GoalView {
  /** "Reach (1, 3)", "Defeat Serra Angel". */
  readonly text: string;
  /** "3 hexes away", "met", "not met yet", "done". */
  readonly status: string;
  readonly done: boolean;
  /** For a reach goal: the hex, and how many steps the token is from it. */
  readonly hex?: { readonly q: number; readonly r: number };
  readonly distance?: number;
}

export interface OutcomeView {
  readonly result: 'won' | 'lost';
  /** "Victory — you reached (1, 3) in 14 turns", "Defeat — your life fell to 0". */
  readonly headline: string;
  /** The engine's reason, as recorded in the file. */
  readonly reason: string;
}

/** Mana you could make now: one symbol per untapped source, "{G}", or "{W/U}" for a source of either. */
export interface ManaView {
  readonly symbols: readonly string[];
  readonly total: number;
  /** "3 mana: G G G". */
  readonly words: string;
}

/** What combat is under way: who attacks what, who blocks whom (ids of cards on the table). */
export interface CombatView {
  readonly attackers: readonly { readonly id: number; readonly target: number | 'you' }[];
  readonly blocks: readonly { readonly id: number; readonly attacker: number }[];
  readonly declared: boolean;
}

/** A token the card pool knows, for "Create token". */
export interface TokenChoice {
  /** The pool's name, which createToken takes: "Soldier (token)". */
  readonly name: string;
  /** "1/1 white Soldier", "3/4 colourless Gargoyle, flying". */
  readonly summary: string;
}

/**
 * Adjustments by hand (moveCard, setTapped, addCounters, adjustLife, turnOver,
 * createToken): how a player carries out what a manual card says, or fixes
 * a mistake. The engine takes them at any time outside a question, the
 * mulligan and the end of the game, on your own cards only; they are not in
 * `actions` (they are always open and unbounded).
 */
export interface ByHandView {
  /** Whether the engine takes them now. */
  readonly open: boolean;
  /** The tokens the pool can create. */
  readonly tokens: readonly TokenChoice[];
  /**
   * A manual card was just cast (nothing but adjustments by hand since): the
   * engine did nothing for it, and the player resolves it by hand.
   */
  readonly resolve?: { readonly card: string; readonly id: number; readonly text?: string };
}

/**
 * The kinds of board a playmat draws, one component each. A variant's table
 * view names its kind; the webview picks the component from it, never from
 * the variant's name.
 */
export const BOARD_KINDS = ['hex-map', 'square-grid', 'castle', 'dungeon', 'table'] as const;
export type BoardKind = (typeof BOARD_KINDS)[number];

/**
 * Which board to draw, and for boards that hide information (a face-down
 * land is not in the file), what the board shows: a kind with no fields of
 * its own lets its component read the game's state (the hex map shows all
 * of its state).
 */
export type BoardView = { readonly kind: Exclude<BoardKind, 'square-grid' | 'castle' | 'dungeon' | 'table'> } | SquareGridView | CastleBoardView | DungeonBoardView | SeatsBoardView;

/**
 * A table of players with no board of places (the Magic table, 2 to 8
 * seats): each other player's place at it, in turn order from the viewer,
 * with what anyone may see of it. The viewer's own cards are the card
 * table's; another player's permanents are there too (the `foes`), and here
 * by seat, so the board can show whose is whose.
 */
export interface SeatsBoardView {
  readonly kind: 'table';
  readonly others: readonly {
    readonly seat: string;
    readonly name: string;
    readonly control: 'human' | 'computer';
    readonly life: number;
    readonly hand: number;
    /** Cards in their library; absent when all draw from one shared library (`shared`). */
    readonly library?: number;
    /** Their graveyard and exile, public to all (the count is the list's length); empty once they have left the game. */
    readonly graveyard: PublicPilesView['graveyard'];
    readonly exile: PublicPilesView['exile'];
    /** Left the game, and why ("life fell to 0"). */
    readonly out?: string;
    readonly onTurn: boolean;
    /** Being attacked now, by the creatures named. */
    readonly attackedBy: readonly string[];
    /**
     * The viewer's attacks on this player open now, while they declare
     * attackers: one a creature, named, and whether it is one already
     * declared (the offer then takes it back).
     */
    readonly attacks: readonly { readonly creature: string; readonly declared: boolean; readonly offer: ActionView }[];
    readonly permanents: readonly CardView[];
  }[];
  /** Cards in the one library all draw from, in a single-deck game. */
  readonly shared?: number;
  /**
   * A random draft's deck to build, while the viewer builds it: the cards
   * drafted, in the order the offered action names them (its `cards`, an
   * ActionView `some`), and the fewest a deck may hold.
   */
  readonly build?: { readonly cards: readonly CardView[]; readonly least: number; readonly offer: ActionView };
  /** "4 players, single deck, Landless". */
  readonly format: string;
}

/**
 * A player's public piles, which any player may look through (CR 404.2,
 * 406.3): each in the order its cards went there, the oldest first. The
 * viewer's own are the table's `graveyard` and `exile`; a board gives the
 * other players' where it draws their places.
 */
export interface PublicPilesView {
  readonly graveyard: readonly CardView[];
  readonly exile: readonly CardView[];
}

/** A place on a square grid: row 0 is the north edge, column 0 the west edge. */
export interface GridPlace {
  readonly row: number;
  readonly col: number;
}

/** A creature (or a banded stack's member) standing on the grid, as the board draws it. */
export interface GridCreatureView {
  readonly card: CardView;
  /** The seat (SeatView.id) that controls it. */
  readonly seat: string;
  /** Power and toughness as they count now, terrain bonus included. */
  readonly power: number;
  readonly toughness: number;
  /** The terrain bonus in it (+N/+N), and why, one reason each: "+1/+1: stands on a Forest", "+1/+1: Forest to the east". */
  readonly bonus: { readonly amount: number; readonly reasons: readonly string[] };
  /** Has moved this turn (each creature moves once a turn). */
  readonly moved: boolean;
}

/** One place of the grid. */
export interface GridSquareView extends GridPlace {
  /**
   * The land: still face down, a hole left by a destroyed land, or face up.
   * A hole's `was` says what stood there and how it went, when the host
   * knows: "Forest, destroyed by Stone Rain", "Forest, sacrificed by North
   * (Yawning Fissure)".
   */
  readonly land:
    | { readonly state: 'face-down' }
    | { readonly state: 'hole'; readonly was?: string }
    | { readonly state: 'face-up'; readonly card: CardView; readonly tappedBy?: string };
  /** The creatures on it: one, or a banded stack; none for an empty place. */
  readonly creatures: readonly GridCreatureView[];
  /**
   * The id the actions name this place's land by (a negative number), present
   * when a legal action names it: the target of a spell or ability ("destroy
   * target land"), a land to sacrifice, or the answer to a question about one.
   * A target choice offers these places as it offers cards by id.
   */
  readonly landId?: number;
}

/** A player's home row: beside the grid, not on it (newly cast creatures, artifacts, enchantments). */
export interface HomeRowView {
  readonly seat: string;
  /** Which edge of the grid it lies along: the seat at the bottom of the playmat is south. */
  readonly edge: 'north' | 'south';
  readonly cards: readonly CardView[];
  /** Another player's graveyard and exile; absent on the viewer's own row (the card table shows those). */
  readonly piles?: PublicPilesView;
}

/**
 * A square grid of lands (Frontier Magic). Legal moves, scouts and attacks
 * are ActionViews whose `on` is the creature and `at` the place they go to
 * or act on: the board highlights those places when a creature is chosen.
 */
export interface SquareGridView {
  readonly kind: 'square-grid';
  readonly rows: number;
  readonly cols: number;
  /** Every place, row by row (rows × cols of them). */
  readonly squares: readonly GridSquareView[];
  readonly homeRows: readonly HomeRowView[];
  /** The seat whose side is drawn at the bottom (the player at this playmat, or the one on turn in hot-seat). */
  readonly southSeat: string;
}

/**
 * One place of a Castle Magic castle. Row 0 is the front (the row an attack
 * meets first), column 0 the left as the table draws both castles (column 2
 * faces column 2).
 */
export interface CastlePlaceView extends GridPlace {
  readonly state: 'face-down' | 'face-up' | 'empty';
  /**
   * The card, when the viewer may see it: the face-up creature; a face-down
   * card revealed by the attack under way and waiting on its activation
   * (`seen: 'revealed'`, shown to both players); or a creature its owner
   * turned face down again (`seen: 'known'`, in the owner's view only).
   */
  readonly card?: CardView;
  readonly seen?: 'revealed' | 'known';
  /** A face-up creature's power and toughness as they count now, the row bonus in them. */
  readonly power?: number;
  readonly toughness?: number;
  /** The row bonus (+N/+N: none in front, +1/+1 in the second row, +2/+2 in the third), and why in words. */
  readonly bonus: { readonly amount: number; readonly reasons: readonly string[] };
}

/** A player's castle: 3 rows of 4 places, the front row first. */
export interface CastleView {
  readonly seat: string;
  /** Where the playmat draws it: the viewer's castle at the bottom (south), the other's at the top, front rows facing across the middle. */
  readonly edge: 'north' | 'south';
  /** Every place, row by row from the front (12 of them). */
  readonly places: readonly CastlePlaceView[];
  /** Another player's graveyard and exile; absent on the viewer's own castle (the card table shows those). */
  readonly piles?: PublicPilesView;
}

/**
 * Castle Magic's two castles. Its actions are the engine's own (attack a
 * column, the defender's answers, the once-a-turn changes), which name
 * columns and places: the board offers them on the places they concern.
 */
export interface CastleBoardView {
  readonly kind: 'castle';
  readonly castles: readonly CastleView[];
  /** The seat drawn at the bottom. */
  readonly southSeat: string;
  /** The attack under way: on whose castle, which column, the place it has reached and the defender's question. */
  readonly breach?: {
    readonly defender: string;
    readonly column: number;
    readonly place: GridPlace;
    /** Declared (players may respond before it meets the castle), the defender's questions, or the block declared (players may respond before the damage). */
    readonly question: 'declared' | 'activate' | 'defend' | 'blocked';
    /** Life the activation costs (missing mana paid in life), when it costs any. */
    readonly price?: number;
    readonly attackers: readonly CardView[];
  };
  /** Diagonal places count as adjacent for the once-a-turn moves and swaps. */
  readonly diagonal: boolean;
  /** The viewer's creatures that may attack now (each attack offered names them all; any may be held back), when they may attack. */
  readonly ready?: readonly CardView[];
}

/**
 * One tile's place in a Magic and Mayhem dungeon (row 0 the north edge).
 * A face-down tile names nothing: which tile lies there is not decided
 * until a hero turns it up.
 */
export type DungeonTileView =
  | (GridPlace & { readonly state: 'face-down' })
  | (GridPlace & {
      readonly state: 'face-up';
      readonly name: string;
      readonly kind: 'entrance' | 'second-entrance' | 'store' | 'boss' | 'room';
      /** Its squares, rows north to south, a character each: # wall, . floor, E encounter, T trap, L locked door, S secret door, ^ stairs, B boss. */
      readonly grid: readonly string[];
      readonly text: string;
    });

/** A square of the dungeon: x east and y south across the whole board (a tile's place times its size, plus the square within). */
export interface DungeonSquare {
  readonly x: number;
  readonly y: number;
}

/** A hero: their token on the board and their sheet in the hero panel. */
export interface DungeonHeroView {
  /** The seat (SeatView.id) that plays them. */
  readonly seat: string;
  /** Their place in turn order, from 1: the number on their token. */
  readonly number: number;
  readonly name: string;
  readonly calling: string;
  readonly status: 'in' | 'escaped' | 'dead';
  readonly at: DungeonSquare;
  readonly hp: number;
  readonly maxHp: number;
  readonly stats: { readonly mov: number; readonly str: number; readonly int: number; readonly dex: number };
  /** Their ability colours, as words ("heavy weapons"). */
  readonly abilities: readonly string[];
  readonly gold: number;
  /** The cards they carry, each with its rules text. */
  readonly items: readonly { readonly name: string; readonly text: readonly string[] }[];
  /** Lasting effects and boosts with the rounds left: "poisoned (2)". */
  readonly effects: readonly string[];
  /** Competitive play: their team's name ("Team 1"); absent in the cooperative game. */
  readonly team?: string;
}

/** A monster on the board: its number token and life count. */
export interface DungeonMonsterView {
  readonly number: number;
  readonly name: string;
  readonly boss: boolean;
  readonly at: DungeonSquare;
  readonly hp: number;
  readonly maxHp: number;
  readonly effects: readonly string[];
  /** Its rules text, for the details on hover or focus. */
  readonly text: readonly string[];
}

/** A card on the Store's price list, or one a pick entry may take from the treasure deck, as the buyer would get it. */
export interface DungeonWareView {
  readonly name: string;
  /** "potion", "weapon", "spell", "magic item"… */
  readonly kind: string;
  /** Its rules text, as on a hero's sheet. */
  readonly text: readonly string[];
  /** Whether the buyer may use it (their ability colours and STR): one they cannot use is sold all the same, to give away. */
  readonly usable: boolean;
}

/**
 * The Store's price list (mayhem.store.buy) for the hero on turn: each
 * entry in the list's order (its `entry`, as the `buy` action names it),
 * its price, and either the card it sells or the cards of its kind the
 * treasure deck holds to pick from. `short` says why the buyer cannot buy
 * it now ("3 gold short", "too heavy for Wren"); a pick entry with no card
 * of its kind left in the deck has no `picks`.
 */
export interface DungeonStoreView {
  readonly name: string;
  readonly text: string;
  /** The hero shopping: the one on turn. */
  readonly buyer: string;
  readonly gold: number;
  readonly entries: readonly {
    readonly entry: number;
    readonly price: number;
    /** What it sells: the card, or the pick in words ("A spell of your choice from the treasure deck"). */
    readonly ware: DungeonWareView;
    readonly pick?: string;
    readonly picks?: readonly (DungeonWareView & { readonly id: string })[];
    readonly short?: string;
  }[];
}

/**
 * A Magic and Mayhem dungeon: tiles of square grids, the tokens on them,
 * and what waits. Its actions name squares (a step's destination, a
 * monster's square, a door): the board offers those ActionViews whose `at`
 * is a square, as GridPlace row = y and col = x.
 */
export interface DungeonBoardView {
  readonly kind: 'dungeon';
  /** Squares a side of a tile. */
  readonly tileSize: number;
  /** Places row by row from the north; the last row may be shorter. */
  readonly tiles: readonly DungeonTileView[];
  readonly rows: number;
  readonly cols: number;
  readonly openDoors: readonly DungeonSquare[];
  readonly spentEncounters: readonly DungeonSquare[];
  readonly blocked: readonly DungeonSquare[];
  readonly loot: readonly (DungeonSquare & { readonly what: string })[];
  /** Traps a monster set where it appeared, seen being set: sprung by the first hero to step there (mayhem.monsters.lays-trap). */
  readonly laidTraps: readonly (DungeonSquare & { readonly name: string })[];
  readonly heroes: readonly DungeonHeroView[];
  readonly monsters: readonly DungeonMonsterView[];
  /** The seat on turn (absent once the game is over). */
  readonly onTurn?: string;
  readonly round: number;
  /** The die's last roll, for the die shown on the board. */
  readonly lastRoll: number | null;
  /** A narrative module: its name, its back-story's paragraphs, and its goals, each met or not. */
  readonly story?: { readonly title: string; readonly lines: readonly string[]; readonly goals: readonly { readonly text: string; readonly met: boolean }[] };
  /** Competitive play: each team, whether it has defeated a boss, and the gold its escaped heroes carry out. */
  readonly teams?: readonly { readonly name: string; readonly bossDefeated: boolean; readonly goldEscaped: number }[];
  /** The Store's price list, while the hero on turn stands in the Store: what it sells, for that hero. */
  readonly store?: DungeonStoreView;
  /** A riddle, tongue twister, physical challenge or choice waiting: its title and its lines. */
  readonly pending?: {
    readonly kind: 'riddle' | 'tongue-twister' | 'physical' | 'choice';
    readonly title: string;
    readonly lines: readonly string[];
    /** Seconds of the hourglass it runs against on the board (a riddle or tongue twister); absent for none. */
    readonly hourglass?: number;
  };
}

/** A player at the table: the one at this playmat, another at it (hot-seat), or the computer. */
export interface SeatView {
  /** Stable within a game: what the variant calls the seat ("you", "north"). */
  readonly id: string;
  readonly name: string;
  readonly control: 'human' | 'computer';
  readonly life: number;
  /** Energy counters ({E}), shown next to the life; absent when the seat has none. */
  readonly energy?: number;
  /** Whose turn (or whose answer) it is now. */
  readonly onTurn: boolean;
}

export interface TableView {
  readonly board: BoardView;
  /** The players, in turn order: one in a solo game. */
  readonly seats: readonly SeatView[];
  /**
   * Hot-seat: two people share this playmat, and the view is the one of the
   * seat (SeatView.id) deciding now, its hand included. When it changes the
   * playmat hides the table behind a "pass to the other player" screen.
   */
  readonly hotSeat?: { readonly viewer: string };
  readonly phase: PhaseView;
  readonly prompt?: PromptView;
  readonly outcome?: OutcomeView;
  readonly goals: readonly GoalView[];
  /** The game's options in a few words: "Hard", "Land Piles with Tundra", "Landless". */
  readonly options: readonly string[];
  readonly life: number;
  /** The viewer's energy counters ({E}), absent when none. */
  readonly energy?: number;
  readonly startingLife: number;
  readonly library: number;
  readonly hand: readonly CardView[];
  readonly graveyard: readonly CardView[];
  /** Your exiled cards. */
  readonly exile: readonly CardView[];
  /** Your battlefield. */
  readonly lands: readonly CardView[];
  readonly creatures: readonly CardView[];
  /** Your other permanents: artifacts, enchantments (Auras too). */
  readonly others: readonly CardView[];
  /** The encounter's permanents (its creature first). */
  readonly foes: readonly CardView[];
  /** The foes' permanents that stay between encounters: the weakening enchantment of the Adjusting rules. */
  readonly hazards: readonly CardView[];
  /** The encounter under way: where, from which pile. */
  readonly encounter?: { readonly at: { readonly q: number; readonly r: number }; readonly pile: string; readonly pileName: string };
  readonly combat?: CombatView;
  readonly mana: ManaView;
  /** Every legal action with its label (copies in hand included); the message's `legal` is the engine's own list. */
  readonly actions: readonly ActionView[];
  /** Encounter creatures defeated so far. */
  readonly defeated: readonly string[];
  readonly byHand: ByHandView;
}
