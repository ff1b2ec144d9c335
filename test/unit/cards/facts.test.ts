import { strict as assert } from 'node:assert';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CardDef } from '../../../src/engine/cards/card';
import { BASIC_LANDS } from '../../../src/engine/cards/basics';
import { ENCOUNTER_CREATURES } from '../../../src/engine/cards/encounters';
import { STARTER_CARDS } from '../../../src/engine/cards/pool';
import { TOKEN_CARDS } from '../../../src/engine/cards/starter/tokens';

/**
 * Card facts checked against the real data: the MTGJSON set files in the
 * sibling folder ../shared/carddata. Their rules text is read here only to
 * check our data against it (a protection colour, a vanilla card's blank
 * text), never copied.
 */
const CARDDATA = resolve(__dirname, '../../../../shared/carddata');

interface RealCard {
  readonly name: string;
  readonly number: string;
  readonly manaCost?: string;
  readonly colors: readonly string[];
  readonly supertypes: readonly string[];
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  readonly power?: string;
  readonly toughness?: string;
  readonly keywords?: readonly string[];
  readonly text?: string;
  readonly rarity?: string;
}

interface SetFile {
  readonly data: { readonly cards: readonly RealCard[]; readonly tokens?: readonly RealCard[] };
}

/** Our keyword spelling of MTGJSON's: "First strike" → "first-strike". */
const spelled = (k: string) => k.toLowerCase().replace(/ /g, '-');

const sorted = (xs: readonly string[]) => [...xs].sort();

describe('card facts match the MTGJSON set files (needs ../shared/carddata)', function () {
  const sets = new Map<string, SetFile['data']>();

  before(function () {
    if (!existsSync(resolve(CARDDATA, 'LEA.json')) || !existsSync(resolve(CARDDATA, 'M10.json'))) this.skip();
    for (const code of ['LEA', 'M10']) sets.set(code, (JSON.parse(readFileSync(resolve(CARDDATA, `${code}.json`), 'utf8')) as SetFile).data);
  });

  /** The printing a card names as its source; tokens (TM10) sit in the M10 file. */
  function real(card: CardDef): RealCard {
    assert.ok(card.source, `${card.name} names no source`);
    const { set, number } = card.source;
    const found = set === 'TM10' ? sets.get('M10')?.tokens?.find((t) => t.number === number) : sets.get(set)?.cards.find((c) => c.number === number);
    assert.ok(found, `${card.name}: no card ${set} ${number}`);
    return found;
  }

  /** The facts every card must share with its printing. */
  function checkFacts(card: CardDef, r: RealCard): void {
    assert.equal(card.name.replace(/ \(token\)$/, ''), r.name, `${card.source?.set} ${card.source?.number}`);
    assert.equal(card.manaCost, r.manaCost ?? '', `${card.name} mana cost`);
    assert.deepEqual(sorted(card.colours), sorted(r.colors), `${card.name} colours`);
    assert.deepEqual(card.supertypes ?? [], r.supertypes, `${card.name} supertypes`);
    assert.deepEqual(card.types, r.types.filter((t) => t !== 'Token'), `${card.name} types`);
    assert.deepEqual(card.subtypes, r.subtypes, `${card.name} subtypes`);
    assert.equal(card.power, r.power === undefined ? undefined : Number(r.power), `${card.name} power`);
    assert.equal(card.toughness, r.toughness === undefined ? undefined : Number(r.toughness), `${card.name} toughness`);
    // A card of a deck has its printing's rarity (a shared Landless deck is built by it); a token has none.
    assert.equal(card.rarity, card.token ? undefined : r.rarity, `${card.name} rarity`);
    checkKeywords(card, r);
  }

  /**
   * Our keywords are MTGJSON's, lower-cased and hyphenated, with two
   * readings: MTGJSON's "Protection" is ours with its colour
   * ("protection-from-black", the colour read from the text), and its
   * "Enchant" is our aura ability, not a keyword.
   */
  function checkKeywords(card: CardDef, r: RealCard): void {
    const theirs = (r.keywords ?? []).map(spelled);
    const enchant = theirs.includes('enchant');
    assert.equal(enchant, (card.abilities ?? []).some((a) => a.kind === 'aura'), `${card.name}: Enchant in the data, and only then, is an aura ability`);
    const protections = [...(r.text ?? '').matchAll(/protection from (white|blue|black|red|green)/gi)].map((m) => `protection-from-${m[1]!.toLowerCase()}`);
    const expected = theirs.filter((k) => k !== 'enchant' && k !== 'protection');
    if (theirs.includes('protection')) expected.push(...protections);
    assert.deepEqual(sorted(card.keywords), sorted(expected), `${card.name} keywords`);
  }

  /** A card with no abilities must have no text on its printing but its keywords (and reminder text). */
  function checkVanilla(card: CardDef, r: RealCard): void {
    if ((card.abilities ?? []).length > 0) {
      assert.ok((r.text ?? '').length > 0, `${card.name} has abilities, but its printing has no text`);
      return;
    }
    const pieces = (r.text ?? '')
      .replace(/\([^)]*\)/g, '')
      .split(/[\n,;]/)
      .map((p) => p.trim().toLowerCase())
      .filter((p) => p.length > 0);
    const ours = new Set(card.keywords.map((k) => k.replace(/-/g, ' ')));
    const colours = (p: string) => [...p.matchAll(/(white|blue|black|red|green)/g)].map((m) => `protection from ${m[1]}`);
    for (const p of pieces) {
      const known = ours.has(p) || (p.startsWith('protection from') && colours(p).every((k) => ours.has(k)));
      assert.ok(known, `${card.name} has no abilities, but its printing says more than its keywords: "${p.slice(0, 20)}…"`);
    }
  }

  it('the starter cards', () => {
    for (const card of STARTER_CARDS) {
      const r = real(card);
      checkFacts(card, r);
      checkVanilla(card, r);
    }
  });

  it('the encounter creatures (facts; all are keywords only, but Sengir Vampire, whose growth is data of its own)', () => {
    const more: string[] = [];
    for (const card of ENCOUNTER_CREATURES) {
      const r = real(card);
      checkFacts(card, r);
      try {
        checkVanilla(card, r);
      } catch {
        more.push(card.name);
      }
    }
    // Its +1/+1 counter trigger is data of its own (a "feeds" ability), so it passes the check too.
    assert.deepEqual(more, []);
    const vampire = ENCOUNTER_CREATURES.find((c) => c.name === 'Sengir Vampire')!;
    assert.deepEqual(vampire.abilities, [{ kind: 'feeds', counters: 1 }]);
  });

  it('the tokens (TM10)', () => {
    for (const card of TOKEN_CARDS) {
      assert.equal(card.source?.set, 'TM10', card.name);
      checkFacts(card, real(card));
    }
  });

  it('the basic lands', () => {
    for (const card of BASIC_LANDS) {
      const r = sets.get('LEA')!.cards.find((c) => c.name === card.name);
      assert.ok(r, card.name);
      checkFacts(card, r);
    }
  });

  it('the checks themselves catch a wrong fact and a missing keyword', () => {
    const bolt = STARTER_CARDS.find((c) => c.name === 'Lightning Bolt')!;
    assert.throws(() => checkFacts({ ...bolt, manaCost: '{1}{R}' }, real(bolt)), /mana cost/);
    const knight = ENCOUNTER_CREATURES.find((c) => c.name === 'Black Knight')!;
    assert.throws(() => checkFacts({ ...knight, keywords: ['first-strike', 'protection-from-black'] }, real(knight)), /keywords/);
    assert.throws(() => checkFacts({ ...knight, keywords: ['first-strike'] }, real(knight)), /keywords/);
    const sorcerer = STARTER_CARDS.find((c) => c.name === 'Prodigal Sorcerer')!;
    assert.throws(() => checkVanilla({ ...sorcerer, abilities: [] }, real(sorcerer)), /says more than its keywords/);
  });
});
