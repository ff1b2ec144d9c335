import { strict as assert } from 'node:assert';
import { drawsForItsTarget, harmsItsTarget, spellAbility } from '../../../src/engine/magic/aims';
import { cardInfo } from '../../../src/engine/magic/card-db';
import { chooseDuelAction } from '../../../src/engine/variants/duel/bot';
import { actingSeat } from '../../../src/engine/variants/duel/flow';
import { act, newGame, type Game } from './game-helpers';

/** The computer at the Magic table, watched over whole games between computer seats. */

describe('the Magic table › the computer', () => {
  it('points harm at opponents and help at its own: a pump only on its own creature in a fight, an Aura that helps only on its own creature, "target player draws" at itself', () => {
    const aimed = { harm: 0, pump: 0, aura: 0, draw: 0 };
    for (let i = 0; i < 30; i++) {
      // Green's Giant Growth, white's Holy Strength and black's Unholy Strength among the decks, all at one table.
      let g: Game = newGame(3, `aims-${i}`);
      for (let n = 0; n < 4000 && g.state.phase.type !== 'over'; n++) {
        const action = chooseDuelAction(g.setup, g.state)!;
        const seat = actingSeat(g.state)!;
        if (action.type === 'cast' && action.target !== undefined) {
          const card = g.state.players.flatMap((z) => z.hand).find((c) => c.id === action.card)!.card;
          const info = cardInfo(card);
          const ability = spellAbility(info);
          if (!info.creature && ability) {
            const target = typeof action.target === 'number' ? g.state.battlefield.find((p) => p.id === action.target) : undefined;
            const theirs = typeof action.target === 'string' ? action.target !== seat : target?.controller !== seat;
            if (harmsItsTarget(ability)) {
              assert.ok(theirs, `${seat} aims ${card} at an opponent's`);
              aimed.harm++;
            } else {
              assert.ok(!theirs, `${seat} aims ${card}, which helps, at its own (not at ${target?.card} of ${target?.controller})`);
              if (ability.kind === 'aura') aimed.aura++;
              else if (drawsForItsTarget(ability)) {
                assert.equal(action.target, seat, `${card}: its cards are for its caster`);
                aimed.draw++;
              } else {
                const combat = g.state.combat;
                assert.ok(combat && (combat.attackers.some((a) => a.id === action.target) || combat.blocks.some((b) => b.id === action.target)), `${card} on a creature in a fight`);
                aimed.pump++;
              }
            }
          }
        }
        g = act(g, action);
      }
    }
    assert.ok(aimed.harm > 0 && aimed.pump > 0 && aimed.aura > 0, `each kind was cast: ${JSON.stringify(aimed)}`);
  });

  it('casts no draw spell that would leave fewer than five cards in its own library; with a single deck, which refills from the graveyards, it does', () => {
    const withDivination = (g: Game, library: number, card = 'Divination'): Game => {
      const s = structuredClone(g.state);
      const seat = actingSeat(s)!;
      const z = s.players[Number(seat.slice(1)) - 1]!;
      z.hand = [{ id: 990, card }];
      // Its land for the turn played: a Landless seat could play the card as one instead.
      if (s.phase.type === 'turn') s.phase.landPlayed = true;
      s.battlefield = s.battlefield.filter((p) => p.controller !== seat);
      const land = card === 'Sign in Blood' ? 'Swamp' : 'Island';
      [991, 992, 993].forEach((id) => s.battlefield.push({ id, card: land, controller: seat, tapped: false, sick: false, damage: 0, counters: 0 }));
      s.counters.nextId = 994;
      const source = z.library.cards.length > 0 ? z.library : s.players[0]!.library;
      source.cards = Array.from({ length: library }, () => 'Island');
      source.bottom = [];
      delete source.top;
      return { setup: g.setup, state: s };
    };
    const chosen = (g: Game) => chooseDuelAction(g.setup, g.state);
    const casts = (g: Game) => chosen(g)?.type === 'cast';
    const atMain = (format: 'decks' | 'single-deck') => {
      let g = newGame(2, `draws-${format}`, { format });
      for (let n = 0; n < 400 && !(g.state.phase.type === 'turn' && g.state.phase.step === 'main1' && g.state.priority?.seat === g.state.phase.seat && g.state.stack.length === 0); n++) g = act(g, chooseDuelAction(g.setup, g.state)!);
      assert.ok(g.state.phase.type === 'turn' && g.state.phase.step === 'main1', 'a main phase was reached');
      return g;
    };
    const decks = atMain('decks');
    assert.ok(casts(withDivination(decks, 20)), 'with twenty cards left it draws two');
    assert.ok(!casts(withDivination(decks, 6)), 'with six left it keeps them');
    assert.ok(casts(withDivination(atMain('single-deck'), 6)), 'a single deck refills: it draws');
    // "Target player draws two cards and loses 2 life": at itself, while its library can spare them.
    const sign = withDivination(decks, 20, 'Sign in Blood');
    const aimed = chosen(sign);
    assert.ok(aimed?.type === 'cast' && aimed.target === actingSeat(sign.state), `Sign in Blood at itself, not ${JSON.stringify(aimed)}`);
    assert.ok(!casts(withDivination(decks, 6, 'Sign in Blood')));
  });
});
