/**
 * The keyword part of the people-search index (pure, in memory): BM25+ over fields with
 * prefix and typo-tolerant term expansion by minisearch's radix tree (`SearchableMap`:
 * `atPrefix`, `fuzzyGet`), scored into a typed-array accumulator and cut to the top k with a
 * heap. minisearch's own `search` builds an object per matching document and sorts them all,
 * which took tens of milliseconds per query at 50,000 people when common words match most of
 * them; this keeps the same scoring ideas (BM25+, the weights of prefix and fuzzy matches, the
 * bonus for matching more query terms) at a fraction of the cost.
 */
import SearchableMap from 'minisearch/SearchableMap';

export interface LexicalQuery {
  terms: string[];
  /** Boost per field index; a field absent (or 0) is not searched. */
  boosts: number[];
  /** Only these documents (null: every live one). */
  owners: Uint8Array | null;
  k: number;
}

export interface LexicalHit {
  doc: number;
  score: number;
}

export interface LexicalResult {
  hits: LexicalHit[];
  /** Every index term the query's terms were expanded to (for `why` and snippets). */
  expanded: Set<string>;
}

const K1 = 1.2;
const B = 0.7;
const DELTA = 0.5;
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const MAX_EXPANSIONS = 64;

/** A growable array of int32 pairs. */
class Postings {
  data = new Int32Array(8);
  length = 0;
  push(doc: number, packed: number): void {
    if (this.length + 2 > this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = doc;
    this.data[this.length++] = packed;
  }
}

export class LexicalIndex {
  private lexicon = new SearchableMap<number>();
  private terms: string[] = [];
  private postings: Postings[] = [];
  /** Documents (live) containing each term, per field: `df[term * F + f]`. */
  private df: number[] = [];
  private lengths: Uint16Array[];
  private totals: number[];
  private alive = new Uint8Array(0);
  private live = 0;
  private dead = 0;
  private acc = new Float32Array(0);
  private mask = new Uint32Array(0);

  constructor(private readonly fields: number) {
    this.lengths = Array.from({ length: fields }, () => new Uint16Array(0));
    this.totals = new Array<number>(fields).fill(0);
  }

  get size(): number {
    return this.live;
  }

  /** Postings held for deleted documents (the caller rebuilds when it grows). */
  get garbage(): number {
    return this.dead;
  }

  private ensure(doc: number): void {
    if (doc < this.alive.length) return;
    const cap = Math.max(1024, this.alive.length * 2, doc + 1);
    const grow = <T extends Uint8Array | Uint16Array | Float32Array | Uint32Array>(a: T, make: (n: number) => T): T => {
      const b = make(cap);
      b.set(a as never);
      return b;
    };
    this.alive = grow(this.alive, (n) => new Uint8Array(n));
    this.lengths = this.lengths.map((l) => grow(l, (n) => new Uint16Array(n)));
    this.acc = new Float32Array(cap);
    this.mask = new Uint32Array(cap);
  }

  private termId(t: string): number {
    let id = this.lexicon.get(t);
    if (id === undefined) {
      id = this.terms.length;
      this.terms.push(t);
      this.postings.push(new Postings());
      for (let f = 0; f < this.fields; f++) this.df.push(0);
      this.lexicon.set(t, id);
    }
    return id;
  }

  /** Adds a document: its terms per field (already processed). Ids must be new. */
  add(doc: number, fieldTerms: string[][]): void {
    this.ensure(doc);
    for (let f = 0; f < this.fields; f++) {
      const terms = fieldTerms[f] ?? [];
      this.lengths[f]![doc] = Math.min(65535, terms.length);
      this.totals[f]! += terms.length;
      const tf = new Map<string, number>();
      for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
      for (const [t, n] of tf) {
        const id = this.termId(t);
        this.postings[id]!.push(doc, (Math.min(n, 0xffff) << 8) | f);
        this.df[id * this.fields + f]!++;
      }
    }
    this.alive[doc] = 1;
    this.live++;
  }

  /** Removes a document (its terms per field, as given to `add`). */
  remove(doc: number, fieldTerms: string[][]): void {
    if (!this.alive[doc]) return;
    this.alive[doc] = 0;
    this.live--;
    for (let f = 0; f < this.fields; f++) {
      const terms = fieldTerms[f] ?? [];
      this.totals[f]! -= terms.length;
      for (const t of new Set(terms)) {
        const id = this.lexicon.get(t);
        if (id !== undefined) this.df[id * this.fields + f]!--;
        this.dead++;
      }
    }
  }

  /** Index terms a query term stands for, with their weights (exact 1, prefix, fuzzy). */
  private expand(term: string, prefix: boolean, maxFuzzy: number): Array<[number, number]> {
    const out = new Map<number, number>();
    const exact = this.lexicon.get(term);
    if (exact !== undefined) out.set(exact, 1);
    if (prefix) {
      let n = 0;
      for (const [t, id] of this.lexicon.atPrefix(term)) {
        if (n++ >= MAX_EXPANSIONS) break;
        if (t === term) continue;
        const w = (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * (t.length - term.length));
        if ((out.get(id) ?? 0) < w) out.set(id, w);
      }
    }
    if (maxFuzzy > 0) {
      let n = 0;
      for (const [t, [id, d]] of this.lexicon.fuzzyGet(term, maxFuzzy)) {
        if (n++ >= MAX_EXPANSIONS) break;
        if (t === term) continue;
        const w = (FUZZY_WEIGHT * term.length) / (term.length + d);
        if ((out.get(id) ?? 0) < w) out.set(id, w);
      }
    }
    return [...out];
  }

  search(q: LexicalQuery, opts: { prefix: (t: string) => boolean; fuzzy: (t: string) => number }): LexicalResult {
    if (this.live === 0 || q.terms.length === 0) return { hits: [], expanded: new Set() };
    const F = this.fields;
    const avg = this.totals.map((t) => Math.max(1, t / this.live));
    const touched: number[] = [];
    const { acc, mask, alive } = this;
    const owners = q.owners;
    const terms = q.terms.slice(0, 32);
    const expansions = terms.map((t) => this.expand(t, opts.prefix(t), opts.fuzzy(t)));
    expansions.forEach((list, qi) => {
      const bit = 1 << qi;
      for (const [id, w] of list) {
        const p = this.postings[id]!;
        const idf = new Array<number>(F);
        for (let f = 0; f < F; f++) {
          const df = Math.max(0, this.df[id * F + f]!);
          idf[f] = Math.log(1 + (this.live - df + 0.5) / (df + 0.5));
        }
        const data = p.data;
        for (let i = 0; i < p.length; i += 2) {
          const doc = data[i]!;
          if (!alive[doc] || (owners !== null && owners[doc] !== 1)) continue;
          const packed = data[i + 1]!;
          const f = packed & 0xff;
          const boost = q.boosts[f] ?? 0;
          if (boost <= 0) continue;
          const tf = packed >>> 8;
          const len = this.lengths[f]![doc]!;
          const s = boost * w * idf[f]! * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * len) / avg[f]!)) + DELTA);
          if (mask[doc] === 0) touched.push(doc);
          acc[doc]! += s;
          mask[doc]! |= bit;
        }
      }
    });
    // Top k by the score times the number of query terms matched, with a small min-heap.
    const heap: Array<[number, number]> = [];
    const final = (doc: number) => {
      let m = mask[doc]!;
      let c = 0;
      while (m) {
        m &= m - 1;
        c++;
      }
      return acc[doc]! * c;
    };
    const less = (a: [number, number], b: [number, number]) => a[0] < b[0] || (a[0] === b[0] && a[1] > b[1]);
    for (const doc of touched) {
      const item: [number, number] = [final(doc), doc];
      if (heap.length < q.k) {
        heap.push(item);
        for (let i = heap.length - 1; i > 0; ) {
          const p = (i - 1) >> 1;
          if (!less(heap[i]!, heap[p]!)) break;
          [heap[i], heap[p]] = [heap[p]!, heap[i]!];
          i = p;
        }
      } else if (less(heap[0]!, item)) {
        heap[0] = item;
        for (let i = 0; ; ) {
          const l = 2 * i + 1;
          const r = l + 1;
          let m = i;
          if (l < heap.length && less(heap[l]!, heap[m]!)) m = l;
          if (r < heap.length && less(heap[r]!, heap[m]!)) m = r;
          if (m === i) break;
          [heap[i], heap[m]] = [heap[m]!, heap[i]!];
          i = m;
        }
      }
    }
    const hits = heap.sort((a, b) => b[0] - a[0] || a[1] - b[1]).map(([score, doc]) => ({ doc, score }));
    const expanded = new Set(expansions.flatMap((list) => list.map(([id]) => this.terms[id]!)));
    for (const doc of touched) {
      acc[doc] = 0;
      mask[doc] = 0;
    }
    return { hits, expanded };
  }
}
