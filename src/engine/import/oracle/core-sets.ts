import type { Ability, Effect, TargetSpec } from '../../cards/abilities';
import type { CardType } from '../../cards/card';
import type { Terrain } from '../../colour';
import { readSentence, targetOf } from './effects';
import { getsAndHas, keywordLineOf } from './keywords';
import { cardTypeOf, landTypeOf, numberWord, ptChange, typeList } from './words';

/**
 * Effect sentences of the core sets' cards (issue 15's tenth round), kept apart from
 * effects.ts so that each round's shapes read on their own: a divided
 * damage among one, two, or three targets; Elixir of Immortality's shuffle
 * of itself and your graveyard; a card from your graveyard put on top of
 * your library; "target opponent loses N life"; "draw N cards, then discard
 * a card"; "tap that creature" after a target; "each player draws"; tutors
 * for any card or a card of a type; and, read only whole, "tap all creatures
 * target player controls. Those creatures don't untap …" and two basic lands
 * "one onto the battlefield tapped and the other into your hand".
 */

interface Reading {
  readonly effects: readonly Effect[];
  readonly target?: TargetSpec;
}

type Pattern = readonly [RegExp, (m: RegExpExecArray) => Reading | undefined];

const N = '(\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)';

const SENTENCES: readonly Pattern[] = [
  // "~ deals 3 damage divided as you choose among one, two, or three targets" (older: "… target creatures and/or players").
  [/^(?:~|it) deals (\d+) damage divided as you choose among one, two, or three (?:targets|target creatures and\/or players)$/, (m) => ({ effects: [{ do: 'damageDivided', amount: Number(m[1]), upTo: 3 }] })],
  [/^shuffle ~ and your graveyard into (?:their|its) owner's library$/, () => ({ effects: [{ do: 'shuffleSelfAndGraveyard' }] })],
  [/^put target card from your graveyard on top of your library$/, () => ({ target: { kind: 'card-in-graveyard', type: 'any' }, effects: [{ do: 'graveyardToTop' }] })],
  [/^target opponent loses (\d+) life$/, (m) => ({ target: { kind: 'opponent' }, effects: [{ do: 'loseLife', amount: Number(m[1]) }] })],
  [new RegExp(`^draw ${N} cards, then discard a card$`), (m) => ({ effects: [{ do: 'draw', amount: numberWord(m[1]!)! }, { do: 'discardChosen', amount: 1 }] })],
  // After a sentence with a target, "that creature" is the one targeted (readSentences).
  [/^you gain life equal to the (damage dealt|life lost) this way$/, (m) => ({ effects: [{ do: 'gainLifeThisWay', of: m[1] === 'damage dealt' ? 'damage' : 'life' }] })],
  [/^tap that creature$/, () => ({ effects: [{ do: 'tap', what: 'that-creature' }] })],
  [new RegExp(`^each player draws ${N} cards?$`), (m) => ({ effects: [{ do: 'draw', amount: numberWord(m[1]!)!, who: 'each-player' }] })],
  // Tutors: "Search your library for a card, put that card into your hand, then shuffle", "… for an Aura card, reveal it, put it …".
  [/^search your library for an? (?:(\w+) )?card, (reveal it, |reveal that card, )?put (?:it|that card) into your hand, then shuffle(?: your library)?$/, (m) => tutor(m[1], m[2] !== undefined)],
  // The eleventh round. "Sacrifice ~ and draw three cards" (Sorcerer's Strongbox): the sacrifice, then the rest, yours.
  [
    /^sacrifice ~ and (.+)$/,
    (m) => {
      const r = readSentence(m[1]!);
      return r && !r.target && r.tokens.length === 0 ? { effects: [{ do: 'sacrifice', what: 'self' }, ...r.effects] } : undefined;
    },
  ],
  // "Search your library for up to three cards named ~, reveal them, put them into your hand, then shuffle" (Squadron Hawk).
  [
    new RegExp(`^search your library for (?:up to ${N} cards|a card) named ~, (reveal (?:them|it), )?put (?:them|it) into your hand, then shuffle(?: your library)?$`),
    (m) => {
      const upTo = m[1] === undefined ? 1 : numberWord(m[1])!;
      return upTo >= 1 ? { effects: [{ do: 'tutor', named: true, ...(upTo > 1 ? { upTo } : {}), ...(m[2] !== undefined ? { reveal: true as const } : {}) }] } : undefined;
    },
  ],
  // A trigger's "that player" (the one who discarded, the one dealt combat damage): "that player loses 2 life", "~ deals 2 damage to that player".
  [/^that player loses (\d+) life$/, (m) => ({ effects: [{ do: 'loseLife', amount: Number(m[1]), who: 'that-player' }] })],
  [/^~ deals (\d+) damage to that player$/, (m) => ({ effects: [{ do: 'damage', amount: Number(m[1]), to: 'that-player' }] })],
  // "Until end of turn, ~ loses defender and gains flying." (Gargoyle Sentinel; CR 613.1f).
  [
    /^(?:until end of turn, ~ loses (.+?) and gains (.+)|~ loses (.+?) and gains (.+?) until end of turn)$/,
    (m) => {
      const loses = keywordLineOf(m[1] ?? m[3]!);
      const gains = keywordLineOf((m[2] ?? m[4]!).replace(/,? and /g, ', '));
      return loses && gains && loses.length > 0 && gains.length > 0 ? { effects: [{ do: 'pump', what: 'self', power: 0, toughness: 0, keywords: gains, loses }] } : undefined;
    },
  ],
  // "Target creature has base power and toughness 1/1 until end of turn." (Diminish).
  [
    /^target (.+?) has base power and toughness (\d+)\/(\d+) until end of turn$/,
    (m) => {
      const target = targetOf(m[1]!);
      return target && target.kind === 'creature' ? { target, effects: [{ do: 'setBase', what: 'target', power: Number(m[2]), toughness: Number(m[3]) }] } : undefined;
    },
  ],
  // "Your opponents can't cast spells this turn." (Silence).
  [/^your opponents can't cast spells this turn$/, () => ({ effects: [{ do: 'silence' }] })],
  // "Each opponent discards a card", "Target opponent discards two cards" (CR 701.8): by the discarder's stated rule.
  [new RegExp(`^each opponent discards ${N} cards?$`), (m) => ({ effects: [{ do: 'discardBy', who: 'each-opponent', amount: numberWord(m[1]!)! }] })],
  // "Target player discards X cards at random" (Mind Twist), "… a card at random"; "Draw four cards, then discard three cards at random".
  [new RegExp(`^target (opponent|player) discards (X|${N.slice(1, -1)}) cards? at random$`), (m) => ({
    target: { kind: m[1] === 'opponent' ? 'opponent' : 'player' },
    effects: [{ do: 'discardRandom', who: 'target', amount: m[2] === 'X' ? 'X' : numberWord(m[2]!)! }],
  })],
  [new RegExp(`^draw ${N} cards, then discard ${N} cards at random$`), (m) => ({ effects: [{ do: 'draw', amount: numberWord(m[1]!)! }, { do: 'discardRandom', who: 'you', amount: numberWord(m[2]!)! }] })],
  [new RegExp(`^target (opponent|player) discards ${N} cards?$`), (m) => ({ target: { kind: m[1] === 'opponent' ? 'opponent' : 'player' }, effects: [{ do: 'discardBy', who: 'target', amount: numberWord(m[2]!)! }] })],
  // "Search your library for up to two land cards, put them onto the battlefield tapped, then shuffle" (Primeval Titan).
  [
    new RegExp(`^search your library for (?:up to ${N} land cards, put them|a land card, put it) onto the battlefield tapped, then shuffle(?: your library)?$`),
    (m) => {
      const upTo = m[1] === undefined ? 1 : numberWord(m[1])!;
      return upTo >= 1 ? { effects: [{ do: 'searchLands', upTo }] } : undefined;
    },
  ],
];

const WHOLE: readonly Pattern[] = [
  // Dark Tutelage: "Reveal the top card of your library and put that card into your hand. You lose life equal to its mana value."
  [
    /^reveal the top card of your library and put that card into your hand(\. You lose life equal to its mana value)?$/,
    (m) => ({ effects: [{ do: 'revealTopToHand', ...(m[1] ? { loseLifeMV: true as const } : {}) }] }),
  ],
  // Condemn: "Put target attacking creature on the bottom of its owner's library. Its controller gains life equal to its toughness."
  [
    /^put target (.+?) on the bottom of its owner's library(\. Its controller gains life equal to its toughness)?$/,
    (m) => {
      const target = targetOf(m[1]!);
      return target && target.kind === 'creature' ? { target, effects: [{ do: 'putOnBottom', what: 'target', ...(m[2] ? { gainToughness: true as const } : {}) }] } : undefined;
    },
  ],
  // Duress, Distress, Coercion: "Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card." (CR 701.8).
  [
    /^target (opponent|player) reveals their hand\. You choose an? ((?:non\w+, )*non\w+ )?card from it\. That player discards that card$/,
    (m) => {
      const words = m[2] === undefined ? [] : m[2].trim().split(', ').map((w) => cardTypeOf(w.replace(/^non/, '')));
      if (words.some((ty) => ty === undefined)) return undefined;
      const notTypes = words as CardType[];
      return {
        target: { kind: m[1] === 'opponent' ? 'opponent' : 'player' },
        effects: [{ do: 'discardBy', who: 'target', amount: 1, youChoose: true, ...(notTypes.length > 0 ? { notTypes } : {}) }],
      };
    },
  ],
  // "~ deals 5 damage to target white or blue creature. The damage can't be prevented." (CR 615.12)
  [
    /^(.+)\. The damage can't be prevented$/,
    (m) => {
      // effects.ts's reader (the two modules use each other only as they read, never as they load).
      const r = readSentence(m[1]!);
      const e = r?.effects.length === 1 ? r.effects[0]! : undefined;
      return r && e?.do === 'damage' ? { ...r, effects: [{ ...e, unpreventable: true }] } : undefined;
    },
  ],
  [
    /^tap all creatures target player controls\. Those creatures don't untap during that player's next untap step$/,
    () => ({
      target: { kind: 'player' },
      effects: [
        { do: 'tap', what: 'target-player-creatures' },
        { do: 'freeze', what: 'target-player-creatures' },
      ],
    }),
  ],
  [
    /^search your library for up to two basic land cards, reveal those cards, (?:and )?put one onto the battlefield tapped and the other into your hand\. Then shuffle(?: your library)?$/,
    () => ({ effects: [{ do: 'searchBasicLand', onto: 'battlefield-tapped', andOneToHand: true }] }),
  ],
];

/** "Aura" (a subtype), "artifact", "creature" (card types), or none: any card. */
function tutor(kind: string | undefined, reveal: boolean): Reading | undefined {
  const shown = reveal ? { reveal: true as const } : {};
  if (kind === undefined) return { effects: [{ do: 'tutor', ...shown }] };
  const types = typeList(kind) as CardType[] | undefined;
  if (types && types.length === 1 && types[0] !== 'Land') return { effects: [{ do: 'tutor', types, ...shown }] };
  if (kind === 'Aura' || kind === 'Equipment') return { effects: [{ do: 'tutor', subtypes: [kind], ...shown }] };
  return undefined;
}

function first(patterns: readonly Pattern[], text: string): Reading | undefined {
  for (const [re, make] of patterns) {
    const m = re.exec(text);
    const r = m ? make(m) : undefined;
    if (r) return r;
  }
  return undefined;
}

/** One sentence, lower-cased at its start, without its final period. */
export function readCoreSetSentence(lower: string): Reading | undefined {
  return first(SENTENCES, lower);
}

/** Sentences read only together (joined, lower-cased at the start, without the final period). */
export function readCoreSetWhole(lower: string): Reading | undefined {
  return first(WHOLE, lower);
}

// ── Lines: statics and costs ─────────────────────────────────────────────

/**
 * The tenth round's static lines: "You have hexproof." / "You have shroud." (CR 702.11c, 702.18b); "~ gets +0/+1 for each
 * Mountain you control."; "As long as you have 30 or more life, ~ gets +5/+5 and has flying." (CR 611.3a).
 */
export function readCoreSetLine(line: string): Ability | undefined {
  if (line === 'You have hexproof.') return { kind: 'static', rule: { is: 'you-hexproof' } };
  if (line === 'You have shroud.') return { kind: 'static', rule: { is: 'you-shroud' } };
  if (line === 'If ~ is in your opening hand, you may begin the game with it on the battlefield.') return { kind: 'static', rule: { is: 'begin-on-battlefield' } };
  // The eleventh round: "~ can't attack unless an opponent has been dealt damage this turn.", "… unless there are five or more Islands on the battlefield." (CR 508.1c).
  if (line === "~ can't attack unless an opponent has been dealt damage this turn.") return { kind: 'static', rule: { is: 'attacks-only-when', opponentDamaged: true } };
  const lands = new RegExp(`^~ can't attack unless there are ${N} or more (\\w+)s on the battlefield\\.$`).exec(line);
  const landType = lands ? landTypeOf(lands[2]!) : undefined;
  const atLeast = lands ? numberWord(lands[1]!.toLowerCase()) : undefined;
  if (lands && landType && landType === lands[2] && atLeast !== undefined && atLeast >= 1) return { kind: 'static', rule: { is: 'attacks-only-when', landsOnBattlefield: landType, atLeast } };
  const perLand = /^~ gets ([+-]\d+\/[+-]\d+) for each (\w+) you control\.$/.exec(line);
  const land = perLand ? landTypeOf(perLand[2]!) : undefined;
  const pt = perLand ? ptChange(perLand[1]!) : undefined;
  if (land && pt && perLand![2] === land) return { kind: 'per-land', land, power: pt[0], toughness: pt[1] };
  const life = /^As long as you have (\d+) or more life, ~ (.+)\.$/.exec(line);
  if (life) {
    const bonus = getsAndHas(life[2]!);
    return bonus ? { kind: 'while-controls', controls: { lifeAtLeast: Number(life[1]) }, ...bonus } : undefined;
  }
  return undefined;
}

/** A cost the tenth round reads: "Exile ~", "Remove a +1/+1 counter from ~" (CR 602.2b). */
export function coreSetCostPart(part: string): { exileSelf: true } | { removeCounter: true } | undefined {
  if (part === 'Exile ~') return { exileSelf: true };
  if (part === 'Remove a +1/+1 counter from ~') return { removeCounter: true };
  return undefined;
}

/** An Aura's "gets -1/-1 for each Swamp you control": the change and the land type. */
export function perLandChange(part: string): { power: number; toughness: number; land: Terrain } | undefined {
  const m = /^gets ([+-]\d+\/[+-]\d+) for each (\w+) you control$/.exec(part);
  const land = m ? landTypeOf(m[2]!) : undefined;
  const pt = m ? ptChange(m[1]!) : undefined;
  return land && pt && m![2] === land ? { power: pt[0], toughness: pt[1], land } : undefined;
}

/** "Equipped creature can't be blocked and has shroud.", "Equipped creature can't be blocked." (CR 509.1b). */
export function unblockableEquipped(line: string): Extract<Ability, { kind: 'equipment' }> | undefined {
  const m = /^Equipped creature can't be blocked(?: and has (.+))?\.$/.exec(line);
  if (!m) return undefined;
  const keywords = m[1] !== undefined ? keywordLineOf(m[1].replace(/,? and /g, ', ')) : [];
  return keywords ? { kind: 'equipment', unblockable: true, ...(keywords.length > 0 ? { keywords } : {}) } : undefined;
}
