import type { PromptView } from '../../protocol/table-view';
import { botPickDiscardAnswer, discardText, pickDiscardText } from './discards';
import { botFabricateAnswer, fabricateText } from './fabricate';
import { botDevourAnswer, devourText } from './devour';
import { botMadnessAnswer, madnessText } from './madness';
import { botReboundAnswer, reboundText } from './rebound';
import { botMayAnswer, mayText, mayWords } from './may';
import { botSacrificeAnswer, sacrificeText } from './sacrifices';
import type { Prompt } from './schema';
import { botScryAnswer, scryText } from './scry';
import { botSearchAnswer, searchText } from './search';
import type { Seat, Table } from './table';
import { unlessPaysAnswers, unlessPaysSpell, unlessPaysText } from './unless-pays';

/**
 * The question the game waits on, in a few words for a status line ("Mind
 * Rot: discard 2 cards"), naming seats by `seatName`. The playmat asks the
 * same questions at more length (each variant's view).
 */
export function questionWords(prompt: Prompt, seatName: (seat: string) => string): string {
  const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`;
  switch (prompt.type) {
    case 'discard':
      return 'card' in prompt && prompt.card ? `${prompt.card}: discard ${cards(prompt.count)}` : `discard ${cards(prompt.count)} to hand size`;
    case 'pickDiscard':
      return `${prompt.card}: choose ${prompt.count === 1 ? 'a card' : `${prompt.count} cards`} for ${seatName(prompt.seat)} to discard`;
    case 'unlessPays':
      return `${prompt.card}: pay ${prompt.cost} or see the spell countered`;
    case 'bottom':
      return `put ${cards(prompt.count)} on the bottom of the library`;
    case 'trigger':
      return `${prompt.card}: choose a target`;
    case 'sacrificeLand':
      return `${prompt.card}: choose a land to sacrifice`;
    case 'pay':
      return 'choose how to pay';
    case 'scry':
      return `scry ${prompt.cards.length}: top or bottom for each card`;
    case 'search':
      return `${prompt.card}: search the library`;
    case 'may':
      return mayWords(prompt);
    case 'madness':
      return `${prompt.card}: cast it for its madness cost ${prompt.cost}, or not`;
    case 'rebound':
      return `${prompt.card}: cast it from exile for nothing (rebound), or not`;
    case 'devour':
      return `${prompt.card}: devour another creature, or stop`;
    case 'sacrifice':
      return `${prompt.card}: choose a creature to sacrifice`;
    case 'fabricate':
      return `${prompt.card}: fabricate ${prompt.count}, counters or Servos`;
  }
}

/**
 * The questions a card asks that every game of players asks alike: a
 * card's discard, a revealed hand's pick, "unless its controller pays", a
 * search, a trigger's "you may", madness, a creature to sacrifice, scry and fabricate. Their playmat view and the computer's answer
 * are here once; each variant adds its own questions (the bottom of the
 * library, a trigger's target, a payment, Frontier's land to sacrifice).
 */
export function cardQuestionView(t: Table, prompt: Prompt, seatName: (seat: Seat) => string): PromptView | undefined {
  switch (prompt.type) {
    case 'discard':
      return { kind: 'discard', text: discardText(prompt), count: prompt.count };
    case 'search':
      return { kind: 'search', text: searchText(prompt), card: prompt.card };
    case 'may':
      return { kind: 'may', text: mayText(t, prompt, seatName), card: prompt.trigger.card };
    case 'madness':
      return { kind: 'madness', text: madnessText(prompt), card: prompt.card, cost: prompt.cost };
    case 'rebound':
      return { kind: 'rebound', text: reboundText(prompt), card: prompt.card };
    case 'devour':
      return { kind: 'devour', text: devourText(prompt), card: prompt.card };
    case 'sacrifice':
      return { kind: 'sacrifice', text: sacrificeText(prompt), card: prompt.card };
    case 'unlessPays':
      return { kind: 'unlessPays', text: unlessPaysText(prompt, unlessPaysSpell(t)), card: prompt.card, cost: prompt.cost };
    case 'pickDiscard': {
      const hand = (t.player(prompt.seat)?.hand ?? []).map((c) => c.card);
      return { kind: 'pickDiscard', text: pickDiscardText(prompt, seatName(prompt.seat), hand), card: prompt.card, count: prompt.count };
    }
    case 'scry':
      return { kind: 'scry', text: scryText(prompt.cards), cards: prompt.cards };
    case 'fabricate':
      return { kind: 'fabricate', text: fabricateText(prompt.card, prompt.count), card: prompt.card, count: prompt.count };
    default:
      return undefined;
  }
}

/**
 * The computer's answer to one of those questions (not the discard, which
 * each variant weighs by its own worth of a card), as the legal action
 * that is the same answer; undefined for a question of another kind.
 */
export function botCardQuestionAnswer<A extends { readonly type: string }>(t: Table, seat: Seat, legal: readonly A[]): A | undefined {
  const answer = botAnswer(t, seat);
  if (!answer) return undefined;
  return legal.find((a) => sameAction(a, answer)) ?? legal[0];
}

function botAnswer(t: Table, seat: Seat): object | undefined {
  switch (t.s.prompt?.type) {
    case 'fabricate':
      return botFabricateAnswer(t);
    case 'scry':
      return botScryAnswer(t, seat);
    case 'search':
      return botSearchAnswer(t, seat);
    case 'may':
      return botMayAnswer(t);
    case 'madness':
      return botMadnessAnswer(t, seat);
    case 'rebound':
      return botReboundAnswer(t, seat);
    case 'devour':
      return botDevourAnswer(t);
    case 'sacrifice':
      return botSacrificeAnswer(t, seat);
    case 'unlessPays':
      // Paying saves the spell.
      return unlessPaysAnswers()[0];
    case 'pickDiscard':
      return botPickDiscardAnswer(t);
    default:
      return undefined;
  }
}

/** Two actions with the same fields, each equal (a search taking nothing is not one taking a card). */
function sameAction(a: object, b: object): boolean {
  const fields = (x: object) => Object.entries(x).filter(([, v]) => v !== undefined);
  const [fa, fb] = [fields(a), fields(b)];
  return fa.length === fb.length && fb.every(([k, v]) => (a as Record<string, unknown>)[k] === v);
}
