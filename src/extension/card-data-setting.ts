import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import * as vscode from 'vscode';
import { setLibraryPlace } from './library-place';

/**
 * Tells the card library (loaded later, in host-core) where its index lives
 * and which files `crawl.cardData` names, now and whenever the setting
 * changes. Cheap enough for activation: no file is read here.
 */
export function watchCardDataSetting(context: vscode.ExtensionContext): void {
  const storage = context.globalStorageUri.scheme === 'file' ? context.globalStorageUri.fsPath : undefined;
  const update = () => setLibraryPlace(storage, cardDataFiles());
  update();
  context.subscriptions.push(vscode.workspace.onDidChangeConfiguration((e) => e.affectsConfiguration('crawl.cardData') && update()));
}

/** The setting's paths made absolute: `~` is the home folder, a relative path is taken from the first workspace folder. */
export function cardDataFiles(): string[] {
  const raw = vscode.workspace.getConfiguration('crawl').get<unknown>('cardData', []);
  const list = Array.isArray(raw) ? raw.filter((p): p is string => typeof p === 'string' && p.trim() !== '') : [];
  const folder = vscode.workspace.workspaceFolders?.find((f) => f.uri.scheme === 'file')?.uri.fsPath;
  return list.map((p) => {
    const path = p.trim().replace(/^~(?=$|[\\/])/, homedir());
    return isAbsolute(path) || !folder ? path : join(folder, path);
  });
}
