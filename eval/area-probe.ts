/**
 * `tsx eval/area-probe.ts [MODE]`: would an open-vocabulary "area" of each item tell, within a
 * topic, the right counterpart from the rest (the core qualifier the sample's relevance asks for:
 * an advice area, a pilot's domain, a research question)? An item's area is the content words of
 * its own clause once stopwords, digits, the cue words of `text.ts` and every word of the
 * lexicon's topic and cue phrases are removed, weighted by TF-IDF with the idf of the roster's
 * profiles; two items of the same topic (not `other`) compare by the cosine of their areas.
 * Harness only, on `fit-fusion.ts`'s tables (tuning events, exact scoring of every eligible pair;
 * the graded relevance feeds no code). docs/matching.md §0 (2026-12-02) holds the figures.
 *
 * Modes: `dump` (each wellspring attendee's items with their areas), `reach` (how many relevant
 * pairs have a same-topic item pair, and both areas stated), `auc` (printed by every mode but
 * `dump`: within same-topic pairs whose areas are both stated, how well the area similarity tells
 * relevance ≥ 2 from below, and how well it orders each principal's first 15 against the fused
 * score) and `grid` (the shipped fusion plus `w · term`, the term being the best area similarity
 * over the pair's same-topic item pairs, both directions, or over the driving item pairs only;
 * and as a soft gate: × (1 − g) for a pair whose same-topic items both state an area and share
 * nothing).
 *
 * Environment: `DENSE=1` compares areas by the encoder's vectors of the area words (less the
 * event's mean area vector; `CENTRE=0` raw), `PERSON=1` gives every item its owner's area (the
 * area words of title, company, goal and lists; `COMPANY=0` without the company), `PROFILE=1`
 * (with `DENSE=1`) the owner's stored profile vector less the roster mean instead, `TITLE=1` an
 * item without words of its own its owner's title line, `OFFER_TITLE=1` every offer the title line
 * as well, `IMPLIED=0` leaves implied items without an area (dense only), `TOPICS=a,b` limits the
 * term to those topics, `WS=w,…` the weights of `grid`.
 */
import { FUSION, scorePair } from '../src/matching/score.ts';
import { OTHER, TOPIC_LIST } from '../src/matching/features.ts';
import type { Packed } from '../src/matching/features.ts';
import { NEED_CUES, OFFER_CUES, TOPIC_PHRASES } from '../src/matching/lexicon.ts';
import { isCueWord, isStopword, stem, words } from '../src/matching/text.ts';
import type { IntentItem } from '../src/matching/types.ts';
import { linear, ndcg, tables } from './fit-fusion.ts';
import { evalEncoder } from './sample.ts';

const mode = process.argv[2] ?? 'grid';
const TITLE = process.env.TITLE === '1'; // an item without words of its own takes its owner's title line
const PERSON = process.env.PERSON === '1'; // every item's area is its owner's whole profile text (title, company, goal, lists) less cue and topic words
const OFFER_TITLE = process.env.OFFER_TITLE === '1'; // every offer's area also holds its owner's title line
/** Topics whose same-topic pairs count (all but `other` unless TOPICS names some). */
const TOPICS = process.env.TOPICS ? new Set(process.env.TOPICS.split(',').map((x) => TOPIC_LIST.indexOf(x as never))) : null;

/** Stems the lexicon's topic and cue phrases are made of: the topic's own words, not its area. */
const LEXICON_STEMS = new Set([...Object.values(TOPIC_PHRASES).flat(), ...NEED_CUES, ...OFFER_CUES].flatMap((p) => words(p)).map(stem));
const areaStems = (text: string) => words(text).filter((w) => w.length >= 2 && !isStopword(w) && !isCueWord(w) && !/^\d+$/.test(w)).map(stem).filter((s) => !LEXICON_STEMS.has(s));

const ts = await tables();
const shipped = [FUSION.structured, FUSION.dense, FUSION.lexical, FUSION.directional, FUSION.value];

interface Areas { vec: Map<string, number>[]; text: string[]; words: string[]; dense: (Float32Array | null)[] }
const areaWords = (text: string) => words(text).filter((w) => w.length >= 2 && !isStopword(w) && !isCueWord(w) && !/^\d+$/.test(w) && !LEXICON_STEMS.has(stem(w))).join(' ');
function areasOf(t: (typeof ts)[number]): Areas {
  const p: Packed = t.p;
  const items: IntentItem[] = t.readings.flatMap((r) => [...r.intent.needs, ...r.intent.offers]);
  // idf over the roster's profiles (title, company, goal, lists), as the lexical term's.
  const prof = t.roster.map((a) => [a.title, PERSON && process.env.COMPANY === '0' ? '' : a.company, a.event_goal, ...(a.event_needs ?? []), ...(a.event_offers ?? [])].filter(Boolean).join('. '));
  const df = new Map<string, number>();
  for (const x of prof) for (const s of new Set(words(x).map(stem))) df.set(s, (df.get(s) ?? 0) + 1);
  const idf = (s: string) => Math.log((1 + prof.length) / (1 + (df.get(s) ?? 0)));
  const vec: Map<string, number>[] = [], text: string[] = [], aw: string[] = [];
  items.forEach((it, j) => {
    const a = t.roster[p.itemOwner[j]!]!;
    const title = [a.title, a.company].filter(Boolean).join(' ');
    const src = PERSON ? prof[p.itemOwner[j]!]! : [it.span || (TITLE ? title : ''), OFFER_TITLE && it.axis === 'offer' ? title : ''].filter(Boolean).join(' ');
    const st = areaStems(src);
    const tf = new Map<string, number>();
    for (const s of st) tf.set(s, (tf.get(s) ?? 0) + 1);
    const v = new Map<string, number>();
    let norm = 0;
    for (const [s, f] of tf) { const w = (1 + Math.log(f)) * idf(s); if (w > 0) { v.set(s, w); norm += w * w; } }
    norm = Math.sqrt(norm);
    for (const [s, w] of v) v.set(s, w / norm);
    vec.push(v);
    text.push([...v.keys()].join(' '));
    aw.push(it.implied && process.env.IMPLIED === '0' ? '' : areaWords(src));
  });
  return { vec, text, words: aw, dense: [] };
}
const cos = (x: Map<string, number>, y: Map<string, number>) => { let s = 0; for (const [k, w] of x) s += w * (y.get(k) ?? 0); return s; };

const areas = ts.map(areasOf);
const DENSE = process.env.DENSE === '1'; // compare areas by the encoder's vectors of their words (each less the event's mean area vector)
if (DENSE) {
  const enc = await evalEncoder();
  for (const A of areas) {
    const texts = [...new Set(A.words.filter(Boolean))];
    const vs = await enc.encode(texts);
    const d = vs[0]!.length, mean = new Float32Array(d);
    for (const v of vs) for (let i = 0; i < d; i++) mean[i]! += v[i]! / vs.length;
    const of = new Map(texts.map((x, i) => { const v = Float32Array.from(vs[i]!, (y, k) => y - (process.env.CENTRE === '0' ? 0 : mean[k]!)); const n = Math.hypot(...v) || 1; return [x, v.map((y) => y / n)]; }));
    A.dense = A.words.map((w) => (w ? of.get(w)! : null));
    if (process.env.PROFILE === '1') {
      // The stored profile vector of the item's owner, less the roster's mean profile vector: no new encoder text.
      const p = ts[areas.indexOf(A)]!.p, dim = p.dim, pm = new Float32Array(dim);
      for (let a = 0; a < p.n; a++) for (let i = 0; i < dim; i++) pm[i]! += p.profileVec[a * dim + i]! / p.n;
      const pv = Array.from({ length: p.n }, (_, a) => { const v = Float32Array.from(p.profileVec.subarray(a * dim, (a + 1) * dim), (y, k) => y - (process.env.CENTRE === '0' ? 0 : pm[k]!)); const n = Math.hypot(...v) || 1; return v.map((y) => y / n); });
      A.dense = A.dense.map((_, j) => pv[p.itemOwner[j]!]!);
    }
    A.vec = A.dense.map((v, j) => (v ? A.vec[j]!.size ? A.vec[j]! : new Map([['_', 1]]) : new Map()));
  }
}
/** Similarity of two items' areas: dense cosine (DENSE) or the TF-IDF rows' cosine. */
const simOf = (A: Areas, i: number, j: number) => (DENSE ? Math.max(0, A.dense[i]!.reduce((s, x, k) => s + x * A.dense[j]![k]!, 0)) : cos(A.vec[i]!, A.vec[j]!));

if (mode === 'dump') {
  const t = ts[1]!, A = areas[1]!, p = t.p;
  for (let a = 0; a < p.n; a++) {
    const r = t.readings[a]!;
    const its = [...r.intent.needs, ...r.intent.offers];
    console.log(`${t.roster[a]!.title ?? ''} | ${its.map((it, k) => `${it.axis}:${it.topic}${it.implied ? '*' : ''}[${A.text[p.needStart[a]! + k]}]`).join(' ')}`);
  }
  process.exit(0);
}

/** Per pair: [best same-topic area cosine (any pair, both directions), stated (0/1), driving pairs' cosine, driving stated]. */
function pairAreas(t: (typeof ts)[number], A: Areas, a: number, b: number): number[] {
  const p = t.p;
  let best = 0, stated = 0;
  const dir = (x: number, y: number) => {
    for (let i = p.needStart[x]!; i < p.needStart[x]! + p.needCount[x]!; i++) for (let j = p.offerStart[y]!; j < p.offerStart[y]! + p.offerCount[y]!; j++) {
      if (p.itemTopic[i] !== p.itemTopic[j] || p.itemTopic[i] === OTHER || (TOPICS && !TOPICS.has(p.itemTopic[i]!)) || !A.vec[i]!.size || !A.vec[j]!.size) continue;
      stated = 1;
      best = Math.max(best, simOf(A, i, j));
    }
  };
  dir(a, b); dir(b, a);
  const s = scorePair(p, a, b);
  let dBest = 0, dStated = 0;
  for (const d of [s.ab, s.ba]) {
    const i = d.driveNeed, j = d.driveOffer;
    if (i < 0 || p.itemTopic[i] !== p.itemTopic[j] || p.itemTopic[i] === OTHER || (TOPICS && !TOPICS.has(p.itemTopic[i]!)) || !A.vec[i]!.size || !A.vec[j]!.size) continue;
    dStated = 1;
    dBest = Math.max(dBest, simOf(A, i, j));
  }
  return [best, stated, dBest, dStated];
}

const extra = ts.map((t, k) => t.principals.map((pr) => pr.rows.map((r) => pairAreas(t, areas[k]!, pr.a, r.b))));

// AUC within stated same-topic pairs: relevance >= 2 against below.
ts.forEach((t, k) => {
  for (const [c, s] of [[0, 1], [2, 3]] as const) {
    const pos: number[] = [], neg: number[] = [];
    t.principals.forEach((pr, i) => pr.rows.forEach((r, j) => { const e = extra[k]![i]![j]!; if (e[s]) (r.rel >= 2 ? pos : neg).push(e[c]!); }));
    let win = 0;
    for (const x of pos) for (const y of neg) win += x > y ? 1 : x === y ? 0.5 : 0;
    console.log(`${t.id} ${c ? 'driving' : 'any'} pairs: stated ${pos.length} rel>=2 / ${neg.length} below, AUC ${(win / Math.max(1, pos.length * neg.length)).toFixed(3)}, share with a shared word ${(pos.filter((x) => x > 0).length / Math.max(1, pos.length)).toFixed(2)} / ${(neg.filter((x) => x > 0).length / Math.max(1, neg.length)).toFixed(2)}`);
  }
});

// Within each principal's first 15 by the shipped fusion: how often the term orders a relevance >= 2 target above one below 2.
ts.forEach((t, k) => {
  const base = linear(shipped);
  let win = 0, all = 0, winF = 0;
  t.principals.forEach((pr, i) => {
    const idx = pr.rows.map((r, j) => [base(r.f), j] as const).sort((x, y) => y[0] - x[0]).slice(0, 15);
    for (const [sx, x] of idx) for (const [sy, y] of idx) {
      if (pr.rows[x]!.rel < 2 || pr.rows[y]!.rel >= 2) continue;
      const ex = extra[k]![i]![x]!, ey = extra[k]![i]![y]!;
      all++;
      win += ex[0]! > ey[0]! ? 1 : ex[0]! === ey[0]! ? 0.5 : 0;
      winF += sx > sy ? 1 : sx === sy ? 0.5 : 0;
    }
  });
  console.log(`${t.id} within the first 15: term ${(win / all).toFixed(3)}, fused ${(winF / all).toFixed(3)} over ${all} pairs`);
});

if (mode === 'grid') {
  const base = linear(shipped);
  const run = (name: string, sc: (f: Float64Array, e: number[]) => number) => {
    const out = ts.map((t, k) => {
      // ndcg() scores rows by their features only: carry each row's index in a side map.
      const idx = new Map<Float64Array, number[]>();
      t.principals.forEach((pr, i) => pr.rows.forEach((r, j) => idx.set(r.f, extra[k]![i]![j]!)));
      const r = ndcg(t, (f) => sc(f, idx.get(f)!));
      return `${t.id.split('-')[0]} ${r.all.toFixed(3)}/${r.low.toFixed(3)}`;
    });
    console.log(name.padEnd(34), out.join('  '));
  };
  run('shipped', (f) => base(f));
  for (const w of (process.env.WS ?? '0.005,0.01,0.02,0.05,0.1').split(',').map(Number)) {
    run(`any-pair add ${w}`, (f, e) => base(f) + f[5]! * w * e[0]!);
    run(`driving add ${w}`, (f, e) => base(f) + f[5]! * w * e[2]!);
    run(`any-pair centred ${w}`, (f, e) => base(f) + f[5]! * w * (e[1]! ? e[0]! - 0.2 : 0));
  }
  for (const g of [0.05, 0.1, 0.2, 0.3]) {
    run(`driving conflict gate ${g}`, (f, e) => base(f) * (e[3]! && e[2]! === 0 ? 1 - g : 1));
    run(`any-pair conflict gate ${g}`, (f, e) => base(f) * (e[1]! && e[0]! === 0 ? 1 - g : 1));
  }
}

if (mode === 'reach') {
  // How many relevant pairs (rel >= 2) an area term could reach: pairs with a same-topic item pair, and of them with both areas stated.
  ts.forEach((t, k) => {
    const p = t.p, A = areas[k]!;
    let rel2 = 0, same = 0, both = 0, below = 0, belowSame = 0;
    t.principals.forEach((pr) => pr.rows.forEach((r) => {
      let s = false, st = false;
      for (const [x, y] of [[pr.a, r.b], [r.b, pr.a]] as const)
        for (let i = p.needStart[x]!; i < p.needStart[x]! + p.needCount[x]!; i++) for (let j = p.offerStart[y]!; j < p.offerStart[y]! + p.offerCount[y]!; j++)
          if (p.itemTopic[i] === p.itemTopic[j] && p.itemTopic[i] !== OTHER) { s = true; if (A.vec[i]!.size && A.vec[j]!.size) st = true; }
      if (r.rel >= 2) { rel2++; if (s) same++; if (st) both++; } else { below++; if (s) belowSame++; }
    }));
    console.log(`${t.id}: rel>=2 pairs ${rel2}, with a same-topic item pair ${same}, both areas stated ${both}; below 2: ${below}, same-topic ${belowSame}`);
  });
}
