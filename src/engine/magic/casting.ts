import { dashOf, type Ability, type CreatureFilter, type TargetSpec } from '../cards/abilities';
import { coloursSpent, hasConverge } from './converge';
import type { ManaCost } from '../mana';
import { faceProblem, isAdventure, isSplit, permanentName } from '../cards/faces';
import { modeWords } from '../cards/rules-text';
import { abilityCost, cardInfo, castInfo, faceInfo, modesOf, type CardInfo } from './card-db';
import { canUseTap } from './characteristics';
import { energyShortfall, payEnergy } from './energy';
import { delay, landsControlled, payMana, resolveEffects, sacrifice, sacrificeLand } from './effects';
import { devourChosen, devourDone } from './devour';
import { FACE_DOWN } from '../cards/face-down';
import { delved, exileDelved } from './delve';
import { MORPH_RULES, faceDownCost, faceDownProblem, isFaceDown, turnFaceUp } from './morph';
import { declineMadness, madnessCard, madnessCastBegun, madnessCost as madnessCostOf } from './madness';
import { declineRebound, exileToRebound, hasRebound, reboundCard, reboundCastBegun, reboundCost } from './rebound';
import { payOrAsk } from './payments';
import type { AbilityOnStack, ActivateAction, CardRef, CastAction, Permanent, SpellOnStack, StackItem, TargetRef } from './schema';
import { OK, fail, type Seat, type Speed, type Table, type TableResult } from './table';
import { checkTarget, matchesFilter, refName, targetProblem } from './targets';
import { fireAll, promptedOnStack, resolveTrigger, resolveWithTarget, targetOnStack } from './triggers';
import { countSpell, discardFromHand, enter, entered, enteredEffects, leave } from './zones';

/**
 * Casting spells, activating abilities and playing lands (CR 601, 602, 305).
 * With no opponent to respond, a spell resolves as soon as it is cast and
 * paid for; an enters-the-battlefield trigger that needs a target asks for
 * one when there is more than one to choose from.
 */

export const CASTING_RULES = {
  notInHand: 'magic.cast.not-in-hand',
  silenced: 'mtg.101.2.cant-cast-spells',
  notYours: 'magic.activate.not-yours',
  noAbility: 'magic.activate.no-ability',
  timing: 'magic.cast.timing',
  sorcerySpeed: 'magic.cast.sorcery-speed',
  oncePerTurn: 'magic.activate.once-per-turn',
  energy: 'magic.activate.energy',
  land: 'magic.land.play',
  onePerTurn: 'magic.land.one-per-turn',
  notALand: 'magic.land.not-a-land',
  x: 'magic.cast.x',
  tapped: 'magic.activate.tapped',
  sick: 'magic.activate.summoning-sickness',
  sacrifice: 'magic.activate.sacrifice',
  discard: 'mtg.601.2h.discard-to-cast',
  counters: 'magic.activate.counters',
  face: 'magic.cast.face',
  dash: 'mtg.702.109a.dash',
  mode: 'mtg.700.2a.mode',
} as const;

/**
 * When `seat` may act: sorcery speed needs its main phase and an empty stack
 * (CR 307.1); instants whenever it has priority. The variant knows its
 * phases (Seating.speed); a question waiting to be answered comes first.
 */
export function timing(t: Table, seat: Seat): Speed {
  if (t.s.prompt) return null;
  return t.seating.speed(t, seat);
}

export function spellTarget(info: CardInfo): TargetSpec | undefined {
  for (const a of info.abilities) {
    if (a.kind === 'spell' || a.kind === 'aura') return a.target;
  }
  return undefined;
}

function checkTiming(t: Table, seat: Seat, info: CardInfo, what: string): TableResult {
  const now = timing(t, seat);
  if (now === null) return fail(CASTING_RULES.timing, `You cannot cast ${what} now: ${whyNot(t, seat)}.`);
  if (!info.instant && !info.def.keywords.includes('flash') && now !== 'sorcery') {
    return fail(CASTING_RULES.sorcerySpeed, `${what} can be cast only in a main phase of your turn, when nothing else is going on (it is not an instant).`);
  }
  return OK;
}

function whyNot(t: Table, seat: Seat): string {
  if (t.s.prompt) return 'answer the question first';
  return t.seating.whyNotNow(t, seat);
}

function checkX(cost: ManaCost, x: number | undefined, what: string): TableResult {
  if (cost.x > 0 && x === undefined) return fail(CASTING_RULES.x, `${what} has X in its cost: choose a value for X.`);
  if (cost.x === 0 && x !== undefined) return fail(CASTING_RULES.x, `${what} has no X in its cost.`);
  return OK;
}

/** "Your opponents can't cast spells this turn" (Silence, CR 101.2): whether an opponent of `seat` cast one this turn. */
export function silenced(t: Table, seat: Seat): boolean {
  return t.opponents(seat).some((o) => t.player(o)?.silencing === true);
}

export function cast(t: Table, seat: Seat, action: CastAction): TableResult {
  const inHand = t.inHand(seat, action.card);
  // Madness (CR 702.35a): a card its trigger lets its owner cast from exile now, for its madness cost, whatever the timing.
  const madness = inHand ? undefined : madnessCard(t, seat, action.card);
  // Rebound (CR 702.88a): a card its upkeep trigger lets its owner cast from exile now, for nothing.
  const rebound = inHand || madness ? undefined : reboundCard(t, seat, action.card);
  const ref = inHand ?? madness ?? rebound ?? onAdventure(t, seat, action.card);
  if (!ref) return fail(CASTING_RULES.notInHand, `Card #${action.card} is not in your hand.`);
  if (action.faceDown) return castFaceDown(t, seat, action, ref, inHand !== undefined);
  // Dash (CR 702.109a): the card's own spell, for its dash cost.
  const dashCost = action.dash ? dashOf(cardInfo(ref.card).abilities) : undefined;
  if (action.dash && (!dashCost || !inHand || action.face !== undefined)) {
    return fail(CASTING_RULES.dash, dashCost ? `${ref.card} is cast for its dash cost from your hand only, as itself.` : `${ref.card} has no dash: cast it for its mana cost.`);
  }
  const whole = cardInfo(ref.card).def;
  const fromExile = madness ? 'was discarded into exile by madness: it is cast as itself' : rebound ? 'rebounds from exile: it is cast as itself' : 'is on an adventure: only its creature can be cast from exile';
  const faceError = inHand ? faceProblem(whole, action.face) : action.face !== undefined && action.face !== 0 ? `${ref.card} ${fromExile}.` : undefined;
  if (faceError) return fail(CASTING_RULES.face, faceError);
  // A face named that is the card itself (a modal card's or an adventurer's front) is cast as the card.
  const face = action.face !== undefined && (isSplit(whole) || action.face > 0) ? action.face : undefined;
  const modes = modesOf(faceInfo(ref.card, face));
  const modeError = modeProblem(faceInfo(ref.card, face), action.mode);
  if (modeError) return fail(CASTING_RULES.mode, modeError);
  // A modal spell is its chosen mode from here on: its target, its effects (CR 700.2a).
  const info = castInfo(ref.card, face, action.mode);
  const what = face !== undefined ? info.def.name : ref.card;
  if (info.land) return fail(CASTING_RULES.land, `${what} is a land: play it, don't cast it.`);
  if (silenced(t, seat)) return fail(CASTING_RULES.silenced, `You can't cast spells this turn: an opponent's spell says so ("Your opponents can't cast spells this turn").`);
  if (!madness && !rebound) {
    const timed = checkTiming(t, seat, info, what);
    if (!timed.ok) return timed;
  }
  const madnessCost = madness ? madnessCostOf(ref.card) : undefined;
  // Delve (CR 702.66a): cards from the graveyard pay part of the spell's own cost (delve.ts).
  const delve = madnessCost || dashCost || rebound ? undefined : delved(t, seat, info, info.cost);
  const cost = madnessCost ? abilityCost(madnessCost) : dashCost ? abilityCost(dashCost) : rebound ? reboundCost() : delve!.cost;
  const spec = spellTarget(info);
  const targetError = checkTarget(t, spec, action.target, what, info.def.colours, { controller: seat });
  if (targetError) return { ok: false, error: targetError };
  const xOk = checkX(cost, action.x, what);
  if (!xOk.ok) return xOk;
  const sacrificeError = spellSacrificeProblem(t, seat, info, action.sacrifice, what);
  if (sacrificeError) return sacrificeError;
  const discardError = spellDiscardProblem(t, seat, info, ref.id, action.discard, what);
  if (discardError) return discardError;
  const x = action.x ?? 0;
  // The question that offered the cast is answered (a refusal below changes nothing: the action is not taken).
  if (madness) madnessCastBegun(t);
  if (rebound) reboundCastBegun(t);
  const payment = payOrAsk(t, seat, cost, x, { given: action.tap, forCard: ref.id, what }, action, what);
  if (!payment.tap) return payment.result;
  // Converge (CR 702.119a): the colours of the mana spent, worked out from the sources before they are used (converge.ts).
  const converge = hasConverge(info) ? coloursSpent(t, seat, payment.tap, cost, x) : 0;
  const paid = payMana(t, seat, payment.tap, cost, x);
  if (delve) exileDelved(t, seat, what, delve.exile);
  // The additional cost is paid with the mana (CR 601.2h).
  if (action.sacrifice !== undefined) sacrifice(t, t.permanent(action.sacrifice)!);
  if (inHand) t.takeFromHand(seat, ref.id);
  else t.zone(seat, 'exile').splice(t.zone(seat, 'exile').findIndex((c) => c.id === ref.id), 1);
  // The spell is on its way to the stack before its costs are paid (CR 601.2a, 601.2h): the card discarded is another.
  if (action.discard !== undefined) discardFromHand(t, seat, action.discard, 'effect');
  const target = refName(t, action.target);
  const mode = modes && action.mode !== undefined ? modeWords(modes[action.mode]!, what) : undefined;
  t.emit({ type: 'cast', card: ref.card, ...(face !== undefined ? { face: what } : {}), ...(mode ? { mode } : {}), paid, ...(target ? { target } : {}), ...(action.x !== undefined ? { x } : {}), ...(madnessCost ? { madness: madnessCost } : {}), ...(dashCost ? { dash: dashCost } : {}), ...(rebound ? { rebound: true as const } : {}) });
  countSpell(t, seat);
  castTriggers(t, seat, info);
  targeted(t, action.target);
  const spell: SpellOnStack = { kind: 'spell', id: ref.id, card: ref.card, ...(face !== undefined ? { face } : {}), ...(action.mode !== undefined ? { mode: action.mode } : {}), ...(dashCost ? { dash: true as const } : {}), ...(inHand && hasRebound(info) ? { rebound: true as const } : {}), controller: seat, x, ...(action.target !== undefined ? { target: action.target } : {}), ...(converge > 0 ? { converge } : {}) };
  // A game that keeps a stack (Frontier Magic) waits for both players to pass; Magic Crawl's has no opponent to respond, so its spells resolve at once.
  if (t.s.stack) t.s.stack = [...t.s.stack, spell];
  else resolveSpell(t, spell);
  return OK;
}

/**
 * Casting a card with morph face down (CR 702.37c): a 2/2 creature spell
 * with no name or text, for {3}, at a creature's speed. The log names no
 * card: the other players do not know it.
 */
function castFaceDown(t: Table, seat: Seat, action: CastAction, ref: CardRef, fromHand: boolean): TableResult {
  if (!fromHand) return fail(CASTING_RULES.notInHand, `Card #${action.card} is not in your hand: only a card in your hand is cast face down.`);
  const problem = faceDownProblem(ref.card, action);
  if (problem) return fail(MORPH_RULES.noMorph, problem);
  if (silenced(t, seat)) return fail(CASTING_RULES.silenced, `You can't cast spells this turn: an opponent's spell says so ("Your opponents can't cast spells this turn").`);
  const info = cardInfo(FACE_DOWN.name);
  const timed = checkTiming(t, seat, info, `${ref.card} face down`);
  if (!timed.ok) return timed;
  const cost = faceDownCost();
  // The log names no card: the other players see only a face-down spell being paid for.
  const payment = payOrAsk(t, seat, cost, 0, { given: action.tap, forCard: ref.id, what: `${ref.card} face down` }, action, 'a face-down creature');
  if (!payment.tap) return payment.result;
  const paid = payMana(t, seat, payment.tap, cost, 0);
  t.takeFromHand(seat, ref.id);
  t.emit({ type: 'cast', card: 'a face-down creature', faceDown: true, paid });
  countSpell(t, seat);
  castTriggers(t, seat, info);
  const spell: SpellOnStack = { kind: 'spell', id: ref.id, card: ref.card, faceDown: true, controller: seat, x: 0 };
  if (t.s.stack) t.s.stack = [...t.s.stack, spell];
  else resolveSpell(t, spell);
  return OK;
}

/** Why a spell cannot be cast as mode `mode` (undefined: it can): a modal spell names one of its modes, any other none. */
export function modeProblem(info: CardInfo, mode: number | undefined): string | undefined {
  const modes = modesOf(info);
  const name = info.def.name;
  if (!modes) return mode === undefined ? undefined : `${name} is not modal: cast it without naming a mode.`;
  const list = modes.map((m, i) => `mode ${i}, ${modeWords(m, name)}`).join('; ');
  if (mode === undefined) return `${name} is modal ("Choose one —"): choose one of its modes (${list}).`;
  if (!modes[mode]) return `${name} has no mode ${mode}: its modes are ${list}.`;
  return undefined;
}

/** An adventurer of `seat`'s in exile "on an adventure" (CR 715.4), which may be cast from there as its creature. */
function onAdventure(t: Table, seat: Seat, id: number): CardRef | undefined {
  const ref = t.player(seat)?.exile.find((c) => c.id === id);
  return ref?.adventure ? ref : undefined;
}

/**
 * A spell resolves (CR 608): a permanent spell enters under its caster's
 * control, any other has its effects and goes to the graveyard. A spell
 * whose target has become illegal does not resolve (CR 608.2b); an Aura
 * whose permanent left does not either (CR 608.3b). A face of a card of
 * several faces resolves as that face: a permanent shows it (`original`
 * keeps the card), and an Adventure sends its card into exile, on an
 * adventure, instead of the graveyard (CR 715.4).
 */
export function resolveSpell(t: Table, spell: SpellOnStack): void {
  if (spell.faceDown) {
    // A face-down spell becomes a face-down permanent, the card it is kept underneath (CR 702.37c, 708.2).
    enter(t, spell.controller, FACE_DOWN.name, spell.id, { original: spell.card });
    t.emit({ type: 'entered', card: 'a face-down creature' });
    entered(t, spell.id);
    return;
  }
  const info = castInfo(spell.card, spell.face, spell.mode);
  const what = info.def.name;
  const ref = { id: spell.id, card: spell.card };
  const seat = spell.controller;
  if (t.s.stack && spell.target !== undefined) {
    const spec = spellTarget(info);
    if (spec && targetProblem(t, spec, spell.target, info.def.colours, { controller: seat }, what)) {
      t.emit({ type: 'fizzled', card: what });
      t.zone(seat, 'graveyard').push(ref);
      return;
    }
  }
  if (info.permanent) {
    const attachedTo = info.aura && typeof spell.target === 'number' ? spell.target : undefined;
    if (info.aura && attachedTo !== undefined && !t.permanent(attachedTo)) {
      // Its target left as the spell was cast: the Aura spell does not resolve (CR 608.3b).
      t.zone(seat, 'graveyard').push(ref);
      return;
    }
    const shown = permanentName(cardInfo(spell.card).def, spell.face);
    enter(t, seat, shown, spell.id, { ...(attachedTo !== undefined ? { attachedTo } : {}), ...(shown !== spell.card ? { original: spell.card } : {}), ...(spell.x ? { x: spell.x } : {}), ...(spell.converge ? { converge: spell.converge } : {}) });
    t.emit({ type: 'entered', card: shown, ...(attachedTo !== undefined ? { attachedTo: refName(t, attachedTo)! } : {}) });
    if (spell.dash) {
      // Dashed: it has haste, and returns to its owner's hand at the beginning of the next end step (CR 702.109a).
      t.update(spell.id, (q) => ({ ...q, gained: [...(q.gained ?? []), 'haste'] }));
      delay(t, t.permanent(spell.id)!, 'return');
    }
    entered(t, spell.id);
  } else {
    for (const a of info.abilities) {
      if (a.kind === 'spell') resolveEffects(t, a.effects, { source: what, colours: info.def.colours, target: spell.target, x: spell.x, controller: seat });
    }
    if (isAdventure(cardInfo(spell.card).def, spell.face)) {
      t.zone(seat, 'exile').push({ ...ref, adventure: true });
      t.emit({ type: 'onAdventure', card: spell.card });
    } else if (!exileToRebound(t, spell)) t.zone(seat, 'graveyard').push(ref);
  }
}

/**
 * An activated ability resolves: its effects, by its controller, even if its
 * source has left (CR 113.7a); one whose target has become illegal does not
 * (CR 608.2b).
 */
export function resolveAbility(t: Table, item: AbilityOnStack): void {
  const info = cardInfo(item.card);
  const ability = info.abilities[item.ability];
  if (!ability || ability.kind !== 'activated') return;
  if (t.s.stack && item.target !== undefined && ability.target) {
    const asker = { id: item.source, controller: item.controller };
    if (targetProblem(t, ability.target, item.target, info.def.colours, asker, item.card)) {
      t.emit({ type: 'fizzled', card: item.card });
      return;
    }
  }
  resolveEffects(t, ability.effects, {
    source: item.card,
    sourceId: item.source,
    colours: info.def.colours,
    target: item.target,
    x: item.x,
    controller: item.controller,
    ...(item.activations !== undefined ? { activations: item.activations } : {}),
  });
}

/** A spell or ability taken off the stack resolves (the variant takes it off, and resolves its own kinds of item itself). */
export function resolveStackItem(t: Table, item: StackItem): void {
  if (item.kind === 'spell') resolveSpell(t, item);
  else if (item.kind === 'trigger') resolveTrigger(t, item);
  else resolveAbility(t, item);
}

/** `seat` cast a spell: "whenever you cast …" abilities of its permanents, "whenever an opponent casts …" of the others', "whenever a player casts …" of all. */
function castTriggers(t: Table, seat: Seat, spell: CardInfo): void {
  const def = spell.def;
  fireAll(t, (when, p) => {
    if (typeof when !== 'object' || !('cast' in when)) return false;
    if (when.cast !== 'any' && (when.cast === 'you') !== (p.controller === seat)) return false;
    if (when.types && !when.types.some((ty) => def.types.includes(ty))) return false;
    if (when.notTypes && when.notTypes.some((ty) => def.types.includes(ty))) return false;
    if (when.colourless && def.colours.length > 0) return false;
    return !when.colours || when.colours.some((c) => def.colours.includes(c));
    // "That player" is the one who cast it (Kambal's "whenever an opponent casts …, that player loses 2 life").
  }, () => ({ player: seat }));
}

/** A permanent became the target of a spell or ability: its "becomes the target" abilities trigger, and resolve first (CR 603.3). */
export function targeted(t: Table, target: TargetRef | undefined): void {
  const p = typeof target === 'number' ? t.permanent(target) : undefined;
  if (p) fireAll(t, (when, q) => when === 'becomes-target' && q.id === p.id);
}

/** The ability a trigger prompt waits on, if it still needs a target. */
export function promptedTrigger(card: string, index: number): Extract<Ability, { kind: 'etb' | 'trigger' }> | undefined {
  const ability = cardInfo(card).abilities[index];
  return ability && (ability.kind === 'etb' || ability.kind === 'trigger') && ability.target ? ability : undefined;
}

/** The answer to a trigger's "choose a target". */
export function chooseTriggerTarget(t: Table, seat: Seat, target: TargetRef): TableResult {
  const prompt = t.s.prompt;
  // Devour's answer is a "choose" too: the creature eaten.
  if (prompt?.type === 'devour') return devourChosen(t, seat, target, (id) => enteredEffects(t, id));
  if (!prompt || prompt.type !== 'trigger') return fail('magic.prompt.none', 'No triggered ability is waiting for a target.');
  const ability = promptedTrigger(prompt.card, prompt.ability);
  if (!ability?.target) return fail('magic.prompt.stale', 'That trigger no longer needs a target.');
  const p = t.permanent(prompt.source);
  if (t.s.stack) {
    // A game that keeps a stack: the trigger waits there for its target, and its controller names it (its source may have left).
    const waiting = promptedOnStack(t);
    if (!waiting) return fail('magic.prompt.stale', 'That trigger no longer needs a target.');
    const asker = { id: prompt.source, controller: waiting.item.controller };
    const problem = checkTarget(t, ability.target, target, prompt.card, cardInfo(prompt.card).def.colours, asker);
    if (problem) return { ok: false, error: problem };
    targetOnStack(t, waiting.index, target);
    return OK;
  }
  const problem = checkTarget(t, ability.target, target, prompt.card, p ? cardInfo(p.card).def.colours : [], { id: prompt.source, controller: seat });
  if (problem) return { ok: false, error: problem };
  t.s.prompt = null;
  resolveWithTarget(t, { id: prompt.source, card: prompt.card, controller: seat }, ability, target);
  return OK;
}

export function activate(t: Table, seat: Seat, action: ActivateAction): TableResult {
  const inGraveyard = t.player(seat)?.graveyard.find((c) => c.id === action.card);
  if (inGraveyard) return activateFromZone(t, seat, action, inGraveyard, 'graveyard');
  const inHand = t.inHand(seat, action.card);
  if (inHand) return activateFromZone(t, seat, action, inHand, 'hand');
  const p = t.permanent(action.card);
  if (!p || p.controller !== seat) return fail(CASTING_RULES.notYours, `#${action.card} is not a permanent you control.`);
  if (isFaceDown(p)) {
    // Turning it face up is a special action: whenever you could act, the stack not used (CR 116.2b).
    if (timing(t, seat) === null) return fail(CASTING_RULES.timing, `You cannot turn ${p.original!} face up now: ${whyNot(t, seat)}.`);
    return turnFaceUp(t, seat, p, action);
  }
  const info = cardInfo(p.card);
  const ability = info.abilities[action.ability];
  if (!ability || ability.kind !== 'activated' || ability.from !== undefined) {
    return fail(CASTING_RULES.noAbility, `${p.card} has no activated ability number ${action.ability} it can use on the battlefield.`);
  }
  if (timing(t, seat) === null) return fail(CASTING_RULES.timing, `You cannot activate abilities now: ${whyNot(t, seat)}.`);
  if (ability.sorcery && timing(t, seat) !== 'sorcery') {
    return fail(CASTING_RULES.sorcerySpeed, `${p.card}'s ability can be activated only in a main phase of your turn, when nothing else is going on (as a sorcery).`);
  }
  if (ability.oncePerTurn && activatedThisTurn(p, action.ability)) {
    return fail(CASTING_RULES.oncePerTurn, `${p.card}'s ability can be activated only once each turn, and it has been this turn.`);
  }
  if (ability.cost.tap && !canUseTap(t, p)) {
    return p.tapped
      ? fail(CASTING_RULES.tapped, `${p.card} is tapped.`)
      : fail(CASTING_RULES.sick, `${p.card} came under your control this turn: it cannot use {T} abilities yet (summoning sickness).`);
  }
  // "Remove a +1/+1 counter from ~" (CR 602.2b): only with one to remove.
  if (ability.cost.removeCounter && p.counters < 1) return fail(CASTING_RULES.counters, `${p.card} has no +1/+1 counter to remove.`);
  const optionalChoice = ability.target?.kind === 'card-in-hand' && action.target === undefined;
  const targetError = optionalChoice ? undefined : checkTarget(t, ability.target, action.target, p.card, info.def.colours, { id: p.id, controller: seat });
  if (targetError) return { ok: false, error: targetError };
  const short = ability.cost.energy ? energyShortfall(t, seat, ability.cost.energy, `${p.card}'s ability`) : undefined;
  if (short) return fail(CASTING_RULES.energy, short);
  const sacrificeError = ability.cost.sacrificeLand ? landSacrificeProblem(t, seat, action.sacrifice, p.card) : sacrificeProblem(t, seat, ability.cost.sacrificeA, action.sacrifice, p.card);
  if (sacrificeError) return sacrificeError;
  const cost = ability.cost.mana ? abilityCost(ability.cost.mana) : undefined;
  if (cost) {
    const xOk = checkX(cost, action.x, `${p.card}'s ability`);
    if (!xOk.ok) return xOk;
  }
  let paid: string[] = [];
  if (cost) {
    const exclude = ability.cost.tap ? p.id : undefined;
    const payment = payOrAsk(t, seat, cost, action.x ?? 0, { given: action.tap, exclude, what: `${p.card}'s ability` }, action, p.card);
    if (!payment.tap) return payment.result;
    paid = payMana(t, seat, payment.tap, cost, action.x ?? 0, ability.cost.tap ? p.id : undefined);
  }
  if (ability.cost.tap) t.update(p.id, (q) => ({ ...q, tapped: true }));
  if (ability.cost.energy) payEnergy(t, seat, ability.cost.energy);
  const target = refName(t, action.target);
  t.emit({ type: 'activated', card: p.card, paid, ...(target ? { target } : {}) });
  if (ability.cost.sacrifice) sacrifice(t, p);
  if (ability.cost.removeCounter) {
    t.update(p.id, (q) => ({ ...q, counters: q.counters - 1 }));
    t.emit({ type: 'counterRemoved', card: p.card });
  }
  if (ability.cost.exileSelf) {
    t.emit({ type: 'exiled', card: p.card });
    leave(t, p.id, 'exile');
  }
  if (action.sacrifice !== undefined) {
    if (ability.cost.sacrificeLand) sacrificeLand(t, seat, action.sacrifice, p.card);
    else sacrifice(t, t.permanent(action.sacrifice)!);
  }
  const activations = countActivation(t, p.id, action.ability);
  targeted(t, action.target);
  putOrResolve(t, { kind: 'ability', source: p.id, card: p.card, ability: action.ability, controller: seat, x: action.x ?? 0, activations, ...(action.target !== undefined ? { target: action.target } : {}) });
  return OK;
}

/** An activated ability goes on the stack of a game that keeps one, or resolves at once. */
function putOrResolve(t: Table, item: AbilityOnStack): void {
  if (t.s.stack) t.s.stack = [...t.s.stack, item];
  else resolveAbility(t, item);
}

/** Whether ability number `ability` of `p` has been activated this turn ("Activate only once each turn"). */
export function activatedThisTurn(p: Permanent, ability: number): boolean {
  return (p.activations?.find((a) => a.ability === ability)?.times ?? 0) > 0;
}

/** Counts this turn's activations of one ability of `id` (for "if this ability has been activated four or more times this turn"); returns the count, this one included. */
function countActivation(t: Table, id: number, ability: number): number {
  const p = t.permanent(id);
  if (!p) return 1;
  const times = (p.activations?.find((a) => a.ability === ability)?.times ?? 0) + 1;
  t.update(id, (q) => ({ ...q, activations: [...(q.activations ?? []).filter((a) => a.ability !== ability), { ability, times }] }));
  return times;
}

/**
 * An ability of a card in your graveyard ("{3}{R}{R}: Return this from your
 * graveyard to your hand") or in your hand (cycling, CR 702.29: "{2},
 * Discard this card: Draw a card"): mana costs only, and for one from the
 * hand the card itself, discarded as the cost is paid. It goes on the stack
 * (or resolves, in a game without one) from the graveyard the card is in.
 */
function activateFromZone(t: Table, seat: Seat, action: ActivateAction, card: CardRef, zone: 'graveyard' | 'hand'): TableResult {
  const info = cardInfo(card.card);
  const ability = info.abilities[action.ability];
  if (!ability || ability.kind !== 'activated' || ability.from !== zone || ability.cost.tap || ability.cost.sacrifice || ability.cost.sacrificeA || ability.cost.sacrificeLand) {
    return fail(CASTING_RULES.noAbility, `${card.card} has no ability number ${action.ability} that works from your ${zone}.`);
  }
  if (timing(t, seat) === null) return fail(CASTING_RULES.timing, `You cannot activate abilities now: ${whyNot(t, seat)}.`);
  if (ability.sorcery && timing(t, seat) !== 'sorcery') {
    return fail(CASTING_RULES.sorcerySpeed, `${card.card}'s ability can be activated only in a main phase of your turn, when nothing else is going on (as a sorcery).`);
  }
  const targetError = checkTarget(t, ability.target, action.target, card.card, info.def.colours, { id: card.id, controller: seat });
  if (targetError) return { ok: false, error: targetError };
  if (action.sacrifice !== undefined) return fail(CASTING_RULES.sacrifice, `${card.card}'s ability asks for no sacrifice.`);
  let paid: string[] = [];
  if (ability.cost.mana) {
    const cost = abilityCost(ability.cost.mana);
    const xOk = checkX(cost, action.x, `${card.card}'s ability`);
    if (!xOk.ok) return xOk;
    const payment = payOrAsk(t, seat, cost, action.x ?? 0, { given: action.tap, what: `${card.card}'s ability` }, action, card.card);
    if (!payment.tap) return payment.result;
    paid = payMana(t, seat, payment.tap, cost, action.x ?? 0);
  }
  t.emit({ type: 'activated', card: card.card, paid });
  if (zone === 'hand' && ability.cost.discardSelf) discardFromHand(t, seat, card.id, 'effect');
  putOrResolve(t, { kind: 'ability', source: card.id, card: card.card, ability: action.ability, controller: seat, x: action.x ?? 0, ...(action.target !== undefined ? { target: action.target } : {}) });
  return OK;
}

/** Whether a spell asks for a creature sacrificed as an additional cost to cast it. */
export function sacrificeToCast(info: CardInfo): boolean {
  return info.rules.some((r) => r.is === 'sacrifice-to-cast');
}

/** Whether a spell asks for a card discarded as an additional cost to cast it. */
export function discardToCast(info: CardInfo): boolean {
  return info.rules.some((r) => r.is === 'discard-to-cast');
}

/** Why the card named (or none) can't pay a spell's "discard a card" cost (CR 601.2h): it must be another card of the caster's hand. */
function spellDiscardProblem(t: Table, seat: Seat, info: CardInfo, spell: number, id: number | undefined, what: string): TableResult | undefined {
  if (!discardToCast(info)) return id === undefined ? undefined : fail(CASTING_RULES.discard, `${what} asks for no discard.`);
  if (id === undefined || id === spell || !t.inHand(seat, id)) {
    return fail(CASTING_RULES.discard, `${what} needs you to discard another card of your hand as an additional cost: name it.`);
  }
  return undefined;
}

/** Why the creature named (or none) can't pay a spell's additional cost (CR 601.2h): it must be a creature of the caster's. */
function spellSacrificeProblem(t: Table, seat: Seat, info: CardInfo, id: number | undefined, what: string): TableResult | undefined {
  if (!sacrificeToCast(info)) return id === undefined ? undefined : fail(CASTING_RULES.sacrifice, `${what} asks for no sacrifice.`);
  const victim = id !== undefined ? t.permanent(id) : undefined;
  if (!victim || victim.controller !== seat || !cardInfo(victim.card).creature) {
    return fail(CASTING_RULES.sacrifice, `${what} needs you to sacrifice a creature you control as an additional cost: name it.`);
  }
  return undefined;
}

/** Why the creature named to pay a "Sacrifice a creature" cost can't pay it (CR 602.2b: costs are paid in full). */
function sacrificeProblem(t: Table, seat: Seat, filter: CreatureFilter | undefined, id: number | undefined, card: string): TableResult | undefined {
  if (!filter) return id === undefined ? undefined : fail(CASTING_RULES.sacrifice, `${card}'s ability asks for no sacrifice.`);
  const victim = id !== undefined ? t.permanent(id) : undefined;
  if (!victim || victim.controller !== seat || !matchesFilter(t, victim, filter, { controller: seat })) {
    return fail(CASTING_RULES.sacrifice, `${card}'s ability needs you to sacrifice ${filter.subtypes ? `a ${filter.subtypes.join(' or ')}` : 'a creature'} you control: name it.`);
  }
  return undefined;
}

/** Why the land named to pay a "Sacrifice a land" cost can't pay it: it must be one `seat` controls (in Frontier, by the variant's own rule). */
function landSacrificeProblem(t: Table, seat: Seat, id: number | undefined, card: string): TableResult | undefined {
  const needs = fail(CASTING_RULES.sacrifice, `${card}'s ability needs you to sacrifice a land you control: name it.`);
  if (id === undefined) return needs;
  const board = t.seating.boardLands;
  if (board) {
    const problem = board.sacrificeProblem(t, seat, id);
    return problem ? { ok: false, error: problem } : undefined;
  }
  return landsControlled(t, seat).includes(id) ? undefined : needs;
}

/** The creatures of `seat`'s that could pay a sacrifice cost (the lands, for "Sacrifice a land"). */
export function sacrificeChoices(t: Table, seat: Seat, filter: CreatureFilter | undefined, land = false): (number | undefined)[] {
  if (land) return landsControlled(t, seat);
  if (!filter) return [undefined];
  return t.controlledBy(seat).filter((q) => matchesFilter(t, q, filter, { controller: seat })).map((q) => q.id);
}

/** The answer to "how do you pay?": the chosen option, then the action goes on as if those sources had been named. */
export function choosePayment(t: Table, option: number, resume: (action: CastAction | ActivateAction) => TableResult): TableResult {
  const prompt = t.s.prompt;
  if (!prompt || prompt.type !== 'pay') return fail('magic.prompt.none', 'Nothing is waiting to be paid for.');
  const tap = prompt.options[option];
  if (!tap) return fail('magic.prompt.option', `There is no payment option ${option}; choose from 0 to ${prompt.options.length - 1}.`);
  t.s.prompt = null;
  return resume({ ...prompt.action, tap });
}

export function cancelPayment(t: Table, seat: Seat): TableResult {
  const prompt = t.s.prompt;
  // Madness: not casting the card (its question, or its payment taken back) puts it into the graveyard.
  if (prompt?.type === 'madness') return declineMadness(t, seat, prompt.id);
  if (prompt?.type === 'rebound') return declineRebound(t, seat, prompt.id);
  if (prompt?.type === 'devour') return devourDone(t, (id) => enteredEffects(t, id));
  if (prompt?.type === 'pay' && prompt.action.type === 'cast' && madnessCard(t, seat, prompt.action.card)) return declineMadness(t, seat, prompt.action.card);
  if (!prompt || prompt.type !== 'pay') return fail('magic.prompt.none', 'Nothing is waiting to be paid for.');
  t.s.prompt = null;
  const id = prompt.action.card;
  const player = t.player(seat);
  const name = t.inHand(seat, id)?.card ?? t.permanent(id)?.card ?? player?.graveyard.find((c) => c.id === id)?.card ?? player?.exile.find((c) => c.id === id)?.card ?? `#${id}`;
  t.emit({ type: 'cancelled', card: name });
  return OK;
}
