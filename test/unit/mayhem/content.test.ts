import { strict as assert } from 'node:assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Value } from '@sinclair/typebox/value';
import {
  ATTACK_TYPES,
  CONDITIONS,
  MAYHEM_CONTENT,
  TILE_SIZE,
  TileSchema,
  MonsterSchema,
  TreasureSchema,
  abilitiesAllowed,
  answerMatches,
  attackTypesOf,
  basicEffects,
  deckCardProblems,
  duplicateIds,
  dungeonRows,
  effectText,
  monsterRulesText,
  namesOf,
  treasureRulesText,
  heroProblems,
  moduleProblems,
  monsterProblems,
  reachable,
  riddleProblems,
  schemaProblems,
  tileProblems,
  treasureProblems,
  type MayhemContent,
  type TileDef,
} from '../../../src/engine/variants/mayhem/content';

/**
 * The content check of Magic and Mayhem (issue 18; docs/mayhem.md): every
 * tile, card, riddle and module validates against its schema and says
 * nothing the rules could not play.
 */

const C = MAYHEM_CONTENT;
const traps = new Set(C.traps.map((t) => t.id));
const treasure = new Map(C.treasure.map((t) => [t.id, t]));

describe('Mayhem content: the schema', () => {
  it('every tile, hero, monster, trap, situation, boss, treasure card, riddle, tongue twister, challenge, module and the Store validate against their schemas', () => {
    assert.deepEqual(schemaProblems(C), []);
  });

  it('refuses a field a kind does not have, and an effect the engine does not know', () => {
    const tile = { ...C.tiles[0]!, colour: 'grey' };
    assert.equal(Value.Check(TileSchema, tile), false);
    const potion = { id: 'odd-potion', name: 'Odd Potion', kind: 'potion', copies: 1, text: 'It does a thing.', use: { timing: 'bonus', effects: [{ do: 'wish', amount: 3 }] } };
    assert.equal(Value.Check(TreasureSchema, potion), false);
  });

  it('refuses an attack type that is not melee, psy, fire, ice or poison', () => {
    const rat = { ...C.monsters[0]!, attacks: [{ name: 'Zap', dam: 1, type: 'lightning', range: 1 }] };
    assert.equal(Value.Check(MonsterSchema, rat), false);
    assert.deepEqual([...ATTACK_TYPES], ['melee', 'psy', 'fire', 'ice', 'poison']);
  });

  it('names the card and the path of what does not validate (a hero of 0 HP, a riddle without an accepted answer)', () => {
    const broken: MayhemContent = { ...C, heroes: [{ ...C.heroes[0]!, hp: 0 }], riddles: [{ ...C.riddles[0]!, answers: [] }] };
    assert.deepEqual(schemaProblems(broken), [
      'heroes[0] brannoc: /hp Expected integer to be greater or equal to 4',
      'riddles[0] riddle-1: /answers Expected array length to be greater or equal to 1',
    ]);
  });

  it('ids are unique across all the content', () => {
    assert.deepEqual(duplicateIds(C), []);
    const twice: MayhemContent = { ...C, riddles: [...C.riddles, { ...C.riddles[0]! }] };
    assert.equal(duplicateIds(twice).length, 1);
  });
});

describe('Mayhem content: the counts the issue asks for', () => {
  const inDeck = <T extends { copies: number }>(xs: readonly T[]) => xs.filter((x) => x.copies > 0);

  it('36 tiles: one Entrance, one second Entrance for competitive play, the Store, the Boss tile and 32 rooms', () => {
    assert.equal(C.tiles.length, 36);
    const kinds = C.tiles.map((t) => t.kind);
    for (const k of ['entrance', 'second-entrance', 'store', 'boss'] as const) assert.equal(kinds.filter((x) => x === k).length, 1, k);
    assert.equal(kinds.filter((x) => x === 'room').length, 32);
  });

  it('at least 8 heroes, 20 monsters in the deck, traps, situations and 2 bosses', () => {
    assert.ok(C.heroes.length >= 8, `${C.heroes.length} heroes`);
    assert.ok(inDeck(C.monsters).length >= 20, `${inDeck(C.monsters).length} monsters`);
    assert.ok(C.traps.length >= 1 && C.situations.length >= 1);
    assert.ok(C.bosses.length >= 2, `${C.bosses.length} bosses`);
  });

  it('at least 40 treasure cards in the deck, of every kind the rules name (potions, weapons, magical items, spells, skills, gold)', () => {
    assert.ok(inDeck(C.treasure).length >= 40, `${inDeck(C.treasure).length} treasure cards`);
    for (const kind of ['potion', 'weapon', 'magic-item', 'spell', 'skill', 'gold'] as const) {
      assert.ok(inDeck(C.treasure).some((t) => t.kind === kind), kind);
    }
  });

  it('at least 36 riddles, 35 tongue twisters, 6 physical challenges and a narrative module', () => {
    assert.ok(C.riddles.length >= 36, `${C.riddles.length} riddles`);
    assert.ok(C.tongueTwisters.length >= 35, `${C.tongueTwisters.length} twisters`);
    assert.equal(C.challenges.length, 6);
    assert.ok(C.modules.length >= 1);
  });
});

describe('Mayhem content: tiles', () => {
  it(`every tile is ${TILE_SIZE} x ${TILE_SIZE}, its ring is wall but for its edges' openings, its doors sit in walls, and its squares suit its kind`, () => {
    assert.deepEqual(C.tiles.flatMap((t) => tileProblems(t, traps)), []);
  });

  it('every open square of a tile can be reached from its edges, and every edge, stair and boss square from the others without opening a door', () => {
    for (const tile of C.tiles) {
      const problems = tileProblems(tile, traps).filter((p) => p.includes('reached'));
      assert.deepEqual(problems, [], tile.id);
    }
  });

  it('the Store has no encounter squares (no monster spawns there) and the Boss tile two boss squares', () => {
    const store = C.tiles.find((t) => t.kind === 'store')!;
    assert.ok(!store.grid.join('').includes('E'));
    const boss = C.tiles.find((t) => t.kind === 'boss')!;
    assert.equal(boss.grid.join('').split('B').length - 1, 2);
  });

  it('finds a broken tile: a gap in the ring, a door in the open, a square walled off, an unnamed trap', () => {
    const room = C.tiles.find((t) => t.id === 'hall-of-pillars')!;
    const broken: TileDef = {
      ...room,
      id: 'broken-room',
      grid: ['##...##', '.....#.', '.#.#.L.', '...E...', '.#.#.#.', '..T###.', '##...##'],
      edges: { north: 'wide', east: 'wide', south: 'wide', west: 'wide' },
    };
    const problems = tileProblems(broken, traps).join('\n');
    assert.match(problems, /ring square \(0,1\)/);
    assert.match(problems, /door at \(5,2\) is not set in a wall/);
    assert.match(problems, /\(5,5\) cannot be reached|trap squares but names no trap/);
    assert.match(problems, /trap squares but names no trap/);
  });

  it('every trap a tile prints is a trap of the content', () => {
    for (const tile of C.tiles) if (tile.trap) assert.ok(traps.has(tile.trap), tile.id);
  });
});

describe('Mayhem content: heroes', () => {
  it('every hero can use their starting gear (ability colour, STR for weapons) and has something to attack with', () => {
    assert.deepEqual(C.heroes.flatMap((h) => heroProblems(h, treasure)), []);
  });

  it('ability colours are hierarchical: strong magic allows adept magic, heavy weapons light, epic skills agile', () => {
    assert.deepEqual([...abilitiesAllowed(['strong-magic'])].sort(), ['adept-magic', 'strong-magic']);
    assert.deepEqual([...abilitiesAllowed(['heavy-weapons', 'agile-skills'])].sort(), ['agile-skills', 'heavy-weapons', 'light-weapons']);
    assert.deepEqual([...abilitiesAllowed(['adept-magic'])], ['adept-magic']);
  });

  it('the heroes together cover every ability colour, and some hero can try locked doors and some secret ones', () => {
    const covered = new Set(C.heroes.flatMap((h) => [...abilitiesAllowed(h.abilities)]));
    assert.equal(covered.size, 6);
    const opens = (kind: 'locked' | 'secret') =>
      C.heroes.some((h) => h.traits.some((t) => t.is === 'opens' && (t.doors === kind || t.doors === 'any')) || h.gear.some((g) => {
        const card = treasure.get(g)!;
        return 'passives' in card && (card.passives ?? []).some((p) => p.is === 'opens' && (p.doors === kind || p.doors === 'any'));
      }));
    assert.ok(opens('locked') && opens('secret'));
  });

  it('finds a hero who cannot carry their weapon', () => {
    const weak = { ...C.heroes.find((h) => h.id === 'mirela')!, id: 'weakling', abilities: ['heavy-weapons' as const], str: 2, gear: ['iron-maul'] };
    assert.match(heroProblems(weak, treasure).join('\n'), /STR 2, too little to carry its Iron Maul/);
  });
});

describe('Mayhem content: monsters, traps, situations and bosses', () => {
  const known = () => {
    const partyTypes = new Set(C.heroes.flatMap((h) => h.gear.flatMap((g) => attackTypesOf(treasure.get(g)!))));
    return { monsters: new Set(C.monsters.map((m) => m.id)), traps, treasure: new Set(treasure.keys()), partyTypes };
  };

  it('every monster\'s and boss\'s attack types, weaknesses and immunities are known types, never contradictory, and some hero\'s starting gear can hurt it', () => {
    assert.deepEqual([...C.monsters, ...C.bosses].flatMap((m) => monsterProblems(m, known())), []);
  });

  it('every monster, trap or drop a card names exists, and every card out of the deck is brought by something', () => {
    assert.deepEqual(deckCardProblems(C), []);
  });

  it('lasting effects are the four the rules name, and monsters use all five attack types', () => {
    assert.deepEqual([...CONDITIONS], ['incapacitated', 'immobilized', 'invisible', 'poisoned']);
    const used = new Set([...C.monsters, ...C.bosses].flatMap((m) => m.attacks.map((a) => a.type)));
    assert.deepEqual([...used].sort(), [...ATTACK_TYPES].sort());
  });

  it('some monsters are directional, and only those have cones', () => {
    const directional = [...C.monsters, ...C.bosses].filter((m) => m.directional);
    assert.ok(directional.length >= 2);
  });

  it('finds a monster immune to everything the heroes can deal', () => {
    const ghost = { ...C.monsters[0]!, id: 'untouchable', immune: [...ATTACK_TYPES] };
    assert.match(monsterProblems(ghost, known()).join('\n'), /no hero's starting gear can hurt it/);
  });
});

describe('Mayhem content: treasure and the Store', () => {
  it('every treasure card does something, names only what exists, and the Store sells real cards', () => {
    assert.deepEqual(treasureProblems(C), []);
  });

  it('weapons carry STR requirements and an attack; spells need a magic colour, skills a skill colour', () => {
    for (const card of C.treasure) {
      if (card.kind === 'weapon') assert.ok(card.str >= 1 && card.attack.range >= 1, card.id);
      if (card.kind === 'spell') assert.match(card.requires, /magic$/, card.id);
      if (card.kind === 'skill') assert.match(card.requires, /skills$/, card.id);
    }
  });

  it('magical items grant ability colours and more max HP among them', () => {
    const passives = C.treasure.flatMap((t) => (t.kind === 'magic-item' ? t.passives : []));
    assert.ok(passives.some((p) => p.is === 'grant'));
    assert.ok(passives.some((p) => p.is === 'max-hp'));
  });

  it('the Store sells spells and magical items from the treasure deck, and cheaper plain goods of its own', () => {
    const picks = C.store.entries.flatMap((e) => ('pick' in e ? [e.pick] : []));
    assert.deepEqual(picks.sort(), ['magic-item', 'spell']);
    assert.ok(C.store.entries.filter((e) => 'item' in e).length >= 6);
  });

  it('no card is a text alone: every effect is data the engine can execute', () => {
    const effects = C.treasure.flatMap((t) => ('use' in t && t.use ? t.use.effects : t.kind === 'gold' ? t.effects : []));
    assert.ok(basicEffects(effects).every((e) => typeof e.do === 'string'));
  });

});

describe('Mayhem content: rules text made from the data', () => {
  const nameOf = namesOf(C as unknown as Record<string, unknown>);
  const ids = new Set([...C.monsters, ...C.bosses, ...C.traps, ...C.treasure].map((x) => x.id).filter((id) => id.includes('-')));
  const sound = (line: string) => !/undefined|NaN|\[object/.test(line) && ![...ids].some((id) => line.includes(id));

  it('every treasure card has rules text from its data, naming other cards by name', () => {
    for (const card of C.treasure) {
      const lines = treasureRulesText(card, nameOf);
      assert.ok(lines.length > 0, card.id);
      assert.ok(lines.every(sound), `${card.id}: ${lines.join(' ')}`);
    }
    assert.deepEqual(treasureRulesText(C.treasure.find((t) => t.id === 'iron-maul')!, nameOf), ['Needs heavy weapons.', 'STR 4. 4 melee DAM, close.']);
  });

  it('every monster and boss has rules text from its data: stats, attacks, weaknesses, behaviours, drops', () => {
    for (const m of [...C.monsters, ...C.bosses]) {
      const lines = monsterRulesText(m, nameOf);
      assert.equal(lines[0], `HP ${m.hp}, MOV ${m.mov}.`);
      assert.ok(lines.every(sound), `${m.id}: ${lines.join(' ')}`);
    }
    assert.ok(monsterRulesText(C.monsters.find((m) => m.id === 'quivering-jelly')!, nameOf).includes('On dying, splits into 2 x Jellyling.'));
  });

  it('every trap and situation reads from its effects', () => {
    for (const card of [...C.traps, ...C.situations]) {
      const line = card.effects.map((e) => effectText(e, nameOf)).join(' ');
      assert.ok(line.length > 10 && sound(line), `${card.id}: ${line}`);
    }
  });
});

describe('Mayhem content: riddles, tongue twisters, challenges', () => {
  it('every riddle has at least one accepted answer, each matching itself leniently; twisters are all different; one challenge per die face', () => {
    assert.deepEqual(riddleProblems(C), []);
    for (const r of C.riddles) assert.ok(r.answers.length >= 1, r.id);
  });

  it('finds a riddle that gives its answer away, or lists an answer twice', () => {
    const giveaway: MayhemContent = { ...C, riddles: [{ id: 'riddle-bad', lines: ['My shadow follows me. What is it?'], answers: ['shadow', 'a shadow'] }] };
    const problems = riddleProblems(giveaway).join('\n');
    assert.match(problems, /give away the answer "shadow"/);
    assert.match(problems, /listed twice/);
  });

  it('typed answers match leniently: case, articles, punctuation, a plural s, any listed alternative', () => {
    assert.ok(answerMatches('A Shadow!', ['shadow']));
    assert.ok(answerMatches('  the   MAP ', ['map', 'chart']));
    assert.ok(answerMatches('chart', ['map', 'chart']));
    assert.ok(answerMatches('footprint', ['footprints']));
    assert.ok(answerMatches("it's a candle", ['candle']));
    assert.ok(!answerMatches('', ['candle']));
    assert.ok(!answerMatches('candlestick', ['candle']));
  });

  it('the Narrow Ledge challenge can be played on screen', () => {
    assert.ok(C.challenges.some((c) => c.onScreen === 'leapfrog'));
  });
});

describe('Mayhem content: narrative modules', () => {
  it('every module lays existing tiles once each (Entrance on the edge, Store, Boss), names existing cards and a boss, and ends by escaping', () => {
    assert.deepEqual(moduleProblems(C), []);
  });

  it('every module\'s layout is one connected dungeon from its stairs, without opening a door', () => {
    const tiles = new Map(C.tiles.map((t) => [t.id, t]));
    for (const mod of C.modules) {
      const layout = { rows: mod.layout.map((row) => row.map((id) => tiles.get(id)!)) };
      const rows = dungeonRows(layout);
      const stairs: { x: number; y: number }[] = [];
      rows.forEach((r, y) => [...r].forEach((ch, x) => ch === '^' && stairs.push({ x, y })));
      const reach = reachable(rows, stairs, false);
      const withDoors = reachable(rows, stairs, true);
      rows.forEach((r, y) =>
        [...r].forEach((ch, x) => {
          if (ch !== '#') assert.ok(withDoors.has(`${x},${y}`), `${mod.id}: (${x},${y}) unreachable`);
          if (ch === 'B') assert.ok(reach.has(`${x},${y}`), `${mod.id}: boss square behind a door`);
        }),
      );
    }
  });
});

describe('Mayhem content: our own words', () => {
  // The rule document's appendix has riddles, twisters and a store of its own; ours share no run of five words with it.
  const rules = join(__dirname, '..', '..', '..', '..', 'shared', 'rules', 'magic-and-mayhem.md');
  const words = (text: string) => text.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ').split(/\s+/).filter(Boolean);
  const shingles = (text: string, n = 5) => {
    const w = words(text);
    const out = new Set<string>();
    for (let i = 0; i + n <= w.length; i++) out.add(w.slice(i, i + n).join(' '));
    return out;
  };

  it('no riddle, tongue twister, challenge or card text repeats five words in a row from the rule document (skipped where ../shared is absent)', function () {
    if (!existsSync(rules)) {
      console.log(`      (skipped: ${rules} is not here)`);
      this.skip();
    }
    const document = readFileSync(rules, 'utf8');
    const theirs = shingles(document);
    const ours: string[] = [
      ...C.riddles.map((r) => r.lines.join(' ')),
      ...C.tongueTwisters.map((t) => t.text),
      ...C.challenges.flatMap((c) => [...c.steps, c.success, c.failure]),
      ...[...C.tiles, ...C.heroes, ...C.monsters, ...C.bosses, ...C.treasure, ...C.traps, ...C.situations].map((x) => x.text),
      ...C.modules.flatMap((m) => m.backstory),
    ];
    const copied = ours.filter((text) => [...shingles(text)].some((s) => theirs.has(s)));
    assert.deepEqual(copied, []);
  });
});
