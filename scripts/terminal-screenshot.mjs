// Renders `crawl show` of a sample game, in colour, to docs/terminal.png for
// the README: ANSI colours become HTML spans, Debian's Chromium takes the picture.
// `node scripts/terminal-screenshot.mjs` (after `npm run build`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const dir = mkdtempSync(join(tmpdir(), 'crawl-shot-'));
const file = join(dir, 'tour.crawl.json');
const crawl = (...args) => execFileSync('node', ['dist/cli.js', ...args], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '1' } });
crawl('new', '--seed', 'readme-tour', '--start-colour', 'G', '-o', file);
// Let the bot play into the first fight: `b` in `crawl play` takes the bot's choice.
execFileSync('node', ['dist/cli.js', 'play', file], { input: 'b\n'.repeat(24) + 'q\n', encoding: 'utf8' });
const ansi = crawl('show', file, '--log', '6');

const PALETTE = { 30: '#1e1e1e', 31: '#f14c4c', 97: '#ffffff', 41: '#b5322b', 42: '#2f7d32', 44: '#1f5fa8', 45: '#6b3f8f', 103: '#e8d36a' };
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
let html = '';
let open = false;
for (const part of ansi.split(/(\x1b\[[0-9;]*m)/)) {
  const m = /^\x1b\[([0-9;]*)m$/.exec(part);
  if (!m) {
    html += escape(part);
    continue;
  }
  if (open) html += '</span>';
  open = false;
  const codes = m[1].split(';').map(Number).filter((c) => c !== 0);
  if (codes.length === 0) continue;
  const css = [];
  for (const c of codes) {
    if (c === 1) css.push('font-weight:bold');
    if (c === 2) css.push('opacity:0.6');
    if (c === 4) css.push('text-decoration:underline');
    if ((c >= 30 && c <= 37) || (c >= 90 && c <= 97)) css.push(`color:${PALETTE[c] ?? '#ddd'}`);
    if ((c >= 40 && c <= 47) || (c >= 100 && c <= 107)) css.push(`background:${PALETTE[c] ?? '#333'}`);
  }
  html += `<span style="${css.join(';')}">`;
  open = true;
}
const page = `<body style="margin:0;background:#1e1e1e"><pre style="margin:0;padding:16px 20px;color:#d4d4d4;font:15px/1.35 'DejaVu Sans Mono',monospace">$ crawl show tour.crawl.json\n${html}</pre></body>`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});
const tab = await browser.newPage({ viewport: { width: 1240, height: 200 } });
await tab.setContent(page);
await tab.locator('pre').screenshot({ path: 'docs/terminal.png' });
await browser.close();
console.log('wrote docs/terminal.png');
