import { strict as assert } from 'node:assert';
import { newGame, takeAction, type GameEvent, type CrawlSave as SaveFile } from '../../../src/engine';
import { TERRAINS } from '../../../src/engine/colour';
import { hexNeighbours } from '../../../src/engine/hex';
import { addImportedCards } from '../../../src/engine/cards/pool';
import { cardInfo } from '../../../src/engine/magic/card-db';
import { powerOf, toughnessOf } from '../../../src/engine/magic/characteristics';
import type { Permanent } from '../../../src/engine/magic/schema';
import { seedRng } from '../../../src/engine/rng';
import {
  crawlSetup,
  crawlTable,
  DEFAULT_ENCOUNTER_SPELLS,
  DIFFICULTIES,
  difficultyOf,
  difficultyOptions,
  establishEncounter,
  expansionProblems,
  goalMet,
  goalProgress,
  KEYWORD_BY_COLOUR,
  magicCrawl,
  mapAround,
  optionsSummary,
  STANDARD_LAND_PILES,
  WEAKENING_ENCHANTMENT,
  type CrawlState,
  type LandPiles,
  type MappedHex,
  type SetupChoices,
} from '../../../src/engine/variants/magic-crawl';
import { take, toTravel } from '../helpers';
import { scenario } from './scenario';

/** The Expanding and Adjusting options of rules/magic-crawl.md, each by its effect on setup and on play. */


/** The first seed whose first move east gives an event matching `want`, with the game before and after. */
function firstMove(choices: SetupChoices, want: (events: readonly GameEvent[], after: SaveFile) => boolean, tries = 800) {
  for (let i = 0; i < tries; i++) {
    const before = toTravel(newGame(`options-${i}`, choices));
    const r = takeAction(before, { type: 'move', to: { q: 1, r: 0 } });
    if (r.ok && want(r.events, r.game)) {
      assert.deepEqual(magicCrawl.problems(r.game.setup, r.game.state), []);
      return { before, after: r.game, events: r.events, text: r.entry.text };
    }
  }
  throw new Error('no seed gives that');
}

const pileTotal = (pile: LandPiles[keyof LandPiles]) => TERRAINS.reduce((n, t) => n + pile[t], 0) + (pile.special ? 1 : 0);

describe('Rules › Expanding: multicolour and colourless lands in the Land Piles', () => {
  const expansions = { multicolourLands: ['Tundra', 'Badlands'], colourlessLands: ['Gargoyle Castle'] };

  it('Magic Crawl › Expanding: at most one nonbasic land per pile, each in place of a basic land of the pile', () => {
    const game = newGame('lands', { expansions });
    const piles = game.state.landPiles!;
    const specials = TERRAINS.flatMap((t) => (piles[t].special ? [piles[t].special!.card] : []));
    assert.deepEqual(specials.sort(), ['Badlands', 'Gargoyle Castle', 'Tundra']);
    for (const t of TERRAINS) {
      // Six cards a pile, as in Setup: the nonbasic land stands in for one basic of the pile's own colour.
      assert.equal(pileTotal(piles[t]), 6, t);
      if (piles[t].special) assert.equal(piles[t][t], STANDARD_LAND_PILES[t][t] - 1);
    }
    assert.deepEqual(newGame('lands', { expansions }).state.landPiles, piles, 'the same seed places them the same way');
  });

  it('Magic Crawl › Expanding: a nonbasic land drawn is discarded, and the basic land it replaced comes back', () => {
    const { before, after, text } = firstMove({ expansions }, (events) => events.some((e) => e.type === 'mapped' && e.hexes.some((h) => h.land)));
    const drawn = after.state.hexes.filter((h) => h.land && !before.state.hexes.some((b) => b.q === h.q && b.r === h.r));
    assert.ok(drawn.length >= 1);
    assert.match(text, /mapped \d hex/);
    for (const h of drawn) {
      const pile = TERRAINS.find((t) => before.state.landPiles![t].special?.card === h.land)!;
      assert.ok(pile, `${h.land} was in a pile before the move`);
      const now = after.state.landPiles![pile];
      assert.equal(now.special, undefined, `${h.land} left its pile`);
      assert.equal(now[pile], STANDARD_LAND_PILES[pile][pile], 'the basic it replaced is back');
    }
  });

  it('Magic Crawl › Expanding: a multicolour land\'s neighbours come from either of its colours\' piles', () => {
    // Plains pile: only Plains; Island pile: only Islands. A Tundra hex maps from both.
    const only = (t: (typeof TERRAINS)[number]): LandPiles['Plains'] => ({ Plains: 0, Island: 0, Swamp: 0, Mountain: 0, Forest: 0, [t]: 6 });
    const piles: LandPiles = { ...STANDARD_LAND_PILES, Plains: only('Plains'), Island: only('Island') };
    const center: MappedHex = { q: 0, r: 0, terrain: 'Plains', explored: true, land: 'Tundra' };
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const around = mapAround([center], center, piles, seedRng(`tundra-${i}`));
      assert.equal(around.mapped.length, 6);
      for (const h of around.mapped) seen.add(h.terrain);
    }
    assert.deepEqual([...seen].sort(), ['Island', 'Plains']);
  });

  it('Magic Crawl › Expanding: a colourless land\'s hex takes a random colour, and its encounters come from any pile', () => {
    const setup = crawlSetup('colourless', { expansions: { colourlessLands: ['Gargoyle Castle'] } });
    const piles = new Set<string>();
    for (let i = 0; i < 60; i++) {
      // Each hex draws its encounter on its own stream: a different hex each time.
      const t = crawlTable({ ...magicCrawl.initialState(setup), phase: { type: 'travel' } });
      establishEncounter(t, setup, { q: i + 1, r: 0, terrain: 'Plains', explored: true, land: 'Gargoyle Castle' });
      for (const e of t.events) if (e.type === 'metCreature' || e.type === 'foundLand') piles.add(e.pile);
    }
    assert.equal(piles.size, 5, `drew from ${[...piles].join(', ')}`);
  });

  it('Magic Crawl › Expanding: defeating a creature in a colourless land\'s hex brings an artifact from your library to your hand', () => {
    const s = scenario({
      hand: ['Lightning Bolt'],
      battlefield: ['Mountain'],
      foes: ['Elite Vanguard'],
      library: ['Island', 'Rod of Ruin', 'Jayemdae Tome', 'Island'],
    });
    s.game = { ...s.game, state: { ...s.state, hexes: s.state.hexes.map((h, i) => (i === 0 ? { ...h, land: 'Gargoyle Castle' } : h)) } };
    s.act({ type: 'cast', card: s.id('Lightning Bolt'), target: s.foe().id });
    // The costlier artifact: Jayemdae Tome ({4}) before Rod of Ruin ({3}).
    assert.ok(s.hand.includes('Jayemdae Tome'), s.said);
    assert.match(s.said, /reward: found Jayemdae Tome/);
  });

  it('refuses lands it cannot use, with the reason (no Land Piles with the d6 table, a basic, a land of the wrong kind)', () => {
    const problems = (expansionsChoice: SetupChoices['expansions'], distribution: 'standard' | 'd6' = 'standard') =>
      expansionProblems(crawlSetup('x', { expansions: expansionsChoice, distribution })).map((p) => `${p.path}: ${p.message}`);
    assert.match(problems({ multicolourLands: ['Tundra'] }, 'd6').join('\n'), /rolls 1d6 for terrain instead of using Land Piles/);
    assert.match(problems({ multicolourLands: ['Forest'] }).join('\n'), /multicolourLands\/0: Forest is not a nonbasic land/);
    assert.match(problems({ colourlessLands: ['Tundra'] }).join('\n'), /colourlessLands\/0: Tundra is not a colourless land/);
    assert.match(problems({ multicolourLands: ['Gargoyle Castle'] }).join('\n'), /not a multicolour land/);
    assert.match(problems({ multicolourLands: ['Tundra', 'Tundra'] }).join('\n'), /each nonbasic land is unique/);
    assert.deepEqual(problems({ multicolourLands: ['Tundra', 'Taiga'], colourlessLands: ['Gargoyle Castle'] }), []);
  });
});

describe('Rules › Expanding: spells in the Encounter Piles, and defeated creatures replaced', () => {
  const expansions = { encounterSpells: [...DEFAULT_ENCOUNTER_SPELLS] };

  it('Magic Crawl › Expanding: one instant or sorcery per Encounter Pile, in its own colour\'s pile where it can', () => {
    const piles = newGame('spells', { expansions }).state.encounterPiles;
    const spells = TERRAINS.flatMap((t) => (piles[t].spell ? [piles[t].spell!] : []));
    assert.deepEqual(spells.sort(), [...DEFAULT_ENCOUNTER_SPELLS].sort());
    assert.equal(piles.Mountain.spell === 'Lightning Bolt' || piles.Mountain.spell === 'Pyroclasm', true);
    assert.equal(piles.Swamp.spell, 'Doom Blade');
    assert.equal(piles.Island.spell, 'Unsummon');
    for (const t of TERRAINS) assert.ok((piles[t].reserve ?? []).length > 0, `${t} has a reserve to replace its spell`);
  });

  it('Magic Crawl › Expanding: a spell drawn is cast at you, then discarded and replaced by a creature', () => {
    const { after, events, text } = firstMove({ expansions }, (events) => events.some((e) => e.type === 'encounterSpell'));
    const cast = events.find((e) => e.type === 'encounterSpell')!;
    assert.equal(cast.type, 'encounterSpell');
    const pile = after.state.encounterPiles[cast.pile];
    assert.equal(pile.spell, undefined, 'the spell has left the pile');
    assert.deepEqual(pile.discarded, [cast.card]);
    const replaced = events.find((e) => e.type === 'replaced');
    assert.ok(replaced && replaced.type === 'replaced' && replaced.by, 'a creature from the reserve took its place');
    assert.ok(pile.creatures.includes(replaced.by!));
    assert.equal(pile.creatures.length, 9, 'eight creatures, and the one that took the spell\'s place');
    assert.match(text, new RegExp(`drew ${cast.card} from`));
    // Nothing else came: the encounter is over and a preparation round follows.
    assert.equal(after.state.encounter, null);
  });

  it('Magic Crawl › Expanding: the encounter aims a removal spell at your strongest creature it can remove', () => {
    const s = scenario({ battlefield: ['Grizzly Bears', 'Craw Wurm', 'Mountain'], phase: { type: 'travel' }, options: { expansions: { encounterSpells: ['Lightning Bolt'] } } });
    const t = crawlTable(s.state);
    const pile = Object.entries(t.s.encounterPiles).find(([, p]) => p.spell)![0] as (typeof TERRAINS)[number];
    t.s.encounterPiles = { ...t.s.encounterPiles, [pile]: { ...t.s.encounterPiles[pile], creatures: [], lands: 0 } };
    establishEncounter(t, s.game.setup, { q: 0, r: 0, terrain: pile, explored: true });
    // Craw Wurm (6/4) survives 3 damage; Grizzly Bears (2/2) does not.
    assert.ok(!t.s.battlefield.some((p) => p.card === 'Grizzly Bears'));
    assert.ok(t.s.battlefield.some((p) => p.card === 'Craw Wurm'));
  });

  it('Magic Crawl › Expanding: with "replace defeated creatures", a defeated creature leaves the game and a new one takes its place', () => {
    const s = scenario({ hand: ['Lightning Bolt'], battlefield: ['Mountain'], foes: ['Elite Vanguard'], options: { expansions: { replaceDefeated: true } } });
    const before = s.state.encounterPiles.Plains;
    s.act({ type: 'cast', card: s.id('Lightning Bolt'), target: s.foe().id });
    const after = s.state.encounterPiles.Plains;
    assert.ok(!after.creatures.includes('Elite Vanguard'), 'not back in its pile');
    assert.deepEqual(after.discarded, ['Elite Vanguard']);
    assert.equal(after.creatures.length, before.creatures.length + 1, 'a reserve creature joined the pile');
    assert.equal(after.reserve!.length, before.reserve!.length - 1);
    assert.deepEqual(s.state.defeated, ['Elite Vanguard'], 'it still counts as defeated');
    assert.match(s.said, /Elite Vanguard was defeated; .*Elite Vanguard left the game and \w[\w' ]+ took its place in the White pile/);
    assert.doesNotMatch(s.said, /went back/);
  });

  it('the reserve holds built-in cards only: an imported card another game registered is not taken', () => {
    addImportedCards([{ name: 'Reserve Test Beast', manaCost: '{G}', colours: ['G'], types: ['Creature'], subtypes: ['Beast'], power: 9, toughness: 9, keywords: [] }]);
    const setup = crawlSetup('reserve', { expansions: { replaceDefeated: true } });
    assert.ok(setup.encounterReserve!.Forest.length > 0);
    assert.ok(!setup.encounterReserve!.Forest.includes('Reserve Test Beast'));
    assert.ok(!Object.values(setup.encounterCreatures).flat().some((n) => setup.encounterReserve!.Forest.includes(n)), 'no creature is both in a pile and in reserve');
  });

  it('refuses encounter spells a foe cannot cast at you', () => {
    const problems = (spells: string[]) => expansionProblems(crawlSetup('x', { expansions: { encounterSpells: spells } })).map((p) => p.message);
    assert.match(problems(['Grizzly Bears']).join(), /not an instant or sorcery/);
    assert.match(problems(['Giant Growth']).join(), /does something a foe cannot do to you \(pump\)/);
    assert.match(problems(['Psionic Blast']).join(), /affects its own caster/);
    assert.deepEqual(problems(['Lightning Bolt', 'Doom Blade']), []);
  });
});

describe('Rules › Adjusting', () => {
  it('Magic Crawl › Adjusting: "draw a number of creatures greater than the number of creatures you control"', () => {
    const s = scenario({ battlefield: ['Grizzly Bears', 'Runeclaw Bear'], phase: { type: 'travel' }, options: { extraFoes: true } });
    const t = crawlTable(s.state);
    // Only creatures in the White pile, so every draw brings one.
    t.s.encounterPiles = { ...t.s.encounterPiles, Plains: { ...t.s.encounterPiles.Plains, lands: 0 } };
    establishEncounter(t, s.game.setup, { q: 0, r: 0, terrain: 'Plains', explored: true });
    assert.equal(t.creaturesOf('foe').length, 3, 'two creatures of yours: three foes');
    assert.ok(t.s.encounter);
  });

  it('Magic Crawl › Adjusting: on a 6 the creature gains its colour\'s keyword (deathtouch, menace, trample, first strike, flying)', () => {
    let sixes = 0;
    let rolls = 0;
    for (let i = 0; i < 300 && sixes < 5; i++) {
      const game = toTravel(newGame(`roll-${i}`, { keywordRoll: true }));
      const r = takeAction(game, { type: 'move', to: { q: 1, r: 0 } });
      if (!r.ok) continue;
      for (const e of r.events) {
        if (e.type !== 'keywordRoll') continue;
        rolls++;
        const foe: Permanent = r.game.state.battlefield.find((p) => p.controller === 'foe' && p.card === e.card)!;
        if (e.roll === 6) {
          sixes++;
          const colour = cardInfo(e.card).def.colours[0]!;
          assert.equal(e.keyword, KEYWORD_BY_COLOUR[colour]);
          assert.deepEqual(foe.gained, [KEYWORD_BY_COLOUR[colour]]);
          assert.match(r.entry.text, /rolled a 6/);
        } else {
          assert.equal(e.keyword, undefined);
          assert.equal(foe.gained, undefined);
        }
      }
    }
    assert.ok(rolls > 0 && sixes > 0, `${sixes} sixes in ${rolls} rolls`);
    assert.equal(KEYWORD_BY_COLOUR.colourless, 'indestructible');
  });

  it('Magic Crawl › Adjusting: "an enchantment that weakens your creatures", on the battlefield from the start', () => {
    const s = scenario({ battlefield: ['Grizzly Bears'], foes: ['Elite Vanguard'], options: { weakening: WEAKENING_ENCHANTMENT } });
    const game = newGame('weak', { weakening: WEAKENING_ENCHANTMENT });
    const pall = game.state.battlefield.find((p) => p.card === WEAKENING_ENCHANTMENT);
    assert.ok(pall && pall.controller === 'foe', 'the foes control it');
    assert.deepEqual(magicCrawl.problems(game.setup, game.state), []);
    // In the scenario it is there too: your Grizzly Bears is a 1/2, the foe's Elite Vanguard is untouched.
    const t = crawlTable(s.state);
    const bears = s.perm('Grizzly Bears');
    assert.equal(powerOf(t, bears), 1);
    assert.equal(toughnessOf(t, bears), 2);
    assert.equal(powerOf(t, s.perm('Elite Vanguard')), 2, 'Elite Vanguard stays a 2/1');
    assert.equal(t.creaturesOf('foe').length, 1, 'the enchantment is not a foe to fight');
  });

  it('Magic Crawl › Adjusting: "defeating all creatures from a certain color" as the goal', () => {
    const game = newGame('colour-goal', { goals: [{ type: 'defeat-colour', colour: 'W' }] });
    const white = game.setup.encounterCreatures.Plains;
    assert.equal(goalMet(game, game.setup.options.goals[0]!), false);
    assert.equal(goalProgress(game, game.setup.options.goals[0]!).status, `0 of ${white.length} defeated`);
    const almost: CrawlState = { ...game.state, defeated: white.slice(1) };
    assert.equal(goalMet({ setup: game.setup, state: almost }, game.setup.options.goals[0]!), false);
    const all: CrawlState = { ...game.state, defeated: [...white] };
    assert.equal(goalMet({ setup: game.setup, state: all }, game.setup.options.goals[0]!), true);
  });

  it('Magic Crawl › Expanding: finding a named artifact as the goal wins when it is in your hand', () => {
    const s = scenario({ library: ['Rod of Ruin'], goals: [{ type: 'find', artifact: 'Rod of Ruin' }], battlefield: ['Island'], kind: 'preparation', roundsLeft: 1 });
    assert.notEqual(s.phase.type, 'over');
    s.act({ type: 'endTurn' });
    assert.ok(s.hand.includes('Rod of Ruin'));
    assert.deepEqual(s.phase, { type: 'over', result: 'won', reason: 'You found Rod of Ruin.' });
    assert.match(s.said, /found Rod of Ruin/);
  });
});

describe('Rules › the same map for the same moves (hex streams)', () => {
  const path = [{ q: 1, r: 0 }];
  const firstMove = (choices: SetupChoices, mulligans: number) => {
    let g = newGame('daily-2026-11-22', choices);
    for (let i = 0; i < mulligans; i++) g = take(g, { type: 'mulligan' }).game;
    g = toTravel(g);
    const r = take(g, { type: 'move', to: path[0]! });
    return r.game.state;
  };

  it('whatever the deck and however many cards were drawn, the same moves map the same hexes and meet the same creatures', () => {
    const a = firstMove({ deck: 'green' }, 0);
    const b = firstMove({ deck: 'green' }, 2);
    const c = firstMove({ deck: 'blue' }, 1);
    const seen = (s: CrawlState) => ({ hexes: s.hexes.map((h) => `${h.q},${h.r} ${h.terrain}`), foes: s.battlefield.filter((p) => p.controller === 'foe').map((p) => p.card) });
    assert.deepEqual(seen(b), seen(a));
    assert.deepEqual(seen(c), seen(a));
    // …while the cards in hand differ: the library's stream is not the map's.
    assert.notDeepEqual(b.you.hand.map((h) => h.card), a.you.hand.map((h) => h.card));
  });

  it('a file made before hex streams keeps drawing from the one shared stream, so its log still replays', () => {
    const game = newGame('old', {});
    const { hexStreams: _gone, ...oldSetup } = game.setup;
    const old = { ...game, setup: oldSetup, state: magicCrawl.initialState(oldSetup) };
    assert.notDeepEqual(old.state.hexes, game.state.hexes, 'the old way maps differently');
    const moved = take(toTravel(old), { type: 'move', to: { q: 1, r: 0 } });
    assert.ok(moved.game.state.hexes.length > old.state.hexes.length);
  });
});

describe('Difficulty presets', () => {
  it('Easy is the rules as written; Normal and Hard only add Adjusting options', () => {
    const easy = difficultyOptions(DIFFICULTIES[0]!, 20);
    assert.deepEqual(easy, { preparationRounds: 3, keywordRoll: false, extraFoes: false, life: 20 });
    const hard = difficultyOptions(DIFFICULTIES[2]!, 40);
    assert.equal(hard.life, 30, 'three quarters of a Commander deck\'s 40');
    assert.equal(hard.weakening, WEAKENING_ENCHANTMENT);
    for (const d of DIFFICULTIES) {
      const o = difficultyOptions(d, 20);
      assert.ok(o.life! <= 20 && o.preparationRounds! <= 3, `${d.id} is no easier than the rules as written`);
    }
  });

  it('a game set up from a preset is recognised as that preset, and a hand-changed one as custom', () => {
    for (const d of DIFFICULTIES) {
      const game = newGame(`preset-${d.id}`, difficultyOptions(d, 20));
      assert.equal(difficultyOf(game.setup.options, 20), d.id);
      assert.deepEqual(magicCrawl.problems(game.setup, game.state), []);
    }
    const custom = newGame('custom', { ...difficultyOptions(DIFFICULTIES[1]!, 20), life: 13 });
    assert.equal(difficultyOf(custom.setup.options, 20), undefined);
  });

  it('a game\'s options read in a few words: the preset or Custom, then the Expanding options', () => {
    assert.deepEqual(optionsSummary(newGame('s', difficultyOptions(DIFFICULTIES[2]!, 20)).setup.options), ['Hard']);
    const custom = newGame('s', { life: 7, preparationRounds: 0, keywordRoll: true, landless: true, expansions: { multicolourLands: ['Tundra'], replaceDefeated: true } });
    assert.deepEqual(optionsSummary(custom.setup.options), ['Custom (life 7, 0 preparation rounds)', 'keyword roll', 'Land Piles with Tundra', 'defeated creatures replaced', 'Landless']);
  });

  it('the neighbours of the start hex are six, whatever the options', () => {
    const game = newGame('six', { expansions: { multicolourLands: ['Tundra'], colourlessLands: ['Gargoyle Castle'] }, distribution: 'adjusted' });
    assert.equal(game.state.hexes.length, 1 + hexNeighbours({ q: 0, r: 0 }).length);
  });
});
