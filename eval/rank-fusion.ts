/**
 * `tsx eval/rank-fusion.ts`: the fused parts joined by rank instead of by value (harness of
 * `eval/fit-fusion.ts`: every eligible pair of the tuning events, no listed-back bonus or exposure
 * control, so the shipped fusion reads as its `check`). Per principal, each part (structured,
 * dense, lexical, directional, value) ranks the targets; a reciprocal-rank fusion Σ w_k · k / (k +
 * rank_k) with the shipped weights w_k is read alone ("rrf only") and added with weight λ to the
 * shipped score (both divided by their largest value in the list), for k 10, 30 and 60.
 * Harness only; the held-out event is never loaded.
 */
import { tables, linear } from './fit-fusion.ts';
import { FUSION } from '../src/matching/score.ts';
const ts = await tables();
const shipped = linear([FUSION.structured, FUSION.dense, FUSION.lexical, FUSION.directional, FUSION.value]);
const dcg = (g: number[]) => g.reduce((s, x, i) => s + (2 ** x - 1) / Math.log2(i + 2), 0);
const W = [FUSION.structured, FUSION.dense, FUSION.lexical, FUSION.directional, FUSION.value];
for (const kk of [10, 30, 60]) for (const lam of [0, 0.25, 0.5, 1, 1e9]) {
  const out: string[] = [];
  for (const t of ts) {
    let sum = 0, low = 0, nl = 0;
    for (const pr of t.principals) {
      const n = pr.rows.length;
      const ranks = [0, 1, 2, 3, 4].map((k) => { const o = pr.rows.map((_, i) => i).sort((i, j) => pr.rows[j]!.f[k]! - pr.rows[i]!.f[k]!); const r = new Float64Array(n); o.forEach((i, p) => (r[i] = p + 1)); return r; });
      const base = pr.rows.map((r) => shipped(r.f));
      const top = Math.max(...base);
      const rrf = pr.rows.map((_, i) => W.reduce((s, w, k) => s + (w * kk) / (kk + ranks[k]![i]!), 0));
      const rtop = Math.max(...rrf);
      const s = pr.rows.map((_, i) => (lam >= 1e9 ? rrf[i]! : base[i]! / top + lam * (rrf[i]! / rtop)));
      const order = s.map((_, i) => i).sort((i, j) => s[j]! - s[i]! || i - j).slice(0, 10);
      const v = pr.idcg > 0 ? dcg(order.map((i) => pr.rows[i]!.rel)) / pr.idcg : 0;
      sum += v; if (pr.low) { low += v; nl++; }
    }
    out.push(`${t.id.slice(0, 10)} ${(sum / t.principals.length).toFixed(3)}/${(low / nl).toFixed(3)}`);
  }
  console.log(`k ${kk} λ ${lam >= 1e9 ? 'rrf only' : lam}: ${out.join('  ')}`);
}
