import type { Tier } from './types.ts';

/**
 * Tier cut-offs on `final_score`, calibrated on the four tuning splits pooled (dev, fresh, fresh2,
 * fresh3; `npm run eval:matching -- --splits dev,fresh,fresh2,fresh3 --calibrate` prints mean
 * relevance per score band). Under reciprocal-intent@1.5.0 pairs from 0.65 up average 2.7-2.8 of
 * 3 whatever the band (the label tops out at 3), 0.60-0.65 about 2.1, 0.55-0.60 1.6, 0.50-0.55
 * 1.2 and lower bands about 1. So strong starts where relevance reaches the top plateau,
 * promising where it passes 1.5, and exceptional marks the rarest, most confident scores (the top
 * ~7 % of emitted pairs): equally relevant to strong by the label, firmer by the score.
 * Scores are rankings, not probabilities; recalibrate when scoring changes.
 */
export const TIER_THRESHOLDS = { exceptional: 0.8, strong: 0.62, promising: 0.53 } as const;

export function tierOf(finalScore: number): Tier {
  if (finalScore >= TIER_THRESHOLDS.exceptional) return 'exceptional';
  if (finalScore >= TIER_THRESHOLDS.strong) return 'strong';
  if (finalScore >= TIER_THRESHOLDS.promising) return 'promising';
  return 'explore';
}
