/**
 * The playmat's Content Security Policy, in one place: the host puts it in
 * the page, and the webview tests load the playmat under exactly this policy.
 * No `vscode` import, so the test harness can use it outside VS Code.
 */
export function playmatCsp(cspSource: string, nonce: string): string {
  return [
    "default-src 'none'",
    `img-src ${cspSource} data:`,
    `style-src ${cspSource}`,
    `font-src ${cspSource}`,
    // The page's one script carries the nonce; the parts it imports on first use (dist/webview-chunks) are the extension's own files.
    `script-src 'nonce-${nonce}' ${cspSource}`,
  ].join('; ') + ';';
}
