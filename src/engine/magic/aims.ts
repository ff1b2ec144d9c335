import { isUnearth, type Ability, type Effect } from '../cards/abilities';
import { cardInfo, type CardInfo } from './card-db';
import { manaValue } from '../mana';
import { isPacified, keptTapped } from './characteristics';
import type { TargetRef } from './schema';
import { librarySize, type Seat, type Table } from './table';
import { isFaceDown } from './morph';

/**
 * Whether a spell or ability with a target means harm to what it targets or
 * good: the computer players aim the one at their opponents' things and the
 * other at their own.
 */

/** The ability a spell or Aura resolves with (the one its target belongs to). */
export function spellAbility(info: CardInfo): Ability | undefined {
  return info.abilities.find((a) => a.kind === 'spell' || a.kind === 'aura');
}

const HARMFUL = new Set<Effect['do']>(['damage', 'destroy', 'exile', 'bounce', 'putOnTop', 'putOnBottom', 'tap', 'setBase']);

/** Does this effect hurt what it targets? Negative pumps (Disorient) do too. */
export function harms(e: Effect): boolean {
  // A card exiled from a graveyard: one it could have come back from (its only target is that card).
  if (e.do === 'exileCard') return true;
  if (HARMFUL.has(e.do)) return 'to' in e ? e.to === 'target' : 'what' in e && e.what === 'target';
  return e.do === 'pump' && e.what === 'target' && e.power + e.toughness < 0;
}

/** Whether an ability with a target is aimed at foes (harmful) or at your own things (helpful). */
export function aimsAtFoe(a: Ability): boolean {
  if (a.kind === 'aura') return a.cantAttackOrBlock === true || a.noUntap === true || (a.power ?? 0) + (a.toughness ?? 0) < 0;
  if (a.kind === 'spell' || a.kind === 'etb' || a.kind === 'activated') return a.effects.some(harms);
  return false;
}

/** "Target player draws …": cards for the player targeted outweigh the life it may cost them (Sign in Blood), so it is aimed at yourself. */
export function drawsForItsTarget(a: Ability): boolean {
  return a.kind === 'spell' && a.effects.some((e) => e.do === 'draw' && e.who === 'target');
}

/**
 * Whether a spell's or Aura's target comes off worse: what aimsAtFoe
 * says, and a targeted player's loss besides (life, unless they draw
 * cards for it; a
 * discard; cards milled: "Target player loses 2 life"; that player's
 * creatures tapped), and a spell countered.
 */
export function harmsItsTarget(a: Ability): boolean {
  if (aimsAtFoe(a)) return true;
  if (drawsForItsTarget(a)) return false;
  return (
    a.kind === 'spell' &&
    a.effects.some(
      (e) =>
        (e.do === 'loseLife' && e.who === undefined) ||
        e.do === 'discard' ||
        (e.do === 'discardBy' && e.who === 'target') ||
        e.do === 'mill' ||
        e.do === 'millHalf' ||
        e.do === 'counter' ||
        // "Tap all creatures target player controls. Those creatures don't untap …" (Sleep).
        ((e.do === 'tap' || e.do === 'freeze') && e.what === 'target-player-creatures'),
    )
  );
}

/**
 * Whether the computer should point the spell `info` at a target: harm at
 * an opponent's (`theirs`), good at its own; a helping instant or sorcery
 * (a pump, say) only at a creature in a fight, where it changes the outcome
 * rather than lasting until the end of a quiet turn, an Aura or cards to
 * draw at any time.
 */
export function worthAiming(info: CardInfo, theirs: boolean, fighting: boolean): boolean {
  const ability = spellAbility(info);
  if (!ability || harmsItsTarget(ability)) return theirs;
  return !theirs && (ability.kind === 'aura' || drawsForItsTarget(ability) || fighting);
}

/**
 * Whether an Aura cast on `target` would be wasted: "can't attack or block" on a creature already so enchanted, "doesn't
 * untap" on one already kept tapped, and a helping Aura (Holy Strength) on a creature that can't attack or block. The
 * computer players cast no such Aura; anything not an Aura, or aimed at no permanent, is never wasted here.
 */
export function auraInVain(t: Table, info: CardInfo, target: TargetRef | undefined): boolean {
  const a = spellAbility(info);
  if (a?.kind !== 'aura' || typeof target !== 'number') return false;
  const p = t.permanent(target);
  if (!p) return false;
  if (a.cantAttackOrBlock) return isPacified(t, p);
  if (a.noUntap) return keptTapped(t, p);
  return !aimsAtFoe(a) && isPacified(t, p);
}

/**
 * Whether casting `info` (with the action's target and X) would leave the
 * caster fewer than LIBRARY_SLACK cards to draw: a draw spell is worth a
 * card only while the library can spare it, since a game drawn out against
 * a slow opponent is lost to the empty library. A library that refills (a
 * single deck, from the graveyards) never runs short.
 */
export function drawsLibraryLow(t: Table, seat: Seat, info: CardInfo, action: { readonly target?: TargetRef; readonly x?: number }): boolean {
  if (t.seating.refillLibrary) return false;
  let drawn = 0;
  for (const ab of info.abilities) {
    if (ab.kind !== 'spell') continue;
    for (const e of ab.effects) {
      if (e.do !== 'draw' || e.who === 'each-player' || (e.who === 'target' && action.target !== seat)) continue;
      drawn += e.amount === 'X' ? (action.x ?? 0) : e.amount;
    }
  }
  const library = t.libraryOf(seat);
  return drawn > 0 && library !== undefined && librarySize(library) - drawn < LIBRARY_SLACK;
}

const LIBRARY_SLACK = 5;

/**
 * Whether the computer cycles a card in its hand: one it could not cast
 * with its lands and one more (a card that waits two turns or more), or a
 * land once it has six, and only while its library can spare the draw.
 * Its lands are those on the battlefield and, in a game with mana of its
 * own (Frontier's board), the lands it could tap there now.
 * Kept at the bottom of what it does (a cast, a land, an attack come first).
 */
export function worthCycling(t: Table, seat: Seat, card: string): boolean {
  const info = cardInfo(card);
  const lands = t.s.battlefield.filter((p) => p.controller === seat && cardInfo(p.card).land).length + (t.seating.extraMana?.capacity(t, seat).total ?? 0);
  const waits = info.land ? lands >= 6 : manaValue(info.cost) > lands + 1;
  const library = t.libraryOf(seat);
  return waits && (t.seating.refillLibrary !== undefined || (library !== undefined && librarySize(library) > LIBRARY_SLACK));
}

/**
 * The power a seat would bring back by unearthing a card of its graveyard
 * with this activation (CR 702.84a), or undefined when it is no unearth:
 * a creature for one turn, with haste, worth it only while it can still
 * attack that turn (the computer players ask this in their first main phase).
 */
export function unearthPower(t: Table, seat: Seat, action: { readonly card: number; readonly ability: number }): number | undefined {
  const card = t.player(seat)?.graveyard.find((c) => c.id === action.card);
  if (!card || !isUnearth(cardInfo(card.card).abilities[action.ability])) return undefined;
  return cardInfo(card.card).def.power ?? 0;
}

/** Whether an `activate` action turns a face-down permanent face up (morph.ts): every computer player does so as soon as it can pay. */
export function turnsFaceUp(t: Table, action: { readonly card: number }): boolean {
  const p = t.permanent(action.card);
  return p !== undefined && isFaceDown(p);
}
