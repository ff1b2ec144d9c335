import { strict as assert } from 'node:assert';
import { Playmat } from './harness/browser';
import { gameInEncounter, gameMessage } from './harness/games';
import { browser, harness } from './harness/hooks';
import type { ThemeName } from './harness/themes';

/** The playmat must work under the host's strict CSP: no inline styles or scripts, no eval, nothing remote. */
describe('content security policy', () => {
  const game = gameInEncounter('csp', 6);

  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`every view renders without a violation or console error (${theme})`, async () => {
      const p = await Playmat.open(browser(), harness(), { theme });
      try {
        await p.send({ type: 'newGame', version: 0, readOnly: false, fileName: 'a.crawl.json', suggestedSeed: 'seed' });
        // Open a dropdown too: its list is drawn on demand.
        await p.page.locator('crawl-new-game-form vscode-single-select#distribution').click();
        await p.page.keyboard.press('Escape');
        await p.send({ type: 'invalid', fileName: 'a.crawl.json', problems: [{ path: '/log', message: 'is missing' }] });
        await p.send(gameMessage(game, { readOnly: true }));
        await p.send(gameMessage(game));
        await p.send({ type: 'rejected', error: { rule: 'x', message: 'No.' } });
        await p.page.locator('crawl-pile-summary details').first().click();
        await p.page.evaluate(() => document.fonts.ready);
        await p.settle(100);
        assert.deepEqual(await p.violations(), []);
        assert.deepEqual(p.problems, []);
      } finally {
        await p.close();
      }
    });
  }

  it('component styles arrive as constructed stylesheets, not <style> elements', async () => {
    const p = await Playmat.open(browser(), harness());
    try {
      await p.send(gameMessage(game));
      const roots = await p.page.evaluate(() => {
        const out: { tag: string; adopted: number; styleElements: number }[] = [];
        const walk = (root: Document | ShadowRoot) => {
          for (const el of Array.from(root.querySelectorAll('*'))) {
            if (el.shadowRoot) {
              out.push({ tag: el.tagName.toLowerCase(), adopted: el.shadowRoot.adoptedStyleSheets.length, styleElements: el.shadowRoot.querySelectorAll('style').length });
              walk(el.shadowRoot);
            }
          }
        };
        walk(document);
        return out;
      });
      assert.ok(roots.length > 5, 'the playmat is made of shadow-root components');
      for (const r of roots) {
        assert.ok(r.adopted > 0, `${r.tag} has its styles`);
        assert.equal(r.styleElements, 0, `${r.tag} injects no <style>`);
      }
      // And the styles are really applied: a visited Forest hex is painted with the theme's Forest colour.
      const fills = await p.page.evaluate(() => {
        const board = document.querySelector('crawl-app')!.shadowRoot!.querySelector('crawl-hex-board')!.shadowRoot!;
        const face = board.querySelector('.face.seen')!;
        const terrain = face.getAttribute('class')!.match(/t-(\w+)/)![1]!.toLowerCase();
        return { fill: getComputedStyle(face).fill, want: getComputedStyle(document.body).getPropertyValue(`--crawl-${terrain}-fill`).trim() };
      });
      const hex = (rgb: string) =>
        '#' + rgb.match(/\d+/g)!.slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('');
      assert.equal(hex(fills.fill), fills.want);
    } finally {
      await p.close();
    }
  });

  it('the codicon font loads under the policy', async () => {
    const p = await Playmat.open(browser(), harness());
    try {
      await p.send(gameMessage(game));
      // The icons ask for the font when they are laid out; give it a moment to arrive.
      const loaded = await p.page
        .waitForFunction(
          () => {
            let found = false;
            document.fonts.forEach((f) => (found ||= f.family.replace(/"/g, '') === 'codicon' && f.status === 'loaded'));
            return found;
          },
          undefined,
          { timeout: 5000 },
        )
        .then(() => true, () => false);
      assert.ok(loaded, 'codicon font face loaded');
    } finally {
      await p.close();
    }
  });

  it('the harness does catch a violation (so the checks above can fail)', async () => {
    const p = await Playmat.open(browser(), harness());
    try {
      await p.page.evaluate(() => {
        const d = document.createElement('div');
        d.innerHTML = '<span style="color: red">inline</span>';
        document.body.append(d);
      });
      await p.settle();
      const v = await p.violations();
      assert.ok(v.some((x) => x.directive.startsWith('style-src')), `expected a style-src violation, got ${JSON.stringify(v)}`);
    } finally {
      await p.close();
    }
  });
});
