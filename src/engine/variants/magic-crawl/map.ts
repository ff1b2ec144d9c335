import { hexKey, hexNeighbours, type Hex } from '../../hex';
import type { MappedHex } from './schema';

/**
 * Finding a mapped hex by its coordinates, fast, on an immutable list.
 *
 * The list only ever grows (a mapped hex never leaves and never changes its
 * place), so the coordinate index of one list also serves every list that
 * extends it. Each index remembers how far it has been extended; a list that
 * extends it from its end shares it, anyone else builds a fresh one. A shared
 * index may know hexes a shorter list does not have yet, hence the length check.
 */

interface Index {
  /** Column, then row, to the hex's place in the list: numbers as keys, no "q,r" string built for every look-up. */
  readonly positions: Map<number, Map<number, number>>;
  extendedTo: number;
}

const indexes = new WeakMap<readonly MappedHex[], Index>();

function indexOf(hexes: readonly MappedHex[]): Index {
  let index = indexes.get(hexes);
  if (!index) {
    index = { positions: new Map(), extendedTo: hexes.length };
    hexes.forEach((h, i) => place(index!, h, i));
    indexes.set(hexes, index);
  }
  return index;
}

function place(index: Index, at: Hex, i: number): void {
  let column = index.positions.get(at.q);
  if (!column) index.positions.set(at.q, (column = new Map()));
  column.set(at.r, i);
}

function positionOf(index: Index, at: Hex): number | undefined {
  return index.positions.get(at.q)?.get(at.r);
}

export function findHex(hexes: readonly MappedHex[], at: Hex): MappedHex | undefined {
  const i = positionOf(indexOf(hexes), at);
  return i !== undefined && i < hexes.length ? hexes[i] : undefined;
}

export function isMapped(hexes: readonly MappedHex[], at: Hex): boolean {
  return findHex(hexes, at) !== undefined;
}

/**
 * A new list: the hex at `at` replaced by `update(hex)`, then `added`
 * appended. With `inPlace` (a table that consumes its state, see
 * Table.consumes) the list itself is changed and returned: a replay keeps
 * only its last state, and copying thousands of hexes on every move was a
 * good part of its cost.
 */
export function updateHexes(
  hexes: readonly MappedHex[],
  at: Hex,
  update: (h: MappedHex) => MappedHex,
  added: readonly MappedHex[],
  inPlace = false,
): MappedHex[] {
  const index = indexOf(hexes);
  const i = positionOf(index, at);
  if (i === undefined || i >= hexes.length) throw new Error(`no mapped hex at ${hexKey(at)}`);
  if (inPlace) return updateInPlace(hexes as MappedHex[], index, i, update, added);
  const next = hexes.slice();
  next[i] = update(hexes[i]!);
  for (const h of added) next.push(h);
  if (index.extendedTo === hexes.length) {
    added.forEach((h, k) => place(index, h, hexes.length + k));
    index.extendedTo = next.length;
    indexes.set(next, index);
  }
  return next;
}

function updateInPlace(hexes: MappedHex[], index: Index, i: number, update: (h: MappedHex) => MappedHex, added: readonly MappedHex[]): MappedHex[] {
  const was = hexes.length;
  hexes[i] = update(hexes[i]!);
  for (const h of added) hexes.push(h);
  if (index.extendedTo === was) {
    added.forEach((h, k) => place(index, h, was + k));
    index.extendedTo = hexes.length;
  } else if (added.length > 0) {
    // The index has grown along another list since: this one gets its own, built when next asked.
    indexes.delete(hexes);
  }
  return hexes;
}

/**
 * Walks the map breadth-first from `from`, a neighbour of the token, away
 * from the token: the mapped hexes beyond it, each with its distance from
 * `from` (1 for its neighbours). Only explored hexes are walked through; an
 * unexplored one ends its path (the token would stop there). `meet` may say
 * "stop"; the walk ends by itself past `maxSteps`.
 */
export function walkBeyond(
  state: { readonly hexes: readonly MappedHex[]; readonly token: Hex },
  from: Hex,
  meet: (hex: MappedHex, steps: number) => 'stop' | void,
  maxSteps = Infinity,
): void {
  const seen = new Set([hexKey(from), hexKey(state.token)]);
  let frontier = [from];
  for (let steps = 1; frontier.length > 0 && steps < maxSteps; steps++) {
    const next: Hex[] = [];
    for (const at of frontier) {
      for (const n of hexNeighbours(at)) {
        const key = hexKey(n);
        if (seen.has(key)) continue;
        seen.add(key);
        const h = findHex(state.hexes, n);
        if (!h) continue;
        if (h.explored) next.push(n);
        if (meet(h, steps) === 'stop') return;
      }
    }
    frontier = next;
  }
}
