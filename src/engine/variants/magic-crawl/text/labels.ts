import { crawlTable } from '../crawl-table';
import { costText } from '../../../cards/rules-text';
import { faceWords } from '../../../cards/faces';
import type { CrawlAction as Action } from '../schema';
import { directionTo, HEX_DIRECTION_NAMES, hexLabel } from '../../../hex';
import { activationVerb, cardInfo, castWords, modeLabel } from '../../../magic/card-db';
import { turnFaceUpWords } from '../../../magic/morph';
import { landFor, landWords } from '../../../magic/landless';
import { madnessCastWords } from '../../../magic/madness';
import { reboundCastWords } from '../../../magic/rebound';
import { devourDoneLabel, devourLabel } from '../../../magic/devour';
import { scryLabel } from '../../../magic/scry';
import { fabricateLabel } from '../../../magic/fabricate';
import type { CrawlTarget } from '../magic-schema';
import type { CrawlSave as SaveFile } from '../new-game';
import { couldAttack } from '../flow';
import { findHex } from '../map';

/**
 * Short words for a legal action, as a player would say it: "cast Lightning
 * Bolt → Serra Angel", "block Grizzly Bears with Giant Spider". Cards are
 * named; a name two objects share gets its id, so every label is unambiguous.
 *
 * The playmat words the same actions its own way (view/table-view.ts,
 * actionLabel), and the two stay two functions: this one is a numbered line
 * read without a board, so it carries what the board would show (the twin's
 * id, the ability's cost, where a pass leads, "by hand:"), while the
 * playmat's is a button on the card it acts through, beside the phase bar
 * ("Next: Combat"), with the target picked on the table. They differ in
 * nearly every case, so a style parameter would only join two switches.
 */

type Game = Pick<SaveFile, 'setup' | 'state'>;

export function actionLabel(game: Game, action: Action): string {
  const { state } = game;
  const name = (id: number) => objectName(game, id);
  switch (action.type) {
    case 'keep':
      return state.phase.type === 'mulligan' && state.phase.taken > 0
        ? `keep this hand (then put ${state.phase.taken} on the bottom)`
        : 'keep this hand';
    case 'mulligan':
      return 'mulligan: shuffle this hand away and draw seven';
    case 'bottom':
      return `put ${name(action.card)} on the bottom of the library`;
    case 'scry':
      return scryLabel(state.prompt, action);
    case 'fabricate':
      return fabricateLabel(state.prompt, action);
    case 'pass':
      return passLabel(game);
    case 'endTurn':
      return 'end the turn (no attack)';
    case 'playLand': {
      const card = state.you.hand.find((c) => c.id === action.card)?.card;
      if (card && action.face !== undefined) return `play ${faceWords(cardInfo(card).def, action.face)}`;
      return `play ${card ?? name(action.card)}`;
    }
    case 'playAsLand': {
      const card = state.you.hand.find((c) => c.id === action.card)?.card;
      return card ? `play ${card} as ${landWords(landFor(card))}` : `play ${name(action.card)} as a land`;
    }
    case 'cast': {
      const card = [...state.you.hand, ...state.you.exile].find((c) => c.id === action.card);
      const what = card && action.face !== undefined ? faceWords(cardInfo(card.card).def, action.face) : name(action.card);
      const from = card?.adventure ? ' from exile (back from its adventure)' : card?.madness ? ` from exile${madnessCastWords(state.prompt)}` : card?.rebound ? reboundCastWords(state.prompt) : '';
      const sacrificing = action.sacrifice !== undefined ? `, sacrificing ${name(action.sacrifice)}` : action.discard !== undefined ? `, discarding ${name(action.discard)}` : '';
      const mode = card ? modeLabel(card.card, action.face, action.mode) : '';
      if (action.faceDown || action.dash) return `cast ${castWords(what, undefined, undefined, action)}`;
      return `cast ${what}${mode}${from}${xText(action.x)}${targetText(game, action.target)}${sacrificing}`;
    }
    case 'activate': {
      const faceUp = turnFaceUpWords(state.battlefield.find((q) => q.id === action.card));
      if (faceUp) return `${faceUp.charAt(0).toLowerCase()}${faceUp.slice(1)}`;
      const p = state.battlefield.find((q) => q.id === action.card) ?? state.you.graveyard.find((c) => c.id === action.card) ?? state.you.hand.find((c) => c.id === action.card);
      const ability = p ? cardInfo(p.card).abilities[action.ability] : undefined;
      const cost = ability?.kind === 'activated' ? ` [${costText(ability.cost, p!.card)}]` : '';
      const verb = p ? activationVerb(p.card, action.ability).toLowerCase() : 'activate';
      return `${verb} ${name(action.card)}${cost}${xText(action.x)}${targetText(game, action.target)}`;
    }
    case 'attack': {
      const attacking = state.combat?.attackers.some((a) => a.id === action.creature);
      const at = action.target !== undefined ? targetName(game, action.target) : 'the encounter';
      return attacking ? `stop attacking with ${name(action.creature)}` : `attack ${at} with ${name(action.creature)}`;
    }
    case 'block': {
      const blocking = state.combat?.blocks.some((b) => b.id === action.creature && b.attacker === action.attacker);
      return blocking ? `stop blocking with ${name(action.creature)}` : `block ${name(action.attacker)} with ${name(action.creature)}`;
    }
    case 'discard':
      return `discard ${name(action.card)}`;
    case 'choose': {
      if (state.prompt?.type === 'devour') return devourLabel(state.prompt, targetName(game, action.target))!.replace(/^D/, 'd');
      const source = state.prompt?.type === 'trigger' ? ` for ${state.prompt.card}` : '';
      return `choose ${targetName(game, action.target)}${source}`;
    }
    case 'pay': {
      const prompt = state.prompt;
      const option = prompt?.type === 'pay' ? prompt.options[action.option] : undefined;
      return option ? `pay by tapping ${countNames(option.map(name))}` : `pay with option ${action.option}`;
    }
    case 'cancel':
      if (state.prompt?.type === 'madness') return `put ${state.prompt.card} into your graveyard (not cast)`;
      if (state.prompt?.type === 'rebound') return `leave ${state.prompt.card} in exile (not cast)`;
      if (state.prompt?.type === 'devour') return devourDoneLabel(state.prompt)!.replace(/^D/, 'd');
      return state.prompt?.type === 'pay' ? `take back ${name(state.prompt.action.card)}` : 'take it back';
    case 'move': {
      const h = findHex(state.hexes, action.to);
      const dir = HEX_DIRECTION_NAMES[directionTo(state.token, action.to)] ?? '';
      return `go ${dir} to the ${h?.terrain ?? 'hex'} at ${hexLabel(action.to)}${h && !h.explored ? ' (unexplored)' : ''}`;
    }
    case 'moveCard':
      return `by hand: move ${name(action.card)} to ${action.to}`;
    case 'setTapped':
      return `by hand: ${action.tapped ? 'tap' : 'untap'} ${name(action.card)}`;
    case 'addCounters':
      return `by hand: ${action.count >= 0 ? 'add' : 'remove'} ${Math.abs(action.count)} +1/+1 counters on ${name(action.card)}`;
    case 'adjustLife':
      return `by hand: ${action.amount >= 0 ? 'gain' : 'lose'} ${Math.abs(action.amount)} life`;
    case 'createToken':
      return `by hand: create ${action.token}`;
    case 'turnOver': {
      const p = state.battlefield.find((q) => q.id === action.card);
      const to = p ? cardInfo(p.original ?? p.card).def.faces?.[action.face]?.name : undefined;
      return `by hand: turn ${name(action.card)} over to ${to ?? `face ${action.face}`}`;
    }
  }
}

function passLabel(game: Game): string {
  const { state } = game;
  const phase = state.phase;
  if (phase.type === 'foe') return state.combat && state.combat.blocks.length > 0 ? 'pass: blocks done, deal combat damage' : 'pass: no blocks, take the damage';
  if (phase.type !== 'turn') return 'pass';
  switch (phase.step) {
    case 'main1':
      return couldAttack(crawlTable(state)) ? 'pass: go to combat' : 'pass: go to the end step';
    case 'attackers': {
      const n = state.combat?.attackers.length ?? 0;
      return n > 0 ? `pass: attack with ${n === 1 ? 'that creature' : `those ${n} creatures`}` : 'pass: no attack, second main phase';
    }
    case 'blockers':
      return 'pass: deal combat damage';
    case 'main2':
      return 'pass: go to the end step';
    case 'end':
      return 'pass: end the turn';
  }
}

function xText(x: number | undefined): string {
  return x === undefined ? '' : ` with X = ${x}`;
}

function targetText(game: Game, target: CrawlTarget | undefined): string {
  return target === undefined ? '' : ` → ${targetName(game, target)}`;
}

function targetName(game: Game, target: CrawlTarget): string {
  if (target === 'you') return 'you';
  const inYard = game.state.you.graveyard.find((c) => c.id === target);
  if (inYard && !game.state.battlefield.some((p) => p.id === target)) return `${objectName(game, target)} (in your graveyard)`;
  return objectName(game, target);
}

/** A card's name, with "#id" when another object in play or in hand has the same name. */
export function objectName(game: Game, id: number): string {
  const { state } = game;
  const all = [...state.battlefield, ...state.you.hand, ...state.you.graveyard, ...state.you.exile];
  const card = all.find((c) => c.id === id)?.card;
  if (!card) return `#${id}`;
  const twins = all.filter((c) => c.card === card).length;
  return twins > 1 ? `${card} #${id}` : card;
}

/** "Forest ×2, Mountain" */
export function countNames(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([n, c]) => (c > 1 ? `${n} ×${c}` : n)).join(', ');
}
