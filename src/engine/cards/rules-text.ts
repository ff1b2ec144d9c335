import { typeLine, type CardDef, type CardType } from './card';
import { faceRole, isSplit } from './faces';
import { isCycling, isUnearth, type Ability, type ActivationCost, type Amount, type Counted, type CountedAmount, type CreatureFilter, type Effect, type SpellMode, type StaticRule, type Subject, type TargetSpec, type TriggerEvent } from './abilities';
import { COLOURS, COLOUR_OF, type Terrain, TERRAINS } from '../colour';
import { colourWord, KEYWORDS } from '../combat';
import { findCard } from './pool';
import { numberWord } from '../mana';

/**
 * The rules text a player reads, generated from a card's data: a keyword
 * line, then one paragraph per ability, in the style of modern Oracle text
 * (the card's own name where it refers to itself, "enters" for entering the
 * battlefield). Nothing here is stored prose: change the data and the text
 * follows.
 */

type Lookup = (name: string) => CardDef | undefined;

/** "first-strike" → "First strike", "protection-from-white" → "Protection from white", "swampwalk" → "Swampwalk". */
export function keywordName(k: string): string {
  return capitalise(k.replace(/-/g, ' '));
}

/** Paragraphs of rules text, keywords first; empty for a vanilla creature. */
export function rulesText(card: CardDef, lookup: Lookup = findCard): string[] {
  if (card.faces && card.faces.length > 0) return facesText(card, lookup);
  const paragraphs: string[] = [];
  if (card.keywords.length > 0) paragraphs.push(keywordLine(card.keywords));
  paragraphs.push(...basicLandText(card));
  // An additional cost to cast the card is read first, as a card prints it: it is paid before anything the spell does.
  const abilities = card.abilities ?? [];
  for (const ability of [...abilities.filter(isCastCost), ...abilities.filter((a) => !isCastCost(a))]) paragraphs.push(...abilityText(ability, card.name, lookup));
  const note = manualNote(card);
  if (note) paragraphs.push(note);
  return paragraphs;
}

function isCastCost(a: Ability): boolean {
  return a.kind === 'static' && (a.rule.is === 'sacrifice-to-cast' || a.rule.is === 'discard-to-cast');
}

/** What a manual card asks the player to do, in our words; undefined for a card the engine plays itself. */
/**
 * A card of several faces: the front face's text as the card's own (the
 * card's facts are its front's), then each other face under a heading with
 * its name, cost and type line; a split card's halves each under one.
 */
function facesText(card: CardDef, lookup: Lookup): string[] {
  const faces = card.faces ?? [];
  const out: string[] = [];
  faces.forEach((face, i) => {
    const note = manualNote(face);
    const own = rulesText(face, lookup).filter((p) => p !== note);
    const headed = i > 0 || isSplit(card);
    if (headed) {
      const pt = face.power !== undefined && face.toughness !== undefined ? ` ${face.power}/${face.toughness}` : '';
      const byHand = note && card.automation !== 'manual' ? ', played by hand' : '';
      out.push(`${face.name} (${faceRole(card, i)}${byHand}): ${[face.manaCost, typeLine(face)].filter((x) => x !== '').join(' ')}${pt}`);
    }
    out.push(...own);
  });
  const note = manualNote(card);
  if (note) out.push(note);
  return out;
}

export function manualNote(card: CardDef): string | undefined {
  if (card.automation !== 'manual') return undefined;
  return card.manualText ?? 'The engine does not play this card: resolve it by hand.';
}

/** The order keywords are listed in: the engine's, but defender first, as on walls ("Defender, flying"). */
const KEYWORD_ORDER: readonly string[] = ['defender', ...KEYWORDS.filter((k) => k !== 'defender')];

/** What one mode of a modal spell does, in a sentence: "Destroy target artifact." (also how labels and the log name the mode chosen). */
export function modeText(mode: SpellMode, name: string, lookup: Lookup = findCard): string {
  return effectsText(mode.effects, { name, source: name, target: mode.target, lookup });
}

/**
 * A mode within a sentence, as labels and the log name the one chosen after the card's name: "destroy target
 * artifact"; "deals 4 damage to target creature with flying" (the card's own name, which the label has just said, left out).
 */
export function modeWords(mode: SpellMode, name: string, lookup: Lookup = findCard): string {
  const text = modeText(mode, name, lookup).replace(/\.$/, '');
  if (text.startsWith(`${name} `)) return text.slice(name.length + 1);
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "Flying, first strike": keywords in a fixed order, then any others (landwalk) as given. */
export function keywordLine(keywords: readonly string[]): string {
  const rank = (k: string): number => {
    const i = KEYWORD_ORDER.indexOf(k);
    return i < 0 ? KEYWORD_ORDER.length : i;
  };
  const sorted = [...keywords].sort((a, b) => rank(a) - rank(b));
  return capitalise(sorted.map((k) => k.replace(/-/g, ' ')).join(', '));
}

/** A basic land's intrinsic mana ability, shown as reminder text: "({T}: Add {G}.)". */
function basicLandText(card: CardDef): string[] {
  if (!card.types.includes('Land') || !card.supertypes?.includes('Basic')) return [];
  const colours = card.subtypes.filter((s): s is Terrain => (TERRAINS as readonly string[]).includes(s)).map((t) => COLOUR_OF[t]);
  return colours.length > 0 ? [`(${manaAbilityText(colours)})`] : [];
}

/** One ability as paragraphs (an Aura's "Enchant creature" is a paragraph of its own). */
export function abilityText(ability: Ability, name: string, lookup: Lookup = findCard): string[] {
  switch (ability.kind) {
    case 'spell':
      return [effectsText(ability.effects, { name, source: name, target: ability.target, lookup })];
    case 'modes':
      return ['Choose one —', ...ability.modes.map((mode) => `• ${modeText(mode, name, lookup)}`)];
    case 'etb': {
      const may = ability.optional ? 'you may ' : '';
      return [effectsText(ability.effects, { name, source: 'it', target: ability.target, lookup }, `When ${name} enters, ${may}`)];
    }
    case 'activated':
      if (ability.effects.length === 1 && ability.effects[0]!.do === 'attach') return [`Equip ${costText(ability.cost, name)}`];
      if (isCycling(ability)) return [`Cycling ${ability.cost.mana} (from your hand, whenever you could cast an instant: pay ${ability.cost.mana} and discard ${name} to draw a card)`];
      if (isUnearth(ability)) {
        return [`Unearth ${ability.cost.mana} (${ability.cost.mana}: return ${name} from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)`];
      }
      if (ability.from === 'hand') return [`From your hand: ${costText(ability.cost, name)}: ${effectsText(ability.effects, { name, source: name, target: ability.target, lookup })}`];
      return [`${costText(ability.cost, name)}: ${effectsText(ability.effects, { name, source: name, target: ability.target, lookup })}${ability.sorcery ? ' Activate only as a sorcery.' : ''}${ability.oncePerTurn ? ' Activate only once each turn.' : ''}`];
    case 'devour': {
      const each = ability.multiplier === 1 ? 'a +1/+1 counter' : `${ability.multiplier} +1/+1 counters`;
      return [`Devour ${ability.multiplier} (as ${name} enters, you may sacrifice any number of other creatures: it enters with ${each} for each)`];
    }
    case 'dash':
      return [`Dash ${ability.cost} (you may cast ${name} for ${ability.cost}: it gains haste and returns to your hand at the beginning of the next end step)`];
    case 'morph': {
      const keyword = ability.mega ? 'Megamorph' : 'Morph';
      const counter = ability.mega ? ', with a +1/+1 counter,' : '';
      return [`${keyword} ${ability.cost} (you may cast ${name} face down as a 2/2 creature for {3}; turn it face up${counter} whenever you could act, for ${ability.cost})`];
    }
    case 'madness':
      return [`Madness ${ability.cost} (if you discard ${name}, it is exiled instead; then cast it for ${ability.cost}, whenever that is, or put it into your graveyard)`];
    case 'mana': {
      const text = ability.amount ? `{T}: Add ${`{${ability.produces[0]}}`.repeat(ability.amount)}.` : manaAbilityText(ability.produces);
      // Creature types name creatures here: "for each Elf you control".
      const kind = ability.forEach?.subtypes ? joinOr(ability.forEach.subtypes) : 'creature';
      const each = ability.forEach ? `${text.slice(0, -1)} for each ${kind} you control.` : text;
      const pain = ability.pain ? ` ${name} deals ${ability.pain} damage to you.` : '';
      if (ability.sacrifice) return [`${each.replace(/^\{T\}/, `Sacrifice ${name}`)}${pain}`];
      return [ability.cost ? `${ability.cost}, ${each}${pain}` : `${each}${pain}`];
    }
    case 'trigger': {
      const entering = ability.when === 'another-creature-enters-yours' || ability.when === 'creature-enters-yours';
      const lead =
        ability.thatFilter && entering
          ? `Whenever ${ability.when === 'another-creature-enters-yours' ? 'another' : 'a'} ${creatureWords(ability.thatFilter, false)} enters under your control, `
          : triggerLead(ability.when, name);
      const source = lead.includes(name) ? 'it' : name;
      const may = ability.optional ? 'you may ' : '';
      const when = ability.ifLastTurn === 'no-spells' ? 'if no spells were cast last turn, ' : ability.ifLastTurn === 'two-spells' ? 'if a player cast two or more spells last turn, ' : '';
      return [effectsText(ability.effects, { name, source, target: ability.target, lookup }, `${lead}${when}${may}`)];
    }
    case 'static':
      return [staticText(ability.rule, name)];
    case 'lands-count':
    case 'creatures-count': {
      const what = ability.kind === 'creatures-count' ? 'creatures' : ability.land === 'any' ? 'lands' : `${ability.land}s`;
      return [`${name}'s ${ability.powerOnly ? 'power is' : 'power and toughness are each'} equal to the number of ${what} you control.`];
    }
    case 'per-land':
      return [`${name} gets ${ptChange(ability.power, ability.toughness)} for each ${ability.land} you control.`];
    case 'per-namesake':
      return [`${name} gets ${ptChange(ability.power, ability.toughness)} for each other creature ${ability.yours ? 'you control' : 'on the battlefield'} named ${name}.`];
    case 'anthem': {
      const colour = ability.colour ? `${colourWord(ability.colour)} ` : ability.colourless ? 'colourless ' : ability.artifact ? 'artifact ' : '';
      const kind = ability.subtypes ? `${ability.subtypes.join(' and ')} creatures` : `${colour}creatures`;
      const parts: string[] = [];
      if (ability.withCounter) {
        if (ability.power !== 0 || ability.toughness !== 0) parts.push(`gets ${ptChange(ability.power, ability.toughness)}`);
        if (ability.keywords && ability.keywords.length > 0) parts.push(`has ${keywordList(ability.keywords)}`);
        return [`Each ${kind.replace(/s$/, '')} you control with a +1/+1 counter on it ${joinAnd(parts)}.`];
      }
      const who =
        ability.affects === 'opponents' ? capitalise(`${kind} your opponents control`) : ability.other ? `Other ${kind} you control` : capitalise(`${kind} you control`);
      if (ability.power !== 0 || ability.toughness !== 0) parts.push(`get ${ptChange(ability.power, ability.toughness)}`);
      if (ability.keywords && ability.keywords.length > 0) parts.push(`have ${keywordList(ability.keywords)}`);
      if (parts.length === 0) parts.push(`get ${ptChange(0, 0)}`);
      return [`${who} ${joinAnd(parts)}.`];
    }
    case 'while-controls': {
      const parts: string[] = [];
      if ((ability.power ?? 0) !== 0 || (ability.toughness ?? 0) !== 0) parts.push(`gets ${ptChange(ability.power ?? 0, ability.toughness ?? 0)}`);
      if (ability.keywords && ability.keywords.length > 0) parts.push(`has ${keywordList(ability.keywords)}`);
      if ('lifeAtLeast' in ability.controls) return [`As long as you have ${ability.controls.lifeAtLeast} or more life, ${name} ${joinAnd(parts)}.`];
      const kind = 'land' in ability.controls ? ability.controls.land : ability.controls.type.toLowerCase();
      return [`${name} ${joinAnd(parts)} as long as you control ${/^[aeiouAEIOU]/.test(kind) ? 'an' : 'a'} ${kind}.`];
    }
    case 'enters-with-counters':
      if (ability.amplify && typeof ability.count === 'number') {
        const each = ability.count === 1 ? 'a +1/+1 counter' : `${numberWord(ability.count)} +1/+1 counters`;
        return [`Amplify ${ability.count} (as ${name} enters, you reveal every card in your hand that shares a creature type with it; it enters with ${each} for each)`];
      }
      if (ability.count === 'X') return [`${name} enters with X +1/+1 counters on it.`];
      if (ability.count === 'converge') return [`Converge — ${name} enters with a +1/+1 counter on it for each color of mana spent to cast it.`];
      if (ability.ifOpponentDamaged) {
        const counters = ability.count === 1 ? 'a +1/+1 counter' : `${numberWord(ability.count)} +1/+1 counters`;
        return [`Bloodthirst ${ability.count} (it enters with ${counters} if an opponent was dealt damage this turn)`];
      }
      const revolt = ability.ifPermanentLeft ? ' if a permanent you controlled left the battlefield this turn' : '';
      return [`${name} enters with ${ability.count === 1 ? 'a +1/+1 counter' : `${numberWord(ability.count)} +1/+1 counters`} on it${revolt}.`];
    case 'feeds':
      return [
        `When a creature ${name} dealt damage to this turn dies, ${name} gets ${ability.counters === 1 ? 'a +1/+1 counter' : `${numberWord(ability.counters)} +1/+1 counters`}.`,
      ];
    case 'equipment': {
      const parts: string[] = [];
      if ((ability.power ?? 0) !== 0 || (ability.toughness ?? 0) !== 0) parts.push(`gets ${ptChange(ability.power ?? 0, ability.toughness ?? 0)}`);
      if (ability.unblockable) parts.push(`can't be blocked`);
      if (ability.keywords && ability.keywords.length > 0) parts.push(`has ${keywordList(ability.keywords)}`);
      return [`Equipped creature ${joinAnd(parts)}.`];
    }
    case 'aura': {
      const parts: string[] = [];
      const power = ability.power ?? 0;
      const toughness = ability.toughness ?? 0;
      if (power !== 0 || toughness !== 0) parts.push(`gets ${ptChange(power, toughness)}${ability.perLand ? ` for each ${ability.perLand} you control` : ''}`);
      if (ability.keywords && ability.keywords.length > 0) parts.push(`has ${keywordList(ability.keywords)}`);
      if (ability.cantAttackOrBlock) parts.push(`can't attack or block`);
      if (ability.noUntap) parts.push(`doesn't untap during its controller's untap step`);
      const enchant = `Enchant ${creatureWords(ability.target.filter ?? {}, false)}`;
      return parts.length > 0 ? [enchant, `Enchanted creature ${joinAnd(parts)}.`] : [enchant];
    }
  }
}

/** The opening words of a triggered ability: "When Name dies, ", "At the beginning of your upkeep, ". */
export function triggerLead(when: TriggerEvent, name: string): string {
  if (typeof when === 'object' && 'land' in when) return `Whenever ${/^[AEIOU]/.test(when.land) ? 'an' : 'a'} ${when.land} you control enters, `;
  if (typeof when === 'object') {
    const colours = when.colours ? `${joinOr(when.colours.map(colourWord))} ` : when.colourless ? 'colourless ' : '';
    const types = when.types ? `${joinOr(when.types.map((ty) => ty.toLowerCase()))} ` : '';
    const nons = when.notTypes ? `${when.notTypes.map((ty) => `non${ty.toLowerCase()}`).join(', ')} ` : '';
    const words = `${colours}${nons}${types}spell`;
    const a = /^[aeiou]/.test(words) ? 'an' : 'a';
    if (when.cast === 'any') return `Whenever a player casts ${a} ${words}, `;
    return when.cast === 'you' ? `Whenever you cast ${a} ${words}, ` : `Whenever an opponent casts ${a} ${words}, `;
  }
  switch (when) {
    case 'dies':
      return `When ${name} dies, `;
    case 'turned-face-up':
      return `When ${name} is turned face up, `;
    case 'your-upkeep':
      return 'At the beginning of your upkeep, ';
    case 'each-upkeep':
      return 'At the beginning of each upkeep, ';
    case 'end-step':
      return 'At the beginning of the end step, ';
    case 'attacks':
      return `Whenever ${name} attacks, `;
    case 'blocks':
      return `Whenever ${name} blocks a creature, `;
    case 'blocks-or-blocked':
      return `Whenever ${name} blocks or becomes blocked by a creature, `;
    case 'combat-damage-to-player':
      return `Whenever ${name} deals combat damage to a player, `;
    case 'damage-to-opponent':
      return `Whenever ${name} deals damage to an opponent, `;
    case 'another-creature-enters':
      return 'Whenever another creature enters, ';
    case 'creature-yours-dies':
      return 'Whenever a creature you control dies, ';
    case 'creature-dies':
      return 'Whenever a creature dies, ';
    case 'another-creature-dies':
      return 'Whenever another creature dies, ';
    case 'another-creature-yours-dies':
      return 'Whenever another creature you control dies, ';
    case 'land-enters-yours':
      return 'Whenever a land you control enters, ';
    case 'creature-enters-yours':
      return 'Whenever a creature you control enters, ';
    case 'another-creature-enters-yours':
      return 'Whenever another creature you control enters, ';
    case 'creature-yours-attacks-alone':
      return 'Whenever a creature you control attacks alone, ';
    case 'becomes-target':
      return `When ${name} becomes the target of a spell or ability, `;
    case 'you-gain-life':
      return 'Whenever you gain life, ';
    case 'opponent-discards':
      return 'Whenever an opponent discards a card, ';
  }
}

/** A static ability's rule as a sentence. */
export function staticText(rule: StaticRule, name: string): string {
  switch (rule.is) {
    case 'unblockable':
      return rule.exceptColour ? `${name} can't be blocked except by ${colourWord(rule.exceptColour)} creatures.` : `${name} can't be blocked.`;
    case 'blocks-any-number':
      return `${name} can block any number of creatures.`;
    case 'not-blocked-by':
      return `${name} can't be blocked by ${rule.subtype}s.`;
    case 'not-blocked-by-artifacts':
      return `${name} can't be blocked by artifact creatures.`;
    case 'not-blocked-by-power':
      return `${name} can't be blocked by creatures with power ${rule.atMost} or less.`;
    case 'blocked-by-one-at-most':
      return `${name} can't be blocked by more than one creature.`;
    case 'cant-block':
      return `${name} can't block.`;
    case 'no-untap':
      return `${name} doesn't untap during your untap step.`;
    case 'blocks-only-flying':
      return `${name} can block only creatures with flying.`;
    case 'attacks-each-combat':
      return `${name} attacks each combat if able.`;
    case 'not-alone':
      return `${name} can't attack or block alone.`;
    case 'attacks-only-if':
      return `${name} can't attack unless defending player controls ${/^[AEIOU]/.test(rule.defenderControls) ? 'an' : 'a'} ${rule.defenderControls}.`;
    case 'attacks-only-when':
      return rule.opponentDamaged
        ? `${name} can't attack unless an opponent has been dealt damage this turn.`
        : `${name} can't attack unless there are ${NUMBER_WORDS[rule.atLeast ?? 1] ?? rule.atLeast} or more ${rule.landsOnBattlefield}s on the battlefield.`;
    case 'lure':
      return `All creatures able to block ${name} do so.`;
    case 'prevent-from-opponents':
      return `If a source an opponent controls would deal damage to you, prevent ${rule.amount} of that damage.`;
    case 'no-losing':
      return "You can't lose the game and your opponents can't win the game.";
    case 'shuffle-instead':
      return `If ${name} would be put into a graveyard from anywhere, shuffle it into its owner's library instead.`;
    case 'uncounterable':
      return "This spell can't be countered.";
    case 'any-number-in-deck':
      return `A deck can have any number of cards named ${name}.`;
    case 'no-max-hand-size':
      return 'You have no maximum hand size.';
    case 'you-hexproof':
      return 'You have hexproof.';
    case 'you-shroud':
      return 'You have shroud.';
    case 'begin-on-battlefield':
      return `If ${name} is in your opening hand, you may begin the game with it on the battlefield.`;
    case 'convoke':
      return 'Convoke';
    case 'delve':
      return `Delve (cards exiled from your graveyard as you cast ${name} pay for its generic mana, {1} each)`;
    case 'sacrifice-to-cast':
      return `As an additional cost to cast ${name}, sacrifice a creature.`;
    case 'discard-to-cast':
      return `As an additional cost to cast ${name}, discard a card.`;
    case 'rebound':
      return `Rebound (cast from your hand, ${name} is exiled as it resolves; at the beginning of your next upkeep you may cast it from exile without paying its mana cost)`;
    case 'improvise':
      return 'Improvise';
    case 'enters-tapped':
      if (rule.unlessOtherLandsAtMost !== undefined) return `${name} enters tapped unless you control ${NUMBER_WORDS[rule.unlessOtherLandsAtMost] ?? rule.unlessOtherLandsAtMost} or fewer other lands.`;
      if (rule.unlessBasicLandsAtLeast !== undefined) return `${name} enters tapped unless you control ${NUMBER_WORDS[rule.unlessBasicLandsAtLeast] ?? rule.unlessBasicLandsAtLeast} or more basic lands.`;
      if (rule.unlessControls) return `${name} enters tapped unless you control ${joinOr(rule.unlessControls.map((l) => `${/^[AEIOU]/.test(l) ? 'an' : 'a'} ${l}`))}.`;
      return `${name} enters tapped.`;
  }
}

/** "{T}: Add {G}.", "{T}: Add {R} or {G}.", "{T}: Add one mana of any colour." */
export function manaAbilityText(produces: readonly string[]): string {
  const all = COLOURS.every((c) => produces.includes(c));
  if (all) return '{T}: Add one mana of any colour.';
  return `{T}: Add ${joinOr(produces.map((m) => `{${m}}`))}.`;
}

/** "{W}, {T}", "{1}{G}", "{3}, {T}, Sacrifice Rod of Ruin". */
/** A cycling action's words on the playmat: "Cycle Krosan Tusker ({2}{G}: discard it, draw a card)". */
export function cyclingWords(name: string, mana: string): string {
  return `Cycle ${name} (${mana}: discard it, draw a card)`;
}

/** "Unearth Dregscape Zombie ({B}: back from your graveyard with haste, exiled at the end step)": unearth as the playmat offers it. */
export function unearthWords(name: string, mana: string): string {
  return `Unearth ${name} (${mana}: back from your graveyard with haste, exiled at the end step)`;
}

export function costText(cost: ActivationCost, name: string): string {
  const parts: string[] = [];
  if (cost.mana) parts.push(cost.mana);
  if (cost.tap) parts.push('{T}');
  if (cost.energy) parts.push(`Pay ${energySymbols(cost.energy)}`);
  if (cost.sacrifice) parts.push(`Sacrifice ${name}`);
  if (cost.sacrificeA) parts.push(`Sacrifice ${cost.sacrificeA.subtypes ? `a ${joinOr(cost.sacrificeA.subtypes)}` : 'a creature'}`);
  if (cost.sacrificeLand) parts.push('Sacrifice a land');
  if (cost.exileSelf) parts.push(`Exile ${name}`);
  if (cost.removeCounter) parts.push(`Remove a +1/+1 counter from ${name}`);
  if (cost.discardSelf) parts.push(`Discard ${name}`);
  return parts.length > 0 ? parts.join(', ') : '{0}';
}

/** Energy counters as printed: "{E}{E}{E}". */
export function energySymbols(n: number): string {
  return '{E}'.repeat(n);
}

/** "any target", "target nonblack creature", "target creature card from your graveyard"; `name` is the source's, for a filter that compares with it. */
export function targetText(target: TargetSpec, name?: string): string {
  switch (target.kind) {
    case 'any':
      return 'any target';
    case 'player':
      return 'target player';
    case 'opponent':
      return 'target opponent';
    case 'creature':
      // "another target attacking creature", as printed.
      if (target.filter?.other) return `another target ${creatureWords({ ...target.filter, other: false }, false, name)}`;
      return `target ${creatureWords(target.filter ?? {}, false, name)}`;
    case 'card-in-graveyard': {
      const from = target.anyGraveyard ? 'a graveyard' : 'your graveyard';
      if (target.types) return `target ${joinOr(target.types.map((ty) => ty.toLowerCase()))} card from ${from}`;
      return target.type === 'Creature' ? `target creature card from ${from}` : `target card from ${from}`;
    }
    case 'card-in-hand':
      return 'a creature card from your hand';
    case 'spell':
      return `target ${spellWords(target)}`;
    case 'permanent': {
      const colours = target.colours ? `${joinOr(target.colours.map(colourWord))} ` : '';
      const nonland = target.types?.length === 4 && ['Artifact', 'Creature', 'Enchantment', 'Planeswalker'].every((ty) => target.types!.includes(ty as CardType));
      const types = nonland ? 'nonland permanent' : target.types ? joinOr(target.types.map((ty) => ty.toLowerCase())) : 'permanent';
      const whose = target.controller === 'foe' ? ' an opponent controls' : target.controller === 'you' ? ' you control' : '';
      return `target ${colours}${types}${whose}`;
    }
  }
}

/** "noncreature spell", "red or green spell", "instant or sorcery spell": what a counterspell may target. */
export function spellWords(spec: Extract<TargetSpec, { kind: 'spell' }>): string {
  const colours = spec.colours ? `${joinOr(spec.colours.map(colourWord))} ` : '';
  const nons = spec.notTypes ? `${spec.notTypes.map((ty) => `non${ty.toLowerCase()}`).join(', ')} ` : '';
  const types = spec.types ? `${joinOr(spec.types.map((ty) => ty.toLowerCase()))} ` : '';
  return `${colours}${nons}${types}spell`;
}

/**
 * "tapped creature", "nonartifact, nonblack creature", "attacking or blocking
 * creatures you control", "creature with flying": a filter in words.
 */
export function creatureWords(filter: CreatureFilter, plural: boolean, name = 'this creature'): string {
  const words: string[] = [];
  if (filter.other) words.push(plural ? 'other' : 'another');
  if (filter.tapped) words.push('tapped');
  if (filter.tapped === false) words.push('untapped');
  if (filter.inCombat) words.push('attacking or blocking');
  if (filter.attacking) words.push('attacking');
  if (filter.blocking) words.push('blocking');
  const nons: string[] = [];
  if (filter.nonArtifact) nons.push('nonartifact');
  if (filter.notColour) nons.push(`non${colourWord(filter.notColour)}`);
  if (nons.length > 0) words.push(nons.join(', '));
  if (filter.colour) words.push(colourWord(filter.colour));
  if (filter.colours) words.push(joinOr(filter.colours.map(colourWord)));
  if (filter.subtypes) words.push(joinOr(filter.subtypes));
  if (filter.artifact) words.push('artifact');
  words.push(plural ? 'creatures' : 'creature');
  if (filter.withKeyword) words.push(`with ${filter.withKeyword.replace(/-/g, ' ')}`);
  if (filter.withoutKeyword) words.push(`without ${filter.withoutKeyword.replace(/-/g, ' ')}`);
  if (filter.powerAtMost !== undefined) words.push(`with power ${filter.powerAtMost} or less`);
  if (filter.powerAtLeast !== undefined) words.push(`with power ${filter.powerAtLeast} or greater`);
  if (filter.toughnessAtMost !== undefined) words.push(`with toughness ${filter.toughnessAtMost} or less`);
  if (filter.controller === 'you') words.push('you control');
  if (filter.controller === 'foe') words.push(plural ? 'your opponents control' : 'an opponent controls');
  if (filter.toughnessBelowSourcePower) words.push(`with toughness less than ${name}'s power`);
  return words.join(' ');
}

/** What the words of an ability's effects depend on. */
interface Context {
  readonly name: string;
  /** Who deals the damage: the card's name, or "it" after "When … enters,". */
  readonly source: string;
  readonly target?: TargetSpec;
  readonly lookup: Lookup;
}

/** A piece of a sentence: who does it, and what. Clauses with one subject are joined with "and". */
interface Clause {
  /** Empty for an imperative ("Destroy target creature"), which stays a sentence of its own. */
  readonly subject: string;
  readonly predicate: string;
  /** For "deals 4 damage to any target and 2 damage to you": the predicate without "deals". */
  readonly damage?: string;
}

/** The effects as sentences; `lead` ("When Name enters, ") opens the first one, which then keeps its lower case. */
export function effectsText(effects: readonly Effect[], ctx: Context, lead = ''): string {
  // "You may pay {E}{E}. If you do, …": what comes after the payment is its own sentence.
  const pay = effects.findIndex((e) => e.do === 'payEnergy');
  if (pay >= 0) {
    const amount = (effects[pay] as Extract<Effect, { do: 'payEnergy' }>).amount;
    const before = pay > 0 ? `${effectsText(effects.slice(0, pay), ctx, lead)} You may pay` : `${lead}you may pay`;
    const rest = effects.slice(pay + 1);
    const offer = `${pay === 0 && lead === '' ? 'You may pay' : before} ${energySymbols(amount)}.`;
    return rest.length > 0 ? `${offer} ${effectsText(rest, ctx, 'If you do, ')}` : offer;
  }
  // "Flip a coin. If you win the flip, …": what comes after the flip is its own sentence.
  const flip = effects.findIndex((e) => e.do === 'flipCoin');
  if (flip >= 0) {
    const before = flip > 0 ? `${effectsText(effects.slice(0, flip), ctx, lead)} Flip a coin.` : `${lead === '' ? 'Flip' : `${lead}flip`} a coin.`;
    const rest = effects.slice(flip + 1);
    return rest.length > 0 ? `${before} ${effectsText(rest, ctx, 'If you win the flip, ')}` : before;
  }
  // "Target creature gets -1/-1 until end of turn. Tap that creature.": a tap of the target after an effect that named it.
  const clauses = effects.map((e, i) =>
    e.do === 'tap' && e.what === 'target' && ctx.target?.kind === 'creature' && effects.slice(0, i).some((b) => 'what' in b && b.what === 'target')
      ? { subject: '', predicate: 'tap that creature' }
      : clause(e, ctx),
  );
  const sentences: string[] = [];
  let i = 0;
  while (i < clauses.length) {
    const first = clauses[i]!;
    const preds = [first.predicate];
    let j = i + 1;
    for (; first.subject !== '' && j < clauses.length && clauses[j]!.subject === first.subject; j++) {
      const c = clauses[j]!;
      const prev = clauses[j - 1]!;
      preds.push(c.damage !== undefined && prev.damage !== undefined ? c.damage : c.predicate);
    }
    const may = i === 0 && lead.endsWith('you may ');
    // "you may gain 2 life", not "you may you gain 2 life"; "you may have it deal 2 damage", not "you may it deals 2 damage".
    const other = may && first.subject !== '' && first.subject !== 'you';
    const body = joinAnd(other ? preds.map(bareVerb) : preds);
    const subject = may && first.subject === 'you' ? '' : other ? `have ${first.subject}` : first.subject;
    const sentence = subject ? `${subject} ${body}` : body;
    sentences.push(i === 0 && lead ? `${lead}${sentence}.` : `${capitalise(sentence)}.`);
    i = j;
  }
  return sentences.join(' ');
}

/** A predicate's verb as "have it …" takes it: "deals 2 damage" → "deal 2 damage", "has flying" → "have flying"; one with no verb first as it is. */
function bareVerb(predicate: string): string {
  const [verb, ...rest] = predicate.split(' ');
  const bare = verb === 'has' ? 'have' : verb === 'does' ? 'do' : /(?:ss|sh|ch|x|z)es$/.test(verb!) ? verb!.slice(0, -2) : /[^aeiou]ies$/.test(verb!) ? `${verb!.slice(0, -3)}y` : /[^s]s$/.test(verb!) ? verb!.slice(0, -1) : undefined;
  return bare === undefined ? predicate : [bare, ...rest].join(' ');
}

/** One effect as a sentence of its own, e.g. for a log line. */
export function effectText(effect: Effect, ctx: { name: string; source?: string; target?: TargetSpec; lookup?: Lookup }): string {
  return effectsText([effect], { name: ctx.name, source: ctx.source ?? ctx.name, target: ctx.target, lookup: ctx.lookup ?? findCard });
}

function clause(effect: Effect, ctx: Context): Clause {
  const targetsPlayer = ctx.target?.kind === 'player';
  switch (effect.do) {
    case 'damage': {
      const rest =
        typeof effect.amount === 'object'
          ? `damage to ${object(effect.to, ctx, 'each')} ${countedWords(effect.amount)}`
          : `${amountDigits(effect.amount)} damage to ${object(effect.to, ctx, 'each')}`;
      if (effect.unpreventable) return { subject: ctx.source, predicate: `deals ${rest}. The damage can't be prevented` };
      return { subject: ctx.source, predicate: `deals ${rest}`, damage: rest };
    }
    case 'destroy': {
      const rider = effect.noRegeneration ? `. ${typeof effect.what === 'object' ? 'They' : 'It'} can't be regenerated` : '';
      return { subject: '', predicate: `destroy ${object(effect.what, ctx, 'all')}${rider}` };
    }
    case 'exile':
      return { subject: '', predicate: `exile ${object(effect.what, ctx, 'all')}` };
    case 'bounce': {
      const many = typeof effect.what === 'object';
      return { subject: '', predicate: `return ${object(effect.what, ctx, 'all')} to ${many ? "their owners' hands" : "its owner's hand"}` };
    }
    case 'putOnTop': {
      const many = typeof effect.what === 'object';
      return { subject: '', predicate: `put ${object(effect.what, ctx, 'all')} on top of ${many ? "their owners' libraries" : "its owner's library"}` };
    }
    case 'pump': {
      const many = typeof effect.what === 'object';
      if (effect.keywords?.length === 1 && effect.keywords[0] === 'unblockable' && effect.power === 0 && effect.toughness === 0) {
        return { subject: subjectWords(effect.what, ctx), predicate: `can't be blocked this turn` };
      }
      if (effect.keywords?.length === 1 && effect.keywords[0] === 'cant-block' && effect.power === 0 && effect.toughness === 0) {
        return { subject: subjectWords(effect.what, ctx), predicate: `can't block this turn` };
      }
      const parts: string[] = [];
      if (effect.power !== 0 || effect.toughness !== 0 || !effect.keywords?.length) {
        parts.push(`${many ? 'get' : 'gets'} ${ptChange(effect.power, effect.toughness)}`);
      }
      if (effect.loses && effect.loses.length > 0) parts.push(`${many ? 'lose' : 'loses'} ${keywordList(effect.loses)}`);
      if (effect.keywords && effect.keywords.length > 0) parts.push(`${many ? 'gain' : 'gains'} ${keywordList(effect.keywords)}`);
      return { subject: subjectWords(effect.what, ctx), predicate: `${joinAnd(parts)} until end of turn` };
    }
    case 'counters':
      return { subject: '', predicate: `put ${counted(effect.count, '+1/+1 counter', '+1/+1 counters')} on ${object(effect.what, ctx, 'each')}` };
    case 'tap':
      // "Tap all creatures target player controls" (the player the ability targets).
      if (effect.what === 'target-player-creatures') return { subject: '', predicate: `tap all creatures ${ctx.target ? targetText(ctx.target) : 'target player'} controls` };
      return { subject: '', predicate: `tap ${object(effect.what, ctx, 'all')}` };
    case 'untap':
      return { subject: '', predicate: `untap ${object(effect.what, ctx, 'all')}` };
    case 'gainLife': {
      const life = lifeWords(effect.amount);
      if (effect.who === 'each-player') return { subject: 'each player', predicate: `gains ${life}` };
      return targetsPlayer && effect.who !== 'you' ? { subject: 'target player', predicate: `gains ${life}` } : { subject: 'you', predicate: `gain ${life}` };
    }
    case 'loseLife':
      if (effect.who === 'each-player') return { subject: 'each player', predicate: `loses ${amountDigits(effect.amount)} life` };
      if (effect.who === 'each-opponent') return { subject: 'each opponent', predicate: `loses ${amountDigits(effect.amount)} life` };
      if (effect.who === 'that-player') return { subject: 'that player', predicate: `loses ${amountDigits(effect.amount)} life` };
      if (ctx.target?.kind === 'opponent' && effect.who === undefined) return { subject: 'target opponent', predicate: `loses ${amountDigits(effect.amount)} life` };
      return targetsPlayer && effect.who !== 'you'
        ? { subject: 'target player', predicate: `loses ${amountDigits(effect.amount)} life` }
        : { subject: 'you', predicate: `lose ${amountDigits(effect.amount)} life` };
    case 'mill':
      return effect.who === 'target'
        ? { subject: ctx.target?.kind === 'opponent' ? 'target opponent' : 'target player', predicate: `mills ${counted(effect.amount, 'card', 'cards')}` }
        : { subject: 'you', predicate: `mill ${counted(effect.amount, 'card', 'cards')}` };
    case 'shuffleGraveyard':
      return { subject: 'target player', predicate: 'shuffles their graveyard into their library' };
    case 'millHalf':
      return { subject: ctx.target?.kind === 'opponent' ? 'target opponent' : 'target player', predicate: 'mills half their library, rounded down' };
    case 'exileTop':
      return { subject: 'that player', predicate: `exiles the top ${effect.amount === 1 ? 'card' : `${NUMBER_WORDS[effect.amount] ?? effect.amount} cards`} of their library` };
    case 'draw':
      if (effect.who === 'each-player') return { subject: 'each player', predicate: `draws ${counted(effect.amount, 'card', 'cards')}` };
      return targetsPlayer
        ? { subject: 'target player', predicate: `draws ${counted(effect.amount, 'card', 'cards')}` }
        : { subject: '', predicate: `draw ${counted(effect.amount, 'card', 'cards')}` };
    case 'token':
      return typeof effect.count === 'object'
        ? { subject: '', predicate: `create ${tokenWords(effect.token, effect.count.times ?? 1, ctx.lookup)} ${countedWords(effect.count)}` }
        : { subject: '', predicate: `create ${tokenWords(effect.token, effect.count, ctx.lookup)}` };
    case 'returnToHand':
      if (effect.what === 'self') return { subject: '', predicate: `return ${ctx.name} from your graveyard to your hand` };
      return { subject: '', predicate: `return ${ctx.target ? targetText(ctx.target) : 'target card from your graveyard'} to your hand` };
    case 'returnToBattlefield':
      return { subject: '', predicate: `return ${ctx.name} from your graveyard to the battlefield${effect.tapped ? ' tapped' : ''}` };
    case 'discard':
      return { subject: ctx.target ? targetText(ctx.target) : 'target player', predicate: `discards ${counted(effect.amount, 'card', 'cards')}` };
    case 'fog':
      return { subject: '', predicate: 'prevent all combat damage that would be dealt this turn' };
    case 'counter':
      return { subject: '', predicate: `counter ${ctx.target ? targetText(ctx.target) : 'target spell'}${effect.unlessPays ? ` unless its controller pays ${effect.unlessPays}` : ''}` };
    case 'regenerate':
      return { subject: '', predicate: `regenerate ${object(effect.what, ctx, 'all')}` };
    case 'sacrifice':
      return { subject: '', predicate: `sacrifice ${ctx.name}` };
    case 'sacrificeUnlessPay':
      return { subject: '', predicate: `sacrifice ${ctx.source} unless you pay ${effect.mana}` };
    case 'discardRandom': {
      const subject = effect.who === 'you' ? 'you' : effect.who === 'target' ? (ctx.target?.kind === 'opponent' ? 'target opponent' : 'target player') : 'that player';
      return { subject, predicate: `${effect.who === 'you' ? 'discard' : 'discards'} ${counted(effect.amount, 'card', 'cards')} at random` };
    }
    case 'scry':
      return { subject: '', predicate: `scry ${effect.amount}` };
    case 'bolster':
      return { subject: '', predicate: `bolster ${effect.amount} (put ${counted(effect.amount, '+1/+1 counter', '+1/+1 counters')} on the creature you control with the least toughness)` };
    case 'discardChosen':
      return { subject: '', predicate: `discard ${counted(effect.amount, 'card', 'cards')}` };
    case 'exileCard':
      return { subject: '', predicate: `exile ${ctx.target ? targetText(ctx.target) : 'target card from a graveyard'}` };
    case 'putOntoBattlefield':
      return { subject: 'you', predicate: 'may put a creature card from your hand onto the battlefield' };
    case 'freeze':
      if (effect.what === 'target-player-creatures') return { subject: 'those creatures', predicate: "don't untap during that player's next untap step" };
      // The target was named by the effect before ("Tap target creature. That creature doesn't untap …").
      return { subject: effect.what === 'target' ? 'that creature' : object(effect.what, ctx, 'each'), predicate: "doesn't untap during its controller's next untap step" };
    case 'mustAttack':
      return { subject: object(effect.what, ctx, 'each'), predicate: 'attacks you this turn if able' };
    case 'atNextEndStep': {
      const times = effect.ifActivated ? `if this ability has been activated ${NUMBER_WORDS[effect.ifActivated] ?? effect.ifActivated} or more times this turn, ` : '';
      const what = effect.what === 'self' ? ctx.name : 'that creature';
      return { subject: '', predicate: `${times}${effect.then} ${what} at the beginning of the next end step` };
    }
    case 'sacrificeAnother': {
      const drain = effect.drain ? ", then each opponent loses life equal to the sacrificed creature's power" : '';
      const parts = [...(effect.otherwise.tapSelf ? [`tap ${ctx.name}`] : []), ...(effect.otherwise.loseLife > 0 ? [`you lose ${effect.otherwise.loseLife} life`] : [])];
      const otherwise = parts.length > 0 ? `. If you can't sacrifice a creature, ${joinAnd(parts)}` : '';
      return { subject: '', predicate: `sacrifice a creature other than ${ctx.name}${drain}${otherwise}` };
    }
    case 'searchBasicLand':
      if (effect.andOneToHand) {
        return { subject: '', predicate: 'search your library for up to two basic land cards, reveal those cards, and put one onto the battlefield tapped and the other into your hand. Then shuffle' };
      }
      if (effect.onto) return { subject: '', predicate: 'search your library for a basic land card, put it onto the battlefield tapped, then shuffle' };
      return { subject: '', predicate: 'search your library for a basic land card, reveal it, put it into your hand, then shuffle' };
    case 'destroyOneAtRandom': {
      const mine = effect.yours === 1 ? 'target nonland permanent' : `${NUMBER_WORDS[effect.yours] ?? effect.yours} target nonland permanents`;
      const theirs = `up to ${NUMBER_WORDS[effect.upToTheirs] ?? effect.upToTheirs} target nonland ${effect.upToTheirs === 1 ? 'permanent' : 'permanents'} you don't control`;
      return { subject: '', predicate: `choose ${mine} you control and ${theirs}. Destroy one of them at random` };
    }
    case 'damageDivided':
      if (effect.upTo === 3) return { subject: ctx.source, predicate: `deals ${effect.amount} damage divided as you choose among one, two, or three targets` };
      return { subject: ctx.source, predicate: `deals ${effect.amount} damage divided as you choose among any number of targets` };
    case 'sacrificeLand':
      return effect.who === 'you' ? { subject: '', predicate: 'sacrifice a land' } : { subject: 'each opponent', predicate: 'sacrifices a land' };
    case 'attach':
      return { subject: '', predicate: `attach ${ctx.name} to ${ctx.target ? targetText(ctx.target) : 'target creature you control'}` };
    case 'energy':
      return { subject: 'you', predicate: `get ${energySymbols(effect.amount)}` };
    case 'payEnergy':
      // Written by effectsText, which splits the sentence there; alone, the offer.
      return { subject: 'you', predicate: `may pay ${energySymbols(effect.amount)}` };
    case 'transform':
      // A double-faced card's front is named by its own name, not the whole card's ("Front // Back").
      return { subject: '', predicate: `transform ${ctx.name.split(' // ')[0]}` };
    case 'renown':
      return {
        subject: '',
        predicate: `if ${ctx.name} isn't renowned, put ${counted(effect.count, '+1/+1 counter', '+1/+1 counters')} on it and it becomes renowned`,
      };
    case 'fabricate':
      return {
        subject: '',
        predicate: `fabricate ${effect.count}: put ${counted(effect.count, '+1/+1 counter', '+1/+1 counters')} on ${ctx.name}, or create ${counted(effect.count, '1/1 colorless Servo artifact creature token', '1/1 colorless Servo artifact creature tokens')}`,
      };
    case 'shuffleSelfAndGraveyard':
      return { subject: '', predicate: `shuffle ${ctx.name} and your graveyard into their owner's library` };
    case 'gainLifeThisWay':
      return { subject: 'you', predicate: `gain life equal to the ${effect.of === 'damage' ? 'damage dealt' : 'life lost'} this way` };
    case 'graveyardToTop':
      return { subject: '', predicate: `put ${ctx.target ? targetText(ctx.target) : 'target card from your graveyard'} on top of your library` };
    case 'tutor': {
      if (effect.named) {
        const many = (effect.upTo ?? 1) > 1;
        const which = many ? `up to ${NUMBER_WORDS[effect.upTo!] ?? effect.upTo} cards named ${ctx.name}` : `a card named ${ctx.name}`;
        return { subject: '', predicate: `search your library for ${which}, ${effect.reveal ? `reveal ${many ? 'them' : 'it'}, ` : ''}put ${many ? 'them' : 'it'} into your hand, then shuffle` };
      }
      const kind = effect.subtypes ? `${effect.subtypes[0]} card` : effect.types ? `${effect.types[0]!.toLowerCase()} card` : 'card';
      const a = /^[aeiouAEIOU]/.test(kind) ? 'an' : 'a';
      return { subject: '', predicate: `search your library for ${a} ${kind}, ${effect.reveal ? 'reveal it, put it' : 'put that card'} into your hand, then shuffle` };
    }
    case 'flipCoin':
      return { subject: '', predicate: 'flip a coin' };
    case 'setBase':
      return { subject: object(effect.what, ctx, 'each'), predicate: `has base power and toughness ${effect.power}/${effect.toughness} until end of turn` };
    case 'revealTopToHand':
      return { subject: '', predicate: `reveal the top card of your library and put that card into your hand${effect.loseLifeMV ? '. You lose life equal to its mana value' : ''}` };
    case 'silence':
      return { subject: 'your opponents', predicate: "can't cast spells this turn" };
    case 'putOnBottom':
      return {
        subject: '',
        predicate: `put ${object(effect.what, ctx, 'each')} on the bottom of its owner's library${effect.gainToughness ? '. Its controller gains life equal to its toughness' : ''}`,
      };
    case 'discardBy': {
      const who = effect.who === 'each-opponent' ? 'each opponent' : ctx.target?.kind === 'opponent' ? 'target opponent' : 'target player';
      if (effect.youChoose) {
        const kind = (effect.notTypes ?? []).map((ty) => `non${ty.toLowerCase()}`).join(', ');
        return { subject: '', predicate: `${who} reveals their hand. You choose ${kind === '' ? 'a' : /^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind === '' ? '' : `${kind} `}card from it. That player discards that card` };
      }
      return { subject: who, predicate: `discards ${counted(effect.amount, 'card', 'cards')}` };
    }
    case 'searchLands':
      return {
        subject: '',
        predicate: `search your library for ${effect.upTo === 1 ? 'a land card, put it' : `up to ${NUMBER_WORDS[effect.upTo] ?? effect.upTo} land cards, put them`} onto the battlefield tapped, then shuffle`,
      };
  }
}

/** The one acted on: "any target", "Shivan Dragon", "you", "each creature", "all tapped creatures". */
function object(subject: Subject, ctx: Context, quantifier: 'each' | 'all'): string {
  if (subject === 'target') return ctx.target ? targetText(ctx.target, ctx.name) : 'the target';
  if (subject === 'self') return ctx.name;
  if (subject === 'you') return 'you';
  if (subject === 'each-player') return 'each player';
  if (subject === 'each-opponent') return 'each opponent';
  if (subject === 'attached') return ctx.lookup(ctx.name)?.subtypes.includes('Equipment') ? 'equipped creature' : 'enchanted creature';
  if (subject === 'that-creature') return 'that creature';
  if (subject === 'target-controller') return "that creature's controller";
  if (subject === 'that-player') return 'that player';
  if (subject === 'target-player-creatures') return 'each creature that player controls';
  if ('all' in subject) return subject.nonland ? 'all nonland permanents' : `all ${joinAnd(subject.all.map((ty) => `${ty.toLowerCase()}s`))}`;
  return quantifier === 'each' ? `each ${creatureWords(subject.each, false)}` : `all ${creatureWords(subject.each, true)}`;
}

/** The one that gets a pump: "target creature", "Looming Shade", "creatures you control". */
function subjectWords(subject: Subject, ctx: Context): string {
  // "Creatures you control get …", but "All creatures get …".
  if (typeof subject === 'object' && 'each' in subject) return `${subject.each.controller ? '' : 'all '}${creatureWords(subject.each, true)}`;
  return object(subject, ctx, 'each');
}

/** "a 1/1 green Insect creature token", "two 3/4 colourless Gargoyle artifact creature tokens with flying". */
function tokenWords(name: string, count: Amount, lookup: Lookup): string {
  const token = lookup(name);
  if (!token) return counted(count, `${name} token`, `${name} tokens`);
  const colours = token.colours.length > 0 ? joinAnd(token.colours.map(colourWord)) : 'colourless';
  const types = token.types.map((t) => t.toLowerCase()).join(' ');
  // A token that is no creature (a Clue) has no power and toughness to say, and its abilities are said after it.
  if (!token.types.includes('Creature')) {
    const body = `${colours} ${token.subtypes.join(' ')} ${types}`;
    const own = (token.abilities ?? []).flatMap((a) => abilityText(a, `this ${types.split(' ').at(-1)}`, lookup));
    return `${counted(count, `${body} token`, `${body} tokens`)}${own.length > 0 ? ` with "${own.join(' ').replace(/\.$/, '')}"` : ''}`;
  }
  const body = `${token.power ?? 0}/${token.toughness ?? 0} ${colours} ${token.subtypes.join(' ')} ${types}`;
  const withKeywords = token.keywords.length > 0 ? ` with ${keywordList(token.keywords)}` : '';
  return `${counted(count, `${body} token`, `${body} tokens`)}${withKeywords}`;
}

/** "+3/+3", "-2/-1", "-7/-0", "+0/+2": a zero takes the sign of the other number. */
export function ptChange(power: number, toughness: number): string {
  const negative = power < 0 || toughness < 0;
  const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `-${-n}` : negative ? '-0' : '+0');
  return `${signed(power)}/${signed(toughness)}`;
}

/** "flying", "flying and first strike", "flying, first strike, and lifelink". */
function keywordList(keywords: readonly string[]): string {
  return joinAnd(keywords.map((k) => k.replace(/-/g, ' ')));
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "a card", "two cards", "X cards", "12 cards". */
function counted(n: Amount, one: string, many: string): string {
  if (n === 1) return `${/^[aeiou]/i.test(one) ? 'an' : 'a'} ${one}`;
  if (n === 'X') return `X ${many}`;
  return `${NUMBER_WORDS[n] ?? String(n)} ${many}`;
}

/** "3 life", "X life", "2 life for each land you control", "life equal to the number of creatures you control". */
function lifeWords(n: CountedAmount): string {
  if (typeof n !== 'object') return `${amountDigits(n)} life`;
  return n.times !== undefined ? `${n.times} life ${countedWords(n)}` : `life ${countedWords(n)}`;
}

/** "for each Forest you control" (a number of each), "equal to the number of Mountains you control". */
function countedWords(n: Counted): string {
  const c = n.count;
  const what = (plural: boolean): string => {
    if ('creatures' in c) return `${creatureWords(c.creatures, plural)}${c.creatures.controller ? '' : ' on the battlefield'}`;
    const land = c.lands === 'any' ? 'land' : c.lands;
    return `${plural ? `${land}s` : land} you control`;
  };
  return n.times !== undefined ? `for each ${what(false)}` : `equal to the number of ${what(true)}`;
}

/** Damage and life are written in digits: "3 damage", "X life". */
function amountDigits(n: Amount): string {
  return String(n);
}

function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 2) return parts.join(' and ');
  return `${parts.slice(0, -1).join(', ')}, and ${parts[parts.length - 1]}`;
}

function joinOr(parts: readonly string[]): string {
  if (parts.length <= 2) return parts.join(' or ');
  return `${parts.slice(0, -1).join(', ')}, or ${parts[parts.length - 1]}`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

