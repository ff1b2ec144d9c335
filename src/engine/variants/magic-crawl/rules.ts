import type { Terrain } from '../../colour';
import { areAdjacent, hexLabel, hexNeighbours, type Hex } from '../../hex';
import { nextInt } from '../../rng';
import { refuse, type Applied } from '../../result';
import type { CrawlEvent } from './events';
import { mapAround } from './explore';
import { findHex, updateHexes } from './map';
import type { CrawlAction, CrawlState, EncounterPile, MoveAction } from './schema';
import { sortedNames } from './setup';

export type CrawlApplied = Applied<CrawlState, CrawlEvent>;

/** Rule identifiers, named after the part of rules/magic-crawl.md they enforce. */
export const RULES = {
  moveAdjacent: 'magic-crawl.move.adjacent',
  moveMapped: 'magic-crawl.move.mapped',
  moveDuringEncounter: 'magic-crawl.encounter.in-progress',
  noEncounter: 'magic-crawl.encounter.none',
  unknownAction: 'engine.action.unknown',
} as const;

/** Applies one action. Pure: the given state is never modified. */
export function applyCrawl(state: CrawlState, action: CrawlAction): CrawlApplied {
  switch (action.type) {
    case 'move':
      return move(state, action);
    case 'endEncounter':
      return endEncounter(state);
    default:
      return refuse(RULES.unknownAction, `Magic Crawl has no action "${(action as { type?: unknown }).type}".`);
  }
}

/** Every action the player may take now. */
export function legalCrawlActions(state: CrawlState): CrawlAction[] {
  if (state.encounter) return [{ type: 'endEncounter' }];
  return hexNeighbours(state.token)
    .filter((n) => findHex(state.hexes, n))
    .map((to) => ({ type: 'move', to }));
}

function move(state: CrawlState, action: MoveAction): CrawlApplied {
  const { to } = action;
  if (state.encounter) {
    return refuse(
      RULES.moveDuringEncounter,
      `You cannot move while the encounter with ${state.encounter.card} goes on; end the encounter first.`,
    );
  }
  if (!areAdjacent(state.token, to)) {
    return refuse(RULES.moveAdjacent, `${hexLabel(to)} is not next to the token at ${hexLabel(state.token)}; you move one hex at a time.`);
  }
  const target = findHex(state.hexes, to);
  if (!target) {
    return refuse(RULES.moveMapped, `${hexLabel(to)} is not mapped yet; you can only move to a mapped hex.`);
  }
  const token = { q: to.q, r: to.r };
  const moved: CrawlEvent = { type: 'moved', from: state.token, to: token, terrain: target.terrain, firstVisit: !target.explored };
  const counters = { moves: state.counters.moves + 1, nextId: state.counters.nextId };
  if (target.explored) {
    return { ok: true, state: { ...state, token, counters }, events: [moved] };
  }
  return explore(state, token, target.terrain, counters, moved);
}

/** Entering an unexplored hex: map its neighbours, then establish the encounter. */
function explore(
  state: CrawlState,
  at: Hex,
  terrain: Terrain,
  counters: CrawlState['counters'],
  moved: CrawlEvent,
): CrawlApplied {
  const around = mapAround(state.hexes, at, terrain, state.landPiles, state.rng);
  const hexes = updateHexes(state.hexes, at, (h) => ({ ...h, explored: true }), around.mapped);
  const events: CrawlEvent[] = [moved];
  if (around.mapped.length > 0) {
    events.push({ type: 'mapped', hexes: around.mapped.map(({ q, r, terrain: t }) => ({ q, r, terrain: t })), from: terrain });
  }
  const pile = state.encounterPiles[terrain];
  const size = pile.creatures.length + pile.lands;
  let rng = around.rng;
  let encounter: CrawlState['encounter'] = null;
  let encounterPiles = state.encounterPiles;
  let nextId = counters.nextId;
  if (size === 0) {
    events.push({ type: 'foundLand', pile: terrain });
  } else {
    const drawn = nextInt(rng, size);
    rng = drawn.rng;
    if (drawn.value < pile.creatures.length) {
      const card = pile.creatures[drawn.value]!;
      const remaining: EncounterPile = { creatures: pile.creatures.filter((_, i) => i !== drawn.value), lands: pile.lands };
      encounterPiles = { ...state.encounterPiles, [terrain]: remaining };
      encounter = { id: nextId, card, pile: terrain, at: { q: at.q, r: at.r } };
      events.push({ type: 'metCreature', id: nextId, card, pile: terrain });
      nextId += 1;
    } else {
      // A land: nothing happens, and the card goes straight back to its pile.
      events.push({ type: 'foundLand', pile: terrain });
    }
  }
  return {
    ok: true,
    state: { ...state, token: { q: at.q, r: at.r }, encounter, counters: { moves: counters.moves, nextId }, rng, encounterPiles, hexes },
    events,
  };
}

function endEncounter(state: CrawlState): CrawlApplied {
  const encounter = state.encounter;
  if (!encounter) return refuse(RULES.noEncounter, 'There is no encounter to end.');
  const pile = state.encounterPiles[encounter.pile];
  const returned: EncounterPile = { creatures: sortedNames([...pile.creatures, encounter.card]), lands: pile.lands };
  return {
    ok: true,
    state: { ...state, encounter: null, encounterPiles: { ...state.encounterPiles, [encounter.pile]: returned } },
    events: [{ type: 'encounterEnded', card: encounter.card, pile: encounter.pile }],
  };
}

