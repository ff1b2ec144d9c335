import { STARTER_DECKS } from '../../cards/decks';
import { WEAKENING_CARDS } from '../../cards/crawl-cards';
import type { OptionSpecs } from '../command-line';
import { DIFFICULTIES, WEAKENING_ENCHANTMENT } from './difficulty';
import { DEFAULT_COLOURLESS_LANDS, DEFAULT_ENCOUNTER_SPELLS, DEFAULT_MULTICOLOUR_LANDS } from './expansions';

/**
 * Magic Crawl's options on the command line, by name and kind (parseArgs
 * takes them so), and their help as `crawl new --help` prints it.
 */

/** The settings of a new game. */
export const SETTINGS = {
  deck: { kind: 'text' },
  life: { kind: 'text' },
  preparation: { kind: 'text' },
  goal: { kind: 'text', multiple: true },
  distribution: { kind: 'text' },
  'start-colour': { kind: 'text' },
  'start-color': { kind: 'text' },
  'opponent-spells': { kind: 'text' },
  landless: { kind: 'flag' },
  'mapped-mana': { kind: 'flag' },
  difficulty: { kind: 'text' },
  format: { kind: 'text' },
  'multicolour-lands': { kind: 'text' },
  'colourless-lands': { kind: 'text' },
  'encounter-spells': { kind: 'text' },
  'replace-defeated': { kind: 'flag' },
  'extra-foes': { kind: 'flag' },
  'keyword-roll': { kind: 'flag' },
  weakening: { kind: 'text' },
} as const satisfies OptionSpecs;

/** The player's own files a new game is set up from. */
export const FILES = {
  'deck-file': { kind: 'file' },
  cards: { kind: 'file', multiple: true },
  encounters: { kind: 'file' },
  lands: { kind: 'file' },
} as const satisfies OptionSpecs;

export const SETTINGS_HELP = `  --deck D             your deck (default green), one of
                       ${STARTER_DECKS.map((d) => d.id).join(', ')}
  --life N             starting life (default 20; 40 for a Commander deck)
  --preparation N      preparation rounds before the first move (default 3)
  --goal G             what wins: reach:Q,R (enter the hex at axial Q,R) or
                       defeat:"Card Name" (an encounter creature); give it
                       twice for two goals, both to be met. Default: reach a
                       hex four steps away, in a direction the seed picks
  --distribution D     how terrain is drawn: standard (the Setup Land Piles,
                       default), adjusted (the larger Adjusting piles) or d6
                       (the 1d6 table)
  --start-colour C     colour of the start hex: W, U, B, R, G (or Plains,
                       Island, Swamp, Mountain, Forest), or random (default)
  --opponent-spells S  spells that would target an opponent: remove (from
                       the deck at setup, default) or discard (when drawn)
  --landless           Landless MTG: the deck's land cards are left out, and
                       any card may be played as a land
  --mapped-mana        mana only from mapped lands: the deck's land cards are
                       left out, and each hex you enter gives you its land
  --format F           constructed (20 life, default) or commander (40 life)
  --difficulty D       a preset of the Adjusting options, scaled to the
                       format's life (explicit options below override it):
${DIFFICULTIES.map((d) => `                       ${d.id}: ${d.summary}`).join('\n')}
Expanding (a list is card names split by commas, or "default"):
  --multicolour-lands L  multicolour lands in the Land Piles (default:
                       ${DEFAULT_MULTICOLOUR_LANDS.join(', ')})
  --colourless-lands L colourless lands in the Land Piles (default:
                       ${DEFAULT_COLOURLESS_LANDS.join(', ')}); defeating a creature
                       on one brings an artifact from your library
  --encounter-spells L an instant or sorcery in Encounter Piles, cast at you
                       when drawn (default: ${DEFAULT_ENCOUNTER_SPELLS.join(', ')})
  --replace-defeated   defeated creatures leave the game; new ones replace them
Adjusting:
  --extra-foes         each encounter brings one creature more than you control
  --keyword-roll       roll 1d6 for each creature met: on a 6 it gains a
                       keyword by its colour
  --weakening CARD     an enchantment weakening your creatures, the foes' from
                       the start: ${WEAKENING_CARDS.map((c) => c.name).join(' or ')}
                       ("default": ${WEAKENING_ENCHANTMENT})
More goals: --goal colour:B (defeat every black encounter creature),
            --goal find:"Rod of Ruin" (have that artifact in hand)
`;

export const FILES_HELP = `  --deck-file FILE     your own deck: an MTG Arena export, an MTGO .dek file or
                       a plain list ("4 Lightning Bolt", "4x …", "SB: …"); - reads
                       it from standard input. Cards are looked up in Crawl's
                       own pool, then in --cards. A Commander list starts at 40
                       life; the sideboard and companion are not played
  --cards FILE         card data (Scryfall or MTGJSON JSON) or a card index
                       (crawl cards index) for cards Crawl does not ship; give it
                       once per file. Default: the index at $CRAWL_CARD_INDEX or
                       ~/.crawl/card-index.json, when there is one
  --encounters FILE    the Encounter Piles' creatures, as a list ("1 Name" lines):
                       8 per colour, multicolour and colourless ones fill any of
                       their colours' piles; with more, the seed picks
  --lands FILE         nonbasic lands for the Land Piles (Expanding): up to 5
                       multicolour and 5 colourless lands, as a list
`;

export const TODAY_HELP = `  --today              Today's Crawl: the same map and encounters for everyone
                       on the same date (UTC). The seed is daily-YYYY-MM-DD and
                       the options are fixed (Normal difficulty); only the deck
                       is yours (--deck or --deck-file). Without FILE it is saved
                       as crawl-YYYY-MM-DD.crawl.json here, and an existing one
                       is left as it is
`;
