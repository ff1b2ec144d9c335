import { cardInfo } from '../../magic/card-db';
import type { CrawlTable } from './crawl-table';
import type { Problem } from '../../save/problems';
import { hexKey, hexLabel } from '../../hex';
import type { CrawlOptions, CrawlSetup, CrawlState, MappedHex } from './schema';

/**
 * Adjusting: "Instead of relying on the lands in your deck, you can only draw
 * mana from lands you've already mapped" (../shared/rules/magic-crawl.md).
 * Crawl reads it so (docs/rules-core.md): the land cards of your deck are
 * left out at setup, and each hex you enter (the start hex too) gives you one
 * land of its terrain, untapped, that taps like a basic land. It is the hex,
 * not a card: it is in no zone, and it never leaves the battlefield.
 */

export const MAPPED_MANA_RULES = {
  stays: 'magic-crawl.mapped-mana.stays',
} as const;

/** Whether the land cards of the deck are left out at setup: Landless, or mana from mapped lands. */
export function leavesOutLands(options: Pick<CrawlOptions, 'landless' | 'mappedMana'>): boolean {
  return options.landless === true || options.mappedMana === true;
}

/** How many land cards of the deck are left out at setup. */
export function landsLeftOut(setup: CrawlSetup): number {
  if (!leavesOutLands(setup.options)) return 0;
  return setup.deck.cards.reduce((n, c) => n + (cardInfo(c.name).land ? c.count : 0), 0);
}

/** You entered an explored-for-the-first-time hex (or the start hex, at setup): its land is yours. */
export function gainMappedLand(t: CrawlTable, hex: Pick<MappedHex, 'q' | 'r' | 'terrain'>): void {
  const at = { q: hex.q, r: hex.r };
  t.add({ id: t.newId(), card: hex.terrain, controller: 'you', tapped: false, sick: false, damage: 0, counters: 0, hex: at });
  t.emit({ type: 'mappedLand', card: hex.terrain, at });
}

/** The consistency of mapped lands: one land per explored hex, of its terrain, and none without the option. */
export function mappedLandProblems(setup: CrawlSetup, state: CrawlState): Problem[] {
  const problems: Problem[] = [];
  const lands = new Map<string, number>();
  state.battlefield.forEach((p, i) => {
    if (!p.hex) return;
    const path = `/state/battlefield/${i}/hex`;
    if (!setup.options.mappedMana) {
      problems.push({ path, message: 'marks a land of a mapped hex, but this game does not take mana from mapped lands' });
      return;
    }
    const hex = state.hexes.find((h) => h.q === p.hex!.q && h.r === p.hex!.r);
    if (!hex || !hex.explored) problems.push({ path, message: `is ${hexLabel(p.hex)}, which is not an explored hex` });
    else if (hex.terrain !== p.card) problems.push({ path, message: `is the ${hex.terrain} at ${hexLabel(p.hex)}, but the land is ${p.card}` });
    if (p.controller !== 'you') problems.push({ path, message: 'marks a land of a mapped hex that is not yours' });
    const key = hexKey(p.hex);
    if (lands.has(key)) problems.push({ path, message: `gives a second land for ${hexLabel(p.hex)} (the first is /state/battlefield/${lands.get(key)})` });
    else lands.set(key, i);
  });
  if (setup.options.mappedMana) {
    const explored = state.hexes.filter((h) => h.explored);
    const missing = explored.filter((h) => !lands.has(hexKey(h)));
    if (missing.length > 0) {
      problems.push({
        path: '/state/battlefield',
        message: `holds ${lands.size} lands of mapped hexes for ${explored.length} explored hexes: none for ${missing.slice(0, 5).map(hexLabel).join(', ')}`,
      });
    }
  }
  return problems;
}
