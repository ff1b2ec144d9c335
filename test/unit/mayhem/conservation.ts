import { strict as assert } from 'node:assert';
import { MAYHEM_CONTENT, type MayhemAction, type MayhemState } from '../../../src/engine/variants/mayhem';
import { monsterDef } from '../../../src/engine/variants/mayhem/lookup';

/** Nothing is lost: the cards of a state against the state before an action (the properties use it). */

/** Every treasure card in the game, wherever it is. */
function treasureCount(s: MayhemState): Map<string, number> {
  const all = [...s.treasureDeck, ...s.treasureDiscard, ...s.heroes.flatMap((h) => h.items), ...s.loot.flatMap((l) => l.items)];
  const out = new Map<string, number>();
  for (const c of all) out.set(c, (out.get(c) ?? 0) + 1);
  return out;
}

/** Cards an action may bring into the game: one bought from the Store's own stock, a named drop of a monster killed, a module's card lying on a tile turned up. */
function mayMake(before: MayhemState, after: MayhemState, a: MayhemAction): string[] {
  const entry = a.type === 'buy' ? MAYHEM_CONTENT.store.entries[a.entry] : undefined;
  const bought = entry && 'item' in entry ? [entry.item] : [];
  const killed = before.monsters.filter((m) => !after.monsters.some((n) => n.number === m.number));
  const turnedUp = new Set(after.places.flat().filter((id) => id !== null && !before.places.flat().includes(id)));
  const lying = MAYHEM_CONTENT.modules.flatMap((m) => m.treasure.filter((c) => c.lies !== undefined && turnedUp.has(c.lies)).map((c) => c.card));
  return [...bought, ...lying, ...killed.flatMap((m) => monsterDef(m.monster).drops.flatMap((d) => (d.kind === 'item' ? [d.item] : [])))];
}

export function checkConserved(before: MayhemState, after: MayhemState, a: MayhemAction): void {
  // Against the cards before the action: a module's deck is its own (the consistency check holds each game to its deck).
  assert.deepEqual([...after.monsterDeck, ...after.monsterDiscard].sort(), [...before.monsterDeck, ...before.monsterDiscard].sort(), 'monster cards are neither made nor lost');
  const was = treasureCount(before);
  const now = treasureCount(after);
  const made = mayMake(before, after, a);
  for (const [card, n] of was) assert.ok((now.get(card) ?? 0) >= n, `treasure card ${card} was lost`);
  for (const [card, n] of now) {
    const extra = n - (was.get(card) ?? 0);
    if (extra > 0) assert.ok(made.filter((m) => m === card).length >= extra, `treasure card ${card} was made by ${JSON.stringify(a)}`);
  }
}

