import { strict as assert } from 'node:assert';
import { newGame, takeAction } from '../../../src/engine';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { LAND_RULES } from '../../../src/engine/magic/lands';
import { LANDLESS_RULES, landIdentity, playAsLand } from '../../../src/engine/magic/landless';
import { canPay } from '../../../src/engine/magic/payments';
import { mustParseManaCost } from '../../../src/engine/mana/cost';
import { startingLibrary } from '../../../src/engine/variants/magic-crawl';
import { scenario, type ScenarioSpec } from './scenario';
import { crawlTable } from '../../../src/engine/variants/magic-crawl';

/**
 * Landless MTG (../shared/rules/landless-mtg.md), rules 1 to 5, as the
 * `landless` option plays them. The built-in pool has no card of more than
 * one colour, so the gold cards here come in as a game's imported cards
 * (facts only; what they do is left to the player).
 */

const creature = (name: string, manaCost: string, colours: CardDefData['colours'], power: number, toughness: number): CardDefData => ({
  name,
  manaCost,
  colours,
  types: ['Creature'],
  subtypes: ['Beast'],
  power,
  toughness,
  keywords: [],
  automation: 'manual',
});

const GOLD: CardDefData[] = [
  creature('Watchwolf', '{G}{W}', ['G', 'W'], 3, 3),
  creature('Woolly Thoctar', '{R}{G}{W}', ['R', 'G', 'W'], 5, 4),
  creature('Dune-Brood Nephilim', '{B}{R}{G}{W}', ['W', 'B', 'R', 'G'], 3, 3),
  creature('Child of Alara', '{W}{U}{B}{R}{G}', ['W', 'U', 'B', 'R', 'G'], 6, 6),
];

/** A Landless table: no land cards anywhere, a library of spells. */
function landless(spec: ScenarioSpec = {}) {
  return scenario({ library: Array<string>(10).fill('Grizzly Bears'), ...spec, options: { landless: true, cards: GOLD, ...spec.options } });
}

describe('Rules › Landless MTG', () => {
  it('Landless setup: the deck plays without its land cards, and the log says how many were left out', () => {
    const game = newGame('landless-setup', { deck: 'green', landless: true });
    const library = [...game.state.you.library.cards, ...game.state.you.hand.map((c) => c.card)];
    assert.ok(library.every((c) => c !== 'Forest'), 'no Forest in the library or the opening hand');
    const forests = game.setup.deck.cards.find((c) => c.name === 'Forest')!.count;
    assert.equal(startingLibrary(game.setup).length, game.setup.deck.cards.reduce((n, c) => n + c.count, 0) - forests);
    const kept = takeAction(game, { type: 'keep' });
    assert.ok(kept.ok);
    assert.match(kept.entry.text, new RegExp(`${forests} land cards were left out of the deck \\(Landless`));
  });

  it('Rule 1: any card can be played as a land or normally, and playing it as a land uses the land drop', () => {
    const s = landless({ hand: ['Serra Angel'], battlefield: Array(5).fill({ card: 'Plains', original: 'Savannah Lions' }) });
    const id = s.handId('Serra Angel');
    assert.ok(s.isLegal({ type: 'cast', card: id }), 'it can be cast');
    assert.ok(s.isLegal({ type: 'playAsLand', card: id }), 'it can be played as a land');
    s.act({ type: 'playAsLand', card: id });
    assert.equal(s.said, 'Played Serra Angel as a Plains');
    const p = s.state.battlefield.find((q) => q.id === id)!;
    assert.equal(p.card, 'Plains');
    assert.equal(p.original, 'Serra Angel');
    assert.deepEqual(s.hand, []);
    assert.equal(s.phase.type === 'turn' && s.phase.landPlayed, true);
  });

  it('Rule 1: one land a turn, whether a land card or a card played as a land (CR 305.2)', () => {
    const s = landless({ hand: ['Grizzly Bears', 'Giant Growth'] });
    s.act({ type: 'playAsLand', card: s.handId('Grizzly Bears') });
    assert.ok(!s.legal().some((a) => a.type === 'playAsLand'), 'no second land is offered');
    s.refuse({ type: 'playAsLand', card: s.handId('Giant Growth') }, LAND_RULES.onePerTurn);
  });

  it('Rule 1: a card is played as a land only in your main phase', () => {
    const s = landless({ hand: ['Giant Growth'], foes: ['Grizzly Bears'], foeAttacks: true });
    assert.ok(!s.legal().some((a) => a.type === 'playAsLand'));
    s.refuse({ type: 'playAsLand', card: s.handId('Giant Growth') }, LAND_RULES.when);
  });

  it('Landless option: without it, no card may be played as a land', () => {
    const s = scenario({ hand: ['Serra Angel', 'Forest'] });
    assert.ok(!s.legal().some((a) => a.type === 'playAsLand'));
    const error = s.refuse({ type: 'playAsLand', card: s.handId('Serra Angel') }, LANDLESS_RULES.option);
    assert.match(error.message, /not played Landless/);
  });

  it('Rule 2: a card of one colour becomes the basic land of its colour, untapped, and taps for that colour', () => {
    const s = landless({ hand: ['Llanowar Elves', 'Giant Growth'], foes: ['Grizzly Bears'] });
    s.act({ type: 'playAsLand', card: s.handId('Llanowar Elves') });
    assert.equal(s.said, 'Played Llanowar Elves as a Forest');
    const forest = s.perm('Forest');
    assert.equal(forest.tapped, false);
    s.cast('Giant Growth', { target: s.foe().id });
    assert.equal(s.perm('Forest').tapped, true, 'the Forest paid {G}');
  });

  it('Rule 3: a card of two colours becomes a nonbasic land of those colours that enters tapped', () => {
    const s = landless({ hand: ['Watchwolf'] });
    s.act({ type: 'playAsLand', card: s.handId('Watchwolf') });
    assert.equal(s.said, 'Played Watchwolf as a Selesnya Guildgate');
    const gate = s.perm('Selesnya Guildgate');
    assert.equal(gate.tapped, true, 'it enters tapped');
    const t = crawlTable({ ...s.state, battlefield: s.state.battlefield.map((p) => ({ ...p, tapped: false })) });
    assert.ok(canPay(t, 'you', mustParseManaCost('{G}'), 0) && canPay(t, 'you', mustParseManaCost('{W}'), 0), 'it makes green or white');
    assert.ok(!canPay(t, 'you', mustParseManaCost('{R}'), 0), 'and no other colour');
  });

  it('Rule 3: a card of three colours becomes a nonbasic land of those three colours that enters tapped', () => {
    const s = landless({ hand: ['Woolly Thoctar', 'Lightning Bolt'], foes: ['Grizzly Bears'], landPlayed: false, kind: 'encounter' });
    s.act({ type: 'playAsLand', card: s.handId('Woolly Thoctar') });
    assert.equal(s.said, 'Played Woolly Thoctar as a Jungle Shrine');
    assert.equal(s.perm('Jungle Shrine').tapped, true);
    assert.ok(!s.legal().some((a) => a.type === 'cast'), 'tapped, it pays for nothing this turn');
    assert.equal(landIdentity(['W', 'U', 'B']), 'Arcane Sanctum');
    assert.equal(landIdentity(['U', 'R', 'G']), 'Frontier Bivouac');
  });

  it('Rule 4: a card of four colours becomes Transguild Promenade, which enters tapped and stays when you pay {1}', () => {
    const s = landless({ hand: ['Dune-Brood Nephilim'], battlefield: [{ card: 'Forest', original: 'Llanowar Elves' }] });
    s.act({ type: 'playAsLand', card: s.handId('Dune-Brood Nephilim') });
    assert.equal(s.said, 'Played Dune-Brood Nephilim as Transguild Promenade; Transguild Promenade\'s ability triggers; paid {1} to keep Transguild Promenade (tapped Forest)');
    assert.equal(s.perm('Transguild Promenade').tapped, true);
    assert.equal(s.perm('Forest').tapped, true);
    // Next turn it makes one mana of any colour.
    const t = crawlTable({ ...s.state, battlefield: s.state.battlefield.map((p) => ({ ...p, tapped: p.card === 'Forest' })) });
    for (const c of ['{W}', '{U}', '{B}', '{R}', '{G}']) assert.ok(canPay(t, 'you', mustParseManaCost(c), 0), `it makes ${c}`);
  });

  it('Rule 4: a card of five colours becomes Transguild Promenade, sacrificed when {1} cannot be paid, and is the card again in the graveyard', () => {
    const s = landless({ hand: ['Child of Alara'] });
    s.act({ type: 'playAsLand', card: s.handId('Child of Alara') });
    assert.equal(s.said, 'Played Child of Alara as Transguild Promenade; Transguild Promenade\'s ability triggers; sacrificed Transguild Promenade; the Transguild Promenade is Child of Alara again');
    assert.ok(!s.has('Transguild Promenade'));
    assert.deepEqual(s.graveyard, ['Child of Alara']);
  });

  it('Rule 5: a colourless card becomes Shimmering Grotto: {T} adds {C}', () => {
    const s = landless({ hand: ['Ornithopter', 'Jayemdae Tome'], battlefield: Array(3).fill({ card: 'Forest', original: 'Llanowar Elves' }) });
    s.act({ type: 'playAsLand', card: s.handId('Ornithopter') });
    assert.equal(s.said, 'Played Ornithopter as Shimmering Grotto');
    assert.equal(s.perm('Shimmering Grotto').tapped, false);
    s.cast('Jayemdae Tome');
    assert.ok(s.state.battlefield.filter((p) => p.controller === 'you' && p.card !== 'Jayemdae Tome').every((p) => p.tapped), 'the Grotto paid one of the four');
  });

  it('Rule 5: Shimmering Grotto\'s {1}, {T}: one mana of any colour, the {1} paid by another source', () => {
    const s = landless({
      hand: ['Giant Growth'],
      foes: ['Grizzly Bears'],
      battlefield: [
        { card: 'Shimmering Grotto', original: 'Ornithopter' },
        { card: 'Plains', original: 'Savannah Lions' },
      ],
    });
    assert.ok(s.isLegal({ type: 'cast', card: s.handId('Giant Growth'), target: s.foe().id }), '{G} is payable only through the filter');
    s.cast('Giant Growth', { target: s.foe().id });
    assert.match(s.said, /tapped Shimmering Grotto, Plains|tapped Plains, Shimmering Grotto/);
    // Alone, the Grotto can't filter: the {1} needs another source.
    const alone = landless({ hand: ['Giant Growth'], foes: ['Grizzly Bears'], battlefield: [{ card: 'Shimmering Grotto', original: 'Ornithopter' }] });
    assert.ok(!alone.legal().some((a) => a.type === 'cast'));
  });

  it('Rule 1: leaving the battlefield, a card played as a land is itself again, wherever it goes', () => {
    const s = landless({ battlefield: [{ card: 'Plains', original: 'Serra Angel' }, { card: 'Forest', original: 'Llanowar Elves' }] });
    s.act({ type: 'moveCard', card: s.id('Plains'), to: 'hand' });
    assert.deepEqual(s.hand, ['Serra Angel']);
    assert.match(s.said, /moved Plains \(Serra Angel\) from the battlefield to your hand/);
    s.act({ type: 'moveCard', card: s.id('Forest'), to: 'exile' });
    assert.deepEqual(s.exile, ['Llanowar Elves']);
    assert.ok(s.isLegal({ type: 'cast', card: s.handId('Serra Angel') }) === false, 'no mana left to cast it, but it is a card again');
  });

  it('Rule 1: a land card is played as itself, not as a land', () => {
    // Landless decks hold no land cards; should one reach the hand, it is the land it is.
    const s = scenario({ hand: ['Forest'] });
    const played = playAsLand(crawlTable(s.state), 'you', s.handId('Forest'));
    assert.equal(played.ok, false);
    assert.equal(!played.ok && played.error.rule, LANDLESS_RULES.isALand);
  });
});
