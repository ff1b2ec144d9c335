import type { Ability, Effect, Subject } from '../../../src/engine/cards/abilities';
import type { CardDef } from '../../../src/engine/cards/card';
import { KEYWORDS } from '../../../src/engine/combat/model';
import { isManaType, parseManaCost } from '../../../src/engine/mana';

/** Every ability kind and effect the model has, spelled out so a new one must be added here on purpose. */
const ABILITY_KINDS = new Set(['spell', 'modes', 'etb', 'activated', 'mana', 'anthem', 'aura', 'equipment', 'feeds', 'trigger', 'static', 'lands-count', 'creatures-count', 'per-namesake', 'per-land']);
const EFFECTS = new Set([
  'damage', 'destroy', 'exile', 'bounce', 'putOnTop', 'pump', 'counters', 'tap', 'untap', 'gainLife', 'loseLife', 'draw', 'token', 'returnToHand', 'discard',
  'regenerate', 'sacrifice', 'discardRandom', 'discardChosen', 'exileCard', 'putOntoBattlefield', 'freeze', 'mustAttack',
  'atNextEndStep', 'sacrificeAnother', 'searchBasicLand', 'damageDivided', 'destroyOneAtRandom', 'sacrificeLand', 'attach', 'mill', 'exileTop', 'fog', 'counter', 'millHalf', 'shuffleGraveyard', 'returnToBattlefield', 'fabricate',
  'shuffleSelfAndGraveyard', 'graveyardToTop', 'tutor', 'gainLifeThisWay',
  'flipCoin', 'searchLands', 'discardBy', 'putOnBottom', 'silence', 'revealTopToHand', 'setBase',
]);
const STATIC_RULES = new Set([
  'unblockable', 'blocks-any-number', 'attacks-each-combat', 'not-alone', 'attacks-only-if', 'lure', 'prevent-from-opponents',
  'no-losing', 'attacks-only-when', 'shuffle-instead', 'uncounterable', 'any-number-in-deck', 'enters-tapped', 'no-max-hand-size', 'not-blocked-by-artifacts', 'you-hexproof', 'you-shroud', 'begin-on-battlefield',
]);
const LANDWALK = /^(plains|island|swamp|mountain|forest)walk$/;

export function isKnownKeyword(k: string): boolean {
  // "unblockable" is only ever granted until end of turn ("can't be blocked this turn").
  return (KEYWORDS as readonly string[]).includes(k) || LANDWALK.test(k) || /^protection-from-[a-z]+s$/.test(k) || k === 'unblockable';
}

/**
 * What keeps a card from being played by the engine on its own, or makes its
 * data say something the model cannot mean. Empty for a sound, fully
 * automated card.
 */
export function automationProblems(card: CardDef, lookup: (name: string) => CardDef | undefined): string[] {
  const out: string[] = [];
  const say = (m: string) => out.push(`${card.name}: ${m}`);
  if (card.automation === 'manual') say('is manual');
  if (card.manualText !== undefined) say('has manualText');
  for (const k of card.keywords) if (!isKnownKeyword(k)) say(`unknown keyword "${k}"`);
  const abilities = card.abilities ?? [];
  const kinds = abilities.map((a) => a.kind);
  const isSpell = card.types.includes('Instant') || card.types.includes('Sorcery');
  const isAura = card.subtypes.includes('Aura');
  if (isSpell && (kinds.length !== 1 || (kinds[0] !== 'spell' && kinds[0] !== 'modes'))) say('an instant or sorcery needs exactly one spell ability (or one set of modes)');
  if (!isSpell && (kinds.includes('spell') || kinds.includes('modes'))) say('a permanent has a spell ability');
  if (isAura !== kinds.includes('aura')) say('an Aura, and only an Aura, has an aura ability');
  if (card.types.includes('Enchantment') && !isAura && abilities.length === 0) say('an enchantment that does nothing');
  for (const a of abilities) checkAbility(a, say, lookup);
  return out;
}

function checkAbility(a: Ability, say: (m: string) => void, lookup: (name: string) => CardDef | undefined): void {
  if (!ABILITY_KINDS.has(a.kind)) return say(`unknown ability kind "${a.kind}"`);
  if (a.kind === 'modes') {
    if (a.modes.length < 2) say('a modal spell with fewer than two modes');
    // Each mode is checked as the spell it becomes once chosen.
    for (const mode of a.modes) checkAbility({ kind: 'spell', ...mode }, say, lookup);
    return;
  }
  if (a.kind === 'mana') {
    if (a.produces.length === 0 || !a.produces.every(isManaType)) say('a mana ability that makes no known mana');
    return;
  }
  if (a.kind === 'feeds') {
    if (!Number.isInteger(a.counters) || a.counters < 1) say('a feeds ability that gives no counters');
    return;
  }
  if (a.kind === 'static') {
    if (!a.rule || !STATIC_RULES.has(a.rule.is)) say('a static ability with no rule the engine knows');
    return;
  }
  if (a.kind === 'lands-count' || a.kind === 'creatures-count' || a.kind === 'per-namesake' || a.kind === 'per-land' || a.kind === 'enters-with-counters') return;
  if (a.kind === 'anthem' || a.kind === 'aura' || a.kind === 'equipment' || a.kind === 'while-controls') {
    for (const k of a.keywords ?? []) if (!isKnownKeyword(k)) say(`unknown keyword "${k}"`);
    if (a.kind === 'aura' && a.target.kind !== 'creature') say('an aura that enchants no creature');
    return;
  }
  if (a.kind === 'devour') return;
  if (a.kind === 'madness' || a.kind === 'morph' || a.kind === 'dash') {
    if (!parseManaCost(a.cost).ok) say(`bad ${a.kind} cost ${a.cost}`);
    return;
  }
  if (a.kind === 'activated') {
    if (!a.cost.mana && !a.cost.tap && !a.cost.sacrifice && !a.cost.sacrificeA && !a.cost.sacrificeLand && !a.cost.energy && !a.cost.exileSelf && !a.cost.removeCounter) say('an activated ability with no cost');
    if (a.cost.mana && !parseManaCost(a.cost.mana).ok) say(`bad activation cost ${a.cost.mana}`);
  }
  if (a.effects.length === 0) say(`a ${a.kind} ability that does nothing`);
  const onPlayer = (e: Effect) =>
    (a.target?.kind === 'player' && (e.do === 'draw' || e.do === 'mill' || e.do === 'gainLife' || e.do === 'loseLife')) || (a.target?.kind === 'opponent' && (e.do === 'mill' || e.do === 'loseLife'));
  const usesTarget = a.effects.some((e) => mentionsTarget(e) || onPlayer(e));
  if (usesTarget && !a.target) say('an effect acts on "target" but the ability has no target');
  if (a.target && !usesTarget) say('the ability has a target that no effect acts on');
  for (const e of a.effects) {
    if (!EFFECTS.has(e.do)) say(`unknown effect "${e.do}"`);
    const fromGraveyard = e.do === 'returnToHand' && e.what === 'self';
    if (fromGraveyard && (a.kind !== 'activated' || a.from !== 'graveyard')) say('returning itself to hand needs an ability activated from the graveyard');
    if (!fromGraveyard && (e.do === 'returnToHand' || e.do === 'exileCard') && a.target?.kind !== 'card-in-graveyard') say(`${e.do} needs a card-in-graveyard target`);
    if (e.do === 'putOntoBattlefield' && a.target?.kind !== 'card-in-hand') say('putOntoBattlefield needs a card-in-hand choice');
    if (e.do === 'discard' && a.target?.kind !== 'opponent') say('discard is only aimed at an opponent');
    if (e.do === 'token') {
      const token = lookup(e.token);
      if (!token || !token.token) say(`makes "${e.token}", which is no token in the pool`);
    }
    if (e.do === 'pump') {
      for (const k of e.keywords ?? []) if (!isKnownKeyword(k)) say(`unknown keyword "${k}"`);
      if (e.power === 0 && e.toughness === 0 && !(e.keywords ?? []).length) say('a pump that changes nothing');
    }
    // Beside a creature or a permanent, life and cards are the controller's; beside a target that may be a player, they would be read as that player's.
    const mine = (e.do === 'gainLife' || e.do === 'loseLife') && e.who === 'you';
    if ((e.do === 'draw' || e.do === 'gainLife' || e.do === 'loseLife') && !mine && (a.target?.kind === 'any' || a.target?.kind === 'opponent')) say(`${e.do} beside a target that may be a player`);
  }
}

/** Whether an effect acts on the ability's target by its subject (draw and life on a targeted player are seen by the caller). */
function mentionsTarget(e: Effect): boolean {
  // "Each creature target player controls" acts on the player targeted too.
  const subject = (s: Subject) => s === 'target' || s === 'target-player-creatures';
  switch (e.do) {
    case 'damage':
      return subject(e.to);
    case 'destroy':
    case 'exile':
    case 'bounce':
    case 'putOnTop':
    case 'pump':
    case 'counters':
    case 'tap':
    case 'untap':
    case 'regenerate':
    case 'freeze':
    case 'mustAttack':
      return subject(e.what);
    case 'returnToHand':
      return e.what !== 'self';
    case 'atNextEndStep':
      return e.what === 'target';
    case 'attach':
    case 'discard':
    case 'exileCard':
    case 'putOntoBattlefield':
    case 'counter':
    case 'millHalf':
    case 'shuffleGraveyard':
    case 'graveyardToTop':
      return true;
    case 'discardBy':
    case 'discardRandom':
      return e.who === 'target';
    case 'putOnBottom':
    case 'setBase':
      return subject(e.what);
    case 'shuffleSelfAndGraveyard':
    case 'tutor':
    case 'gainLifeThisWay':
    case 'flipCoin':
    case 'searchLands':
    case 'silence':
    case 'revealTopToHand':
      return false;
    case 'draw':
    case 'mill':
    case 'returnToBattlefield':
    case 'exileTop':
    case 'gainLife':
    case 'loseLife':
    case 'token':
    case 'sacrifice':
    case 'discardChosen':
    case 'scry':
    case 'bolster':
    case 'sacrificeUnlessPay':
    case 'sacrificeAnother':
    case 'searchBasicLand':
    case 'fabricate':
    case 'damageDivided':
    case 'destroyOneAtRandom':
    case 'sacrificeLand':
    case 'energy':
    case 'payEnergy':
    case 'renown':
    case 'transform':
    case 'fog':
      return false;
  }
}

/**
 * Strings in a card's data that read like stored rules text: more than five
 * words, or a sentence of three or more words. Card names and type words are
 * shorter. `manualText` is exempt: it is our words for what a manual card
 * does.
 */
export function proseIn(value: unknown, path = ''): string[] {
  if (typeof value === 'string') {
    const words = value.trim().split(/\s+/).length;
    return words > 5 || (words >= 3 && /[.!?:;]$/.test(value.trim())) ? [`${path}: "${value}"`] : [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => proseIn(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (k === 'manualText' ? [] : proseIn(v, path ? `${path}.${k}` : k)));
  }
  return [];
}
