import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { legalActions, newGame, readSave, takeAction, writeSave, SCHEMA_VERSION, type GameEvent, type CrawlSave as SaveFile } from '../../src/engine';
import { TERRAINS } from '../../src/engine/colour';
import { nextInt, seedRng } from '../../src/engine/rng';
import type { CrawlState } from '../../src/engine';
import { changedLines, lineHunks } from '../../src/engine/save/line-changes';
import { migrate } from '../../src/engine/save/migrations';
import { schemaText } from '../../scripts/write-schema';
import { inlineSchema, jsonSchema } from '../../src/engine/save/json-schema';
import { explore, explorerAction } from './helpers';

describe('saved-game format: the canonical writer', () => {
  const game = explore(newGame('layout', { startColour: 'W' }), 30);
  const text = writeSave(game);
  const lines = text.split('\n');

  it('writes one hex per line and one log entry per line', () => {
    for (const h of game.state.hexes) {
      const line = `{"q":${h.q},"r":${h.r},"terrain":"${h.terrain}","explored":${h.explored}}`;
      assert.equal(lines.filter((l) => l.trim().replace(/,$/, '') === line).length, 1, line);
    }
    for (const e of game.log) assert.equal(lines.filter((l) => l.trim().startsWith(`{"seq":${e.seq},`)).length, 1);
  });

  it('puts the top-level keys in a fixed order with two-space indents, LF and a final newline', () => {
    assert.deepEqual(
      lines.filter((l) => /^  "/.test(l)).map((l) => l.split('"')[1]),
      ['format', 'schemaVersion', 'setup', 'state', 'log'],
    );
    assert.ok(text.endsWith('\n') && !text.endsWith('\n\n'));
    assert.ok(!text.includes('\r') && !text.includes('\t'));
  });

  it('writes keys in schema order whatever order the object has', () => {
    const shuffled = JSON.parse(text, (_k, v) =>
      v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v,
    );
    assert.equal(writeSave(shuffled), text);
  });

  it('writes imported cards whose abilities are told apart by kind, do and is, not by type, and reads them back', () => {
    const card = {
      name: 'Writer Test Wyrm',
      manaCost: '{3}{R}',
      colours: ['R' as const],
      types: ['Creature' as const],
      subtypes: ['Dragon'],
      power: 3,
      toughness: 3,
      keywords: ['flying'],
      abilities: [
        { kind: 'static' as const, rule: { is: 'blocks-any-number' as const } },
        { kind: 'etb' as const, effects: [{ do: 'searchBasicLand' as const }], optional: true },
        { kind: 'activated' as const, cost: { mana: '{R}' }, effects: [{ do: 'pump' as const, what: 'self' as const, power: 1, toughness: 0 }, { do: 'atNextEndStep' as const, then: 'sacrifice' as const, what: 'self' as const, ifActivated: 4 }] },
        { kind: 'activated' as const, cost: { mana: '{2}' }, effects: [{ do: 'returnToHand' as const, what: 'self' as const }], from: 'graveyard' as const },
      ],
    };
    const withCard = newGame('imported', { cards: [card], encounterCreatures: { Plains: ['Writer Test Wyrm'], Island: ['Writer Test Wyrm'], Swamp: ['Writer Test Wyrm'], Mountain: ['Writer Test Wyrm'], Forest: ['Writer Test Wyrm'] } });
    const written = writeSave(withCard);
    const back = readSave(written);
    assert.ok(back.ok, JSON.stringify(!back.ok && back.problems));
    assert.ok('cards' in back.game.setup);
    assert.deepEqual(back.game.setup.cards, [card]);
    assert.equal(writeSave(back.game), written);
  });

  it('refuses to write a non-integer number', () => {
    const bad = JSON.parse(text);
    bad.state.counters.moves = 2.5;
    assert.throws(() => writeSave(bad), /whole numbers only/);
  });

  it('keeps time and randomness out: the same game writes the same bytes, new game or not', () => {
    assert.equal(writeSave(newGame('same', { distribution: 'd6' })), writeSave(newGame('same', { distribution: 'd6' })));
  });

  it('does not list upcoming draws: piles are stored as sorted multisets', () => {
    for (const pile of Object.values(game.state.encounterPiles)) {
      assert.deepEqual(pile.creatures, [...pile.creatures].sort());
    }
  });

  it('changes only the lines of what an action changed, for every kind of action', function () {
    this.timeout(120_000);
    // A mix of the explorer and random legal actions, over whole games.
    const worst = new Map<string, { changed: number; things: number; text: string }>();
    for (let game = 0; game < 5; game++) {
      let g = newGame(`diff-${game}`, { startColour: 'B', deck: ['green', 'white', 'blue', 'black', 'red'][game] });
      let rng = seedRng(`diff-${game}`);
      let before = writeSave(g);
      for (let i = 0; i < 800 && g.state.phase.type !== 'over'; i++) {
        const roll = nextInt(rng, 4);
        const legal = legalActions(g);
        const pick = nextInt(roll.rng, legal.length);
        rng = pick.rng;
        const action = roll.value === 0 ? legal[pick.value]! : explorerAction(g, game)!;
        const taken = takeAction(g, action);
        assert.ok(taken.ok);
        const after = writeSave(taken.game);
        const changed = changedLines(before, after);
        const things = thingsChanged(g, taken.game);
        assert.ok(changed <= things, `${action.type}: ${changed} lines changed for ${things} things changed (${taken.entry.text})`);
        const kind = kindOf(action.type, taken.events);
        const w = worst.get(kind);
        if (!w || changed > w.changed) worst.set(kind, { changed, things, text: taken.entry.text });
        g = taken.game;
        before = after;
      }
    }
    if (process.env.CRAWL_LINE_FIGURES) for (const [kind, w] of [...worst].sort()) console.log(`${kind}: at most ${w.changed} lines (${w.things} things) — ${w.text}`);
    // Travel on the map touches a handful of lines whatever the size of the game.
    assert.ok(worst.get('move to an explored hex')!.changed <= 4, JSON.stringify(worst.get('move to an explored hex')));
    for (const kind of ['attack', 'block', 'playLand', 'keep']) assert.ok(worst.get(kind)!.changed <= 8, `${kind}: ${JSON.stringify(worst.get(kind))}`);
    for (const kind of ['move to a new hex: a creature', 'move to a new hex: a land']) assert.ok(worst.get(kind)!.changed <= 30, `${kind}: ${JSON.stringify(worst.get(kind))}`);
  });
});

/** The kind of an action, for the figures: a move says where it went. */
function kindOf(type: string, events: readonly GameEvent[]): string {
  if (type !== 'move') return type;
  if (events.some((e) => e.type === 'metCreature')) return 'move to a new hex: a creature';
  if (events.some((e) => e.type === 'foundLand')) return 'move to a new hex: a land';
  return 'move to an explored hex';
}

/**
 * How many lines of the file an action may rightly change: one per item that
 * is new or different in a list written one item per line (hexes, the
 * library, your zones, the battlefield, the log), one per changed member of
 * an object written one member per line (the piles), one per changed
 * one-line value (phase, prompt, token, encounter, defeated, counters, rng,
 * life, the library's bottom, combat), plus two per list whose items changed
 * for its syntax: the comma of an old last line, the brackets of a list that
 * was or becomes empty.
 */
function thingsChanged(a: SaveFile, b: SaveFile): number {
  const sa = a.state;
  const sb = b.state;
  const lists: [readonly unknown[], readonly unknown[]][] = [
    [sa.hexes, sb.hexes],
    [sa.you.library.cards, sb.you.library.cards],
    [sa.you.hand, sb.you.hand],
    [sa.you.graveyard, sb.you.graveyard],
    [sa.you.exile, sb.you.exile],
    [sa.battlefield, sb.battlefield],
    [a.log, b.log],
  ];
  let n = 0;
  for (const [x, y] of lists) {
    const old = new Map<string, number>();
    for (const item of x) old.set(JSON.stringify(item), (old.get(JSON.stringify(item)) ?? 0) + 1);
    let fresh = 0;
    for (const item of y) {
      const k = JSON.stringify(item);
      const left = old.get(k) ?? 0;
      if (left > 0) old.set(k, left - 1);
      else fresh++;
    }
    const changed = fresh > 0 || x.length !== y.length || JSON.stringify(x) !== JSON.stringify(y);
    n += fresh + (changed ? 2 : 0);
  }
  for (const t of TERRAINS) {
    if (JSON.stringify(sa.encounterPiles[t]) !== JSON.stringify(sb.encounterPiles[t])) n++;
    if (JSON.stringify(sa.landPiles?.[t]) !== JSON.stringify(sb.landPiles?.[t])) n++;
  }
  const single = (s: CrawlState) => [s.phase, s.prompt, s.token, s.encounter, s.defeated, s.counters, s.rng, s.you.life, s.you.library.bottom, s.combat];
  const [x, y] = [single(sa), single(sb)];
  x.forEach((v, i) => {
    if (JSON.stringify(v) !== JSON.stringify(y[i])) n++;
  });
  return n;
}

describe('saved-game format: line hunks', () => {
  it('turns two texts into hunks that rebuild the new text', () => {
    const before = 'a\nb\nc\nd\ne\n';
    const after = 'a\nB\nc\ne\nf\n';
    const hunks = lineHunks(before, after);
    const rebuilt = before.split('\n');
    for (const h of [...hunks].reverse()) rebuilt.splice(h.start, h.deleteCount, ...h.insert);
    assert.equal(rebuilt.join('\n'), after);
    assert.equal(changedLines(before, after), 2);
  });
});

describe('saved-game format: the schema', () => {
  it('is published as schemas/crawl.schema.json, matching the definition (run `npm run schema` if not)', () => {
    assert.equal(readFileSync('schemas/crawl.schema.json', 'utf8'), schemaText());
  });

  it('writes each large part that recurs once, under definitions: every $ref expanded gives the schema written out in full', () => {
    const shared = jsonSchema() as { definitions: Record<string, unknown> };
    const expand = (node: unknown): unknown => {
      if (typeof node !== 'object' || node === null) return node;
      if (Array.isArray(node)) return node.map(expand);
      const ref = (node as { $ref?: string }).$ref;
      if (ref !== undefined) return expand(shared.definitions[ref.replace('#/definitions/', '')]);
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, expand(v)]));
    };
    const { definitions, ...rest } = shared;
    assert.ok(Object.keys(definitions).length > 10);
    assert.deepEqual(expand(rest), inlineSchema());
    // A card's definition (in both variants' setups, and again for each face of a card) is written once.
    assert.ok(JSON.stringify(shared).length * 4 < JSON.stringify(inlineSchema()).length);
  });

  it('is contributed for *.crawl.json through jsonValidation', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
    assert.deepEqual(manifest.contributes.jsonValidation, [{ fileMatch: '*.crawl.json', url: './schemas/crawl.schema.json' }]);
  });

  it('accepts every file the writer writes', () => {
    const read = readSave(writeSave(explore(newGame('schema'), 40)));
    assert.ok(read.ok);
  });
});

describe('saved-game format: versions', () => {
  it('refuses a newer version, naming both versions', () => {
    const r = migrate({}, SCHEMA_VERSION + 1);
    assert.ok(!r.ok);
    assert.match(r.message, new RegExp(`schema version ${SCHEMA_VERSION + 1}; this one reads up to ${SCHEMA_VERSION}`));
  });

  it('passes the current version through unchanged', () => {
    const doc = { schemaVersion: SCHEMA_VERSION, x: 1 };
    const r = migrate(doc, SCHEMA_VERSION);
    assert.ok(r.ok);
    assert.equal(r.doc, doc);
  });
});
