import { castleSetup, chooseCastleAction, starterDeck } from '../src/engine/variants/castle';
import { tableGameRows } from './table-game';
import type { Row } from './measure';

/** Castle Magic's rows (see tableGameRows), measured as Frontier's are. */
export function castleRows(): Row[] {
  return tableGameRows({
    title: 'Castle',
    variant: 'castle',
    seed: 'bench-castle',
    setup(i) {
      const [green, red] = [starterDeck('green')!, starterDeck('red')!];
      const made = castleSetup({ seed: `bench-think-${i}`, south: { deck: green.deck, stock: green.stock }, north: { deck: red.deck, stock: red.stock, control: 'computer' } });
      if (!made.ok) throw new Error(made.error.message);
      return made.setup;
    },
    choose: chooseCastleAction,
  });
}
