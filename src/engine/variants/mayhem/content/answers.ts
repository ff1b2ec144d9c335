/**
 * Lenient matching of a typed riddle answer (docs/mayhem.md): case,
 * punctuation, spacing and a leading article ("a", "an", "the", "my",
 * "your") are ignored, and a plural "s" at the end is forgiven; any of the
 * riddle's listed alternatives matches. Spaces and hyphens between words
 * count for nothing ("KEY HOLE", "key-hole" and "keyhole" are one answer).
 */
export function normaliseAnswer(text: string): string {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 0);
  while (words.length > 1 && ARTICLES.has(words[0]!)) words.shift();
  return words.join(' ');
}

const ARTICLES = new Set(['a', 'an', 'the', 'my', 'your', 'its', 'some', 'it', 'is']);

function singular(text: string): string {
  return text.length > 3 && text.endsWith('s') && !text.endsWith('ss') ? text.slice(0, -1) : text;
}

/** Whether a typed answer is one of the accepted answers. */
export function answerMatches(typed: string, accepted: readonly string[]): boolean {
  const given = joined(typed);
  if (given.length === 0) return false;
  return accepted.some((a) => joined(a) === given);
}

/** An answer normalised, its words run together, a plural forgiven. */
const joined = (text: string): string => singular(normaliseAnswer(text).replace(/ /g, ''));
