import type { Ability, Effect, SpellMode, TargetSpec } from '../../cards/abilities';
import type { CardDef } from '../../cards/card';
import { withoutReminderText } from '../automation';
import { ownLife, readSentences } from './effects';
import { auraLine, enchantLine, equipLine, equippedLine, readLine, sentencesOf, type LineReading } from './lines';
import { modernWording } from './wording';
import { expansionLine, scionLine, withScions } from './expansions';

/**
 * The rules-text reader: an imported card's text, read once into the
 * engine's data (keywords, abilities, the tokens it makes) and then dropped.
 * Each line is read whole or not at all; the lines no pattern reads are
 * counted, so the card is fully automated only when none is left.
 */
export interface Reading {
  readonly keywords: readonly string[];
  readonly abilities: readonly Ability[];
  readonly tokens: readonly CardDef[];
  /** Devoid (CR 702.114): the card has no colour, whatever its mana cost says. */
  readonly colourless?: boolean;
  /** Lines read into data. */
  readonly read: number;
  /** Lines left for the player to resolve by hand. */
  readonly unread: number;
  /** Those lines, as the reader saw them (the card's name as "~"): what the coverage report names as the reasons; never kept. */
  readonly unreadLines: readonly string[];
}

/** The lines of a card's text as the reader sees them: reminder text gone, the card's name (or "this creature") as "~", older wording said the current way. */
export function normalise(text: string, name: string): string[] {
  const front = name.split(' // ')[0]!.trim();
  const self = new RegExp(`${front ? `\\b${escape(front)}\\b|` : ''}\\bthis creature\\b`, 'g');
  return withoutReminderText(text)
    .split(/\r?\n/)
    .map((l) => modernWording(l.replace(self, '~').replace(/\s+/g, ' ').replace(/ \./g, '.').trim()).replace(ABILITY_WORD, ''))
    .filter((l) => l !== '');
}

/** An ability word ("Landfall — ", CR 207.2c) has no rules meaning: the ability is read without it. */
const ABILITY_WORD = /^[A-Z][a-z]+(?: [a-z]+)? — (?=(?:When|Whenever|At|As long as|If|Creatures|You)\b|~)/;

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What kind of card the text is on, which decides how some lines read: an instant's or sorcery's sentences are what it does as it resolves, an Aura's "Enchant …" and "Enchanted creature …" make one ability. */
export interface CardKind {
  readonly types?: readonly string[];
  readonly subtypes?: readonly string[];
}

export function readRulesText(text: string | undefined, name: string, kind: CardKind = {}): Reading {
  const keywords = new Set<string>();
  const abilities: Ability[] = [];
  const tokens = new Map<string, CardDef>();
  const spell = (kind.types ?? []).some((t) => t === 'Instant' || t === 'Sorcery');
  const aura = (kind.subtypes ?? []).includes('Aura');
  const equipment = (kind.subtypes ?? []).includes('Equipment');
  const land = (kind.types ?? []).includes('Land');
  const spellEffects: Effect[] = [];
  let spellTarget: TargetSpec | undefined;
  const untargeted: Effect[] = [];
  let enchant: Extract<Ability, { kind: 'aura' }>['target'] | undefined;
  let enchanted: Omit<Extract<Ability, { kind: 'aura' }>, 'kind' | 'target'> | undefined;
  let read = 0;
  let unread = 0;
  const unreadLines: string[] = [];
  const take = (r: LineReading): void => {
    read++;
    for (const k of r.keywords) keywords.add(k);
    abilities.push(...r.abilities);
    for (const t of r.tokens) tokens.set(t.name, t);
  };
  let colourless = false;
  let scions = false;
  // "Choose one —" and its bulleted modes (CR 700.2): read together, into one ability, or not at all.
  let choosing: { lines: string[]; modes: SpellMode[]; tokens: CardDef[]; whole: boolean } | undefined;
  for (const printed of normalise(text ?? '', name)) {
    // The Eldrazi Scion tokens: the line read without the ability they have, their token made the Scion (expansions.ts).
    const scion = scionLine(printed);
    if (scion) scions = true;
    const line = scion ?? printed;
    if (line === 'Devoid') {
      colourless = true;
      read++;
      continue;
    }
    const gear = equipment ? (equipLine(line) ?? equippedLine(line)) : undefined;
    if (gear) {
      take({ keywords: [], abilities: [gear], tokens: [] });
      continue;
    }
    if (aura && !enchant) {
      const e = enchantLine(line);
      if (e) {
        enchant = e;
        read++;
        continue;
      }
    }
    if (aura && !enchanted) {
      const a = auraLine(line);
      if (a) {
        enchanted = a;
        read++;
        continue;
      }
    }
    if (spell && !choosing && line === 'Choose one —') {
      choosing = { lines: [line], modes: [], tokens: [], whole: true };
      continue;
    }
    if (choosing && line.startsWith('• ')) {
      // A mode: what the spell does when it is chosen, one target at most, as a line of a spell is read.
      choosing.lines.push(line);
      const r = readSentences(sentencesOf(line.slice(2)));
      if (r) {
        choosing.modes.push({ ...(r.target ? { target: r.target } : {}), effects: ownLife(r.target, r.effects, r.target ? [] : r.effects) });
        choosing.tokens.push(...r.tokens);
      } else choosing.whole = false;
      continue;
    }
    if (spell) {
      // What the spell does: its sentences, line after line, with one target at most among them.
      const r = readSentences(sentencesOf(line));
      if (r && !(r.target && spellTarget)) {
        spellTarget ??= r.target;
        if (!r.target) untargeted.push(...r.effects);
        spellEffects.push(...r.effects);
        take({ keywords: [], abilities: [], tokens: r.tokens });
        continue;
      }
    }
    const r = expansionLine(line) ?? readLine(line);
    // A land's several mana at once ("{T}: Add {C}{C}") is by hand: Frontier's board taps each land for one mana.
    const severalFromLand = land && r?.abilities.some((a) => a.kind === 'mana' && a.amount !== undefined);
    if (r && !severalFromLand) take(r);
    else {
      unread++;
      unreadLines.push(line);
    }
  }
  if (spellEffects.length > 0) abilities.unshift({ kind: 'spell', ...(spellTarget ? { target: spellTarget } : {}), effects: ownLife(spellTarget, spellEffects, untargeted) });
  if (choosing) {
    // A modal spell that also does something whatever the mode is left by hand, as is one with a mode not read.
    if (choosing.whole && choosing.modes.length >= 2 && spellEffects.length === 0) {
      read += choosing.lines.length;
      abilities.unshift({ kind: 'modes', modes: choosing.modes });
      for (const t of choosing.tokens) tokens.set(t.name, t);
    } else {
      unread += choosing.lines.length;
      unreadLines.push(...choosing.lines);
    }
  }
  if (enchant) abilities.unshift({ kind: 'aura', target: enchant, ...enchanted });
  else if (enchanted) {
    // "Enchanted creature …" with no "Enchant creature" the engine plays: nothing to attach it to.
    read--;
    unread++;
    unreadLines.push('Enchanted creature …');
  }
  const reading = { keywords: [...keywords], abilities, tokens: [...tokens.values()], ...(colourless ? { colourless } : {}), read, unread, unreadLines };
  return scions ? withScions(reading) : reading;
}
