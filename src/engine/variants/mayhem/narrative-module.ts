import { MAYHEM_CONTENT, type GoalDef, type ModuleDef } from './content';
import { monsterDef, tileDef } from './lookup';
import type { MayhemSetup, MayhemState } from './schema';
import { bossPlayable, EDITION, monsterCardPlayable, tilePlayable, type Edition } from './support';

/**
 * Narrative modules (mayhem.module): a module's layout, monster deck, extra
 * treasure and boss replace the random ones, its back-story is told, and
 * the game is won when all its goals are met. Goals that need to be seen
 * happening (a tile reached, a monster killed, a challenge met) are kept in
 * the state's `progress`; the others (a card held, gold carried out, every
 * living hero escaped) are read off the board at the end.
 */

export const isModule = (setup: MayhemSetup): boolean => setup.mode === 'module';

export function moduleDef(id: string): ModuleDef {
  const m = MAYHEM_CONTENT.modules.find((x) => x.id === id);
  if (!m) throw new Error(`no narrative module '${id}'`);
  return m;
}

/** The module a setup plays, if it plays one. */
export const moduleOf = (setup: MayhemSetup): ModuleDef | undefined => (isModule(setup) && setup.module !== undefined ? moduleDef(setup.module) : undefined);

/**
 * Why this step cannot play a module yet, or undefined when it can: its boss
 * or a tile needs rules still waiting (support.ts). Monster cards that wait
 * are left out of its deck, as they are of the usual one, as long as three
 * kinds are left.
 */
export function moduleWaits(m: ModuleDef): string | undefined {
  if (!bossPlayable(m.boss)) return `its boss, ${monsterDef(m.boss).name}, needs rules still to come (docs/mayhem.md, what waits)`;
  const tile = m.layout.flat().find((id) => !tilePlayable(tileDef(id)));
  if (tile) return `its tile ${tileDef(tile).name} has a trap still to come`;
  if (m.monsters.filter((c) => monsterCardPlayable(c.card)).length < 3) return 'too few of its monster cards are played yet';
  return undefined;
}

/** The modules this step plays, in the content's order. */
export const PLAYABLE_MODULES: readonly string[] = MAYHEM_CONTENT.modules.filter((m) => moduleWaits(m) === undefined).map((m) => m.id);

/**
 * `--mode module`'s module when none is named: The Frostweb Rescue, the
 * short one for one to four heroes (and the one played first, so figures
 * measured without `--module` stay comparable), else the first played.
 */
export const DEFAULT_MODULE: string = PLAYABLE_MODULES.includes('the-frostweb-rescue') ? 'the-frostweb-rescue' : PLAYABLE_MODULES[0]!;

const byCopies = (list: readonly { card: string; copies: number }[], keep: (id: string) => boolean): string[] =>
  list.filter((c) => keep(c.card)).flatMap((c) => Array.from({ length: c.copies }, () => c.card));

/** A module's monster deck: its cards by their copies, those the game's edition plays and deals. */
export const moduleMonsterDeck = (m: ModuleDef, edition: Edition = EDITION): string[] =>
  byCopies(
    m.monsters.filter((c) => (c.since ?? 1) <= edition),
    (id) => monsterCardPlayable(id, edition),
  ).sort();

/**
 * A card of the module's own lies on a tile of its layout from the fourth
 * edition (mayhem.module.lies): a quest item found where the story puts it,
 * not one card in eighty. Games dealt before shuffle it in, as they did.
 */
const liesFrom = (edition: Edition): boolean => edition >= 4;

/** The cards a module shuffles into the treasure deck. */
export const moduleTreasure = (m: ModuleDef, edition: Edition = EDITION): string[] =>
  byCopies(
    m.treasure.filter((c) => c.lies === undefined || !liesFrom(edition)),
    () => true,
  );

/** The cards of a module that lie on a tile, to be put down there when it turns up (mayhem.module.lies). */
export const cardsLyingOn = (m: ModuleDef, tile: string, edition: Edition): string[] =>
  liesFrom(edition) ? byCopies(m.treasure.filter((c) => c.lies === tile), () => true) : [];

/** A module's tiles: as many as its layout lays. */
export const moduleTiles = (m: ModuleDef): number => m.layout.flat().length;

type Progress = NonNullable<MayhemState['progress']>;

/** Progress as a game starts (a fresh one each time: the state's lists are changed in place). */
export const noProgress = (): Progress => ({ reached: [], defeated: [], solved: [] });

/** The gold the party carries out: the escaped heroes' (mayhem.module.goals). */
const goldOut = (s: MayhemState): number => s.heroes.reduce((n, h) => n + (h.status === 'escaped' ? h.gold : 0), 0);

/**
 * Whether a goal is met now. `find` is met while a hero on the board or
 * escaped holds the card (a card left on a fallen hero's square is lost to
 * the goal until picked up again); `gold` counts what escaped heroes carry;
 * `escape` is met when no living hero is left on the board and one has
 * escaped.
 */
export function goalMet(s: MayhemState, g: GoalDef): boolean {
  const p = s.progress ?? noProgress();
  switch (g.do) {
    case 'defeat':
      return p.defeated.includes(g.monster);
    case 'find':
      return s.heroes.some((h) => h.status !== 'dead' && h.items.includes(g.item));
    case 'reach':
      return p.reached.includes(g.tile);
    case 'solve':
      return p.solved.filter((k) => k === g.kind).length >= g.count;
    case 'gold':
      return goldOut(s) >= g.amount;
    case 'escape':
      return s.heroes.every((h) => h.status !== 'in') && s.heroes.some((h) => h.status === 'escaped');
  }
}

/** Every goal and whether it is met, in the module's order. */
export function goalsStatus(setup: MayhemSetup, s: MayhemState): { goal: GoalDef; met: boolean }[] {
  const m = moduleOf(setup);
  return m ? m.goals.map((goal) => ({ goal, met: goalMet(s, goal) })) : [];
}

/** Whether a module's game is won: every goal met (read once no hero is on the board). */
export const moduleWon = (setup: MayhemSetup, s: MayhemState): boolean => goalsStatus(setup, s).every((g) => g.met);

/**
 * The goals still open that the party can work at before leaving: a tile to
 * reach, a card to find, challenges to meet, gold to gather (counting what
 * the heroes on the board carry too). Defeating and escaping are the boss's
 * and the stairs' own goals.
 */
export function openErrands(setup: MayhemSetup, s: MayhemState): GoalDef[] {
  const carried = s.heroes.reduce((n, h) => n + (h.status === 'dead' ? 0 : h.gold), 0);
  return goalsStatus(setup, s)
    .filter(({ goal, met }) => !met && goal.do !== 'defeat' && goal.do !== 'escape' && !(goal.do === 'gold' && carried >= goal.amount))
    .map((g) => g.goal);
}

const addSorted = <T extends string>(list: readonly T[], x: T): T[] => [...list, x].sort();

/** A hero stood on a tile: noted if a goal names it. */
export function noteReached(setup: MayhemSetup, s: MayhemState, tile: string): void {
  const m = moduleOf(setup);
  if (!m || !m.goals.some((g) => g.do === 'reach' && g.tile === tile)) return;
  const p = s.progress ?? noProgress();
  if (!p.reached.includes(tile)) s.progress = { ...p, reached: addSorted(p.reached, tile) };
}

/** A monster was killed: noted (once) if a goal names it. */
export function noteDefeated(setup: MayhemSetup, s: MayhemState, monster: string): void {
  const m = moduleOf(setup);
  if (!m || !m.goals.some((g) => g.do === 'defeat' && g.monster === monster)) return;
  const p = s.progress ?? noProgress();
  if (!p.defeated.includes(monster)) s.progress = { ...p, defeated: addSorted(p.defeated, monster) };
}

/** A challenge was met: counted if a goal counts its kind. */
export function noteSolved(setup: MayhemSetup, s: MayhemState, kind: 'riddle' | 'tongue-twister' | 'physical'): void {
  const m = moduleOf(setup);
  if (!m || !m.goals.some((g) => g.do === 'solve' && g.kind === kind)) return;
  const p = s.progress ?? noProgress();
  s.progress = { ...p, solved: addSorted(p.solved, kind) };
}
