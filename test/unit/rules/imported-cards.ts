import { strict as assert } from 'node:assert';
import type { CardDef, CardType } from '../../../src/engine/cards/card';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { addImportedCards } from '../../../src/engine/cards/pool';
import type { Colour } from '../../../src/engine/colour';
import { readRulesText } from '../../../src/engine/import/oracle';
import { scenario as built, type ScenarioSpec } from './scenario';

/**
 * A test file's own imported cards, as the coverage rounds' tests make them:
 * each invented card's text read as an imported card's would be (every line
 * of it must be read), added to the pool, and given to each scenario's
 * setup so the game carries them as a saved game would.
 */
export function importedCards() {
  const imported: CardDef[] = [];
  return {
    /** A scenario whose setup holds the cards made so far. */
    scenario(spec: ScenarioSpec) {
      return built({ ...spec, options: { ...spec.options, cards: imported as CardDefData[] } });
    },
    /** Reads the card's text, adds it (and the tokens it makes) to the pool, and keeps it for the scenarios. */
    card(name: string, cost: string, colours: Colour[], types: CardType[], pt: [number, number] | undefined, text: string, subtypes: string[] = []): CardDef {
      const r = readRulesText(text, name, { types, subtypes });
      assert.equal(r.unread, 0, `${name}: every line should be read (left: ${r.unreadLines.join(' / ')})`);
      const def: CardDef = {
        name,
        manaCost: cost,
        colours,
        types,
        subtypes,
        ...(pt ? { power: pt[0], toughness: pt[1] } : {}),
        keywords: [...r.keywords],
        abilities: r.abilities,
      };
      addImportedCards([def, ...r.tokens]);
      imported.push(def, ...r.tokens.filter((t) => !imported.some((c) => c.name === t.name)));
      return def;
    },
    /** A card made here, by name. */
    named(name: string): CardDef {
      const found = imported.find((c) => c.name === name);
      assert.ok(found, `${name} was not made`);
      return found;
    },
  };
}
