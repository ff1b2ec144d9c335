import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { takeAction, type CrawlSave } from '../../src/engine';
import type { CardDef } from '../../src/engine/cards/card';
import type { CardDefData } from '../../src/engine/cards/card-schema';
import { readRulesText } from '../../src/engine/import/oracle';
import { Playmat } from './harness/browser';
import { tableGame } from './harness/games';
import { TableHost } from './harness/host';
import { playmatEachTest } from './harness/hooks';

/**
 * A werewolf on the playmat in real Chromium: after a turn with no spell
 * cast it has transformed by itself at your upkeep, and the card shows its
 * back face and says which card it is. The faces' text is read by the
 * engine's rules-text reader as an imported card's would be.
 */
const OUT = join(__dirname, '..', '..', 'artifacts', 'screenshots');

function face(name: string, cost: string, pt: [number, number], text: string, keywords: string[] = []): CardDef {
  const r = readRulesText(text, name, { types: ['Creature'] });
  assert.equal(r.unread, 0);
  return { name, manaCost: cost, colours: ['G'], types: ['Creature'], subtypes: ['Human', 'Werewolf'], power: pt[0], toughness: pt[1], keywords, abilities: r.abilities };
}

const FRONT = face('Test Moon Watcher', '{1}{G}', [2, 2], 'At the beginning of each upkeep, if no spells were cast last turn, transform ~.');
const BACK = face('Test Moon Stalker', '', [4, 3], 'At the beginning of each upkeep, if a player cast two or more spells last turn, transform ~.', ['trample']);
const WOLF: CardDef = { ...FRONT, name: 'Test Moon Watcher // Test Moon Stalker', layout: 'transform', faces: [FRONT, BACK], automation: 'full' };

describe('the table: a werewolf transforms', () => {
  let p: Playmat;
  playmatEachTest((opened) => (p = opened));

  it('after a turn without a spell, at your upkeep it shows its back face, and says which card it is', async () => {
    let game: CrawlSave = tableGame({ hand: [], mine: [{ card: WOLF.name }, { card: 'Forest' }], foes: ['Llanowar Elves'], cards: [WOLF as CardDefData] });
    const wolf = game.state.battlefield.find((q) => q.card === WOLF.name)!.id;
    for (let i = 0; i < 6 && game.state.battlefield.find((q) => q.id === wolf)?.card === WOLF.name; i++) {
      const taken = takeAction(game, i === 0 ? { type: 'endTurn' } : { type: 'pass' });
      assert.ok(taken.ok, taken.ok ? '' : taken.error.message);
      game = taken.game as CrawlSave;
    }
    assert.equal(game.state.battlefield.find((q) => q.id === wolf)?.card, 'Test Moon Stalker');
    const host = new TableHost(p, game);
    await host.show();
    const card = p.page.locator(`crawl-table crawl-card[data-id="${wolf}"]`);
    await card.waitFor();
    const label = (await card.getAttribute('aria-label')) ?? '';
    assert.match(label, /Test Moon Stalker/, label);
    assert.match(label, /4\/3/, 'its back face\'s power and toughness');
    assert.match(label, /trample/i);
    assert.match(label, /Test Moon Watcher \/\/ Test Moon Stalker, showing Test Moon Stalker/, 'the card it is');
    assert.ok(await p.page.getByText(/transformed into Test Moon Stalker/i).first().isVisible(), 'the log says so');
    mkdirSync(OUT, { recursive: true });
    for (const theme of ['dark', 'light', 'high-contrast'] as const) {
      await p.setTheme(theme);
      await p.settle(100);
      await p.page.screenshot({ path: join(OUT, `transform-${theme}.png`) });
    }
  });
});
