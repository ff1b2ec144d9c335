import type { Ability } from '../../cards/abilities';
import type { LineReading } from './lines';
import { tokenFrom } from './tokens';

/**
 * The tenth round's shapes, read from the recent expansions' text (issue 15), kept apart from the older readers:
 * fabricate and the Eldrazi Scion tokens.
 */

/** The Servo fabricate makes (CR 702.123a): a 1/1 colourless Servo artifact creature token. */
export const SERVO_TOKEN = tokenFrom({ power: 1, toughness: 1, colour: undefined, subtypes: ['Servo'], artifact: true });

/** A line of the tenth round's shapes, or undefined for the other readers. */
export function expansionLine(line: string): LineReading | undefined {
  const fabricate = /^Fabricate (\d+)$/.exec(line);
  if (fabricate && Number(fabricate[1]) >= 1 && Number(fabricate[1]) <= 10) {
    return { keywords: [], abilities: [fabricateTrigger(Number(fabricate[1]))], tokens: [SERVO_TOKEN] };
  }
  return undefined;
}

/**
 * Fabricate N (CR 702.123a): "When this permanent enters the battlefield, you may put N +1/+1 counters on it. If you
 * don't, create N 1/1 colorless Servo artifact creature tokens." Read as its enters trigger; its controller chooses as it resolves.
 */
function fabricateTrigger(count: number): Ability {
  return { kind: 'etb', effects: [{ do: 'fabricate', count, token: SERVO_TOKEN.name }] };
}
