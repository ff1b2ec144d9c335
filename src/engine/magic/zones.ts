import { nextInt } from '../rng';
import { cardInfo } from './card-db';
import type { Controller, Permanent } from './schema';
import { insertSorted, type Table } from './table';
import { fire, fireAll, runTrigger } from './triggers';

/**
 * Moving cards between zones. The library is a multiset: a draw takes a
 * uniformly random card, which is what drawing the top of a shuffled deck
 * gives, and the saved file shows no order. Cards put on the bottom (after a
 * mulligan) are kept in order and come last.
 */

/** Draws one card (CR 121.1); drawing from an empty library marks the game lost (CR 704.5b). */
export function drawCard(t: Table): void {
  const library = t.library();
  let card: string;
  if (library.cards.length > 0) {
    const drawn = nextInt(t.s.rng, library.cards.length);
    t.s.rng = drawn.rng;
    card = library.cards.splice(drawn.value, 1)[0]!;
  } else if (library.bottom.length > 0) {
    card = library.bottom.shift()!;
  } else {
    t.drewFromEmpty = true;
    return;
  }
  t.emit({ type: 'drew', card });
  if (cardInfo(card).targetsOpponent) {
    // Magic Crawl: a spell that would target an opponent is discarded as soon as it is drawn.
    t.zone('graveyard').push({ id: t.newId(), card });
    t.emit({ type: 'discarded', card, why: 'targets-opponent' });
    return;
  }
  t.s.you.hand.push({ id: t.newId(), card });
}

export function drawCards(t: Table, n: number): void {
  for (let i = 0; i < n && !t.drewFromEmpty; i++) drawCard(t);
}

/** Shuffles a card into the library. */
export function shuffleIn(t: Table, card: string): void {
  insertSorted(t.library().cards, card);
}

/** Puts a card onto the battlefield, under your control unless said otherwise (a token an encounter creature makes is the foe's). */
export function enter(t: Table, card: string, id: number, options: { attachedTo?: number; token?: boolean; controller?: Controller } = {}): Permanent {
  const p: Permanent = { id, card, controller: options.controller ?? 'you', tapped: false, sick: true, damage: 0, counters: 0 };
  if (options.attachedTo !== undefined) p.attachedTo = options.attachedTo;
  if (options.token) p.token = true;
  t.add(p);
  return p;
}

/** A permanent entered: its "when this enters" abilities trigger (CR 603.6a), then others' "whenever another creature enters". */
export function entered(t: Table, id: number): void {
  const p = t.permanent(id);
  if (!p) return;
  cardInfo(p.card).abilities.forEach((a, index) => {
    if (a.kind === 'etb') runTrigger(t, p, a, index);
  });
  if (!cardInfo(p.card).creature) return;
  fireAll(t, (when, q) => when === 'another-creature-enters' && q.id !== id);
}

/** "If it would be put into a graveyard from anywhere, shuffle it into its owner's library instead." */
function shufflesInstead(card: string): boolean {
  return cardInfo(card).abilities.some((a) => a.kind === 'static' && a.rule.is === 'shuffle-instead');
}

/** A card leaves your hand for the graveyard (or the library, for a card that says so). */
export function discardFromHand(t: Table, id: number, why: 'hand-size' | 'effect'): void {
  const card = t.takeFromHand(id);
  if (!card) return;
  if (shufflesInstead(card.card)) shuffleIn(t, card.card);
  else t.zone('graveyard').push(card);
  t.emit({ type: 'discarded', card: card.card, why });
}

export type Destination = 'graveyard' | 'hand' | 'exile' | 'library';

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
 * A permanent leaves the battlefield. Yours goes to the given zone (a token
 * ceases to exist, CR 111.7); an encounter creature, whatever removed it,
 * goes back to its Encounter Pile and counts as defeated.
 */
export function leave(t: Table, id: number, destination: Destination): Permanent | undefined {
  // Mana from mapped lands: a hex's land is no card and stays, whatever would move it.
  const mapped = t.permanent(id);
  if (mapped?.hex) {
    t.emit({ type: 'landStays', card: mapped.card });
    return undefined;
  }
  const to = destination === 'graveyard' && shufflesInstead(mapped?.card ?? '') ? 'library' : destination;
  const p = t.remove(id);
  if (!p) return undefined;
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
  // An encounter creature that is destroyed or sacrificed dies too, though its card goes back to its pile.
  if (to === 'graveyard' && cardInfo(p.card).creature) fire(t, p, (when) => when === 'dies');
  return p;
}

/** Where a permanent's card goes once it has left: its zone, its Encounter Pile, or nowhere (a token). */
function putAway(t: Table, p: Permanent, to: Destination): void {
  if (p.token) return;
  if (p.controller === 'foe' && !p.pile) return; // the foes' enchantment belongs to no pile and no zone of yours
  if (p.controller === 'foe') {
    const pile = p.pile ?? 'Plains';
    const piles = t.s.encounterPiles;
    const creatures = [...piles[pile].creatures];
    insertSorted(creatures, p.card);
    t.s.encounterPiles = { ...piles, [pile]: { ...piles[pile], creatures } };
    t.defeat(p.card);
    t.emit({ type: 'defeated', card: p.card, pile });
    return;
  }
  // Landless: a card played as a land is that card again once it leaves (exile included: nothing brings it back).
  const card = p.original ?? p.card;
  if (p.original) t.emit({ type: 'itselfAgain', land: p.card, card });
  if (to === 'library') shuffleIn(t, card);
  else (to === 'hand' ? t.s.you.hand : t.zone(to)).push({ id: p.id, card });
}
