import type { Hex } from '../../hex';
import type { Terrain } from '../../colour';

/** What happened when an action was applied: the facts narration and views are made from. */
export type CrawlEvent =
  | { readonly type: 'moved'; readonly from: Hex; readonly to: Hex; readonly terrain: Terrain; readonly firstVisit: boolean }
  | { readonly type: 'mapped'; readonly hexes: readonly { q: number; r: number; terrain: Terrain }[]; readonly from: Terrain }
  | { readonly type: 'metCreature'; readonly id: number; readonly card: string; readonly pile: Terrain }
  | { readonly type: 'foundLand'; readonly pile: Terrain }
  | { readonly type: 'encounterEnded'; readonly card: string; readonly pile: Terrain };
