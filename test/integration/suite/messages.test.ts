import * as assert from 'node:assert/strict';
import type { ShowGameMessage } from '../../../src/protocol/messages';
import { activate, act, closeAll, copySample, documentOf, gameOf, inject, lastPosted, openPlaymat, readDisk } from './helpers';

describe('messages from the webview', () => {
  before(activate);
  afterEach(closeAll);

  it('ignores malformed messages without touching the document', async () => {
    const uri = await copySample('new.crawl.json');
    const shown = (await openPlaymat(uri)) as ShowGameMessage;
    const doc = documentOf(uri);
    const text = doc.getText();
    const version = doc.version;
    const move = shown.legal[0]!;
    const malformed: unknown[] = [
      null,
      42,
      'act',
      [],
      {},
      { type: 'nope' },
      { type: 'act' },
      { type: 'act', action: move },
      { type: 'act', action: move, version: '1' },
      { type: 'act', action: move, version: -1 },
      { type: 'act', action: move, version, extra: true },
      { type: 'act', action: { type: 'move', to: { q: 1.5, r: 0 } }, version },
      { type: 'act', action: { type: 'move', to: { q: 1, r: 0, z: 2 } }, version },
      { type: 'act', action: { type: 'teleport' }, version },
      // Shaped like the rules core's actions, with a bad field each.
      { type: 'act', action: { type: 'cast', card: '3' }, version },
      { type: 'act', action: { type: 'cast', card: 3, x: -1 }, version },
      { type: 'act', action: { type: 'cast', card: 3, tap: 'all' }, version },
      { type: 'act', action: { type: 'attack' }, version },
      { type: 'act', action: { type: 'attack', target: 2 }, version },
      { type: 'act', action: { type: 'block', creature: 1 }, version },
      { type: 'act', action: { type: 'pay', option: -1 }, version },
      { type: 'act', action: { type: 'pay', option: 0.5 }, version },
      { type: 'act', action: { type: 'playLand', card: 0 }, version },
      { type: 'act', action: { type: 'keep', now: true }, version },
      { type: 'act', action: { type: 'adjustLife', amount: 1e9 }, version },
      { type: 'act', action: { type: 'choose', target: 'foe' }, version },
      // The action of schema version 1, gone with the rules core.
      { type: 'act', action: { type: 'endEncounter' }, version },
      { type: 'startGame', seed: '', options: { distribution: 'standard', startColour: 'G' }, version },
      { type: 'startGame', seed: 'x'.repeat(201), options: { distribution: 'standard', startColour: 'G' }, version },
      { type: 'startGame', seed: 'x', version },
      { type: 'startGame', seed: 'x', options: { goals: [] }, version },
      { type: 'startGame', seed: 'x', options: { goals: [{ type: 'reach', distance: 0 }] }, version },
      { type: 'startGame', seed: 'x', options: { life: 0 }, version },
      { type: 'startGame', seed: 'x', options: { preparationRounds: 21 }, version },
      { type: 'startGame', seed: 'x', options: { opponentSpells: 'keep' }, version },
      { type: 'startGame', seed: 'x', options: { cheat: true }, version },
      { type: 'ready', now: true },
      // JSON.parse makes __proto__ an own key, as a structured-cloned message would carry it.
      JSON.parse(`{"type":"act","action":${JSON.stringify(move)},"version":${version},"__proto__":{"polluted":true}}`),
    ];
    // A well-formed "act" carries any variant's action: the host checks it against the game's own and refuses it, naming what is wrong.
    const actionOnly = (raw: unknown): boolean => {
      const m = raw as { type?: unknown; action?: { type?: unknown }; version?: unknown } | null;
      return !!m && typeof m === 'object' && m.type === 'act' && Number.isInteger(m.version) && (m.version as number) >= 0 && Object.keys(m).length === 3 && typeof m.action?.type === 'string';
    };
    for (const raw of malformed) {
      const outcome = await inject(uri, raw);
      if (actionOnly(raw)) {
        assert.equal(outcome.status, 'rejected', `${JSON.stringify(raw)} is refused`);
        assert.ok('error' in outcome && outcome.error.rule === 'engine.action.malformed' && outcome.error.message.length > 0, JSON.stringify(outcome));
      } else assert.equal(outcome.status, 'ignored', `${JSON.stringify(raw)} is ignored`);
    }
    assert.equal(doc.getText(), text);
    assert.equal(doc.version, version);
    assert.equal(doc.isDirty, false);
    assert.equal(await readDisk(uri), text);
  });

  it('rejects a move from a stale view (wrong document version)', async () => {
    const uri = await copySample('new.crawl.json');
    const shown = (await openPlaymat(uri)) as ShowGameMessage;
    const doc = documentOf(uri);
    const text = doc.getText();
    const outcome = await act(uri, shown.legal[0], doc.version + 1);
    assert.equal(outcome.status, 'rejected');
    assert.ok('error' in outcome && outcome.error.rule === 'crawl.staleView');
    const reply = await lastPosted(uri);
    assert.equal(reply?.type, 'rejected');
    assert.equal(doc.getText(), text);

    // After one move, a second intent made from the old view is stale too.
    assert.deepEqual(await act(uri, shown.legal[0], shown.version), { status: 'applied' });
    const late = await act(uri, shown.legal[1] ?? shown.legal[0], shown.version);
    assert.equal(late.status, 'rejected');
  });

  it('applies two quick intents in order, the second one refused as stale', async () => {
    const uri = await copySample('new.crawl.json');
    const shown = (await openPlaymat(uri)) as ShowGameMessage;
    const [a, b] = await Promise.all([act(uri, shown.legal[0], shown.version), act(uri, shown.legal[1], shown.version)]);
    assert.deepEqual(a, { status: 'applied' });
    assert.equal(b.status, 'rejected');
  });

  it('applies the same intent posted twice (a double click) once; the second is refused as stale', async () => {
    const uri = await copySample('travel.crawl.json');
    const shown = (await openPlaymat(uri)) as ShowGameMessage;
    const doc = documentOf(uri);
    const intent = { type: 'act', action: shown.legal[0], version: shown.version };
    const [first, second] = await Promise.all([inject(uri, intent), inject(uri, structuredClone(intent))]);
    assert.deepEqual(first, { status: 'applied' });
    assert.equal(second.status, 'rejected');
    assert.ok('error' in second && second.error.rule === 'crawl.staleView', JSON.stringify(second));
    const game = gameOf(doc.getText());
    assert.equal(game.log.length, shown.game.log.length + 1, 'one log entry, not two');
    assert.deepEqual(game.log.at(-1)!.action, shown.legal[0]);
    assert.equal(doc.version, shown.version + 1, 'one edit');
  });
});
