// The card index figures for `npm run bench`: index 30,000 cards (target: within
// 5 s and 500 MB) and look a name up (target: within 1 ms). A synthetic file
// shaped like Scryfall's bulk oracle-cards data (every field Scryfall sends,
// about as large per card) is written to a temporary folder, then indexed in a
// child process, so its peak memory is the indexing's alone.
//   tsx bench/card-index.ts            prints the figures as a table
//   tsx bench/card-index.ts child F    (internal) indexes F and prints JSON
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCardIndex, parseCardIndex, serialiseIndex } from '../src/engine/import/card-index';
import { checked, median, notMeasured, summary, type Row } from './measure';

const CARDS = 30_000;
const COLOURS = ['W', 'U', 'B', 'R', 'G'];
const KEYWORD_LINES = ['Flying', 'First strike', 'Trample', 'Vigilance, reach', 'Deathtouch', 'Haste', 'Lifelink'];
const OTHER_LINES = [
  'When this creature enters, you gain 2 life.',
  '{T}: This deals 1 damage to any target.',
  'Whenever another creature you control dies, draw a card.',
  'Creatures you control get +1/+0 as long as it is your turn.',
];
const FORMATS = ['standard', 'future', 'historic', 'timeless', 'gladiator', 'pioneer', 'explorer', 'modern', 'legacy', 'pauper', 'vintage', 'penny', 'commander', 'oathbreaker', 'standardbrawl', 'brawl', 'alchemy', 'paupercommander', 'duel', 'oldschool', 'premodern', 'predh'];

/** Made-up but distinct names with accents here and there, as real names have. */
function nameOf(i: number): string {
  const a = ['Ash', 'Brine', 'Cinder', 'Dusk', 'Ember', 'Frost', 'Gloom', 'Hollow', 'Iron', 'Jade', 'Kelp', 'Lumen', 'Moss', 'Night', 'Óak', 'Pyre'];
  const b = ['walker', 'fang', 'warden', 'seer', 'hound', 'drake', 'sprite', 'golem', 'knight', 'wisp'];
  return `${a[i % a.length]}${b[Math.floor(i / a.length) % b.length]} of ${['the Vale', 'Lóren', 'Æsir Hill', 'the Deep'][i % 4]} ${Math.floor(i / 160) + 1}`;
}

function card(i: number): object {
  const colour = COLOURS[i % 5]!;
  const creature = i % 3 !== 2;
  const land = i % 29 === 0;
  const text = land ? `{T}: Add {${colour}}.` : [KEYWORD_LINES[i % KEYWORD_LINES.length], i % 4 === 0 ? OTHER_LINES[i % OTHER_LINES.length] : ''].filter(Boolean).join('\n');
  const id = `${(i * 2654435761 >>> 0).toString(16).padStart(8, '0')}-1234-4abc-9def-${String(i).padStart(12, '0')}`;
  const img = (kind: string) => `https://cards.scryfall.io/${kind}/front/${id[0]}/${id[1]}/${id}.jpg?1562902940`;
  return {
    object: 'card', id, oracle_id: id.replace('1234', '5678'), multiverse_ids: [100000 + i], mtgo_id: 50000 + i, arena_id: 70000 + i, tcgplayer_id: 200000 + i, cardmarket_id: 300000 + i,
    name: nameOf(i), lang: 'en', released_at: '2020-01-01', uri: `https://api.scryfall.com/cards/${id}`, scryfall_uri: `https://scryfall.com/card/tst/${i}/x?utm_source=api`,
    layout: 'normal', highres_image: true, image_status: 'highres_scan',
    image_uris: { small: img('small'), normal: img('normal'), large: img('large'), png: img('png'), art_crop: img('art_crop'), border_crop: img('border_crop') },
    mana_cost: land ? '' : `{${1 + (i % 5)}}{${colour}}`, cmc: land ? 0 : 2 + (i % 5),
    type_line: land ? 'Land' : creature ? 'Creature — Beast' : i % 2 ? 'Instant' : 'Enchantment',
    oracle_text: text, ...(creature && !land ? { power: String(1 + (i % 6)), toughness: String(1 + (i % 5)) } : {}),
    colors: land ? [] : [colour], color_identity: [colour], keywords: text.startsWith('{') ? [] : [KEYWORD_LINES[i % KEYWORD_LINES.length]!],
    legalities: Object.fromEntries(FORMATS.map((f, k) => [f, (i + k) % 3 ? 'legal' : 'not_legal'])),
    games: ['paper', 'mtgo', 'arena'], reserved: false, foil: true, nonfoil: true, finishes: ['nonfoil', 'foil'], oversized: false, promo: false, reprint: i % 2 === 0, variation: false,
    set_id: 'a1b2c3d4-0000-4000-8000-000000000000', set: 'tst', set_name: 'Test Set', set_type: 'expansion', set_uri: 'https://api.scryfall.com/sets/a1b2c3d4', set_search_uri: 'https://api.scryfall.com/cards/search?order=set&q=e%3Atst',
    scryfall_set_uri: 'https://scryfall.com/sets/tst?utm_source=api', rulings_uri: `https://api.scryfall.com/cards/${id}/rulings`, prints_search_uri: `https://api.scryfall.com/cards/search?order=released&q=oracleid%3A${id}`,
    collector_number: String(i + 1), digital: false, rarity: ['common', 'uncommon', 'rare', 'mythic'][i % 4], flavor_text: 'Somewhere past the last hex, the map draws itself.',
    card_back_id: '0aeebaf5-8c7d-4636-9e82-8c27447861f7', artist: 'A. Painter', artist_ids: ['00000000-0000-4000-8000-000000000001'], illustration_id: id, border_color: 'black', frame: '2015', full_art: false, textless: false, booster: true, story_spotlight: false,
    edhrec_rank: i + 1, penny_rank: i + 1, prices: { usd: '0.10', usd_foil: '0.25', usd_etched: null, eur: '0.08', eur_foil: '0.20', tix: '0.02' },
    related_uris: { gatherer: `https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid=${100000 + i}`, tcgplayer_infinite_articles: 'https://infinite.tcgplayer.com/search?q=x', tcgplayer_infinite_decks: 'https://infinite.tcgplayer.com/search?q=y', edhrec: 'https://edhrec.com/route/?cc=x' },
    purchase_uris: { tcgplayer: 'https://www.tcgplayer.com/product/1', cardmarket: 'https://www.cardmarket.com/en/Magic/Products/Search?searchString=x', cardhoarder: 'https://www.cardhoarder.com/cards/1' },
  };
}

function child(file: string): void {
  const started = performance.now();
  const built = buildCardIndex([{ path: file, content: readFileSync(file), ...statSync(file) }]);
  const serialised = serialiseIndex(built.index);
  writeFileSync(`${file}.index.json`, serialised);
  const seconds = (performance.now() - started) / 1000;
  const peakMb = process.resourceUsage().maxRSS / 1024;

  const loadStarted = performance.now();
  const loaded = parseCardIndex(readFileSync(`${file}.index.json`, 'utf8'));
  if (!loaded.ok) throw new Error(loaded.message);
  const loadMs = performance.now() - loadStarted;

  // Lookups as a player types them: any case, accents dropped, one miss in ten.
  const names = Array.from({ length: 20_000 }, (_, i) => (i % 10 === 9 ? `No Such Card ${i}` : nameOf((i * 7919) % CARDS).normalize('NFD').replace(/\p{M}/gu, '').toUpperCase()));
  let found = 0;
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    const t0 = process.hrtime.bigint();
    for (const n of names) if (loaded.index.lookup(n)) found++;
    times.push(Number(process.hrtime.bigint() - t0) / 1e3 / names.length);
  }
  const c = built.index.counts();
  process.stdout.write(JSON.stringify({ cards: c.total, full: c.full, partial: c.partial, manual: c.manual, problems: built.problems.length, seconds, peakMb, indexMb: serialised.length / 1024 / 1024, loadMs, lookupUs: median(times), found: found / 5 }));
}

export interface IndexFigures {
  cards: number;
  full: number;
  partial: number;
  manual: number;
  problems: number;
  seconds: number;
  peakMb: number;
  indexMb: number;
  loadMs: number;
  lookupUs: number;
  found: number;
  inputMb: number;
}

/** Writes the synthetic file, indexes it in a child process, and returns the figures (or why there are none). */
export function measureCardIndex(): IndexFigures | string {
  const dir = mkdtempSync(join(tmpdir(), 'crawl-bench-cards-'));
  try {
    const file = join(dir, 'oracle-cards.json');
    // Scryfall writes its bulk files one card per line.
    writeFileSync(file, `[\n${Array.from({ length: CARDS }, (_, i) => JSON.stringify(card(i))).join(',\n')}\n]\n`);
    const inputMb = statSync(file).size / 1024 / 1024;
    const run = spawnSync(process.execPath, ['--import', 'tsx', __filename, 'child', file], { encoding: 'utf8', timeout: 300_000, maxBuffer: 1 << 20 });
    if (run.status !== 0) return (run.stderr || run.error?.message || `exit ${run.status}`).trim().split('\n').slice(-3).join(' ');
    return { ...(JSON.parse(run.stdout) as Omit<IndexFigures, 'inputMb'>), inputMb };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints the details and returns the rows for the summary table. */
export function cardIndexRows(): Row[] {
  const cards = `indexing ${CARDS.toLocaleString('en')} cards`;
  const names = [`${cards}: time`, `${cards}: peak memory`, 'card lookup by name (any case, no accents)'] as const;
  const f = measureCardIndex();
  if (typeof f === 'string') return [notMeasured(names[0], f, '≤ 5 s'), notMeasured(names[1], f, '≤ 500 MB'), notMeasured(names[2], f, '≤ 1 ms')];
  console.log(
    `Card index: a Scryfall-shaped bulk file of ${f.cards.toLocaleString('en')} distinct cards (${f.inputMb.toFixed(0)} MB) read, imported, classified, checked and written; ` +
      `${f.full.toLocaleString('en')} full, ${f.partial.toLocaleString('en')} partial, ${f.manual.toLocaleString('en')} manual; index file ${f.indexMb.toFixed(1)} MB, ` +
      `loaded back in ${f.loadMs.toFixed(0)} ms; ${f.found.toLocaleString('en')} of 20,000 lookups found (one in ten is a miss)`,
  );
  return [
    checked(names[0], `${f.seconds.toFixed(2)} s`, '≤ 5 s', f.seconds <= 5),
    checked(names[1], `${f.peakMb.toFixed(0)} MB`, '≤ 500 MB', f.peakMb <= 500),
    checked(names[2], `${f.lookupUs.toFixed(2)} µs median`, '≤ 1 ms', f.lookupUs <= 1000),
  ];
}

if (process.argv[2] === 'child') child(process.argv[3]!);
else if (require.main === module) console.log(summary(cardIndexRows()));
