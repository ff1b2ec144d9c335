import { COLOURS } from '../../../colour';
import { hybridHalves, type ManaCost, type ManaType } from '../../../mana';

/**
 * What activating a revealed castle creature costs its owner
 * (castle.activate): nothing when their lands, tapped or not, could make its
 * mana cost; otherwise 1 life for each generic mana they could not make and
 * 2 for each coloured one, or the creature is discarded.
 *
 * Each land makes one mana. A coloured symbol is worth more life than a
 * generic one, so the fewest life is paid when as many coloured symbols as
 * possible get a land of their own ({2/c} counts as its colour) (a largest matching of symbols to lands),
 * and the lands left over pay generic mana: taking a land from a coloured
 * symbol to pay a generic one never gains more than it costs.
 */
export interface ActivationPrice {
  /** Life to pay: 0 when the lands could make the whole cost. */
  readonly life: number;
  /** The mana the lands could not make, in words for the question ("{G}{G} and 2 generic"). */
  readonly missing: { readonly coloured: readonly string[]; readonly generic: number };
}

/** A symbol that needs a land of one of these types (a colour, {C}, or either half of a hybrid). */
type Symbol = { readonly accepts: readonly ManaType[]; readonly text: string };

export function activationPrice(cost: ManaCost, lands: readonly (readonly ManaType[])[]): ActivationPrice {
  const symbols: Symbol[] = [];
  for (const c of COLOURS) for (let i = 0; i < cost.coloured[c] + cost.twoOrColour[c]; i++) symbols.push({ accepts: [c], text: `{${c}}` });
  for (let i = 0; i < cost.colourless; i++) symbols.push({ accepts: ['C'], text: '{C}' });
  for (const pair of cost.hybrid) symbols.push({ accepts: hybridHalves(pair), text: `{${pair}}` });
  // Kuhn's augmenting paths: each symbol tries to get a land, moving others along when it can.
  const landOf = new Array<number>(symbols.length).fill(-1);
  const symbolOf = new Array<number>(lands.length).fill(-1);
  const place = (s: number, seen: boolean[]): boolean => {
    for (let l = 0; l < lands.length; l++) {
      if (seen[l] || !symbols[s]!.accepts.some((m) => lands[l]!.includes(m))) continue;
      seen[l] = true;
      if (symbolOf[l]! < 0 || place(symbolOf[l]!, seen)) {
        symbolOf[l] = s;
        landOf[s] = l;
        return true;
      }
    }
    return false;
  };
  symbols.forEach((_, s) => place(s, new Array<boolean>(lands.length).fill(false)));
  const matched = landOf.filter((l) => l >= 0).length;
  const generic = cost.generic; // X is 0: a castle creature is never cast
  const genericMissing = Math.max(0, generic - (lands.length - matched));
  const colouredMissing = symbols.filter((_, s) => landOf[s]! < 0).map((s) => s.text);
  return { life: 2 * colouredMissing.length + genericMissing, missing: { coloured: colouredMissing, generic: genericMissing } };
}
