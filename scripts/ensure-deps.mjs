// Installs the npm packages when they are missing or were installed from
// another package-lock.json, so `npm run play` and `npm test` work straight
// after a fresh clone. Plain Node, no dependencies: it runs before any are
// installed.
//
// It compares the lock file's content with the one the last install was made
// from (a hash kept in node_modules), not the two files' dates: a fresh
// checkout (a clone, a worktree) gives the lock file a new date, and running
// `npm ci` on that alone wipes packages that are already right.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';

const stamp = 'node_modules/.crawl-lock-hash';
const hash = createHash('sha256').update(readFileSync('package-lock.json')).digest('hex');
const installedFrom = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : undefined;
// Packages installed before the stamp existed: judged the old way, by npm's own record of them being newer than the lock.
const npmRecord = 'node_modules/.package-lock.json';
const unstampedButCurrent = installedFrom === undefined && existsSync(npmRecord) && statSync(npmRecord).mtimeMs >= statSync('package-lock.json').mtimeMs;
if (unstampedButCurrent) writeFileSync(stamp, `${hash}\n`);
else if (installedFrom !== hash) {
  console.log('Installing npm packages (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
  writeFileSync(stamp, `${hash}\n`);
}
