import { FACE_DOWN } from '../cards/face-down';
import { cardInfo, isKnownCard } from './card-db';
import type { GameEvent } from './events';
import { landWords } from './landless';

/**
 * The wordings of a table's log, oldest first. The first left land plays,
 * attacks, blocks and cards put on the bottom unsaid (their lines read
 * "Pass.") and a pump's keywords too ("gets +0/+0"); the second says them.
 * The second left a spell's or an ability's draws unsaid (Divination, an
 * enters trigger's "draw a card"); the third says them, by seat and count
 * ("North draws 2 cards"), and who discards ("North discards Shock", not
 * "Shock discarded"). The third said a double draw's turn draw as "draws a
 * card"; the fourth says the two cards taken. The fourth said any
 * permanent put into the graveyard from the battlefield "dies"; the fifth
 * says so of creatures alone (CR 700.4), and "is put into the graveyard" of
 * the rest (an Aura left alone, an enchantment or land destroyed). The
 * fifth said a life change as a sum ("North's life -7 (now 3)") and let a
 * variant's rule id stand as the reason damage was prevented ("prevented
 * (castle.damage)"); the sixth says "North loses 7 life (now 3)" and lets
 * the variant word its reasons (OwnWords gets the wording). The sixth
 * named a face of a card of several faces cast by the whole card ("casts
 * Fire // Ice"); the seventh names the face ("casts Ice (Fire // Ice)"). The
 * seventh left a delayed trigger's setting up unsaid; the eighth says it
 * ("Hell's Thunder will be exiled at the beginning of the next end step").
 * A game saved in an earlier one still verifies (earlierTableNarrations).
 */
export type TableWording = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** The wording new lines are written in. */
const TODAY: TableWording = 8;

/**
 * A variant's own wording of a core event, before the table's; undefined: the table's. `wording` is the edition the
 * line is written in, so that a variant's own words can change with an edition and old lines still read as written.
 */
export type OwnWords = (e: GameEvent, wording: TableWording) => string | undefined;

/** What a delayed trigger at the next end step does, as a log says it ("will be exiled …"); Magic Crawl's log says it too. */
export const DELAYED_WORDS = { sacrifice: 'sacrificed', destroy: 'destroyed', exile: 'exiled', return: "returned to its owner's hand" } as const;

/**
 * One action's events as the log's line, for a Magic game of seats at one
 * table (Frontier, Castle, the Magic table). The variant's own happenings
 * come as notes already in words (they name the seat); of the core's
 * events, those a player at the table would say aloud are worded here, and
 * `own` words any the variant says its own way first. Draws and cards put
 * on the bottom are said without the card: the log is read by every player.
 * The turn's draw is the variant's note; a spell's or ability's draws are
 * said here (from the third wording), a seat's draws in a row as one.
 */
export function narrateAtTable(events: readonly GameEvent[], own: OwnWords = () => undefined, wording: TableWording = TODAY): string {
  const parts: string[] = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (e.type === 'note' && ((e.since ?? 1) > wording || (e.until ?? TODAY) < wording)) continue;
    const said = own(e, wording);
    if (said === undefined && e.type === 'drew') {
      if (wording < 3 || !e.effect) continue;
      // One seat's draws in a row are one phrase: "South draws 2 cards", the cards unnamed.
      let count = 1;
      while (i + 1 < events.length && sameDrawer(events[i + 1]!, e.seat)) {
        count++;
        i++;
      }
      parts.push(`${e.name ?? e.seat} draws ${count === 1 ? 'a card' : `${count} cards`}`);
      continue;
    }
    const text = said ?? word(e, wording);
    if (text) parts.push(text);
  }
  if (parts.length === 0) return 'Pass.';
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** Whether `e` is another draw of a spell or ability by `seat` (folded into the draw before it). */
function sameDrawer(e: GameEvent, seat: string): boolean {
  return e.type === 'drew' && e.effect === true && e.seat === seat;
}

/** The same events in the table's earlier wordings, oldest first (Variant.earlierNarrations). */
export function earlierTableNarrations(events: readonly GameEvent[], own?: OwnWords): string[] {
  return [1, 2, 3, 4, 5, 6, 7].map((wording) => narrateAtTable(events, own, wording as TableWording));
}

/**
 * Turns the core's events of what `actor` just did into notes that name
 * them ("South casts Shock targeting North, tapping Mountain"), as the core
 * does not know the variant's names for its seats; `seatWords` names a
 * seat the core gives as a target, and leaves anything else as it is.
 * A land played and a card put on the bottom or on top (unnamed) are
 * said from the second wording on, and so are the players dealt damage
 * and whose life changed, by name; a spell's or ability's draw is named
 * by who drew, said from the third.
 */
export function nameTheActor(events: GameEvent[], actor: string, seatWords: (target: string) => string): void {
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    switch (e.type) {
      case 'cast':
      case 'activated': {
        const paid = e.paid.length > 0 ? `, tapping ${e.paid.join(', ')}` : '';
        const target = e.target ? ` targeting ${seatWords(e.target)}` : '';
        const x = e.type === 'cast' && e.x !== undefined ? ` (X=${e.x})` : '';
        const mode = e.type === 'cast' && e.mode ? ` (choosing: ${e.mode})` : '';
        const madness = e.type === 'cast' && e.madness ? ` for its madness cost ${e.madness}` : e.type === 'cast' && e.dash ? ` for its dash cost ${e.dash}` : e.type === 'cast' && e.rebound ? ' from exile without paying its mana cost (rebound)' : '';
        const said = (card: string) => `${actor} ${e.type === 'cast' ? 'casts' : 'activates'} ${card}${madness}${mode}${x}${target}${paid}`;
        if (e.type === 'cast' && e.face) {
          // The face cast, from the seventh wording; the sixth and before named the whole card.
          events.splice(i, 1, { type: 'note', text: said(e.card), until: 6 }, { type: 'note', text: said(`${e.face} (${e.card})`), since: 7 });
          i++;
        } else events[i] = { type: 'note', text: said(e.card) };
        break;
      }
      case 'turnedFaceUp': {
        const paid = e.paid.length > 0 ? `, tapping ${e.paid.join(', ')}` : '';
        events[i] = { type: 'note', text: `${actor} turns ${e.card} face up for ${e.cost}${e.megamorph ? ' (megamorph: a +1/+1 counter)' : ''}${paid}` };
        break;
      }
      case 'landPlayed':
        events[i] = { type: 'note', text: `${actor} plays ${e.face ? `${e.face} (${e.card})` : e.card}`, since: 2 };
        break;
      case 'playedAsLand':
        events[i] = { type: 'note', text: `${actor} plays ${e.card} as ${landWords(e.land)}`, since: 2 };
        break;
      case 'bottomed':
        events[i] = { type: 'note', text: `${actor} puts a card on the bottom of the library`, since: 2 };
        break;
      case 'keptOnTop':
        events[i] = { type: 'note', text: `${actor} puts a card on top of the library`, since: 2 };
        break;
      case 'damage':
      case 'prevented': {
        const name = seatWords(e.to);
        if (name !== e.to) events[i] = { ...e, toName: name };
        break;
      }
      case 'life':
        if (e.seat !== undefined) events[i] = { ...e, name: seatWords(e.seat) };
        break;
      case 'drew':
        if (e.effect) events[i] = { ...e, name: seatWords(e.seat) };
        break;
      case 'triggered': {
        const name = e.target === undefined ? undefined : seatWords(e.target);
        if (name !== e.target) events[i] = { ...e, targetName: name };
        break;
      }
      case 'discarded':
        if (e.seat !== undefined) events[i] = { ...e, name: seatWords(e.seat) };
        break;
      case 'handRevealed':
      case 'paidUnless':
      case 'declined':
      case 'madnessDeclined':
      case 'reboundDeclined':
        events[i] = { ...e, name: seatWords(e.seat) };
        break;
    }
  }
}

/** Whether what went to the graveyard was a creature: an Aura left alone never is; otherwise its card says (a card the pool lacks, a token's, is taken for one). */
function diesAsCreature(e: Extract<GameEvent, { type: 'died' }>): boolean {
  if (e.why === 'aura-alone') return false;
  if (!isKnownCard(e.card)) return true;
  return cardInfo(e.card).creature;
}

function word(e: GameEvent, wording: TableWording): string | undefined {
  switch (e.type) {
    case 'note':
      return e.text;
    case 'cast':
      return `casts ${e.card}${e.madness ? ` for its madness cost ${e.madness}` : ''}${e.dash ? ` for its dash cost ${e.dash}` : ''}${e.rebound ? ' from exile without paying its mana cost (rebound)' : ''}${e.mode ? ` (choosing: ${e.mode})` : ''}${e.x !== undefined ? ` (X=${e.x})` : ''}${e.target ? ` targeting ${e.target}` : ''}${e.paid.length > 0 ? `, tapping ${e.paid.join(', ')}` : ''}`;
    case 'activated':
      return `activates ${e.card}${e.target ? ` targeting ${e.target}` : ''}`;
    case 'triggered':
      if (e.madness) return `${e.card}'s madness triggers`;
      if (e.rebound) return `${e.card} rebounds`;
      return `${e.card} triggers${e.target ? ` (${wording >= 2 && e.targetName ? e.targetName : e.target})` : ''}`;
    case 'entered':
      return `${e.card} enters${e.attachedTo ? ` on ${e.attachedTo}` : ''}`;
    case 'fizzled':
      return `${e.card} fizzles`;
    case 'countered':
      return `${e.card} is countered`;
    case 'died':
      // Only a creature dies (CR 700.4): an Aura left alone, a land or an enchantment destroyed is put into the graveyard.
      return wording >= 5 && !diesAsCreature(e) ? `${e.card} is put into the graveyard` : `${e.card} dies`;
    case 'exiled':
      return `${e.card} is exiled`;
    case 'transformed':
      return `${e.card} transforms into ${e.to}`;
    case 'devoured':
      return `${e.card} devours ${e.eaten} (+${e.counters} counter${e.counters === 1 ? '' : 's'})`;
    case 'exiledInstead':
      return `${e.card} is exiled instead (unearth)`;
    case 'delayed':
      return wording >= 8 ? `${e.card} will be ${DELAYED_WORDS[e.then]} at the beginning of the next end step` : undefined;
    case 'bounced':
      return `${e.card} returns to its owner's hand`;
    case 'putOnTop':
      return `${e.card} is put on top of its owner's library`;
    case 'beganWith':
      return `${e.card} begins the game on the battlefield`;
    case 'counterRemoved':
      return `a +1/+1 counter is removed from ${e.card}`;
    case 'shuffledIn':
      return `${e.card !== undefined ? `${e.card} and ` : ''}${e.count === 1 ? 'a card' : `${e.count} cards`} of the graveyard are shuffled into the library`;
    case 'tutored':
      // Only a card revealed is named: the table's log is read by every player.
      return e.card === undefined ? 'searches the library and finds nothing, then shuffles' : `searches the library for ${e.revealed ? e.card : 'a card'} and puts it into hand, then shuffles`;
    case 'regenerated':
      return `${e.card} regenerates`;
    case 'damage':
      return `${e.source} deals ${e.amount} to ${wording >= 2 && e.toName ? e.toName : e.to === 'south' ? 'South' : e.to === 'north' ? 'North' : e.to}`;
    case 'prevented':
      return `${e.amount} damage to ${wording >= 2 && e.toName ? e.toName : e.to} prevented (${e.why})`;
    case 'life':
      return wording >= 6 && e.name ? lifeWords(e.name, e.amount, e.total) : `${wording >= 2 && e.name ? `${e.name}'s life` : 'life'} ${e.amount > 0 ? '+' : ''}${e.amount} (now ${e.total})`;
    case 'energy':
      return `energy ${e.amount > 0 ? '+' : ''}${e.amount} (now ${e.total})`;
    case 'pumped': {
      const gets = `gets ${e.power >= 0 ? '+' : ''}${e.power}/${e.toughness >= 0 ? '+' : ''}${e.toughness}`;
      if (wording < 2 || e.keywords.length === 0) return `${e.card} ${gets}`;
      const gains = `gains ${e.keywords.join(', ').replace(/-/g, ' ')}`;
      return e.power === 0 && e.toughness === 0 ? `${e.card} ${gains}` : `${e.card} ${gets} and ${gains}`;
    }
    case 'tokenCreated':
      return `${e.count} ${e.card.replace(' (token)', '')} token${e.count === 1 ? '' : 's'} created`;
    case 'milled':
      return `${e.card} is milled`;
    case 'fabricated':
      return `${e.card} fabricates ${e.count}: ${e.choice === 'counters' ? '+1/+1 counters chosen' : 'Servo tokens chosen'}`;
    case 'scried':
      return `scry ${e.count}: ${e.count === 1 ? 'a card' : `${e.count} cards`} looked at`;
    case 'discarded': {
      const exiled = e.madness ? ' into exile (madness)' : '';
      return wording >= 3 && e.name ? `${e.name} discards ${e.card}${exiled}` : `${e.card} discarded${exiled}`;
    }
    case 'madnessDeclined':
      return `${e.name ?? e.seat} puts ${e.card} into their graveyard${e.unpayable ? ' (it cannot be cast for its madness cost now)' : ' (not cast for its madness cost)'}`;
    case 'rebounded':
      return `${e.card} is exiled (rebound: it may be cast again at its owner's next upkeep)`;
    case 'reboundDeclined':
      return `${e.name ?? e.seat} leaves ${e.card} in exile${e.uncastable ? ' (it cannot be cast now)' : ' (not cast)'}`;
    case 'paidUnless':
      return `${e.name ?? e.seat} pays ${e.cost}${e.paid.length > 0 ? ` (tapping ${e.paid.join(', ')})` : ''}: ${e.card} is not countered`;
    case 'declined':
      return `${e.name ?? e.seat} declines ${e.card}'s trigger${e.emptyLibrary ? ' (it would draw from an empty library)' : ''}`;
    case 'handRevealed':
      return `${e.name ?? e.seat} reveals their hand: ${e.cards.length === 0 ? 'no cards' : e.cards.join(', ')}`;
    case 'tapped':
      return `${e.card} ${e.tapped ? 'taps' : 'untaps'}`;
    case 'counters':
      return `${e.card} gets ${e.count} +1/+1 counter${e.count === 1 ? '' : 's'}`;
    case 'awaitingPayment':
      return `choosing how to pay for ${e.card}`;
    case 'awaitingTarget':
      return `${e.card} waits for a target`;
    case 'cancelled':
      return `${e.card} taken back`;
    case 'indestructible':
      return `${e.card} is indestructible`;
    case 'amplified':
      return `${e.revealed.join(', ')} revealed for ${e.card}'s amplify (${e.counters} +1/+1 counter${e.counters === 1 ? '' : 's'})`;
    case 'delved':
      return `${e.cards.join(', ')} exiled from the graveyard to pay for ${e.card} (delve)`;
    case 'itselfAgain':
      // A face-down card that leaves is revealed (CR 708.9); a Landless land becoming its card again goes unsaid.
      return e.land === FACE_DOWN.name ? `the face-down creature was ${e.card}` : undefined;
    default:
      return wording >= 2 ? combatWords(e) : undefined;
  }
}

/** A life change as a player says it: "North loses 7 life (now 3)", "South gains 2 life (now 22)". */
function lifeWords(name: string, amount: number, total: number): string {
  return `${name} ${amount < 0 ? 'loses' : 'gains'} ${Math.abs(amount)} life (now ${total})`;
}

/** Declaring attackers and blockers (the Magic table's combat), from the second wording on. */
function combatWords(e: GameEvent): string | undefined {
  switch (e.type) {
    case 'attacking':
      return e.declared ? `${e.card} attacks ${e.target}` : `${e.card} no longer attacks ${e.target}`;
    case 'attacked':
      return `attackers declared: ${e.attackers.join(', ')}`;
    case 'blocking':
      return e.declared ? `${e.card} blocks ${e.attacker}` : `${e.card} no longer blocks ${e.attacker}`;
    case 'noBlocks':
      return 'no blocks';
    default:
      return undefined;
  }
}
