import { strict as assert } from 'node:assert';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardLibrary, configureCardLibrary, indexCardFiles, INDEX_FILE, resolveDeckText } from '../../src/extension/card-library';

/**
 * The card library as the extension host uses it (card-library.ts has no
 * vscode import): indexing into a storage folder, and what a file with no
 * cards does to an index already there. The integration test
 * (test/integration/suite/import.test.ts) runs the same through the commands
 * in a real VS Code.
 */
describe('the card library on the host', () => {
  const fixtures = join(__dirname, '../fixtures');
  const cards = join(fixtures, 'import/cards.json');
  const notCards = join(fixtures, 'carddata/not-card-data.json');
  const malformed = join(fixtures, 'carddata/malformed.json');
  let dir = '';

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'crawl-library-'));
    configureCardLibrary(dir, []);
  });
  afterEach(() => {
    configureCardLibrary(undefined, []);
    rmSync(dir, { recursive: true, force: true });
  });

  it('indexes card data into the storage folder, and finds the cards by name', async () => {
    const summary = await indexCardFiles([cards]);
    assert.equal(summary.rebuilt, true);
    assert.deepEqual({ total: summary.total, full: summary.full, partial: summary.partial, manual: summary.manual }, { total: 6, full: 4, partial: 1, manual: 1 });
    assert.ok(existsSync(join(dir, INDEX_FILE)));
    assert.equal(cardLibrary()?.lookup('aether kite')?.def.name, 'Æther Kite');
    // The same files again, unchanged: not indexed again.
    assert.equal((await indexCardFiles([cards])).rebuilt, false);
  });

  it('a file with no cards is refused with its name and why, and the index already stored is kept', async () => {
    await indexCardFiles([cards]);
    const before = readFileSync(join(dir, INDEX_FILE), 'utf8');
    await assert.rejects(indexCardFiles([notCards]), /^Error: not-card-data\.json holds no cards \(not card data .*\)\. The cards indexed before are kept\.$/);
    // Beside a good file too: nothing is indexed from either.
    await assert.rejects(indexCardFiles([cards, malformed]), /malformed\.json holds no cards \(.+\)/);
    assert.equal(readFileSync(join(dir, INDEX_FILE), 'utf8'), before);
    assert.equal(cardLibrary()?.lookup('Hedge Knight')?.def.name, 'Hedge Knight');
  });

  it('with no index yet, a refused file leaves none, and says nothing of cards kept', async () => {
    await assert.rejects(indexCardFiles([notCards]), (e: Error) => !/kept/.test(e.message) && /holds no cards/.test(e.message));
    assert.equal(existsSync(join(dir, INDEX_FILE)), false);
  });

  it('a deck list with names only card data holds, before any is indexed: the hint once, on the first unknown name', () => {
    const read = resolveDeckText('Deck\n4 Island\n4 Æther Kite\n2 Hedge Knight\n4 Serra Angel\n', 'kites.txt');
    assert.ok(!read.ok);
    assert.deepEqual(read.problems.map((p) => p.line), [3, 4]);
    assert.match(read.problems[0]!.message, /no card data is indexed/);
    assert.doesNotMatch(read.problems[1]!.message, /no card data is indexed/);
  });
});
