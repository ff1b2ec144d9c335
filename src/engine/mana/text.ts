import { COLOURS } from '../colour';
import { hybridHalves, type ManaCost } from './cost';
import { MANA_TYPE_NAMES } from './mana-type';

/**
 * A cost in words, for screen readers and anyone who does not read mana
 * symbols: "{3}{W}{U/B}" is "three generic, white, blue or black". Same
 * order as the canonical text, so what is heard matches what is shown.
 */

const NUMBER_WORDS = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty',
];

export function numberWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

export function manaCostWords(cost: ManaCost): string {
  const parts: string[] = [];
  // "two white" reads better than "white, white"; hybrids stay one by one, as "two blue or black" would be ambiguous.
  const many = (n: number, word: string) => {
    if (n === 1) parts.push(word);
    else if (n > 1) parts.push(`${numberWord(n)} ${word}`);
  };
  for (let k = 0; k < cost.x; k++) parts.push('X');
  if (cost.generic > 0) parts.push(`${numberWord(cost.generic)} generic`);
  many(cost.colourless, MANA_TYPE_NAMES.C);
  for (const c of COLOURS) many(cost.coloured[c], MANA_TYPE_NAMES[c]);
  for (const p of cost.hybrid) {
    const [a, b] = hybridHalves(p);
    parts.push(`${MANA_TYPE_NAMES[a]} or ${MANA_TYPE_NAMES[b]}`);
  }
  for (const c of COLOURS) for (let k = 0; k < cost.twoOrColour[c]; k++) parts.push(`${MANA_TYPE_NAMES[c]} or two generic`);
  return parts.length > 0 ? parts.join(', ') : 'zero';
}
