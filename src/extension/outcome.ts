import type { RuleError } from '../engine';

/** What became of one message from a webview (returned to the test hooks, logged otherwise). */
export type Outcome =
  | { readonly status: 'applied' }
  | { readonly status: 'rejected'; readonly error: RuleError }
  | { readonly status: 'ignored'; readonly reason: string }
  | { readonly status: 'done' };
