import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import { playmatCsp } from './playmat-csp';

/**
 * The playmat page: a strict CSP with a per-page nonce, no remote content,
 * and only the extension's `dist` and `media` folders readable.
 */

export function playmatWebviewOptions(extensionUri: vscode.Uri): vscode.WebviewOptions {
  return {
    enableScripts: true,
    localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'dist'), vscode.Uri.joinPath(extensionUri, 'media')],
  };
}

export function playmatHtml(webview: vscode.Webview, extensionUri: vscode.Uri): string {
  const nonce = randomBytes(18).toString('base64');
  const css = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'media', 'playmat.css'));
  const script = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'dist', 'webview.js'));
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${playmatCsp(webview.cspSource, nonce)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${css}">
<title>Crawl playmat</title>
</head>
<body>
<crawl-app></crawl-app>
<script type="module" nonce="${nonce}" src="${script}"></script>
</body>
</html>
`;
}
