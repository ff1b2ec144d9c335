/**
 * Code the page loads the first time it is needed (each a chunk of its own:
 * scripts/webview-build.mjs), by key. The function returned gives undefined
 * when what `key` needs is already here, or it needs nothing; else the
 * promise of it, asked for once and shared by every caller meanwhile.
 */
export function onFirstUse<K extends string>(loaders: Partial<Record<K, () => Promise<unknown>>>): (key: K) => Promise<unknown> | undefined {
  const pending = new Map<K, Promise<unknown>>();
  const ready = new Set<K>();
  return (key) => {
    const load = loaders[key];
    if (!load || ready.has(key)) return undefined;
    let done = pending.get(key);
    if (!done) {
      done = load().then(() => {
        ready.add(key);
        pending.delete(key);
      });
      pending.set(key, done);
    }
    return done;
  };
}
