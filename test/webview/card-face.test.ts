import { strict as assert } from 'node:assert';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CardView } from '../../src/protocol/card-view';
import { Playmat } from './harness/browser';
import { browser, harness } from './harness/hooks';
import type { ThemeName } from './harness/themes';

/**
 * <crawl-card> in real Chromium, through the playmat's own page (CSP, theme
 * variables, playmat.css). Each test replaces the app with a gallery of cards.
 */

const OUT = join(__dirname, '..', '..', 'artifacts', 'screenshots');
const THEMES: ThemeName[] = ['dark', 'light', 'high-contrast', 'high-contrast-light'];

const SERRA: CardView = {
  id: 11,
  name: 'Serra Angel',
  manaCost: '{3}{W}{W}',
  colours: ['W'],
  typeLine: 'Creature — Angel',
  text: ['Flying, vigilance'],
  power: 4,
  toughness: 4,
  keywords: ['flying', 'vigilance'],
};
const SENGIR: CardView = {
  id: 12,
  name: 'Sengir Vampire',
  manaCost: '{3}{B}{B}',
  colours: ['B'],
  typeLine: 'Creature — Vampire',
  text: ['Flying', 'It grows a +1/+1 counter each time a creature it hurt this turn goes to the graveyard.'],
  power: 4,
  toughness: 4,
  keywords: ['flying'],
  tapped: true,
  attacking: true,
  damage: 1,
};
/** Buffed by two counters, damaged, tapped, attacking, with a granted keyword. */
const BEARS: CardView = {
  id: 13,
  name: 'Grizzly Bears',
  manaCost: '{1}{G}',
  colours: ['G'],
  typeLine: 'Creature — Bear',
  text: [],
  power: 2,
  toughness: 2,
  currentPower: 4,
  currentToughness: 4,
  counters: 2,
  damage: 2,
  tapped: true,
  attacking: true,
  keywords: ['trample'],
};
const BLAZE: CardView = {
  id: 14,
  name: 'Blaze',
  manaCost: '{X}{R}',
  colours: ['R'],
  typeLine: 'Instant',
  text: ['Blaze deals X damage to any target.'],
};
const PYROMANCER: CardView = {
  id: 15,
  name: 'Prodigal Pyromancer',
  manaCost: '{2}{R}',
  colours: ['R'],
  typeLine: 'Creature — Human Wizard',
  text: ['{T}: Prodigal Pyromancer deals 1 damage to any target.'],
  power: 1,
  toughness: 1,
  keywords: [],
};
const FOREST: CardView = { id: 16, name: 'Forest', manaCost: '', colours: [], typeLine: 'Basic Land — Forest', text: ['({T}: Add {G}.)'] };
const WATCHWOLF: CardView = {
  id: 17,
  name: 'Watchwolf',
  manaCost: '{G}{W}',
  colours: ['W', 'G'],
  typeLine: 'Creature — Wolf',
  text: [],
  power: 3,
  toughness: 3,
  keywords: [],
};
const RECRUIT: CardView = {
  id: 18,
  name: 'Boros Recruit',
  manaCost: '{R/W}',
  colours: ['R', 'W'],
  typeLine: 'Creature — Goblin Soldier',
  text: ['First strike', '({R/W} can be paid with either {R} or {W}.)'],
  power: 1,
  toughness: 1,
  keywords: ['first-strike'],
};
const MINE: CardView = {
  id: 19,
  name: 'Howling Mine',
  manaCost: '{2}',
  colours: [],
  typeLine: 'Artifact',
  text: ['While this stays untapped, every draw step brings one extra card.'],
  manual: true,
};
const SOLDIER: CardView = {
  id: 20,
  name: 'Soldier',
  manaCost: '',
  colours: ['W'],
  typeLine: 'Token Creature — Soldier',
  text: [],
  power: 1,
  toughness: 1,
  keywords: [],
  token: true,
  sick: true,
};
const STRENGTH: CardView = {
  id: 21,
  name: 'Holy Strength',
  manaCost: '{W}',
  colours: ['W'],
  typeLine: 'Enchantment — Aura',
  text: ['Enchant creature', 'Enchanted creature gets +1/+2.'],
  attachedTo: 'Grizzly Bears',
};
/** Weakened (toughness down) and blocking. */
const TURTLE: CardView = {
  id: 22,
  name: 'Horned Turtle',
  manaCost: '{2}{U}',
  colours: ['U'],
  typeLine: 'Creature — Turtle',
  text: [],
  power: 1,
  toughness: 4,
  currentPower: 1,
  currentToughness: 2,
  blocking: true,
  keywords: [],
};
const KNIGHT: CardView = {
  id: 23,
  name: 'Black Knight',
  manaCost: '{B}{B}',
  colours: ['B'],
  typeLine: 'Creature — Human Knight',
  text: ['First strike, protection from white'],
  power: 2,
  toughness: 2,
  keywords: ['first-strike', 'protection-from-white'],
};

interface Placed {
  readonly key: string;
  readonly size: 'large' | 'normal' | 'compact';
  readonly card: CardView;
  readonly selected?: boolean;
  readonly targetable?: boolean;
  readonly actionable?: boolean;
  readonly disabled?: boolean;
  /** The number of symbols in the cost, counted by hand. */
  readonly symbols: number;
}

const GALLERY: readonly (readonly Placed[])[] = [
  [
    { key: 'sengir-large', size: 'large', card: SENGIR, symbols: 3 },
    { key: 'serra-large', size: 'large', card: SERRA, symbols: 3 },
    { key: 'blaze', size: 'normal', card: BLAZE, symbols: 2 },
    { key: 'pyromancer', size: 'normal', card: PYROMANCER, symbols: 2 },
    { key: 'watchwolf', size: 'normal', card: WATCHWOLF, symbols: 2 },
    { key: 'recruit', size: 'normal', card: RECRUIT, symbols: 1 },
  ],
  [
    { key: 'mine', size: 'normal', card: MINE, symbols: 1 },
    { key: 'strength', size: 'normal', card: STRENGTH, symbols: 1 },
    { key: 'forest', size: 'normal', card: FOREST, symbols: 0 },
    { key: 'soldier', size: 'normal', card: SOLDIER, symbols: 0 },
    { key: 'bears', size: 'normal', card: BEARS, symbols: 2 },
    { key: 'turtle', size: 'normal', card: TURTLE, symbols: 2, selected: true },
    { key: 'knight', size: 'normal', card: KNIGHT, symbols: 2, targetable: true },
    { key: 'blaze-act', size: 'normal', card: { ...BLAZE, id: 31 }, symbols: 2, actionable: true },
    { key: 'manual-text', size: 'normal', card: { ...MINE, id: 32, name: 'Jar of Eyeballs', manualText: 'Put two eyeball counters on it each time a creature of yours dies.' }, symbols: 1 },
  ],
  [
    { key: 'forest-c', size: 'compact', card: FOREST, symbols: 0 },
    { key: 'forest-c-tapped', size: 'compact', card: { ...FOREST, id: 30, tapped: true }, symbols: 0 },
    // Tapped, a compact card lies across and leaves its cost to the details.
    { key: 'bears-c', size: 'compact', card: BEARS, symbols: 0 },
    { key: 'serra-c', size: 'compact', card: SERRA, symbols: 3, selected: true },
    { key: 'soldier-c', size: 'compact', card: SOLDIER, symbols: 0, targetable: true },
    { key: 'strength-c', size: 'compact', card: STRENGTH, symbols: 1 },
    { key: 'mine-c', size: 'compact', card: MINE, symbols: 1 },
    { key: 'turtle-c', size: 'compact', card: TURTLE, symbols: 2, disabled: true },
    { key: 'knight-c', size: 'compact', card: KNIGHT, symbols: 2, targetable: true },
    { key: 'wolf-c-act', size: 'compact', card: { ...WATCHWOLF, id: 33 }, symbols: 2, actionable: true },
    { key: 'serra-c-tapped-act', size: 'compact', card: { ...SERRA, id: 34, tapped: true }, symbols: 0, actionable: true },
  ],
];
const ALL = GALLERY.flat();

/** Replaces the app with the gallery; compact cards are made focusable, as the battlefield will. */
async function mountGallery(p: Playmat, rows: readonly (readonly Placed[])[] = GALLERY): Promise<void> {
  await p.page.evaluate(async (data) => {
    document.querySelector('crawl-app')?.remove();
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`
      html, body { height: auto; overflow: visible; }
      body { padding: 16px; }
      .row { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 16px; margin-bottom: 20px; }
    `);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    type El = HTMLElement & { card: unknown; size: string; selected: boolean; targetable: boolean; actionable: boolean; disabled: boolean; updateComplete: Promise<unknown> };
    const els: El[] = [];
    for (const row of data) {
      const div = document.createElement('div');
      div.className = 'row';
      for (const placed of row) {
        const el = document.createElement('crawl-card') as El;
        el.card = placed.card;
        el.size = placed.size;
        el.selected = !!placed.selected;
        el.targetable = !!placed.targetable;
        el.actionable = !!placed.actionable;
        el.disabled = !!placed.disabled;
        el.dataset.test = placed.key;
        if (placed.size === 'compact') el.tabIndex = 0;
        div.append(el);
        els.push(el);
      }
      document.body.append(div);
    }
    await Promise.all(els.map((e) => e.updateComplete));
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => r(undefined)));
  }, rows as unknown as Placed[][]);
}

interface AXNode {
  readonly nodeId: string;
  readonly ignored: boolean;
  readonly role?: { readonly value: string };
  readonly name?: { readonly value: string };
  readonly description?: { readonly value: string };
  readonly properties?: readonly { readonly name: string; readonly value: { readonly value: unknown } }[];
  readonly childIds?: readonly string[];
}

const sel = (key: string) => `crawl-card[data-test="${key}"]`;

/** WCAG relative luminance and contrast, from CSS colour strings Chromium computes. */
type RGBA = [number, number, number, number];

function parseColour(s: string): RGBA {
  let m = s.match(/^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/);
  if (m) return [Number(m[1]) / 255, Number(m[2]) / 255, Number(m[3]) / 255, m[4] === undefined ? 1 : Number(m[4])];
  m = s.match(/^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)$/);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])];
  throw new Error(`cannot read the colour ${s}`);
}

function over(top: RGBA, bottom: RGBA): RGBA {
  const a = top[3];
  return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
}

function luminance([r, g, b]: RGBA): number {
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(fg: string, backgrounds: readonly string[]): number {
  // Backgrounds from the element outwards; composite them from the page up.
  let bg: RGBA = [1, 1, 1, 1];
  for (const b of [...backgrounds].reverse()) bg = over(parseColour(b), bg);
  const text = over(parseColour(fg), bg);
  const [l1, l2] = [luminance(text), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/** The text colour of an element in a card's shadow root, and the backgrounds behind it out to the page. */
async function colours(p: Playmat, key: string, selector: string): Promise<{ fg: string; bgs: string[] } | null> {
  return p.page.locator(sel(key)).evaluate((host, s) => {
    const el = host.shadowRoot!.querySelector(s);
    if (!el) return null;
    const bgs: string[] = [];
    let node: Element | null = el;
    while (node) {
      const bg = getComputedStyle(node).backgroundColor;
      if (bg && bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') bgs.push(bg);
      node = node.parentElement ?? ((node.parentNode as ShadowRoot | null)?.host ?? null);
    }
    return { fg: getComputedStyle(el).color, bgs };
  }, selector);
}

describe('<crawl-card>', () => {
  before(() => mkdirSync(OUT, { recursive: true }));

  it('the contrast helper agrees with known pairs', () => {
    assert.ok(Math.abs(contrast('rgb(0, 0, 0)', ['rgb(255, 255, 255)']) - 21) < 0.01);
    assert.ok(Math.abs(contrast('rgb(118, 118, 118)', ['rgb(255, 255, 255)']) - 4.54) < 0.02);
    assert.ok(Math.abs(contrast('color(srgb 1 1 1)', ['rgba(0, 0, 0, 0.5)']) - contrast('rgb(255, 255, 255)', ['rgb(128, 128, 128)'])) < 0.05);
  });

  for (const theme of THEMES) {
    it(`draws every card readably in ${theme}: text, symbols, contrast ≥ 4.5:1; screenshot`, async () => {
      const p = await Playmat.open(browser(), harness(), { theme, width: 1280, height: 1000 });
      try {
        await mountGallery(p);
        for (const placed of ALL) {
          const { card } = placed;
          const text = await p.text(sel(placed.key));
          assert.ok(text.includes(card.name), `${placed.key}: name in "${text}"`);
          if (placed.size !== 'compact') assert.ok(text.includes(card.typeLine), `${placed.key}: type line in "${text}"`);
          if (card.power !== undefined) {
            const pt = `${card.currentPower ?? card.power}/${card.currentToughness ?? card.toughness}`;
            assert.ok(text.includes(pt), `${placed.key}: P/T ${pt} in "${text}"`);
          }
          if (placed.size !== 'compact') {
            // Each run of words between symbols (the symbols are drawn, and checked below).
            for (const line of card.text) {
              for (const run of line.split(/\{[^}]+\}/)) {
                const words = run.replace(/^[\s(:.,]+|[\s):.,]+$/g, '');
                if (words) assert.ok(text.includes(words), `${placed.key}: "${words}" of "${line}" in "${text}"`);
              }
            }
          }
          const symbols = await p.page.locator(`${sel(placed.key)} .footprint .head .cost svg.ms`).count();
          assert.equal(symbols, placed.symbols, `${placed.key}: cost symbols`);
          // Contrast of the name, the type line, rules text and P/T, each against what is behind it.
          for (const part of ['.footprint .name', '.footprint .type', '.footprint .body p', '.footprint .pt', '.footprint .chip']) {
            const c = await colours(p, placed.key, part);
            if (!c) continue;
            const ratio = contrast(c.fg, c.bgs);
            assert.ok(ratio >= 4.5, `${theme} ${placed.key} ${part}: contrast ${ratio.toFixed(2)} (${c.fg} on ${c.bgs.join(' over ')})`);
          }
        }
        const file = join(OUT, `cards-${theme}.png`);
        await p.page.screenshot({ path: file, fullPage: true });
        assert.ok(statSync(file).size > 20_000);
        // The compact Serra Angel's details, for a person to look at.
        await p.page.locator(sel('serra-c')).focus();
        await p.page.waitForFunction((s) => (document.querySelector(s) as unknown as { detailsOpen: boolean }).detailsOpen, sel('serra-c'));
        await p.page.waitForTimeout(200);
        const serra = (await p.page.locator(sel('serra-c')).boundingBox())!;
        const top = Math.max(0, Math.round(serra.y) - 120);
        await p.page.screenshot({ path: join(OUT, `cards-details-${theme}.png`), clip: { x: 0, y: top, width: 1280, height: Math.min(440, 1000 - top) } });
        assert.deepEqual(await p.violations(), []);
        assert.deepEqual(p.problems, []);
      } finally {
        await p.close();
      }
    });
  }

  describe('in the dark theme', () => {
    let p: Playmat;
    before(async () => {
      p = await Playmat.open(browser(), harness(), { theme: 'dark', width: 1280, height: 1000 });
      await mountGallery(p);
    });
    after(async () => {
      await p.close();
    });

    it('reads the card in its aria-label, the rules text in its aria-description', async () => {
      const label = (key: string) => p.page.locator(sel(key)).getAttribute('aria-label');
      assert.equal(await label('serra-large'), 'Serra Angel, 3 W W, Creature — Angel, 4/4, flying, vigilance');
      assert.equal(await label('serra-c'), 'Serra Angel, 3 W W, Creature — Angel, 4/4, flying, vigilance, selected');
      assert.equal(
        await label('bears-c'),
        'Grizzly Bears, 1 G, Creature — Bear, 4/4, printed 2/2, trample, tapped, 2 damage, 2 +1/+1 counters, attacking',
      );
      assert.equal(await label('forest-c-tapped'), 'Forest, Basic Land — Forest, tapped');
      assert.equal(await label('blaze'), 'Blaze, X R, Instant');
      assert.equal(await label('recruit'), 'Boros Recruit, R or W, Creature — Goblin Soldier, 1/1, first strike');
      assert.equal(await label('soldier-c'), 'Soldier, Token Creature — Soldier, 1/1, summoning sick, token');
      assert.equal(await label('mine'), 'Howling Mine, 2, Artifact, manual: resolve by hand');
      assert.equal(await label('strength-c'), 'Holy Strength, W, Enchantment — Aura, on Grizzly Bears');
      assert.equal(await label('turtle'), 'Horned Turtle, 2 U, Creature — Turtle, 1/2, printed 1/4, blocking, selected');
      const description = (key: string) => p.page.locator(sel(key)).getAttribute('aria-description');
      assert.equal(await description('pyromancer'), 'Tap: Prodigal Pyromancer deals 1 damage to any target.');
      assert.equal(await description('forest'), '(Tap: Add G.)');
      assert.equal(await description('serra-large'), null, 'keywords are in the label already');
      // The face itself is hidden from assistive technology (the label says it all), and the host is a "card" group.
      assert.equal(await p.page.locator(`${sel('serra-large')} .card`).first().getAttribute('aria-hidden'), 'true');
      assert.equal(await p.page.locator(sel('serra-large')).getAttribute('role'), null, 'the role comes from ElementInternals, so a parent may set its own');
      // What Chromium gives assistive technology: one "card" group per card, nothing inside it.
      const cdp = await p.page.context().newCDPSession(p.page);
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as unknown as { nodes: AXNode[] };
      const turtle = nodes.find((n) => !n.ignored && n.name?.value === 'Horned Turtle, 2 U, Creature — Turtle, 1/2, printed 1/4, blocking')!;
      assert.ok(turtle, 'the disabled compact turtle is in the tree');
      assert.equal(turtle.role?.value, 'group');
      const props = Object.fromEntries((turtle.properties ?? []).map((x) => [x.name, x.value.value]));
      assert.equal(props.roledescription, 'card');
      assert.equal(props.disabled, true);
      assert.equal(props.focusable, true);
      const pyro = nodes.find((n) => !n.ignored && n.name?.value?.startsWith('Prodigal Pyromancer'))!;
      assert.equal(pyro.description?.value, 'Tap: Prodigal Pyromancer deals 1 damage to any target.');
      const inside = (pyro.childIds ?? []).map((id) => nodes.find((n) => n.nodeId === id)).filter((n) => n && !n.ignored);
      assert.deepEqual(inside, [], 'the drawn face is hidden: the label says it all');
      await cdp.detach();
      assert.equal(await p.page.locator(sel('turtle-c')).getAttribute('tabindex'), '0', 'tabindex is the parent\'s');
      assert.equal(await p.page.locator(sel('blaze')).getAttribute('tabindex'), null, 'and never forced by the card');
    });

    it('draws the symbols of rules text inline: {T}, {G}, hybrid {R/W}', async () => {
      const inline = (key: string) =>
        p.page.locator(`${sel(key)} .footprint .body p svg.ms`).evaluateAll((els) => els.map((e) => e.getAttribute('data-symbol')));
      assert.deepEqual(await inline('pyromancer'), ['{T}']);
      assert.deepEqual(await inline('forest'), ['{T}', '{G}']);
      assert.deepEqual(await inline('recruit'), ['{R/W}', '{R}', '{W}']);
      assert.deepEqual(await inline('blaze'), []);
      // The cost's symbols, in order and kind.
      const cost = await p.page
        .locator(`${sel('blaze')} .footprint .head .cost svg.ms`)
        .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-symbol')} ${e.getAttribute('class')}`));
      assert.deepEqual(cost, ['{X} ms ms-generic', '{R} ms ms-colour']);
      const hybrid = await p.page.locator(`${sel('recruit')} .footprint .head .cost svg.ms`).getAttribute('class');
      assert.equal(hybrid, 'ms ms-hybrid');
      // Reminder text in parentheses is set apart.
      assert.equal(await p.page.locator(`${sel('forest')} .footprint .body i.reminder`).count(), 1);
    });

    it('lays a tapped compact card across its footprint, face upright, and marks tapped larger cards with a chip', async () => {
      const box = async (key: string) => (await p.page.locator(sel(key)).boundingBox())!;
      const untapped = await box('forest-c');
      const tapped = await box('forest-c-tapped');
      assert.ok(untapped.height > untapped.width, `upright: ${JSON.stringify(untapped)}`);
      assert.ok(Math.abs(tapped.width - untapped.height) < 1 && Math.abs(tapped.height - untapped.width) < 1, `across: ${JSON.stringify(tapped)}`);
      // The face fills the turned footprint, and its text still reads left to right.
      const face = (await p.page.locator(`${sel('forest-c-tapped')} .footprint > .card`).boundingBox())!;
      assert.ok(Math.abs(face.width - tapped.width) < 1 && Math.abs(face.height - tapped.height) < 1, JSON.stringify(face));
      assert.equal(await p.page.locator(`${sel('forest-c-tapped')} .footprint > .card`).evaluate((e) => getComputedStyle(e).transform), 'none');
      // Unmistakable: a round tap badge before the name, and the face dimmed a little.
      assert.equal(await p.page.locator(`${sel('forest-c-tapped')} .footprint .tap-badge`).isVisible(), true);
      assert.equal(await p.page.locator(`${sel('forest-c-tapped')} .footprint .tap-badge`).getAttribute('title'), 'Tapped');
      assert.equal(await p.page.locator(`${sel('forest-c')} .footprint .tap-badge`).count(), 0);
      const filter = (key: string) => p.page.locator(`${sel(key)} .footprint > .card`).evaluate((e) => getComputedStyle(e, '::after').backdropFilter);
      assert.match(await filter('forest-c-tapped'), /saturate\(0\.45\) brightness\(0\.86\)/);
      assert.doesNotMatch(await filter('forest-c'), /saturate/);
      const badge = (await p.page.locator(`${sel('bears-c')} .footprint .tap-badge`).boundingBox())!;
      assert.ok(badge.width >= 20 && badge.height >= 20, `a badge to see: ${JSON.stringify(badge)}`);
      const name = (await p.page.locator(`${sel('bears-c')} .footprint .name`).boundingBox())!;
      assert.ok(name.width > name.height, 'the name runs across');
      assert.match(await p.text(sel('sengir-large')), /Tapped/);
      assert.match((await p.page.locator(sel('sengir-large')).getAttribute('aria-label')) ?? '', /, tapped, 1 damage,/);
    });

    it('shows modified power/toughness marked up or down, damage and counters', async () => {
      const bears = `${sel('bears')} .footprint`;
      assert.equal(await p.page.locator(`${bears} .pt`).getAttribute('class'), 'pt modified up-all');
      assert.equal(await p.page.locator(`${bears} .pt .trend`).innerText(), '▲');
      assert.equal(await p.page.locator(`${bears} .damage`).innerText(), '−2');
      assert.equal(await p.page.locator(`${bears} .chip.counters`).innerText(), '+1/+1 ×2');
      assert.equal(await p.page.locator(`${bears} .chip.attacking`).innerText(), 'Attacking');
      assert.equal(await p.page.locator(`${bears} .body p.added`).innerText(), 'Trample', 'a keyword the text does not print');
      const turtle = `${sel('turtle')} .footprint`;
      assert.equal(await p.page.locator(`${turtle} .pt`).getAttribute('class'), 'pt modified down-all');
      assert.equal(await p.page.locator(`${turtle} .pt .t`).getAttribute('class'), 't down');
      assert.equal(await p.page.locator(`${turtle} .pt .p`).getAttribute('class'), 'p ');
      assert.equal(await p.page.locator(`${sel('serra-large')} .footprint .pt`).getAttribute('class'), 'pt');
      // Buffed and weakened numbers are coloured apart from plain ones.
      const colour = (s: string) => p.page.locator(s).evaluate((e) => getComputedStyle(e).color);
      const up = await colour(`${bears} .pt .p`);
      const down = await colour(`${turtle} .pt .t`);
      const plain = await colour(`${turtle} .pt .p`);
      assert.equal(new Set([up, down, plain]).size, 3, `${up} ${down} ${plain}`);
    });

    it('shows state badges: sick, token, manual, attached, blocking; keyword chips on compact cards', async () => {
      assert.match(await p.text(sel('soldier-c')), /zzz.*Token/);
      assert.match(
        (await p.page.locator(`${sel('soldier-c')} .footprint .chip.sick`).getAttribute('title')) ?? '',
        /Summoning sick/,
      );
      assert.match(await p.text(sel('soldier')), /Summoning sick/);
      assert.match(await p.text(sel('mine-c')), /Manual/);
      assert.match(await p.text(sel('strength-c')), /Grizzly Bears/);
      assert.match(await p.text(sel('strength')), /On Grizzly Bears/);
      assert.match(await p.text(sel('turtle-c')), /Blocking/);
      const chips = await p.page.locator(`${sel('knight-c')} .footprint .chip.kw`).evaluateAll((els) => els.map((e) => `${e.textContent}=${e.getAttribute('title')}`));
      assert.deepEqual(chips, ['1st=First strike', 'Pro W=Protection from white']);
      // Compact cards keep their rules text for the details.
      assert.doesNotMatch(await p.text(`${sel('mine-c')} .footprint`), /draw step/);
    });

    it('frames each card in its colour: mono, gold, colourless, and lands in their land\'s colour', async () => {
      const frame = (key: string) =>
        p.page.locator(`${sel(key)} .footprint .card`).evaluate((e) => Array.from(e.classList).find((c) => c.startsWith('c-')));
      assert.equal(await frame('serra-large'), 'c-W');
      assert.equal(await frame('sengir-large'), 'c-B');
      assert.equal(await frame('watchwolf'), 'c-gold');
      assert.equal(await frame('recruit'), 'c-gold');
      assert.equal(await frame('mine'), 'c-none');
      assert.equal(await frame('forest'), 'c-G');
      const stripes = await p.page.locator(`${sel('watchwolf')} .footprint .stripe span`).evaluateAll((els) => els.map((e) => e.className));
      assert.deepEqual(stripes, ['c-W', 'c-G']);
      const bg = (key: string) => p.page.locator(`${sel(key)} .footprint .head`).evaluate((e) => getComputedStyle(e).backgroundColor);
      assert.equal(new Set(await Promise.all(['serra-large', 'sengir-large', 'blaze', 'forest', 'watchwolf', 'mine', 'turtle'].map(bg))).size, 7);
    });

    it('marks an actionable card with a solid glowing outline, apart from a target\'s dashed one', async () => {
      const style = (key: string) =>
        p.page.locator(`${sel(key)} .footprint .card`).evaluate((e) => {
          const s = getComputedStyle(e);
          return { outline: s.outlineStyle === 'none' ? 'none' : `${s.outlineStyle} ${s.outlineWidth}`, colour: s.outlineColor, shadow: s.boxShadow };
        });
      const act = await style('blaze-act');
      const target = await style('knight');
      assert.equal(act.outline, 'solid 2px');
      assert.equal(target.outline, 'dashed 2px');
      assert.notEqual(act.colour, target.colour);
      assert.match(act.shadow, /0px 0px 9px 2px/);
      assert.equal(await p.page.locator(sel('blaze-act')).getAttribute('actionable'), '');
      assert.equal((await style('wolf-c-act')).outline, 'solid 2px');
      assert.equal((await style('serra-c-tapped-act')).outline, 'solid 2px', 'tapped and actionable (an ability) at once');
      assert.equal((await style('serra-large')).outline, 'none');
    });

    it("shows a manual card's text to resolve by hand, set apart, and reads it", async () => {
      assert.equal(await p.text(`${sel('manual-text')} .footprint .manual-text`), 'By hand: Put two eyeball counters on it each time a creature of yours dies.');
      assert.match(await p.text(`${sel('manual-text')} .footprint`), /Manual/);
      assert.equal(
        await p.page.locator(sel('manual-text')).getAttribute('aria-description'),
        'While this stays untapped, every draw step brings one extra card. By hand: Put two eyeball counters on it each time a creature of yours dies.',
      );
    });

    it('outlines a targetable card, rings a selected one, and dims a disabled one', async () => {
      const style = (key: string) =>
        p.page.locator(`${sel(key)} .footprint .card`).evaluate((e) => {
          const s = getComputedStyle(e);
          return { outline: s.outlineStyle === 'none' ? 'none' : `${s.outlineStyle} ${s.outlineWidth}`, shadow: s.boxShadow };
        });
      assert.equal((await style('knight')).outline, 'dashed 2px');
      assert.equal((await style('serra-large')).outline, 'none');
      assert.match((await style('turtle')).shadow, /0px 0px 0px 3px/);
      assert.equal(await p.page.locator(`${sel('turtle')} .footprint .check`).isVisible(), true);
      assert.equal(await p.page.locator(`${sel('serra-large')} .footprint .check`).isVisible(), false);
      const opacity = await p.page.locator(`${sel('turtle-c')} .footprint`).evaluate((e) => getComputedStyle(e).opacity);
      assert.equal(opacity, '0.55');
      assert.equal(await p.page.locator(sel('turtle-c')).getAttribute('disabled'), '');
    });

    it('shows a compact card\'s details beside it on hover, and hides them when the pointer leaves', async () => {
      const open = (key: string) => p.page.locator(sel(key)).evaluate((e) => (e as unknown as { detailsOpen: boolean }).detailsOpen);
      assert.equal(await open('mine-c'), false);
      await p.page.locator(sel('mine-c')).hover();
      await p.page.waitForFunction((s) => (document.querySelector(s) as unknown as { detailsOpen: boolean }).detailsOpen, sel('mine-c'));
      // The full card: its rules text, in the normal size.
      const details = `${sel('mine-c')} .details`;
      assert.match(await p.text(details), /Howling Mine.*Artifact.*draw step.*Manual/);
      assert.equal(await p.page.locator(`${details} .card`).getAttribute('class'), 'card s-normal c-none');
      // Beside its own card (each card anchors its own popover), not over it.
      const card = (await p.page.locator(sel('mine-c')).boundingBox())!;
      const pop = (await p.page.locator(`${details} .card`).boundingBox())!;
      const beside = Math.abs(pop.x - (card.x + card.width)) < 16 || Math.abs(pop.x + pop.width - card.x) < 16;
      const below = Math.abs(pop.y - (card.y + card.height)) < 16 || Math.abs(pop.y + pop.height - card.y) < 16;
      assert.ok(beside || below, `popover ${JSON.stringify(pop)} next to card ${JSON.stringify(card)}`);
      assert.ok(pop.y < card.y + card.height && pop.y + pop.height > card.y || below, 'level with the card');
      // Leaving closes it.
      await p.page.mouse.move(5, 5);
      await p.page.waitForFunction((s) => !(document.querySelector(s) as unknown as { detailsOpen: boolean }).detailsOpen, sel('mine-c'));
      // Another card's popover sits by that card.
      await p.page.locator(sel('forest-c')).hover();
      await p.page.waitForFunction((s) => (document.querySelector(s) as unknown as { detailsOpen: boolean }).detailsOpen, sel('forest-c'));
      const forest = (await p.page.locator(sel('forest-c')).boundingBox())!;
      const forestPop = (await p.page.locator(`${sel('forest-c')} .details .card`).boundingBox())!;
      assert.ok(Math.abs(forestPop.x - (forest.x + forest.width)) < 16, `${JSON.stringify(forestPop)} by ${JSON.stringify(forest)}`);
      await p.page.mouse.move(5, 5);
      await p.page.waitForFunction((s) => !(document.querySelector(s) as unknown as { detailsOpen: boolean }).detailsOpen, sel('forest-c'));
    });

    it("a click on a compact card leaves it focused but does not open its details; they close once the pointer leaves, and a press closes them", async () => {
      const open = (key: string) => p.page.locator(sel(key)).evaluate((e) => (e as unknown as { detailsOpen: boolean }).detailsOpen);
      await p.page.mouse.move(5, 5);
      await p.page.locator(sel('wolf-c-act')).click();
      assert.equal(await p.page.evaluate(() => (document.activeElement as HTMLElement).dataset.test), 'wolf-c-act', 'focused by the click');
      assert.equal(await p.page.locator(sel('wolf-c-act')).evaluate((e) => e.matches(':focus-visible')), false);
      await p.page.waitForTimeout(400);
      assert.equal(await open('wolf-c-act'), false, 'pressed: the details stay out of the way while the pointer rests there');
      await p.page.mouse.move(5, 5);
      await p.page.waitForTimeout(300);
      assert.equal(await open('wolf-c-act'), false);
      // Hovering again opens them; a press closes them.
      await p.page.locator(sel('wolf-c-act')).hover();
      await p.page.waitForFunction((s) => (document.querySelector(s) as unknown as { detailsOpen: boolean }).detailsOpen, sel('wolf-c-act'));
      await p.page.mouse.down();
      assert.equal(await open('wolf-c-act'), false);
      await p.page.mouse.up();
      await p.page.mouse.move(5, 5);
      // The keyboard from there (Tab): the next card opens its details.
      await p.page.keyboard.press('Tab');
      assert.equal(await p.page.evaluate(() => (document.activeElement as HTMLElement).dataset.test), 'serra-c-tapped-act');
      assert.equal(await open('serra-c-tapped-act'), true);
      await p.page.keyboard.press('Shift+Tab');
      // Leaving a card closes its details after a short delay.
      await p.page.waitForFunction((s) => !(document.querySelector(s) as unknown as { detailsOpen: boolean }).detailsOpen, sel('serra-c-tapped-act'));
      assert.equal(await open('wolf-c-act'), true, 'keyboard focus on the clicked card now opens them');
      await p.page.keyboard.press('Escape');
      await p.page.locator(sel('wolf-c-act')).evaluate((e) => (e as HTMLElement).blur());
    });

    it('shows a compact card\'s details on keyboard focus; Escape dismisses them, moving on closes them', async () => {
      const open = (key: string) => p.page.locator(sel(key)).evaluate((e) => (e as unknown as { detailsOpen: boolean }).detailsOpen);
      await p.page.locator(sel('bears-c')).focus();
      assert.equal(await open('bears-c'), true, 'opens at once on focus');
      assert.match(await p.text(`${sel('bears-c')} .details`), /Grizzly Bears.*Trample.*Tapped.*Attacking.*\+1\/\+1 ×2.*−2.*4\/4/);
      await p.page.keyboard.press('Escape');
      assert.equal(await open('bears-c'), false);
      await p.page.keyboard.press('Tab');
      assert.equal(await p.page.evaluate(() => (document.activeElement as HTMLElement).dataset.test), 'serra-c');
      assert.equal(await open('serra-c'), true);
      await p.page.waitForTimeout(300);
      assert.equal(await open('bears-c'), false);
      assert.equal(await p.page.locator(sel('serra-c')).evaluate((e) => e.matches(':focus-visible')), true);
      await p.page.keyboard.press('Tab');
      await p.page.waitForFunction((s) => !(document.querySelector(s) as unknown as { detailsOpen: boolean }).detailsOpen, sel('serra-c'));
      // Cards in hand and the encounter show their whole text already: no popover.
      assert.equal(await p.page.locator(`${sel('blaze')} .details`).count(), 0);
      assert.equal(await p.page.locator(`${sel('sengir-large')} .details`).count(), 0);
    });
  });

  it('works in high contrast: contrastBorder edges, plain backgrounds, a visible target outline', async () => {
    const p = await Playmat.open(browser(), harness(), { theme: 'high-contrast', width: 1280, height: 1000 });
    try {
      await mountGallery(p);
      const look = (key: string) =>
        p.page.locator(`${sel(key)} .footprint .card`).evaluate((e) => {
          const s = getComputedStyle(e);
          const head = getComputedStyle(e.querySelector('.head')!);
          return { border: s.borderTopColor, bg: s.backgroundColor, head: head.backgroundColor, outline: `${s.outlineStyle} ${s.outlineColor}` };
        });
      const serra = await look('serra-large');
      assert.equal(serra.border, 'rgb(111, 195, 223)');
      assert.equal(serra.bg, 'rgb(0, 0, 0)');
      assert.equal(serra.head, 'rgb(0, 0, 0)');
      assert.equal((await look('knight')).outline, 'dashed rgb(111, 195, 223)');
    } finally {
      await p.close();
    }
  });

  it('respects prefers-reduced-motion: no transition when a card turns', async () => {
    const p = await Playmat.open(browser(), harness(), { theme: 'dark' });
    try {
      await p.page.emulateMedia({ reducedMotion: 'reduce' });
      await mountGallery(p, [GALLERY[2]!]);
      const transition = await p.page.locator(`${sel('forest-c')} .footprint > .card`).evaluate((e) => getComputedStyle(e).transitionDuration);
      assert.equal(transition, '0s');
      await p.page.emulateMedia({ reducedMotion: 'no-preference' });
      const moving = await p.page.locator(`${sel('forest-c')} .footprint > .card`).evaluate((e) => getComputedStyle(e).transitionDuration);
      assert.notEqual(moving, '0s');
    } finally {
      await p.close();
    }
  });
});
