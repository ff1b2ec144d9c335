import * as vscode from 'vscode';
import { type FormPreferences, stopsPreference } from '../engine';

/**
 * The settings a new-game form may take its defaults from, read as the form
 * is drawn: a game keeps what it was started with, so a setting changes
 * only the games started after it.
 */

export const STOPS = 'crawl.stops';
/** The older on/off setting, still read when `crawl.stops` is not set: on means every step. */
export const STOP_AT_EVERY_STEP = 'crawl.stopAtEveryStep';

/** The player's preferences for the form of the file at `uri`. */
export function formPreferences(uri?: vscode.Uri): FormPreferences {
  const config = vscode.workspace.getConfiguration('crawl', uri);
  // Only a value the player set counts: the declared default must not hide the older setting.
  const set = config.inspect<unknown>('stops');
  const stops = set?.workspaceFolderValue ?? set?.workspaceValue ?? set?.globalValue;
  const chosen = stopsPreference(stops, config.get<unknown>('stopAtEveryStep', false));
  return chosen === undefined ? {} : { stops: chosen };
}

/** True when a configuration change touches a setting the form reads. */
export function affectsFormPreferences(e: vscode.ConfigurationChangeEvent, uri?: vscode.Uri): boolean {
  return e.affectsConfiguration(STOPS, uri) || e.affectsConfiguration(STOP_AT_EVERY_STEP, uri);
}
