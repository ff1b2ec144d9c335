/**
 * Card-name matching for imported deck lists: case, accents, curly
 * apostrophes and spacing do not matter, and a split card "A // B" is found
 * by its full name or its front face.
 */

/** A card name folded for comparison: NFD, combining marks removed, lower case, `’` as `'`, `Æ` as `ae`, single spaces, `//` spaced. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\s*\/\/\s*/g, ' // ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The front face of a split or double-faced name ("Fire // Ice" → "Fire"); the name itself otherwise. */
export function frontFace(name: string): string {
  const at = name.indexOf('//');
  return at < 0 ? name.trim() : name.slice(0, at).trim();
}

/**
 * A lookup over a set of cards that ignores case, accents and the like
 * (see `normaliseName`), and finds a split card by its front face too.
 * When two cards fold to one key, the first one wins.
 */
export function lookupIgnoringCase<T extends { readonly name: string }>(cards: Iterable<T>): (name: string) => T | undefined {
  const byName = new Map<string, T>();
  const byFront = new Map<string, T>();
  for (const card of cards) {
    const key = normaliseName(card.name);
    if (!byName.has(key)) byName.set(key, card);
    if (card.name.includes('//')) {
      const front = normaliseName(frontFace(card.name));
      if (!byFront.has(front)) byFront.set(front, card);
    }
  }
  return (name) => {
    const key = normaliseName(name);
    return byName.get(key) ?? byFront.get(key) ?? (key.includes('//') ? byName.get(normaliseName(frontFace(name))) ?? byFront.get(normaliseName(frontFace(name))) : undefined);
  };
}

/**
 * The name among `names` nearest to one that matched none, for a "did you
 * mean": at most a quarter of its letters apart (two at least), insertions,
 * deletions, changes and two letters swapped each counting one, compared
 * folded as normaliseName folds them. Undefined when none is that near or
 * two are equally near.
 */
export function nearestName(name: string, names: Iterable<string>): string | undefined {
  const wanted = normaliseName(name);
  const most = Math.max(2, Math.floor(wanted.length / 4));
  let best: string | undefined;
  let bestDistance = Infinity;
  let tied = false;
  for (const candidate of names) {
    const key = normaliseName(candidate);
    if (Math.abs(key.length - wanted.length) > most) continue;
    // A distance of `limit` or more is of no interest: beyond the most allowed, or farther than the best so far.
    const limit = Math.min(most, bestDistance) + 1;
    const d = editDistance(wanted, key, limit);
    if (d >= limit) continue;
    if (d < bestDistance) [best, bestDistance, tied] = [candidate, d, false];
    else if (normaliseName(best!) !== key) tied = true;
  }
  return tied ? undefined : best;
}

/** Optimal string alignment distance between a and b, given up (returning `limit`) once it must reach `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      least = Math.min(least, d);
    }
    if (least >= limit) return limit;
    [before, previous] = [previous, row];
  }
  return Math.min(previous[b.length]!, limit);
}
