/**
 * Harness only: the evidence behind each emitted match's tier, and how other tier rules would
 * order relevance. For the sample's tuning events and the template splits, enriched and before
 * enrichment, logs per listed match its relevance, rank, reciprocal fit, the place the target
 * would give the principal, and whether its pair score is above the event's mean; then prints the
 * mean relevance per tier under each candidate rule, with the smallest gap between adjacent tiers.
 * `npx tsx eval/tier-evidence.ts [--splits dev,fresh] [--sample-only]`. Never reads the held-out event.
 */
import { runMatching } from '../src/matching/index.ts';
import type { PairMatch, RunOptions, Tier } from '../src/matching/index.ts';
import { reciprocalFit, TIER_EVIDENCE } from '../src/matching/tiers.ts';
import { eachTierSet, type Rel } from './tier-sets.ts';

const TIERS: Tier[] = ['exceptional', 'strong', 'promising', 'explore'];
export interface Row { rel: number; rank: number; rf: number; back: number; above: boolean; tier: Tier; score: number }

const placeOf = (m: PairMatch) => {
  const r = m.explainability.reasons.find((x) => x.kind === 'mutual_pick');
  return r ? Number(/#(\d+)/.exec(r.text)?.[1] ?? 0) : 0;
};

/** Rows of one run; `above` is read from a second run whose evidence is "above the mean" alone. */
async function rowsOf(opts: RunOptions, rel: Rel): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const pm of runMatching(opts)) pm.matches.forEach((m, i) => rows.push({ rel: rel(m.principal_entity_id, m.target_entity_id, i), rank: m.rank, rf: reciprocalFit(m.sub_scores), back: placeOf(m), above: false, tier: m.explainability.tier, score: m.final_score }));
  const ev = TIER_EVIDENCE as { reciprocal: number; topRank: number };
  const keep = { ...ev };
  ev.reciprocal = 99;
  ev.topRank = 1e9;
  let k = 0;
  try {
    for await (const pm of runMatching(opts)) for (const m of pm.matches) rows[k++]!.above = m.explainability.tier !== 'explore';
  } finally {
    Object.assign(ev, keep);
  }
  return rows;
}

type Rule = (r: Row) => number; // votes, 0..3
const toTier = (v: number): Tier => (v >= 3 ? 'exceptional' : v === 2 ? 'strong' : v === 1 ? 'promising' : 'explore');
/** The library's rule (`tierOf`), from its constants, so the harness's "shipped" is what ships. */
const E = TIER_EVIDENCE;
const shippedVotes: Rule = (r) => Number(r.rf >= E.reciprocal && r.rank <= E.fitRank) + Number(r.back > 0 && r.back <= E.backPlace && r.above) + Number(r.rank <= E.topRank && r.above);
/** The rule before 2.37.0: a reciprocal fit anywhere in the list, listed back anywhere in the target's. */
const before236: Rule = (r) => Number(r.rf >= 0.7) + Number(r.back > 0 && r.above) + Number(r.rank <= 2 && r.above);
const demoteLow = (r: Row, rank: number, back: number): number => {
  const v = shippedVotes(r);
  return v === 2 && r.rank > rank && (back === 0 || r.back > back) ? 1 : v;
};
const RULES: Record<string, Rule> = {
  shipped: shippedVotes,
  'before 2.37.0': before236,
  'top1': (r) => Number(r.rf >= 0.7) + Number(r.back > 0 && r.above) + Number(r.rank <= 1 && r.above),
  'top3': (r) => Number(r.rf >= 0.7) + Number(r.back > 0 && r.above) + Number(r.rank <= 3 && r.above),
  'back<=5': (r) => Number(r.rf >= 0.7) + Number(r.back > 0 && r.back <= 5 && r.above) + Number(r.rank <= 2 && r.above),
  'back<=3': (r) => Number(r.rf >= 0.7) + Number(r.back > 0 && r.back <= 3 && r.above) + Number(r.rank <= 2 && r.above),
  'rf.8': (r) => Number(r.rf >= 0.8) + Number(r.back > 0 && r.above) + Number(r.rank <= 2 && r.above),
  'rf-needs-rank5': (r) => Number(r.rf >= 0.7 && r.rank <= 5) + Number(r.back > 0 && r.above) + Number(r.rank <= 2 && r.above),
  'rf-needs-above': (r) => Number(r.rf >= 0.7 && r.above) + Number(r.back > 0 && r.above) + Number(r.rank <= 2 && r.above),
  'rank-floor': (r) => Math.max(Number(r.rf >= 0.7) + Number(r.back > 0 && r.above) + Number(r.rank <= 2 && r.above), r.rank <= 5 && r.above ? 1 : 0),
  'b5-top1': (r) => Number(r.rf >= 0.7) + Number(r.back > 0 && r.back <= 5 && r.above) + Number(r.rank <= 1 && r.above),
  'rf-r5-b7': (r) => Number(r.rf >= 0.7 && r.rank <= 5) + Number(r.back > 0 && r.back <= 7 && r.above) + Number(r.rank <= 2 && r.above),
  'rf-r7-b5': (r) => Number(r.rf >= 0.7 && r.rank <= 7) + Number(r.back > 0 && r.back <= 5 && r.above) + Number(r.rank <= 2 && r.above),
  'rf-r5-bler': (r) => Number(r.rf >= 0.7 && r.rank <= 5) + Number(r.back > 0 && r.back <= Math.max(5, r.rank) && r.above) + Number(r.rank <= 2 && r.above),
  'rf-r7-b7': (r) => Number(r.rf >= 0.7 && r.rank <= 7) + Number(r.back > 0 && r.back <= 7 && r.above) + Number(r.rank <= 2 && r.above),
  'rf-r5-b5-t3': (r) => Number(r.rf >= 0.7 && r.rank <= 5) + Number(r.back > 0 && r.back <= 5 && r.above) + Number(r.rank <= 3 && r.above),
  'b-le-rank': (r) => Number(r.rf >= 0.7) + Number(r.back > 0 && r.back <= Math.max(3, r.rank) && r.above) + Number(r.rank <= 2 && r.above),
  // A strong pair with no first-pick vote is demoted when it sits low in the list (and, for the second, low in the target's).
  'strong-needs-r5': (r) => demoteLow(r, 5, 0),
  'strong-r5-or-b5': (r) => demoteLow(r, 5, 5),
  'rank<=5-not-explore': (r) => Number(r.rank <= 5 && r.above) + Number(r.rf >= 0.7 && r.above) + Number(r.back > 0 && r.above),
};

function line(rows: Row[], rule: Rule): string {
  const by = TIERS.map((t) => rows.filter((r) => toTier(rule(r)) === t).map((r) => r.rel));
  const means = by.map((xs) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : null));
  const present = means.filter((x): x is number => x !== null);
  let gap = Infinity;
  for (let i = 1; i < present.length; i++) gap = Math.min(gap, present[i - 1]! - present[i]!);
  return `${TIERS.map((t, i) => `${means[i] === null ? '-' : means[i]!.toFixed(2)} (${by[i]!.length})`).join(' / ')}  min gap ${gap.toFixed(2)}${gap < 0 ? '  NOT ORDERED' : ''}`;
}

export const gaps: Record<string, number[]> = {};
function report(name: string, rows: Row[]): void {
  console.log(`  ${name}`);
  const byRank = Array.from({ length: 10 }, (_, i) => rows.filter((r) => r.rank === i + 1).map((r) => r.rel));
  console.log(`    relevance by rank: ${byRank.map((xs) => (xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length)).toFixed(2)).join(' ')}`);
  // R reciprocal fit, B listed back, T rank <= 2 (f rank 3-5, l rank 6-10); each with its mean relevance.
  const combo = new Map<string, number[]>();
  for (const r of rows) {
    const k = `${r.rf >= 0.7 ? 'R' : '-'}${r.back > 0 && r.above ? 'B' : '-'}${r.rank <= 2 && r.above ? 'T' : r.rank <= 5 ? 'f' : 'l'}`;
    (combo.get(k) ?? combo.set(k, []).get(k)!).push(r.rel);
  }
  console.log('    combos: ' + [...combo.entries()].sort().map(([k, xs]) => `${k} ${(xs.reduce((s, x) => s + x, 0) / xs.length).toFixed(2)} (${xs.length})`).join('  '));
  for (const [k, rule] of Object.entries(RULES)) {
    const l = line(rows, rule);
    (gaps[k] ??= []).push(Number(/min gap (-?[\d.]+)/.exec(l)![1]));
    console.log(`    ${k.padEnd(20)} ${l}`);
  }
}

await eachTierSet(rowsOf, report);
console.log('\nworst gap per rule over every set:');
for (const [k, g] of Object.entries(gaps)) console.log(`  ${k.padEnd(20)} ${Math.min(...g).toFixed(2)}  (sets not ordered: ${g.filter((x) => x < 0).length})`);
