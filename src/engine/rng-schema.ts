import { Type } from '@sinclair/typebox';

const u32 = Type.Integer({ minimum: 0, maximum: 0xffffffff });

/** The random generator's state (rng.ts) as a saved game keeps it. */
export const RngStateSchema = Type.Tuple([u32, u32, u32, u32], {
  description: 'The sfc32 generator state: four unsigned 32-bit words.',
});
