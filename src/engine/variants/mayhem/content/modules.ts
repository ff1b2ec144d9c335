import type { ModuleDef } from './schema';

/**
 * Narrative modules: prescribed adventures with a back-story, goals of their
 * own, the tiles laid out as given (face down, entrance on the edge), and a
 * monster deck of their own.
 */
export const MODULES: readonly ModuleDef[] = [
  {
    id: 'the-unfinished-index',
    name: 'The Unfinished Index',
    backstory: [
      'The library under Quillmere was built to hold every book ever written. Its last archivist swore to finish the index, one card for every book, before he would rest.',
      'He never rested. The catalogue became him and he became the catalogue: the Hollow Archivist now drifts between the shelves, and the words he has read walk the halls as shades.',
      'The town librarian has one request. Somewhere below lies the Last Page, the final card of the index. Bring it back, put the Archivist to rest, and the library can sleep.',
    ],
    goals: [
      { do: 'find', item: 'the-last-page', text: 'Find the Last Page, torn from the index when its shelves fell.' },
      { do: 'reach', tile: 'collapsed-library', text: 'Search the Collapsed Library, where the index was kept.' },
      { do: 'solve', kind: 'riddle', count: 2, text: 'Answer two riddles: the library only opens to readers.' },
      { do: 'defeat', monster: 'hollow-archivist', text: 'Lay the Hollow Archivist to rest.' },
      { do: 'escape', text: 'Climb back out of the Sunken Stair.' },
    ],
    layout: [
      ['guard-post', 'collapsed-library', 'ghost-gallery', 'deep-lair'],
      ['whispering-vault', 'lantern-market', 'well-of-echoes', 'mirror-hall'],
      ['dripping-cellar', 'sunken-stair', 'dungeon-laundry', 'crooked-corridor'],
    ],
    monsters: [
      { card: 'murmuring-shade', copies: 3 },
      { card: 'keening-banshee', copies: 2 },
      { card: 'rattlebones', copies: 3 },
      { card: 'riddling-owl', copies: 2 },
      { card: 'hollow-armour', copies: 1 },
      { card: 'sealed-door-riddle', copies: 2 },
      // Retuned in the fourth edition: two riddles to solve want more than four cards of eighteen that ask one.
      { card: 'sealed-door-riddle', copies: 2, since: 4 },
      { card: 'riddling-owl', copies: 1, since: 4 },
      { card: 'lost-spirit', copies: 2 },
      { card: 'slumber-rune', copies: 1 },
      { card: 'lights-out', copies: 1 },
    ],
    treasure: [{ card: 'the-last-page', copies: 1, lies: 'collapsed-library' }],
    boss: 'hollow-archivist',
    heroes: { min: 2, max: 4 },
    text: 'A quiet adventure for 2 to 4 heroes: shades, riddles and a ghost who cannot stop reading. About 12 tiles.',
  },
  {
    id: 'the-frostweb-rescue',
    name: 'The Frostweb Rescue',
    backstory: [
      'The miners of Coldharrow dug one tunnel too deep and broke into a cave glittering with frost. That night their lanterns went out one by one, and their foreman, old Hesk, was carried off in a cocoon of icy silk.',
      'The trail of frozen webs leads down through the Spider Gallery to a nest where Mother Frostweb keeps her larder. Hesk is stubborn; he will last a while yet.',
      'Go down, cut him loose, and bring back what the miners lost: their wages were in his coat.',
    ],
    goals: [
      { do: 'reach', tile: 'spider-gallery', text: 'Follow the webs to the Spider Gallery.' },
      { do: 'defeat', monster: 'mother-frostweb', text: 'Defeat Mother Frostweb and cut Hesk loose.' },
      { do: 'gold', amount: 12, text: 'Bring back the miners\' wages: 12 gold among the party.' },
      { do: 'escape', text: 'Lead everyone out by the Sunken Stair.' },
    ],
    layout: [
      ['spider-gallery', 'deep-lair', 'frozen-fountain'],
      ['rat-warren', 'lantern-market', 'glittering-cave'],
      ['bone-pit', 'sunken-stair', 'mushroom-grotto'],
    ],
    monsters: [
      { card: 'cave-spiderling', copies: 3 },
      { card: 'frost-wisp', copies: 2 },
      { card: 'gloomrat', copies: 2 },
      { card: 'bat-swarm', copies: 2 },
      { card: 'bog-toad', copies: 1 },
      { card: 'rime-troll', copies: 1 },
      { card: 'snare-net', copies: 2 },
      { card: 'frost-glyph', copies: 1 },
      { card: 'rope-bridge', copies: 1 },
      { card: 'ambush', copies: 1 },
    ],
    treasure: [{ card: 'snakeroot-tonic', copies: 2 }],
    boss: 'mother-frostweb',
    heroes: { min: 1, max: 4 },
    text: 'A short rescue for 1 to 4 heroes in 9 tiles: webs, frost and a very large spider. Bring fire.',
  },
];
