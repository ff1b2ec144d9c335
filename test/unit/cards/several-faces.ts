import type { CardDef } from '../../../src/engine/cards/card';

/**
 * Cards of several faces invented for the tests, their effects written as
 * data: a split card (CR 709), an adventurer (CR 715), a modal card with a
 * land face (CR 712) and a transforming card the player turns by hand.
 * Shared by the tables' tests, so that one name is one card in the pool.
 */

export const spell = (name: string, cost: string, colour: 'W' | 'U' | 'B' | 'R' | 'G', type: 'Instant' | 'Sorcery', ability: NonNullable<CardDef['abilities']>[number], subtypes: string[] = []): CardDef => ({
  name,
  manaCost: cost,
  colours: [colour],
  types: [type],
  subtypes,
  keywords: [],
  abilities: [ability],
});

export const FLARE = spell('Test Flare', '{R}', 'R', 'Instant', { kind: 'spell', target: { kind: 'any' }, effects: [{ do: 'damage', amount: 2, to: 'target' }] });
export const CHILL = spell('Test Chill', '{1}{U}', 'U', 'Sorcery', { kind: 'spell', target: { kind: 'creature' }, effects: [{ do: 'tap', what: 'target' }, { do: 'draw', amount: 1 }] });
export const SPLIT: CardDef = {
  name: 'Test Flare // Test Chill',
  manaCost: '{1}{R}{U}',
  colours: ['U', 'R'],
  types: ['Instant', 'Sorcery'],
  subtypes: [],
  keywords: [],
  automation: 'full',
  layout: 'split',
  faces: [FLARE, CHILL],
};
export const OGRE: CardDef = { name: 'Test Ogre', manaCost: '{2}{R}', colours: ['R'], types: ['Creature'], subtypes: ['Ogre'], power: 3, toughness: 3, keywords: [] };
export const TOSS = spell('Test Toss', '{1}{R}', 'R', 'Sorcery', { kind: 'spell', target: { kind: 'any' }, effects: [{ do: 'damage', amount: 2, to: 'target' }] }, ['Adventure']);
export const ADVENTURER: CardDef = { ...OGRE, name: 'Test Ogre // Test Toss', layout: 'adventure', faces: [OGRE, TOSS] };
export const SENTINEL: CardDef = { name: 'Test Sentinel', manaCost: '{1}{G}', colours: ['G'], types: ['Creature'], subtypes: ['Elf'], power: 2, toughness: 2, keywords: ['vigilance'] };
export const HOLLOW: CardDef = { name: 'Test Hollow', manaCost: '', colours: [], types: ['Land'], subtypes: [], keywords: [], abilities: [{ kind: 'mana', produces: ['G'] }] };
export const MODAL: CardDef = { ...SENTINEL, name: 'Test Sentinel // Test Hollow', layout: 'modal', faces: [SENTINEL, HOLLOW] };
export const WATCHER: CardDef = { name: 'Test Watcher', manaCost: '{1}{G}', colours: ['G'], types: ['Creature'], subtypes: ['Werewolf'], power: 2, toughness: 1, keywords: [], automation: 'manual' };
export const STALKER: CardDef = { name: 'Test Stalker', manaCost: '', colours: ['G'], types: ['Creature'], subtypes: ['Werewolf'], power: 4, toughness: 3, keywords: ['trample'], automation: 'manual' };
export const TRANSFORMING: CardDef = { ...WATCHER, name: 'Test Watcher // Test Stalker', layout: 'transform', faces: [WATCHER, STALKER] };
