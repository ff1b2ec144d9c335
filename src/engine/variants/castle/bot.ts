import { madnessDiscardAnswer } from '../../magic/madness';
import { botCardQuestionAnswer } from '../../magic/questions';
import { targetHolder } from '../../magic/targets';
import { auraInVain, drawsLibraryLow, spellAbility, turnsFaceUp, unearthPower, worthAiming, worthCycling } from '../../magic/aims';
import type { Effect } from '../../cards/abilities';
import { cardInfo, castInfo } from '../../magic/card-db';
import { powerOf, toughnessOf } from '../../magic/characteristics';
import { manaValue } from '../../mana';
import { nextInt, type RngState } from '../../rng';
import { blockedAttackers, blocker, defenderAsked } from './breach';
import { cardBehind, COLUMNS, foremost, placeAt } from './castle';
import { actingSeat } from './flow';
import { legalCastleActions } from './rules';
import type { CastleAction, CastleSeat, CastleSetup, CastleState } from './schema';
import { other, readingTable, type CastleTable } from './seating';

/**
 * The computer opponent: greedy, one decision at a time, from the legal
 * actions. It plays a land, casts what it can (its biggest creatures
 * first), attacks every turn with all its ready creatures on the column
 * easiest to get through (an empty one first), and defends its castle by
 * paying small activation prices, swapping a blocker that would die for
 * nothing with an unseen card behind it while its life allows, and dividing
 * its blocker's damage to kill what it can. Once a turn it fills an empty
 * front place from behind.
 */
export function chooseCastleAction(setup: CastleSetup, state: CastleState): CastleAction | undefined {
  const legal = legalCastleActions(setup, state);
  if (legal.length <= 1) return legal[0];
  const seat = actingSeat(state)!;
  const t = readingTable(setup, state);
  if (state.prompt) return answerPrompt(t, seat, legal);
  if (state.phase.type === 'mulligan') return keepOrNot(t, seat, state.phase.taken);
  if (defenderAsked(state.breach)) return defend(t, seat, legal);
  let best: CastleAction = legal.find((a) => a.type === 'pass') ?? legal[0]!;
  let bestScore = 0;
  for (const a of legal) {
    const score = scoreOf(t, seat, a);
    if (score > bestScore) [best, bestScore] = [a, score];
  }
  return best;
}

/** Uniformly random among the legal actions: the yardstick the bot is measured against. */
export function randomCastleAction(setup: CastleSetup, state: CastleState, rng: RngState): { action: CastleAction | undefined; rng: RngState } {
  const legal = legalCastleActions(setup, state);
  if (legal.length === 0) return { action: undefined, rng };
  const drawn = nextInt(rng, legal.length);
  return { action: legal[drawn.value], rng: drawn.rng };
}

function keepOrNot(t: CastleTable, seat: CastleSeat, taken: number): CastleAction {
  const lands = t.player(seat)!.hand.filter((c) => cardInfo(c.card).land).length;
  return (lands < 2 || lands > 5) && taken < 2 ? { type: 'mulligan' } : { type: 'keep' };
}

function answerPrompt(t: CastleTable, seat: CastleSeat, legal: readonly CastleAction[]): CastleAction {
  const prompt = t.s.prompt!;
  // The questions a card asks, which every game of players answers alike (magic/questions.ts).
  const asked = botCardQuestionAnswer(t, seat, legal);
  if (asked) return asked;
  if (prompt.type === 'discard' || prompt.type === 'bottom') {
    // A card with madness it can cast for that cost goes first (magic/madness.ts).
    const mad = prompt.type === 'discard' ? madnessDiscardAnswer(t, seat, legal) : undefined;
    if (mad) return mad;
    const hand = t.player(seat)!.hand;
    const worst = [...hand].sort((a, b) => manaValue(cardInfo(b.card).cost) - manaValue(cardInfo(a.card).cost))[0];
    return legal.find((a) => 'card' in a && a.card === worst?.id) ?? legal[0]!;
  }
  if (prompt.type === 'trigger') return legal.find((a) => a.type === 'choose' && isOpponents(t, seat, a.target)) ?? legal[0]!;
  return legal[0]!;
}

function isOpponents(t: CastleTable, seat: CastleSeat, target: number | string): boolean {
  // A player, a permanent, a spell on the stack (a counterspell's target) or a card in a graveyard.
  const holder = targetHolder(t, target);
  return holder !== undefined && holder !== seat;
}

/** The defender's answers: pay a small price, swap a blocker that would die for nothing, kill what the blocker can. */
function defend(t: CastleTable, seat: CastleSeat, legal: readonly CastleAction[]): CastleAction {
  const breach = t.s.breach!;
  const life = t.player(seat)!.life;
  const incoming = blockedAttackers(t).reduce((sum, id) => sum + Math.max(0, powerOf(t, t.permanent(id)!)), 0);
  if (breach.question === 'activate') {
    const price = breach.price ?? 0;
    const pay = price <= 4 && life - price > Math.max(6, incoming);
    return legal.find((a) => a.type === (pay ? 'activateDefender' : 'declineDefender')) ?? legal[0]!;
  }
  const b = blocker(t);
  const blockerDies = b !== undefined && incoming >= toughnessOf(t, t.permanent(b.id)!) - t.permanent(b.id)!.damage;
  const behind = cardBehind(t.s.castles[seat], breach.place);
  const unseen = behind !== undefined && placeAt(t.s.castles[seat], behind).kind === 'face-down';
  const blocks = legal.filter((a): a is Extract<CastleAction, { type: 'block' }> => a.type === 'block');
  const best = blocks.reduce<{ a?: CastleAction; kills: number }>((acc, a) => {
    const kills = killsOf(t, a.damage);
    return kills > acc.kills || acc.a === undefined ? { a, kills } : acc;
  }, { kills: -1 });
  if (blockerDies && best.kills === 0 && unseen && life > 10 && legal.some((a) => a.type === 'swapBehind')) return { type: 'swapBehind' };
  return best.a ?? legal[0]!;
}

function killsOf(t: CastleTable, damage: readonly number[]): number {
  return blockedAttackers(t).filter((id, i) => {
    const p = t.permanent(id)!;
    return (damage[i] ?? 0) > 0 && (damage[i] ?? 0) >= toughnessOf(t, p) - p.damage;
  }).length;
}

/**
 * Whether a spell or ability aimed at a player would do nothing but damage
 * them: in Castle that damage is prevented (castle.damage: a player takes
 * damage only from attacking creatures and from their own), so a Lightning
 * Bolt or a Pyromancer's ping at the opponent is thrown away.
 */
function onlyDamagesAPlayer(effects: readonly Effect[], target: number | string): boolean {
  // Every effect damage (one that also gains life or makes a discard is still worth something), and some of it to the target.
  return typeof target === 'string' && effects.every((e) => e.do === 'damage') && effects.some((e) => e.do === 'damage' && e.to === 'target');
}

/** Whether `target` is a creature attacking a column now. */
function fighting(t: CastleTable, target: number | string): boolean {
  return t.s.breach !== null && typeof target === 'number' && t.s.breach.attackers.includes(target);
}

function scoreOf(t: CastleTable, seat: CastleSeat, a: CastleAction): number {
  switch (a.type) {
    case 'playLand':
      return 100;
    case 'cast': {
      // From the hand, or an adventurer back from its adventure, in exile.
      const zones = t.player(seat)!;
      const card = (zones.hand.find((c) => c.id === a.card) ?? zones.exile.find((c) => c.id === a.card && c.adventure))?.card;
      if (!card) return 0;
      // Face down (morph): a 2/2 for three, below casting any creature as itself.
      if (a.faceDown) return 59;
      // For its dash cost: a hasty attacker for a turn, below casting it to stay.
      if (a.dash) return 58;
      // A face of a card of several faces, or a mode of a modal spell, is weighed as the spell it makes.
      const info = castInfo(card, a.face, a.mode);
      if (a.target !== undefined && !info.creature && !worthAiming(info, isOpponents(t, seat, a.target), fighting(t, a.target))) return 0;
      const spell = spellAbility(info);
      if (a.target !== undefined && spell?.kind === 'spell' && onlyDamagesAPlayer(spell.effects, a.target)) return 0;
      if (auraInVain(t, info, a.target)) return 0;
      if (drawsLibraryLow(t, seat, info, a)) return 0;
      return (info.creature ? 60 : 40) + manaValue(info.cost);
    }
    case 'activate': {
      // Cycling (from the hand): a card it will not cast soon, for another.
      const inHand = t.inHand(seat, a.card);
      if (inHand) return worthCycling(t, seat, inHand.card) ? 5 : 0;
      if (turnsFaceUp(t, a)) return 55;
      // Unearth: a creature for this turn, brought back while it can still attack a column.
      const unearthing = unearthPower(t, seat, a);
      if (unearthing !== undefined) return t.s.phase.type === 'turn' && !t.s.phase.attacked && unearthing > 0 ? 50 + unearthing : 0;
      if (a.target === undefined || !isOpponents(t, seat, a.target)) return 0;
      const ability = cardInfo(t.permanent(a.card)?.card ?? '').abilities[a.ability];
      return ability?.kind === 'activated' && onlyDamagesAPlayer(ability.effects, a.target) ? 0 : 20;
    }
    case 'moveFaceDown':
      return a.to.row === 0 && a.from.row === 1 && a.from.col === a.to.col && t.player(seat)!.life > 10 ? 15 : 0;
    case 'attack':
      return 10 + columnEase(t, seat, a.column);
    default:
      return 0;
  }
}

/** How easy a column of the opponent's castle is to get through: empty best, then fewer cards, a weak creature in front. */
function columnEase(t: CastleTable, seat: CastleSeat, column: number): number {
  const castle = t.s.castles[other(seat)];
  const front = foremost(castle, column);
  if (!front) return 20;
  let cards = 0;
  for (let row = 0; row < 3; row++) if (placeAt(castle, { row, col: column }).kind !== 'empty') cards++;
  const place = placeAt(castle, front);
  const p = place.kind === 'face-up' ? t.permanent(place.creature) : undefined;
  const toughness = p ? toughnessOf(t, p) : 3;
  return Math.max(0, 8 - cards * 2 - toughness / 2) + (column % COLUMNS) * 0.01;
}
