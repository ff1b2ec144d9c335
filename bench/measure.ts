/** Runs `fn` repeatedly and returns the median time of one run in milliseconds. */
export function medianMs(fn: () => unknown, { runs = 15, warmup = 3 } = {}): number {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return median(times);
}

/**
 * Times `ours` and `bare` in turns and returns the median of each, in
 * milliseconds: on a shared machine a burst of load from elsewhere then falls
 * on both alike, and their ratio holds.
 */
export function pairedMedianMs(ours: () => unknown, bare: () => unknown, { runs = 21, warmup = 3 } = {}): [ours: number, bare: number] {
  for (let i = 0; i < warmup; i++) {
    ours();
    bare();
  }
  const time = (fn: () => unknown) => {
    const t0 = process.hrtime.bigint();
    fn();
    return Number(process.hrtime.bigint() - t0) / 1e6;
  };
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < runs; i++) {
    a.push(time(ours));
    b.push(time(bare));
  }
  return [median(a), median(b)];
}

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

// ── The summary: every figure ends up as one row of one table ──

/** One line of the summary. `met` is left out where no target was set. */
export interface Row {
  readonly measure: string;
  readonly figure: string;
  readonly target: string;
  readonly met?: boolean;
}

/** A row without a target. */
export const row = (measure: string, figure: string): Row => ({ measure, figure, target: '—' });

/** A row whose target is a bound on the figure's value. */
export const checked = (measure: string, figure: string, target: string, met: boolean): Row => ({ measure, figure, target, met });

/** A row for a figure that could not be taken: it says why, and never shows a number. */
export const notMeasured = (measure: string, why: string, target = '—'): Row => ({ measure, figure: `not measured: ${why}`, target });

/**
 * Runs a section of the bench. If it throws, its rows still appear, each
 * saying why there is no figure, so a broken section never hides the others.
 */
export function section(rowsIfFailed: readonly (readonly [measure: string, target?: string])[], measure: () => Row[]): Row[] {
  try {
    return measure();
  } catch (e) {
    const why = (e instanceof Error ? e.message : String(e)).split('\n')[0]!;
    return rowsIfFailed.map(([m, target]) => notMeasured(m, why, target));
  }
}

/** The summary as a Markdown table, so the README can take it as printed. */
export function summary(rows: readonly Row[]): string {
  const cells = [['Measure', 'Figure', 'Target', 'Met?'], ...rows.map((r) => [r.measure, r.figure, r.target, r.met === undefined ? '—' : r.met ? 'yes' : 'no'])];
  const widths = cells[0]!.map((_, c) => Math.max(...cells.map((r) => r[c]!.length)));
  const line = (r: readonly string[]) => `| ${r.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`;
  return [line(cells[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join('\n');
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
export const perSecond = (count: number, seconds: number) => Math.round(count / seconds).toLocaleString('en');
