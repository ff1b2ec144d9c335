// Minimal extension for the harness self-test: one command that answers "pong".
const vscode = require('vscode');

function activate(context) {
  context.subscriptions.push(
    vscode.commands.registerCommand('crawlFixture.ping', () => 'pong'));
}

module.exports = { activate };
