import { findCard, isBuiltInCard } from '../../cards/pool';
import { isCreature } from '../../cards/card';
import { TERRAINS } from '../../colour';
import { hexKey, hexLabel } from '../../hex';
import type { Problem } from '../../save/problems';
import { findHex } from './map';
import { landlessProblems } from './landless-check';
import { mappedLandProblems } from './mapped-mana';
import { startingLibrary } from './setup';
import { optionProblems } from './option-problems';
import { knownInGame, registerSetupCards } from '../../cards/setup-cards';
import type { CrawlSetup, CrawlState } from './schema';

/**
 * Checks a schema can't express: every card is known, each hex is mapped once,
 * the token stands on the map, and every encounter creature is either in its
 * pile or being fought, once. Paths point at the offending value.
 */
export function crawlProblems(setup: CrawlSetup, state: CrawlState): Problem[] {
  // The game's own cards first: the option checks look some of them up (a colour goal counts the piles' creatures of that colour).
  registerSetupCards(setup);
  const problems: Problem[] = optionProblems(setup);
  // A name is known when built in or imported with this very game, not merely registered by another game.
  const known = knownInGame(setup, isBuiltInCard);
  for (const t of TERRAINS) {
    setup.encounterCreatures[t].forEach((name, i) => {
      const card = known(name) ? findCard(name) : undefined;
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

  // Every card named anywhere must be in the pool.
  const named: [string, string][] = [
    ...setup.deck.cards.map((c, i) => [`/setup/deck/cards/${i}/name`, c.name] as [string, string]),
    ...state.you.library.cards.map((c, i) => [`/state/you/library/cards/${i}`, c] as [string, string]),
    ...state.you.library.bottom.map((c, i) => [`/state/you/library/bottom/${i}`, c] as [string, string]),
    ...(state.you.library.top ?? []).map((c, i) => [`/state/you/library/top/${i}`, c] as [string, string]),
    ...(state.prompt?.type === 'scry' ? state.prompt.cards.map((c, i) => [`/state/prompt/cards/${i}`, c] as [string, string]) : []),
    ...(['hand', 'graveyard', 'exile'] as const).flatMap((z) => state.you[z].map((c, i) => [`/state/you/${z}/${i}/card`, c.card] as [string, string])),
    ...state.battlefield.map((p, i) => [`/state/battlefield/${i}/card`, p.card] as [string, string]),
    ...state.battlefield.flatMap((p, i) => (p.original ? [[`/state/battlefield/${i}/original`, p.original] as [string, string]] : [])),
  ];
  let unknown = false;
  for (const [path, name] of named) {
    if (!known(name)) {
      problems.push({ path, message: `names an unknown card "${name}" (not in Crawl's card pool, nor among the game's imported cards in /setup/cards)` });
      unknown = true;
    }
  }

  // Object ids are unique and below the counter.
  const ids = new Map<number, string>();
  const noteId = (id: number, path: string) => {
    const before = ids.get(id);
    if (before) problems.push({ path, message: `reuses id ${id}, already given to ${before}` });
    else ids.set(id, path);
    if (id >= state.counters.nextId) problems.push({ path, message: `is id ${id}, but ids so far only reach ${state.counters.nextId - 1}` });
  };
  (['hand', 'graveyard', 'exile'] as const).forEach((z) => state.you[z].forEach((c, i) => noteId(c.id, `/state/you/${z}/${i}/id`)));
  state.battlefield.forEach((p, i) => noteId(p.id, `/state/battlefield/${i}/id`));

  state.battlefield.forEach((p, i) => {
    const creature = findCard(p.card) !== undefined && isCreature(findCard(p.card)!);
    if (p.controller === 'foe' && creature && !p.pile) problems.push({ path: `/state/battlefield/${i}`, message: `is an encounter creature (${p.card}) with no pile to return to` });
    if (p.controller === 'foe' && creature && !encounter) problems.push({ path: `/state/battlefield/${i}`, message: `is an encounter creature (${p.card}), but no encounter is under way` });
    if (p.attachedTo !== undefined && !state.battlefield.some((q) => q.id === p.attachedTo)) {
      problems.push({ path: `/state/battlefield/${i}/attachedTo`, message: `is #${p.attachedTo}, which is not on the battlefield` });
    }
  });

  // Card conservation, encounter side: pile + foes = the creatures the pile was set up with.
  for (const t of TERRAINS) {
    // With the Expanding options, creatures also sit in the reserve or out of the game (discarded); spells are not counted here.
    const pile = state.encounterPiles[t];
    const creatures = (names: readonly string[]) => names.filter((n) => { const c = findCard(n); return c !== undefined && isCreature(c); });
    const now = [
      ...pile.creatures,
      ...(pile.reserve ?? []),
      ...creatures(pile.discarded ?? []),
      ...state.battlefield.filter((p) => p.controller === 'foe' && p.pile === t && !p.token).map((p) => p.card),
    ];
    const expected = [...setup.encounterCreatures[t], ...(setup.encounterReserve?.[t] ?? [])].sort();
    now.sort();
    if (now.length !== expected.length || now.some((n, i) => n !== expected[i])) {
      problems.push({
        path: `/state/encounterPiles/${t}/creatures`,
        message: `does not hold the creatures the pile was set up with (with those being fought, in reserve and out of the game): expected ${expected.length} (${expected.join(', ')}), found ${now.length} (${now.join(', ')})`,
      });
    }
    if (state.encounterPiles[t].lands !== setup.encounterLands) {
      problems.push({ path: `/state/encounterPiles/${t}/lands`, message: `is ${state.encounterPiles[t].lands}, but every pile was set up with ${setup.encounterLands}` });
    }
  }

  // Card conservation, your side: every card of the deck is in exactly one zone.
  if (!unknown) {
    const expected = startingLibrary(setup);
    const now = [
      ...state.you.library.cards,
      ...state.you.library.bottom,
      ...(state.you.library.top ?? []),
      // Cards a scry looks at wait in its question until each is put back.
      ...(state.prompt?.type === 'scry' ? state.prompt.cards : []),
      ...state.you.hand.map((c) => c.card),
      ...state.you.graveyard.map((c) => c.card),
      ...state.you.exile.map((c) => c.card),
      // A card played as a land counts as itself; a mapped hex's land is no card of the deck.
      ...state.battlefield.filter((p) => p.controller === 'you' && !p.token && !p.hex).map((p) => p.original ?? p.card),
    ].sort();
    if (now.length !== expected.length || now.some((n, i) => n !== expected[i])) {
      problems.push({
        path: '/state/you',
        message: `does not hold the cards of the deck: the deck has ${expected.length} cards to play with, the zones hold ${now.length}`,
      });
    }
  }
  problems.push(...landlessProblems(setup, state), ...mappedLandProblems(setup, state));
  return problems;
}
