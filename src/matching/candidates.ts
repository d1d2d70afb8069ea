import { OTHER, SECTOR_RELATED, SECTOR_WILD } from './features.ts';
import type { Packed } from './features.ts';
import { canBePrincipal, eligiblePair, isSided } from './policy.ts';
import { finalScore, PRIMED, quickFit } from './score.ts';

/**
 * Candidate generation, then exact re-scoring: for each principal, only targets that share a
 * (topic, sector) bucket with one of its needs or offers (widened to the topic's other sectors
 * when those leave the shortlist short), free-text neighbours found by random-hyperplane
 * hashing, and profile neighbours are scored exactly. No N×N matrix exists:
 * memory is O(N) scratch per worker.
 */
const NO_SECTOR = 31;
const SCAN_CAP_EXACT = 1000; // postings read per exact (topic, sector) bucket
const SCAN_CAP_NEAR = 150; // per related / wildcard / unsectored bucket
const LSH_BITS = 8; // `signature` sums exactly this many planes
const LSH_TABLES = 4;
const PROFILE_TAKE = 32; // profile neighbours taken per table
/** Evaluation only (eval/candidate-recall.ts): score every eligible pair exactly, whatever the size. */
export const CANDIDATES = { exhaustive: false };

type Postings = Map<number, Int32Array>;

export interface CandidateIndex {
  needs: Postings; // key topic*32+sectorBit -> need item ids
  offers: Postings;
  otherNeeds: Int32Array; // free-text need items, all scanned (they are few)
  otherOffers: Int32Array;
  profiles: Map<number, Int32Array>[]; // per table: LSH bucket -> attendee ids
  planes: Float32Array[];
  /** Profile signature of attendee a in table t at a * LSH_TABLES + t (-1: not indexed). */
  sigs: Int32Array;
  /** probeKeys per (topic, sector mask), flattened [key, cap, key, cap, …]: the same few recur for every principal. */
  probes: Map<number, Int32Array>;
  farProbes: Map<number, Int32Array>; // the same for the widening pass (farKeys)
  sided: boolean;
}

/** Deterministic pseudo-random numbers (mulberry32): same planes, same buckets, every run. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Random-hyperplane signature: vectors with a small angle share most bits. The eight projections
 * are summed side by side (eight independent chains, each in its own order: the same sums as one
 * plane at a time, several times faster).
 */
function signature(vecs: Float32Array, at: number, dim: number, planes: Float32Array): number {
  let s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0;
  for (let d = 0, x = at * dim; d < dim; d++) {
    const v = vecs[x + d]!;
    s0 += v * planes[d]!;
    s1 += v * planes[dim + d]!;
    s2 += v * planes[2 * dim + d]!;
    s3 += v * planes[3 * dim + d]!;
    s4 += v * planes[4 * dim + d]!;
    s5 += v * planes[5 * dim + d]!;
    s6 += v * planes[6 * dim + d]!;
    s7 += v * planes[7 * dim + d]!;
  }
  return (s0 > 0 ? 1 : 0) | (s1 > 0 ? 2 : 0) | (s2 > 0 ? 4 : 0) | (s3 > 0 ? 8 : 0) | (s4 > 0 ? 16 : 0) | (s5 > 0 ? 32 : 0) | (s6 > 0 ? 64 : 0) | (s7 > 0 ? 128 : 0);
}

function freeze(m: Map<number, number[]>, shuffleSeed: number): Map<number, Int32Array> {
  const out = new Map<number, Int32Array>();
  for (const [k, v] of m) {
    // A fixed shuffle so that capped scans read an unbiased sample, not the lowest ids.
    const r = rng(shuffleSeed ^ k);
    for (let i = v.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [v[i], v[j]] = [v[j]!, v[i]!];
    }
    out.set(k, Int32Array.from(v));
  }
  return out;
}

function push(m: Map<number, number[]>, k: number, v: number): void {
  const l = m.get(k);
  if (l) l.push(v);
  else m.set(k, [v]);
}

function postItems(p: Packed, start: number, count: number, post: Map<number, number[]>, other: number[]): void {
  for (let i = start; i < start + count; i++) {
    const t = p.itemTopic[i]!;
    if (t === OTHER) {
      other.push(i);
      continue;
    }
    const s = p.itemSectors[i]!;
    if (s === 0) push(post, t * 32 + NO_SECTOR, i);
    for (let b = 0; b < 31; b++) if ((s >>> b) & 1) push(post, t * 32 + b, i);
  }
}

export function buildIndex(p: Packed): CandidateIndex {
  const r = rng(42);
  const planes = Array.from({ length: LSH_TABLES }, () => new Float32Array(LSH_BITS * p.dim).map(() => r() * 2 - 1));
  const needs = new Map<number, number[]>(), offers = new Map<number, number[]>();
  const oNeeds: number[] = [], oOffers: number[] = [];
  const profiles = planes.map(() => new Map<number, number[]>());
  const sigs = new Int32Array(p.n * LSH_TABLES).fill(-1);
  const sided = isSided(p.side);
  for (let a = 0; a < p.n; a++) {
    if (!canBePrincipal(sided, p.side[a]!)) continue; // fail-closed: never a target either
    for (let t = 0; t < LSH_TABLES; t++) {
      const sig = signature(p.profileVec, a, p.dim, planes[t]!);
      sigs[a * LSH_TABLES + t] = sig;
      push(profiles[t]!, sig, a);
    }
    postItems(p, p.needStart[a]!, p.needCount[a]!, needs, oNeeds);
    postItems(p, p.offerStart[a]!, p.offerCount[a]!, offers, oOffers);
  }
  const flat = (xs: number[], seed: number) => freeze(new Map([[0, xs]]), seed).get(0) ?? new Int32Array(0);
  return {
    needs: freeze(needs, 1), offers: freeze(offers, 2), otherNeeds: flat(oNeeds, 3), otherOffers: flat(oOffers, 4),
    profiles: profiles.map((m, t) => freeze(m, 5 + t)), planes, sigs, probes: new Map(), farProbes: new Map(), sided,
  };
}

export interface Scratch {
  cheap: Float32Array;
  touched: Int32Array;
  vals: Float32Array;
  count: number;
  primer: Primer;
  /** Free-text postings of one item and their cosines with it (`scanItems`). */
  js: Int32Array;
  cos: Float64Array;
}

export function newScratch(n: number): Scratch {
  return {
    cheap: new Float32Array(n), touched: new Int32Array(n), vals: new Float32Array(n), count: 0, primer: new Primer(),
    js: new Int32Array(SCAN_CAP_EXACT), cos: new Float64Array(SCAN_CAP_EXACT),
  };
}

/** `s.cos[q..q+6) = itemCos(p, i, s.js[q..q+6))` (up to `m`): six independent sums, each in `itemCos`'s order. */
function cosines6(p: Packed, i: number, s: Scratch, q: number, m: number): void {
  const row = p.itemRow, dim = p.dim, last = m - 1;
  const q1 = Math.min(q + 1, last), q2 = Math.min(q + 2, last), q3 = Math.min(q + 3, last), q4 = Math.min(q + 4, last), q5 = Math.min(q + 5, last);
  dotsOfOne(p.itemVec, row[i]! * dim, dim, row[s.js[q]!]! * dim, row[s.js[q1]!]! * dim, row[s.js[q2]!]! * dim, row[s.js[q3]!]! * dim, row[s.js[q4]!]! * dim, row[s.js[q5]!]! * dim);
  s.cos[q] = SIX[0]!; s.cos[q1] = SIX[1]!; s.cos[q2] = SIX[2]!; s.cos[q3] = SIX[3]!; s.cos[q4] = SIX[4]!; s.cos[q5] = SIX[5]!;
}

/** What `dotsOfOne` computed last. */
const SIX = new Float64Array(6);

/**
 * `SIX[j] = V[x..x+dim) · V[yj..yj+dim)` for six offsets: one vector against six, read once for
 * all six, each sum in index order (the order of `itemCos` and `profileCos`, so bit-identical).
 */
function dotsOfOne(V: Float32Array, x: number, dim: number, y0: number, y1: number, y2: number, y3: number, y4: number, y5: number): void {
  let s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0;
  for (let k = 0; k < dim; k++) {
    const e = V[x + k]!;
    s0 += e * V[y0 + k]!;
    s1 += e * V[y1 + k]!;
    s2 += e * V[y2 + k]!;
    s3 += e * V[y3 + k]!;
    s4 += e * V[y4 + k]!;
    s5 += e * V[y5 + k]!;
  }
  SIX[0] = s0; SIX[1] = s1; SIX[2] = s2; SIX[3] = s3; SIX[4] = s4; SIX[5] = s5;
}

/**
 * The dot products one principal's shortlist needs (per target: the profiles', then each distinct
 * pair of item vectors of both directions), listed first and then computed six at a time: one dot
 * product is a chain of dependent additions, so six independent chains run in about the time of
 * two. Each sum keeps its order, so every cosine is bit-identical to `itemCos` / `profileCos`.
 */
class Dots {
  count = 0;
  first: Int32Array; // per target: index of its profile job, then its item jobs up to first[t + 1]
  profile: Uint8Array; // 1: profile vectors, 0: item vectors
  offX: Int32Array;
  offY: Int32Array;
  slotX: Int32Array;
  slotY: Int32Array;
  cos: Float64Array;
  /** Scratch: the jobs that share one vector (`dotsWith`). */
  group: Int32Array;

  // A class, not an object literal: V8 gives a literal's second copy looser field types than
  // its first, and recompiles the code built for the first (ranking's) when pair building makes one.
  constructor(cap: number) {
    this.first = new Int32Array(cap);
    this.profile = new Uint8Array(cap);
    this.offX = new Int32Array(cap);
    this.offY = new Int32Array(cap);
    this.slotX = new Int32Array(cap);
    this.slotY = new Int32Array(cap);
    this.cos = new Float64Array(cap);
    this.group = new Int32Array(cap);
  }
}

function addJob(s: Primer, profile: number, x: number, y: number, sx: number, sy: number): void {
  let d = s.dots;
  if (d.count === d.cos.length) {
    const g = new Dots(2 * d.count);
    g.profile.set(d.profile); g.offX.set(d.offX); g.offY.set(d.offY); g.slotX.set(d.slotX); g.slotY.set(d.slotY);
    g.count = d.count;
    g.first = d.first;
    s.dots = d = g;
  }
  const k = d.count++;
  d.profile[k] = profile; d.offX[k] = x; d.offY[k] = y; d.slotX[k] = sx; d.slotY[k] = sy;
}

/**
 * Item jobs of one direction (needs of `x` against offers of `y`), each distinct slot pair once.
 * The vector of the pair's first attendee (`xFirst`: `x`, else `y`) goes first, so the jobs of one
 * principal share their first vectors: a dot product's terms commute, so the order of its two
 * vectors does not change a bit of it.
 */
function addItemJobs(p: Packed, s: Primer, x: number, y: number, from: number, xFirst: boolean): void {
  const ns = p.needStart[x]!, ne = ns + p.needCount[x]!, os = p.offerStart[y]!, oe = os + p.offerCount[y]!;
  for (let i = ns; i < ne; i++) {
    for (let j = os; j < oe; j++) {
      const si = p.itemSlot[i]!, sj = p.itemSlot[j]!;
      const d = s.dots;
      let seen = false;
      for (let k = from; k < d.count && !seen; k++) seen = (d.slotX[k] === si && d.slotY[k] === sj) || (d.slotX[k] === sj && d.slotY[k] === si);
      if (seen) continue;
      if (xFirst) addJob(s, 0, p.itemRow[i]! * p.dim, p.itemRow[j]! * p.dim, si, sj);
      else addJob(s, 0, p.itemRow[j]! * p.dim, p.itemRow[i]! * p.dim, sj, si);
    }
  }
}

/** Lists and computes the dot products of pairs (as[t] or a, bs[t]) (pairs without vectors: none). */
function primeDots(p: Packed, s: Primer, as: number | readonly number[], bs: readonly number[]): void {
  s.dots.count = 0;
  if (s.dots.first.length < bs.length + 1) s.dots.first = new Int32Array(2 * bs.length + 1);
  for (let t = 0; t < bs.length; t++) {
    const a = typeof as === 'number' ? as : as[t]!;
    const b = bs[t]!;
    s.dots.first[t] = s.dots.count;
    if (p.hasVec[a] !== 1 || p.hasVec[b] !== 1) continue;
    addJob(s, 1, a * p.dim, b * p.dim, -1, -1);
    const from = s.dots.count;
    addItemJobs(p, s, a, b, from, true);
    addItemJobs(p, s, b, a, from, false);
  }
  s.dots.first[bs.length] = s.dots.count;
  const d = s.dots;
  if (typeof as === 'number') sharedDots(p, d);
  else for (let k = 0; k < d.count; k += 6) dots6(p, d, k);
}

/**
 * The jobs of one principal: every job's first vector is one of the principal's few (its profile,
 * its items' rows), so jobs are grouped by it and each group computed by `dotsWith`, which reads
 * that vector once for six dot products instead of six times.
 */
function sharedDots(p: Packed, d: Dots): void {
  let m = 0;
  for (let k = 0; k < d.count; k++) if (d.profile[k] === 1) d.group[m++] = k;
  if (m > 0) dotsWith(p.profileVec, d.offX[d.group[0]!]!, p.dim, d, m);
  // Item jobs, one group per distinct first vector (a principal has a few), in order of first use.
  for (let k = 0; k < d.count; k++) {
    if (d.profile[k] === 1 || d.offX[k]! < 0) continue;
    const x = d.offX[k]!;
    m = 0;
    for (let j = k; j < d.count; j++) {
      if (d.profile[j] === 0 && d.offX[j] === x) {
        d.group[m++] = j;
        d.offX[j] = -1 - x; // taken; restored below
      }
    }
    dotsWith(p.itemVec, x, p.dim, d, m);
  }
  for (let k = 0; k < d.count; k++) if (d.offX[k]! < 0) d.offX[k] = -1 - d.offX[k]!;
}

/** `d.cos[k] = V[x..x+dim) · V[offY[k]..+dim)` for the jobs k in `d.group[0..m)`, six at a time (`dotsOfOne`). */
function dotsWith(V: Float32Array, x: number, dim: number, d: Dots, m: number): void {
  const g = d.group, last = m - 1;
  for (let q = 0; q < m; q += 6) {
    const k0 = g[q]!, k1 = g[Math.min(q + 1, last)]!, k2 = g[Math.min(q + 2, last)]!, k3 = g[Math.min(q + 3, last)]!, k4 = g[Math.min(q + 4, last)]!, k5 = g[Math.min(q + 5, last)]!;
    dotsOfOne(V, x, dim, d.offY[k0]!, d.offY[k1]!, d.offY[k2]!, d.offY[k3]!, d.offY[k4]!, d.offY[k5]!);
    d.cos[k0] = SIX[0]!; d.cos[k1] = SIX[1]!; d.cos[k2] = SIX[2]!; d.cos[k3] = SIX[3]!; d.cos[k4] = SIX[4]!; d.cos[k5] = SIX[5]!;
  }
}

function dots6(p: Packed, d: Dots, k: number): void {
  const last = d.count - 1;
  const k0 = k, k1 = Math.min(k + 1, last), k2 = Math.min(k + 2, last), k3 = Math.min(k + 3, last), k4 = Math.min(k + 4, last), k5 = Math.min(k + 5, last);
  const V0 = d.profile[k0] ? p.profileVec : p.itemVec, V1 = d.profile[k1] ? p.profileVec : p.itemVec, V2 = d.profile[k2] ? p.profileVec : p.itemVec;
  const V3 = d.profile[k3] ? p.profileVec : p.itemVec, V4 = d.profile[k4] ? p.profileVec : p.itemVec, V5 = d.profile[k5] ? p.profileVec : p.itemVec;
  const x0 = d.offX[k0]!, x1 = d.offX[k1]!, x2 = d.offX[k2]!, x3 = d.offX[k3]!, x4 = d.offX[k4]!, x5 = d.offX[k5]!;
  const y0 = d.offY[k0]!, y1 = d.offY[k1]!, y2 = d.offY[k2]!, y3 = d.offY[k3]!, y4 = d.offY[k4]!, y5 = d.offY[k5]!;
  let s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0;
  for (let i = 0, dim = p.dim; i < dim; i++) {
    s0 += V0[x0 + i]! * V0[y0 + i]!;
    s1 += V1[x1 + i]! * V1[y1 + i]!;
    s2 += V2[x2 + i]! * V2[y2 + i]!;
    s3 += V3[x3 + i]! * V3[y3 + i]!;
    s4 += V4[x4 + i]! * V4[y4 + i]!;
    s5 += V5[x5 + i]! * V5[y5 + i]!;
  }
  d.cos[k0] = s0; d.cos[k1] = s1; d.cos[k2] = s2; d.cos[k3] = s3; d.cos[k4] = s4; d.cos[k5] = s5;
}

/** Reusable lists of dot products (`primedEach`): one class for ranking's and pair building's, so the code that reads them sees one hidden class. */
export class Primer {
  dots = new Dots(DOTS_CAP);
}

/** Room for a shortlist's dot products: growing the lists later recompiles the code that reads them. */
const DOTS_CAP = 1024;

/**
 * `each(b, t)` for each target `b = bs[t]` of principal `a` (or of `a[t]`: any pairs), with the
 * pair's dot products computed ahead in one batch (`primeDots`): what `each` computes through
 * score.ts comes out bit-identical. Callers keep the results in arrays of their own: one array
 * shared by scores (numbers) and matches (objects) would change its elements kind, and V8 would
 * recompile this loop.
 */
export function primedEach(p: Packed, s: Primer, a: number | readonly number[], bs: readonly number[], each: (b: number, t: number) => void): void {
  primeDots(p, s, a, bs);
  const d = s.dots;
  for (let t = 0; t < bs.length; t++) {
    const from = d.first[t]!, to = d.first[t + 1]!;
    if (from === to) {
      each(bs[t]!, t);
      continue;
    }
    PRIMED.on = true;
    PRIMED.slotX = d.slotX; PRIMED.slotY = d.slotY; PRIMED.cos = d.cos;
    PRIMED.from = from + 1; PRIMED.to = to; PRIMED.profile = d.cos[from]!;
    try {
      each(bs[t]!, t);
    } finally {
      PRIMED.on = false;
    }
  }
}

function touch(s: Scratch, b: number, v: number): void {
  const cur = s.cheap[b]!;
  if (cur === 0) s.touched[s.count++] = b;
  s.cheap[b] = cur + v;
}

/** probeKeys(t, sectors) (farKeys when widening), flattened and cached in the index. */
function probesFor(idx: CandidateIndex, t: number, sectors: number, far: boolean): Int32Array {
  const k = t * 4294967296 + sectors;
  const cache = far ? idx.farProbes : idx.probes;
  let flat = cache.get(k);
  if (!flat) {
    flat = Int32Array.from((far ? farKeys(t, sectors) : probeKeys(t, sectors)).flat());
    cache.set(k, flat);
  }
  return flat;
}

/** Keys to read for one item: its own sector buckets fully, neighbours and wildcards sampled. */
function probeKeys(t: number, sectors: number): [number, number][] {
  const keys: [number, number][] = [];
  const wildBit = 31 - Math.clz32(SECTOR_WILD);
  if (sectors === 0 || (sectors & SECTOR_WILD) !== 0) {
    for (let b = 0; b < 32; b++) keys.push([t * 32 + b, SCAN_CAP_NEAR]);
    return keys;
  }
  let related = 0;
  for (let b = 0; b < 31; b++) {
    if (!((sectors >>> b) & 1)) continue;
    keys.push([t * 32 + b, SCAN_CAP_EXACT]);
    related |= SECTOR_RELATED[b] ?? 0;
  }
  related &= ~sectors;
  for (let b = 0; b < 31; b++) if ((related >>> b) & 1) keys.push([t * 32 + b, SCAN_CAP_NEAR]);
  keys.push([t * 32 + wildBit, SCAN_CAP_NEAR], [t * 32 + NO_SECTOR, SCAN_CAP_NEAR]);
  return keys;
}

/** Same-topic buckets `probeKeys` leaves out (other sectors), each sampled: the widening pass. */
function farKeys(t: number, sectors: number): [number, number][] {
  const near = new Set(probeKeys(t, sectors).map(([k]) => k));
  const keys: [number, number][] = [];
  for (let b = 0; b < 32; b++) if (!near.has(t * 32 + b)) keys.push([t * 32 + b, SCAN_CAP_NEAR]);
  return keys;
}

function scanItems(p: Packed, idx: CandidateIndex, s: Scratch, a: number, fromNeeds: boolean, far = false): void {
  const start = fromNeeds ? p.needStart[a]! : p.offerStart[a]!;
  const count = fromNeeds ? p.needCount[a]! : p.offerCount[a]!;
  const post = fromNeeds ? idx.offers : idx.needs;
  const otherPost = fromNeeds ? idx.otherOffers : idx.otherNeeds;
  for (let i = start; i < start + count; i++) {
    const t = p.itemTopic[i]!;
    if (t === OTHER) {
      if (far) continue; // free text was read in full by the first pass
      const list = otherPost;
      // Positions wrap around by hand: a modulo per posting costs a division.
      let at = list.length > SCAN_CAP_EXACT ? tieBreak(a, i) % list.length : 0;
      let m = 0;
      for (let k = 0; k < list.length && k < SCAN_CAP_EXACT; k++, at = at + 1 === list.length ? 0 : at + 1) {
        const j = list[at]!;
        if (eligiblePair(idx.sided, p.side, p.company, a, p.itemOwner[j]!)) s.js[m++] = j;
      }
      // The cosines first, six at a time (as `primeDots`), then the same touches in the same order.
      for (let q = 0; q < m; q += 6) cosines6(p, i, s, q, m);
      for (let q = 0; q < m; q++) {
        const j = s.js[q]!;
        touch(s, p.itemOwner[j]!, Math.max(0.01, s.cos[q]!) * p.itemWeight[j]!);
      }
      continue;
    }
    const probes = probesFor(idx, t, p.itemSectors[i]!, far);
    for (let q = 0; q < probes.length; q += 2) {
      const key = probes[q]!, cap = probes[q + 1]!;
      const list = post.get(key);
      if (!list) continue;
      // A capped read starts at a per-principal offset: everyone samples a different slice,
      // so nobody beyond the first `cap` postings is invisible to the whole event.
      let at = list.length > cap ? tieBreak(a, key) % list.length : 0;
      for (let k = 0; k < list.length && k < cap; k++, at = at + 1 === list.length ? 0 : at + 1) {
        const j = list[at]!;
        const b = p.itemOwner[j]!;
        if (!eligiblePair(idx.sided, p.side, p.company, a, b)) continue;
        const fit = fromNeeds ? quickFit(p, i, j) : quickFit(p, j, i);
        touch(s, b, (0.4 + 0.5 * fit) * p.itemWeight[j]! * p.itemWeight[i]!);
      }
    }
  }
}

/**
 * The `k` touched targets with the highest cheap score (ties: `tieBreak`), without sorting
 * every touched target: a threshold from a quickselect over a scratch copy, then a small sort.
 */
function topByCheap(s: Scratch, a: number, k: number): number[] {
  const n = s.count;
  // A tiny per-(principal, target) jitter makes cheap scores distinct, so equally good targets
  // are not always resolved the same way and no comparator needs a tie-break hash.
  for (let i = 0; i < n; i++) {
    const b = s.touched[i]!;
    s.cheap[b] = s.cheap[b]! * (1 + (tieBreak(a, b) / 4294967296) * 1e-3);
  }
  let chosen: number[];
  if (n <= k) chosen = Array.from(s.touched.subarray(0, n));
  else {
    const vals = s.vals.subarray(0, n);
    for (let i = 0; i < n; i++) vals[i] = s.cheap[s.touched[i]!]!;
    const threshold = kthLargest(vals, k);
    chosen = [];
    for (let i = 0; i < n; i++) if (s.cheap[s.touched[i]!]! >= threshold) chosen.push(s.touched[i]!);
  }
  chosen.sort((x, y) => s.cheap[y]! - s.cheap[x]! || x - y);
  return chosen.slice(0, k);
}

/**
 * Deterministic per-principal order among equal scores. Breaking ties by roster position
 * would hand the same few targets to everyone; a hash of (principal, target) spreads them.
 */
export function tieBreak(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x27d4eb2f, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 12)) >>> 0;
}

/** k-th largest value (1-based) by in-place quickselect; `v` is scratch and gets reordered. */
function kthLargest(v: Float32Array, k: number): number {
  let lo = 0, hi = v.length - 1;
  const target = k - 1;
  while (lo < hi) {
    const pivot = v[(lo + hi) >> 1]!;
    let i = lo, j = hi;
    while (i <= j) {
      while (v[i]! > pivot) i++;
      while (v[j]! < pivot) j--;
      if (i <= j) {
        const t = v[i]!; v[i] = v[j]!; v[j] = t;
        i++; j--;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else break;
  }
  return v[target]!;
}

export interface Ranked {
  targets: Int32Array;
  scores: Float32Array;
}

/**
 * Exact scores already computed in this thread, keyed by the unordered pair: the final score is
 * symmetric, so when `b` was a principal that scored `a`, `a` reuses it instead of scoring
 * (b, a) again. Memory is O(principals × shortlist).
 */
export type ScoreMemo = Map<number, number>;

const pairKey = (n: number, a: number, b: number) => (a < b ? a * n + b : b * n + a);

/** Every target principal `a` may meet. */
function eligibleTargets(p: Packed, idx: CandidateIndex, a: number): number[] {
  const out: number[] = [];
  for (let b = 0; b < p.n; b++) if (eligiblePair(idx.sided, p.side, p.company, a, b)) out.push(b);
  return out;
}

/** The best `shortlist` candidates of principal `a` by the cheap score: bucket, free-text and profile neighbours. */
function shortlistOf(p: Packed, idx: CandidateIndex, s: Scratch, a: number, shortlist: number): number[] {
  s.count = 0;
  scanItems(p, idx, s, a, true);
  scanItems(p, idx, s, a, false);
  if (s.count < shortlist) {
    // Too few candidates share a sector: the same topic in other sectors (a weaker match, but
    // a match) fills the shortlist before unrelated people would.
    scanItems(p, idx, s, a, true, true);
    scanItems(p, idx, s, a, false, true);
  }
  for (let t = 0; t < LSH_TABLES; t++) {
    const known = idx.sigs[a * LSH_TABLES + t] ?? -1;
    const prof = idx.profiles[t]?.get(known >= 0 ? known : signature(p.profileVec, a, p.dim, idx.planes[t]!));
    if (!prof) continue;
    for (let k = 0, taken = 0; k < prof.length && taken < PROFILE_TAKE; k++) {
      const b = prof[k]!;
      if (!eligiblePair(idx.sided, p.side, p.company, a, b)) continue;
      touch(s, b, 0.001);
      taken++;
    }
  }
  const short = topByCheap(s, a, shortlist);
  for (let k = 0; k < s.count; k++) s.cheap[s.touched[k]!] = 0;
  return short;
}

/** The best `keep` targets of principal `a` by exact reciprocal score (ties: `tieBreak`). */
export function rankFor(p: Packed, idx: CandidateIndex, s: Scratch, a: number, shortlist: number, keep: number, memo?: ScoreMemo): Ranked {
  // Small events: every eligible pair is cheap enough to score exactly, so no candidate step.
  const short = p.n <= 2 * shortlist || CANDIDATES.exhaustive ? eligibleTargets(p, idx, a) : shortlistOf(p, idx, s, a, shortlist);
  // Each target's score from the memo when the pair was scored the other way round, else scored
  // here (`at`: where each of those goes); one memo lookup per target, no object per target.
  const f = new Float64Array(short.length);
  const todo: number[] = [], at: number[] = [];
  for (let t = 0; t < short.length; t++) {
    const known = memo?.get(pairKey(p.n, a, short[t]!));
    if (known === undefined) {
      todo.push(short[t]!);
      at.push(t);
    } else f[t] = known;
  }
  primedEach(p, s.primer, a, todo, (b, k) => {
    const x = finalScore(p, a, b);
    f[at[k]!] = x;
    memo?.set(pairKey(p.n, a, b), x);
  });
  // Best first, ties by `tieBreak`; the sort is stable, so equal keys keep the shortlist's order.
  const tie = new Float64Array(short.length);
  const order: number[] = [];
  for (let t = 0; t < short.length; t++) {
    tie[t] = tieBreak(a, short[t]!);
    order.push(t);
  }
  order.sort((x, y) => f[y]! - f[x]! || tie[x]! - tie[y]!);
  const top = Math.min(keep, order.length);
  const targets = new Int32Array(top), scores = new Float32Array(top);
  for (let k = 0; k < top; k++) {
    targets[k] = short[order[k]!]!;
    scores[k] = f[order[k]!]!;
  }
  return { targets, scores };
}
