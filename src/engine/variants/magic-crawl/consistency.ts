import { findCard } from '../../cards/pool';
import { isCreature } from '../../cards/card';
import { TERRAINS } from '../../colour';
import { hexKey, hexLabel } from '../../hex';
import type { Problem } from '../../save/problems';
import { findHex } from './map';
import type { CrawlSetup, CrawlState } from './schema';

/**
 * Checks a schema can't express: every card is known, each hex is mapped once,
 * the token stands on the map, and every encounter creature is either in its
 * pile or being fought, once. Paths point at the offending value.
 */
export function crawlProblems(setup: CrawlSetup, state: CrawlState): Problem[] {
  const problems: Problem[] = [];
  for (const t of TERRAINS) {
    setup.encounterCreatures[t].forEach((name, i) => {
      const card = findCard(name);
      const path = `/setup/encounterCreatures/${t}/${i}`;
      if (!card) problems.push({ path, message: `names an unknown card "${name}"` });
      else if (!isCreature(card)) problems.push({ path, message: `"${name}" is not a creature; Encounter Piles take creatures and basic lands` });
    });
  }

  const seen = new Map<string, number>();
  state.hexes.forEach((h, i) => {
    const key = hexKey(h);
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({ path: `/state/hexes/${i}`, message: `maps ${hexLabel(h)} again (it is already /state/hexes/${first})` });
    } else seen.set(key, i);
  });
  const start = state.hexes[0];
  if (!start || start.q !== 0 || start.r !== 0 || !start.explored) {
    problems.push({ path: '/state/hexes/0', message: 'must be the explored start hex at (0,0)' });
  }

  const under = findHex(state.hexes, state.token);
  if (!under) problems.push({ path: '/state/token', message: `stands on ${hexLabel(state.token)}, which is not mapped` });
  else if (!under.explored) problems.push({ path: '/state/token', message: `stands on ${hexLabel(state.token)}, which is not marked explored` });

  const encounter = state.encounter;
  if (encounter && (encounter.at.q !== state.token.q || encounter.at.r !== state.token.r)) {
    problems.push({ path: '/state/encounter/at', message: `is ${hexLabel(encounter.at)}, but the token is at ${hexLabel(state.token)}` });
  }

  // Card conservation: pile + encounter = the creatures the pile was set up with.
  for (const t of TERRAINS) {
    const now = [...state.encounterPiles[t].creatures];
    if (encounter?.pile === t) now.push(encounter.card);
    const expected = [...setup.encounterCreatures[t]].sort();
    now.sort();
    if (now.length !== expected.length || now.some((n, i) => n !== expected[i])) {
      problems.push({
        path: `/state/encounterPiles/${t}/creatures`,
        message: `does not hold the creatures the pile was set up with (with the one being fought): expected ${expected.length} (${expected.join(', ')}), found ${now.length} (${now.join(', ')})`,
      });
    }
    if (state.encounterPiles[t].lands !== setup.encounterLands) {
      problems.push({ path: `/state/encounterPiles/${t}/lands`, message: `is ${state.encounterPiles[t].lands}, but every pile was set up with ${setup.encounterLands}` });
    }
  }
  if (encounter && encounter.id >= state.counters.nextId) {
    problems.push({ path: '/state/encounter/id', message: `is ${encounter.id}, but ids so far only reach ${state.counters.nextId - 1}` });
  }
  return problems;
}
