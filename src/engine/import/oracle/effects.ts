import type { Amount, Counted, CreatureFilter, Effect, Subject, TargetSpec } from '../../cards/abilities';
import type { CardDef, CardType } from '../../cards/card';
import { automatedKeyword } from '../automation';
import { CLUE_TOKEN, tokenFrom } from './tokens';
import { readCoreSetSentence, readCoreSetWhole } from './core-sets';
import { cardTypeOf, colourList, colourOf, landTypeOf, numberWord, ptChange, splitList, subtypeList, typeList } from './words';

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
const N = '(\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)';

const damage = (amount: string, to: Subject): Effect => ({
  do: 'damage',
  amount: Number(amount),
  to,
});

const PATTERNS: readonly Pattern[] = [
  [new RegExp(`^${SELF} deals (\\d+) damage to any target and (\\d+) damage to you$`), (m) => ({ target: { kind: 'any' }, effects: [damage(m[1]!, 'target'), damage(m[2]!, 'you')] })],
  [new RegExp(`^${SELF} deals (\\d+) damage to any target$`), (m) => ({ target: { kind: 'any' }, effects: [damage(m[1]!, 'target')] })],
  [new RegExp(`^${SELF} deals (\\d+) damage to each creature and each player$`), (m) => ({ effects: [damage(m[1]!, { each: {} }), damage(m[1]!, 'each-player')] })],
  // "each creature with flying and each player", "each creature without flying and each player", X or a number.
  [new RegExp(`^${SELF} deals (\\d+|X) damage to each (creature .+?) and each player$`), (m) =>
    eachCreature(m[2]!, (each) => ({ do: 'damage', amount: amount(m[1]!), to: { each } }), [{ do: 'damage', amount: amount(m[1]!), to: 'each-player' }])],
  // "… deals 3 damage to target creature and 2 damage to that creature's controller".
  [new RegExp(`^${SELF} deals (\\d+) damage to target (.+?) and (\\d+) damage to that creature's controller$`), (m) =>
    withCreatureTarget(m[2]!, [damage(m[1]!, 'target'), damage(m[3]!, 'target-controller')])],
  [new RegExp(`^${SELF} deals (\\d+) damage to that creature$`), (m) => ({ effects: [damage(m[1]!, 'that-creature')] })],
  // "… deals 4 damage to target player and 1 damage to each creature that player controls" (older: "he or she controls").
  [new RegExp(`^${SELF} deals (\\d+) damage to target (player|opponent) and (\\d+) damage to each creature (?:that player|he or she|they) controls?$`), (m) => ({
    target: { kind: m[2] as 'player' | 'opponent' },
    effects: [damage(m[1]!, 'target'), damage(m[3]!, 'target-player-creatures')],
  })],
  [new RegExp(`^${SELF} deals (\\d+) damage to you$`), (m) => ({ effects: [damage(m[1]!, 'you')] })],
  [new RegExp(`^${SELF} deals (\\d+) damage divided as you choose among any number of targets$`), (m) => ({ effects: [{ do: 'damageDivided', amount: Number(m[1]) }] })],
  [new RegExp(`^${SELF} gets ([+-]\\d+/[+-]\\d+) until end of turn$`), (m) => pump(m[1]!)],
  // "~ gains flying until end of turn", "~ gets +1/+0 and gains first strike until end of turn".
  [new RegExp(`^${SELF} (gets [+-]\\d+/[+-]\\d+ and gains .+|gains .+) until end of turn$`), (m) => pumpSelf(m[1]!)],
  [/^tap target creature$/, () => ({ target: { kind: 'creature' }, effects: [{ do: 'tap', what: 'target' }] })],
  // "Counter target spell", "… noncreature spell", "… creature spell", "… red or green spell" (CR 701.6a).
  [/^counter target spell$/, () => ({ target: { kind: 'spell' }, effects: [{ do: 'counter' }] })],
  // "Counter target spell unless its controller pays {3}" (Mana Leak; the eleventh round).
  [/^counter target spell unless its controller pays ((?:\{(?:\d+|[WUBRGC])\})+)$/, (m) => ({ target: { kind: 'spell' }, effects: [{ do: 'counter', unlessPays: m[1]! }] })],
  [/^counter target (.+?) spell$/, (m) => counterTarget(m[1]!)],
  // "tap target creature an opponent controls", "tap target creature without flying", "tap target artifact".
  [/^tap target (.+)$/, (m) => tapTarget(m[1]!)],
  // What an Aura enchants or an Equipment equips: "Enchanted creature gets +2/+0 until end of turn", "tap enchanted creature".
  [/^(?:enchanted|equipped) creature (gets .+|gains .+) until end of turn$/, (m) => pumpAttached(m[1]!)],
  [/^(tap|untap) (?:enchanted|equipped) creature$/, (m) => ({ effects: [{ do: m[1] as 'tap' | 'untap', what: 'attached' }] })],
  [new RegExp(`^(tap|untap) ${SELF}$`), (m) => ({ effects: [{ do: m[1] as 'tap' | 'untap', what: 'self' }] })],
  [new RegExp(`^return ${SELF} to its owner's hand$`), () => ({ effects: [{ do: 'bounce', what: 'self' }] })],
  [new RegExp(`^put ${N} \\+1/\\+1 counters? on each (.+)$`), (m) => eachCreature(m[2]!, (each) => ({ do: 'counters', what: { each }, count: numberWord(m[1]!)! }))],
  [new RegExp(`^${SELF} deals (\\d+|X) damage to each opponent$`), (m) => ({ effects: [{ do: 'damage', amount: amount(m[1]!), to: 'each-opponent' }] })],
  [/^each opponent loses (\d+|X) life$/, (m) => ({ effects: [{ do: 'loseLife', amount: amount(m[1]!), who: 'each-opponent' }] })],
  [/^destroy target (.+)$/, (m) => destroyTarget(m[1]!)],
  [/^exile target creature card from a graveyard$/, () => ({ target: { kind: 'card-in-graveyard', type: 'Creature', anyGraveyard: true }, effects: [{ do: 'exileCard' }] })],
  // "exile target card from a graveyard", "exile target artifact or enchantment card from a graveyard".
  [/^exile target (?:(.+?) )?card from a graveyard$/, (m) => graveyardCard(m[1], { do: 'exileCard' }, true)],
  [/^exile target (.+?) permanent (?:an opponent|that player) controls$/, (m) => permanentTarget(m[1]!, 'exile')],
  [/^(exile|destroy) target ((?:white|blue|black|red|green)(?:,? or (?:white|blue|black|red|green))*) permanent$/, (m) => anyPermanentOf(m[2]!, m[1] as 'exile' | 'destroy')],
  [/^exile target (.+)$/, (m) => creatureTarget(m[1]!, { do: 'exile', what: 'target' }) ?? exilePermanent(m[1]!)],
  [/^return target creature card from your graveyard to your hand$/, () => ({ target: { kind: 'card-in-graveyard', type: 'Creature' }, effects: [{ do: 'returnToHand' }] })],
  // "target instant or sorcery card", "target artifact card", "target card", "target permanent card".
  [/^return target (?:(.+?) )?card from your graveyard to your hand$/, (m) => graveyardCard(m[1])],
  [/^target player loses (\d+) life$/, (m) => ({ target: { kind: 'player' }, effects: [{ do: 'loseLife', amount: Number(m[1]) }] })],
  [/^each player loses (\d+) life$/, (m) => ({ effects: [{ do: 'loseLife', amount: Number(m[1]), who: 'each-player' }] })],
  // "you may gain 1 life" is read without its "you may".
  [/^(?:you )?gain (\d+) life$/, (m) => ({ effects: [{ do: 'gainLife', amount: Number(m[1]) }] })],
  [/^(?:you )?lose (\d+) life$/, (m) => ({ effects: [{ do: 'loseLife', amount: Number(m[1]) }] })],
  [new RegExp(`^(?:you )?draw ${N} cards?$`), (m) => ({ effects: [{ do: 'draw', amount: numberWord(m[1]!)! }] })],
  [new RegExp(`^target player draws ${N} cards?$`), (m) => ({ target: { kind: 'player' }, effects: [{ do: 'draw', amount: numberWord(m[1]!)!, who: 'target' }] })],
  [new RegExp(`^target player draws ${N} cards? and loses (\\d+) life$`), (m) => ({
    target: { kind: 'player' },
    effects: [
      { do: 'draw', amount: numberWord(m[1]!)!, who: 'target' },
      { do: 'loseLife', amount: Number(m[2]) },
    ],
  })],
  // Mill (CR 701.13), in the older wording ("puts the top two cards of their library into their graveyard") and the current one.
  [new RegExp(`^target player (?:puts the top ${N} cards? of their library into their graveyard|mills ${N} cards?)$`), (m) => ({
    target: { kind: 'player' },
    effects: [{ do: 'mill', amount: numberWord(m[1] ?? m[2]!)!, who: 'target' }],
  })],
  [/^target player shuffles their graveyard into their library$/, () => ({ target: { kind: 'player' }, effects: [{ do: 'shuffleGraveyard', who: 'target' }] })],
  // "Target player puts the top half of their library, rounded down, into their graveyard", "… mills half their library, rounded down".
  [/^target (player|opponent) (?:puts the top half of their library, rounded down, into their graveyard|mills half their library, rounded down)$/, (m) => ({
    target: { kind: m[1] as 'player' | 'opponent' },
    effects: [{ do: 'millHalf', who: 'target' }],
  })],
  // "Target opponent puts the top seven cards of their library into their graveyard": an opponent's library.
  [new RegExp(`^target opponent (?:puts the top ${N} cards? of their library into their graveyard|mills ${N} cards?)$`), (m) => ({
    target: { kind: 'opponent' },
    effects: [{ do: 'mill', amount: numberWord(m[1] ?? m[2]!)!, who: 'target' }],
  })],
  [new RegExp(`^(?:put the top ${N} cards? of your library into your graveyard|mill ${N} cards?)$`), (m) => ({ effects: [{ do: 'mill', amount: numberWord(m[1] ?? m[2]!)! }] })],
  // Scry (CR 701.22); kept only as the last thing done (readSentences).
  [new RegExp(`^scry ${N}$`), (m) => ({ effects: [{ do: 'scry', amount: numberWord(m[1]!)! }] })],
  [new RegExp(`^bolster ${N}$`), (m) => ({ effects: [{ do: 'bolster', amount: numberWord(m[1]!)! }] })],
  // "Scry 2, then draw a card", "… then you get {E}{E}": what follows waits for the scry's answers (see readSentences).
  [new RegExp(`^scry ${N}, then (.+)$`), (m) => {
    const rest = readSentence(m[2]!);
    return rest && !rest.target ? { effects: [{ do: 'scry', amount: numberWord(m[1]!)! }, ...rest.effects], tokens: rest.tokens } : undefined;
  }],
  [/^draw a card, then discard a card$/, () => ({ effects: [{ do: 'draw', amount: 1 }, { do: 'discardChosen', amount: 1 }] })],
  [/^prevent all combat damage that would be dealt this turn$/, () => ({ effects: [{ do: 'fog' }] })],
  [/^regenerate ~$/, () => ({ effects: [{ do: 'regenerate', what: 'self' }] })],
  [new RegExp(`^sacrifice ${SELF}$`), () => ({ effects: [{ do: 'sacrifice', what: 'self' }] })],
  [/^sacrifice a land$/, () => ({ effects: [{ do: 'sacrificeLand', who: 'you' }] })],
  [/^each opponent sacrifices a land$/, () => ({ effects: [{ do: 'sacrificeLand', who: 'each-opponent' }] })],
  [/^that player discards a card at random$/, () => ({ effects: [{ do: 'discardRandom', amount: 1 }] })],
  [new RegExp(`^put ${N} \\+1/\\+1 counters? on ${SELF}$`), (m) => ({ effects: [{ do: 'counters', what: 'self', count: numberWord(m[1]!)! }] })],
  [/^put a creature card from your hand onto the battlefield$/, () => ({ target: { kind: 'card-in-hand', type: 'Creature' }, effects: [{ do: 'putOntoBattlefield' }] })],
  // "can't block this turn" is kept among the creature's until-end-of-turn keywords, as "can't be blocked this turn" is.
  [/^target (.+?) can't block this turn$/, (m) => creatureTarget(m[1]!, { do: 'pump', what: 'target', power: 0, toughness: 0, keywords: ['cant-block'] })],
  [/^target (.+?) can't be blocked this turn$/, (m) => creatureTarget(m[1]!, { do: 'pump', what: 'target', power: 0, toughness: 0, keywords: ['unblockable'] })],
  [/^target creature an opponent controls attacks you this turn if able$/, () => ({ target: { kind: 'creature', filter: { controller: 'foe' } }, effects: [{ do: 'mustAttack', what: 'target' }] })],
  [/^that creature doesn't untap during its controller's next untap step$/, () => ({ effects: [{ do: 'freeze', what: 'that-creature' }] })],
  [new RegExp(`^create ${N} (\\d+)/(\\d+) (\\w+) ([A-Z]\\w+(?: [A-Z]\\w+)*) (artifact )?creature tokens?(?: with (.+?))?(?: for each (.+))?$`), (m) => createTokens(m)],
  // Investigate (CR 701.36a): create a Clue token.
  [/^investigate$/, () => ({ effects: [{ do: 'token', token: CLUE_TOKEN.name, count: 1 }], tokens: [CLUE_TOKEN] })],
  [new RegExp(`^if this ability has been activated ${N} or more times this turn, sacrifice ~ at the beginning of the next end step$`), (m) => activatedTimes(m[1]!)],
  [/^target creature you control with toughness less than ~'s power gains ([a-z ]+) until end of turn$/, (m) => giantTarget(m[1]!)],
  [/^destroy that creature at the beginning of the next end step$/, () => ({ effects: [{ do: 'atNextEndStep', then: 'destroy', what: 'target' }] })],
  [/^return ~ from your graveyard to your hand$/, () => ({ effects: [{ do: 'returnToHand', what: 'self' }] })],
  [/^return ~ from your graveyard to the battlefield( tapped)?$/, (m) => ({ effects: [{ do: 'returnToBattlefield', what: 'self', ...(m[1] ? { tapped: true as const } : {}) }] })],
  [/^search your library for a basic land card, reveal it, put it into your hand, then shuffle$/, () => ({ effects: [{ do: 'searchBasicLand' }] })],
  [/^search your library for a basic land card, put (?:it|that card) onto the battlefield tapped, then shuffle$/, () => ({ effects: [{ do: 'searchBasicLand', onto: 'battlefield-tapped' }] })],
  // Amounts counted as the effect resolves: "for each land you control", "equal to the number of Mountains you control".
  [/^(?:you )?gain (\d+) life for each (.+)$/, (m) => counting(m[2]!, false, Number(m[1]), (amount) => ({ effects: [{ do: 'gainLife', amount }] }))],
  [/^target player gains (\d+) life for each (.+)$/, (m) => counting(m[2]!, false, Number(m[1]), (amount) => ({ target: { kind: 'player' }, effects: [{ do: 'gainLife', amount }] }))],
  [new RegExp(`^${SELF} deals damage to (any target|target .+) equal to the number of (.+)$`), (m) => counting(m[2]!, true, undefined, (amount) => withTarget(m[1]!, [{ do: 'damage', amount, to: 'target' }]))],
  // Targets of any kind the filters above do not name.
  [new RegExp(`^${SELF} deals (\\d+|X) damage to (any target|target .+)$`), (m) => withTarget(m[2]!, [{ do: 'damage', amount: amount(m[1]!), to: 'target' }])],
  [/^target (.+?) gets ([+-]\d+\/[+-]\d+(?: and gains .+)?) until end of turn$/, (m) => pumpTarget(m[1]!, `gets ${m[2]!}`)],
  [/^target (.+?) (gains .+) until end of turn$/, (m) => pumpTarget(m[1]!, m[2]!)],
  // "another target attacking creature gains flying until end of turn": a target other than this permanent.
  [/^another target (.+?) (gets .+|gains .+) until end of turn$/, (m) => pumpTarget(`another ${m[1]!}`, m[2]!)],
  [/^until end of turn, target (.+?) (gets .+|gains .+)$/, (m) => pumpTarget(m[1]!, m[2]!)],
  [/^(creatures you control|(?:other )?.+? creatures you control) (get .+|gain .+) until end of turn$/, (m) => pumpEach(m[1]!, m[2]!)],
  [/^all (creatures|.+? creatures) (get .+|gain .+) until end of turn$/, (m) => pumpEach(m[1]!, m[2]!)],
  [/^until end of turn, (creatures you control|.+? creatures you control) (get .+|gain .+)$/, (m) => pumpEach(m[1]!, m[2]!)],
  // Creatures of a kind whoever controls them: "Attacking creatures get +1/+0 until end of turn", "Creatures your opponents control get -1/-1 until end of turn".
  [/^(.+? creatures|creatures .+?) (get .+|gain .+) until end of turn$/, (m) => pumpEach(m[1]!, m[2]!)],
  // "Creatures without flying can't block this turn": each, as "target creature can't block this turn" is.
  [/^(creatures|.+? creatures|creatures .+?) can't block this turn$/, (m) => eachCreature(m[1]!, (each) => ({ do: 'pump', what: { each }, power: 0, toughness: 0, keywords: ['cant-block'] }))],
  [/^return target (.+) to its owner's hand$/, (m) => withTarget(`target ${m[1]!}`, [{ do: 'bounce', what: 'target' }])],
  [/^put target (.+) on top of its owner's library$/, (m) => withTarget(`target ${m[1]!}`, [{ do: 'putOnTop', what: 'target' }])],
  [/^untap target (.+)$/, (m) => withTarget(`target ${m[1]!}`, [{ do: 'untap', what: 'target' }])],
  [/^regenerate target (.+)$/, (m) => withCreatureTarget(m[1]!, [{ do: 'regenerate', what: 'target' }])],
  [new RegExp(`^put ${N} \\+1/\\+1 counters? on target (.+)$`), (m) => withCreatureTarget(m[2]!, [{ do: 'counters', what: 'target', count: numberWord(m[1]!)! }])],
  [/^target player gains (\d+|X) life$/, (m) => ({ target: { kind: 'player' }, effects: [{ do: 'gainLife', amount: amount(m[1]!) }] })],
  [/^you gain X life$/, () => ({ effects: [{ do: 'gainLife', amount: 'X' }] })],
  [/^draw X cards$/, () => ({ effects: [{ do: 'draw', amount: 'X' }] })],
  // Energy (CR 107.14): "you get {E}{E}".
  [/^(?:you )?get ((?:\{E\})+)$/, (m) => ({ effects: [{ do: 'energy', amount: energyCount(m[1]!) }] })],
  [/^(?:it|that creature) doesn't untap during its controller's next untap step$/, () => ({ effects: [{ do: 'freeze', what: 'target' }] })],
  // Permanents of a card type, whoever controls them (not lands, which in Frontier Magic are places on the board).
  [/^destroy all (artifacts|enchantments|artifacts and enchantments)$/, (m) => ({ effects: [{ do: 'destroy', what: { all: permanentTypes(m[1]!) } }] })],
  // Every permanent but lands (which in Frontier Magic are places on the board, and elsewhere stay).
  [/^destroy all nonland permanents$/, () => ({ effects: [{ do: 'destroy', what: { all: ['Artifact', 'Creature', 'Enchantment', 'Planeswalker'], nonland: true } }] })],
  [/^destroy all (.+)$/, (m) => eachCreature(m[1]!, (each) => ({ do: 'destroy', what: { each } }))],
  [/^exile all (.+)$/, (m) => eachCreature(m[1]!, (each) => ({ do: 'exile', what: { each } }))],
  [/^(tap|untap) all (.+)$/, (m) => eachCreature(m[2]!, (each) => ({ do: m[1] as 'tap' | 'untap', what: { each } }))],
  [/^return all (.+) to their owners' hands$/, (m) => eachCreature(m[1]!, (each) => ({ do: 'bounce', what: { each } }))],
  [new RegExp(`^${SELF} deals (\\d+|X) damage to each (.+)$`), (m) => eachCreature(m[2]!, (each) => ({ do: 'damage', amount: amount(m[1]!), to: { each } }))],
];

/** "{E}{E}{E}" → 3. */
export function energyCount(symbols: string): number {
  return symbols.length / 3;
}

/**
 * What a counted amount counts: "land you control", "Forest you control", "creature on the battlefield", "creature you
 * control" (after "for each"), or their plurals (after "equal to the number of").
 */
export function countedOf(words: string, plural: boolean, times?: number): Counted | undefined {
  const at = (count: Counted['count']): Counted => ({ count, ...(times !== undefined ? { times } : {}) });
  const land = /^(\w+) you control$/.exec(words);
  if (land && land[1] === (plural ? 'lands' : 'land')) return at({ lands: 'any' });
  const terrain = land ? landTypeOf(land[1]!) : undefined;
  if (terrain && land![1] === (plural ? `${terrain}s` : terrain)) return at({ lands: terrain });
  if (words === (plural ? 'creatures on the battlefield' : 'creature on the battlefield')) return at({ creatures: {} });
  if (!/ you control$/.test(words) || !new RegExp(plural ? '\\bcreatures\\b' : '\\bcreature\\b').test(words)) return undefined;
  const creatures = creatureFilter(words);
  return creatures ? at({ creatures }) : undefined;
}

function counting<R>(words: string, plural: boolean, times: number | undefined, make: (amount: Counted) => R | undefined): R | undefined {
  const c = countedOf(words, plural, times);
  return c ? make(c) : undefined;
}

/** "3" → 3, "X" → the X paid. */
function amount(word: string): Amount {
  return word === 'X' ? 'X' : Number(word);
}

function withTarget(words: string, effects: Effect[]): Omit<EffectReading, 'tokens'> | undefined {
  const target = targeted(words);
  return target ? { target, effects } : undefined;
}

/** A target that must be a creature (regeneration, counters: only creatures have what they change here). */
function withCreatureTarget(what: string, effects: Effect[]): Omit<EffectReading, 'tokens'> | undefined {
  const filter = creatureFilter(what);
  return filter ? { target: { kind: 'creature', ...(Object.keys(filter).length > 0 ? { filter } : {}) }, effects } : undefined;
}

/**
 * "Tap target creature an opponent controls", "tap target artifact": not a land, which in Frontier Magic is a place on
 * the board that a tap effect does not reach.
 */
function tapTarget(what: string): Omit<EffectReading, 'tokens'> | undefined {
  const r = withTarget(`target ${what}`, [{ do: 'tap', what: 'target' }]);
  return r?.target?.kind === 'permanent' && (!r.target.types || r.target.types.includes('Land')) ? undefined : r;
}

/** A card of a type (or any card) from your graveyard (or, `anyGraveyard`, from any player's): to your hand, unless `effect` says otherwise. */
function graveyardCard(words: string | undefined, effect: Effect = { do: 'returnToHand' }, anyGraveyard = false): Omit<EffectReading, 'tokens'> | undefined {
  const types = words === undefined ? undefined : words === 'permanent' ? (['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker'] as const) : typeList(words);
  if (words !== undefined && !types) return undefined;
  return { target: { kind: 'card-in-graveyard', type: 'any', ...(types ? { types: [...types] } : {}), ...(anyGraveyard ? { anyGraveyard } : {}) }, effects: [effect] };
}

/** The creature this Aura or Equipment is attached to gets +N/+N or gains keywords until end of turn. */
function pumpAttached(change: string): Omit<EffectReading, 'tokens'> | undefined {
  const pump = pumpWords(change, false);
  return pump ? { effects: [{ do: 'pump', what: 'attached', ...pump }] } : undefined;
}

/** This permanent gets +N/+N and gains keywords, or gains keywords only, until end of turn. */
function pumpSelf(change: string): Omit<EffectReading, 'tokens'> | undefined {
  const pump = pumpWords(change, false);
  return pump ? { effects: [{ do: 'pump', what: 'self', ...pump }] } : undefined;
}

function pumpTarget(what: string, change: string): Omit<EffectReading, 'tokens'> | undefined {
  const pump = pumpWords(change, false);
  return pump ? withCreatureTarget(what, [{ do: 'pump', what: 'target', ...pump }]) : undefined;
}

/** "Creatures you control get +1/+1 until end of turn", "Other Elf creatures you control gain trample until end of turn". */
function pumpEach(who: string, change: string): Omit<EffectReading, 'tokens'> | undefined {
  const each = creatureFilter(who);
  const pump = pumpWords(change, true);
  return each && pump ? { effects: [{ do: 'pump', what: { each }, ...pump }] } : undefined;
}

/** "each creature", "each creature without flying", "all creatures", "all nonblack creatures" (creatures only: the subject names creatures). */
function eachCreature(what: string, make: (each: CreatureFilter) => Effect, then: readonly Effect[] = []): Omit<EffectReading, 'tokens'> | undefined {
  if (/\bplayer\b/.test(what)) return undefined;
  const each = creatureFilter(what);
  return each ? { effects: [make(each), ...then] } : undefined;
}

/** "Exile target artifact or enchantment", "exile target enchantment": a permanent of those types (never a land, which in Frontier Magic is a place on the board). */
function exilePermanent(what: string): Omit<EffectReading, 'tokens'> | undefined {
  const target = targetOf(what);
  if (target?.kind !== 'permanent' || !target.types || target.types.includes('Land')) return undefined;
  return { target, effects: [{ do: 'exile', what: 'target' }] };
}

/** Sentences read only together, since the later one speaks of the earlier ("If you can't sacrifice a creature, …"). */
const WHOLE: readonly Pattern[] = [
  // "Destroy all creatures. They can't be regenerated." (CR 701.15c)
  [/^destroy all (.+)\. They can't be regenerated$/, (m) => cantRegenerate(readSentence(`destroy all ${m[1]!}`))],
  // "Destroy target creature. It can't be regenerated."
  [/^destroy target (.+)\. It can't be regenerated$/, (m) => cantRegenerate(readSentence(`destroy target ${m[1]!}`))],
  [
    /^sacrifice a creature other than ~(, then each opponent loses life equal to the sacrificed creature's power)?\. If you can't sacrifice a creature, tap ~ and you lose (\d+) life$/,
    (m) => ({ effects: [{ do: 'sacrificeAnother', drain: m[1] !== undefined, otherwise: { tapSelf: true, loseLife: Number(m[2]) } }] }),
  ],
  [
    new RegExp(`^choose target nonland permanent you control and up to ${N} target nonland permanents you don't control\\. Destroy one of them at random$`),
    (m) => ({ effects: [{ do: 'destroyOneAtRandom', yours: 1, upToTheirs: numberWord(m[1]!)! }] }),
  ],
];

/** "artifacts and enchantments" → the card types. */
function permanentTypes(words: string): CardType[] {
  return words.split(' and ').map((w) => (w === 'artifacts' ? 'Artifact' : 'Enchantment'));
}

/** A "destroy all" or "destroy target" read, whose permanents regeneration does not save. */
function cantRegenerate(r: EffectReading | undefined): Omit<EffectReading, 'tokens'> | undefined {
  const e = r?.effects.length === 1 ? r.effects[0]! : undefined;
  if (e?.do !== 'destroy' || (typeof e.what !== 'object' && e.what !== 'target')) return undefined;
  return { effects: [{ ...e, noRegeneration: true }], ...(r?.target ? { target: r.target } : {}) };
}

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
  const coreSet = readCoreSetSentence(lower);
  if (coreSet) return { effects: coreSet.effects, ...(coreSet.target ? { target: coreSet.target } : {}), tokens: [] };
  // Two clauses in one sentence, the second about you: "~ deals 3 damage to any target and you gain 3 life", "You draw two cards and you lose 2 life".
  // Three things you do: "you draw two cards, lose 2 life, and get {E}{E}".
  const three = /^you (draw .+?|gain .+?|lose .+?), (draw .+?|gain .+?|lose .+?),? and (get (?:\{E\})+|gain .+|lose .+|draw .+)$/.exec(lower);
  if (three) return readSentences([`you ${three[1]!}`, `you ${three[2]!}`, `you ${three[3]!}`]);
  const and = /^(.+?),? and (you (?:gain|lose|draw|get) .+|get (?:\{E\})+)$/.exec(lower);
  return and ? readSentences([and[1]!, and[2]!]) : undefined;
}

/** Several sentences as one ability's effects: they may share one target at most. */
export function readSentences(sentences: readonly string[]): EffectReading | undefined {
  // "You may pay {E}{E}. If you do, …": the payment, then what it buys, which happens only if it is paid.
  const pay = sentences.length >= 2 ? /^you may pay ((?:\{E\})+)\.?$/i.exec(sentences[0]!) : null;
  const bought = pay ? /^If you do, (.+)$/.exec(sentences[1]!) : null;
  if (pay && bought) {
    const rest = readSentences([bought[1]!, ...sentences.slice(2)]);
    return rest ? { ...rest, effects: [{ do: 'payEnergy', amount: energyCount(pay[1]!) }, ...rest.effects] } : undefined;
  }
  // "Flip a coin. If you win the flip, …" (CR 705): the flip, then what a win brings, which happens only then.
  const won = sentences.length >= 2 && /^Flip a coin\.?$/.test(sentences[0]!) ? /^If you win the flip, (.+)$/.exec(sentences[1]!) : null;
  if (won) {
    const rest = readSentences([won[1]!, ...sentences.slice(2)]);
    return rest && !rest.target ? { ...rest, effects: [{ do: 'flipCoin' }, ...rest.effects] } : undefined;
  }
  const whole = readWhole(sentences.join(' ').replace(/\.$/, ''));
  if (whole) return whole;
  const effects: Effect[] = [];
  const tokens: CardDef[] = [];
  let target: TargetSpec | undefined;
  let untargeted: Effect[] = [];
  for (const s of sentences) {
    const r = readSentence(s);
    if (!r) return undefined;
    if (r.target && target) return undefined;
    // "Tap target creature. That creature doesn't untap …": after a target, "that creature" is the one targeted.
    const those = target ? r.effects.map((e) => ('what' in e && e.what === 'that-creature' ? { ...e, what: 'target' as const } : e)) : r.effects;
    target ??= r.target;
    if (!r.target) untargeted = [...untargeted, ...those];
    effects.push(...those);
    tokens.push(...r.tokens);
  }
  // "Target player … That player loses 2 life": a spell's "that player" is the one targeted, which the trigger's "that player" is not.
  if (target && effects.some((e) => (e.do === 'loseLife' && e.who === 'that-player') || (e.do === 'damage' && e.to === 'that-player'))) return undefined;
  // "Target player mills three cards. Draw a card.": the draw is the controller's, which the written text could not tell
  // from the target's ("target player … draws"), so such a line is left to be played by hand.
  if (target?.kind === 'player' && effects.some((e) => e.do === 'mill') && untargeted.some((e) => e.do === 'draw' && e.who === undefined)) return undefined;
  // A scry asks a question the game waits on: after it only what the game can do once it is answered (your draw, your
  // loss of life, your energy; see scryThen), and one scry at most.
  const scried = effects.findIndex((e) => e.do === 'scry');
  if (scried >= 0 && !effects.slice(scried + 1).every(afterScry)) return undefined;
  return effects.length > 0 ? { effects: ownLife(target, effects, untargeted), ...(target ? { target } : {}), tokens } : undefined;
}

/** What may follow a scry: a draw, a loss of life or energy of the controller's, a plain number of them. */
function afterScry(e: Effect): boolean {
  return (e.do === 'draw' && e.who === undefined && typeof e.amount === 'number') || (e.do === 'loseLife' && (e.who === undefined || e.who === 'you') && typeof e.amount === 'number') || e.do === 'energy';
}

/**
 * "You gain 3 life" beside a target that may be a player: without a word
 * the engine gives life to the player targeted, so the life of a sentence
 * that targets nothing is said to be yours (`who: 'you'`).
 */
export function ownLife(target: TargetSpec | undefined, effects: readonly Effect[], untargeted: readonly Effect[]): Effect[] {
  const mayBePlayer = target?.kind === 'any' || target?.kind === 'player' || target?.kind === 'opponent';
  return effects.map((e) => (mayBePlayer && untargeted.includes(e) && (e.do === 'gainLife' || e.do === 'loseLife') && e.who === undefined ? { ...e, who: 'you' as const } : e));
}

function readWhole(text: string): EffectReading | undefined {
  const lower = text.charAt(0).toLowerCase() + text.slice(1);
  for (const [re, make] of WHOLE) {
    const m = re.exec(lower);
    const r = m ? make(m) : undefined;
    if (r) return { effects: r.effects, ...(r.target ? { target: r.target } : {}), tokens: r.tokens ?? [] };
  }
  const coreSet = readCoreSetWhole(lower);
  return coreSet ? { effects: coreSet.effects, ...(coreSet.target ? { target: coreSet.target } : {}), tokens: [] } : undefined;
}

/** "noncreature", "creature", "instant or sorcery", "red or green": what a counterspell's target spell is. */
function counterTarget(words: string): Omit<EffectReading, 'tokens'> | undefined {
  const non = /^non(\w+)$/.exec(words);
  const notType = non ? cardTypeOf(non[1]!) : undefined;
  const types = non ? undefined : typeList(words);
  const colours = non || types ? undefined : colourList(words);
  if (!notType && !types && !colours) return undefined;
  return { target: { kind: 'spell', ...(types ? { types } : {}), ...(notType ? { notTypes: [notType] } : {}), ...(colours ? { colours } : {}) }, effects: [{ do: 'counter' }] };
}

function pump(change: string): Omit<EffectReading, 'tokens'> | undefined {
  const pt = ptChange(change);
  return pt ? { effects: [{ do: 'pump', what: 'self', power: pt[0], toughness: pt[1] }] } : undefined;
}

/** "tapped creature", "creature with flying", "artifact, enchantment, or land". */
function destroyTarget(what: string): Omit<EffectReading, 'tokens'> | undefined {
  const target = targetOf(what);
  return target && target.kind !== 'player' && target.kind !== 'opponent' ? { target, effects: [{ do: 'destroy', what: 'target' }] } : undefined;
}

/** "target black or red permanent", anyone's. */
function anyPermanentOf(colours: string, verb: 'exile' | 'destroy'): Omit<EffectReading, 'tokens'> | undefined {
  const cs = colourList(colours);
  return cs ? { target: { kind: 'permanent', colours: cs }, effects: [{ do: verb, what: 'target' }] } : undefined;
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

/**
 * A creature as rules text narrows it ("creature", "nonblack creature",
 * "tapped creature", "attacking or blocking creature", "creature with
 * flying", "green creature an opponent controls", "Merfolk creature",
 * "Skeleton, Vampire, or Zombie"); plural too ("creatures you control").
 */
export function creatureFilter(what: string): CreatureFilter | undefined {
  const f: { -readonly [K in keyof CreatureFilter]: CreatureFilter[K] } = {};
  let w = what.trim();
  const suffix = (re: RegExp, apply: (m: RegExpExecArray) => boolean): boolean => {
    const m = re.exec(w);
    if (!m || !apply(m)) return false;
    w = w.slice(0, m.index).trim();
    return true;
  };
  for (let again = true; again; ) {
    again =
      suffix(/ you control$/, () => !f.controller && (f.controller = 'you') !== undefined) ||
      suffix(/ (?:an opponent controls|you don't control|your opponents control)$/, () => !f.controller && (f.controller = 'foe') !== undefined) ||
      suffix(/ with (power|toughness) (\d+) or (less|greater)$/, (m) => {
        const n = Number(m[2]);
        if (m[1] === 'power' && m[3] === 'less' && f.powerAtMost === undefined) f.powerAtMost = n;
        else if (m[1] === 'power' && m[3] === 'greater' && f.powerAtLeast === undefined) f.powerAtLeast = n;
        else if (m[1] === 'toughness' && m[3] === 'less' && f.toughnessAtMost === undefined) f.toughnessAtMost = n;
        else return false;
        return true;
      }) ||
      suffix(/ with(out)? ([a-z ]+)$/, (m) => {
        const k = automatedKeyword(m[2]!);
        if (!k) return false;
        if (m[1]) f.withoutKeyword = k;
        else f.withKeyword = k;
        return true;
      });
  }
  for (let again = true; again; ) {
    const pair = /^((?:white|blue|black|red|green)(?:, (?:white|blue|black|red|green))*,? or (?:white|blue|black|red|green)) /.exec(w);
    if (pair && !f.colours && !f.colour) {
      f.colours = colourList(pair[1]!);
      w = w.slice(pair[0].length);
      continue;
    }
    const m = /^(another|other|tapped|untapped|attacking or blocking|attacking|blocking|artifact|non-?(\w+),?|(white|blue|black|red|green)) /.exec(w);
    again = m !== null;
    if (!m) break;
    w = w.slice(m[0].length);
    if (m[1] === 'another' || m[1] === 'other') f.other = true;
    else if (m[1] === 'tapped') f.tapped = true;
    else if (m[1] === 'untapped') f.tapped = false;
    else if (m[1] === 'attacking or blocking') f.inCombat = true;
    else if (m[1] === 'attacking') f.attacking = true;
    else if (m[1] === 'blocking') f.blocking = true;
    else if (m[1] === 'artifact') f.artifact = true;
    else if (m[3]) f.colour = colourOf(m[3]);
    else if (m[2] === 'artifact') f.nonArtifact = true;
    else if (m[2] && colourOf(m[2])) f.notColour = colourOf(m[2]);
    else return undefined;
  }
  if (w === 'creature' || w === 'creatures') return f;
  const typed = /^(.+?)(?: creatures?)?$/.exec(w);
  const subtypes = typed ? subtypeList(typed[1]!) : undefined;
  if (!subtypes || subtypes.some((s) => colourOf(s) || /^(Creature|Creatures|Artifact|Land|Enchantment|Planeswalker)$/.test(s))) return undefined;
  return { ...f, subtypes };
}

/** "creature", "creature with flying", or "artifact or enchantment" (permanents of those types), as a target. */
export function targetOf(what: string): TargetSpec | undefined {
  const filter = creatureFilter(what);
  if (filter) return { kind: 'creature', ...(Object.keys(filter).length > 0 ? { filter } : {}) };
  if (what === 'player') return { kind: 'player' };
  if (what === 'opponent') return { kind: 'opponent' };
  if (what === 'permanent') return { kind: 'permanent' };
  if (what === 'nonland permanent') return { kind: 'permanent', types: ['Artifact', 'Creature', 'Enchantment', 'Planeswalker'] };
  const types = typeList(what);
  return types && !types.includes('Creature') ? { kind: 'permanent', types } : undefined;
}

/** "target creature", "target player", "any target" as a target spec. */
function targeted(words: string): TargetSpec | undefined {
  if (words === 'any target') return { kind: 'any' };
  const m = /^target (.+)$/.exec(words);
  return m ? targetOf(m[1]!) : undefined;
}

/** "+2/+2", "+1/+0 and gains flying", "gains flying and first strike": a change until end of turn. */
function pumpWords(words: string, plural: boolean): { power: number; toughness: number; keywords?: string[] } | undefined {
  const get = plural ? 'get' : 'gets';
  const gain = plural ? 'gain' : 'gains';
  const m = new RegExp(`^(?:${get} ([+-]\\d+/[+-]\\d+))?(?:(?: and |^)${gain} (.+))?$`).exec(words);
  if (!m || (!m[1] && !m[2])) return undefined;
  const pt = m[1] ? ptChange(m[1]) : ([0, 0] as [number, number]);
  const keywords = m[2] ? keywordList(m[2]) : [];
  if (!pt || !keywords) return undefined;
  return { power: pt[0], toughness: pt[1], ...(keywords.length > 0 ? { keywords } : {}) };
}

/** "flying", "flying and first strike", "trample, haste" — keywords the engine plays. */
function keywordList(words: string): string[] | undefined {
  const out = splitList(words).map(automatedKeyword);
  return out.length > 0 && out.every((k): k is string => k !== undefined) ? out : undefined;
}

function createTokens(m: RegExpExecArray): (Omit<EffectReading, 'tokens'> & { tokens: readonly CardDef[] }) | undefined {
  const count = numberWord(m[1]!);
  const colourless = /^colou?rless$/.test(m[4]!);
  const colour = colourOf(m[4]!);
  const keywords = m[7] !== undefined ? keywordList(m[7]) : [];
  // "Create a 2/2 green Wolf creature token for each Forest you control": one for each, counted as it resolves.
  const each = m[8] !== undefined ? countedOf(m[8], false, count) : undefined;
  if (count === undefined || (!colour && !colourless) || !keywords || (m[8] !== undefined && (!each || count !== 1))) return undefined;
  const token = tokenFrom({ power: Number(m[2]), toughness: Number(m[3]), colour, subtypes: m[5]!.split(' '), artifact: m[6] !== undefined, keywords });
  return { effects: [{ do: 'token', token: token.name, count: each ?? count }], tokens: [token] };
}
