import { simulateFrontier } from '../src/engine/variants/frontier/simulate';
const t0 = performance.now();
const r = simulateFrontier({ games: 60, seed: 'prof', versus: 'bot' });
console.log(r.games, r.actions, ((performance.now() - t0) / 1000).toFixed(2) + 's', (r.games / ((performance.now() - t0) / 1000)).toFixed(1), 'games/s');
