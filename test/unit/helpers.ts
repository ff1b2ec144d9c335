import { strict as assert } from 'node:assert';
import { legalActions, takeAction, type CrawlAction as Action, type GameEvent, type CrawlSave as SaveFile } from '../../src/engine';
import { cardInfo } from '../../src/engine/magic/card-db';
import { magicCrawl } from '../../src/engine/variants/magic-crawl';

/** Takes one action that must be legal, checks the game is still consistent, and gives what it did and the log's words for it. */
export function take(game: SaveFile, action: unknown): { game: SaveFile; events: readonly GameEvent[]; text: string } {
  const r = takeAction(game, action);
  if (!r.ok) assert.fail(`${JSON.stringify(action)}: ${r.error.message}`);
  assert.deepEqual(magicCrawl.problems(r.game.setup, r.game.state), []);
  return { game: r.game, events: r.events, text: r.entry.text };
}

/** The message an action the schema refuses gets (engine.action.malformed), asserting it was refused so. */
export function malformedMessage(game: Parameters<typeof takeAction>[0], action: unknown): string {
  const taken = takeAction(game, action);
  assert.ok(!taken.ok, 'refused');
  assert.equal(taken.error.rule, 'engine.action.malformed');
  return taken.error.message;
}

/** Plays `choices` as indices into the legal actions at each step (wrapping), like a random player. Stops when the game is over. */
export function playChoices(game: SaveFile, choices: readonly number[]): SaveFile {
  let g = game;
  for (const c of choices) {
    const legal = legalActions(g);
    if (legal.length === 0) break;
    const taken = takeAction(g, legal[c % legal.length]);
    if (!taken.ok) throw new Error(`a legal action was refused: ${taken.error.message}`);
    g = taken.game;
  }
  return g;
}

/**
 * A simple, deterministic player that makes progress through a crawl: it
 * keeps its opening hand, answers every question with the first answer,
 * plays a land and casts creatures, attacks with every creature that can,
 * blocks with a creature that survives the block (or any, when the attack
 * would be lethal), and travels to unexplored hexes first. `salt` varies its
 * choice of hex.
 */
export function explorerAction(game: Pick<SaveFile, 'setup' | 'state'>, salt = 0): Action | undefined {
  const legal = legalActions(game);
  if (legal.length === 0) return undefined;
  const s = game.state;
  const first = <T extends Action['type']>(type: T, ok: (a: Extract<Action, { type: T }>) => boolean = () => true) =>
    legal.find((a): a is Extract<Action, { type: T }> => a.type === type && ok(a as Extract<Action, { type: T }>));
  if (s.prompt || s.phase.type === 'mulligan') return first('keep') ?? legal[0];
  if (s.phase.type === 'travel') {
    const moves = legal.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');
    const fresh = moves.filter((a) => s.hexes.some((h) => h.q === a.to.q && h.r === a.to.r && !h.explored));
    const pool = fresh.length > 0 ? fresh : moves;
    return pool[(s.counters.moves * 7 + salt) % pool.length];
  }
  const card = (id: number) => s.you.hand.find((c) => c.id === id)?.card ?? '';
  if (s.phase.type === 'turn') {
    const step = s.phase.step;
    if (step === 'main1' || step === 'main2') {
      const act =
        first('playLand') ??
        first('cast', (a) => a.target === undefined && a.x === undefined && cardInfo(card(a.card)).creature) ??
        first('cast', (a) => typeof a.target === 'number' && s.battlefield.some((p) => p.id === a.target && p.controller === 'foe') && /Bolt|Blast|Doom|Assassinate|Verdict/.test(card(a.card)));
      if (act) return act;
    }
    if (step === 'attackers') {
      const attacking = new Set((s.combat?.attackers ?? []).map((a) => a.id));
      const attack = first('attack', (a) => !attacking.has(a.creature));
      if (attack) return attack;
    }
    return first('pass') ?? legal[0];
  }
  if (s.phase.type === 'foe' && s.combat) {
    const blocking = new Set(s.combat.blocks.map((b) => b.id));
    const incoming = s.combat.attackers.reduce((n, a) => n + power(game, a.id), 0);
    const block = first('block', (a) => {
      if (blocking.has(a.creature)) return false;
      const mine = s.battlefield.find((p) => p.id === a.creature)!;
      const toughness = (cardInfo(mine.card).def.toughness ?? 0) + mine.counters;
      return toughness > power(game, a.attacker) || incoming >= s.you.life;
    });
    return block ?? first('pass') ?? legal[0];
  }
  return legal[0];
}

function power(game: Pick<SaveFile, 'state'>, id: number): number {
  const p = game.state.battlefield.find((x) => x.id === id);
  return p ? (cardInfo(p.card).def.power ?? 0) + p.counters + (p.pumped?.power ?? 0) : 0;
}

/** Plays `steps` actions of the explorer (fewer if the game ends). */
export function explore(game: SaveFile, steps: number, salt = 0): SaveFile {
  let g = game;
  for (let i = 0; i < steps; i++) {
    const action = explorerAction(g, salt);
    if (!action) break;
    const taken = takeAction(g, action);
    if (!taken.ok) throw new Error(`${JSON.stringify(action)}: ${taken.error.message}`);
    g = taken.game;
  }
  return g;
}

/**
 * From the opening hand to the first choice of a hex, doing nothing on the
 * way: keeps the hand, ends each preparation round, and discards the first
 * card when the hand is too big.
 */
export function toTravel(game: SaveFile): SaveFile {
  let g = game;
  for (let i = 0; i < 100 && g.state.phase.type !== 'travel'; i++) {
    const s = g.state;
    const action: Action =
      s.prompt?.type === 'discard' || s.prompt?.type === 'bottom'
        ? { type: s.prompt.type, card: s.you.hand[0]!.id }
        : s.phase.type === 'mulligan'
          ? { type: 'keep' }
          : { type: 'endTurn' };
    const taken = takeAction(g, action);
    if (!taken.ok) throw new Error(`${JSON.stringify(action)}: ${taken.error.message}`);
    g = taken.game;
  }
  if (g.state.phase.type !== 'travel') throw new Error(`never reached travel: ${JSON.stringify(g.state.phase)}`);
  return g;
}
