import { type CrawlAction as Action, cardInfo, hexDistance, type CrawlSave as SaveFile } from '../../../src/engine';

/**
 * A plain player for the tests that play a game to its end: it picks one of
 * the actions the host offers (`legal` in the `game` message), the way a
 * person clicking the playmat would, never an action of its own making.
 *
 * Keep the opening hand; answer a question with its first answer; travel
 * towards the first "reach" goal; play a land, cast creature spells that need
 * no target, attack the encounter with every creature that can; block an
 * attacker with a creature that survives it; otherwise pass. With the
 * `pass` style it only keeps, answers, moves and passes: it never fights.
 */
export function choose(game: Pick<SaveFile, 'setup' | 'state'>, legal: readonly Action[], style: 'fight' | 'pass' = 'fight'): Action {
  if (legal.length === 0) throw new Error(`no legal action in phase ${JSON.stringify(game.state.phase)}`);
  const { state } = game;
  const of = <T extends Action['type']>(type: T) => legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);

  const keep = of('keep')[0];
  if (keep) return keep;
  if (state.prompt) return legal[0]!;

  if (state.phase.type === 'travel') {
    const goal = game.setup.options.goals.find((g) => g.type === 'reach');
    const moves = of('move');
    if (!goal || goal.type !== 'reach') return moves[0] ?? legal[0]!;
    return [...moves].sort((a, b) => hexDistance(a.to, goal.hex) - hexDistance(b.to, goal.hex))[0] ?? legal[0]!;
  }
  if (style === 'pass') return of('pass')[0] ?? legal[0]!;

  if (state.phase.type === 'foe') {
    const attackers = state.combat?.attackers ?? [];
    for (const b of of('block')) {
      if (state.combat?.blocks.some((x) => x.id === b.creature)) continue; // already blocking: leave it
      if (state.combat?.blocks.some((x) => x.attacker === b.attacker)) continue;
      const mine = state.battlefield.find((p) => p.id === b.creature);
      const theirs = state.battlefield.find((p) => p.id === b.attacker && attackers.some((a) => a.id === p.id));
      if (mine && theirs && toughness(mine.card) > power(theirs.card)) return b;
    }
    return of('pass')[0] ?? legal[0]!;
  }

  const land = of('playLand')[0];
  if (land) return land;
  const nameOf = (id: number) => state.you.hand.find((c) => c.id === id)?.card;
  const creature = of('cast').find((c) => c.target === undefined && c.x === undefined && cardInfo(nameOf(c.card) ?? 'Forest').creature);
  if (creature) return creature;
  const attacking = new Set((state.combat?.attackers ?? []).map((a) => a.id));
  const attack = of('attack').find((a) => !attacking.has(a.creature));
  if (attack) return attack;
  return of('pass')[0] ?? legal[0]!;
}

function power(card: string): number {
  return Number(cardInfo(card).def.power ?? 0);
}

function toughness(card: string): number {
  return Number(cardInfo(card).def.toughness ?? 0);
}
