import type { WebviewMessage } from '../protocol/messages';
import type { Camera } from './board/camera';

/**
 * The one door to the VS Code webview API. `acquireVsCodeApi` may be called
 * only once per page, so it is wrapped here and nowhere else.
 */

/** What the webview keeps across reloads (tab hidden and shown, window reload): view state only, never the game. */
export interface ViewState {
  /** The camera of each file's board, by file name. */
  readonly cameras?: Readonly<Record<string, Camera>>;
  /** A Compare view's two sides, for VS Code to reopen it after a window reload. */
  readonly compare?: unknown;
  /** The player hid the keys and symbols of the board in the side panel. */
  readonly keyHidden?: boolean;
}

interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState<T>(state: T): T;
}

declare global {
  // Provided by VS Code (and by the test harness) before our script runs.
  function acquireVsCodeApi(): VsCodeApi;
}

let api: VsCodeApi | undefined;

function vscode(): VsCodeApi {
  if (!api) {
    api =
      typeof acquireVsCodeApi === 'function'
        ? acquireVsCodeApi()
        : // Outside VS Code (a plain browser) the playmat still draws; intents go nowhere.
          { postMessage: () => undefined, getState: () => undefined, setState: <T>(s: T) => s };
  }
  return api;
}

export function post(message: WebviewMessage): void {
  vscode().postMessage(message);
}

export function loadViewState(): ViewState {
  const s = vscode().getState();
  return typeof s === 'object' && s !== null ? (s as ViewState) : {};
}

export function saveViewState(state: ViewState): void {
  vscode().setState(state);
}
