import type { Packed } from './features.ts';
import { eligiblePair, isSided } from './policy.ts';
import { finalScore } from './score.ts';
import { Primer, primedEach } from './candidates.ts';
import type { SubScores, Tier } from './types.ts';

/**
 * Tiers count three independent kinds of evidence for a pair, none of them an absolute cut-off
 * on `final_score` (whose scale moves with how people at an event write: a fixed cut-off read off
 * one event's scores ordered the tiers there and not at the next event):
 * - **reciprocal fit**: the harmonic mean of the two sides' structured interest (what each
 *   side's stated needs get from the other's offers, `score_a_to_b` and `score_b_to_a`) is at
 *   least `reciprocal`: both sides have something to gain, read from the items, not the texts;
 *   it counts for a pair among the principal's first `fitRank` only, since a fit the ranking
 *   puts lower is one the texts speak against (where the reading misses much of what people
 *   write, a fit read from its misreads sits low in the list);
 * - **listed back**: the target would list the principal among its own first `backPlace` by pair
 *   score (`listed-back.ts`), so the ranking, which reads the texts as well as the items, finds
 *   the pair worth meeting from either side; a place at the end of the target's list is where the
 *   target has run out of better people, and says little;
 * - **among the principal's first picks**: rank at most `topRank` in the principal's list.
 * The last two count only for a pair above the event's mean pair (`EventScale`): a pick among
 * poor options is not evidence, nor is being listed back where every list holds everyone.
 * All three: exceptional; two: strong; one: promising; none: explore. Each kind says little at
 * some events (the structured fit where the reading misses much of what people write; being
 * listed back where everyone lists the same few), and the other two still order the tiers then.
 * Chosen on the hand-written tuning and dev events, enriched and before enrichment, with the
 * template regression as a check (docs/matching.md §4); scores are rankings, not probabilities.
 *
 * The same rule holds for a pair read without sentence vectors (an attendee a match run had no
 * stored reading for): the word reading's item similarity is topics and qualifiers alone, and a
 * qualifier conflict (a founder's sector outside an investor's thesis) still keeps such a pair
 * under the mark, so the fit separates pairs before enrichment as it does after.
 */
export const TIER_EVIDENCE = { reciprocal: 0.7, fitRank: 5, backPlace: 5, topRank: 2 } as const;

/** Mean and standard deviation of the pair score (`final_score` before the listed-back bonus) over the event's eligible pairs. */
export interface EventScale {
  mean: number;
  sd: number;
}

/** At most this many eligible pairs are scored to measure an event's scale (all of them below). */
const SCALE_PAIRS = 6000;

/**
 * The scale of an event's scores: every eligible pair when there are at most SCALE_PAIRS of
 * them, otherwise a fixed pseudo-random sample of SCALE_PAIRS (the same roster gives the same
 * sample, so the same tiers).
 */
export function eventScale(p: Packed): EventScale {
  const sided = isSided(p.side);
  const as: number[] = [], bs: number[] = [];
  const take = (a: number, b: number) => {
    if (!eligiblePair(sided, p.side, p.company, a, b)) return;
    as.push(a);
    bs.push(b);
  };
  const all = (p.n * (p.n - 1)) / 2;
  if (all <= SCALE_PAIRS) {
    for (let a = 0; a < p.n; a++) for (let b = a + 1; b < p.n; b++) take(a, b);
  } else {
    let s = 0x9e3779b9;
    const next = () => ((s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0), s / 4294967296);
    for (let tries = 0; as.length < SCALE_PAIRS && tries < 8 * SCALE_PAIRS; tries++) take(Math.floor(next() * p.n), Math.floor(next() * p.n));
  }
  // Scored with their dot products batched (the same scores, faster).
  const xs = new Float64Array(bs.length);
  primedEach(p, new Primer(), as, bs, (b, t) => (xs[t] = finalScore(p, as[t]!, b)));
  if (xs.length === 0) return { mean: 0, sd: 0 };
  const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length);
  return { mean, sd };
}

/** The harmonic mean of the two sides' structured interest in each other. */
export function reciprocalFit(sub: Pick<SubScores, 'score_a_to_b' | 'score_b_to_a'>): number {
  const x = sub.score_a_to_b, y = sub.score_b_to_a;
  return x + y > 0 ? (2 * x * y) / (x + y) : 0;
}

const MIN_SD = 1e-9;

/** `backPlace`: the principal's place in the target's own list (1 first), 0 when not listed back. */
export function tierOf(pairScore: number, sub: Pick<SubScores, 'score_a_to_b' | 'score_b_to_a'>, rank: number, scale: EventScale, backPlace: number): Tier {
  // Scores are rounded to 6 decimals, so a spread far below that is the rounding error of a mean
  // of equal scores, not a spread: otherwise one of equal pairs would sit above their mean by it.
  const aboveMean = scale.sd > MIN_SD && pairScore > scale.mean;
  const votes =
    Number(reciprocalFit(sub) >= TIER_EVIDENCE.reciprocal && rank <= TIER_EVIDENCE.fitRank) +
    Number(backPlace > 0 && backPlace <= TIER_EVIDENCE.backPlace && aboveMean) +
    Number(rank <= TIER_EVIDENCE.topRank && aboveMean);
  return votes === 3 ? 'exceptional' : votes === 2 ? 'strong' : votes === 1 ? 'promising' : 'explore';
}
