import { strict as assert } from 'node:assert';
import { Playmat } from './harness/browser';
import { gameInEncounter, gameMessage, newGameMessage } from './harness/games';
import { browser, harness } from './harness/hooks';
import type { ThemeName } from './harness/themes';

/** The playmat must work under the host's strict CSP: no inline styles or scripts, no eval, nothing remote. */
describe('content security policy', () => {
  const game = gameInEncounter('csp', 6);

  for (const theme of ['dark', 'light', 'high-contrast'] as ThemeName[]) {
    it(`every view renders without a violation or console error (${theme})`, async () => {
      const p = await Playmat.open(browser(), harness(), { theme });
      try {
        await p.send(newGameMessage({ fileName: 'a.crawl.json', suggestedSeed: 'seed' }));
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

  it('needs no icon font: no codicon resource or warning, and every icon is inline SVG', async () => {
    const p = await Playmat.open(browser(), harness());
    const requested: string[] = [];
    p.page.on('request', (r) => requested.push(r.url()));
    try {
      // Every view, so every icon is drawn at least once.
      await p.send(newGameMessage({ fileName: 'a.crawl.json', suggestedSeed: 'seed' }));
      const form = await iconsIn(p, 'crawl-new-game-form');
      await p.send({ type: 'invalid', fileName: 'a.crawl.json', problems: [{ path: '/log', message: 'is missing' }] });
      const invalid = await iconsIn(p, 'crawl-invalid-view');
      await p.send(gameMessage(game, { readOnly: true }));
      const readOnly = await iconsIn(p, 'crawl-app');
      await p.send(gameMessage(game));
      await p.send({ type: 'rejected', error: { rule: 'x', message: 'No.' } });
      const playing = await iconsIn(p, 'crawl-app');
      await p.page.evaluate(() => document.fonts.ready);
      await p.settle(100);

      // Nothing asks for the font or its stylesheet, and vscode-elements has nothing to warn about.
      const loaded = await p.page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
      for (const url of [...requested, ...loaded]) assert.doesNotMatch(url, /codicon|\.ttf\b|\.woff2?\b/i, url);
      assert.equal(await p.page.evaluate(() => document.getElementById('vscode-codicon-stylesheet')), null);
      const fontFaces = await p.page.evaluate(() => {
        const names: string[] = [];
        document.fonts.forEach((f) => names.push(f.family));
        return names;
      });
      assert.deepEqual(fontFaces, []);
      assert.deepEqual(p.problems, [], 'no console warning or error');

      // No <vscode-icon> anywhere (vscode-elements draws one for an `icon` attribute), and no `icon` attributes left.
      for (const found of [form, invalid, readOnly, playing]) {
        assert.equal(found.fontIcons, 0, 'no <vscode-icon>');
        assert.deepEqual(found.iconAttributes, [], 'no icon="…" attribute');
      }
      // Each control and banner holds its own SVG icon, drawn at 16 px (the error heading's at 20).
      const labelled = (xs: Found['controls']) => xs.map((c) => `${c.tag} ${c.label}: ${c.icons.join(' ')}`);
      assert.deepEqual(labelled(form.controls), [
        'vscode-toolbar-button Another seed: icon-refresh 16x16',
        "vscode-button Today's seed: icon-calendar 16x16 slot=content-before",
        'vscode-button Start the crawl: icon-play 16x16 slot=content-before',
      ]);
      assert.deepEqual(labelled(invalid.controls), ['vscode-button Open as Text: icon-go-to-file 16x16 slot=content-before']);
      assert.deepEqual(invalid.loose, ['icon-error 20x20']);
      assert.deepEqual(labelled(playing.controls), [
        'vscode-toolbar-button Dismiss: icon-close 16x16',
        'vscode-button Next: Combat damage: icon-act 16x16 slot=content-before',
        'vscode-toolbar-button Zoom in (+): icon-zoom-in 16x16',
        'vscode-toolbar-button Zoom out (−): icon-zoom-out 16x16',
        'vscode-toolbar-button Centre on token (C): icon-target 16x16',
        'vscode-toolbar-button Show the whole map (F): icon-screen-full 16x16',
        'vscode-toolbar-button Replay: step back through the game: icon-history 16x16',
      ]);
      // Loose icons: the banner's, the phase's, and the table's and side panel's labels (life, library, graveyard, mana, goal).
      // (The encounter attacks you in this game: your life shows the attacker, with crossed swords.)
      const tableIcons = ['icon-swords 18x18', 'icon-heart 18x18', 'icon-swords 16x16', 'icon-library 16x16', 'icon-grave 16x16', 'icon-mana 16x16', 'icon-goal 16x16'];
      assert.deepEqual(playing.loose, ['icon-warning 16x16', ...tableIcons]);
      assert.deepEqual(readOnly.loose, ['icon-lock 16x16', ...tableIcons]);
      // The icons are decoration; each toolbar button is still named for screen readers, and is 22×22 like VS Code's.
      for (const c of [...form.controls, ...playing.controls].filter((x) => x.tag === 'vscode-toolbar-button')) {
        assert.equal(c.ariaLabel, c.label);
        assert.deepEqual(c.box, [22, 22], `${c.label} is 22×22`);
      }
      for (const f of [form, invalid, readOnly, playing]) assert.ok(f.allHidden, 'every icon is aria-hidden');
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

interface Found {
  fontIcons: number;
  iconAttributes: string[];
  /** Buttons and toolbar buttons, in document order, with the icons they hold. */
  controls: { tag: string; label: string; ariaLabel: string | null; icons: string[]; box: [number, number] }[];
  /** Icons outside any button (banners, headings). */
  loose: string[];
  allHidden: boolean;
}

/** What icons a view shows, looking through every shadow root under `selector`. */
function iconsIn(p: Playmat, selector: string): Promise<Found> {
  return p.page.evaluate((sel) => {
    const under = (root: Document | Element | ShadowRoot): Element[] =>
      Array.from(root.querySelectorAll('*')).flatMap((el) => [el, ...(el.shadowRoot ? under(el.shadowRoot) : [])]);
    const top = under(document).find((el) => el.matches(sel))!;
    const all = [top, ...(top.shadowRoot ? under(top.shadowRoot) : [])];
    const describe = (svg: SVGSVGElement) => {
      const r = svg.getBoundingClientRect();
      const name = Array.from(svg.classList).find((c) => c.startsWith('icon-'));
      return `${name} ${Math.round(r.width)}x${Math.round(r.height)}${svg.slot ? ` slot=${svg.slot}` : ''}`;
    };
    const controls = all
      .filter((el) => el.matches('vscode-button, vscode-toolbar-button'))
      .map((el) => {
        const r = el.getBoundingClientRect();
        return {
          tag: el.tagName.toLowerCase(),
          label: el.getAttribute('label') ?? (el.textContent ?? '').trim(),
          ariaLabel: el.shadowRoot?.querySelector('button')?.getAttribute('aria-label') ?? null,
          icons: Array.from(el.querySelectorAll<SVGSVGElement>(':scope > svg.icon')).map(describe),
          box: [Math.round(r.width), Math.round(r.height)] as [number, number],
        };
      });
    const icons = all.filter((el): el is SVGSVGElement => el instanceof SVGSVGElement && el.classList.contains('icon'));
    return {
      fontIcons: all.filter((el) => el.localName === 'vscode-icon').length,
      // (vscode-toolbar-button reflects its empty default as icon="".)
      iconAttributes: all.filter((el) => el.localName.startsWith('vscode-') && el.getAttribute('icon')).map((el) => el.localName),
      controls,
      loose: icons.filter((svg) => !svg.parentElement?.matches('vscode-button, vscode-toolbar-button')).map(describe),
      allHidden: icons.length > 0 && icons.every((svg) => svg.getAttribute('aria-hidden') === 'true'),
    };
  }, selector);
}
