import type { AttackDef, BasicEffect, Behaviour, BossDef, Drop, Effect, MonsterDef, Passive, TreasureDef } from './schema';

/**
 * Rules text made from the data (DESIGN.md: "rules text shown to players is
 * generated from the card's structured effect data"): what the playmat and
 * the terminal will print under a card's own short `text`. Every effect,
 * passive and behaviour of the vocabulary has its words here, so a kind
 * added to the schema without them fails to compile.
 */

/** Whom an effect reaches, as the label before its words ("Every hero on your tile: +3 HP"). */
const WHO: Record<string, string> = {
  self: 'You',
  ally: 'A hero on your tile',
  'tile-heroes': 'Every hero on your tile',
  party: 'Every hero',
};
const to = (w: string, words: string) => `${WHO[w]}: ${words}`;

/** How a card names another by id: by its name, where the content is at hand. */
export type NameOf = (id: string) => string;
const byId: NameOf = (id) => id;

const rounds = (n: number) => (n === 1 ? '1 round' : `${n} rounds`);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const ability = (a: string) => a.replace('-', ' ');

function reach(range: number): string {
  if (range === 0) return 'on its own square';
  if (range === 1) return 'close';
  return `up to ${range} squares`;
}

function areaText(area: string | undefined): string {
  switch (area) {
    case 'square':
      return ' to everything on one square';
    case 'around':
      return ' to every foe around';
    case 'tile':
      return ' to every foe in range on the tile';
    default:
      return '';
  }
}

/** An attack's line: "2 fire DAM up to 4 squares; poisoned 2 rounds (1 HP a round)". */
export function attackText(a: Omit<AttackDef, 'name'> & { name?: string; area?: string }): string {
  const parts = [a.dam > 0 ? `${a.dam} ${a.type} DAM${areaText(a.area)}, ${reach(a.range)}` : `${a.type}${areaText(a.area)}, ${reach(a.range)}`];
  if (a.cone !== undefined) parts.push(`in a cone ${plural(a.cone, 'square')} long`);
  if (a.aroundCorners) parts.push('around corners');
  let line = parts.join(', ');
  if (a.inflicts) {
    const per = a.inflicts.perRound ? ` (${a.inflicts.perRound} HP a round)` : '';
    line += `; ${a.inflicts.condition} ${rounds(a.inflicts.rounds)}${per}`;
  }
  return a.name ? `${a.name}: ${line}` : line;
}

/** One effect in words. */
export function basicEffectText(e: BasicEffect, nameOf: NameOf = byId): string {
  switch (e.do) {
    case 'attack':
      return `Attack: ${attackText(e)}`;
    case 'heal':
      return to(e.who, e.amount === 'full' ? 'back to full HP' : `+${e.amount} HP`);
    case 'max-hp':
      return to(e.who, `+${e.amount} max HP for good`);
    case 'grant':
      return to(e.who, `new ability, ${ability(e.ability)}`);
    case 'boost':
      return to(e.who, `${e.amount >= 0 ? '+' : ''}${e.amount} ${e.stat.toUpperCase()} for ${rounds(e.rounds)}`);
    case 'condition':
      return to(e.who, `${e.condition} for ${rounds(e.rounds)}${e.perRound ? ` (${e.perRound} HP a round)` : ''}`);
    case 'cure':
      return to(e.who, e.condition === 'all' ? 'every lasting effect ends' : `no longer ${e.condition}`);
    case 'hurt':
      return to(e.who, `${e.amount} ${e.type} DAM`);
    case 'gold':
      return to(e.who, `+${e.amount} gold`);
    case 'lose-gold':
      return to(e.who, `-${e.amount} gold`);
    case 'ward':
      return to(e.who, `each hit ${e.amount} smaller for ${rounds(e.rounds)}`);
    case 'open-door': {
      const door = e.doors === 'any' ? 'a locked or secret door' : `a ${e.doors} door`;
      return e.roll ? `Try to open ${door} (4+)` : `Open ${door}`;
    }
    case 'draw':
      return `Draw ${plural(e.count, `${e.deck} card`)}`;
    case 'revive':
      return `A dead hero on your tile rises with ${e.hp} HP`;
    case 'teleport':
      return to(e.who, `off to ${e.to === 'entrance' ? 'the Entrance stairs' : 'the Store'}`);
    case 'reveal':
      return `Turn up ${plural(e.tiles, 'face-down tile')} next to yours`;
    case 'block':
      return `${plural(e.squares, 'square')} around it BLOCKED`;
    case 'spawn':
      return `${e.count} x ${nameOf(e.monster)} appear`;
    case 'extra':
      return e.kind === 'move' ? `Move ${e.amount} more squares` : `Take ${plural(e.amount, 'more action')}`;
    case 'reroll':
      return 'Roll the die again';
    case 'discard':
      return to(e.who, `discard ${plural(e.count, 'card')}`);
  }
}

/** Effects in words, one after another ("nothing happens" for none): what a challenge or choice puts at stake. */
export const effectsText = (effects: readonly BasicEffect[], nameOf: NameOf = byId): string =>
  effects.length === 0 ? 'nothing happens' : effects.map((e) => basicEffectText(e, nameOf)).join('; ');
const list = effectsText;

const CHALLENGE_DONE: Record<string, string> = {
  riddle: 'answer a riddle',
  'tongue-twister': 'say a tongue twister five times',
  physical: 'do a physical challenge',
};

/** An effect in words, branches included. */
export function effectText(e: Effect, nameOf: NameOf = byId): string {
  switch (e.do) {
    case 'roll':
      return `Roll: ${e.atLeast}+ ${list(e.success, nameOf)}; otherwise ${list(e.failure, nameOf)}`;
    case 'save':
      return `Roll at or under ${e.stat.toUpperCase()}: ${list(e.success, nameOf)}; if not, ${list(e.failure, nameOf)}`;
    case 'challenge': {
      const whose = e.who === 'party' ? 'the party' : 'you';
      return `If ${whose} can ${CHALLENGE_DONE[e.kind]} before the hourglass runs out: ${list(e.success, nameOf)}; otherwise ${list(e.failure, nameOf)}`;
    }
    case 'choose':
      return `Choose: ${e.options.map((o) => `${o.label}${o.cost ? ` (${o.cost} gold)` : ''}: ${list(o.effects, nameOf)}`).join(' | ')}`;
    default:
      return basicEffectText(e, nameOf);
  }
}

/** A passive in words. */
export function passiveText(p: Passive): string {
  switch (p.is) {
    case 'grant':
      return `gain ${ability(p.ability)}`;
    case 'max-hp':
      return `+${p.amount} max HP`;
    case 'stat':
      return `${p.amount >= 0 ? '+' : ''}${p.amount} ${p.stat.toUpperCase()}`;
    case 'resist':
      return `half damage from ${p.type}`;
    case 'immune':
      return `no damage from ${p.type}`;
    case 'ward':
      return `each hit ${p.amount} smaller`;
    case 'opens':
      return `may try ${p.doors === 'any' ? 'locked and secret' : p.doors} doors (${4 - p.bonus}+)`;
    case 'sees-invisible':
      return 'may always look for the invisible';
    case 'damage-bonus':
      return `+${p.amount} DAM${p.type ? ` with ${p.type} attacks` : ''}`;
    case 'gold-carry':
      return `carry ${p.amount} more gold`;
    case 'revive-bonus':
      return `+${p.amount} to revive`;
    case 'trap-sense':
      return 'roll twice against traps';
  }
}

/** A monster's behaviour in words. */
export function behaviourText(b: Behaviour, nameOf: NameOf = byId): string {
  switch (b.is) {
    case 'flies':
      return 'flies over traps and BLOCKED squares';
    case 'phases':
      return 'moves through walls and doors';
    case 'stationary':
      return 'never moves';
    case 'dormant':
      return 'still until a hero is on its tile';
    case 'starts-invisible':
      return 'invisible';
    case 'regenerates':
      return `gets ${b.amount} HP back each round${b.unless ? ` unless hurt by ${b.unless}` : ''}`;
    case 'explodes':
      return `on dying, ${b.dam} ${b.type} DAM to heroes on and around its square`;
    case 'splits':
      return `on dying, splits into ${b.count} x ${nameOf(b.into)}`;
    case 'summons':
      return `calls a ${nameOf(b.monster)} every ${rounds(b.every)}`;
    case 'steals':
      return `a hit steals ${b.gold} gold, then it flees`;
    case 'targets':
      return `attacks the ${b.rule} hero in range`;
    case 'flees':
      return `flees at ${b.belowHp} HP or less`;
    case 'aura':
      return `${b.dam} ${b.type} DAM to heroes on and around its square each round`;
    case 'ambush':
      return 'acts at once when it appears';
    case 'pack':
      return `+${b.bonus} DAM beside another of its kind`;
    case 'fears':
      return `flees a round when hit by ${b.type}`;
    case 'lays-trap':
      return `sets a ${nameOf(b.trap)} where it appears`;
    case 'parley':
      return `the hero who drew it may instead ${CHALLENGE_DONE[b.kind]}: if so, it leaves: ${list(b.success, nameOf)}; if not, ${list(b.failure, nameOf)}`;
  }
}

function dropText(d: Drop, nameOf: NameOf): string {
  const what = d.kind === 'gold' ? `${d.amount} gold` : d.kind === 'treasure' ? plural(d.count, 'treasure card') : nameOf(d.item);
  return d.onRoll ? `${what} on ${d.onRoll}+` : what;
}

/** A treasure card's rules, line by line. */
export function treasureRulesText(card: TreasureDef, nameOf: NameOf = byId): string[] {
  const out: string[] = [];
  if ('requires' in card && card.requires) out.push(`Needs ${ability(card.requires)}.`);
  if (card.kind === 'weapon') out.push(`STR ${card.str}. ${attackText(card.attack)}.`);
  if ('passives' in card && card.passives && card.passives.length > 0) out.push(`While carried: ${card.passives.map(passiveText).join('; ')}.`);
  if (card.kind === 'gold') out.push(...card.effects.map((e) => `${effectText(e, nameOf)}.`));
  if ('use' in card && card.use) {
    const cost = card.use.timing === 'action' ? 'Action' : card.use.timing === 'bonus' ? 'Bonus action' : 'Free';
    const limits = [card.use.charges ? plural(card.use.charges, 'use') : undefined, card.use.perRound ? 'once a round' : undefined].filter(Boolean);
    out.push(`${cost}${limits.length > 0 ? ` (${limits.join(', ')})` : ''}: ${card.use.effects.map((e) => effectText(e, nameOf)).join('; ')}.`);
  }
  return out;
}

/** A monster's or boss's rules, line by line. */
export function monsterRulesText(m: MonsterDef | BossDef, nameOf: NameOf = byId): string[] {
  const out = [`HP ${m.hp}, MOV ${m.mov}.`, ...m.attacks.map((a) => `${attackText(a)}.`)];
  if (m.vulnerable.length > 0) out.push(`Double damage from ${m.vulnerable.join(', ')}.`);
  if (m.resists.length > 0) out.push(`Half damage from ${m.resists.join(', ')}.`);
  if (m.immune.length > 0) out.push(`No damage from ${m.immune.join(', ')}.`);
  if (m.directional) out.push(`Directional: cone ${m.directional.cone}${m.directional.weakWithin ? `; +${m.directional.weakWithin} DAM to it from inside the cone` : ''}.`);
  out.push(...m.behaviours.map((b) => `${behaviourText(b, nameOf)}.`));
  if (m.drops.length > 0) out.push(`Drops ${m.drops.map((d) => dropText(d, nameOf)).join(', ')}.`);
  if ('enraged' in m) out.push(`At ${m.enraged.belowHp} HP or less: ${m.enraged.text}`);
  return out.map((line) => line.charAt(0).toUpperCase() + line.slice(1));
}

/** Names by id across the content, for the rules text. */
export function namesOf(content: { readonly [kind: string]: unknown }): NameOf {
  const names = new Map<string, string>();
  for (const items of Object.values(content)) {
    if (!Array.isArray(items)) continue;
    for (const item of items as { id?: unknown; name?: unknown }[]) {
      if (typeof item.id === 'string' && typeof item.name === 'string') names.set(item.id, item.name);
    }
  }
  return (id) => names.get(id) ?? id;
}
