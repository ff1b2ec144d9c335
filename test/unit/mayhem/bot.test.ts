import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { MAYHEM_CONTENT, applyMayhem, chooseMayhemAction, initialState, legalActions, type MayhemSetup, type MayhemState } from '../../../src/engine/variants/mayhem';
import { ENTRANCE, ok, position, setupFor, sq } from './position';

/**
 * The computer's hero (issue 18): scenarios of what it does, and properties
 * over random play: it always picks a legal action, and the same one for the
 * same state.
 */

const runs = (n: number) => ({ numRuns: Number(process.env.CRAWL_PROPERTY_RUNS ?? n) });
const HEROES = MAYHEM_CONTENT.heroes.map((h) => h.id);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe('Mayhem computer heroes', () => {
  it('attacks the monster its attack hurts most, a killing blow first', () => {
    const setup = setupFor(['brannoc']); // Iron Maul: 4 melee, close
    const s = position(setup, {
      places: ENTRANCE,
      heroes: [{ at: sq(0, 0, 3, 3) }],
      monsters: [
        { monster: 'rattlebones', at: sq(0, 0, 2, 3), hp: 5 },
        { monster: 'gloomrat', at: sq(0, 0, 3, 2), hp: 2 },
      ],
    });
    assert.deepEqual(chooseMayhemAction(setup, s), { type: 'attack', with: 'iron-maul', target: 2 });
  });

  it('drinks a healing draught when at half its HP or less, and not when hale', () => {
    const setup = setupFor(['wren']); // HP 7
    const low = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3), hp: 3, items: ['chipped-dagger', 'healing-draught'] }] });
    assert.deepEqual(chooseMayhemAction(setup, low), { type: 'use', item: 'healing-draught' });
    const hale = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3), hp: 6, items: ['chipped-dagger', 'healing-draught'] }] });
    assert.notEqual(chooseMayhemAction(setup, hale)?.type, 'use');
  });

  it('walks toward the edge where a tile is still face down', () => {
    const setup = setupFor(['osric']);
    const s = position(setup, { places: [['sunken-stair', null]], faceDown: ['dripping-cellar'], heroes: [{ at: sq(0, 0, 3, 3) }] });
    assert.deepEqual(chooseMayhemAction(setup, s), { type: 'step', dir: 'east' });
    // Walked to the edge, the tile turns up (mayhem.explore).
    const after = ok(setup, s, { type: 'step', dir: 'east' }, { type: 'step', dir: 'east' }, { type: 'step', dir: 'east' });
    assert.deepEqual(after.places, [['sunken-stair', 'dripping-cellar']]);
  });

  it('mayhem.escape: standing on the stairs once the boss is down, it steps off and back on, and so escapes (a stall of computer games)', () => {
    const setup = setupFor(['brannoc']);
    const s: MayhemState = { ...position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3) }] }), bossSpawned: true, bossDefeated: true };
    const off = chooseMayhemAction(setup, s)!;
    assert.equal(off.type, 'step');
    const back = chooseMayhemAction(setup, ok(setup, s, off))!;
    assert.equal(back.type, 'step');
    const after = ok(setup, s, off, back);
    assert.deepEqual(after.phase, { type: 'over', result: 'won' });
  });

  it('goes for the boss however far away it is (a lone hero more than 14 squares off once stood still for good)', () => {
    const setup = setupFor(['brannoc']); // HP 12
    const s: MayhemState = {
      ...position(setup, {
        places: [['deep-lair', 'dripping-cellar', 'sunken-stair']],
        heroes: [{ at: sq(2, 0, 3, 3), hp: 6 }],
        monsters: [{ monster: 'mother-frostweb', at: sq(0, 0, 2, 2), hp: 10, boss: true }],
      }),
      round: 40,
    };
    assert.deepEqual(chooseMayhemAction(setup, s), { type: 'step', dir: 'west' });
  });

  it('walks through monsters when they close every way to its goal (squares may be shared, mayhem.move)', () => {
    const setup = setupFor(['brannoc']); // Iron Maul cannot hurt the banshee: it is no goal of its own
    const s: MayhemState = {
      ...position(setup, { places: [['sunken-stair', null]], faceDown: ['dripping-cellar'], heroes: [{ at: sq(0, 0, 4, 3) }], monsters: [{ monster: 'keening-banshee', at: sq(0, 0, 5, 3) }] }),
      blocked: [sq(0, 0, 5, 2), sq(0, 0, 5, 4)],
    };
    assert.deepEqual(chooseMayhemAction(setup, s), { type: 'step', dir: 'east' });
  });

  it('mayhem.door: it walks to a closed door it may try when nothing else is left (a closed door is no walkable square, and was never a goal)', () => {
    const setup = setupFor(['wren']); // opens locked doors, +1
    const s: MayhemState = {
      ...position(setup, { places: [['whispering-vault']], heroes: [{ at: sq(0, 0, 1, 3) }] }),
      spentEncounters: [sq(0, 0, 4, 4)],
    };
    // The Whispering Vault's strongroom: an (E) behind the locked door at (5, 2); the square before it is (5, 3).
    assert.deepEqual(chooseMayhemAction(setup, s), { type: 'step', dir: 'east' });
    const there = ok(setup, s, { type: 'step', dir: 'east' }, { type: 'step', dir: 'east' }, { type: 'step', dir: 'east' }, { type: 'step', dir: 'east' });
    assert.deepEqual(chooseMayhemAction(setup, there), { type: 'open-door', at: sq(0, 0, 5, 2) });
  });

  it('buys a healing draught at the Store when it carries none', () => {
    const setup = setupFor(['pell']); // INT 4: no gold kept back for sight (mayhem.computer.sight)
    const s = position(setup, { places: [['lantern-market']], heroes: [{ at: sq(0, 0, 3, 3), gold: 2 }] });
    const entry = MAYHEM_CONTENT.store.entries.findIndex((e) => 'item' in e && e.item === 'healing-draught');
    assert.deepEqual(chooseMayhemAction(setup, s), { type: 'buy', entry });
    const bought = ok(setup, s, { type: 'buy', entry });
    assert.ok(bought.heroes[0]!.items.includes('healing-draught'));
  });

  it('mayhem.computer.sight: a party none of whom can see the invisible buys the Owl-Eye Circlet at the Store; one that can does not', () => {
    const magicItem = MAYHEM_CONTENT.store.entries.findIndex((e) => 'pick' in e && e.pick === 'magic-item');
    const price = MAYHEM_CONTENT.store.entries[magicItem]!.price;
    // Brannoc (INT 2) and Osric (INT 2): nobody may look (mayhem.invisible).
    const blind = setupFor(['osric', 'brannoc']);
    const s = position(blind, { places: [['lantern-market']], heroes: [{ at: sq(0, 0, 3, 3), gold: price }, { at: sq(0, 0, 3, 4) }] });
    assert.ok(s.treasureDeck.includes('owl-eye-circlet'));
    assert.deepEqual(chooseMayhemAction(blind, s), { type: 'buy', entry: magicItem, pick: 'owl-eye-circlet' });
    const bought = ok(blind, s, { type: 'buy', entry: magicItem, pick: 'owl-eye-circlet' });
    assert.ok(bought.heroes[0]!.items.includes('owl-eye-circlet'));
    // With Mirela (sees the invisible) in the party, the gold is not spent on it.
    const seeing = setupFor(['osric', 'mirela']);
    const t = position(seeing, { places: [['lantern-market']], heroes: [{ at: sq(0, 0, 3, 3), gold: price }, { at: sq(0, 0, 3, 4) }] });
    const a = chooseMayhemAction(seeing, t);
    assert.ok(!(a?.type === 'buy' && a.pick === 'owl-eye-circlet'), JSON.stringify(a));
    // The Frostweb Rescue deals no invisible monster: a blind party keeps its gold for the wages.
    const rescue: MayhemSetup = { ...setupFor(['osric', 'brannoc'], { tiles: 9 }), mode: 'module', module: 'the-frostweb-rescue' };
    const r = position(rescue, { places: [['lantern-market']], heroes: [{ at: sq(0, 0, 3, 3), gold: price + 12 }, { at: sq(0, 0, 3, 4) }] });
    const b = chooseMayhemAction(rescue, r);
    assert.ok(!(b?.type === 'buy' && b.pick === 'owl-eye-circlet'), JSON.stringify(b));
  });

  it('mayhem.computer.sight: the blind party\'s purse keeps the price back from a draught, and an ally on its tile hands it gold toward it', () => {
    const magicItem = MAYHEM_CONTENT.store.entries.findIndex((e) => 'pick' in e && e.pick === 'magic-item');
    const price = MAYHEM_CONTENT.store.entries[magicItem]!.price;
    const setup = setupFor(['osric', 'brannoc']);
    // Osric holds the most gold: the purse. Hurt in the Store with less than the price, he keeps it.
    const s = position(setup, { places: [['lantern-market']], heroes: [{ at: sq(0, 0, 3, 3), hp: 4, gold: price - 2 }, { at: sq(0, 0, 3, 4), gold: 3 }] });
    assert.notEqual(chooseMayhemAction(setup, s)?.type, 'buy');
    // Out of the Store, Brannoc, on Osric's tile, gives him what he lacks of the price.
    const e = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3), gold: price - 2 }, { at: sq(0, 0, 3, 4), gold: 3 }] });
    const brannocTurn: MayhemState = { ...e, phase: { type: 'turn', turn: { ...(e.phase as { turn: object }).turn, seat: 1 } } } as MayhemState;
    assert.deepEqual(chooseMayhemAction(setup, brannocTurn), { type: 'give-gold', to: 0, gold: 2 });
  });

  it('mayhem.computer.module: while the Frostweb Rescue\'s gold goal is open it spends only the gold the party holds beyond it', () => {
    const rescue = (heroes: string[]): MayhemSetup => ({ ...setupFor(heroes, { tiles: 9 }), mode: 'module', module: 'the-frostweb-rescue' });
    const setup = rescue(['pell', 'wren']); // the wages: 12 gold; Pell (INT 4) sees, so no gold is kept back for sight
    const entry = MAYHEM_CONTENT.store.entries.findIndex((e) => 'item' in e && e.item === 'healing-draught');
    // Hurt, in the Store, the party holding exactly the wages: nothing is bought.
    const short = position(setup, { places: [['lantern-market']], heroes: [{ at: sq(0, 0, 3, 3), hp: 4, gold: 6 }, { at: sq(0, 0, 3, 4), gold: 6 }] });
    assert.notEqual(chooseMayhemAction(setup, short)?.type, 'buy');
    // Two gold beyond the wages buy the draught.
    const spare = position(setup, { places: [['lantern-market']], heroes: [{ at: sq(0, 0, 3, 3), hp: 4, gold: 8 }, { at: sq(0, 0, 3, 4), gold: 6 }] });
    assert.deepEqual(chooseMayhemAction(setup, spare), { type: 'buy', entry });
  });

  it('mayhem.computer.poison: it washes out poison that would bring it to half its HP, and keeps its waterskin for a scratch', () => {
    const setup = setupFor(['osric']); // HP 11
    const venom = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3), hp: 7, items: ['waterskin'], effects: [{ condition: 'poisoned', rounds: 3, perRound: 1 }] }] });
    assert.deepEqual(chooseMayhemAction(setup, venom), { type: 'use', item: 'waterskin' });
    const scratch = position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3), hp: 11, items: ['waterskin'], effects: [{ condition: 'poisoned', rounds: 1, perRound: 1 }] }] });
    assert.notEqual(chooseMayhemAction(setup, scratch)?.type, 'use');
  });

  it('mayhem.computer.module: offered gold or healing while the gold goal is open, it keeps the gold; in the cooperative game it heals', () => {
    const options = [
      { label: 'Keep it', effects: [{ do: 'gold' as const, amount: 4, who: 'self' as const }] },
      { label: 'Leave it', effects: [{ do: 'heal' as const, amount: 'full' as const, who: 'self' as const }] },
    ];
    const choice = (setup: MayhemSetup): MayhemState => ({ ...position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 3), hp: 9 }] }), pending: [{ type: 'choice', seat: 0, at: sq(0, 0, 3, 3), options, rest: [] }] });
    const coop = setupFor(['osric']);
    const rescue: MayhemSetup = { ...setupFor(['osric'], { tiles: 9 }), mode: 'module', module: 'the-frostweb-rescue' };
    assert.deepEqual(chooseMayhemAction(rescue, choice(rescue)), { type: 'choose', option: 0 });
    assert.deepEqual(chooseMayhemAction(coop, choice(coop)), { type: 'choose', option: 1 });
  });

  it('mayhem.computer.encounter: it stops beside a live (E) to roll only above four fifths of its HP; hurt, it walks on', () => {
    const setup = setupFor(['osric']); // HP 11
    const scene = (hp: number) => ({
      ...position(setup, { places: [['dripping-cellar', null]], faceDown: ['sunken-stair'], heroes: [{ at: sq(0, 0, 4, 3), hp, items: [] }] }),
      spentEncounters: [sq(0, 0, 1, 1)],
    });
    assert.equal(chooseMayhemAction(setup, scene(11))?.type, 'end-turn', 'hale: it rolls for the (E) beside it');
    assert.deepEqual(chooseMayhemAction(setup, scene(8)), { type: 'step', dir: 'east' }, 'at 8 of 11 it goes on toward the unexplored edge');
  });

  it('mayhem.computer.wayfinding: exploring with no monster near, it turns up the tiles beside its own with the Wayfinder Compass; with a monster near, it does not', () => {
    const setup = setupFor(['osric']);
    const quiet = position(setup, { places: [['sunken-stair', null]], faceDown: ['dripping-cellar'], heroes: [{ at: sq(0, 0, 3, 3), items: ['wayfinder-compass'] }] });
    assert.deepEqual(chooseMayhemAction(setup, quiet), { type: 'use', item: 'wayfinder-compass' });
    assert.deepEqual(ok(setup, quiet, { type: 'use', item: 'wayfinder-compass' }).places, [['sunken-stair', 'dripping-cellar']]);
    const watched = position(setup, { places: [['sunken-stair', null]], faceDown: ['dripping-cellar'], heroes: [{ at: sq(0, 0, 3, 3), items: ['wayfinder-compass'] }], monsters: [{ monster: 'keening-banshee', at: sq(0, 0, 1, 3) }] });
    assert.notDeepEqual(chooseMayhemAction(setup, watched), { type: 'use', item: 'wayfinder-compass' });
  });

  it('mayhem.computer.wayfinding: on the way out, far from the stairs, it draws the Homeward Chalk; near them, or in competitive play, it walks', () => {
    const scene = (setup: MayhemSetup, x: number): MayhemState => ({
      ...position(setup, { places: [['sunken-stair', 'dripping-cellar', 'glittering-cave']], heroes: [{ at: sq(x >= 7 ? 2 : 0, 0, x % 7, 3), items: ['homeward-chalk'] }, { at: sq(0, 0, 3, 3) }] }),
      bossSpawned: true,
      bossDefeated: true,
      bossTeams: [0, 1],
    });
    const coop = setupFor(['osric', 'wren']);
    assert.deepEqual(chooseMayhemAction(coop, scene(coop, 10)), { type: 'use', item: 'homeward-chalk' });
    const home = ok(coop, scene(coop, 10), { type: 'use', item: 'homeward-chalk' });
    assert.deepEqual(home.heroes[0]!.at, sq(0, 0, 3, 3), 'on the Entrance stairs');
    assert.equal(chooseMayhemAction(coop, scene(coop, 5))?.type, 'step', 'two squares from the stairs it walks');
    const rivals: MayhemSetup = { ...coop, mode: 'competitive' };
    assert.equal(chooseMayhemAction(rivals, scene(rivals, 10))?.type, 'step');
  });

  it('mayhem.computer.encounter: it calls up an encounter only with an ally within a tile\'s width to meet it with', () => {
    const setup = setupFor(['osric', 'wren']);
    const scene = (wren: ReturnType<typeof sq>) => ({
      ...position(setup, { places: [['dripping-cellar', 'glittering-cave'], [null, null]], faceDown: ['bone-pit', 'rat-warren'], heroes: [{ at: sq(0, 0, 4, 3) }, { at: wren }] }),
      spentEncounters: [sq(0, 0, 1, 1)],
    });
    assert.equal(chooseMayhemAction(setup, scene(sq(0, 0, 5, 5)))?.type, 'end-turn', 'Wren two squares off: it rolls for the (E) beside it');
    assert.equal(chooseMayhemAction(setup, scene(sq(1, 0, 6, 3)))?.type, 'step', 'Wren nine squares off: it goes on exploring');
  });

  it('tries a locked door beside it when it may open locked doors', () => {
    const setup = setupFor(['wren']); // opens locked doors, +1
    const s: MayhemState = {
      ...position(setup, { places: [['dripping-cellar']], heroes: [{ at: sq(0, 0, 1, 3) }] }),
      spentEncounters: [sq(0, 0, 3, 3)],
    };
    assert.deepEqual(chooseMayhemAction(setup, s), { type: 'open-door', at: sq(0, 0, 1, 2) });
  });

  it('goes for the boss when the party is hale and the dungeon seen, and not when hurt', () => {
    const setup = setupFor(['osric']); // HP 11
    const hale = position(setup, { places: [['sunken-stair', 'deep-lair']], heroes: [{ at: sq(0, 0, 5, 3) }] });
    assert.deepEqual(chooseMayhemAction(setup, hale), { type: 'step', dir: 'east' });
    const hurt = position(setup, { places: [['sunken-stair', 'deep-lair']], heroes: [{ at: sq(0, 0, 5, 3), hp: 4 }] });
    assert.deepEqual(chooseMayhemAction(setup, hurt), { type: 'end-turn' });
  });

  it('heads for the stairs once the boss is defeated, and escapes (mayhem.escape)', () => {
    const setup = setupFor(['osric']);
    const s: MayhemState = { ...position(setup, { places: ENTRANCE, heroes: [{ at: sq(0, 0, 3, 1) }] }), bossSpawned: true, bossDefeated: true };
    assert.deepEqual(chooseMayhemAction(setup, s), { type: 'step', dir: 'south' });
    const after = ok(setup, s, chooseMayhemAction(setup, s)!, chooseMayhemAction(setup, s)!);
    assert.deepEqual(after.phase, { type: 'over', result: 'won' });
  });

  it('always picks one of the legal actions, the same one for the same state (over random play)', function () {
    this.timeout(120_000);
    const setupArb = fc
      .record({ seed: fc.string({ minLength: 1, maxLength: 8 }), tiles: fc.integer({ min: 9, max: 14 }), heroes: fc.shuffledSubarray(HEROES, { minLength: 1, maxLength: 6 }) })
      .map(
        (r): MayhemSetup => ({
          variant: 'mayhem',
          edition: 2,
          seed: r.seed,
          mode: 'cooperative',
          options: { tiles: r.tiles, encountersRefresh: false, halfRounding: 'down' },
          seats: r.heroes.map((hero) => ({ hero, control: 'computer' })),
        }),
      );
    fc.assert(
      fc.property(setupArb, fc.array(fc.nat(), { minLength: 20, maxLength: 120 }), (setup, choices) => {
        let s = initialState(setup);
        for (const c of choices) {
          if (s.phase.type === 'over') break;
          const legal = legalActions(setup, s);
          const chosen = chooseMayhemAction(setup, s);
          assert.ok(chosen && legal.some((a) => same(a, chosen)), `the bot chose ${JSON.stringify(chosen)}, not among ${legal.length} legal actions`);
          assert.deepEqual(chooseMayhemAction(setup, s), chosen);
          // Half the time the bot's move, half a random one, to reach states the bot alone would not.
          const a = c % 2 === 0 ? chosen : legal[c % legal.length]!;
          const r = applyMayhem(setup, s, a);
          assert.ok(r.ok);
          if (r.ok) s = r.state;
        }
      }),
      runs(12),
    );
  });
});
