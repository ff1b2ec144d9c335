import type { GameEvent } from './events';

/**
 * One action's events as the log's line, for a Magic game of seats at one
 * table (Frontier, Castle). The variant's own happenings come as notes
 * already in words (they name the seat); of the core's events, those a
 * player at the table would say aloud are worded here, and `own` words any
 * the variant says its own way first. Draws are said without the card: the
 * log is read by every player.
 */
export function narrateAtTable(events: readonly GameEvent[], own: (e: GameEvent) => string | undefined = () => undefined): string {
  const parts: string[] = [];
  for (const e of events) {
    const said = own(e) ?? word(e);
    if (said) parts.push(said);
  }
  if (parts.length === 0) return 'Pass.';
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function word(e: GameEvent): string | undefined {
  switch (e.type) {
    case 'note':
      return e.text;
    case 'cast':
      return `casts ${e.card}${e.x !== undefined ? ` (X=${e.x})` : ''}${e.target ? ` targeting ${e.target}` : ''}${e.paid.length > 0 ? `, tapping ${e.paid.join(', ')}` : ''}`;
    case 'activated':
      return `activates ${e.card}${e.target ? ` targeting ${e.target}` : ''}`;
    case 'triggered':
      return `${e.card} triggers${e.target ? ` (${e.target})` : ''}`;
    case 'entered':
      return `${e.card} enters${e.attachedTo ? ` on ${e.attachedTo}` : ''}`;
    case 'fizzled':
      return `${e.card} fizzles`;
    case 'countered':
      return `${e.card} is countered`;
    case 'died':
      return `${e.card} dies`;
    case 'exiled':
      return `${e.card} is exiled`;
    case 'bounced':
      return `${e.card} returns to its owner's hand`;
    case 'regenerated':
      return `${e.card} regenerates`;
    case 'damage':
      return `${e.source} deals ${e.amount} to ${e.to === 'south' ? 'South' : e.to === 'north' ? 'North' : e.to}`;
    case 'prevented':
      return `${e.amount} damage to ${e.to} prevented (${e.why})`;
    case 'life':
      return `life ${e.amount > 0 ? '+' : ''}${e.amount} (now ${e.total})`;
    case 'energy':
      return `energy ${e.amount > 0 ? '+' : ''}${e.amount} (now ${e.total})`;
    case 'pumped':
      return `${e.card} gets ${e.power >= 0 ? '+' : ''}${e.power}/${e.toughness >= 0 ? '+' : ''}${e.toughness}`;
    case 'tokenCreated':
      return `${e.count} ${e.card.replace(' (token)', '')} token${e.count === 1 ? '' : 's'} created`;
    case 'milled':
      return `${e.card} is milled`;
    case 'scried':
      return `scry ${e.count}: ${e.count === 1 ? 'a card' : `${e.count} cards`} looked at`;
    case 'discarded':
      return `${e.card} discarded`;
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
    default:
      return undefined;
  }
}
