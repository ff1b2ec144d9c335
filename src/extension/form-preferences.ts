import * as vscode from 'vscode';
import type { FormPreferences } from '../engine';

/**
 * The settings a new-game form may take its defaults from, read as the form
 * is drawn: a game keeps what it was started with, so a setting changes
 * only the games started after it.
 */

export const STOP_AT_EVERY_STEP = 'crawl.stopAtEveryStep';

/** The player's preferences for the form of the file at `uri`. */
export function formPreferences(uri?: vscode.Uri): FormPreferences {
  const value = vscode.workspace.getConfiguration('crawl', uri).get<unknown>('stopAtEveryStep', false);
  // A hand-edited settings.json may hold anything: only `true` asks for every step.
  return { stopAtEveryStep: value === true };
}

/** True when a configuration change touches a setting the form reads. */
export function affectsFormPreferences(e: vscode.ConfigurationChangeEvent, uri?: vscode.Uri): boolean {
  return e.affectsConfiguration(STOP_AT_EVERY_STEP, uri);
}
