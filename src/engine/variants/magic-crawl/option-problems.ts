import { COLOUR_NAMES } from '../../colour';
import { findCard } from '../../cards/pool';
import type { Problem } from '../../save/problems';
import { expansionProblems } from './expansions';
import { creaturesOfColour } from './goals';
import type { CrawlSetup } from './schema';

/**
 * The checks on a setup's options that the schema cannot make: the cards
 * they name exist and are of the right kind, and every goal can be met.
 * Used on a new game (the form, the command line) and on every file read,
 * with paths into the file.
 */
export function optionProblems(setup: CrawlSetup): Problem[] {
  const o = setup.options;
  const problems = expansionProblems(setup);
  if (o.weakening !== undefined) {
    const card = findCard(o.weakening);
    const path = '/setup/options/weakening';
    if (!card) problems.push({ path, message: `names an unknown card "${o.weakening}"` });
    else if (!card.types.includes('Enchantment') || !(card.abilities ?? []).some((a) => a.kind === 'anthem' && a.affects === 'opponents')) {
      problems.push({ path, message: `${o.weakening} is not an enchantment that weakens an opponent's creatures` });
    }
  }
  const inPiles = new Set([...Object.values(setup.encounterCreatures).flat(), ...Object.values(setup.encounterReserve ?? {}).flat()]);
  const inDeck = new Set(setup.deck.cards.map((c) => c.name));
  o.goals.forEach((g, i) => {
    const path = `/setup/options/goals/${i}`;
    if (g.type === 'defeat' && !inPiles.has(g.creature)) problems.push({ path, message: `${g.creature} is not in the Encounter Piles, so it cannot be met` });
    if (g.type === 'defeat-colour' && creaturesOfColour(setup, g.colour).length === 0) {
      problems.push({ path, message: `no ${COLOUR_NAMES[g.colour].toLowerCase()} creature is in the Encounter Piles` });
    }
    if (g.type === 'find') {
      const card = findCard(g.artifact);
      if (!card) problems.push({ path, message: `names an unknown card "${g.artifact}"` });
      else if (!card.types.includes('Artifact')) problems.push({ path, message: `${g.artifact} is not an artifact` });
      else if (!inDeck.has(g.artifact)) problems.push({ path, message: `${g.artifact} is not in your deck, so it cannot be found` });
    }
  });
  return problems;
}
