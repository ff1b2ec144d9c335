#!/usr/bin/env node
// Runs an extension's integration tests in the extension host of a real
// VS Code (code-server's VS Code server + headless Chromium), offline.
//
//   node scripts/vscode-server/run-tests.mjs --extension <abs dir> \
//     --tests <abs path to CJS module exporting run(): Promise<void>> \
//     [--workspace <dir>] [--timeout <seconds>] [--verbose]
//
// Exits with the tests' exit code (0 = all passed).
import { existsSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { format, parseArgs } from 'node:util';
import { launchBrowser, prepareWorkbenchPage, startServer } from './server.mjs';

const { values: args } = parseArgs({
  options: {
    extension: { type: 'string' },
    tests: { type: 'string' },
    workspace: { type: 'string' },
    timeout: { type: 'string', default: '180' },
    verbose: { type: 'boolean', default: false },
  },
});
for (const key of ['extension', 'tests']) {
  if (!args[key] || !isAbsolute(args[key]) || !existsSync(args[key])) {
    console.error(`--${key} must be an absolute path that exists (got ${args[key] ?? 'nothing'})`);
    process.exit(2);
  }
}
const timeoutMs = (Number(args.timeout) || 180) * 1000;

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
let server;
let browser;

// Tear down on every path out, including Ctrl+C and CI cancellation.
async function cleanup() {
  await browser?.close().catch(() => {});
  await server?.stop().catch(() => {});
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    console.error(`[run-tests] ${sig}: stopping VS Code and the browser`);
    cleanup().finally(() => process.exit(130));
  });
}

async function main() {
  server = await startServer({ workspace: args.workspace });
  console.log(`[run-tests] VS Code server on ${server.origin} (${elapsed()})`);
  browser = await launchBrowser();
  const page = await browser.newPage();
  await prepareWorkbenchPage(page, server);

  // The workbench calls window.codeAutomationExit(code, logs) when the
  // extension host finishes running the tests module.
  let resolveExit;
  const exitCode = new Promise((r) => { resolveExit = r; });
  await page.exposeFunction('codeAutomationExit', (code) => resolveExit(code));
  // When running tests, the workbench re-logs the extension host's console
  // through its own log service, so those lines look just like the
  // workbench's own. They are told apart by the RPC handler on the call stack
  // (RPC method names survive minification) and sent here unformatted.
  await page.exposeFunction('crawlExtensionHostLog', (parts) => console.log(format(...parts)));
  await page.addInitScript(() => {
    for (const level of ['log', 'info', 'warn', 'error', 'debug']) {
      const original = console[level];
      console[level] = function (...args) {
        const limit = Error.stackTraceLimit;
        Error.stackTraceLimit = 50;
        const stack = new Error().stack ?? '';
        Error.stackTraceLimit = limit;
        if (stack.includes('$logExtensionHostMessage')) {
          // Drop the log service's styling prefix ('%c INFO', 'color: #33f').
          const rest = typeof args[0] === 'string' && args[0].startsWith('%c') ? args.slice(2) : args;
          window.crawlExtensionHostLog(rest);
        }
        return original.apply(this, args);
      };
    }
  });
  if (args.verbose) {
    page.on('console', (msg) => console.error(`[workbench ${msg.type()}] ${msg.text()}`));
  }
  // Everything should stay on loopback; say so loudly if it does not. Webview
  // resources are addressed as https://*.vscode-resource.vscode-cdn.net/…, but
  // the workbench's service worker answers those from the server itself.
  page.on('request', (req) => {
    const { protocol, hostname } = new URL(req.url());
    const webviewResource = hostname.endsWith('.vscode-resource.vscode-cdn.net');
    // Each webview's own origin (see prepareWorkbenchPage) is a name under localhost: the loopback address.
    const loopback = hostname === '127.0.0.1' || hostname.endsWith('.localhost');
    if (/^(https?|wss?):$/.test(protocol) && !loopback && !webviewResource) {
      console.error(`[run-tests] warning: workbench requested ${req.url()}`);
    }
  });
  page.on('pageerror', (err) => console.error(`[workbench error] ${err.message}`));

  // One deadline for loading the workbench and running the tests.
  let timer;
  const timedOut = new Promise((resolveTimeout) => {
    timer = setTimeout(() => resolveTimeout('timeout'), timeoutMs);
  });

  // The extension is loaded from its folder (no install) and the tests run
  // in the server-side extension host, so both are vscode-remote URIs.
  await page.goto(server.workbenchUrl({
    folder: server.workspace,
    payload: [
      ['extensionDevelopmentPath', server.remoteUri(args.extension)],
      ['extensionTestsPath', server.remoteUri(args.tests)],
    ],
  }), { timeout: timeoutMs });

  const result = await Promise.race([exitCode, timedOut]);
  clearTimeout(timer);
  if (result === 'timeout') {
    console.error(`[run-tests] FAILED: tests did not finish within ${timeoutMs / 1000}s. ` +
      `Last lines of the server log:\n${await server.logTail()}`);
    return 1;
  }
  console.log(`[run-tests] tests exited with code ${result} after ${elapsed()}`);
  return Number(result);
}

let code;
try {
  code = await main();
} catch (err) {
  console.error(`[run-tests] FAILED: ${err.stack ?? err}`);
  code = 1;
} finally {
  await cleanup();
}
process.exit(code);
