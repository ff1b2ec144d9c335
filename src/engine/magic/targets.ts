import type { CreatureFilter, TargetSpec } from '../cards/abilities';
import { PROTECTION_FROM } from '../combat';
import { creatureWords, spellWords } from '../cards/rules-text';
import type { Colour } from '../colour';
import type { RuleError } from '../result';
import { cardInfo, faceInfo } from './card-db';
import { coloursOf, keywordsOf, powerOf, protectedFromSource, toughnessOf } from './characteristics';
import type { CardRef, Permanent, SpellOnStack, TargetRef } from './schema';
import type { Seat, Table } from './table';

/**
 * Choosing targets (CR 115): what a spec allows, and whether a given target
 * is legal for a source of the given colours. Hexproof stops your spells
 * only on the foe's creatures (CR 702.11b); protection stops targeting by
 * sources of that colour (CR 702.16b).
 */

export const TARGET_RULES = {
  required: 'magic.target.required',
  illegal: 'magic.target.illegal',
  none: 'magic.target.none',
  opponent: 'magic-crawl.opponent-spells',
} as const;

/** Whose ability asks: a filter's "you" and "an opponent" are seen from its controller's side. */
export interface Asker {
  readonly id?: number;
  readonly controller: Seat;
}

/** The seats that are players (with life and cards) still in the game (CR 800.4a): the ones a player target can name. */
export function players(t: Table): Seat[] {
  return t.seating.seats(t.s).filter((seat) => stillPlaying(t, seat));
}

/** Whether `seat` is a player (with life and cards) who has not left the game (CR 800.4a: what would happen to a player who left does nothing). */
export function stillPlaying(t: Table, seat: Seat): boolean {
  return t.player(seat) !== undefined && (t.seating.inGame?.(t.s, seat) ?? true);
}

export function matchesFilter(t: Table, p: Permanent, filter: CreatureFilter = {}, asker: Asker): boolean {
  const info = cardInfo(p.card);
  if (!info.creature) return false;
  if (filter.controller && (p.controller === asker.controller) !== (filter.controller === 'you')) return false;
  if (filter.other && p.id === asker.id) return false;
  if (filter.subtypes && !filter.subtypes.some((s) => info.def.subtypes.includes(s))) return false;
  if (filter.colour && !info.def.colours.includes(filter.colour)) return false;
  if (filter.colours && !filter.colours.some((c) => info.def.colours.includes(c))) return false;
  if (filter.powerAtMost !== undefined && powerOf(t, p) > filter.powerAtMost) return false;
  if (filter.powerAtLeast !== undefined && powerOf(t, p) < filter.powerAtLeast) return false;
  if (filter.toughnessAtMost !== undefined && toughnessOf(t, p) > filter.toughnessAtMost) return false;
  if (filter.notColour && info.def.colours.includes(filter.notColour)) return false;
  if (filter.nonArtifact && info.def.types.includes('Artifact')) return false;
  if (filter.artifact && !info.def.types.includes('Artifact')) return false;
  if (filter.withKeyword && !keywordsOf(t, p).includes(filter.withKeyword)) return false;
  if (filter.withoutKeyword && keywordsOf(t, p).includes(filter.withoutKeyword)) return false;
  if (filter.tapped !== undefined && p.tapped !== filter.tapped) return false;
  if (filter.toughnessBelowSourcePower) {
    const source = asker.id !== undefined ? t.permanent(asker.id) : undefined;
    if (!source || toughnessOf(t, p) >= powerOf(t, source)) return false;
  }
  if (filter.attacking && !t.s.combat?.attackers.some((a) => a.id === p.id)) return false;
  if (filter.blocking && !t.s.combat?.blocks.some((b) => b.id === p.id)) return false;
  if (filter.inCombat) {
    const c = t.s.combat;
    if (!c || !(c.attackers.some((a) => a.id === p.id) || c.blocks.some((b) => b.id === p.id))) return false;
  }
  return true;
}

/**
 * "You have hexproof" (CR 702.11c): a player who controls a permanent saying so can't be the target of spells or
 * abilities an opponent controls; "You have shroud" (CR 702.18b): of any spell or ability.
 */
function playerShielded(t: Table, seat: string, asker: Asker): string | undefined {
  for (const p of t.s.battlefield) {
    if (p.controller !== seat) continue;
    const rules = cardInfo(p.card).rules;
    if (rules.length === 0) continue;
    if (rules.some((r) => r.is === 'you-shroud')) return `that player has shroud (${p.card})`;
    if (seat !== asker.controller && rules.some((r) => r.is === 'you-hexproof')) return `that player has hexproof (${p.card})`;
  }
  return undefined;
}

function shielded(t: Table, p: Permanent, sourceColours: readonly Colour[], asker: Asker, source?: string): string | undefined {
  const why = t.seating.untargetable?.(t, p, asker.controller);
  if (why) return why;
  // The keywords gathered once (hasKeyword would work out the static bonus again for each keyword it lacks).
  const kws = keywordsOf(t, p);
  if (p.controller !== asker.controller && kws.includes('hexproof')) return `${p.card} has hexproof`;
  if (kws.includes('shroud')) return `${p.card} has shroud`;
  const colour = sourceColours.find((c) => kws.includes(PROTECTION_FROM[c]));
  if (colour) return `${p.card} has ${PROTECTION_FROM[colour].replace(/-/g, ' ')}`;
  const type = source !== undefined ? protectedFromSource(t, p, source) : undefined;
  if (type) return `${p.card} has protection from ${type}s`;
  return undefined;
}

/** Why `ref` is not a legal target of `spec`, or undefined when it is. `source` names the card whose ability targets. */
export function targetProblem(
  t: Table,
  spec: TargetSpec,
  ref: TargetRef,
  sourceColours: readonly Colour[],
  asker: Asker,
  source?: string,
): string | undefined {
  switch (spec.kind) {
    case 'opponent': {
      const opponents = playersAgainst(t, asker.controller);
      if (opponents.length === 0) return 'in Magic Crawl there is no opponent to target';
      return typeof ref === 'string' && opponents.includes(ref) ? playerShielded(t, ref, asker) : `it must target an opponent (${opponents.join(' or ')})`;
    }
    case 'player': {
      const all = players(t);
      return typeof ref === 'string' && all.includes(ref) ? playerShielded(t, ref, asker) : `it must target a player (${all.join(' or ')})`;
    }
    case 'card-in-graveyard': {
      // "from a graveyard" reaches every player's (CR 404.2: graveyards are public); otherwise only your own.
      const card = typeof ref !== 'number' ? undefined : spec.anyGraveyard ? graveyardCard(t, ref) : t.player(asker.controller)?.graveyard.find((c) => c.id === ref);
      if (!card) return spec.anyGraveyard ? 'it must target a card in a graveyard' : 'it must target a card in your graveyard';
      if (spec.type === 'Creature' && !cardInfo(card.card).creature) return `${card.card} is not a creature card`;
      if (spec.types && !spec.types.some((ty) => cardInfo(card.card).def.types.includes(ty))) return `${card.card} is not ${article(spec.types.join(' or ').toLowerCase())} card`;
      return undefined;
    }
    case 'spell': {
      const spell = typeof ref === 'number' ? spellOnStack(t, ref) : undefined;
      if (!spell) return 'it must target a spell on the stack';
      // The spell as it was cast: the face of a card of several faces (CR 709.3).
      const def = faceInfo(spell.card, spell.face).def;
      if (spec.types && !spec.types.some((ty) => def.types.includes(ty))) return `${def.name} is not ${article(spec.types.join(' or ').toLowerCase())} spell`;
      if (spec.notTypes && spec.notTypes.some((ty) => def.types.includes(ty))) return `${def.name} is ${article(spec.notTypes.join(' or ').toLowerCase())} spell`;
      if (spec.colours && !spec.colours.some((c) => def.colours.includes(c))) return `${def.name} is not of a colour it can target`;
      return undefined;
    }
    case 'card-in-hand': {
      const card = typeof ref === 'number' ? t.inHand(asker.controller, ref) : undefined;
      if (!card) return 'it must be a card in your hand';
      return cardInfo(card.card).creature ? undefined : `${card.card} is not a creature card`;
    }
    case 'permanent': {
      if (typeof ref === 'number' && ref < 0) return boardLandProblem(t, spec, ref, asker)?.message;
      const p = typeof ref === 'number' ? t.permanent(ref) : undefined;
      if (!p) return 'it must target a permanent';
      return permanentProblem(t, spec, p, sourceColours, asker, source);
    }
    case 'any':
    case 'creature': {
      if (typeof ref === 'string') return spec.kind === 'any' && players(t).includes(ref) ? playerShielded(t, ref, asker) : 'it must target a creature';
      const p = t.permanent(ref);
      if (!p) return `#${ref} is not a creature on the battlefield`;
      return permanentProblem(t, spec, p, sourceColours, asker, source);
    }
  }
}

/** targetProblem for a permanent on the battlefield (a 'permanent', 'creature' or 'any' target), given the object itself. */
function permanentProblem(
  t: Table,
  spec: Extract<TargetSpec, { kind: 'permanent' | 'creature' | 'any' }>,
  p: Permanent,
  sourceColours: readonly Colour[],
  asker: Asker,
  source?: string,
): string | undefined {
  switch (spec.kind) {
    case 'permanent': {
      const def = cardInfo(p.card).def;
      if (spec.types && !spec.types.some((ty) => def.types.includes(ty))) return `${p.card} is not ${spec.types.join(' or ').toLowerCase()}`;
      if (spec.colours && !spec.colours.some((c) => def.colours.includes(c))) return `${p.card} is not of a colour it can target`;
      if (spec.controller && (p.controller === asker.controller) !== (spec.controller === 'you')) return `${p.card} is not controlled by the right player`;
      return shielded(t, p, sourceColours, asker, source);
    }
    case 'any':
    case 'creature': {
      if (!cardInfo(p.card).creature) return `#${p.id} is not a creature on the battlefield`;
      if (spec.kind === 'creature' && !matchesFilter(t, p, spec.filter, asker)) return `${p.card} is not ${describeFilter(spec.filter)}`;
      return shielded(t, p, sourceColours, asker, source);
    }
  }
}

/** Whether a spec reaches the lands of a variant that keeps them off the battlefield: it names lands, and no colour (lands have none). */
function reachesBoardLands(t: Table, spec: TargetSpec): spec is Extract<TargetSpec, { kind: 'permanent' }> {
  return t.seating.boardLands !== undefined && spec.kind === 'permanent' && (spec.types?.includes('Land') ?? false) && !spec.colours;
}

/** Why a land that is no permanent (a negative id) is not a legal target of `spec`, with the rule; undefined when it is. */
function boardLandProblem(t: Table, spec: Extract<TargetSpec, { kind: 'permanent' }>, ref: number, asker: Asker): RuleError | undefined {
  const lands = t.seating.boardLands;
  if (!lands || !reachesBoardLands(t, spec)) return { rule: TARGET_RULES.illegal, message: 'it must target a permanent' };
  return lands.targetProblem(t, ref, asker.controller, spec.controller);
}

/** The players `seat` plays against. */
function playersAgainst(t: Table, seat: Seat): Seat[] {
  return t.opponents(seat).filter((o) => t.player(o) !== undefined);
}

/** Every legal target of `spec`, permanents in battlefield order, then the players in seat order. */
export function legalTargets(t: Table, spec: TargetSpec, sourceColours: readonly Colour[], asker: Asker, source?: string): TargetRef[] {
  const out: TargetRef[] = [];
  if (spec.kind === 'card-in-graveyard' || spec.kind === 'card-in-hand') {
    // The asker's own hand or graveyard (a seat without zones, as Magic Crawl's encounter, finds nothing there);
    // "from a graveyard": the asker's first, then the other players' in seat order.
    const zones = t.player(asker.controller);
    const zone = spec.kind === 'card-in-hand' ? zones?.hand : zones?.graveyard;
    for (const c of zone ?? []) if (!targetProblem(t, spec, c.id, sourceColours, asker, source)) out.push(c.id);
    if (spec.kind === 'card-in-graveyard' && spec.anyGraveyard) {
      for (const seat of players(t)) {
        if (seat === asker.controller) continue;
        for (const c of t.player(seat)!.graveyard) if (!targetProblem(t, spec, c.id, sourceColours, asker, source)) out.push(c.id);
      }
    }
    return out;
  }
  if (spec.kind === 'creature' || spec.kind === 'any' || spec.kind === 'permanent') {
    // Each permanent as itself: looking each up again by id made this quadratic in the permanents.
    for (const p of t.s.battlefield) if (!permanentProblem(t, spec, p, sourceColours, asker, source)) out.push(p.id);
  }
  // The spells on the stack, the newest first (none in a game without a stack).
  if (spec.kind === 'spell') for (const s of spellsOnStack(t).reverse()) if (!targetProblem(t, spec, s.id, sourceColours, asker, source)) out.push(s.id);
  if (reachesBoardLands(t, spec)) out.push(...t.seating.boardLands!.targets(t, asker.controller, spec.controller));
  // A player with hexproof or shroud (CR 702.11c, 702.18b) is left out.
  if (spec.kind === 'any' || spec.kind === 'player') out.push(...players(t).filter((seat) => !playerShielded(t, seat, asker)));
  if (spec.kind === 'opponent') out.push(...playersAgainst(t, asker.controller).filter((seat) => !playerShielded(t, seat, asker)));
  return out;
}

export function checkTarget(
  t: Table,
  spec: TargetSpec | undefined,
  ref: TargetRef | undefined,
  source: string,
  sourceColours: readonly Colour[],
  asker: Asker,
): RuleError | undefined {
  if (!spec) {
    return ref === undefined ? undefined : { rule: TARGET_RULES.illegal, message: `${source} has no target to choose.` };
  }
  if (spec.kind === 'opponent' && playersAgainst(t, asker.controller).length === 0) {
    return { rule: TARGET_RULES.opponent, message: `${source} would target an opponent, and a crawl has none.` };
  }
  if (ref === undefined) {
    return { rule: TARGET_RULES.required, message: `${source} needs a target: ${describeSpec(spec)}.` };
  }
  // A land that is no permanent is refused by the variant's own rule (Frontier's frontier.land.target).
  const land = spec.kind === 'permanent' && typeof ref === 'number' && ref < 0 ? boardLandProblem(t, spec, ref, asker) : undefined;
  if (land) return { rule: land.rule, message: `${source} cannot target that: ${land.message}.` };
  const problem = targetProblem(t, spec, ref, sourceColours, asker, source);
  return problem ? { rule: TARGET_RULES.illegal, message: `${source} cannot target that: ${problem}.` } : undefined;
}

export function describeSpec(spec: TargetSpec): string {
  switch (spec.kind) {
    case 'spell':
      return `${article(spellWords(spec))} on the stack`;
    case 'any':
      return 'any target (a creature or you)';
    case 'player':
      return 'a player';
    case 'opponent':
      return 'an opponent';
    case 'card-in-graveyard': {
      const where = spec.anyGraveyard ? 'a graveyard' : 'your graveyard';
      if (spec.types) return `${article(spec.types.join(' or ').toLowerCase())} card in ${where}`;
      return spec.type === 'Creature' ? `a creature card in ${where}` : `a card in ${where}`;
    }
    case 'card-in-hand':
      return 'a creature card in your hand';
    case 'permanent':
      return `a ${spec.types ? spec.types.join(' or ').toLowerCase() : 'permanent'}`;
    case 'creature':
      return describeFilter(spec.filter);
  }
}

/** The card text's words for a creature filter, with the foe named as a solo player sees it. */
function describeFilter(filter: CreatureFilter = {}): string {
  const { controller, ...rest } = filter;
  const mine = controller === 'you' ? ' you control' : controller === 'foe' ? " you don't control" : '';
  return `a ${creatureWords(rest, false)}${mine}`;
}

/** A target's name as the log says it: a card's name, or the seat of a player ("you"). */
export function refName(t: Table, ref: TargetRef | undefined): string | undefined {
  if (ref === undefined) return undefined;
  if (typeof ref === 'string') return ref;
  if (ref < 0) return t.seating.boardLands?.name(t, ref) ?? `#${ref}`;
  return t.permanent(ref)?.card ?? graveyardCard(t, ref)?.card ?? spellOnStack(t, ref)?.card ?? `#${ref}`;
}

/** The spells on the stack, oldest first: none in a game without one (Magic Crawl). */
export function spellsOnStack(t: Table): SpellOnStack[] {
  return (t.s.stack ?? []).filter((i): i is SpellOnStack => i.kind === 'spell' && 'id' in i);
}

/** A spell on the stack, by its card's id. */
export function spellOnStack(t: Table, id: number): SpellOnStack | undefined {
  return spellsOnStack(t).find((s) => s.id === id);
}

/** A card in any player's graveyard, by id. */
export function graveyardCard(t: Table, id: number): CardRef | undefined {
  for (const seat of players(t)) {
    const card = t.player(seat)!.graveyard.find((c) => c.id === id);
    if (card) return card;
  }
  return undefined;
}

/** Whose graveyard holds the card `id`, if any player's does. */
export function graveyardOwner(t: Table, id: number): Seat | undefined {
  return players(t).find((seat) => t.player(seat)!.graveyard.some((c) => c.id === id));
}

/**
 * Whose a target is: a player's own, a permanent's controller's, a spell's
 * on the stack, or the owner's of a card in a graveyard. Undefined for
 * anything else (a land on a board of places is nobody's permanent).
 */
export function targetHolder(t: Table, ref: TargetRef): Seat | undefined {
  if (typeof ref === 'string') return ref;
  return t.permanent(ref)?.controller ?? spellOnStack(t, ref)?.controller ?? graveyardOwner(t, ref);
}

export { coloursOf };

/** "an instant or sorcery", "a land". */
function article(words: string): string {
  return `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
}
