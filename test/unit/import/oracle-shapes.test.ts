import { strict as assert } from 'node:assert';
import { readRulesText } from '../../../src/engine/import/oracle';
import { readLine } from '../../../src/engine/import/oracle/lines';
import { buildCard } from '../../../src/engine/import/facts';

/**
 * The shapes the reader learned for issue 15's "Cards", on the wording
 * printed cards use (older wording too, as MTGJSON v3 data has it).
 */

const one = (line: string) => readLine(line)?.abilities[0];

describe('oracle reader › shapes for issue 15', () => {
  it('a mana ability of one colour among three, in current and older wording', () => {
    assert.deepEqual(one('{T}: Add {R}, {G}, or {W}.'), { kind: 'mana', produces: ['R', 'G', 'W'] });
    assert.deepEqual(readRulesText('Test Vista enters the battlefield tapped.\n{T}: Add {W}, {U}, or {B} to your mana pool.', 'Test Vista', { types: ['Land'] }).abilities, [
      { kind: 'static', rule: { is: 'enters-tapped' } },
      { kind: 'mana', produces: ['W', 'U', 'B'] },
    ]);
    assert.deepEqual(one('{T}: Add {G} or {W}.'), { kind: 'mana', produces: ['G', 'W'] }, 'two colours still read');
    assert.equal(one('{T}: Add {R}, {G}.'), undefined, 'a list without "or" is no choice');
    assert.equal(one('{T}: Add {R}{G}.'), undefined, 'two mana at once is still no ability the model has');
  });

  it('"~ gains a keyword until end of turn", and "gets +N/+N and gains …"', () => {
    assert.deepEqual(one('{U}: ~ gains flying until end of turn.'), {
      kind: 'activated',
      cost: { mana: '{U}' },
      effects: [{ do: 'pump', what: 'self', power: 0, toughness: 0, keywords: ['flying'] }],
    });
    assert.deepEqual(one('{1}{G}: ~ gets +1/+1 and gains trample until end of turn.'), {
      kind: 'activated',
      cost: { mana: '{1}{G}' },
      effects: [{ do: 'pump', what: 'self', power: 1, toughness: 1, keywords: ['trample'] }],
    });
    assert.deepEqual(one('{R}: ~ gains first strike until end of turn.')?.kind, 'activated');
    assert.equal(one('{U}: ~ gains shadow until end of turn.'), undefined, 'a keyword the engine does not play');
  });

  it('Devoid: read, and the card is colourless whatever colours the data gave it', () => {
    const r = readRulesText('Devoid (This card has no color.)\nFlying', 'Test Drifter', { types: ['Creature'] });
    assert.equal(r.unread, 0);
    assert.equal(r.colourless, true);
    const built = buildCard({ name: 'Test Drifter', manaCost: '{2}{U}', colours: ['U'], supertypes: [], types: ['Creature'], subtypes: ['Eldrazi'], power: '2', toughness: '2', text: 'Devoid (This card has no color.)\nFlying' });
    assert.ok(built.ok);
    if (built.ok) {
      assert.deepEqual(built.card.def.colours, []);
      assert.equal(built.card.automation, 'full');
    }
  });

  it('the lines left unread are named, for the coverage report', () => {
    const r = readRulesText('Flying\nWhenever ~ attacks alone, it gets +1/+1 until end of turn.', 'Test Knight');
    assert.deepEqual(r.unreadLines, ['Whenever ~ attacks alone, it gets +1/+1 until end of turn.']);
  });
});
