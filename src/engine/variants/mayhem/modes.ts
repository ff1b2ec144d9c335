import type { MayhemSetup } from './schema';
import { MAYHEM_CONTENT } from './content';
import { DEFAULT_MODULE, moduleWaits } from './narrative-module';

/** The modes `--mode` offers (mayhem.mode), the default first. */
export const MODES = ['cooperative', 'competitive', 'module'] as const satisfies readonly MayhemSetup['mode'][];

export type ModeChoice = { ok: true; mode: MayhemSetup['mode']; module?: string } | { ok: false; problem: string };

/**
 * The mode `--mode` names (cooperative when absent) and, for `module`, the
 * module `--module` names (The Frostweb Rescue when absent: DEFAULT_MODULE), or what
 * is wrong: an unknown mode or module, a module still waiting, or
 * `--module` without `--mode module`.
 */
export function modeFrom(mode: unknown, module: unknown): ModeChoice {
  const found = mode === undefined ? 'cooperative' : MODES.find((m) => m === mode);
  if (found === undefined) return { ok: false, problem: `--mode: "${String(mode)}" is not a mode; the modes are ${MODES.join(', ')}` };
  if (found !== 'module') {
    return module === undefined ? { ok: true, mode: found } : { ok: false, problem: '--module: a narrative module is played with --mode module' };
  }
  if (module === undefined) return { ok: true, mode: found, module: DEFAULT_MODULE };
  const def = MAYHEM_CONTENT.modules.find((m) => m.id === module);
  if (!def) return { ok: false, problem: `--module: there is no module "${String(module)}"; the modules are ${MAYHEM_CONTENT.modules.map((m) => m.id).join(', ')}` };
  const waits = moduleWaits(def);
  return waits ? { ok: false, problem: `--module: ${def.name} cannot be played yet: ${waits}` } : { ok: true, mode: found, module: def.id };
}
