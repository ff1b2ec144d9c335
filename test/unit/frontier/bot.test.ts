import { strict as assert } from 'node:assert';
import { legalActions } from '../../../src/engine';
import type { CardDef } from '../../../src/engine/cards/card';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { addImportedCards } from '../../../src/engine/cards/pool';
import { cardInfo } from '../../../src/engine/magic/card-db';
import { chooseFrontierAction } from '../../../src/engine/variants/frontier';
import { actingSeat } from '../../../src/engine/variants/frontier/flow';
import { frontierBoard, moment, newFrontier, signInBloodMoment, take, type Moment } from './game-helpers';
import type { FrontierSave } from './game-helpers';

/** Frontier's computer, watched over whole games against itself. */

describe('Frontier Magic › the computer', () => {
  it('keeps a pump for one of its creatures in a fight (an attack on the stack it makes or meets), never on the other player\'s', () => {
    let pumps = 0;
    for (let i = 0; i < 15; i++) {
      // Green's Giant Growth against red's Kindled Fury.
      let game = newFrontier(`pumps-${i}`);
      for (let n = 0; n < 3000 && game.state.phase.type !== 'over'; n++) {
        const action = chooseFrontierAction(game.setup, game.state)!;
        if (action.type === 'cast' && typeof action.target === 'number') {
          const seat = actingSeat(game.state);
          const card = game.state.players[seat!].hand.find((c) => c.id === action.card)!.card;
          const pump = cardInfo(card).abilities.some((a) => a.kind === 'spell' && a.effects.some((e) => e.do === 'pump' && e.power + e.toughness > 0));
          if (pump) {
            const target = game.state.battlefield.find((p) => p.id === action.target)!;
            assert.equal(target.controller, seat, `${card} on its own creature, not ${target.card}`);
            const fight = game.state.stack.some((item) => item.kind === 'attack' && (item.creature === target.id || item.target === target.id));
            assert.ok(fight, `${card} on ${target.card} while it attacks or is attacked`);
            pumps++;
          }
        }
        game = take(game, action);
      }
    }
    assert.ok(pumps >= 3, `pumps were cast (${pumps})`);
  });

  describe('Auras', () => {
    /**
     * South's Grizzly Bears (1) and Savannah Lions (4) on Plains (two white mana), North's Hill Giant (2) and Gray Ogre (3)
     * out of reach; South has moved and attacked already, so only its spells are left to choose.
     */
    const auraMoment = (card: string, pacified: readonly number[] = []): FrontierSave => {
      const g = moment({
        board: frontierBoard(`
          S@2 S S@3
          S S S
          P@1 P@4 S
        `),
        permanents: [
          { id: 1, card: 'Grizzly Bears', controller: 'south' },
          { id: 4, card: 'Savannah Lions', controller: 'south' },
          { id: 2, card: 'Hill Giant', controller: 'north' },
          { id: 3, card: 'Gray Ogre', controller: 'north' },
          ...pacified.map((id, i) => ({ id: 10 + i, card: 'Pacifism', controller: 'south' as const, attachedTo: id })),
        ],
        hands: { south: [card] },
        north: 'computer',
      });
      return { ...g, state: { ...g.state, finished: ['moving', 'attacking'] } } as FrontierSave;
    };
    const aimOf = (g: FrontierSave) => {
      const action = chooseFrontierAction(g.setup, g.state);
      return action?.type === 'cast' && action.card === g.state.players.south.hand[0]!.id ? action.target : undefined;
    };

    it('aims a helping Aura (Holy Strength) at one of its own creatures, never at the other player\'s', () => {
      const target = aimOf(auraMoment('Holy Strength'));
      assert.ok(target === 1 || target === 4, `Holy Strength on its own creature, not #${String(target)}`);
    });

    it('aims a harmful Aura (Pacifism) at the other player\'s creature, and not at one it has pacified already', () => {
      const first = aimOf(auraMoment('Pacifism'));
      assert.ok(first === 2 || first === 3, `Pacifism on North's creature, not #${String(first)}`);
      assert.equal(aimOf(auraMoment('Pacifism', [2])), 3, 'the Hill Giant is pacified already: the Ogre');
      assert.equal(aimOf(auraMoment('Pacifism', [2, 3])), undefined, 'both are: no Pacifism at all');
    });

    it('puts no helping Aura on the other player\'s pacified creature', () => {
      const target = aimOf(auraMoment('Holy Strength', [2, 3]));
      assert.ok(target === 1 || target === 4, `Holy Strength on its own creature, not #${String(target)}`);
    });
  });

  describe('cycling', () => {
    /** A creature with cycling {1} (CR 702.29a), invented for the tests. */
    const DRAKE = { name: 'Test Cycling Drake', manaCost: '{4}{U}', colours: ['U'], types: ['Creature'], subtypes: ['Drake'], power: 3, toughness: 3, keywords: ['flying'], abilities: [{ kind: 'activated', from: 'hand', cost: { mana: '{1}', discardSelf: true }, effects: [{ do: 'draw', amount: 1 }] }] } as const satisfies CardDef;
    const cycle = { type: 'activate', card: 100, ability: 0 };
    /** South's Bears on a Swamp beside another (two lands within reach), the Drake in hand, at a step of South's turn. */
    const at = (step: 'main' | 'end', more: Partial<Moment> = {}): FrontierSave => {
      addImportedCards([DRAKE]);
      const g = signInBloodMoment({ hands: { south: [DRAKE.name] }, cards: [DRAKE as unknown as CardDefData], ...more });
      return { ...g, state: { ...g.state, phase: { ...g.state.phase, step } as FrontierSave['state']['phase'] } } as FrontierSave;
    };

    it('cycles a card it could not cast with its lands within reach and one more, in an end step with the stack empty', () => {
      const end = at('end');
      assert.ok(legalActions(end).some((a) => JSON.stringify(a) === JSON.stringify(cycle)), 'it could cycle');
      assert.deepEqual(chooseFrontierAction(end.setup, end.state), cycle);
    });

    it('not in its main phase, where its creatures may need to stay untapped to move and attack', () => {
      const main = at('main');
      assert.ok(legalActions(main).some((a) => JSON.stringify(a) === JSON.stringify(cycle)), 'it could cycle');
      assert.notDeepEqual(chooseFrontierAction(main.setup, main.state), cycle);
    });

    it('not while its library cannot spare the draw', () => {
      const g = at('end');
      const library = g.state.players.south.library;
      const short = { ...g, state: { ...g.state, players: { ...g.state.players, south: { ...g.state.players.south, library: { ...library, cards: library.cards.slice(0, 4), bottom: [] } } } } } as FrontierSave;
      assert.notDeepEqual(chooseFrontierAction(short.setup, short.state), cycle);
    });
  });

  describe('Sign in Blood and draw spells', () => {
    const signInBlood = (more: Partial<Moment> = {}): FrontierSave => signInBloodMoment({ north: 'computer', ...more });
    const castOf = (g: FrontierSave) => {
      const card = g.state.players.south.hand[0]!.id;
      const action = chooseFrontierAction(g.setup, g.state);
      return action?.type === 'cast' && action.card === card ? action : undefined;
    };

    it('aims "target player draws two cards and loses 2 life" at itself: the cards outweigh the life', () => {
      assert.equal(castOf(signInBlood())?.target, 'south');
    });

    it('aims it at the other player when the life they lose is all they have left', () => {
      assert.equal(castOf(signInBlood({ life: { north: 2 } }))?.target, 'north');
    });

    it('casts no spell that would leave fewer than five cards in its library (a slow game is lost to an empty library)', () => {
      const g = signInBlood();
      const library = g.state.players.south.library;
      const short = { ...g, state: { ...g.state, players: { ...g.state.players, south: { ...g.state.players.south, library: { ...library, cards: library.cards.slice(0, 6), bottom: [] } } } } } as FrontierSave;
      assert.ok(castOf(g), 'with a full library it casts it');
      assert.equal(castOf(short), undefined, 'with six cards left it does not');
    });
  });
});
