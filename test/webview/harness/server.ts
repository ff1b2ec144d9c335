import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { playmatCsp } from '../../../src/extension/playmat-csp';
import type { AddressInfo } from 'node:net';
import { THEMES, type ThemeName } from './themes';

/**
 * A stand-in for the VS Code webview: a loopback HTTP server that serves
 * dist/webview.js and media/* under the same Content Security Policy the
 * host uses, and a page that defines acquireVsCodeApi(), the theme class and
 * the --vscode-* variables. `cspSource` plays the part of webview.cspSource.
 */

const ROOT = normalize(join(__dirname, '..', '..', '..'));
const SERVED = ['dist', 'media'];
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ttf': 'font/ttf',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** The policy the host emits: the host's own function, with the harness's origin and nonce. */
export function contentSecurityPolicy(cspSource: string, nonce: string): string {
  return playmatCsp(cspSource, nonce);
}

export interface PageOptions {
  readonly theme?: ThemeName;
  /** What getState() returns at first, as after a reload. */
  readonly state?: unknown;
}

/** The page: the host's skeleton (CSP, playmat.css, the module script; no icon font) plus the harness's stand-in API. */
export function pageHtml(cspSource: string, nonce: string, options: PageOptions = {}): string {
  const theme = THEMES[options.theme ?? 'dark'];
  const setup = {
    themes: Object.fromEntries(Object.entries(THEMES).map(([name, t]) => [name, { bodyClass: t.bodyClass, kind: t.kind, vars: t.vars }])),
    theme: options.theme ?? 'dark',
    state: options.state ?? null,
  };
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(cspSource, nonce)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${cspSource}/media/playmat.css">
<title>Crawl playmat (test harness)</title>
</head>
<body class="${theme.bodyClass}" data-vscode-theme-kind="${theme.kind}">
<script nonce="${nonce}">
(() => {
  const setup = ${JSON.stringify(setup).replace(/</g, '\\u003c')};
  // tsx compiles the tests with esbuild's keepNames, which wraps functions passed to page.evaluate in __name().
  window.__name = (f) => f;
  window.__posted = [];
  window.__violations = [];
  window.__state = setup.state;
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__violations.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample, source: e.sourceFile + ':' + e.lineNumber });
  });
  let acquired = false;
  window.acquireVsCodeApi = () => {
    if (acquired) throw new Error('An instance of the VS Code API has already been acquired');
    acquired = true;
    return Object.freeze({
      postMessage: (m) => { window.__posted.push(JSON.parse(JSON.stringify(m))); },
      getState: () => window.__state,
      setState: (s) => { window.__state = s; return s; },
    });
  };
  // Like VS Code: a class on <body> and variables on <html>, both through the DOM APIs (the CSP allows no style attribute).
  window.__setTheme = (name) => {
    const t = setup.themes[name];
    for (const other of Object.values(setup.themes)) document.body.classList.remove(...other.bodyClass.split(' '));
    document.body.classList.add(...t.bodyClass.split(' '));
    document.body.dataset.vscodeThemeKind = t.kind;
    const style = document.documentElement.style;
    for (const key of Array.from(style)) if (key.startsWith('--vscode-')) style.removeProperty(key);
    for (const [k, v] of Object.entries(t.vars)) style.setProperty('--vscode-' + k, v);
  };
  window.__setTheme(setup.theme);
})();
</script>
<script type="module" nonce="${nonce}" src="${cspSource}/dist/webview.js"></script>
</body>
</html>`;
}

export interface Harness {
  readonly origin: string;
  /** A URL that serves a fresh page (new nonce) with these options. */
  url(options?: PageOptions): string;
  close(): Promise<void>;
}

export async function startServer(): Promise<Harness> {
  const pages = new Map<string, PageOptions>();
  let origin = '';
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname === '/' || url.pathname === '/index.html') {
      const nonce = randomBytes(16).toString('base64');
      const options = pages.get(url.searchParams.get('page') ?? '') ?? {};
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': contentSecurityPolicy(origin, nonce),
        'cache-control': 'no-store',
      });
      res.end(pageHtml(origin, nonce, options));
      return;
    }
    if (url.pathname === '/favicon.ico') {
      // A webview never asks for one; a browser tab does. Answer quietly.
      res.writeHead(204).end();
      return;
    }
    const rel = normalize(decodeURIComponent(url.pathname)).replace(/^[/\\]+/, '');
    const top = rel.split(sep)[0] ?? '';
    const file = join(ROOT, rel);
    if (!SERVED.includes(top) || !file.startsWith(ROOT + sep)) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let next = 0;
  return {
    origin,
    url(options = {}) {
      const id = String(++next);
      pages.set(id, options);
      return `${origin}/?page=${id}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
