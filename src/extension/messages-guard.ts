import { TypeCompiler } from '@sinclair/typebox/compiler';
import { WebviewMessageSchema, type WebviewMessage } from '../protocol/messages';

/**
 * Messages from the webview are untrusted input: a compromised or buggy page
 * can post anything. Only a message that matches the protocol exactly gets
 * past this guard.
 */

let check: ReturnType<typeof TypeCompiler.Compile<typeof WebviewMessageSchema>> | undefined;

export type Guarded = { readonly ok: true; readonly message: WebviewMessage } | { readonly ok: false; readonly reason: string };

export function guardWebviewMessage(raw: unknown): Guarded {
  check ??= TypeCompiler.Compile(WebviewMessageSchema);
  if (check.Check(raw)) return { ok: true, message: raw };
  const first = check.Errors(raw).First();
  const where = first ? `${first.path || '/'}: ${first.message}` : 'does not match the protocol';
  return { ok: false, reason: `${describe(raw)} ${where}` };
}

/** A short, safe description of what arrived (never the whole payload: it may be huge). */
function describe(raw: unknown): string {
  if (typeof raw !== 'object' || raw === null) return `a ${raw === null ? 'null' : typeof raw} message`;
  const type = (raw as Record<string, unknown>).type;
  return typeof type === 'string' ? `a "${type.slice(0, 40)}" message` : 'a message without a type';
}
