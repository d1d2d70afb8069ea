/**
 * `tsx eval/rerank-probe.ts MODE [W,W,…]`: would a text re-rank on top of the library's ranking
 * help? Each principal's first 40 matches on the tuning events are re-scored as `final_score +
 * w · term` and cut to 10. Modes (terms in [0, 1], cosines of sentence vectors mapped from
 * 0.3–0.8):
 * - `clause-max`: the best cosine of any clause of one against any clause of the other (goal
 *   clauses as the reading cuts them, list entries, the title line);
 * - `clause-mean`: the mean, over each one's clauses, of its best cosine on the other side;
 * - `prf`: pseudo-relevance feedback, how alike the target's profile is to the principal's first
 *   pick's (`K` first picks from the environment, default 1).
 * Harness only, for deciding; the held-out event is never read here.
 */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { decodeVector, readAttendee, runMatching } from '../src/matching/index.ts';
import type { ReadIntent } from '../src/matching/index.ts';
import { CLASSIFY, merged, segment } from '../src/matching/reading.ts';
import { dot as vecDot } from '../src/matching/embedder.ts';
import { evalEncoder, SAMPLE_DIR, toAttendee, TUNING_EVENTS } from './sample.ts';

const mode = process.argv[2] ?? 'clause-max';
if (!['clause-max', 'clause-mean', 'prf'].includes(mode)) throw new Error(`unknown mode ${mode}`);
const ws = (process.argv[3] ?? '0,0.05,0.1,0.2').split(',').map(Number);
const K = Number(process.env.K ?? 1);
const api = (await import(pathToFileURL(join(SAMPLE_DIR, 'run.mjs')).href)) as {
  loadPublicEvents(): { event_id: string; context: object; attendees: Parameters<typeof toAttendee>[0][] }[];
  evaluateLists(id: string, lists: Map<string, string[]>): { ndcg10: number; ndcg10_low_overlap: number };
};
const enc = await evalEncoder();
const dot = (x: Float32Array | null | undefined, y: Float32Array | null | undefined) => (x && y ? vecDot(x, y) : 0);
const mapped = (cos: number) => Math.max(0, Math.min(1, (cos - 0.3) / 0.5));

for (const ev of api.loadPublicEvents()) {
  if (!TUNING_EVENTS.includes(ev.event_id)) continue;
  const attendees = ev.attendees.map(toAttendee);
  const intents = new Map<string, ReadIntent>();
  for (const a of attendees) intents.set(a.entity_id, await readAttendee(a, { encoder: enc }));
  const profile = new Map([...intents].map(([k, r]) => [k, r.vectors.profile ? decodeVector(r.vectors.profile) : null]));
  const clauses = new Map<string, Float32Array[]>();
  for (const a of attendees) {
    const texts = [...merged(segment((a.event_goal ?? '').trim()), CLASSIFY.maxClauses), ...(a.event_needs ?? []), ...(a.event_offers ?? [])].filter((t) => t.trim());
    if (a.title) texts.push([a.title, a.company].filter(Boolean).join(' at '));
    clauses.set(a.entity_id, texts.length ? await enc.encode(texts) : []);
  }
  const best = (x: Float32Array, ys: Float32Array[]) => ys.reduce((m, y) => Math.max(m, dot(x, y)), 0);
  const clauseTerm = (a: string, b: string) => {
    const A = clauses.get(a)!, B = clauses.get(b)!;
    if (mode === 'clause-max') return mapped(A.reduce((m, x) => Math.max(m, best(x, B)), 0));
    const side = (P: Float32Array[], Q: Float32Array[]) => (P.length ? P.reduce((s, x) => s + best(x, Q), 0) / P.length : 0);
    return mapped((side(A, B) + side(B, A)) / 2);
  };
  const scored = new Map<string, { t: string; s: number }[]>();
  for await (const pm of runMatching({ attendees, intents, encoder: enc, context: { event_id: ev.event_id, ...ev.context }, top_n: 40, workers: 0 }))
    scored.set(pm.principal_entity_id, pm.matches.map((m) => ({ t: m.target_entity_id, s: m.final_score })));
  const line: string[] = [];
  for (const w of ws) {
    const lists = new Map<string, string[]>();
    for (const [p, ms] of scored) {
      const picks = ms.slice(0, K).map((m) => m.t);
      const term = (t: string) => (mode === 'prf' ? Math.max(0, ...picks.filter((x) => x !== t).map((x) => mapped(dot(profile.get(x), profile.get(t))))) : clauseTerm(p, t));
      lists.set(p, ms.map((m) => ({ t: m.t, s: m.s + w * term(m.t) })).sort((x, y) => y.s - x.s).slice(0, 10).map((m) => m.t));
    }
    const r = api.evaluateLists(ev.event_id, lists);
    line.push(`w ${w}: ${r.ndcg10.toFixed(3)} / ${r.ndcg10_low_overlap.toFixed(3)}`);
  }
  console.log(`${mode}${mode === 'prf' ? ` K=${K}` : ''}  ${ev.event_id.padEnd(24)} ${line.join('   ')}`);
}
