/**
 * Exposure control, capacity-aware. Principals pick their top N in a fixed hash order; a target
 * already shown CAPACITY_FACTOR times the mean exposure is passed over, but only when the next
 * candidate is nearly as good (QUALITY_FLOOR of its score) and enough candidates remain. So a
 * clearly better match is never swapped for a worse one, while near-ties are spread out.
 * (A static popularity penalty was tried first: every principal reacts to it the same way,
 * so the popular person vanished from all lists instead of being rationed.)
 */
export const CAPACITY_FACTOR = 3;
export const QUALITY_FLOOR = 0.9;

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

/** Applies capacity to every shortlist (sorted best first); returns chosen shortlist positions per principal. */
export function allocate(lists: readonly Shortlist[], topN: number, n: number, eligibleTargets: number, control = true): number[][] {
  const ordered = lists.map((l) => Array.from({ length: l.targets.length }, (_, k) => k));
  if (!control) return ordered.map((o) => o.slice(0, topN));
  const mean = meanExposure(exposureCounts(lists, topN, n), eligibleTargets);
  const cap = Math.max(2, Math.ceil(CAPACITY_FACTOR * mean));
  const shown = new Uint32Array(n);
  const out: number[][] = new Array<number[]>(lists.length);
  const order = lists.map((_, i) => i).sort((x, y) => hash(x) - hash(y) || x - y);
  for (const i of order) {
    const l = lists[i]!;
    const cand = ordered[i]!;
    const pick: number[] = [];
    for (let c = 0; c < cand.length && pick.length < topN; c++) {
      const k = cand[c]!;
      const t = l.targets[k]!;
      const next = cand[c + 1];
      const remaining = cand.length - c - 1;
      const nextGood = next !== undefined && (l.scores[next] ?? 0) >= QUALITY_FLOOR * (l.scores[k] ?? 0);
      if (shown[t]! >= cap && nextGood && remaining >= topN - pick.length) continue;
      pick.push(k);
      shown[t]!++;
    }
    out[i] = pick;
  }
  return out;
}

function hash(i: number): number {
  let h = Math.imul(i ^ 0x5bd1e995, 0x9e3779b1);
  h ^= h >>> 13;
  return Math.imul(h, 0x85ebca6b) >>> 0;
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
