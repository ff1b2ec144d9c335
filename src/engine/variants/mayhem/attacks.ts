import type { AttackDef, TreasureDef } from './content';
import { mayUse } from './hero-sheet';
import { treasureDef } from './lookup';
import type { HeroState } from './schema';

/**
 * What a hero attacks with (mayhem.action): a weapon they carry and may use,
 * or a card whose use is one attack as the turn's action, used again and
 * again (no charges); with nothing of the kind, bare fists, 1 melee DAM.
 */

export type HeroAttack = Omit<AttackDef, 'name' | 'cone'>;

export const FISTS: HeroAttack = { dam: 1, type: 'melee', range: 1 };

export function attackOfCard(card: TreasureDef): HeroAttack | undefined {
  if (card.kind === 'weapon') return card.attack;
  if (card.kind === 'gold' || card.kind === 'potion' || !('use' in card) || !card.use) return undefined;
  const { use } = card;
  const [only] = use.effects;
  if (use.timing !== 'action' || use.charges !== undefined || use.perRound || use.effects.length !== 1 || only?.do !== 'attack') return undefined;
  const { do: _kind, ...attack } = only;
  return attack;
}

/** A hero's attacks, by the card that makes each (mayhem.action). */
export function heroAttacks(h: HeroState): Map<string, HeroAttack> {
  const out = new Map<string, HeroAttack>();
  for (const id of h.items) {
    const card = treasureDef(id);
    const attack = attackOfCard(card);
    if (attack && mayUse(h, card)) out.set(id, attack);
  }
  if (out.size === 0) out.set('fists', FISTS);
  return out;
}
