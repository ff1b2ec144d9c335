import { strict as assert } from 'node:assert';
import { HEX_DIRECTIONS, HEX_DIRECTION_NAMES, hexRange } from '../../src/engine';
import { fitBox, isWellInView, screenToWorld, zoomAt, type Camera } from '../../src/webview/board/camera';
import { DIRECTION_KEYS, commandFor } from '../../src/webview/board/keys';
import { HEX_SIZE, boundsOf, hexCorners, hexToPixel, pixelToHex } from '../../src/webview/board/layout';

/** The webview's pure parts, run in Node. */
describe('board layout and keys (pure)', () => {
  it('pixelToHex inverts hexToPixel, also near a hex edge', () => {
    for (const h of hexRange({ q: 2, r: -3 }, 4)) {
      const p = hexToPixel(h);
      assert.deepEqual(pixelToHex(p), h);
      assert.deepEqual(pixelToHex({ x: p.x + HEX_SIZE * 0.4, y: p.y - HEX_SIZE * 0.4 }), h);
    }
  });

  it('neighbours are sqrt(3)·size apart, east is to the right and r grows downwards', () => {
    const o = hexToPixel({ q: 0, r: 0 });
    for (const d of HEX_DIRECTIONS) {
      const p = hexToPixel(d);
      assert.ok(Math.abs(Math.hypot(p.x - o.x, p.y - o.y) - Math.sqrt(3) * HEX_SIZE) < 1e-9);
    }
    assert.ok(hexToPixel({ q: 1, r: 0 }).x > 0);
    assert.ok(hexToPixel({ q: 0, r: 1 }).y > 0);
  });

  it('a pointy-top hex has a corner straight up', () => {
    const corners = hexCorners(10);
    assert.ok(corners.some((c) => c.x === 0 && c.y === -10));
  });

  it('the direction keys sit around S like the neighbours they pick', () => {
    const expected: Record<string, string> = { W: 'north-west', E: 'north-east', A: 'west', D: 'east', Z: 'south-west', X: 'south-east' };
    DIRECTION_KEYS.forEach((key, i) => assert.equal(HEX_DIRECTION_NAMES[i], expected[key]));
    for (const [key, name] of Object.entries(expected)) {
      const cmd = commandFor({ code: `Key${key}`, key: key.toLowerCase(), ctrlKey: false, metaKey: false, altKey: false, shiftKey: false });
      assert.deepEqual(cmd, { kind: 'select', direction: HEX_DIRECTION_NAMES.indexOf(name as never) });
    }
    // Chords belong to VS Code.
    assert.equal(commandFor({ code: 'KeyZ', key: 'z', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false }), undefined);
  });

  it('zooming keeps the point under the cursor in place', () => {
    const v = { width: 800, height: 600 };
    const c: Camera = { x: 100, y: -40, zoom: 1 };
    const anchor = { x: 620, y: 130 };
    const before = screenToWorld(c, v, anchor);
    const after = screenToWorld(zoomAt(c, v, 1.7, anchor), v, anchor);
    assert.ok(Math.abs(before.x - after.x) < 1e-9 && Math.abs(before.y - after.y) < 1e-9);
  });

  it('fitting a map shows all of it', () => {
    const hexes = hexRange({ q: 0, r: 0 }, 12);
    const v = { width: 900, height: 700 };
    const c = fitBox(boundsOf(hexes), v, 20, 4);
    for (const h of hexes) assert.ok(isWellInView(c, v, hexToPixel(h), 0), `hex ${h.q},${h.r} in view`);
  });
});
