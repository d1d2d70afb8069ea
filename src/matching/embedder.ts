import { readFileSync } from 'node:fs';
import { isCueWord, isStopword, words } from './text.ts';
import { correct, setKnownWords } from './phrase-match.ts';

/** Port for text representation. Vectors are L2-normalised; cosine is a dot product. */
export interface Embedder {
  /** Model name and version; part of `algorithm_version`. */
  readonly id: string;
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

const ASSET_DIR = new URL('./assets/', import.meta.url);
const DIM = 100;

interface WordTable {
  index: Map<string, number>;
  vectors: Int8Array;
  mean: Float32Array;
}
let table: WordTable | null = null;

/** Loads the ~3 MB quantised GloVe subset once per process (see assets/build-word-vectors.ts). */
function loadTable(): WordTable {
  if (table) return table;
  const vocab = readFileSync(new URL('word-vectors.vocab.txt', ASSET_DIR), 'utf8').split('\n').filter(Boolean);
  const buf = readFileSync(new URL('word-vectors.i8.bin', ASSET_DIR));
  const vectors = new Int8Array(buf.buffer, buf.byteOffset, buf.byteLength);
  const index = new Map<string, number>();
  vocab.forEach((w, i) => index.set(w, i));
  // The common direction shared by all words; removing it spreads cosines out (as in SIF).
  const mean = new Float32Array(DIM);
  for (let i = 0; i < vocab.length; i++) for (let d = 0; d < DIM; d++) mean[d]! += (vectors[i * DIM + d] ?? 0) / vocab.length;
  table = { index, vectors, mean };
  setKnownWords((w) => index.has(w));
  return table;
}

/** Make the embedder's vocabulary the "real words" list for typo correction. Idempotent. */
export function ensureVocabulary(): void {
  loadTable();
}

/**
 * Offline default: SIF-weighted average of quantised GloVe word vectors, common component
 * removed. Frequent words weigh little (Zipf rank stands in for frequency); stopwords none.
 */
export class LocalWordEmbedder implements Embedder {
  readonly id = 'glove-wink-sg100d-30k-i8@1';
  private cache = new Map<string, Float32Array>();
  /** Word -> vocabulary row after stopword, cue and typo handling (-1: ignored); words recur across texts. */
  private rows = new Map<string, number>();

  private rowOf(t: WordTable, raw: string): number {
    let i = this.rows.get(raw);
    if (i === undefined) {
      i = isStopword(raw) || isCueWord(raw) ? -1 : (t.index.get(t.index.has(raw) ? raw : correct(raw)) ?? -1);
      if (this.rows.size < 200_000) this.rows.set(raw, i);
    }
    return i;
  }

  embedSync(text: string): Float32Array {
    const hit = this.cache.get(text);
    if (hit) return hit;
    const t = loadTable();
    const out = new Float32Array(DIM);
    let total = 0;
    for (const raw of words(text)) {
      const i = this.rowOf(t, raw);
      if (i < 0) continue;
      const weight = 1e-3 / (1e-3 + 0.1 / (i + 10));
      total += weight;
      for (let d = 0; d < DIM; d++) out[d]! += weight * (t.vectors[i * DIM + d] ?? 0);
    }
    if (total > 0) for (let d = 0; d < DIM; d++) out[d]! -= total * t.mean[d]!;
    normalizeInPlace(out);
    if (this.cache.size < 200_000) this.cache.set(text, out);
    return out;
  }

  embed(texts: readonly string[]): Promise<Float32Array[]> {
    return Promise.resolve(texts.map((x) => this.embedSync(x)));
  }
}

export function normalizeInPlace(v: Float32Array): Float32Array {
  let s = 0;
  for (let i = 0; i < v.length; i++) s += v[i]! * v[i]!;
  const n = Math.sqrt(s);
  if (n > 0) for (let i = 0; i < v.length; i++) v[i]! /= n;
  return v;
}

export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) s += a[i]! * b[i]!;
  return s;
}

export interface HttpEmbedderConfig {
  /** Base URL of an OpenAI-compatible API, e.g. https://api.example.com/v1 */
  baseUrl: string;
  model: string;
  /** Model version or date, recorded in algorithm_version. */
  modelVersion?: string;
  apiKey?: string;
  batchSize?: number;
  fetch?: typeof fetch;
}

/** Optional provider for any OpenAI-compatible `/embeddings` endpoint, selected by config. */
export class HttpEmbedder implements Embedder {
  readonly id: string;
  constructor(private readonly cfg: HttpEmbedderConfig) {
    this.id = `openai-compatible:${cfg.model}@${cfg.modelVersion ?? 'unversioned'}`;
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const f = this.cfg.fetch ?? fetch;
    const size = this.cfg.batchSize ?? 256;
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += size) {
      const batch = texts.slice(i, i + size).map((t) => (t.trim() === '' ? ' ' : t));
      const res = await f(`${this.cfg.baseUrl.replace(/\/$/, '')}/embeddings`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.cfg.apiKey ? { authorization: `Bearer ${this.cfg.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: this.cfg.model, input: batch }),
      });
      if (!res.ok) throw new Error(`embedding provider answered ${res.status}`);
      const body = (await res.json()) as { data: { index: number; embedding: number[] }[] };
      const sorted = [...body.data].sort((a, b) => a.index - b.index);
      for (const d of sorted) out.push(normalizeInPlace(Float32Array.from(d.embedding)));
    }
    return out;
  }
}

/** Picks the provider from config; the local one unless an HTTP base URL and model are given. */
export function embedderFromConfig(env: Record<string, string | undefined>): Embedder {
  const baseUrl = env.MATCHING_EMBEDDINGS_URL;
  const model = env.MATCHING_EMBEDDINGS_MODEL;
  if (baseUrl && model) {
    return new HttpEmbedder({ baseUrl, model, modelVersion: env.MATCHING_EMBEDDINGS_MODEL_VERSION, apiKey: env.MATCHING_EMBEDDINGS_API_KEY });
  }
  return new LocalWordEmbedder();
}
