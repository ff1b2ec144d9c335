import { askDevour } from './devour';
import { discardIntoExile } from './madness';
import { allCards, faceOf, poolVersion } from '../cards/pool';
import { nextInt } from '../rng';
import { cardInfo } from './card-db';
import type { CardRef, Permanent } from './schema';
import { insertSorted, libraryCards, type Destination, type Seat, type Table } from './table';
import { players } from './targets';
import { fire, fireAll, runTrigger } from './triggers';

/**
 * Moving cards between zones. The library is a multiset: a draw takes a
 * uniformly random card, which is what drawing the top of a shuffled deck
 * gives, and the saved file shows no order. Cards put on the bottom (after a
 * mulligan) are kept in order and come last.
 */

/**
 * `seat` draws one card (CR 121.1); drawing from an empty library marks it lost (CR 704.5b).
 * `effect`: a spell or ability makes the draw (the 'drew' event says so), not the turn's draw step or the opening hand.
 */
export function drawCard(t: Table, seat: Seat, effect = false): void {
  const zones = t.player(seat);
  if (!zones) return; // a seat without a library draws nothing
  const card = takeFromLibrary(t, seat);
  if (card === undefined) {
    if (!t.drewFromEmpty.includes(seat)) t.drewFromEmpty.push(seat);
    return;
  }
  t.emit(effect ? { type: 'drew', card, seat, effect } : { type: 'drew', card, seat });
  if (t.seating.drawn?.(t, seat, card, effect)) return;
  zones.hand.push({ id: t.newId(), card });
}

/**
 * The card `seat` would draw, taken from its library: the first a scry left
 * on top, else a uniformly random one of the shuffled part, else the first of those put on the bottom; the
 * library refilled first if the variant does so; undefined when it is empty.
 */
export function takeFromLibrary(t: Table, seat: Seat): string | undefined {
  const library = t.library(seat);
  if (library.top) {
    const card = library.top.shift()!;
    if (library.top.length === 0) delete library.top;
    return card;
  }
  if (library.cards.length > 0) {
    const drawn = nextInt(t.s.rng, library.cards.length);
    t.s.rng = drawn.rng;
    return library.cards.splice(drawn.value, 1)[0]!;
  }
  if (library.bottom.length > 0) return library.bottom.shift()!;
  return t.seating.refillLibrary?.(t, seat) ? takeFromLibrary(t, seat) : undefined;
}

/**
 * Mill (CR 701.13): up to `n` cards of `seat`'s library, each taken as a draw would take it, put into its graveyard;
 * `to: 'exile'`, into its exile instead (ingest, CR 702.115a).
 */
export function millCards(t: Table, seat: Seat, n: number, to: 'graveyard' | 'exile' = 'graveyard'): void {
  if (!t.player(seat)) return; // a seat without a library mills nothing
  const into = t.zone(seat, to);
  for (let i = 0; i < n; i++) {
    const card = takeFromLibrary(t, seat);
    if (card === undefined) return;
    into.push({ id: t.newId(), card });
    t.emit(to === 'exile' ? { type: 'exiled', card } : { type: 'milled', card });
  }
}

/** `seat` draws `n` cards, one at a time, stopping at an empty library; `effect` as for drawCard. */
export function drawCards(t: Table, seat: Seat, n: number, effect = false): void {
  for (let i = 0; i < n && !t.drewFromEmpty.includes(seat); i++) drawCard(t, seat, effect);
}

/** Shuffles a card into a seat's library. */
export function shuffleIn(t: Table, seat: Seat, card: string): void {
  insertSorted(t.library(seat).cards, card);
}

/** Puts a card onto the battlefield under `controller`'s control. */
export function enter(t: Table, controller: Seat, card: string, id: number, options: { attachedTo?: number; token?: boolean; original?: string; x?: number; converge?: number } = {}): Permanent {
  const p: Permanent = { id, card, controller, tapped: entersTapped(t, controller, card), sick: true, damage: 0, counters: entersWithCounters(t, controller, card, options.x, options.converge) };
  if (options.attachedTo !== undefined) p.attachedTo = options.attachedTo;
  if (options.token) p.token = true;
  if (options.original !== undefined) p.original = options.original;
  t.add(p);
  // Amplify: the cards revealed are said (CR 702.38a).
  if (cardInfo(card).abilities.some((a) => a.kind === 'enters-with-counters' && a.amplify)) {
    const shown = amplifiers(t, controller, card);
    if (shown.length > 0) t.emit({ type: 'amplified', card, revealed: shown.map((c) => c.card), counters: p.counters });
  }
  t.seating.entered?.(t, p);
  return p;
}

/** Amplify's cards (CR 702.38a): those in `controller`'s hand that share a creature type with `card`, all of which the engine reveals. */
function amplifiers(t: Table, controller: Seat, card: string): CardRef[] {
  const types = cardInfo(card).def.subtypes;
  if (types.length === 0) return [];
  return (t.player(controller)?.hand ?? []).filter((c) => {
    const def = cardInfo(c.card).def;
    return def.types.includes('Creature') && def.subtypes.some((s) => types.includes(s));
  });
}

/**
 * "This enters tapped" applies as it enters (a replacement, CR 614.1c),
 * whatever brought it; "… unless you control a Swamp or a Mountain" looks
 * at the lands `controller` has then.
 */
export function entersTapped(t: Table, controller: Seat, card: string): boolean {
  return cardInfo(card).abilities.some((a) => {
    if (a.kind !== 'static' || a.rule.is !== 'enters-tapped') return false;
    const { unlessControls: unless, unlessOtherLandsAtMost: fewer, unlessBasicLandsAtLeast: basics } = a.rule;
    const lands = t.controlledBy(controller).filter((p) => cardInfo(p.card).land);
    if (unless && lands.some((p) => unless.some((land) => cardInfo(p.card).def.subtypes.includes(land)))) return false;
    if (fewer !== undefined && lands.length <= fewer) return false;
    if (basics !== undefined && lands.filter((p) => (cardInfo(p.card).def.supertypes ?? []).includes('Basic')).length >= basics) return false;
    return true;
  });
}

/**
 * "This enters with N +1/+1 counters on it" (a replacement, CR 614.1c), and
 * bloodthirst's "if an opponent was dealt damage this turn" (CR 702.54a),
 * looked at as it enters: of `controller`'s opponents, a player's record of
 * this turn (a seat without life, Magic Crawl's encounter, is never dealt any).
 */
export function entersWithCounters(t: Table, controller: Seat, card: string, x = 0, converge = 0): number {
  let n = 0;
  for (const a of cardInfo(card).abilities) {
    if (a.kind !== 'enters-with-counters') continue;
    if (a.ifOpponentDamaged && !t.opponents(controller).some((seat) => t.player(seat)?.damaged)) continue;
    if (a.ifPermanentLeft && !t.player(controller)?.lostPermanent) continue;
    if (a.amplify && typeof a.count === 'number') n += a.count * amplifiers(t, controller, card).length;
    else n += a.count === 'X' ? x : a.count === 'converge' ? converge : a.count;
  }
  return n;
}

/** A permanent entered: its "when this enters" abilities trigger (CR 603.6a), then others' "whenever another creature enters". */
export function entered(t: Table, id: number): void {
  const p = t.permanent(id);
  if (!p) return;
  // Devour asks first (CR 702.82a: "as it enters"): the rest waits until the devouring is done (devour.ts).
  if (askDevour(t, p)) return;
  enteredEffects(t, id);
}

/** What a permanent's entering triggers: its own enters-the-battlefield abilities, landfall, and "whenever a creature enters". */
export function enteredEffects(t: Table, id: number): void {
  const p = t.permanent(id);
  if (!p) return;
  cardInfo(p.card).abilities.forEach((a, index) => {
    if (a.kind === 'etb') runTrigger(t, p, a, index);
  });
  // Landfall: a land entering under a player's control (a land of Frontier's board never enters; it is there from the start).
  // "Whenever a Swamp enters the battlefield under your control": a land of that type.
  const subtypes = cardInfo(p.card).def.subtypes;
  if (cardInfo(p.card).land) {
    fireAll(t, (when, q) => q.controller === p.controller && (when === 'land-enters-yours' || (typeof when === 'object' && 'land' in when && subtypes.includes(when.land))));
  }
  if (!cardInfo(p.card).creature) return;
  fireAll(t, (when, q) => when === 'another-creature-enters' && q.id !== id);
  // "Whenever a creature enters under your control" (this one too), "another creature": "that creature" is the one that entered.
  fireAll(
    t,
    (when, q) => q.controller === p.controller && (when === 'creature-enters-yours' || (when === 'another-creature-enters-yours' && q.id !== id)),
    () => ({ that: id }),
  );
}

/** "If it would be put into a graveyard from anywhere, shuffle it into its owner's library instead." */
function shufflesInstead(card: string): boolean {
  return cardInfo(card).abilities.some((a) => a.kind === 'static' && a.rule.is === 'shuffle-instead');
}

/** A card leaves a seat's hand for the graveyard (or the library, for a card that says so). */
export function discardFromHand(t: Table, seat: Seat, id: number, why: 'hand-size' | 'effect'): void {
  const card = t.takeFromHand(seat, id);
  if (!card) return;
  // Madness (CR 702.35a) replaces the graveyard with exile, and triggers.
  if (discardIntoExile(t, seat, card)) t.emit({ type: 'discarded', card: card.card, why, seat, madness: true });
  else {
    if (shufflesInstead(card.card)) shuffleIn(t, seat, card.card);
    else t.zone(seat, 'graveyard').push(card);
    t.emit({ type: 'discarded', card: card.card, why, seat });
  }
  // "Whenever an opponent discards a card" (Liliana's Caress, Megrim): "that player" is the one who discarded.
  fireAll(t, (when, p) => when === 'opponent-discards' && p.controller !== seat && t.opponents(p.controller).includes(seat), () => ({ player: seat }));
}

/**
 * A creature died: each permanent that dealt it damage this turn and
 * "feeds" on such deaths gets its +1/+1 counters (Sengir Vampire).
 */
function feedOn(t: Table, died: Permanent): void {
  if (!died.hurtBy || !cardInfo(died.card).creature) return;
  for (const id of died.hurtBy) {
    const source = t.permanent(id);
    if (!source) continue;
    for (const ability of cardInfo(source.card).abilities) {
      if (ability.kind !== 'feeds') continue;
      t.update(id, (q) => ({ ...q, counters: q.counters + ability.counters }));
      t.emit({ type: 'counters', card: source.card, count: ability.counters });
    }
  }
}

/**
 * A permanent leaves the battlefield for the given zone of its controller (a
 * token ceases to exist, CR 111.7); the card of a seat without zones goes
 * where its variant says (Magic Crawl: back to its Encounter Pile).
 */
export function leave(t: Table, id: number, destination: Destination): Permanent | undefined {
  // Mana from mapped lands: a hex's land is no card and stays, whatever would move it.
  const mapped = t.permanent(id);
  if (mapped?.hex) {
    t.emit({ type: 'landStays', card: mapped.card });
    return undefined;
  }
  const shuffled = destination === 'graveyard' && shufflesInstead(mapped?.card ?? '') ? 'library' : destination;
  const p = t.remove(id);
  if (!p) return undefined;
  lostPermanent(t, p.controller);
  // Unearth (CR 702.84a): a card it returned is exiled instead, wherever it would have gone.
  const wanted = p.unearthed ? 'exile' : shuffled;
  if (wanted !== shuffled) t.emit({ type: 'exiledInstead', card: p.card });
  const to = t.seating.destination ? t.seating.destination(t, p, wanted) : wanted;
  t.seating.left?.(t, p);
  if (t.s.combat) {
    // CR 509.1h: on your turn the blocks are declared (the foe blocked as your attack was locked in), and an
    // attacker stays blocked when its blocker leaves, so that block is kept; on the foe's turn, blocks are
    // still being chosen, and one by a creature that left is simply gone.
    const blocksDeclared = t.s.phase.type === 'turn';
    t.s.combat = {
      ...t.s.combat,
      attackers: t.s.combat.attackers.filter((a) => a.id !== id),
      blocks: t.s.combat.blocks.filter((b) => b.attacker !== id && (b.id !== id || blocksDeclared)),
    };
  }
  if (to === 'graveyard') feedOn(t, p);
  putAway(t, p, to);
  // A creature that is destroyed or sacrificed dies, wherever its card goes (an encounter creature's back to its pile).
  if (to === 'graveyard' && cardInfo(p.card).creature) {
    // Leaves-the-battlefield abilities look back (CR 603.10a): the creature itself sees its own death, and so do the others of its controller.
    fire(t, p, (when) => when === 'dies' || when === 'creature-yours-dies' || when === 'creature-dies');
    fireAll(t, (when, q) => (q.controller === p.controller && (when === 'creature-yours-dies' || when === 'another-creature-yours-dies')) || when === 'creature-dies' || when === 'another-creature-dies');
  }
  return p;
}

/**
 * A permanent `seat` controlled left the battlefield: remembered until the
 * turn ends, for revolt. As with bloodthirst's record, only a game holding
 * a card that asks for it keeps it.
 */
function lostPermanent(t: Table, seat: Seat): void {
  const zones = t.player(seat);
  if (!zones || zones.lostPermanent || !holdsCard(t, revolting)) return;
  zones.lostPermanent = true;
}

/**
 * `seat` cast a spell: counted for this turn, as the werewolves ask about
 * last turn's (CR 603.4). As with bloodthirst's record, only a game holding
 * a card that asks keeps the count.
 */
export function countSpell(t: Table, seat: Seat): void {
  const zones = t.player(seat);
  if (!zones || !holdsCard(t, asksLastTurn)) return;
  zones.spellsCast = (zones.spellsCast ?? 0) + 1;
}

function asksLastTurn(card: string): boolean {
  return cardInfo(card).abilities.some((a) => a.kind === 'trigger' && a.ifLastTurn !== undefined);
}

/** Whether last turn was as a werewolf's "if" asks: no spell cast by anyone, or two or more by one player. */
export function lastTurnWas(t: Table, asked: 'no-spells' | 'two-spells'): boolean {
  const counts = players(t).map((seat) => t.player(seat)!.spellsLastTurn ?? 0);
  return asked === 'no-spells' ? counts.every((n) => n === 0) : counts.some((n) => n >= 2);
}

function revolting(card: string): boolean {
  return cardInfo(card).abilities.some((a) => a.kind === 'enters-with-counters' && a.ifPermanentLeft === true);
}

/** Whether any card of the card pool passes `test`: kept for each version of the pool, so a game of cards without such abilities pays nothing more. */
const poolAnswers = new Map<(card: string) => boolean, { readonly version: number; readonly has: boolean }>();

function poolHolds(test: (card: string) => boolean): boolean {
  const version = poolVersion();
  const known = poolAnswers.get(test);
  if (known && known.version === version) return known.has;
  const has = [...allCards()].some((c) => test(c.name));
  poolAnswers.set(test, { version, has });
  return has;
}

/** Whether any card of the game passes `test`: on the battlefield, in a player's zones, or kept elsewhere by the variant. */
export function holdsCard(t: Table, test: (card: string) => boolean): boolean {
  if (!poolHolds(test)) return false;
  if (t.s.battlefield.some((p) => test(p.card) || (p.original !== undefined && test(p.original)))) return true;
  for (const seat of players(t)) {
    const z = t.player(seat)!;
    if (libraryCards(z.library).some(test)) return true;
    if ([z.hand, z.graveyard, z.exile].some((zone) => zone.some((c) => test(c.card)))) return true;
  }
  return t.seating.holdsElsewhere?.(t, test) ?? false;
}

/** Where a permanent's card goes once it has left: its controller's zone, nowhere (a token), or wherever the variant puts the cards of a seat without zones. */
function putAway(t: Table, p: Permanent, to: Destination): void {
  if (p.token) return;
  const zones = t.player(p.controller);
  if (!zones) {
    t.seating.putAwayHomeless(t, p, to);
    return;
  }
  // Landless: a card played as a land is that card again once it leaves (exile included: nothing brings it back);
  // so is a card of several faces that left showing another face.
  const card = p.original ?? p.card;
  if (p.original && faceOf(p.card)?.card !== p.original) t.emit({ type: 'itselfAgain', land: p.card, card });
  if (to === 'library') shuffleIn(t, p.controller, card);
  else if (to === 'library-top') {
    const library = t.library(p.controller);
    library.top = [card, ...(library.top ?? [])];
  } else if (to === 'library-bottom') t.library(p.controller).bottom.push(card);
  else (to === 'hand' ? zones.hand : t.zone(p.controller, to)).push({ id: p.id, card });
}
