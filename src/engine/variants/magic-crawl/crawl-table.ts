import { cardInfo } from '../../magic/card-db';
import type { Permanent } from '../../magic/schema';
import { insertSorted, Table, type Seating } from '../../magic/table';
import type { ApplyOptions } from '../../result';
import type { CrawlState } from './schema';
import { pileWithCreatures, setPile } from './reserve';

/** One action's working copy of a Magic Crawl game: the Magic core's table, with the map and the encounter. */
export type CrawlTable = Table<CrawlState>;

const SEATS = ['you', 'foe'] as const;
const YOU = ['you'] as const;
const FOE = ['foe'] as const;
const HASTE = ['haste'] as const;
const NONE = [] as const;

/**
 * How a crawl seats its two sides: you, with your life and cards at
 * `state.you`, and the encounter, a seat with no cards of its own whose
 * choices the rules make. Its creatures have haste, and a permanent of its
 * that leaves the battlefield goes back to its Encounter Pile and counts as
 * defeated (its enchantment, from no pile, is simply gone).
 */
export const CRAWL_SEATING: Seating<CrawlState> = {
  seats: () => SEATS,
  zones: (s, seat) => (seat === 'you' ? s.you : undefined),
  setZones(s, seat, zones) {
    if (seat === 'you') s.you = zones;
  },
  // Your zones nearly always hold just their five fields, in the order the setup and the save give them: one literal then.
  copyZones: (z) =>
    z.energy === undefined && z.damaged === undefined && z.fog === undefined && z.silencing === undefined && z.lostPermanent === undefined && z.spellsCast === undefined && z.spellsLastTurn === undefined
      ? { life: z.life, library: z.library, hand: [...z.hand], graveyard: z.graveyard, exile: z.exile }
      : { ...z, hand: [...z.hand] },
  copyCounters: (c) => ({ moves: c.moves, turns: c.turns, nextId: c.nextId }),
  opponents: (_s, seat) => (seat === 'you' ? FOE : YOU),
  automatic: (seat) => seat === 'foe',
  keywordsOfSeat: (seat) => (seat === 'foe' ? HASTE : NONE),
  putAwayHomeless: backToPile,
  holdsElsewhere: (t, test) => Object.values(t.s.encounterPiles).some((pile) => pile.creatures.some(test)),
  speed(t, seat) {
    // You act in your turn (any spell in a main phase outside combat) and with instants while the encounter attacks; it never casts.
    const phase = t.s.phase;
    if (seat !== 'you') return null;
    if (phase.type === 'turn') return (phase.step === 'main1' || phase.step === 'main2') && !t.s.combat ? 'sorcery' : 'instant';
    if (phase.type === 'foe') return 'instant';
    return null;
  },
  whyNotNow(t) {
    switch (t.s.phase.type) {
      case 'mulligan':
        return 'keep an opening hand first';
      case 'travel':
        return 'you are travelling; choose the next hex';
      case 'over':
        return 'the game is over';
      default:
        return 'it is not your priority';
    }
  },
  // Every field of CrawlState, in the schema's order (a spread keeps the state's order, and so does this).
  copyState: (s) => ({
    phase: s.phase,
    prompt: s.prompt,
    token: s.token,
    encounter: s.encounter,
    defeated: s.defeated,
    counters: s.counters,
    rng: s.rng,
    landPiles: s.landPiles,
    encounterPiles: s.encounterPiles,
    hexes: s.hexes,
    you: s.you,
    battlefield: s.battlefield,
    combat: s.combat,
  }),
  drawn(t, seat, card) {
    if (!cardInfo(card).targetsOpponent) return false;
    // A spell that would target an opponent is discarded as soon as it is drawn: a crawl has none.
    t.zone(seat, 'graveyard').push({ id: t.newId(), card });
    t.emit({ type: 'discarded', card, why: 'targets-opponent' });
    return true;
  },
};

function backToPile(t: CrawlTable, p: Permanent): void {
  if (!p.pile) return;
  const pile = p.pile;
  const piles = t.s.encounterPiles;
  const creatures = [...piles[pile].creatures];
  insertSorted(creatures, p.card);
  setPile(t, pile, pileWithCreatures(piles[pile], creatures));
  if (t.consumes) (t.s.defeated as string[]).push(p.card);
  else t.s.defeated = [...t.s.defeated, p.card];
  t.emit({ type: 'defeated', card: p.card, pile });
}

/** A working copy of a crawl's state, for one action (or for reading it as the rules see it). */
export function crawlTable(state: CrawlState, options?: ApplyOptions): CrawlTable {
  return new Table(state, CRAWL_SEATING, options);
}
