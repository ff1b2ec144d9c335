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
