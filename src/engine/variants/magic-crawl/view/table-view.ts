import { madnessCastWords, madnessDeclineLabel, madnessText } from '../../../magic/madness';
import { reboundCastWords, reboundDeclineLabel, reboundText } from '../../../magic/rebound';
import { devourDoneLabel, devourLabel, devourText } from '../../../magic/devour';
import { isFaceDown, morphAbility, turnFaceUpWords } from '../../../magic/morph';
import { librarySize } from '../../../magic/table';
import { crawlTable } from '../crawl-table';
import { allCards, faceOf, isBuiltInCard, poolVersion } from '../../../cards/pool';
import { abilityText, cyclingWords, unearthWords } from '../../../cards/rules-text';
import { isCycling, isUnearth } from '../../../cards/abilities';
import { faceRole, otherFaces } from '../../../cards/faces';
import { pileName } from '../../../colour';
import { directionTo, HEX_DIRECTION_NAMES, hexDistance, hexLabel } from '../../../hex';
import { cardInfo, castWords, faceInfo, modeLabel } from '../../../magic/card-db';
import { hasKeyword, keywordsOf, powerOf, toughnessOf } from '../../../magic/characteristics';
import { scryLabel, scryText } from '../../../magic/scry';
import { fabricateLabel, fabricateText } from '../../../magic/fabricate';
import { landFor, landWords } from '../../../magic/landless';
import { manaSources } from '../../../magic/payments';
import type { Permanent } from '../../../magic/schema';
import type { CrawlTarget } from '../magic-schema';
import { HAND_SIZE, maxHandSize } from '../../../magic/turn';
import type { CrawlSave as SaveFile } from '../new-game';

type LogEntry = SaveFile['log'][number];
import type { CrawlTable } from '../crawl-table';
import { couldAttack } from '../flow';
import { goalProgress, goalWords } from '../goals';
import { findHex } from '../map';
import { optionsSummary } from '../options-summary';
import { countNames } from '../text/labels';
import type { CrawlAction, CrawlSetup, CrawlState, Goal } from '../schema';
import type { CardTextLookup, CardView } from '../../../../protocol/card-view';
import { cardViewWith, endStepView } from '../../../magic/card-view';
import type {
  ActionView,
  ByHandView,
  CombatView,
  GoalView,
  ManaView,
  OutcomeView,
  PhaseView,
  PromptView,
  StepId,
  StepView,
  TableView,
  TokenChoice,
} from '../../../../protocol/table-view';

/**
 * The table view of a game, for the playmat: pure, made from the saved game
 * and its legal actions. Everything the webview shows about cards (rules
 * text, type line, power and toughness now, keywords) and every label of an
 * action is worked out here, so the webview never looks a card up. With the
 * log, it can tell that a manual card was just cast.
 */
export function tableView(
  game: Pick<SaveFile, 'setup' | 'state'> & { readonly log?: readonly LogEntry[] },
  legal: readonly CrawlAction[],
  cardText?: CardTextLookup,
): TableView {
  const { setup, state } = game;
  const cardView = (name: string, id?: number): CardView => cardViewWith(name, id, cardText);
  const t = crawlTable(state);
  const names = new Names(t);
  const combat = state.combat;
  const attacking = new Set(combat?.attackers.map((a) => a.id) ?? []);
  const blocking = new Set(combat?.blocks.map((b) => b.id) ?? []);
  const permanentView = (p: Permanent): CardView => {
    const info = cardInfo(p.card);
    const view: CardView = {
      ...cardView(p.card, p.id),
      tapped: p.tapped,
      ...(info.creature
        ? { currentPower: powerOf(t, p), currentToughness: toughnessOf(t, p), keywords: keywordsOf(t, p) }
        : {}),
      ...(p.damage > 0 ? { damage: p.damage } : {}),
      ...(p.counters > 0 ? { counters: p.counters } : {}),
      ...(p.sick && info.creature && p.controller === 'you' && !hasKeyword(t, p, 'haste') ? { sick: true } : {}),
      ...(attacking.has(p.id) ? { attacking: true } : {}),
      ...(blocking.has(p.id) ? { blocking: true } : {}),
      ...(p.token ? { token: true } : {}),
      ...(p.attachedTo !== undefined ? { attachedTo: names.of(p.attachedTo) } : {}),
      ...(p.original ? { original: { name: p.original, words: originalWords(p as Permanent & { original: string }) } } : {}),
      ...turnsTo(p),
      ...(p.hex ? { fromHex: `the ${p.card} at ${hexLabel(p.hex)}` } : {}),
      ...endStepView(p),
    };
    return view;
  };

  const yours = t.controlledBy('you');
  const lands: CardView[] = [];
  const creatures: CardView[] = [];
  const others: CardView[] = [];
  for (const p of yours) {
    const info = cardInfo(p.card);
    (info.land ? lands : info.creature ? creatures : others).push(permanentView(p));
  }
  const foes = t
    .creaturesOf('foe')
    .sort((a, b) => Number(cardInfo(b.card).creature) - Number(cardInfo(a.card).creature))
    .map(permanentView);

  const hazards = state.battlefield.filter((p) => p.controller === 'foe' && !cardInfo(p.card).creature).map(permanentView);

  const outcome = outcomeOf(setup, state);
  const encounter = state.encounter;
  return {
    // Magic Crawl: a hex map, and one player; the foes are the Encounter Piles', not a seat's.
    board: { kind: 'hex-map' },
    seats: [{ id: 'you', name: 'You', control: 'human', life: state.you.life, ...(state.you.energy ? { energy: state.you.energy } : {}), onTurn: state.phase.type !== 'over' }],
    phase: phaseOf(t, setup, legal),
    ...optional('prompt', promptOf(t, names)),
    ...optional('outcome', outcome),
    goals: setup.options.goals.map((g) => goalView(setup, state, g)),
    options: optionsSummary(setup.options),
    life: state.you.life,
    ...(state.you.energy ? { energy: state.you.energy } : {}),
    startingLife: setup.options.life,
    library: librarySize(state.you.library),
    hand: state.you.hand.map((c) => cardView(c.card, c.id)),
    graveyard: state.you.graveyard.map((c) => cardView(c.card, c.id)),
    exile: state.you.exile.map((c) => cardView(c.card, c.id)),
    lands,
    creatures,
    others,
    foes,
    hazards,
    ...(encounter ? { encounter: { at: { q: encounter.at.q, r: encounter.at.r }, pile: encounter.pile, pileName: pileName(encounter.pile) } } : {}),
    ...optional('combat', combatOf(state)),
    mana: manaOf(t),
    actions: actionViews(t, legal, names),
    defeated: [...state.defeated],
    byHand: byHandOf(t, names, game.log, cardText),
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

// ── Cards ──────────────────────────────────────────────────────────────────

/** Names of the objects in a game, by id: permanents, cards in hand and in the graveyard. */
export class Names {
  constructor(private readonly t: CrawlTable) {}

  of(ref: CrawlTarget | number): string {
    if (ref === 'you') return 'you';
    const s = this.t.s;
    return (
      this.t.permanent(ref)?.card ??
      s.you.hand.find((c) => c.id === ref)?.card ??
      s.you.graveyard.find((c) => c.id === ref)?.card ??
      s.you.exile.find((c) => c.id === ref)?.card ??
      `#${ref}`
    );
  }

  /** "your Grizzly Bears" or "Scathe Zombies": whose, when a target could be either side's. */
  target(ref: CrawlTarget): string {
    if (ref === 'you') return 'you';
    const p = this.t.permanent(ref);
    if (p) return p.controller === 'you' ? `your ${p.card}` : p.card;
    const inGraveyard = this.t.s.you.graveyard.find((c) => c.id === ref);
    if (inGraveyard) return `${inGraveyard.card} in your graveyard`;
    return this.of(ref);
  }
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

// ── The turn ───────────────────────────────────────────────────────────────

const STEP_NAMES: Record<StepId, string> = { main1: 'Main 1', combat: 'Combat', main2: 'Main 2', end: 'End' };
const STEP_ORDER: readonly StepId[] = ['main1', 'combat', 'main2', 'end'];

function stepIdOf(step: string): StepId {
  return step === 'attackers' || step === 'blockers' ? 'combat' : (step as StepId);
}

function phaseOf(t: CrawlTable, setup: CrawlSetup, legal: readonly CrawlAction[]): PhaseView {
  const s = t.s;
  const phase = s.phase;
  const base = { turn: s.counters.turns, moves: s.counters.moves, landPlayed: phase.type === 'turn' && phase.landPlayed };
  const next = legal.some((a) => a.type === 'pass') ? nextStepName(t) : undefined;
  const withNext = next === undefined ? {} : { next };
  switch (phase.type) {
    case 'mulligan':
      return {
        ...base,
        kind: 'mulligan',
        title: 'Opening hand',
        help: `Keep this hand, or take a mulligan: a new hand of seven, then one card to the bottom for each mulligan.${variantNote(setup)}`,
        steps: [],
      };
    case 'turn': {
      const current = stepIdOf(phase.step);
      const steps: StepView[] = STEP_ORDER.map((id) => ({ id, name: STEP_NAMES[id], current: id === current }));
      const title =
        phase.kind === 'preparation' ? preparationTitle(s, setup, phase.roundsLeft) : `Encounter · turn ${s.counters.turns}`;
      return { ...base, ...withNext, kind: phase.kind, title, help: stepHelp(t, phase.kind, phase.step), steps, step: phase.step };
    }
    case 'foe':
      return {
        ...base,
        ...withNext,
        kind: 'foe',
        title: 'The foe attacks',
        help: t.controlledBy('you').some((p) => cardInfo(p.card).creature)
          ? 'Block: choose one of your creatures, then the attacker. Or take the hit and go on to combat damage.'
          : 'You have no creature to block with: go on to combat damage and take the hit.',
        steps: [],
      };
    case 'travel':
      return { ...base, kind: 'travel', title: 'Travel', help: 'Choose the next hex on the map: a new hex may hold a creature.', steps: [] };
    case 'over':
      return { ...base, kind: 'over', title: 'Game over', help: phase.reason, steps: [] };
  }
}

/** What the Landless and mapped-mana options change, said once, as the game begins. */
function variantNote(setup: CrawlSetup): string {
  if (setup.options.landless) return ' Landless: your deck has no lands; play any card as a land, one a turn.';
  if (setup.options.mappedMana) return ' Your deck has no lands: each hex you enter gives you one of its terrain.';
  return '';
}

function preparationTitle(s: CrawlState, setup: CrawlSetup, roundsLeft: number): string {
  const total = setup.options.preparationRounds;
  // The rounds before the first move are counted; later ones (after an encounter, or a hex with a land) come one at a time.
  if (s.counters.moves === 0 && total > 0) return `Preparation round ${total - roundsLeft} of ${total}`;
  return 'Preparation round';
}

function stepHelp(t: CrawlTable, kind: 'preparation' | 'encounter', step: string): string {
  const foes = t.creaturesOf('foe').length > 0;
  switch (step) {
    case 'main1':
      return foes
        ? 'Play a land and cast spells, then go to combat to attack the creature.'
        : kind === 'preparation'
          ? 'Get ready: play a land and cast creatures before you set out.'
          : 'Play a land and cast spells.';
    case 'attackers':
      return 'Choose your attackers (click a creature to toggle it), then go on. With none, combat is skipped.';
    case 'blockers':
      return 'Blocks are set. Cast an instant if you like, then go on to combat damage.';
    case 'main2':
      return 'Play a land if you have not yet, and cast spells.';
    default:
      return t.s.you.hand.length > maxHandSize(t, 'you') ? `End of turn: you will discard down to ${HAND_SIZE} cards.` : 'End of turn.';
  }
}

/** What `pass` leads to now, in a word or two. */
export function nextStepName(t: CrawlTable): string {
  const s = t.s;
  const phase = s.phase;
  if (phase.type === 'foe') return 'Combat damage';
  if (phase.type !== 'turn') return 'Next';
  switch (phase.step) {
    case 'main1':
      return couldAttack(t) ? 'Combat' : 'End step';
    case 'attackers':
      return s.combat && s.combat.attackers.length > 0 ? 'Attack' : 'Main 2';
    case 'blockers':
      return 'Combat damage';
    case 'main2':
      return 'End step';
    case 'end':
      if (s.you.hand.length > maxHandSize(t, 'you')) return 'Discard';
      if (phase.kind === 'preparation') return phase.roundsLeft > 0 ? 'Next round' : 'Travel';
      return s.encounter && t.creaturesOf('foe').length > 0 ? "Foe's turn" : 'Preparation round';
  }
}

// ── Questions, goals, the end ─────────────────────────────────────────────

function promptOf(t: CrawlTable, names: Names): PromptView | undefined {
  const s = t.s;
  const prompt = s.prompt;
  if (!prompt) {
    if (s.phase.type !== 'mulligan') return undefined;
    const taken = s.phase.taken;
    const keep = s.you.hand.length - taken;
    return {
      kind: 'mulligan',
      text:
        taken === 0
          ? `Keep this hand of ${s.you.hand.length}, or mulligan?`
          : `Mulligan ${taken}: keep this hand (then put ${plural(taken, 'card')} on the bottom, keeping ${keep}), or mulligan again?`,
      handSize: s.you.hand.length,
      mulligans: taken,
    };
  }
  switch (prompt.type) {
    case 'bottom':
      return { kind: 'bottom', count: prompt.count, text: `Choose ${plural(prompt.count, 'card')} to put on the bottom of your library.` };
    case 'discard':
      return { kind: 'discard', count: prompt.count, text: `Discard ${plural(prompt.count, 'card')}: your hand holds at most ${HAND_SIZE}.` };
    case 'trigger':
      return { kind: 'trigger', card: prompt.card, text: `${prompt.card}'s ability: choose its target.` };
    case 'madness':
      return { kind: 'madness', card: prompt.card, cost: prompt.cost, text: madnessText(prompt) };
    case 'rebound':
      return { kind: 'rebound', card: prompt.card, text: reboundText(prompt) };
    case 'devour':
      return { kind: 'devour', card: prompt.card, text: devourText(prompt) };
    case 'pay': {
      const card = names.of(prompt.action.card);
      return {
        kind: 'pay',
        card,
        text: `Choose how to pay for ${card}.`,
        options: prompt.options.map((ids, option) => {
          const sources = ids.map((id) => names.of(id));
          return { option, sources, label: `Tap ${countNames(sources)}` };
        }),
      };
    }
    case 'scry':
      return { kind: 'scry', cards: prompt.cards, text: scryText(prompt.cards) };
    case 'fabricate':
      return { kind: 'fabricate', text: fabricateText(prompt.card, prompt.count), card: prompt.card, count: prompt.count };
  }
}

function goalView(setup: CrawlSetup, s: CrawlState, g: Goal): GoalView {
  const { text, status, done } = goalProgress({ setup, state: s }, g);
  if (g.type !== 'reach') return { text, status, done };
  return { text, status, done, hex: { q: g.hex.q, r: g.hex.r }, distance: hexDistance(s.token, g.hex) };
}

function outcomeOf(setup: CrawlSetup, s: CrawlState): OutcomeView | undefined {
  const phase = s.phase;
  if (phase.type !== 'over') return undefined;
  const turns = plural(s.counters.turns, 'turn');
  if (phase.result === 'won') {
    return { result: 'won', reason: phase.reason, headline: `Victory — you ${goalWords(setup.options.goals)} in ${turns}` };
  }
  const why = phase.reason.replace(/\.$/, '');
  return { result: 'lost', reason: phase.reason, headline: `Defeat — ${why.charAt(0).toLowerCase()}${why.slice(1)}` };
}

function combatOf(s: CrawlState): CombatView | undefined {
  const c = s.combat;
  if (!c) return undefined;
  return {
    attackers: c.attackers.map((a) => ({ id: a.id, target: a.target })),
    blocks: c.blocks.map((b) => ({ id: b.id, attacker: b.attacker })),
    declared: c.declared,
  };
}

const MANA_ORDER = ['W', 'U', 'B', 'R', 'G', 'C'];
const MANA_WORDS: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green', C: 'colourless' };

function manaOf(t: CrawlTable): ManaView {
  const sources = manaSources(t, 'you').map((src) => [...src.produces].sort((a, b) => MANA_ORDER.indexOf(a) - MANA_ORDER.indexOf(b)));
  sources.sort((a, b) => a.length - b.length || MANA_ORDER.indexOf(a[0]!) - MANA_ORDER.indexOf(b[0]!));
  const symbols = sources.map((p) => (p.length === 1 ? `{${p[0]}}` : p.length === 2 ? `{${p[0]}/${p[1]}}` : '{*}'));
  const words = sources.map((p) => (p.length === 1 ? MANA_WORDS[p[0]!] : p.length === 2 ? `${MANA_WORDS[p[0]!]} or ${MANA_WORDS[p[1]!]}` : 'any colour'));
  return {
    symbols,
    total: sources.length,
    words: sources.length === 0 ? 'no mana available' : `${plural(sources.length, 'mana', 'mana')} available: ${countNames(words as string[])}`,
  };
}

// ── By hand ────────────────────────────────────────────────────────────────

const MANUAL_TYPES: ReadonlySet<CrawlAction['type']> = new Set(['moveCard', 'setTapped', 'addCounters', 'adjustLife', 'createToken', 'turnOver']);

/** Whether an action is an adjustment by hand. */
function isByHand(action: CrawlAction): boolean {
  return MANUAL_TYPES.has(action.type);
}

let tokens: { readonly version: number; readonly choices: readonly TokenChoice[] } | undefined;

/** The pool's tokens, in the pool's order: worked out again when imported cards bring more (a Clue, say). */
function tokenChoices(): readonly TokenChoice[] {
  if (tokens?.version === poolVersion()) return tokens.choices;
  const choices = [...allCards()]
    .filter((c) => c.token)
    .map((c) => {
      const colours = c.colours.length === 0 ? 'colourless' : c.colours.map((x) => MANA_WORDS[x] ?? x).join(' and ');
      const pt = c.power !== undefined && c.toughness !== undefined ? `${c.power}/${c.toughness} ` : '';
      const kind = c.subtypes.join(' ') || c.name.replace(/ \(token\)$/, '');
      const keywords = c.keywords.length ? `, ${c.keywords.map((k) => k.replace(/-/g, ' ')).join(', ')}` : '';
      return { name: c.name, summary: `${pt}${colours} ${kind}${keywords}` };
    });
  tokens = { version: poolVersion(), choices };
  return choices;
}

function byHandOf(t: CrawlTable, names: Names, log: readonly LogEntry[] | undefined, cardText?: CardTextLookup): ByHandView {
  const s = t.s;
  const open = s.phase.type !== 'over' && s.phase.type !== 'mulligan' && !s.prompt;
  const resolve = open && log ? justCastManual(log, names, cardText) : undefined;
  return { open, tokens: tokenChoices(), ...(resolve ? { resolve } : {}) };
}

/**
 * The manual card cast by the last action that was not an adjustment by
 * hand (the cast itself, or the payment it asked for), if it is still
 * somewhere to be seen. The engine did nothing for it, so the player
 * resolves it by hand; once the game moves on, the question line does too.
 */
function justCastManual(log: readonly LogEntry[], names: Names, cardText?: CardTextLookup): ByHandView['resolve'] {
  let i = log.length - 1;
  while (i >= 0 && isByHand(log[i]!.action)) i--;
  let action = log[i]?.action;
  if (action?.type === 'pay') action = log[i - 1]?.action;
  if (action?.type !== 'cast') return undefined;
  const card = names.of(action.card);
  if (card.startsWith('#')) return undefined;
  // A face of a card of several faces is played by hand or not on its own.
  const def = faceInfo(card, action.face).def;
  if (def.automation !== 'manual') return undefined;
  // An imported card's printed text, from the player's card data, when the pool has no words of its own for it.
  const text = def.manualText ?? (isBuiltInCard(card) ? undefined : cardText?.(card)?.lines.join(' '));
  return { card: def.name, id: action.card, ...(text ? { text } : {}) };
}

// ── Actions ────────────────────────────────────────────────────────────────

function actionViews(t: CrawlTable, legal: readonly CrawlAction[], names: Names): ActionView[] {
  const out: ActionView[] = [];
  const hand = t.s.you.hand;
  for (const action of legal) {
    const label = actionLabel(t, action, names);
    const group = groupLabel(t, action, names);
    const view = (a: CrawlAction, on?: number): ActionView => ({
      action: a,
      label,
      ...(group !== label ? { group } : {}),
      ...(on !== undefined ? { on } : {}),
    });
    switch (action.type) {
      case 'playLand':
      case 'playAsLand':
      case 'cast': {
        // The engine lists one card of each name; every copy in hand can do the same.
        const name = names.of(action.card);
        out.push(view(action, action.card));
        // (An adventurer cast from exile is that card only.)
        if (!hand.some((c) => c.id === action.card)) break;
        for (const copy of hand) {
          if (copy.card === name && copy.id !== action.card) out.push(view({ ...action, card: copy.id }, copy.id));
        }
        break;
      }
      case 'bottom':
      case 'discard':
      case 'activate':
        out.push(view(action, action.card));
        break;
      case 'attack':
      case 'block':
        out.push(view(action, action.creature));
        break;
      default:
        out.push(view(action));
    }
  }
  return out;
}

/** What an action does before its target or X is chosen (see ActionView.group). */
function groupLabel(t: CrawlTable, action: CrawlAction, names: Names): string {
  switch (action.type) {
    case 'cast':
      return `Cast ${castWhat(t, action)}`;
    case 'activate':
      return abilityWords(t, action.card, action.ability, names);
    case 'attack':
      return `Attack with ${names.of(action.creature)}`;
    case 'block':
      return `Block with ${names.of(action.creature)}`;
    default:
      return actionLabel(t, action, names);
  }
}

/** "Prodigal Pyromancer: {T}: Prodigal Pyromancer deals 1 damage to any target." */
function abilityWords(t: CrawlTable, card: number, index: number, names: Names): string {
  // A permanent's, or a card's in your graveyard (Magma Phoenix) or hand (cycling).
  const faceUp = turnFaceUpWords(t.permanent(card));
  if (faceUp) return faceUp;
  const p = t.permanent(card) ?? t.s.you.graveyard.find((c) => c.id === card) ?? t.s.you.hand.find((c) => c.id === card);
  const ability = p ? cardInfo(p.card).abilities[index] : undefined;
  if (isCycling(ability)) return cyclingWords(names.of(card), ability.cost.mana);
  if (isUnearth(ability)) return unearthWords(names.of(card), ability.cost.mana);
  const text = ability && p ? abilityText(ability, p.card)[0] : undefined;
  return `${names.of(card)}: ${text ?? `ability ${index + 1}`}`;
}

/**
 * A legal action's label on the playmat: a button on the card it acts
 * through. The terminal's words for the same actions are text/labels.ts's;
 * why they are two functions is said there.
 */
export function actionLabel(t: CrawlTable, action: CrawlAction, names: Names = new Names(t)): string {
  const s = t.s;
  switch (action.type) {
    case 'keep':
      return 'Keep this hand';
    case 'mulligan':
      return 'Mulligan';
    case 'bottom':
      return `Put ${names.of(action.card)} on the bottom`;
    case 'scry':
      return scryLabel(s.prompt, action);
    case 'fabricate':
      return fabricateLabel(s.prompt, action);
    case 'discard':
      return `Discard ${names.of(action.card)}`;
    case 'pass':
      return `Next: ${nextStepName(t)}`;
    case 'endTurn':
      return 'End turn';
    case 'playLand':
      return `Play ${action.face !== undefined ? faceName(names.of(action.card), action.face) : names.of(action.card)}`;
    case 'playAsLand': {
      const card = names.of(action.card);
      return `Play ${card} as ${landWords(landFor(card))}`;
    }
    case 'cast': {
      const target = action.target !== undefined ? ` on ${names.target(action.target)}` : '';
      const x = action.x !== undefined ? ` with X = ${action.x}` : '';
      const sacrificing = action.sacrifice !== undefined ? `, sacrificing ${names.of(action.sacrifice)}` : action.discard !== undefined ? `, discarding ${names.of(action.discard)}` : '';
      return `Cast ${castWhat(t, action)}${madnessCastWords(s.prompt)}${reboundCastWords(s.prompt)}${target}${x}${sacrificing}`;
    }
    case 'activate': {
      const x = action.x !== undefined ? ` with X = ${action.x}` : '';
      if (action.target === undefined) return `${abilityWords(t, action.card, action.ability, names)}${x}`;
      return `Use ${names.of(action.card)}'s ability on ${names.target(action.target)}${x}`;
    }
    case 'attack': {
      const already = s.combat?.attackers.find((a) => a.id === action.creature);
      if (already && (action.target === undefined || action.target === already.target)) return `Stop attacking with ${names.of(action.creature)}`;
      return `Attack ${action.target === undefined ? 'the encounter' : names.of(action.target)} with ${names.of(action.creature)}`;
    }
    case 'block': {
      const already = s.combat?.blocks.some((b) => b.id === action.creature && b.attacker === action.attacker);
      return already
        ? `Stop blocking with ${names.of(action.creature)}`
        : `Block ${names.of(action.attacker)} with ${names.of(action.creature)}`;
    }
    case 'choose':
      return (typeof action.target === 'number' ? devourLabel(s.prompt, names.of(action.target)) : undefined) ?? `Target ${names.target(action.target)}`;
    case 'pay': {
      const prompt = s.prompt;
      const ids = prompt?.type === 'pay' ? prompt.options[action.option] : undefined;
      return ids ? `Tap ${countNames(ids.map((id) => names.of(id)))}` : `Pay with option ${action.option + 1}`;
    }
    case 'cancel':
      return madnessDeclineLabel(s.prompt) ?? reboundDeclineLabel(s.prompt) ?? devourDoneLabel(s.prompt) ?? 'Cancel';
    case 'move': {
      const hex = findHex(s.hexes, action.to);
      const where = hex ? `the ${hex.terrain} at ${hexLabel(action.to)}` : hexLabel(action.to);
      return `Move ${HEX_DIRECTION_NAMES[directionTo(s.token, action.to)] ?? ''} to ${where}${hex && !hex.explored ? ' (unexplored)' : ''}`;
    }
    case 'moveCard':
      return `Move ${names.of(action.card)} to ${action.to}`;
    case 'setTapped':
      return `${action.tapped ? 'Tap' : 'Untap'} ${names.of(action.card)}`;
    case 'addCounters':
      return `${action.count >= 0 ? 'Add' : 'Remove'} ${Math.abs(action.count)} +1/+1 counter${Math.abs(action.count) === 1 ? '' : 's'} on ${names.of(action.card)}`;
    case 'adjustLife':
      return `${action.amount >= 0 ? 'Gain' : 'Lose'} ${Math.abs(action.amount)} life`;
    case 'createToken':
      return `Create ${action.token}`;
    case 'turnOver': {
      const p = t.permanent(action.card);
      const to = p ? cardInfo(p.original ?? p.card).def.faces?.[action.face]?.name : undefined;
      return `Turn ${names.of(action.card)} over to ${to ?? `face ${action.face}`}`;
    }
  }
}

/** The faces a permanent of yours can be turned to by hand. */
function turnsTo(p: Permanent): Pick<CardView, 'turnsTo'> {
  if (p.controller !== 'you') return {};
  const card = cardInfo(p.original ?? p.card).def;
  const faces = otherFaces(p.card, p.original).map((face) => ({ face, name: card.faces![face]!.name }));
  return faces.length > 0 ? { turnsTo: faces } : {};
}

/** A face of a card by its name: "Frost" of "Spark // Frost". */
function faceName(card: string, face: number): string {
  return card.startsWith('#') ? card : (cardInfo(card).def.faces?.[face]?.name ?? card);
}

/** What a cast action casts, as its button says: the card, the face of it ("Frost (right half)"), or an adventurer from exile. */
function castWhat(t: CrawlTable, action: Extract<CrawlAction, { type: 'cast' }>): string {
  const names = new Names(t);
  const card = names.of(action.card);
  if (card.startsWith('#')) return card;
  if (action.faceDown || action.dash) return castWords(card, undefined, undefined, action);
  if (action.face !== undefined) return `${faceName(card, action.face)} (${faceRole(cardInfo(card).def, action.face)})${modeLabel(card, action.face, action.mode)}`;
  if (action.mode !== undefined) return `${card}${modeLabel(card, undefined, action.mode)}`;
  return t.s.you.exile.some((c) => c.id === action.card && c.adventure) ? `${card} from exile` : card;
}


/** How the card under a permanent that shows another is said: a face-down card, another face, a land played by Landless. */
function originalWords(p: Permanent & { readonly original: string }): string {
  if (isFaceDown(p)) return `${p.original}, face down (morph ${morphAbility(p.original)?.cost ?? '?'})`;
  return faceOf(p.card)?.card === p.original ? `${p.original}, showing ${p.card}` : `${p.original}, played as ${landWords(p.card)}`;
}
