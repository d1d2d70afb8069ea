import type { Tier } from './types.ts';

/**
 * Tier cut-offs on `final_score`, calibrated on the dev split of the evaluation set
 * (`npm run eval:matching -- --calibrate` prints mean relevance per score band): exceptional
 * where emitted pairs average relevance ≈ 2.6 of 3, strong ≈ 2.2, promising ≈ 1.5, explore
 * below 1. Scores are rankings, not probabilities; recalibrate when scoring changes.
 */
export const TIER_THRESHOLDS = { exceptional: 0.75, strong: 0.65, promising: 0.52 } as const;

export function tierOf(finalScore: number): Tier {
  if (finalScore >= TIER_THRESHOLDS.exceptional) return 'exceptional';
  if (finalScore >= TIER_THRESHOLDS.strong) return 'strong';
  if (finalScore >= TIER_THRESHOLDS.promising) return 'promising';
  return 'explore';
}
