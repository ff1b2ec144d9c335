import type { Ability, ActivationCost, CreatureFilter, StaticRule, TriggerEvent } from '../../cards/abilities';
import type { CardDef } from '../../cards/card';
import { MANA_TYPES, type ManaType } from '../../mana';
import { creatureFilter, energyCount, readSentences } from './effects';
import { getsAndHas, keywordLineOf } from './keywords';
import { perLandChange, readCoreSetLine, coreSetCostPart, unblockableEquipped } from './core-sets';
import type { Terrain } from '../../colour';
import { cardTypeOf, colourList, colourOf, landTypeOf, numberWord, ptChange, splitList, subtypeList, typeList } from './words';

/**
 * One line of rules text (the card's name already "~", reminder text gone)
 * as keywords or abilities: a keyword line, an activated ability ("cost:
 * effect"), a triggered ability ("When…", "Whenever…", "At the beginning
 * of…"), or a static ability. Undefined when the line says anything the
 * engine does not play.
 */
export interface LineReading {
  readonly keywords: readonly string[];
  readonly abilities: readonly Ability[];
  readonly tokens: readonly CardDef[];
}

export function readLine(line: string): LineReading | undefined {
  if (line === 'Prowess') return { keywords: [], abilities: [PROWESS], tokens: [] };
  if (line === 'Exalted') return { keywords: [], abilities: [EXALTED], tokens: [] };
  if (line === 'Ingest') return { keywords: [], abilities: [INGEST], tokens: [] };
  const renown = /^Renown (\d+)$/.exec(line);
  if (renown) return { keywords: [], abilities: [renownTrigger(Number(renown[1]))], tokens: [] };
  const cycling = /^Cycling ((?:\{[0-9WUBRGC]\})+)$/.exec(line);
  if (cycling) return { keywords: [], abilities: [cyclingAbility(cycling[1]!)], tokens: [] };
  const unearth = /^Unearth ((?:\{[0-9WUBRGC]\})+)$/.exec(line);
  if (unearth) return { keywords: [], abilities: [unearthAbility(unearth[1]!)], tokens: [] };
  // The werewolves' transform (CR 701.28), each way: an intervening "if" about the turn before (CR 603.4).
  if (line === 'At the beginning of each upkeep, if no spells were cast last turn, transform ~.') return { keywords: [], abilities: [{ kind: 'trigger', when: 'each-upkeep', ifLastTurn: 'no-spells', effects: [{ do: 'transform' }] }], tokens: [] };
  if (line === 'At the beginning of each upkeep, if a player cast two or more spells last turn, transform ~.') {
    return { keywords: [], abilities: [{ kind: 'trigger', when: 'each-upkeep', ifLastTurn: 'two-spells', effects: [{ do: 'transform' }] }], tokens: [] };
  }
  // Outlast [cost] (CR 702.107a): "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."
  const outlast = /^Outlast ((?:\{[0-9WUBRGC]\})+)$/.exec(line);
  if (outlast) return { keywords: [], abilities: [{ kind: 'activated', cost: { mana: outlast[1]!, tap: true }, effects: [{ do: 'counters', what: 'self', count: 1 }], sorcery: true }], tokens: [] };
  const devour = /^Devour (\d+)$/.exec(line);
  if (devour && Number(devour[1]) > 0) return { keywords: [], abilities: [{ kind: 'devour', multiplier: Number(devour[1]) }], tokens: [] };
  // Madness with X ("Madness {X}{U}{U}") comes with text that asks whether that cost was paid, which stays by hand.
  const madness = /^Madness ((?:\{[0-9WUBRGC]\})+)$/.exec(line);
  if (madness) return { keywords: [], abilities: [{ kind: 'madness', cost: madness[1]! }], tokens: [] };
  const dash = /^Dash ((?:\{[0-9WUBRGC]\})+)$/.exec(line);
  if (dash) return { keywords: [], abilities: [{ kind: 'dash', cost: dash[1]! }], tokens: [] };
  // Morph and megamorph with a mana cost; a morph cost of another kind ("Morph—Reveal a white card") stays by hand.
  const morph = /^(Morph|Megamorph) ((?:\{[0-9WUBRGC]\})+)$/.exec(line);
  if (morph) return { keywords: [], abilities: [{ kind: 'morph', cost: morph[2]!, ...(morph[1] === 'Megamorph' ? { mega: true as const } : {}) }], tokens: [] };
  // Amplify N (CR 702.38a): revealing every card that shares a creature type, as a player almost always would.
  const amplify = /^Amplify (\d+)$/.exec(line);
  if (amplify && Number(amplify[1]) > 0) return { keywords: [], abilities: [{ kind: 'enters-with-counters', count: Number(amplify[1]), amplify: true }], tokens: [] };
  const bloodthirst = /^Bloodthirst (\d+)$/.exec(line);
  if (bloodthirst && Number(bloodthirst[1]) > 0) return { keywords: [], abilities: [{ kind: 'enters-with-counters', count: Number(bloodthirst[1]), ifOpponentDamaged: true }], tokens: [] };
  const counters = /^~ enters the battlefield with (a|an|\w+) \+1\/\+1 counters? on it( if a permanent you controlled left the battlefield this turn)?\.$/.exec(line);
  const many = counters ? numberWord(counters[1]!) : undefined;
  if (counters && many !== undefined && many > 0) {
    return { keywords: [], abilities: [{ kind: 'enters-with-counters', count: many, ...(counters[2] ? { ifPermanentLeft: true } : {}) }], tokens: [] };
  }
  // "~ enters the battlefield with X +1/+1 counters on it" (CR 107.3m): the X paid as it was cast.
  if (/^~ enters the battlefield with X \+1\/\+1 counters on it\.$/.test(line)) return { keywords: [], abilities: [{ kind: 'enters-with-counters', count: 'X' }], tokens: [] };
  const keywords = keywordLineOf(line);
  if (keywords) return { keywords, abilities: [], tokens: [] };
  const conditional = whileControls(line);
  if (conditional) return { keywords: [], abilities: [conditional], tokens: [] };
  const rule = staticRule(line);
  if (rule) return { keywords: [], abilities: [rule], tokens: [] };
  // "~ can't block and can't be blocked.": two rules in one sentence.
  if (line === "~ can't block and can't be blocked.") return { keywords: [], abilities: [staticRule("~ can't block.")!, staticRule("~ can't be blocked.")!], tokens: [] };
  const coreSet = readCoreSetLine(line);
  if (coreSet) return { keywords: [], abilities: [coreSet], tokens: [] };
  return activated(line) ?? triggered(line);
}

/** Cycling [cost] (CR 702.29a): "[Cost], Discard this card: Draw a card", activated from your hand. */
function cyclingAbility(mana: string): Ability {
  return { kind: 'activated', from: 'hand', cost: { mana, discardSelf: true }, effects: [{ do: 'draw', amount: 1 }] };
}

/** Unearth [cost] (CR 702.84a): "[Cost]: Return this card from your graveyard to the battlefield…", activated from your graveyard as a sorcery. */
function unearthAbility(mana: string): Ability {
  return { kind: 'activated', from: 'graveyard', sorcery: true, cost: { mana }, effects: [{ do: 'returnToBattlefield', what: 'self', unearth: true }] };
}

/** Prowess (CR 702.108): "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn." */
const PROWESS: Ability = { kind: 'trigger', when: { cast: 'you', notTypes: ['Creature'] }, effects: [{ do: 'pump', what: 'self', power: 1, toughness: 1 }] };

/**
 * "~ gets +1/+1 as long as you control an artifact.", "~ has menace as long as you control an artifact.",
 * "As long as you control a Forest, ~ gets +1/+1 and has trample.": a bonus to itself while its controller
 * controls a permanent of a card type, or a land of a land type.
 */
function whileControls(line: string): Ability | undefined {
  const front = /^~ (.+) as long as you control an? (\w+)\.$/.exec(line);
  const back = /^As long as you control an? (\w+), ~ (.+)\.$/.exec(line);
  const [what, kind] = front ? [front[1]!, front[2]!] : back ? [back[2]!, back[1]!] : [undefined, undefined];
  if (what === undefined || kind === undefined) return undefined;
  const type = cardTypeOf(kind);
  const land = landTypeOf(kind);
  const controls = land ? { land } : type && type !== 'Land' && type !== 'Instant' && type !== 'Sorcery' ? { type } : undefined;
  if (!controls) return undefined;
  const change = getsAndHas(what);
  return change && { kind: 'while-controls', controls, ...change };
}

/** Exalted (CR 702.83a): "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn." */
const EXALTED: Ability = { kind: 'trigger', when: 'creature-yours-attacks-alone', effects: [{ do: 'pump', what: 'that-creature', power: 1, toughness: 1 }] };

/** Ingest (CR 702.115a): "Whenever this creature deals combat damage to a player, that player exiles the top card of their library." */
const INGEST: Ability = { kind: 'trigger', when: 'combat-damage-to-player', effects: [{ do: 'exileTop', amount: 1, who: 'each-opponent' }] };

/** Renown N (CR 702.112): "When this creature deals combat damage to a player, if it isn't renowned, put N +1/+1 counters on it and it becomes renowned." */
function renownTrigger(count: number): Ability {
  return { kind: 'trigger', when: 'combat-damage-to-player', effects: [{ do: 'renown', count }] };
}

export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=\.)\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

// ── Activated abilities ──────────────────────────────────────────────────

function activated(line: string): LineReading | undefined {
  const m = /^([^:"]+):\s*(.+)$/.exec(line);
  if (!m) return undefined;
  const cost = costOf(m[1]!);
  if (!cost) return undefined;
  const mana = manaAbility(m[2]!, cost);
  if (mana) return { keywords: [], abilities: [mana], tokens: [] };
  let body = m[2]!;
  // "Activate only as a sorcery." (older: "Activate this ability only any time you could cast a sorcery."), "Activate only once each turn." (CR 602.5b).
  const limits = { sorcery: false, oncePerTurn: false };
  for (let again = true; again; ) {
    const limit = / Activate (?:this ability )?only (as a sorcery|any time you could cast a sorcery|once each turn)\.$/.exec(body);
    again = limit !== null;
    if (!limit) break;
    if (limit[1] === 'once each turn') limits.oncePerTurn = true;
    else limits.sorcery = true;
    body = body.slice(0, limit.index);
  }
  const may = /^You may (.+)$/.exec(body);
  // "You may put a creature card from your hand": not choosing one is how the "may" is declined.
  if (may && /^put a creature card from your hand/.test(may[1]!)) body = may[1]!;
  const read = readSentences(sentencesOf(body));
  if (!read) return undefined;
  // "Return ~ from your graveyard to your hand" can only be activated from there.
  const fromGraveyard = read.effects.some((e) => (e.do === 'returnToHand' || e.do === 'returnToBattlefield') && e.what === 'self');
  const ability: Ability = {
    kind: 'activated',
    cost,
    ...(read.target ? { target: read.target } : {}),
    effects: read.effects,
    ...(fromGraveyard ? { from: 'graveyard' as const } : {}),
    ...(limits.sorcery ? { sorcery: true } : {}),
    ...(limits.oncePerTurn ? { oncePerTurn: true } : {}),
  };
  return { keywords: [], abilities: [ability], tokens: read.tokens };
}

/** "{1}{R}, Sacrifice a Goblin", "{W}, {T}", "Sacrifice a creature". */
export function costOf(text: string): ActivationCost | undefined {
  let mana = '';
  let tap = false;
  let sacrifice = false;
  let sacrificeA: ActivationCost['sacrificeA'];
  let sacrificeLand = false;
  let energy = 0;
  let extra: { exileSelf?: true; removeCounter?: true } = {};
  for (const part of text.split(/,\s*/)) {
    const more = coreSetCostPart(part);
    if (more) {
      extra = { ...extra, ...more };
      continue;
    }
    const pay = /^Pay ((?:\{E\})+)$/.exec(part);
    if (pay) energy += energyCount(pay[1]!);
    else if (part === '{T}') tap = true;
    else if (/^(\{[0-9WUBRGCX]+\})+$/.test(part)) mana += part;
    else if (part === 'Sacrifice ~') sacrifice = true;
    else if (part === 'Sacrifice a creature') sacrificeA = {};
    else if (part === 'Sacrifice a land') sacrificeLand = true;
    else {
      const typed = /^Sacrifice an? ([A-Z][a-z]+)$/.exec(part);
      if (!typed) return undefined;
      sacrificeA = { subtypes: [typed[1]!] };
    }
  }
  return { ...(mana ? { mana } : {}), ...(tap ? { tap } : {}), ...(sacrifice ? { sacrifice } : {}), ...(sacrificeA ? { sacrificeA } : {}), ...(sacrificeLand ? { sacrificeLand } : {}), ...(energy > 0 ? { energy } : {}), ...extra };
}

/** "{T}: Add {G}." and "{T}: Add one mana of any color." */
function manaAbility(effect: string, cost: ActivationCost): Ability | undefined {
  if (!cost.tap || cost.mana || cost.sacrifice || cost.sacrificeA || cost.sacrificeLand || cost.energy) return undefined;
  // A painland's "{T}: Add {W} or {U}. ~ deals 1 damage to you.": the mana, and the damage each time it is made so.
  const hurts = /^(Add .+\.) ~ deals (\d+) damage to you\.$/.exec(effect);
  if (hurts) {
    const a = manaAbility(hurts[1]!, cost);
    return a?.kind === 'mana' && !a.forEach && !a.amount && Number(hurts[2]) > 0 ? { ...a, pain: Number(hurts[2]) } : undefined;
  }
  if (/^Add one mana of any colou?r\.$/.test(effect)) return { kind: 'mana', produces: ['W', 'U', 'B', 'R', 'G'] };
  const each = /^Add \{([WUBRGC])\} for each ([A-Z][a-z]+) you control\.$/.exec(effect);
  if (each) return { kind: 'mana', produces: [each[1] as ManaType], forEach: { subtypes: [each[2]!] } };
  // "Add {C}{C}" (Sol Ring): two or more of one type at once.
  const several = /^Add ((\{[WUBRGC]\})\2+)\.$/.exec(effect);
  if (several) return { kind: 'mana', produces: [several[2]!.slice(1, 2) as ManaType], amount: several[1]!.length / 3 };
  // "Add {G}", "Add {G} or {W}", "Add {R}, {G}, or {W}": one mana of a type chosen among those. Two or more mana at once ("Add {G}{G}") is no ability the model has.
  const m = /^Add ((?:\{[WUBRGC]\}, )*\{[WUBRGC]\},? or \{[WUBRGC]\}|\{[WUBRGC]\})\.$/.exec(effect);
  if (!m) return undefined;
  const produces = [...new Set(splitList(m[1]!).map((x) => x.slice(1, 2) as ManaType))];
  return produces.every((p) => (MANA_TYPES as readonly string[]).includes(p)) ? { kind: 'mana', produces } : undefined;
}

// ── Triggered abilities ──────────────────────────────────────────────────

const TRIGGERS: readonly (readonly [RegExp, TriggerEvent | 'etb'])[] = [
  [/^When ~ enters(?: the battlefield)?, /, 'etb'],
  [/^When ~ dies, /, 'dies'],
  [/^When ~ is turned face up, /, 'turned-face-up'],
  [/^At the beginning of your upkeep, /, 'your-upkeep'],
  [/^At the beginning of the end step, /, 'end-step'],
  [/^Whenever ~ attacks, /, 'attacks'],
  [/^Whenever ~ blocks a creature, /, 'blocks'],
  // "Whenever ~ blocks": it triggers once as blockers are declared, as "blocks a creature" does here (one creature blocked each).
  [/^Whenever ~ blocks, /, 'blocks'],
  [/^Whenever ~ blocks or becomes blocked by a creature, /, 'blocks-or-blocked'],
  [/^Whenever ~ deals combat damage to a player, /, 'combat-damage-to-player'],
  [/^Whenever ~ deals damage to an opponent, /, 'damage-to-opponent'],
  [/^Whenever another creature enters(?: the battlefield)?, /, 'another-creature-enters'],
  [/^Whenever a creature enters(?: the battlefield)? under your control, /, 'creature-enters-yours'],
  [/^Whenever a creature you control enters, /, 'creature-enters-yours'],
  [/^Whenever another creature enters(?: the battlefield)? under your control, /, 'another-creature-enters-yours'],
  [/^Whenever another creature you control enters, /, 'another-creature-enters-yours'],
  [/^Whenever a creature you control dies, /, 'creature-yours-dies'],
  [/^Whenever a creature dies, /, 'creature-dies'],
  [/^Whenever another creature dies, /, 'another-creature-dies'],
  [/^Whenever another creature you control dies, /, 'another-creature-yours-dies'],
  [/^Whenever a land enters(?: the battlefield)? under your control, /, 'land-enters-yours'],
  [/^Whenever a land you control enters, /, 'land-enters-yours'],
  [/^When(?:ever)? ~ becomes the target of a spell or ability, /, 'becomes-target'],
  [/^Whenever you gain life, /, 'you-gain-life'],
  [/^Whenever an opponent discards a card, /, 'opponent-discards'],
];

function triggered(line: string): LineReading | undefined {
  // "Whenever ~ enters or attacks, …": two abilities that do the same (CR 603.2).
  const both = /^Whenever ~ enters(?: the battlefield)? or attacks, (.+)$/.exec(line);
  if (both) {
    const enters = triggered(`When ~ enters, ${both[1]!}`);
    const attacks = triggered(`Whenever ~ attacks, ${both[1]!}`);
    return enters && attacks ? { keywords: [], abilities: [...enters.abilities, ...attacks.abilities], tokens: enters.tokens } : undefined;
  }
  // "When ~ enters the battlefield or is turned face up, …" (morph): two abilities that do the same (CR 603.2).
  const entersOrUp = /^When ~ enters(?: the battlefield)? or is turned face up, (.+)$/.exec(line);
  if (entersOrUp) {
    const enters = triggered(`When ~ enters, ${entersOrUp[1]!}`);
    const up = triggered(`When ~ is turned face up, ${entersOrUp[1]!}`);
    return enters && up ? { keywords: [], abilities: [...enters.abilities, ...up.abilities], tokens: enters.tokens } : undefined;
  }
  // Rally, "Whenever ~ or another Ally enters the battlefield under your control, …": its own entering and another's of
  // that creature type, two abilities that do the same (CR 603.2).
  const rally = /^Whenever ~ or another ([A-Z][a-z]+) enters(?: the battlefield)? under your control, (.+)$/.exec(line);
  if (rally && !landTypeOf(rally[1]!)) {
    const enters = triggered(`When ~ enters, ${rally[2]!}`);
    const another = triggered(`Whenever another ${rally[1]!} enters the battlefield under your control, ${rally[2]!}`);
    return enters && another ? { keywords: [], abilities: [...enters.abilities, ...another.abilities], tokens: enters.tokens } : undefined;
  }
  // "Whenever you cast a black spell or a Swamp enters the battlefield under your control, …": two abilities that do the same (CR 603.2).
  const castOrLand = /^Whenever you cast (an? \w+ spell) or (an? \w+) enters(?: the battlefield)? under your control, (.+)$/.exec(line);
  if (castOrLand) {
    const cast = triggered(`Whenever you cast ${castOrLand[1]!}, ${castOrLand[3]!}`);
    const land = triggered(`Whenever ${castOrLand[2]!} enters the battlefield under your control, ${castOrLand[3]!}`);
    return cast && land && cast.tokens.length === 0 ? { keywords: [], abilities: [...cast.abilities, ...land.abilities], tokens: [] } : undefined;
  }
  const found = triggerEvent(line);
  if (!found) return undefined;
  let body = line.slice(found.lead.length);
  // "you may pay {E}{E}. If you do, …" is the payment's choice, read with the sentences (readSentences).
  const may = /^you may pay \{E\}/i.test(body) ? null : /^you may (.+)$/i.exec(body);
  // "you may have it deal 1 damage", "you may have target creature get -2/-2": the same sentence said of its subject.
  if (may) body = may[1]!.replace(/^have (.+?) (deal|get|gain|lose|draw)\b/, '$1 $2s');
  const read = readSentences(sentencesOf(body));
  if (!read) return undefined;
  // A scry waits for its answers: only where nothing goes on by itself meanwhile, as it enters. Magic Crawl runs its
  // upkeep into the draw, and its combat into the next step, in one action, so other triggers' scry is left by hand.
  if (found.when !== 'etb' && read.effects.some((e) => e.do === 'scry')) return undefined;
  // "Whenever a Swamp enters …, you may return ~ from your graveyard to your hand": an ability that triggers from the
  // graveyard (CR 113.6k), where the engine looks for no triggers; only a card leaving the battlefield ("when ~ dies") looks back.
  if (found.when !== 'etb' && found.when !== 'dies' && read.effects.some((e) => (e.do === 'returnToHand' || e.do === 'returnToBattlefield') && e.what === 'self')) return undefined;
  const target = read.target ? { target: read.target } : {};
  // An enters trigger's "may" with a target (Gravedigger) is the choice of target, which is yours; without one, only a search is one the model has.
  const search = read.effects.every((e) => e.do === 'searchBasicLand' || e.do === 'tutor' || e.do === 'searchLands');
  const ability: Ability =
    found.when === 'etb'
      ? { kind: 'etb', ...target, effects: read.effects, ...(may && search ? { optional: true } : {}) }
      : { kind: 'trigger', when: found.when, ...target, effects: read.effects, ...(may ? { optional: true } : {}), ...(found.thatFilter ? { thatFilter: found.thatFilter } : {}) };
  if (found.when === 'etb' && may && !read.target && !search) return undefined;
  return { keywords: [], abilities: [ability], tokens: read.tokens };
}

function triggerEvent(line: string): { lead: string; when: TriggerEvent | 'etb'; thatFilter?: CreatureFilter } | undefined {
  // "Whenever another creature with power 3 or greater enters the battlefield under your control, ": the one entering must match.
  const entering = /^Whenever (another|a) creature (with .+?) enters(?: the battlefield)? under your control, /.exec(line);
  const filter = entering ? creatureFilter(`creature ${entering[2]!}`) : undefined;
  if (entering && filter && Object.keys(filter).length > 0 && !filter.controller) {
    return { lead: entering[0], when: entering[1] === 'another' ? 'another-creature-enters-yours' : 'creature-enters-yours', thatFilter: filter };
  }
  for (const [re, when] of TRIGGERS) {
    const m = re.exec(line);
    if (m) return { lead: m[0], when };
  }
  // "Whenever a Swamp enters the battlefield under your control", "Whenever an Island you control enters".
  const landEnters = /^Whenever an? (\w+) (?:enters(?: the battlefield)? under your control|you control enters), /.exec(line);
  const land = landEnters ? landTypeOf(landEnters[1]!) : undefined;
  if (landEnters && land) return { lead: landEnters[0], when: { land } };
  // "Whenever another Ally enters the battlefield under your control": a creature of that type entering (the filter's).
  const typed = /^Whenever (another|an?) ([A-Z][a-z]+) (?:enters(?: the battlefield)? under your control|you control enters), /.exec(line);
  if (typed && !landTypeOf(typed[2]!) && subtypeList(typed[2]!)) {
    return { lead: typed[0], when: typed[1] === 'another' ? 'another-creature-enters-yours' : 'creature-enters-yours', thatFilter: { subtypes: [typed[2]!] } };
  }
  const cast = /^Whenever (you|an opponent|a player) casts? an? (.+?) spell, /.exec(line);
  if (!cast) return undefined;
  const words = cast[2]!;
  const non = /^non(\w+)$/.exec(words);
  const notType = non ? cardTypeOf(non[1]!) : undefined;
  const types = typeList(words);
  const colours = colourList(words);
  const colourless = /^colou?rless$/.test(words);
  if (!types && !colours && !notType && !colourless) return undefined;
  const who = cast[1] === 'you' ? 'you' : cast[1] === 'a player' ? 'any' : 'opponent';
  const when: TriggerEvent = {
    cast: who,
    ...(types ? { types } : {}),
    ...(notType ? { notTypes: [notType] } : {}),
    ...(colours ? { colours } : {}),
    ...(colourless ? { colourless: true as const } : {}),
  };
  return { lead: cast[0], when };
}

// ── Static abilities ─────────────────────────────────────────────────────

const STATICS: readonly (readonly [RegExp, (m: RegExpExecArray) => Ability | undefined])[] = [
  [/^~ can't be blocked\.$/, () => rule({ is: 'unblockable' })],
  // "~ can't be blocked by Walls.": a creature type, said in the plural.
  [/^~ can't be blocked by ([A-Z][a-z]+)s\.$/, (m) => rule({ is: 'not-blocked-by', subtype: m[1]! })],
  [/^~ can't be blocked by artifact creatures\.$/, () => rule({ is: 'not-blocked-by-artifacts' })],
  [/^~ can't be blocked by creatures with power (\d+) or less\.$/, (m) => rule({ is: 'not-blocked-by-power', atMost: Number(m[1]) })],
  [/^~ can't be blocked by more than one creature\.$/, () => rule({ is: 'blocked-by-one-at-most' })],
  [/^~ can block any number of creatures\.$/, () => rule({ is: 'blocks-any-number' })],
  [/^~ can't block\.$/, () => rule({ is: 'cant-block' })],
  [/^~ doesn't untap during your untap step\.$/, () => rule({ is: 'no-untap' })],
  [/^Whenever a creature dealt damage by ~ this turn dies, put (a|an|one|two|three|\d+) \+1\/\+1 counters? on ~\.$/, (m) => numbered(m[1]!, (n) => ({ kind: 'feeds', counters: n }))],
  [/^~ can block only creatures with flying\.$/, () => rule({ is: 'blocks-only-flying' })],
  [/^~ can't be blocked except by (\w+) creatures\.$/, (m) => (colourOf(m[1]!) ? rule({ is: 'unblockable', exceptColour: colourOf(m[1]!)! }) : undefined)],
  [/^~ attacks each combat if able\.$/, () => rule({ is: 'attacks-each-combat' })],
  [/^~ can't attack or block alone\.$/, () => rule({ is: 'not-alone' })],
  [/^~ can't attack unless defending player controls an? (\w+)\.$/, (m) => (landTypeOf(m[1]!) ? rule({ is: 'attacks-only-if', defenderControls: landTypeOf(m[1]!)! }) : undefined)],
  [/^All creatures able to block ~ do so\.$/, () => rule({ is: 'lure' })],
  [/^If a source an opponent controls would deal damage to you, prevent (\d+) of that damage\.$/, (m) => rule({ is: 'prevent-from-opponents', amount: Number(m[1]) })],
  [/^You can't lose the game and your opponents can't win the game\.$/, () => rule({ is: 'no-losing' })],
  [/^If ~ would be put into a graveyard from anywhere, (?:reveal ~ and )?shuffle it into its owner's library instead\.$/, () => rule({ is: 'shuffle-instead' })],
  [/^This spell can't be countered\.$/, () => rule({ is: 'uncounterable' })],
  [/^~ enters(?: the battlefield)? tapped\.$/, () => rule({ is: 'enters-tapped' })],
  [/^~ enters(?: the battlefield)? tapped unless you control (\w+) or fewer other lands\.$/, (m) => numbered(m[1]!, (n) => rule({ is: 'enters-tapped', unlessOtherLandsAtMost: n }))],
  [/^~ enters(?: the battlefield)? tapped unless you control (\w+) or more basic lands\.$/, (m) => numbered(m[1]!, (n) => rule({ is: 'enters-tapped', unlessBasicLandsAtLeast: n }))],
  [/^~ enters(?: the battlefield)? tapped unless you control (.+)\.$/, (m) => entersTappedUnless(m[1]!)],
  [/^A deck can have any number of cards named ~\.$/, () => rule({ is: 'any-number-in-deck' })],
  [/^You have no maximum hand size\.$/, () => rule({ is: 'no-max-hand-size' })],
  [/^Convoke$/, () => rule({ is: 'convoke' })],
  [/^Delve$/, () => rule({ is: 'delve' })],
  [/^Rebound$/, () => rule({ is: 'rebound' })],
  [/^As an additional cost to cast (?:~|this spell), sacrifice a creature\.$/, () => rule({ is: 'sacrifice-to-cast' })],
  [/^As an additional cost to cast (?:~|this spell), discard a card\.$/, () => rule({ is: 'discard-to-cast' })],
  [/^Improvise$/, () => rule({ is: 'improvise' })],
  [/^~'s (power and toughness are each|power is) equal to the number of (\w+) you control\.$/, (m) => selfCount(m[2]!, m[1] === 'power is')],
  [/^~ gets ([+-]\d+\/[+-]\d+) for each other creature (on the battlefield|you control) named ~\.$/, (m) => perNamesake(m[1]!, m[2] === 'you control')],
  [/^(?:(Other) )?(?:([A-Z][a-z]+|white|blue|black|red|green|colou?rless|artifact) creatures|[Cc]reatures) you control (.+)\.$/, (m) => lord(m[2], m[3]!, m[1] !== undefined)],
  // Outlast's partners: "Each creature you control with a +1/+1 counter on it has flying."
  [/^Each creature you control with a \+1\/\+1 counter on it (has|gets) (.+)\.$/, (m) => withCounter(lord(undefined, `${m[1] === 'has' ? 'have' : 'get'} ${m[2]!.replace(/ and has /, ' and have ')}`, false))],
];

const rule = (r: StaticRule): Ability => ({ kind: 'static', rule: r });

/** "… equal to the number of Forests / lands / creatures you control" (CR 604.3): what a characteristic-defining ability counts. */
function selfCount(what: string, powerOnly: boolean): Ability | undefined {
  const only = powerOnly ? { powerOnly: true as const } : {};
  if (what === 'creatures') return { kind: 'creatures-count', ...only };
  if (what === 'lands') return { kind: 'lands-count', land: 'any', ...only };
  const land = landTypeOf(what);
  return land ? { kind: 'lands-count', land, ...only } : undefined;
}

function numbered(word: string, make: (n: number) => Ability): Ability | undefined {
  const n = numberWord(word);
  return n === undefined ? undefined : make(n);
}

/** "a Swamp or a Mountain": land types, each with its article. */
function entersTappedUnless(words: string): Ability | undefined {
  const lands = splitList(words).map((w) => landTypeOf(w.replace(/^an? /, '')));
  return lands.length > 0 && lands.every((l): l is Terrain => l !== undefined) ? rule({ is: 'enters-tapped', unlessControls: lands }) : undefined;
}

function staticRule(line: string): Ability | undefined {
  for (const [re, make] of STATICS) {
    const m = re.exec(line);
    if (m) return make(m);
  }
  return undefined;
}

function perNamesake(change: string, yours: boolean): Ability | undefined {
  const pt = ptChange(change);
  return pt ? { kind: 'per-namesake', power: pt[0], toughness: pt[1], ...(yours ? { yours: true as const } : {}) } : undefined;
}

/** "Other Soldier creatures you control get +1/+1 and have vigilance.", "Creatures you control get +1/+1.", "White creatures you control get +1/+1" (a colour is no creature type). */
function lord(type: string | undefined, rest: string, other: boolean): Ability | undefined {
  const colour = type === undefined ? undefined : colourOf(type);
  const colourless = type !== undefined && /^colou?rless$/i.test(type);
  // "Other artifact creatures you control get +1/+1": artifact creatures only (a card type, no creature type).
  const artifact = type !== undefined && /^artifact$/i.test(type);
  const subtypes = type === undefined || colour || colourless || artifact ? undefined : subtypeList(type);
  if (type !== undefined && !subtypes && !colour && !colourless && !artifact) return undefined;
  const m = /^(?:get ([+-]\d+\/[+-]\d+))?(?: and )?(?:have (.+))?$/.exec(rest);
  if (!m || (!m[1] && !m[2])) return undefined;
  const pt = m[1] ? ptChange(m[1]) : [0, 0];
  const keywords = m[2] ? keywordLineOf(m[2].replace(/ and /g, ', ')) : [];
  if (!pt || !keywords) return undefined;
  return {
    kind: 'anthem',
    power: pt[0]!,
    toughness: pt[1]!,
    ...(keywords.length > 0 ? { keywords } : {}),
    ...(other ? { other: true } : {}),
    ...(subtypes ? { subtypes } : {}),
    ...(colour ? { colour } : {}),
    ...(colourless ? { colourless: true } : {}),
    ...(artifact ? { artifact: true } : {}),
  };
}

/** An anthem of only the creatures with a +1/+1 counter. */
function withCounter(a: Ability | undefined): Ability | undefined {
  return a?.kind === 'anthem' ? { ...a, withCounter: true } : undefined;
}

// ── Auras ────────────────────────────────────────────────────────────────

/** "Enchant creature", "Enchant creature you control": what an Aura the engine plays may enchant. */
export function enchantLine(line: string): Extract<Ability, { kind: 'aura' }>['target'] | undefined {
  const m = /^Enchant (.+?)\.?$/.exec(line);
  if (!m) return undefined;
  const mine = /^(.+) you control$/.exec(m[1]!);
  const filter = creatureFilter(mine ? mine[1]! : m[1]!);
  if (!filter) return undefined;
  const all = { ...filter, ...(mine ? { controller: 'you' as const } : {}) };
  return { kind: 'creature', ...(Object.keys(all).length > 0 ? { filter: all } : {}) };
}

// ── Equipment ────────────────────────────────────────────────────────────

/** "Equip {2}" (CR 702.6a): attach it to target creature you control, as a sorcery. */
export function equipLine(line: string): Ability | undefined {
  const m = /^Equip ((?:\{[0-9WUBRGC]\})+)$/.exec(line);
  if (!m) return undefined;
  return { kind: 'activated', cost: { mana: m[1]! }, target: { kind: 'creature', filter: { controller: 'you' } }, effects: [{ do: 'attach' }], sorcery: true };
}

/** "Equipped creature gets +2/+0 and has first strike." */
export function equippedLine(line: string): Extract<Ability, { kind: 'equipment' }> | undefined {
  const unblockable = unblockableEquipped(line);
  if (unblockable) return unblockable;
  const m = /^Equipped creature (.+)\.$/.exec(line);
  const r = m ? auraLine(`Enchanted creature ${m[1]!}.`) : undefined;
  if (!r || r.cantAttackOrBlock || r.noUntap || r.perLand) return undefined;
  return { kind: 'equipment', ...(r.power !== undefined ? { power: r.power } : {}), ...(r.toughness !== undefined ? { toughness: r.toughness } : {}), ...(r.keywords ? { keywords: r.keywords } : {}) };
}

/** "Enchanted creature gets +2/+2 and has flying.", "Enchanted creature can't attack or block." */
export function auraLine(line: string): Omit<Extract<Ability, { kind: 'aura' }>, 'kind' | 'target'> | undefined {
  const m = /^Enchanted creature (.+)\.$/.exec(line);
  if (!m) return undefined;
  let power = 0;
  let toughness = 0;
  let keywords: string[] = [];
  let cantAttackOrBlock = false;
  let noUntap = false;
  let perLand: Terrain | undefined;
  for (const part of m[1]!.split(/,? and (?=gets |has |can't |doesn't )/)) {
    const gets = /^gets ([+-]\d+\/[+-]\d+)$/.exec(part);
    const has = /^has (.+)$/.exec(part);
    const each = perLandChange(part);
    if (each) [power, toughness, perLand] = [each.power, each.toughness, each.land];
    else if (gets && ptChange(gets[1]!)) [power, toughness] = ptChange(gets[1]!)!;
    else if (has) {
      const ks = keywordLineOf(has[1]!.replace(/,? and /g, ', '));
      if (!ks) return undefined;
      keywords = ks;
    } else if (part === "can't attack or block") cantAttackOrBlock = true;
    else if (part === "doesn't untap during its controller's untap step") noUntap = true;
    else return undefined;
  }
  return {
    ...(power !== 0 ? { power } : {}),
    ...(toughness !== 0 ? { toughness } : {}),
    ...(keywords.length > 0 ? { keywords } : {}),
    ...(cantAttackOrBlock ? { cantAttackOrBlock } : {}),
    ...(noUntap ? { noUntap } : {}),
    ...(perLand ? { perLand } : {}),
  };
}
