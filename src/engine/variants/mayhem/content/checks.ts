import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import { GRID_DIRECTIONS, type Cell } from '../../../grid';
import { answerMatches, normaliseAnswer } from './answers';
import { gateSquares, isDoor, reachable, squareOf, squaresWhere } from './geometry';
import {
  ABILITY_INCLUDES,
  ATTACK_TYPES,
  CONTENT_SCHEMAS,
  StoreSchema,
  TILE_SIZE,
  abilitiesAllowed,
  type Ability,
  type AttackType,
  type BasicEffect,
  type Behaviour,
  type BossDef,
  type Effect,
  type HeroDef,
  type MayhemContent,
  type MonsterDef,
  type Passive,
  type TileDef,
  type TreasureDef,
} from './schema';

/**
 * What the content can get wrong that its schema cannot say: tiles that do
 * not close or do not connect, references to things that do not exist,
 * heroes who cannot use their own gear, monsters no party can hurt. Each
 * function returns its problems as sentences naming the card; empty when
 * sound. test/unit/mayhem/content.test.ts runs them all.
 */

const key = (c: Cell) => `${c.x},${c.y}`;

/** Every object that does not validate against its kind's schema, with the first error's path. */
export function schemaProblems(content: MayhemContent): string[] {
  const out: string[] = [];
  const check = (what: string, schema: TSchema, value: unknown) => {
    const first = Value.Errors(schema, value).First();
    if (first) out.push(`${what}: ${first.path || '/'} ${first.message}`);
  };
  for (const [kind, schema] of Object.entries(CONTENT_SCHEMAS)) {
    const items = content[kind as keyof typeof CONTENT_SCHEMAS] as readonly { id?: string }[];
    items.forEach((item, i) => check(`${kind}[${i}] ${item.id ?? ''}`, schema, item));
  }
  check('store', StoreSchema, content.store);
  return out;
}

/** Every id used twice anywhere in the content (all kinds share one space of ids, so a reference is never ambiguous). */
export function duplicateIds(content: MayhemContent): string[] {
  const seen = new Map<string, string>();
  const out: string[] = [];
  const all: [string, readonly { id: string }[]][] = [
    ['tile', content.tiles],
    ['hero', content.heroes],
    ['monster', content.monsters],
    ['trap', content.traps],
    ['situation', content.situations],
    ['boss', content.bosses],
    ['treasure', content.treasure],
    ['store', [content.store]],
    ['riddle', content.riddles],
    ['tongue twister', content.tongueTwisters],
    ['challenge', content.challenges],
    ['module', content.modules],
  ];
  for (const [kind, items] of all) {
    for (const item of items) {
      const before = seen.get(item.id);
      if (before) out.push(`${kind} ${item.id}: the id is already a ${before}'s`);
      else seen.set(item.id, kind);
    }
  }
  return out;
}

/** A tile's grid is well formed: its ring matches its edges, its doors sit in walls, its squares suit its kind, and every square can be reached. */
export function tileProblems(tile: TileDef, trapIds: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const say = (m: string) => out.push(`tile ${tile.id}: ${m}`);
  if (tile.grid.length !== TILE_SIZE || tile.grid.some((r) => r.length !== TILE_SIZE)) {
    say(`the grid is not ${TILE_SIZE} x ${TILE_SIZE}`);
    return out;
  }
  const at = (c: Cell) => (c.x >= 0 && c.y >= 0 && c.x < TILE_SIZE && c.y < TILE_SIZE ? squareOf(tile, c) : '#');
  const gates = gateSquares(tile);
  const gateKeys = new Set(gates.map(key));
  const last = TILE_SIZE - 1;
  for (let y = 0; y < TILE_SIZE; y++) {
    for (let x = 0; x < TILE_SIZE; x++) {
      if (x !== 0 && y !== 0 && x !== last && y !== last) continue;
      const ch = at({ x, y });
      if (gateKeys.has(key({ x, y }))) {
        if (ch !== '.') say(`the edge opening at (${x},${y}) is '${ch}', not floor`);
      } else if (ch !== '#') say(`the ring square (${x},${y}) is '${ch}' where the edges say wall`);
    }
  }
  // A door sits in a wall: walls on two opposite sides, open squares on the other two.
  for (const d of squaresWhere(tile, isDoor)) {
    const [n, e, s, w] = GRID_DIRECTIONS.map((v) => at({ x: d.x + v.x, y: d.y + v.y }));
    const wall = (ch: string | undefined) => ch === '#';
    const open = (ch: string | undefined) => ch !== undefined && ch !== '#';
    const upright = wall(e) && wall(w) && open(n) && open(s);
    const across = wall(n) && wall(s) && open(e) && open(w);
    if (!upright && !across) say(`the door at (${d.x},${d.y}) is not set in a wall between two open squares`);
  }
  const count = (ch: string) => squaresWhere(tile, (c) => c === ch).length;
  const entrance = tile.kind === 'entrance' || tile.kind === 'second-entrance';
  if (entrance && count('^') !== 1) say('an entrance has exactly one stairs square');
  if (!entrance && count('^') > 0) say('only an entrance has stairs');
  if (tile.kind === 'boss' && count('B') < 2) say('the Boss tile has two boss squares (two bosses in competitive play)');
  if (tile.kind !== 'boss' && count('B') > 0) say('only the Boss tile has boss squares');
  if (tile.kind !== 'room' && count('E') > 0) say(`a ${tile.kind} tile has no encounter squares`);
  if (tile.kind === 'room' && count('E') === 0) say('a room has at least one encounter square');
  if (tile.kind === 'store' && count('T') > 0) say('the Store has no traps');
  if (count('T') > 0 && tile.trap === undefined) say('it has trap squares but names no trap');
  if (count('T') === 0 && tile.trap !== undefined) say('it names a trap but has no trap square');
  if (tile.trap !== undefined && !trapIds.has(tile.trap)) say(`its trap ${tile.trap} is not a trap`);
  // Reach: every open square from the edges (doors opened); every edge, the stairs and the boss squares without opening a door.
  const withDoors = reachable(tile.grid, gates, true);
  for (const c of squaresWhere(tile, (ch) => ch !== '#')) {
    if (!withDoors.has(key(c))) say(`the square (${c.x},${c.y}) cannot be reached from the tile's edges`);
  }
  const firstGate = gates[0];
  if (firstGate) {
    const noDoors = reachable(tile.grid, [firstGate], false);
    for (const c of [...gates, ...squaresWhere(tile, (ch) => ch === '^' || ch === 'B')]) {
      if (!noDoors.has(key(c))) say(`(${c.x},${c.y}) cannot be reached from the other edges without opening a door`);
    }
  }
  return out;
}

/** Every basic effect inside effects, branches included. */
export function basicEffects(effects: readonly Effect[]): BasicEffect[] {
  return effects.flatMap((e): BasicEffect[] => {
    switch (e.do) {
      case 'roll':
      case 'save':
      case 'challenge':
        return [...e.success, ...e.failure];
      case 'choose':
        return e.options.flatMap((o) => o.effects);
      default:
        return [e];
    }
  });
}

/** The effects a treasure card can have. */
export function treasureEffects(card: TreasureDef): Effect[] {
  if (card.kind === 'gold') return [...card.effects];
  return 'use' in card && card.use ? [...card.use.effects] : [];
}

/** The passives a treasure card gives while carried. */
export function treasurePassives(card: TreasureDef): Passive[] {
  return 'passives' in card && card.passives ? [...card.passives] : [];
}

/** The attack types a treasure card lets its user deal. */
export function attackTypesOf(card: TreasureDef): AttackType[] {
  const types = basicEffects(treasureEffects(card)).flatMap((e) => (e.do === 'attack' && e.dam > 0 ? [e.type] : []));
  if (card.kind === 'weapon') types.push(card.attack.type);
  return types;
}

/** Whether a hero with these abilities may use a card (its colour bar). */
export function canUse(abilities: readonly Ability[], card: TreasureDef): boolean {
  const required = 'requires' in card ? card.requires : undefined;
  return required === undefined || abilitiesAllowed(abilities).has(required);
}

/** A hero's abilities, with what their traits grant. */
export function heroAbilities(hero: HeroDef): Ability[] {
  return [...hero.abilities, ...hero.traits.flatMap((t) => (t.is === 'grant' ? [t.ability] : []))];
}

/** A hero can use every card they start with, can attack with one of them, and lists no ability another of theirs already includes. */
export function heroProblems(hero: HeroDef, treasure: ReadonlyMap<string, TreasureDef>): string[] {
  const out: string[] = [];
  const say = (m: string) => out.push(`hero ${hero.id}: ${m}`);
  const abilities = heroAbilities(hero);
  for (const a of hero.abilities) {
    if (hero.abilities.some((b) => ABILITY_INCLUDES[b].includes(a))) say(`${a} is already included in another of the hero's abilities`);
  }
  if (new Set(hero.abilities).size !== hero.abilities.length) say('an ability is listed twice');
  let attacks = 0;
  for (const id of hero.gear) {
    const card = treasure.get(id);
    if (!card) {
      say(`starting gear ${id} is not a treasure card`);
      continue;
    }
    if (!canUse(abilities, card)) say(`cannot use its starting ${card.name} (needs ${'requires' in card ? card.requires : '?'})`);
    if (card.kind === 'weapon' && card.str > hero.str) say(`has STR ${hero.str}, too little to carry its ${card.name} (STR ${card.str})`);
    if (card.kind === 'gold') say('a gold scenario is no starting gear');
    if (attackTypesOf(card).length > 0) attacks++;
  }
  if (attacks === 0) say('has nothing to attack with');
  return out;
}

/** The monsters, traps and bosses an effect or behaviour names. */
function referencesOf(effects: readonly Effect[]): { monsters: string[] } {
  return { monsters: basicEffects(effects).flatMap((e) => (e.do === 'spawn' ? [e.monster] : [])) };
}

function behaviourReferences(b: Behaviour): { monsters: string[]; traps: string[]; effects: Effect[] } {
  switch (b.is) {
    case 'splits':
      return { monsters: [b.into], traps: [], effects: [] };
    case 'summons':
      return { monsters: [b.monster], traps: [], effects: [] };
    case 'lays-trap':
      return { monsters: [], traps: [b.trap], effects: [] };
    case 'parley':
      return { monsters: [], traps: [], effects: [...b.success, ...b.failure] };
    default:
      return { monsters: [], traps: [], effects: [] };
  }
}

/** A monster's or boss's card says nothing contradictory and names only what exists; some party can hurt it. */
export function monsterProblems(
  monster: MonsterDef | BossDef,
  known: { monsters: ReadonlySet<string>; traps: ReadonlySet<string>; treasure: ReadonlySet<string>; partyTypes: ReadonlySet<AttackType> },
): string[] {
  const out: string[] = [];
  const say = (m: string) => out.push(`monster ${monster.id}: ${m}`);
  const lists = { vulnerable: monster.vulnerable, resists: monster.resists, immune: monster.immune };
  for (const [name, types] of Object.entries(lists)) {
    if (new Set(types).size !== types.length) say(`${name} lists a type twice`);
    for (const t of types) if (!(ATTACK_TYPES as readonly string[]).includes(t)) say(`${name} names an unknown attack type ${t}`);
  }
  for (const t of ATTACK_TYPES) {
    const in_ = [monster.vulnerable, monster.resists, monster.immune].filter((l) => l.includes(t)).length;
    if (in_ > 1) say(`${t} is in more than one of vulnerable, resists and immune`);
  }
  if (![...known.partyTypes].some((t) => !monster.immune.includes(t))) say('no hero\'s starting gear can hurt it');
  const attacks = 'enraged' in monster ? [...monster.attacks, ...(monster.enraged.attacks ?? [])] : monster.attacks;
  for (const a of attacks) {
    if (a.cone !== undefined && monster.directional === undefined) say(`its ${a.name} has a cone but the monster is not directional`);
    if (a.cone !== undefined && a.cone > a.range) say(`its ${a.name} has a cone longer than its range`);
  }
  if (monster.directional && !attacks.some((a) => a.cone !== undefined)) say('it is directional but no attack has a cone');
  const behaviours = 'enraged' in monster ? [...monster.behaviours, ...(monster.enraged.behaviours ?? [])] : monster.behaviours;
  for (const b of behaviours) {
    const refs = behaviourReferences(b);
    for (const m of [...refs.monsters, ...referencesOf(refs.effects).monsters]) if (!known.monsters.has(m)) say(`names ${m}, which is no monster`);
    for (const t of refs.traps) if (!known.traps.has(t)) say(`names ${t}, which is no trap`);
  }
  if (behaviours.some((b) => b.is === 'stationary') && monster.mov !== 0) say('a stationary monster has MOV 0');
  if (monster.mov === 0 && !behaviours.some((b) => b.is === 'stationary')) say('MOV 0 needs the stationary behaviour');
  for (const d of monster.drops) if (d.kind === 'item' && !known.treasure.has(d.item)) say(`drops ${d.item}, which is no treasure card`);
  if ('enraged' in monster && monster.enraged.belowHp >= monster.hp) say('it is enraged from the start (belowHp not below its HP)');
  return out;
}

/** Which cards are referenced from outside the decks: starting gear, the Store, drops, modules. */
export function referencedTreasure(content: MayhemContent): Set<string> {
  const out = new Set<string>();
  for (const h of content.heroes) for (const g of h.gear) out.add(g);
  for (const e of content.store.entries) if ('item' in e) out.add(e.item);
  for (const m of [...content.monsters, ...content.bosses]) for (const d of m.drops) if (d.kind === 'item') out.add(d.item);
  for (const mod of content.modules) for (const t of mod.treasure) out.add(t.card);
  return out;
}

/** Treasure cards: effects name what exists; a card out of the deck is reachable another way; the Store sells what exists. */
export function treasureProblems(content: MayhemContent): string[] {
  const out: string[] = [];
  const monsters = new Set([...content.monsters, ...content.bosses].map((m) => m.id));
  const byId = new Map(content.treasure.map((t) => [t.id, t]));
  const referenced = referencedTreasure(content);
  for (const card of content.treasure) {
    const say = (m: string) => out.push(`treasure ${card.id}: ${m}`);
    for (const m of referencesOf(treasureEffects(card)).monsters) if (!monsters.has(m)) say(`names ${m}, which is no monster`);
    if (card.copies === 0 && !referenced.has(card.id)) say('has no copies in the deck and nothing else hands it out');
    if (card.kind === 'potion' && card.use.charges !== 1) say('a potion is drunk once (charges 1)');
    if (card.kind !== 'gold' && card.kind !== 'weapon' && treasureEffects(card).length === 0 && treasurePassives(card).length === 0) say('does nothing');
  }
  for (const e of content.store.entries) {
    if ('item' in e && !byId.has(e.item)) out.push(`store: sells ${e.item}, which is no treasure card`);
    if ('item' in e && byId.get(e.item)?.kind === 'gold') out.push(`store: sells a gold scenario, ${e.item}`);
    if ('pick' in e && !content.treasure.some((t) => t.kind === e.pick && t.copies > 0)) out.push(`store: offers any ${e.pick}, and the deck has none`);
  }
  return out;
}

/** Monster-deck cards (traps, situations) name what exists. */
export function deckCardProblems(content: MayhemContent): string[] {
  const out: string[] = [];
  const monsters = new Set([...content.monsters, ...content.bosses].map((m) => m.id));
  for (const card of [...content.traps, ...content.situations]) {
    for (const m of referencesOf(card.effects).monsters) if (!monsters.has(m)) out.push(`${card.id}: names ${m}, which is no monster`);
  }
  for (const trap of content.traps) {
    const printed = content.tiles.some((t) => t.trap === trap.id);
    const laid = content.monsters.some((m) => m.behaviours.some((b) => b.is === 'lays-trap' && b.trap === trap.id));
    if (trap.copies === 0 && !printed && !laid) out.push(`trap ${trap.id}: not in the deck, on no tile, laid by no monster`);
  }
  for (const m of content.monsters) {
    if (m.copies > 0) continue;
    const brought = [...content.monsters, ...content.bosses].some((o) =>
      [...o.behaviours, ...('enraged' in o ? (o as BossDef).enraged.behaviours ?? [] : [])].some((b) => behaviourReferences(b).monsters.includes(m.id)),
    );
    const spawned = [...content.traps, ...content.situations].some((c) => referencesOf(c.effects).monsters.includes(m.id));
    const inModule = content.modules.some((mod) => mod.monsters.some((c) => c.card === m.id));
    if (!brought && !spawned && !inModule) out.push(`monster ${m.id}: not in the deck and brought by nothing`);
  }
  return out;
}

/**
 * Riddles: at least one accepted answer, none empty once normalised, none
 * listed twice, each matching itself; and an id that names no answer, since a
 * waiting riddle's id is in the saved file (mayhem.challenge.hidden): "riddle-"
 * and a number.
 */
export function riddleProblems(content: MayhemContent): string[] {
  const out: string[] = [];
  for (const r of content.riddles) {
    if (r.answers.length === 0) out.push(`riddle ${r.id}: no accepted answer`);
    const normal = r.answers.map(normaliseAnswer);
    if (normal.some((a) => a.length === 0)) out.push(`riddle ${r.id}: an answer is empty once normalised`);
    if (new Set(normal).size !== normal.length) out.push(`riddle ${r.id}: an answer is listed twice (once normalised)`);
    for (const a of r.answers) if (!answerMatches(a, r.answers)) out.push(`riddle ${r.id}: "${a}" does not match itself`);
    if (!/^riddle-[0-9]+$/.test(r.id)) out.push(`riddle ${r.id}: its id is in the saved file while it waits, so it is "riddle-" and a number, saying nothing of the answer`);
    const said = ` ${normaliseAnswer(r.lines.join(' '))} `;
    for (const a of new Set(normal)) if (a.length > 0 && said.includes(` ${a} `)) out.push(`riddle ${r.id}: its lines give away the answer "${a}"`);
  }
  const texts = new Set<string>();
  for (const t of content.tongueTwisters) {
    const n = normaliseAnswer(t.text);
    if (texts.has(n)) out.push(`tongue twister ${t.id}: said already`);
    texts.add(n);
  }
  const rolls = content.challenges.map((c) => c.roll).sort((a, b) => a - b);
  if (rolls.join() !== '1,2,3,4,5,6') out.push(`physical challenges: one for each face of the die, got ${rolls.join(', ')}`);
  return out;
}

/** Modules: their tiles exist once each in a full rectangle with Store, Boss and an entrance on the edge; their cards exist; their goals can be met. */
export function moduleProblems(content: MayhemContent): string[] {
  const out: string[] = [];
  const tiles = new Map(content.tiles.map((t) => [t.id, t]));
  const deckCards = new Set([...content.monsters, ...content.traps, ...content.situations].map((c) => c.id));
  const treasure = new Set(content.treasure.map((t) => t.id));
  const monsters = new Set([...content.monsters, ...content.bosses].map((m) => m.id));
  for (const mod of content.modules) {
    const say = (m: string) => out.push(`module ${mod.id}: ${m}`);
    const ids = mod.layout.flat();
    if (new Set(ids).size !== ids.length) say('a tile is laid twice');
    if (mod.layout.some((row) => row.length !== mod.layout[0]!.length)) say('the layout is not a rectangle');
    for (const id of ids) if (!tiles.has(id)) say(`lays ${id}, which is no tile`);
    const kinds = ids.map((id) => tiles.get(id)?.kind);
    for (const k of ['store', 'boss', 'entrance'] as const) if (!kinds.includes(k)) say(`lays no ${k} tile`);
    const rows = mod.layout.length;
    const cols = mod.layout[0]!.length;
    mod.layout.forEach((row, r) =>
      row.forEach((id, c) => {
        const onEdge = r === 0 || c === 0 || r === rows - 1 || c === cols - 1;
        if (tiles.get(id)?.kind === 'entrance' && !onEdge) say('its entrance is not on the edge');
      }),
    );
    for (const c of mod.monsters) if (!deckCards.has(c.card)) say(`its monster deck names ${c.card}, which is no monster, trap or situation`);
    for (const c of mod.treasure) if (!treasure.has(c.card)) say(`adds ${c.card}, which is no treasure card`);
    for (const c of mod.treasure) if (c.lies !== undefined && !ids.includes(c.lies)) say(`lays ${c.card} on ${c.lies}, which is not laid`);
    for (const c of mod.treasure) if (c.lies !== undefined && tiles.get(c.lies)?.kind === 'entrance') say(`lays ${c.card} on its entrance, which is face up from the start`);
    if (!content.bosses.some((b) => b.id === mod.boss)) say(`its boss ${mod.boss} is no boss`);
    for (const g of mod.goals) {
      if (g.do === 'defeat' && !monsters.has(g.monster)) say(`a goal names ${g.monster}, which is no monster`);
      if (g.do === 'reach' && !ids.includes(g.tile)) say(`a goal names ${g.tile}, which is not laid`);
      if (g.do === 'find' && !mod.treasure.some((t) => t.card === g.item) && !content.treasure.some((t) => t.id === g.item && t.copies > 0)) {
        say(`a goal asks for ${g.item}, which its treasure deck does not hold`);
      }
    }
    if (!mod.goals.some((g) => g.do === 'escape')) say('has no escape goal');
    if (mod.heroes.min > mod.heroes.max) say('wants more heroes at least than at most');
  }
  return out;
}

/** Every problem of the content, in one list. */
export function contentProblems(content: MayhemContent): string[] {
  const traps = new Set(content.traps.map((t) => t.id));
  const treasure = new Map(content.treasure.map((t) => [t.id, t]));
  const partyTypes = new Set(content.heroes.flatMap((h) => h.gear.flatMap((g) => (treasure.get(g) ? attackTypesOf(treasure.get(g)!) : []))));
  const known = { monsters: new Set(content.monsters.map((m) => m.id)), traps, treasure: new Set(treasure.keys()), partyTypes };
  return [
    ...schemaProblems(content),
    ...duplicateIds(content),
    ...content.tiles.flatMap((t) => tileProblems(t, traps)),
    ...content.heroes.flatMap((h) => heroProblems(h, treasure)),
    ...[...content.monsters, ...content.bosses].flatMap((m) => monsterProblems(m, known)),
    ...treasureProblems(content),
    ...deckCardProblems(content),
    ...riddleProblems(content),
    ...moduleProblems(content),
  ];
}
