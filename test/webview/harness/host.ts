import { strict as assert } from 'node:assert';
import { takeAction, type CrawlSave as SaveFile } from '../../../src/engine';
import type { CrawlAction } from '../../../src/engine/variants/magic-crawl/schema';
import type { Playmat } from './browser';
import { gameMessage } from './games';

/**
 * Plays the host's part for a test: shows a game, takes each `act` intent
 * the webview posts to the real engine (checking the version as the host
 * does), and shows the game that follows — or the engine's refusal.
 */
export class TableHost {
  version = 1;
  private seen = 0;

  constructor(
    readonly p: Playmat,
    public game: SaveFile,
  ) {}

  async show(): Promise<void> {
    await this.p.send(gameMessage(this.game, { version: this.version, fileName: 'encounter.crawl.json' }));
  }

  /** The intents posted since the last look. */
  async fresh(): Promise<Record<string, unknown>[]> {
    await this.p.settle();
    const all = await this.p.intents();
    const out = all.slice(this.seen);
    this.seen = all.length;
    return out;
  }

  /**
   * Expects exactly one new intent, `want` (when given), applies it and
   * shows the result. Returns the log line it made.
   */
  async answer(want?: CrawlAction): Promise<string> {
    const intents = await this.fresh();
    assert.equal(intents.length, 1, `one intent expected, got ${JSON.stringify(intents)}`);
    const intent = intents[0] as { type: string; action: CrawlAction; version: number };
    assert.equal(intent.type, 'act');
    assert.equal(intent.version, this.version, 'the intent carries the version it was drawn from');
    if (want) assert.deepEqual(intent.action, want);
    const taken = takeAction(this.game, intent.action);
    if (!taken.ok) {
      await this.p.send({ type: 'rejected', error: taken.error });
      throw new Error(`the engine refused ${JSON.stringify(intent.action)}: ${taken.error.message}`);
    }
    this.game = taken.game;
    this.version++;
    await this.show();
    return taken.entry.text;
  }

  /** No intent was posted since the last look. */
  async nothingSent(): Promise<void> {
    assert.deepEqual(await this.fresh(), []);
  }
}
