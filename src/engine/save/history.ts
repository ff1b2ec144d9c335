import type { GameState } from '../game';
import { variantOf } from '../variants/registry';
import type { AnyVariant } from '../variants/variant';
import type { SaveFile } from './schema';

/** A state is kept every this many actions, so any step is at most this many actions away. */
const CHECKPOINT_EVERY = 32;

/**
 * A saved game's past, for stepping back and forth through it (the replay
 * scrubber). `at(step)` is the game as it stood after its first `step`
 * actions: the same setup, the log cut there, the state replayed. States are
 * replayed once and kept every few dozen actions, so dragging a slider over a
 * long game costs a few actions per step, not the whole log each time.
 */
export class GameHistory<G extends SaveFile = SaveFile> {
  /** checkpoints[i] is the state after i × CHECKPOINT_EVERY actions. */
  private readonly checkpoints: GameState[];
  private last: { step: number; state: GameState };

  private readonly variant: AnyVariant;

  constructor(readonly game: G) {
    this.variant = variantOf(game.setup);
    this.checkpoints = [this.variant.initialState(game.setup)];
    this.last = { step: 0, state: this.checkpoints[0]! };
  }

  /** The number of actions in the log: the steps run from 0 (the opening) to this. */
  get length(): number {
    return this.game.log.length;
  }

  /** The game after `step` actions (clamped to the log). A log that no longer replays is an error: it was checked when read. */
  at(step: number): G {
    const n = Math.max(0, Math.min(this.length, Math.floor(step)));
    if (n === this.length) return this.game;
    return { ...this.game, state: this.stateAt(n), log: this.game.log.slice(0, n) } as G;
  }

  private stateAt(step: number): GameState {
    // Start from the nearest known state at or before the step: the last one asked for, or a checkpoint.
    const checkpoint = Math.min(Math.floor(step / CHECKPOINT_EVERY), this.checkpoints.length - 1);
    let at = checkpoint * CHECKPOINT_EVERY;
    let state = this.checkpoints[checkpoint]!;
    if (this.last.step <= step && this.last.step > at) ({ step: at, state } = this.last);
    for (; at < step; at++) {
      const applied = this.variant.apply(this.game.setup, state, this.game.log[at]!.action);
      if (!applied.ok) throw new Error(`Action ${at + 1} of the log cannot be replayed: ${applied.error.message}`);
      state = applied.state;
      // Passing the next checkpoint not yet kept: keep it.
      if (at + 1 === this.checkpoints.length * CHECKPOINT_EVERY) this.checkpoints.push(state);
    }
    this.last = { step, state };
    return state;
  }
}
