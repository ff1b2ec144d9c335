import { type CrawlOptions, DIFFICULTIES, type DifficultyId, difficultyOf, difficultyOptions } from '../../engine';

/**
 * The difficulty of the new-game form: a preset sets the Adjusting options it
 * covers, and the form shows whichever preset the options match now, or
 * Custom once one of them is changed by hand.
 */

/** The Adjusting options as the form holds them (null: no weakening enchantment). */
export interface Adjusting {
  readonly life: number;
  readonly preparationRounds: number;
  readonly keywordRoll: boolean;
  readonly extraFoes: boolean;
  readonly weakening: string | null;
  readonly mappedMana: boolean;
  readonly landless: boolean;
}

export type Format = 'constructed' | 'commander';

export type DifficultyShown = DifficultyId | 'custom';

/** The options with a preset applied for a format's life; Landless and mapped mana are the player's own. */
export function withPreset(current: Adjusting, id: DifficultyId, formatLife: number): Adjusting {
  const preset = DIFFICULTIES.find((d) => d.id === id)!;
  const o = difficultyOptions(preset, formatLife);
  return {
    ...current,
    life: o.life ?? formatLife,
    preparationRounds: o.preparationRounds ?? current.preparationRounds,
    keywordRoll: o.keywordRoll ?? false,
    extraFoes: o.extraFoes ?? false,
    weakening: o.weakening ?? null,
  };
}

/** The preset these options are, or custom. */
export function difficultyShown(a: Adjusting, formatLife: number): DifficultyShown {
  const options = {
    life: a.life,
    preparationRounds: a.preparationRounds,
    keywordRoll: a.keywordRoll,
    extraFoes: a.extraFoes,
    ...(a.weakening !== null ? { weakening: a.weakening } : {}),
  } as CrawlOptions;
  return difficultyOf(options, formatLife) ?? 'custom';
}

/**
 * The options after a change of format: a preset is applied again for the
 * new format's life; custom options keep their share of the format's life.
 */
export function forFormat(a: Adjusting, from: number, to: number): Adjusting {
  const shown = difficultyShown(a, from);
  if (shown !== 'custom') return withPreset(a, shown, to);
  return { ...a, life: Math.max(1, Math.min(1000, Math.round((a.life * to) / from))) };
}

/** A custom mix in words, for the helper line: "Your own mix: 12 life, 2 preparation rounds and the keyword roll." */
export function customSummary(a: Adjusting): string {
  const parts = [`${a.life} life`, a.preparationRounds === 0 ? 'no preparation rounds' : `${a.preparationRounds} preparation ${a.preparationRounds === 1 ? 'round' : 'rounds'}`];
  if (a.keywordRoll) parts.push('the keyword roll');
  if (a.extraFoes) parts.push('more creatures than you control');
  if (a.weakening) parts.push(`${a.weakening} weakening your creatures`);
  return `Your own mix: ${joinAnd(parts)}.`;
}

export function joinAnd(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
