/**
 * Harness only: how tiers sit beside reasons. For the sample's tuning events (enriched and before
 * enrichment) and the template splits, counts the emitted matches whose reasons name no need met
 * by an offer (no `best_goal_pair`: the weak-fit "No stated need meets an offer here" text, or
 * the text-fit "Your need … and their offer … share" text), per tier, with their mean relevance;
 * and the mean relevance per tier if such a pair were capped at `promising`.
 * `npx tsx eval/tier-reasons.ts [--splits dev,fresh] [--sample-only]`. Never reads the held-out event.
 */
import { runMatching } from '../src/matching/index.ts';
import type { PairMatch, RunOptions, Tier } from '../src/matching/index.ts';
import { eachTierSet, type Rel } from './tier-sets.ts';

const TIERS: Tier[] = ['exceptional', 'strong', 'promising', 'explore'];
type Row = { tier: Tier; rel: number; kind: 'pair' | 'weak' | 'text' };

function kindOf(m: PairMatch): Row['kind'] {
  const rs = m.explainability.reasons;
  if (rs.some((r) => r.kind === 'best_goal_pair')) return 'pair';
  return rs.some((r) => r.kind === 'general_similarity' && (r.text.startsWith('No stated need') || r.text.startsWith('Ranked high'))) ? 'weak' : 'text';
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : NaN);
const rank: Record<Tier, number> = { exceptional: 0, strong: 1, promising: 2, explore: 3 };
const cap = (t: Tier, k: Row['kind'], which: 'weak' | 'none') => ((which === 'weak' ? k === 'weak' : k !== 'pair') && rank[t] < 2 ? 'promising' : t);

function line(rows: Row[], tierOf: (r: Row) => Tier): string {
  const means = TIERS.map((t) => rows.filter((r) => tierOf(r) === t).map((r) => r.rel));
  const present = means.map((xs) => (xs.length ? mean(xs) : null)).filter((x): x is number => x !== null);
  const ordered = present.every((m, i) => i === 0 || m <= present[i - 1]!);
  return TIERS.map((t, i) => `${t} ${means[i]!.length ? mean(means[i]!).toFixed(3) : '-'} (n=${means[i]!.length})`).join(', ') + (ordered ? '' : '  NOT ORDERED');
}

function report(name: string, rows: Row[]): void {
  console.log(`  ${name}`);
  for (const k of ['weak', 'text'] as const) {
    const parts = TIERS.map((t) => {
      const xs = rows.filter((r) => r.kind === k && r.tier === t).map((r) => r.rel);
      return `${t} ${xs.length}${xs.length ? ` (${mean(xs).toFixed(2)})` : ''}`;
    });
    console.log(`    ${k === 'weak' ? 'no need met (weak-fit text)' : 'no need met (text fit)     '}: ${parts.join(', ')}`);
  }
  console.log(`    tiers now            ${line(rows, (r) => r.tier)}`);
  console.log(`    weak-fit capped      ${line(rows, (r) => cap(r.tier, r.kind, 'weak'))}`);
  console.log(`    any no-pair capped   ${line(rows, (r) => cap(r.tier, r.kind, 'none'))}`);
}

async function collect(opts: RunOptions, rel: Rel): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const pm of runMatching(opts)) pm.matches.forEach((m, i) => rows.push({ tier: m.explainability.tier, rel: rel(m.principal_entity_id, m.target_entity_id, i), kind: kindOf(m) }));
  return rows;
}

await eachTierSet(collect, report);
