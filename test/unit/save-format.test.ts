import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { newGame, readSave, writeSave, SCHEMA_VERSION } from '../../src/engine';
import { changedLines, lineHunks } from '../../src/engine/save/line-changes';
import { migrate } from '../../src/engine/save/migrations';
import { schemaText } from '../../scripts/write-schema';
import { explore } from './helpers';

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

  it('changes only the lines of what a move changed, plus at most three bookkeeping lines', () => {
    let g = newGame('diff', { startColour: 'B' });
    for (let i = 0; i < 60; i++) {
      const before = writeSave(g);
      const next = explore(g, 1, i);
      const after = writeSave(next);
      const newHexes = next.state.hexes.length - g.state.hexes.length;
      const explored = next.state.hexes.filter((h) => h.explored).length - g.state.hexes.filter((h) => h.explored).length;
      const encounterChanged = JSON.stringify(next.state.encounter) !== JSON.stringify(g.state.encounter);
      const pilesChanged = Object.keys(next.state.encounterPiles).filter(
        (t) => JSON.stringify((next.state.encounterPiles as any)[t]) !== JSON.stringify((g.state.encounterPiles as any)[t]),
      ).length;
      const tokenChanged = next.state.token.q !== g.state.token.q || next.state.token.r !== g.state.token.r ? 1 : 0;
      // What changed: new hexes, the explored flag, token, encounter, pile, the log
      // entry. Appending to a JSON list also gives the old last line its comma,
      // and the first entry opens the empty "log": [] into three lines.
      const appendSyntax = (newHexes > 0 ? 1 : 0) + (g.log.length === 0 ? 2 : 1);
      const substantive = newHexes + explored + tokenChanged + (encounterChanged ? 1 : 0) + pilesChanged + 1 + appendSyntax;
      const changed = changedLines(before, after);
      assert.ok(changed <= substantive + 3, `move ${i}: ${changed} lines changed for ${substantive} things (${next.log.at(-1)!.text})`);
      g = next;
    }
  });
});

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
