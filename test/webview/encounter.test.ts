import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { encounterGame } from './harness/games';
import { Playmat } from './harness/browser';
import { TableHost } from './harness/host';
import { browser, harness } from './harness/hooks';

const OUT = join(__dirname, '..', '..', 'artifacts', 'screenshots');

/**
 * One encounter, played through the webview in real Chromium as a player
 * would: keep the opening hand, walk into a hex with a creature, take its
 * hit, play lands and creatures, block, attack, and win with a pump spell
 * aimed from the keyboard. The engine plays the host's part (TableHost);
 * every step checks the board, the log and what is announced.
 *
 * The game: seed "crawl-84", the green starter deck, no preparation rounds,
 * the start hex a Forest, and one goal: defeat Giant Spider (2/4, reach),
 * which waits in the hex to the east.
 */
describe('an encounter played through the webview', function () {
  this.timeout(120_000);
  let p: Playmat;
  let host: TableHost;
  const shot = (name: string) => p.page.screenshot({ path: join(OUT, `encounter-${name}.png`) });
  const card = (id: number) => p.page.locator(`crawl-table crawl-card[data-id="${id}"]`);
  const zone = (z: string) => p.page.locator(`crawl-table crawl-card[data-zone="${z}"]`);
  const idsIn = async (z: string) => (await zone(z).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-id')))));
  const namesIn = async (z: string) => zone(z).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!.split(',')[0]!));
  const announced = async () => (await p.text('crawl-app .announcer')).replace(/\u00a0/g, '').trim();
  const logTop = async () => (await p.page.locator('crawl-game-log li .text').first().innerText()).replace(/^\d+\.\s*/, '');
  const life = async () => Number(await p.page.locator('crawl-table .life .value').innerText());
  /** The copy of a card on top of its stack in hand (copies lie in a stack; a player clicks the top one). */
  const handId = (name: string) => host.game.state.you.hand.filter((c) => c.card === name).at(-1)!.id;
  const mine = (name: string) => host.game.state.battlefield.find((x) => x.controller === 'you' && x.card === name)!;
  const spider = () => host.game.state.battlefield.find((x) => x.controller === 'foe');
  const focused = () =>
    p.page.evaluate(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return el ? { tag: el.tagName.toLowerCase(), id: el.getAttribute('data-id'), elementId: el.id } : null;
    });

  before(async () => {
    mkdirSync(OUT, { recursive: true });
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
    const game = encounterGame();
    host = new TableHost(p, game);
    await host.show();
  });

  after(async () => {
    assert.deepEqual(p.problems, [], 'no console errors');
    assert.deepEqual(await p.violations(), [], 'no CSP violations');
    await p.close();
  });

  it('opens on the opening hand: seven cards, Keep and Mulligan over them, K keeps', async () => {
    assert.match(await p.text('crawl-phase-bar'), /Opening hand/);
    // Lands first, copies in a stack.
    assert.deepEqual(await namesIn('hand'), ['Forest', 'Forest', 'Forest', 'Forest', 'Centaur Courser', 'Llanowar Elves', 'Ant Queen']);
    assert.equal(await p.text('crawl-table .hand-zone .stack-count'), '×4');
    assert.match(await p.text('crawl-table .prompt'), /Keep this hand of 7, or mulligan\?\s*Keep\s*Mulligan/);
    assert.match(await p.text('crawl-side-panel .goals'), /Defeat Giant Spider\s*not met yet/);
    // The keyboard starts on Keep.
    assert.equal((await focused())?.elementId, 'keep');
    await shot('1-opening-hand');
    await p.page.keyboard.press('KeyK');
    assert.equal(await host.answer({ type: 'keep' }), 'Kept the opening hand; choose the next hex');
    assert.equal(await announced(), 'Kept the opening hand; choose the next hex');
  });

  it('travel: the map takes the room, and D then Enter walks east into the Giant Spider', async () => {
    assert.match(await p.text('crawl-phase-bar'), /Travel\s*Choose the next hex/);
    assert.equal(await p.page.locator('crawl-table').getAttribute('layout'), 'strip');
    assert.ok(!(await p.page.locator('crawl-hex-board').getAttribute('compact')), 'the map is not the small one');
    await shot('2-travel');
    // The keyboard is on the map.
    assert.equal((await focused())?.tag, 'div');
    await p.page.keyboard.press('KeyD');
    await p.page.keyboard.press('Enter');
    const line = await host.answer({ type: 'move', to: { q: 1, r: 0 } });
    assert.equal(line, 'Moved to the Forest at (1,0); mapped 3 hexes; met Giant Spider from the Green pile; Giant Spider attacks you');
    assert.equal(await logTop(), line);
  });

  it('the encounter: the creature large, attacking you; the map small beside the table', async () => {
    assert.equal(await p.page.locator('crawl-table').getAttribute('layout'), 'full');
    assert.equal(await p.page.locator('crawl-hex-board').getAttribute('compact'), '');
    const foe = p.page.locator('crawl-table .foe-zone crawl-card');
    assert.equal(await foe.getAttribute('size'), 'large');
    assert.match((await foe.getAttribute('aria-label'))!, /^Giant Spider, 3 G, Creature — Spider, 2\/4, reach, haste, tapped, attacking/);
    assert.match(await p.text('crawl-table .foe-zone h3'), /from the Green pile, at \(1,0\)/);
    assert.match(await p.text('crawl-table .combat-note'), /Giant Spider attacks you — unblocked/);
    assert.match(await p.text('crawl-phase-bar'), /The foe attacks.*Next: Combat damage/);
    assert.match(await p.text('crawl-side-panel .goals'), /Defeat Giant Spider\s*fighting it now/);
    // Your life says who attacks it.
    assert.match(await p.text('crawl-table .life'), /20 \/ 20 Giant Spider/);
    assert.match((await p.page.locator('crawl-table .life').getAttribute('aria-label'))!, /^Life 20 of 20; attacked by Giant Spider$/);
    await shot('3-foe-attacks');
  });

  it('with no creature to block, Next takes the hit: life 20 → 18', async () => {
    await p.page.locator('crawl-phase-bar #next').click();
    const line = await host.answer({ type: 'pass' });
    assert.equal(line, 'No blocks; Giant Spider dealt 2 damage to you (life 18); turn 1');
    assert.equal(await life(), 18);
    assert.match(await p.text('crawl-phase-bar'), /Encounter · turn 1/);
    assert.equal(await p.page.locator('crawl-phase-bar li[aria-current="step"]').innerText(), 'Main 1');
    assert.equal(await p.page.locator('crawl-table svg.links .link').count(), 0, 'combat is over');
  });

  it('a click on a Forest in hand plays it; mana shows one green', async () => {
    const forest = handId('Forest');
    assert.equal(await card(forest).getAttribute('actionable'), '', 'a land you may play is marked');
    assert.equal(await card(forest).getAttribute('targetable'), null, 'as something to do, not as a target');
    assert.equal(await card(handId('Ant Queen')).getAttribute('actionable'), null, 'a card you cannot cast is not');
    await card(forest).click();
    assert.equal(await host.answer({ type: 'playLand', card: forest }), 'Played Forest');
    assert.deepEqual(await namesIn('lands'), ['Forest']);
    assert.equal(await p.page.locator('crawl-table .mana .cost').getAttribute('data-cost'), '{G}');
    // Only one land a turn: the other Forests are no longer marked.
    assert.equal(await card(handId('Forest')).getAttribute('actionable'), null);
  });

  it('Llanowar Elves is cast from the keyboard: arrows to it, Enter', async () => {
    const elves = handId('Llanowar Elves');
    const hand = await idsIn('hand');
    await card(hand[0]!).focus();
    for (let i = 0; i < hand.indexOf(elves); i++) await p.page.keyboard.press('ArrowRight');
    assert.equal((await focused())?.id, String(elves));
    await p.page.keyboard.press('Enter');
    assert.equal(await host.answer({ type: 'cast', card: elves }), 'Cast Llanowar Elves (tapped Forest)');
    assert.deepEqual(await namesIn('creatures'), ['Llanowar Elves']);
    assert.match((await card(elves).getAttribute('aria-label'))!, /Llanowar Elves, G, Creature — Elf Druid, 1\/1, summoning sick/);
    assert.match(await p.text('crawl-table .mana'), /no mana/);
    // The keyboard stays in the hand.
    assert.equal((await focused())?.tag, 'crawl-card');
  });

  it('N goes on: no attacker can attack yet, so to the end step, then the foe attacks again', async () => {
    assert.match(await p.text('crawl-phase-bar #next'), /Next: End step/);
    await p.page.keyboard.press('KeyN');
    assert.equal(await host.answer({ type: 'pass' }), 'End step');
    assert.equal(await p.page.locator('crawl-phase-bar li[aria-current="step"]').innerText(), 'End');
    assert.match(await p.text('crawl-phase-bar #next'), /Next: Foe's turn/);
    await p.page.keyboard.press('KeyN');
    assert.equal(await host.answer({ type: 'pass' }), 'Giant Spider attacks you');
    assert.match(await p.text('crawl-phase-bar'), /The foe attacks/);
  });

  it('the foe attacks: your untapped Elves could block; you take the hit instead (life 16) and draw', async () => {
    const elves = mine('Llanowar Elves').id;
    assert.equal(await card(elves).getAttribute('actionable'), '', 'a creature that can block is marked');
    assert.match((await card(elves).getAttribute('title'))!, /Block Giant Spider with Llanowar Elves/);
    await p.page.keyboard.press('KeyN');
    const line = await host.answer({ type: 'pass' });
    assert.equal(line, 'No blocks; Giant Spider dealt 2 damage to you (life 16); turn 2; drew Might of Oaks');
    assert.equal(await life(), 16);
    assert.ok((await namesIn('hand')).includes('Might of Oaks'));
  });

  it('turn 2: a Forest, then Centaur Courser, paid with both Forests and the Elves', async () => {
    await card(handId('Forest')).click();
    assert.equal(await host.answer(), 'Played Forest');
    assert.equal(await p.page.locator('crawl-table .mana .cost').getAttribute('data-cost'), '{G}{G}{G}');
    const courser = handId('Centaur Courser');
    await card(courser).click();
    assert.equal(await host.answer({ type: 'cast', card: courser }), 'Cast Centaur Courser (tapped Forest ×2, Llanowar Elves)');
    assert.deepEqual(await namesIn('creatures'), ['Llanowar Elves', 'Centaur Courser']);
    assert.match((await card(courser).getAttribute('aria-label'))!, /Centaur Courser, .*3\/3, summoning sick/);
    assert.match((await card(mine('Llanowar Elves').id).getAttribute('aria-label'))!, /tapped/);
  });

  it('Shift+N ends the turn; the foe attacks; a click on Centaur Courser blocks it, and a line shows the block', async () => {
    await p.page.keyboard.press('Shift+KeyN');
    const line = await host.answer({ type: 'endTurn' });
    assert.match(line, /Giant Spider attacks you$/);
    const courser = mine('Centaur Courser').id;
    const attacker = spider()!.id;
    await card(courser).click();
    assert.equal(await host.answer({ type: 'block', creature: courser, attacker }), 'Centaur Courser blocks Giant Spider');
    assert.match((await card(courser).getAttribute('aria-label'))!, /blocking/);
    assert.match(await p.text('crawl-table .combat-note'), /Giant Spider attacks you — blocked by Centaur Courser/);
    await p.page.waitForFunction(() =>
      Boolean(document.querySelector('crawl-app')?.shadowRoot?.querySelector('crawl-table')?.shadowRoot?.querySelector('svg.links .link.block')),
    );
    // The blocker stands first in its row, next to the encounter, so the line between them crosses no other card.
    assert.deepEqual(await namesIn('creatures'), ['Centaur Courser', 'Llanowar Elves']);
    await p.page.mouse.move(900, 700);
    await p.settle(300);
    await shot('4-block');
  });

  it('Next: combat damage — the Courser survives (2 damage), the Spider takes 3', async () => {
    await p.page.keyboard.press('KeyN');
    const line = await host.answer({ type: 'pass' });
    assert.equal(line, 'Giant Spider dealt 2 damage to Centaur Courser; Centaur Courser dealt 3 damage to Giant Spider; turn 3; drew Forest');
    // Damage wore off at the end of the foe's turn.
    assert.doesNotMatch((await card(spider()!.id).getAttribute('aria-label'))!, /damage/);
    assert.equal(await life(), 16, 'the block kept you at 16');
  });

  it('turn 3: a Forest, then to combat; a click on the Courser declares it an attacker', async () => {
    await card(handId('Forest')).focus();
    await p.page.keyboard.press('Enter');
    assert.equal(await host.answer(), 'Played Forest');
    assert.match(await p.text('crawl-phase-bar #next'), /Next: Combat/);
    await p.page.locator('crawl-phase-bar #next').click();
    assert.equal(await host.answer({ type: 'pass' }), 'To combat: declare attackers');
    assert.equal(await p.page.locator('crawl-phase-bar li[aria-current="step"]').innerText(), 'Combat');
    const courser = mine('Centaur Courser').id;
    await card(courser).click();
    assert.equal(await host.answer({ type: 'attack', creature: courser, target: spider()!.id }), 'Centaur Courser attacks Giant Spider');
    assert.match((await card(courser).getAttribute('aria-label'))!, /attacking/);
    assert.equal(await p.page.locator('crawl-table svg.links .link.attack').count(), 1);
    // A second click would take the attack back; instead, go on.
    assert.match(await p.text('crawl-phase-bar #next'), /Next: Attack/);
    await p.page.keyboard.press('KeyN');
    assert.equal(await host.answer({ type: 'pass' }), 'Attacked with Centaur Courser');
  });

  it('Might of Oaks asks for a target: Escape cancels, then the arrow keys and Enter choose the Courser', async () => {
    const might = handId('Might of Oaks');
    const courser = mine('Centaur Courser').id;
    await card(might).click();
    await host.nothingSent();
    assert.match(await p.text('crawl-table .prompt'), /Cast Might of Oaks: choose a target/);
    assert.match(await announced(), /Cast Might of Oaks: choose a target: Giant Spider, Llanowar Elves, Centaur Courser\. Escape cancels\./);
    // Every creature may be targeted, the foe's too, and each is marked.
    for (const id of [spider()!.id, mine('Llanowar Elves').id, courser]) assert.equal(await card(id).getAttribute('targetable'), '');
    assert.equal(await card(might).getAttribute('selected'), '');
    await p.page.keyboard.press('Escape');
    assert.match(await announced(), /^Cancelled: Cast Might of Oaks/);
    assert.equal(await card(courser).getAttribute('targetable'), null);
    await host.nothingSent();
    // Again, by keyboard: Enter on the card, then the focus is on the first target.
    await card(might).focus();
    await p.page.keyboard.press('Enter');
    assert.equal((await focused())?.id, String(spider()!.id));
    // Tab to your creatures (one tab stop per row), Home to the first of them: the attacking Courser.
    await p.page.keyboard.press('Tab');
    assert.equal(await p.page.evaluate(() => document.querySelector('crawl-app')!.shadowRoot!.querySelector('crawl-table')!.shadowRoot!.activeElement?.getAttribute('data-zone')), 'creatures');
    await p.page.keyboard.press('Home');
    assert.equal((await focused())?.id, String(courser));
    await p.page.keyboard.press('Enter');
    assert.equal(
      await host.answer({ type: 'cast', card: might, target: courser }),
      'Cast Might of Oaks targeting Centaur Courser (tapped Forest ×3, Llanowar Elves); Centaur Courser gets +7/+7 until end of turn',
    );
    assert.match((await card(courser).getAttribute('aria-label'))!, /10\/10, printed 3\/3/);
  });

  it('Next: combat damage defeats the Giant Spider, and the game is won', async () => {
    await p.page.keyboard.press('KeyN');
    const line = await host.answer({ type: 'pass' });
    assert.match(line, /^Centaur Courser dealt 10 damage to Giant Spider; Giant Spider was defeated and went back to the Green pile/);
    assert.match(line, /victory! You defeated Giant Spider\.$/);
    assert.equal(await logTop(), line);
    assert.equal(await announced(), line);
    // The outcome, plainly, above the board; the board stays.
    assert.equal(await p.text('crawl-app .outcome .headline'), 'Victory — you defeated Giant Spider in 3 turns.');
    assert.match(await p.text('crawl-phase-bar'), /Game over/);
    assert.match(await p.text('crawl-table .no-foe'), /Victory/);
    assert.match(await p.text('crawl-side-panel .goals'), /Defeat Giant Spider\s*defeated/);
    assert.deepEqual(await namesIn('creatures'), ['Llanowar Elves', 'Centaur Courser']);
    assert.equal(await p.page.locator('crawl-phase-bar vscode-button').count(), 0, 'nothing more to do');
    assert.equal(await p.page.locator('crawl-table crawl-card[targetable], crawl-table crawl-card[actionable]').count(), 0);
    // Nothing by hand either, once the game is over.
    assert.equal(await p.page.locator('crawl-table .more, crawl-table .life-adjust, crawl-table .token-button').count(), 0);
    // And it is in the file.
    assert.deepEqual(host.game.state.phase, { type: 'over', result: 'won', reason: 'You defeated Giant Spider.' });
    await shot('5-victory');
  });
});
