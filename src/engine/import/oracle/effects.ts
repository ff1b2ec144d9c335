import type { CreatureFilter, Effect, Subject, TargetSpec } from '../../cards/abilities';
import type { CardDef } from '../../cards/card';
import { automatedKeyword } from '../automation';
import { tokenFrom } from './tokens';
import { colourList, colourOf, numberWord, ptChange, subtypeList, typeList } from './words';

/**
 * Sentences that say what happens ("~ deals 2 damage to any target", "Tap
 * target creature", "Create three 1/1 white Soldier creature tokens") read
 * into effects. The card's own name is "~" by now, and "it" in a sentence's
 * subject is the card too. A sentence no pattern reads is left unread, and
 * the card is not fully automated.
 */

export interface EffectReading {
  readonly effects: readonly Effect[];
  readonly target?: TargetSpec;
  /** Token definitions the text describes, to be known beside the card. */
  readonly tokens: readonly CardDef[];
}

type Pattern = readonly [RegExp, (m: RegExpExecArray) => Omit<EffectReading, 'tokens'> & { tokens?: readonly CardDef[] } | undefined];

const SELF = '(?:~|it)';
const N = '(\\d+|a|an|one|two|three|four|five)';

const damage = (amount: string, to: Subject): Effect => ({
  do: 'damage',
  amount: Number(amount),
  to,
});

const PATTERNS: readonly Pattern[] = [
  [new RegExp(`^${SELF} deals (\\d+) damage to any target and (\\d+) damage to you$`), (m) => ({ target: { kind: 'any' }, effects: [damage(m[1]!, 'target'), damage(m[2]!, 'you')] })],
  [new RegExp(`^${SELF} deals (\\d+) damage to any target$`), (m) => ({ target: { kind: 'any' }, effects: [damage(m[1]!, 'target')] })],
  [new RegExp(`^${SELF} deals (\\d+) damage to each creature and each player$`), (m) => ({ effects: [damage(m[1]!, { each: {} }), damage(m[1]!, 'each-player')] })],
  [new RegExp(`^${SELF} deals (\\d+) damage to that creature$`), (m) => ({ effects: [damage(m[1]!, 'that-creature')] })],
  [new RegExp(`^${SELF} deals (\\d+) damage divided as you choose among any number of targets$`), (m) => ({ effects: [{ do: 'damageDivided', amount: Number(m[1]) }] })],
  [new RegExp(`^${SELF} gets ([+-]\\d+/[+-]\\d+) until end of turn$`), (m) => pump(m[1]!)],
  [/^tap target creature$/, () => ({ target: { kind: 'creature' }, effects: [{ do: 'tap', what: 'target' }] })],
  [/^destroy target (.+)$/, (m) => destroyTarget(m[1]!)],
  [/^exile target creature card from a graveyard$/, () => ({ target: { kind: 'card-in-graveyard', type: 'Creature', anyGraveyard: true }, effects: [{ do: 'exileCard' }] })],
  [/^exile target (.+?) permanent (?:an opponent|that player) controls$/, (m) => permanentTarget(m[1]!, 'exile')],
  [/^exile target (.+)$/, (m) => creatureTarget(m[1]!, { do: 'exile', what: 'target' })],
  [/^return target creature card from your graveyard to your hand$/, () => ({ target: { kind: 'card-in-graveyard', type: 'Creature' }, effects: [{ do: 'returnToHand' }] })],
  [/^target player loses (\d+) life$/, (m) => ({ target: { kind: 'player' }, effects: [{ do: 'loseLife', amount: Number(m[1]) }] })],
  [/^each player loses (\d+) life$/, (m) => ({ effects: [{ do: 'loseLife', amount: Number(m[1]), who: 'each-player' }] })],
  [/^you gain (\d+) life$/, (m) => ({ effects: [{ do: 'gainLife', amount: Number(m[1]) }] })],
  [/^you lose (\d+) life$/, (m) => ({ effects: [{ do: 'loseLife', amount: Number(m[1]) }] })],
  [new RegExp(`^draw ${N} cards?$`), (m) => ({ effects: [{ do: 'draw', amount: numberWord(m[1]!)! }] })],
  [/^draw a card, then discard a card$/, () => ({ effects: [{ do: 'draw', amount: 1 }, { do: 'discardChosen', amount: 1 }] })],
  [/^regenerate ~$/, () => ({ effects: [{ do: 'regenerate', what: 'self' }] })],
  [new RegExp(`^sacrifice ${SELF}$`), () => ({ effects: [{ do: 'sacrifice', what: 'self' }] })],
  [/^sacrifice a land$/, () => ({ effects: [{ do: 'sacrificeLand', who: 'you' }] })],
  [/^each opponent sacrifices a land$/, () => ({ effects: [{ do: 'sacrificeLand', who: 'each-opponent' }] })],
  [/^that player discards a card at random$/, () => ({ effects: [{ do: 'discardRandom', amount: 1 }] })],
  [new RegExp(`^put ${N} \\+1/\\+1 counters? on ~$`), (m) => ({ effects: [{ do: 'counters', what: 'self', count: numberWord(m[1]!)! }] })],
  [/^put a creature card from your hand onto the battlefield$/, () => ({ target: { kind: 'card-in-hand', type: 'Creature' }, effects: [{ do: 'putOntoBattlefield' }] })],
  [/^target (.+?) can't be blocked this turn$/, (m) => creatureTarget(m[1]!, { do: 'pump', what: 'target', power: 0, toughness: 0, keywords: ['unblockable'] })],
  [/^target creature an opponent controls attacks you this turn if able$/, () => ({ target: { kind: 'creature', filter: { controller: 'foe' } }, effects: [{ do: 'mustAttack', what: 'target' }] })],
  [/^that creature doesn't untap during its controller's next untap step$/, () => ({ effects: [{ do: 'freeze', what: 'that-creature' }] })],
  [new RegExp(`^create ${N} (\\d+)/(\\d+) (\\w+) (\\w+) creature tokens?$`), (m) => createTokens(m)],
  [new RegExp(`^if this ability has been activated ${N} or more times this turn, sacrifice ~ at the beginning of the next end step$`), (m) => activatedTimes(m[1]!)],
  [/^target creature you control with toughness less than ~'s power gains ([a-z ]+) until end of turn$/, (m) => giantTarget(m[1]!)],
  [/^destroy that creature at the beginning of the next end step$/, () => ({ effects: [{ do: 'atNextEndStep', then: 'destroy', what: 'target' }] })],
  [/^return ~ from your graveyard to your hand$/, () => ({ effects: [{ do: 'returnToHand', what: 'self' }] })],
  [/^search your library for a basic land card, reveal it, put it into your hand, then shuffle$/, () => ({ effects: [{ do: 'searchBasicLand' }] })],
];

/** Sentences read only together, since the later one speaks of the earlier ("If you can't sacrifice a creature, …"). */
const WHOLE: readonly Pattern[] = [
  [
    /^sacrifice a creature other than ~(, then each opponent loses life equal to the sacrificed creature's power)?\. If you can't sacrifice a creature, tap ~ and you lose (\d+) life$/,
    (m) => ({ effects: [{ do: 'sacrificeAnother', drain: m[1] !== undefined, otherwise: { tapSelf: true, loseLife: Number(m[2]) } }] }),
  ],
  [
    new RegExp(`^choose target nonland permanent you control and up to ${N} target nonland permanents you don't control\\. Destroy one of them at random$`),
    (m) => ({ effects: [{ do: 'destroyOneAtRandom', yours: 1, upToTheirs: numberWord(m[1]!)! }] }),
  ],
];

/** "four" → Dragon Whelp's "activated four or more times this turn". */
function activatedTimes(word: string): Omit<EffectReading, 'tokens'> | undefined {
  const n = numberWord(word);
  return n !== undefined && n >= 2 ? { effects: [{ do: 'atNextEndStep', then: 'sacrifice', what: 'self', ifActivated: n }] } : undefined;
}

/** Stone Giant's target: a creature of yours it can lift, which gains a keyword. */
function giantTarget(keyword: string): Omit<EffectReading, 'tokens'> | undefined {
  const k = automatedKeyword(keyword);
  if (!k) return undefined;
  return {
    target: { kind: 'creature', filter: { controller: 'you', toughnessBelowSourcePower: true } },
    effects: [{ do: 'pump', what: 'target', power: 0, toughness: 0, keywords: [k] }],
  };
}

/** One sentence (no final period) as effects, or undefined. */
export function readSentence(sentence: string): EffectReading | undefined {
  const s = sentence.trim().replace(/\.$/, '');
  const lower = s.charAt(0).toLowerCase() + s.slice(1);
  for (const [re, make] of PATTERNS) {
    const m = re.exec(lower);
    if (!m) continue;
    const r = make(m);
    if (r) return { effects: r.effects, ...(r.target ? { target: r.target } : {}), tokens: r.tokens ?? [] };
  }
  return undefined;
}

/** Several sentences as one ability's effects: they may share one target at most. */
export function readSentences(sentences: readonly string[]): EffectReading | undefined {
  const whole = readWhole(sentences.join(' ').replace(/\.$/, ''));
  if (whole) return whole;
  const effects: Effect[] = [];
  const tokens: CardDef[] = [];
  let target: TargetSpec | undefined;
  for (const s of sentences) {
    const r = readSentence(s);
    if (!r) return undefined;
    if (r.target && target) return undefined;
    target ??= r.target;
    effects.push(...r.effects);
    tokens.push(...r.tokens);
  }
  return effects.length > 0 ? { effects, ...(target ? { target } : {}), tokens } : undefined;
}

function readWhole(text: string): EffectReading | undefined {
  const lower = text.charAt(0).toLowerCase() + text.slice(1);
  for (const [re, make] of WHOLE) {
    const m = re.exec(lower);
    const r = m ? make(m) : undefined;
    if (r) return { effects: r.effects, ...(r.target ? { target: r.target } : {}), tokens: r.tokens ?? [] };
  }
  return undefined;
}

function pump(change: string): Omit<EffectReading, 'tokens'> | undefined {
  const pt = ptChange(change);
  return pt ? { effects: [{ do: 'pump', what: 'self', power: pt[0], toughness: pt[1] }] } : undefined;
}

/** "tapped creature", "artifact, enchantment, or land". */
function destroyTarget(what: string): Omit<EffectReading, 'tokens'> | undefined {
  if (what === 'tapped creature') return { target: { kind: 'creature', filter: { tapped: true } }, effects: [{ do: 'destroy', what: 'target' }] };
  if (what === 'creature') return { target: { kind: 'creature' }, effects: [{ do: 'destroy', what: 'target' }] };
  const types = typeList(what);
  return types ? { target: { kind: 'permanent', types }, effects: [{ do: 'destroy', what: 'target' }] } : undefined;
}

/** "black or red" permanent an opponent controls. */
function permanentTarget(colours: string, verb: 'exile'): Omit<EffectReading, 'tokens'> | undefined {
  const cs = colourList(colours);
  return cs ? { target: { kind: 'permanent', colours: cs, controller: 'foe' }, effects: [{ do: verb, what: 'target' }] } : undefined;
}

/** "creature", "Merfolk creature", "Skeleton, Vampire, or Zombie" (creature types name creatures here). */
function creatureTarget(what: string, effect: Effect): Omit<EffectReading, 'tokens'> | undefined {
  const filter = creatureFilter(what);
  return filter ? { target: { kind: 'creature', ...(Object.keys(filter).length > 0 ? { filter } : {}) }, effects: [effect] } : undefined;
}

export function creatureFilter(what: string): CreatureFilter | undefined {
  if (what === 'creature') return {};
  const typed = /^(.+?)(?: creature)?$/.exec(what);
  const subtypes = typed ? subtypeList(typed[1]!) : undefined;
  if (subtypes) return { subtypes };
  return undefined;
}

function createTokens(m: RegExpExecArray): (Omit<EffectReading, 'tokens'> & { tokens: readonly CardDef[] }) | undefined {
  const count = numberWord(m[1]!);
  const colour = colourOf(m[4]!);
  if (count === undefined || !colour || !/^[A-Z]/.test(m[5]!)) return undefined;
  const token = tokenFrom({ power: Number(m[2]), toughness: Number(m[3]), colour, subtype: m[5]! });
  return { effects: [{ do: 'token', token: token.name, count }], tokens: [token] };
}
