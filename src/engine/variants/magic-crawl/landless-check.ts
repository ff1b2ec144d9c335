import { faceOf } from '../../cards/pool';
import { FACE_DOWN } from '../../cards/face-down';
import { cardInfo, isKnownCard } from '../../magic/card-db';
import { landFor } from '../../magic/landless';
import { savedFaceDownProblem } from '../../magic/morph';
import type { Problem } from '../../save/problems';
import type { CrawlSetup, CrawlState } from './schema';

/** Landless: a card played as a land is the land its colours give, and only in a Landless game. (A card of several faces showing a face of its own is no such card.) */
export function landlessProblems(setup: CrawlSetup, state: CrawlState): Problem[] {
  const problems: Problem[] = [];
  state.battlefield.forEach((p, i) => {
    if (p.original === undefined) return;
    const path = `/state/battlefield/${i}/original`;
    // A card of several faces showing another face than its front is no land played as a land.
    if (faceOf(p.card)?.card === p.original) {
      if (p.controller !== 'you' || p.token) problems.push({ path, message: 'marks a face of a card that is not a card of yours' });
      return;
    }
    // A face-down card (morph) is no land played as a land either.
    if (p.card === FACE_DOWN.name) {
      if (p.controller !== 'you') problems.push({ path, message: 'marks a face-down card that is not a card of yours' });
      const faceDown = savedFaceDownProblem(p, isKnownCard);
      if (faceDown) problems.push({ path, message: `${p.card} ${faceDown}` });
      return;
    }
    if (!setup.options.landless) problems.push({ path, message: `says ${p.card} was played as a land, but this game is not Landless` });
    if (p.controller !== 'you' || p.token) problems.push({ path, message: 'marks a card played as a land that is not a card of yours' });
    if (isKnownCard(p.original) && landFor(p.original) !== p.card) {
      problems.push({ path, message: `is ${p.original}, which is played as ${landFor(p.original)}, not ${p.card}` });
    }
  });
  return problems;
}
