/**
 * The board's keyboard map. Letter keys are read by physical position
 * (KeyboardEvent.code), because W E / A D / Z X sit around S in the same
 * staggered pattern as the six neighbours of a pointy-top hex, on any
 * keyboard layout. Direction numbers are the engine's (hex.ts HEX_DIRECTIONS):
 * 0 east, 1 south-east, 2 south-west, 3 west, 4 north-west, 5 north-east.
 */

export type BoardCommand =
  | { readonly kind: 'select'; readonly direction: number }
  | { readonly kind: 'pan'; readonly dx: number; readonly dy: number }
  | { readonly kind: 'zoom'; readonly factor: 'in' | 'out' }
  | { readonly kind: 'centre' }
  | { readonly kind: 'fit' }
  | { readonly kind: 'confirm' }
  | { readonly kind: 'cancel' };

const DIRECTION_BY_CODE: Record<string, number> = {
  KeyD: 0,
  KeyX: 1,
  KeyZ: 2,
  KeyA: 3,
  KeyW: 4,
  KeyE: 5,
  Numpad6: 0,
  Numpad3: 1,
  Numpad1: 2,
  Numpad4: 3,
  Numpad7: 4,
  Numpad9: 5,
};

/** The key shown for each direction in hints and the legend, by direction number. */
export const DIRECTION_KEYS: readonly string[] = ['D', 'X', 'Z', 'A', 'W', 'E'];
export const DIRECTION_NUMPAD: readonly string[] = ['6', '3', '1', '4', '7', '9'];

/** Pixels one arrow press pans by. */
export const PAN_STEP = 80;

/** The command a key press means on the board, or undefined when the board ignores it. */
export function commandFor(e: Pick<KeyboardEvent, 'code' | 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): BoardCommand | undefined {
  // Leave chords to VS Code (Ctrl+W closes the editor, Ctrl+Z undoes a move…).
  if (e.ctrlKey || e.metaKey || e.altKey) return undefined;
  const direction = DIRECTION_BY_CODE[e.code];
  if (direction !== undefined) return { kind: 'select', direction };
  const step = e.shiftKey ? PAN_STEP * 3 : PAN_STEP;
  switch (e.key) {
    case 'ArrowLeft':
      return { kind: 'pan', dx: step, dy: 0 };
    case 'ArrowRight':
      return { kind: 'pan', dx: -step, dy: 0 };
    case 'ArrowUp':
      return { kind: 'pan', dx: 0, dy: step };
    case 'ArrowDown':
      return { kind: 'pan', dx: 0, dy: -step };
    case '+':
    case '=':
      return { kind: 'zoom', factor: 'in' };
    case '-':
    case '_':
      return { kind: 'zoom', factor: 'out' };
    case 'Enter':
    case ' ':
      return { kind: 'confirm' };
    case 'Escape':
      return { kind: 'cancel' };
    case 'Home':
      return { kind: 'centre' };
  }
  if (e.code === 'KeyC') return { kind: 'centre' };
  if (e.code === 'KeyF') return { kind: 'fit' };
  if (e.code === 'NumpadAdd') return { kind: 'zoom', factor: 'in' };
  if (e.code === 'NumpadSubtract') return { kind: 'zoom', factor: 'out' };
  return undefined;
}
