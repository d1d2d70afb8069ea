/**
 * The semantic part of the people-search index (pure, in memory): int8 copies of the stored
 * sentence vectors in one flat array, plus their sign bits. A query is answered in two steps:
 * the Hamming distance of the sign bits ranks every candidate vector cheaply (a few ms for a
 * quarter of a million vectors), then the nearest few hundred are re-scored exactly (cosine).
 * Measured against the exact scan in test/search/vectors.unit.test.ts and BENCHMARKS.md.
 */

export const KIND = { profile: 0, needs: 1, offers: 2 } as const;
export type VectorKind = keyof typeof KIND;
export const kindBit = (k: VectorKind) => 1 << KIND[k];

export interface VectorHit {
  slot: number;
  owner: number;
  kind: number;
  item: number;
  score: number;
}

export class VectorIndex {
  private dim = 0;
  private words = 0;
  private cap = 0;
  private used = 0;
  private data = new Int8Array(0);
  private bits = new Uint32Array(0);
  private norm = new Float32Array(0);
  /** Owner (document ordinal) of each slot; -1 for a free slot. */
  private owner = new Int32Array(0);
  private kind = new Uint8Array(0);
  private item = new Uint16Array(0);
  private free: number[] = [];
  private live = 0;

  get size(): number {
    return this.live;
  }

  get dimensions(): number {
    return this.dim;
  }

  /** Bytes held by the typed arrays (for the memory figure of the benchmark). */
  get bytes(): number {
    return this.data.byteLength + this.bits.byteLength + this.norm.byteLength + this.owner.byteLength + this.kind.byteLength + this.item.byteLength;
  }

  private grow(): void {
    const cap = Math.max(1024, this.cap * 2);
    const re = <T extends Int8Array | Uint32Array | Float32Array | Int32Array | Uint8Array | Uint16Array>(old: T, n: number, make: (n: number) => T): T => {
      const a = make(n);
      a.set(old as never);
      return a;
    };
    this.data = re(this.data, cap * this.dim, (n) => new Int8Array(n));
    this.bits = re(this.bits, cap * this.words, (n) => new Uint32Array(n));
    this.norm = re(this.norm, cap, (n) => new Float32Array(n));
    this.owner = re(this.owner, cap, (n) => new Int32Array(n).fill(-1));
    this.kind = re(this.kind, cap, (n) => new Uint8Array(n));
    this.item = re(this.item, cap, (n) => new Uint16Array(n));
    this.cap = cap;
  }

  /**
   * Adds one unit vector; returns its slot, or -1 when it cannot be used (empty, or of another
   * dimension than the vectors already held).
   */
  add(owner: number, kind: VectorKind, item: number, v: Float32Array): number {
    if (v.length === 0) return -1;
    if (this.dim === 0) {
      this.dim = v.length;
      this.words = Math.ceil(v.length / 32);
    }
    if (v.length !== this.dim) return -1;
    let max = 0;
    for (let i = 0; i < v.length; i++) max = Math.max(max, Math.abs(v[i]!));
    if (max === 0) return -1;
    let slot = this.free.pop();
    if (slot === undefined) {
      if (this.used === this.cap) this.grow();
      slot = this.used++;
    }
    const o = slot * this.dim;
    const w = slot * this.words;
    this.bits.fill(0, w, w + this.words);
    let sq = 0;
    for (let i = 0; i < this.dim; i++) {
      const q = Math.round((v[i]! / max) * 127);
      this.data[o + i] = q;
      sq += q * q;
      if (q > 0) this.bits[w + (i >> 5)]! |= 1 << (i & 31);
    }
    this.norm[slot] = Math.sqrt(sq);
    this.owner[slot] = owner;
    this.kind[slot] = KIND[kind];
    this.item[slot] = item;
    this.live++;
    return slot;
  }

  remove(slot: number): void {
    if (slot < 0 || slot >= this.used || this.owner[slot] === -1) return;
    this.owner[slot] = -1;
    this.free.push(slot);
    this.live--;
  }

  private exact(slot: number, q: Float32Array): number {
    const o = slot * this.dim;
    let s = 0;
    for (let i = 0; i < this.dim; i++) s += q[i]! * this.data[o + i]!;
    return s / this.norm[slot]!;
  }

  /**
   * The vectors nearest to the unit vector `q` among those whose kind is in `kinds` (a bit mask
   * of `kindBit`) and whose owner is allowed by `owners` (null: all), best first.
   * `rescore` is how many of the Hamming-nearest are scored exactly; `exhaustive` scores all.
   */
  search(q: Float32Array, opts: { kinds: number; owners: Uint8Array | null; rescore: number; exhaustive?: boolean }): VectorHit[] {
    if (this.dim === 0 || q.length !== this.dim || this.live === 0) return [];
    const { kinds, owners } = opts;
    const accept = (s: number) => {
      const ow = this.owner[s]!;
      return ow >= 0 && (kinds & (1 << this.kind[s]!)) !== 0 && (owners === null || owners[ow] === 1);
    };
    let chosen: number[];
    if (opts.exhaustive) {
      chosen = [];
      for (let s = 0; s < this.used; s++) if (accept(s)) chosen.push(s);
    } else {
      const W = this.words;
      const qb = new Uint32Array(W);
      for (let i = 0; i < this.dim; i++) if (q[i]! > 0) qb[i >> 5]! |= 1 << (i & 31);
      const dist = new Uint16Array(this.used).fill(0xffff);
      const hist = new Uint32Array(this.dim + 2);
      const { bits, owner, kind } = this;
      const used = this.used;
      for (let s = 0; s < used; s++) {
        const ow = owner[s]!;
        if (ow < 0 || (kinds & (1 << kind[s]!)) === 0 || (owners !== null && owners[ow] !== 1)) continue;
        let d = 0;
        for (let w = 0, o = s * W; w < W; w++, o++) {
          let x = (bits[o]! ^ qb[w]!) >>> 0;
          x = x - ((x >>> 1) & 0x55555555);
          x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
          d += (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
        }
        dist[s] = d;
        hist[d]!++;
      }
      // The smallest distance that lets `rescore` vectors through.
      let cut = 0;
      for (let acc = 0; cut <= this.dim; cut++) {
        acc += hist[cut]!;
        if (acc >= opts.rescore) break;
      }
      chosen = [];
      for (let s = 0; s < this.used; s++) if (dist[s]! <= cut) chosen.push(s);
    }
    const hits = chosen.map((slot) => ({ slot, owner: this.owner[slot]!, kind: this.kind[slot]!, item: this.item[slot]!, score: this.exact(slot, q) }));
    return hits.sort((a, b) => b.score - a.score || a.slot - b.slot);
  }
}
