import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { COLOURS } from '../../../src/engine/colour';
import {
  checkBlocks,
  PROTECTION_FROM,
  resolveCombatDamage,
  type AttackTarget,
  type Combat,
  type CombatEvent,
  type CombatOutcome,
  type Combatant,
  type CombatantId,
  type Keyword,
} from '../../../src/engine/combat';

/**
 * Invariants of the combat damage step over random small combats: a few
 * creatures a side with random power, toughness, damage marked, colours and
 * keywords; one side attacks, some defenders block, blockers come in a random
 * damage order. Each property re-derives what the rules require from the
 * events, rather than trusting the resolver's own bookkeeping.
 */

const runs = { numRuns: Number(process.env.CRAWL_PROPERTY_RUNS ?? 300) };

const DAMAGE_KEYWORDS: Keyword[] = [
  'first-strike',
  'double-strike',
  'deathtouch',
  'trample',
  'lifelink',
  'indestructible',
  'protection-from-white',
  'protection-from-red',
  'protection-from-green',
];

const creatureArb = fc.record({
  power: fc.integer({ min: 0, max: 6 }),
  toughness: fc.integer({ min: 1, max: 6 }),
  damageSeed: fc.nat(5),
  colours: fc.subarray([...COLOURS], { maxLength: 2 }),
  keywords: fc.subarray(DAMAGE_KEYWORDS, { maxLength: 3 }),
  attack: fc.nat(9),
  block: fc.nat(9),
  rank: fc.nat(99),
});
type Raw = typeof creatureArb extends fc.Arbitrary<infer T> ? T : never;

function toCombatant(raw: Raw, id: number, controller: 'player' | 'encounter'): Combatant {
  return {
    id,
    controller,
    power: raw.power,
    toughness: raw.toughness,
    damage: raw.damageSeed % raw.toughness,
    colours: raw.colours,
    keywords: new Set(raw.keywords),
  };
}

const combatArb: fc.Arbitrary<Combat> = fc
  .record({
    player: fc.array(creatureArb, { minLength: 1, maxLength: 4 }),
    encounter: fc.array(creatureArb, { minLength: 1, maxLength: 3 }),
    encounterAttacks: fc.boolean(),
    life: fc.record({ player: fc.integer({ min: 1, max: 30 }), encounter: fc.integer({ min: 0, max: 30 }) }),
  })
  .map(({ player, encounter, encounterAttacks, life }) => {
    const mine = player.map((r, i) => ({ raw: r, c: toCombatant(r, i + 1, 'player') }));
    const theirs = encounter.map((r, i) => ({ raw: r, c: toCombatant(r, 101 + i, 'encounter') }));
    const [attacking, defending] = encounterAttacks ? [theirs, mine] : [mine, theirs];
    const attacks = new Map<CombatantId, AttackTarget>();
    for (const { raw, c } of attacking) {
      if (raw.attack % 4 === 0) continue;
      attacks.set(c.id, encounterAttacks ? 'player' : theirs[raw.attack % theirs.length]!.c.id);
    }
    const attackers = [...attacks.keys()];
    const blocks = new Map<CombatantId, CombatantId>();
    for (const { raw, c } of defending) {
      const pick = raw.block % (attackers.length + 1);
      if (pick > 0) blocks.set(c.id, attackers[pick - 1]!);
    }
    const rank = new Map([...mine, ...theirs].map(({ raw, c }) => [c.id, raw.rank * 1000 + c.id]));
    const damageOrder = new Map(
      attackers.map((a) => [a, [...blocks].filter(([, x]) => x === a).map(([b]) => b).sort((x, y) => rank.get(x)! - rank.get(y)!)]),
    );
    return { combatants: [...mine, ...theirs].map((x) => x.c), attacks, blocks, damageOrder, life };
  });

function resolved(combat: Combat): CombatOutcome {
  const result = resolveCombatDamage(combat);
  if (!result.ok) throw new Error(`a generated combat was refused: ${result.error.message}`);
  return result;
}

type Hit = Extract<CombatEvent, { type: 'damageDealt' | 'damagePrevented' }>;
const hits = (events: readonly CombatEvent[]) => events.filter((e): e is Hit => e.type === 'damageDealt' || e.type === 'damagePrevented');
const toCreature = (e: Hit, id: CombatantId) => e.to.kind === 'creature' && e.to.id === id;
const kw = (c: Combatant, k: Keyword) => c.keywords.has(k);

/** Who is on the battlefield, and with how much damage, as each step begins, replayed from the events. */
function stepStarts(combat: Combat, outcome: CombatOutcome): { alive: Set<CombatantId>; damage: Map<CombatantId, number> }[] {
  const alive = new Set(combat.combatants.map((c) => c.id));
  const damage = new Map(combat.combatants.map((c) => [c.id, c.damage]));
  return outcome.steps.map((step) => {
    const start = { alive: new Set(alive), damage: new Map(damage) };
    for (const e of step.events) {
      if (e.type === 'damageDealt' && e.to.kind === 'creature') damage.set(e.to.id, damage.get(e.to.id)! + e.amount);
      if (e.type === 'destroyed') alive.delete(e.id);
    }
    return start;
  });
}

/** A JSON-able picture of a combat, maps and sets included, to compare before and after. */
function snapshot(combat: Combat): string {
  return JSON.stringify(combat, (_k, v) => (v instanceof Map ? [...v] : v instanceof Set ? [...v] : v));
}

function deepFreeze(combat: Combat): Combat {
  for (const c of combat.combatants) Object.freeze(Object.freeze(c).colours);
  Object.freeze(combat.combatants);
  Object.freeze(combat.life);
  for (const order of combat.damageOrder?.values() ?? []) Object.freeze(order);
  return Object.freeze(combat);
}

describe('combat damage invariants over random small combats', () => {
  it('gives first-strike and regular steps exactly when a creature in combat has first or double strike (CR 702.7b)', () => {
    fc.assert(
      fc.property(combatArb, (combat) => {
        const out = resolved(combat);
        const inCombat = [...combat.attacks.keys(), ...combat.blocks.keys()].map((id) => combat.combatants.find((c) => c.id === id)!);
        const split = inCombat.some((c) => kw(c, 'first-strike') || kw(c, 'double-strike'));
        assert.deepEqual(out.steps.map((s) => s.step), split ? ['first-strike', 'regular'] : ['regular']);
      }),
      runs,
    );
  });

  it('has each creature deal damage equal to its power in each step it deals damage in, unless it died or has nothing to hit (CR 510.1a)', () => {
    fc.assert(
      fc.property(combatArb, (combat) => {
        const out = resolved(combat);
        const starts = stepStarts(combat, out);
        const byId = new Map(combat.combatants.map((c) => [c.id, c]));
        const twoSteps = out.steps.length === 2;
        out.steps.forEach((step, i) => {
          const { alive } = starts[i]!;
          const eligible = (c: Combatant) => {
            const first = kw(c, 'first-strike') || kw(c, 'double-strike');
            return step.step === 'first-strike' ? first : !twoSteps || !first || kw(c, 'double-strike');
          };
          const expected = (c: Combatant): number => {
            if (!alive.has(c.id) || c.power <= 0 || !eligible(c)) return 0;
            const attacked = combat.attacks.get(c.id);
            if (attacked !== undefined) {
              const targetThere = attacked === 'player' || alive.has(attacked);
              const declared = [...combat.blocks].filter(([, a]) => a === c.id).map(([b]) => b);
              if (declared.length === 0) return targetThere ? c.power : 0;
              const blockersThere = declared.some((b) => alive.has(b));
              return blockersThere || (kw(c, 'trample') && targetThere) ? c.power : 0;
            }
            const blocked = combat.blocks.get(c.id);
            return blocked !== undefined && alive.has(blocked) ? c.power : 0;
          };
          for (const c of combat.combatants) {
            const total = hits(step.events).filter((e) => e.source === c.id).reduce((s, e) => s + e.amount, 0);
            assert.equal(total, expected(byId.get(c.id)!), `creature #${c.id} in the ${step.step} step`);
          }
        });
      }),
      runs,
    );
  });

  it('never gives a later blocker damage before the earlier ones in the order have lethal, nor tramples over short of lethal (CR 510.1c, 702.19b)', () => {
    fc.assert(
      fc.property(combatArb, (combat) => {
        const out = resolved(combat);
        const starts = stepStarts(combat, out);
        const byId = new Map(combat.combatants.map((c) => [c.id, c]));
        out.steps.forEach((step, i) => {
          const { alive, damage } = starts[i]!;
          const stepHits = hits(step.events);
          for (const [attackerId, attacked] of combat.attacks) {
            const attacker = byId.get(attackerId)!;
            const order = (combat.damageOrder?.get(attackerId) ?? []).filter((b) => alive.has(b));
            if (order.length === 0) continue;
            const given = order.map((b) => stepHits.filter((e) => e.source === attackerId && toCreature(e, b)).reduce((s, e) => s + e.amount, 0));
            const lethal = order.map((b) => {
              const blocker = byId.get(b)!;
              const others = stepHits.filter((e) => e.source !== attackerId && toCreature(e, b)).reduce((s, e) => s + e.amount, 0);
              const left = Math.max(0, blocker.toughness - damage.get(b)! - others);
              return kw(attacker, 'deathtouch') ? Math.min(1, left) : left;
            });
            given.forEach((amount, j) => {
              if (amount > 0) for (let k = 0; k < j; k++) assert.ok(given[k]! >= lethal[k]!, `blocker #${order[k]} got ${given[k]} of ${lethal[k]} lethal before #${order[j]} got any`);
            });
            const over = stepHits
              .filter((e) => e.source === attackerId && (e.to.kind === 'player' || (typeof attacked === 'number' && toCreature(e, attacked) && !order.includes(attacked))))
              .reduce((s, e) => s + e.amount, 0);
            if (!kw(attacker, 'trample')) assert.equal(over, 0, `blocked attacker #${attackerId} without trample hit what it attacked`);
            else if (over > 0) given.forEach((amount, j) => assert.ok(amount >= lethal[j]!, `#${attackerId} trampled over short of lethal on #${order[j]}`));
          }
        });
      }),
      runs,
    );
  });

  it('keeps its books: damage marked, life, prevention, lifelink and who is destroyed all follow from the events (CR 120, 702.2b, 702.12b, 702.15b, 702.16e, 704.5g)', () => {
    fc.assert(
      fc.property(combatArb, (combat) => {
        const out = resolved(combat);
        const byId = new Map(combat.combatants.map((c) => [c.id, c]));
        const events = out.steps.flatMap((s) => s.events);
        for (const e of hits(events)) {
          const source = byId.get(e.source)!;
          const protectedFrom = e.to.kind === 'creature' && source.colours.some((col) => byId.get((e.to as { id: number }).id)!.keywords.has(PROTECTION_FROM[col]));
          assert.equal(e.type === 'damagePrevented', protectedFrom, `protection decides prevention of #${e.source}'s damage`);
        }
        for (const step of out.steps) {
          for (const c of combat.combatants) {
            const dealtNow = step.events.filter((e) => e.type === 'damageDealt' && e.source === c.id).reduce((s, e) => s + (e as Hit).amount, 0);
            const gained = step.events.filter((e) => e.type === 'lifeGained' && e.source === c.id).reduce((s, e) => s + (e as { amount: number }).amount, 0);
            assert.equal(gained, kw(c, 'lifelink') ? dealtNow : 0, `lifelink of #${c.id}`);
          }
        }
        for (const side of ['player', 'encounter'] as const) {
          const toPlayer = events.filter((e) => e.type === 'damageDealt' && e.to.kind === 'player' && e.to.side === side).reduce((s, e) => s + (e as Hit).amount, 0);
          const lost = events.filter((e) => e.type === 'lifeLost' && e.side === side).reduce((s, e) => s + (e as { amount: number }).amount, 0);
          const gained = events.filter((e) => e.type === 'lifeGained' && e.side === side).reduce((s, e) => s + (e as { amount: number }).amount, 0);
          assert.equal(lost, toPlayer);
          assert.equal(out.life[side], combat.life[side] - lost + gained);
        }
        const survivors = new Set(out.combatants.map((c) => c.id));
        for (const c of combat.combatants) {
          const taken = hits(events).filter((e) => e.type === 'damageDealt' && toCreature(e, c.id));
          const marked = c.damage + taken.reduce((s, e) => s + e.amount, 0);
          const deathtouched = taken.some((e) => kw(byId.get(e.source)!, 'deathtouch'));
          const shouldDie = !kw(c, 'indestructible') && (marked >= c.toughness || deathtouched);
          assert.equal(out.destroyed.includes(c.id), shouldDie, `creature #${c.id} with ${marked}/${c.toughness}`);
          assert.equal(survivors.has(c.id), !shouldDie);
          if (!shouldDie) assert.equal(out.combatants.find((s) => s.id === c.id)!.damage, marked);
        }
        assert.equal(new Set(out.destroyed).size, out.destroyed.length, 'a creature is destroyed once');
      }),
      runs,
    );
  });

  it('never changes its input, and deals no damage to or from a creature after it is destroyed', () => {
    fc.assert(
      fc.property(combatArb, (combat) => {
        const before = snapshot(combat);
        const out = resolved(deepFreeze(combat));
        assert.equal(snapshot(combat), before);
        const gone = new Set<CombatantId>();
        for (const step of out.steps) {
          for (const e of hits(step.events)) {
            assert.ok(!gone.has(e.source), `#${e.source} dealt damage after it was destroyed`);
            if (e.to.kind === 'creature') assert.ok(!gone.has(e.to.id), `#${e.to.id} was dealt damage after it was destroyed`);
          }
          for (const e of step.events) if (e.type === 'destroyed') gone.add(e.id);
        }
      }),
      runs,
    );
  });

  it('is deterministic: the same combat, rebuilt from scratch, gives the same outcome', () => {
    fc.assert(
      fc.property(combatArb, (combat) => {
        const rebuilt: Combat = {
          combatants: combat.combatants.map((c) => ({ ...c, colours: [...c.colours], keywords: new Set(c.keywords) })),
          attacks: new Map(combat.attacks),
          blocks: new Map(combat.blocks),
          damageOrder: new Map([...(combat.damageOrder ?? [])].map(([a, o]) => [a, [...o]])),
          life: { ...combat.life },
        };
        assert.deepEqual(resolved(rebuilt), resolved(combat));
      }),
      runs,
    );
  });
});

describe('blocking invariants over random declarations', () => {
  const BLOCK_KEYWORDS: Keyword[] = ['flying', 'reach', 'menace', 'protection-from-white', 'protection-from-blue', 'protection-from-green'];
  const sideArb = fc.array(
    fc.record({ colours: fc.subarray([...COLOURS], { maxLength: 2 }), keywords: fc.subarray(BLOCK_KEYWORDS, { maxLength: 3 }), pick: fc.nat(5) }),
    { minLength: 1, maxLength: 4 },
  );

  it('accepts a declaration exactly when flying, protection and menace allow it (CR 702.9b, 702.16f, 702.110b)', () => {
    fc.assert(
      fc.property(sideArb, sideArb, (attackRaw, blockRaw) => {
        const make = (r: { colours: (typeof COLOURS)[number][]; keywords: Keyword[] }, id: number, controller: 'player' | 'encounter'): Combatant => ({
          id,
          controller,
          power: 2,
          toughness: 2,
          damage: 0,
          colours: r.colours,
          keywords: new Set(r.keywords),
        });
        const attackers = attackRaw.map((r, i) => make(r, 101 + i, 'encounter'));
        const blockers = blockRaw.map((r, i) => make(r, 1 + i, 'player'));
        const attacks = new Map<CombatantId, AttackTarget>(attackers.map((a) => [a.id, 'player']));
        const blocks = new Map<CombatantId, CombatantId>();
        blockRaw.forEach((r, i) => {
          const pick = r.pick % (attackers.length + 1);
          if (pick > 0) blocks.set(blockers[i]!.id, attackers[pick - 1]!.id);
        });
        const byId = new Map([...attackers, ...blockers].map((c) => [c.id, c]));
        const legal =
          [...blocks].every(([b, a]) => {
            const blocker = byId.get(b)!;
            const attacker = byId.get(a)!;
            const flyingOk = !kw(attacker, 'flying') || kw(blocker, 'flying') || kw(blocker, 'reach');
            const protectionOk = !blocker.colours.some((col) => kw(attacker, PROTECTION_FROM[col]));
            return flyingOk && protectionOk;
          }) && attackers.every((a) => !kw(a, 'menace') || [...blocks.values()].filter((x) => x === a.id).length !== 1);
        assert.equal(checkBlocks([...attackers, ...blockers], attacks, blocks).length === 0, legal);
      }),
      runs,
    );
  });
});
