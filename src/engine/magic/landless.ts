import { COLOURS, TERRAIN_OF, type Colour } from '../colour';
import { GUILDGATES, SHIMMERING_GROTTO, TRANSGUILD_PROMENADE, TRI_LANDS } from '../cards/landless-lands';
import { cardInfo } from './card-db';
import { landDropProblem, landEntered, LAND_RULES, useLandDrop } from './lands';
import type { MagicAction } from './schema';
import { fail, OK, type Seat, type Table, type TableResult } from './table';
import { enter } from './zones';

/**
 * Landless MTG (../shared/rules/landless-mtg.md): any card may be played as
 * a land, using the land drop of the turn. It becomes the land its colours
 * give (rules 2 to 5) and stays that land until it leaves the battlefield,
 * when it is the card again. The permanent's `card` is the land, so every
 * rule sees a land and nothing else; `original` keeps the card.
 */

export const LANDLESS_RULES = {
  option: 'landless.option',
  isALand: 'landless.is-a-land',
} as const;

/** The land a card of these colours becomes when played as a land (rules 2 to 5). */
export function landIdentity(colours: readonly Colour[]): string {
  const mine = COLOURS.filter((c) => colours.includes(c));
  if (mine.length === 0) return SHIMMERING_GROTTO.name;
  if (mine.length === 1) return TERRAIN_OF[mine[0]!];
  if (mine.length >= 4) return TRANSGUILD_PROMENADE.name;
  const lands = mine.length === 2 ? GUILDGATES : TRI_LANDS;
  return lands.find((l) => sameColours(l, mine))!.name;
}

function sameColours(land: (typeof GUILDGATES)[number], colours: readonly Colour[]): boolean {
  const makes = (land.abilities ?? []).flatMap((a) => (a.kind === 'mana' ? a.produces : []));
  return makes.length === colours.length && colours.every((c) => makes.includes(c));
}

/** The land a card in hand would become. */
export function landFor(card: string): string {
  return landIdentity(cardInfo(card).def.colours);
}

/** "a Plains", "an Azorius Guildgate", "Transguild Promenade" (the two lands the rules name take no article). */
export function landWords(land: string): string {
  if (land === TRANSGUILD_PROMENADE.name || land === SHIMMERING_GROTTO.name) return land;
  return `${/^[AEIOU]/.test(land) ? 'an' : 'a'} ${land}`;
}

/** Plays a card from your hand as a land. The caller checks that the game is Landless. */
export function playAsLand(t: Table, seat: Seat, cardId: number): TableResult {
  const ref = t.inHand(seat, cardId);
  if (!ref) return fail(LAND_RULES.notInHand, `Card #${cardId} is not in your hand.`);
  if (cardInfo(ref.card).land) return fail(LANDLESS_RULES.isALand, `${ref.card} is a land already: play it as itself.`);
  const drop = landDropProblem(t, seat);
  if (!drop.ok) return drop;
  const land = landFor(ref.card);
  useLandDrop(t);
  t.takeFromHand(seat, ref.id);
  const p = enter(t, seat, land, ref.id);
  t.update(p.id, (q) => ({ ...q, original: ref.card }));
  t.emit({ type: 'playedAsLand', card: ref.card, land });
  landEntered(t, ref.id);
  return OK;
}

/** The playAsLand actions legal now: one per distinct card name in hand, as playLand lists them. */
export function playAsLandActions(t: Table, seat: Seat): MagicAction[] {
  if (!landDropProblem(t, seat).ok) return [];
  const seen = new Set<string>();
  const out: MagicAction[] = [];
  for (const c of t.player(seat)?.hand ?? []) {
    if (seen.has(c.card) || cardInfo(c.card).land) continue;
    seen.add(c.card);
    out.push({ type: 'playAsLand', card: c.id });
  }
  return out;
}

/** The refusal when the game is not Landless. */
export function notLandless(): TableResult {
  return fail(LANDLESS_RULES.option, 'Playing a card as a land is a Landless rule, and this game is not played Landless.');
}
