import { strict as assert } from 'node:assert';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newSave, type SaveFile } from '../../src/engine';
import type { CardDef } from '../../src/engine/cards/card';
import { addImportedCards } from '../../src/engine/cards/pool';
import { readRulesText } from '../../src/engine/import/oracle';
import { showGame } from '../../src/extension/host-messages';
import type { ShowGameMessage } from '../../src/protocol/messages';
import { act, botsUntil, legal, newGame, type Game } from '../unit/duel/game-helpers';
import { Playmat } from './harness/browser';
import { browser, harness } from './harness/hooks';
import type { ThemeName } from './harness/themes';

/** A card's text, read as the importer reads it, under a name of ours. */
function imported(name: string, cost: string, colours: CardDef['colours'], type: 'Sorcery' | 'Instant' | 'Enchantment' | 'Creature', text: string, pt?: [number, number]): void {
  const r = readRulesText(text, name, { types: [type], subtypes: [] });
  assert.equal(r.unread, 0);
  addImportedCards([{ name, manaCost: cost, colours, types: [type], subtypes: [], keywords: [], abilities: r.abilities, ...(pt ? { power: pt[0], toughness: pt[1] } : {}) }]);
}

function cards(): void {
  imported('Test Duress', '{B}', ['B'], 'Sorcery', 'Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.');
  imported('Test Leak', '{1}{U}', ['U'], 'Instant', 'Counter target spell unless its controller pays {3}.');
  imported('Test Tutor', '{2}{B}', ['B'], 'Sorcery', 'Search your library for a card, put that card into your hand, then shuffle.');
  imported('Test Muse', '{1}{U}', ['U'], 'Enchantment', 'Whenever you cast a creature spell, you may draw a card.');
  imported(
    'Test Fiend',
    '{3}{B}{B}',
    ['B'],
    'Creature',
    "At the beginning of your upkeep, sacrifice a creature other than Test Fiend, then each opponent loses life equal to the sacrificed creature's power. If you can't sacrifice a creature, tap Test Fiend and you lose 7 life.",
    [5, 5],
  );
}

/** Ada, with Test Muse in play, casts Grizzly Bears: the Muse's trigger resolves above it, and its "you may" waits on her. */
function museAsks(): Game {
  const g0 = botsUntil(newGame(2, 'muse-playmat', {}, [0, 1]), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p1' && g.state.phase.step === 'main1');
  const s = structuredClone(g0.state);
  s.battlefield = ['Test Muse', 'Forest', 'Forest'].map((card, i) => ({ id: 960 + i, card, controller: 'p1' as const, tapped: false, sick: false, damage: 0, counters: 0 }));
  s.players[0]!.hand = [{ id: 970, card: 'Grizzly Bears' }, { id: 971, card: 'Plains' }];
  s.players[1]!.hand = [];
  s.counters.nextId = 1100;
  return act({ setup: { ...g0.setup, players: g0.setup.players.map((x, i) => ({ ...x, name: ['Ada', 'Bo'][i]! })) }, state: s }, { type: 'cast', card: 970 } as never);
}

/** A two-seat table, both seats people's (hot-seat), at p1's main phase with `spell` in hand and a Swamp for each mana it needs. */
function casting(spell: string, swamps: number, theirHand: readonly string[]): Game {
  const g0 = botsUntil(newGame(2, `discards-${spell}`, {}, [0, 1]), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p1' && g.state.phase.step === 'main1');
  const s = structuredClone(g0.state);
  s.battlefield = Array.from({ length: swamps }, (_, i) => ({ id: 960 + i, card: 'Swamp', controller: 'p1' as const, tapped: false, sick: false, damage: 0, counters: 0 }));
  s.players[0]!.hand = [{ id: 970, card: spell }];
  s.players[1]!.hand = theirHand.map((card, i) => ({ id: 1000 + i, card }));
  for (const p of s.players) p.graveyard = [];
  s.counters.nextId = 1100;
  const g = act({ setup: { ...g0.setup, players: g0.setup.players.map((p, i) => ({ ...p, name: ['Ada', 'Bo'][i]! })) }, state: s }, { type: 'cast', card: 970, target: 'p2' } as never);
  // p2 passes; the spell resolves, and its question waits.
  return botsUntil(g, (x) => x.state.prompt !== null, 10);
}

/** Hot-seat: the pass screen names `name`, hides the table, and gives it to them on their word. */
async function handTo(p: Playmat, name: string): Promise<void> {
  const screen = p.page.locator('crawl-app .pass-screen');
  assert.equal(await screen.count(), 1, 'the pass screen stands before the table');
  assert.match((await screen.textContent()) ?? '', new RegExp(`Pass the playmat to ${name}`));
  assert.equal(await p.page.locator('crawl-table').count(), 0, 'no table behind it');
  await screen.locator('vscode-button').click();
  await p.page.locator('crawl-table .prompt').waitFor();
}

/** The playmat as it stands, the pointer out of the way, saved as artifacts/screenshots/`name`; the file's path. */
async function screenshot(p: Playmat, name: string): Promise<string> {
  await p.page.mouse.move(1275, 795);
  await p.settle(200);
  const dir = join(process.cwd(), 'artifacts', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, name);
  await p.page.screenshot({ path: file });
  return file;
}

const message = (g: Game): ShowGameMessage => showGame({ ...newSave(g.setup), state: g.state } as SaveFile, { version: 3, readOnly: false, fileName: 'table.crawl.json' });

/**
 * Questions a card asks of another player than the one acting, on the
 * playmat: discards (CR 701.8), "unless its controller pays" (CR 118.12),
 * searches (CR 701.19), a trigger's "you may" (CR 603.5) and a creature
 * to sacrifice (CR 701.17a).
 * The player who chooses is asked, and only they.
 */
describe('the playmat: questions a card asks', () => {
  let p: Playmat;
  before(cards);
  afterEach(async () => {
    assert.deepEqual(p.problems, [], 'no console errors');
    await p.close();
  });

  it('Duress: the caster sees a button for each card of the revealed hand they may take; a press sends that discard', async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
    const g = casting('Test Duress', 1, ['Swamp', 'Grizzly Bears', 'Giant Growth', 'Divination']);
    assert.equal(g.state.prompt?.type, 'pickDiscard');
    await p.send(message(g));
    await handTo(p, 'Ada');
    const prompt = p.page.locator('crawl-table .prompt');
    assert.match((await prompt.textContent()) ?? '', /Test Duress: Bo reveals their hand \(Swamp, Grizzly Bears, Giant Growth, Divination\)\. Choose a noncreature, nonland card for Bo to discard\./);
    const buttons = p.page.locator('crawl-table .prompt vscode-button.discard');
    assert.deepEqual(await buttons.allTextContents(), ['Make Bo discard Giant Growth', 'Make Bo discard Divination'], 'neither the Swamp nor the Bears');
    await buttons.nth(1).click();
    const sent = (await p.intents()).find((i) => i.type === 'act') as { action: unknown } | undefined;
    assert.deepEqual(sent?.action, legal(g)[1], 'the second button sends the second answer');
    assert.deepEqual(sent?.action, { type: 'discard', card: 1003 });
  });

  it("Mind Rot at a hot-seat table: the pass screen hands the table to the player it targets, who discards from their own hand", async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
    const g = casting('Mind Rot', 3, ['Forest', 'Craw Wurm', 'Giant Growth']);
    assert.equal(g.state.promptSeat, 'p2');
    const m = message(g);
    assert.deepEqual(m.table.hotSeat, { viewer: 'p2' }, 'the table is shown to the player who discards');
    assert.deepEqual(m.table.prompt, { kind: 'discard', text: 'Mind Rot: discard 2 cards.', count: 2 });
    await p.send(m);
    // The pass screen first, naming the player who discards; no hand shows behind it.
    await handTo(p, 'Bo');
    assert.match((await p.page.locator('crawl-table .prompt').textContent()) ?? '', /Mind Rot: discard 2 cards\./);
    // Bo's own hand answers: a click on the Craw Wurm discards it.
    await p.page.locator('crawl-table crawl-card', { hasText: 'Craw Wurm' }).first().click();
    const sent = (await p.intents()).find((i) => i.type === 'act') as { action: unknown } | undefined;
    assert.deepEqual(sent?.action, { type: 'discard', card: 1001 });
  });

  it('Mana Leak: the Bears\' controller gets "Pay {3}" and "Don\'t pay", each sending its answer', async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
    const g0 = botsUntil(newGame(2, 'leak-playmat', {}, [0, 1]), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p1' && g.state.phase.step === 'main1');
    const s = structuredClone(g0.state);
    const perm = (card: string, id: number, controller: 'p1' | 'p2') => ({ id, card, controller, tapped: false, sick: false, damage: 0, counters: 0 });
    s.battlefield = [...[0, 1, 2, 3, 4].map((i) => perm('Forest', 960 + i, 'p1')), perm('Island', 990, 'p2'), perm('Island', 991, 'p2')];
    s.players[0]!.hand = [{ id: 970, card: 'Grizzly Bears' }];
    s.players[1]!.hand = [{ id: 980, card: 'Test Leak' }];
    s.counters.nextId = 1100;
    let g: Game = { setup: { ...g0.setup, players: g0.setup.players.map((x, i) => ({ ...x, name: ['Ada', 'Bo'][i]! })) }, state: s };
    g = act(act(g, { type: 'cast', card: 970 } as never), { type: 'cast', card: 980, target: 970 } as never);
    assert.equal(g.state.prompt?.type, 'unlessPays');
    await p.send(message(g));
    await handTo(p, 'Ada');
    assert.match((await p.page.locator('crawl-table .prompt').textContent()) ?? '', /Test Leak: pay \{3\}, or Grizzly Bears is countered\./);
    const buttons = p.page.locator('crawl-table .prompt vscode-button.choice');
    assert.deepEqual(await buttons.allTextContents(), ['Pay {3}: Grizzly Bears is not countered', "Don't pay: Grizzly Bears is countered"]);
    await buttons.nth(1).click();
    const sent = (await p.intents()).find((i) => i.type === 'act') as { action: unknown } | undefined;
    assert.deepEqual(sent?.action, { type: 'cancel' });
  });

  it('a tutor: a button for each distinct card of the library and one to find nothing; a press sends that search', async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
    const g0 = botsUntil(newGame(2, 'tutor-playmat', {}, [0, 1]), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p1' && g.state.phase.step === 'main1');
    const s = structuredClone(g0.state);
    s.battlefield = [0, 1, 2].map((i) => ({ id: 960 + i, card: 'Swamp', controller: 'p1' as const, tapped: false, sick: false, damage: 0, counters: 0 }));
    s.players[0]!.hand = [{ id: 970, card: 'Test Tutor' }];
    s.players[0]!.library = { cards: ['Craw Wurm', 'Craw Wurm', 'Forest', 'Giant Growth'], bottom: [] };
    s.players[1]!.hand = [];
    s.counters.nextId = 1100;
    const g = act({ setup: { ...g0.setup, players: g0.setup.players.map((x, i) => ({ ...x, name: ['Ada', 'Bo'][i]! })) }, state: s }, { type: 'cast', card: 970 } as never);
    assert.equal(g.state.prompt?.type, 'search');
    await p.send(message(g));
    await handTo(p, 'Ada');
    assert.match((await p.page.locator('crawl-table .prompt').textContent()) ?? '', /Test Tutor: search your library for a card, to your hand\. Then it is shuffled\./);
    const buttons = p.page.locator('crawl-table .prompt vscode-button.search');
    assert.deepEqual(await buttons.allTextContents(), ['Take Craw Wurm', 'Take Forest', 'Take Giant Growth', 'Find nothing']);
    await buttons.nth(2).click();
    const sent = (await p.intents()).find((i) => i.type === 'act') as { action: unknown } | undefined;
    assert.deepEqual(sent?.action, { type: 'search', take: 'Giant Growth' });
  });

  it('a trigger\'s "you may" (CR 603.5): its controller gets "Yes: draw a card" and "No", each sending its answer', async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
    const g = museAsks();
    assert.equal(g.state.prompt?.type, 'may');
    const m = message(g);
    assert.deepEqual(m.table.prompt, { kind: 'may', text: 'Test Muse: you may draw a card.', card: 'Test Muse' });
    await p.send(m);
    await handTo(p, 'Ada');
    assert.match((await p.page.locator('crawl-table .prompt').textContent()) ?? '', /Test Muse: you may draw a card\./);
    const buttons = p.page.locator('crawl-table .prompt vscode-button.may');
    assert.deepEqual(await buttons.allTextContents(), ['Yes: draw a card', 'No']);
    await buttons.nth(1).click();
    const sent = (await p.intents()).find((i) => i.type === 'act') as { action: unknown } | undefined;
    assert.deepEqual(sent?.action, { type: 'may', take: false });
  });

  it('the empty log\'s hint, while a "you may" waits, is the question and who answers it, not "may respond, or pass"', async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
    const m = message(museAsks());
    assert.equal(m.game.log.length, 0, 'the log is empty: its hint shows');
    await p.send(m);
    await handTo(p, 'Ada');
    const log = await p.text('crawl-game-log');
    assert.match(log, /Nothing yet\. Test Muse: you may draw a card \(Ada to answer\)\./, log);
    assert.doesNotMatch(log, /may respond/, log);
  });

  it('Xathrid Demon\'s upkeep: a button for each creature Ada may sacrifice, not the Fiend; a press sends that choice (screenshot, dark)', async () => {
    p = await Playmat.open(browser(), harness(), { width: 1280, height: 800 });
    const g0 = botsUntil(newGame(2, 'fiend-playmat', {}, [0, 1]), (g) => g.state.phase.type === 'turn' && g.state.phase.seat === 'p2' && g.state.phase.step === 'main1');
    const s = structuredClone(g0.state);
    s.battlefield = ['Test Fiend', 'Grizzly Bears', 'Llanowar Elves'].map((card, i) => ({ id: 960 + i, card, controller: 'p1' as const, tapped: false, sick: false, damage: 0, counters: 0 }));
    for (const x of s.players) x.hand = [];
    s.counters.nextId = 1100;
    const g = botsUntil({ setup: { ...g0.setup, players: g0.setup.players.map((x, i) => ({ ...x, name: ['Ada', 'Bo'][i]! })) }, state: s }, (x) => x.state.prompt !== null, 100);
    assert.equal(g.state.prompt?.type, 'sacrifice');
    await p.send(message(g));
    await handTo(p, 'Ada');
    assert.match((await p.page.locator('crawl-table .prompt').textContent()) ?? '', /Test Fiend: sacrifice a creature other than Test Fiend; each opponent loses life equal to its power\./);
    const buttons = p.page.locator('crawl-table .prompt vscode-button.choose');
    assert.deepEqual(await buttons.allTextContents(), ['Sacrifice Grizzly Bears', 'Sacrifice Llanowar Elves']);
    await screenshot(p, 'sacrifice-dark.png');
    await buttons.nth(0).click();
    const sent = (await p.intents()).find((i) => i.type === 'act') as { action: unknown } | undefined;
    assert.deepEqual(sent?.action, { type: 'choose', target: 961 });
  });

  // Each question as Ada sees it, in each theme: artifacts/screenshots/<name>-<theme>.png.
  const shots: [string, string, () => Game][] = [
    ['may', 'a trigger\'s "you may"', museAsks],
    ['duress', "Duress's question", () => casting('Test Duress', 1, ['Swamp', 'Grizzly Bears', 'Giant Growth', 'Divination'])],
  ];
  for (const [name, what, game] of shots) {
    for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
      it(`screenshots: ${what}, ${theme}`, async () => {
        p = await Playmat.open(browser(), harness(), { theme, width: 1280, height: 800 });
        await p.send(message(game()));
        await handTo(p, 'Ada');
        const file = await screenshot(p, `${name}-${theme}.png`);
        assert.ok(statSync(file).size > 10_000);
      });
    }
  }
});
