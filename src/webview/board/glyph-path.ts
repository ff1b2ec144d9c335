/**
 * Turns a symbol's path (absolute commands, drawn in a 100×100 box around
 * the origin) into a scaled, relative path that can be stamped anywhere by
 * prefixing one absolute move. The board draws every hex of a kind as one
 * <path>, which keeps a map of thousands of hexes fast to lay out and paint.
 * Only the commands the symbols use are understood: M L H V C A Z.
 */

export interface Stamp {
  /** Where the first point lies relative to the stamp's centre. */
  readonly dx: number;
  readonly dy: number;
  /** The rest of the path, relative, starting from that first point. */
  readonly body: string;
}

const TOKEN = /[MLHVCAZ]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi;
const ARITY: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, A: 7, Z: 0 };

export function stamp(absolutePath: string, scale: number): Stamp {
  const tokens = absolutePath.match(TOKEN) ?? [];
  let i = 0;
  let cmd = '';
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let first: { x: number; y: number } | undefined;
  const out: string[] = [];
  const n = (v: number) => fmt(v * scale);
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (/^[a-z]$/i.test(t)) {
      cmd = t.toUpperCase();
      i++;
      if (cmd === 'Z') {
        out.push('z');
        x = startX;
        y = startY;
        continue;
      }
    }
    const arity = ARITY[cmd];
    if (arity === undefined || arity === 0) throw new Error(`stamp: unsupported path command near "${t}"`);
    const a = tokens.slice(i, i + arity).map(Number);
    i += arity;
    switch (cmd) {
      case 'M':
        if (!first) first = { x: a[0]!, y: a[1]! };
        else out.push(`m${n(a[0]! - x)} ${n(a[1]! - y)}`);
        x = startX = a[0]!;
        y = startY = a[1]!;
        // Further pairs after a move are lines, as in SVG.
        cmd = 'L';
        break;
      case 'L':
        out.push(`l${n(a[0]! - x)} ${n(a[1]! - y)}`);
        [x, y] = [a[0]!, a[1]!];
        break;
      case 'H':
        out.push(`h${n(a[0]! - x)}`);
        x = a[0]!;
        break;
      case 'V':
        out.push(`v${n(a[0]! - y)}`);
        y = a[0]!;
        break;
      case 'C':
        out.push(`c${n(a[0]! - x)} ${n(a[1]! - y)} ${n(a[2]! - x)} ${n(a[3]! - y)} ${n(a[4]! - x)} ${n(a[5]! - y)}`);
        [x, y] = [a[4]!, a[5]!];
        break;
      case 'A':
        out.push(`a${n(a[0]!)} ${n(a[1]!)} ${a[2]} ${a[3]} ${a[4]} ${n(a[5]! - x)} ${n(a[6]! - y)}`);
        [x, y] = [a[5]!, a[6]!];
        break;
    }
  }
  if (!first) return { dx: 0, dy: 0, body: '' };
  return { dx: first.x * scale, dy: first.y * scale, body: out.join('') };
}

/** The path of a stamp put down with its centre at (cx, cy). */
export function stampAt(s: Stamp, cx: number, cy: number): string {
  return `M${fmt(cx + s.dx)} ${fmt(cy + s.dy)}${s.body}`;
}

/** A circle as a path (two arcs), so many circles can share one <path>. */
export function circleAt(cx: number, cy: number, r: number): string {
  return `M${fmt(cx + r)} ${fmt(cy)}a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(-2 * r)} 0a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(2 * r)} 0z`;
}

function fmt(v: number): string {
  return String(Math.round(v * 100) / 100 || 0);
}
