import { madnessDiscardAnswer } from '../../magic/madness';
import { botCardQuestionAnswer } from '../../magic/questions';
import { targetHolder } from '../../magic/targets';
import { auraInVain, drawsLibraryLow, turnsFaceUp, unearthPower, worthAiming, worthCycling } from '../../magic/aims';
import { cardInfo, castInfo } from '../../magic/card-db';
import { hasKeyword, powerOf, toughnessOf } from '../../magic/characteristics';
import type { Permanent } from '../../magic/schema';
import { manaValue } from '../../mana';
import { COLOURS } from '../../colour';
import { landFor } from '../../magic/landless';
import { nextInt, type RngState } from '../../rng';
import { blockProblem } from './combat';
import { chooseBuild, spellWorth } from './draft';
import { actingSeat } from './flow';
import { draftedBy, legalDuelActions } from './rules';
import type { DuelAction, DuelSeat, DuelSetup, DuelState } from './schema';
import { playing, readingTable, type DuelTable } from './seating';

/**
 * The computer at the Magic table: greedy, one decision at a time, from the
 * legal actions. It plays a land each turn (in Landless, the card of its
 * hand it could least soon cast, until it has enough lands), casts what it
 * can (creatures first, the biggest), points harm at opponents, attacks the
 * opponent nearest to losing with every creature that would not die for
 * nothing, and blocks to kill an attacker and survive, or to stay alive.
 */
export function chooseDuelAction(setup: DuelSetup, state: DuelState): DuelAction | undefined {
  // The one build offered is the whole draft, of which the computer keeps its best forty.
  if (state.phase.type === 'build' && !state.prompt) return { type: 'build', cards: chooseBuild(draftedBy(setup, state.phase.seat)) };
  const legal = legalDuelActions(setup, state);
  if (legal.length <= 1) return legal[0];
  const seat = actingSeat(state)!;
  const t = readingTable(setup, state);
  if (state.prompt) return answerPrompt(t, setup, seat, legal);
  if (state.phase.type === 'mulligan') return keepOrNot(t, setup, seat, state.phase.taken);
  if (state.phase.type === 'turn' && state.phase.declaring === seat) {
    return (state.phase.step === 'attackers' ? nextAttack(t, seat, legal) : nextBlock(t, seat, legal)) ?? { type: 'pass' };
  }
  let best: DuelAction = legal.find((a) => a.type === 'pass') ?? legal[0]!;
  let bestScore = 0;
  for (const a of legal) {
    const score = scoreOf(t, seat, a);
    if (score > bestScore) [best, bestScore] = [a, score];
  }
  return best;
}

/** Uniformly random among the legal actions: the yardstick the bot is measured against. */
export function randomDuelAction(setup: DuelSetup, state: DuelState, rng: RngState): { action: DuelAction | undefined; rng: RngState } {
  const legal = legalDuelActions(setup, state);
  if (legal.length === 0) return { action: undefined, rng };
  const drawn = nextInt(rng, legal.length);
  return { action: legal[drawn.value], rng: drawn.rng };
}

function keepOrNot(t: DuelTable, setup: DuelSetup, seat: DuelSeat, taken: number): DuelAction {
  // In Landless any card is a land: every hand can be played.
  if (setup.options.landless) return { type: 'keep' };
  const lands = t.player(seat)!.hand.filter((c) => cardInfo(c.card).land).length;
  return (lands < 2 || lands > 5) && taken < 2 ? { type: 'mulligan' } : { type: 'keep' };
}


function answerPrompt(t: DuelTable, setup: DuelSetup, seat: DuelSeat, legal: readonly DuelAction[]): DuelAction {
  const prompt = t.s.prompt!;
  // The questions a card asks, which every game of players answers alike (magic/questions.ts).
  const asked = botCardQuestionAnswer(t, seat, legal);
  if (asked) return asked;
  if (prompt.type === 'discard' || prompt.type === 'bottom') {
    // A card with madness it can cast for that cost goes first (magic/madness.ts).
    const mad = prompt.type === 'discard' ? madnessDiscardAnswer(t, seat, legal) : undefined;
    if (mad) return mad;
    // Only the cards it may choose (after a double draw, the ones drawn).
    const hand = t.player(seat)!.hand.filter((c) => legal.some((a) => 'card' in a && a.card === c.id));
    // In Landless every card is a land too: what goes is the card worth least as a spell; with lands, the one least soon cast.
    const worth = setup.options.landless ? spellWorth : (card: string) => -manaValue(cardInfo(card).cost);
    const worst = [...hand].sort((a, b) => worth(a.card) - worth(b.card))[0];
    return legal.find((a) => 'card' in a && a.card === worst?.id) ?? legal[0]!;
  }
  if (prompt.type === 'trigger') return legal.find((a) => a.type === 'choose' && isOpponents(t, seat, a.target)) ?? legal[0]!;
  return legal[0]!;
}

function isOpponents(t: DuelTable, seat: DuelSeat, target: number | string): boolean {
  // A player, a permanent, a spell on the stack (a counterspell's target) or a card in a graveyard.
  const holder = targetHolder(t, target);
  return holder !== undefined && holder !== seat;
}

/** The opponent to attack: the one nearest to losing, then the one with the fewest creatures to block. */
function victim(t: DuelTable, seat: DuelSeat): DuelSeat | undefined {
  const foes = playing(t.s).filter((s) => s !== seat);
  const blockers = (s: DuelSeat) => t.s.battlefield.filter((p) => p.controller === s && !p.tapped && cardInfo(p.card).creature).length;
  return foes.sort((a, b) => t.player(a)!.life - t.player(b)!.life || blockers(a) - blockers(b))[0];
}

/** Whether `p` attacking `foe` would meet a blocker that kills it and lives. */
function wouldDieForNothing(t: DuelTable, p: Permanent, foe: DuelSeat): boolean {
  const power = powerOf(t, p);
  const toughness = toughnessOf(t, p) - p.damage;
  return t.s.battlefield.some(
    (b) => b.controller === foe && !b.tapped && cardInfo(b.card).creature && powerOf(t, b) >= toughness && toughnessOf(t, b) - b.damage > power && !evades(t, p, b),
  );
}

/** Whether no untapped creature of `foe` could block `p` (flying over the ground, say). */
function unblockable(t: DuelTable, p: Permanent, foe: DuelSeat): boolean {
  return !t.s.battlefield.some((b) => b.controller === foe && !b.tapped && cardInfo(b.card).creature && !evades(t, p, b));
}

function evades(t: DuelTable, attacker: Permanent, blocker: Permanent): boolean {
  return hasKeyword(t, attacker, 'flying') && !hasKeyword(t, blocker, 'flying') && !hasKeyword(t, blocker, 'reach');
}

function nextAttack(t: DuelTable, seat: DuelSeat, legal: readonly DuelAction[]): DuelAction | undefined {
  const foe = victim(t, seat);
  if (!foe) return undefined;
  const declared = new Set(t.s.combat?.attackers.map((a) => a.id));
  const theirLife = t.player(foe)!.life;
  const total = legal.filter((a) => a.type === 'attack' && a.player === foe).reduce((sum, a) => sum + Math.max(0, powerOf(t, t.permanent((a as { creature: number }).creature)!)), 0);
  for (const a of legal) {
    if (a.type !== 'attack' || a.player !== foe || declared.has(a.creature)) continue;
    const p = t.permanent(a.creature)!;
    if (powerOf(t, p) <= 0) continue;
    if (total >= theirLife || !wouldDieForNothing(t, p, foe) || unblockable(t, p, foe)) return a;
  }
  return undefined;
}

function nextBlock(t: DuelTable, seat: DuelSeat, legal: readonly DuelAction[]): DuelAction | undefined {
  const combat = t.s.combat!;
  const blocking = new Set(combat.blocks.map((b) => b.id));
  const blocked = new Set(combat.blocks.map((b) => b.attacker));
  const attackers = combat.attackers.filter((a) => a.target === seat).flatMap((a) => {
    const p = t.permanent(a.id);
    return p ? [p] : [];
  });
  const free = (b: Permanent, a: Permanent) => !blocking.has(b.id) && !blockProblem(t, seat, b, a) && legal.some((x) => x.type === 'block' && x.creature === b.id && x.attacker === a.id);
  const mine = t.s.battlefield.filter((p) => p.controller === seat && cardInfo(p.card).creature);
  // First a block that kills the attacker and survives it.
  for (const a of [...attackers].sort((x, y) => powerOf(t, y) - powerOf(t, x))) {
    if (blocked.has(a.id)) continue;
    const good = mine.find((b) => free(b, a) && powerOf(t, b) >= toughnessOf(t, a) - a.damage && toughnessOf(t, b) - b.damage > powerOf(t, a));
    if (good) return { type: 'block', creature: good.id, attacker: a.id };
  }
  // Then a block that stops the damage and survives; then a trade for a bigger attacker, or for any once life runs low.
  const low = t.player(seat)!.life <= 10;
  for (const a of [...attackers].sort((x, y) => powerOf(t, y) - powerOf(t, x))) {
    if (blocked.has(a.id)) continue;
    const safe = mine.find((b) => free(b, a) && toughnessOf(t, b) - b.damage > powerOf(t, a));
    if (safe) return { type: 'block', creature: safe.id, attacker: a.id };
    const size = (p: Permanent) => powerOf(t, p) + toughnessOf(t, p);
    const trade = mine.find((b) => free(b, a) && powerOf(t, b) >= toughnessOf(t, a) - a.damage && (low || size(a) > size(b)));
    if (trade) return { type: 'block', creature: trade.id, attacker: a.id };
  }
  // Last, if the unblocked damage would kill, the smallest creature in front of the biggest attacker.
  const coming = attackers.filter((a) => !blocked.has(a.id)).reduce((sum, a) => sum + Math.max(0, powerOf(t, a)), 0);
  if (coming >= t.player(seat)!.life) {
    for (const a of [...attackers].sort((x, y) => powerOf(t, y) - powerOf(t, x))) {
      if (blocked.has(a.id)) continue;
      const chump = mine.filter((b) => free(b, a)).sort((x, y) => powerOf(t, x) + toughnessOf(t, x) - (powerOf(t, y) + toughnessOf(t, y)))[0];
      if (chump) return { type: 'block', creature: chump.id, attacker: a.id };
    }
  }
  return undefined;
}

/** Lands the bot wants in Landless before it keeps its cards for casting, unless its hand still waits on mana. */
const LANDLESS_LANDS = 5;

/**
 * Whether lands of these names could pay for `card` (an estimate: each land
 * makes one mana, of the colours it makes): enough of them, and enough of
 * each colour the cost names.
 */
function payable(card: string, lands: readonly string[]): boolean {
  const cost = cardInfo(card).cost;
  if (lands.length < manaValue(cost)) return false;
  return COLOURS.every((colour) => cost.coloured[colour] <= lands.filter((land) => cardInfo(land).produces.includes(colour)).length);
}

/**
 * How much playing `cardId` as a land is worth (Landless): nothing once the
 * bot has enough lands and can pay for what it holds; else most for a card
 * it could not cast now whose colours the rest of the hand needs, the least
 * worth as a spell among equals. Below a land card's play, above any spell:
 * the land comes first in the turn.
 */
function landlessScore(t: DuelTable, seat: DuelSeat, cardId: number): number {
  const hand = t.player(seat)!.hand;
  const card = hand.find((c) => c.id === cardId)?.card;
  if (!card) return 0;
  const lands = t.s.battlefield.filter((p) => p.controller === seat && cardInfo(p.card).land).map((p) => p.card);
  const rest = hand.filter((c) => c.id !== cardId).map((c) => c.card);
  const waiting = rest.filter((c) => !payable(c, lands));
  if (lands.length >= LANDLESS_LANDS && waiting.length === 0) return 0;
  // Past the first lands, a card castable now is cast rather than made a land, unless nothing else could be.
  const castable = payable(card, lands);
  if (lands.length >= 3 && castable && hand.some((c) => c.id !== cardId && !payable(c.card, lands))) return 0;
  const after = [...lands, landFor(card)];
  const freed = waiting.filter((c) => payable(c, after)).length;
  return 80 + Math.min(10, freed * 3) - Math.min(9, spellWorth(card)) / 2 + (castable ? 0 : 1);
}

/** Whether `target` is a creature attacking or blocking now. */
function fighting(t: DuelTable, target: number | string): boolean {
  const combat = t.s.combat;
  return combat !== null && typeof target === 'number' && (combat.attackers.some((a) => a.id === target) || combat.blocks.some((b) => b.id === target));
}

function scoreOf(t: DuelTable, seat: DuelSeat, a: DuelAction): number {
  switch (a.type) {
    case 'playLand':
      return 100;
    case 'playAsLand':
      return landlessScore(t, seat, a.card);
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
      if (auraInVain(t, info, a.target)) return 0;
      if (drawsLibraryLow(t, seat, info, a)) return 0;
      return (info.creature ? 60 : 40) + manaValue(info.cost);
    }
    case 'activate': {
      // Cycling (from the hand): a card it will not cast soon, for another.
      const inHand = t.inHand(seat, a.card);
      if (inHand) return worthCycling(t, seat, inHand.card) ? 5 : 0;
      if (turnsFaceUp(t, a)) return 55;
      // Unearth: a creature for this turn, brought back before combat to attack.
      const unearthing = unearthPower(t, seat, a);
      if (unearthing !== undefined) return t.s.phase.type === 'turn' && t.s.phase.step === 'main1' && unearthing > 0 ? 50 + unearthing : 0;
      return a.target !== undefined && isOpponents(t, seat, a.target) ? 20 : 0;
    }
    default:
      return 0;
  }
}
