/**
 * Exposure control by popularity dampening. After every principal has its exact shortlist, we
 * count how often each target would appear in the top-N lists. Targets above the mean exposure
 * get their score divided by 1 + λ·log2(count / mean) for ranking only (final_score reported is
 * untouched). A target that suits everyone still appears where it is clearly the best; where a
 * near-equal alternative exists, the alternative moves up. λ is tuned on the dev split for the
 * best NDCG/Gini trade-off.
 */
export const EXPOSURE_LAMBDA = 0.25;

export interface Shortlist {
  targets: Int32Array;
  scores: Float32Array;
}

export function exposureCounts(lists: readonly Shortlist[], topN: number, n: number): Uint32Array {
  const counts = new Uint32Array(n);
  for (const l of lists) for (let k = 0; k < l.targets.length && k < topN; k++) counts[l.targets[k]!]!++;
  return counts;
}

/** Mean exposure over targets that can be shown at all (so fail-closed people do not dilute it). */
export function meanExposure(counts: Uint32Array, eligibleTargets: number): number {
  let total = 0;
  for (const c of counts) total += c;
  return eligibleTargets > 0 ? total / eligibleTargets : 0;
}

export function rerank(list: Shortlist, counts: Uint32Array, mean: number, topN: number, lambda = EXPOSURE_LAMBDA): number[] {
  const order = Array.from(list.targets, (t, k) => {
    const c = counts[t] ?? 0;
    const over = mean > 0 && c > mean ? Math.log2(c / mean) : 0;
    return { k, t, s: (list.scores[k] ?? 0) / (1 + lambda * over) };
  });
  order.sort((x, y) => y.s - x.s || x.t - y.t);
  return order.slice(0, topN).map((o) => o.k);
}

/** Gini coefficient of exposure over `eligibleTargets` targets (those never shown count as 0). */
export function gini(counts: Uint32Array, eligible: ArrayLike<boolean>): number {
  const xs: number[] = [];
  for (let i = 0; i < counts.length; i++) if (eligible[i]) xs.push(counts[i]!);
  const n = xs.length;
  if (n === 0) return 0;
  xs.sort((a, b) => a - b);
  let cum = 0, weighted = 0;
  xs.forEach((x, i) => {
    cum += x;
    weighted += (i + 1) * x;
  });
  if (cum === 0) return 0;
  return Math.round(((2 * weighted) / (n * cum) - (n + 1) / n) * 1e4) / 1e4;
}
