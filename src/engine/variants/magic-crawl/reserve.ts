import type { Terrain } from '../../colour';
import { cardInfo } from '../../magic/card-db';
import type { CrawlTable } from './crawl-table';
import { manaValue } from '../../mana';
import { nextInt, seedRng } from '../../rng';
import { findHex } from './map';
import { isColourlessHex } from './explore';
import type { CrawlSetup, EncounterPile } from './schema';

/**
 * What follows a defeat under the Expanding rules: a defeated creature is
 * discarded and a new one from the reserve takes its place ("Discard the
 * defeated creatures and replace them by new ones"), and a creature defeated
 * in a colourless land's hex brings its reward, an artifact from your library.
 */

export function setPile(t: CrawlTable, terrain: Terrain, pile: EncounterPile): void {
  // A copy, then the one pile set: a literal with a computed key after a spread is much slower (this runs at every creature met and defeated).
  const piles = { ...t.s.encounterPiles };
  piles[terrain] = pile;
  t.s.encounterPiles = piles;
}

/** `pile` with other creatures: its two fields as one literal when it has no others (the usual pile), else a spread keeping its fields' order. */
export function pileWithCreatures(pile: EncounterPile, creatures: string[]): EncounterPile {
  return pile.spell === undefined && pile.reserve === undefined && pile.discarded === undefined ? { creatures, lands: pile.lands } : { ...pile, creatures };
}

/** A creature from the pile's reserve joins it, in place of a card that left the game; none when the reserve is empty. */
export function replaceFromReserve(t: CrawlTable, terrain: Terrain, replaced: string, spell = false): void {
  const kind = spell ? ({ spell: true } as const) : {};
  const pile = t.s.encounterPiles[terrain];
  const reserve = pile.reserve ?? [];
  if (reserve.length === 0) {
    t.emit({ type: 'replaced', card: replaced, pile: terrain, ...kind });
    return;
  }
  const drawn = nextInt(t.s.rng, reserve.length);
  t.s.rng = drawn.rng;
  const by = reserve[drawn.value]!;
  const creatures = [...pile.creatures, by].sort();
  setPile(t, terrain, { ...pile, creatures, reserve: reserve.filter((_, i) => i !== drawn.value) });
  t.emit({ type: 'replaced', card: replaced, by, pile: terrain, ...kind });
}

/** After an action: handles each creature defeated during it. */
export function afterDefeats(t: CrawlTable, setup: CrawlSetup): void {
  const defeats = t.events.filter((e): e is Extract<typeof e, { type: 'defeated' }> => e.type === 'defeated');
  if (defeats.length === 0) return;
  const expansions = setup.options.expansions;
  for (const d of defeats) {
    if (expansions?.replaceDefeated) {
      // The card went back to its pile as it left the battlefield; take it out of the game instead.
      const pile = t.s.encounterPiles[d.pile];
      const at = pile.creatures.indexOf(d.card);
      if (at >= 0) {
        const discarded = [...(pile.discarded ?? []), d.card];
        setPile(t, d.pile, { ...pile, creatures: pile.creatures.filter((_, i) => i !== at), discarded });
        // With hex streams, the pick from the reserve has its own stream too (named by the pile and how many left it).
        const shared = t.s.rng;
        if (setup.hexStreams) t.s.rng = seedRng(`${setup.seed}/reserve/${d.pile}/${discarded.length}`);
        replaceFromReserve(t, d.pile, d.card);
        if (setup.hexStreams) t.s.rng = shared;
      }
    }
    if (isColourlessHex(findHex(t.s.hexes, t.s.token))) reward(t, setup);
  }
}

/**
 * Expanding, colourless lands: "After defeating a creature, as a reward you
 * can look for one artifact in your library and put it on your hand." Taking
 * one is never worse than not, so the engine takes it: the artifact a "find"
 * goal names if it is there, otherwise the one of highest mana value (ties
 * by name), so the choice is the same for everyone and needs no question.
 */
function reward(t: CrawlTable, setup: CrawlSetup): void {
  const library = t.library('you');
  const artifacts = [...new Set([...library.cards, ...library.bottom])].filter((name) => cardInfo(name).def.types.includes('Artifact'));
  if (artifacts.length === 0) {
    t.emit({ type: 'reward' });
    return;
  }
  const wanted = setup.options.goals.flatMap((g) => (g.type === 'find' ? [g.artifact] : []));
  const best =
    artifacts.find((a) => wanted.includes(a)) ??
    artifacts.sort((a, b) => manaValue(cardInfo(b).cost) - manaValue(cardInfo(a).cost) || (a < b ? -1 : a > b ? 1 : 0))[0]!;
  const inCards = library.cards.indexOf(best);
  if (inCards >= 0) library.cards.splice(inCards, 1);
  else library.bottom.splice(library.bottom.indexOf(best), 1);
  t.s.you.hand.push({ id: t.newId(), card: best });
  t.emit({ type: 'reward', card: best });
}
