import { AREA_BANK } from './area-bank.ts';
import type { SentenceEncoder } from './encoder.ts';

/**
 * The area of an item (what the advice sought or given is about), read at enrichment time as a
 * sparse distribution over the area descriptions of `area-bank.ts`: a softmax, at a low
 * temperature, of a sentence vector's cosines to each area (the best of its phrases), each less
 * that area's mean cosine to a background of general event clauses (some areas are near every
 * sentence), the `top` most likely kept. Two items of one topic compare by the cosine of their
 * distributions (rule `area-match`).
 */
export type AreaList = [string, number][];

/** Sorted area ids: a packed area's index. */
export const AREA_IDS = Object.keys(AREA_BANK).sort();
/** An area id's index in AREA_IDS. */
export const AREA_INDEX = new Map(AREA_IDS.map((id, k) => [id, k]));

/** Settings of the area reading (fitted on the tuning events). */
export const AREA_READ = { temperature: 0.05, top: 3, centre: 1 } as const;

interface AreaBank {
  ids: string[];
  phrases: Float32Array[][];
  /** Each area's mean best-phrase cosine over the background clauses (0 without a background). */
  bias: Float64Array;
}

const banks = new Map<string, Promise<AreaBank>>();

const dot = (a: Float32Array, b: Float32Array) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
};

function cosines(bank: Pick<AreaBank, 'phrases'>, v: Float32Array): Float64Array {
  const out = new Float64Array(bank.phrases.length);
  bank.phrases.forEach((ps, k) => {
    let best = -1;
    for (const p of ps) best = Math.max(best, dot(p, v));
    out[k] = best;
  });
  return out;
}

/** The area descriptions encoded for this encoder (once per process), centred on `background`'s vectors. */
export function areaBankFor(encoder: SentenceEncoder, background: () => Promise<readonly Float32Array[]>): Promise<AreaBank> {
  let b = banks.get(encoder.id);
  if (!b) {
    b = (async () => {
      const ids = AREA_IDS;
      const texts = ids.flatMap((id) => AREA_BANK[id]!);
      const vecs = await encoder.encode(texts);
      let at = 0;
      const phrases = ids.map((id) => AREA_BANK[id]!.map(() => vecs[at++]!));
      const bias = new Float64Array(ids.length);
      const bg = await background();
      for (const v of bg) {
        const c = cosines({ phrases }, v);
        for (let k = 0; k < ids.length; k++) bias[k]! += c[k]! / bg.length;
      }
      return { ids, phrases, bias };
    })();
    banks.set(encoder.id, b);
  }
  return b;
}

/** The `top` likeliest areas of a sentence vector, weights summing to 1 (3 decimals); none for a zero vector. */
export function areasOf(bank: AreaBank, v: Float32Array | null): AreaList {
  if (!v || !v.some((x) => x !== 0)) return [];
  const c = cosines(bank, v);
  const z = Array.from(c, (x, k) => (x - AREA_READ.centre * bank.bias[k]!) / AREA_READ.temperature);
  const m = Math.max(...z);
  const e = z.map((x) => Math.exp(x - m));
  const s = e.reduce((x, y) => x + y, 0);
  const ranked = e.map((x, k) => [bank.ids[k]!, x / s] as [string, number]).sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1)).slice(0, AREA_READ.top);
  const kept = ranked.reduce((x, [, w]) => x + w, 0);
  return ranked.map(([id, w]) => [id, Math.round((w / kept) * 1000) / 1000]);
}
