import type { MayhemSetup, MayhemState, MonsterState } from './schema';
import { editionOf } from './support';

/**
 * Competitive play (mayhem.competitive.*): two teams, seats alternating
 * between them (seat 0 team 1, seat 1 team 2, …), the second team starting
 * on the second Entrance at the north edge. Two bosses wait on the Boss
 * tile; a team has defeated a boss when it did damage to one that died (or,
 * with the option `bossCredit: killing-blow`, dealt its last blow). A hero
 * escapes once their team has defeated a boss, or once no boss is left to
 * defeat; among the teams that defeated one, the one whose escaped heroes
 * carry the most gold wins. In the cooperative game everyone is team 0.
 */

export const TEAMS = 2;
/** Heroes a competitive game needs: one a team. */
export const MIN_COMPETITIVE_HEROES = 2;

export const isCompetitive = (setup: MayhemSetup): boolean => setup.mode === 'competitive';

/** The team of a seat: alternating in competitive play, everyone's the same otherwise. */
export const teamOf = (setup: MayhemSetup, seat: number): number => (isCompetitive(setup) ? seat % TEAMS : 0);

export const sameTeam = (setup: MayhemSetup, a: number, b: number): boolean => teamOf(setup, a) === teamOf(setup, b);

/** The seats of a team, in turn order. */
export const teamSeats = (setup: MayhemSetup, team: number): number[] => setup.seats.flatMap((_, i) => (teamOf(setup, i) === team ? [i] : []));

/** How many bosses wait on the Boss tile: one for the party, one a team. */
export const bossesInPlay = (setup: MayhemSetup): number => (isCompetitive(setup) ? TEAMS : 1);

/** A team's name as players say it. */
export const teamName = (team: number): string => `Team ${team + 1}`;

const addSorted = (list: readonly number[] | undefined, n: number): number[] => [...new Set([...(list ?? []), n])].sort((a, b) => a - b);

/** A hero's damage to a boss marks their team on it (mayhem.competitive.win). */
export function markBossHurt(setup: MayhemSetup, m: MonsterState, seat: number): void {
  if (isCompetitive(setup) && m.boss) m.teams = addSorted(m.teams, teamOf(setup, seat));
}

/**
 * A boss has died: the teams it counts for (any team that did it damage, or
 * only the killer's with `killing-blow`; a boss poisoned to death under
 * `killing-blow` counts for none).
 */
export function creditBoss(setup: MayhemSetup, s: MayhemState, m: MonsterState, killer: number | undefined): void {
  if (!isCompetitive(setup) || !m.boss) return;
  const teams = (setup.options.bossCredit ?? 'any-damage') === 'killing-blow' ? (killer === undefined ? [] : [teamOf(setup, killer)]) : (m.teams ?? []);
  for (const team of teams) s.bossTeams = addSorted(s.bossTeams, team);
}

/** Whether a hero's team has defeated a boss (always true of the party once its boss is down). */
export function teamDefeatedBoss(setup: MayhemSetup, s: MayhemState, seat: number): boolean {
  return isCompetitive(setup) ? (s.bossTeams ?? []).includes(teamOf(setup, seat)) : s.bossDefeated;
}

/**
 * Whether a hero may escape by the stairs now (mayhem.escape,
 * mayhem.competitive.escape): their team has defeated a boss, or no boss is
 * left (a team beaten to both leaves with nothing to win, but may leave).
 */
export function mayEscape(setup: MayhemSetup, s: MayhemState, seat: number): boolean {
  return s.bossDefeated || teamDefeatedBoss(setup, s, seat);
}

/** The gold a team's escaped heroes carry out. */
export function teamGold(setup: MayhemSetup, s: MayhemState, team: number): number {
  return teamSeats(setup, team).reduce((n, i) => n + (s.heroes[i]!.status === 'escaped' ? s.heroes[i]!.gold : 0), 0);
}

/**
 * The winners once every hero is off the board: of the teams that defeated
 * a boss, the most gold escaped (a tie shared). From the third edition the
 * gold is weighed by the team's size (mayhem.competitive.odd): in an odd
 * party the larger team's extra hero carries gold out too, and "the most
 * gold" is read as the most a hero of the team, so that a team of three
 * does not outweigh a team of two by its numbers alone. Even teams are
 * weighed as before (the same size on both sides). Games of the first two
 * editions keep the plain sum, so that they replay as they were played.
 */
export function competitiveWinners(setup: MayhemSetup, s: MayhemState): number[] {
  const eligible = (s.bossTeams ?? []).filter((team) => teamSeats(setup, team).some((i) => s.heroes[i]!.status === 'escaped'));
  const weighed = editionOf(setup) >= 3;
  // Gold a hero, compared without fractions: gold of a over size of a against gold of b over size of b.
  const size = (team: number) => (weighed ? teamSeats(setup, team).length : 1);
  const lcm = eligible.reduce((n, team) => n * size(team), 1);
  const score = (team: number) => (teamGold(setup, s, team) * lcm) / size(team);
  const best = Math.max(-1, ...eligible.map(score));
  return eligible.filter((team) => score(team) === best);
}
