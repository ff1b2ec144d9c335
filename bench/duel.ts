import { chooseDuelAction, duelSetup } from '../src/engine/variants/duel';
import { tableGameRows } from './table-game';
import type { Row } from './measure';

/**
 * The Magic table's rows (see tableGameRows): a four-seat single-deck game,
 * the computer at every seat, games a second on one core and the computer's
 * thinking time per decision. The issue sets no games target for it.
 */
export function duelRows(): Row[] {
  return tableGameRows({
    title: 'Magic table, 4 seats, single deck',
    variant: 'duel',
    seed: 'bench-table',
    simArgs: ['--players', '4', '--format', 'single-deck'],
    gamesTarget: null,
    setup(i) {
      const made = duelSetup({ seed: `bench-think-${i}`, format: 'single-deck', players: [{ control: 'human' }, { control: 'computer' }, { control: 'computer' }, { control: 'computer' }] });
      if (!made.ok) throw new Error(made.error.message);
      return made.setup;
    },
    choose: chooseDuelAction,
  });
}
