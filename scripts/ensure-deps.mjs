// Installs the npm packages when they are missing or older than the lock file,
// so `npm run play` and `npm test` work straight after a fresh clone.
// Plain Node, no dependencies: it runs before any are installed.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const installed = 'node_modules/.package-lock.json';
const stale = !existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs;
if (stale) {
  console.log('Installing npm packages (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
