import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Playmat } from './harness/browser';
import { readCard, tableGame } from './harness/games';
import { TableHost } from './harness/host';
import { playmatEachTest } from './harness/hooks';

/**
 * Rebound (CR 702.88a) on the playmat in real Chromium: as a turn begins,
 * a card exiled by rebound is offered to cast from exile for nothing, or to
 * leave in exile; the buttons say which, and a click casts it. The card is
 * invented for the test, its text read by the engine's reader as an
 * imported card's would be.
 */
const STUDY = 'Test Quiet Study';
const OUT = join(__dirname, '..', '..', 'artifacts', 'screenshots');

const study = () => readCard({ name: STUDY, manaCost: '{1}{U}', colours: ['U'], types: ['Sorcery'], subtypes: [] }, 'Draw a card.\nRebound');

describe('the table: rebound', () => {
  let p: Playmat;
  playmatEachTest((opened) => (p = opened));

  it('a card exiled by rebound is offered to cast for nothing or to leave in exile; a click casts it', async () => {
    const game = tableGame({ hand: [STUDY], mine: [{ card: 'Island' }, { card: 'Island' }], foes: ['Gray Ogre'], cards: [study()] });
    // Cast from the hand and resolved: in exile, marked to rebound; the host then shows the next turn, which asks.
    const host = new TableHost(p, game);
    await host.show();
    await p.page.locator('crawl-table crawl-card[data-id="100"]').click();
    await host.answer({ type: 'cast', card: 100 }).catch((e: Error) => assert.fail(`cast from the hand: ${e.message}`));
    assert.deepEqual(host.game.state.you.exile, [{ id: 100, card: STUDY, rebound: 'waiting' }]);
    // On to the next turn, as the host would take the player's "end turn" and the encounter's attack.
    const state = structuredClone(host.game.state);
    state.you.exile = [{ id: 100, card: STUDY, rebound: 'cast' }];
    state.prompt = { type: 'rebound', card: STUDY, id: 100 };
    host.game = { ...host.game, state };
    host.version++;
    await host.show();
    const bar = await p.text('crawl-table .prompt');
    assert.match(bar, /Test Quiet Study rebounds: cast it from exile without paying its mana cost, or leave it in exile for good\./, bar);
    const buttons = (await p.page.locator('crawl-table .prompt vscode-button').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
    assert.deepEqual(buttons, [`Cast ${STUDY} from exile without paying its mana cost (rebound)`, `Leave ${STUDY} in exile (not cast)`]);
    mkdirSync(OUT, { recursive: true });
    for (const theme of ['dark', 'light', 'high-contrast'] as const) {
      await p.setTheme(theme);
      await p.settle(100);
      await p.page.screenshot({ path: join(OUT, `rebound-${theme}.png`) });
    }
    await p.page.locator('crawl-table .prompt vscode-button.choice.cast').click();
    assert.match(await host.answer({ type: 'cast', card: 100 }), /Cast Test Quiet Study from exile without paying its mana cost \(rebound\)/);
    assert.deepEqual(host.game.state.you.graveyard.map((c) => c.card), [STUDY]);
  });
});
