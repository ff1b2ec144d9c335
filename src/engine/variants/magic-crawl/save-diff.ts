import { libraryCards } from '../../magic/table';
import { hexKey, hexLabel } from '../../hex';
import { type BoardPlace, namesAdded, type VariantDiff } from '../variant-diff';
import type { CrawlSetup, CrawlState, MappedHex } from './schema';

/**
 * What changed from one save of a Magic Crawl game to another (Variant.diff):
 * the hexes newly mapped and entered, life, the cards that changed zone, and
 * the outcome. Cards are counted by name (zones hold copies), so "moved"
 * means one more here, one fewer there.
 */

type Game = { readonly setup: CrawlSetup; readonly state: CrawlState };

/** Magic Crawl's record of a diff, as `crawl diff --json` prints it after the timeline and the actions. */
export type CrawlDiffRecord = {
  readonly hexes: { readonly mapped: readonly HexNote[]; readonly explored: readonly HexNote[] };
  readonly life: { readonly from: number; readonly to: number } | undefined;
  readonly zones: readonly { readonly zone: Zone; readonly added: readonly string[]; readonly removed: readonly string[] }[];
  readonly outcome: { readonly from: string; readonly to: string } | undefined;
};

export interface HexNote {
  readonly q: number;
  readonly r: number;
  readonly terrain: string;
  readonly land?: string;
}

export const ZONES = ['hand', 'battlefield', 'graveyard', 'exile', 'library', 'foes'] as const;
export type Zone = (typeof ZONES)[number];

function zoneCards(s: CrawlState, zone: Zone): string[] {
  switch (zone) {
    case 'hand':
    case 'graveyard':
    case 'exile':
      return s.you[zone].map((c) => c.card);
    case 'library':
      return libraryCards(s.you.library);
    case 'battlefield':
      return s.battlefield.filter((p) => p.controller === 'you').map((p) => p.card);
    case 'foes':
      return s.battlefield.filter((p) => p.controller === 'foe').map((p) => p.card);
  }
}

function outcomeWords(s: CrawlState): string {
  const p = s.phase;
  return p.type === 'over' ? `${p.result}: ${p.reason}` : 'in play';
}

/** The hexes of `self` mapped or entered there and not in `other`, in map order. */
function changedHexes(self: CrawlState, other: CrawlState): { mapped: MappedHex[]; explored: MappedHex[] } {
  const there = new Map(other.hexes.map((h) => [hexKey(h), h]));
  return {
    mapped: self.hexes.filter((h) => !there.has(hexKey(h))),
    explored: self.hexes.filter((h) => h.explored && !there.get(hexKey(h))?.explored),
  };
}

/** Mapped or entered, each hex once. */
function places(changed: { mapped: readonly MappedHex[]; explored: readonly MappedHex[] }, all: readonly MappedHex[]): BoardPlace[] {
  const marked = new Set([...changed.mapped, ...changed.explored]);
  return all.filter((h) => marked.has(h)).map(({ q, r }) => ({ q, r }));
}

export function crawlDiff(a: Game, b: Game): VariantDiff & { readonly record: CrawlDiffRecord } {
  const note = (h: MappedHex): HexNote => ({ q: h.q, r: h.r, terrain: h.terrain, ...(h.land ? { land: h.land } : {}) });
  const inB = changedHexes(b.state, a.state);
  const inA = changedHexes(a.state, b.state);
  const zones = ZONES.map((zone) => {
    const from = zoneCards(a.state, zone);
    const to = zoneCards(b.state, zone);
    return { zone, added: namesAdded(from, to), removed: namesAdded(to, from) };
  }).filter((z) => z.added.length > 0 || z.removed.length > 0);
  const life = a.state.you.life !== b.state.you.life ? { from: a.state.you.life, to: b.state.you.life } : undefined;
  const outcome = outcomeWords(a.state) !== outcomeWords(b.state) ? { from: outcomeWords(a.state), to: outcomeWords(b.state) } : undefined;
  const record: CrawlDiffRecord = { hexes: { mapped: inB.mapped.map(note), explored: inB.explored.map(note) }, life, zones, outcome };
  return { record, lines: lines(record), ...(life ? { life } : {}), zones, places: { a: places(inA, a.state.hexes), b: places(inB, b.state.hexes) } };
}

/** The record in words, as `crawl diff` prints it. */
function lines(d: CrawlDiffRecord): string[] {
  const out: string[] = [];
  if (d.hexes.mapped.length > 0) out.push(`Mapped: ${d.hexes.mapped.map((h) => `${h.land ?? h.terrain} at ${hexLabel(h)}`).join(', ')}`);
  if (d.hexes.explored.length > 0) out.push(`Entered: ${d.hexes.explored.map((h) => `${h.land ?? h.terrain} at ${hexLabel(h)}`).join(', ')}`);
  if (d.life) out.push(`Life: ${d.life.from} → ${d.life.to}`);
  for (const z of d.zones) {
    const parts = [...(z.added.length ? [`+ ${z.added.join(', ')}`] : []), ...(z.removed.length ? [`− ${z.removed.join(', ')}`] : [])];
    out.push(`${z.zone === 'foes' ? 'Encounter' : z.zone.charAt(0).toUpperCase() + z.zone.slice(1)}: ${parts.join('; ')}`);
  }
  if (d.outcome) out.push(`Outcome: ${d.outcome.from} → ${d.outcome.to}`);
  return out;
}
