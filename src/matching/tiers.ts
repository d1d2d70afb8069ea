import type { Tier } from './types.ts';

/**
 * Tier cut-offs on `final_score`, calibrated on the matching-sample tuning events (tidemark-ff,
 * wellspring-health) pooled. Under reciprocal-intent@2.0.0 the fused score of emitted matches
 * runs from about 0.2 to 0.55: pairs from 0.45 up average relevance 2.2 of 3, 0.40-0.45 1.4,
 * 0.35-0.40 1.0 and lower bands 0.6-0.8. So exceptional is where relevance passes 2, strong where
 * it passes 1.4, promising where it reaches 1, and explore is the rest.
 * Scores are rankings, not probabilities; recalibrate when scoring changes.
 */
export const TIER_THRESHOLDS = { exceptional: 0.45, strong: 0.4, promising: 0.35 } as const;

export function tierOf(finalScore: number): Tier {
  if (finalScore >= TIER_THRESHOLDS.exceptional) return 'exceptional';
  if (finalScore >= TIER_THRESHOLDS.strong) return 'strong';
  if (finalScore >= TIER_THRESHOLDS.promising) return 'promising';
  return 'explore';
}
