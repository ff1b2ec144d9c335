import type { AnyVariant } from './variant';
import { castle, type CastleSchemas } from './castle';
import { duel, type DuelSchemas } from './duel';
import { frontier, type FrontierSchemas } from './frontier';
import { magicCrawl, type CrawlSchemas } from './magic-crawl';
import { mayhem, type MayhemSchemas } from './mayhem';

/**
 * Every variant this build plays, one line each. Everything outside a
 * variant's folder finds it here, by the `setup.variant` of a saved game.
 *
 * A function, not a constant: the save reader and writer import the registry,
 * and a variant's own modules import them, so the registry may be loaded
 * while a variant's index is still being evaluated; nothing is read from it
 * until the first call.
 */
export function allVariants(): readonly AnyVariant[] {
  return [magicCrawl, frontier, castle, mayhem, duel];
}

/**
 * The variants' schemas, one per line too: the saved-game, action and state
 * unions are made from them (see save/schema.ts and game.ts).
 */
export type KnownSchemas = CrawlSchemas | FrontierSchemas | CastleSchemas | MayhemSchemas | DuelSchemas;

/** The variant a new game is of when none is named: the first of the list. */
export function defaultVariant(): AnyVariant {
  return allVariants()[0]!;
}

/** The variant a saved game names, if this build knows it. */
export function findVariant(id: unknown): AnyVariant | undefined {
  return allVariants().find((v) => v.id === id);
}

/** The variant of a game this build has read (and so knows): an unknown one is a bug, not bad input. */
export function variantOf(setup: { readonly variant: string }): AnyVariant {
  const found = findVariant(setup.variant);
  if (!found) throw new Error(`no variant "${setup.variant}" in this build`);
  return found;
}
