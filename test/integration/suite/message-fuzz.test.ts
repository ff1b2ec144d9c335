import * as assert from 'node:assert/strict';
import * as fc from 'fast-check';
import { takeAction } from '../../../src/engine';
import { activate, closeAll, copySample, documentOf, gameOf, inject, openPlaymat } from './helpers';

/**
 * Webview messages fuzzed, in the real VS Code: random values of every
 * shape, and intents shaped like the engine's actions with random fields and
 * versions. None may crash the host or change the document, except a valid
 * intent the engine accepts, sent for the document's current version. The
 * arbitraries run on fixed seeds, so a failure replays.
 */
const ACTION_TYPES = [
  'move', 'keep', 'mulligan', 'bottom', 'pass', 'endTurn', 'playLand', 'playAsLand', 'cast', 'activate', 'attack', 'block',
  'discard', 'choose', 'pay', 'cancel', 'moveCard', 'setTapped', 'addCounters', 'adjustLife', 'createToken', 'teleport',
];

describe('webview messages, fuzzed', () => {
  before(activate);
  afterEach(closeAll);

  it('no random or malformed message crashes the host or changes the document; only an intent the engine accepts does', async function () {
    this.timeout(180_000);
    const uri = await copySample('new.crawl.json');
    await openPlaymat(uri);
    const doc = documentOf(uri);
    const junk = fc.sample(fc.anything({ maxDepth: 3, withObjectString: true }), { numRuns: 120, seed: 20261122 });
    const small = fc.oneof(fc.integer({ min: -2, max: 12 }), fc.string({ maxLength: 4 }), fc.constant('you'), fc.double(), fc.constant(null));
    const intents = fc.sample(
      fc.record(
        {
          type: fc.constantFrom('act', 'startGame', 'ready', 'resolveDeck'),
          // Random fields on any action type, or a well-formed action that may be legal now.
          action: fc.oneof(
            fc.constantFrom<unknown>({ type: 'keep' }, { type: 'mulligan' }, { type: 'pass' }, { type: 'endTurn' }, { type: 'adjustLife', amount: 1 }),
            fc.record(
            {
              type: fc.constantFrom(...ACTION_TYPES),
              card: small,
              target: small,
              creature: small,
              attacker: small,
              option: small,
              x: small,
              amount: small,
              to: fc.oneof(fc.record({ q: fc.integer({ min: -2, max: 2 }), r: fc.integer({ min: -2, max: 2 }) }), small),
            },
            { requiredKeys: ['type'] },
            ),
          ),
          version: fc.oneof(fc.constant('current'), fc.integer({ min: -1, max: 50 }), fc.string({ maxLength: 3 })),
        },
        { requiredKeys: ['type'] },
      ),
      { numRuns: 400, seed: 7 },
    );
    let applied = 0;
    for (const raw of [...junk, ...intents]) {
      const message = raw && typeof raw === 'object' && (raw as { version?: unknown }).version === 'current' ? { ...raw, version: doc.version } : raw;
      const before = doc.getText();
      const version = doc.version;
      const outcome = await inject(uri, message);
      assert.ok(['applied', 'done', 'rejected', 'ignored'].includes(outcome.status), `an outcome for ${JSON.stringify(message)}`);
      if (outcome.status === 'applied') {
        const m = message as { type: string; action: unknown; version: number };
        assert.equal(m.type, 'act');
        assert.equal(m.version, version, 'applied only for the current version');
        assert.ok(takeAction(gameOf(before), m.action).ok, `the engine itself accepts ${JSON.stringify(m.action)}`);
        applied++;
      } else {
        assert.equal(doc.getText(), before, `${JSON.stringify(message)} (${outcome.status}) left the document as it was`);
      }
      // The document is always a valid game.
      gameOf(doc.getText());
    }
    // Some random intents are real moves (keep, pass, a hand adjustment): the fuzz reached the engine.
    assert.ok(applied > 0, 'some intent was valid and applied');
  });
});
