// `npm run bench`: measures what the issues set targets for and ends with one
// summary table (Measure | Figure | Target | Met?). Figures, not tests: a
// missed target is printed as "no" and the run still succeeds. Details of each
// section are printed above the table as they come.
//   CRAWL_BENCH_ENGINE_ONLY=1  skips the extension's sections (bundles, render, activation)
import { loadAverage, machine } from './host';
import { cardIndexRows } from './card-index';
import { engineActionRows, fileGrowthRows, largeSaveRows, paymentRows, simulationRows } from './engine';
import { castleRows } from './castle';
import { frontierRows } from './frontier';
import { duelRows } from './duel';
import { mayhemRows } from './mayhem';
import { activationRows, bundleRows, renderRows } from './extension';
import { notMeasured, summary, type Row } from './measure';

const started = Date.now();
const loadBefore = loadAverage();
const engine = [...engineActionRows(), ...simulationRows(), ...largeSaveRows(), ...paymentRows(), ...frontierRows(), ...castleRows(), ...duelRows(), ...mayhemRows()];
const growth = fileGrowthRows();
const cards = cardIndexRows();
const extension = process.env.CRAWL_BENCH_ENGINE_ONLY ? skipped('CRAWL_BENCH_ENGINE_ONLY is set') : [...renderRows(), ...activationRows(), ...bundleRows()];
const rows: Row[] = [...engine, ...extension, ...growth, ...cards];

/** The extension's rows when its sections are not run. */
function skipped(why: string): Row[] {
  return [
    notMeasured('first render of 2,000 and 10,000 hexes', why, '≤ 100 ms (2,000)'),
    notMeasured('activation: ext.activate() in VS Code', why, '≤ empty + 10 ms'),
    notMeasured('bundles', why, '< 300 KB each (extension, webview)'),
  ];
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\n${machine()}; load average ${loadBefore} at the start, ${loadAverage()} at the end; the bench took ${seconds} s\n`);
console.log(summary(rows));
