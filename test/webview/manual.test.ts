import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newGame, type CrawlSave as SaveFile } from '../../src/engine';
import { addImportedCards } from '../../src/engine/cards/pool';
import type { CardDef } from '../../src/engine/cards/card';
import { cardLibrary, configureCardLibrary, indexCardFiles } from '../../src/extension/card-library';
import { Playmat } from './harness/browser';
import { act, asManual, gameMessage, tableGame, type TableSpec } from './harness/games';
import { TableHost } from './harness/host';
import { browser, harness } from './harness/hooks';
import type { ThemeName } from './harness/themes';

/**
 * Play by hand, in real Chromium: the By hand menu of your cards (right-click,
 * Shift+F10, the ContextMenu key, the ⋯ button), your life's − and + and its
 * field, Create token, the graveyard and exile views, and a manual card's
 * question line. The engine answers every intent (TableHost), so each one is
 * checked against the rules as well as against the intent expected, and the
 * log line it makes is what the aria-live region says.
 */
const OUT = join(__dirname, '..', '..', 'artifacts', 'screenshots');

describe('the table: play by hand', () => {
  let p: Playmat;
  let host: TableHost;
  const card = (id: number) => p.page.locator(`crawl-table crawl-card[data-id="${id}"]`);
  const menu = () => p.page.locator('crawl-table .hand-menu');
  const items = () => p.page.locator('crawl-table .hand-menu [role="menuitem"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-label')));
  const item = (label: string) => p.page.locator('crawl-table .hand-menu [role="menuitem"]', { hasText: label });
  const announced = async () => (await p.text('crawl-app .announcer')).replace(/\u00a0/g, '').trim();
  const life = async () => Number(await p.page.locator('crawl-table .life .value').innerText());
  const idOf = (name: string) =>
    host.game.state.you.hand.find((c) => c.card === name)?.id ?? host.game.state.battlefield.find((x) => x.card === name)!.id;
  const zoneOf = (id: number) => card(id).getAttribute('data-zone');
  /** The element with the keyboard, through the shadow roots. */
  const focused = () =>
    p.page.evaluate(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return el ? { tag: el.tagName.toLowerCase(), id: el.getAttribute('data-id'), label: el.getAttribute('data-label'), cls: el.getAttribute('class') } : null;
    });
  const menuOpen = () => menu().evaluate((e) => e.matches(':popover-open'));

  beforeEach(async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
  });
  afterEach(async () => {
    assert.deepEqual(p.problems, [], 'no console errors');
    assert.deepEqual(await p.violations(), [], 'no CSP violations');
    await p.close();
  });

  const start = async (spec: TableSpec | ReturnType<typeof tableGame>) => {
    host = new TableHost(p, 'setup' in spec ? spec : tableGame(spec));
    await host.show();
  };

  it('right-click on a creature: its menu; Tap, then Untap, each sent, applied and announced', async () => {
    await start({ hand: [], mine: [{ card: 'Grizzly Bears' }, { card: 'Forest' }], foes: ['Giant Spider'] });
    const bears = idOf('Grizzly Bears');
    await card(bears).click({ button: 'right' });
    assert.equal(await menuOpen(), true);
    assert.equal(await menu().getAttribute('aria-label'), 'By hand: Grizzly Bears');
    assert.deepEqual(await items(), ['Tap', 'Put a +1/+1 counter', 'Move to hand', 'Move to graveyard', 'Move to exile', 'Move to library (shuffled in)']);
    assert.equal((await focused())?.label, 'Tap', 'the keyboard is on the first item');
    // What assistive technology gets: a menu named for the card, its items, and the ⋯ button that opens it.
    assert.equal(await p.page.getByRole('menu', { name: 'By hand: Grizzly Bears' }).count(), 1);
    assert.equal(await p.page.getByRole('menuitem', { name: 'Move to graveyard' }).count(), 1);
    assert.equal(await p.page.getByRole('button', { name: 'By hand: Grizzly Bears' }).getAttribute('aria-expanded'), 'true');
    await item('Tap').click();
    assert.equal(await host.answer({ type: 'setTapped', card: bears, tapped: true }), 'By hand: tapped Grizzly Bears');
    assert.equal(await menuOpen(), false);
    assert.equal(await announced(), 'By hand: tapped Grizzly Bears');
    assert.match((await card(bears).getAttribute('aria-label'))!, /, tapped/);
    // Tapped, it offers Untap.
    await card(bears).click({ button: 'right' });
    assert.equal((await items())[0], 'Untap');
    await item('Untap').click();
    assert.equal(await host.answer({ type: 'setTapped', card: bears, tapped: false }), 'By hand: untapped Grizzly Bears');
    // The encounter's creature is not yours: no menu.
    await card(idOf('Giant Spider')).click({ button: 'right' });
    assert.equal(await menuOpen(), false);
    await host.nothingSent();
  });

  it('by keyboard: Shift+F10 on a card in hand, Enter puts it onto the battlefield, the keyboard follows it; the ContextMenu key, arrows and a letter add and remove a counter; Escape cancels', async () => {
    await start({ hand: ['Grizzly Bears', 'Forest'], mine: [{ card: 'Forest' }] });
    const bears = idOf('Grizzly Bears');
    await card(bears).focus();
    assert.match((await p.page.locator(`crawl-table #hint-${bears}`).innerText()), /Shift\+F10: by hand\./);
    await p.page.keyboard.press('Shift+F10');
    assert.deepEqual(await items(), ['Move to battlefield', 'Move to graveyard', 'Move to exile', 'Move to library (shuffled in)']);
    assert.equal((await focused())?.label, 'Move to battlefield');
    await p.page.keyboard.press('Enter');
    assert.equal(await host.answer({ type: 'moveCard', card: bears, to: 'battlefield' }), 'By hand: moved Grizzly Bears from your hand to the battlefield');
    assert.equal(await zoneOf(bears), 'creatures');
    assert.equal((await focused())?.id, String(bears), 'the keyboard went with the card');
    // The ContextMenu key; Down to the counter; Enter.
    await p.page.keyboard.press('ContextMenu');
    assert.deepEqual(await items(), ['Tap', 'Put a +1/+1 counter', 'Move to hand', 'Move to graveyard', 'Move to exile', 'Move to library (shuffled in)']);
    await p.page.keyboard.press('ArrowDown');
    assert.equal((await focused())?.label, 'Put a +1/+1 counter');
    await p.page.keyboard.press('Enter');
    assert.equal(await host.answer({ type: 'addCounters', card: bears, count: 1 }), 'By hand: put 1 +1/+1 counter on Grizzly Bears');
    assert.match((await card(bears).getAttribute('aria-label'))!, /3\/3, printed 2\/2, .*a \+1\/\+1 counter/);
    assert.equal((await focused())?.id, String(bears));
    // With a counter on it, it can lose one: R jumps to Remove.
    await p.page.keyboard.press('Shift+F10');
    assert.ok((await items()).includes('Remove a +1/+1 counter'));
    await p.page.keyboard.press('r');
    assert.equal((await focused())?.label, 'Remove a +1/+1 counter');
    // Up from the first item wraps to the last; End and Home.
    await p.page.keyboard.press('End');
    assert.equal((await focused())?.label, 'Move to library (shuffled in)');
    await p.page.keyboard.press('Home');
    assert.equal((await focused())?.label, 'Tap');
    await p.page.keyboard.press('ArrowUp');
    assert.equal((await focused())?.label, 'Move to library (shuffled in)');
    await p.page.keyboard.press('r');
    await p.page.keyboard.press('Enter');
    assert.equal(await host.answer({ type: 'addCounters', card: bears, count: -1 }), 'By hand: removed 1 +1/+1 counter from Grizzly Bears');
    // Escape closes the menu, sends nothing, and gives the keyboard back to the card; N in the menu is not "next step".
    await p.page.keyboard.press('Shift+F10');
    await p.page.keyboard.press('KeyN');
    await p.page.keyboard.press('Escape');
    assert.equal(await menuOpen(), false);
    assert.equal((await focused())?.id, String(bears));
    await host.nothingSent();
    // Tab leaves the menu, and it closes.
    await p.page.keyboard.press('Shift+F10');
    await p.page.keyboard.press('Tab');
    assert.equal(await menuOpen(), false);
    await host.nothingSent();
  });

  it('the ⋯ button, the graveyard and exile: a card moved there is shown there, and comes back from there', async () => {
    await start({ hand: [], mine: [{ card: 'Grizzly Bears' }, { card: 'Forest' }] });
    const bears = idOf('Grizzly Bears');
    const more = p.page.locator(`crawl-table .slot:has(crawl-card[data-id="${bears}"]) > .more`);
    assert.equal(await more.evaluate((e) => getComputedStyle(e).opacity), '0', 'hidden until the card is hovered or focused');
    await card(bears).hover();
    assert.equal(await more.evaluate((e) => getComputedStyle(e).opacity), '1');
    assert.equal(await more.getAttribute('aria-label'), 'By hand: Grizzly Bears');
    await more.click();
    assert.equal(await more.getAttribute('aria-expanded'), 'true');
    await item('Move to graveyard').click();
    assert.equal(await host.answer({ type: 'moveCard', card: bears, to: 'graveyard' }), 'By hand: moved Grizzly Bears from the battlefield to your graveyard');
    assert.equal(await zoneOf(bears), 'graveyard', 'the graveyard opened to show it');
    assert.equal(await p.page.locator('crawl-table button.grave').getAttribute('aria-expanded'), 'true');
    // From the graveyard to exile: the exile view shows up, with the card.
    assert.equal(await p.page.locator('crawl-table button.exile').count(), 0, 'no exile count while it is empty');
    await card(bears).click({ button: 'right' });
    assert.deepEqual(await items(), ['Move to hand', 'Move to battlefield', 'Move to exile', 'Move to library (shuffled in)']);
    await item('Move to exile').click();
    assert.equal(await host.answer({ type: 'moveCard', card: bears, to: 'exile' }), 'By hand: moved Grizzly Bears from your graveyard to your exile');
    assert.equal(await zoneOf(bears), 'exile');
    assert.match((await p.page.locator('crawl-table button.exile').getAttribute('aria-label'))!, /^Exile: 1 card, shown$/);
    // From exile back to hand.
    await card(bears).click({ button: 'right' });
    assert.deepEqual(await items(), ['Move to hand', 'Move to battlefield', 'Move to graveyard', 'Move to library (shuffled in)']);
    await item('Move to hand').click();
    assert.equal(await host.answer({ type: 'moveCard', card: bears, to: 'hand' }), 'By hand: moved Grizzly Bears from your exile to your hand');
    assert.equal(await zoneOf(bears), 'hand');
    assert.equal(await p.page.locator('crawl-table button.exile').count(), 0);
    // And shuffled into the library: it is gone from the table, the library has one more.
    const library = Number(await p.page.locator('crawl-table .stat:has(.label:text-is("library")) .value').innerText());
    await card(bears).click({ button: 'right' });
    await item('Move to library').click();
    assert.equal(await host.answer({ type: 'moveCard', card: bears, to: 'library' }), 'By hand: moved Grizzly Bears from your hand to your library');
    assert.equal(await card(bears).count(), 0);
    assert.equal(Number(await p.page.locator('crawl-table .stat:has(.label:text-is("library")) .value').innerText()), library + 1);
    // A click elsewhere closes an open menu and sends nothing.
    await card(idOf('Forest')).click({ button: 'right' });
    assert.equal(await menuOpen(), true);
    await p.page.mouse.click(600, 780);
    assert.equal(await menuOpen(), false);
    await host.nothingSent();
  });

  it('life by hand: − and + change it by one, the field by any amount; nonsense in the field is refused in the table', async () => {
    await start({ hand: [], mine: [{ card: 'Forest' }], foes: ['Giant Spider'] });
    assert.equal(await p.page.locator('crawl-table .life-adjust').getAttribute('aria-label'), 'Change your life by hand');
    await p.page.locator('crawl-table .life-adjust .lose').click();
    const lost = await host.answer({ type: 'adjustLife', amount: -1 });
    assert.match(lost, /^By hand: lost 1 life/);
    assert.equal(await life(), 19);
    assert.equal(await announced(), lost);
    await p.page.locator('crawl-table .life-adjust .gain').click();
    assert.match(await host.answer({ type: 'adjustLife', amount: 1 }), /^By hand: gained 1 life/);
    assert.equal(await life(), 20);
    // The field, by keyboard: Tab to it from + (Shift+Tab), type, Enter.
    const field = p.page.locator('crawl-table .life-amount');
    await field.fill('-3');
    await field.press('Enter');
    assert.match(await host.answer({ type: 'adjustLife', amount: -3 }), /^By hand: lost 3 life/);
    assert.equal(await life(), 17);
    assert.equal(await field.inputValue(), '', 'the field empties');
    assert.equal((await focused())?.cls, 'life-amount', 'the keyboard stays in it');
    await field.fill('5');
    await field.press('Enter');
    assert.match(await host.answer({ type: 'adjustLife', amount: 5 }), /^By hand: gained 5 life/);
    assert.equal(await life(), 22);
    await field.fill('0');
    await field.press('Enter');
    await host.nothingSent();
    assert.match(await announced(), /Type how much life to gain, or a negative number to lose/);
    // The buttons by keyboard too.
    await p.page.locator('crawl-table .life-adjust .gain').focus();
    await p.page.keyboard.press('Enter');
    assert.match(await host.answer({ type: 'adjustLife', amount: 1 }), /^By hand: gained 1 life/);
    assert.equal(await life(), 23);
  });

  it('Create token lists the pool\'s tokens; one chosen joins your creatures, and its menu says a token ceases to exist', async () => {
    await start({ hand: [], mine: [{ card: 'Forest' }] });
    const button = p.page.locator('crawl-table .token-button');
    assert.equal(await button.getAttribute('aria-haspopup'), 'menu');
    await button.focus();
    await p.page.keyboard.press('Enter');
    assert.equal(await menuOpen(), true);
    assert.equal(await menu().getAttribute('aria-label'), 'Create a token');
    assert.deepEqual(await items(), ['Soldier', 'Zombie', 'Goblin', 'Beast', 'Insect', 'Wolf', 'Gargoyle', 'Merfolk', 'Rat']);
    assert.equal(await item('Gargoyle').getAttribute('aria-label'), 'Gargoyle: 3/4 colourless Gargoyle, flying');
    assert.match(await p.text('crawl-table .hand-menu'), /Beast\s*3\/3 green Beast/);
    await p.page.keyboard.press('b');
    await p.page.keyboard.press('Enter');
    assert.equal(await host.answer({ type: 'createToken', token: 'Beast (token)' }), 'By hand: created a Beast (token)');
    assert.equal((await focused())?.cls, 'stat token-button', 'the keyboard is back on the button');
    const beast = host.game.state.battlefield.find((x) => x.card === 'Beast (token)')!.id;
    assert.equal(await zoneOf(beast), 'creatures');
    assert.match((await card(beast).getAttribute('aria-label'))!, /^Beast \(token\), Creature — Beast, 3\/3, summoning sick, token$/);
    await card(beast).click({ button: 'right' });
    assert.equal(await p.text('crawl-table .hand-menu .menu-note'), 'A token that leaves the battlefield ceases to exist.');
    await item('Move to graveyard').click();
    assert.equal(await host.answer({ type: 'moveCard', card: beast, to: 'graveyard' }), 'By hand: moved Beast (token) from the battlefield to your graveyard');
    assert.equal(await card(beast).count(), 0, 'gone: a token is not a card');
  });

  it('a manual card: its text to resolve by hand on the card; cast, the question line says to resolve it by hand, until play goes on', async () => {
    const restore = asManual('Grizzly Bears', 'When it enters, put a +1/+1 counter on it.');
    try {
      await start({ hand: ['Grizzly Bears'], mine: [{ card: 'Forest' }, { card: 'Forest' }], foes: ['Giant Spider'] });
      const bears = idOf('Grizzly Bears');
      assert.match(await p.text(`crawl-table crawl-card[data-id="${bears}"] .footprint .chip.manual`), /^Manual$/);
      assert.match(await p.text(`crawl-table crawl-card[data-id="${bears}"] .footprint .manual-text`), /^By hand: When it enters, put a \+1\/\+1 counter on it\.$/);
      assert.match((await card(bears).getAttribute('aria-description'))!, /By hand: When it enters, put a \+1\/\+1 counter on it\./);
      await card(bears).click();
      assert.equal(await host.answer({ type: 'cast', card: bears }), 'Cast Grizzly Bears (tapped Forest ×2)');
      assert.match(await p.text('crawl-table .prompt'), /^Resolve Grizzly Bears by hand: use the By hand menu\. When it enters, put a \+1\/\+1 counter on it\. By hand: Grizzly Bears\s?…$/);
      mkdirSync(OUT, { recursive: true });
      await p.page.mouse.move(1275, 795);
      await p.settle(200);
      await p.page.screenshot({ path: join(OUT, 'question-resolve-by-hand.png') });
      // The question's button opens the card's menu.
      await p.page.locator('crawl-table .prompt .by-hand-open').click();
      assert.equal(await menu().getAttribute('aria-label'), 'By hand: Grizzly Bears');
      await item('Put a +1/+1 counter').click();
      assert.equal(await host.answer({ type: 'addCounters', card: bears, count: 1 }), 'By hand: put 1 +1/+1 counter on Grizzly Bears');
      // Still resolving: the line stays while only adjustments by hand follow the cast.
      assert.match(await p.text('crawl-table .prompt'), /^Resolve Grizzly Bears by hand/);
      await p.page.keyboard.press('KeyN');
      await host.answer({ type: 'pass' });
      assert.doesNotMatch(await p.text('crawl-table .prompt'), /Resolve/);
    } finally {
      restore();
    }
  });

  it('the menu opens by the pointer, inside the window, and closes on a press elsewhere or a scroll, sending nothing', async () => {
    await start({ hand: ['Grizzly Bears', 'Forest'], mine: [{ card: 'Forest' }] });
    const bears = card(idOf('Grizzly Bears'));
    const where = (await bears.boundingBox())!;
    const pointer = { x: where.x + where.width / 2, y: where.y + where.height - 4 };
    await p.page.mouse.click(pointer.x, pointer.y, { button: 'right' });
    assert.equal(await menuOpen(), true);
    const box = (await menu().boundingBox())!;
    assert.ok(box.x >= 4 && box.y >= 4 && box.x + box.width <= 1276 && box.y + box.height <= 796, `inside the window: ${JSON.stringify(box)}`);
    const below = Math.abs(box.y - (pointer.y + 2)) <= 1;
    const above = Math.abs(box.y + box.height - pointer.y) <= 1;
    assert.ok(Math.abs(box.x - (pointer.x + 2)) <= 1 && (below || above), `beside the pointer: ${JSON.stringify({ box, pointer })}`);
    await p.page.mouse.click(5, 5);
    assert.equal(await menuOpen(), false, 'a press elsewhere closes it');
    await bears.click({ button: 'right' });
    assert.equal(await menuOpen(), true);
    await p.page.evaluate(() => document.dispatchEvent(new Event('scroll')));
    assert.equal(await menuOpen(), false, 'a scroll closes it: it would be left behind');
    await host.nothingSent();
  });

  it('closed while a question is asked, and in the opening hand', async () => {
    let game = tableGame({ hand: ['Wind Drake', 'Savannah Lions', 'Zephyr Sprite'], mine: [{ card: 'Island' }, { card: 'Island' }, { card: 'Plains' }, { card: 'Plains' }] });
    game = act(game, { type: 'cast', card: 100 });
    assert.equal(game.state.prompt?.type, 'pay');
    await start(game);
    assert.equal(await p.page.locator('crawl-table .more, crawl-table .life-adjust, crawl-table .token-button').count(), 0);
    await card(101).click({ button: 'right' });
    assert.equal(await p.page.locator('crawl-table .hand-menu [role="menuitem"]').count(), 0);
    await host.nothingSent();
    await start(newGame('by-hand-mulligan', { preparationRounds: 1 }));
    assert.match(await p.text('crawl-table .prompt'), /Keep this hand/);
    assert.equal(await p.page.locator('crawl-table .more, crawl-table .life-adjust, crawl-table .token-button').count(), 0);
    await p.page.locator('crawl-table .hand-zone crawl-card').first().focus();
    await p.page.keyboard.press('Shift+F10');
    assert.equal(await p.page.locator('crawl-table .hand-menu [role="menuitem"]').count(), 0);
    await host.nothingSent();
  });

  describe('an imported card played by hand', () => {
    /** Waits for a compact card's details to open on hover. */
    const detailsOf = async (id: number) => {
      await card(id).evaluate((e) => new Promise<void>((resolve) => {
        const open = () => (e as unknown as { detailsOpen: boolean }).detailsOpen;
        const poll = () => (open() ? resolve() : requestAnimationFrame(poll));
        poll();
      }));
      assert.equal(await card(id).evaluate((e) => (e as unknown as { detailsOpen: boolean }).detailsOpen), true, 'its details open');
    };
    const GROWTH = 'You may play an additional land this turn. Draw a card.';
    let dir = '';
    /** Explore (Worldwake, played by hand) in hand, and Moat Spirit (flying read, its trigger not) on the battlefield: imported, in the game's own cards. */
    const importedTable = (): SaveFile => {
      const cards = ['Explore', 'Moat Spirit'].map((name) => cardLibrary()!.lookup(name)!.def);
      addImportedCards(cards as CardDef[]);
      const game = tableGame({ hand: ['Explore', 'Forest'], mine: [{ card: 'Forest' }, { card: 'Forest' }, { card: 'Moat Spirit' }], foes: ['Giant Spider'] });
      return { ...game, setup: { ...game.setup, cards } };
    };
    before(async () => {
      dir = mkdtempSync(join(tmpdir(), 'crawl-by-hand-'));
      const m10 = join(dir, 'm10.json');
      writeFileSync(
        m10,
        JSON.stringify([
          { object: 'card', name: 'Explore', layout: 'normal', mana_cost: '{1}{G}', type_line: 'Sorcery', oracle_text: GROWTH, colors: ['G'], set: 'wwk', collector_number: '96' },
          { object: 'card', name: 'Moat Spirit', layout: 'normal', mana_cost: '{3}{U}', type_line: 'Creature — Spirit', oracle_text: 'Flying (It flies.)\nWhenever you cast a noncreature spell, scry 2.', power: '2', toughness: '2', colors: ['U'], set: 'tst', collector_number: '2' },
        ]),
      );
      configureCardLibrary(join(dir, 'storage'), []);
      await indexCardFiles([m10]);
    });
    after(() => {
      configureCardLibrary(undefined, []);
      rmSync(dir, { recursive: true, force: true });
    });

    it('an imported card: its text from your card data on the card and in its details, marked as such; a partly played one says what the engine plays', async () => {
      const game = importedTable();
      await start(game);
      const growth = idOf('Explore');
      const spirit = idOf('Moat Spirit');
      const face = `crawl-table crawl-card[data-id="${growth}"] .footprint`;
      assert.match(await p.text(`${face} .chip.manual`), /^Manual$/);
      assert.match(await p.text(`${face} .card-data`), /^By hand:\s*You may play an additional land this turn\. Draw a card\.\s*From your card data$/);
      assert.match((await card(growth).getAttribute('aria-description'))!, /By hand: You may play an additional land this turn\. Draw a card\. \(From your card data\.\)/);
      // Moat Spirit, compact on the battlefield: its details have the whole printed text, and which part the engine plays.
      await card(spirit).hover();
      await detailsOf(spirit);
      const details = `crawl-table crawl-card[data-id="${spirit}"] .details .card-data`;
      assert.match(await p.text(details), /^Crawl plays Flying; the rest is by hand\.\s*Flying\s*Whenever you cast a noncreature spell, scry 2\.\s*From your card data$/);
      assert.doesNotMatch(await p.text(`crawl-table crawl-card[data-id="${spirit}"] .details`), /It flies/, 'reminder text left out');
      assert.match((await card(spirit).getAttribute('aria-description'))!, /Crawl plays Flying; the rest is by hand\. Its text: Flying Whenever you cast a noncreature spell, scry 2\. \(From your card data\.\)/);
      // Cast, the question line has its text to resolve.
      await p.page.mouse.move(5, 795);
      await card(growth).click();
      assert.match(await host.answer({ type: 'cast', card: growth }), /^Cast Explore/);
      assert.match(await p.text('crawl-table .prompt'), /^Resolve Explore by hand: use the By hand menu\. You may play an additional land this turn\. Draw a card\./);
      // Nothing of the text is in the game the webview was given, or in its file.
      assert.doesNotMatch(JSON.stringify(host.game), /additional land|scry 2/);
    });

    it('without the text in this machine\'s index: a line saying where it is', async () => {
      const game = importedTable();
      configureCardLibrary(join(dir, 'elsewhere'), []);
      try {
        await start(game);
        const growth = idOf('Explore');
        assert.equal(await p.text(`crawl-table crawl-card[data-id="${growth}"] .footprint .card-data`), 'Resolved by hand: its text is in your card data (Crawl: Import Card Data…)');
        assert.match((await card(growth).getAttribute('aria-description'))!, /Resolved by hand: its text is in your card data/);
        // The partly played card shows what the engine plays (its generated text) and the same line.
        const spirit = idOf('Moat Spirit');
        await card(spirit).hover();
        await detailsOf(spirit);
        assert.match(await p.text(`crawl-table crawl-card[data-id="${spirit}"] .details .body`), /^Flying\s*Resolved by hand: its text is in your card data/);
        await p.settle(200);
        mkdirSync(OUT, { recursive: true });
        await p.page.screenshot({ path: join(OUT, 'card-data-missing-dark.png') });
      } finally {
        configureCardLibrary(join(dir, 'storage'), []);
      }
    });

    for (const theme of ['dark', 'light'] as ThemeName[]) {
      it(`screenshot of an imported card's details, its text from your card data, ${theme}`, async () => {
        await p.close();
        p = await Playmat.open(browser(), harness(), { theme, width: 1280, height: 800 });
        const game = importedTable();
        await start(game);
        const spirit = idOf('Moat Spirit');
        await card(spirit).hover();
        await detailsOf(spirit);
        await p.settle(200);
        mkdirSync(OUT, { recursive: true });
        await p.page.screenshot({ path: join(OUT, `card-data-text-${theme}.png`) });
      });
    }
  });

  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`screenshot of a card's menu, with tapped and actionable cards, ${theme}`, async () => {
      await p.close();
      p = await Playmat.open(browser(), harness(), { theme, width: 1280, height: 800 });
      const game = tableGame({
        hand: ['Grizzly Bears', 'Giant Growth', 'Craw Wurm'],
        mine: [{ card: 'Forest', tapped: true }, { card: 'Forest', tapped: true }, { card: 'Forest' }, { card: 'Llanowar Elves' }, { card: 'Centaur Courser', tapped: true }],
        foes: ['Giant Spider'],
      });
      await p.send(gameMessage(game, { fileName: 'by-hand.crawl.json' }));
      await p.page.locator('crawl-table crawl-card[data-id="107"]').click({ button: 'right' });
      await p.settle(200);
      mkdirSync(OUT, { recursive: true });
      await p.page.screenshot({ path: join(OUT, `by-hand-${theme}.png`) });
      assert.equal(await p.page.locator('crawl-table .hand-menu').evaluate((e) => e.matches(':popover-open')), true);
    });
  }
});
