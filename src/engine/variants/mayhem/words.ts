import { teamName } from './competitive';
import { heroAttacks } from './attacks';
import { effectsText, MAYHEM_CONTENT, namesOf } from './content';
import { placeOf, stepFrom } from './dungeon';
import { heroWord, monsterDef, riddleDef, trapDef, treasureDef } from './lookup';
import { sideOf, squareName } from './place-words';
import { liveEncounter } from './rules';
import { type MayhemAction, type MayhemSetup, type MayhemState, type PendingChallenge, type Square } from './schema';

/**
 * Magic and Mayhem in words, for the command line, the log and the
 * playmat's labels: who is on turn, what a legal action does, and the
 * challenge or choice that waits. The engine's own notes already use these
 * names (heroWord, a monster's name and its number token).
 */

type Game = { readonly setup: MayhemSetup; readonly state: MayhemState };

export const TITLE = 'Magic and Mayhem';

/** The seat deciding now: the hero a pending challenge or choice is about, else the hero on turn. */
export function actingSeat(state: MayhemState): number | undefined {
  if (state.phase.type !== 'turn') return undefined;
  return state.pending[0]?.seat ?? state.phase.turn.seat;
}

export const cardName = (id: string): string => (id === 'fists' ? 'bare fists' : treasureDef(id).name);

/** "Cave Rat #3", or the number alone when it has left the board. */
export function monsterWords(state: MayhemState, number: number): string {
  const m = state.monsters.find((x) => x.number === number);
  return m ? `${monsterDef(m.monster).name} #${number}` : `monster #${number}`;
}

/** Words for a legal action, as `crawl actions` and `crawl play` list it and the playmat labels it. */
export function actionLabel(game: Game, action: MayhemAction): string {
  const s = game.state;
  const seat = s.phase.type === 'turn' ? s.phase.turn.seat : 0;
  const h = s.heroes[seat]!;
  switch (action.type) {
    case 'step': {
      // A trap a monster set is in sight: the label warns of it (the board draws it too).
      const to = stepFrom(h.at, action.dir);
      const laid = (s.laidTraps ?? []).find((l) => l.at.x === to.x && l.at.y === to.y);
      return laid ? `Move ${action.dir}, onto the ${trapDef(laid.trap).name} set there` : `Move ${action.dir}`;
    }
    case 'attack': {
      const attack = heroAttacks(h).get(action.with);
      const how = attack ? ` (${attack.dam} ${attack.type} DAM)` : '';
      return `Attack ${monsterWords(s, action.target)} with ${cardName(action.with)}${how}`;
    }
    case 'look':
      return 'Look for the invisible (roll 4+)';
    case 'open-door':
      return `Try the ${squareName(s, action.at)} ${sideOf(h.at, action.at)}`;
    case 'use': {
      const on = action.on === undefined ? '' : action.on === seat ? ' on themself' : ` on ${heroWord(s.heroes[action.on]!.hero)}`;
      const door = action.door === undefined ? '' : ` on the ${squareName(s, action.door)} ${sideOf(h.at, action.door)}`;
      return `Use ${cardName(action.item)}${on}${door}`;
    }
    case 'give':
      return `Give ${cardName(action.item)} to ${heroWord(s.heroes[action.to]!.hero)}`;
    case 'give-gold':
      return `Give ${action.gold} gold to ${heroWord(s.heroes[action.to]!.hero)}`;
    case 'buy': {
      const entry = MAYHEM_CONTENT.store.entries[action.entry];
      const card = action.pick ?? (entry && 'item' in entry ? entry.item : undefined);
      return `Buy ${card ? cardName(card) : 'nothing'} for ${entry?.price ?? '?'} gold`;
    }
    case 'answer':
      return `Answer "${action.text}"`;
    case 'judge':
      // The verdict, not its outcome: the rules note the outcome ("The challenge is met"), and the log has both.
      return action.outcome === 'done' ? 'Judge it met' : 'Judge it failed';
    case 'choose': {
      const choice = s.pending[0];
      const option = choice?.type === 'choice' ? choice.options[action.option] : undefined;
      return `Choose: ${option ? `${option.label}${option.cost ? ` (${option.cost} gold)` : ''}` : `option ${action.option + 1}`}`;
    }
    case 'discard':
      return `Lose ${cardName(action.item)}`;
    case 'concede':
      return 'Abandon the dungeon (concede: the game is lost)';
    case 'end-turn':
      return h.status === 'in' && liveEncounter(s, h.at) ? 'End the turn, rolling for the encounter' : 'End the turn';
  }
}

/**
 * How a riddle's answer is typed at the command line, where the actions
 * listed are only the verdicts (a typed answer is free text, so never among
 * the legal actions): `crawl actions` and `crawl show` say it
 * (mayhem.challenge.answer).
 */
export const ANSWER_HINT = 'answer TEXT  type your answer (in crawl play, just type it; with crawl act: \'{"type":"answer","text":"…"}\')';

/** A riddle's answer typed at `crawl play` (mayhem.challenge.answer): the words as they are, while a riddle waits. */
export function typedAnswer(game: { readonly state: MayhemState }, words: string): MayhemAction | undefined {
  const p = game.state.pending[0];
  return p?.type === 'challenge' && p.kind === 'riddle' ? ({ type: 'answer', text: words } as MayhemAction) : undefined;
}

/** An action as `crawl actions` and `crawl play` list it: its label, a riddle's first verdict with how to type an answer instead. */
export function listedLabel(game: { readonly setup: MayhemSetup; readonly state: MayhemState }, action: MayhemAction): string {
  const label = actionLabel(game, action);
  const p = game.state.pending[0];
  if (action.type === 'judge' && action.outcome === 'done' && p?.type === 'challenge' && p.kind === 'riddle') return `${label} (or ${ANSWER_HINT})`;
  return label;
}

/** What a pending challenge or choice asks, a line each: its title first. */
export function pendingLines(state: MayhemState): string[] {
  const p = state.pending[0];
  if (!p) return [];
  const who = heroWord(state.heroes[p.seat]!.hero);
  if (p.type === 'discard') return [`${who} must lose ${p.count === 1 ? 'a card' : `${p.count} cards`} of their choice:`];
  // Each option with what it brings, as the card would read (a parley's two say it in their labels).
  if (p.type === 'choice') return [`${who} must choose:`, ...p.options.map((o, i) => `  ${i + 1}. ${o.label}${o.cost ? ` (${o.cost} gold)` : ''}${o.effects.length > 0 ? `: ${effectsText(o.effects, NAMES)}` : ''}`)];
  const by = p.who === 'party' ? 'the whole table' : who;
  switch (p.kind) {
    case 'riddle': {
      const r = riddleDef(p.challenge);
      return [`A riddle for ${by} (type the answer, or judge it):`, ...(r?.lines ?? []).map((l) => `  ${l}`), ...stakeLines(p)];
    }
    case 'tongue-twister': {
      const tw = MAYHEM_CONTENT.tongueTwisters.find((x) => x.id === p.challenge);
      return [`A tongue twister for ${by}, five times before the hourglass runs out:`, `  ${tw?.text ?? p.challenge}`, ...stakeLines(p)];
    }
    case 'physical': {
      const c = MAYHEM_CONTENT.challenges.find((x) => x.id === p.challenge);
      const judged = c ? [`  Met when: ${c.success}`, `  Failed when: ${c.failure}`] : [];
      return [`A physical challenge for ${by}: ${c?.name ?? p.challenge}`, ...(c?.steps ?? []).map((l) => `  ${l}`), ...judged, ...stakeLines(p)];
    }
  }
}

const NAMES = namesOf(MAYHEM_CONTENT as unknown as Record<string, unknown>);

/**
 * What a challenge puts at stake, as the table hears it before trying:
 * what follows if it is met, what if it fails ("You" is the hero it is
 * for). A parley met also sends its monsters away (mayhem.parley).
 */
export function stakeLines(p: PendingChallenge): string[] {
  const gone = p.parley !== undefined ? ['the monsters leave the board, dropping nothing'] : [];
  const met = [...gone, ...(p.success.length > 0 || gone.length === 0 ? [effectsText(p.success, NAMES)] : [])].join('; ');
  return [`  If met: ${met}.`, `  If failed: ${effectsText(p.failure, NAMES)}.`];
}

/** A competitive game's end in words: "Team 2 won", a tie, or no winner (mayhem.competitive.win). */
export function teamsWord(winners: readonly number[]): string {
  if (winners.length === 0) return 'No team won';
  return winners.length === 1 ? `${teamName(winners[0]!)} won` : `${winners.map(teamName).join(' and ')} tied`;
}

/** Where the game stands: "Round 3, Brannoc's turn", "The party won", "Team 2 won". */
export function phaseWords(state: MayhemState): string {
  const p = state.phase;
  if (p.type === 'over' && p.winners !== undefined) return teamsWord(p.winners);
  if (p.type === 'over') return p.result === 'won' ? 'The party won' : 'The party lost';
  const who = heroWord(state.heroes[p.turn.seat]!.hero);
  return `Round ${state.round}, ${who}'s turn`;
}

/** Which tile a square is on, as "place (col, row)". */
export const placeWords = (at: Square): string => {
  const p = placeOf(at);
  return `place (${p.col + 1}, ${p.row + 1})`;
};
