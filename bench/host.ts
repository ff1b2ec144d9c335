import { cpus, loadavg, totalmem } from 'node:os';

/** The machine the figures were taken on, for the lines above the table. */
export function machine(): string {
  const cores = cpus();
  return `Node ${process.version} on ${process.platform}/${process.arch}, ${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 1024 ** 3).toFixed(0)} GB`;
}

/** Other work on the same cores moves every figure, so the load is printed with them. */
export const loadAverage = () => loadavg().map((l) => l.toFixed(1)).join(', ');
