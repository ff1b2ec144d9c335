import { strict as assert } from 'node:assert';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { readRulesText } from '../../../src/engine/import/oracle';
import { laidOut, legal } from '../duel/game-helpers';
import { importedCards } from './imported-cards';
import { magicCrawl } from '../../../src/engine/variants/magic-crawl';
import { duel } from '../../../src/engine/variants/duel';

/**
 * Delve (CR 702.66a), read from imported card data: cards exiled from the
 * caster's graveyard as the spell is cast pay for its generic mana, {1}
 * each. The engine delves as much as the graveyard allows, oldest card
 * first, a card that works from the graveyard last (docs/cards.md).
 */

const { card, named, scenario } = importedCards();
const CRUISE = 'Test Treasure Voyage';
const ANGLER = 'Test Gurmag Lurker';
const WALKER = 'Test Grave Walker';

describe('Rules › Delve (CR 702.66a)', () => {
  before(() => {
    card(CRUISE, '{7}{U}', ['U'], ['Sorcery'], undefined, 'Delve\nDraw three cards.');
    card(ANGLER, '{6}{B}', ['B'], ['Creature'], [5, 5], 'Delve', ['Zombie', 'Fish']);
    card(WALKER, '{1}{B}', ['B'], ['Creature'], [2, 1], 'Unearth {B}', ['Zombie']);
  });

  it('reads "Delve" and writes a reminder of what it does', () => {
    assert.deepEqual(readRulesText('Delve', 'X', { types: ['Sorcery'] }).abilities, [{ kind: 'static', rule: { is: 'delve' } }]);
    assert.match(rulesText(named(CRUISE)).join('\n'), /^Delve \(cards exiled from your graveyard as you cast Test Treasure Voyage pay for its generic mana, \{1\} each\)$/m);
  });

  it('Magic Crawl: five cards in the graveyard pay {5} of {7}{U}: cast with three Islands, the five exiled, the log naming them', () => {
    const s = scenario({
      hand: [CRUISE],
      battlefield: ['Island', 'Island', 'Island'],
      graveyard: ['Giant Growth', 'Llanowar Elves', 'Doom Blade', 'Grizzly Bears', 'Lightning Bolt'],
      foes: ['Gray Ogre'],
    });
    const cast = { type: 'cast' as const, card: s.id(CRUISE) };
    assert.ok(s.isLegal(cast), 'castable with three lands and five cards to delve');
    s.act(cast);
    assert.deepEqual(s.graveyard, [CRUISE], 'the five were exiled; the spell went to the graveyard as it resolved');
    assert.deepEqual([...s.exile].sort(), ['Doom Blade', 'Giant Growth', 'Grizzly Bears', 'Lightning Bolt', 'Llanowar Elves']);
    assert.ok(s.state.battlefield.filter((p) => p.card === 'Island').every((p) => p.tapped), 'three Islands paid {2}{U}');
    assert.match(s.said, /exiled Giant Growth, Llanowar Elves, Doom Blade, Grizzly Bears, Lightning Bolt from your graveyard to pay for Test Treasure Voyage \(delve\); cast Test Treasure Voyage \(tapped Island ×3\)/i);
    assert.match(s.said, /drew/);
  });

  it('Magic Crawl: too few cards to delve with too few lands: not castable; refused naming the cost', () => {
    const s = scenario({ hand: [CRUISE], battlefield: ['Island', 'Island', 'Island'], graveyard: ['Giant Growth', 'Doom Blade'], foes: ['Gray Ogre'] });
    assert.ok(!s.legal().some((a) => a.type === 'cast'), 'three lands and two cards do not make {7}{U}');
    s.refuse({ type: 'cast', card: s.id(CRUISE) });
  });

  it('the Magic table: only what the cost needs is exiled, a card that works from the graveyard kept; the log says so', () => {
    const g = laidOut('delve', { hand: [ANGLER], graveyard: [WALKER, 'Doom Blade', 'Giant Growth', 'Grizzly Bears', 'Lightning Bolt', 'Llanowar Elves', 'Gray Ogre', 'Hill Giant'], mine: ['Swamp', 'Swamp'] });
    const cast = legal(g).find((a) => a.type === 'cast' && a.card === 970 + 8);
    assert.ok(cast, 'castable: two Swamps and six cards');
    const done = duel.apply(g.setup, g.state, cast!);
    assert.ok(done.ok, done.ok ? '' : done.error.message);
    const me = done.state.players[0]!;
    assert.deepEqual(me.graveyard.map((c) => c.card), [WALKER, 'Hill Giant'], 'six of {6} exiled, the oldest first; the Walker, which unearths from there, kept');
    assert.equal(me.exile.length, 6);
    assert.match(duel.narrate(done.events), /Doom Blade, Giant Growth, Grizzly Bears, Lightning Bolt, Llanowar Elves, Gray Ogre exiled from the graveyard to pay for Test Gurmag Lurker \(delve\)/);
  });
});

describe('Rules › Delve in Magic Crawl, through the index', () => {
  it('the text of a legal delve cast is the plain cast', () => {
    const s = scenario({ hand: [CRUISE], battlefield: ['Island'], graveyard: Array<string>(7).fill('Doom Blade'), foes: ['Gray Ogre'] });
    const cast = { type: 'cast' as const, card: s.id(CRUISE) };
    assert.ok(s.isLegal(cast));
    assert.equal(magicCrawl.text.action(s.game, cast), `cast ${CRUISE}`);
  });
});

describe('Rules › "Target player shuffles their graveyard into their library" (Reminisce)', () => {
  it('reads it, older wording too, and the player targeted shuffles every card of their graveyard into their library', () => {
    card('Test Remembrance', '{2}{U}', ['U'], ['Sorcery'], undefined, 'Target player shuffles his or her graveyard into his or her library.\nDraw a card.');
    assert.match(rulesText(named('Test Remembrance')).join('\n'), /Target player shuffles their graveyard into their library/);
    const g = laidOut('reminisce', { hand: ['Test Remembrance'], graveyard: ['Llanowar Elves', 'Hill Giant'], mine: ['Island', 'Island', 'Island'] });
    const library = (s: typeof g.state) => s.players[0]!.library.cards.length + s.players[0]!.library.bottom.length + (s.players[0]!.library.top?.length ?? 0);
    const before = library(g.state);
    const cast = legal(g).find((a) => a.type === 'cast' && a.card === 972 && a.target === 'p1');
    assert.ok(cast, 'cast at yourself');
    const done = duel.apply(g.setup, g.state, cast!);
    assert.ok(done.ok, done.ok ? '' : done.error.message);
    assert.deepEqual(done.state.players[0]!.graveyard.map((c) => c.card), ['Test Remembrance'], 'the two shuffled in; the spell itself went to the graveyard after');
    assert.equal(library(done.state), before + 2 - 1, 'two cards in, one drawn');
    assert.match(duel.narrate(done.events), /2 cards of the graveyard are shuffled into the library/);
  });
});
