/**
 * `npm run eval:matching`: quality of the matching engine on the labelled set, both splits,
 * side by side with a TF-IDF cosine baseline. The last line is `NDCG@10 <held-out value>`.
 * `--calibrate` also prints score bands with their mean relevance over the tuning splits it ran
 * (dev, fresh, fresh2, fresh3; never probe or held-out), used to set the tier cut-offs.
 */
import { pathToFileURL } from 'node:url';
import { runMatching, setDisabledRules } from '../src/matching/index.ts';
import type { PairMatch, Tier } from '../src/matching/index.ts';
import { buildEvents } from './dataset.ts';
import type { EvalEvent, Split } from './dataset.ts';
import { giniOf, mean, ndcgAt, precisionAt, reciprocalRank } from './metrics.ts';
import { relevance } from './relevance.ts';
import { runDevEvents } from './dev-events.ts';
import { ablatedRules, evalEncoder, runSample } from './sample.ts';
import { cosine, tfidfVectors } from './tfidf.ts';

const TOP_N = 10;

export interface Summary {
  ndcg: number[];
  p5: number[];
  mrr: number[];
  gini: number[];
  violations: number;
  tiers: Map<Tier, number[]>;
  scored: [number, number][];
}

export const empty = (): Summary => ({ ndcg: [], p5: [], mrr: [], gini: [], violations: 0, tiers: new Map(), scored: [] });

function sidedOf(ev: EvalEvent): boolean {
  return ev.attendees.some((a) => a.side !== null);
}

/** Independent re-statement of the policy, so the check does not trust the engine's own code. */
function allowed(ev: EvalEvent, a: string, b: string): boolean {
  if (a === b) return false;
  if (!sidedOf(ev)) return true;
  const sa = ev.attendees.find((x) => x.entity_id === a)?.side;
  const sb = ev.attendees.find((x) => x.entity_id === b)?.side;
  return !!sa && !!sb && sa !== sb;
}

function rel(ev: EvalEvent, a: string, b: string): number {
  if (!allowed(ev, a, b)) return 0;
  const ha = ev.hidden.get(a), hb = ev.hidden.get(b);
  return ha && hb ? relevance(ha, hb) : 0;
}

function score(ev: EvalEvent, lists: Map<string, string[]>, s: Summary): void {
  const exposure = new Map<string, number>();
  const eligiblePrincipals = ev.attendees.filter((a) => !sidedOf(ev) || a.side !== null);
  for (const a of eligiblePrincipals) exposure.set(a.entity_id, 0);
  for (const p of eligiblePrincipals) {
    const ranked = lists.get(p.entity_id) ?? [];
    for (const t of ranked) {
      if (!allowed(ev, p.entity_id, t)) s.violations++;
      exposure.set(t, (exposure.get(t) ?? 0) + 1);
    }
    const all = ev.attendees.map((b) => rel(ev, p.entity_id, b.entity_id));
    if (Math.max(...all) === 0) continue; // nobody relevant: no ranking to judge
    const rels = ranked.map((t) => rel(ev, p.entity_id, t));
    s.ndcg.push(ndcgAt(10, rels, all));
    s.p5.push(precisionAt(5, rels));
    s.mrr.push(reciprocalRank(rels));
  }
  // Untagged people at a sided event returning any list is itself a violation.
  if (sidedOf(ev)) for (const a of ev.attendees) if (a.side === null && (lists.get(a.entity_id)?.length ?? 0) > 0) s.violations++;
  s.gini.push(giniOf([...exposure.values()]));
}

/** The engine's lists scored into `s`; `inline` matches before enrichment (read without the encoder, as a match run does). */
export async function ours(ev: EvalEvent, s: Summary, exposureControl = true, inline = false): Promise<void> {
  const lists = new Map<string, string[]>();
  const how = inline ? { inline: 'lexical' as const } : { encoder: await evalEncoder() };
  const run = runMatching({ attendees: ev.attendees, context: ev.context, top_n: TOP_N, workers: 0, exposureControl, ...how });
  for await (const pm of run) {
    lists.set(pm.principal_entity_id, pm.matches.map((m: PairMatch) => m.target_entity_id));
    for (const m of pm.matches) {
      const r = rel(ev, m.principal_entity_id, m.target_entity_id);
      const t = s.tiers.get(m.explainability.tier) ?? [];
      t.push(r);
      s.tiers.set(m.explainability.tier, t);
      s.scored.push([m.final_score, r]);
    }
  }
  score(ev, lists, s);
}

function baseline(ev: EvalEvent, s: Summary): void {
  const vecs = tfidfVectors(ev.attendees);
  const lists = new Map<string, string[]>();
  ev.attendees.forEach((a, i) => {
    if (sidedOf(ev) && a.side === null) return;
    const cands = ev.attendees
      .map((b, j) => ({ id: b.entity_id, s: cosine(vecs[i]!, vecs[j]!) }))
      .filter((c) => allowed(ev, a.entity_id, c.id));
    cands.sort((x, y) => y.s - x.s || (x.id < y.id ? -1 : 1));
    lists.set(a.entity_id, cands.slice(0, TOP_N).map((c) => c.id));
  });
  score(ev, lists, s);
}

const f = (x: number) => x.toFixed(3);

export function row(name: string, s: Summary): string {
  const tiers = (['exceptional', 'strong', 'promising', 'explore'] as Tier[])
    .map((t) => `${t} ${s.tiers.has(t) ? `${f(mean(s.tiers.get(t)!))} (n=${s.tiers.get(t)!.length})` : '-'}`)
    .join(', ');
  return `${name.padEnd(26)} NDCG@10 ${f(mean(s.ndcg))}  P@5 ${f(mean(s.p5))}  MRR ${f(mean(s.mrr))}  Gini ${f(mean(s.gini))}  violations ${s.violations}${s.tiers.size ? `\n${''.padEnd(26)} mean relevance per tier: ${tiers}` : ''}`;
}

export function calibration(s: Summary): void {
  const sorted = [...s.scored].sort((a, b) => b[0] - a[0]);
  console.log('  score band      pairs  mean relevance');
  for (let lo = 0.95; lo >= 0.3; lo -= 0.05) {
    const band = sorted.filter(([x]) => x >= lo && x < lo + 0.05).map(([, r]) => r);
    if (band.length) console.log(`  [${lo.toFixed(2)}, ${(lo + 0.05).toFixed(2)})  ${String(band.length).padStart(5)}  ${f(mean(band))}`);
  }
}

const argOf = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

async function main(): Promise<void> {
  // Primary: the hand-written sample (tuning events; the held-out one only with --headline).
  const ablate = ablatedRules();
  const events = argOf('--events')?.split(',');
  const sample = await runSample({ headline: process.argv.includes('--headline'), events, ablate });
  if (sample) console.log(`\nsample NDCG@10 ${sample.map((r) => `${r.event_id}=${f(r.ours.ndcg10)} (TF-IDF ${f(r.tfidf.ndcg10)})`).join(' ')}`);
  // The industry dev events (eval/dev-events.ts): goods and factory pilots, which the tuning events lack.
  if (process.argv.includes('--dev-events')) {
    const dev = await runDevEvents(ablate);
    if (dev) console.log(`\ndev NDCG@10 ${dev.map((r) => `${r.event_id}=${f(r.ours.ndcg10)} (TF-IDF ${f(r.tfidf.ndcg10)})`).join(' ')}`);
  }
  if (process.argv.includes('--sample-only')) return;
  // The sample run switches its rules back on when done; the templates are read with the same ones off.
  setDisabledRules(ablate);
  // Regression check: the template generator's splits. `--splits dev,fresh` picks some.
  console.log('\n== template regression (generated text; a check, not the target)');
  const arg = process.argv.indexOf('--splits');
  const splits = (arg > 0 ? (process.argv[arg + 1] ?? '').split(',') : ['dev', 'fresh', 'fresh2', 'fresh3', 'probe', 'heldout']) as Split[];
  const results = new Map<Split, Summary>();
  for (const split of splits) {
    const events = buildEvents(split);
    const mine = empty(), noExposure = empty(), inline = empty(), tfidf = empty();
    for (const ev of events) {
      await ours(ev, mine);
      await ours(ev, noExposure, false);
      await ours(ev, inline, true, true);
      baseline(ev, tfidf);
    }
    const people = events.reduce((n, e) => n + e.attendees.length, 0);
    console.log(`\n== ${split} split: ${events.map((e) => e.name).join(', ')} (${people} attendees, top_n ${TOP_N})`);
    console.log(row('engine', mine));
    console.log(row('engine, no exposure ctrl', noExposure));
    console.log(row('engine, before enrichment', inline));
    console.log(row('TF-IDF cosine baseline', tfidf));
    results.set(split, mine);
  }
  if (process.argv.includes('--calibrate')) {
    const tuning = [...results].filter(([k]) => k !== 'probe' && k !== 'heldout').map(([, v]) => v);
    console.log(`\nscore bands over ${tuning.length} tuning split(s)`);
    calibration({ ...empty(), scored: tuning.flatMap((v) => v.scored) });
  }
  console.log(`\n${[...results].map(([k, v]) => `${k} NDCG@10 ${f(mean(v.ndcg))}`).join('; ')}`);
  const held = results.get('heldout');
  if (held) console.log(`NDCG@10 ${f(mean(held.ndcg))}`);
}

// Run only as a script: eval/tune-weights.ts imports `ours` and `empty` without running both splits.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
