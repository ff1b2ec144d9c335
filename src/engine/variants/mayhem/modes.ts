import type { MayhemSetup } from './schema';

/** The modes `--mode` offers (mayhem.mode), the default first. */
export const MODES = ['cooperative', 'competitive'] as const satisfies readonly MayhemSetup['mode'][];

/** The mode `--mode` names (cooperative when absent), or what is wrong. */
export function modeFrom(value: unknown): MayhemSetup['mode'] | string {
  if (value === undefined) return 'cooperative';
  const found = MODES.find((m) => m === value);
  return found ?? `--mode: "${String(value)}" is not a mode; the modes are ${MODES.join(', ')}`;
}
