import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { readSave, verify, writeSave } from '../../../src/engine';
import type { CardDef } from '../../../src/engine/cards/card';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { addImportedCards } from '../../../src/engine/cards/pool';
import { rulesText } from '../../../src/engine/cards/rules-text';
import { importCardData } from '../../../src/engine/import/carddata';
import { CASTING_RULES } from '../../../src/engine/magic/casting';
import { cardInfo } from '../../../src/engine/magic/card-db';
import { MANUAL_RULES } from '../../../src/engine/magic/manual';
import { manaValue } from '../../../src/engine/mana';
import { scenario as built, type ScenarioSpec } from './scenario';
import { magicCrawl } from '../../../src/engine/variants/magic-crawl';
import { ADVENTURER, MODAL, SPLIT, TRANSFORMING, spell } from '../cards/several-faces';

/**
 * Cards of several faces played by the rules: a split card's halves (CR
 * 709), a modal double-faced card's faces (CR 712), an adventurer and its
 * Adventure (CR 715), and the faces the engine does not reach by itself
 * (transform, flip), which the player turns over by hand. The cards are
 * invented for these tests, their effects written as data; the scenario
 * checks the state's consistency (card conservation with faces) after
 * every action.
 */

const CARDS = [SPLIT, ADVENTURER, MODAL, TRANSFORMING];

/** A scenario whose game carries these cards in its setup, as a saved game does. */
function scenario(spec: ScenarioSpec) {
  return built({ ...spec, options: { ...spec.options, cards: CARDS as CardDefData[] } });
}

before(() => addImportedCards(CARDS));

describe('Rules › cards of several faces', () => {
  it('CR 709.3: either half of a split card is cast from the hand, named by `face`; the card itself never is', () => {
    const s = scenario({ hand: ['Test Flare // Test Chill'], battlefield: ['Island', 'Island', 'Mountain'], foes: ['Grizzly Bears'] });
    const id = s.handId('Test Flare // Test Chill');
    const bears = s.foe().id;
    assert.ok(s.isLegal({ type: 'cast', card: id, face: 0, target: bears }));
    assert.ok(s.isLegal({ type: 'cast', card: id, face: 1, target: bears }));
    assert.ok(!s.legal().some((a) => a.type === 'cast' && a.face === undefined), 'no cast of the whole card is offered');
    const refused = s.refuse({ type: 'cast', card: id, target: bears }, CASTING_RULES.face);
    assert.match(refused.message, /split card: choose which half to cast \(face 0, Test Flare; face 1, Test Chill\)/);
    s.refuse({ type: 'cast', card: id, face: 2, target: bears }, CASTING_RULES.face);
    // The half cast is the spell: its cost, its target, its effects.
    const library = s.state.you.library.cards.length;
    s.act({ type: 'cast', card: id, face: 1, target: bears });
    assert.equal(s.foe().tapped, true);
    assert.equal(s.state.you.library.cards.length, library - 1, 'Test Chill draws a card');
    assert.equal(s.state.battlefield.filter((p) => p.controller === 'you' && p.tapped).length, 2, 'its cost {1}{U} only, not the whole card\'s');
    assert.match(s.said, /^Cast Test Chill \(Test Flare \/\/ Test Chill\) targeting Grizzly Bears/);
    // And the whole card goes to the graveyard.
    assert.deepEqual(s.graveyard, ['Test Flare // Test Chill']);
  });

  it('CR 709.3a: only the half cast counts as it is cast: an instant half in the encounter\'s turn, never its sorcery half', () => {
    const s = scenario({ hand: ['Test Flare // Test Chill'], battlefield: ['Mountain', 'Island', 'Island', { card: 'Grizzly Bears' }], foes: ['Craw Wurm'], foeAttacks: true });
    const id = s.handId('Test Flare // Test Chill');
    const casts = s.legal().filter((a) => a.type === 'cast');
    assert.ok(casts.length > 0 && casts.every((a) => a.type === 'cast' && a.face === 0), 'Test Flare, an instant, only');
    s.refuse({ type: 'cast', card: id, face: 1, target: s.foe().id }, CASTING_RULES.sorcerySpeed);
    s.act({ type: 'cast', card: id, face: 0, target: s.foe().id });
    assert.equal(s.foe().damage, 2);
  });

  it('CR 709.4: in the hand a split card has both halves\' colours and their mana values together; its text shows each half', () => {
    const info = cardInfo('Test Flare // Test Chill');
    assert.deepEqual(info.def.colours, ['U', 'R']);
    assert.equal(manaValue(info.cost), 3);
    assert.deepEqual(rulesText(SPLIT), [
      'Test Flare (left half): {R} Instant',
      'Test Flare deals 2 damage to any target.',
      'Test Chill (right half): {1}{U} Sorcery',
      'Tap target creature. Draw a card.',
    ]);
  });

  it('the half is named on the CLI and on the playmat', () => {
    const s = scenario({ hand: ['Test Flare // Test Chill'], battlefield: ['Island', 'Island', 'Mountain'], foes: ['Grizzly Bears'] });
    const action = { type: 'cast' as const, card: s.handId('Test Flare // Test Chill'), face: 1, target: s.foe().id };
    assert.equal(magicCrawl.text.action(s.game, action), 'cast Test Chill (right half of Test Flare // Test Chill) → Grizzly Bears');
    // The playmat's label: the one its table view gives the offered action.
    const offered = magicCrawl.tableView(s.game, s.legal()).actions.find((a) => isDeepStrictEqual(a.action, action));
    assert.equal(offered?.label, 'Cast Test Chill (right half) on Grizzly Bears');
  });

  it('CR 712: a modal card is cast as its front, or played as its land face (`face: 1`), which the permanent shows until it leaves', () => {
    const s = scenario({ hand: ['Test Sentinel // Test Hollow', 'Test Sentinel // Test Hollow'], battlefield: ['Forest'] });
    const [first, second] = s.state.you.hand.map((c) => c.id);
    assert.ok(s.isLegal({ type: 'playLand', card: first!, face: 1 }));
    assert.ok(!s.isLegal({ type: 'playLand', card: first! }), 'its front is no land');
    s.refuse({ type: 'playLand', card: first! }, CASTING_RULES.notALand);
    s.act({ type: 'playLand', card: first!, face: 1 });
    assert.equal(s.said, 'Played Test Hollow (Test Sentinel // Test Hollow)');
    const hollow = s.perm('Test Hollow');
    assert.deepEqual([hollow.original, cardInfo(hollow.card).land, cardInfo(hollow.card).produces], ['Test Sentinel // Test Hollow', true, ['G']]);
    // Its front, cast with the Forest and the Hollow.
    s.act({ type: 'cast', card: second! });
    assert.deepEqual([s.perm('Test Sentinel // Test Hollow').original, cardInfo('Test Sentinel // Test Hollow').creature], [undefined, true]);
    // A face leaves as the whole card.
    s.act({ type: 'moveCard', card: hollow.id, to: 'hand' });
    assert.deepEqual(s.hand, ['Test Sentinel // Test Hollow']);
    assert.equal(s.said, 'By hand: moved Test Hollow (Test Sentinel // Test Hollow) from the battlefield to your hand');
  });

  it('CR 715: an Adventure is cast from the hand, then waits in exile, from where only its creature is cast', () => {
    const s = scenario({ hand: ['Test Ogre // Test Toss'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], foes: ['Grizzly Bears'] });
    const id = s.handId('Test Ogre // Test Toss');
    assert.ok(s.isLegal({ type: 'cast', card: id }), 'the creature');
    s.act({ type: 'cast', card: id, face: 1, target: s.foe().id });
    assert.match(s.said, /^Cast Test Toss \(Test Ogre \/\/ Test Toss\) targeting Grizzly Bears.*Test Ogre \/\/ Test Toss went on an adventure/);
    assert.deepEqual(s.state.you.exile, [{ id, card: 'Test Ogre // Test Toss', adventure: true }]);
    assert.deepEqual(s.graveyard, []);
    assert.ok(!s.legal().some((a) => a.type === 'cast' && a.face === 1), 'not its Adventure again');
    s.refuse({ type: 'cast', card: id, face: 1, target: 'you' }, CASTING_RULES.face);
    assert.equal(magicCrawl.text.action(s.game, { type: 'cast', card: id }), 'cast Test Ogre // Test Toss from exile (back from its adventure)');
    s.act({ type: 'cast', card: id });
    assert.deepEqual([s.perm('Test Ogre // Test Toss').id, s.exile], [id, []]);
  });

  it('a face the engine does not reach by itself is turned up by hand (turnOver), and back', () => {
    const s = scenario({ battlefield: [{ card: 'Test Watcher // Test Stalker', counters: 1 }], hand: ['Test Watcher // Test Stalker'], library: ['Forest', 'Forest', 'Forest'] });
    const id = s.perm('Test Watcher // Test Stalker').id;
    // Only its front is cast.
    s.refuse({ type: 'cast', card: s.handId('Test Watcher // Test Stalker'), face: 1 }, CASTING_RULES.face);
    s.act({ type: 'turnOver', card: id, face: 1 });
    assert.equal(s.said, 'By hand: turned Test Watcher // Test Stalker over to Test Stalker');
    const stalker = s.perm('Test Stalker');
    assert.deepEqual([stalker.id, stalker.original, stalker.counters, cardInfo(stalker.card).def.power], [id, 'Test Watcher // Test Stalker', 1, 4], 'the same object, its counter kept, the back face up');
    s.refuse({ type: 'turnOver', card: id, face: 1 }, MANUAL_RULES.face);
    s.act({ type: 'turnOver', card: id, face: 0 });
    assert.deepEqual([s.perm('Test Watcher // Test Stalker').id, s.perm('Test Watcher // Test Stalker').original], [id, undefined]);
    // A card of one face has none to turn to.
    const forest = scenario({ battlefield: ['Forest'] });
    forest.refuse({ type: 'turnOver', card: forest.perm('Forest').id, face: 1 }, MANUAL_RULES.face);
  });

  it('a game with cards of several faces saves, reads back and replays', () => {
    const s = scenario({ hand: ['Test Sentinel // Test Hollow', 'Test Ogre // Test Toss', 'Test Flare // Test Chill'], battlefield: ['Mountain', 'Mountain', 'Island'], foes: ['Grizzly Bears'] });
    s.act({ type: 'playLand', card: s.handId('Test Sentinel // Test Hollow'), face: 1 });
    s.act({ type: 'cast', card: s.handId('Test Ogre // Test Toss'), face: 1, target: s.foe().id });
    const text = writeSave(s.game);
    const read = readSave(text);
    assert.ok(read.ok, read.ok ? '' : JSON.stringify(read.problems));
    assert.equal(writeSave(read.game), text);
  });

  it('imported cards of several faces: each face the rules allow is offered; a half read from its text resolves by itself', () => {
    const imported = importCardData(readFileSync(join(__dirname, '../../fixtures/carddata/scryfall-faces.json'), 'utf8')).cards.map((c) => c.def);
    addImportedCards(imported);
    const s = built({ hand: ['Spark // Frost', 'Dig // Bury'], battlefield: ['Island', 'Island', 'Mountain', 'Forest', 'Swamp', 'Swamp'], graveyard: ['Craw Wurm'], foes: ['Grizzly Bears'], options: { cards: imported as CardDefData[] } });
    const casts = s.legal().flatMap((a) => (a.type === 'cast' ? [`${s.state.you.hand.find((c) => c.id === a.card)!.card}/${a.face}`] : []));
    assert.deepEqual([...new Set(casts)], ['Spark // Frost/0', 'Spark // Frost/1', 'Dig // Bury/0'], 'Bury, an Aftermath half, is cast from the graveyard: by hand');
    s.act({ type: 'cast', card: s.handId('Spark // Frost'), face: 0, target: s.foe().id });
    assert.ok(!s.has('Grizzly Bears'), 'Spark, read from its text, dealt its 2 damage');
    assert.deepEqual(s.graveyard, ['Craw Wurm', 'Spark // Frost']);
  });
});
