import type { CardType } from '../cards/card';
import { COLOURS, type Colour } from '../colour';
import { manaValue } from '../mana';
import { cardInfo } from './card-db';
import type { GameEvent } from './events';
import type { PlayerZones, Prompt } from './schema';
import { fail, insertSorted, libraryCards, OK, type Seat, type Table, type TableResult } from './table';
import { enter, entered } from './zones';

type Library = PlayerZones['library'];

/**
 * "Search your library for a basic land card, reveal it, put it into your
 * hand, then shuffle" (Borderland Ranger). The engine chooses by one stated
 * rule: the basic land of the colour your hand's mana costs ask for most,
 * less the lands of that colour you already have (in play and in hand); ties
 * go to the land with more copies left, then to the name.
 */

const isBasicLand = (card: string): boolean => {
  const def = cardInfo(card).def;
  return def.types.includes('Land') && (def.supertypes ?? []).includes('Basic');
};

/** Coloured mana symbols in the costs of the nonland cards in your hand, by colour. */
function wanted(t: Table, seat: Seat, colour: Colour): number {
  return t.player(seat)!.hand.reduce((n, c) => n + (cardInfo(c.card).land ? 0 : cardInfo(c.card).cost.coloured[colour]), 0);
}

/** Lands of yours (in play and in hand) that make `colour`. */
function landsMaking(t: Table, seat: Seat, colour: Colour): number {
  const makes = (card: string) => cardInfo(card).land && cardInfo(card).produces.includes(colour);
  return t.controlledBy(seat).filter((p) => makes(p.card)).length + t.player(seat)!.hand.filter((c) => makes(c.card)).length;
}

/** The basic land the rule picks from your library (`basic` false: any land card), or undefined when it holds none. */
export function chosenBasic(t: Table, seat: Seat, basic = true): string | undefined {
  const library = t.libraryOf(seat)!;
  const all = libraryCards(library).filter(basic ? isBasicLand : (c) => cardInfo(c).def.types.includes('Land'));
  if (all.length === 0) return undefined;
  const lack = new Map(COLOURS.map((c) => [c, wanted(t, seat, c) - landsMaking(t, seat, c)] as const));
  const copies = new Map<string, number>();
  for (const c of all) copies.set(c, (copies.get(c) ?? 0) + 1);
  const score = (card: string): number => {
    const colours = cardInfo(card).produces.filter((c): c is Colour => (COLOURS as readonly string[]).includes(c));
    return Math.max(-100, ...colours.map((c) => lack.get(c)!));
  };
  return [...copies.keys()].sort((a, b) => score(b) - score(a) || copies.get(b)! - copies.get(a)! || (a < b ? -1 : 1))[0];
}

/** Takes one copy of a card out of a library, wherever it lies: the unordered rest, the known top, or the bottom. */
function takeOut(library: Library, card: string): void {
  const i = library.cards.indexOf(card);
  const onTop = library.top?.indexOf(card) ?? -1;
  if (i >= 0) library.cards.splice(i, 1);
  else if (onTop >= 0) library.top!.splice(onTop, 1);
  else library.bottom.splice(library.bottom.indexOf(card), 1);
}

/** A search ends in a shuffle: the ordered top and bottom join the multiset of the rest. */
function shuffle(library: Library): void {
  for (const c of [...(library.top ?? []), ...library.bottom.splice(0)]) insertSorted(library.cards, c);
  delete library.top;
}

/**
 * Takes the chosen basic land from the library into your hand (or, with
 * `onto`, onto the battlefield tapped, where it is a land that entered),
 * then shuffles (the ordered top and bottom join the rest).
 */
export function searchBasicLand(t: Table, seat: Seat, onto?: 'battlefield-tapped', asked?: { readonly source: string; readonly thenToHand?: boolean }): void {
  if (asked && ask(t, seat, { type: 'search', card: asked.source, find: 'basic-land', left: 1, to: onto ?? 'hand', ...(asked.thenToHand ? { thenToHand: true } : {}) })) return;
  const card = chosenBasic(t, seat);
  const library = t.library(seat);
  if (card !== undefined) {
    takeOut(library, card);
    if (onto) {
      const id = t.newId();
      enter(t, seat, card, id);
      t.update(id, (q) => ({ ...q, tapped: true }));
      t.emit({ type: 'entered', card });
      entered(t, id);
    } else t.player(seat)!.hand.push({ id: t.newId(), card });
  }
  shuffle(library);
  t.emit({ type: 'searched', ...(card !== undefined ? { card } : {}) });
  if (asked?.thenToHand) searchBasicLand(t, seat);
}

/** Whether a card is of what a tutor asks for: any card, a card of a type, or of a subtype (Aura), or of a name. */
function fits(card: string, types: readonly CardType[] | undefined, subtypes: readonly string[] | undefined, named?: string): boolean {
  const def = cardInfo(card).def;
  if (named !== undefined && card !== named) return false;
  if (types && !types.some((ty) => def.types.includes(ty))) return false;
  if (subtypes && !subtypes.some((s) => def.subtypes.includes(s))) return false;
  return true;
}

/**
 * The card a tutor takes, by one stated rule, the same for every player (the
 * library is a multiset, so the choice is among its distinct cards): a
 * nonland card the seat can soon cast, the one of greatest mana value no
 * greater than its lands and one more (the lands it controls, a Frontier
 * board's among them); failing that, the nonland card of least mana value;
 * failing that (only lands fit), a land. Ties go to the card with more
 * copies left, then to the name.
 */
export function chosenCard(t: Table, seat: Seat, types?: readonly CardType[], subtypes?: readonly string[], named?: string): string | undefined {
  const library = t.libraryOf(seat);
  if (!library) return undefined;
  const copies = new Map<string, number>();
  for (const c of libraryCards(library)) if (fits(c, types, subtypes, named)) copies.set(c, (copies.get(c) ?? 0) + 1);
  if (copies.size === 0) return undefined;
  const lands = t.controlledBy(seat).filter((p) => cardInfo(p.card).land).length + (t.seating.boardLands?.controlledCards?.(t, seat).length ?? 0);
  const mv = (c: string) => manaValue(cardInfo(c).cost);
  const tie = (a: string, b: string) => copies.get(b)! - copies.get(a)! || (a < b ? -1 : 1);
  const names = [...copies.keys()];
  const spells = names.filter((c) => !cardInfo(c).land);
  const soon = spells.filter((c) => mv(c) <= lands + 1).sort((a, b) => mv(b) - mv(a) || tie(a, b));
  if (soon.length > 0) return soon[0];
  const later = spells.sort((a, b) => mv(a) - mv(b) || tie(a, b));
  if (later.length > 0) return later[0];
  return names.sort(tie)[0];
}

/**
 * A tutor (CR 701.19): the card the rule picks goes from the library into its owner's hand, then the library is
 * shuffled (the ordered top and bottom join the rest). `reveal`: the log names it for everyone; otherwise only
 * its owner's view does.
 */
export function tutor(t: Table, seat: Seat, types: readonly CardType[] | undefined, subtypes: readonly string[] | undefined, reveal: boolean, named?: string, upTo = 1, source?: string): void {
  if (!t.player(seat)) return;
  const question: SearchPrompt | undefined = source
    ? { type: 'search', card: source, find: 'card', ...(types ? { types: [...types] } : {}), ...(subtypes ? { subtypes: [...subtypes] } : {}), ...(named ? { named } : {}), left: Math.min(upTo, 10), to: 'hand', ...(reveal ? { reveal: true } : {}) }
    : undefined;
  if (question && ask(t, seat, question)) return;
  const library = t.library(seat);
  // "Up to three cards named ~" (Squadron Hawk): as many as there are, up to that many, each taken by the same rule.
  let found = 0;
  for (let i = 0; i < upTo; i++) {
    const card = chosenCard(t, seat, types, subtypes, named);
    if (card === undefined) break;
    found++;
    takeOut(library, card);
    t.player(seat)!.hand.push({ id: t.newId(), card });
    t.emit({ type: 'tutored', card, ...(reveal ? { revealed: true } : {}) });
  }
  shuffle(library);
  if (found === 0) t.emit({ type: 'tutored', ...(reveal ? { revealed: true } : {}) });
}

/**
 * "Search your library for up to two land cards, put them onto the battlefield tapped, then shuffle" (Primeval Titan,
 * CR 701.19): each land by the basic-land search's rule (the colour the hand asks for most, less the lands already
 * making it), over every land card; each enters tapped, one after the other, and the library is shuffled once.
 */
export function searchLands(t: Table, seat: Seat, upTo: number, source?: string): void {
  if (!t.player(seat)) return;
  if (source && ask(t, seat, { type: 'search', card: source, find: 'land', left: Math.min(upTo, 10), to: 'battlefield-tapped' })) return;
  const library = t.library(seat);
  let found = 0;
  for (let i = 0; i < upTo; i++) {
    const card = chosenBasic(t, seat, false);
    if (card === undefined) break;
    found++;
    takeOut(library, card);
    const id = t.newId();
    enter(t, seat, card, id);
    t.update(id, (q) => ({ ...q, tapped: true }));
    t.emit({ type: 'entered', card });
    entered(t, id);
  }
  shuffle(library);
  t.emit(landsFound(found));
}

function landsFound(found: number): GameEvent {
  return { type: 'note', text: found > 0 ? `searched the library for ${found === 1 ? 'a land' : `${found} lands`}, put onto the battlefield tapped, then shuffled` : 'searched the library and found no land, then shuffled' };
}

// ── Searches a player makes themselves ─────────────────────────────────

/**
 * In a game of players (Seating.asksSearches) the player searching chooses:
 * the search waits as a `search` prompt, answered one card at a time
 * (CR 701.19b: a search for cards of a kind may find none, so stopping
 * early is an answer too). The cards offered are the distinct names in the
 * library that fit: the library is a multiset, and copies are one choice.
 * Asked only when at least one card fits and no other question waits.
 */

type SearchPrompt = Extract<Prompt, { type: 'search' }>;

function ask(t: Table, seat: Seat, prompt: SearchPrompt): boolean {
  if (!t.seating.asksSearches?.(seat) || t.s.prompt || searchable(t, seat, prompt).length === 0) return false;
  t.s.prompt = prompt;
  t.s.promptSeat = seat;
  return true;
}

/** The distinct cards of `seat`'s library that `prompt` may take, by name. */
function searchable(t: Table, seat: Seat, prompt: SearchPrompt): string[] {
  const library = t.libraryOf(seat);
  if (!library) return [];
  const fitting = (card: string): boolean => {
    if (prompt.find === 'basic-land') return isBasicLand(card);
    if (prompt.find === 'land') return cardInfo(card).def.types.includes('Land');
    return fits(card, prompt.types, prompt.subtypes, prompt.named);
  };
  return [...new Set(libraryCards(library).filter(fitting))].sort();
}

/** The answers to a waiting search: each distinct card that fits, and stopping. */
export function searchAnswers(t: Table, seat: Seat): { type: 'search'; take?: string }[] {
  const prompt = t.s.prompt;
  if (prompt?.type !== 'search') return [];
  return [...searchable(t, seat, prompt).map((take) => ({ type: 'search' as const, take })), { type: 'search' as const }];
}

/** The computer's answer: the card the stated rules pick (chosenCard, chosenBasic), or stopping when none fits. */
export function botSearchAnswer(t: Table, seat: Seat): { type: 'search'; take?: string } {
  const prompt = t.s.prompt;
  if (prompt?.type !== 'search') return { type: 'search' };
  const take = prompt.find === 'card' ? chosenCard(t, seat, prompt.types, prompt.subtypes, prompt.named) : chosenBasic(t, seat, prompt.find === 'basic-land');
  return take === undefined ? { type: 'search' } : { type: 'search', take };
}

export const SEARCH_RULE = 'mtg.701.19';

/** One answer to a waiting search: `take` goes where the search puts it (or, none, the search ends); the last, the library is shuffled. */
export function answerSearch(t: Table, seat: Seat, take: string | undefined): TableResult {
  const prompt = t.s.prompt;
  if (prompt?.type !== 'search') return fail(SEARCH_RULE, 'No search is waiting.');
  const library = t.library(seat);
  let found = prompt.found ?? 0;
  if (take !== undefined) {
    if (!searchable(t, seat, prompt).includes(take)) return fail(SEARCH_RULE, `${take} is not a card ${prompt.card} can find in the library.`);
    takeOut(library, take);
    found++;
    if (prompt.to === 'hand') t.player(seat)!.hand.push({ id: t.newId(), card: take });
    else {
      const id = t.newId();
      enter(t, seat, take, id);
      t.update(id, (q) => ({ ...q, tapped: true }));
      t.emit({ type: 'entered', card: take });
      entered(t, id);
    }
    if (prompt.find === 'card') t.emit({ type: 'tutored', card: take, ...(prompt.reveal ? { revealed: true } : {}) });
    if (prompt.left > 1 && searchable(t, seat, prompt).length > 0) {
      t.s.prompt = { ...prompt, left: prompt.left - 1, found };
      return OK;
    }
  }
  t.s.prompt = null;
  delete t.s.promptSeat;
  shuffle(library);
  if (prompt.find === 'card' && found === 0) t.emit({ type: 'tutored', ...(prompt.reveal ? { revealed: true } : {}) });
  if (prompt.find === 'basic-land') t.emit({ type: 'searched', ...(take !== undefined ? { card: take } : {}) });
  if (prompt.find === 'land') t.emit(landsFound(found));
  // "… and the other into your hand": a second search, asked the same way.
  if (prompt.thenToHand) searchBasicLand(t, seat, undefined, { source: prompt.card });
  return OK;
}

/** "Search: take Forest" / "Search: take no more". */
export function searchLabel(action: { readonly take?: string }, prompt: Prompt | null): string {
  if (action.take !== undefined) return `Take ${action.take}${prompt?.type === 'search' && prompt.to === 'battlefield-tapped' ? ' onto the battlefield tapped' : ''}`;
  return prompt?.type === 'search' && prompt.found ? 'Take no more' : 'Find nothing';
}

/** The question as the board asks it: "Cultivate: search your library for a basic land card (to the battlefield tapped)." */
export function searchText(prompt: SearchPrompt): string {
  const what =
    prompt.find === 'basic-land'
      ? 'a basic land card'
      : prompt.find === 'land'
        ? `up to ${prompt.left} land card${prompt.left === 1 ? '' : 's'}`
        : `${prompt.left > 1 ? `up to ${prompt.left} cards` : 'a card'}${prompt.named ? ` named ${prompt.named}` : ''}${prompt.types ? ` (${prompt.types.join(' or ').toLowerCase()})` : ''}${prompt.subtypes ? ` (${prompt.subtypes.join(' or ')})` : ''}`;
  return `${prompt.card}: search your library for ${what}, to ${prompt.to === 'hand' ? 'your hand' : 'the battlefield tapped'}. Then it is shuffled.`;
}
