import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { newGame } from '../../src/engine';
import { Playmat } from './harness/browser';
import { act, gameMessage, playedGame, tableGame } from './harness/games';
import { TableHost } from './harness/host';
import { browser, harness } from './harness/hooks';

/**
 * The table's questions, each in real Chromium on a table laid out for it:
 * mulligan and bottom, a spell aimed at you, X, a triggered ability's target,
 * an ability, a menu, a choice of foe, paying, discarding, read-only.
 * The engine answers every intent (TableHost), so each click is checked
 * against the rules as well as against the intent expected.
 */
const OUT = join(__dirname, '..', '..', 'artifacts', 'screenshots');

describe('the table: questions, targets, X, abilities, paying', () => {
  let p: Playmat;
  /** A picture of the question on screen, for people to look at (artifacts/screenshots/question-*.png). */
  const shot = async (name: string) => {
    mkdirSync(OUT, { recursive: true });
    await p.page.mouse.move(1275, 795);
    await p.settle(200);
    await p.page.screenshot({ path: join(OUT, `question-${name}.png`) });
  };
  let host: TableHost;
  const card = (id: number) => p.page.locator(`crawl-table crawl-card[data-id="${id}"]`);
  const prompt = () => p.text('crawl-table .prompt');
  const announced = async () => (await p.text('crawl-app .announcer')).replace(/\u00a0/g, '').trim();
  const idOf = (name: string) =>
    host.game.state.you.hand.find((c) => c.card === name)?.id ?? host.game.state.battlefield.find((x) => x.card === name)!.id;

  beforeEach(async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
  });
  afterEach(async () => {
    assert.deepEqual(p.problems, [], 'no console errors');
    assert.deepEqual(await p.violations(), [], 'no CSP violations');
    await p.close();
  });

  const start = async (game: Parameters<typeof tableGame>[0] | ReturnType<typeof newGame>) => {
    host = new TableHost(p, 'setup' in game ? game : tableGame(game));
    await host.show();
  };

  it('the strip under the map of a long crawl (11 creatures, 12 lands in stacks): the hand stays whole, every creature and land shows its edge, and the rows short of room give it up together', async () => {
    const game = playedGame('screenshot', 8);
    assert.equal(game.state.phase.type, 'travel');
    await p.send(gameMessage(game));
    await p.settle(200);
    const rows = await p.page.locator('crawl-table .strip .row').evaluateAll((els) =>
      els.map((row) => {
        const box = row.getBoundingClientRect();
        const cards = Array.from(row.querySelectorAll('crawl-card')).map((c) => c.getBoundingClientRect());
        return {
          zone: (row.querySelector('h3')?.textContent ?? '').replace(/\d+/g, '').trim(),
          cards: cards.length,
          // An edge shows: the card's left side lies inside the row, in front of the next card's.
          edgeless: cards.filter((c, i) => c.left < box.left - 0.5 || c.left + 4 > box.right || (i + 1 < cards.length && cards[i + 1]!.left < c.left + 3.5)).length,
          cutBy: Math.max(0, Math.round((cards.at(-1)?.right ?? 0) - box.right)),
        };
      }),
    );
    const zone = (name: string) => rows.find((r) => r.zone === name)!;
    assert.ok(zone('Creatures').cards >= 10 && zone('Lands').cards >= 10, JSON.stringify(rows));
    assert.deepEqual(rows.map((r) => r.edgeless), rows.map(() => 0), JSON.stringify(rows));
    assert.equal(zone('Hand').cutBy, 0, `the hand is whole: ${JSON.stringify(rows)}`);
    // Without room for every row at its tightest, the two long rows each give up part of their last card, neither all of it.
    for (const r of [zone('Creatures'), zone('Lands')]) assert.ok(r.cutBy < 80, JSON.stringify(rows));
    // A stack's count stays in sight when its row gives up the right of the stack (the lands: a stack of Forests last).
    const counts = await p.page.locator('crawl-table .strip .row').evaluateAll((els) =>
      els.flatMap((row) => {
        const box = row.getBoundingClientRect();
        return Array.from(row.querySelectorAll('.stack-count')).map((c) => {
          const b = c.getBoundingClientRect();
          return { text: c.textContent, inside: b.left >= box.left - 0.5 && b.right <= box.right + 0.5 };
        });
      }),
    );
    assert.ok(counts.length > 0, 'a stack in the strip');
    assert.deepEqual(counts.filter((c) => !c.inside), [], JSON.stringify(counts));
  });

  it('a mulligan (M), then Keep, then the card to put on the bottom, chosen in the hand', async () => {
    await start(newGame('table-mulligan', { preparationRounds: 1 }));
    await p.page.keyboard.press('KeyM');
    assert.match(await host.answer({ type: 'mulligan' }), /mulligan 1: drew a new hand of 7$/);
    assert.match(await prompt(), /Mulligan 1: keep this hand \(then put 1 card on the bottom, keeping 6\), or mulligan again\?/);
    await p.page.locator('crawl-table .prompt #keep').click();
    assert.equal(await host.answer({ type: 'keep' }), 'Kept the opening hand');
    assert.match(await prompt(), /Choose 1 card to put on the bottom of your library\.\s*1 to go/);
    await shot('bottom');
    const hand = host.game.state.you.hand;
    assert.equal(await p.page.locator('crawl-table .hand-zone crawl-card[actionable]').count(), hand.length, 'every card in hand may go');
    const last = hand.at(-1)!;
    await card(last.id).click();
    assert.match(await host.answer({ type: 'bottom', card: last.id }), new RegExp(`^Put ${last.card} on the bottom of the library; preparation round \\(turn 1\\)`));
    assert.match(await p.text('crawl-phase-bar'), /Preparation round 1 of 1/);
    assert.equal(host.game.state.you.hand.length, 6);
  });

  it('Lightning Bolt may target you: your life becomes a target, and a click on it casts', async () => {
    await start({ hand: ['Lightning Bolt'], mine: [{ card: 'Mountain' }], foes: ['Giant Spider'] });
    await card(idOf('Lightning Bolt')).click();
    await host.nothingSent();
    assert.match(await prompt(), /Cast Lightning Bolt: choose a target\s*Giant Spider\s*You\s*Cancel/);
    const life = p.page.locator('crawl-table .life');
    assert.equal(await life.getAttribute('role'), 'button');
    assert.match((await life.getAttribute('aria-label'))!, /Choose you as the target/);
    assert.equal(await card(idOf('Giant Spider')).getAttribute('targetable'), '');
    await shot('target');
    await life.click();
    assert.equal(await host.answer({ type: 'cast', card: 100, target: 'you' }), 'Cast Lightning Bolt targeting you (tapped Mountain); Lightning Bolt dealt 3 damage to you (life 17)');
    assert.equal(await p.text('crawl-table .life .value'), '17');
  });

  it('X: Stream of Life asks for X within what you can pay; Escape cancels; Enter casts', async () => {
    await start({ hand: ['Stream of Life'], mine: [{ card: 'Forest' }, { card: 'Forest' }, { card: 'Forest' }, { card: 'Forest' }] });
    const stream = idOf('Stream of Life');
    await card(stream).click();
    const x = p.page.locator('crawl-table .prompt input#x');
    assert.deepEqual([await x.getAttribute('min'), await x.getAttribute('max'), await x.inputValue()], ['1', '3', '3']);
    assert.match(await announced(), /Cast Stream of Life: choose X, from 1 to 3\. Escape cancels\./);
    // The keyboard is in the input.
    assert.equal(await p.page.evaluate(() => document.querySelector('crawl-app')!.shadowRoot!.querySelector('crawl-table')!.shadowRoot!.activeElement?.id), 'x');
    await p.page.keyboard.press('Escape');
    assert.equal(await x.count(), 0);
    await host.nothingSent();
    await card(stream).click();
    await x.fill('2');
    assert.match(await p.text('crawl-table .prompt .confirm'), /Cast Stream of Life with X = 2/);
    await shot('x');
    await x.press('Enter');
    assert.equal(
      await host.answer({ type: 'cast', card: stream, target: 'you', x: 2 }),
      'Cast Stream of Life with X = 2 targeting you (tapped Forest ×3); gained 2 life (22)',
    );
  });

  it('an X outside the legal values is refused in the table, not sent', async () => {
    await start({ hand: ['Stream of Life'], mine: [{ card: 'Forest' }, { card: 'Forest' }] });
    await card(idOf('Stream of Life')).click();
    const x = p.page.locator('crawl-table .prompt input#x');
    await x.fill('5');
    await x.press('Enter');
    await host.nothingSent();
    assert.match(await announced(), /X must be from 1 to 1\./);
  });

  it('a triggered ability asks for its target, with the foe, your creatures and you to choose from', async () => {
    await start({ hand: ['Sparkmage Apprentice'], mine: [{ card: 'Mountain' }, { card: 'Mountain' }], foes: ['Giant Spider'] });
    await card(idOf('Sparkmage Apprentice')).click();
    assert.equal(await host.answer(), "Cast Sparkmage Apprentice (tapped Mountain ×2); choosing a target for Sparkmage Apprentice's ability");
    assert.match(await prompt(), /Sparkmage Apprentice's ability: choose its target\.\s*Giant Spider\s*Sparkmage Apprentice\s*You/);
    assert.equal(await p.page.locator('crawl-phase-bar vscode-button').count(), 0, 'nothing else until it is answered');
    const spider = idOf('Giant Spider');
    assert.equal(await card(spider).getAttribute('targetable'), '');
    await card(spider).focus();
    await p.page.keyboard.press('Enter');
    assert.equal(
      await host.answer({ type: 'choose', target: spider }),
      "Sparkmage Apprentice's ability targets Giant Spider; Sparkmage Apprentice dealt 1 damage to Giant Spider",
    );
    assert.match((await card(spider).getAttribute('aria-label'))!, /1 damage/);
  });

  it("an ability by click: Prodigal Pyromancer asks for a target, then taps", async () => {
    await start({ hand: [], mine: [{ card: 'Prodigal Pyromancer' }], foes: ['Giant Spider'] });
    const pyro = idOf('Prodigal Pyromancer');
    const spider = idOf('Giant Spider');
    assert.match((await card(pyro).getAttribute('title'))!, /Prodigal Pyromancer: tap: Prodigal Pyromancer deals 1 damage to any target\./);
    await card(pyro).click();
    assert.match(await prompt(), /Prodigal Pyromancer: \{T\}: .* choose a target/);
    await card(spider).click();
    assert.equal(
      await host.answer({ type: 'activate', card: pyro, ability: 0, target: spider }),
      'Activated Prodigal Pyromancer targeting Giant Spider; Prodigal Pyromancer dealt 1 damage to Giant Spider',
    );
    assert.match((await card(pyro).getAttribute('aria-label'))!, /tapped/);
  });

  it('a card that can do two things offers a menu: attack, or its ability', async () => {
    await start({ hand: [], mine: [{ card: 'Fiery Hellhound' }, { card: 'Mountain' }], foes: ['Giant Spider'], step: 'attackers' });
    const hound = idOf('Fiery Hellhound');
    await card(hound).click();
    // Each choice is named in words (its mana symbols drawn, and spelt out for screen readers).
    const choices = await p.page.locator('crawl-table .prompt .choice').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    assert.deepEqual(choices, ['Fiery Hellhound: R: Fiery Hellhound gets +1/+0 until end of turn.', 'Attack Giant Spider with Fiery Hellhound']);
    assert.equal(await p.page.locator('crawl-table .prompt .choice svg.ms[data-symbol="{R}"]').count(), 1);
    assert.match(await announced(), /^Fiery Hellhound: choose what to do/);
    await shot('menu');
    await p.page.locator('crawl-table .prompt .choice', { hasText: 'Attack Giant Spider' }).click();
    assert.equal(await host.answer({ type: 'attack', creature: hound, target: idOf('Giant Spider') }), 'Fiery Hellhound attacks Giant Spider');
    // A second click offers the menu again, and the attack can be taken back.
    await card(hound).click();
    await p.page.locator('crawl-table .prompt .choice', { hasText: 'Stop attacking with Fiery Hellhound' }).click();
    assert.equal(await host.answer(), 'Fiery Hellhound no longer attacks');
  });

  it('with two foes, an attacker asks which one it attacks', async () => {
    await start({ hand: [], mine: [{ card: 'Grizzly Bears' }], foes: ['Giant Spider', 'Scathe Zombies'], step: 'attackers' });
    const bears = idOf('Grizzly Bears');
    await card(bears).click();
    assert.match(await prompt(), /Grizzly Bears attacks which creature\?\s*Giant Spider\s*Scathe Zombies/);
    assert.equal(await p.page.locator('crawl-table .foe-zone crawl-card[size="large"]').count(), 2);
    await card(idOf('Scathe Zombies')).click();
    assert.equal(await host.answer({ type: 'attack', creature: bears, target: idOf('Scathe Zombies') }), 'Grizzly Bears attacks Scathe Zombies');
    await p.page.waitForFunction(() =>
      Boolean(document.querySelector('crawl-app')?.shadowRoot?.querySelector('crawl-table')?.shadowRoot?.querySelector('svg.links .link.attack')),
    );
  });

  it('paying: the chooser lists the lands to tap; Cancel takes the spell back; an option pays', async () => {
    await start({ hand: ['Wind Drake', 'Savannah Lions', 'Zephyr Sprite'], mine: [{ card: 'Island' }, { card: 'Island' }, { card: 'Plains' }, { card: 'Plains' }] });
    const drake = idOf('Wind Drake');
    await card(drake).click();
    assert.equal(await host.answer({ type: 'cast', card: drake }), 'Choosing how to pay for Wind Drake (2 ways)');
    assert.match(await prompt(), /Choose how to pay for Wind Drake\.\s*Tap Island ×2, Plains\s*Tap Island, Plains ×2\s*Cancel/);
    await shot('pay');
    await p.page.locator('crawl-table .prompt .cancel').click();
    assert.equal(await host.answer({ type: 'cancel' }), 'Took back Wind Drake');
    await card(drake).click();
    await host.answer({ type: 'cast', card: drake });
    await p.page.locator('crawl-table .prompt .pay', { hasText: 'Tap Island, Plains ×2' }).click();
    assert.equal(await host.answer({ type: 'pay', option: 1 }), 'Cast Wind Drake (tapped Island, Plains ×2)');
    // An Island is left: the Zephyr Sprite may still be cast.
    assert.equal(await card(idOf('Zephyr Sprite')).getAttribute('actionable'), '');
    assert.equal(await card(idOf('Savannah Lions')).getAttribute('actionable'), null);
  });

  it('at the end of a turn with eight cards, a discard is asked for, with the count', async () => {
    await start({ hand: ['Forest', 'Forest', 'Giant Growth', 'Giant Growth', 'Grizzly Bears', 'Craw Wurm', 'Overrun', 'Web'], step: 'end' });
    await p.page.keyboard.press('KeyN');
    // (The engine's words for this step are its own: only the question that follows is the table's.)
    await host.answer({ type: 'pass' });
    assert.match(await prompt(), /Discard 1 card: your hand holds at most 7\.\s*1 to go/);
    await shot('discard');
    const web = idOf('Web');
    await card(web).click();
    assert.match(await host.answer({ type: 'discard', card: web }), /^Discarded Web/);
    assert.equal(await p.text('crawl-table .grave .value'), '1');
  });

  it('the graveyard opens on demand and lists its cards', async () => {
    let game = tableGame({ hand: ['Giant Growth'], mine: [{ card: 'Forest' }, { card: 'Grizzly Bears' }] });
    game = act(game, { type: 'cast', card: 100, target: 102 });
    await start(game);
    const grave = p.page.locator('crawl-table button.grave');
    assert.equal(await grave.getAttribute('aria-expanded'), 'false');
    await grave.click();
    assert.equal(await grave.getAttribute('aria-expanded'), 'true');
    assert.deepEqual(await p.page.locator('crawl-table crawl-card[data-zone="graveyard"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!.split(',')[0])), ['Giant Growth']);
  });

  it('read-only: the table shows, nothing is marked or sent', async () => {
    const game = tableGame({ hand: ['Forest', 'Grizzly Bears'], mine: [{ card: 'Forest' }], foes: ['Giant Spider'] });
    await p.send(gameMessage(game, { readOnly: true }));
    assert.equal(await p.page.locator('crawl-table crawl-card').count(), 4);
    assert.equal(await p.page.locator('crawl-table crawl-card[targetable], crawl-table crawl-card[actionable]').count(), 0);
    assert.equal(await p.page.locator('crawl-phase-bar vscode-button').count(), 0);
    // Nothing by hand: no ⋯, no life buttons, no Create token, and no menu on a right-click or Shift+F10.
    assert.equal(await p.page.locator('crawl-table .more, crawl-table .life-adjust, crawl-table .token-button').count(), 0);
    await p.page.locator('crawl-table crawl-card[data-id="100"]').click({ button: 'right' });
    await p.page.locator('crawl-table crawl-card[data-id="100"]').press('Shift+F10');
    assert.equal(await p.page.locator('crawl-table .hand-menu [role="menuitem"]').count(), 0);
    await p.page.locator('crawl-table crawl-card[data-id="100"]').click();
    await p.page.keyboard.press('KeyN');
    await p.settle();
    assert.deepEqual(await p.intents(), []);
  });

  it('a refused action shows the engine\'s words, and the table is offered again', async () => {
    await start({ hand: ['Forest'], foes: ['Giant Spider'] });
    await card(100).click();
    await p.settle();
    await p.send({ type: 'rejected', error: { rule: 'magic.land.one-per-turn', message: 'You have already played a land this turn (CR 305.2).' } });
    assert.match(await p.text('crawl-app .rejected'), /You have already played a land this turn/);
    assert.equal(await card(100).getAttribute('actionable'), '');
  });
});
