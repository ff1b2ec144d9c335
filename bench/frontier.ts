import { chooseFrontierAction, frontierSetup, starterDeck } from '../src/engine/variants/frontier';
import { tableGameRows } from './table-game';
import type { Row } from './measure';

/** Frontier Magic's rows (see tableGameRows). */
export function frontierRows(): Row[] {
  return tableGameRows({
    title: 'Frontier',
    variant: 'frontier',
    seed: 'bench-frontier',
    setup(i) {
      const made = frontierSetup({ seed: `bench-think-${i}`, south: { deck: starterDeck('green')! }, north: { deck: starterDeck('red')!, control: 'computer' } });
      if (!made.ok) throw new Error(made.problems.join('; '));
      return made.setup;
    },
    choose: chooseFrontierAction,
  });
}
