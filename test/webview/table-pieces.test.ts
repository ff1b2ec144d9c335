import { strict as assert } from 'node:assert';
import { legalActions, type CrawlSave as SaveFile } from '../../src/engine';
import type { CardView } from '../../src/protocol/card-view';
import type { ActionView, TableView } from '../../src/protocol/table-view';
import { combatNotes, noFoeText } from '../../src/webview/table/encounter-zone';
import { cardMenuOf, contextMenuAt, menuKey, menuPosition } from '../../src/webview/table/hand-menu';
import { groupsFor } from '../../src/webview/table/intents';
import { combatLinks, facing } from '../../src/webview/table/link-layer';
import { cardActions, cardClick, currentTargets, questionFor, questionWords, targetQuestion, xRefusal, type Mode } from '../../src/webview/table/questions';
import { grouped, inCombatFirst, menuZone, nameOf, pilesToOpen } from '../../src/webview/table/table-zones';
import { encounterScene, tableGame, tableView } from './harness/games';

/** The pieces <crawl-table> is made of, where they hold logic of their own: in Node, no browser needed. */
describe('the card table, piece by piece (pure)', () => {
  const view = (g: SaveFile): TableView => tableView(g, legalActions(g));
  const card = (id: number, name: string, more: Partial<CardView> = {}): CardView => ({ id, name, manaCost: '', colours: [], typeLine: 'Creature — Bear', text: [], ...more });
  const box = (left: number, top: number, width: number, height: number) => ({ left, top, width, height, right: left + width, bottom: top + height });

  describe('zones', () => {
    it('names a target by its card wherever it is, you as "You", and one the table does not show by its id', () => {
      const t = view(tableGame({ hand: ['Giant Growth'], mine: [{ card: 'Grizzly Bears' }], foes: ['Giant Spider'] }));
      assert.equal(nameOf(t, 100), 'Giant Growth');
      assert.equal(nameOf(t, 101), 'Grizzly Bears');
      assert.equal(nameOf(t, 102), 'Giant Spider');
      assert.equal(nameOf(t, 'you'), 'You');
      assert.equal(nameOf(t, 999), '#999');
      assert.equal(nameOf(undefined, 5), '#5');
    });

    it('a By hand menu is for your cards only: in hand, on your battlefield, in your graveyard or exile; never the foe\'s', () => {
      const t = view(tableGame({ hand: ['Giant Growth'], mine: [{ card: 'Grizzly Bears' }, { card: 'Forest' }], foes: ['Giant Spider'] }));
      assert.equal(menuZone(t, 100), 'hand');
      assert.equal(menuZone(t, 101), 'creatures');
      assert.equal(menuZone(t, 102), 'lands');
      assert.equal(menuZone(t, 103), undefined);
      assert.equal(menuZone(undefined, 100), undefined);
    });

    it('copies lie together where the first one is, a tapped copy apart; a hand puts its lands first', () => {
      const cards = [card(1, 'Forest', { typeLine: 'Basic Land — Forest' }), card(2, 'Grizzly Bears'), card(3, 'Forest', { typeLine: 'Basic Land — Forest', tapped: true }), card(4, 'Forest', { typeLine: 'Basic Land — Forest' }), card(5, 'Llanowar Elves')];
      assert.deepEqual(grouped(cards, false).map((c) => c.id), [1, 4, 2, 3, 5]);
      const hand = [card(2, 'Grizzly Bears'), card(1, 'Forest', { typeLine: 'Basic Land — Forest' }), card(5, 'Llanowar Elves'), card(4, 'Forest', { typeLine: 'Basic Land — Forest' })];
      assert.deepEqual(grouped(hand, true).map((c) => c.id), [1, 4, 2, 5]);
    });

    it('creatures in combat come first in their row, next to the encounter', () => {
      const t = view(encounterScene());
      const order = inCombatFirst(t).map((c) => c.name);
      assert.equal(order[0], 'Centaur Courser', 'the blocker first');
      assert.deepEqual([...order].sort(), t.creatures.map((c) => c.name).sort(), 'the same creatures');
    });

    it('a new table opens the graveyard for a trigger that may target a card there, and the pile a card moved by hand went to', () => {
      const t = view(tableGame({ hand: [], mine: [{ card: 'Grizzly Bears' }] }));
      const withPiles: TableView = { ...t, graveyard: [card(500, 'Llanowar Elves')], exile: [card(501, 'Grizzly Bears')] };
      assert.deepEqual(pilesToOpen(withPiles, undefined), { graveyard: false, exile: false });
      assert.deepEqual(pilesToOpen(withPiles, 500), { graveyard: true, exile: false });
      assert.deepEqual(pilesToOpen(withPiles, 501), { graveyard: false, exile: true });
      assert.deepEqual(pilesToOpen(withPiles, 100), { graveyard: false, exile: false }, 'a card still on the battlefield opens nothing');
      const choose = { action: { type: 'choose', target: 500 }, label: 'Choose Llanowar Elves' } as unknown as ActionView;
      assert.deepEqual(pilesToOpen({ ...withPiles, actions: [choose] }, undefined), { graveyard: true, exile: false });
      assert.deepEqual(pilesToOpen(undefined, 500), { graveyard: false, exile: false });
    });
  });

  describe('questions', () => {
    const t = view(tableGame({ hand: ['Forest', 'Giant Growth', 'Stream of Life'], mine: [{ card: 'Forest' }, { card: 'Forest' }, { card: 'Grizzly Bears' }], foes: ['Giant Spider'] }));
    const inHand = (id: number) => t.hand.find((c) => c.id === id)!;
    const growthStep = () => {
      const click = cardClick(t, undefined, inHand(101), false);
      assert.equal(click?.kind, 'step');
      return click?.kind === 'step' ? click.step : undefined;
    };

    it('a card with one action sends it; one that needs a target opens the target question, said with the names of the targets', () => {
      assert.deepEqual(cardClick(t, undefined, inHand(100), false), { kind: 'step', step: { kind: 'send', action: { type: 'playLand', card: 100 }, label: 'Play Forest' } });
      const step = growthStep()!;
      assert.equal(questionFor({ kind: 'send', action: { type: 'pass' }, label: 'Next' }, 101, t), undefined, 'sending asks nothing');
      const mode = questionFor(step, 101, t);
      assert.equal(mode?.kind, 'target');
      assert.deepEqual(mode?.kind === 'target' ? mode.targets : [], [105, 106]);
      assert.equal(questionWords(mode!, t), 'Cast Giant Growth: choose a target: Grizzly Bears, Giant Spider. Escape cancels.');
      assert.equal(targetQuestion(mode as Extract<Mode, { kind: 'target' }>, 'Giant Growth'), 'Cast Giant Growth: choose a target');
    });

    it('while a target is asked for: a target is picked, the card asked about withdraws the question, any other card is refused in words', () => {
      const mode = questionFor(growthStep()!, 101, t)!;
      assert.deepEqual(currentTargets(t, mode), [105, 106]);
      assert.deepEqual(cardClick(t, mode, t.foes[0]!, false), { kind: 'pick', target: 106 });
      assert.deepEqual(cardClick(t, mode, inHand(101), false), { kind: 'cancel' });
      assert.deepEqual(cardClick(t, mode, inHand(100), false), { kind: 'say', text: 'Forest is not a choice here. Choose one of the marked targets, or press Escape to cancel.' });
    });

    it('while another question is open, other cards are refused; X is asked for within what can be paid', () => {
      const x = cardClick(t, undefined, inHand(102), false);
      assert.equal(x?.kind === 'step' && x.step.kind, 'x');
      const mode = x?.kind === 'step' ? questionFor(x.step, 102, t)! : undefined;
      assert.equal(questionWords(mode!, t), 'Cast Stream of Life on you with X = 1: choose X, from 1 to 1. Escape cancels.');
      assert.deepEqual(cardClick(t, mode, inHand(100), false), { kind: 'say', text: 'Answer the question first, or press Escape to cancel it.' });
      assert.equal(xRefusal([1, 2, 3], 2), undefined);
      assert.equal(xRefusal([1, 2, 3], 4), 'X must be from 1 to 3.');
    });

    it('a card with nothing to do says so, and names the By hand menu when it has one; a card without an id does nothing', () => {
      const spider = t.foes[0]!;
      assert.deepEqual(cardClick(t, undefined, spider, true), { kind: 'say', text: 'Nothing to do with Giant Spider now.' });
      const forest = t.lands[0]!;
      assert.deepEqual(cardClick(t, undefined, forest, true), { kind: 'say', text: 'Nothing to do with Forest now. Shift+F10 opens its By hand menu.' });
      assert.deepEqual(cardClick(t, undefined, forest, false), { kind: 'say', text: 'Nothing to do with Forest now.' });
      assert.equal(cardClick(t, undefined, { ...spider, id: undefined }, false), undefined);
    });

    it('a discard: a card in hand is sent as the answer, and its hint is the discard alone', () => {
      const discard = { action: { type: 'discard', card: 101 }, label: 'Discard Giant Growth', on: 101 } as unknown as ActionView;
      const asking: TableView = { ...t, prompt: { kind: 'discard', text: 'Discard a card.', count: 1 }, actions: [discard] };
      assert.deepEqual(cardClick(asking, undefined, inHand(101), false), { kind: 'send', action: discard });
      assert.deepEqual(cardClick(asking, undefined, inHand(100), false), { kind: 'say', text: 'Discard a card.' });
      assert.deepEqual(cardActions(asking, 101, 'discard'), ['Discard Giant Growth']);
      assert.deepEqual(cardActions(t, 101), groupsFor(t.actions, 101).map((g) => g.label));
    });
  });

  describe('the By hand menu', () => {
    it('opens beside the pointer, or under an element, above it where the window has no room below, always 4 px inside the window', () => {
      const view = { width: 1000, height: 600 };
      const menu = { width: 200, height: 150 };
      assert.deepEqual(menuPosition(menu, { point: { x: 100, y: 100 } }, view), { x: 102, y: 102 });
      assert.deepEqual(menuPosition(menu, { point: { x: 100, y: 500 } }, view), { x: 102, y: 350 }, 'above the pointer near the bottom');
      assert.deepEqual(menuPosition(menu, { point: { x: 950, y: 100 } }, view), { x: 796, y: 102 }, 'moved in from the right edge');
      assert.deepEqual(menuPosition(menu, { under: box(300, 100, 80, 30) }, view), { x: 300, y: 134 });
      assert.deepEqual(menuPosition(menu, { under: box(300, 500, 80, 30) }, view), { x: 300, y: 346 }, 'above the element near the bottom');
      assert.deepEqual(menuPosition({ width: 200, height: 700 }, { point: { x: 0, y: 0 } }, view), { x: 4, y: 4 }, 'taller than the window: from its top');
    });

    it('keys: arrows wrap round, Home and End (and the page keys) go to the ends, Escape and Tab close, a letter jumps to the next item it begins', () => {
      const labels = ['Tap', 'Put a +1/+1 counter', 'Move to hand', 'Move to graveyard'];
      assert.equal(menuKey('ArrowDown', labels, 3, true), 0);
      assert.equal(menuKey('ArrowUp', labels, 0, true), 3);
      assert.equal(menuKey('ArrowDown', labels, -1, true), 0, 'from nowhere, to the first');
      assert.equal(menuKey('Home', labels, 2, true), 0);
      assert.equal(menuKey('PageDown', labels, 0, true), 3);
      assert.equal(menuKey('Escape', labels, 1, true), 'close');
      assert.equal(menuKey('Tab', labels, 1, true), 'close');
      assert.equal(menuKey('m', labels, 0, true), 2);
      assert.equal(menuKey('M', labels, 2, true), 3, 'the next one, case aside');
      assert.equal(menuKey('m', labels, 3, true), 2, 'round again');
      assert.equal(menuKey('m', labels, 0, false), undefined, 'not with Ctrl, Alt or Meta');
      assert.equal(menuKey('z', labels, 0, true), undefined);
      assert.equal(menuKey(' ', labels, 0, true), undefined);
      assert.equal(menuKey('Enter', labels, 0, true), undefined, 'Enter is the item\'s own click');
    });

    it("a card's menu is titled for it and notes that a token on the battlefield ceases to exist; a right-click from a key opens by the card", () => {
      const bears = card(7, 'Grizzly Bears');
      const menu = cardMenuOf(bears, 'battlefield', null);
      assert.equal(menu?.title, 'By hand: Grizzly Bears');
      assert.equal(menu?.source, 7);
      assert.equal(menu?.note, undefined);
      assert.deepEqual(menu?.at, { x: 0, y: 0 });
      assert.equal(cardMenuOf({ ...bears, token: true }, 'battlefield', null)?.note, 'A token that leaves the battlefield ceases to exist.');
      assert.equal(cardMenuOf({ ...bears, token: true }, 'hand', null)?.note, undefined);
      assert.equal(cardMenuOf({ ...bears, id: undefined }, 'hand', null), undefined);
      const el = {} as HTMLElement;
      assert.deepEqual(contextMenuAt({ button: 2, clientX: 40, clientY: 50 }, el), { x: 40, y: 50 });
      assert.equal(contextMenuAt({ button: 2, clientX: 0, clientY: 0 }, el), el);
      assert.equal(contextMenuAt({ button: 0, clientX: 40, clientY: 50 }, el), el);
    });
  });

  describe('combat', () => {
    it('a line runs between the facing edges of two cards, level with the first where the second is tall enough', () => {
      const blocker = box(300, 100, 60, 80);
      const foe = box(50, 40, 120, 200);
      assert.deepEqual(facing(blocker, foe), [{ x: 300, y: 140 }, { x: 170, y: 140 }], 'to the left');
      assert.deepEqual(facing(box(0, 100, 60, 80), box(100, 0, 60, 80)), [{ x: 60, y: 140 }, { x: 100, y: 56 }], 'to the right, kept inside the card');
      assert.deepEqual(facing(box(0, 200, 60, 80), box(10, 0, 60, 80)), [{ x: 30, y: 200 }, { x: 40, y: 80 }], 'above');
      assert.deepEqual(facing(box(0, 0, 60, 80), box(10, 200, 60, 80)), [{ x: 30, y: 80 }, { x: 40, y: 200 }], 'below');
    });

    it('one line per block, one per unblocked attack on a creature; none for an attack on you or a card not drawn', () => {
      const boxes: Record<string, ReturnType<typeof box>> = { 1: box(300, 100, 60, 80), 2: box(50, 40, 120, 200), 3: box(400, 100, 60, 80), 4: box(500, 100, 0, 80) };
      const links = combatLinks(
        {
          attackers: [
            { id: 2, target: 'you' },
            { id: 3, target: 2 },
            { id: 4, target: 2 },
            { id: 9, target: 2 },
          ],
          blocks: [{ id: 1, attacker: 2 }],
          declared: true,
        },
        (id) => boxes[String(id)],
        { left: 10, top: 20 },
      );
      assert.deepEqual(
        links.map((l) => l.kind),
        ['block', 'attack'],
      );
      assert.deepEqual(links[0], { kind: 'block', x1: 290, y1: 120, x2: 160, y2: 120 }, 'in the table\'s own coordinates');
    });

    it('the combat in words: who attacks whom, blocked by whom', () => {
      const t = view(encounterScene());
      assert.deepEqual(combatNotes(t), ['Giant Spider attacks you — blocked by Centaur Courser']);
      assert.deepEqual(combatNotes({ ...t, combat: { ...t.combat!, blocks: [] } }), ['Giant Spider attacks you — unblocked']);
      assert.deepEqual(combatNotes({ ...t, combat: undefined }), []);
      assert.equal(noFoeText({ ...t, phase: { ...t.phase, kind: 'travel' } }), 'Choose the next hex on the map.');
    });
  });
});
