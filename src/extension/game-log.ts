import * as vscode from 'vscode';
import { formatProblem, variantOf } from '../engine';
import { readDocument } from './document-sync';

/**
 * "Crawl: Show Log": the log of a game as numbered prose, in a read-only
 * virtual document that follows the game as it is played.
 */

const SCHEME = 'crawl-log';

let provider: GameLogProvider | undefined;

export async function showGameLog(context: vscode.ExtensionContext, game: vscode.Uri): Promise<vscode.Uri> {
  if (!provider) {
    provider = new GameLogProvider();
    context.subscriptions.push(provider, vscode.workspace.registerTextDocumentContentProvider(SCHEME, provider));
  }
  const uri = logUri(game);
  const doc = await vscode.workspace.openTextDocument(uri);
  await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preview: true, preserveFocus: true });
  return uri;
}

/** The log's address: named after the game, with the game's own URI in the query. */
function logUri(game: vscode.Uri): vscode.Uri {
  const name = game.path.slice(game.path.lastIndexOf('/') + 1);
  return vscode.Uri.from({ scheme: SCHEME, path: `/${name} (log)`, query: game.toString() });
}

class GameLogProvider implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private readonly watch = vscode.workspace.onDidChangeTextDocument((e) => {
    if (e.contentChanges.length === 0) return;
    const game = e.document.uri.toString();
    for (const doc of vscode.workspace.textDocuments) {
      if (doc.uri.scheme === SCHEME && doc.uri.query === game) this.changed.fire(doc.uri);
    }
  });

  async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
    const document = await vscode.workspace.openTextDocument(vscode.Uri.parse(uri.query, true));
    return logText(document);
  }

  dispose(): void {
    this.watch.dispose();
    this.changed.dispose();
  }
}

function logText(document: vscode.TextDocument): string {
  const name = document.uri.path.slice(document.uri.path.lastIndexOf('/') + 1);
  const content = readDocument(document);
  if (content.kind === 'empty') return `${name}\n\nNo game yet: the file is empty. Open it on the playmat to start one.\n`;
  if (content.kind === 'invalid') {
    return `${name}\n\nThis file does not hold a valid game:\n${content.problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}\n`;
  }
  const { game } = content;
  const moves = game.log.length;
  const header = [
    `${variantOf(game.setup).title} — ${name} (seed "${game.setup.seed}")`,
    `${moves === 0 ? 'No actions yet' : `${moves} ${moves === 1 ? 'action' : 'actions'}`}; ${variantOf(game.setup).text.brief(game)}.`,
  ];
  const width = String(moves).length;
  const lines = game.log.map((e) => `${String(e.seq).padStart(width)}. ${e.text}`);
  return [...header, '', ...lines].join('\n') + '\n';
}
