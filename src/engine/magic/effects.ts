import type { Amount, Effect, Subject } from '../cards/abilities';
import { PROTECTION_FROM } from '../combat/model';
import type { Colour } from '../colour';
import { cardInfo } from './card-db';
import { hasKeyword, keywordsOf } from './characteristics';
import { matchesFilter, refName } from './targets';
import type { Permanent, TargetRef } from './schema';
import { type Table } from './table';
import { drawCards, enter, leave } from './zones';

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
}

export function resolveEffects(t: Table, effects: readonly Effect[], ctx: EffectContext): void {
  for (const effect of effects) resolveEffect(t, effect, ctx);
}

function amountOf(a: Amount, ctx: EffectContext): number {
  return a === 'X' ? ctx.x : a;
}

/** The permanents (and you) an effect acts on. */
function subjects(t: Table, subject: Subject, ctx: EffectContext): TargetRef[] {
  if (subject === 'you') return ['you'];
  if (subject === 'target') return ctx.target === undefined ? [] : [ctx.target];
  if (subject === 'self') return ctx.sourceId !== undefined && t.permanent(ctx.sourceId) ? [ctx.sourceId] : [];
  return t.s.battlefield.filter((p) => matchesFilter(t, p, subject.each)).map((p) => p.id);
}

function permanentsOf(t: Table, subject: Subject, ctx: EffectContext): Permanent[] {
  return subjects(t, subject, ctx).flatMap((ref) => (ref === 'you' ? [] : (t.permanent(ref) ?? [])));
}

function resolveEffect(t: Table, e: Effect, ctx: EffectContext): void {
  switch (e.do) {
    case 'damage': {
      const amount = amountOf(e.amount, ctx);
      for (const ref of subjects(t, e.to, ctx)) dealDamage(t, ctx, ref, amount);
      return;
    }
    case 'destroy':
      for (const p of permanentsOf(t, e.what, ctx)) destroy(t, p, 'destroyed');
      return;
    case 'exile':
      for (const p of permanentsOf(t, e.what, ctx)) {
        t.emit({ type: 'exiled', card: p.card });
        leave(t, p.id, 'exile');
      }
      return;
    case 'bounce':
      for (const p of permanentsOf(t, e.what, ctx)) {
        t.emit({ type: 'bounced', card: p.card });
        leave(t, p.id, 'hand');
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
      changeLife(t, amountOf(e.amount, ctx));
      return;
    case 'loseLife':
      changeLife(t, -amountOf(e.amount, ctx));
      return;
    case 'draw':
      drawCards(t, amountOf(e.amount, ctx));
      return;
    case 'token': {
      const n = amountOf(e.count, ctx);
      for (let i = 0; i < n; i++) enter(t, e.token, t.newId(), { token: true });
      if (n > 0) t.emit({ type: 'tokenCreated', card: e.token, count: n });
      return;
    }
    case 'returnToHand': {
      const ref = ctx.target;
      const i = typeof ref === 'number' ? t.s.you.graveyard.findIndex((c) => c.id === ref) : -1;
      if (i < 0) return;
      const [card] = t.zone('graveyard').splice(i, 1);
      t.s.you.hand.push(card!);
      t.emit({ type: 'returnedToHand', card: card!.card });
      return;
    }
    case 'discard':
      // Only ever aimed at an opponent; such spells are removed or discarded before they could be cast.
      return;
  }
}

export function changeLife(t: Table, amount: number): void {
  if (amount === 0) return;
  t.s.you = { ...t.s.you, life: t.s.you.life + amount };
  t.emit({ type: 'life', amount, total: t.s.you.life });
}

/** Noncombat damage from a spell or ability (CR 120.3). */
export function dealDamage(t: Table, ctx: EffectContext, ref: TargetRef, amount: number): void {
  if (amount <= 0) return;
  if (ref === 'you') {
    t.emit({ type: 'damage', source: ctx.source, to: 'you', amount, combat: false });
    changeLife(t, -amount);
    return;
  }
  const p = t.permanent(ref);
  if (!p || !cardInfo(p.card).creature) return;
  const kws = keywordsOf(t, p);
  const protectedFrom = ctx.colours.find((c) => kws.includes(PROTECTION_FROM[c]));
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
export function destroy(t: Table, p: Permanent, why: 'destroyed' | 'damage' | 'deathtouch'): void {
  if (hasKeyword(t, p, 'indestructible')) {
    t.emit({ type: 'indestructible', card: p.card });
    return;
  }
  if (p.controller === 'you') t.emit({ type: 'died', card: p.card, why });
  leave(t, p.id, 'graveyard');
}
