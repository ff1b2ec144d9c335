import { DIFFICULTIES, difficultyOf } from './difficulty';
import { LIFE } from './setup';
import type { CrawlOptions } from './schema';

/**
 * A game's options in a few words, for the head of `crawl show` and the
 * playmat: the preset (or "Custom"), then every Expanding option and the
 * Adjusting ones a preset does not cover.
 */
export function optionsSummary(options: CrawlOptions): string[] {
  const preset = difficultyOf(options, LIFE.constructed) ?? difficultyOf(options, LIFE.commander);
  const out: string[] = [];
  out.push(preset ? DIFFICULTIES.find((d) => d.id === preset)!.label : `Custom (life ${options.life}, ${options.preparationRounds} preparation ${options.preparationRounds === 1 ? 'round' : 'rounds'})`);
  if (!preset) {
    if (options.keywordRoll) out.push('keyword roll');
    if (options.extraFoes) out.push('more foes than your creatures');
    if (options.weakening) out.push(options.weakening);
  }
  if (options.distribution === 'adjusted') out.push('100-card Land Piles');
  if (options.distribution === 'd6') out.push('terrain by 1d6');
  const x = options.expansions;
  const lands = [...(x?.multicolourLands ?? []), ...(x?.colourlessLands ?? [])];
  if (lands.length > 0) out.push(`Land Piles with ${lands.join(', ')}`);
  if ((x?.encounterSpells ?? []).length > 0) out.push(`spells in the Encounter Piles (${x!.encounterSpells!.join(', ')})`);
  if (x?.replaceDefeated) out.push('defeated creatures replaced');
  if (options.mappedMana) out.push('mana from mapped lands only');
  if (options.landless) out.push('Landless');
  return out;
}
