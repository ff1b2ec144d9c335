import { librarySize } from '../../../magic/table';
import { crawlTable } from '../crawl-table';
import { rulesText } from '../../../cards/rules-text';
import { pileName } from '../../../colour';
import { hexDistance, hexLabel } from '../../../hex';
import { cardInfo } from '../../../magic/card-db';
import { keywordsOf, powerOf, toughnessOf } from '../../../magic/characteristics';
import type { Permanent } from '../../../magic/schema';
import { type Table } from '../../../magic/table';
import type { CrawlSave as SaveFile } from '../new-game';
import { goalProgress } from '../goals';
import { findHex } from '../map';
import { countNames, objectName } from './labels';
import { sgr } from '../../../ansi';

/**
 * The table as text: where the game stands, your life and piles, the
 * encounter creature, your battlefield and hand, and any question waiting
 * for an answer. Used by `crawl show` and `crawl play`.
 */

type Game = Pick<SaveFile, 'setup' | 'state'>;

const STEP_NAMES = { main1: 'first main phase', attackers: 'declare attackers', blockers: 'combat damage next', main2: 'second main phase', end: 'end step' } as const;

export function goalLines(game: Game): string[] {
  const { state, setup } = game;
  return setup.options.goals.map((g) => {
    const p = goalProgress({ setup, state }, g);
    return `Goal: ${p.text} (${p.status})`;
  });
}

export function phaseLine(game: Game): string {
  const { state } = game;
  const phase = state.phase;
  switch (phase.type) {
    case 'mulligan':
      return `Opening hand: keep or mulligan (${phase.taken} mulligan${phase.taken === 1 ? '' : 's'} taken)`;
    case 'turn': {
      const kind = phase.kind === 'preparation' ? `preparation round${phase.roundsLeft > 0 ? `, ${phase.roundsLeft} more to come` : ''}` : 'encounter';
      return `Your turn ${state.counters.turns} (${kind}) · ${STEP_NAMES[phase.step]} · ${phase.landPlayed ? 'land played' : 'no land played yet'}`;
    }
    case 'foe':
      return 'The encounter attacks you: declare blockers, then pass';
    case 'travel':
      return 'Travel: choose the next hex';
    case 'over':
      return `Game over: you ${phase.result} · ${phase.reason}`;
  }
}

/** "Giant Spider 2/4 reach, damage 3, tapped" */
export function permanentText(t: Table, p: Permanent): string {
  const info = cardInfo(p.card);
  const parts: string[] = [];
  if (info.creature) {
    parts.push(`${powerOf(t, p)}/${toughnessOf(t, p)}`);
    const kws = keywordsOf(t, p).filter((k) => !(p.controller === 'foe' && k === 'haste'));
    if (kws.length > 0) parts.push(kws.map((k) => k.replace(/-/g, ' ')).join(', '));
  }
  const notes: string[] = [];
  if (p.damage > 0) notes.push(`damage ${p.damage}`);
  if (p.counters > 0) notes.push(`${p.counters} +1/+1 counter${p.counters === 1 ? '' : 's'}`);
  if (p.tapped) notes.push('tapped');
  if (p.sick && info.creature && p.controller === 'you') notes.push('summoning sick');
  const auras = t.s.battlefield.filter((a) => a.attachedTo === p.id).map((a) => a.card);
  if (auras.length > 0) notes.push(`enchanted by ${auras.join(', ')}`);
  if (p.token) notes.push('token');
  // A card of several faces showing another face than its front.
  if (p.original && !info.land) notes.push(`a face of ${p.original}`);
  return [p.card, ...parts].join(' ') + (notes.length > 0 ? ` (${notes.join(', ')})` : '');
}

export function tableLines(game: Game, colour: boolean): string[] {
  const { state } = game;
  const t = crawlTable(state);
  const you = state.you;
  const library = librarySize(you.library);
  const out: string[] = [];
  out.push(sgr('1', phaseLine(game), colour));
  const adventuring = you.exile.filter((c) => c.adventure).map((c) => c.card);
  const onAdventure = adventuring.length > 0 ? ` (on an adventure: ${countNames(adventuring)})` : '';
  out.push(`Life ${you.life}${you.energy ? ` · energy ${you.energy}` : ''} · library ${library} · graveyard ${you.graveyard.length}${you.exile.length > 0 ? ` · exile ${you.exile.length}${onAdventure}` : ''} · ${state.defeated.length} defeated`);
  const foes = t.creaturesOf('foe');
  if (state.encounter) {
    const what = foes.length > 0 ? foes.map((f) => permanentText(t, f)).join('; ') : 'nothing left';
    out.push(sgr('1;31', `Encounter from ${pileName(state.encounter.pile)}: ${what}`, colour));
  }
  const against = state.battlefield.filter((p) => p.controller === 'foe' && !cardInfo(p.card).creature);
  if (against.length > 0) out.push(`Against you: ${against.map((p) => `${p.card} (${rulesText(cardInfo(p.card).def).join(' ')})`).join('; ')}`);
  const combat = state.combat;
  if (combat && (combat.attackers.length > 0 || combat.blocks.length > 0)) {
    const name = (id: number) => objectName(game, id);
    const attacks = combat.attackers.map((a) => `${name(a.id)} → ${a.target === 'you' ? 'you' : name(a.target)}`);
    const blocks = combat.blocks.map((b) => `${name(b.id)} blocks ${name(b.attacker)}`);
    out.push(`Combat: ${[...attacks, ...blocks].join('; ')}${combat.declared ? '' : ' (attackers not locked in yet)'}`);
  }
  const mine = t.controlledBy('you').filter((p) => p.attachedTo === undefined);
  const lands = mine.filter((p) => cardInfo(p.card).land);
  const others = mine.filter((p) => !cardInfo(p.card).land);
  // "Plains (Serra Angel)": a card played as a land (Landless) shows what it was.
  const landName = (p: Permanent) => (p.original ? `${p.card} (${p.original})` : p.card);
  const untapped = lands.filter((p) => !p.tapped).map(landName);
  const tapped = lands.filter((p) => p.tapped).map(landName);
  const landText = [untapped.length > 0 ? countNames(untapped) : '', tapped.length > 0 ? `tapped: ${countNames(tapped)}` : ''].filter(Boolean).join('; ');
  out.push(`Lands (${lands.length}): ${landText || 'none'}`);
  out.push(`Battlefield: ${others.length > 0 ? others.map((p) => permanentText(t, p)).join('; ') : 'no other permanents'}`);
  out.push(`Hand (${you.hand.length}): ${you.hand.length > 0 ? you.hand.map((c) => c.card).join(', ') : 'empty'}`);
  const prompt = promptLine(game);
  if (prompt) out.push(sgr('1;33', prompt, colour));
  return out;
}

export function promptLine(game: Game): string | undefined {
  const prompt = game.state.prompt;
  if (!prompt) return undefined;
  switch (prompt.type) {
    case 'discard':
      return `Question: discard ${prompt.count} card${prompt.count === 1 ? '' : 's'} down to seven`;
    case 'bottom':
      return `Question: put ${prompt.count} card${prompt.count === 1 ? '' : 's'} on the bottom of your library`;
    case 'trigger':
      return `Question: choose a target for ${prompt.card}'s ability`;
    case 'pay':
      return `Question: choose how to pay (${prompt.options.length} ways)`;
    case 'devour':
      return `Question: devour — sacrifice another creature to ${prompt.card} for ${prompt.multiplier} +1/+1 counter${prompt.multiplier === 1 ? '' : 's'}, or stop`;
    case 'madness':
      return `Question: madness — cast ${prompt.card} from exile for ${prompt.cost}, or put it into your graveyard`;
    case 'rebound':
      return `Question: rebound — cast ${prompt.card} from exile without paying its mana cost, or leave it in exile`;
    case 'scry':
      return `Question: scry — put ${prompt.cards.join(', ')} each on the top or the bottom of your library`;
    case 'fabricate':
      return `Question: fabricate ${prompt.count} — +1/+1 counters on ${prompt.card}, or Servo tokens`;
  }
}
