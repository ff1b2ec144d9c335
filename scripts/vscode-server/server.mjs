// Shared helpers for driving a real VS Code (the server from the `code-server`
// npm package, installed by install.sh) from headless Chromium. Used by
// run-tests.mjs and meant for UI end-to-end tests too.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const CODE_SERVER_ENTRY = join(
  ROOT, '.vscode-test/code-server/node_modules/code-server/out/node/entry.js');
export const CHROMIUM = '/usr/bin/chromium';

// Everything here talks to 127.0.0.1 only; these keep Chromium from phoning home.
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--disable-dev-shm-usage',
  // The workbench page is handed over by the harness (prepareWorkbenchPage), and Chromium counts
  // such a page as from no address at all: its checks would then keep it from the server on 127.0.0.1.
  '--disable-features=LocalNetworkAccessChecks',
];

// Settings for a fresh profile: nothing may steal focus from the editor under
// test (walkthrough, trust dialog) and nothing should try to reach the internet.
const DEFAULT_SETTINGS = {
  'workbench.startupEditor': 'none',
  'security.workspace.trust.enabled': false,
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'workbench.enableExperiments': false,
  'npm.fetchOnlinePackageInfo': false,
};

/** Asks the OS for an unused loopback port. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolvePort(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the VS Code server on 127.0.0.1 with a throwaway profile.
 * Returns { port, origin, tmp, workspace, logFile, proc, workbenchUrl(), stop() }.
 * Options: workspace (folder to open; default an empty temp folder),
 * settings (merged over DEFAULT_SETTINGS), extensionsDir, timeoutMs.
 */
export async function startServer(opts = {}) {
  if (!existsSync(CODE_SERVER_ENTRY)) {
    throw new Error(`VS Code server not installed; run scripts/vscode-server/install.sh`);
  }
  const tmp = await mkdtemp(join(tmpdir(), 'crawl-vscode-'));
  const userDataDir = join(tmp, 'user-data');
  const extensionsDir = opts.extensionsDir ?? join(tmp, 'extensions');
  const workspace = opts.workspace ? resolve(opts.workspace) : join(tmp, 'workspace');
  await mkdir(join(userDataDir, 'User'), { recursive: true });
  await mkdir(extensionsDir, { recursive: true });
  await mkdir(workspace, { recursive: true });
  await writeFile(join(userDataDir, 'User/settings.json'),
    JSON.stringify({ ...DEFAULT_SETTINGS, ...opts.settings }, null, 2));

  const port = await freePort();
  // Without --config, code-server writes ~/.config/code-server/config.yaml.
  const config = join(tmp, 'config.yaml');
  await writeFile(config, `bind-addr: 127.0.0.1:${port}\nauth: none\ncert: false\n`);

  const logFile = join(tmp, 'server.log');
  const log = createWriteStream(logFile);
  const proc = spawn(process.execPath, [
    CODE_SERVER_ENTRY,
    '--bind-addr', `127.0.0.1:${port}`, '--auth', 'none', '--config', config,
    '--user-data-dir', userDataDir, '--extensions-dir', extensionsDir,
    '--disable-telemetry', '--disable-update-check', '--disable-workspace-trust',
    workspace,
  ], {
    // Own process group, so stop() also reaches the extension host and pty host.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // Keep code-server's logs and state out of the user's home directory.
      XDG_DATA_HOME: join(tmp, 'data'),
      XDG_CONFIG_HOME: join(tmp, 'config'),
      // An empty gallery disables the marketplace (default: open-vsx.org), so
      // neither the server nor the workbench tries to query it.
      EXTENSIONS_GALLERY: '{}',
    },
  });
  proc.stdout.pipe(log);
  proc.stderr.pipe(log);
  let exited = null;
  proc.on('exit', (code, signal) => { exited = signal ?? code; });

  const origin = `http://127.0.0.1:${port}`;
  let stopped = false;
  const server = {
    port, origin, tmp, workspace, extensionsDir, logFile, proc,
    /** Workbench URL; payload is a list of [key, value] pairs VS Code reads at startup. */
    workbenchUrl({ folder = workspace, payload } = {}) {
      const q = new URLSearchParams({ folder });
      if (payload) q.set('payload', JSON.stringify(payload));
      return `${origin}/?${q}`;
    },
    /** A vscode-remote URI for a path on this machine, as the workbench sees it. */
    remoteUri(path) {
      return `vscode-remote://127.0.0.1:${port}${resolve(path)}`;
    },
    async logTail(lines = 40) {
      const text = await readFile(logFile, 'utf8').catch(() => '');
      return text.trimEnd().split('\n').slice(-lines).join('\n');
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await killGroup(proc, () => exited !== null);
      log.end();
      if (!opts.keepTmp) await rm(tmp, { recursive: true, force: true });
    },
  };

  // Wait until the HTTP server answers; fail early if the process dies.
  const deadline = Date.now() + (opts.timeoutMs ?? 30_000);
  for (;;) {
    if (exited !== null) {
      const tail = await server.logTail();
      await server.stop();
      throw new Error(`VS Code server exited (${exited}) before it was ready:\n${tail}`);
    }
    try {
      const res = await fetch(`${origin}/healthz`);
      if (res.ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) {
      const tail = await server.logTail();
      await server.stop();
      throw new Error(`VS Code server did not answer /healthz within ${opts.timeoutMs ?? 30_000} ms:\n${tail}`);
    }
    await sleep(100);
  }
  return server;
}

/** SIGTERM the whole process group, then SIGKILL whatever is left after 3 s. */
async function killGroup(proc, hasExited) {
  const signalGroup = (sig) => {
    try { process.kill(-proc.pid, sig); } catch { /* group already gone */ }
  };
  signalGroup('SIGTERM');
  for (let i = 0; i < 30 && !hasExited(); i++) await sleep(100);
  // The group may outlive its leader (e.g. the extension host), so always finish it off.
  signalGroup('SIGKILL');
}

/** Launches Debian's Chromium headless through playwright-core (never downloads a browser). */
export async function launchBrowser(opts = {}) {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: opts.headless ?? true,
    args: CHROMIUM_ARGS,
    // Callers clean up on signals themselves (server first, then browser);
    // Playwright's own handlers would exit before that finishes.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/**
 * Readies a page for the workbench of `server`, so that its webviews behave
 * as in desktop VS Code:
 *
 * - Webviews get origins of their own: one per view type (VS Code keeps one
 *   origin for each, so that a webview's storage outlives it). code-server
 *   serves every webview from the workbench's own origin, so all of them
 *   share one service-worker scope, and a new webview's frame can find the
 *   worker of another kind's webview controlling it and wait for it to go
 *   ("Found unexpected service worker controller … Waiting for
 *   controllerchange"), up to half a minute: a blank playmat. The workbench's
 *   configuration is rewritten on its way to the page to put each origin on
 *   `<origin>.localhost` (Chromium sends any *.localhost name to the loopback
 *   address, and code-server answers there), as desktop VS Code and
 *   vscode.dev give each its own origin. (Webviews of one type still share a
 *   worker, as they do there: see waitForWebview in the integration suite.)
 * - code-server's own PWA service worker (scope "/") is not registered: no
 *   test needs it, and it would answer requests that the tests mean for the
 *   server.
 */
export async function prepareWorkbenchPage(page, server) {
  await page.route((url) => url.origin === server.origin && url.pathname === '/', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = await response.text();
    const endpoint = /(&quot;webviewEndpoint&quot;:&quot;)([^&]+)(&quot;)/;
    const found = html.match(endpoint);
    if (!found) throw new Error('the workbench page no longer names its webviewEndpoint: the harness must learn its new form');
    // A relative endpoint ("stable-…/static/out/…/pre") made absolute on a host of the webview's own.
    const own = `http://{{uuid}}.localhost:${server.port}/${found[2].replace(/^\.?\//, '')}`;
    // The page's CSP lets frames come from itself and vscode-cdn.net: add the webviews' hosts.
    const headers = { ...response.headers() };
    for (const name of ['content-encoding', 'content-length', 'transfer-encoding']) delete headers[name];
    headers['content-security-policy'] = headers['content-security-policy']
      ?.replace(/frame-src /, `frame-src http://*.localhost:${server.port} `);
    await route.fulfill({ status: response.status(), headers, body: html.replace(endpoint, `$1${own}$3`) });
  });
  await page.addInitScript(() => {
    const container = window.top === window ? navigator.serviceWorker : undefined;
    if (!container) return;
    const register = container.register.bind(container);
    container.register = (url, options) =>
      /\/_static\/out\/browser\/serviceWorker\.js/.test(String(url))
        ? Promise.reject(new Error('code-server\'s own service worker is not used in tests'))
        : register(url, options);
  });
}

/**
 * Opens the workbench in a new page and waits until it is rendered. With
 * extensionDevelopmentPath the extension is loaded from its folder, as in
 * "Run Extension", without installing it.
 */
export async function openWorkbench(browser, server, { extensionDevelopmentPath, folder } = {}) {
  const page = await browser.newPage();
  await prepareWorkbenchPage(page, server);
  const payload = extensionDevelopmentPath
    ? [['extensionDevelopmentPath', server.remoteUri(extensionDevelopmentPath)]]
    : undefined;
  await page.goto(server.workbenchUrl({ folder, payload }));
  await page.locator('.monaco-workbench').waitFor();
  return page;
}

/** The content frame of the active custom editor / webview (nested iframes). */
export function webviewFrame(page) {
  return page.frameLocator('iframe.webview.ready').frameLocator('#active-frame');
}
