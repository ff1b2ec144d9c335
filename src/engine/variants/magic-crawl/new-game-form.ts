import { WEAKENING_CARDS } from '../../cards/crawl-cards';
import type { CardFacts } from '../../cards/card';
import type { CardDefData } from '../../cards/card-schema';
import { findDeck, STARTER_DECKS, type DeckList } from '../../cards/decks';
import { ENCOUNTER_CREATURES } from '../../cards/encounters';
import { findCard } from '../../cards/pool';
import { rulesText } from '../../cards/rules-text';
import { COLOUR_NAMES, type Terrain } from '../../colour';
import { cardInfo } from '../../magic/card-db';
import { manaValue } from '../../mana';
import type { RuleError } from '../../result';
import type {
  CreatureChoice,
  DeckChoice,
  ExpansionCards,
  ShowNewGameMessage,
  StartDefaults,
  StartExpansions,
  StartGoal,
  StartOptions,
  WeakeningChoice,
} from '../../../protocol/messages';
import { checkedDeckList, importedCardsSent } from '../form-decks';
import type { CardLibrary } from '../new-game-form';
import { checkedSetup } from './checked-setup';
import { type DifficultyId, difficultyOptions, findDifficulty } from './difficulty';
import { DEFAULT_COLOURLESS_LANDS, DEFAULT_ENCOUNTER_SPELLS, DEFAULT_MULTICOLOUR_LANDS } from './expansions';
import { libraryEncounterPiles, libraryLands, libraryOffer } from './library-piles';
import type { CrawlSetup, Deck, Expansions, Goal } from './schema';
import { DEFAULT_DECK, DEFAULT_GOAL_DISTANCE, DEFAULT_OPTIONS, goalHexAt, LIFE, type SetupChoices } from './setup';

/**
 * Magic Crawl's new-game form on the playmat (Variant.form): the choices it
 * offers (starter decks, encounter creatures, expansions, weakening
 * enchantments, defaults, what the card library can give), and its answer
 * turned into setup choices and a setup. Pure; the host asks it, since a
 * webview message is untrusted, and every refusal says what to change.
 */

export const START_DEFAULTS: StartDefaults = {
  deck: DEFAULT_DECK,
  goalDistance: DEFAULT_GOAL_DISTANCE,
  life: LIFE.constructed,
  commanderLife: LIFE.commander,
  preparationRounds: DEFAULT_OPTIONS.preparationRounds,
  opponentSpells: DEFAULT_OPTIONS.opponentSpells,
  difficulty: 'normal',
};

export function deckChoices(): DeckChoice[] {
  return STARTER_DECKS.map((d) => ({
    id: d.id,
    name: d.name,
    colours: [...d.colours],
    description: deckDescription(d),
    artifacts: artifactsIn(d.cards.map((c) => c.name), findCard),
  }));
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

/** The artifacts among these card names, each once, in alphabetical order. */
export function artifactsIn(names: readonly string[], lookup: (name: string) => CardFacts | undefined): string[] {
  return [...new Set(names.filter((n) => lookup(n)?.types.includes('Artifact')))].sort();
}

export function creatureChoices(): CreatureChoice[] {
  return ENCOUNTER_CREATURES.map((c) => {
    const keywords = c.keywords.map((k) => k.replace(/-/g, ' ')).join(', ');
    return { name: c.name, colour: c.colours[0] ?? '', summary: `${c.power}/${c.toughness}${keywords ? ` ${keywords}` : ''}` };
  });
}

/** The cards each Expanding checkbox of the form adds. */
export function expansionCards(): ExpansionCards {
  return {
    multicolourLands: [...DEFAULT_MULTICOLOUR_LANDS],
    colourlessLands: [...DEFAULT_COLOURLESS_LANDS],
    encounterSpells: [...DEFAULT_ENCOUNTER_SPELLS],
  };
}

/** The enchantments that may weaken your creatures, with their generated rules text. */
export function weakeningChoices(): WeakeningChoice[] {
  return WEAKENING_CARDS.map((c) => ({ name: c.name, text: rulesText(c).join(' ') }));
}

/** What the form offers, as the host sends it. */
export type CrawlFormOffer = Pick<ShowNewGameMessage, 'decks' | 'creatures' | 'defaults' | 'expansionCards' | 'weakenings' | 'library'>;

let fixed: Omit<CrawlFormOffer, 'library'> | undefined;

/** What the form offers: the same each time but for what the card library can give (card data may have been imported since). */
export function formOffer(library: CardLibrary | undefined, seed: string): CrawlFormOffer {
  fixed ??= { decks: deckChoices(), creatures: creatureChoices(), defaults: START_DEFAULTS, expansionCards: expansionCards(), weakenings: weakeningChoices() };
  return { ...fixed, library: libraryOffer(library, seed) };
}

export type Checked =
  | { readonly ok: true; readonly choices: SetupChoices; readonly setup: CrawlSetup }
  | { readonly ok: false; readonly error: RuleError };

const RULE = 'crawl.startGame';

const refuse = (message: string): { ok: false; error: RuleError } => ({ ok: false, error: { rule: RULE, message } });

/**
 * The form's answer as setup choices for `newGame`, or what is wrong with
 * it. A difficulty preset (Normal when none is named) gives the Adjusting
 * options the answer leaves out; those it gives win. `library` is the
 * player's card index, for piles and lands "from your card library".
 */
export function setupChoices(seed: string, options: StartOptions, library?: CardLibrary): Checked {
  const imported = importedCards(options.cards ?? []);
  if (!imported.ok) return imported;
  const fromLibrary = libraryChoices(seed, options, library);
  if (!fromLibrary.ok) return fromLibrary;
  for (const c of fromLibrary.cards) if (!imported.cards.has(c.name)) imported.cards.set(c.name, c);
  const deck = deckChoice(options.deck ?? START_DEFAULTS.deck, imported.cards);
  if (!deck.ok) return deck;
  const lookup = (name: string): CardFacts | undefined => findCard(name) ?? imported.cards.get(name);

  const difficultyId: DifficultyId = options.difficulty ?? START_DEFAULTS.difficulty ?? 'normal';
  const difficulty = findDifficulty(difficultyId);
  if (!difficulty) return refuse(`There is no difficulty "${difficultyId}".`);
  const preset = difficultyOptions(difficulty, LIFE.constructed);

  const weakening = options.weakening === null ? undefined : (options.weakening ?? preset.weakening);
  if (weakening !== undefined && !WEAKENING_CARDS.some((c) => c.name === weakening)) {
    return refuse(`"${weakening}" is not an enchantment that weakens your creatures; choose ${orList(WEAKENING_CARDS.map((c) => c.name))}, or none.`);
  }

  const leavesLandsOut = options.landless === true || options.mappedMana === true;
  if (leavesLandsOut && deck.cards.every((c) => lookup(c.name)?.types.includes('Land'))) {
    const rule = options.landless ? 'Landless' : 'Mana only from mapped lands';
    return refuse(`${rule} leaves the lands out of the deck, and ${deck.name} holds nothing else: choose a deck with spells in it.`);
  }

  const distribution = options.distribution ?? DEFAULT_OPTIONS.distribution;
  const expansions = { ...expansionsOf(options.expansions ?? {}), ...fromLibrary.lands };
  if (distribution === 'd6' && ((expansions.multicolourLands?.length ?? 0) > 0 || (expansions.colourlessLands?.length ?? 0) > 0)) {
    return refuse('Multicolour and colourless lands are shuffled into the Land Piles, and the d6 table has none: choose Land Piles for the terrain, or leave those lands out.');
  }

  const goals: Goal[] = [];
  for (const g of options.goals ?? [{ type: 'reach', distance: START_DEFAULTS.goalDistance }]) {
    const goal = goalOf(seed, g, deck.cards, lookup, fromLibrary.encounterCreatures);
    if (!goal.ok) return goal;
    if (goals.some((other) => JSON.stringify(other) === JSON.stringify(goal.goal))) return refuse('The two goals are the same; choose another second goal, or none.');
    goals.push(goal.goal);
  }

  const choices: SetupChoices = {
    deck: deck.choice,
    ...(imported.cards.size > 0 ? { cards: [...imported.cards.values()] } : {}),
    ...(fromLibrary.encounterCreatures ? { encounterCreatures: fromLibrary.encounterCreatures } : {}),
    goals,
    distribution,
    startColour: options.startColour ?? DEFAULT_OPTIONS.startColour,
    life: options.life ?? preset.life ?? START_DEFAULTS.life,
    preparationRounds: options.preparationRounds ?? preset.preparationRounds ?? START_DEFAULTS.preparationRounds,
    opponentSpells: options.opponentSpells ?? START_DEFAULTS.opponentSpells,
    // Options that are off are left out, so the file matches one made by `crawl new` with the same choices.
    ...(Object.keys(expansions).length > 0 ? { expansions } : {}),
    ...((options.keywordRoll ?? preset.keywordRoll) ? { keywordRoll: true } : {}),
    ...((options.extraFoes ?? preset.extraFoes) ? { extraFoes: true } : {}),
    ...(weakening !== undefined ? { weakening } : {}),
    ...(options.mappedMana ? { mappedMana: true } : {}),
    ...(options.landless ? { landless: true } : {}),
  };

  // What only the whole setup can tell (a nonbasic land or spell the piles cannot take): the engine's own checks, as on every file read.
  const checked = checkedSetup(seed, choices);
  if (!checked.ok) {
    const problem = checked.problems[0]!;
    return refuse(`This game cannot be set up: ${problem.path.replace('/setup/options/', '')} ${problem.message}.`);
  }
  return { ok: true, choices, setup: checked.setup };
}

/** The checkboxes of the form as the engine's Expanding options: each adds the built-in list of cards. */
export function expansionsOf(x: StartExpansions): Expansions {
  return {
    ...(x.multicolourLands ? { multicolourLands: [...DEFAULT_MULTICOLOUR_LANDS] } : {}),
    ...(x.colourlessLands ? { colourlessLands: [...DEFAULT_COLOURLESS_LANDS] } : {}),
    ...(x.encounterSpells ? { encounterSpells: [...DEFAULT_ENCOUNTER_SPELLS] } : {}),
    ...(x.replaceDefeated ? { replaceDefeated: true } : {}),
  };
}

type FromLibrary =
  | { ok: true; cards: readonly CardDefData[]; encounterCreatures?: Record<Terrain, string[]>; lands?: Pick<Expansions, 'multicolourLands' | 'colourlessLands'> }
  | { ok: false; error: RuleError };

/** The Encounter Piles and Land Pile lands the answer wants from the card library, and the imported cards they use. */
function libraryChoices(seed: string, options: StartOptions, library: CardLibrary | undefined): FromLibrary {
  const cards: CardDefData[] = [];
  let encounterCreatures: Record<Terrain, string[]> | undefined;
  let lands: Pick<Expansions, 'multicolourLands' | 'colourlessLands'> | undefined;
  if (options.encounterPiles === 'library') {
    const piles = libraryEncounterPiles(library, seed);
    if (!piles.ok) return refuse(piles.message);
    encounterCreatures = piles.encounterCreatures;
    cards.push(...piles.cards);
  }
  const x = options.expansions ?? {};
  if (options.landPileLands === 'library' && (x.multicolourLands || x.colourlessLands)) {
    const picked = libraryLands(library, seed, { multicolour: x.multicolourLands === true, colourless: x.colourlessLands === true });
    if (!picked.ok) return refuse(picked.message);
    lands = {
      ...(picked.multicolourLands.length > 0 ? { multicolourLands: picked.multicolourLands } : {}),
      ...(picked.colourlessLands.length > 0 ? { colourlessLands: picked.colourlessLands } : {}),
    };
    cards.push(...picked.cards);
  }
  return { ok: true, cards, ...(encounterCreatures ? { encounterCreatures } : {}), ...(lands ? { lands } : {}) };
}

function importedCards(cards: readonly CardDefData[]): { ok: true; cards: Map<string, CardDefData> } | { ok: false; error: RuleError } {
  const sent = importedCardsSent(cards);
  return sent.ok ? sent : refuse(sent.message);
}

type DeckChecked = { ok: true; choice: string | Deck; name: string; cards: readonly { name: string; count: number }[] } | { ok: false; error: RuleError };

function deckChoice(deck: string | Deck, imported: ReadonlyMap<string, CardDefData>): DeckChecked {
  if (typeof deck === 'string') {
    const list = findDeck(deck);
    if (!list) return refuse(`There is no starter deck "${deck}"; choose one of ${STARTER_DECKS.map((d) => d.id).join(', ')}.`);
    return { ok: true, choice: deck, name: list.name, cards: list.cards };
  }
  const checked = checkedDeckList(deck, imported);
  if (!checked.ok) return refuse(checked.message);
  return { ok: true, choice: { name: deck.name, cards: deck.cards.map((c) => ({ name: c.name, count: c.count })) }, name: deck.name, cards: deck.cards };
}

function goalOf(
  seed: string,
  g: StartGoal,
  deck: readonly { name: string }[],
  lookup: (name: string) => CardFacts | undefined,
  piles: Record<Terrain, readonly string[]> | undefined,
): { ok: true; goal: Goal } | { ok: false; error: RuleError } {
  switch (g.type) {
    case 'defeat':
      if (piles && !Object.values(piles).some((p) => p.includes(g.creature))) {
        return refuse(`${g.creature} is not in the Encounter Piles picked from your card library, so it cannot be a goal; choose another goal (every creature of a colour, a hex, an artifact).`);
      }
      if (!piles && !ENCOUNTER_CREATURES.some((c) => c.name === g.creature)) return refuse(`${g.creature} is not in the Encounter Piles, so it cannot be a goal.`);
      return { ok: true, goal: { type: 'defeat', creature: g.creature } };
    case 'defeat-colour': {
      if (!ENCOUNTER_CREATURES.some((c) => c.colours.includes(g.colour))) {
        return refuse(`No encounter creature is ${COLOUR_NAMES[g.colour].toLowerCase()}, so defeating them all cannot be a goal.`);
      }
      return { ok: true, goal: { type: 'defeat-colour', colour: g.colour } };
    }
    case 'find': {
      if (!deck.some((c) => c.name === g.artifact)) return refuse(`${g.artifact} is not in your deck, so it cannot be found; choose an artifact your deck holds.`);
      if (!lookup(g.artifact)?.types.includes('Artifact')) return refuse(`${g.artifact} is not an artifact; a "find" goal names an artifact in your deck.`);
      return { ok: true, goal: { type: 'find', artifact: g.artifact } };
    }
    case 'reach':
      if ('distance' in g) return { ok: true, goal: { type: 'reach', hex: goalHexAt(seed, g.distance) } };
      if (g.hex.q === 0 && g.hex.r === 0) return refuse('The goal hex cannot be the start hex.');
      return { ok: true, goal: { type: 'reach', hex: { q: g.hex.q, r: g.hex.r } } };
  }
}

/** "A, B or C". */
function orList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

