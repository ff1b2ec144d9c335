import type { Colour } from '../colour';

/**
 * A deck list: card names from the built-in pool (pool.ts) and how many of
 * each. Every card in a starter deck is one the engine plays by itself.
 */
export interface DeckList {
  readonly id: string;
  readonly name: string;
  readonly colours: readonly Colour[];
  readonly format: 'constructed';
  readonly cards: readonly { readonly name: string; readonly count: number }[];
}

/**
 * The built-in starter decks: 60 cards each, at most 4 of any card but a basic
 * land. Built to take on the 40 encounter creatures (2/1s up to 6/4s, some
 * flying, first strike or deathtouch) that attack every turn: each deck has
 * blockers that hold the ground, an answer to a big attacker, and a way to
 * win the race. The mono-colour decks run 24 lands, the two-colour ones 12 + 12.
 */
export const STARTER_DECKS: readonly DeckList[] = [
  {
    id: 'white',
    name: 'Dawn Patrol',
    colours: ['W'],
    format: 'constructed',
    cards: [
      { name: 'Plains', count: 24 },
      { name: 'Savannah Lions', count: 4 },
      { name: 'White Knight', count: 4 },
      { name: 'Stormfront Pegasus', count: 4 },
      { name: 'Blinding Mage', count: 3 },
      { name: 'Griffin Sentinel', count: 2 },
      { name: 'Razorfoot Griffin', count: 2 },
      { name: 'Serra Angel', count: 3 },
      { name: 'Siege Mastodon', count: 1 },
      { name: 'Pacifism', count: 4 },
      { name: 'Holy Strength', count: 3 },
      { name: 'Divine Verdict', count: 2 },
      { name: 'Glorious Charge', count: 2 },
      { name: "Angel's Mercy", count: 2 },
    ],
  },
  {
    id: 'blue',
    name: 'Cloud Scholars',
    colours: ['U'],
    format: 'constructed',
    cards: [
      { name: 'Island', count: 24 },
      { name: 'Coral Merfolk', count: 2 },
      { name: 'Prodigal Sorcerer', count: 4 },
      { name: 'Wind Drake', count: 4 },
      { name: 'Horned Turtle', count: 2 },
      { name: 'Wall of Air', count: 2 },
      { name: 'Snapping Drake', count: 2 },
      { name: 'Phantom Monster', count: 3 },
      { name: 'Air Elemental', count: 2 },
      { name: 'Mahamoti Djinn', count: 2 },
      { name: 'Unsummon', count: 3 },
      { name: 'Psionic Blast', count: 3 },
      { name: 'Disorient', count: 2 },
      { name: 'Divination', count: 3 },
      { name: 'Mind Spring', count: 2 },
    ],
  },
  {
    id: 'black',
    name: 'Night Hunt',
    colours: ['B'],
    format: 'constructed',
    cards: [
      { name: 'Swamp', count: 24 },
      { name: 'Child of Night', count: 4 },
      { name: 'Black Knight', count: 4 },
      { name: 'Kelinore Bat', count: 2 },
      { name: 'Looming Shade', count: 3 },
      { name: 'Royal Assassin', count: 3 },
      { name: 'Warpath Ghoul', count: 2 },
      { name: 'Bog Wraith', count: 2 },
      { name: 'Zombie Goliath', count: 2 },
      { name: 'Doom Blade', count: 4 },
      { name: 'Assassinate', count: 2 },
      { name: 'Weakness', count: 2 },
      { name: 'Raise Dead', count: 2 },
      { name: 'Sign in Blood', count: 2 },
      // Aimed at an opponent: the crawl removes it from the deck or discards it when drawn, as its options say.
      { name: 'Mind Rot', count: 2 },
    ],
  },
  {
    id: 'red',
    name: 'Sparks and Giants',
    colours: ['R'],
    format: 'constructed',
    cards: [
      { name: 'Mountain', count: 24 },
      { name: 'Goblin Piker', count: 4 },
      { name: 'Sparkmage Apprentice', count: 4 },
      { name: 'Prodigal Pyromancer', count: 4 },
      { name: 'Fiery Hellhound', count: 3 },
      { name: 'Hurloon Minotaur', count: 2 },
      { name: 'Granite Gargoyle', count: 2 },
      { name: 'Hill Giant', count: 3 },
      { name: 'Roc of Kher Ridges', count: 2 },
      { name: 'Earth Elemental', count: 2 },
      { name: 'Shivan Dragon', count: 2 },
      { name: 'Lightning Bolt', count: 4 },
      { name: 'Kindled Fury', count: 3 },
      { name: 'Rod of Ruin', count: 1 },
    ],
  },
  {
    id: 'green',
    name: 'Deep Wildwood',
    colours: ['G'],
    format: 'constructed',
    cards: [
      { name: 'Forest', count: 24 },
      { name: 'Llanowar Elves', count: 4 },
      { name: 'Elvish Visionary', count: 3 },
      { name: 'Runeclaw Bear', count: 2 },
      { name: 'Deadly Recluse', count: 4 },
      { name: 'Centaur Courser', count: 4 },
      { name: 'Giant Spider', count: 3 },
      { name: 'Stampeding Rhino', count: 3 },
      { name: 'Ant Queen', count: 2 },
      { name: 'Craw Wurm', count: 2 },
      { name: 'Enormous Baloth', count: 1 },
      { name: 'Giant Growth', count: 4 },
      { name: 'Might of Oaks', count: 2 },
      { name: 'Overrun', count: 1 },
      // Reach and a tougher body: a ground creature that holds off a flier.
      { name: 'Web', count: 1 },
    ],
  },
  {
    id: 'azorius-skies',
    name: 'High Winds',
    colours: ['W', 'U'],
    format: 'constructed',
    cards: [
      { name: 'Plains', count: 12 },
      { name: 'Island', count: 12 },
      { name: 'Stormfront Pegasus', count: 4 },
      { name: 'Blinding Mage', count: 2 },
      { name: 'Wind Drake', count: 4 },
      { name: 'Griffin Sentinel', count: 3 },
      { name: 'Prodigal Sorcerer', count: 2 },
      { name: 'Wall of Air', count: 2 },
      { name: 'Phantom Monster', count: 3 },
      { name: 'Serra Angel', count: 3 },
      { name: 'Air Elemental', count: 2 },
      { name: 'Pacifism', count: 3 },
      { name: 'Holy Strength', count: 2 },
      { name: 'Unsummon', count: 2 },
      { name: 'Flight', count: 2 },
      { name: 'Divination', count: 2 },
    ],
  },
  {
    id: 'gruul-beasts',
    name: 'Thunder Herd',
    colours: ['R', 'G'],
    format: 'constructed',
    cards: [
      { name: 'Mountain', count: 12 },
      { name: 'Forest', count: 12 },
      { name: 'Llanowar Elves', count: 4 },
      { name: 'Birds of Paradise', count: 2 },
      { name: 'Centaur Courser', count: 4 },
      { name: 'Fiery Hellhound', count: 2 },
      { name: 'Hill Giant', count: 2 },
      { name: 'War Mammoth', count: 3 },
      { name: 'Stampeding Rhino', count: 3 },
      { name: 'Earth Elemental', count: 2 },
      { name: 'Craw Wurm', count: 2 },
      { name: 'Shivan Dragon', count: 1 },
      { name: 'Lightning Bolt', count: 4 },
      { name: 'Giant Growth', count: 3 },
      { name: 'Kindled Fury', count: 2 },
      { name: 'Overrun', count: 2 },
    ],
  },
  {
    id: 'rakdos-raiders',
    name: 'Blood and Cinders',
    colours: ['B', 'R'],
    format: 'constructed',
    cards: [
      { name: 'Swamp', count: 12 },
      { name: 'Mountain', count: 12 },
      { name: 'Child of Night', count: 4 },
      { name: 'Goblin Piker', count: 3 },
      { name: 'Black Knight', count: 3 },
      { name: 'Sparkmage Apprentice', count: 3 },
      { name: 'Prodigal Pyromancer', count: 2 },
      { name: 'Royal Assassin', count: 2 },
      { name: 'Looming Shade', count: 2 },
      { name: 'Warpath Ghoul', count: 2 },
      { name: 'Bog Wraith', count: 2 },
      { name: 'Fire Elemental', count: 2 },
      { name: 'Lightning Bolt', count: 4 },
      { name: 'Doom Blade', count: 3 },
      { name: 'Unholy Strength', count: 2 },
      { name: 'Kindled Fury', count: 2 },
    ],
  },
];

/** The size every starter deck has. */
export const STARTER_DECK_SIZE = 60;

export function findDeck(id: string): DeckList | undefined {
  return STARTER_DECKS.find((d) => d.id === id);
}

/** How many cards a deck list holds in all. */
export function deckSize(deck: DeckList): number {
  return deck.cards.reduce((n, c) => n + c.count, 0);
}
