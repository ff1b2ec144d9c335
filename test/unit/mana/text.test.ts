import { strict as assert } from 'node:assert';
import { manaCostWords, mustParseManaCost } from '../../../src/engine/mana';

describe('mana cost in words (for screen readers)', () => {
  const CASES: [string, string][] = [
    ['{3}{W}{U/B}', 'three generic, white, blue or black'],
    ['{1}{W}{W}', 'one generic, two white'],
    ['{X}{X}{R}', 'X, X, red'],
    ['{2/G}', 'green or two generic'],
    ['{4}{C}{C}', 'four generic, two colourless'],
    ['{G/U}{G/U}', 'green or blue, green or blue'],
    ['{25}', '25 generic'],
    ['{0}', 'zero'],
  ];
  for (const [text, words] of CASES) {
    it(`reads ${text} as "${words}"`, () => {
      assert.equal(manaCostWords(mustParseManaCost(text)), words);
    });
  }
});
