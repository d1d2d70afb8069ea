import type { Tier } from './types.ts';

/**
 * Tier cut-offs on `final_score`, calibrated on the four tuning splits pooled (dev, fresh, fresh2,
 * fresh3; `npm run eval:matching -- --splits dev,fresh,fresh2,fresh3 --calibrate` prints mean
 * relevance per score band). Under reciprocal-intent@1.6.0 pairs from 0.85 up average 2.77-2.85 of
 * 3 (the most relevant bands), 0.80-0.85 2.73, 0.75-0.80 2.16, 0.65-0.75 1.6-1.8, 0.55-0.65
 * 1.1-1.4 and lower bands under 1.2. So exceptional is the top plateau, strong keeps relevance
 * above 2, promising where it passes 1.5, and explore is the rest.
 * Scores are rankings, not probabilities; recalibrate when scoring changes.
 */
export const TIER_THRESHOLDS = { exceptional: 0.85, strong: 0.75, promising: 0.65 } as const;

export function tierOf(finalScore: number): Tier {
  if (finalScore >= TIER_THRESHOLDS.exceptional) return 'exceptional';
  if (finalScore >= TIER_THRESHOLDS.strong) return 'strong';
  if (finalScore >= TIER_THRESHOLDS.promising) return 'promising';
  return 'explore';
}
