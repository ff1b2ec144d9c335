import { strict as assert } from 'node:assert';
import { Value } from '@sinclair/typebox/value';
import { allCards } from '../../../src/engine/cards/pool';
import { CardDefSchema } from '../../../src/engine/cards/card-schema';

describe('card schema (cards stored in a saved game)', () => {
  it('accepts every built-in card, so it covers the whole ability vocabulary in use', () => {
    const failures: string[] = [];
    for (const card of allCards()) {
      const errors = [...Value.Errors(CardDefSchema, card)];
      if (errors.length > 0) failures.push(`${card.name}: ${errors[0]!.path} ${errors[0]!.message}`);
    }
    assert.deepEqual(failures, []);
  });

  it('refuses an ability the engine does not know', () => {
    const card = { name: 'Odd Thing', manaCost: '{1}', colours: [], types: ['Artifact'], subtypes: [], keywords: [], abilities: [{ kind: 'wish', effects: [] }] };
    assert.equal(Value.Check(CardDefSchema, card), false);
  });

  it('refuses an effect with a field it does not have', () => {
    const card = {
      name: 'Odd Bolt', manaCost: '{R}', colours: ['R'], types: ['Instant'], subtypes: [], keywords: [],
      abilities: [{ kind: 'spell', target: { kind: 'any' }, effects: [{ do: 'damage', amount: 3, to: 'target', twice: true }] }],
    };
    assert.equal(Value.Check(CardDefSchema, card), false);
  });
});
