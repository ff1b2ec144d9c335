import type { CardType } from './card';
import type { Colour, Terrain } from '../colour';
import type { ManaType } from '../mana';

/**
 * What cards do, as data. The engine resolves these; the rules text a player
 * reads is generated from them (rules-text.ts), never stored as prose.
 *
 * The vocabulary covers what Magic Crawl asks of its rules core: damage,
 * destroy, pump until end of turn, +1/+1 counters, life, cards, tokens,
 * tap/untap, return to hand, exile, and enters-the-battlefield triggers.
 * A card that needs more is marked manual and resolved by the player.
 */

/** Which creatures a target or a group may be. Every field narrows. */
export interface CreatureFilter {
  /** Whose: yours, or the encounter's (the "foe", standing in for an opponent's). */
  readonly controller?: 'you' | 'foe';
  /** Not of this colour ("target nonblack creature"). */
  readonly notColour?: Colour;
  readonly nonArtifact?: boolean;
  /** An artifact creature ("each artifact creature you control"). */
  readonly artifact?: boolean;
  readonly withKeyword?: string;
  /** Without this keyword ("each creature without flying"). */
  readonly withoutKeyword?: string;
  /** Attacking or blocking ("target attacking or blocking creature"). */
  readonly inCombat?: boolean;
  /** Attacking ("target attacking creature"). */
  readonly attacking?: boolean;
  /** Blocking ("target blocking creature"): one declared as a blocker in this combat. */
  readonly blocking?: boolean;
  readonly tapped?: boolean;
  /** Of one of these creature types ("Other Soldier creatures", "target Skeleton, Vampire, or Zombie"). */
  readonly subtypes?: readonly string[];
  /** Of this colour ("except by black creatures"). */
  readonly colour?: Colour;
  /** Of any of these colours ("target green or white creature"). */
  readonly colours?: readonly Colour[];
  /** "with power 2 or less", "with power 4 or greater", "with toughness 3 or less". */
  readonly powerAtMost?: number;
  readonly powerAtLeast?: number;
  readonly toughnessAtMost?: number;
  /** Not the permanent the ability belongs to ("another creature"). */
  readonly other?: boolean;
  /** "with toughness less than this creature's power" (Stone Giant): compared with the ability's source. */
  readonly toughnessBelowSourcePower?: boolean;
}

/**
 * What an ability may target (CR 115). `any` is "any target": a creature or a
 * player. In Magic Crawl the only player is you; `opponent` marks spells that
 * would target an opponent, which the rules remove or discard (see setup).
 */
export type TargetSpec =
  | { readonly kind: 'creature'; readonly filter?: CreatureFilter }
  | { readonly kind: 'any' }
  | { readonly kind: 'player' }
  | { readonly kind: 'opponent' }
  /** `anyGraveyard` words it "from a graveyard": in a crawl only yours holds cards (encounter creatures go back to their piles). */
  /** `types`: with `type` 'any', a card of one of these types ("target instant or sorcery card", "target artifact card"). */
  | { readonly kind: 'card-in-graveyard'; readonly type: 'Creature' | 'any'; readonly types?: readonly CardType[]; readonly anyGraveyard?: boolean }
  /** "target artifact, enchantment, or land", "target black or red permanent": any of the types, any of the colours. */
  | { readonly kind: 'permanent'; readonly types?: readonly CardType[]; readonly colours?: readonly Colour[]; readonly controller?: 'you' | 'foe' }
  /** A card in your hand, chosen as the ability resolves (not a target in the rules' sense: hand cards are hidden). */
  | { readonly kind: 'card-in-hand'; readonly type: 'Creature' }
  /**
   * A spell on the stack ("counter target noncreature spell", CR 115.1a): of one of `types`, of none of `notTypes`, of
   * one of `colours`. Only a game that keeps a stack has one; in Magic Crawl, whose spells resolve as they are cast,
   * there is never a legal one, so a spell that needs it is never cast there (CR 601.2c).
   */
  | { readonly kind: 'spell'; readonly types?: readonly CardType[]; readonly notTypes?: readonly CardType[]; readonly colours?: readonly Colour[] };

/** Who or what an effect acts on. */
export type Subject =
  | 'target'
  /** The permanent the ability belongs to. */
  | 'self'
  | 'you'
  /** "each player": in a solo crawl, you. */
  | 'each-player'
  /** The creature the Aura or Equipment the ability belongs to is attached to ("enchanted creature", "equipped creature"). */
  | 'attached'
  /** "each opponent" of the controller: in Magic Crawl, you for an encounter creature's ability; the encounter, which has no life, for yours. */
  | 'each-opponent'
  /** The other creature a trigger names: the one blocked or blocking ("that creature"). */
  | 'that-creature'
  /** The player who controls the targeted creature ("… and 3 damage to that creature's controller"); none without life (Magic Crawl's encounter). */
  | 'target-controller'
  /** The player a trigger's event names ("that player": the one who discarded, for "Whenever an opponent discards a card"). */
  | 'that-player'
  /** Each creature the targeted player controls ("… to target player and 1 damage to each creature that player controls"). */
  | 'target-player-creatures'
  | { readonly each: CreatureFilter }
  /**
   * Every permanent of any of these card types, whoever controls it ("all artifacts", "all enchantments");
   * `nonland`: none that is a land as well ("all nonland permanents": an artifact land is spared).
   */
  | { readonly all: readonly CardType[]; readonly nonland?: boolean };

/** A number printed on the card, or the X paid. */
export type Amount = number | 'X';

/**
 * A number counted as the effect resolves: "for each land you control", "equal to the number of Mountains you control"
 * (lands of the controller, of a basic land type or any: land permanents, and in Frontier Magic the lands on the board
 * its creatures stand on), "for each creature on the battlefield" (creatures matching the filter, whoever controls
 * them unless it says); `times` that many for each ("2 life for each land": 2).
 */
export interface Counted {
  readonly count: { readonly lands: Terrain | 'any' } | { readonly creatures: CreatureFilter };
  readonly times?: number;
}

/** An amount printed, paid as X, or counted. */
export type CountedAmount = Amount | Counted;

export type Effect =
  /** `unpreventable`: "The damage can't be prevented" (CR 615.12): no protection, prevention shield or prevention rule stops it. */
  | { readonly do: 'damage'; readonly amount: CountedAmount; readonly to: Subject; readonly unpreventable?: true }
  /** `noRegeneration`: "They can't be regenerated" (CR 701.15c): a regeneration shield does not save it. */
  | { readonly do: 'destroy'; readonly what: Subject; readonly noRegeneration?: boolean }
  | { readonly do: 'exile'; readonly what: Subject }
  /** Return to its owner's hand (an encounter creature goes back to its pile). */
  | { readonly do: 'bounce'; readonly what: Subject }
  /** Put on top of its owner's library (CR 401.4; an encounter creature goes back to its pile). */
  | { readonly do: 'putOnTop'; readonly what: Subject }
  /** `loses`: keywords it loses until end of turn ("~ loses defender and gains flying", CR 613.1f), after any it gains. */
  | { readonly do: 'pump'; readonly what: Subject; readonly power: number; readonly toughness: number; readonly keywords?: readonly string[]; readonly loses?: readonly string[] }
  | { readonly do: 'counters'; readonly what: Subject; readonly count: Amount }
  | { readonly do: 'tap'; readonly what: Subject }
  | { readonly do: 'untap'; readonly what: Subject }
  /**
   * Your life, or with `who` "each player" (you, in a crawl); an encounter creature's own gain goes to no one.
   * Without `who`, a player the ability targets gains or loses it ("target player loses 2 life"); `who: 'you'` is
   * always the controller's, beside a target that may be a player ("… deals 3 damage to any target and you gain 3 life").
   */
  | { readonly do: 'gainLife'; readonly amount: CountedAmount; readonly who?: 'each-player' | 'you' }
  /** `each-opponent`: "each opponent loses N life". */
  | { readonly do: 'loseLife'; readonly amount: Amount; readonly who?: 'each-player' | 'you' | 'each-opponent' | 'that-player' }
  /** You draw; with `who: 'target'`, the player the ability targets ("Target player draws two cards"); `each-player`: every player with a library ("Each player draws a card"). */
  | { readonly do: 'draw'; readonly amount: Amount; readonly who?: 'target' | 'each-player' }
  /**
   * Mill (CR 701.13): the top N cards of a library go to its owner's graveyard; without `who`, your library; with
   * `who: 'target'`, the targeted player's. A library here is shuffled and its top decided only as it is drawn, so
   * those are N cards of it at random, as N draws would be.
   */
  | { readonly do: 'mill'; readonly amount: Amount; readonly who?: 'target' }
  /** "Target player puts the top half of their library, rounded down, into their graveyard" (CR 701.13): half its cards, counted as it resolves. */
  | { readonly do: 'millHalf'; readonly who: 'target' }
  /** "Target player shuffles their graveyard into their library" (Reminisce, CR 701.20). */
  | { readonly do: 'shuffleGraveyard'; readonly who: 'target' }
  /**
   * Ingest (CR 702.115a): "that player exiles the top card of their library", after combat damage to a player: each
   * opponent of the controller (the player dealt the damage, there being one), N cards of the library at random, into exile.
   */
  | { readonly do: 'exileTop'; readonly amount: number; readonly who: 'each-opponent' }
  /** Create tokens: `token` names a token card in the pool. */
  | { readonly do: 'token'; readonly token: string; readonly count: CountedAmount }
  /** Return the targeted card from your graveyard to your hand; `self`: the card whose ability it is (activated from the graveyard). */
  | { readonly do: 'returnToHand'; readonly what?: 'self' }
  /**
   * "Return ~ from your graveyard to the battlefield [tapped]": the card whose ability it is (activated from the graveyard), under its owner's control.
   * `unearth` (CR 702.84a): it gains haste, is exiled at the beginning of the next end step, and is exiled instead if it would leave the battlefield.
   */
  | { readonly do: 'returnToBattlefield'; readonly what: 'self'; readonly tapped?: true; readonly unearth?: true }
  /** The target player discards; only ever aimed at an opponent, so never resolved in a solo crawl. */
  | { readonly do: 'discard'; readonly amount: Amount; readonly who: 'target' }
  /**
   * "Prevent all combat damage that would be dealt this turn" (CR 615.1a): kept on every player's zones (`fog`) until
   * the cleanup step, and each variant's combat damage step deals none while it is.
   */
  | { readonly do: 'fog' }
  /** CR 701.15: a regeneration shield, used up the next time this turn the permanent would be destroyed. */
  | { readonly do: 'regenerate'; readonly what: Subject }
  /** "Sacrifice this": put it into its owner's graveyard (CR 701.17). */
  | { readonly do: 'sacrifice'; readonly what: 'self' }
  /**
   * Discards at random (CR 701.8): "that player" (the one dealt the damage; only you can be that player in a crawl), the
   * player targeted (`who: 'target'`, Mind Twist), or the controller (`who: 'you'`, "then discard three cards at random").
   */
  | { readonly do: 'discardRandom'; readonly amount: Amount; readonly who?: 'target' | 'you' }
  /**
   * Scry (CR 701.22): you look at that many cards of your library and put each on the bottom or back on top, in the order you
   * choose. Read only as the last thing an ability or spell does, since the game waits for the answers.
   */
  | { readonly do: 'scry'; readonly amount: number }
  /** Bolster N (CR 701.39a): N +1/+1 counters on the creature of the controller's with the least toughness (the first of them, on a tie). */
  | { readonly do: 'bolster'; readonly amount: number }
  /** You discard cards of your choice ("draw a card, then discard a card"). */
  | { readonly do: 'discardChosen'; readonly amount: Amount }
  /** Exile the targeted card from a graveyard. */
  | { readonly do: 'exileCard' }
  /** Put the chosen card from your hand onto the battlefield. */
  | { readonly do: 'putOntoBattlefield' }
  /** "doesn't untap during its controller's next untap step". */
  | { readonly do: 'freeze'; readonly what: Subject }
  /** "attacks you this turn if able": encounter creatures attack each turn if able already, so this changes nothing. */
  | { readonly do: 'mustAttack'; readonly what: Subject }
  /** "Sacrifice this unless you pay {1}" (Transguild Promenade): paid automatically when you can. */
  | { readonly do: 'sacrificeUnlessPay'; readonly mana: string }
  /**
   * A delayed trigger (CR 603.7): "sacrifice this" or "destroy that creature" at the beginning of the next end step.
   * `ifActivated`: only once the ability has been activated that many times this turn (Dragon Whelp).
   */
  | { readonly do: 'atNextEndStep'; readonly then: 'sacrifice' | 'destroy'; readonly what: 'self' | 'target'; readonly ifActivated?: number }
  /**
   * "Sacrifice a creature other than this, then each opponent loses life equal to its power. If you can't,
   * tap this and you lose N life" (Xathrid Demon). Which creature: see the resolver's stated rule.
   */
  | { readonly do: 'sacrificeAnother'; readonly drain: boolean; readonly otherwise: { readonly tapSelf: boolean; readonly loseLife: number } }
  /**
   * "Search your library for a basic land card, reveal it, put it into your hand, then shuffle": which one, by the resolver's stated rule;
   * `onto`: "put it onto the battlefield tapped" instead.
   */
  /** `andOneToHand`: "up to two basic land cards …, put one onto the battlefield tapped and the other into your hand" (the land onto the battlefield first). */
  | { readonly do: 'searchBasicLand'; readonly onto?: 'battlefield-tapped'; readonly andOneToHand?: true }
  /**
   * "Deals N damage divided as you choose among any number of targets": the targets and the division by the resolver's stated rule;
   * `upTo`: "among one, two, or three targets", that many targets at most.
   */
  | { readonly do: 'damageDivided'; readonly amount: number; readonly upTo?: number }
  /**
   * "Choose target nonland permanent you control and up to two target nonland permanents you don't control.
   * Destroy one of them at random" (Capricious Efreet): the targets by the resolver's stated rule.
   */
  | { readonly do: 'destroyOneAtRandom'; readonly yours: number; readonly upToTheirs: number }
  /**
   * "Each opponent sacrifices a land", "Sacrifice a land": each such player gives up a land they control, of their choosing
   * (in Frontier Magic, one their creatures stand on).
   */
  | { readonly do: 'sacrificeLand'; readonly who: 'you' | 'each-opponent' }
  /** Equip (CR 702.6a): attach the Equipment the ability belongs to to the target creature. */
  | { readonly do: 'attach' }
  /** "You get {E}{E}" (CR 122.1, 107.14): the controller gets that many energy counters (a seat with no zones, none). */
  | { readonly do: 'energy'; readonly amount: number }
  /**
   * "You may pay {E}{E}. If you do, …": the effects after it in the same list happen only if the controller pays that
   * much energy; the engine pays whenever the controller has enough (the option only helps), and without it the rest is skipped.
   */
  | { readonly do: 'payEnergy'; readonly amount: number }
  /**
   * "Counter target spell" (CR 701.6a): the targeted spell leaves the stack for its owner's graveyard, unresolved; one
   * that "can't be countered" stays (CR 101.2).
   */
  | {
      readonly do: 'counter';
      /**
       * "Counter target spell unless its controller pays {3}" (Mana Leak): the spell's controller pays that mana whenever
       * it can (the stated rule: paying only helps it), and the spell is countered only when it can't.
       */
      readonly unlessPays?: string;
    }
  /** Renown N (CR 702.112a): if the permanent the ability belongs to isn't renowned, it gets N +1/+1 counters and becomes renowned. */
  | { readonly do: 'renown'; readonly count: number }
  /** "Transform ~" (CR 701.28): the permanent the ability belongs to turns to its card's other face, the same object (a double-faced card's). */
  | { readonly do: 'transform' }
  /**
   * Fabricate N (CR 702.123a): its controller puts N +1/+1 counters on the permanent the ability belongs to, or creates N
   * `token`s (1/1 colourless Servo artifact creatures) instead; the game asks (`fabricate` prompt), and with the
   * permanent gone the tokens are made.
   */
  | { readonly do: 'fabricate'; readonly count: number; readonly token: string }
  | CoreSetEffect;

/** Effects read from the core sets' cards (the tenth round): returns to the library, tutors, life gained "this way". */
export type CoreSetEffect =
  /** "Shuffle ~ and your graveyard into their owner's library" (CR 701.20): the permanent and every card of its controller's graveyard. */
  | { readonly do: 'shuffleSelfAndGraveyard' }
  /** "Put target card from your graveyard on top of your library" (CR 401.4): the targeted card, the next one its owner draws. */
  | { readonly do: 'graveyardToTop' }
  /**
   * A tutor (CR 701.19): "search your library for a card [of a type or subtype], put it into your hand, then shuffle"; which
   * card by the resolver's stated rule (search.ts); `reveal`: the card is shown ("reveal it"), else only its owner sees it.
   */
  | {
      readonly do: 'tutor';
      readonly types?: readonly CardType[];
      readonly subtypes?: readonly string[];
      readonly reveal?: true;
      /** "Cards named ~" (Squadron Hawk): only cards of the source's own name. */
      readonly named?: true;
      /** "Up to three cards …": that many at most, each by the same rule (absent: one). */
      readonly upTo?: number;
    }
  /**
   * "You gain life equal to the damage dealt this way" (`of: 'damage'`: what the effect before it dealt, after prevention)
   * or "… to the life lost this way" (`of: 'life'`: what the players with life lost to the effect before it).
   */
  | { readonly do: 'gainLifeThisWay'; readonly of: 'damage' | 'life' }
  | Round11Effect;

/** Effects read in the eleventh round (core sets). */
export type Round11Effect =
  /**
   * "Flip a coin. If you win the flip, …" (CR 705): the effects after it in the same list happen only if the controller
   * wins the flip, an even chance drawn from the game's seed.
   */
  | { readonly do: 'flipCoin' }
  /**
   * "Search your library for up to two land cards, put them onto the battlefield tapped, then shuffle" (CR 701.19): the
   * lands by the basic-land search's stated rule, over every land card.
   */
  | { readonly do: 'searchLands'; readonly upTo: number }
  /**
   * "Each opponent discards a card", "Target opponent discards a card" (`who: 'target'`, the player targeted): each such
   * player discards `amount` cards by the discarder's stated rule (magic/discards.ts). `youChoose`: "Target opponent reveals
   * their hand. You choose a noncreature, nonland card from it. That player discards that card." (CR 701.8), the
   * controller choosing by its own rule among the cards of none of `notTypes`.
   */
  /**
   * "Put target attacking creature on the bottom of its owner's library" (CR 401.4); `gainToughness`: "Its controller
   * gains life equal to its toughness" (Condemn), the toughness it had as it left (CR 608.2h), its controller's gain.
   */
  /** "Your opponents can't cast spells this turn" (Silence, CR 101.2): the controller's opponents cast none until the turn ends. */
  | { readonly do: 'silence' }
  /** "Target creature has base power and toughness 1/1 until end of turn" (Diminish, CR 613.4b): pumps and counters still count on top. */
  | { readonly do: 'setBase'; readonly what: Subject; readonly power: number; readonly toughness: number }
  /**
   * "Reveal the top card of your library and put that card into your hand" (not a draw, CR 121.1); `loseLifeMV`: "You lose
   * life equal to its mana value." (Dark Tutelage).
   */
  | { readonly do: 'revealTopToHand'; readonly loseLifeMV?: true }
  | { readonly do: 'putOnBottom'; readonly what: Subject; readonly gainToughness?: true }
  | { readonly do: 'discardBy'; readonly who: 'each-opponent' | 'target'; readonly amount: number; readonly youChoose?: true; readonly notTypes?: readonly CardType[] };

/** A cost beyond mana: {T}, sacrificing the permanent. */
export interface ActivationCost {
  readonly mana?: string;
  readonly tap?: boolean;
  readonly sacrifice?: boolean;
  /** "Sacrifice a creature", "Sacrifice a Goblin": one of your creatures matching this, chosen as the ability is activated (it may be this one). */
  readonly sacrificeA?: CreatureFilter;
  /** "Sacrifice a land": one you control, chosen as the ability is activated (in Frontier Magic, one your creatures stand on). */
  readonly sacrificeLand?: boolean;
  /** "Pay {E}{E}": that many of the controller's energy counters (CR 107.14), refused when short. */
  readonly energy?: number;
  /** "Exile ~": the permanent is exiled as the cost is paid (CR 602.2b). */
  readonly exileSelf?: boolean;
  /** "Remove a +1/+1 counter from ~": refused without one (CR 602.2b). */
  readonly removeCounter?: boolean;
  /** "Discard this card": an ability activated from your hand (cycling) discards its own card as the cost is paid. */
  readonly discardSelf?: boolean;
}

/**
 * When a triggered ability triggers (CR 603.2). "Your upkeep" is the
 * controller's: for an encounter creature, the start of its turn.
 */
export type TriggerEvent =
  | 'dies'
  /** "When ~ is turned face up" (morph, CR 702.37e): as its controller turns it face up. */
  | 'turned-face-up'
  | 'your-upkeep'
  /** "At the beginning of each upkeep": every player's (in Magic Crawl, yours: the one upkeep of a round). */
  | 'each-upkeep'
  /** "At the beginning of the end step": every end step, yours and the encounter's. */
  | 'end-step'
  | 'attacks'
  | 'blocks'
  | 'blocks-or-blocked'
  | 'combat-damage-to-player'
  | 'damage-to-opponent'
  | 'another-creature-enters'
  /** "Whenever a creature dies" (this one too, CR 603.10a), "Whenever another creature dies": any player's, an encounter's too. */
  | 'creature-dies'
  | 'another-creature-dies'
  /** "Whenever a creature you control dies" (this one too, CR 603.10a), "Whenever another creature you control dies". */
  | 'creature-yours-dies'
  | 'another-creature-yours-dies'
  /** "Whenever a land enters the battlefield under your control" (landfall). */
  | 'land-enters-yours'
  | 'becomes-target'
  /** "Whenever a creature enters under your control" (this one too), "Whenever another creature enters under your control": "that creature" is the one that entered. */
  | 'creature-enters-yours'
  | 'another-creature-enters-yours'
  /** "Whenever a creature you control attacks alone" (exalted, CR 702.83a): that creature is the trigger's "that creature". */
  | 'creature-yours-attacks-alone'
  /** "Whenever you gain life" (CR 119.9): once for each event in which the ability's controller gains life. */
  | 'you-gain-life'
  /** "Whenever an opponent discards a card" (CR 701.8): once for each card; "that player" is the one who discarded. */
  | 'opponent-discards'
  /**
   * A spell is cast by the ability's controller ("you"), by its opponent, or by any player ("a player"): in a crawl only
   * you cast spells. `notTypes`: a spell of none of these types ("a noncreature spell"); `colourless`: a spell of no colour
   * ("a colorless spell", CR 105.2c).
   */
  | {
      readonly cast: 'you' | 'opponent' | 'any';
      readonly types?: readonly CardType[];
      readonly notTypes?: readonly CardType[];
      readonly colours?: readonly Colour[];
      readonly colourless?: true;
    }
  /** "Whenever a Swamp enters the battlefield under your control": a land of that land type entering under the controller's control. */
  | { readonly land: Terrain };

/** A rule a permanent's static ability adds (CR 604). */
export type StaticRule =
  /** "can't be blocked", or "… except by black creatures". */
  | { readonly is: 'unblockable'; readonly exceptColour?: Colour }
  | { readonly is: 'blocks-any-number' }
  /** "This creature can't be blocked by Walls" (CR 509.1b): no creature of that type may block it. */
  | { readonly is: 'not-blocked-by'; readonly subtype: string }
  /** "This creature can't be blocked by artifact creatures" (CR 509.1b): no artifact creature may block it. */
  | { readonly is: 'not-blocked-by-artifacts' }
  /** "This creature can't be blocked by creatures with power 2 or less" (CR 509.1b). */
  | { readonly is: 'not-blocked-by-power'; readonly atMost: number }
  /** "This creature can't be blocked by more than one creature" (CR 509.1b). */
  | { readonly is: 'blocked-by-one-at-most' }
  /** "This creature can't block." */
  | { readonly is: 'cant-block' }
  /** "This creature can block only creatures with flying." */
  | { readonly is: 'blocks-only-flying' }
  | { readonly is: 'attacks-each-combat' }
  | { readonly is: 'not-alone' }
  /** "can't attack unless defending player controls an Island". */
  | { readonly is: 'attacks-only-if'; readonly defenderControls: Terrain }
  /**
   * "~ can't attack unless an opponent has been dealt damage this turn" (`opponentDamaged`), "~ can't attack unless there
   * are five or more Islands on the battlefield" (`landsOnBattlefield`, `atLeast`): CR 508.1c, checked as attackers are declared.
   */
  | { readonly is: 'attacks-only-when'; readonly opponentDamaged?: true; readonly landsOnBattlefield?: Terrain; readonly atLeast?: number }
  /** "All creatures able to block this do so." */
  | { readonly is: 'lure' }
  /** "If a source an opponent controls would deal damage to you, prevent N of that damage." */
  | { readonly is: 'prevent-from-opponents'; readonly amount: number }
  /** "You can't lose the game and your opponents can't win the game." */
  | { readonly is: 'no-losing' }
  /** "If this would be put into a graveyard from anywhere, shuffle it into its owner's library instead." */
  | { readonly is: 'shuffle-instead' }
  /** "This spell can't be countered": nothing in a crawl counters spells. */
  | { readonly is: 'uncounterable' }
  /** "A deck can have any number of cards named this": the crawl sets no limit on copies. */
  | { readonly is: 'any-number-in-deck' }
  /** Convoke (CR 702.51): the spell's cost may be paid by tapping its caster's untapped creatures too (payments.ts). */
  | { readonly is: 'convoke' }
  /** Delve (CR 702.66): each card its caster exiles from their graveyard as they cast it pays for {1} (magic/delve.ts). */
  | { readonly is: 'delve' }
  /**
   * "As an additional cost to cast this spell, sacrifice a creature" (CR 601.2b, 601.2h): the spell is cast only with a
   * creature of its caster's named to sacrifice (the cast action's `sacrifice`), sacrificed as the spell is paid for.
   */
  | { readonly is: 'sacrifice-to-cast' }
  /**
   * "As an additional cost to cast this spell, discard a card" (CR 601.2b, 601.2h): the spell is cast only with another
   * card of its caster's hand named to discard (the cast action's `discard`), discarded as the spell is paid for.
   */
  | { readonly is: 'discard-to-cast' }
  /**
   * Rebound (CR 702.88a): cast from its owner's hand, the instant or sorcery is exiled as it resolves, and at the
   * beginning of its owner's next upkeep they may cast it from exile without paying its mana cost (magic/rebound.ts).
   */
  | { readonly is: 'rebound' }
  /** Improvise (CR 702.126): the spell's generic mana may be paid by tapping its caster's untapped artifacts too (payments.ts). */
  | { readonly is: 'improvise' }
  /** "~ doesn't untap during your untap step" (CR 502.3): it stays tapped until something untaps it (Basalt Monolith's own ability). */
  | { readonly is: 'no-untap' }
  /** "You have no maximum hand size" (CR 402.2): its controller discards nothing at cleanup while it is on the battlefield. */
  | { readonly is: 'no-max-hand-size' }
  /**
   * "You have hexproof" (CR 702.11c), "You have shroud" (CR 702.18b): while it is on the battlefield its controller can't
   * be the target of spells or abilities its opponents control (hexproof), or of any (shroud).
   */
  | { readonly is: 'you-hexproof' }
  | { readonly is: 'you-shroud' }
  /**
   * "If ~ is in your opening hand, you may begin the game with it on the battlefield" (CR 103.6a, the leylines): as its
   * owner keeps the opening hand (after any cards go to the bottom), it goes onto the battlefield; the engine always takes
   * the option.
   */
  | { readonly is: 'begin-on-battlefield' }
  /**
   * "This land enters tapped", or "… unless you control a Swamp or a Mountain" (`unlessControls`: a land of any of those types),
   * "… unless you control two or fewer other lands" (`unlessOtherLandsAtMost`), "… unless you control two or more basic lands"
   * (`unlessBasicLandsAtLeast`).
   */
  | {
      readonly is: 'enters-tapped';
      readonly unlessControls?: readonly Terrain[];
      readonly unlessOtherLandsAtMost?: number;
      readonly unlessBasicLandsAtLeast?: number;
    };

/** One mode of a modal spell: what it does when chosen, with one target at most. */
export interface SpellMode {
  readonly target?: TargetSpec;
  readonly effects: readonly Effect[];
}

export type Ability =
  /** What an instant or sorcery does when it resolves. */
  | { readonly kind: 'spell'; readonly target?: TargetSpec; readonly effects: readonly Effect[] }
  /**
   * "Choose one —" of an instant or sorcery (CR 700.2): the caster names one mode as the spell is cast (the cast
   * action's `mode`), and the spell is then that mode's plain spell ability (card-db's castInfo).
   */
  | { readonly kind: 'modes'; readonly modes: readonly SpellMode[] }
  /** "When this enters, …" (CR 603.6a); `optional` for "you may" with no target to choose (a search). */
  | { readonly kind: 'etb'; readonly target?: TargetSpec; readonly effects: readonly Effect[]; readonly optional?: boolean }
  /**
   * "Cost: effect" (CR 602); `from: 'graveyard'` for one activated while the card is in your graveyard (Magma Phoenix),
   * `from: 'hand'` for one activated while it is in your hand (cycling, CR 702.29: "{2}, Discard this card: Draw a card");
   * `sorcery`: only when you could cast a sorcery (equip, CR 702.6a).
   */
  | {
      readonly kind: 'activated';
      readonly cost: ActivationCost;
      readonly target?: TargetSpec;
      readonly effects: readonly Effect[];
      readonly from?: 'graveyard' | 'hand';
      readonly sorcery?: boolean;
      /** "Activate only once each turn" (CR 602.5b). */
      readonly oncePerTurn?: boolean;
    }
  /** "{T}: Add one mana of …" on a nonland permanent (basic lands make mana by their land type). */
  | {
      readonly kind: 'mana';
      readonly produces: readonly ManaType[];
      /** A mana cost paid with other mana, as well as {T} (a filter: Shimmering Grotto). */
      readonly cost?: string;
      /** "Add {G} for each Elf you control": one mana per creature of yours matching this (Elvish Archdruid). */
      readonly forEach?: CreatureFilter;
      /** "{T}: Add {C}{C}" (Sol Ring): this many mana of its one type at once, as a source of several mana is paid with (payments.ts). */
      readonly amount?: number;
      /**
       * "… ~ deals 1 damage to you" after the mana (the painlands): its controller is dealt that much damage by it each time
       * it makes mana so. Paying taps it for the mana of a painless ability of its own whenever that pays (payments.ts).
       */
      readonly pain?: number;
      /**
       * "Sacrifice this creature: Add {C}." (the Eldrazi Scion tokens): the cost is the sacrifice, no {T} (CR 605.1a). The
       * payer sacrifices such a source only when the others cannot pay, as few as it takes (payments.ts).
       */
      readonly sacrifice?: true;
    }
  /** "Creatures you control get +N/+N [and have …]" (CR 611.3); `other` leaves this creature out, `subtypes` narrows it to those types. */
  | {
      readonly kind: 'anthem';
      readonly power: number;
      readonly toughness: number;
      readonly keywords?: readonly string[];
      readonly other?: boolean;
      readonly subtypes?: readonly string[];
      /** "White creatures you control get +1/+1": only creatures of this colour; `colourless`: "Other colorless creatures …". */
      readonly colour?: Colour;
      readonly colourless?: boolean;
      /** "Other artifact creatures you control get +1/+1": only artifact creatures. */
      readonly artifact?: boolean;
      /** "Creatures your opponents control get …": in a crawl, an anthem of the foes' that weakens yours (Adjusting). */
      readonly affects?: 'opponents';
      /** "Each creature you control with a +1/+1 counter on it has …" (outlast's partners): only creatures with a counter. */
      readonly withCounter?: true;
    }
  /**
   * A triggered ability (CR 603); `optional` for "you may": see the resolver for when it is declined. `thatFilter`: only when
   * the creature the event names ("that creature", the one entering) matches it as the event happens ("Whenever another
   * creature with power 3 or greater enters the battlefield under your control").
   */
  | {
      readonly kind: 'trigger';
      readonly when: TriggerEvent;
      readonly target?: TargetSpec;
      readonly effects: readonly Effect[];
      readonly optional?: boolean;
      readonly thatFilter?: CreatureFilter;
      /**
       * An intervening "if" about the turn before this one (CR 603.4), the werewolves': "if no spells were cast last
       * turn" (`no-spells`), "if a player cast two or more spells last turn" (`two-spells`).
       */
      readonly ifLastTurn?: 'no-spells' | 'two-spells';
    }
  | { readonly kind: 'static'; readonly rule: StaticRule }
  /**
   * Madness [cost] (CR 702.35a): a discarded card with it is exiled instead of put into the graveyard, and its owner then
   * casts it for this mana cost, whatever the timing, or puts it into the graveyard (magic/madness.ts).
   */
  | { readonly kind: 'madness'; readonly cost: string }
  /**
   * Devour N (CR 702.82a): as the creature enters, its controller may sacrifice any number of other creatures; it enters
   * with N +1/+1 counters for each (magic/devour.ts).
   */
  | { readonly kind: 'devour'; readonly multiplier: number }
  /**
   * Morph [cost] (CR 702.37), megamorph (CR 702.37b) with `mega`: the card may be cast face down for {3} as a 2/2
   * creature with no name, text or colour, and its controller may turn it face up, whenever they could act, by paying
   * this mana cost (a special action, CR 116.2b; megamorph adds a +1/+1 counter). See magic/morph.ts.
   */
  | { readonly kind: 'morph'; readonly cost: string; readonly mega?: true }
  /**
   * Dash [cost] (CR 702.109a): the card may be cast for this mana cost instead of its own; the creature then has haste and
   * returns to its owner's hand at the beginning of the next end step (the cast action's `dash`).
   */
  | { readonly kind: 'dash'; readonly cost: string }
  /**
   * Power and toughness each equal to the number of lands of a type you control, or of lands of any type (`any`), or of
   * creatures you control (`creatures-count`): a characteristic-defining ability (CR 604.3), counted among the permanents
   * its controller controls; `powerOnly`: "~'s power is equal to …" (the toughness is the printed one).
   */
  | { readonly kind: 'lands-count'; readonly land: Terrain | 'any'; readonly powerOnly?: boolean }
  | { readonly kind: 'creatures-count'; readonly powerOnly?: boolean }
  /** "+N/+N for each other creature on the battlefield with the same name"; `yours`: "… for each other creature you control named ~". */
  | { readonly kind: 'per-namesake'; readonly power: number; readonly toughness: number; readonly yours?: true }
  /** "~ gets +0/+1 for each Mountain you control": a bonus to itself for each land of that type its controller controls (land permanents). */
  | { readonly kind: 'per-land'; readonly land: Terrain; readonly power: number; readonly toughness: number }
  /** "Whenever a creature this one damaged this turn dies, it gets N +1/+1 counters" (CR 603.10a looks back at the damage). */
  | { readonly kind: 'feeds'; readonly counters: number }
  /**
   * "~ gets +1/+1 as long as you control an artifact", "~ has menace as long as …", "As long as you control a Forest, ~ gets …"
   * (CR 611.3a): the bonus applies while its controller controls a permanent of that card type, or a land of that land type.
   */
  | {
      readonly kind: 'while-controls';
      /** `lifeAtLeast`: "As long as you have 30 or more life" (its controller's life; a seat without life never has it). */
      readonly controls: { readonly type: CardType } | { readonly land: Terrain } | { readonly lifeAtLeast: number };
      readonly power?: number;
      readonly toughness?: number;
      readonly keywords?: readonly string[];
    }
  /**
   * "This enters with N +1/+1 counters on it" (a replacement, CR 614.1c); `ifOpponentDamaged`: bloodthirst N (CR 702.54a),
   * only if an opponent of its controller was dealt damage this turn; `ifPermanentLeft`: revolt (CR 207.2c), only if a
   * permanent its controller controlled left the battlefield this turn.
   */
  /** `count` 'X': the X paid as it was cast (CR 107.3m); 0 when it enters without being cast. */
  /** `count` 'converge': one for each colour of mana spent to cast it (CR 702.119a); 0 when it enters without being cast. */
  /** `amplify` (CR 702.38a): `count` counters for each card sharing a creature type with it that its controller reveals from their hand. */
  | { readonly kind: 'enters-with-counters'; readonly count: number | 'X' | 'converge'; readonly ifOpponentDamaged?: boolean; readonly ifPermanentLeft?: boolean; readonly amplify?: true }
  /** Equipment (CR 301.5): "Equipped creature gets +N/+N and has …", while it is attached to a creature. */
  /** `unblockable`: "Equipped creature can't be blocked" (CR 509.1b), while attached. */
  | { readonly kind: 'equipment'; readonly power?: number; readonly toughness?: number; readonly keywords?: readonly string[]; readonly unblockable?: true }
  /** Aura: "Enchant creature. Enchanted creature gets +N/+N, has …, can't attack or block." */
  | {
      readonly kind: 'aura';
      readonly target: { readonly kind: 'creature'; readonly filter?: CreatureFilter };
      readonly power?: number;
      readonly toughness?: number;
      readonly keywords?: readonly string[];
      readonly cantAttackOrBlock?: boolean;
      /** "Enchanted creature doesn't untap during its controller's untap step" (CR 502.3): it stays tapped while the Aura is on it. */
      readonly noUntap?: boolean;
      /** "Enchanted creature gets -1/-1 for each Swamp you control": the power and toughness once for each land of that type the Aura's controller controls. */
      readonly perLand?: Terrain;
    };

/** How much of a card the engine plays by itself. */
export type Automation = 'full' | 'manual';

/** Unearth's shape (CR 702.84a): a mana cost, from the graveyard, as a sorcery, the card itself returned to the battlefield to fight one turn. */
export function isUnearth(a: Ability | undefined): a is Extract<Ability, { kind: 'activated' }> & { readonly cost: { readonly mana: string } } {
  if (a?.kind !== 'activated') return false;
  const e = a.effects[0];
  return a.from === 'graveyard' && a.sorcery === true && !!a.cost.mana && a.effects.length === 1 && e?.do === 'returnToBattlefield' && e.unearth === true;
}

/** The madness cost of a card's ability, if it has madness (CR 702.35a). */
export function madnessOf(abilities: readonly Ability[]): string | undefined {
  for (const a of abilities) if (a.kind === 'madness') return a.cost;
  return undefined;
}

/** A card's dash cost, if it has dash (CR 702.109a). */
export function dashOf(abilities: readonly Ability[]): string | undefined {
  for (const a of abilities) if (a.kind === 'dash') return a.cost;
  return undefined;
}

/** A card's morph ability, if it has morph or megamorph (CR 702.37). */
export function morphOf(abilities: readonly Ability[]): Extract<Ability, { kind: 'morph' }> | undefined {
  for (const a of abilities) if (a.kind === 'morph') return a;
  return undefined;
}

/** Cycling's shape (CR 702.29a): activated from the hand, mana and the card itself as the cost, one card drawn. */
export function isCycling(a: Ability | undefined): a is Extract<Ability, { kind: 'activated' }> & { readonly cost: { readonly mana: string } } {
  if (a?.kind !== 'activated') return false;
  const e = a.effects[0];
  return a.from === 'hand' && a.cost.discardSelf === true && !!a.cost.mana && a.effects.length === 1 && e?.do === 'draw' && e.amount === 1 && e.who === undefined && !a.target;
}
