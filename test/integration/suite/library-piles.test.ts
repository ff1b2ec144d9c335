import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { ShowNewGameMessage } from '../../../src/protocol/messages';
import { act, activate, closeAll, currentView, documentOf, EXTENSION_ID, gameOf, inject, lastPosted, openPlaymat, readDisk, waitFor, writeFile } from './helpers';

/**
 * The new-game form's "from your card library" piles in the real VS Code:
 * card data imported with the real command into global storage, the form's
 * message saying what the library offers, and a game started with the
 * Encounter Piles and Land Pile lands picked from it, whose file carries the
 * cards it uses.
 */
describe('piles from the card library', () => {
  const piles = vscode.Uri.joinPath(vscode.extensions.getExtension(EXTENSION_ID)!.extensionUri, 'test/fixtures/import/pile-cards.json');
  let setting: unknown;

  before(async () => {
    await activate();
    setting = vscode.workspace.getConfiguration('crawl').get('cardData');
  });
  afterEach(closeAll);
  after(async () => {
    await vscode.workspace.getConfiguration('crawl').update('cardData', setting === undefined || (Array.isArray(setting) && setting.length === 0) ? undefined : setting, vscode.ConfigurationTarget.Global);
  });

  it('imported card data fills the Encounter Piles and the Land Pile lands of a new game, stored in its file', async function () {
    this.timeout(60_000);
    // The form is open before the card data is imported: no library yet (or, after the import tests, one too small for the piles).
    const uri = await writeFile('library-piles.crawl.json', '');
    const before = (await openPlaymat(uri)) as ShowNewGameMessage;
    assert.equal(before.type, 'newGame');
    assert.match(before.library?.encounters.reason ?? '', /^(Import card data first: Crawl: Import Card Data…|each pile needs 8 creatures)/);

    const summary = await vscode.commands.executeCommand<{ total: number } | undefined>('crawl.importCardData', piles, [piles]);
    assert.equal(summary?.total, 50);
    // The open form is drawn again with what the library now offers.
    const form = await waitFor('the form to hear of the new card library', async () => {
      const m = await lastPosted(uri);
      return m?.type === 'newGame' && m.library?.encounters.count === 44 ? m : undefined;
    });
    assert.deepEqual(form.library, { indexed: true, encounters: { count: 44 }, lands: { count: 4, multicolour: 3, colourless: 1 } });

    // A goal naming a built-in creature cannot be met by piles picked from the library: refused, saying why.
    const refused = await inject(uri, {
      type: 'startGame',
      seed: 'library',
      options: { encounterPiles: 'library', goals: [{ type: 'defeat', creature: 'Craw Wurm' }] },
      version: form.version,
    });
    assert.ok(refused.status === 'rejected' && /not in the Encounter Piles picked from your card library/.test(refused.error.message), JSON.stringify(refused));

    const outcome = await inject(uri, {
      type: 'startGame',
      seed: 'library',
      options: {
        encounterPiles: 'library',
        landPileLands: 'library',
        expansions: { multicolourLands: true, colourlessLands: true },
        goals: [{ type: 'defeat-colour', colour: 'R' }],
      },
      version: form.version,
    });
    assert.deepEqual(outcome, { status: 'applied' });
    await vscode.commands.executeCommand('workbench.action.files.saveAll');
    const game = gameOf(await readDisk(uri));
    const inPiles = Object.values(game.setup.encounterCreatures).flat();
    assert.equal(inPiles.length, 40);
    assert.ok(inPiles.includes('Kilnborn Brute') || inPiles.includes('Slagpit Ogre'), 'creatures from the imported file');
    assert.deepEqual(game.setup.options.expansions?.colourlessLands, ['Ruined Quarry']);
    const carried = new Set((game.setup.cards ?? []).map((c) => c.name));
    for (const name of [...inPiles, ...(game.setup.options.expansions?.multicolourLands ?? []), 'Ruined Quarry']) assert.ok(carried.has(name), `${name} is stored in the file`);

    // And it plays on the playmat.
    const view = await currentView(uri);
    assert.deepEqual(await act(uri, { type: 'keep' }, view.version), { status: 'applied' });
    await currentView(uri);
    assert.equal(gameOf(documentOf(uri).getText()).log.length, 1);
  });
});
