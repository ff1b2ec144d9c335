import { strict as assert } from 'node:assert';
import { legalActions, newGame, takeAction, type CrawlSave as SaveFile } from '../../../src/engine';
import { seedRng } from '../../../src/engine/rng';
import { MANUAL_RULES } from '../../../src/engine/magic/manual';
import { leave } from '../../../src/engine/magic/zones';
import { scenario } from './scenario';
import { chooseAction, crawlTable, magicCrawl } from '../../../src/engine/variants/magic-crawl';

/**
 * Adjusting: "Instead of relying on the lands in your deck, you can only draw
 * mana from lands you've already mapped" (../shared/rules/magic-crawl.md), as
 * the `mappedMana` option reads it (docs/rules-core.md): no land cards in the
 * deck, and one land of its terrain for every hex you have entered.
 */

const mappedLands = (game: Pick<SaveFile, 'state'>) => game.state.battlefield.filter((p) => p.hex);

/** Plays on (keeping, passing, moving to the first neighbour listed) until the token has entered `hexes` new hexes. */
function travelTo(game: SaveFile, hexes: number): SaveFile {
  let g = game;
  for (let guard = 0; guard < 400 && g.state.hexes.filter((h) => h.explored).length < hexes + 1; guard++) {
    const legal = legalActions(g);
    if (legal.length === 0) break;
    const move = legal.find((a) => a.type === 'move' && g.state.hexes.some((h) => h.q === a.to.q && h.r === a.to.r && !h.explored));
    const next = move ?? chooseAction(g, seedRng('travel')).action;
    const r = takeAction(g, next);
    assert.ok(r.ok, `${JSON.stringify(next)} was refused`);
    g = r.game;
    assert.deepEqual(magicCrawl.problems(g.setup, g.state), []);
  }
  return g;
}

describe('Rules › mana only from mapped lands (Adjusting)', () => {
  it('Mapped mana, setup: the deck plays without its land cards, and the start hex gives its land, untapped', () => {
    const game = newGame('mapped-setup', { deck: 'green', mappedMana: true, startColour: 'R' });
    assert.ok([...game.state.you.library.cards, ...game.state.you.hand.map((c) => c.card)].every((c) => c !== 'Forest'));
    const lands = mappedLands(game);
    assert.equal(lands.length, 1);
    assert.deepEqual(lands[0], { id: lands[0]!.id, card: 'Mountain', controller: 'you', tapped: false, sick: false, damage: 0, counters: 0, hex: { q: 0, r: 0 } });
    const kept = takeAction(game, { type: 'keep' });
    assert.ok(kept.ok);
    assert.match(kept.entry.text, /land cards were left out of the deck \(mana comes only from the hexes you enter\)/);
  });

  it('Mapped mana: each hex you enter gives you one land of its terrain as you enter it, before its encounter', () => {
    const game = travelTo(newGame('mapped-travel', { mappedMana: true, preparationRounds: 0, life: 1000 }), 1);
    const entered = game.state.hexes.filter((h) => h.explored);
    assert.equal(mappedLands(game).length, entered.length);
    const moveEntry = game.log.find((e) => e.action.type === 'move')!;
    const hex = entered[1]!;
    assert.match(moveEntry.text, new RegExp(`^Moved to the ${hex.terrain} at .*; the hex gives you a ${hex.terrain}`));
    assert.equal(entered.length, 2);
    assert.equal(mappedLands(game).at(-1)!.tapped, false, 'untapped, ready for the encounter');
  });

  it('Mapped mana: going back to a hex you have entered gives nothing more', () => {
    const s = scenario({ options: { mappedMana: true }, phase: { type: 'travel' }, library: ['Grizzly Bears'] });
    const from = s.state.token;
    const to = s.legal().find((a) => a.type === 'move')!;
    s.act(to);
    const lands = mappedLands(s.game).length;
    assert.equal(lands, 2);
    // Fight or not, come back to the start later: the count stays one land per explored hex.
    assert.equal(s.state.hexes.filter((h) => h.explored).length, lands);
    assert.ok(from);
  });

  it('Mapped mana: a hex\'s land taps for mana like a basic land', () => {
    const s = scenario({ options: { mappedMana: true, startColour: 'G' }, hand: ['Llanowar Elves'], library: ['Grizzly Bears'] });
    s.cast('Llanowar Elves');
    assert.match(s.said, /tapped Forest/);
    assert.equal(mappedLands(s.game)[0]!.tapped, true);
  });

  it('Mapped mana: a hex\'s land is no card: it never leaves the battlefield, by an effect or by hand', () => {
    const s = scenario({ options: { mappedMana: true }, library: ['Grizzly Bears'] });
    const land = mappedLands(s.game)[0]!;
    s.refuse({ type: 'moveCard', card: land.id, to: 'hand' }, MANUAL_RULES.mappedLand);
    const t = crawlTable(s.state);
    assert.equal(leave(t, land.id, 'graveyard'), undefined);
    assert.ok(t.permanent(land.id), 'still on the battlefield');
    assert.deepEqual(t.events, [{ type: 'landStays', card: land.card }]);
  });

  it('Mapped mana, consistency: one land for each explored hex, and none without the option', () => {
    const s = scenario({ options: { mappedMana: true }, library: ['Grizzly Bears'] });
    const missing = { ...s.state, battlefield: s.state.battlefield.filter((p) => !p.hex) };
    assert.match(magicCrawl.problems(s.game.setup, missing).map((p) => p.message).join('\n'), /holds 0 lands of mapped hexes for 1 explored hexes/);
    const plain = scenario({ library: ['Grizzly Bears'] });
    const extra = { ...plain.state, battlefield: [{ id: 99, card: 'Forest', controller: 'you' as const, tapped: false, sick: false, damage: 0, counters: 0, hex: { q: 0, r: 0 } }] };
    assert.match(magicCrawl.problems(plain.game.setup, extra).map((p) => p.message).join('\n'), /does not take mana from mapped lands/);
  });
});
