import { strict as assert } from 'node:assert';
import { newSave, takeAction, type OptionFiles, type SaveFile } from '../../../src/engine';
import { rollDie, seedRng, type RngState } from '../../../src/engine/rng';
import { applyMayhem, initialState, mayhem, type HeroState, type MayhemAction, type MayhemSetup, type MayhemState, type MonsterState, type Square } from '../../../src/engine/variants/mayhem';

/**
 * Hand-built positions for the scenario tests: a layout of tiles (null face
 * down), heroes and monsters where a test wants them, and the die set to
 * roll what the scenario needs (a seed is searched for whose rolls begin so;
 * a 0 stands for any value: a card drawn from a one-card pile uses a step too).
 */

export const setupFor = (heroes: string[], options: Partial<MayhemSetup['options']> = {}): MayhemSetup => ({
  variant: 'mayhem',
  edition: 2,
  seed: 'scenario',
  mode: 'cooperative',
  options: { tiles: 9, encountersRefresh: false, halfRounding: 'down', ...options },
  seats: heroes.map((hero) => ({ hero, control: 'human' })),
});

/** A square of the tile at (col, row), at (x, y) within it. */
export const sq = (col: number, row: number, x: number, y: number): Square => ({ x: col * 7 + x, y: row * 7 + y });

export interface Scene {
  places: (string | null)[][];
  faceDown?: string[];
  heroes: { at: Square; hp?: number; items?: string[]; gold?: number; effects?: HeroState['effects'] }[];
  monsters?: { monster: string; at: Square; hp?: number; boss?: boolean }[];
  rolls?: number[];
}

export function rngRolling(rolls: readonly number[]): RngState {
  for (let i = 0; i < 200_000; i++) {
    let rng = seedRng(`rolls-${i}`);
    const start = rng;
    let ok = true;
    for (const want of rolls) {
      const r = rollDie(rng);
      rng = r.rng;
      if (want !== 0 && r.value !== want) {
        ok = false;
        break;
      }
    }
    if (ok) return start;
  }
  throw new Error(`no seed rolls ${rolls.join(', ')}`);
}

export function position(setup: MayhemSetup, scene: Scene): MayhemState {
  const base = initialState(setup);
  const heroes: HeroState[] = scene.heroes.map((h, i) => ({
    ...base.heroes[i]!,
    at: h.at,
    ...(h.hp === undefined ? {} : { hp: h.hp }),
    ...(h.items === undefined ? {} : { items: [...h.items].sort() }),
    gold: h.gold ?? 0,
    effects: h.effects ?? [],
    usedThisRound: [],
    boosts: [],
  }));
  const monsters: MonsterState[] = (scene.monsters ?? []).map((m, i) => ({
    number: i + 1,
    monster: m.monster,
    boss: m.boss ?? false,
    hp: m.hp ?? 5,
    at: m.at,
    facing: 'north',
    effects: [],
    spawnedRound: 1,
  }));
  return {
    ...base,
    places: scene.places,
    faceDown: scene.faceDown ?? [],
    heroes,
    monsters,
    nextNumber: monsters.length + 1,
    bossSpawned: monsters.some((m) => m.boss),
    rng: scene.rolls ? rngRolling(scene.rolls) : base.rng,
  };
}

/** A one-tile dungeon of the entrance alone. */
export const ENTRANCE = [['sunken-stair']];

/** Applies actions that must all be legal, and gives the state after them. */
export function ok(setup: MayhemSetup, state: MayhemState, ...actions: MayhemAction[]): MayhemState {
  let s = state;
  for (const a of actions) {
    const r = applyMayhem(setup, s, a);
    if (!r.ok) assert.fail(`refused ${JSON.stringify(a)}: ${r.error.rule} ${r.error.message}`);
    s = r.state;
  }
  return s;
}

/** Refused with this rule, and the state untouched. */
export function refused(setup: MayhemSetup, state: MayhemState, action: MayhemAction, rule: string): void {
  const before = structuredClone(state);
  const r = applyMayhem(setup, state, action);
  assert.equal(r.ok, false, `expected ${JSON.stringify(action)} to be refused`);
  if (!r.ok) assert.equal(r.error.rule, rule);
  assert.deepEqual(state, before);
}

const NO_FILES: OptionFiles = { text: () => '', cardData: () => ({ lookups: {} as never, found: false }), note: () => undefined };

/** A setup as `crawl new --variant mayhem` makes it from these options and seed. */
export function setupOf(values: Record<string, string | boolean>, seed = 'variant'): MayhemSetup {
  const made = mayhem.cli.setup(values, seed, NO_FILES);
  assert.ok(made.ok, made.ok ? '' : made.problems.join('; '));
  return made.value;
}

/** The game played by the computer's choices (every hero's seat its own) until `until` holds of it, the game ends, or `limit` actions. */
export function playUntil(game: SaveFile, until: (s: MayhemState) => boolean, limit = 400): SaveFile {
  for (let i = 0; i < limit && !until(game.state as MayhemState) && game.state.phase.type !== 'over'; i++) {
    const action = mayhem.computer.choose(game as never);
    assert.ok(action);
    const taken = takeAction(game, action);
    assert.ok(taken.ok, taken.ok ? '' : taken.error.message);
    game = taken.game;
  }
  return game;
}

/** A new game of `setup` played by the computer for `actions` actions (or to its end). */
export function played(setup: MayhemSetup, actions: number): SaveFile {
  return playUntil(newSave(setup), () => false, actions);
}
