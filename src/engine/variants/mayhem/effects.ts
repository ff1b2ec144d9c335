import { monstersPerCard } from './party';
import { spawnMonsters } from './spawning';
import type { BasicEffect, Drop, Effect, STATS } from './content';
import { addLasting, giveCard, giveGold, hurtHero, lastingWords } from './damage';
import { samePlace } from './dungeon';
import { maxHp, stat, trapSense } from './hero-sheet';
import { monsterCard, monsterDef, treasureDef, heroWord } from './lookup';
import type { Square } from './schema';
import { drawFrom, exclaimed, note, noteNew, noteWas, putInto, roll, type Table } from './table';

export { spawnMonsters } from './spawning';
import { offerParley, startChallenge, startChoice } from './challenges';
import { blockSquares } from './blocking';
import { faceDownNextTo, teleportSquare, turnUpPlace } from './turning';

/**
 * Cards' effects carried out (docs/mayhem.md, "Rules as data"), for the
 * kinds support.ts lists. `seat` is the hero the card is about: its user,
 * or the hero who drew it; `at` is where it happens (the (E) or trap square)
 * for monsters it puts down.
 */

type Who = 'self' | 'ally' | 'tile-heroes' | 'party';
type Stat = (typeof STATS)[number];

/** The seats an effect reaches. "ally" is the chosen hero when one was chosen, else the hero themself. */
function seatsFor(t: Table, seat: number, who: Who, ally?: number): number[] {
  const me = t.s.heroes[seat]!;
  const living = t.s.heroes.flatMap((h, i) => (h.status === 'in' ? [i] : []));
  switch (who) {
    case 'self':
      return [seat];
    case 'ally':
      return [ally ?? seat];
    case 'tile-heroes':
      return living.filter((i) => samePlace(t.s.heroes[i]!.at, me.at));
    case 'party':
      return living;
  }
}

/** What the player chose a card to be used on: an ally on the tile, a door beside the hero. */
export interface UsedOn {
  readonly ally?: number;
  readonly door?: Square;
}

export function resolveEffects(t: Table, seat: number, effects: readonly Effect[], at: Square, on: UsedOn = {}): void {
  for (const [i, e] of effects.entries()) {
    if (t.s.heroes[seat]!.status === 'dead' && !('who' in e && e.who === 'party')) continue;
    // A challenge or a choice waits for its outcome, an action of its own; the rest of the card waits with it.
    if (e.do === 'challenge') return startChallenge(t, seat, e, at, effects.slice(i + 1));
    if (e.do === 'choose') return startChoice(t, seat, e, at, effects.slice(i + 1));
    resolveEffect(t, seat, e, at, on);
  }
}

function resolveEffect(t: Table, seat: number, e: Effect, at: Square, on: UsedOn): void {
  switch (e.do) {
    case 'roll':
      resolveEffects(t, seat, roll(t, `the card's roll, ${e.atLeast}+ to succeed`, 'the card\'s roll') >= e.atLeast ? e.success : e.failure, at, on);
      return;
    case 'save':
      return save(t, seat, e.stat, e.success, e.failure, at);
    case 'draw':
      for (let i = 0; i < e.count; i++) (e.deck === 'treasure' ? receiveTreasure : drawMonsterCard)(t, seat, at);
      return;
    case 'spawn':
      spawnMonsters(t, e.monster, e.count, at);
      return;
    case 'block':
      blockSquares(t, at, e.squares);
      return;
    case 'revive': {
      // A fallen hero on the user's tile (checked when the card was used) rises (mayhem.death.revive).
      const fallen = on.ally === undefined ? undefined : t.s.heroes[on.ally];
      if (!fallen || fallen.status !== 'dead') return;
      fallen.status = 'in';
      fallen.hp = Math.min(e.hp, maxHp(fallen));
      note(t, `${heroWord(fallen.hero)} rises with ${fallen.hp} HP`);
      return;
    }
    case 'reveal':
      // Up to that many face-down places next to the user's tile, north, east, south, west (mayhem.reveal).
      for (const place of faceDownNextTo(t.s, t.s.heroes[seat]!.at).slice(0, e.tiles)) turnUpPlace(t, place);
      return;
    case 'teleport': {
      // The heroes reached land on the Entrance's stairs or in the Store; a landing is not a move (mayhem.teleport).
      const to = teleportSquare(t.s, e.to);
      if (!to) return;
      for (const i of seatsFor(t, seat, e.who, on.ally)) t.s.heroes[i]!.at = { ...to };
      note(t, `Heroes step out ${e.to === 'entrance' ? 'onto the Entrance stairs' : 'into the Store'}`);
      return;
    }
    case 'open-door': {
      // The door was checked when the card was used (mayhem.door): beside the hero, closed, of the card's kind.
      if (!on.door || (e.roll && roll(t, 'the card opens a door') < 4)) return;
      t.s.openDoors.push({ ...on.door });
      t.s.openDoors.sort((p, q) => p.y - q.y || p.x - q.x);
      note(t, 'The door opens');
      return;
    }
    case 'reroll':
      // The roll taken back and rolled again is the rules' own (rules.ts, mayhem.reroll): the card only says it may be.
      return;
    case 'extra': {
      // More movement, or the action back, in the turn under way (mayhem.bonus).
      const phase = t.s.phase;
      if (phase.type !== 'turn' || phase.turn.seat !== seat) return;
      if (e.kind === 'move') phase.turn.extraMove += e.amount;
      else phase.turn.acted = false;
      return;
    }
    default:
      // Challenges and choices never get here: resolveEffects holds the card for them.
      return basic(t, seat, e as BasicEffect, on.ally);
  }
}

function basic(t: Table, seat: number, e: BasicEffect, ally?: number): void {
  if (!('who' in e)) throw new Error(`Magic and Mayhem does not carry out '${e.do}' effects yet`);
  for (const i of seatsFor(t, seat, e.who, ally)) {
    const h = t.s.heroes[i]!;
    if (h.status !== 'in') continue;
    switch (e.do) {
      case 'hurt':
        hurtHero(t, i, e.amount, e.type);
        break;
      case 'condition': {
        const lasting = { condition: e.condition, rounds: e.rounds, ...(e.perRound === undefined ? {} : { perRound: e.perRound }) };
        addLasting(h.effects, lasting);
        noteNew(t, `${heroWord(h.hero)} is ${lastingWords(lasting)}`);
        break;
      }
      case 'gold':
        giveGold(t, i, e.amount);
        break;
      case 'lose-gold': {
        const lost = Math.min(h.gold, e.amount);
        h.gold -= lost;
        noteNew(t, lost > 0 ? `${heroWord(h.hero)} loses ${lost} gold (${h.gold} left)` : `${heroWord(h.hero)} has no gold to lose`);
        break;
      }
      case 'heal':
        h.hp = e.amount === 'full' ? maxHp(h) : Math.min(maxHp(h), h.hp + e.amount);
        noteNew(t, `${heroWord(h.hero)} has ${h.hp} of ${maxHp(h)} HP`);
        break;
      case 'max-hp':
        h.hpGained += e.amount;
        h.hp += e.amount;
        noteNew(t, `${heroWord(h.hero)}'s HP grows by ${e.amount} for good, to ${h.hp} of ${maxHp(h)}`);
        break;
      case 'boost':
        // Each card's boost counts on its own: two draughts, two boosts.
        h.boosts.push({ stat: e.stat, amount: e.amount, rounds: e.rounds });
        break;
      case 'ward':
        h.boosts.push({ stat: 'ward', amount: e.amount, rounds: e.rounds });
        break;
      case 'cure': {
        const ended = h.effects.filter((x) => e.condition === 'all' || x.condition === e.condition).map((x) => x.condition);
        h.effects = h.effects.filter((x) => e.condition !== 'all' && x.condition !== e.condition);
        if (ended.length > 0) noteNew(t, `${heroWord(h.hero)} is no longer ${ended.join(' or ')}`);
        break;
      }
      case 'grant':
        // A colour for good (mayhem.grant): kept on the hero, so it stays when cards change hands.
        if (!(h.granted ?? []).includes(e.ability)) h.granted = [...(h.granted ?? []), e.ability].sort();
        break;
      case 'discard':
        // Its owner chooses the cards (mayhem.discard): the choice waits, as a challenge does; a hero with nothing loses nothing.
        if (h.items.length > 0) t.s.pending.push({ type: 'discard', seat: i, count: Math.min(e.count, h.items.length) });
        break;
      default:
        throw new Error(`Magic and Mayhem does not carry out '${e.do}' effects yet`);
    }
  }
}

/**
 * A save (mayhem.trap.save): each hero the outcome reaches rolls, at or under
 * the stat avoids it (trap-sense rolls twice); the branch then reaches that
 * hero alone.
 */
function save(t: Table, seat: number, which: Stat, success: readonly BasicEffect[], failure: readonly BasicEffect[], at: Square): void {
  const widest = [...failure, ...success].find((e) => 'who' in e && e.who !== 'self');
  const who = widest && 'who' in widest ? widest.who : 'self';
  for (const i of seatsFor(t, seat, who)) {
    const h = t.s.heroes[i]!;
    if (h.status !== 'in') continue;
    const name = heroWord(h.hero);
    const need = stat(h, which);
    const aim = `${which.toUpperCase()} ${need}: ${need} or under`;
    let r = roll(t, `${name}'s save, ${aim}`, `${name} saves (${which})`);
    if (trapSense(h)) r = Math.min(r, roll(t, `${name}'s second save (trap sense), ${aim}`, `${name} saves again (trap sense)`));
    const saved = r <= need;
    noteNew(t, saved ? `${name} saves` : `${name} fails the save`);
    const branch = saved ? success : failure;
    resolveEffects(t, i, branch.map(narrowed), at);
  }
}

const narrowed = (e: BasicEffect): BasicEffect => ('who' in e ? ({ ...e, who: 'self' } as BasicEffect) : e);

/** A treasure card drawn by a hero: a gold scenario is played at once, anything else is theirs (mayhem.treasure.draw). */
export function receiveTreasure(t: Table, seat: number, at: Square): void {
  if (t.s.treasureDeck.length === 0) {
    t.s.treasureDeck = t.s.treasureDiscard;
    t.s.treasureDiscard = [];
  }
  const card = drawFrom(t, t.s.treasureDeck);
  if (!card) return;
  const def = treasureDef(card);
  note(t, `${heroWord(t.s.heroes[seat]!.hero)} finds ${def.name}`);
  if (def.kind === 'gold') {
    putInto(t.s.treasureDiscard, card);
    resolveEffects(t, seat, def.effects, at);
    return;
  }
  giveCard(t, seat, card);
}

/** A monster card drawn: monsters are put down, a trap or situation happens (mayhem.encounter). */
export function drawMonsterCard(t: Table, seat: number, at: Square): void {
  if (t.s.monsterDeck.length === 0) {
    t.s.monsterDeck = t.s.monsterDiscard;
    t.s.monsterDiscard = [];
  }
  const id = drawFrom(t, t.s.monsterDeck);
  if (!id) return;
  putInto(t.s.monsterDiscard, id);
  const card = monsterCard(id);
  if (card.kind === 'monster') {
    const first = t.s.nextNumber;
    spawnMonsters(t, id, monstersPerCard(t.setup, card.def.spawn), at);
    offerParley(t, seat, id, first, at);
  } else {
    noteWas(t, exclaimed(card.def.name), `${card.def.name}!`);
    resolveEffects(t, seat, card.def.effects, at);
  }
}

/**
 * A dead monster's drops, at once to the hero who killed it
 * (mayhem.death.drops); a drop on a roll says what it was for, and that
 * nothing dropped when the roll fell short.
 */
export function dropsTo(t: Table, seat: number, drops: readonly Drop[], monster = 'the monster'): void {
  for (const drop of drops) {
    if (drop.onRoll !== undefined && roll(t, `${monster} drops ${dropWords(drop)} on ${drop.onRoll}+`, 'a drop') < drop.onRoll) {
      noteNew(t, 'Nothing drops');
      continue;
    }
    if (drop.kind === 'gold') giveGold(t, seat, drop.amount);
    else if (drop.kind === 'item') giveCard(t, seat, drop.item);
    else for (let i = 0; i < drop.count; i++) receiveTreasure(t, seat, t.s.heroes[seat]!.at);
  }
}


/** A drop as the die's reason says it: "3 gold", "Iron Key", "a treasure card". */
function dropWords(drop: Drop): string {
  if (drop.kind === 'gold') return `${drop.amount} gold`;
  if (drop.kind === 'item') return treasureDef(drop.item).name;
  return drop.count === 1 ? 'a treasure card' : `${drop.count} treasure cards`;
}
