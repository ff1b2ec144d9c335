/**
 * The parts of the new-game form hold no state: each draws the values it is
 * given and reports a change as a `crawl-field` event naming the field, and
 * the form keeps every choice in one place.
 */
export type FieldEvent = CustomEvent<{ readonly name: string; readonly value: unknown }>;

export function fieldChange(from: HTMLElement, name: string, value: unknown): void {
  from.dispatchEvent(new CustomEvent('crawl-field', { detail: { name, value }, bubbles: true, composed: true }));
}

/** The value of the control an event came from (a select, text field, checkbox or textarea). */
export function valueOf(e: Event): string {
  return (e.target as HTMLInputElement).value;
}

export function checkedOf(e: Event): boolean {
  return (e.target as HTMLInputElement).checked;
}
