import { librarySize } from '../../../magic/table';
import { crawlTable, type CrawlTable } from '../crawl-table';
import type { Ability, Effect } from '../../../cards/abilities';
import { isProtectedFrom, type AttackTarget } from '../../../combat';
import type { CrawlAction as Action } from '../schema';
import { cardInfo, castInfo } from '../../../magic/card-db';
import { manaValue } from '../../../mana';
import { countOf } from '../../../magic/effects';
import { isPacified, keptTapped } from '../../../magic/characteristics';
import type { Permanent } from '../../../magic/schema';
import type { CrawlTarget } from '../magic-schema';
import { blockDeclarationProblem } from '../combat';
import { turnsFaceUp, unearthPower } from '../../../magic/aims';
import type { CrawlState } from '../schema';
import type { BotGame } from './bot';
import { asLandValue } from './landless';
import {
  aimsAtFoe,
  combatant,
  creatureWorth,
  foeBlock,
  gain,
  lifeValue,
  mv,
  possibleAttackers,
  predict,
  readOnlyTable,
  spellAbility,
  tweaksOf,
  type Prediction,
  type Tweaks,
} from './heuristics';

/**
 * Scoring the actions of a turn (yours, or the foe's attack). Fixed bands
 * keep the order of play sensible: land first, then removal, then what kills
 * the foe or wins a combat, then creatures and other spells, and last the
 * step's default (go on to combat when an attack would kill, else end the
 * turn). Anything at or below the default is left alone.
 *
 * The encounter's damage wears off every turn, so an attack only pays when
 * it kills the foe this turn; the bot attacks then, and otherwise keeps its
 * creatures back to block.
 */

const SCORE = {
  land: 120,
  removal: 100,
  trick: 60,
  blockChange: 80,
  attackChange: 80,
  ping: 88,
  creature: 40,
  aura: 45,
  permanent: 35,
  raise: 30,
  draw: 22,
  life: 40,
  spare: 12,
  go: 1,
  stay: 0,
  never: -1,
} as const;

type Step = 'main1' | 'attackers' | 'blockers' | 'main2' | 'end' | 'foe';

interface Ctx {
  readonly state: CrawlState;
  readonly t: CrawlTable;
  readonly step: Step;
  readonly foe: Permanent | undefined;
  readonly foeWorth: number;
  /** Main 1 and declare attackers: the attack the bot would make, and whether it kills. */
  readonly plan: AttackPlan | undefined;
  /** Combat already declared (your blockers step, or the foe attacking): what damage would do now. */
  readonly now: Prediction | undefined;
  /** The foe attacking: the blocks the bot wants. */
  readonly blocks: BlockPlan | undefined;
}

interface AttackPlan {
  readonly attackers: readonly number[];
  readonly prediction: Prediction;
}

interface BlockPlan {
  /** For each attacker, its blockers in the order declared. */
  readonly orders: ReadonlyMap<number, readonly number[]>;
  /** Each blocker's attacker. */
  readonly byCreature: ReadonlyMap<number, number>;
  /** Combat with all these blocks, seen from the first foe. */
  readonly prediction: Prediction;
}

export function scoreTurnActions(game: BotGame, legal: readonly Action[]): number[] {
  const ctx = context(game.state, legal);
  return legal.map((a) => scoreAction(ctx, a));
}

function context(state: CrawlState, legal: readonly Action[]): Ctx {
  const t = readOnlyTable(state);
  const phase = state.phase;
  const step: Step = phase.type === 'turn' ? phase.step : 'foe';
  const foe = t.creaturesOf('foe')[0];
  const foeWorth = foe ? creatureWorth(t, foe) : 0;
  let plan: AttackPlan | undefined;
  let now: Prediction | undefined;
  let blocks: BlockPlan | undefined;
  if (foe) {
    if (step === 'main1' || (step === 'attackers' && state.combat && !state.combat.declared)) plan = planAttack(t, foe);
    else if (state.combat && (step === 'blockers' || step === 'foe')) now = predictNow(t, foe);
    if (step === 'foe' && state.combat) blocks = planBlocks(t, foe, legal);
  }
  return { state, t, step, foe, foeWorth, plan, now, blocks };
}

function scoreAction(ctx: Ctx, a: Action): number {
  switch (a.type) {
    case 'pass':
      return passScore(ctx);
    case 'endTurn':
      return ctx.step === 'main1' && !lethal(ctx) ? SCORE.go : ctx.step === 'main2' ? SCORE.go : SCORE.stay;
    case 'playLand':
      return SCORE.land + landFit(ctx.t, a.card) / 100;
    case 'playAsLand': {
      // Below a real land card, if one is in hand; not at all when no land is wanted.
      const value = asLandValue(ctx.t, a.card);
      return value > 0 ? SCORE.land - 10 + Math.min(value, 9) : SCORE.never;
    }
    case 'cast':
      // Face down (morph): a 2/2 for three, below casting any creature as itself.
      if (a.faceDown) return ctx.step === 'main1' && lethal(ctx) ? SCORE.never : SCORE.creature - 1;
      // For its dash cost: a hasty attacker for this turn, below casting it to stay.
      if (a.dash) return ctx.step === 'main1' && ctx.foe ? SCORE.creature - 2 : SCORE.never;
      return castScore(ctx, a.card, a.target, a.x, a.face, a.mode);
    case 'activate':
      // Turning a face-down creature face up: before combat, or in the foe's attack to block with it.
      if (turnsFaceUp(ctx.t, a)) return SCORE.creature;
      return activateScore(ctx, a.card, a.ability, a.target, a.x);
    case 'attack':
      return attackScore(ctx, a.creature, a.target);
    case 'block':
      return blockScore(ctx, a.creature, a.attacker);
    default:
      return SCORE.never;
  }
}

function passScore(ctx: Ctx): number {
  switch (ctx.step) {
    case 'main1':
      return lethal(ctx) ? SCORE.go : SCORE.stay;
    case 'main2':
      return SCORE.stay;
    default:
      return SCORE.go;
  }
}

const lethal = (ctx: Ctx) => ctx.plan?.prediction.foeDies === true;

// ── Lands ──────────────────────────────────────────────────────────────────

/** How well a land's colours meet what the spells in hand ask for. */
function landFit(t: CrawlTable, id: number): number {
  const card = t.inHand('you', id);
  if (!card) return 0;
  const need: Record<string, number> = {};
  for (const c of t.s.you.hand) {
    const info = cardInfo(c.card);
    if (info.land) continue;
    for (const [colour, n] of Object.entries(info.cost.coloured)) need[colour] = (need[colour] ?? 0) + n;
  }
  const have: Record<string, number> = {};
  for (const p of t.controlledBy('you')) for (const colour of cardInfo(p.card).produces) have[colour] = (have[colour] ?? 0) + 1;
  let fit = 0;
  for (const colour of cardInfo(card.card).produces) fit += (need[colour] ?? 0) / (1 + (have[colour] ?? 0));
  return Math.min(fit, 99);
}

// ── Attacks ────────────────────────────────────────────────────────────────

/** Attack with every creature that can hurt the foe; the plan is worth making only if the foe dies. */
function planAttack(t: CrawlTable, foe: Permanent, tweaks?: Tweaks, options: { without?: number; foeTapped?: boolean } = {}): AttackPlan {
  const foeC = combatant(t, foe);
  const attackers = possibleAttackers(t)
    .filter((p) => p.id !== options.without)
    .filter((p) => {
      const c = combatant(t, p);
      const power = c.power + (tweaks?.get(p.id)?.power ?? 0);
      return power > 0 && !isProtectedFrom(foeC, c);
    })
    .map((p) => p.id);
  const attacks = new Map<number, AttackTarget>(attackers.map((id) => [id, foe.id]));
  const blocks = options.foeTapped ? new Map<number, number>() : foeBlock(t, foe, attackers, tweaks);
  return { attackers, prediction: predict(t, foe, attacks, blocks, tweaks) };
}

function attackScore(ctx: Ctx, creature: number, target: CrawlTarget | undefined): number {
  const combat = ctx.state.combat;
  if (!combat || !ctx.foe || target !== ctx.foe.id) return SCORE.never;
  const declared = combat.attackers.some((a) => a.id === creature);
  const wanted = lethal(ctx) && ctx.plan!.attackers.includes(creature);
  if (declared && !wanted) return SCORE.attackChange + 1;
  if (!declared && wanted) return SCORE.attackChange;
  return SCORE.never;
}

/** Combat as declared: your attack after the foe blocked, or the foe's attack with your blocks so far. */
function predictNow(t: CrawlTable, foe: Permanent, tweaks?: Tweaks): Prediction {
  const combat = t.s.combat!;
  const attacks = new Map<number, AttackTarget>(combat.attackers.map((a) => [a.id, a.target === 'you' ? 'player' : a.target]));
  const blocks = new Map(combat.blocks.map((b) => [b.id, b.attacker] as const));
  return predict(t, foe, attacks, blocks, tweaks);
}

// ── Blocks ─────────────────────────────────────────────────────────────────

/**
 * The best blocks against the encounter's attack, tried out with the combat
 * rules: for each attacker, strongest first, no block, each creature alone,
 * and the strongest two, three, … together, from the creatures not already
 * given a block. Killing an attacker is worth a lot, losing creatures costs,
 * and so does life, all the more as it runs low; dying is never chosen when a
 * block avoids it.
 */
function planBlocks(t: CrawlTable, foe: Permanent, legal: readonly Action[]): BlockPlan | undefined {
  const combat = t.s.combat!;
  if (combat.attackers.length === 0) return undefined;
  const attacks = new Map<number, AttackTarget>(combat.attackers.map((a) => [a.id, 'player']));
  const attackers = combat.attackers
    .map((a) => t.permanent(a.id))
    .filter((p): p is Permanent => p !== undefined)
    .sort((a, b) => combatant(t, b).power - combatant(t, a).power || a.id - b.id);
  // One scratch table for trying each set of blocks against the blocking rules.
  const trial = crawlTable({ ...t.s });
  const chosen = new Map<number, number>();
  const orders = new Map<number, readonly number[]>();
  for (const attacking of attackers) {
    const attacker = attacking.id;
    const able = [...new Set(legal.flatMap((a) => (a.type === 'block' && a.attacker === attacker && !chosen.has(a.creature) ? [a.creature] : [])))];
    const worth = new Map(able.map((id) => [id, creatureWorth(t, t.permanent(id)!)]));
    const power = new Map(able.map((id) => [id, combatant(t, t.permanent(id)!).power]));
    // Creatures alike in combat block alike: try one of each kind alone (a board of tokens stays quick).
    const kinds = new Map<string, number>();
    for (const id of able) {
      const c = combatant(t, t.permanent(id)!);
      const key = `${c.name}|${c.power}|${c.toughness}|${c.damage}|${[...c.keywords].join()}|${worth.get(id)}`;
      if (!kinds.has(key)) kinds.set(key, id);
    }
    const candidates: number[][] = [[], ...[...kinds.values()].map((id) => [id])];
    const strongest = [...able].sort((a, b) => power.get(b)! - power.get(a)! || a - b);
    for (let n = 2; n <= Math.min(strongest.length, 5); n++) candidates.push(strongest.slice(0, n));
    const attackerWorth = creatureWorth(t, attacking);
    let best: readonly number[] = [];
    let bestValue = -Infinity;
    for (const set of candidates) {
      // The attacker deals its damage to blockers in the order they were declared: the cheapest first.
      const order = [...set].sort((a, b) => worth.get(a)! - worth.get(b)! || a - b);
      const blocks = new Map(chosen);
      for (const id of order) blocks.set(id, attacker);
      // Only blocks the rules allow as a whole (a menace attacker takes two blockers or none, CR 702.110b).
      if (order.length > 0) {
        trial.s.combat = { ...combat, blocks: [...blocks].map(([id, a]) => ({ id, attacker: a })) };
        if (blockDeclarationProblem(trial)) continue;
      }
      const prediction = predict(t, attacking, attacks, blocks);
      const value = (prediction.foeDies ? 40 + attackerWorth : 0) - prediction.lost * 3 + lifeValue(prediction.lifeAfter) - order.length / 10;
      if (value > bestValue) {
        bestValue = value;
        best = order;
      }
    }
    for (const id of best) chosen.set(id, attacker);
    orders.set(attacker, best);
  }
  return { orders, byCreature: chosen, prediction: predict(t, foe, attacks, chosen) };
}

function blockScore(ctx: Ctx, creature: number, attacker: number): number {
  const plan = ctx.blocks;
  const combat = ctx.state.combat;
  if (!plan || !combat) return SCORE.never;
  const current = combat.blocks.find((b) => b.id === creature);
  const wanted = plan.byCreature.get(creature) === attacker ? (plan.orders.get(attacker) ?? []).indexOf(creature) : -1;
  if (current && current.attacker === attacker && wanted < 0) return SCORE.blockChange + 1;
  if ((!current || current.attacker !== attacker) && wanted >= 0) return SCORE.blockChange - wanted / 100;
  return SCORE.never;
}

// ── Spells and abilities ───────────────────────────────────────────────────

type Kind = 'removal' | 'damage' | 'trick' | 'tapFoe' | 'draw' | 'life' | 'raise' | 'token' | 'other';

/** What an ability is for, from its effects. */
function kindOf(effects: readonly Effect[]): Kind {
  const targeted = (e: Effect) => ('what' in e && e.what === 'target') || ('to' in e && e.to === 'target');
  if (effects.some((e) => (e.do === 'destroy' || e.do === 'exile' || e.do === 'bounce' || e.do === 'putOnTop') && targeted(e))) return 'removal';
  if (effects.some((e) => e.do === 'damage' && targeted(e))) return 'damage';
  if (effects.some((e) => e.do === 'pump' || e.do === 'counters')) return 'trick';
  if (effects.some((e) => e.do === 'tap' && targeted(e))) return 'tapFoe';
  // A tutor is worth a draw: a card into the hand.
  if (effects.some((e) => e.do === 'draw' || e.do === 'tutor')) return 'draw';
  if (effects.some((e) => e.do === 'gainLife')) return 'life';
  if (effects.some((e) => e.do === 'returnToHand')) return 'raise';
  if (effects.some((e) => e.do === 'token')) return 'token';
  return 'other';
}

function castScore(ctx: Ctx, id: number, target: CrawlTarget | undefined, x: number | undefined, face: number | undefined, mode: number | undefined): number {
  // A card in hand, or an adventurer back from its adventure, in exile; a face of a card of several faces is weighed as that face.
  const card = ctx.t.inHand('you', id) ?? ctx.state.you.exile.find((c) => c.id === id && c.adventure);
  if (!card) return SCORE.never;
  // A modal spell is weighed as the mode chosen.
  const info = castInfo(card.card, face, mode);
  const cost = manaValue(info.cost);
  const ability = spellAbility(info);
  const onFoe = typeof target === 'number' && target === ctx.foe?.id;
  const onMine = typeof target === 'number' && ctx.t.permanent(target)?.controller === 'you';
  // Hold creatures and other slow spells while mana may go into a killing attack.
  const holding = ctx.step === 'main1' && lethal(ctx);
  if (info.creature) return holding ? SCORE.never : SCORE.creature + 3 * Math.min(cost, 6);
  if (ability?.kind === 'aura') {
    if (aimsAtFoe(ability)) {
      if (!onFoe) return SCORE.never;
      if (ability.cantAttackOrBlock || ability.noUntap) return isPacified(ctx.t, ctx.foe!) || keptTapped(ctx.t, ctx.foe!) ? SCORE.never : removalScore(ctx);
      return Math.max(SCORE.aura + 10, trickScore(ctx, auraTweaks(ability, target)));
    }
    if (!onMine || isPacified(ctx.t, ctx.t.permanent(target as number)!)) return SCORE.never;
    const trick = trickScore(ctx, auraTweaks(ability, target));
    if (trick > 0) return trick;
    return holding ? SCORE.never : SCORE.aura + creatureWorth(ctx.t, ctx.t.permanent(target as number)!) / 10;
  }
  if (info.permanent) return holding ? SCORE.never : SCORE.permanent + cost;
  if (!ability || ability.kind !== 'spell') return SCORE.never;
  return effectScore(ctx, ability.effects, target, x ?? 0, info.def.colours, { holding, cost });
}

function activateScore(ctx: Ctx, id: number, index: number, target: CrawlTarget | undefined, x: number | undefined): number {
  const p = ctx.t.permanent(id);
  // Unearth: a creature for this turn only, worth it before combat while there is a foe to attack.
  const unearthing = p ? undefined : unearthPower(ctx.t, 'you', { card: id, ability: index });
  if (unearthing !== undefined) return ctx.step === 'main1' && ctx.foe && unearthing > 0 ? SCORE.raise : SCORE.never;
  // An ability used from your graveyard (Magma Phoenix's return to hand): worth it in a main phase, like raising the dead.
  if (!p) return ctx.state.you.graveyard.some((c) => c.id === id) && (ctx.step === 'main1' || ctx.step === 'main2') ? SCORE.raise : SCORE.never;
  const info = cardInfo(p.card);
  const ability = info.abilities[index];
  if (!ability || ability.kind !== 'activated') return SCORE.never;
  const kind = kindOf(ability.effects);
  const holding = ctx.step === 'main1' && lethal(ctx);
  // A free ping at the attacking foe: the source untaps on your turn, and the damage helps your blockers.
  if (kind === 'damage' && ctx.step === 'foe' && target === ctx.foe?.id && !ability.cost.mana) {
    const killsNow = effectScore(ctx, ability.effects, target, x ?? 0, info.def.colours, { holding, cost: 0, source: id, tapsSource: true });
    if (killsNow > 0) return killsNow;
    const danger = ctx.blocks ? ctx.blocks.prediction.lifeAfter <= 2 : false;
    return danger ? SCORE.never : SCORE.ping;
  }
  if (kind === 'token' && ctx.step === 'foe' && ctx.blocks && ctx.blocks.prediction.lifeAfter <= 0) return SCORE.ping - 1;
  return effectScore(ctx, ability.effects, target, x ?? 0, info.def.colours, {
    holding,
    cost: ability.cost.mana ? 1 : 0,
    source: id,
    tapsSource: ability.cost.tap === true,
  });
}

interface EffectOptions {
  readonly holding: boolean;
  readonly cost: number;
  readonly source?: number;
  readonly tapsSource?: boolean;
}

function effectScore(ctx: Ctx, effects: readonly Effect[], target: CrawlTarget | undefined, x: number, colours: readonly string[], o: EffectOptions): number {
  const kind = kindOf(effects);
  const onFoe = target !== undefined && target === ctx.foe?.id;
  const life = ctx.state.you.life;
  const selfDamage = effects.reduce((n, e) => n + (e.do === 'damage' && e.to === 'you' && typeof e.amount === 'number' ? e.amount : 0), 0);
  if (selfDamage > 0 && life <= selfDamage + 2) return SCORE.never;
  const valueTime = ctx.step === 'main2' || (!ctx.foe && ctx.step === 'main1');
  const library = librarySize(ctx.state.you.library);
  switch (kind) {
    case 'removal':
      return onFoe ? removalScore(ctx) : SCORE.never;
    case 'damage':
    case 'trick': {
      if (kind === 'damage' && !onFoe) return SCORE.never;
      if (kind === 'trick' && target !== undefined && harmsTarget(effects) !== onFoe) return SCORE.never;
      const tweaks = tweaksOf(ctx.t, effects, target, colours, o.source);
      return tweaks ? trickScore(ctx, tweaks, o.tapsSource ? o.source : undefined) - 2 * selfDamage - o.cost / 10 : SCORE.never;
    }
    case 'tapFoe':
      if (!onFoe || !ctx.plan || !ctx.foe || ctx.foe.tapped) return SCORE.never;
      return planAttack(ctx.t, ctx.foe, undefined, { without: o.tapsSource ? o.source : undefined, foeTapped: true }).prediction.foeDies && !lethal(ctx)
        ? SCORE.trick + 20
        : SCORE.never;
    case 'draw': {
      const n = effects.reduce((k, e) => k + (e.do === 'draw' ? (e.amount === 'X' ? x : e.amount) : 0), 0);
      const lifeCost = effects.reduce((k, e) => k + (e.do === 'loseLife' && typeof e.amount === 'number' ? e.amount : 0), 0);
      if (o.holding || library < n + 10 || (lifeCost > 0 && life <= lifeCost + 8)) return SCORE.never;
      return o.source !== undefined && !valueTime ? SCORE.never : SCORE.draw + n;
    }
    case 'life': {
      const n = effects.reduce((k, e) => k + (e.do === 'gainLife' ? (e.amount === 'X' ? x : typeof e.amount === 'object' ? countOf(ctx.t, e.amount, { controller: 'you' }) * (e.amount.times ?? 1) : e.amount) : 0), 0);
      if (o.holding || n <= 0) return SCORE.never;
      if (life <= 12) return SCORE.life + n;
      return valueTime && o.source === undefined && n >= 5 ? SCORE.spare / 2 : SCORE.never;
    }
    case 'raise': {
      const card = typeof target === 'number' ? ctx.state.you.graveyard.find((c) => c.id === target) : undefined;
      if (!card || o.holding || cardInfo(card.card).land) return SCORE.never;
      return SCORE.raise + mv(card.card);
    }
    case 'token': {
      // Spare mana into tokens, up to a fair army: hundreds of Insects win nothing more and slow every step.
      const army = ctx.t.controlledBy('you').filter((p) => cardInfo(p.card).creature).length;
      return valueTime && !o.holding && army < 10 ? SCORE.spare : SCORE.never;
    }
    default:
      return SCORE.never;
  }
}

/** Whether a pump-like effect list is aimed to hurt (Disorient's -7/-0) rather than help. */
function harmsTarget(effects: readonly Effect[]): boolean {
  return effects.some((e) => e.do === 'pump' && e.what === 'target' && e.power + e.toughness < 0);
}

function auraTweaks(ability: Extract<Ability, { kind: 'aura' }>, target: CrawlTarget | undefined): Tweaks | undefined {
  if (typeof target !== 'number') return undefined;
  return new Map([[target, { power: ability.power ?? 0, toughness: ability.toughness ?? 0, keywords: ability.keywords ?? [] }]]);
}

/** Removal is for a foe the bot cannot already kill this turn at no loss. */
function removalScore(ctx: Ctx): number {
  if (!ctx.foe) return SCORE.never;
  if (lethal(ctx)) return SCORE.never;
  if (ctx.now?.foeDies && ctx.now.lost === 0 && ctx.step === 'blockers') return SCORE.never;
  if (ctx.blocks?.prediction.foeDies && ctx.blocks.prediction.lost === 0) return SCORE.never;
  return SCORE.removal + ctx.foeWorth / 10;
}

/**
 * What a pump, a debuff or damage does to the fight in hand: in main 1, it
 * must turn the planned attack into a kill; once combat is declared, it must
 * make combat go better (a kill, a creature saved, life kept); afterwards it
 * must kill the foe outright.
 */
function trickScore(ctx: Ctx, tweaks: Tweaks | undefined, tapped?: number): number {
  const { t, foe } = ctx;
  if (!tweaks || !foe) return SCORE.never;
  let g = 0;
  if (ctx.plan) {
    if (lethal(ctx)) return SCORE.never;
    const after = planAttack(t, foe, tweaks, { without: tapped });
    if (!after.prediction.foeDies) return SCORE.never;
    g = gain(ctx.plan.prediction, after.prediction, ctx.foeWorth);
  } else if (ctx.now) {
    g = gain(ctx.now, predictNow(t, foe, tweaks), ctx.foeWorth);
  } else {
    const none = new Map<number, AttackTarget>();
    const after = predict(t, foe, none, new Map(), tweaks);
    if (!after.foeDies) return SCORE.never;
    g = 40 + ctx.foeWorth;
  }
  return g >= 3 ? SCORE.trick + Math.min(g, 35) : SCORE.never;
}
