import type { PhysicalChallengeDef } from './schema';

/**
 * The six physical challenges, one per face of the die. Players get up and
 * do them together; the table judges "done" or "failed", and that answer
 * enters the log as an action.
 */
export const PHYSICAL_CHALLENGES: readonly PhysicalChallengeDef[] = [
  {
    id: 'echo-chain',
    roll: 1,
    name: 'Echo Chain',
    needs: ['Everyone standing in a circle'],
    steps: [
      'The first player makes a sound and a movement (a hop and a "boing", say).',
      'The next player repeats it and adds one of their own; so on around the circle.',
      'Go around the circle twice.',
    ],
    success: 'Everyone repeated the whole chain in order.',
    failure: 'Someone forgot a link, or swapped two.',
  },
  {
    id: 'spoon-relay',
    roll: 2,
    name: 'Spoon Relay',
    needs: ['A spoon', 'Something small and round to balance on it (a grape, a button, a rolled-up sock)'],
    steps: [
      'Everyone starts together against one wall.',
      'Each player in turn carries the spoon, held in their mouth or on one flat palm, to the far side and back, and hands it on.',
      'Nobody may touch the object with their hands once it is on the spoon.',
    ],
    success: 'The object never touched the floor.',
    failure: 'It fell, or a hand helped it.',
  },
  {
    id: 'narrow-ledge',
    roll: 3,
    name: 'The Narrow Ledge',
    needs: ['A line of spots on the floor (cushions, paper sheets), one more than there are players'],
    steps: [
      'Split into two groups. Each stands on the spots from one end, facing the other group, with the single empty spot between them.',
      'One at a time, a player steps forward into the empty spot next to them, or hops over exactly one player of the other group into the empty spot behind.',
      'Nobody steps backwards, and nobody hops over someone of their own group.',
      'The groups must end up swapped: each at the other end, still facing the same way.',
    ],
    success: 'The two groups have changed ends.',
    failure: 'Nobody can move any more, or someone broke a rule.',
    onScreen: 'leapfrog',
  },
  {
    id: 'statue-hall',
    roll: 4,
    name: 'The Statue Hall',
    needs: ['Everyone standing'],
    steps: [
      'One player is the gargoyle; everyone else is a statue, standing on one foot.',
      'The gargoyle has until the hourglass runs out to make a statue laugh or wobble, without touching anyone.',
      'A statue that laughs or puts the other foot down is out.',
    ],
    success: 'At least half the statues are still standing when the time is up.',
    failure: 'More than half of them gave way.',
  },
  {
    id: 'blind-fetch',
    roll: 5,
    name: 'Blind Fetch',
    needs: ['A blindfold (a scarf works)', 'A small object: the treasure'],
    steps: [
      'Hide the treasure somewhere in the room while one player is blindfolded.',
      'The others guide the blindfolded player to it with words only: no touching, no pointing.',
      'If there is time, swap the blindfold and hide it again, until everyone has fetched once or the hourglass runs out.',
    ],
    success: 'Every fetch found the treasure before the hourglass ran out.',
    failure: 'A fetch bumped into something or ran out of time.',
  },
  {
    id: 'birthday-ladder',
    roll: 6,
    name: 'The Birthday Ladder',
    needs: ['A line to stand on: the edge of a rug, a row of tiles, a strip of tape'],
    steps: [
      'Everyone stands on the line.',
      'Without stepping off it and without speaking, the group sorts itself by birthday, January at one end and December at the other.',
      'Gestures are allowed. Then say the birthdays out loud to check.',
    ],
    success: 'The line is in birthday order and nobody stepped off.',
    failure: 'Someone stepped off, spoke, or the order is wrong.',
  },
];
