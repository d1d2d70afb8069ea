import type { Shortlist } from './exposure.ts';

/**
 * Reciprocity read from the ranking itself: whether the target would list the principal. A pair
 * in which each would put the other among their first `top_n` is likelier to be a meeting both
 * want than one that only one side ranks high, whatever the reading got right: it reads all of
 * the pair score (texts and items) from the other side.
 *
 * Such a pair's `final_score` gains LISTED_BACK_BONUS, which moves the people who would list the
 * principal back ahead of those who would not, unless those score more than the bonus higher;
 * it is also one of the three kinds of tier evidence (`tiers.ts`). The bonus sits where NDCG@10
 * on the sample's tuning events stops rising (docs/matching.md §0).
 */
export const LISTED_BACK_BONUS = 0.1;

/**
 * Whether `b`'s list, ranked by pair score before the bonus and exposure control, holds `a`
 * among its first `topN` (roster indices; false when `b` is no principal).
 */
export function listedBackIndex(principals: Int32Array, lists: readonly Shortlist[], topN: number, n: number): (b: number, a: number) => boolean {
  const slot = new Int32Array(n).fill(-1);
  principals.forEach((a, i) => (slot[a] = i));
  return (b, a) => {
    const i = slot[b]!;
    if (i < 0) return false;
    const t = lists[i]!.targets;
    for (let k = 0; k < t.length && k < topN; k++) if (t[k] === a) return true;
    return false;
  };
}

/** Each shortlist re-ranked with the bonus for the targets that would list its principal back. */
export function withListedBack(principals: Int32Array, lists: readonly Shortlist[], listedBack: (b: number, a: number) => boolean): Shortlist[] {
  return lists.map((l, i) => {
    const a = principals[i]!;
    const k = Array.from(l.targets, (_, j) => j);
    const score = k.map((j) => l.scores[j]! + (listedBack(l.targets[j]!, a) ? LISTED_BACK_BONUS : 0));
    k.sort((x, y) => score[y]! - score[x]! || x - y);
    return { targets: Int32Array.from(k, (j) => l.targets[j]!), scores: Float32Array.from(k, (j) => score[j]!) };
  });
}
