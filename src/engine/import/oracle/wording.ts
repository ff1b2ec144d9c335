/**
 * Older Oracle wording, as card data made before a templating change still
 * prints it, said the current way, so one set of patterns reads both. Each
 * rewrite is a change Wizards made to the wording alone, never to what the
 * card does:
 *
 * - "target creature or player" became "any target" (2018);
 * - "Add {G} to your mana pool" became "Add {G}" (2017);
 * - "his or her" became "their", "him or her" "them" (2017);
 * - "put a 1/1 … token onto the battlefield" became "create a 1/1 … token" (2016);
 * - "is put into a graveyard from the battlefield" became "dies" (2011);
 * - "converted mana cost" became "mana value" (2021);
 * - "attacks each turn if able" became "attacks each combat if able" (2014);
 * - "~ can't be countered (by spells or abilities)" became "This spell can't be countered" (2017);
 * - "…, reveal it, and put it into your hand. Then shuffle your library." became
 *   "…, reveal it, put it into your hand, then shuffle." (2021), and "…, then shuffle your
 *   library." "…, then shuffle." (2021), as did "you may search …, reveal it, and put it into your
 *   hand. If you do, shuffle your library." (Onslaught's Screaming Seahawk).
 */
type Replacer = string | ((match: string, ...groups: string[]) => string);

const REWRITES: readonly (readonly [RegExp, Replacer])[] = [
  [/\btarget creature or player\b/g, 'any target'],
  [/ to your mana pool\b/g, ''],
  [/\bhis or her\b/g, 'their'],
  [/\bhim or her\b/g, 'them'],
  [/\b([Pp])ut (a|an|one|two|three|four|five|six|X|\d+) (.+?) tokens? onto the battlefield\b/g, (_m, p, n, what) => `${p === 'P' ? 'C' : 'c'}reate ${n} ${what} token${/^(a|an|one)$/.test(n!) ? '' : 's'}`],
  [/\bis put into a graveyard from the battlefield\b/g, 'dies'],
  [/\bconverted mana cost\b/g, 'mana value'],
  [/\battacks each turn if able\b/g, 'attacks each combat if able'],
  [/^~ can't be countered(?: by spells or abilities)?\.$/, "This spell can't be countered."],
  [/,? and put (it|that card) into your hand\. Then shuffle your library\./g, ', put $1 into your hand, then shuffle.'],
  [/,? and put (it|that card) into your hand\. If you do, shuffle your library\./g, ', put $1 into your hand, then shuffle.'],
  [/,? and put (it|that card) onto the battlefield( tapped)?\. Then shuffle your library\./g, ', put $1 onto the battlefield$2, then shuffle.'],
  [/, then shuffle your library\./g, ', then shuffle.'],
];

/** One line (the card's name already "~") in current wording. */
export function modernWording(line: string): string {
  let out = line;
  for (const [re, to] of REWRITES) out = typeof to === 'string' ? out.replace(re, to) : out.replace(re, to);
  return out;
}
