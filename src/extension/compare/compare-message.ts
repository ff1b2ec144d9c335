import { hexKey } from '../../engine/hex';
import { gameDiff } from '../../engine/save/game-diff';
import type { SaveFile } from '../../engine/save/schema';
import { timeline } from '../../engine/save/timeline';
import type { CompareSide, ShowCompareMessage } from '../../protocol/messages';

/** A save to compare and where it came from, in the words the view shows. */
export interface CompareSource {
  readonly label: string;
  readonly detail: string;
  readonly game: SaveFile;
}

/**
 * Two saves of a game side by side. When one log extends the other, the
 * earlier save goes on the left, so the view always reads from left to
 * right as the game went on; otherwise the order given is kept.
 * Made without `vscode`, so the webview tests draw exactly what the host posts.
 */
export function compareMessage(first: CompareSource, second: CompareSource): ShowCompareMessage {
  const t = timeline(first.game, second.game);
  const [left, right] = t.relation === 'a-extends-b' ? [second, first] : [first, second];
  const diff = gameDiff(left.game, right.game);
  const sides = { left: side(left, right), right: side(right, left) };
  switch (t.relation) {
    case 'different-games':
      return {
        type: 'compare',
        ...sides,
        relation: 'different-games',
        summary: `Not the same game: the two files were set up differently (seed ${left.game.setup.seed} and ${right.game.setup.seed}), so no moves lead from one to the other.`,
        between: { common: 0, left: [], right: [] },
        zones: [],
      };
    case 'equal':
      return {
        type: 'compare',
        ...sides,
        relation: 'equal',
        summary: `The same game at the same point: both have played the same ${count(t.length, 'action')}.`,
        between: { common: t.length, left: [], right: [] },
        zones: [],
      };
    case 'a-extends-b':
    case 'b-extends-a':
      return {
        type: 'compare',
        ...sides,
        relation: 'right-extends-left',
        summary: `${right.label} is ${left.label} played on by ${count(t.ahead.length, 'action')}${t.common > 0 ? `, after the ${count(t.common, 'action')} they share` : ''}.`,
        between: { common: t.common, left: [], right: t.ahead },
        ...(diff.life ? { life: diff.life } : {}),
        zones: diff.zones,
      };
    case 'forked': {
      // timeline() was asked about (first, second); the sides keep that order here.
      return {
        type: 'compare',
        ...sides,
        relation: 'forked',
        summary: `The two went different ways after ${t.common === 0 ? 'the opening' : `action ${t.common}`}: ${left.label} then has ${count(t.a.length, 'action')} of its own, ${right.label} ${count(t.b.length, 'action')}.`,
        between: { common: t.common, left: t.a, right: t.b },
        ...(diff.life ? { life: diff.life } : {}),
        zones: diff.zones,
      };
    }
  }
}

/** One side, with the hexes it has mapped or entered that the other has not. */
function side(self: CompareSource, other: CompareSource): CompareSide {
  const there = new Map(other.game.state.hexes.map((h) => [hexKey(h), h]));
  const changedHexes = self.game.state.hexes.filter((h) => {
    const o = there.get(hexKey(h));
    return !o || (h.explored && !o.explored);
  });
  return { label: self.label, detail: self.detail, game: self.game, changedHexes: changedHexes.map(({ q, r }) => ({ q, r })) };
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
