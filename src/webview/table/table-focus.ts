import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { TargetKey } from './intents';
import { ZONES, type Zone } from './table-zones';

/**
 * Where the keyboard is on the card table, and where it goes when the table
 * changes under it. Each zone is one tab stop (roving tabindex: the arrows,
 * Home and End move within it); a card that went away (played, died) leaves
 * the keyboard in its zone, or on the question, or in the next zone with
 * cards; a card moved by hand takes the keyboard with it. A reactive
 * controller: it notes where the keyboard was before each render.
 */
export class TableFocus implements ReactiveController {
  /** A card acted on by hand: the keyboard follows it to where it went. */
  follow: number | undefined = undefined;
  /** The card of each zone that holds the zone's tab stop. */
  private readonly active = new Map<Zone, number>();
  /** Where the keyboard was before a render, to put it back if its card went away. */
  private was: { zone: Zone; index: number } | 'prompt' | undefined;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostUpdate(): void {
    const active = this.host.shadowRoot?.activeElement as HTMLElement | null | undefined;
    this.was = undefined;
    if (active?.dataset.zone) this.was = { zone: active.dataset.zone as Zone, index: Number(active.dataset.index) };
    else if (active && active.closest('.prompt')) this.was = 'prompt';
  }

  /** The index of the card holding a zone's tab stop. */
  activeIn(zone: Zone): number {
    return this.active.get(zone) ?? 0;
  }

  /** A card of a zone took the keyboard: it holds the zone's tab stop. */
  took(zone: Zone, index: number): void {
    this.active.set(zone, index);
  }

  /**
   * After a render: the keyboard follows a card moved by hand (`replaced`: a
   * new table came), else, when the table or the question changed
   * (`changed`), stays near where it was.
   */
  restore(replaced: boolean, changed: boolean): void {
    if (replaced && this.follow !== undefined) {
      const id = this.follow;
      this.follow = undefined;
      if (this.focusFollowed(id)) return;
    }
    if (changed) this.keep();
  }

  /** The arrows, Home and End in a zone: the next card takes the keyboard. False for any other key. */
  move(e: KeyboardEvent, zone: Zone, index: number): boolean {
    const cards = this.cardsIn(zone);
    let next: number | undefined;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = Math.min(cards.length - 1, index + 1);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = Math.max(0, index - 1);
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = cards.length - 1;
    if (next === undefined) return false;
    e.preventDefault();
    this.active.set(zone, next);
    this.host.requestUpdate();
    cards[next]?.focus();
    return true;
  }

  focusCard(id: number): void {
    const el = this.host.shadowRoot?.querySelector<HTMLElement>(`crawl-card[data-id="${id}"]`);
    if (el) {
      this.active.set(el.dataset.zone as Zone, Number(el.dataset.index));
      this.host.requestUpdate();
      el.focus();
    }
  }

  /** The first answer of the question line. */
  focusPrompt(): boolean {
    const first = this.host.shadowRoot?.querySelector<HTMLElement>('.prompt vscode-button, .prompt input, .prompt button');
    first?.focus();
    return Boolean(first);
  }

  /** The first target of a choice: a card, or your life. */
  focusFirstTarget(targets: readonly TargetKey[]): void {
    const first = targets[0];
    if (first === undefined) return;
    if (typeof first === 'string') this.host.shadowRoot?.querySelector<HTMLElement>('.life')?.focus();
    else this.focusCard(first);
  }

  private cardsIn(zone: Zone): HTMLElement[] {
    return Array.from(this.host.shadowRoot?.querySelectorAll<HTMLElement>(`crawl-card[data-zone="${zone}"]`) ?? []);
  }

  /** After an action by hand on a card: the keyboard goes with the card, if it is still to be seen. */
  private focusFollowed(id: number): boolean {
    const root = this.host.shadowRoot;
    const active = root?.activeElement as HTMLElement | null | undefined;
    // Only if the keyboard was on the card (or nowhere): not if the player went on to something else meanwhile.
    if (active && active.isConnected && !(active.dataset.id === String(id))) return false;
    const el = root?.querySelector<HTMLElement>(`crawl-card[data-id="${id}"]`);
    if (!el) return false;
    this.active.set(el.dataset.zone as Zone, Number(el.dataset.index));
    el.focus();
    return true;
  }

  /** After a render, a card that had the keyboard may be gone (played, died): keep the keyboard in its zone. */
  private keep(): void {
    const root = this.host.shadowRoot;
    if (!root || !this.was) return;
    const active = root.activeElement as HTMLElement | null;
    if (active && active.isConnected && (active.dataset.zone || active.closest('.prompt'))) return;
    if (this.was === 'prompt') {
      this.focusPrompt();
      return;
    }
    const { zone, index } = this.was;
    const cards = this.cardsIn(zone);
    if (cards.length > 0) {
      const i = Math.min(index, cards.length - 1);
      this.active.set(zone, i);
      cards[i]!.focus();
      return;
    }
    // The zone emptied (the last card played): the question, if any, else the next zone with cards.
    if (this.focusPrompt()) return;
    for (const z of ZONES) {
      const c = this.cardsIn(z);
      if (c.length > 0) {
        c[0]!.focus();
        return;
      }
    }
  }
}
