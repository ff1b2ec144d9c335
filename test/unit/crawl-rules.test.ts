import { strict as assert } from 'node:assert';
import { apply, findHex, hexDistance, hexNeighbours, legalActions, newGame, takeAction, type CrawlSave as SaveFile } from '../../src/engine';
import { ENCOUNTER_CREATURES } from '../../src/engine/cards/encounters';
import { findCard } from '../../src/engine/cards/pool';
import { COLOURS, TERRAINS, COLOUR_OF } from '../../src/engine/colour';
import { ADJUSTED_LAND_PILES, CRAWL_RULES as RULES, D6_TABLE, STANDARD_LAND_PILES, type SetupChoices } from '../../src/engine/variants/magic-crawl';
import { explore, toTravel } from './helpers';

function mustTake(game: SaveFile, action: unknown): SaveFile {
  const r = takeAction(game, action);
  if (!r.ok) throw new Error(r.error.message);
  return r.game;
}

/** A game at its first choice of hex (opening hand kept, preparation rounds played). */
function travelling(seed: string, choices: SetupChoices = {}): SaveFile {
  return toTravel(newGame(seed, choices));
}

/** Finds a seed whose first move (east) meets a creature, or a land; the game is returned ready to move. */
function gameWhereFirstMoveMeets(kind: 'creature' | 'land'): SaveFile {
  for (let i = 0; i < 500; i++) {
    const g = travelling(`meet-${i}`);
    const r = takeAction(g, { type: 'move', to: { q: 1, r: 0 } });
    if (r.ok && (r.game.state.encounter !== null) === (kind === 'creature')) return g;
  }
  throw new Error('no such seed in 500 tries');
}

describe('Magic Crawl components', () => {
  it('has 40 encounter creatures, 8 of each colour, all real creature cards (Components)', () => {
    assert.equal(ENCOUNTER_CREATURES.length, 40);
    for (const c of COLOURS) {
      assert.equal(ENCOUNTER_CREATURES.filter((card) => card.colours.includes(c)).length, 8, `colour ${c}`);
    }
    for (const card of ENCOUNTER_CREATURES) {
      assert.ok(card.types.includes('Creature'));
      assert.ok(Number.isInteger(card.power) && Number.isInteger(card.toughness), card.name);
      assert.equal(findCard(card.name), card);
    }
    assert.equal(new Set(ENCOUNTER_CREATURES.map((c) => c.name)).size, 40, 'no creature twice');
  });

  it('builds the Setup Land Piles: 6 cards each, 6 of each land across the piles (Setup, table 1)', () => {
    for (const pile of TERRAINS) assert.equal(TERRAINS.reduce((s, t) => s + STANDARD_LAND_PILES[pile][t], 0), 6, pile);
    for (const land of TERRAINS) assert.equal(TERRAINS.reduce((s, p) => s + STANDARD_LAND_PILES[p][land], 0), 6, land);
    assert.deepEqual(STANDARD_LAND_PILES.Forest, { Plains: 1, Island: 0, Swamp: 1, Mountain: 1, Forest: 3 });
  });

  it('builds the Adjusting Land Piles: 20 cards each, 20 of each land (Adjusting, table)', () => {
    for (const pile of TERRAINS) assert.equal(TERRAINS.reduce((s, t) => s + ADJUSTED_LAND_PILES[pile][t], 0), 20, pile);
    for (const land of TERRAINS) assert.equal(TERRAINS.reduce((s, p) => s + ADJUSTED_LAND_PILES[p][land], 0), 20, land);
    assert.deepEqual(ADJUSTED_LAND_PILES.Island, { Plains: 5, Island: 7, Swamp: 2, Mountain: 3, Forest: 3 });
  });

  it('has the 1d6 table with six results per colour (Exploring the Map, 1d6 table)', () => {
    assert.deepEqual(D6_TABLE.Plains, ['Island', 'Forest', 'Plains', 'Plains', 'Mountain', 'Swamp']);
    assert.deepEqual(D6_TABLE.Island, ['Swamp', 'Swamp', 'Island', 'Island', 'Island', 'Plains']);
    for (const t of TERRAINS) assert.equal(D6_TABLE[t].length, 6);
  });
});

describe('Magic Crawl setup', () => {
  it('starts at (0,0) with the chosen colour and its six neighbours mapped (Setup: first hex)', () => {
    for (const c of COLOURS) {
      const g = newGame('start', { startColour: c });
      const start = g.state.hexes[0]!;
      assert.deepEqual({ q: start.q, r: start.r, explored: start.explored }, { q: 0, r: 0, explored: true });
      assert.equal(COLOUR_OF[start.terrain], c);
      assert.equal(g.state.hexes.length, 7);
      for (const n of hexNeighbours({ q: 0, r: 0 })) assert.equal(findHex(g.state.hexes, n)?.explored, false);
      assert.deepEqual(g.state.token, { q: 0, r: 0 });
      assert.equal(g.state.encounter, null, 'the start hex has no encounter');
    }
  });

  it('draws a random start colour from the seed, and every colour can come up', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) seen.add(newGame(`colour-${i}`).state.hexes[0]!.terrain);
    assert.equal(seen.size, 5);
    assert.equal(newGame('same').state.hexes[0]!.terrain, newGame('same').state.hexes[0]!.terrain);
  });

  it('puts 8 creatures and 2 lands in each Encounter Pile (Setup, table 2)', () => {
    const g = newGame('piles');
    for (const t of TERRAINS) {
      assert.equal(g.state.encounterPiles[t].creatures.length, 8);
      assert.equal(g.state.encounterPiles[t].lands, 2);
      for (const name of g.state.encounterPiles[t].creatures) assert.ok(findCard(name)!.colours.includes(COLOUR_OF[t]));
    }
  });

  it('uses no Land Piles with the d6 table', () => {
    assert.equal(newGame('d6', { distribution: 'd6' }).state.landPiles, null);
    assert.deepEqual(newGame('adj', { distribution: 'adjusted' }).state.landPiles, ADJUSTED_LAND_PILES);
  });
});

describe('Magic Crawl exploring', () => {
  it('moves only to an adjacent hex (Playing: move the token)', () => {
    const g = travelling('adjacent');
    const r = takeAction(g, { type: 'move', to: { q: 2, r: 0 } });
    assert.ok(!r.ok);
    assert.equal(r.error.rule, RULES.moveAdjacent);
    const still = takeAction(g, { type: 'move', to: { q: 0, r: 0 } });
    assert.ok(!still.ok, 'staying put is not a move');
  });

  it('moves only to a mapped hex', () => {
    // In play every neighbour of an explored hex is mapped, so only a
    // hand-edited state can put the token next to an unmapped hex.
    const g = travelling('mapped', { startColour: 'G' });
    const edge = hexNeighbours({ q: 1, r: 0 }).find((h) => !findHex(g.state.hexes, h))!;
    const r = apply(g.setup, { ...g.state, token: { q: 1, r: 0 } }, { type: 'move', to: edge });
    assert.ok(!r.ok);
    assert.equal(r.error.rule, RULES.moveMapped);
  });

  it('moves only when travelling: not before the preparation rounds are played (Setup: three preparation rounds)', () => {
    const g = mustTake(newGame('too-early'), { type: 'keep' });
    assert.equal(g.state.phase.type, 'turn');
    const r = takeAction(g, { type: 'move', to: { q: 1, r: 0 } });
    assert.ok(!r.ok);
    assert.equal(r.error.rule, RULES.moveWhen);
  });

  it('maps every unmapped neighbour of an unexplored hex, and only those (Exploring the Map)', () => {
    const g = travelling('explore');
    const after = mustTake(g, { type: 'move', to: { q: 1, r: 0 } });
    const added = after.state.hexes.slice(g.state.hexes.length);
    const expected = hexNeighbours({ q: 1, r: 0 }).filter((h) => !findHex(g.state.hexes, h));
    assert.deepEqual(
      added.map((h) => ({ q: h.q, r: h.r })),
      expected,
      'new hexes are the unmapped neighbours, clockwise from east',
    );
    assert.equal(expected.length, 3);
    for (const h of added) assert.equal(h.explored, false);
    assert.equal(findHex(after.state.hexes, { q: 1, r: 0 })!.explored, true);
  });

  it('neither maps nor meets anything on an explored hex, and travel goes on at once', () => {
    let g = gameWhereFirstMoveMeets('land');
    g = toTravel(mustTake(g, { type: 'move', to: { q: 1, r: 0 } }));
    const back = mustTake(g, { type: 'move', to: { q: 0, r: 0 } });
    assert.equal(back.state.hexes.length, g.state.hexes.length);
    assert.equal(back.state.encounter, null);
    assert.deepEqual(back.state.rng, g.state.rng, 'no card drawn, no die rolled');
    assert.deepEqual(back.state.phase, { type: 'travel' });
    assert.equal(back.log.at(-1)!.text, 'Moved back to the ' + findHex(g.state.hexes, { q: 0, r: 0 })!.terrain + ' at (0,0)');
  });

  it('meets a creature from the pile of the entered hex colour, which comes onto the battlefield as a foe (Encounters)', () => {
    const g = gameWhereFirstMoveMeets('creature');
    const after = mustTake(g, { type: 'move', to: { q: 1, r: 0 } });
    const terrain = findHex(g.state.hexes, { q: 1, r: 0 })!.terrain;
    const enc = after.state.encounter!;
    assert.equal(enc.pile, terrain);
    assert.deepEqual(enc.at, { q: 1, r: 0 });
    const foes = after.state.battlefield.filter((p) => p.controller === 'foe');
    assert.equal(foes.length, 1);
    const foe = foes[0]!;
    assert.equal(foe.pile, terrain);
    assert.equal(foe.id, g.state.counters.nextId, 'the creature gets the next object id');
    assert.ok(g.state.encounterPiles[terrain].creatures.includes(foe.card));
    assert.equal(after.state.encounterPiles[terrain].creatures.length, 7, 'the drawn creature leaves its pile');
    assert.ok(!after.state.encounterPiles[terrain].creatures.includes(foe.card));
    assert.match(after.log.at(-1)!.text, new RegExp(`met ${foe.card} from the \\w+ pile`));
  });

  it('does nothing when the card drawn is a land; the land goes straight back (Encounters)', () => {
    const g = gameWhereFirstMoveMeets('land');
    const after = mustTake(g, { type: 'move', to: { q: 1, r: 0 } });
    assert.equal(after.state.encounter, null);
    assert.deepEqual(after.state.encounterPiles, g.state.encounterPiles);
    assert.deepEqual(after.state.battlefield.filter((p) => p.controller === 'foe'), []);
    assert.match(after.log.at(-1)!.text, /drew a land from the \w+ pile: no encounter/);
  });

  it('refuses to move while an encounter goes on (Ending the Encounter: choose a new hex after it ends)', () => {
    let g = gameWhereFirstMoveMeets('creature');
    g = mustTake(g, { type: 'move', to: { q: 1, r: 0 } });
    assert.ok(!legalActions(g).some((a) => a.type === 'move'));
    const blocked = takeAction(g, { type: 'move', to: { q: 0, r: 0 } });
    assert.ok(!blocked.ok);
    assert.equal(blocked.error.rule, RULES.moveWhen);
    assert.match(blocked.error.message, /encounter/);
  });

  it('has no action that just ends an encounter: the creature must leave the battlefield', () => {
    let g = gameWhereFirstMoveMeets('creature');
    g = mustTake(g, { type: 'move', to: { q: 1, r: 0 } });
    const r = takeAction(g, { type: 'endEncounter' });
    assert.ok(!r.ok);
    assert.equal(r.error.rule, 'engine.action.malformed');
    assert.match(r.error.message, /unknown type "endEncounter"/);
  });

  it('offers exactly the mapped neighbours as moves when travelling, and nothing else', () => {
    const g = travelling('legal');
    const legal = legalActions(g);
    for (const a of legal) {
      assert.equal(a.type, 'move');
      if (a.type === 'move') {
        assert.equal(hexDistance(a.to, g.state.token), 1);
        assert.ok(findHex(g.state.hexes, a.to));
      }
    }
    assert.equal(legal.length, hexNeighbours(g.state.token).filter((h) => findHex(g.state.hexes, h)).length);
  });

  it('leaves the state untouched when an action is refused', () => {
    const g = explore(newGame('untouched'), 30);
    const before = JSON.stringify(g);
    for (const bad of [{ type: 'move', to: { q: 99, r: 99 } }, { type: 'teleport' }, null, 'move', { type: 'move', to: { q: 1.5, r: 0 } }, { type: 'cast', card: 9999 }]) {
      const r = takeAction(g, bad);
      assert.ok(!r.ok, `refused: ${JSON.stringify(bad)}`);
      assert.ok(r.error.message.length > 10);
    }
    assert.equal(JSON.stringify(g), before);
  });

  it('engine.action.malformed: a payment option out of range is said as counted from 0, as the labels number it from 1', () => {
    const r = takeAction(newGame('malformed'), { type: 'pay', option: -1 });
    assert.ok(!r.ok);
    assert.equal(r.error.rule, 'engine.action.malformed');
    assert.match(r.error.message, /\/option: is -1; .*option is counted from 0 in actions: 0 is the way to pay labelled "Option 1"/);
  });

  it('names the problem in a malformed action', () => {
    const r = takeAction(newGame('malformed'), { type: 'move', to: { q: 'one', r: 0 } });
    assert.ok(!r.ok);
    assert.equal(r.error.rule, 'engine.action.malformed');
    assert.match(r.error.message, /\/to\/q/);
  });
});
