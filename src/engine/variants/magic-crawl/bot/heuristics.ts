import { CRAWL_SEATING, type CrawlTable } from '../crawl-table';
import type { Effect } from '../../../cards/abilities';
import {
  type AttackTarget,
  cannotBlock,
  type Combatant,
  type CombatOutcome,
  isKeyword,
  type Keyword,
  PROTECTION_FROM,
  resolveCombatDamage,
} from '../../../combat';
import { manaValue } from '../../../mana';
import { cardInfo } from '../../../magic/card-db';
import { canUseTap, combatantOf, isPacified } from '../../../magic/characteristics';
import { attackProblem, landwalkProblem } from '../combat';
import type { Permanent } from '../../../magic/schema';
import type { CrawlTarget } from '../magic-schema';
import { Table } from '../../../magic/table';
import type { CrawlState } from '../schema';

/**
 * What the bot knows about cards and combat: how much a card is worth, whether
 * an effect helps or harms what it touches, and what a combat would do, worked
 * out with the engine's own combat damage rules so the bot's predictions never
 * drift from what `pass` will do.
 */

/**
 * The engine's rule helpers read the game through a Table. The bot only
 * reads, so it skips the copy a Table makes for an action that changes things.
 */
export function readOnlyTable(state: CrawlState): CrawlTable {
  return Table.reading(state, CRAWL_SEATING) as CrawlTable;
}

// ── Cards ──────────────────────────────────────────────────────────────────

export function mv(name: string): number {
  return manaValue(cardInfo(name).cost);
}

export { aimsAtFoe, harms, spellAbility } from '../../../magic/aims';

/** A rough worth of a creature on your side: what losing it costs. */
export function creatureWorth(t: CrawlTable, p: Permanent): number {
  const c = combatant(t, p);
  return c.power + c.toughness + mv(p.card) + (p.token ? -1 : 0);
}

// Each creature's characteristics, worked out once per decision: the bot's
// tables are read-only, and working them out is linear in the battlefield.
const combatantCache = new WeakMap<CrawlTable, Map<number, Combatant>>();

export function combatant(t: CrawlTable, p: Permanent): Combatant {
  let cache = combatantCache.get(t);
  if (!cache) combatantCache.set(t, (cache = new Map()));
  let c = cache.get(p.id);
  if (!c) cache.set(p.id, (c = combatantOf(t, p)));
  return c;
}

// ── Combat ─────────────────────────────────────────────────────────────────

/** Per-creature changes to try in a simulated combat (a pump, damage from a spell). */
export type Tweaks = Map<number, { power?: number; toughness?: number; damage?: number; keywords?: readonly string[] }>;

export function combatantsOf(t: CrawlTable, tweaks?: Tweaks): Combatant[] {
  const out: Combatant[] = [];
  for (const p of t.s.battlefield) {
    if (!cardInfo(p.card).creature) continue;
    let c = combatant(t, p);
    const tw = tweaks?.get(p.id);
    if (tw) {
      const keywords = new Set<Keyword>(c.keywords);
      for (const k of tw.keywords ?? []) if (isKeyword(k)) keywords.add(k);
      c = {
        ...c,
        power: c.power + (tw.power ?? 0),
        toughness: c.toughness + (tw.toughness ?? 0),
        damage: c.damage + (tw.damage ?? 0),
        keywords,
      };
    }
    out.push(c);
  }
  return out;
}

export interface Prediction {
  readonly foeDies: boolean;
  /** Damage marked on the foe afterwards (or its toughness when it dies). */
  readonly foeDamage: number;
  /** Your creatures destroyed, as creatureWorth summed. */
  readonly lost: number;
  readonly lostIds: readonly number[];
  readonly lifeAfter: number;
}

/** What combat damage would do with these attacks and blocks. */
export function predict(t: CrawlTable, foe: Permanent, attacks: Map<number, AttackTarget>, blocks: Map<number, number>, tweaks?: Tweaks): Prediction {
  const all = combatantsOf(t, tweaks);
  const foeC = all.find((c) => c.id === foe.id);
  // A tweak may already kill a creature (a Bolt before damage): state-based actions would take it away.
  const dead = new Set(all.filter((c) => c.toughness <= 0 || (c.damage >= c.toughness && !c.keywords.has('indestructible'))).map((c) => c.id));
  const lostBefore = [...dead].filter((id) => id !== foe.id);
  if (dead.has(foe.id) || !foeC) {
    return { foeDies: true, foeDamage: foeC?.toughness ?? 0, lost: worthOf(t, lostBefore), lostIds: lostBefore, lifeAfter: t.s.you.life };
  }
  const live = all.filter((c) => !dead.has(c.id));
  const liveAttacks = new Map([...attacks].filter(([a, target]) => !dead.has(a) && (target === 'player' || !dead.has(target))));
  const liveBlocks = new Map([...blocks].filter(([b, a]) => !dead.has(b) && liveAttacks.has(a)));
  const out = resolveCombatDamage({ combatants: live, attacks: liveAttacks, blocks: liveBlocks, life: { player: t.s.you.life, encounter: 0 } });
  if (!out.ok) return { foeDies: false, foeDamage: foeC.damage, lost: 0, lostIds: [], lifeAfter: t.s.you.life };
  return readOutcome(t, foe.id, out, foeC, lostBefore);
}

function readOutcome(t: CrawlTable, foeId: number, out: CombatOutcome, foeC: Combatant, lostBefore: number[]): Prediction {
  const destroyed = new Set(out.destroyed);
  const after = out.combatants.find((c) => c.id === foeId);
  const lostIds = [...lostBefore, ...out.destroyed.filter((id) => id !== foeId)];
  return {
    foeDies: destroyed.has(foeId),
    foeDamage: destroyed.has(foeId) ? foeC.toughness : (after?.damage ?? foeC.damage),
    lost: worthOf(t, lostIds),
    lostIds,
    lifeAfter: out.life.player,
  };
}

function worthOf(t: CrawlTable, ids: readonly number[]): number {
  let sum = 0;
  for (const id of ids) {
    const p = t.permanent(id);
    if (p && p.controller === 'you') sum += creatureWorth(t, p);
  }
  return sum;
}

/** Your creatures that could be declared as attackers now. */
export function possibleAttackers(t: CrawlTable): Permanent[] {
  return t.controlledBy('you').filter((p) => cardInfo(p.card).creature && canUseTap(t, p) && !attackProblem(t, p));
}

/**
 * The block the foe will make against these attackers, as the engine's
 * foesBlock chooses it: one it kills and survives, else one it kills, else
 * one it survives, else the strongest. None when it is tapped or pacified.
 */
export function foeBlock(t: CrawlTable, foe: Permanent, attackers: readonly number[], tweaks?: Tweaks): Map<number, number> {
  const blocks = new Map<number, number>();
  if (foe.tapped || isPacified(t, foe) || attackers.length === 0) return blocks;
  const all = new Map(combatantsOf(t, tweaks).map((c) => [c.id, c]));
  const me = all.get(foe.id);
  if (!me) return blocks;
  let best: Combatant | undefined;
  let bestScore = -1;
  for (const id of attackers) {
    const a = all.get(id);
    const p = t.permanent(id);
    if (!a || !p || cannotBlock(me, a) || a.keywords.has('menace') || landwalkProblem(t, p)) continue;
    const kills = me.power >= a.toughness - a.damage || me.keywords.has('deathtouch');
    const survives = a.power < me.toughness - me.damage && !a.keywords.has('deathtouch');
    const score = (kills ? 2 : 0) + (survives ? 1 : 0) + a.power / 100;
    if (score > bestScore) {
      best = a;
      bestScore = score;
    }
  }
  if (best) blocks.set(foe.id, best.id);
  return blocks;
}

/** Changes an effect list would make to the creatures in a simulated combat, or undefined when it changes nothing there. */
export function tweaksOf(t: CrawlTable, effects: readonly Effect[], target: CrawlTarget | undefined, sourceColours: readonly string[], sourceId?: number): Tweaks | undefined {
  const tweaks: Tweaks = new Map();
  const add = (id: number, change: { power?: number; toughness?: number; damage?: number; keywords?: readonly string[] }) => {
    const before = tweaks.get(id) ?? {};
    tweaks.set(id, {
      power: (before.power ?? 0) + (change.power ?? 0),
      toughness: (before.toughness ?? 0) + (change.toughness ?? 0),
      damage: (before.damage ?? 0) + (change.damage ?? 0),
      keywords: [...(before.keywords ?? []), ...(change.keywords ?? [])],
    });
  };
  const ids = (subject: unknown): number[] => {
    if (subject === 'target') return typeof target === 'number' ? [target] : [];
    if (subject === 'self') return sourceId !== undefined ? [sourceId] : [];
    if (typeof subject === 'object' && subject && 'each' in subject) {
      const each = (subject as { each: { controller?: string } }).each;
      return t.s.battlefield.filter((p) => cardInfo(p.card).creature && (!each.controller || p.controller === each.controller)).map((p) => p.id);
    }
    return [];
  };
  for (const e of effects) {
    if (e.do === 'pump') for (const id of ids(e.what)) add(id, { power: e.power, toughness: e.toughness, keywords: e.keywords ?? [] });
    else if (e.do === 'counters' && typeof e.count === 'number') for (const id of ids(e.what)) add(id, { power: e.count, toughness: e.count });
    else if (e.do === 'damage' && typeof e.amount === 'number') {
      for (const id of ids(e.to)) {
        const p = t.permanent(id);
        if (!p) continue;
        const kws = combatant(t, p).keywords;
        if (sourceColours.some((c) => kws.has(PROTECTION_FROM[c as keyof typeof PROTECTION_FROM]))) continue;
        add(id, { damage: e.amount });
      }
    }
  }
  return tweaks.size > 0 ? tweaks : undefined;
}

/** How much better one combat prediction is than another, for you. */
export function gain(before: Prediction, after: Prediction, foeWorth: number): number {
  let g = 0;
  if (after.foeDies && !before.foeDies) g += 40 + foeWorth;
  if (!after.foeDies && before.foeDies) g -= 40 + foeWorth;
  g += (before.lost - after.lost) * 3;
  g += lifeValue(after.lifeAfter) - lifeValue(before.lifeAfter);
  return g;
}

/** Life is worth more the less of it is left; none left is the game. */
export function lifeValue(life: number): number {
  if (life <= 0) return -10_000;
  return life + 2 * Math.min(life, 10);
}
