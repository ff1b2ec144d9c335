import type { Counted, CountedAmount, Effect, Subject } from '../cards/abilities';
import { otherFaces, permanentName } from '../cards/faces';
import { PROTECTION_FROM } from '../combat';
import type { Colour } from '../colour';
import { manaValue, type ManaCost } from '../mana';
import { nextInt } from '../rng';
import { abilityCost, cardInfo } from './card-db';
import { manaPain, planPayment, tapForMana } from './payments';
import { hasKeyword, keywordsOf, powerOf, protectedFromSource, toughnessOf } from './characteristics';
import { searchBasicLand, searchLands, tutor } from './search';
import { discardBy } from './discards';
import { counterSpell, counterUnlessPaid } from './unless-pays';
import { graveyardOwner, legalTargets, matchesFilter, players, refName, spellOnStack, stillPlaying } from './targets';
import type { DelayedEnd, Permanent, TargetRef } from './schema';
import type { Seat, Table } from './table';
import { getEnergy, payEnergy } from './energy';
import { delayedTrigger, fire, fireAll } from './triggers';
import { discardFromHand, drawCards, enter, entered, holdsCard, leave, millCards, takeFromLibrary } from './zones';
import { scry, scryThen } from './scry';
import { fabricate } from './fabricate';
import { graveyardToTop, shuffleGraveyardIn, shuffleSelfAndGraveyard } from './library-returns';
import { askSacrifice, sacrificeFor, weakestOther } from './sacrifices';

/**
 * Resolving what a spell or ability does, one effect after another, in the
 * order printed. A target that has become illegal since it was chosen makes
 * the effects that use it do nothing (CR 608.2b).
 */
export interface EffectContext {
  /** The name of the spell or permanent the effects come from. */
  readonly source: string;
  /** The permanent, for "this creature" and activated abilities. */
  readonly sourceId?: number;
  readonly colours: readonly Colour[];
  readonly target?: TargetRef;
  readonly x: number;
  /** Whose spell or ability it is: its "you" (a seat without life, as Magic Crawl's encounter, gains no life). */
  readonly controller: Seat;
  /** The other creature a trigger names ("that creature"). */
  readonly that?: number;
  /** The player a trigger names ("that player": the one its creature dealt combat damage); absent, the controller's opponents. */
  readonly player?: Seat;
  /** For an activated ability: how many times it has been activated this turn, this time included. */
  readonly activations?: number;
}

export function resolveEffects(t: Table, effects: readonly Effect[], ctx: EffectContext): void {
  // What the effect before dealt or made players lose: "you gain life equal to the damage dealt this way".
  let thisWay = 0;
  for (const [i, effect] of effects.entries()) {
    if (effect.do === 'gainLifeThisWay') {
      // The controller's gain (a seat without life, the encounter, gains none).
      gainLife(t, ctx.controller, thisWay);
      continue;
    }
    if (effects[i + 1]?.do === 'gainLifeThisWay') {
      thisWay = measured(t, effects[i + 1]!.do === 'gainLifeThisWay' && (effects[i + 1] as { of: 'damage' | 'life' }).of, () => resolveEffect(t, effect, ctx));
      continue;
    }
    // A scry waits for its answers: what follows it ("then draw a card") is done when they are given (scry.ts).
    if (effect.do === 'scry') {
      const asked = !t.s.prompt;
      resolveEffect(t, effect, ctx);
      if (asked && t.s.prompt?.type === 'scry') {
        const then = scryThen(effects.slice(i + 1));
        if (then) t.s.prompt = { ...t.s.prompt, then };
        return;
      }
      continue;
    }
    // "You may pay {E}{E}. If you do, …": paid whenever the controller can (it only helps); else the rest does not happen.
    if (effect.do === 'payEnergy') {
      if (!payEnergy(t, ctx.controller, effect.amount)) return;
      continue;
    }
    // "Flip a coin. If you win the flip, …" (CR 705): the rest happens only on a win.
    if (effect.do === 'flipCoin') {
      if (!flipCoin(t, ctx.controller)) return;
      continue;
    }
    resolveEffect(t, effect, ctx);
  }
}

/** How much damage (`of` 'damage') or loss of life (`of` 'life') the events `run` emits come to. */
function measured(t: Table, of: 'damage' | 'life' | false, run: () => void): number {
  const before = t.events.length;
  run();
  return t.events.slice(before).reduce((n, e) => n + (of === 'damage' && e.type === 'damage' ? e.amount : of === 'life' && e.type === 'life' && e.amount < 0 ? -e.amount : 0), 0);
}

function amountOf(a: CountedAmount, ctx: EffectContext, t?: Table): number {
  if (typeof a === 'object') return t ? countOf(t, a, ctx) * (a.times ?? 1) : 0;
  return a === 'X' ? ctx.x : a;
}

/**
 * What a counted amount counts as it resolves: the controller's lands (land permanents, and the lands a variant keeps
 * on its board that the seat controls), of a basic land type or any; or the creatures on the battlefield of a filter.
 */
export function countOf(t: Table, a: Counted, ctx: Pick<EffectContext, 'controller' | 'sourceId'>): number {
  const c = a.count;
  if ('creatures' in c) {
    const asker = { id: ctx.sourceId, controller: ctx.controller };
    return t.s.battlefield.filter((p) => cardInfo(p.card).def.types.includes('Creature') && matchesFilter(t, p, c.creatures, asker)).length;
  }
  const ofType = (name: string) => {
    const def = cardInfo(name).def;
    return def.types.includes('Land') && (c.lands === 'any' || def.subtypes.includes(c.lands));
  };
  const permanents = t.s.battlefield.filter((p) => p.controller === ctx.controller && ofType(p.card)).length;
  const board = t.seating.boardLands?.controlledCards?.(t, ctx.controller).filter(ofType).length ?? 0;
  return permanents + board;
}

/** The permanents (and players) an effect acts on. */
function subjects(t: Table, subject: Subject, ctx: EffectContext): TargetRef[] {
  if (subject === 'each-player') return players(t);
  if (subject === 'each-opponent') return t.opponents(ctx.controller).filter((seat) => t.player(seat) !== undefined);
  if (subject === 'you') return [youOf(t, ctx.controller)];
  if (subject === 'target') return ctx.target === undefined ? [] : [ctx.target];
  if (subject === 'self') return ctx.sourceId !== undefined && t.permanent(ctx.sourceId) ? [ctx.sourceId] : [];
  if (subject === 'attached') {
    const on = ctx.sourceId !== undefined ? t.permanent(ctx.sourceId)?.attachedTo : undefined;
    return on !== undefined && t.permanent(on) ? [on] : [];
  }
  if (subject === 'that-creature') return ctx.that !== undefined && t.permanent(ctx.that) ? [ctx.that] : [];
  if (subject === 'that-player') return ctx.player !== undefined && stillPlaying(t, ctx.player) ? [ctx.player] : [];
  if (subject === 'target-controller') {
    const seat = typeof ctx.target === 'number' ? t.permanent(ctx.target)?.controller : undefined;
    return seat !== undefined && t.player(seat) !== undefined ? [seat] : [];
  }
  const shielded = t.seating.shielded;
  if (subject === 'target-player-creatures') {
    // The creatures the player targeted controls as this resolves (none once the target is gone).
    const seat = typeof ctx.target === 'string' && t.player(ctx.target) !== undefined ? ctx.target : undefined;
    return seat === undefined ? [] : t.s.battlefield.filter((p) => p.controller === seat && cardInfo(p.card).creature && !shielded?.(t, p)).map((p) => p.id);
  }
  if ('all' in subject) {
    const types = subject.all;
    const land = (p: Permanent) => subject.nonland === true && cardInfo(p.card).def.types.includes('Land');
    return t.s.battlefield.filter((p) => cardInfo(p.card).def.types.some((ty) => types.includes(ty)) && !land(p) && !shielded?.(t, p)).map((p) => p.id);
  }
  const source = { id: ctx.sourceId, controller: ctx.controller };
  return t.s.battlefield.filter((p) => matchesFilter(t, p, subject.each, source) && !shielded?.(t, p)).map((p) => p.id);
}

function permanentsOf(t: Table, subject: Subject, ctx: EffectContext): Permanent[] {
  return subjects(t, subject, ctx).flatMap((ref) => (typeof ref === 'string' ? [] : (t.permanent(ref) ?? [])));
}

function resolveEffect(t: Table, e: Effect, ctx: EffectContext): void {
  switch (e.do) {
    case 'damage': {
      const amount = amountOf(e.amount, ctx, t);
      for (const ref of subjects(t, e.to, ctx)) dealDamage(t, ctx, ref, amount, e.unpreventable === true);
      return;
    }
    case 'destroy':
      for (const p of permanentsOf(t, e.what, ctx)) destroy(t, p, 'destroyed', e.noRegeneration !== true);
      // A land that is no permanent (Frontier's, on the board), named by a negative id.
      if (e.what === 'target' && typeof ctx.target === 'number' && ctx.target < 0) t.seating.boardLands?.destroy(t, ctx.target, ctx.source, ctx.controller);
      return;
    case 'exile':
      for (const p of permanentsOf(t, e.what, ctx)) {
        t.emit({ type: 'exiled', card: p.card });
        leave(t, p.id, 'exile');
      }
      return;
    case 'fog':
      // Every player's record, so that it holds whoever casts it (in Magic Crawl, the encounter's spell too).
      for (const seat of t.seating.seats(t.s)) {
        const zones = t.player(seat);
        if (zones) zones.fog = true;
      }
      return;
    case 'regenerate':
      for (const p of permanentsOf(t, e.what, ctx)) {
        t.update(p.id, (q) => ({ ...q, shields: (q.shields ?? 0) + 1 }));
        t.emit({ type: 'shielded', card: p.card });
      }
      return;
    case 'sacrifice':
      for (const p of permanentsOf(t, e.what, ctx)) sacrifice(t, p);
      return;
    case 'sacrificeUnlessPay': {
      const p = ctx.sourceId !== undefined ? t.permanent(ctx.sourceId) : undefined;
      if (p) payOrSacrifice(t, p, e.mana);
      return;
    }
    case 'freeze':
      for (const p of permanentsOf(t, e.what, ctx)) {
        t.update(p.id, (q) => ({ ...q, frozen: true }));
        t.emit({ type: 'frozen', card: p.card });
      }
      return;
    case 'mustAttack':
      // Encounter creatures attack each turn if able already, and your turn gives them no attack.
      return;
    case 'discardRandom': {
      // "Target player discards …" (Mind Twist), "then discard … at random"; else "that player": the player dealt the damage,
      // named by the variant's combat, or the one an encounter's creature hits (you).
      const seat = e.who === 'target' && typeof ctx.target === 'string' ? ctx.target : e.who === 'you' ? ctx.controller : (ctx.player ?? youOf(t, ctx.controller));
      const hand = stillPlaying(t, seat) ? t.player(seat)?.hand : undefined;
      for (let i = amountOf(e.amount, ctx); hand && i > 0 && hand.length > 0; i--) {
        const drawn = nextInt(t.s.rng, hand.length);
        t.s.rng = drawn.rng;
        discardFromHand(t, seat, hand[drawn.value]!.id, 'effect');
      }
      return;
    }
    case 'bolster': {
      // The least toughness among the controller's creatures; on a tie, the first of them (the one longest in play).
      let least: Permanent | undefined;
      for (const p of t.controlledBy(ctx.controller)) {
        if (cardInfo(p.card).creature && (!least || toughnessOf(t, p) < toughnessOf(t, least))) least = p;
      }
      if (!least) return;
      t.update(least.id, (q) => ({ ...q, counters: q.counters + e.amount }));
      t.emit({ type: 'counters', card: least.card, count: e.amount });
      return;
    }
    case 'scry':
      // A seat without a library (Magic Crawl's encounter) scries nothing; a question already waiting is not overwritten.
      if (!t.s.prompt) scry(t, ctx.controller, e.amount);
      return;
    case 'discardChosen': {
      const hand = t.player(ctx.controller)?.hand;
      if (!hand) return;
      const n = Math.min(amountOf(e.amount, ctx), hand.length);
      if (n > 0) t.s.prompt = { type: 'discard', count: n, effect: true };
      return;
    }
    case 'exileCard': {
      const ref = ctx.target;
      const owner = typeof ref === 'number' ? graveyardOwner(t, ref) : undefined;
      if (owner === undefined) return;
      const graveyard = t.zone(owner, 'graveyard');
      const [card] = graveyard.splice(graveyard.findIndex((c) => c.id === ref), 1);
      t.zone(owner, 'exile').push(card!);
      t.emit({ type: 'exiled', card: card!.card });
      return;
    }
    case 'putOntoBattlefield': {
      const ref = typeof ctx.target === 'number' ? t.takeFromHand(ctx.controller, ctx.target) : undefined;
      if (!ref) return;
      enter(t, ctx.controller, ref.card, ref.id);
      t.emit({ type: 'entered', card: ref.card });
      entered(t, ref.id);
      return;
    }
    case 'bounce':
      for (const p of permanentsOf(t, e.what, ctx)) {
        t.emit({ type: 'bounced', card: p.card });
        leave(t, p.id, 'hand');
      }
      return;
    case 'putOnTop':
      for (const p of permanentsOf(t, e.what, ctx)) {
        t.emit({ type: 'putOnTop', card: p.card });
        leave(t, p.id, 'library-top');
      }
      return;
    case 'pump':
      for (const p of permanentsOf(t, e.what, ctx)) {
        const keywords = e.keywords ?? [];
        t.update(p.id, (q) => ({
          ...q,
          pumped: {
            power: (q.pumped?.power ?? 0) + e.power,
            toughness: (q.pumped?.toughness ?? 0) + e.toughness,
            keywords: [...new Set([...(q.pumped?.keywords ?? []), ...keywords])],
            ...(e.loses || q.pumped?.lost ? { lost: [...new Set([...(q.pumped?.lost ?? []), ...(e.loses ?? [])])] } : {}),
            ...(q.pumped?.base ? { base: q.pumped.base } : {}),
          },
        }));
        t.emit({ type: 'pumped', card: p.card, power: e.power, toughness: e.toughness, keywords });
      }
      return;
    case 'counters': {
      const n = amountOf(e.count, ctx);
      for (const p of permanentsOf(t, e.what, ctx)) {
        t.update(p.id, (q) => ({ ...q, counters: q.counters + n }));
        t.emit({ type: 'counters', card: p.card, count: n });
      }
      return;
    }
    case 'tap':
    case 'untap':
      for (const p of permanentsOf(t, e.what, ctx)) {
        const tapped = e.do === 'tap';
        t.update(p.id, (q) => ({ ...q, tapped }));
        t.emit({ type: 'tapped', card: p.card, tapped });
      }
      return;
    case 'gainLife':
      for (const seat of whoseLife(t, e.who, ctx)) gainLife(t, seat, amountOf(e.amount, ctx, t));
      return;
    case 'loseLife':
      for (const seat of whoseLife(t, e.who, ctx)) changeLife(t, seat, -amountOf(e.amount, ctx));
      return;
    case 'exileTop':
      for (const seat of ctx.player !== undefined ? [ctx.player].filter((p) => stillPlaying(t, p)) : t.opponents(ctx.controller)) millCards(t, seat, e.amount, 'exile');
      return;
    case 'mill':
      if (e.who === 'target') {
        if (typeof ctx.target === 'string') millCards(t, ctx.target, amountOf(e.amount, ctx));
        return;
      }
      millCards(t, ctx.controller, amountOf(e.amount, ctx));
      return;
    case 'shuffleGraveyard':
      // The player targeted, none once the target is gone; a seat without a library (an encounter) shuffles nothing.
      if (typeof ctx.target === 'string' && t.player(ctx.target)) shuffleGraveyardIn(t, ctx.target);
      return;
    case 'millHalf': {
      // Half the library the targeted player has as this resolves, rounded down; a seat without one mills nothing.
      if (typeof ctx.target !== 'string' || !t.player(ctx.target)) return;
      const library = t.library(ctx.target);
      millCards(t, ctx.target, Math.floor(((library.top?.length ?? 0) + library.cards.length + library.bottom.length) / 2));
      return;
    }
    case 'draw':
      // "Target player draws": the player targeted, none once the target is gone (CR 608.2b). A seat without a library (an encounter creature's) draws nothing.
      if (e.who === 'target') {
        if (typeof ctx.target === 'string' && t.player(ctx.target)) drawCards(t, ctx.target, amountOf(e.amount, ctx), true);
        return;
      }
      // "Each player draws a card": in seat order, every player with a library (in Magic Crawl, you).
      if (e.who === 'each-player') {
        for (const seat of players(t)) drawCards(t, seat, amountOf(e.amount, ctx), true);
        return;
      }
      drawCards(t, ctx.controller, amountOf(e.amount, ctx), true);
      return;
    case 'token': {
      const n = amountOf(e.count, ctx, t);
      const controller = ctx.controller;
      const ids: number[] = [];
      for (let i = 0; i < n; i++) ids.push(enter(t, controller, e.token, t.newId(), { token: true }).id);
      // A token of a seat without cards of its own (Magic Crawl's encounter) is told apart in the log.
      if (n > 0) t.emit({ type: 'tokenCreated', card: e.token, count: n, ...(t.player(controller) ? {} : { foe: true }) });
      for (const id of ids) entered(t, id);
      return;
    }
    case 'returnToHand': {
      const ref = e.what === 'self' ? ctx.sourceId : ctx.target;
      const owner = typeof ref === 'number' ? graveyardOwner(t, ref) : undefined;
      if (owner === undefined) return;
      const graveyard = t.zone(owner, 'graveyard');
      const [card] = graveyard.splice(graveyard.findIndex((c) => c.id === ref), 1);
      t.player(owner)!.hand.push(card!);
      t.emit({ type: 'returnedToHand', card: card!.card });
      return;
    }
    case 'returnToBattlefield': {
      // The card the ability came from, still in its owner's graveyard (CR 400.7: once it has left, it is a new object and stays where it is).
      const owner = ctx.sourceId !== undefined ? graveyardOwner(t, ctx.sourceId) : undefined;
      if (owner === undefined || ctx.sourceId === undefined) return;
      const graveyard = t.zone(owner, 'graveyard');
      const [card] = graveyard.splice(graveyard.findIndex((c) => c.id === ctx.sourceId), 1);
      enter(t, owner, card!.card, card!.id);
      if (e.tapped) t.update(card!.id, (q) => ({ ...q, tapped: true }));
      t.emit({ type: 'entered', card: card!.card });
      if (e.unearth) {
        // "It gains haste" for as long as it stays.
        t.update(card!.id, (q) => ({ ...q, unearthed: true, gained: [...(q.gained ?? []), 'haste'] }));
        delay(t, t.permanent(card!.id)!, 'exile');
      }
      entered(t, card!.id);
      return;
    }
    case 'discard': {
      // The built-in pool's "target opponent discards two cards" (Mind Rot): the player targeted chooses (a solo crawl's encounter, the only
      // opponent there, holds no cards); none once the target is gone (CR 608.2b).
      const amount = amountOf(e.amount, ctx);
      if (typeof ctx.target === 'string' && amount > 0) discardBy(t, [ctx.target], { amount, card: ctx.source });
      return;
    }
    case 'atNextEndStep':
      if (e.ifActivated !== undefined && (ctx.activations ?? 1) < e.ifActivated) return;
      for (const p of permanentsOf(t, e.what, ctx)) delay(t, p, e.then);
      return;
    case 'sacrificeAnother':
      sacrificeAnother(t, e, ctx);
      return;
    case 'searchBasicLand':
      // A seat without a library (the encounter) has none to search.
      // "… put one onto the battlefield tapped and the other into your hand": then a second land, to the hand.
      if (t.player(ctx.controller)) searchBasicLand(t, ctx.controller, e.onto, { source: ctx.source, ...(e.andOneToHand ? { thenToHand: true } : {}) });
      return;
    case 'destroyOneAtRandom':
      destroyOneAtRandom(t, e, ctx);
      return;
    case 'damageDivided':
      for (const [ref, amount] of dividedDamage(t, e.amount, ctx, e.upTo)) {
        targetedBy(t, ref);
        dealDamage(t, ctx, ref, amount);
      }
      return;
    case 'sacrificeLand':
      for (const seat of e.who === 'you' ? [ctx.controller] : t.opponents(ctx.controller)) sacrificeALand(t, seat, ctx.source);
      return;
    case 'energy':
      getEnergy(t, ctx.controller, e.amount);
      return;
    case 'renown': {
      // CR 702.112a: an intervening "if" (CR 603.4), checked again as it resolves.
      const self = ctx.sourceId !== undefined ? t.permanent(ctx.sourceId) : undefined;
      if (!self || self.renowned) return;
      t.update(self.id, (q) => ({ ...q, counters: q.counters + e.count, renowned: true }));
      t.emit({ type: 'counters', card: self.card, count: e.count });
      return;
    }
    case 'fabricate':
      fabricate(t, ctx.controller, ctx.sourceId, e.count, e.token);
      return;
    case 'transform': {
      // CR 701.28: the same object, with its counters, damage and tapped state, shows its card's other face.
      const self = ctx.sourceId !== undefined ? t.permanent(ctx.sourceId) : undefined;
      const face = self ? otherFaces(self.card, self.original)[0] : undefined;
      if (!self || face === undefined) return;
      // Said by the face it showed: a front carries the whole card's name ("Front // Back").
      const was = self.original === undefined ? (cardInfo(self.card).def.faces?.[0]?.name ?? self.card) : self.card;
      const to = turnToFace(t, self, face);
      t.emit({ type: 'transformed', card: was, to });
      return;
    }
    case 'payEnergy':
      return; // resolveEffects pays it, and stops there when it cannot
    case 'counter': {
      // CR 701.6a: the spell leaves the stack, unresolved, for its owner's graveyard (the player who cast it from their
      // hand); one that "can't be countered" stays (CR 101.2). Gone already, it was no legal target (checked as this resolved).
      const spell = typeof ctx.target === 'number' ? spellOnStack(t, ctx.target) : undefined;
      if (!spell || !t.s.stack) return;
      if (cardInfo(spell.card).rules.some((r) => r.is === 'uncounterable')) {
        t.emit({ type: 'note', text: `${spell.card} can't be countered` });
        return;
      }
      // "… unless its controller pays {3}": that player's question (unless-pays.ts).
      if (e.unlessPays !== undefined) counterUnlessPaid(t, spell, e.unlessPays, ctx.source);
      else counterSpell(t, spell);
      return;
    }
    case 'shuffleSelfAndGraveyard':
      shuffleSelfAndGraveyard(t, ctx.controller, ctx.sourceId);
      return;
    case 'graveyardToTop':
      graveyardToTop(t, ctx.target);
      return;
    case 'tutor':
      tutor(t, ctx.controller, e.types, e.subtypes, e.reveal === true, e.named ? ctx.source : undefined, e.upTo ?? 1, ctx.source);
      return;
    case 'flipCoin':
      return; // resolveEffects flips it, and stops there on a loss
    case 'searchLands':
      searchLands(t, ctx.controller, e.upTo, ctx.source);
      return;
    case 'setBase':
      for (const p of permanentsOf(t, e.what, ctx)) {
        t.update(p.id, (q) => ({ ...q, pumped: { power: q.pumped?.power ?? 0, toughness: q.pumped?.toughness ?? 0, keywords: q.pumped?.keywords ?? [], ...(q.pumped?.lost ? { lost: q.pumped.lost } : {}), base: [e.power, e.toughness] } }));
        t.emit({ type: 'note', text: `${p.card} has base power and toughness ${e.power}/${e.toughness} until end of turn` });
      }
      return;
    case 'revealTopToHand': {
      // A seat without a library (Magic Crawl's encounter) reveals nothing; an empty library, nothing either (no draw, so no loss).
      const seat = ctx.controller;
      if (!t.player(seat)) return;
      const card = takeFromLibrary(t, seat);
      if (card === undefined) return;
      t.player(seat)!.hand.push({ id: t.newId(), card });
      t.emit({ type: 'note', text: `${ctx.source} reveals ${card} from the top of the library and puts it into hand` });
      if (e.loseLifeMV) changeLife(t, seat, -manaValue(cardInfo(card).cost));
      return;
    }
    case 'silence': {
      // Kept on the controller's record (Magic Crawl's encounter keeps none, and its Silence stops nothing).
      const zones = t.player(ctx.controller);
      if (zones) zones.silencing = true;
      t.emit({ type: 'note', text: `${ctx.source}: ${ctx.controller}'s opponents can't cast spells this turn` });
      return;
    }
    case 'putOnBottom':
      for (const p of permanentsOf(t, e.what, ctx)) {
        // Condemn: the toughness as it last was on the battlefield, its controller's gain (a seat without life gains none).
        const toughness = Math.max(0, toughnessOf(t, p));
        const controller = p.controller;
        t.emit({ type: 'note', text: `${p.card} is put on the bottom of its owner's library` });
        leave(t, p.id, 'library-bottom');
        if (e.gainToughness) gainLife(t, controller, toughness);
      }
      return;
    case 'discardBy': {
      // "Each opponent": in seat order; "target opponent": the player targeted, none once the target is gone (CR 608.2b).
      const seats = e.who === 'each-opponent' ? t.opponents(ctx.controller) : typeof ctx.target === 'string' ? [ctx.target] : [];
      discardBy(t, seats, { amount: e.amount, card: ctx.source, ...(e.youChoose ? { chooser: { caster: ctx.controller, notTypes: e.notTypes ?? [] } } : {}) });
      return;
    }
    case 'attach': {
      // The Equipment (still there, still its controller's) moves onto the creature targeted (CR 701.3a); already there, nothing changes.
      const self = ctx.sourceId !== undefined ? t.permanent(ctx.sourceId) : undefined;
      const onto = typeof ctx.target === 'number' ? t.permanent(ctx.target) : undefined;
      if (!self || !onto || self.controller !== ctx.controller || self.attachedTo === onto.id) return;
      t.update(self.id, (q) => ({ ...q, attachedTo: onto.id }));
      t.emit({ type: 'attached', card: self.card, to: onto.card });
      return;
    }
  }
}

/** A coin flip (CR 705.1): won or lost at even odds, drawn from the game's seed; told in the log. */
function flipCoin(t: Table, seat: Seat): boolean {
  const drawn = nextInt(t.s.rng, 2);
  t.s.rng = drawn.rng;
  const won = drawn.value === 1;
  t.emit({ type: 'note', text: `a coin is flipped for ${seat}: the flip is ${won ? 'won' : 'lost'}` });
  return won;
}

/** The lands `seat` controls, by id: the variant's lands that are no permanents (Frontier's board), else its land permanents. */
export function landsControlled(t: Table, seat: Seat): number[] {
  const board = t.seating.boardLands;
  if (board) return board.controlled(t, seat);
  return t.s.battlefield.filter((p) => p.controller === seat && cardInfo(p.card).land).map((p) => p.id);
}

/** `seat` sacrifices the land `id` (one it controls), for `source`. */
export function sacrificeLand(t: Table, seat: Seat, id: number, source: string): void {
  const board = t.seating.boardLands;
  if (board) board.sacrifice(t, seat, id, source);
  else {
    const p = t.permanent(id);
    if (p) sacrifice(t, p);
  }
}

/**
 * "Sacrifice a land": a player with one land gives it up; with more, a
 * player chooses, asked by the variant whose lands are on a board. Where
 * the rules choose (a seat they play, a game without such a board, or a
 * question already open), by a stated rule: a tapped land before an
 * untapped one, then the one that came last.
 */
function sacrificeALand(t: Table, seat: Seat, source: string): void {
  const lands = landsControlled(t, seat);
  if (lands.length === 0) return;
  const board = t.seating.boardLands;
  if (lands.length > 1 && board && !t.seating.automatic(seat) && !t.s.prompt) {
    board.askSacrifice(t, seat, source);
    return;
  }
  const tapped = (id: number) => (t.permanent(id)?.tapped ? 1 : 0);
  const chosen = lands.length === 1 ? lands[0]! : [...lands].sort((a, b) => tapped(b) - tapped(a) || b - a)[0]!;
  sacrificeLand(t, seat, chosen, source);
}

/**
 * "N damage divided as you choose among any number of targets", by a stated
 * rule for either side: the other side's creatures it can destroy, the
 * strongest (by power) first, each dealt just lethal damage; the rest to you
 * from the encounter's source, or from yours to the strongest creature it
 * chose (to the strongest foe when it could destroy none). Nothing of the
 * controller's own is chosen, and only legal targets are (CR 601.2d: each
 * gets at least 1).
 */
export function dividedDamage(t: Table, amount: number, ctx: EffectContext, upTo?: number): [TargetRef, number][] {
  const controller = ctx.controller;
  const asker = { id: ctx.sourceId, controller };
  const theirs = legalTargets(t, { kind: 'any' }, ctx.colours, asker, ctx.source)
    .flatMap((ref) => (typeof ref === 'number' && t.permanent(ref)?.controller !== controller ? [t.permanent(ref)!] : []))
    .sort((a, b) => powerOf(t, b) - powerOf(t, a));
  const out: [TargetRef, number][] = [];
  let left = amount;
  for (const p of theirs) {
    // "among one, two, or three targets": no more targets than that.
    if (upTo !== undefined && out.length >= upTo) break;
    const lethal = hasKeyword(t, p, 'indestructible') ? Infinity : Math.max(1, toughnessOf(t, p) - p.damage);
    if (lethal > left) continue;
    out.push([p.id, lethal]);
    left -= lethal;
  }
  if (left === 0) return out;
  // An automatic seat (the encounter) sends the rest to the player it plays against; a player, to the creature chosen first.
  const rest: TargetRef | undefined = t.seating.automatic(controller) ? t.opponents(controller)[0] : (out[0]?.[0] ?? theirs[0]?.id);
  if (rest === undefined) return out;
  const given = out.find(([ref]) => ref === rest) ?? (upTo !== undefined && out.length >= upTo ? out[0] : undefined);
  if (given) given[1] += left;
  else out.push([rest, left]);
  return out;
}

/**
 * Capricious Efreet's upkeep, its targets by a stated rule for either side:
 * the controller's own nonland permanent of least mana value (a token's is
 * 0), and the other side's of most, as many as it may (the stronger creature
 * first on a tie); then one of them, at random, is destroyed. Without a
 * permanent of its controller's own to target, it does nothing (CR 603.3d).
 */
function destroyOneAtRandom(t: Table, e: Extract<Effect, { do: 'destroyOneAtRandom' }>, ctx: EffectContext): void {
  const controller = ctx.controller;
  const spec = { kind: 'permanent', types: ['Creature', 'Artifact', 'Enchantment', 'Planeswalker'] } as const;
  const legal = legalTargets(t, spec, ctx.colours, { id: ctx.sourceId, controller }, ctx.source).flatMap((ref) => {
    const p = typeof ref === 'number' ? t.permanent(ref) : undefined;
    return p && !cardInfo(p.card).land ? [p] : [];
  });
  const value = (p: Permanent) => (p.token ? 0 : manaValue(cardInfo(p.card).cost)) * 1000 + (cardInfo(p.card).creature ? powerOf(t, p) : 0);
  const own = legal.filter((p) => p.controller === controller).sort((a, b) => value(a) - value(b)).slice(0, e.yours);
  if (own.length < e.yours) return;
  const theirs = legal.filter((p) => p.controller !== controller).sort((a, b) => value(b) - value(a)).slice(0, e.upToTheirs);
  const chosen = [...own, ...theirs];
  for (const p of chosen) targetedBy(t, p.id);
  // Chosen among those still there as it resolves (a "becomes the target" trigger may have moved one).
  const alive = chosen.flatMap((p) => t.permanent(p.id) ?? []);
  if (alive.length === 0) return;
  const drawn = nextInt(t.s.rng, alive.length);
  t.s.rng = drawn.rng;
  const victim = alive[drawn.value]!;
  t.emit({ type: 'chosenAtRandom', card: victim.card, among: alive.map((p) => p.card) });
  destroy(t, victim, 'destroyed');
}

/** A permanent became a target of an ability as it resolved: its "becomes the target" triggers fire. */
function targetedBy(t: Table, ref: TargetRef): void {
  if (typeof ref === 'number' && t.permanent(ref)) fireAll(t, (when, q) => when === 'becomes-target' && q.id === ref);
}

/** A delayed trigger (CR 603.7) on `p`: at the beginning of the next end step it is sacrificed (which outranks destroyed) or destroyed. */
export function delay(t: Table, p: Permanent, then: DelayedEnd): void {
  if (p.atNextEndStep === 'sacrifice') return;
  t.update(p.id, (q) => ({ ...q, atNextEndStep: then }));
  t.emit({ type: 'delayed', card: p.card, then });
}

/** "At the beginning of the next end step": the delayed triggers waiting on the battlefield resolve, each once. */
export function fireDelayed(t: Table): void {
  for (const p of [...t.s.battlefield]) {
    if (!p.atNextEndStep || !t.permanent(p.id)) continue;
    const { atNextEndStep: then, ...rest } = p;
    t.update(p.id, () => rest);
    // A game that keeps a stack puts the delayed trigger on it, to resolve (or be answered) like any other.
    if (t.s.stack) {
      delayedTrigger(t, t.permanent(p.id)!, then);
      continue;
    }
    t.emit({ type: 'triggered', card: p.card });
    endDelayed(t, t.permanent(p.id)!, then);
  }
}

/** A delayed trigger's end of its permanent: sacrificed, destroyed, or (unearth) exiled. */
export function endDelayed(t: Table, p: Permanent, then: DelayedEnd): void {
  if (then === 'sacrifice') sacrifice(t, p);
  else if (then === 'destroy') destroy(t, p, 'destroyed');
  else if (then === 'return') {
    // Dash (CR 702.109a): back to its owner's hand.
    t.emit({ type: 'bounced', card: p.card });
    leave(t, p.id, 'hand');
  } else {
    t.emit({ type: 'exiled', card: p.card });
    leave(t, p.id, 'exile');
  }
}

/**
 * Xathrid Demon's upkeep. The creature sacrificed is its controller's
 * choice, asked in a game of players, else chosen by a stated rule, for you
 * and for the encounter alike (magic/sacrifices.ts). "Each opponent loses life equal to its power" reaches you only from
 * the encounter's Demon (yours has no opponent); "you lose N life" only you
 * (the encounter has no life). Tapped on the encounter's upkeep, its Demon
 * can't attack that turn.
 */
function sacrificeAnother(t: Table, e: Extract<Effect, { do: 'sacrificeAnother' }>, ctx: EffectContext): void {
  const controller = ctx.controller;
  if (askSacrifice(t, controller, ctx.source, ctx.sourceId, e.drain)) return;
  const victim = weakestOther(t, controller, ctx.sourceId);
  if (victim) {
    sacrificeFor(t, victim, e.drain);
    return;
  }
  const self = ctx.sourceId !== undefined ? t.permanent(ctx.sourceId) : undefined;
  if (e.otherwise.tapSelf && self && !self.tapped) {
    t.update(self.id, (q) => ({ ...q, tapped: true }));
    t.emit({ type: 'tapped', card: self.card, tapped: true });
  }
  if (e.otherwise.loseLife > 0) changeLife(t, controller, -e.otherwise.loseLife);
}

/**
 * Whose life a gain or loss changes: every player's when it says "each
 * player", the player it targets (unless it says "you"), else its controller's. A seat without
 * life (an encounter creature's) changes none.
 */
function whoseLife(t: Table, who: 'each-player' | 'you' | 'each-opponent' | 'that-player' | undefined, ctx: EffectContext): Seat[] {
  if (who === 'each-player') return players(t);
  if (who === 'that-player') return ctx.player !== undefined && stillPlaying(t, ctx.player) ? [ctx.player] : [];
  if (who === 'each-opponent') return t.opponents(ctx.controller).filter((seat) => t.player(seat) !== undefined);
  if (who !== 'you' && typeof ctx.target === 'string') return [ctx.target];
  return t.player(ctx.controller) ? [ctx.controller] : [];
}

/**
 * The player an effect's "you" means: its controller; for a seat without
 * life or cards (Magic Crawl's encounter), the player it plays against, so
 * an encounter Djinn's "deals 1 damage to you" still hurts you.
 */
function youOf(t: Table, controller: Seat): Seat {
  return t.player(controller) ? controller : (t.opponents(controller)[0] ?? controller);
}

/** The player whose graveyard holds the card `id`. */

/**
 * "Sacrifice it unless you pay": paid whenever you can, since a permanent
 * kept for {1} is always worth it in a crawl, and asking would be a question
 * always answered yes. When the payment could be made more than one way, the
 * engine takes its first choice (paying never asks here); when it can't be
 * paid, the permanent is sacrificed.
 */
function payOrSacrifice(t: Table, p: Permanent, mana: string): void {
  const plan = planPayment(t, p.controller, abilityCost(mana), 0, { exclude: p.id, what: `${p.card}'s ability` });
  if (plan.kind === 'error') {
    sacrifice(t, p);
    return;
  }
  const paid = payMana(t, p.controller, plan.kind === 'paid' ? plan.tap : plan.options[0]!, abilityCost(mana), 0, p.id);
  t.emit({ type: 'paidToKeep', card: p.card, cost: mana, paid });
}

/** Sacrificing a permanent: it goes to the graveyard, and is no longer "destroyed" (regeneration can't save it, CR 701.17). */
export function sacrifice(t: Table, p: Permanent): void {
  if (t.player(p.controller)) t.emit({ type: 'died', card: p.card, why: 'sacrificed' });
  leave(t, p.id, 'graveyard');
}

/** How much of each opposing source's damage to `seat` is prevented: "prevent 1 of that damage" from its permanents (Guardian Seraph). */
export function preventedTo(t: Table, seat: Seat): number {
  // Asked at every combat damage step; rarely does anyone have such a shield, and the table knows each seat's rules.
  if (!t.rulesControlled(seat).has('prevent-from-opponents')) return 0;
  let n = 0;
  for (const p of t.controlledBy(seat)) for (const r of cardInfo(p.card).rules) if (r.is === 'prevent-from-opponents') n += r.amount;
  return n;
}

/**
 * `seat` was dealt damage (CR 120.3): remembered until the turn ends, for
 * bloodthirst (CR 702.54a). Only a game that holds a card with bloodthirst
 * needs it, so only such a game keeps it (the state of any other game, and
 * the files saved before it, are as they were). A seat without life is left
 * alone.
 */
/**
 * "Prevent all combat damage that would be dealt this turn" (CR 615.1a): whether it holds now. When it does, the
 * damage each of `creatures` would have dealt is said to be prevented, and the variant's combat deals none.
 */
export function combatDamagePrevented(t: Table, creatures: readonly Permanent[]): boolean {
  if (!t.seating.seats(t.s).some((seat) => t.player(seat)?.fog)) return false;
  for (const p of creatures) {
    const amount = Math.max(0, powerOf(t, p));
    if (amount > 0) t.emit({ type: 'prevented', source: p.card, to: 'anything in combat', amount, why: 'all combat damage is prevented this turn' });
  }
  return true;
}

export function dealtDamage(t: Table, seat: Seat): void {
  const zones = t.player(seat);
  if (!zones || zones.damaged || !holdsCard(t, bloodthirsty)) return;
  zones.damaged = true;
}

function bloodthirsty(card: string): boolean {
  // Bloodthirst, and "can't attack unless an opponent has been dealt damage this turn" (Bloodcrazed Goblin).
  return cardInfo(card).abilities.some((a) => (a.kind === 'enters-with-counters' && a.ifOpponentDamaged === true) || (a.kind === 'static' && a.rule.is === 'attacks-only-when' && a.rule.opponentDamaged === true));
}


/** A player's life changes by `amount` (a seat without life is left alone). */
export function changeLife(t: Table, seat: Seat, amount: number): void {
  const zones = t.player(seat);
  if (amount === 0 || !zones) return;
  zones.life += amount;
  t.emit({ type: 'life', amount, total: zones.life, seat });
}

/** A player gains life (a seat without life gains none): the change, then the "whenever you gain life" triggers. */
export function gainLife(t: Table, seat: Seat, amount: number): void {
  if (amount <= 0) return;
  changeLife(t, seat, amount);
  gainedLife(t, seat, amount);
}

/**
 * A player gained life (CR 119.9): each "whenever you gain life" ability of a permanent that player controls triggers,
 * once for each event (each lifelink source's combat damage is one, CR 702.15b); gaining 0 life, or a seat without
 * life (Magic Crawl's encounter), triggers nothing. For a change of life already made (combat that nets the gains
 * with the damage dealt at once).
 */
export function gainedLife(t: Table, seat: Seat, amount: number): void {
  if (amount <= 0 || !t.player(seat)) return;
  fireAll(t, (when, p) => when === 'you-gain-life' && p.controller === seat);
}

/**
 * Taps the sources chosen to pay `cost` (X being `x`), and a painland among them that had to make its hurting mana
 * deals its damage to the payer (manaPain). Gives the sources' cards, as tapForMana does.
 */
export function payMana(t: Table, seat: Seat, tap: readonly number[], cost: ManaCost, x: number, exclude?: number): string[] {
  // A source whose mana ability's cost is its sacrifice (an Eldrazi Scion) is sacrificed as it pays (CR 605.1a), unless
  // it paid by being tapped, an untapped creature convoking.
  const victims = tap.flatMap((id) => {
    const p = id >= 0 ? t.permanent(id) : undefined;
    if (!p || cardInfo(p.card).sacrificeMana.length === 0) return [];
    return cost.convoke && !p.tapped && cardInfo(p.card).creature ? [] : [p];
  });
  const paid = tapForMana(t, seat, tap, exclude);
  for (const p of victims) {
    const now = t.permanent(p.id);
    if (now) sacrifice(t, now);
  }
  for (const [card, amount] of manaPain(paid, cost, x)) dealDamage(t, { source: card, colours: cardInfo(card).def.colours, controller: seat, x: 0 }, seat, amount);
  return paid;
}

/** Noncombat damage from a spell or ability (CR 120.3). */
/** `unpreventable`: "The damage can't be prevented" (CR 615.12): protection and prevention shields do not stop it. */
export function dealDamage(t: Table, ctx: EffectContext, ref: TargetRef, amount: number, unpreventable = false): void {
  if (amount <= 0) return;
  if (typeof ref === 'string') {
    if (!t.player(ref)) return;
    if (t.seating.damageToPlayer) {
      const through = t.seating.damageToPlayer(t, ref, { ...(ctx.sourceId !== undefined ? { id: ctx.sourceId } : {}), controller: ctx.controller }, amount);
      if (through.amount < amount) t.emit({ type: 'prevented', source: ctx.source, to: ref, amount: amount - through.amount, why: through.rule ?? 'the variant' });
      amount = through.amount;
      if (amount <= 0) return;
    }
    const fromOpponent = t.opponents(ref).includes(ctx.controller);
    const prevented = fromOpponent && !unpreventable ? Math.min(preventedTo(t, ref), amount) : 0;
    if (prevented > 0) t.emit({ type: 'prevented', source: ctx.source, to: ref, amount: prevented, why: 'a prevention shield' });
    if (amount - prevented <= 0) return;
    t.emit({ type: 'damage', source: ctx.source, to: ref, amount: amount - prevented, combat: false });
    changeLife(t, ref, -(amount - prevented));
    dealtDamage(t, ref);
    const source = ctx.sourceId !== undefined ? t.permanent(ctx.sourceId) : undefined;
    if (fromOpponent && source) fire(t, source, (when) => when === 'damage-to-opponent');
    return;
  }
  const p = t.permanent(ref);
  if (!p || !cardInfo(p.card).creature) return;
  const kws = keywordsOf(t, p);
  const protectedFrom = unpreventable ? undefined : (ctx.colours.find((c) => kws.includes(PROTECTION_FROM[c])) ?? protectedFromSource(t, p, ctx.source));
  if (protectedFrom) {
    t.emit({ type: 'prevented', source: ctx.source, to: p.card, amount, why: 'protection' });
    return;
  }
  t.update(p.id, (q) => hurtBy({ ...q, damage: q.damage + amount }, ctx.sourceId));
  t.emit({ type: 'damage', source: ctx.source, to: refName(t, ref) ?? p.card, amount, combat: false });
}

/** Remembers, until the turn ends, that `source` dealt damage to `p`. */
export function hurtBy(p: Permanent, source: number | undefined): Permanent {
  if (source === undefined || p.hurtBy?.includes(source)) return p;
  return { ...p, hurtBy: [...(p.hurtBy ?? []), source] };
}

/** "Destroy": indestructible permanents shrug it off (CR 702.12b). */
/** `mayRegenerate` false: "it can't be regenerated" (CR 701.15c), its regeneration shields do not save it. */
export function destroy(t: Table, p: Permanent, why: 'destroyed' | 'damage' | 'deathtouch', mayRegenerate = true): void {
  if (hasKeyword(t, p, 'indestructible')) {
    t.emit({ type: 'indestructible', card: p.card });
    return;
  }
  if (mayRegenerate && regenerated(t, p)) return;
  if (t.player(p.controller)) t.emit({ type: 'died', card: p.card, why });
  leave(t, p.id, 'graveyard');
}

/**
 * CR 701.15b: a permanent with a regeneration shield that would be destroyed
 * is instead tapped, has all damage removed and is removed from combat; the
 * shield is used up. Returns whether that happened.
 */
export function regenerated(t: Table, p: Permanent): boolean {
  if (!p.shields) return false;
  t.update(p.id, (q) => {
    const { shields, ...rest } = q;
    return shields && shields > 1 ? { ...rest, shields: shields - 1, tapped: true, damage: 0 } : { ...rest, tapped: true, damage: 0 };
  });
  const combat = t.s.combat;
  if (combat) {
    const blocks = combat.blocks.filter((b) => b.id !== p.id && b.attacker !== p.id);
    t.s.combat = { ...combat, attackers: combat.attackers.filter((a) => a.id !== p.id), blocks };
  }
  t.emit({ type: 'regenerated', card: p.card });
  const saved = t.permanent(p.id);
  if (saved) t.seating.regenerated?.(t, saved);
  return true;
}

/**
 * Permanent `p` turns to face `face` of its card (transform, or a player
 * turning it over by hand): the same object, tapped or not, with its
 * counters and damage, carrying that face's name (and the whole card's as
 * `original`, unless it is the front). Returns the name it shows now.
 */
export function turnToFace(t: Table, p: Permanent, face: number): string {
  const card = cardInfo(p.original ?? p.card).def;
  const to = permanentName(card, face);
  t.update(p.id, (q) => {
    const { original: _was, ...rest } = q;
    return to === card.name ? { ...rest, card: to } : { ...rest, card: to, original: card.name };
  });
  return to;
}
