import { type SaveFile, takeAction, variantOf } from '../engine';
import { CliError } from './io';

/**
 * The computer answers, as it does on the playmat: while the game waits on
 * a seat it plays, it takes its actions, each one saved through `save` and
 * told through `told` as its log line. Returns the game as it then stands.
 */
export function computerAnswers(game: SaveFile, save: (next: SaveFile) => void, told: (line: string) => void): SaveFile {
  const computer = variantOf(game.setup).computer;
  let now = game;
  for (let guard = 0; computer?.toAct(now) && guard < 10_000; guard++) {
    const action = computer.choose(now);
    if (!action) break;
    const taken = takeAction(now, action);
    if (!taken.ok) throw new CliError(`the computer chose an action the rules refuse: ${taken.error.message}`);
    now = taken.game;
    save(now);
    told(`${taken.entry.seq}. ${taken.entry.text}`);
  }
  return now;
}
