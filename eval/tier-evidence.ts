/**
 * Harness only: the evidence behind each emitted match's tier, and how other tier rules would
 * order relevance. For the sample's tuning events and the template splits, enriched and before
 * enrichment, logs per listed match its relevance, rank, reciprocal fit, the place the target
 * would give the principal, and whether its pair score is above the event's mean; then prints the
 * mean relevance per tier under each candidate rule, with the smallest gap between adjacent tiers.
 * `npx tsx eval/tier-evidence.ts [--splits dev,fresh] [--sample-only]`. Never reads the held-out event.
 */
import { readAttendee, runMatching } from '../src/matching/index.ts';
import type { AttendeeInput, PairMatch, ReadIntent, RunOptions, Tier } from '../src/matching/index.ts';
import { reciprocalFit, TIER_EVIDENCE } from '../src/matching/tiers.ts';
import { buildEvents } from './dataset.ts';
import type { Split } from './dataset.ts';
import { relOf } from './relevance.ts';
import { evalEncoder, loadSample, toAttendee, TUNING_EVENTS } from './sample.ts';

const TIERS: Tier[] = ['exceptional', 'strong', 'promising', 'explore'];
export interface Row { rel: number; rank: number; rf: number; back: number; above: boolean; tier: Tier; score: number }

const placeOf = (m: PairMatch) => {
  const r = m.explainability.reasons.find((x) => x.kind === 'mutual_pick');
  return r ? Number(/#(\d+)/.exec(r.text)?.[1] ?? 0) : 0;
};

/** Rows of one run; `above` is read from a second run whose evidence is "above the mean" alone. */
async function rowsOf(opts: RunOptions, rel: (a: string, b: string, i: number) => number): Promise<Row[]> {
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
const RULES: Record<string, Rule> = {
  shipped: (r) => Number(r.rf >= 0.7) + Number(r.back > 0 && r.above) + Number(r.rank <= 2 && r.above),
  'top1': (r) => Number(r.rf >= 0.7) + Number(r.back > 0 && r.above) + Number(r.rank <= 1 && r.above),
  'top3': (r) => Number(r.rf >= 0.7) + Number(r.back > 0 && r.above) + Number(r.rank <= 3 && r.above),
  'back<=5': (r) => Number(r.rf >= 0.7) + Number(r.back > 0 && r.back <= 5 && r.above) + Number(r.rank <= 2 && r.above),
  'back<=3': (r) => Number(r.rf >= 0.7) + Number(r.back > 0 && r.back <= 3 && r.above) + Number(r.rank <= 2 && r.above),
  'rf.8': (r) => Number(r.rf >= 0.8) + Number(r.back > 0 && r.above) + Number(r.rank <= 2 && r.above),
  'rf-needs-rank5': (r) => Number(r.rf >= 0.7 && r.rank <= 5) + Number(r.back > 0 && r.above) + Number(r.rank <= 2 && r.above),
  'rf-needs-above': (r) => Number(r.rf >= 0.7 && r.above) + Number(r.back > 0 && r.above) + Number(r.rank <= 2 && r.above),
  'rank-floor': (r) => Math.max(Number(r.rf >= 0.7) + Number(r.back > 0 && r.above) + Number(r.rank <= 2 && r.above), r.rank <= 5 && r.above ? 1 : 0),
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
  for (const [k, rule] of Object.entries(RULES)) {
    const l = line(rows, rule);
    (gaps[k] ??= []).push(Number(/min gap (-?[\d.]+)/.exec(l)![1]));
    console.log(`    ${k.padEnd(20)} ${l}`);
  }
}

async function sample(): Promise<void> {
  const api = await loadSample();
  if (!api) return;
  const enc = await evalEncoder();
  for (const ev of api.loadPublicEvents()) {
    if (!TUNING_EVENTS.includes(ev.event_id)) continue;
    const attendees: AttendeeInput[] = ev.attendees.map(toAttendee);
    const intents = new Map<string, ReadIntent>();
    for (const a of attendees) intents.set(a.entity_id, await readAttendee(a, { encoder: enc }));
    for (const inline of [false, true]) {
      const how = inline ? { inline: 'lexical' as const } : { intents, encoder: enc };
      const opts: RunOptions = { attendees, context: { event_id: ev.event_id, ...ev.context }, top_n: 10, workers: 0, ...how };
      const lists = new Map<string, string[]>();
      for await (const pm of runMatching(opts)) lists.set(pm.principal_entity_id, pm.matches.map((m) => m.target_entity_id));
      const metrics = api.evaluateLists(ev.event_id, lists);
      const pids = [...lists.keys()];
      const order: [string, number][] = pids.flatMap((p) => lists.get(p)!.map((_, i) => [p, i] as [string, number]));
      let k = 0;
      const rows = await rowsOf(opts, () => {
        const [p, i] = order[k++]!;
        return metrics.perAttendee[p]?.gains[i] ?? 0;
      });
      report(`${ev.event_id}${inline ? ' (before enrichment)' : ''}`, rows);
    }
  }
}

async function templates(splits: Split[]): Promise<void> {
  const enc = await evalEncoder();
  for (const split of splits) {
    const all: Row[] = [], bare: Row[] = [];
    for (const ev of buildEvents(split)) {
      const rel = relOf(ev);
      all.push(...(await rowsOf({ attendees: ev.attendees, context: ev.context, top_n: 10, workers: 0, encoder: enc }, rel)));
      bare.push(...(await rowsOf({ attendees: ev.attendees, context: ev.context, top_n: 10, workers: 0, inline: 'lexical' }, rel)));
    }
    report(`template ${split}`, all);
    report(`template ${split} (before enrichment)`, bare);
  }
}

const arg = process.argv.indexOf('--splits');
const splits = (arg > 0 ? (process.argv[arg + 1] ?? '').split(',') : ['dev', 'fresh', 'fresh2', 'fresh3', 'probe', 'heldout']) as Split[];
await sample();
if (!process.argv.includes('--sample-only')) await templates(splits);
console.log('\nworst gap per rule over every set:');
for (const [k, g] of Object.entries(gaps)) console.log(`  ${k.padEnd(20)} ${Math.min(...g).toFixed(2)}  (sets not ordered: ${g.filter((x) => x < 0).length})`);
