type HostCore = typeof import('./host-core');

let core: HostCore | undefined;

/**
 * The engine side of the host, loaded on first use. `require`, not `import()`:
 * esbuild keeps it lazy inside one bundle, and if host-core is ever built as
 * its own file (external './host-core'), Node's CommonJS loader finds
 * dist/host-core.js where an ES `import()` would need the extension spelled out.
 */
export function loadCore(): HostCore {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  core ??= require('./host-core') as HostCore;
  return core;
}
