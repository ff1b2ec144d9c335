import { scryAnswers } from './scry';
import { pickDiscardAnswers } from './discards';
import { unlessPaysAnswers } from './unless-pays';
import { devourAnswers } from './devour';
import { madnessAnswers, madnessDiscard } from './madness';
import { reboundAnswers } from './rebound';
import { mayAnswers } from './may';
import { sacrificeAnswers } from './sacrifices';
import { searchAnswers } from './search';
import { fabricateAnswers } from './fabricate';
import { dashOf } from '../cards/abilities';
import { faceChoices, isSplit } from '../cards/faces';
import { abilityCost, cardInfo, castInfo, faceInfo, modesOf, type CardInfo } from './card-db';
import { canUseTap } from './characteristics';
import { energyOf } from './energy';
import { activatedThisTurn, discardToCast, sacrificeChoices, sacrificeToCast, silenced, spellTarget, timing } from './casting';
import { canPay, maxX } from './payments';
import { FACE_DOWN } from '../cards/face-down';
import { faceDownChoices, hasFaceDown, turnFaceUpChoices } from './morph';
import { delved } from './delve';
import type { CardRef, MagicAction, MayAction, Prompt, SearchAction, TargetRef } from './schema';
import type { Seat, Table } from './table';
import { legalTargets } from './targets';
import { manaValue, type ManaCost } from '../mana';

/**
 * What a seat could cast or activate now, as actions: one per distinct card
 * name in hand, mode, target and X (copies of a card are the same choice), and one
 * per ability, target, X and sacrifice. Bots, tests and the playmat list
 * them; the rules check each again when it is taken.
 */

/**
 * Castable spells, one action per distinct card name, mode, target and X. With
 * `faces`, a card of several faces is offered as each face it may be cast
 * as (`face`: a split card's halves, a modal card's back, an Adventure), and
 * an adventurer on an adventure as its creature, from exile; without, only
 * as itself (a game whose actions name no face).
 */
export function castChoices(
  t: Table,
  seat: Seat,
  speed: 'sorcery' | 'instant',
  skip: (info: CardInfo) => boolean = () => false,
  options: { faces?: boolean } = {},
): MagicAction[] {
  const out: MagicAction[] = [];
  // "Your opponents can't cast spells this turn": no spell to offer.
  if (silenced(t, seat)) return out;
  // Copies of a card are one choice: a card in hand as itself by its name alone, any other way by name, face and zone.
  const seenCards = new Set<string>();
  const seenFaces = new Set<string>();
  const offer = (c: CardRef, face: number | undefined, from: 'hand' | 'exile' = 'hand') => {
    const info = faceInfo(c.card, face);
    if (info.land || skip(info)) return;
    if (!info.instant && !info.def.keywords.includes('flash') && speed !== 'sorcery') return;
    // The key is made only for a card that could be cast at this speed.
    if (from === 'hand' && face === undefined) {
      if (seenCards.has(c.card)) return;
      seenCards.add(c.card);
    } else {
      const key = `${from}\u0000${c.card}\u0000${face ?? ''}`;
      if (seenFaces.has(key)) return;
      seenFaces.add(key);
    }
    // Delve pays part of the cost from the graveyard (delve.ts).
    castsOf(t, seat, c, face, delved(t, seat, info, info.cost).cost, out);
    // Dash (CR 702.109a): the same spell again, for its dash cost.
    const dash = from === 'hand' && face === undefined ? dashOf(info.abilities) : undefined;
    if (dash) {
      const dashed: MagicAction[] = [];
      castsOf(t, seat, c, face, abilityCost(dash), dashed);
      for (const a of dashed) out.push({ ...a, dash: true } as MagicAction);
    }
  };
  const player = t.player(seat);
  for (const c of player?.hand ?? []) {
    const def = cardInfo(c.card).def;
    const faces = options.faces ? faceChoices(def) : [];
    // A split card is only ever cast as one of its halves; another card is itself, its front face, and then each other face it may be cast as.
    if (!isSplit(def)) offer(c, undefined);
    for (const face of faces) if (isSplit(def) || face > 0) offer(c, face);
  }
  if (options.faces) for (const c of player?.exile ?? []) if (c.adventure) offer(c, undefined, 'exile');
  // A card with morph, face down: a creature spell, so at sorcery speed.
  if (speed === 'sorcery' && !skip(cardInfo(FACE_DOWN.name))) faceDownChoices(t, seat, out);
  return out;
}

/** No target, X or sacrifice to choose: one choice, of nothing. */
const NO_CHOICE: readonly undefined[] = [undefined];

/**
 * The ways to cast card `c` (as `face`) paying `cost`, added to `out`: one
 * per mode, target, X and creature sacrificed, none when it cannot be paid
 * for. Its timing is the caller's to check (madness casts whenever it is).
 */
export function castsOf(t: Table, seat: Seat, c: CardRef, face: number | undefined, cost: ManaCost, out: MagicAction[]): void {
  const info = faceInfo(c.card, face);
  const xs = xValues(t, seat, cost);
  if (xs.length === 0) return;
  // "As an additional cost to cast this spell, sacrifice a creature": one action per creature it could be.
  const victims: readonly (number | undefined)[] = sacrificeToCast(info) ? sacrificeChoices(t, seat, {}) : NO_CHOICE;
  // "As an additional cost to cast this spell, discard a card": one action per other card of the hand, copies one choice.
  const discards: readonly (number | undefined)[] = discardToCast(info) ? discardChoices(t, seat, c.id) : NO_CHOICE;
  if (discards.length === 0) return;
  // A modal spell is offered as each of its modes, a mode whose target has none legal not at all (CR 700.2a, 601.2c).
  const modes = modesOf(info);
  for (const mode of modes ? modes.keys() : NO_CHOICE) {
    const spec = spellTarget(mode === undefined ? info : castInfo(c.card, face, mode));
    const targets: readonly (TargetRef | undefined)[] = spec ? legalTargets(t, spec, info.def.colours, { controller: seat }) : NO_CHOICE;
    for (const target of targets) {
      for (const x of xs) {
        for (const sacrifice of victims) for (const discard of discards) out.push(castAction(c.id, face, mode, target, x, sacrifice, discard));
      }
    }
  }
}

/** A cast action, its fields in the order actions have always had them (saved games show them so). */
function castAction(card: number, face: number | undefined, mode: number | undefined, target: TargetRef | undefined, x: number | undefined, sacrifice: number | undefined, discard: number | undefined): MagicAction {
  const action: { type: 'cast'; card: number; face?: number; mode?: number; target?: TargetRef; x?: number; sacrifice?: number; discard?: number } = { type: 'cast', card };
  if (face !== undefined) action.face = face;
  if (mode !== undefined) action.mode = mode;
  if (target !== undefined) action.target = target;
  if (x !== undefined) action.x = x;
  if (sacrifice !== undefined) action.sacrifice = sacrifice;
  if (discard !== undefined) action.discard = discard;
  return action;
}

/**
 * The cards of `seat`'s hand that could pay a "discard a card" cost of the
 * spell `spell`: one of each name, in the order a player would part with
 * them (a card with madness it can then cast, then a land, then the
 * dearest spell), which is also the computer's choice: it takes the first.
 */
function discardChoices(t: Table, seat: Seat, spell: number): number[] {
  const seen = new Set<string>();
  const cards: CardRef[] = [];
  for (const c of t.player(seat)?.hand ?? []) {
    if (c.id === spell || seen.has(c.card)) continue;
    seen.add(c.card);
    cards.push(c);
  }
  const mad = madnessDiscard(t, seat, cards);
  const rank = (c: CardRef) => (c === mad ? -1000 : cardInfo(c.card).land ? -500 : -manaValue(cardInfo(c.card).cost));
  return cards.sort((a, b) => rank(a) - rank(b)).map((c) => c.id);
}

/**
 * Whether `seat` has any activated ability it might use: on a permanent it
 * controls, or on a card in its graveyard or hand that works from there (a
 * quick look before abilityChoices works out costs and targets).
 */
export function hasActivatedAbility(t: Table, seat: Seat): boolean {
  if (t.s.battlefield.some((p) => p.controller === seat && cardInfo(p.card).abilities.some((a) => a.kind === 'activated'))) return true;
  if (hasFaceDown(t, seat)) return true;
  const zones = t.player(seat);
  const worksFrom = (zone: 'graveyard' | 'hand') => (c: CardRef) => cardInfo(c.card).abilities.some((a) => a.kind === 'activated' && a.from === zone);
  return (zones?.graveyard.some(worksFrom('graveyard')) ?? false) || (zones?.hand.some(worksFrom('hand')) ?? false);
}

/** Activatable abilities of `seat`'s permanents, graveyard and hand, one action per target, X and sacrifice. */
export function abilityChoices(t: Table, seat: Seat): MagicAction[] {
  const out: MagicAction[] = [];
  for (const p of t.controlledBy(seat)) {
    const info = cardInfo(p.card);
    info.abilities.forEach((a, ability) => {
      if (a.kind !== 'activated' || a.from !== undefined) return;
      if (a.sorcery && timing(t, seat) !== 'sorcery') return;
      if (a.oncePerTurn && activatedThisTurn(p, ability)) return;
      if (a.cost.tap && !canUseTap(t, p)) return;
      if (a.cost.energy && energyOf(t, seat) < a.cost.energy) return;
      const exclude = a.cost.tap ? p.id : undefined;
      const cost = a.cost.mana ? abilityCost(a.cost.mana) : undefined;
      const xs: (number | undefined)[] = cost ? xValues(t, seat, cost, exclude) : [undefined];
      if (xs.length === 0) return;
      const targets: (TargetRef | undefined)[] = a.target ? legalTargets(t, a.target, info.def.colours, { id: p.id, controller: seat }) : [undefined];
      // "You may put a creature card from your hand": choosing none is an option too.
      if (a.target?.kind === 'card-in-hand') targets.push(undefined);
      const victims = sacrificeChoices(t, seat, a.cost.sacrificeA, a.cost.sacrificeLand);
      for (const target of targets) {
        for (const x of xs) {
          for (const sacrifice of victims) {
            const extra = { ...(target !== undefined ? { target } : {}), ...(x !== undefined ? { x } : {}), ...(sacrifice !== undefined ? { sacrifice } : {}) };
            out.push({ type: 'activate', card: p.id, ability, ...extra });
          }
        }
      }
    });
  }
  // Turning a face-down permanent face up is no ability of its, but is taken as one (morph.ts).
  return [...out, ...(timing(t, seat) !== null ? turnFaceUpChoices(t, seat) : []), ...zoneAbilities(t, seat, 'graveyard'), ...zoneAbilities(t, seat, 'hand')];
}

/**
 * Abilities of cards in your graveyard or hand that work from there (mana
 * costs only, no target; cycling's card is its own cost), at the speed
 * each allows. In the hand, copies of a card are one choice, as in
 * castChoices.
 */
function zoneAbilities(t: Table, seat: Seat, zone: 'graveyard' | 'hand'): MagicAction[] {
  const out: MagicAction[] = [];
  const speed = timing(t, seat);
  const seen = new Set<string>();
  for (const c of t.player(seat)?.[zone] ?? []) {
    if (zone === 'hand' && seen.has(c.card)) continue;
    cardInfo(c.card).abilities.forEach((a, ability) => {
      if (a.kind !== 'activated' || a.from !== zone || a.target || (a.sorcery && speed !== 'sorcery')) return;
      const cost = a.cost.mana ? abilityCost(a.cost.mana) : undefined;
      if (cost && (cost.x > 0 || !canPay(t, seat, cost, 0))) return;
      seen.add(c.card);
      out.push({ type: 'activate', card: c.id, ability });
    });
  }
  return out;
}

/** The values of X worth listing: none needed (undefined), or 1 up to the most you can pay. */
function xValues(t: Table, seat: Seat, cost: ManaCost, exclude?: number): (number | undefined)[] {
  if (cost.x === 0) return canPay(t, seat, cost, 0, exclude) ? [undefined] : [];
  const most = maxX(t, seat, cost, exclude);
  const out: number[] = [];
  for (let x = 1; x <= most; x++) out.push(x);
  return out;
}

/** The actions that answer each kind of question the game may wait on (any other action waits until it is answered). */
export const PROMPT_ANSWERS: Readonly<Record<Prompt['type'], readonly string[]>> = {
  discard: ['discard'],
  pickDiscard: ['discard'],
  bottom: ['bottom'],
  trigger: ['choose'],
  sacrificeLand: ['choose'],
  pay: ['pay', 'cancel'],
  unlessPays: ['pay', 'cancel'],
  search: ['search'],
  may: ['may'],
  madness: ['cast', 'cancel'],
  rebound: ['cast', 'cancel'],
  devour: ['choose', 'cancel'],
  sacrifice: ['choose'],
  scry: ['scry'],
  fabricate: ['fabricate'],
};

/**
 * The answers open to `seat` to the question the game waits on (a discard,
 * the bottom of the library, a triggered ability's target, a payment): each
 * card of the hand, each legal target, each way to pay and taking it back.
 */
export function promptAnswers(t: Table, seat: Seat): (MagicAction | SearchAction | MayAction)[] {
  const prompt = t.s.prompt;
  if (!prompt) return [];
  const hand = t.player(seat)!.hand;
  switch (prompt.type) {
    case 'discard':
      return hand.map((c) => ({ type: 'discard', card: c.id }));
    case 'pickDiscard':
      return pickDiscardAnswers(t);
    case 'unlessPays':
      return unlessPaysAnswers();
    case 'search':
      return searchAnswers(t, seat);
    case 'may':
      return mayAnswers();
    case 'madness':
      return madnessAnswers(t, seat);
    case 'rebound':
      return reboundAnswers(t, seat);
    case 'devour':
      return devourAnswers(t);
    case 'sacrifice':
      return sacrificeAnswers(t, seat);
    case 'bottom':
      return hand.map((c) => ({ type: 'bottom', card: c.id }));
    case 'trigger': {
      const ability = cardInfo(prompt.card).abilities[prompt.ability];
      if (!ability || (ability.kind !== 'etb' && ability.kind !== 'trigger') || !ability.target) return [];
      return legalTargets(t, ability.target, cardInfo(prompt.card).def.colours, { id: prompt.source, controller: seat }, prompt.card).map((target) => ({ type: 'choose', target }));
    }
    case 'pay':
      return [...prompt.options.map((_, option) => ({ type: 'pay' as const, option })), { type: 'cancel' as const }];
    case 'scry':
      return scryAnswers(prompt.cards);
    case 'fabricate':
      return fabricateAnswers();
    default:
      return [];
  }
}
