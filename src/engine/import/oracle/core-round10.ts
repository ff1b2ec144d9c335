import type { Effect, TargetSpec } from '../../cards/abilities';
import type { CardType } from '../../cards/card';
import { numberWord, typeList } from './words';

/**
 * The tenth round's effect sentences (issue 15, core sets), kept apart from
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
  [/^tap that creature$/, () => ({ effects: [{ do: 'tap', what: 'that-creature' }] })],
  [new RegExp(`^each player draws ${N} cards?$`), (m) => ({ effects: [{ do: 'draw', amount: numberWord(m[1]!)!, who: 'each-player' }] })],
  // Tutors: "Search your library for a card, put that card into your hand, then shuffle", "… for an Aura card, reveal it, put it …".
  [/^search your library for an? (?:(\w+) )?card, (reveal it, |reveal that card, )?put (?:it|that card) into your hand, then shuffle(?: your library)?$/, (m) => tutor(m[1], m[2] !== undefined)],
];

const WHOLE: readonly Pattern[] = [
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
export function readRound10Sentence(lower: string): Reading | undefined {
  return first(SENTENCES, lower);
}

/** Sentences read only together (joined, lower-cased at the start, without the final period). */
export function readRound10Whole(lower: string): Reading | undefined {
  return first(WHOLE, lower);
}
