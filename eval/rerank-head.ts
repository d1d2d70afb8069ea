/**
 * `tsx eval/rerank-head.ts MODE [W,W,…] [SEEDS]`: would re-scoring the head of each list help?
 * Each principal's first 40 matches on the tuning events (as `runMatching` gives them, listed-back
 * bonus and exposure control included) keep their order below place `K` (env, default 15); the
 * first K are re-ranked by `final_score + w · term`, the term divided by its largest absolute
 * value in that list. Modes (each a term of principal a and target b):
 * - `local`: lexical overlap of the two profiles weighted by a list-local idf: a term the
 *   principal shares with most of its own first K says nothing about which of them fits, one it
 *   shares with few of them does (`local-dir`: the same over need text → offer text, both ways);
 * - `rocchio`: query expansion, how alike b's offer text is to the mean offer text of a's first
 *   `P` picks (env, default 2), b itself left out;
 * - `span`: the sentence-vector cosine of the two clauses of a pilot item pair (a need of topic
 *   customers / solution met by an offer of the same topic, either way), each clause vector less
 *   the event's mean clause vector; `TOPICS` (env, comma-separated) adds topics, e.g.
 *   advice,research; `SIGNED=0` keeps agreement only;
 * - `need-offer`: a's need text → b's offer text alone (TF-IDF; the principal's side only);
 *   `first-need`: a's first stated need's text alone; `dense-need` / `dense-first`: the same with
 *   sentence vectors, less the event's mean (`CENTRE=0` raw);
 * - `first-met` / `any-met`: b offers the topic of a's first (any) stated need, by the qualifier
 *   fit times the offer's evidence weight (`BOTH=1`: both directions' mean);
 * - `soft`: a soft lexical match, each need word's best word-vector match among the other side's
 *   offer words (`TAU` threshold, default 0.5; `EXACT=0` without same-stem matches), idf-weighted,
 *   both ways, less `RIV` (default 1) × the need texts' own soft likeness.
 * SEEDS > 0 also reads the events with that many example banks that each leave a twentieth out
 * (`CLASSIFY.subsample`, as `eval/bank-noise.ts`) and prints the mean change against w = 0, paired
 * per bank. `INLINE=1` runs the lists read without the encoder (before enrichment) instead.
 * Harness only, for deciding; the held-out event is never read here.
 */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { deriveIntent, readAttendee, runMatching } from '../src/matching/index.ts';
import type { AttendeeInput, ReadIntent } from '../src/matching/index.ts';
import { CLASSIFY } from '../src/matching/reading.ts';
import { pack, profileText } from '../src/matching/features.ts';
import { isCueWord, isStopword, stem, words } from '../src/matching/text.ts';
import type { Packed } from '../src/matching/features.ts';
import { qualifierFit } from '../src/matching/score.ts';
import { LocalWordEmbedder } from '../src/matching/embedder.ts';
import { evalEncoder, SAMPLE_DIR, toAttendee, TUNING_EVENTS } from './sample.ts';

const mode = process.argv[2] ?? 'local';
if (!['local', 'local-dir', 'rocchio', 'span', 'need-offer', 'first-need', 'dense-need', 'dense-first', 'first-met', 'any-met', 'soft'].includes(mode)) throw new Error(`unknown mode ${mode}`);
const ws = (process.argv[3] ?? '0,0.02,0.05,0.1').split(',').map(Number);
const seeds = Number(process.argv[4] ?? 0);
const K = Number(process.env.K ?? 15);
const P = Number(process.env.P ?? 2);
const INLINE = process.env.INLINE === '1';
const TOPICS = new Set(['customers', 'solution', ...(process.env.TOPICS ?? '').split(',').filter(Boolean)]);
const api = (await import(pathToFileURL(join(SAMPLE_DIR, 'run.mjs')).href)) as {
  loadPublicEvents(): { event_id: string; context: object; attendees: Parameters<typeof toAttendee>[0][] }[];
  evaluateLists(id: string, lists: Map<string, string[]>): { ndcg10: number; ndcg10_low_overlap: number };
};
const enc = await evalEncoder();
const base = { ...CLASSIFY };

type Row = Map<number, number>;
const rowOf = (start: Uint32Array, term: Uint32Array, weight: Float32Array, i: number): Row => {
  const m: Row = new Map();
  for (let k = start[i]!; k < start[i + 1]!; k++) m.set(term[k]!, weight[k]!);
  return m;
};
const dotRow = (x: Row, y: Row, idf?: (t: number) => number) => {
  let s = 0;
  for (const [t, w] of x) { const v = y.get(t); if (v !== undefined) s += w * v * (idf ? idf(t) : 1); }
  return s;
};
const unit = (v: Float32Array) => { let n = 0; for (const x of v) n += x * x; n = Math.sqrt(n) || 1; return v.map((x) => x / n); };
const vdot = (x: Float32Array, y: Float32Array) => { let s = 0; for (let i = 0; i < x.length; i++) s += x[i]! * y[i]!; return s; };

/** The term of target b for principal a, given a's head (indices in the packed roster). */
type Term = (a: number, b: number, head: number[]) => number;

/** TF-IDF rows of free texts, terms and document frequencies over the roster's profile texts (as `features.ts`). */
function tfRows(texts: string[], profiles: string[]): Row[] {
  const ids = new Map<string, number>();
  const termsOf = (t: string, grow: boolean) => words(t).filter((w) => w.length >= 2 && !isStopword(w) && !isCueWord(w)).map((w) => {
    const k = stem(w);
    if (!ids.has(k) && grow) ids.set(k, ids.size);
    return ids.get(k);
  }).filter((x): x is number => x !== undefined);
  const df = new Map<number, number>();
  for (const t of profiles) for (const k of new Set(termsOf(t, true))) df.set(k, (df.get(k) ?? 0) + 1);
  return texts.map((t) => {
    const tf = new Map<number, number>();
    for (const k of termsOf(t, false)) tf.set(k, (tf.get(k) ?? 0) + 1);
    const v: Row = new Map();
    let n = 0;
    for (const [k, f] of tf) { const x = (1 + Math.log(f)) * Math.log((1 + profiles.length) / (1 + (df.get(k) ?? 0))); v.set(k, x); n += x * x; }
    n = Math.sqrt(n) || 1;
    for (const [k, x] of v) v.set(k, x / n);
    return v;
  });
}

async function termsFor(attendees: AttendeeInput[], readings: (ReadIntent | { intent: ReadIntent['intent']; vectors: null })[], p: Packed): Promise<Term> {
  const prof = [...Array(p.n).keys()].map((i) => rowOf(p.lexStart, p.lexTerm, p.lexWeight, i));
  const need = [...Array(p.n).keys()].map((i) => rowOf(p.needLexStart, p.needLexTerm, p.needLexWeight, i));
  const offer = [...Array(p.n).keys()].map((i) => rowOf(p.offerLexStart, p.offerLexTerm, p.offerLexWeight, i));
  const localIdf = (rows: Row[], head: number[]) => {
    const df = new Map<number, number>();
    for (const h of head) for (const t of rows[h]!.keys()) df.set(t, (df.get(t) ?? 0) + 1);
    return (t: number) => Math.log((head.length + 1) / ((df.get(t) ?? 0) + 0.5));
  };
  if (mode === 'local') return (a, b, head) => dotRow(prof[a]!, prof[b]!, localIdf(prof, head));
  if (mode === 'local-dir') return (a, b, head) => (dotRow(need[a]!, offer[b]!, localIdf(offer, head)) + dotRow(need[b]!, offer[a]!, localIdf(need, head))) / 2;
  if (mode === 'soft') {
    // Soft lexical match: each need word of one side takes its best word-vector match among the
    // other side's offer words (1 for the same stem, (cos − TAU) / (1 − TAU) above TAU), weighted
    // by idf over the roster's profiles; both directions averaged, less RIV × the need texts' own
    // soft likeness (rivals). EXACT=0 leaves same-stem matches out (what the lexical term has).
    const tau = Number(process.env.TAU ?? 0.5), riv = Number(process.env.RIV ?? 1), exact = process.env.EXACT !== '0';
    const wv = new LocalWordEmbedder();
    const content = (t: string) => words(t).filter((w) => w.length >= 2 && !isStopword(w) && !isCueWord(w));
    const profiles = attendees.map(profileText);
    const df = new Map<string, number>();
    for (const t of profiles) for (const k of new Set(content(t).map(stem))) df.set(k, (df.get(k) ?? 0) + 1);
    const idf = (k: string) => Math.log((1 + profiles.length) / (1 + (df.get(k) ?? 0)));
    type Bag = { k: string; v: Float32Array | null; w: number }[];
    const bag = (t: string): Bag => [...new Map(content(t).map((w) => [stem(w), w])).entries()].map(([k, w]) => { const v = wv.embedSync(w); return { k, v: v.some((x) => x !== 0) ? v : null, w: idf(k) }; });
    const stated = (r: { intent: ReadIntent['intent'] }, axis: 'needs' | 'offers', i: number) => [...new Set(r.intent[axis].filter((x) => !x.implied && x.span).map((x) => x.span))].join('. ') || profiles[i]!;
    const needs = readings.map((r, i) => bag(stated(r, 'needs', i)));
    const offers = readings.map((r, i) => bag(stated(r, 'offers', i)));
    const recall = (x: Bag, y: Bag) => {
      let s = 0, tot = 0;
      for (const a of x) {
        let m = 0;
        for (const b of y) {
          const sim = a.k === b.k ? (exact ? 1 : 0) : a.v && b.v ? Math.max(0, (vdot(a.v, b.v) - tau) / (1 - tau)) : 0;
          if (sim > m) m = sim;
        }
        s += a.w * m; tot += a.w;
      }
      return tot > 0 ? s / tot : 0;
    };
    return (a, b) => (recall(needs[a]!, offers[b]!) + recall(needs[b]!, offers[a]!)) / 2 - riv * (recall(needs[a]!, needs[b]!) + recall(needs[b]!, needs[a]!)) / 2;
  }
  if (mode === 'first-met' || mode === 'any-met') {
    // Whether the target offers the topic of the principal's first stated need (any stated need
    // for any-met), by its qualifier fit and the offer's evidence weight; BOTH=1 averages both ways.
    const met = (x: number, y: number) => {
      let m = 0;
      const ns = [...Array(p.needCount[x]!).keys()].map((k) => p.needStart[x]! + k).filter((n) => p.itemStated[n]);
      for (const n of mode === 'first-met' ? ns.slice(0, 1) : ns)
        for (let k = 0; k < p.offerCount[y]!; k++) {
          const o = p.offerStart[y]! + k;
          if (p.itemTopic[o] === p.itemTopic[n]) m = Math.max(m, qualifierFit(p, n, o) * p.itemWeight[o]!);
        }
      return m;
    };
    return (a, b) => (process.env.BOTH === '1' ? (met(a, b) + met(b, a)) / 2 : met(a, b));
  }
  if (mode === 'need-offer') return (a, b) => dotRow(need[a]!, offer[b]!);
  if (mode === 'rocchio') {
    return (_a, b, head) => {
      const picks = head.slice(0, P + 1).filter((x) => x !== b).slice(0, P);
      const c: Row = new Map();
      for (const x of picks) for (const [t, w] of offer[x]!) c.set(t, (c.get(t) ?? 0) + w / picks.length);
      return dotRow(offer[b]!, c);
    };
  }
  if (mode === 'first-need' || mode === 'dense-need' || mode === 'dense-first') {
    // The principal's own stated needs (first one only for *-first) against the target's stated offers.
    const stated = (r: { intent: ReadIntent['intent'] }, axis: 'needs' | 'offers') => [...new Set(r.intent[axis].filter((x) => !x.implied && x.span).map((x) => x.span))];
    const needTexts = readings.map((r) => (mode === 'dense-need' ? stated(r, 'needs').join('. ') : stated(r, 'needs')[0] ?? ''));
    const offerTexts = readings.map((r) => stated(r, 'offers').join('. '));
    if (mode === 'first-need') {
      const rows = tfRows([...needTexts, ...offerTexts], attendees.map(profileText));
      return (a, b) => (needTexts[a] && offerTexts[b] ? dotRow(rows[a]!, rows[p.n + b]!) : 0);
    }
    const texts = [...new Set([...needTexts, ...offerTexts].filter(Boolean))];
    const vs = texts.length ? await enc.encode(texts) : [];
    const mean = new Float32Array(vs[0]?.length ?? 0);
    for (const v of vs) for (let i = 0; i < v.length; i++) mean[i]! += v[i]! / vs.length;
    const vec = new Map(texts.map((t, i) => [t, process.env.CENTRE === '0' ? vs[i]! : unit(vs[i]!.map((x, k) => x - mean[k]!))]));
    return (a, b) => (needTexts[a] && offerTexts[b] ? vdot(vec.get(needTexts[a])!, vec.get(offerTexts[b])!) : 0);
  }
  // span: one vector per distinct clause of a pilot item, centred on the event's clause mean.
  const spans = new Map<string, Float32Array>();
  const all = readings.flatMap((r) => [...r.intent.needs, ...r.intent.offers].filter((x) => x.span).map((x) => x.span));
  const distinct = [...new Set(all)];
  const vs = distinct.length ? await enc.encode(distinct) : [];
  const mean = new Float32Array(vs[0]?.length ?? 0);
  for (const v of vs) for (let i = 0; i < v.length; i++) mean[i]! += v[i]! / vs.length;
  distinct.forEach((s, i) => spans.set(s, unit(vs[i]!.map((x, k) => x - mean[k]!))));
  const pilot = (r: { intent: ReadIntent['intent'] }, axis: 'needs' | 'offers') => r.intent[axis].filter((x) => TOPICS.has(x.topic) && x.span && spans.has(x.span));
  const best = (x: number, y: number) => {
    let m = -Infinity;
    for (const n of pilot(readings[x]!, 'needs')) for (const o of pilot(readings[y]!, 'offers')) if (n.topic === o.topic) m = Math.max(m, vdot(spans.get(n.span)!, spans.get(o.span)!));
    return m;
  };
  // No pilot pair either way: 0 (no evidence); SIGNED=0 keeps only agreement.
  return (a, b) => {
    const m = Math.max(best(a, b), best(b, a));
    return m === -Infinity ? 0 : process.env.SIGNED === '0' ? Math.max(0, m) : m;
  };
}

const out = new Map<string, { w: number; d: number[]; l: number[] }[]>();
for (let seed = 0; seed <= seeds; seed++) {
  Object.assign(CLASSIFY, base, { subsample: seed });
  for (const ev of api.loadPublicEvents()) {
    if (!TUNING_EVENTS.includes(ev.event_id)) continue;
    const attendees = ev.attendees.map(toAttendee);
    const intents = new Map<string, ReadIntent>();
    if (!INLINE) for (const a of attendees) intents.set(a.entity_id, await readAttendee(a, { encoder: enc }));
    const readings = attendees.map((a) => (INLINE ? { intent: deriveIntent(a), vectors: null } : intents.get(a.entity_id)!));
    const p = pack(attendees, readings);
    const index = new Map(attendees.map((a, i) => [a.entity_id, i]));
    const term = await termsFor(attendees, readings, p);
    const scored = new Map<string, { t: string; s: number }[]>();
    const opts = INLINE ? { inline: 'lexical' as const } : { intents, encoder: enc };
    for await (const pm of runMatching({ attendees, ...opts, context: { event_id: ev.event_id, ...ev.context }, top_n: 40, workers: 0 }))
      scored.set(pm.principal_entity_id, pm.matches.map((m) => ({ t: m.target_entity_id, s: m.final_score })));
    const rows = out.get(ev.event_id) ?? ws.map((w) => ({ w, d: [], l: [] }));
    out.set(ev.event_id, rows);
    for (const row of rows) {
      const lists = new Map<string, string[]>();
      for (const [pid, ms] of scored) {
        const a = index.get(pid)!;
        const headIdx = ms.slice(0, K).map((m) => index.get(m.t)!);
        const ts = headIdx.map((b) => term(a, b, headIdx));
        const top = Math.max(1e-9, ...ts.map(Math.abs));
        const head = ms.slice(0, K).map((m, i) => ({ t: m.t, s: m.s + row.w * (ts[i]! / top) })).sort((x, y) => y.s - x.s);
        lists.set(pid, [...head, ...ms.slice(K)].slice(0, 10).map((m) => m.t));
      }
      const r = api.evaluateLists(ev.event_id, lists);
      row.d.push(r.ndcg10);
      row.l.push(r.ndcg10_low_overlap);
    }
  }
}
const f = (x: number) => x.toFixed(3);
const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / Math.max(1, v.length);
for (const [id, rows] of out) {
  const b = rows.find((r) => r.w === 0) ?? rows[0]!;
  const line = rows.map((r) => {
    const full = `${f(r.d[0]!)} / ${f(r.l[0]!)}`;
    if (seeds === 0) return `w ${r.w}: ${full}`;
    const deltas = r.d.slice(1).map((x, i) => x - b.d[i + 1]!);
    return `w ${r.w}: ${full} banks ${f(mean(r.d.slice(1)))} (Δ ${deltas.map((x) => (x >= 0 ? '+' : '') + x.toFixed(3)).join(' ')})`;
  });
  console.log(`${mode}${INLINE ? ' inline' : ''} K=${K}${mode === 'rocchio' ? ` P=${P}` : ''}${mode === 'span' ? ` topics=${[...TOPICS].join('+')}` : ''}  ${id.slice(0, 10)}  ${line.join('   ')}`);
}
