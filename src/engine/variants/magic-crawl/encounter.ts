import { COLOURS, TERRAINS, type Colour, type Terrain } from '../../colour';
import { cardInfo } from '../../magic/card-db';
import { powerOf, toughnessOf } from '../../magic/characteristics';
import { resolveEffects } from '../../magic/effects';
import { silenced } from '../../magic/casting';
import { checkStateBasedActions } from '../../magic/sba';
import { entered, entersWithCounters } from '../../magic/zones';
import type { Permanent } from '../../magic/schema';
import type { CrawlTarget } from './magic-schema';
import type { CrawlTable } from './crawl-table';
import { legalTargets } from '../../magic/targets';
import { nextInt, rollDie } from '../../rng';
import { beginYourTurn, startFoeTurn } from './flow';
import { hexStream, isColourlessHex, pilesOf } from './explore';
import { pileWithCreatures, replaceFromReserve, setPile } from './reserve';
import type { CrawlSetup, MappedHex } from './schema';

/**
 * Establishing an encounter (rules/magic-crawl.md, "Encounters"), with the
 * Expanding and Adjusting options that change it:
 *
 * - the pile is the hex's colour; a multicolour land's hex draws from one of
 *   its colours' piles, a colourless land's from any pile (picked at random);
 * - "more creatures than you control": one draw more than your creatures;
 * - a spell drawn is cast by the encounter at you, then discarded and
 *   replaced by a creature from the reserve;
 * - the d6 keyword roll: on a 6 the creature gains its colour's keyword.
 *
 * A land drawn is returned at once; when no creature comes, the encounter is
 * over and a preparation round follows.
 */

/** Adjusting: "If you get a 6, the creature gains, according to its color". */
export const KEYWORD_BY_COLOUR: Readonly<Record<Colour | 'colourless', string>> = {
  B: 'deathtouch',
  U: 'menace',
  G: 'trample',
  R: 'first-strike',
  W: 'flying',
  colourless: 'indestructible',
};

export function establishEncounter(t: CrawlTable, setup: CrawlSetup, hex: MappedHex): void {
  // With hex streams, the encounter draws on the hex's own stream, and the shared one (your library's) is put back after.
  const shared = t.s.rng;
  if (setup.hexStreams) t.s.rng = hexStream(setup.seed, 'encounter', hex);
  const drawing = drawEncounter(t, setup, hex);
  if (setup.hexStreams) t.s.rng = shared;
  if (drawing === undefined || !t.controlsCreature('foe')) {
    // Nothing to fight: the encounter is over at once.
    beginYourTurn(t, 'preparation', 0);
    return;
  }
  t.s.encounter = { at: { q: hex.q, r: hex.r }, pile: drawing };
  startFoeTurn(t);
}

/** The draws of an encounter; the pile of the first creature met, or undefined when none came. */
function drawEncounter(t: CrawlTable, setup: CrawlSetup, hex: MappedHex): Terrain | undefined {
  const options = setup.options;
  const draws = options.extraFoes ? t.controlledBy('you').filter((p) => cardInfo(p.card).creature).length + 1 : 1;
  // Expanding: "Encounters in a colorless terrain can be drawn from any Encounter Pile."
  const choices = isColourlessHex(hex) ? [...TERRAINS] : pilesOf(hex);
  let first: Terrain | undefined;
  for (let i = 0; i < draws; i++) {
    const pile = pick(t, choices);
    const drawn = drawFrom(t, pile);
    if (drawn.kind === 'land') {
      // With several draws, a land among them is returned and the others still come.
      t.emit(draws > 1 ? { type: 'foundLand', pile, among: true } : { type: 'foundLand', pile });
      continue;
    }
    if (drawn.kind === 'spell') {
      castEncounterSpell(t, drawn.card, pile);
      continue;
    }
    const id = t.newId();
    t.add({ id, card: drawn.card, controller: 'foe', tapped: false, sick: true, damage: 0, counters: entersWithCounters(t, 'foe', drawn.card), pile });
    first ??= pile;
    t.emit({ type: 'metCreature', id, card: drawn.card, pile });
    if (options.keywordRoll) rollForKeyword(t, id);
    // It enters the battlefield: its "when this enters" and others' "whenever another creature enters" trigger.
    entered(t, id);
  }
  checkStateBasedActions(t);
  return first;
}

function pick(t: CrawlTable, choices: readonly Terrain[]): Terrain {
  if (choices.length === 1) return choices[0]!;
  const drawn = nextInt(t.s.rng, choices.length);
  t.s.rng = drawn.rng;
  return choices[drawn.value]!;
}

type Drawn = { kind: 'land' } | { kind: 'creature'; card: string } | { kind: 'spell'; card: string };

/** Shuffle the pile and draw one card: a creature leaves the pile; a land goes straight back; a spell is handled by the caller. */
function drawFrom(t: CrawlTable, terrain: Terrain): Drawn {
  const pile = t.s.encounterPiles[terrain];
  const spells = pile.spell ? 1 : 0;
  const size = pile.creatures.length + spells + pile.lands;
  if (size === 0) return { kind: 'land' };
  const drawn = nextInt(t.s.rng, size);
  t.s.rng = drawn.rng;
  if (drawn.value < pile.creatures.length) {
    const card = pile.creatures[drawn.value]!;
    setPile(t, terrain, pileWithCreatures(pile, pile.creatures.filter((_, i) => i !== drawn.value)));
    return { kind: 'creature', card };
  }
  if (pile.spell && drawn.value === pile.creatures.length) return { kind: 'spell', card: pile.spell };
  return { kind: 'land' };
}

/**
 * Expanding: the encounter casts the spell at you, aiming it by a simple rule
 * (a creature of yours it would remove, the one with the most power; a
 * damage spell that can kill none of them goes at you), then the spell is
 * discarded and a creature from the reserve takes its place in the pile.
 */
function castEncounterSpell(t: CrawlTable, card: string, terrain: Terrain): void {
  // "Your opponents can't cast spells this turn" (your Silence): the spell is discarded uncast.
  if (silenced(t, 'foe')) {
    t.emit({ type: 'note', text: `the encounter can't cast ${card} this turn` });
    const pile = t.s.encounterPiles[terrain];
    const { spell: _gone, ...rest } = pile;
    setPile(t, terrain, { ...rest, discarded: [...(pile.discarded ?? []), card] });
    replaceFromReserve(t, terrain, card, true);
    return;
  }
  const info = cardInfo(card);
  const spell = info.abilities.find((a) => a.kind === 'spell');
  const asker = { controller: 'foe' as const };
  let target: CrawlTarget | undefined;
  if (spell && spell.kind === 'spell' && spell.target) {
    const legal = legalTargets(t, spell.target, info.def.colours, asker, card) as CrawlTarget[];
    target = aim(t, legal, damageOf(spell.effects));
  }
  const aimed = spell && spell.kind === 'spell' && spell.target && target === undefined ? ' (no legal target)' : '';
  t.emit({ type: 'encounterSpell', card, pile: terrain, ...(target !== undefined ? { target: targetName(t, target) } : {}), fizzled: aimed !== '' });
  if (spell && spell.kind === 'spell' && (!spell.target || target !== undefined)) {
    resolveEffects(t, spell.effects, { source: card, colours: info.def.colours, x: 0, controller: 'foe', ...(target !== undefined ? { target } : {}) });
  }
  const pile = t.s.encounterPiles[terrain];
  const { spell: _gone, ...rest } = pile;
  setPile(t, terrain, { ...rest, discarded: [...(pile.discarded ?? []), card] });
  replaceFromReserve(t, terrain, card, true);
}

function damageOf(effects: readonly { do: string }[]): number | undefined {
  for (const e of effects) if (e.do === 'damage' && 'amount' in e && typeof e.amount === 'number') return e.amount;
  return undefined;
}

/** The foe's choice: your creature with the most power it can remove (damage must be lethal), else you when you may be targeted. */
function aim(t: CrawlTable, legal: readonly CrawlTarget[], damage: number | undefined): CrawlTarget | undefined {
  const mine = legal
    .filter((r): r is number => r !== 'you')
    .map((id) => t.permanent(id))
    .filter((p): p is Permanent => p !== undefined && p.controller === 'you')
    .filter((p) => damage === undefined || toughnessOf(t, p) - p.damage <= damage)
    .sort((a, b) => powerOf(t, b) - powerOf(t, a) || toughnessOf(t, b) - toughnessOf(t, a) || a.id - b.id);
  if (mine[0]) return mine[0].id;
  return legal.includes('you') ? 'you' : undefined;
}

function targetName(t: CrawlTable, ref: CrawlTarget): string {
  return ref === 'you' ? 'you' : (t.permanent(ref)?.card ?? `#${ref}`);
}

/** Adjusting: roll 1d6 for a creature met; on a 6 it gains its colour's keyword for as long as it stays. */
function rollForKeyword(t: CrawlTable, id: number): void {
  const p = t.permanent(id);
  if (!p) return;
  const roll = rollDie(t.s.rng, 6);
  t.s.rng = roll.rng;
  const colours = cardInfo(p.card).def.colours;
  let keyword: string | undefined;
  if (roll.value === 6) {
    let colour: Colour | 'colourless' = 'colourless';
    if (colours.length === 1) colour = colours[0]!;
    else if (colours.length > 1) {
      // A creature of several colours gains the keyword of one of them, at random.
      const which = nextInt(t.s.rng, colours.length);
      t.s.rng = which.rng;
      colour = COLOURS.filter((c) => colours.includes(c))[which.value]!;
    }
    keyword = KEYWORD_BY_COLOUR[colour];
    t.update(id, (q) => ({ ...q, gained: [...(q.gained ?? []), keyword!] }));
  }
  t.emit({ type: 'keywordRoll', card: p.card, roll: roll.value, ...(keyword ? { keyword } : {}) });
}
