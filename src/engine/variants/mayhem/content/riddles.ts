import type { RiddleDef } from './schema';

/**
 * Riddles of our own, numbered: a riddle's id is in the saved file while it
 * waits for its answer, so it must say nothing of the answer
 * (mayhem.challenge.hidden). `answers` lists every answer the table would accept;
 * typed answers are matched leniently (case, articles and punctuation
 * ignored), and the players may always judge a revealed answer themselves.
 */
export const RIDDLES: readonly RiddleDef[] = [
  { id: 'riddle-1', lines: ['I follow you at noon and lead you at dusk,', 'I have your shape but never your weight.', 'Bring a lamp close and I run away. What am I?'], answers: ['shadow'] },
  { id: 'riddle-2', lines: ['I hold mountains but no stone,', 'rivers but no water, towns but no people.', 'Fold me and the whole land fits in your pocket.'], answers: ['map', 'chart'] },
  { id: 'riddle-3', lines: ['I am a door\'s only eye.', 'I never blink, and I see nothing', 'until something made for me looks back.'], answers: ['keyhole', 'lock'] },
  { id: 'riddle-4', lines: ['You leave me wherever you go,', 'yet you never look back to pick me up.', 'Snow keeps me; the tide steals me.'], answers: ['footprints', 'tracks', 'footsteps'] },
  { id: 'riddle-5', lines: ['I stand tall when young and short when old.', 'I cry hot tears that turn to stone,', 'and a single breath can end my day.'], answers: ['candle'] },
  { id: 'riddle-6', lines: ['No lid, no hinge, no key,', 'yet a golden treasure hides inside me.', 'Break me and it is yours.'], answers: ['egg'] },
  { id: 'riddle-7', lines: ['I copy every face I meet', 'but keep none of them.', 'Lift your left hand and I lift my right.'], answers: ['mirror', 'reflection', 'looking glass'] },
  { id: 'riddle-8', lines: ['It belongs to you,', 'yet your friends use it far more than you do.'], answers: ['name'] },
  { id: 'riddle-9', lines: ['I have a tongue but cannot taste,', 'a mouth that opens only downward,', 'and I speak only when shaken.'], answers: ['bell'] },
  { id: 'riddle-10', lines: ['I have one eye and cannot see.', 'I drag a long tail through everything I touch,', 'and leave things closer together than I found them.'], answers: ['needle', 'sewing needle'] },
  { id: 'riddle-11', lines: ['I fly without wings and cry without eyes.', 'I wear grey when I am sad', 'and vanish when I am all cried out.'], answers: ['cloud', 'rain cloud'] },
  { id: 'riddle-12', lines: ['I go up and I go down,', 'yet I never move from where I was built.'], answers: ['stairs', 'staircase', 'stairway', 'steps', 'ladder'] },
  { id: 'riddle-13', lines: ['Keep me and I stay whole.', 'Share me and I am gone,', 'though then more people have me than before.'], answers: ['secret'] },
  { id: 'riddle-14', lines: ['I have a head and a tail but no body,', 'and I am never the same side up for long', 'when you throw me in the air.'], answers: ['coin', 'penny'] },
  { id: 'riddle-15', lines: ['I have leaves but no branches,', 'a spine but no bones,', 'and I can take you anywhere without moving.'], answers: ['book'] },
  { id: 'riddle-16', lines: ['I have banks but keep no gold,', 'a mouth but never speak,', 'and I always travel downhill.'], answers: ['river', 'stream'] },
  { id: 'riddle-17', lines: ['I have hands but never wave,', 'a face but never smile,', 'and I tell you something new every minute.'], answers: ['clock', 'watch'] },
  { id: 'riddle-18', lines: ['Light as a feather,', 'yet the strongest knight cannot hold me', 'for more than a few minutes.'], answers: ['breath', 'air'] },
  { id: 'riddle-19', lines: ['The more you dig me out,', 'the bigger I become.'], answers: ['hole', 'pit'] },
  { id: 'riddle-20', lines: ['I am full of holes', 'and still I hold water.'], answers: ['sponge'] },
  { id: 'riddle-21', lines: ['I start with E, end with E,', 'and usually hold just one letter.'], answers: ['envelope'] },
  { id: 'riddle-22', lines: ['I wear many coats and none of them are warm.', 'Take them off one by one,', 'and it is you who will cry.'], answers: ['onion'] },
  { id: 'riddle-23', lines: ['I am never thirsty, always hungry.', 'Give me wood and I dance;', 'give me a drink and I die.'], answers: ['fire', 'flame'] },
  { id: 'riddle-24', lines: ['Born in winter, built by children,', 'I have a carrot for a nose', 'and spring is my undoing.'], answers: ['snowman'] },
  { id: 'riddle-25', lines: ['I change my shape all month', 'and am round again by the end of it.', 'I own no light, only what I borrow from the sun.'], answers: ['moon'] },
  { id: 'riddle-26', lines: ['I have plenty of teeth', 'and have never bitten anyone.', 'Tangles fear me.'], answers: ['comb', 'brush'] },
  { id: 'riddle-27', lines: ['I have five fingers but no bones,', 'no nails and no knuckles.', 'I am empty until you fill me.'], answers: ['glove', 'mitten'] },
  { id: 'riddle-28', lines: ['Easy to make, easy to break,', 'and once broken no smith can mend me.'], answers: ['promise', 'oath', 'vow'] },
  { id: 'riddle-29', lines: ['I go up every year and never come down.'], answers: ['age'] },
  { id: 'riddle-30', lines: ['Fill a room with me and it seems empty.', 'Strike one match and I am chased to the corners.'], answers: ['darkness', 'dark'] },
  { id: 'riddle-31', lines: ['I have many keys and open no door.', 'Press them gently and I sing;', 'slam them and I shout.'], answers: ['piano', 'harpsichord', 'organ'] },
  { id: 'riddle-32', lines: ['Long in the throat and round in the belly,', 'I wear a cork for a hat', 'and carry messages across the sea.'], answers: ['bottle', 'flask'] },
  { id: 'riddle-33', lines: ['I begin with T, end with T,', 'and am full of T.'], answers: ['teapot'] },
  { id: 'riddle-34', lines: ['Which word becomes shorter', 'when you add two letters to it?'], answers: ['short'] },
  { id: 'riddle-35', lines: ['I am stuffed yet never hungry.', 'Every night I hold your head', 'and hear every dream you mumble.'], answers: ['pillow', 'cushion'] },
  { id: 'riddle-36', lines: ['I keep a tiny sun in a cage of glass.', 'Carry me by my handle into the dark', 'and the dark steps back.'], answers: ['lantern', 'lamp', 'torch'] },
  { id: 'riddle-37', lines: ['I am made of countless tiny stones.', 'I pour through a glass to measure your turn,', 'and I fill your boots on every beach.'], answers: ['sand'] },
  { id: 'riddle-38', lines: ['I am always coming and never arrive.', 'When you reach me, I have changed my name.'], answers: ['tomorrow', 'the future'] },
  { id: 'riddle-39', lines: ['A weaver with eight legs made me without a loom.', 'I catch dinner without a hook', 'and sparkle with dew at dawn.'], answers: ['web', 'spiderweb', 'spider web', 'cobweb'] },
  { id: 'riddle-40', lines: ['I grow downward from the eaves,', 'a sharp tooth of winter', 'that weeps itself away in the sun.'], answers: ['icicle'] },
];

/**
 * The ids riddles had before they were numbered, each with its number now:
 * a file saved then, a riddle waiting in it, still reads (its id is made the
 * number on load, mayhem.challenge.hidden). Never add to it.
 */
export const EARLIER_RIDDLE_IDS: Readonly<Record<string, string>> = {
  'riddle-shadow': 'riddle-1',
  'riddle-map': 'riddle-2',
  'riddle-keyhole': 'riddle-3',
  'riddle-footprints': 'riddle-4',
  'riddle-candle': 'riddle-5',
  'riddle-egg': 'riddle-6',
  'riddle-mirror': 'riddle-7',
  'riddle-name': 'riddle-8',
  'riddle-bell': 'riddle-9',
  'riddle-needle': 'riddle-10',
  'riddle-cloud': 'riddle-11',
  'riddle-stairs': 'riddle-12',
  'riddle-secret': 'riddle-13',
  'riddle-coin': 'riddle-14',
  'riddle-book': 'riddle-15',
  'riddle-river': 'riddle-16',
  'riddle-clock': 'riddle-17',
  'riddle-breath': 'riddle-18',
  'riddle-hole': 'riddle-19',
  'riddle-sponge': 'riddle-20',
  'riddle-envelope': 'riddle-21',
  'riddle-onion': 'riddle-22',
  'riddle-fire': 'riddle-23',
  'riddle-snowman': 'riddle-24',
  'riddle-moon': 'riddle-25',
  'riddle-comb': 'riddle-26',
  'riddle-glove': 'riddle-27',
  'riddle-promise': 'riddle-28',
  'riddle-age': 'riddle-29',
  'riddle-darkness': 'riddle-30',
  'riddle-piano': 'riddle-31',
  'riddle-bottle': 'riddle-32',
  'riddle-teapot': 'riddle-33',
  'riddle-word-short': 'riddle-34',
  'riddle-pillow': 'riddle-35',
  'riddle-lantern': 'riddle-36',
  'riddle-sand': 'riddle-37',
  'riddle-tomorrow': 'riddle-38',
  'riddle-spiderweb': 'riddle-39',
  'riddle-icicle': 'riddle-40',
};
