import { type Action, type FormPreferences, legalActions, type SaveFile, variantOf } from '../engine';
import type { ReplayPosition, ShowGameMessage, ShowNewGameMessage } from '../protocol/messages';
import { cardDataText, cardLibrary } from './card-library';
import { defaultForm, type FormOffer, variantChoices } from './new-game-variant';

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

/**
 * The new-game form, as the default variant fills it, with the other
 * variants it can start; `preferences` are the player's settings that a
 * form's defaults may come from (left out: none).
 */
export function showNewGame(
  context: { readonly version: number; readOnly: boolean; fileName: string; suggestedSeed: string },
  preferences: FormPreferences = {},
): ShowNewGameMessage {
  // Asked each time: card data may have been imported since the last form.
  const library = cardLibrary();
  const offer: FormOffer = defaultForm().offer(library, context.suggestedSeed, preferences);
  return { type: 'newGame', ...context, ...offer, variants: variantChoices(library, context.suggestedSeed, preferences) };
}
