/**
 * `tsx eval/rerank-templates.ts [--fresh] [--parts]`: a learned pair re-ranker over the existing pair features,
 * trained ONLY on generated template events (eval/dataset.ts: dev, fresh, fresh2 to fit, fresh3
 * to choose the setting), then read on the sample's two tuning events (tidemark, wellspring) and
 * on the never-tuned template splits (probe, held-out): harness only; never feeds the library.
 * The sample's relevance is read only to score the final lists; the held-out sample event is
 * never put into a table.
 *
 * Per event, every principal's targets are ranked as `runMatching` ranks them before exposure
 * control: the library's shortlists (`shortlistsInProcess`: candidate step on events over 120
 * people, exact pair scores, first 30 kept), re-ranked with the listed-back bonus
 * (`withListedBack`). That is "shipped" here (it reads as `eval:matching`). The re-ranker
 * re-orders each principal's first K (30) shipped targets by
 * `shipped/sd + w·z(x)`, x being the pair's parts (`pairParts`), its sub-scores, confidence
 * signals, rank signals and a few products of parts, z their standardisation over the training
 * rows; w starts at 0 (the shipped order) and is fitted by full-batch gradient descent with L2
 * toward 0, either LambdaRank (pairs of one list with different relevance, weighted by the
 * NDCG@10 change of swapping them) or a listwise softmax (ListNet top-1, target ∝ 2^rel − 1).
 * Deterministic: no random numbers anywhere. Template tables are cached in the OS temp folder
 * (`--fresh` rebuilds them). Result: docs/matching.md §3, "Re-ranker trained on template events".
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readAttendee } from '../src/matching/index.ts';
import type { ReadIntent } from '../src/matching/index.ts';
import { OTHER, pack } from '../src/matching/features.ts';
import type { Packed } from '../src/matching/features.ts';
import { pairParts, scorePair } from '../src/matching/score.ts';
import { listedBackBonus, listedBackIndex, withListedBack } from '../src/matching/listed-back.ts';
import { shortlistsInProcess } from '../src/matching/shortlists.ts';
import { shortlistLength } from '../src/matching/run.ts';
import { canBePrincipal, isSided } from '../src/matching/policy.ts';
import { buildEvents } from './dataset.ts';
import type { EvalEvent, Split } from './dataset.ts';
import { relevance } from './relevance.ts';
import { cosine, tfidfVectors } from './tfidf.ts';
import { evalEncoder, SAMPLE_DIR, toAttendee, TUNING_EVENTS } from './sample.ts';

const K = 30;
const TOP = 10;

/** Feature names of one candidate pair (all computed from the library's own pair scoring). */
export const FEATURES = [
  'structured', 'dense', 'lexical', 'directional', 'value', 'gate',
  'n2o', 'o2n', 'sAB', 'sBA', 'sure', 'sameTopic', 'needless',
  'bonus', 'listedBack', 'rankDisc', 'backDisc',
  // products of parts
  'structured*sameTopic', 'lexical*dense', 'n2o*o2n', 'max(n2o,o2n)', 'min(n2o,o2n)', 'sure*structured', 'gate*directional',
] as const;
const PLAIN = FEATURES.indexOf('structured*sameTopic');

interface Cand { x: number[]; shipped: number; rel: number }
interface List { cands: Cand[]; idcg: number }

const dcgOf = (rels: number[]) => rels.reduce((s, g, i) => s + (i < TOP ? (2 ** g - 1) / Math.log2(i + 2) : 0), 0);

/**
 * Every principal's first K targets by the shipped order, with their features and relevance.
 * `relOf(a, b)` is the graded relevance, `idcgOf(a)` the principal's ideal DCG@10 (0: skip it).
 */
function lists(p: Packed, readings: ReadIntent[], relOf: (a: number, b: number) => number, idcgOf: (a: number) => number): List[] {
  const sided = isSided(p.side);
  const stated = readings.map((r) => [...r.intent.needs, ...r.intent.offers].some((x) => !x.implied));
  const principals = Int32Array.from(Array.from({ length: p.n }, (_, i) => i).filter((i) => canBePrincipal(sided, p.side[i]!)));
  // The library's own shortlists (candidate step on large events, exact scores, `tieBreak`), then
  // the listed-back bonus, as `runMatching` ranks before exposure control.
  const short = shortlistsInProcess({ packed: p, principals, shortlist: shortlistLength(TOP), keep: K });
  const listedBack = listedBackIndex(principals, short, TOP, p.n);
  const shipped = withListedBack(principals, short, listedBack);
  const backAny = listedBackIndex(principals, short, K, p.n);
  const out: List[] = [];
  principals.forEach((a, i) => {
    const idcg = idcgOf(a);
    if (idcg <= 0) return;
    const l = shipped[i]!;
    const cands: Cand[] = Array.from(l.targets, (b, rank) => {
      const x = pairParts(p, a, b);
      const s = scorePair(p, a, b);
      const drive = s.ab.drive >= s.ba.drive ? s.ab : s.ba;
      const same = drive.driveNeed >= 0 && p.itemTopic[drive.driveNeed] === p.itemTopic[drive.driveOffer] && p.itemTopic[drive.driveNeed] !== OTHER ? 1 : 0;
      const n2o = s.sub.goal_needs_to_offers, o2n = s.sub.goal_offers_to_needs;
      const sure = stated[a] && stated[b] ? 1 : 0;
      const back = listedBack(b, a), backAll = backAny(b, a);
      const f = [
        x.structured, x.dense, x.lexical, x.directional, x.value, x.gate,
        n2o, o2n, s.sub.score_a_to_b, s.sub.score_b_to_a, sure, same, p.needCount[a] === 0 && p.needCount[b] === 0 ? 1 : 0,
        listedBackBonus(back), back > 0 ? 1 : 0, 1 / Math.log2(rank + 2), backAll > 0 ? 1 / Math.log2(backAll + 1) : 0,
        x.structured * same, x.lexical * x.dense, n2o * o2n, Math.max(n2o, o2n), Math.min(n2o, o2n), sure * x.structured, x.gate * x.directional,
      ];
      return { x: f, shipped: l.scores[rank]!, rel: relOf(a, b) };
    });
    out.push({ cands, idcg });
  });
  return out;
}

/** Template split → lists (cached in the OS temp folder: reading 480 people takes a while). */
async function templateLists(split: Split): Promise<{ lists: List[]; tfidf: number }> {
  const file = join(tmpdir(), `rerank-templates-v2-${split}-k${K}.json`);
  if (existsSync(file) && !process.argv.includes('--fresh')) return JSON.parse(readFileSync(file, 'utf8')) as { lists: List[]; tfidf: number };
  const enc = await evalEncoder();
  const all: List[] = [];
  const tf: number[] = [];
  for (const ev of buildEvents(split)) {
    const roster = ev.attendees;
    const readings: ReadIntent[] = [];
    for (const a of roster) readings.push(await readAttendee(a, { encoder: enc }));
    const p = pack(roster, readings);
    const rel = templateRel(ev);
    const ideal = (a: number) => dcgOf(roster.map((_, b) => rel(a, b)).sort((x, y) => y - x).slice(0, TOP));
    all.push(...lists(p, readings, rel, ideal));
    tf.push(...tfidfNdcg(ev, rel, ideal));
  }
  const out = { lists: all, tfidf: tf.reduce((s, x) => s + x, 0) / tf.length };
  writeFileSync(file, JSON.stringify(out));
  return out;
}

/** eval/matching.ts's relevance: hidden records, 0 for pairs the side policy forbids. */
function templateRel(ev: EvalEvent): (a: number, b: number) => number {
  const sided = ev.attendees.some((x) => x.side !== null);
  return (a, b) => {
    if (a === b) return 0;
    const A = ev.attendees[a]!, B = ev.attendees[b]!;
    if (sided && (!A.side || !B.side || A.side === B.side)) return 0;
    const ha = ev.hidden.get(A.entity_id), hb = ev.hidden.get(B.entity_id);
    return ha && hb ? relevance(ha, hb) : 0;
  };
}

/** TF-IDF cosine baseline (eval/tfidf.ts) read the same way, per principal with relevance. */
function tfidfNdcg(ev: EvalEvent, rel: (a: number, b: number) => number, ideal: (a: number) => number): number[] {
  const sided = ev.attendees.some((x) => x.side !== null);
  const vecs = tfidfVectors(ev.attendees);
  const out: number[] = [];
  ev.attendees.forEach((A, a) => {
    if (sided && A.side === null) return;
    const idcg = ideal(a);
    if (idcg <= 0) return;
    const order = ev.attendees
      .map((B, b) => ({ b, s: cosine(vecs[a]!, vecs[b]!), ok: b !== a && (!sided || (B.side !== null && B.side !== A.side)) }))
      .filter((c) => c.ok)
      .sort((x, y) => y.s - x.s || x.b - y.b);
    out.push(dcgOf(order.slice(0, TOP).map((c) => rel(a, c.b))) / idcg);
  });
  return out;
}

/** The sample's tuning events → lists; the held-out event never gets a table. */
async function sampleLists(): Promise<{ id: string; lists: List[]; tfidf: number }[]> {
  const lib = (f: string) => import(pathToFileURL(join(SAMPLE_DIR, 'lib', f)).href) as Promise<any>;
  const ds = await lib('dataset.mjs');
  const relevanceLib = await lib('relevance.mjs');
  const baselines = await lib('baselines.mjs');
  const enc = await evalEncoder();
  const out: { id: string; lists: List[]; tfidf: number }[] = [];
  for (const ev of ds.loadEvents()) {
    if (!TUNING_EVENTS.includes(ev.event_id)) continue;
    const qrels = relevanceLib.buildQrels(ev) as Map<string, Map<string, number>>;
    const roster = ev.importRows.map(toAttendee).sort((x: any, y: any) => (x.entity_id < y.entity_id ? -1 : 1));
    const readings: ReadIntent[] = [];
    for (const a of roster) readings.push(await readAttendee(a, { encoder: enc }));
    const p = pack(roster, readings);
    const keyOf = (i: number) => ev.byId.get(roster[i]!.entity_id).key as string;
    const q = (a: number) => qrels.get(keyOf(a)) ?? new Map<string, number>();
    const rel = (a: number, b: number) => q(a).get(keyOf(b)) ?? 0;
    // As eval/fit-fusion.ts: every principal counts, one with nothing relevant at 0.
    const ideal = (a: number) => dcgOf([...q(a).values()].sort((x, y) => y - x).slice(0, TOP)) || Number.MIN_VALUE;
    // TF-IDF: the corpus's own baseline lists, read with the same NDCG.
    const tl = baselines.tfidfLists(ev, TOP) as Map<string, string[]>;
    const tfs: number[] = [];
    const sided = isSided(p.side);
    for (let a = 0; a < p.n; a++) {
      if (!canBePrincipal(sided, p.side[a]!)) continue;
      const idcg = ideal(a);
      const got = (tl.get(keyOf(a)) ?? []).map((k) => q(a).get(k) ?? 0);
      tfs.push(idcg > Number.MIN_VALUE ? dcgOf(got) / idcg : 0);
    }
    out.push({ id: ev.event_id, lists: lists(p, readings, rel, ideal), tfidf: tfs.reduce((s, x) => s + x, 0) / tfs.length });
  }
  return out;
}

/** A model: weights over standardised features (`mu`, `sd` from the training rows) on top of shipped/sdShipped. */
interface Model { w: number[]; mu: number[]; sd: number[]; sdShipped: number; use: boolean[] }

function scoreOf(m: Model, c: Cand): number {
  let s = c.shipped / m.sdShipped;
  for (let k = 0; k < m.w.length; k++) if (m.use[k]) s += (m.w[k]! * (c.x[k]! - m.mu[k]!)) / m.sd[k]!;
  return s;
}

/** Mean NDCG@10 of lists re-ordered by `score` (ties keep the shipped order). */
function ndcg(ls: List[], score: (c: Cand) => number): number {
  let sum = 0;
  for (const l of ls) {
    const s = l.cands.map(score);
    const order = s.map((_, i) => i).sort((i, j) => s[j]! - s[i]! || i - j);
    sum += l.idcg > Number.MIN_VALUE ? dcgOf(order.slice(0, TOP).map((i) => l.cands[i]!.rel)) / l.idcg : 0;
  }
  return sum / ls.length;
}

/** The loss (mean over lists, plus L2/2·|w|²) and its gradient at `m`. */
function lossAndGradient(train: List[], z: number[][][], m: Model, loss: 'lambda' | 'softmax', l2: number): { L: number; g: number[] } {
  const d = m.w.length;
  const g = new Array<number>(d).fill(0);
  let L = 0, norm = 0;
  train.forEach((l, li) => {
    const s = l.cands.map((c) => scoreOf(m, c));
    const n = s.length;
    const gs = new Array<number>(n).fill(0); // d loss / d s_i
    if (loss === 'lambda') {
      // LambdaRank: the pairwise logistic loss of each mis-orderable pair, weighted by the
      // NDCG@10 change of swapping the two at their current places.
      const order = s.map((_, i) => i).sort((i, j) => s[j]! - s[i]! || i - j);
      const pos = new Array<number>(n);
      order.forEach((i, r) => (pos[i] = r));
      const disc = (r: number) => (r < TOP ? 1 / Math.log2(r + 2) : 0);
      for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
        const ri = l.cands[i]!.rel, rj = l.cands[j]!.rel;
        if (ri <= rj) continue;
        const delta = Math.abs((2 ** ri - 2 ** rj) * (disc(pos[i]!) - disc(pos[j]!))) / l.idcg;
        if (delta === 0) continue;
        const diff = s[i]! - s[j]!;
        L += delta * (diff > 0 ? Math.log1p(Math.exp(-diff)) : -diff + Math.log1p(Math.exp(diff)));
        const q = delta / (1 + Math.exp(diff));
        gs[i]! -= q;
        gs[j]! += q;
      }
    } else {
      // Listwise softmax (ListNet top-1): cross-entropy against gains 2^rel − 1.
      const gain = l.cands.map((c) => 2 ** c.rel - 1);
      const G = gain.reduce((a, b) => a + b, 0);
      if (G === 0) return;
      const mx = Math.max(...s);
      const e = s.map((v) => Math.exp(v - mx));
      const E = e.reduce((a, b) => a + b, 0);
      for (let i = 0; i < n; i++) {
        gs[i] = e[i]! / E - gain[i]! / G;
        if (gain[i]! > 0) L -= (gain[i]! / G) * (s[i]! - mx - Math.log(E));
      }
    }
    norm++;
    for (let i = 0; i < n; i++) if (gs[i] !== 0) for (let k = 0; k < d; k++) if (m.use[k]) g[k]! += gs[i]! * z[li]![i]![k]!;
  });
  const N = Math.max(1, norm);
  let reg = 0;
  for (let k = 0; k < d; k++) if (m.use[k]) {
    g[k] = g[k]! / N + l2 * m.w[k]!;
    reg += m.w[k]! ** 2;
  }
  return { L: L / N + (l2 / 2) * reg, g };
}

/**
 * Full-batch gradient descent from w = 0 (the shipped order), a step kept only when it lowers the
 * loss (else halved and retried; grown by 1.2 after a kept one). Deterministic.
 */
function fit(train: List[], use: boolean[], loss: 'lambda' | 'softmax', l2: number, iters = 150): Model {
  const d = FEATURES.length;
  const rows = train.flatMap((l) => l.cands);
  const mu = Array.from({ length: d }, (_, k) => rows.reduce((s, c) => s + c.x[k]!, 0) / rows.length);
  const sd = Array.from({ length: d }, (_, k) => Math.sqrt(rows.reduce((s, c) => s + (c.x[k]! - mu[k]!) ** 2, 0) / rows.length) || 1);
  const ms = rows.reduce((s, c) => s + c.shipped, 0) / rows.length;
  const sdShipped = Math.sqrt(rows.reduce((s, c) => s + (c.shipped - ms) ** 2, 0) / rows.length) || 1;
  let m: Model = { w: new Array<number>(d).fill(0), mu, sd, sdShipped, use };
  const z = train.map((l) => l.cands.map((c) => c.x.map((v, k) => (v - mu[k]!) / sd[k]!)));
  let at = lossAndGradient(train, z, m, loss, l2);
  let lr = 1;
  for (let it = 0; it < iters && lr > 1e-6; it++) {
    const next: Model = { ...m, w: m.w.map((v, k) => (use[k] ? v - lr * at.g[k]! : 0)) };
    const there = lossAndGradient(train, z, next, loss, l2);
    if (there.L < at.L) {
      m = next;
      at = there;
      lr *= 1.2;
    } else lr /= 2;
  }
  return m;
}

/** Each list's features centred and scaled within the list (the re-ranker sees only how a target stands among the principal's 30). */
function perList(ls: List[]): List[] {
  return ls.map((l) => {
    const n = l.cands.length, d = l.cands[0]?.x.length ?? 0;
    const mu = Array.from({ length: d }, (_, k) => l.cands.reduce((s, c) => s + c.x[k]!, 0) / n);
    const sd = Array.from({ length: d }, (_, k) => Math.sqrt(l.cands.reduce((s, c) => s + (c.x[k]! - mu[k]!) ** 2, 0) / n) || 1);
    return { idcg: l.idcg, cands: l.cands.map((c) => ({ ...c, x: c.x.map((v, k) => (v - mu[k]!) / sd[k]!) })) };
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const f3 = (x: number) => x.toFixed(3);
  const split = async (s: Split) => {
    const t0 = Date.now();
    const r = await templateLists(s);
    console.error(`${s}: ${r.lists.length} principals (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    return r;
  };
  if (process.argv.includes('--parts')) {
    // Why a template fit need not carry over: each list's first 30 re-ordered by one part alone.
    const parts = ['structured', 'dense', 'lexical', 'directional'] as const;
    console.log(`first 30 re-ordered by one part: shipped | ${parts.join(' | ')}`);
    const one = (ls: List[]) => [ndcg(ls, (c) => c.shipped), ...parts.map((n) => ndcg(ls, (c) => c.x[FEATURES.indexOf(n)]!))].map(f3).join(' | ');
    for (const s of ['dev', 'fresh', 'fresh2', 'fresh3'] as Split[]) console.log(`${s.padEnd(24)} ${one((await split(s)).lists)}`);
    for (const e of await sampleLists()) console.log(`${e.id.padEnd(24)} ${one(e.lists)}`);
    process.exit(0);
  }
  const train = [...(await split('dev')).lists, ...(await split('fresh')).lists, ...(await split('fresh2')).lists];
  const choose = await split('fresh3');
  const shippedScore = (c: Cand) => c.shipped;
  console.log(`train dev+fresh+fresh2: ${train.length} principals, shipped ${f3(ndcg(train, shippedScore))}; fresh3 (choice) shipped ${f3(ndcg(choose.lists, shippedScore))} TF-IDF ${f3(choose.tfidf)}`);
  const sets: [string, boolean[]][] = [
    ['crosses only', FEATURES.map((n) => ['sameTopic', 'structured*sameTopic', 'sure*structured', 'n2o*o2n', 'listedBack'].includes(n))],
    ['parts', FEATURES.map((_, k) => k < PLAIN)],
    ['parts+crosses', FEATURES.map(() => true)],
  ];
  const variants: { name: string; m: Model; norm: boolean; trainN: number; chooseN: number }[] = [];
  const grid: [string, boolean[], boolean][] = [...sets.map(([n, u]) => [n, u, false] as [string, boolean[], boolean]), ['parts+crosses per list', sets[2]![1], true]];
  const trainPL = perList(train), choosePL = perList(choose.lists);
  for (const [fname, use, norm] of grid) for (const loss of ['lambda', 'softmax'] as const) for (const l2 of [1e-2, 1e-1, 1]) {
    const [tr, ch] = norm ? [trainPL, choosePL] : [train, choose.lists];
    const m = fit(tr, use, loss, l2);
    const v = { name: `${loss} ${fname} l2=${l2}`, m, norm, trainN: ndcg(tr, (c) => scoreOf(m, c)), chooseN: ndcg(ch, (c) => scoreOf(m, c)) };
    variants.push(v);
    console.log(`${v.name.padEnd(34)} train ${f3(v.trainN)}  fresh3 ${f3(v.chooseN)}`);
  }
  // The setting is chosen on fresh3 alone; the sample and the never-tuned splits only read it.
  const best = variants.reduce((x, y) => (y.chooseN > x.chooseN ? y : x));
  console.log(`\nchosen on fresh3: ${best.name}\nweights (per sd): ${FEATURES.map((n, k) => (best.m.use[k] ? `${n} ${best.m.w[k]!.toFixed(3)}` : '')).filter(Boolean).join(', ')}`);
  const sample = await sampleLists();
  const heldSplits: Split[] = ['probe', 'heldout'];
  const held = [];
  for (const s of heldSplits) held.push({ id: s, ...(await split(s)) });
  console.log('\nNDCG@10 in this harness: shipped | re-ranker (chosen) | TF-IDF');
  const read = (v: { m: Model; norm: boolean }, ls: List[]) => ndcg(v.norm ? perList(ls) : ls, (c) => scoreOf(v.m, c));
  for (const e of [...sample, ...held]) console.log(`${e.id.padEnd(24)} ${f3(ndcg(e.lists, shippedScore))} | ${f3(read(best, e.lists))} | ${f3(e.tfidf)}`);
  console.log('\nevery variant (read only; chosen on fresh3):');
  for (const v of variants) console.log(`${v.name.padEnd(34)} ${[...sample, ...held].map((e) => `${e.id.split('-')[0]} ${f3(read(v, e.lists))}`).join('  ')}`);
}
