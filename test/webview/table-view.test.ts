import { strict as assert } from 'node:assert';
import { difficultyOptions, findDifficulty } from '../../src/engine/variants/magic-crawl/difficulty';
import { goalHexAt, legalActions, newGame, type CrawlSave as SaveFile } from '../../src/engine';
import type { CrawlAction } from '../../src/engine/variants/magic-crawl/schema';
import { setupChoices } from '../../src/engine/variants/magic-crawl/new-game-form';
import { tableView } from '../../src/engine/variants/magic-crawl/view/table-view';
import { defaultGoal } from '../../src/engine/variants/magic-crawl/setup';
import { afterTarget, afterX, firstStep, groupsFor } from '../../src/webview/table/intents';
import { cardMenu, isByHand, lifeAmount, tokenMenu } from '../../src/webview/table/by-hand';
import { act, asManual, encounterScene, tableGame } from './harness/games';
import type { CardDef } from '../../src/engine/cards/card';
import { addImportedCards } from '../../src/engine/cards/pool';

/** The host's table view and the webview's reading of it, in Node: no browser needed. */
describe('table view (host) and intents (webview), pure', () => {
  const view = (g: SaveFile) => tableView(g, legalActions(g));

  it('names the board to draw (a hex map) and the seats: one human player, on turn, with their life; none once the game is over', () => {
    const g = newGame('tv-board', { deck: 'green', life: 17 });
    const t = view(g);
    assert.deepEqual(t.board, { kind: 'hex-map' });
    assert.deepEqual(t.seats, [{ id: 'you', name: 'You', control: 'human', life: 17, onTurn: true }]);
    const over = { ...g, state: { ...g.state, phase: { type: 'over' as const, result: 'lost' as const, reason: 'You have no life left.' } } };
    assert.equal(view(over).seats[0]!.onTurn, false);
  });

  it('a new game: the opening hand as cards, the mulligan question, the goal four hexes away', () => {
    const g = newGame('tv-new', { deck: 'green' });
    const t = view(g);
    assert.equal(t.phase.kind, 'mulligan');
    assert.equal(t.hand.length, 7);
    assert.deepEqual(t.prompt, { kind: 'mulligan', text: 'Keep this hand of 7, or mulligan?', handSize: 7, mulligans: 0 });
    assert.equal(t.goals.length, 1);
    assert.equal(t.goals[0]!.distance, 4);
    assert.match(t.goals[0]!.text, /^Reach \(-?\d+,-?\d+\)$/);
    assert.equal(t.life, 20);
    assert.equal(t.library, 53);
    assert.deepEqual(t.actions.map((a) => a.label), ['Keep this hand', 'Mulligan']);
    const forest = t.hand.find((c) => c.name === 'Forest');
    if (forest) assert.deepEqual({ ...forest, id: 0 }, { id: 0, name: 'Forest', manaCost: '', colours: [], typeLine: 'Basic Land — Forest', text: ['({T}: Add {G}.)'] });
  });

  it('mid-encounter: the foe with its state, your permanents split, combat, mana, the next step', () => {
    const g = encounterScene();
    const t = view(g);
    assert.equal(t.phase.kind, 'foe');
    assert.equal(t.phase.next, 'Combat damage');
    assert.deepEqual(
      t.foes.map((c) => [c.name, c.currentPower, c.currentToughness, c.tapped, c.attacking, c.keywords]),
      [['Giant Spider', 2, 4, true, true, ['reach', 'haste']]],
    );
    assert.deepEqual(t.creatures.map((c) => [c.name, c.blocking ?? false, c.sick ?? false]), [
      ['Llanowar Elves', false, false],
      ['Centaur Courser', true, true],
    ]);
    assert.deepEqual(t.lands.map((c) => [c.name, c.tapped]), [
      ['Forest', true],
      ['Forest', true],
    ]);
    assert.deepEqual(t.others, []);
    assert.deepEqual(t.combat?.blocks, [{ id: t.creatures[1]!.id, attacker: t.foes[0]!.id }]);
    assert.deepEqual(t.mana, { symbols: [], total: 0, words: 'no mana available' });
    assert.equal(t.encounter?.pileName, 'the Green pile');
    assert.deepEqual(t.goals, [{ text: 'Defeat Giant Spider', status: 'fighting it now', done: false }]);
    // Each legal action has a label; the blocks name both creatures.
    const labels = t.actions.map((a) => a.label);
    assert.ok(labels.includes('Next: Combat damage'));
    assert.ok(labels.includes('Stop blocking with Centaur Courser'));
  });

  it('mana: one symbol per untapped source; a tapped land or a creature that just came makes none', () => {
    const g = tableGame({ hand: [], mine: [{ card: 'Forest' }, { card: 'Plains' }, { card: 'Forest', tapped: true }, { card: 'Llanowar Elves', sick: true }] });
    assert.deepEqual(view(g).mana, { symbols: ['{W}', '{G}'], total: 2, words: '2 mana available: white, green' });
  });

  it('every copy in hand gets the action the engine lists for one of them', () => {
    const g = tableGame({ hand: ['Forest', 'Forest', 'Giant Growth', 'Giant Growth'], mine: [{ card: 'Forest' }, { card: 'Grizzly Bears' }] });
    const t = view(g);
    assert.deepEqual(t.actions.filter((a) => a.action.type === 'playLand').map((a) => a.on), [100, 101]);
    const growth = t.actions.filter((a) => a.action.type === 'cast');
    assert.deepEqual(growth.map((a) => [a.on, a.label, a.group]), [
      [102, 'Cast Giant Growth on your Grizzly Bears', 'Cast Giant Growth'],
      [103, 'Cast Giant Growth on your Grizzly Bears', 'Cast Giant Growth'],
    ]);
    for (const a of growth) assert.equal((a.action as { card: number }).card, a.on);
  });

  it('the next step is named as the engine will take it', () => {
    const next = (spec: Parameters<typeof tableGame>[0]) => view(tableGame(spec)).phase.next;
    assert.equal(next({ hand: [], foes: ['Giant Spider'] }), 'End step', 'no creature of yours could attack');
    assert.equal(next({ hand: [], mine: [{ card: 'Grizzly Bears' }], foes: ['Giant Spider'] }), 'Combat');
    assert.equal(next({ hand: [], mine: [{ card: 'Grizzly Bears' }], foes: ['Giant Spider'], step: 'attackers' }), 'Main 2');
    assert.equal(next({ hand: [], foes: ['Giant Spider'], step: 'main2' }), 'End step');
    assert.equal(next({ hand: [], foes: ['Giant Spider'], step: 'end' }), "Foe's turn");
    assert.equal(next({ hand: [], step: 'end' }), 'Travel', 'the last preparation round');
    assert.equal(next({ hand: Array.from({ length: 8 }, () => 'Forest'), step: 'end' }), 'Discard');
  });

  it('the outcome in words: victory with the goal and the turns, defeat with the reason', () => {
    let g = encounterScene();
    g = act(g, { type: 'pass' });
    const courser = g.state.battlefield.find((p) => p.card === 'Centaur Courser')!.id;
    const spider = g.state.battlefield.find((p) => p.controller === 'foe')!.id;
    g = act(g, { type: 'playLand', card: g.state.you.hand.find((c) => c.card === 'Forest')!.id });
    g = act(g, { type: 'pass' });
    g = act(g, { type: 'attack', creature: courser, target: spider });
    g = act(g, { type: 'pass' });
    g = act(g, { type: 'cast', card: g.state.you.hand.find((c) => c.card === 'Might of Oaks')!.id, target: courser });
    g = act(g, { type: 'pass' });
    assert.deepEqual(view(g).outcome, { result: 'won', reason: 'You defeated Giant Spider.', headline: 'Victory — you defeated Giant Spider in 3 turns' });
    assert.deepEqual(view(g).actions, []);
    const lost = tableGame({ hand: ['Lightning Bolt'], mine: [{ card: 'Mountain' }], life: 3 });
    const after = act(lost, { type: 'cast', card: 100, target: 'you' });
    assert.deepEqual(view(after).outcome, { result: 'lost', reason: 'Your life fell to 0.', headline: 'Defeat — your life fell to 0' });
  });

  it('prompts: pay lists the lands of each option; a trigger names its card', () => {
    const pay = act(tableGame({ hand: ['Wind Drake', 'Savannah Lions', 'Zephyr Sprite'], mine: [{ card: 'Island' }, { card: 'Island' }, { card: 'Plains' }, { card: 'Plains' }] }), { type: 'cast', card: 100 });
    assert.deepEqual(view(pay).prompt, {
      kind: 'pay',
      card: 'Wind Drake',
      text: 'Choose how to pay for Wind Drake.',
      options: [
        { option: 0, sources: ['Island', 'Island', 'Plains'], label: 'Tap Island ×2, Plains' },
        { option: 1, sources: ['Island', 'Plains', 'Plains'], label: 'Tap Island, Plains ×2' },
      ],
    });
    const trigger = act(tableGame({ hand: ['Sparkmage Apprentice'], mine: [{ card: 'Mountain' }, { card: 'Mountain' }], foes: ['Giant Spider'] }), { type: 'cast', card: 100 });
    assert.deepEqual(view(trigger).prompt, { kind: 'trigger', card: 'Sparkmage Apprentice', text: "Sparkmage Apprentice's ability: choose its target." });
  });

  it('StartGame options: defaults fill in, a distance becomes a hex the seed picks, unknown decks and creatures are refused', () => {
    const d = setupChoices('s', {});
    assert.ok(d.ok);
    if (!d.ok) return;
    // Normal difficulty fills in the Adjusting options; those that are off are left out.
    const normal = difficultyOptions(findDifficulty('normal')!, 20);
    assert.deepEqual(d.choices, {
      deck: 'green',
      goals: [defaultGoal('s')],
      distribution: 'standard',
      startColour: 'random',
      life: normal.life,
      preparationRounds: normal.preparationRounds,
      opponentSpells: 'remove',
      ...(normal.keywordRoll ? { keywordRoll: true } : {}),
      ...(normal.extraFoes ? { extraFoes: true } : {}),
      ...(normal.weakening ? { weakening: normal.weakening } : {}),
    });
    assert.deepEqual(goalHexAt('s', 4), (defaultGoal('s') as { hex: unknown }).hex, 'distance 4 is the default goal');
    const both = setupChoices('s', { goals: [{ type: 'reach', distance: 6 }, { type: 'defeat', creature: 'Serra Angel' }], life: 40 });
    assert.ok(both.ok && both.choices.goals?.[1]?.type === 'defeat' && both.choices.life === 40);
    assert.ok(both.ok && both.choices.goals?.[0]?.type === 'reach');
    const deck = setupChoices('s', { deck: 'purple' });
    assert.ok(!deck.ok && /no starter deck "purple"/.test(deck.error.message));
    const creature = setupChoices('s', { goals: [{ type: 'defeat', creature: 'Llanowar Elves' }] });
    assert.ok(!creature.ok && /not in the Encounter Piles/.test(creature.error.message));
  });

  it('intents: one action is sent at once; a target is asked for; X after the target; attack and block taken back', () => {
    const t = view(tableGame({ hand: ['Forest', 'Giant Growth', 'Stream of Life'], mine: [{ card: 'Forest' }, { card: 'Forest' }, { card: 'Grizzly Bears' }], foes: ['Giant Spider'] }));
    const land = firstStep(groupsFor(t.actions, 100));
    assert.deepEqual(land, { kind: 'send', action: { type: 'playLand', card: 100 }, label: 'Play Forest' });
    const growth = firstStep(groupsFor(t.actions, 101));
    assert.equal(growth?.kind, 'target');
    if (growth?.kind !== 'target') return;
    assert.deepEqual(growth.targets, [105, 106]);
    assert.deepEqual(afterTarget(growth.group, 106), { kind: 'send', action: { type: 'cast', card: 101, target: 106 }, label: 'Cast Giant Growth on Giant Spider' });
    // Stream of Life targets only you: no question about the target, one about X.
    const stream = firstStep(groupsFor(t.actions, 102));
    assert.equal(stream?.kind, 'x');
    if (stream?.kind !== 'x') return;
    assert.deepEqual(stream.values, [1]);
    assert.deepEqual(afterX(stream.group, 1)?.kind, 'send');
    // An attacker that already attacks is withdrawn with its own target.
    const attacks: CrawlAction[] = [
      { type: 'attack', creature: 7, target: 8 },
      { type: 'attack', creature: 7, target: 9 },
    ];
    const groups = groupsFor(attacks.map((action) => ({ action, label: 'x', on: 7 })), 7);
    assert.equal(firstStep(groups)?.kind, 'target');
    assert.deepEqual(firstStep(groups, { attacking: 9 }), { kind: 'send', action: attacks[1], label: 'x' });
  });

  it("intents: a spell's additional cost asks which creature to sacrifice (of several) and which card to discard (even of one), after its target", () => {
    const casts: CrawlAction[] = [
      { type: 'cast', card: 5, target: 20, sacrifice: 30 },
      { type: 'cast', card: 5, target: 20, sacrifice: 31 },
      { type: 'cast', card: 5, target: 21, sacrifice: 30 },
    ];
    const views = casts.map((action, i) => ({ action, label: `cast ${i}`, on: 5 }));
    const first = firstStep(groupsFor(views, 5));
    assert.ok(first?.kind === 'target' && first.role === 'target');
    assert.deepEqual(first.targets, [20, 21]);
    const victim = afterTarget(first.group, 20, 'target');
    assert.ok(victim?.kind === 'target' && victim.role === 'sacrifice', JSON.stringify(victim));
    assert.deepEqual(victim.targets, [30, 31]);
    assert.deepEqual(afterTarget(victim.group, 31, 'sacrifice'), { kind: 'send', action: casts[1], label: 'cast 1' });
    // One creature to sacrifice, once the target is known: no question.
    assert.deepEqual(afterTarget(first.group, 21, 'target'), { kind: 'send', action: casts[2], label: 'cast 2' });

    const discarding: CrawlAction[] = [{ type: 'cast', card: 6, discard: 40 }];
    const one = firstStep(groupsFor(discarding.map((action) => ({ action, label: 'Cast Wild Guess, discarding Forest', on: 6 })), 6));
    assert.ok(one?.kind === 'target' && one.role === 'discard', 'a discard is asked for even when one card could pay it');
    assert.deepEqual(one.targets, [40]);
    assert.deepEqual(afterTarget(one.group, 40, 'discard'), { kind: 'send', action: discarding[0], label: 'Cast Wild Guess, discarding Forest' });
  });

  it('by hand: open outside a question, the mulligan and the end; the pool\'s tokens; exiled cards as cards', () => {
    const g = tableGame({ hand: ['Grizzly Bears'], mine: [{ card: 'Forest' }] });
    const t = view(g);
    assert.equal(t.byHand.open, true);
    assert.equal(t.byHand.resolve, undefined);
    assert.deepEqual(
      t.byHand.tokens.map((x) => `${x.name}: ${x.summary}`),
      [
        'Soldier (token): 1/1 white Soldier',
        'Zombie (token): 2/2 black Zombie',
        'Goblin (token): 1/1 red Goblin',
        'Beast (token): 3/3 green Beast',
        'Insect (token): 1/1 green Insect',
        'Wolf (token): 2/2 green Wolf',
        'Gargoyle (token): 3/4 colourless Gargoyle, flying',
        'Merfolk (token): 1/1 blue Merfolk',
        'Rat (token): 1/1 black Rat',
      ],
    );
    assert.equal(t.actions.some((a) => isByHand(a.action)), false, 'not in the labelled legal actions');
    assert.equal(view(newGame('tv-by-hand')).byHand.open, false, 'the mulligan');
    const pay = act(tableGame({ hand: ['Wind Drake', 'Savannah Lions', 'Zephyr Sprite'], mine: [{ card: 'Island' }, { card: 'Island' }, { card: 'Plains' }, { card: 'Plains' }] }), { type: 'cast', card: 100 });
    assert.equal(view(pay).byHand.open, false, 'a question');
    const lost = act(tableGame({ hand: ['Lightning Bolt'], mine: [{ card: 'Mountain' }], life: 3 }), { type: 'cast', card: 100, target: 'you' });
    assert.equal(view(lost).byHand.open, false, 'the end');
    const exiled = act(g, { type: 'moveCard', card: 100, to: 'exile' });
    assert.deepEqual(view(exiled).exile.map((c) => [c.id, c.name, c.typeLine]), [[100, 'Grizzly Bears', 'Creature — Bear']]);
  });

  it("by hand: a manual card's note is its manualText, not a paragraph; just cast, it is to be resolved by hand until play goes on", () => {
    const restore = asManual('Grizzly Bears', 'Put a +1/+1 counter on it.');
    try {
      let g = tableGame({ hand: ['Grizzly Bears', 'Forest'], mine: [{ card: 'Forest' }, { card: 'Forest' }] });
      const bears = view(g).hand[0]!;
      assert.deepEqual([bears.manual, bears.manualText, bears.text], [true, 'Put a +1/+1 counter on it.', []]);
      g = act(g, { type: 'cast', card: 100 });
      assert.deepEqual(view(g).byHand.resolve, { card: 'Grizzly Bears', id: 100, text: 'Put a +1/+1 counter on it.' });
      g = act(g, { type: 'addCounters', card: 100, count: 1 });
      g = act(g, { type: 'adjustLife', amount: -1 });
      assert.equal(view(g).byHand.resolve?.card, 'Grizzly Bears', 'adjustments by hand since: still resolving');
      assert.equal(tableView({ setup: g.setup, state: g.state }, legalActions(g)).byHand.resolve, undefined, 'without the log, no claim');
      g = act(g, { type: 'playLand', card: 101 });
      assert.equal(view(g).byHand.resolve, undefined, 'play went on');
    } finally {
      restore();
    }
    // A manual card with nothing more to say than "resolve it by hand": the Manual tag alone.
    const plain = asManual('Grizzly Bears', '');
    try {
      const c = view(tableGame({ hand: ['Grizzly Bears'] })).hand[0]!;
      assert.deepEqual([c.manual, c.manualText, c.text], [true, undefined, []]);
    } finally {
      plain();
    }
    const c = view(tableGame({ hand: ['Grizzly Bears'] })).hand[0]!;
    assert.deepEqual([c.manual, c.manualText], [undefined, undefined], 'restored');
  });

  it('by hand, the menus: tap or untap and counters for a permanent, a move to every other zone; tokens; the life field', () => {
    const bears = { id: 5, name: 'Grizzly Bears', manaCost: '{1}{G}', colours: ['G'], typeLine: 'Creature — Bear', text: [] };
    const labels = (items: ReturnType<typeof cardMenu>) => items.map((i) => `${i.group ? '— ' : ''}${i.label}`);
    assert.deepEqual(labels(cardMenu(bears, 'battlefield')), ['Tap', 'Put a +1/+1 counter', '— Move to hand', 'Move to graveyard', 'Move to exile', 'Move to library (shuffled in)']);
    const tapped = cardMenu({ ...bears, tapped: true, counters: 2 }, 'battlefield');
    assert.deepEqual(labels(tapped).slice(0, 3), ['Untap', 'Put a +1/+1 counter', 'Remove a +1/+1 counter']);
    assert.deepEqual(tapped.map((i) => i.action).slice(0, 3), [
      { type: 'setTapped', card: 5, tapped: false },
      { type: 'addCounters', card: 5, count: 1 },
      { type: 'addCounters', card: 5, count: -1 },
    ]);
    assert.deepEqual(tapped.map((i) => i.spoken).slice(2, 4), ['Remove a +1/+1 counter from Grizzly Bears', 'Move Grizzly Bears to hand']);
    assert.deepEqual(labels(cardMenu(bears, 'hand')), ['Move to battlefield', 'Move to graveyard', 'Move to exile', 'Move to library (shuffled in)']);
    assert.deepEqual(cardMenu(bears, 'graveyard').map((i) => i.action), [
      { type: 'moveCard', card: 5, to: 'hand' },
      { type: 'moveCard', card: 5, to: 'battlefield' },
      { type: 'moveCard', card: 5, to: 'exile' },
      { type: 'moveCard', card: 5, to: 'library' },
    ]);
    assert.deepEqual(labels(cardMenu(bears, 'exile')), ['Move to hand', 'Move to battlefield', 'Move to graveyard', 'Move to library (shuffled in)']);
    assert.deepEqual(cardMenu({ ...bears, id: undefined }, 'hand'), [], 'a card shown by name only');
    assert.deepEqual(tokenMenu([{ name: 'Soldier (token)', summary: '1/1 white Soldier' }]), [
      { label: 'Soldier', detail: '1/1 white Soldier', spoken: 'Create a Soldier token: 1/1 white Soldier', action: { type: 'createToken', token: 'Soldier (token)' } },
    ]);
    assert.deepEqual(['5', '+5', '-3', '−3', ' 2 ', '0', '', 'x', '1.5', '5000', '-5000'].map(lifeAmount), [5, 5, -3, -3, 2, undefined, undefined, undefined, undefined, 1000, -1000]);
  });

  it('a card of several faces: each half of a split card is a choice of its own, by its name; a permanent with another face offers to turn it over by hand', () => {
    const half = (name: string, cost: string, colour: 'R' | 'U', target: 'any' | 'creature'): CardDef => ({
      name,
      manaCost: cost,
      colours: [colour],
      types: ['Instant'],
      subtypes: [],
      keywords: [],
      abilities: [{ kind: 'spell', target: { kind: target }, effects: [target === 'any' ? { do: 'damage', amount: 2, to: 'target' } : { do: 'tap', what: 'target' }] }],
    });
    const watcher: CardDef = { name: 'Web Watcher', manaCost: '{1}{G}', colours: ['G'], types: ['Creature'], subtypes: ['Wolf'], power: 2, toughness: 1, keywords: [] };
    const stalker: CardDef = { ...watcher, name: 'Web Stalker', manaCost: '', power: 4, toughness: 3 };
    addImportedCards([
      { name: 'Web Flare // Web Chill', manaCost: '{1}{R}{U}', colours: ['U', 'R'], types: ['Instant'], subtypes: [], keywords: [], layout: 'split', faces: [half('Web Flare', '{R}', 'R', 'any'), half('Web Chill', '{1}{U}', 'U', 'creature')] },
      { ...watcher, name: 'Web Watcher // Web Stalker', layout: 'transform', faces: [watcher, stalker] },
    ]);
    const t = view(tableGame({ hand: ['Web Flare // Web Chill'], mine: [{ card: 'Mountain' }, { card: 'Island' }, { card: 'Island' }, { card: 'Web Watcher // Web Stalker' }], foes: ['Giant Spider'] }));
    const menu = firstStep(groupsFor(t.actions, 100));
    assert.equal(menu?.kind, 'menu');
    if (menu?.kind !== 'menu') return;
    assert.deepEqual(menu.groups.map((g) => g.label), ['Cast Web Flare (left half)', 'Cast Web Chill (right half)']);
    const chill = firstStep([menu.groups[1]!]);
    assert.equal(chill?.kind, 'target');
    if (chill?.kind !== 'target') return;
    assert.deepEqual(afterTarget(chill.group, 105), { kind: 'send', action: { type: 'cast', card: 100, face: 1, target: 105 }, label: 'Cast Web Chill (right half) on Giant Spider' });
    // The transforming card on the battlefield: its back face is turned up by hand.
    const wolf = t.creatures.find((c) => c.id === 104)!;
    assert.deepEqual(wolf.turnsTo, [{ face: 1, name: 'Web Stalker' }]);
    const turn = cardMenu(wolf, 'battlefield').find((i) => i.action.type === 'turnOver');
    assert.deepEqual(turn, { label: 'Turn over to Web Stalker', spoken: 'Turn Web Watcher // Web Stalker over to Web Stalker', action: { type: 'turnOver', card: 104, face: 1 } });
    assert.ok(isByHand(turn.action));
  });
});
