import { COLOUR_NAMES, type Colour } from '../../colour';
import { cardInfo } from '../../magic/card-db';
import { hexDistance, hexLabel } from '../../hex';
import { findHex } from './map';
import type { CrawlSetup, CrawlState, Goal } from './schema';

/**
 * The winning conditions (rules/magic-crawl.md, "Ending the Game", with the
 * Adjusting "every creature of one colour" and the Expanding "find an
 * artifact"): when each is met, and how far along it is, in one place for
 * the engine, the playmat and the command line.
 */

export interface GoalProgress {
  readonly done: boolean;
  /** "Reach (1, 3)", "Defeat Serra Angel", "Defeat every black creature". */
  readonly text: string;
  /** "3 hexes away", "2 of 8 defeated", "fighting it now". */
  readonly status: string;
}

type Game = { readonly setup: CrawlSetup; readonly state: CrawlState };

/** The creatures of one colour that were in the Encounter Piles at setup: what a defeat-colour goal asks for. */
export function creaturesOfColour(setup: CrawlSetup, colour: Colour): string[] {
  const names = new Set<string>();
  for (const pile of Object.values(setup.encounterCreatures)) {
    for (const name of pile) if (cardInfo(name).def.colours.includes(colour)) names.add(name);
  }
  return [...names].sort();
}

export function goalMet(game: Game, goal: Goal): boolean {
  const s = game.state;
  switch (goal.type) {
    case 'reach':
      return findHex(s.hexes, goal.hex)?.explored === true;
    case 'defeat':
      return s.defeated.includes(goal.creature);
    case 'defeat-colour':
      return creaturesOfColour(game.setup, goal.colour).every((name) => s.defeated.includes(name));
    case 'find':
      return s.you.hand.some((c) => c.card === goal.artifact) || s.battlefield.some((p) => p.controller === 'you' && p.card === goal.artifact);
  }
}

export function goalsMet(game: Game): boolean {
  return game.setup.options.goals.every((g) => goalMet(game, g));
}

/** The goals as done, for the victory line: "reached (1, 3) and defeated Serra Angel". */
export function goalWords(goals: readonly Goal[]): string {
  return goals
    .map((g) => {
      switch (g.type) {
        case 'reach':
          return `reached (${g.hex.q}, ${g.hex.r})`;
        case 'defeat':
          return `defeated ${g.creature}`;
        case 'defeat-colour':
          return `defeated every ${COLOUR_NAMES[g.colour].toLowerCase()} creature`;
        case 'find':
          return `found ${g.artifact}`;
      }
    })
    .join(' and ');
}

export function goalProgress(game: Game, goal: Goal): GoalProgress {
  const s = game.state;
  const done = goalMet(game, goal);
  switch (goal.type) {
    case 'reach': {
      const distance = hexDistance(s.token, goal.hex);
      const status = done ? 'reached' : distance === 0 ? 'here' : `${distance} ${distance === 1 ? 'hex' : 'hexes'} away`;
      return { done, text: `Reach ${hexLabel(goal.hex)}`, status };
    }
    case 'defeat': {
      const met = s.battlefield.some((p) => p.controller === 'foe' && p.card === goal.creature);
      return { done, text: `Defeat ${goal.creature}`, status: done ? 'defeated' : met ? 'fighting it now' : 'not met yet' };
    }
    case 'defeat-colour': {
      const all = creaturesOfColour(game.setup, goal.colour);
      const beaten = all.filter((name) => s.defeated.includes(name)).length;
      return { done, text: `Defeat every ${COLOUR_NAMES[goal.colour].toLowerCase()} creature`, status: `${beaten} of ${all.length} defeated` };
    }
    case 'find': {
      const status = done ? 'found' : 'not found yet';
      return { done, text: `Find ${goal.artifact}`, status };
    }
  }
}
