import { type BoardPlace, gameDiff, type SaveFile, timeline } from '../../engine';
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
  const changed = gameDiff(left.game, right.game).game;
  // Two different games share no map: ringing "what the other lacks" would ring nearly everything, and mean nothing.
  const places = t.relation === 'different-games' ? undefined : changed?.places;
  const sides = { left: side(left, places?.a), right: side(right, places?.b) };
  const diff = { ...(changed?.life ? { life: changed.life } : {}), zones: changed?.zones ?? [] };
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
        summary: `Both saves are at the same point of the game: the same ${count(t.length, 'action')}.`,
        between: { common: t.length, left: [], right: [] },
        zones: [],
      };
    case 'a-extends-b':
    case 'b-extends-a':
      return {
        type: 'compare',
        ...sides,
        relation: 'right-extends-left',
        summary: `The right-hand save goes on from the left-hand one: ${count(t.ahead.length, 'action')} more${t.common > 0 ? `, after the ${t.common} they share` : ''}.`,
        between: { common: t.common, left: [], right: t.ahead },
        ...diff,
      };
    case 'forked': {
      // timeline() was asked about (first, second); the sides keep that order here.
      return {
        type: 'compare',
        ...sides,
        relation: 'forked',
        summary: `The two saves went different ways after ${t.common === 0 ? 'the opening' : `action ${t.common}`}: ${count(t.a.length, 'action')} of its own on the left, ${count(t.b.length, 'action')} on the right.`,
        between: { common: t.common, left: t.a, right: t.b },
        ...diff,
      };
    }
  }
}

/**
 * One side, with the places of its board the variant says changed there and
 * not on the other side (none without another side of the same game). The
 * protocol's side marks hexes only so far: a grid's squares wait for it.
 */
function side(self: CompareSource, changed: readonly BoardPlace[] = []): CompareSide {
  const changedHexes = changed.flatMap((p) => ('q' in p ? [{ q: p.q, r: p.r }] : []));
  return { label: self.label, detail: self.detail, game: self.game, changedHexes };
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
