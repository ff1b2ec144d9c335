import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';
import type { HostMessage } from '../../../src/protocol/messages';
import { hexToPixel } from '../../../src/webview/board/layout';
import type { Harness, PageOptions } from './server';
import type { ThemeName } from './themes';

/** Debian's Chromium; the tests never download a browser. */
export const CHROMIUM = process.env.CRAWL_CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

export interface Violation {
  readonly directive: string;
  readonly blocked: string;
  readonly sample: string;
  readonly source: string;
}

/** One open playmat page, with what a test needs to drive it and to check on it. */
export class Playmat {
  /** Console errors and warnings, and uncaught page errors, as they happened. */
  readonly problems: string[] = [];

  private constructor(readonly page: Page) {}

  static async open(browser: Browser, harness: Harness, options: PageOptions & { width?: number; height?: number } = {}): Promise<Playmat> {
    const page = await browser.newPage({ viewport: { width: options.width ?? 1200, height: options.height ?? 760 } });
    const playmat = new Playmat(page);
    page.on('console', (m: ConsoleMessage) => {
      if (m.type() === 'error' || m.type() === 'warning') playmat.problems.push(`console.${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => playmat.problems.push(`pageerror: ${e.message}`));
    page.on('requestfailed', (r) => playmat.problems.push(`requestfailed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
    await page.goto(harness.url(options));
    // The webview says `ready` once its app element is connected.
    await page.waitForFunction(() => (window as unknown as { __posted: { type: string }[] }).__posted.some((m) => m.type === 'ready'));
    return playmat;
  }

  /** Sends a host message and waits until the app has rendered it. */
  async send(message: HostMessage): Promise<void> {
    await this.page.evaluate(async (m) => {
      window.postMessage(m, '*');
      // postMessage is delivered as a task; wait for it, then for Lit's render.
      await new Promise((r) => setTimeout(r, 0));
      const app = document.querySelector('crawl-app') as unknown as { updateComplete: Promise<unknown> };
      await app.updateComplete;
      await new Promise((r) => requestAnimationFrame(() => r(undefined)));
      // The side panel fills in after the map's first frame.
      await new Promise((r) => setTimeout(r, 0));
      await app.updateComplete;
    }, message as unknown as Record<string, unknown>);
  }

  /**
   * The text a person sees in an element, shadow roots included (innerText
   * stops at a shadow host), with runs of white space made one space.
   */
  async text(selector: string): Promise<string> {
    const texts = await this.page.locator(selector).evaluateAll((els) => {
      const collect = (node: Node): string => {
        if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
        if (!(node instanceof Element) && !(node instanceof DocumentFragment)) return '';
        const root = node instanceof Element && node.shadowRoot ? node.shadowRoot : node;
        let out = '';
        for (const child of Array.from(root.childNodes)) {
          if (child instanceof HTMLSlotElement) out += child.assignedNodes({ flatten: true }).map(collect).join(' ');
          else out += collect(child);
          if (child instanceof Element && getComputedStyle(child).display !== 'inline') out += ' ';
        }
        return out;
      };
      return els.map((e) => collect(e));
    });
    return texts.join(' ').replace(/\s+/g, ' ').trim();
  }

  /** Where a hex's centre is on the page now (board camera applied), in CSS pixels. */
  async hexOnScreen(h: { q: number; r: number }): Promise<{ x: number; y: number }> {
    const world = hexToPixel(h);
    return this.page.evaluate((w) => {
      const board = document.querySelector('crawl-app')!.shadowRoot!.querySelector('crawl-hex-board')!.shadowRoot!;
      const svg = board.querySelector('svg.board') as SVGSVGElement;
      const p = new DOMPoint(w.x, w.y).matrixTransform(svg.getScreenCTM()!);
      return { x: p.x, y: p.y };
    }, world);
  }

  /** What is painted at a hex's centre: the class of the topmost board element there (markers and symbols let the pointer through). */
  async paintedAt(h: { q: number; r: number }): Promise<string | null> {
    const p = await this.hexOnScreen(h);
    return this.page.evaluate((pt) => {
      const board = document.querySelector('crawl-app')!.shadowRoot!.querySelector('crawl-hex-board')!.shadowRoot!;
      const el = board.elementFromPoint(pt.x, pt.y);
      return el?.getAttribute('class') ?? null;
    }, p);
  }

  /** Every message the webview has posted to the host so far. */
  posted(): Promise<Record<string, unknown>[]> {
    return this.page.evaluate(() => (window as unknown as { __posted: Record<string, unknown>[] }).__posted);
  }

  /** Posted messages other than `ready`. */
  async intents(): Promise<Record<string, unknown>[]> {
    return (await this.posted()).filter((m) => m.type !== 'ready');
  }

  violations(): Promise<Violation[]> {
    return this.page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);
  }

  state(): Promise<unknown> {
    return this.page.evaluate(() => (window as unknown as { __state: unknown }).__state);
  }

  async setTheme(theme: ThemeName): Promise<void> {
    await this.page.evaluate((t) => (window as unknown as { __setTheme(t: string): void }).__setTheme(t), theme);
  }

  /** Lets pending renders and timers settle. */
  async settle(ms = 50): Promise<void> {
    await this.page.evaluate(async (wait) => {
      await new Promise((r) => setTimeout(r, wait));
      await (document.querySelector('crawl-app') as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    }, ms);
  }

  close(): Promise<void> {
    return this.page.close();
  }
}
