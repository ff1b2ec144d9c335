import { FACE_DOWN } from '../../cards/face-down';
import { pileName } from '../../colour';
import { hexLabel } from '../../hex';
import type { GameEvent } from '../../magic/events';
import { landWords } from '../../magic/landless';
import { DELAYED_WORDS } from '../../magic/narrate-table';
import { MAX_LOG_TEXT } from '../../save/schema';

/**
 * One line of prose for the log, made from what an action did, so that the
 * saved file's log (and `git diff` of it) reads like a move list.
 */
export function narrate(events: readonly GameEvent[]): string {
  const parts: string[] = [];
  // A defeated creature that then leaves the game (Expanding) is not said to go back to its pile.
  let replaced: Set<string> | undefined;
  for (const e of events) if (e.type === 'replaced') (replaced ??= new Set()).add(e.card);
  events.forEach((e, i) => {
    const before = events[i - 1];
    if (e.type === 'defeated' && replaced?.has(e.card)) {
      parts.push(`${e.card} was defeated`);
      return;
    }
    // "X dealt 3 damage to you" already says the life lost; only the new total is worth adding.
    if (e.type === 'life' && before?.type === 'damage' && before.to === 'you' && before.amount === -e.amount) {
      parts[parts.length - 1] += ` (life ${e.total})`;
      return;
    }
    const part = phrase(e);
    if (part) parts.push(part);
  });
  if (parts.length === 0) return 'Nothing happened';
  // Capitalised before the join, so the line is made flat at once (replay compares it with the log's after every action).
  const first = parts[0]!;
  parts[0] = capitalised(first);
  const line = parts.join('; ');
  if (line.length <= MAX_LOG_TEXT) return line;
  parts[0] = first;
  return capitalised(compact(parts));
}

function capitalised(text: string): string {
  const code = text.charCodeAt(0);
  // A lowercase ASCII letter by arithmetic: toUpperCase on a one-letter string is the slowest part of a line.
  if (code >= 97 && code <= 122) return String.fromCharCode(code - 32) + text.slice(1);
  return text.length > 0 ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/**
 * A line too long for the log (thirty creatures blocking one attacker, say):
 * the same phrase said again is counted instead ("… (×17)"), and what still
 * does not fit is cut, so that the engine never writes a file it would refuse.
 */
function compact(parts: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const p of parts) counts.set(p, (counts.get(p) ?? 0) + 1);
  const line = [...counts].map(([p, n]) => (n > 1 ? `${p} (×${n})` : p)).join('; ');
  return line.length > MAX_LOG_TEXT ? line.slice(0, MAX_LOG_TEXT - 1) + '…' : line;
}

const paidWith = (paid: readonly string[]) => (paid.length > 0 ? ` (tapped ${countNames(paid)})` : '');

/** "Forest ×2, Mountain" */
function countNames(names: readonly string[]): string {
  if (names.length === 1) return names[0]!;
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([n, c]) => (c > 1 ? `${n} ×${c}` : n)).join(', ');
}

const STEP_WORDS: Record<string, string> = {
  attackers: 'to combat: declare attackers',
  main2: 'second main phase',
  end: 'end step',
  cleanup: 'cleanup: discard down to seven cards',
};

function phrase(e: GameEvent): string | undefined {
  switch (e.type) {
    case 'moved':
      return `${e.firstVisit ? 'moved to' : 'moved back to'} the ${e.terrain} at ${hexLabel(e.to)}`;
    case 'mapped':
      return `mapped ${e.hexes.length} ${e.hexes.length === 1 ? 'hex' : 'hexes'}${e.hexes.flatMap((h) => (h.land ? [`, one of them ${h.land} (a ${h.terrain} hex)`] : [])).join('')}`;
    case 'metCreature':
      return `met ${e.card} from ${pileName(e.pile)}`;
    case 'foundLand':
      return e.among ? `drew a land from ${pileName(e.pile)}` : `drew a land from ${pileName(e.pile)}: no encounter`;
    case 'encounterSpell':
      return e.fizzled
        ? `drew ${e.card} from ${pileName(e.pile)}: it had no target`
        : `drew ${e.card} from ${pileName(e.pile)}: the encounter cast it${e.target ? ` at ${e.target}` : ''}`;
    case 'replaced': {
      const gone = e.spell ? `${e.card} was discarded` : `${e.card} left the game`;
      return e.by ? `${gone} and ${e.by} took its place in ${pileName(e.pile)}` : `${gone} (no creature left in reserve to take its place)`;
    }
    case 'keywordRoll':
      // Only a 6 changes anything; the other rolls would fill the log with noise.
      return e.keyword ? `rolled a 6: ${e.card} gains ${e.keyword.replace(/-/g, ' ')}` : undefined;
    case 'reward':
      return e.card ? `reward: found ${e.card} in the library and took it into hand` : 'reward: no artifact in the library';

    case 'encounterEnded':
      return 'the encounter is over';
    case 'defeated':
      return `${e.card} was defeated and went back to ${pileName(e.pile)}`;
    case 'openingHand':
      return `mulligan ${e.mulligans}: drew a new hand of ${e.size}`;
    case 'kept':
      return `kept the opening hand`;
    case 'bottomed':
      return `put ${e.card} on the bottom of the library`;
    case 'drew':
      return `drew ${e.card}`;
    case 'removedFromDeck':
      return `removed ${e.count} ${e.card} from the deck`;
    case 'milled':
      return `milled ${e.card}`;
    case 'fabricated':
      return `fabricate ${e.count} for ${e.card}: ${e.choice === 'counters' ? 'the +1/+1 counters' : 'the Servo tokens'}`;
    case 'scried':
      return `scry ${e.count}`;
    case 'keptOnTop':
      return `put ${e.card} on top of the library`;
    case 'paidUnless':
    case 'handRevealed':
      // Only a seat with a hand reveals it, and a crawl's only opponent holds none; a crawl keeps no stack to counter on.
      return undefined;
    case 'discarded':
      if (e.madness) return `discarded ${e.card} into exile (madness)`;
      return e.why === 'targets-opponent' ? `discarded ${e.card} (it would target an opponent)` : `discarded ${e.card}`;
    case 'madnessDeclined':
      return `put ${e.card} into your graveyard${e.unpayable ? ' (it cannot be cast for its madness cost now)' : ' (not cast for its madness cost)'}`;
    case 'rebounded':
      return `${e.card} was exiled (rebound: cast it again at your next upkeep)`;
    case 'reboundDeclined':
      return `left ${e.card} in exile${e.uncastable ? ' (it cannot be cast now)' : ' (not cast)'}`;
    case 'landPlayed':
      return `played ${e.face ? `${e.face} (${e.card})` : e.card}`;
    case 'playedAsLand':
      return `played ${e.card} as ${landWords(e.land)}`;
    case 'paidToKeep':
      return `paid ${e.cost} to keep ${e.card}${paidWith(e.paid)}`;
    case 'itselfAgain':
      // A face-down card that leaves is revealed (CR 708.9).
      if (e.land === FACE_DOWN.name) return `the face-down creature was ${e.card}`;
      return `the ${e.land} is ${e.card} again`;
    case 'amplified':
      return `revealed ${countNames(e.revealed)} for ${e.card}'s amplify (${e.counters} +1/+1 counter${e.counters === 1 ? '' : 's'})`;
    case 'delved':
      return `exiled ${countNames(e.cards)} from your graveyard to pay for ${e.card} (delve)`;
    case 'turnedFaceUp':
      return `turned ${e.card} face up for ${e.cost}${e.megamorph ? ' (megamorph: a +1/+1 counter)' : ''}${paidWith(e.paid)}`;
    case 'leftOut':
      return `${e.count} land ${e.count === 1 ? 'card was' : 'cards were'} left out of the deck (${e.why === 'landless' ? 'Landless: any card can be played as a land' : 'mana comes only from the hexes you enter'})`;
    case 'mappedLand':
      return `the hex gives you a ${e.card}`;
    case 'landStays':
      return `the ${e.card} stays: it is the land of a hex you mapped`;
    case 'onAdventure':
      return `${e.card} went on an adventure (into exile; its creature may be cast from there)`;
    case 'cast':
      return `cast ${e.face ? `${e.face} (${e.card})` : e.card}${e.madness ? ` for its madness cost ${e.madness}` : ''}${e.dash ? ` for its dash cost ${e.dash}` : ''}${e.rebound ? ' from exile without paying its mana cost (rebound)' : ''}${e.mode ? ` (choosing: ${e.mode})` : ''}${e.x !== undefined ? ` with X = ${e.x}` : ''}${e.target ? ` targeting ${e.target}` : ''}${paidWith(e.paid)}`;
    case 'activated':
      return `activated ${e.card}${e.target ? ` targeting ${e.target}` : ''}${paidWith(e.paid)}`;
    case 'triggered':
      if (e.madness) return `${e.card}'s madness triggers`;
      if (e.rebound) return `${e.card} rebounds`;
      return e.target ? `${e.card}'s ability targets ${e.target}` : `${e.card}'s ability triggers`;
    case 'awaitingPayment':
      return `choosing how to pay for ${e.card} (${e.options} ways)`;
    case 'awaitingTarget':
      return `choosing a target for ${e.card}'s ability`;
    case 'cancelled':
      return `took back ${e.card}`;
    case 'entered':
      return e.attachedTo ? `${e.card} enchants ${e.attachedTo}` : undefined;
    case 'died':
      return {
        destroyed: `${e.card} was destroyed`,
        damage: `${e.card} died`,
        toughness: `${e.card} died (toughness 0)`,
        deathtouch: `${e.card} died (deathtouch)`,
        sacrificed: `sacrificed ${e.card}`,
        'aura-alone': `${e.card} went to the graveyard (enchanting nothing)`,
      }[e.why];
    case 'exiled':
      return `${e.card} was exiled`;
    case 'transformed':
      return `${e.card} transformed into ${e.to}`;
    case 'devoured':
      return `${e.card} devoured ${e.eaten} (+${e.counters} counter${e.counters === 1 ? '' : 's'})`;
    case 'exiledInstead':
      return `${e.card} was exiled instead (unearth)`;
    case 'bounced':
      return `${e.card} returned to its owner's hand`;
    case 'putOnTop':
      return `${e.card} was put on top of its owner's library`;
    case 'returnedToHand':
      return `returned ${e.card} to your hand`;
    case 'tokenCreated':
      return `${e.foe ? 'the encounter ' : ''}created ${e.count > 1 ? `${e.count} ${e.card} tokens` : `a ${e.card} token`}`;
    case 'damage':
      return `${e.source} dealt ${e.amount} damage to ${e.to}`;
    case 'prevented':
      return `${e.amount} damage from ${e.source} to ${e.to} was prevented (${e.why})`;
    case 'life':
      return e.amount > 0 ? `gained ${e.amount} life (${e.total})` : `lost ${-e.amount} life (${e.total})`;
    case 'energy':
      return e.amount > 0 ? `got ${e.amount} energy (${e.total})` : `paid ${-e.amount} energy (${e.total} left)`;
    case 'pumped': {
      const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
      const kws = e.keywords.length > 0 ? ` and ${e.keywords.join(', ').replace(/-/g, ' ')}` : '';
      return `${e.card} gets ${sign(e.power)}/${sign(e.toughness)}${kws} until end of turn`;
    }
    case 'counters':
      return `put ${e.count} +1/+1 counter${e.count === 1 ? '' : 's'} on ${e.card}`;
    case 'tapped':
      return `${e.tapped ? 'tapped' : 'untapped'} ${e.card}`;
    case 'indestructible':
      return `${e.card} is indestructible`;
    case 'shielded':
      return `${e.card} will regenerate this turn`;
    case 'attached':
      return `${e.card} is attached to ${e.to}`;
    case 'regenerated':
      return `${e.card} regenerated (tapped, damage removed)`;
    case 'frozen':
      return `${e.card} won't untap next time`;
    case 'sacrificedFor':
      return `sacrificed ${e.card} (${e.cost})`;
    case 'delayed':
      return `${e.card} will be ${DELAYED_WORDS[e.then]} at the beginning of the next end step`;
    case 'foeSacrificed':
      return `the encounter sacrificed ${e.card}`;
    case 'chosenAtRandom':
      return `chose ${e.card} at random from ${e.among.join(', ')}`;
    case 'beganWith':
      return `${e.card} began the game on the battlefield`;
    case 'counterRemoved':
      return `removed a +1/+1 counter from ${e.card}`;
    case 'shuffledIn':
      return `shuffled ${e.card !== undefined ? `${e.card} and ` : ''}your graveyard (${e.count === 1 ? 'a card' : `${e.count} cards`}) into your library`;
    case 'tutored':
      return e.card ? `searched your library for ${e.card} and put it into your hand, then shuffled` : 'searched your library and found no card to take, then shuffled';
    case 'searched':
      return e.card ? `searched your library for ${e.card} and put it into your hand, then shuffled` : 'searched your library and found no basic land, then shuffled';
    case 'turnBegan':
      return e.kind === 'preparation' ? `preparation round (turn ${e.number})` : `turn ${e.number}`;
    case 'step':
      return STEP_WORDS[e.step] ?? undefined;
    case 'attacking':
      return e.declared ? `${e.card} attacks ${e.target}` : `${e.card} no longer attacks`;
    case 'blocking':
      return e.declared ? `${e.card} blocks ${e.attacker}` : `${e.card} no longer blocks`;
    case 'attacked':
      return `attacked with ${countNames(e.attackers)}`;
    case 'foeAttacks':
      return `${countNames(e.attackers)} attack${e.attackers.length === 1 ? 's' : ''} you`;
    case 'foeCannotAttack':
      return `${e.card} cannot attack`;
    case 'foeBlocks':
      return `${e.card} blocks ${e.attacker}`;
    case 'noBlocks':
      return 'no blocks';
    case 'cleanup':
      return undefined;
    case 'travel':
      return 'choose the next hex';
    case 'manual':
      return `by hand: ${e.what}`;
    case 'gameOver':
      return e.result === 'won' ? `victory! ${e.reason}` : `defeat. ${e.reason}`;
  }
}
