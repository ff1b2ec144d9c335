import type { TemplateResult } from 'lit';
import type { PhaseKind } from '../../protocol/table-view';
import { cardsIcon, compassIcon, hourglassIcon, swordsIcon, trophyIcon } from '../shared/icons';

/** The icon of each phase, for the phase bar. */
export function phaseIcon(kind: PhaseKind): TemplateResult {
  switch (kind) {
    case 'mulligan':
      return cardsIcon({ size: 18 });
    case 'preparation':
      return hourglassIcon({ size: 18 });
    case 'encounter':
    case 'foe':
    case 'turn':
      return swordsIcon({ size: 18 });
    case 'travel':
      return compassIcon({ size: 18 });
    case 'over':
      return trophyIcon({ size: 18 });
  }
}
