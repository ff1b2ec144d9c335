import { MAYHEM_CONTENT } from './content';
import { isDoorChar, openSquare, sameSquare, squareChar, squareKey, tileOf, walkable } from './dungeon';
import { maxHp } from './hero-sheet';
import { isTreasure, monsterDef, treasureDef } from './lookup';
import type { MayhemSetup, MayhemState } from './schema';
import { monsterDeckOf } from './setup';
import { isModule, moduleWon } from './narrative-module';
import { bossesInPlay, isCompetitive } from './competitive';

/**
 * What must hold of any state a game of Magic and Mayhem reaches (the
 * properties check it after every action of random and computer play): one
 * problem a line, none when all is well. The schema says what each field may
 * hold; this says how the fields agree with each other and with the board.
 */
export function consistencyProblems(setup: MayhemSetup, s: MayhemState): string[] {
  const out: string[] = [];
  const sorted = (pile: readonly string[]) => pile.every((c, i) => i === 0 || pile[i - 1]! <= c);

  // The seats and the turn.
  if (s.heroes.length !== setup.seats.length) out.push('one hero a seat');
  s.heroes.forEach((h, i) => {
    if (h.hero !== setup.seats[i]?.hero) out.push(`seat ${i} holds ${h.hero}, not the hero picked`);
  });
  if (s.phase.type === 'turn') {
    const t = s.phase.turn;
    if (s.heroes[t.seat]?.status !== 'in') out.push(`the turn is seat ${t.seat}'s, who is not on the board`);
  } else if (s.phase.conceded === true) {
    // Abandoned (mayhem.concede): lost, whoever is still on the board, no team winning.
    if (s.phase.result !== 'lost' || (s.phase.winners ?? []).length > 0) out.push('a conceded game not lost');
    if (isCompetitive(setup) && s.phase.winners === undefined) out.push('a competitive game over without its winners named');
  } else if (isModule(setup)) {
    if (s.heroes.some((h) => h.status === 'in')) out.push('the module\'s game over with heroes on the board');
    if ((s.phase.result === 'won') !== moduleWon(setup, s)) out.push(`${s.phase.result} with the module's goals ${moduleWon(setup, s) ? '' : 'not '}all met`);
  } else if (isCompetitive(setup)) {
    const winners = s.phase.winners ?? [];
    if (s.heroes.some((h) => h.status === 'in')) out.push('the competitive game over with heroes on the board');
    if (s.phase.winners === undefined) out.push('a competitive game over without its winners named');
    if (winners.some((w) => !(s.bossTeams ?? []).includes(w))) out.push('a team won without defeating a boss');
    if ((s.phase.result === 'won') !== winners.length > 0) out.push(`${s.phase.result} with ${winners.length} winning teams`);
  } else if (s.phase.result === 'won') {
    if (!s.bossDefeated || s.heroes.some((h) => h.status === 'in') || s.heroes.every((h) => h.status === 'dead')) out.push('won without the boss defeated and the living escaped');
  } else if (s.heroes.some((h) => h.status === 'in') || s.heroes.some((h) => h.status === 'escaped')) out.push('lost with heroes on the board or escaped');
  if (isModule(setup) !== (s.progress !== undefined)) out.push('a module\'s progress kept exactly when a module is played');
  if (!isCompetitive(setup) && (s.bossTeams !== undefined || (s.phase.type === 'over' && s.phase.winners !== undefined))) out.push('teams named in the cooperative game');
  if (s.endTurnAfter && s.pending.length === 0) out.push('a turn waits to end on nothing pending');

  // The tiles: each laid once, the face-down ones all that remain.
  const laid = s.places.flat();
  if (laid.length !== setup.options.tiles) out.push(`${laid.length} places for ${setup.options.tiles} tiles`);
  const faceUp = laid.filter((id): id is string => id !== null);
  if (s.faceDown.length !== laid.length - faceUp.length) out.push(`${s.faceDown.length} face-down tiles for ${laid.length - faceUp.length} face-down places`);
  const tiles = [...faceUp, ...s.faceDown];
  if (new Set(tiles).size !== tiles.length) out.push('a tile is laid twice');
  if (!sorted(s.faceDown)) out.push('the face-down tiles are not a sorted multiset');

  // Heroes.
  for (const h of s.heroes) {
    if (h.status === 'in') {
      if (!walkable(s, h.at)) out.push(`${h.hero} stands on ${squareKey(h.at)}, which is not open floor`);
      if (h.hp < 1 || h.hp > maxHp(h)) out.push(`${h.hero} has ${h.hp} HP of ${maxHp(h)}`);
    }
    if (h.status === 'dead' && (h.hp !== 0 || h.items.length > 0 || h.gold > 0 || h.effects.length > 0)) out.push(`${h.hero} is dead but keeps HP, cards, gold or effects`);
    if (h.status === 'escaped' && squareChar(s, h.at) !== '^') out.push(`${h.hero} escaped from ${squareKey(h.at)}, not the stairs`);
    if (!sorted(h.items) || !sorted(h.usedThisRound)) out.push(`${h.hero}'s cards are not sorted`);
    if (h.items.some((c) => !isTreasure(c))) out.push(`${h.hero} carries what is not a treasure card`);
    for (const c of h.charges) {
      const card = isTreasure(c.item) ? treasureDef(c.item) : undefined;
      const most = card && 'use' in card && card.use?.charges !== undefined ? card.use.charges : 0;
      if (c.used >= most) out.push(`${h.hero}'s ${c.item} has ${c.used} charges used of ${most}`);
      if (h.charges.filter((d) => d.item === c.item).length > h.items.filter((i) => i === c.item).length) out.push(`${h.hero} counts charges on more copies of ${c.item} than they carry`);
    }
  }

  // Monsters.
  const numbers = s.monsters.map((m) => m.number);
  if (numbers.some((n, i) => i > 0 && numbers[i - 1]! >= n)) out.push('monsters are not in number order, or a number is used twice');
  if (numbers.some((n) => n >= s.nextNumber)) out.push('a monster has a number not yet given');
  for (const m of s.monsters) {
    if (!openSquare(s, m.at)) out.push(`monster #${m.number} stands on ${squareKey(m.at)}, which is not open floor`);
    if (m.boss && tileOf(s, m.at)?.kind !== 'boss') out.push(`the boss #${m.number} is off the Boss tile`);
    if (m.unseen && !monsterDef(m.monster).behaviours.some((b) => b.is === 'starts-invisible')) out.push(`monster #${m.number} is unseen but does not start invisible`);
  }
  const bosses = s.monsters.filter((m) => m.boss).length;
  if (bosses > bossesInPlay(setup)) out.push(`more than ${bossesInPlay(setup)} boss(es) in a ${setup.mode} game`);
  for (const m of s.monsters) if (m.teams !== undefined && (!m.boss || !isCompetitive(setup))) out.push(`monster #${m.number} counts teams, but only a competitive game's bosses do`);
  if (bosses > 0 && (!s.bossSpawned || s.bossDefeated)) out.push('a boss on the board that has not appeared, or was defeated');
  if (s.bossDefeated && !s.bossSpawned) out.push('the boss defeated before it appeared');

  // Doors, encounters and loot lie on squares of the right kind.
  for (const d of s.openDoors) if (!isDoorChar(squareChar(s, d))) out.push(`an OPEN token on ${squareKey(d)}, which is not a door`);
  for (const b of s.blocked) {
    if (squareChar(s, b) !== '.') out.push(`a BLOCKED token on ${squareKey(b)}, which is not plain floor`);
    if (s.heroes.some((h) => h.status === 'in' && sameSquare(h.at, b))) out.push(`a hero stands on the BLOCKED square ${squareKey(b)}`);
  }
  if (s.blocked.some((b, i) => i > 0 && (s.blocked[i - 1]!.y > b.y || (s.blocked[i - 1]!.y === b.y && s.blocked[i - 1]!.x >= b.x)))) out.push('BLOCKED squares are not sorted, or one is blocked twice');
  for (const l of s.laidTraps ?? []) {
    if (!openSquare(s, l.at)) out.push(`a laid trap on ${squareKey(l.at)}, which is not open floor`);
    if (!MAYHEM_CONTENT.traps.some((x) => x.id === l.trap)) out.push(`a laid trap ${l.trap}, which is no trap`);
  }
  const traps = s.laidTraps ?? [];
  if (traps.some((l, i) => i > 0 && (traps[i - 1]!.at.y > l.at.y || (traps[i - 1]!.at.y === l.at.y && traps[i - 1]!.at.x >= l.at.x)))) out.push('laid traps are not sorted, or two share a square');
  for (const e of s.spentEncounters) if (squareChar(s, e) !== 'E') out.push(`a spent (E) on ${squareKey(e)}, which is not one`);
  for (const l of s.loot) {
    if (l.items.length === 0 && l.gold === 0) out.push(`an empty loot pile on ${squareKey(l.at)}`);
    if (!openSquare(s, l.at)) out.push(`loot on ${squareKey(l.at)}, which is not open floor`);
  }

  // The decks: monster cards are never made or lost; treasure piles are sorted multisets of treasure.
  const monsterCards = [...s.monsterDeck, ...s.monsterDiscard].sort();
  const deck = monsterDeckOf(setup);
  if (monsterCards.length !== deck.length || monsterCards.some((c, i) => c !== deck[i])) out.push('monster cards were made or lost');
  for (const [name, pile] of [
    ['monster deck', s.monsterDeck],
    ['monster discard', s.monsterDiscard],
    ['treasure deck', s.treasureDeck],
    ['treasure discard', s.treasureDiscard],
  ] as const) {
    if (!sorted(pile)) out.push(`the ${name} is not sorted`);
  }
  if ([...s.treasureDeck, ...s.treasureDiscard].some((c) => !isTreasure(c))) out.push('a treasure pile holds what is not treasure');
  return out;
}
