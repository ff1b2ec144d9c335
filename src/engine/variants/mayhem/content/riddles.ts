import type { RiddleDef } from './schema';

/**
 * Riddles of our own. `answers` lists every answer the table would accept;
 * typed answers are matched leniently (case, articles and punctuation
 * ignored), and the players may always judge a revealed answer themselves.
 */
export const RIDDLES: readonly RiddleDef[] = [
  { id: 'riddle-shadow', lines: ['I follow you at noon and lead you at dusk,', 'I have your shape but never your weight.', 'Bring a lamp close and I run away. What am I?'], answers: ['shadow'] },
  { id: 'riddle-map', lines: ['I hold mountains but no stone,', 'rivers but no water, towns but no people.', 'Fold me and the whole land fits in your pocket.'], answers: ['map', 'chart'] },
  { id: 'riddle-keyhole', lines: ['I am a door\'s only eye.', 'I never blink, and I see nothing', 'until something made for me looks back.'], answers: ['keyhole', 'lock'] },
  { id: 'riddle-footprints', lines: ['You leave me wherever you go,', 'yet you never look back to pick me up.', 'Snow keeps me; the tide steals me.'], answers: ['footprints', 'tracks', 'footsteps'] },
  { id: 'riddle-candle', lines: ['I stand tall when young and short when old.', 'I cry hot tears that turn to stone,', 'and a single breath can end my day.'], answers: ['candle'] },
  { id: 'riddle-egg', lines: ['No lid, no hinge, no key,', 'yet a golden treasure hides inside me.', 'Break me and it is yours.'], answers: ['egg'] },
  { id: 'riddle-mirror', lines: ['I copy every face I meet', 'but keep none of them.', 'Lift your left hand and I lift my right.'], answers: ['mirror', 'reflection', 'looking glass'] },
  { id: 'riddle-name', lines: ['It belongs to you,', 'yet your friends use it far more than you do.'], answers: ['name'] },
  { id: 'riddle-bell', lines: ['I have a tongue but cannot taste,', 'a mouth that opens only downward,', 'and I speak only when shaken.'], answers: ['bell'] },
  { id: 'riddle-needle', lines: ['I have one eye and cannot see.', 'I drag a long tail through everything I touch,', 'and leave things closer together than I found them.'], answers: ['needle', 'sewing needle'] },
  { id: 'riddle-cloud', lines: ['I fly without wings and cry without eyes.', 'I wear grey when I am sad', 'and vanish when I am all cried out.'], answers: ['cloud', 'rain cloud'] },
  { id: 'riddle-stairs', lines: ['I go up and I go down,', 'yet I never move from where I was built.'], answers: ['stairs', 'staircase', 'stairway', 'steps', 'ladder'] },
  { id: 'riddle-secret', lines: ['Keep me and I stay whole.', 'Share me and I am gone,', 'though then more people have me than before.'], answers: ['secret'] },
  { id: 'riddle-coin', lines: ['I have a head and a tail but no body,', 'and I am never the same side up for long', 'when you throw me in the air.'], answers: ['coin', 'penny'] },
  { id: 'riddle-book', lines: ['I have leaves but no branches,', 'a spine but no bones,', 'and I can take you anywhere without moving.'], answers: ['book'] },
  { id: 'riddle-river', lines: ['I have banks but keep no gold,', 'a mouth but never speak,', 'and I always travel downhill.'], answers: ['river', 'stream'] },
  { id: 'riddle-clock', lines: ['I have hands but never wave,', 'a face but never smile,', 'and I tell you something new every minute.'], answers: ['clock', 'watch'] },
  { id: 'riddle-breath', lines: ['Light as a feather,', 'yet the strongest knight cannot hold me', 'for more than a few minutes.'], answers: ['breath', 'air'] },
  { id: 'riddle-hole', lines: ['The more you dig me out,', 'the bigger I become.'], answers: ['hole', 'pit'] },
  { id: 'riddle-sponge', lines: ['I am full of holes', 'and still I hold water.'], answers: ['sponge'] },
  { id: 'riddle-envelope', lines: ['I start with E, end with E,', 'and usually hold just one letter.'], answers: ['envelope'] },
  { id: 'riddle-onion', lines: ['I wear many coats and none of them are warm.', 'Take them off one by one,', 'and it is you who will cry.'], answers: ['onion'] },
  { id: 'riddle-fire', lines: ['I am never thirsty, always hungry.', 'Give me wood and I dance;', 'give me a drink and I die.'], answers: ['fire', 'flame'] },
  { id: 'riddle-snowman', lines: ['Born in winter, built by children,', 'I have a carrot for a nose', 'and spring is my undoing.'], answers: ['snowman'] },
  { id: 'riddle-moon', lines: ['I change my shape all month', 'and am round again by the end of it.', 'I own no light, only what I borrow from the sun.'], answers: ['moon'] },
  { id: 'riddle-comb', lines: ['I have plenty of teeth', 'and have never bitten anyone.', 'Tangles fear me.'], answers: ['comb', 'brush'] },
  { id: 'riddle-glove', lines: ['I have five fingers but no bones,', 'no nails and no knuckles.', 'I am empty until you fill me.'], answers: ['glove', 'mitten'] },
  { id: 'riddle-promise', lines: ['Easy to make, easy to break,', 'and once broken no smith can mend me.'], answers: ['promise', 'oath', 'vow'] },
  { id: 'riddle-age', lines: ['I go up every year and never come down.'], answers: ['age'] },
  { id: 'riddle-darkness', lines: ['Fill a room with me and it seems empty.', 'Strike one match and I am chased to the corners.'], answers: ['darkness', 'dark'] },
  { id: 'riddle-piano', lines: ['I have many keys and open no door.', 'Press them gently and I sing;', 'slam them and I shout.'], answers: ['piano', 'harpsichord', 'organ'] },
  { id: 'riddle-bottle', lines: ['Long in the throat and round in the belly,', 'I wear a cork for a hat', 'and carry messages across the sea.'], answers: ['bottle', 'flask'] },
  { id: 'riddle-teapot', lines: ['I begin with T, end with T,', 'and am full of T.'], answers: ['teapot'] },
  { id: 'riddle-word-short', lines: ['Which word becomes shorter', 'when you add two letters to it?'], answers: ['short'] },
  { id: 'riddle-pillow', lines: ['I am stuffed yet never hungry.', 'Every night I hold your head', 'and hear every dream you mumble.'], answers: ['pillow', 'cushion'] },
  { id: 'riddle-lantern', lines: ['I keep a tiny sun in a cage of glass.', 'Carry me by my handle into the dark', 'and the dark steps back.'], answers: ['lantern', 'lamp', 'torch'] },
  { id: 'riddle-sand', lines: ['I am made of countless tiny stones.', 'I pour through a glass to measure your turn,', 'and I fill your boots on every beach.'], answers: ['sand'] },
  { id: 'riddle-tomorrow', lines: ['I am always coming and never arrive.', 'When you reach me, I have changed my name.'], answers: ['tomorrow', 'the future'] },
  { id: 'riddle-spiderweb', lines: ['A weaver with eight legs made me without a loom.', 'I catch dinner without a hook', 'and sparkle with dew at dawn.'], answers: ['web', 'spiderweb', 'spider web', 'cobweb'] },
  { id: 'riddle-icicle', lines: ['I grow downward from the eaves,', 'a sharp tooth of winter', 'that weeps itself away in the sun.'], answers: ['icicle'] },
];
