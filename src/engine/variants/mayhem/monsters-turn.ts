import { fullHp } from './party';
import type { AttackDef, Behaviour } from './content';
import { closeTo, inCone, inRange, placeDistance, samePlace, sameSquare, squareKey, stepFrom, walkable, walkingDistances, wayToward } from './dungeon';
import { hurtHero, monsterDies } from './damage';
import { spawnMonsters } from './effects';
import { hasCondition } from './hero-sheet';
import { editionOf } from './support';
import { monsterDef, heroWord } from './lookup';
import type { MonsterState, Square } from './schema';
import { DIRECTIONS } from './schema';
import { note, noteNew, roll, type Table } from './table';

/**
 * The monsters' turn (mayhem.monsters.*): after every hero, each monster in
 * the order of its number attacks a hero in range, or else moves toward the
 * closest hero and attacks if it then can. Monsters follow these rules, not
 * a strategy of ours.
 */

/** A monster's card as it stands: a boss below its enraged mark uses the enraged stage's values. */
export function monsterNow(m: MonsterState): { mov: number; attacks: readonly AttackDef[]; behaviours: readonly Behaviour[] } {
  const def = monsterDef(m.monster);
  if ('enraged' in def && m.hp <= def.enraged.belowHp) {
    return { mov: def.enraged.mov ?? def.mov, attacks: def.enraged.attacks ?? def.attacks, behaviours: def.enraged.behaviours ?? def.behaviours };
  }
  return { mov: def.mov, attacks: def.attacks, behaviours: def.behaviours };
}

const has = <K extends Behaviour['is']>(bs: readonly Behaviour[], is: K) => bs.find((b) => b.is === is) as Extract<Behaviour, { is: K }> | undefined;

/** Heroes a monster can see: on the board and not invisible (mayhem.invisible). */
const seenHeroes = (t: Table) => t.s.heroes.flatMap((h, i) => (h.status === 'in' && !hasCondition(h.effects, 'invisible') ? [i] : []));

/** Where a monster may stand: a boss stays in its lair (mayhem.boss). */
function allowedFor(t: Table, m: MonsterState): (s: Square) => boolean {
  return m.boss ? (s) => samePlace(s, m.at) : () => true;
}

/**
 * Picks among heroes: by the monster's `targets` rule, or the closest by
 * walking distance; a tie is settled by the die counted clockwise from the
 * hero whose turn was last (mayhem.monsters.tie).
 */
function pick(t: Table, m: MonsterState, seats: number[], score: (seat: number) => number, lastSeat: number, what: 'attack' | 'go after'): { seat: number; rolled: boolean } {
  const best = Math.min(...seats.map(score));
  const tied = seats.filter((s) => score(s) === best);
  if (tied.length === 1) return { seat: tied[0]!, rolled: false };
  const n = t.s.heroes.length;
  tied.sort((a, b) => ((a - lastSeat + n) % n) - ((b - lastSeat + n) % n));
  const names = tied.map((s) => heroWord(t.s.heroes[s]!.hero)).join(' or ');
  const r = roll(t, `${monsterDef(m.monster).name} #${m.number} picks whom to ${what}: ${names}`, 'a monster picks among heroes as close');
  return { seat: tied[(r - 1) % tied.length]!, rolled: true };
}

function scorer(t: Table, m: MonsterState, dist: Map<string, number>, behaviours: readonly Behaviour[]): (seat: number) => number {
  const walk = (seat: number) => dist.get(squareKey(t.s.heroes[seat]!.at)) ?? Number.MAX_SAFE_INTEGER;
  const rule = has(behaviours, 'targets')?.rule;
  if (rule === 'weakest') return (s) => t.s.heroes[s]!.hp * 1000 + walk(s);
  if (rule === 'richest') return (s) => -t.s.heroes[s]!.gold * 1000 + walk(s);
  if (rule === 'farthest') return (s) => -walk(s);
  return walk;
}

/** The attack it makes now, if any: a close one if a hero is close, else a ranged one (mayhem.monsters.act). */
function chooseAttack(t: Table, m: MonsterState, attacks: readonly AttackDef[], seats: number[]): { attack: AttackDef; targets: number[] } | undefined {
  // A directional attack reaches only the cone in front of the token (mayhem.directional).
  const reaching = (a: AttackDef) =>
    seats.filter((s) => inRange(t.s, m.at, t.s.heroes[s]!.at, a.range, a.aroundCorners) && (a.cone === undefined || inCone(m.at, m.facing, t.s.heroes[s]!.at, a.cone)));
  const close = attacks.filter((a) => a.range <= 1);
  const ranged = attacks.filter((a) => a.range > 1);
  for (const a of [...close, ...ranged]) {
    const targets = reaching(a);
    if (targets.length > 0) return { attack: a, targets };
  }
  return undefined;
}

function attackWith(t: Table, m: MonsterState, chosen: { attack: AttackDef; targets: number[] }, score: (seat: number) => number, lastSeat: number, behaviours: readonly Behaviour[]): void {
  const { attack } = chosen;
  const pack = has(behaviours, 'pack');
  const packed = pack && t.s.monsters.some((o) => o !== m && o.monster === m.monster && closeTo(t.s, o.at, m.at));
  const dam = attack.dam + (packed ? pack.bonus : 0);
  const hit = attackedHeroes(t, m, attack, chosen.targets, () => pick(t, m, chosen.targets, score, lastSeat, 'attack').seat);
  note(t, `${monsterDef(m.monster).name} #${m.number}: ${attack.name}`);
  const steals = has(behaviours, 'steals');
  if (steals && hit.length === 1 && t.s.heroes[hit[0]!]!.gold > 0) {
    // A thief's hit takes gold instead of HP, and then it runs for good (mayhem.monsters.steals).
    const h = t.s.heroes[hit[0]!]!;
    const taken = Math.min(h.gold, steals.gold);
    h.gold -= taken;
    m.fleeing = true;
    note(t, `${monsterDef(m.monster).name} #${m.number} snatches ${taken} gold from ${heroWord(h.hero)} and runs`);
    return;
  }
  for (const s of hit) hurtHero(t, s, dam, attack.type, attack.inflicts);
}

/**
 * A directional monster that did not move this turn turns, after its
 * attack, to face the closest hero it sees by walking distance (ties: the
 * first in turn order after the hero whose turn was last), so a hero who
 * slips behind it gets a round (mayhem.directional).
 */
function turnToFace(t: Table, m: MonsterState, seats: readonly number[], dist: Map<string, number>, lastSeat: number): void {
  if (monsterDef(m.monster).directional === undefined) return;
  const n = t.s.heroes.length;
  const walk = (seat: number) => dist.get(squareKey(t.s.heroes[seat]!.at));
  const order = (s: number) => (s - lastSeat - 1 + n) % n;
  const closest = seats.filter((s) => walk(s) !== undefined && t.s.heroes[s]!.status === 'in').sort((a, b) => walk(a)! - walk(b)! || order(a) - order(b))[0];
  const way = closest === undefined ? undefined : wayToward(m.at, t.s.heroes[closest]!.at);
  if (way) m.facing = way;
}

/** The heroes an attack hits (mayhem.attack.area): around the monster, or the picked hero, with those on their square or tile for those areas. */
function attackedHeroes(t: Table, m: MonsterState, attack: AttackDef, targets: number[], picked: () => number): number[] {
  if (attack.area === 'around') return targets.filter((s) => closeTo(t.s, m.at, t.s.heroes[s]!.at));
  const one = picked();
  const at = t.s.heroes[one]!.at;
  const seen = seenHeroes(t);
  if (attack.area === 'square') return seen.filter((s) => sameSquare(t.s.heroes[s]!.at, at));
  if (attack.area === 'tile') return seen.filter((s) => samePlace(t.s.heroes[s]!.at, at));
  return [one];
}

/**
 * Whether a monster runs from the heroes now (mayhem.monsters.flee): it has
 * stolen, is down to its `flees` mark, or a type it `fears` hurt it this
 * round (mayhem.monsters.fears: `hurtBy` is forgotten as the round ends).
 */
function fleeingNow(m: MonsterState, behaviours: readonly Behaviour[]): boolean {
  const flees = has(behaviours, 'flees');
  return m.fleeing === true || (flees !== undefined && m.hp <= flees.belowHp) || afraid(m, behaviours);
}

/** Hurt this round by the type it fears: it backs away, and does not attack even when it cannot (mayhem.monsters.fears). */
function afraid(m: MonsterState, behaviours: readonly Behaviour[]): boolean {
  const fears = has(behaviours, 'fears');
  return fears !== undefined && (m.hurtBy ?? []).includes(fears.type);
}

/**
 * Up to MOV steps away from the heroes: each the first of north, east,
 * south, west that takes it farthest (by walking distance) from the closest
 * hero it sees, only while a step takes it farther. Gives whether it moved.
 */
function runAway(t: Table, m: MonsterState, seats: number[], mov: number, way: Way): boolean {
  const maps = seats.map((s) => walkingDistances(t.s, t.s.heroes[s]!.at, allowedFor(t, m), way.flying, way.phasing));
  const away = (sq: Square) => Math.min(...maps.map((d) => d.get(squareKey(sq)) ?? 1_000));
  const path = [m.at];
  for (let i = 0; i < mov; i++) {
    let best: { dir: (typeof DIRECTIONS)[number]; at: Square; d: number } | undefined;
    for (const dir of DIRECTIONS) {
      const n = stepFrom(m.at, dir);
      if (!walkable(t.s, n, way.flying, way.phasing) || !allowedFor(t, m)(n)) continue;
      const d = away(n);
      if (d > away(m.at) && (!best || d > best.d)) best = { dir, at: n, d };
    }
    if (!best) break;
    m.at = best.at;
    m.facing = best.dir;
    path.push(m.at);
  }
  endOnFloor(t, m, path, way);
  return path.length > 1 && !sameSquare(m.at, path[0]!);
}

/** How a monster gets about: over BLOCKED squares if it flies, through walls and closed doors if it phases (mayhem.monsters.phases). */
interface Way {
  readonly flying: boolean;
  readonly phasing: boolean;
}

const wayOf = (behaviours: readonly Behaviour[]): Way => ({ flying: has(behaviours, 'flies') !== undefined, phasing: has(behaviours, 'phases') !== undefined });

/**
 * A phasing monster may pass through walls but not stop in one: a move that
 * would end inside a wall ends on the last open square of its path instead.
 */
function endOnFloor(t: Table, m: MonsterState, path: readonly Square[], way: Way): void {
  if (walkable(t.s, m.at, way.flying)) return;
  for (let i = path.length - 1; i >= 0; i--) {
    if (walkable(t.s, path[i]!, way.flying)) {
      m.at = { ...path[i]! };
      return;
    }
  }
}

/** One step toward a hero along a shortest walk, the first of north, east, south, west that shortens it. */
function stepToward(t: Table, m: MonsterState, goal: Square, way: Way): boolean {
  const toGoal = walkingDistances(t.s, goal, allowedFor(t, m), way.flying, way.phasing);
  const here = toGoal.get(squareKey(m.at));
  if (here === undefined || here === 0) return false;
  for (const dir of DIRECTIONS) {
    const n = stepFrom(m.at, dir);
    if (walkable(t.s, n, way.flying, way.phasing) && allowedFor(t, m)(n) && toGoal.get(squareKey(n)) === here - 1) {
      m.at = n;
      m.facing = dir;
      return true;
    }
  }
  return false;
}

/** What a monster did about the hero the die picked for it to go after: came closer, or stayed. */
function followed(t: Table, m: MonsterState, start: Square, seat: number): string {
  const name = `${monsterDef(m.monster).name} #${m.number}`;
  const hero = heroWord(t.s.heroes[seat]!.hero);
  return sameSquare(start, m.at) ? `${name} stays where it is` : `${name} moves toward ${hero}`;
}

export function actOne(t: Table, m: MonsterState, lastSeat: number): void {
  if (hasCondition(m.effects, 'incapacitated')) return;
  const now = monsterNow(m);
  const seats = seenHeroes(t);
  if (seats.length === 0) return;
  const way = wayOf(now.behaviours);
  const dist = walkingDistances(t.s, m.at, allowedFor(t, m), way.flying, way.phasing);
  const score = scorer(t, m, dist, now.behaviours);
  const fleeing = fleeingNow(m, now.behaviours);
  // A fleeing monster runs if it can, and does nothing else; cornered, it strikes at what it reaches without coming closer.
  if (fleeing && !hasCondition(m.effects, 'immobilized') && runAway(t, m, seats, now.mov, way)) {
    afterActing(t, m, now.behaviours);
    return;
  }
  if (afraid(m, now.behaviours)) {
    afterActing(t, m, now.behaviours);
    return;
  }
  const start = { ...m.at };
  let chosen = chooseAttack(t, m, now.attacks, seats);
  if (!chosen && !fleeing) {
    const reachable = seats.filter((s) => dist.has(squareKey(t.s.heroes[s]!.at)));
    const picked = reachable.length > 0 ? pick(t, m, reachable, score, lastSeat, 'go after') : undefined;
    const walkTo = picked?.seat;
    const stays =
      walkTo === undefined ||
      placeDistance(m.at, t.s.heroes[walkTo]!.at) > 2 ||
      has(now.behaviours, 'stationary') !== undefined ||
      hasCondition(m.effects, 'immobilized') ||
      (has(now.behaviours, 'dormant') !== undefined && !t.s.heroes.some((h) => h.status === 'in' && samePlace(h.at, m.at)));
    if (!stays) {
      // It stops as soon as a hero is in range, on open floor (a phasing monster may be inside a wall on its way).
      const path = [m.at];
      for (let i = 0; i < now.mov && !(walkable(t.s, m.at, way.flying) && chooseAttack(t, m, now.attacks, seats)); i++) {
        if (!stepToward(t, m, t.s.heroes[walkTo]!.at, way)) break;
        path.push(m.at);
      }
      endOnFloor(t, m, path, way);
    }
    chosen = chooseAttack(t, m, now.attacks, seats);
    // The die picked a hero to go after: the log says what came of it when no attack does.
    if (picked?.rolled && !chosen) noteNew(t, followed(t, m, start, picked.seat));
  }
  if (chosen) attackWith(t, m, chosen, score, lastSeat, now.behaviours);
  if (sameSquare(start, m.at)) turnToFace(t, m, seats, dist, lastSeat);
  afterActing(t, m, now.behaviours);
}

/** Auras and summoning, at the end of the monster's own turn. */
function afterActing(t: Table, m: MonsterState, behaviours: readonly Behaviour[]): void {
  const aura = has(behaviours, 'aura');
  const name = `${monsterDef(m.monster).name} #${m.number}`;
  if (aura) {
    const close = t.s.heroes.flatMap((h, i) => (h.status === 'in' && closeTo(t.s, m.at, h.at) ? [i] : []));
    // The aura is said, so that its hit is not taken for part of the attack before it.
    if (close.length > 0) noteNew(t, `${name}'s ${aura.type} aura reaches those close`);
    for (const i of close) hurtHero(t, i, aura.dam, aura.type);
  }
  const summons = has(behaviours, 'summons');
  if (summons && (t.s.round - m.spawnedRound + 1) % summons.every === 0) {
    noteNew(t, `${name} summons help`);
    const beside = DIRECTIONS.map((d) => stepFrom(m.at, d)).find((n) => walkable(t.s, n) && samePlace(n, m.at));
    spawnMonsters(t, summons.monster, 1, beside ?? m.at);
  }
}

/** Every monster acts, in number order (a monster gone by its turn is skipped). */
export function monstersTurn(t: Table, lastSeat: number): void {
  const order = t.s.monsters.map((m) => m.number).sort((a, b) => a - b);
  for (const n of order) {
    const m = t.s.monsters.find((x) => x.number === n);
    if (m) actOne(t, m, lastSeat);
  }
}

/** Monsters with `ambush` that appeared during an action act at once, in number order. */
export function ambushes(t: Table, firstNew: number, seat: number): void {
  const fresh = t.s.monsters.filter((m) => m.number >= firstNew && has(monsterNow(m).behaviours, 'ambush'));
  for (const m of fresh) if (t.s.monsters.includes(m)) actOne(t, m, seat);
}

/** The end of a round (mayhem.lasting): poison bites, then one time token comes off everything. */
export function endOfRound(t: Table): void {
  t.s.heroes.forEach((h, i) => {
    if (h.status !== 'in') return;
    for (const e of [...h.effects]) if (e.perRound) hurtHero(t, i, e.perRound, 'poison');
  });
  for (const m of [...t.s.monsters]) {
    const poison = m.effects.reduce((n, e) => n + (e.perRound ?? 0), 0);
    if (poison > 0) {
      m.hp -= poison;
      if (m.hp <= 0) {
        // Poison has no hand behind it: no drops, but a boss is still defeated.
        note(t, `${monsterDef(m.monster).name} #${m.number} dies of poison`);
        monsterDies(t, m);
      }
    }
  }
  // Regenerating monsters get life tokens back, up to their card's HP, unless hurt this round by the type that stops it.
  for (const m of t.s.monsters) {
    const regen = has(monsterNow(m).behaviours, 'regenerates');
    const full = fullHp(t.setup, m);
    if (regen && m.hp < full && !(regen.unless !== undefined && (m.hurtBy ?? []).includes(regen.unless))) {
      m.hp = Math.min(full, m.hp + regen.amount);
      note(t, `${monsterDef(m.monster).name} #${m.number} regrows to ${m.hp} HP`);
    }
    delete m.hurtBy;
  }
  const tick = (effects: { rounds: number }[]) => effects.filter((e) => (e.rounds -= 1) > 0);
  for (const h of t.s.heroes) {
    h.effects = tick(h.effects) as typeof h.effects;
    h.usedThisRound = [];
    h.boosts = tick(h.boosts) as typeof h.boosts;
  }
  for (const m of t.s.monsters) m.effects = tick(m.effects) as typeof m.effects;
  wearOff(t);
  t.s.round += 1;
}


/** The rounds a monster that starts invisible stays unseen, its time tokens (mayhem.invisible.wears-off). */
export const INVISIBLE_ROUNDS = 3;

/**
 * From the fifth edition, invisibility is a lasting effect like the others
 * (the rules' "Lasting effects" and "Time Tokens"): a monster that appeared
 * unseen has INVISIBLE_ROUNDS time tokens, one coming off at each round's
 * end, its first the round it appeared; with the last it is seen by all, so
 * a party with no one to look for it is never left unable to end the game
 * (mayhem.invisible.wears-off). Earlier editions play as they did.
 */
function wearOff(t: Table): void {
  if (editionOf(t.setup) < 5) return;
  for (const m of t.s.monsters) {
    if (m.unseen === true && t.s.round - m.spawnedRound + 1 >= INVISIBLE_ROUNDS) {
      delete m.unseen;
      note(t, `${monsterDef(m.monster).name} #${m.number}'s invisibility wears off: it is seen`);
    }
  }
}
