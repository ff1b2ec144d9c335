import { COLOUR_NAMES } from '../engine/colour';
import { ENCOUNTER_CREATURES } from '../engine/cards/encounters';
import { findDeck, STARTER_DECKS, type DeckList } from '../engine/cards/decks';
import { cardInfo } from '../engine/magic/card-db';
import { manaValue } from '../engine/mana/cost';
import type { RuleError } from '../engine/result';
import type { Goal } from '../engine/variants/magic-crawl/schema';
import { DEFAULT_DECK, DEFAULT_GOAL_DISTANCE, DEFAULT_OPTIONS, LIFE, type SetupChoices } from '../engine/variants/magic-crawl/setup';
import type { CreatureChoice, DeckChoice, StartDefaults, StartGoal, StartOptions } from '../protocol/messages';

/**
 * From the new-game form to the engine: the choices it offers (starter
 * decks, encounter creatures, defaults), and its answer turned into the
 * engine's setup choices. Pure; the host checks the answer here, since a
 * webview message is untrusted.
 */

export const START_DEFAULTS: StartDefaults = {
  deck: DEFAULT_DECK,
  goalDistance: DEFAULT_GOAL_DISTANCE,
  life: LIFE.constructed,
  commanderLife: LIFE.commander,
  preparationRounds: DEFAULT_OPTIONS.preparationRounds,
  opponentSpells: DEFAULT_OPTIONS.opponentSpells,
};

export function deckChoices(): DeckChoice[] {
  return STARTER_DECKS.map((d) => ({ id: d.id, name: d.name, colours: [...d.colours], description: deckDescription(d) }));
}

/** "Green · 60 cards, 24 lands · Craw Wurm, Giant Spider, Llanowar Elves": the biggest creatures first. */
function deckDescription(d: DeckList): string {
  const colours = d.colours.map((c) => COLOUR_NAMES[c]).join('-');
  let total = 0;
  let lands = 0;
  const creatures: { name: string; cost: number }[] = [];
  for (const { name, count } of d.cards) {
    total += count;
    const info = cardInfo(name);
    if (info.land) lands += count;
    else if (info.creature) creatures.push({ name, cost: manaValue(info.cost) });
  }
  creatures.sort((a, b) => b.cost - a.cost);
  return `${colours} · ${total} cards, ${lands} lands · ${creatures.slice(0, 3).map((c) => c.name).join(', ')}`;
}

export function creatureChoices(): CreatureChoice[] {
  return ENCOUNTER_CREATURES.map((c) => {
    const keywords = c.keywords.map((k) => k.replace(/-/g, ' ')).join(', ');
    return { name: c.name, colour: c.colours[0] ?? '', summary: `${c.power}/${c.toughness}${keywords ? ` ${keywords}` : ''}` };
  });
}

import { goalHexAt } from '../engine/variants/magic-crawl/setup';

export { goalHexAt };

export type Checked = { readonly ok: true; readonly choices: SetupChoices } | { readonly ok: false; readonly error: RuleError };

const RULE = 'crawl.startGame';

/** The form's answer as setup choices for `newGame`, or what is wrong with it. */
export function setupChoices(seed: string, options: StartOptions): Checked {
  const deck = options.deck ?? START_DEFAULTS.deck;
  if (!findDeck(deck)) {
    return { ok: false, error: { rule: RULE, message: `There is no starter deck "${deck}"; choose one of ${STARTER_DECKS.map((d) => d.id).join(', ')}.` } };
  }
  const goals: Goal[] = [];
  for (const g of options.goals ?? [{ type: 'reach', distance: START_DEFAULTS.goalDistance }]) {
    const goal = goalOf(seed, g);
    if (!goal.ok) return goal;
    goals.push(goal.goal);
  }
  const choices: SetupChoices = {
    deck,
    goals,
    distribution: options.distribution ?? DEFAULT_OPTIONS.distribution,
    startColour: options.startColour ?? DEFAULT_OPTIONS.startColour,
    life: options.life ?? START_DEFAULTS.life,
    preparationRounds: options.preparationRounds ?? START_DEFAULTS.preparationRounds,
    opponentSpells: options.opponentSpells ?? START_DEFAULTS.opponentSpells,
  };
  return { ok: true, choices };
}

function goalOf(seed: string, g: StartGoal): { ok: true; goal: Goal } | { ok: false; error: RuleError } {
  if (g.type === 'defeat') {
    if (!ENCOUNTER_CREATURES.some((c) => c.name === g.creature)) {
      return { ok: false, error: { rule: RULE, message: `${g.creature} is not in the Encounter Piles, so it cannot be a goal.` } };
    }
    return { ok: true, goal: { type: 'defeat', creature: g.creature } };
  }
  if (g.type !== 'reach') return { ok: true, goal: g };
  if ('distance' in g) return { ok: true, goal: { type: 'reach', hex: goalHexAt(seed, g.distance) } };
  if (g.hex.q === 0 && g.hex.r === 0) return { ok: false, error: { rule: RULE, message: 'The goal hex cannot be the start hex.' } };
  return { ok: true, goal: { type: 'reach', hex: { q: g.hex.q, r: g.hex.r } } };
}
