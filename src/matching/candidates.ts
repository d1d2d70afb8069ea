import { OTHER, SECTOR_RELATED, SECTOR_WILD } from './features.ts';
import type { Packed } from './features.ts';
import { canBePrincipal, eligiblePair, isSided } from './policy.ts';
import { finalScore, itemCos, quickFit } from './score.ts';

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
const LSH_BITS = 8;
const LSH_TABLES = 4;
const PROFILE_TAKE = 32; // profile neighbours taken per table

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

/** Random-hyperplane signature: vectors with a small angle share most bits. */
function signature(vecs: Float32Array, at: number, dim: number, planes: Float32Array): number {
  let sig = 0;
  for (let b = 0; b < LSH_BITS; b++) {
    let s = 0;
    for (let d = 0; d < dim; d++) s += vecs[at * dim + d]! * planes[b * dim + d]!;
    if (s > 0) sig |= 1 << b;
  }
  return sig;
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
}

export function newScratch(n: number): Scratch {
  return { cheap: new Float32Array(n), touched: new Int32Array(n), vals: new Float32Array(n), count: 0 };
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
      const start = list.length > SCAN_CAP_EXACT ? tieBreak(a, i) % list.length : 0;
      for (let k = 0; k < list.length && k < SCAN_CAP_EXACT; k++) {
        const j = list[(start + k) % list.length]!;
        const b = p.itemOwner[j]!;
        if (!eligiblePair(idx.sided, p.side, p.company, a, b)) continue;
        touch(s, b, Math.max(0.01, itemCos(p, i, j)) * p.itemWeight[j]!);
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
      const start = list.length > cap ? tieBreak(a, key) % list.length : 0;
      for (let k = 0; k < list.length && k < cap; k++) {
        const j = list[(start + k) % list.length]!;
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

/** The best `keep` targets of principal `a` by exact reciprocal score (ties: `tieBreak`). */
export function rankFor(p: Packed, idx: CandidateIndex, s: Scratch, a: number, shortlist: number, keep: number, memo?: ScoreMemo): Ranked {
  s.count = 0;
  scanItems(p, idx, s, a, true);
  scanItems(p, idx, s, a, false);
  if (s.count < shortlist) {
    // Too few candidates share a sector: the same topic in other sectors (a weaker match, but
    // a match) fills the shortlist before unrelated people would.
    scanItems(p, idx, s, a, true, true);
    scanItems(p, idx, s, a, false, true);
  }
  if (p.n <= 2 * shortlist) {
    // Small events: every eligible pair is cheap enough to score exactly.
    for (let b = 0; b < p.n; b++) if (eligiblePair(idx.sided, p.side, p.company, a, b)) touch(s, b, 1e-4);
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
  const scored = short.map((b) => {
    if (!memo) return { b, f: finalScore(p, a, b) };
    const key = pairKey(p.n, a, b);
    let f = memo.get(key);
    if (f === undefined) memo.set(key, (f = finalScore(p, a, b)));
    return { b, f };
  });
  scored.sort((x, y) => y.f - x.f || tieBreak(a, x.b) - tieBreak(a, y.b));
  const top = scored.slice(0, keep);
  return { targets: Int32Array.from(top.map((x) => x.b)), scores: Float32Array.from(top.map((x) => x.f)) };
}
