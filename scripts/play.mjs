// `npm run play`: opens a game of Magic Crawl in VS Code.
// - With a desktop `code` on PATH: an Extension Development Host window on
//   play/, with the game open in the playmat.
// - Otherwise: the local VS Code server (installed under .vscode-test/ on first
//   use), bound to 127.0.0.1, with the extension installed; open the printed
//   URL and the game in the Explorer.
// The game is play/my-first.crawl.json; it is created on first run and kept.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const PLAY = join(ROOT, 'play');
const GAME = join(PLAY, 'my-first.crawl.json');
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });

run('node', ['scripts/ensure-deps.mjs']);
run('node', ['esbuild.mjs']);
mkdirSync(PLAY, { recursive: true });
setAsideRetiredGame();
if (!existsSync(GAME)) run('node', ['dist/cli.js', 'new', '-o', GAME]);

/** A game saved before the rules core (schema version 1) can't be played now: keep it under another name and start afresh. */
function setAsideRetiredGame() {
  if (!existsSync(GAME)) return;
  let version;
  try {
    version = JSON.parse(readFileSync(GAME, 'utf8')).schemaVersion;
  } catch {
    return; // Not readable as JSON: the playmat will say what is wrong with it.
  }
  if (version !== 1) return;
  const kept = join(PLAY, 'my-first.v1.crawl.json');
  renameSync(GAME, kept);
  console.log(`${basename(GAME)} was saved before fights existed (schema version 1); kept it as ${basename(kept)} and started a new game.`);
}

const hasCode = !process.env.CRAWL_NO_DESKTOP && spawnSync('code', ['--version'], { stdio: 'ignore' }).status === 0;
if (hasCode) {
  spawn('code', [`--extensionDevelopmentPath=${ROOT}`, PLAY, GAME], { stdio: 'inherit', detached: true }).unref();
  console.log(`Opened ${GAME} in VS Code.`);
} else {
  run('bash', ['scripts/vscode-server/install.sh']);
  const { startServer } = await import('./vscode-server/server.mjs');
  // The extension is "installed" by linking this folder into the server's extensions directory.
  const extensionsDir = join(ROOT, '.vscode-test', 'play-extensions');
  const link = join(extensionsDir, 'crawl-table.crawl');
  rmSync(link, { force: true, recursive: true });
  mkdirSync(extensionsDir, { recursive: true });
  symlinkSync(ROOT, link, 'dir');
  const server = await startServer({
    workspace: PLAY,
    extensionsDir,
    settings: { 'workbench.colorTheme': 'Default Dark Modern', 'git.openRepositoryInParentFolders': 'never' },
  });
  // The URL opens the folder, not the file: a file opened while VS Code is
  // still starting lands in the text editor before the playmat is registered.
  const url = server.workbenchUrl({ folder: PLAY });
  console.log(
    `\nVS Code is running at\n\n  ${url}\n\nOpen it in a browser on this machine, then open ${basename(GAME)} in the Explorer to play.\nCtrl+C stops the server.`,
  );
  const stop = async () => {
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
