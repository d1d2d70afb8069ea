/** Ranking metrics over graded relevance (0–3). "Good" means relevance >= 2. */

export function ndcgAt(k: number, ranked: number[], allRels: number[]): number {
  const gain = (r: number) => 2 ** r - 1;
  let dcg = 0;
  ranked.slice(0, k).forEach((r, i) => (dcg += gain(r) / Math.log2(i + 2)));
  const ideal = [...allRels].sort((a, b) => b - a).slice(0, k);
  let idcg = 0;
  ideal.forEach((r, i) => (idcg += gain(r) / Math.log2(i + 2)));
  return idcg === 0 ? 0 : dcg / idcg;
}

export function precisionAt(k: number, ranked: number[]): number {
  return ranked.slice(0, k).filter((r) => r >= 2).length / k;
}

export function reciprocalRank(ranked: number[]): number {
  const i = ranked.findIndex((r) => r >= 2);
  return i < 0 ? 0 : 1 / (i + 1);
}

export function giniOf(counts: number[]): number {
  const xs = [...counts].sort((a, b) => a - b);
  const n = xs.length;
  const total = xs.reduce((s, x) => s + x, 0);
  if (n === 0 || total === 0) return 0;
  let w = 0;
  xs.forEach((x, i) => (w += (i + 1) * x));
  return (2 * w) / (n * total) - (n + 1) / n;
}

export const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length);
