import type { Tier } from './types.ts';

/**
 * Tier cut-offs on `final_score`, calibrated on the matching-sample tuning events (tidemark-ff,
 * wellspring-health) pooled, from mean relevance per score band of emitted matches: exceptional
 * is the top plateau, strong where relevance stays above 1.2, promising above 1, explore the
 * rest (docs/matching.md §4 has the bands). Scores are rankings, not probabilities; recalibrate
 * when scoring changes.
 */
export const TIER_THRESHOLDS = { exceptional: 0.37, strong: 0.335, promising: 0.3 } as const;

export function tierOf(finalScore: number): Tier {
  if (finalScore >= TIER_THRESHOLDS.exceptional) return 'exceptional';
  if (finalScore >= TIER_THRESHOLDS.strong) return 'strong';
  if (finalScore >= TIER_THRESHOLDS.promising) return 'promising';
  return 'explore';
}
