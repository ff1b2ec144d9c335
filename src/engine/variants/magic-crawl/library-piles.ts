import type { CardDefData } from '../../cards/card-schema';
import { findCard, isBuiltInCard } from '../../cards/pool';
import type { Terrain } from '../../colour';
import { encounterPilesFrom, landColours, notAnEncounter } from '../../import/encounter-piles';
import { nextInt, type RngState, seedRng } from '../../rng';
import type { LibraryOffer } from '../../../protocol/messages';
import type { CardLibrary } from '../new-game-form';
import { MAX_PER_PILE } from './expansions';

/**
 * Encounter Piles and Land Pile lands from the player's card library (the
 * index in global storage), for the new-game form. Pure: the caller passes
 * the index. Only cards the engine plays fully become encounter creatures;
 * the seed picks among them, so the same seed and library give the same
 * game. The imported cards used come back to be stored in the save.
 */

export const IMPORT_FIRST = 'Import card data first: Crawl: Import Card Data…';

const LAND_PILES = 5;

interface Candidates {
  readonly creatures: readonly CardDefData[];
  readonly multicolourLands: readonly CardDefData[];
  readonly colourlessLands: readonly CardDefData[];
}

const sorted = new WeakMap<CardLibrary, Candidates>();

/** The index's cards that can be encounter creatures or Land Pile lands, each name once; built once per index. */
function candidates(library: CardLibrary): Candidates {
  const known = sorted.get(library);
  if (known) return known;
  const seen = new Set<string>();
  const creatures: CardDefData[] = [];
  const multicolourLands: CardDefData[] = [];
  const colourlessLands: CardDefData[] = [];
  for (const c of library.cards) {
    const name = c.def.name;
    // A double-faced or split card is left out: an encounter draws one face, and the piles name cards whole.
    if (seen.has(name) || name.includes('//')) continue;
    seen.add(name);
    // A built-in card of the same name is played with Crawl's own data.
    const builtIn = isBuiltInCard(name) ? findCard(name) : undefined;
    const def = (builtIn ?? c.def) as CardDefData;
    const automated = builtIn ? builtIn.automation !== 'manual' : c.automation === 'full';
    if (def.token) continue;
    if (def.types.includes('Creature')) {
      if (automated && !notAnEncounter(def)) creatures.push(def);
    } else if (def.types.includes('Land') && !(def.supertypes ?? []).includes('Basic')) {
      const { colours, known } = landColours(def);
      if (colours.length >= 2) multicolourLands.push(def);
      else if (colours.length === 0 && known) colourlessLands.push(def);
    }
  }
  const found = { creatures, multicolourLands, colourlessLands };
  sorted.set(library, found);
  return found;
}

const offers = new WeakMap<CardLibrary, LibraryOffer>();

/**
 * What the form may offer: each "from your card library" choice, or why it
 * is off. Worked out once per index (a big library takes tens of
 * milliseconds), with the piles tried on the given seed; the host checks the
 * game's own seed again when it starts.
 */
export function libraryOffer(library: CardLibrary | undefined, seed: string): LibraryOffer {
  if (!library || library.cards.length === 0) return { indexed: false, encounters: { reason: IMPORT_FIRST }, lands: { reason: IMPORT_FIRST } };
  const known = offers.get(library);
  if (known) return known;
  const c = candidates(library);
  const piles = encounterPilesFrom(c.creatures, seed);
  const lands = c.multicolourLands.length + c.colourlessLands.length;
  const offer: LibraryOffer = {
    indexed: true,
    encounters: piles.ok ? { count: c.creatures.length } : { count: c.creatures.length, reason: `${shortPiles(c.creatures.length, piles.problems)}.` },
    lands:
      lands > 0
        ? { count: lands, multicolour: c.multicolourLands.length, colourless: c.colourlessLands.length }
        : { count: 0, reason: 'Your card library has no multicolour or colourless nonbasic land.' },
  };
  offers.set(library, offer);
  return offer;
}

/** "each pile needs 8 creatures of its colour, multicolour or colourless; of the 2 creatures in your library that …, too few fill 5 piles (white 1, …)". */
function shortPiles(creatures: number, problems: readonly string[]): string {
  const short = problems.map((p) => /^the (\w+) pile has (\d+) creature/.exec(p)).filter((m) => m !== null);
  const counts = short.map((m) => `${m[1]} ${m[2]}`).join(', ');
  return `each pile needs 8 creatures of its colour, multicolour or colourless; of the ${creatures} creature${creatures === 1 ? '' : 's'} in your library that Crawl plays fully and that can attack, too few fill ${short.length === 1 ? 'one pile' : `${short.length} piles`} (${counts})`;
}

export type LibraryPiles =
  | { readonly ok: true; readonly encounterCreatures: Record<Terrain, string[]>; readonly cards: readonly CardDefData[] }
  | { readonly ok: false; readonly message: string };

/** The five Encounter Piles from the library's fully played creatures, picked by the seed. */
export function libraryEncounterPiles(library: CardLibrary | undefined, seed: string): LibraryPiles {
  if (!library || library.cards.length === 0) {
    return { ok: false, message: `Encounter Piles from your card library need card data, and none is indexed. ${IMPORT_FIRST}, or choose the built-in piles.` };
  }
  const c = candidates(library);
  const piles = encounterPilesFrom(c.creatures, seed);
  if (!piles.ok) {
    return {
      ok: false,
      message: `Your card library cannot fill the Encounter Piles: ${shortPiles(c.creatures.length, piles.problems)}. Import more card data, or choose the built-in piles.`,
    };
  }
  const used = new Set(Object.values(piles.piles).flat());
  return { ok: true, encounterCreatures: piles.piles, cards: c.creatures.filter((d) => used.has(d.name) && !isBuiltInCard(d.name)) };
}

export type LibraryLands =
  | { readonly ok: true; readonly multicolourLands: string[]; readonly colourlessLands: string[]; readonly cards: readonly CardDefData[] }
  | { readonly ok: false; readonly message: string };

/**
 * Nonbasic lands for the Land Piles from the library, at most one per pile,
 * picked by the seed. With both kinds asked for, one colourless land and up
 * to four multicolour ones; with one kind, up to five of it.
 */
export function libraryLands(library: CardLibrary | undefined, seed: string, want: { multicolour: boolean; colourless: boolean }): LibraryLands {
  if (!library || library.cards.length === 0) {
    return { ok: false, message: `Land Pile lands from your card library need card data, and none is indexed. ${IMPORT_FIRST}, or choose the default lands.` };
  }
  const c = candidates(library);
  const missing: string[] = [];
  if (want.multicolour && c.multicolourLands.length === 0) missing.push('no multicolour land (a nonbasic land that makes two colours or more)');
  if (want.colourless && c.colourlessLands.length === 0) missing.push('no colourless land (a nonbasic land whose mana ability makes only colourless mana)');
  if (missing.length > 0) {
    return { ok: false, message: `Your card library has ${missing.join(' and ')}. Choose the default lands, leave that option off, or import card data that has some.` };
  }
  let rng: RngState = seedRng(`${seed}/library-lands`);
  const pick = (from: readonly CardDefData[], n: number): CardDefData[] => {
    const left = [...from].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const out: CardDefData[] = [];
    while (out.length < n && left.length > 0) {
      const r = nextInt(rng, left.length);
      rng = r.rng;
      out.push(left.splice(r.value, 1)[0]!);
    }
    return out;
  };
  const room = LAND_PILES * MAX_PER_PILE;
  const colourless = want.colourless ? pick(c.colourlessLands, want.multicolour ? 1 : room) : [];
  const multicolour = want.multicolour ? pick(c.multicolourLands, room - colourless.length) : [];
  return {
    ok: true,
    multicolourLands: multicolour.map((d) => d.name),
    colourlessLands: colourless.map((d) => d.name),
    cards: [...multicolour, ...colourless].filter((d) => !isBuiltInCard(d.name)),
  };
}
