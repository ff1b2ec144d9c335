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
    `script-src 'nonce-${nonce}'`,
  ].join('; ') + ';';
}
