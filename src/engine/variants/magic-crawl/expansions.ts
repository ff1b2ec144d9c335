import { COLOURS, TERRAIN_OF, TERRAINS, type Terrain } from '../../colour';
import { isCreature } from '../../cards/card';
import { allCards, findCard, isBuiltInCard } from '../../cards/pool';
import { encounterCreaturesOf } from '../../cards/encounters';
import { cardInfo } from '../../magic/card-db';
import { nextInt, seedRng, type RngState } from '../../rng';
import type { Problem } from '../../save/problems';
import type { CrawlSetup, EncounterPiles, Expansions, LandPiles } from './schema';

/**
 * The Expanding rules of rules/magic-crawl.md, at setup: which nonbasic lands
 * go into which Land Pile, which spell into which Encounter Pile, and the
 * reserve of creatures that replaces resolved spells and defeated creatures.
 * How they play is in explore.ts (lands) and encounter.ts (spells, reserve).
 */

/** Offered by the new-game form; any multicolour land of the pool (or imported) may be chosen instead. */
export const DEFAULT_MULTICOLOUR_LANDS: readonly string[] = ['Tundra', 'Badlands', 'Taiga'];
export const DEFAULT_COLOURLESS_LANDS: readonly string[] = ['Gargoyle Castle'];
/** Spells a foe can turn on you: each pile's own colour where one exists. */
export const DEFAULT_ENCOUNTER_SPELLS: readonly string[] = ['Lightning Bolt', 'Doom Blade', 'Unsummon', 'Pyroclasm'];

/** Each pile holds at most one nonbasic land and at most one spell ("respecting the maximum of one per pile"). */
export const MAX_PER_PILE = 1;

/** The terrains whose colours a land makes: the piles a hex of that land draws from; none for a colourless land. */
export function landTerrains(name: string): Terrain[] {
  const produces = cardInfo(name).produces;
  return TERRAINS.filter((t) => produces.includes(COLOURS[TERRAINS.indexOf(t)]!));
}

/** An effect a foe's spell may have: one that harms you or yours, or that touches everyone alike. */
const HARMFUL = new Set(['damage', 'destroy', 'exile', 'bounce', 'putOnTop', 'tap', 'loseLife', 'discardRandom', 'freeze']);

/** Why a card cannot be an encounter spell, or undefined when it can. */
export function encounterSpellProblem(name: string): string | undefined {
  const card = findCard(name);
  if (!card) return `"${name}" is not a known card`;
  if (!card.types.includes('Instant') && !card.types.includes('Sorcery')) return `${name} is not an instant or sorcery`;
  const spell = (card.abilities ?? []).find((a) => a.kind === 'spell');
  if (!spell || spell.kind !== 'spell' || card.automation === 'manual') return `${name} is not a spell the engine can resolve for a foe`;
  for (const e of spell.effects) {
    if (!HARMFUL.has(e.do)) return `${name} does something a foe cannot do to you (${e.do})`;
    const aimed = 'to' in e ? e.to : 'what' in e ? e.what : undefined;
    if (aimed === 'you' || aimed === 'self') return `${name} affects its own caster, and a foe has no life or cards`;
  }
  return undefined;
}

/** Problems with the Expanding options, with paths into the file; empty when the setup is playable. */
export function expansionProblems(setup: CrawlSetup): Problem[] {
  const x = setup.options.expansions;
  if (!x) return [];
  const problems: Problem[] = [];
  const base = '/setup/options/expansions';
  const lands = [...(x.multicolourLands ?? []), ...(x.colourlessLands ?? [])];
  if (lands.length > 0 && setup.options.distribution === 'd6') {
    problems.push({ path: base, message: 'adds lands to the Land Piles, but this game rolls 1d6 for terrain instead of using Land Piles' });
  }
  if (lands.length > TERRAINS.length * MAX_PER_PILE) {
    problems.push({ path: base, message: `adds ${lands.length} nonbasic lands, but the five Land Piles take at most one each` });
  }
  const seen = new Set<string>();
  const check = (kind: 'multicolourLands' | 'colourlessLands', want: (n: number) => boolean, words: string) =>
    (x[kind] ?? []).forEach((name, i) => {
      const path = `${base}/${kind}/${i}`;
      const card = findCard(name);
      if (!card) return problems.push({ path, message: `names an unknown card "${name}"` });
      if (!card.types.includes('Land') || (card.supertypes ?? []).includes('Basic')) return problems.push({ path, message: `${name} is not a nonbasic land` });
      if (!want(landTerrains(name).length)) return problems.push({ path, message: `${name} is not ${words}` });
      if (seen.has(name)) problems.push({ path, message: `${name} is in the Land Piles already; each nonbasic land is unique` });
      seen.add(name);
    });
  check('multicolourLands', (n) => n >= 2, 'a multicolour land (it must make two or more colours)');
  check('colourlessLands', (n) => n === 0, 'a colourless land (it must make no coloured mana)');
  const spells = x.encounterSpells ?? [];
  if (spells.length > TERRAINS.length * MAX_PER_PILE) {
    problems.push({ path: `${base}/encounterSpells`, message: `has ${spells.length} spells, but the five Encounter Piles take at most one each` });
  }
  spells.forEach((name, i) => {
    const why = encounterSpellProblem(name);
    if (why) problems.push({ path: `${base}/encounterSpells/${i}`, message: why });
  });
  return problems;
}

/**
 * Puts each nonbasic land into its own Land Pile, in place of one basic land
 * of that pile's colour (which comes back once the land is drawn). Piles are
 * picked at random on the seed's own stream, so the same setup gives the same
 * piles.
 */
export function withSpecialLands(piles: LandPiles, expansions: Expansions | undefined, seed: string): LandPiles {
  const lands = [...(expansions?.multicolourLands ?? []), ...(expansions?.colourlessLands ?? [])];
  if (lands.length === 0) return piles;
  let rng = seedRng(`${seed}/land-piles`);
  const free = [...TERRAINS];
  const out = { ...piles };
  for (const card of lands) {
    if (free.length === 0) break;
    const drawn = nextInt(rng, free.length);
    rng = drawn.rng;
    const pile = free.splice(drawn.value, 1)[0]!;
    out[pile] = { ...out[pile], [pile]: out[pile][pile] - 1, special: { card, replaces: pile } };
  }
  return out;
}

/**
 * Puts each encounter spell into an Encounter Pile: one of its own colour if
 * that pile is free, otherwise a free pile at random.
 */
export function withEncounterSpells(piles: EncounterPiles, spells: readonly string[], seed: string): EncounterPiles {
  if (spells.length === 0) return piles;
  let rng: RngState = seedRng(`${seed}/encounter-spells`);
  const out = { ...piles };
  const free = new Set<Terrain>(TERRAINS);
  const later: string[] = [];
  for (const spell of spells) {
    const own = cardInfo(spell).def.colours.map((c) => TERRAIN_OF[c]).find((t) => free.has(t));
    if (own) {
      out[own] = { ...out[own], spell };
      free.delete(own);
    } else later.push(spell);
  }
  for (const spell of later) {
    const open = TERRAINS.filter((t) => free.has(t));
    if (open.length === 0) break;
    const drawn = nextInt(rng, open.length);
    rng = drawn.rng;
    const pile = open[drawn.value]!;
    out[pile] = { ...out[pile], spell };
    free.delete(pile);
  }
  return out;
}

/** Whether the game needs a reserve: spells are replaced by creatures, and so are defeated creatures when chosen. */
export function needsReserve(expansions: Expansions | undefined): boolean {
  return (expansions?.encounterSpells?.length ?? 0) > 0 || expansions?.replaceDefeated === true;
}

/**
 * The reserve for each pile: creatures of its colour from the pool that are
 * not already in an Encounter Pile, strongest first in spirit ("preferably
 * powerful ones") but kept in alphabetical order in the file; drawn at random.
 */
export function defaultReserve(encounterCreatures: Record<Terrain, readonly string[]>): Record<Terrain, string[]> {
  const inPiles = new Set(Object.values(encounterCreatures).flat());
  const builtIn = new Set<string>(COLOURS.flatMap((c) => encounterCreaturesOf(c)));
  const out = {} as Record<Terrain, string[]>;
  for (const t of TERRAINS) {
    const colour = COLOURS[TERRAINS.indexOf(t)]!;
    // Built-in cards only: an imported card another game registered in this process is not this game's to use.
    out[t] = [...allCards()]
      .filter((c) => isBuiltInCard(c.name) && isCreature(c) && !c.token && c.colours.length === 1 && c.colours[0] === colour)
      .filter((c) => !inPiles.has(c.name) && !builtIn.has(c.name) && c.automation !== 'manual')
      .map((c) => c.name)
      .sort();
  }
  return out;
}
