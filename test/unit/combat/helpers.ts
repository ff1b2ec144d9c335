import { ENCOUNTER_CREATURES } from '../../../src/engine/cards/encounters';
import type { Colour } from '../../../src/engine/colour';
import {
  combatKeywords,
  resolveCombatDamage,
  type Combat,
  type CombatEvent,
  type CombatOutcome,
  type Combatant,
  type Keyword,
  type Side,
} from '../../../src/engine/combat';

/** A creature for a scenario: `make(1, 'Bear', 'player', 2, 2)`. */
export function make(
  id: number,
  name: string,
  controller: Side,
  power: number,
  toughness: number,
  more: { keywords?: Keyword[]; colours?: Colour[]; damage?: number; sick?: boolean; tapped?: boolean } = {},
): Combatant {
  return {
    id,
    name,
    controller,
    power,
    toughness,
    damage: more.damage ?? 0,
    colours: more.colours ?? [],
    keywords: new Set(more.keywords ?? []),
    ...(more.sick !== undefined ? { sick: more.sick } : {}),
    ...(more.tapped !== undefined ? { tapped: more.tapped } : {}),
  };
}

/** A creature from the built-in Encounter Piles, with its printed facts. */
export function card(id: number, name: string, controller: Side): Combatant {
  const facts = ENCOUNTER_CREATURES.find((c) => c.name === name);
  if (!facts) throw new Error(`no card ${name} in the encounter piles`);
  return {
    id,
    name,
    controller,
    power: facts.power!,
    toughness: facts.toughness!,
    damage: 0,
    colours: facts.colours,
    keywords: combatKeywords(facts.keywords),
  };
}

/** Resolves and insists it worked, so scenarios read as rules. */
export function resolve(combat: Omit<Combat, 'life'> & { life?: Combat['life'] }): CombatOutcome {
  const result = resolveCombatDamage({ life: { player: 20, encounter: 0 }, ...combat });
  if (!result.ok) throw new Error(`refused: ${result.error.rule}: ${result.error.message}`);
  return result;
}

/** Damage dealt by `source` to `to` ('player' side or a creature id) over the given events. */
export function dealt(events: readonly CombatEvent[], source: number, to?: number | Side): number {
  return events
    .filter((e): e is Extract<CombatEvent, { type: 'damageDealt' }> => e.type === 'damageDealt' && e.source === source)
    .filter((e) => to === undefined || (typeof to === 'number' ? e.to.kind === 'creature' && e.to.id === to : e.to.kind === 'player' && e.to.side === to))
    .reduce((sum, e) => sum + e.amount, 0);
}

export function allEvents(outcome: CombatOutcome): CombatEvent[] {
  return outcome.steps.flatMap((s) => s.events);
}

export function stepEvents(outcome: CombatOutcome, step: 'first-strike' | 'regular'): readonly CombatEvent[] {
  const found = outcome.steps.find((s) => s.step === step);
  if (!found) throw new Error(`no ${step} damage step`);
  return found.events;
}

export function survivor(outcome: CombatOutcome, id: number): Combatant | undefined {
  return outcome.combatants.find((c) => c.id === id);
}
