import { type Action, legalActions, type SaveFile, variantOf } from '../engine';
import type { ReplayPosition, ShowGameMessage, ShowNewGameMessage } from '../protocol/messages';
import { creatureChoices, deckChoices, expansionCards, START_DEFAULTS, weakeningChoices } from './start-game';
import { cardDataText, cardLibrary } from './card-library';
import { libraryOffer } from './library-piles';

/**
 * The two views the host draws a document with, made here without `vscode`
 * so that the webview tests render exactly what the host would post.
 */

export function showGame(
  game: SaveFile,
  context: { readonly version: number; readonly readOnly: boolean; readonly fileName: string; readonly legal?: readonly Action[]; readonly replay?: ReplayPosition; readonly compareWithFile?: string },
): ShowGameMessage {
  const legal = context.readOnly ? [] : (context.legal ?? legalActions(game));
  return {
    ...(context.replay ? { replay: context.replay } : {}),
    ...(context.compareWithFile ? { compareWithFile: context.compareWithFile } : {}),
    type: 'game',
    game,
    legal,
    table: variantOf(game.setup).tableView(game, legal, cardDataText),
    version: context.version,
    readOnly: context.readOnly,
    fileName: context.fileName,
  };
}

let choices: Pick<ShowNewGameMessage, 'decks' | 'creatures' | 'defaults' | 'expansionCards' | 'weakenings'> | undefined;

export function showNewGame(context: { readonly version: number; readOnly: boolean; fileName: string; suggestedSeed: string }): ShowNewGameMessage {
  choices ??= { decks: deckChoices(), creatures: creatureChoices(), defaults: START_DEFAULTS, expansionCards: expansionCards(), weakenings: weakeningChoices() };
  // Asked each time: card data may have been imported since the last form.
  return { type: 'newGame', ...context, ...choices, library: libraryOffer(cardLibrary(), context.suggestedSeed) };
}
