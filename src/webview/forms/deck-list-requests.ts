import type { DeckResolvedMessage } from '../../protocol/messages';

/**
 * The form's requests to the host for its deck lists, one list per player
 * per game ("deck", "frontier.deck2"…): a list is read a moment after the
 * typing stops, and a file is opened on request. Each request has its own
 * number, and an answer counts only for the list it was asked for, and only
 * while nothing newer was asked for that list: typing drops the answers on
 * their way, and a file chosen after typing replaces the list.
 */
export class DeckListRequests {
  private next = 0;
  /** Each list's latest request. */
  private readonly latest = new Map<string, number>();
  /** The list each file request is for. */
  private readonly files = new Map<number, string>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly send: {
      resolve(detail: { request: number; text: string; fileName?: string; variant?: string }): void;
      chooseFile(detail: { request: number; variant?: string }): void;
    },
  ) {}

  /** Has `text` read `delay` ms from now, unless typed again before; an empty list asks nothing. `variant` names the game when it is not the default. */
  read(list: string, text: string, fileName: string | undefined, variant: string | undefined, delay: number): void {
    clearTimeout(this.timers.get(list));
    const request = ++this.next;
    this.latest.set(list, request);
    if (text.trim() === '') return;
    this.timers.set(
      list,
      setTimeout(() => this.send.resolve({ request, text, ...(fileName ? { fileName } : {}), ...(variant ? { variant } : {}) }), delay),
    );
  }

  chooseFile(list: string, variant: string | undefined): void {
    const request = ++this.next;
    this.files.set(request, list);
    this.send.chooseFile({ request, ...(variant ? { variant } : {}) });
  }

  /** The list an answer is for, or undefined when something newer was asked for it since. */
  listOf(message: DeckResolvedMessage): string | undefined {
    const file = this.files.get(message.request);
    if (file !== undefined) {
      this.files.delete(message.request);
      if ((this.latest.get(file) ?? 0) > message.request) return undefined;
      this.latest.set(file, message.request);
      return file;
    }
    for (const [list, request] of this.latest) if (request === message.request) return list;
    return undefined;
  }

  dispose(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }
}
