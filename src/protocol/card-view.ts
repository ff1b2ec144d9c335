/**
 * A card as the playmat draws it: everything the card face shows, worked out
 * by the host from the game state and the card pool. The webview draws this
 * and nothing else; it never looks a card up or applies a rule.
 */
export interface CardView {
  /** The object id in the game (a card in hand, a permanent); absent for a card shown by name only. */
  readonly id?: number;
  readonly name: string;
  /** Brace notation, "{2}{W}{W}"; empty for lands and tokens. */
  readonly manaCost: string;
  /** WUBRG letters; empty for colourless. */
  readonly colours: readonly string[];
  /** "Creature — Angel", "Basic Land — Forest". */
  readonly typeLine: string;
  /** Generated rules text, one paragraph per line (keywords first). */
  readonly text: readonly string[];
  /** Printed power/toughness, for creatures. */
  readonly power?: number;
  readonly toughness?: number;
  /** Power/toughness now, with counters, pumps, auras and anthems; differs from the printed one when modified. */
  readonly currentPower?: number;
  readonly currentToughness?: number;
  /** Keywords it has now, including granted ones. */
  readonly keywords?: readonly string[];
  readonly tapped?: boolean;
  /** Damage marked this turn. */
  readonly damage?: number;
  /** +1/+1 counters. */
  readonly counters?: number;
  /** Came under your control this turn and has no haste: cannot attack or tap. */
  readonly sick?: boolean;
  readonly attacking?: boolean;
  readonly blocking?: boolean;
  readonly token?: boolean;
  /** The engine does not automate this card; the player resolves it by hand. */
  readonly manual?: boolean;
  /** What a manual card asks the player to do, in the pool's words (absent when it says nothing more than "resolve it by hand"). */
  readonly manualText?: string;
  /**
   * A card imported from the player's card data that the engine plays in
   * part or not at all (it is `manual`): what to resolve by hand.
   */
  readonly cardData?: {
    /**
     * Its printed rules text, one paragraph per line (reminder text left
     * out), from the player's own card index on this machine: never from the
     * game's file. Absent when this machine's index does not have it.
     */
    readonly lines?: readonly string[];
    /** The engine plays part of it: the lines of `text` (its keywords); the rest is by hand. */
    readonly partial?: boolean;
  };
  /** The name of the permanent an Aura is attached to. */
  readonly attachedTo?: string;
  /**
   * The card this permanent is again once it leaves the battlefield: in
   * Landless, the card of your deck played as this land; for a card of
   * several faces, the whole card, of which this face is up.
   */
  readonly original?: { readonly name: string; /** "Serra Angel, played as a Plains", "Village Watcher // Moon Stalker, showing Moon Stalker". */ readonly words: string };
  /** A permanent of several faces: the faces it can be turned to by hand (the turnOver adjustment), by their place in the card's faces. */
  readonly turnsTo?: readonly { readonly face: number; readonly name: string }[];
  /**
   * A delayed trigger waits for the beginning of the next end step (CR 603.7): the permanent is then sacrificed,
   * destroyed or exiled; `unearth` when unearth brought it back (it is exiled if it would leave any other way too).
   */
  readonly atEndStep?: { readonly then: 'sacrifice' | 'destroy' | 'exile' | 'return'; readonly unearth?: true };
  /** Mana from mapped lands: where this land comes from, "the Forest at (1, -2)"; it is no card of your deck. */
  readonly fromHex?: string;
}

/**
 * The printed text of an imported card the engine does not play in full,
 * from the player's own card index (the host's card-library.ts
 * `cardDataText`); the saved game never holds it.
 */
export type CardTextLookup = (name: string) => { readonly lines: readonly string[] } | undefined;
