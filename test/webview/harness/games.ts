import { FORMAT, hexKey, legalActions, newGame, SCHEMA_VERSION, takeAction, type CrawlSave as SaveFile } from '../../../src/engine';
import { initialState } from '../../../src/engine/variants/magic-crawl/setup';
import { addImportedCards, findCard } from '../../../src/engine/cards/pool';
import type { CardDef } from '../../../src/engine/cards/card';
import type { CardDefData } from '../../../src/engine/cards/card-schema';
import { readRulesText } from '../../../src/engine/import/oracle';
import type { CrawlAction } from '../../../src/engine/variants/magic-crawl/schema';
import type { SetupChoices } from '../../../src/engine/variants/magic-crawl/setup';
import { showGame, showNewGame } from '../../../src/extension/host-messages';
import type { ShowGameMessage, ShowNewGameMessage } from '../../../src/protocol/messages';
import { tableView } from '../../../src/engine/variants/magic-crawl/view/table-view';

/**
 * Real games made by the engine, rendered through the host's own view model
 * (src/extension/host-messages.ts), so the harness shows what the host would
 * post.
 */

type Of<T extends CrawlAction['type']> = Extract<CrawlAction, { type: T }>;

/** Takes one action, or throws with the engine's reason. */
export function act(game: SaveFile, action: CrawlAction): SaveFile {
  const taken = takeAction(game, action);
  if (!taken.ok) throw new Error(`${JSON.stringify(action)}: ${taken.error.message}`);
  return taken.game;
}

/**
 * One decision of a plain autopilot: keep, play a land, cast what it can
 * (no targets), attack with every creature that may, block nothing, and
 * travel towards unexplored hexes. Good enough to walk a crawl for a while.
 */
export function autopilot(game: SaveFile, turnCounter = 0): CrawlAction {
  const legal = legalActions(game);
  const s = game.state;
  const first = <T extends CrawlAction['type']>(type: T) => legal.find((a): a is Of<T> => a.type === type);
  if (s.prompt) {
    if (s.prompt.type === 'pay') return first('pay')!;
    return legal[0]!;
  }
  if (s.phase.type === 'mulligan') return { type: 'keep' };
  if (s.phase.type === 'travel') {
    const explored = new Set(s.hexes.filter((h) => h.explored).map(hexKey));
    const moves = legal.filter((a): a is Of<'move'> => a.type === 'move');
    const fresh = moves.filter((a) => !explored.has(hexKey(a.to)));
    const pool = fresh.length ? fresh : moves;
    return pool[turnCounter % pool.length]!;
  }
  if (s.phase.type === 'turn') {
    const land = first('playLand');
    if (land) return land;
    const cast = legal.find((a): a is Of<'cast'> => a.type === 'cast' && a.target === undefined && a.x === undefined);
    if (cast) return cast;
    if (s.phase.step === 'attackers') {
      const attack = legal.find((a): a is Of<'attack'> => a.type === 'attack' && !s.combat?.attackers.some((x) => x.id === a.creature));
      if (attack) return attack;
    }
    return { type: 'pass' };
  }
  if (s.phase.type === 'foe' && s.combat) {
    // Block an attacker with a creature that survives it, if one is free.
    const blocks = legal.filter((a): a is Of<'block'> => a.type === 'block');
    const t = tableView(game, legal);
    const stats = (id: number) => [...t.creatures, ...t.foes].find((c) => c.id === id);
    for (const b of blocks) {
      if (s.combat.blocks.some((x) => x.id === b.creature)) continue;
      if (s.combat.blocks.some((x) => x.attacker === b.attacker)) continue;
      const mine = stats(b.creature);
      const theirs = stats(b.attacker);
      if (mine && theirs && (mine.currentToughness ?? 0) > (theirs.currentPower ?? 0) && !theirs.keywords?.includes('deathtouch')) return b;
    }
  }
  return { type: 'pass' };
}

/**
 * Plays a new game with the autopilot until `moves` moves are made and the
 * token can move again (travel), or, with `stopInEncounter`, until it stands
 * in an encounter after `moves` moves.
 */
export function playedGame(seed: string, moves: number, options: SetupChoices = {}, stopInEncounter = false): SaveFile {
  // A goal far away, so the autopilot's walk does not end the game before its moves are made.
  let game = newGame(seed, { life: 100, goals: [{ type: 'reach', hex: { q: 60, r: -30 } }], ...options });
  for (let i = 0; i < 5000; i++) {
    const s = game.state;
    if (s.phase.type === 'over') throw new Error(`seed ${seed}: the autopilot lost after ${s.counters.moves} moves: ${s.phase.reason}`);
    if (s.counters.moves >= moves) {
      if (stopInEncounter && s.encounter) return game;
      if (!stopInEncounter && s.phase.type === 'travel') return game;
      if (stopInEncounter && !s.encounter && s.phase.type === 'travel') moves++;
    }
    game = act(game, autopilot(game, i));
  }
  throw new Error(`seed ${seed}: the autopilot did not get there`);
}

/** Plays until the token stands in an encounter (after at least `minMoves` moves). */
export function gameInEncounter(seed: string, minMoves = 1, options: SetupChoices = {}): SaveFile {
  return playedGame(seed, minMoves, options, true);
}

export interface TableSpec {
  readonly hand: readonly string[];
  /** Your permanents. */
  readonly mine?: readonly { readonly card: string; readonly tapped?: boolean; readonly sick?: boolean }[];
  /** The encounter's creatures (an encounter in the Forest at the start hex). */
  readonly foes?: readonly string[];
  readonly step?: 'main1' | 'attackers' | 'main2' | 'end';
  readonly life?: number;
  /** Imported cards the table uses (added to the pool and carried in the setup, as a saved game carries them). */
  readonly cards?: readonly CardDefData[];
}

/**
 * A table laid out by hand for a test of the webview: a real game (kept
 * hand, first turn) whose hand and battlefield are replaced by the cards
 * named, with fresh ids in the order given (hand first, then yours, then the
 * foes'). The engine plays on from it like any other state.
 */
export function tableGame(spec: TableSpec): SaveFile {
  if (spec.cards) addImportedCards(spec.cards as readonly CardDef[]);
  const game = act(newGame('table', { preparationRounds: 1, startColour: 'G', ...(spec.cards ? { cards: [...spec.cards] } : {}) }), { type: 'keep' });
  const s = structuredClone(game.state);
  let id = 100;
  s.you.hand = spec.hand.map((card) => ({ id: id++, card }));
  s.battlefield = [
    ...(spec.mine ?? []).map((p) => ({ id: id++, card: p.card, controller: 'you' as const, tapped: !!p.tapped, sick: !!p.sick, damage: 0, counters: 0 })),
    ...(spec.foes ?? []).map((card) => ({ id: id++, card, controller: 'foe' as const, tapped: false, sick: false, damage: 0, counters: 0, pile: 'Forest' as const })),
  ];
  const step = spec.step ?? 'main1';
  s.phase = { type: 'turn', kind: spec.foes?.length ? 'encounter' : 'preparation', step, landPlayed: false, roundsLeft: 0 };
  if (spec.foes?.length) s.encounter = { at: { q: 0, r: 0 }, pile: 'Forest' };
  if (step === 'attackers') s.combat = { attackers: [], blocks: [], declared: false };
  if (spec.life !== undefined) s.you.life = spec.life;
  s.counters.nextId = id;
  return { ...game, state: s };
}

/**
 * That game, set up as files were before hex streams (one random stream for
 * the map and the library), which is how its script of draws was written; such
 * files still play that way.
 */
export function encounterGame(): SaveFile {
  const { hexStreams: _shared, ...setup } = newGame(ENCOUNTER_GAME.seed, ENCOUNTER_GAME.choices).setup;
  return { format: FORMAT, schemaVersion: SCHEMA_VERSION, setup, state: initialState(setup), log: [] };
}

/** The encounter of test/webview/encounter.test.ts: seed, deck and goal. */
export const ENCOUNTER_GAME = {
  seed: 'crawl-84',
  choices: { deck: 'green', preparationRounds: 0, startColour: 'G', goals: [{ type: 'defeat', creature: 'Giant Spider' }] } satisfies SetupChoices,
};

/**
 * That encounter in mid-fight, made with the engine: two turns played, and
 * the Giant Spider attacking into a Centaur Courser that blocks it.
 */
export function encounterScene(): SaveFile {
  let g = encounterGame();
  const inHand = (name: string) => g.state.you.hand.find((c) => c.card === name)!.id;
  const mine = (name: string) => g.state.battlefield.find((p) => p.controller === 'you' && p.card === name)!.id;
  const steps: (() => CrawlAction)[] = [
    () => ({ type: 'keep' }),
    () => ({ type: 'move', to: { q: 1, r: 0 } }),
    () => ({ type: 'pass' }),
    () => ({ type: 'playLand', card: inHand('Forest') }),
    () => ({ type: 'cast', card: inHand('Llanowar Elves') }),
    () => ({ type: 'endTurn' }),
    () => ({ type: 'pass' }),
    () => ({ type: 'playLand', card: inHand('Forest') }),
    () => ({ type: 'cast', card: inHand('Centaur Courser') }),
    () => ({ type: 'endTurn' }),
    () => ({ type: 'block', creature: mine('Centaur Courser'), attacker: g.state.battlefield.find((p) => p.controller === 'foe')!.id }),
  ];
  for (const step of steps) g = act(g, step());
  return g;
}

/**
 * For a test: the pool's `name` becomes a manual card with `manualText`
 * (the pool has no manual card of its own yet), until the function returned
 * is called. Pick a card with no abilities, so the engine does nothing for it
 * either way.
 */
export function asManual(name: string, manualText: string): () => void {
  const def = findCard(name) as { automation?: string; manualText?: string; abilities?: readonly unknown[] } | undefined;
  if (!def) throw new Error(`no card named ${name}`);
  if (def.abilities?.length) throw new Error(`${name} has abilities: the engine would play them`);
  const before = { automation: def.automation, manualText: def.manualText };
  def.automation = 'manual';
  def.manualText = manualText;
  return () => {
    if (before.automation === undefined) delete def.automation;
    else def.automation = before.automation;
    if (before.manualText === undefined) delete def.manualText;
    else def.manualText = before.manualText;
  };
}

export function gameMessage(game: SaveFile, extra: Partial<Omit<ShowGameMessage, 'type' | 'game'>> = {}): ShowGameMessage {
  const message = showGame(game, {
    version: extra.version ?? 7,
    readOnly: extra.readOnly ?? false,
    fileName: extra.fileName ?? 'test.crawl.json',
    ...(extra.legal ? { legal: extra.legal } : {}),
    ...(extra.replay ? { replay: extra.replay } : {}),
    ...(extra.compareWithFile ? { compareWithFile: extra.compareWithFile } : {}),
  });
  return extra.table ? { ...message, table: extra.table } : message;
}

export function newGameMessage(extra: Partial<Omit<ShowNewGameMessage, 'type'>> = {}): ShowNewGameMessage {
  const base = showNewGame({
    version: extra.version ?? 0,
    readOnly: extra.readOnly ?? false,
    fileName: extra.fileName ?? 'new.crawl.json',
    suggestedSeed: extra.suggestedSeed ?? 'seed',
  });
  return { ...base, ...extra };
}

export { tableView };

/**
 * A card invented for a test, its text read by the engine's rules-text
 * reader as an imported card's would be (every line must be read).
 */
export function readCard(facts: Omit<CardDef, 'keywords' | 'abilities'>, text: string): CardDefData {
  const r = readRulesText(text, facts.name, { types: [...facts.types] });
  if (r.unread !== 0) throw new Error(`${facts.name}: unread ${r.unreadLines.join(' / ')}`);
  const def: CardDef = { ...facts, keywords: [...r.keywords], abilities: r.abilities };
  return def as CardDefData;
}
