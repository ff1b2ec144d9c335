/**
 * The game's only source of chance: sfc32 (Chris Doty-Humphrey's Small Fast
 * Counting generator, 32-bit). Its whole state is four unsigned 32-bit
 * integers kept inside the game state, so a saved game carries its own dice
 * and replays identically forever. Every function here is pure: it takes a
 * state and returns the drawn value together with the next state.
 */

/** Four uint32 words: a, b, c and the counter d. */
export type RngState = [number, number, number, number];

export interface Drawn<T> {
  readonly value: T;
  readonly rng: RngState;
}

/** One step of sfc32: returns a uniform uint32 and the advanced state. */
export function nextUint32(rng: RngState): Drawn<number> {
  let [a, b, c, d] = rng;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = (b ^ (b >>> 9)) >>> 0;
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  return { value: t, rng: [a, b, c, d] };
}

/**
 * A uniform integer in [0, n) by rejection sampling: values from the top
 * partial block of 2^32 are thrown away, so no outcome is favoured.
 */
export function nextInt(rng: RngState, n: number): Drawn<number> {
  if (!Number.isInteger(n) || n < 1 || n > 0x1_0000_0000) {
    throw new RangeError(`nextInt needs a whole number of outcomes from 1 to 2^32, got ${n}`);
  }
  const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
  let state = rng;
  for (;;) {
    const step = nextUint32(state);
    state = step.rng;
    if (step.value < limit) return { value: step.value % n, rng: state };
  }
}

/** A roll of one die with `sides` faces, 1..sides. */
export function rollDie(rng: RngState, sides = 6): Drawn<number> {
  const { value, rng: next } = nextInt(rng, sides);
  return { value: value + 1, rng: next };
}

// One encoder for every seed: hex streams seed a generator for each new hex.
const UTF8 = new TextEncoder();

/**
 * Turns a seed text (anything a player may type or share) into a generator
 * state: FNV-1a over the UTF-8 bytes, spread by splitmix32 into four words,
 * then 12 warm-up steps as the sfc32 author recommends.
 */
export function seedRng(seed: string): RngState {
  const h = fnv1a(seed);
  const words: number[] = [];
  let x = h;
  for (let i = 0; i < 4; i++) {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    words.push((z ^ (z >>> 16)) >>> 0);
  }
  // The warm-up steps of nextUint32, on plain numbers: a generator is seeded for every new hex, and these made 24 objects each time.
  let [a, b, c, d] = [words[0]!, words[1]!, words[2]!, words[3]!];
  for (let i = 0; i < 12; i++) {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = (b ^ (b >>> 9)) >>> 0;
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
  }
  return [a, b, c, d];
}

/**
 * FNV-1a over the UTF-8 bytes of `text`. An ASCII text's bytes are its
 * character codes, so only a text with other characters is encoded first
 * (hex streams seed a generator for each new hex, and their seeds are mostly ASCII).
 */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x80) return fnv1aBytes(UTF8.encode(text));
    h ^= code;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function fnv1aBytes(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i]!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
