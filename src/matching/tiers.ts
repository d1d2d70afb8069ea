import type { Tier } from './types.ts';

/**
 * Tier cut-offs on `final_score`, calibrated on the development split of the evaluation set
 * (eval/calibrate.ts prints the derivation): each tier's lower bound is the score above which
 * the mean graded relevance of pairs reaches the level named in docs/matching.md.
 */
export const TIER_THRESHOLDS = { exceptional: 0.8, strong: 0.68, promising: 0.55 } as const;

export function tierOf(finalScore: number): Tier {
  if (finalScore >= TIER_THRESHOLDS.exceptional) return 'exceptional';
  if (finalScore >= TIER_THRESHOLDS.strong) return 'strong';
  if (finalScore >= TIER_THRESHOLDS.promising) return 'promising';
  return 'explore';
}
