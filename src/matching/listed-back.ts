import type { Shortlist } from './exposure.ts';
import { round } from './score.ts';

/**
 * Reciprocity read from the ranking itself: where the target would list the principal. A pair
 * in which each would put the other among their first `top_n` is likelier to be a meeting both
 * want than one that only one side ranks high, whatever the reading got right: it reads all of
 * the pair score (texts and items) from the other side. The higher the target would place the
 * principal, the stronger that evidence.
 *
 * Such a pair's `final_score` gains `listedBackBonus(position)`, LISTED_BACK_BONUS / √position:
 * the full bonus at the target's first place, half of it at the fourth. That moves the people
 * who would list the principal back ahead of those who would not, unless those score more than
 * the bonus higher. Being listed back at all is also one of the three kinds of tier evidence
 * (`tiers.ts`). The bonus and its shape sit on the plateau of NDCG@10 on the sample's tuning
 * events (docs/matching.md §0).
 */
export const LISTED_BACK_BONUS = 0.15;

/** The bonus for a target that would list the principal at `position` (1-based; 0: not listed). */
export function listedBackBonus(position: number): number {
  return position > 0 ? LISTED_BACK_BONUS / Math.sqrt(position) : 0;
}

/**
 * Where `b`'s list, ranked by pair score before the bonus and exposure control, holds `a` among
 * its first `topN`: the 1-based position, or 0 when it does not (roster indices; 0 when `b` is no
 * principal).
 */
export function listedBackIndex(principals: Int32Array, lists: readonly Shortlist[], topN: number, n: number): (b: number, a: number) => number {
  const slot = new Int32Array(n).fill(-1);
  principals.forEach((a, i) => (slot[a] = i));
  // Each principal's first `topN` targets in one flat array (-1 past a short list): every pair
  // of the run asks, so the answer is a scan of one row, not a walk through the lists' objects.
  const top = new Int32Array(principals.length * topN).fill(-1);
  lists.forEach((l, i) => top.set(l.targets.subarray(0, topN), i * topN));
  return (b, a) => {
    const i = slot[b]!;
    if (i < 0) return 0;
    for (let k = 0, at = i * topN; k < topN; k++, at++) if (top[at] === a) return k + 1;
    return 0;
  };
}

/**
 * Each shortlist re-ranked with the bonus for the targets that would list its principal back
 * (ties keep their shortlist order). A list where no target gains keeps its order as it is.
 * The key is the `final_score` each match will carry: the pair score (6 decimals, stored here as
 * a 32-bit float, which `round` recovers exactly) plus the bonus, rounded as `final_score` is.
 * Sorting by the float sum instead would order two near-equal matches against their final
 * scores for some values of the bonus (`bonusAt`: another shape, for tests).
 */
export function withListedBack(
  principals: Int32Array, lists: readonly Shortlist[], listedBack: (b: number, a: number) => number, bonusAt: (position: number) => number = listedBackBonus,
): Shortlist[] {
  return lists.map((l, i) => {
    const a = principals[i]!;
    const len = l.targets.length;
    const score = new Float64Array(len);
    let lifted = false;
    for (let j = 0; j < len; j++) {
      const bonus = bonusAt(listedBack(l.targets[j]!, a));
      score[j] = round(round(l.scores[j]!) + bonus);
      lifted ||= bonus > 0;
    }
    if (!lifted) return l;
    // Insertion sort: shortlists hold a few dozen targets, and it is stable by construction.
    const order = new Int32Array(len);
    for (let j = 0; j < len; j++) {
      let k = j;
      while (k > 0 && score[order[k - 1]!]! < score[j]!) {
        order[k] = order[k - 1]!;
        k--;
      }
      order[k] = j;
    }
    return { targets: Int32Array.from(order, (j) => l.targets[j]!), scores: Float32Array.from(order, (j) => score[j]!) };
  });
}
