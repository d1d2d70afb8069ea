import { dot, LocalWordEmbedder } from './embedder.ts';
import { SECTORS } from './qualifier-lexicon.ts';

/**
 * Sector by similarity for words the sector list does not contain ("remote patient monitoring"
 * -> health). Compares the leftover words of a clause with every sector phrase and keeps the
 * best sector only when it is close enough and clearly ahead of the runner-up.
 */
const MIN_COS = 0.6;
const MIN_MARGIN = 0.03;
/** Words too generic to say anything about a sector. */
const GENERIC = new Set(
  ('team teams great company companies startup startups founder founders product products people business businesses ' +
    'working building build ideal ideally first time event good new best interesting early experienced stage round ' +
    'focus based hq background thesis ticket tickets cheque cheques check checks size anywhere across').split(' '),
);

let protos: { sector: string; vec: Float32Array }[] | null = null;
const embedder = new LocalWordEmbedder();

export function inferSectors(residualWords: string[]): string[] {
  const content = residualWords.filter((w) => !GENERIC.has(w) && w.length > 2);
  if (content.length === 0) return [];
  const key = content.join(' ');
  const hit = cache.get(key);
  if (hit) return hit;
  const out = infer(key);
  if (cache.size < 100_000) cache.set(key, out);
  return out;
}

const cache = new Map<string, string[]>();

function infer(text: string): string[] {
  protos ??= Object.entries(SECTORS)
    .filter(([k]) => k !== '*')
    .flatMap(([sector, phrases]) => phrases.map((p) => ({ sector, vec: embedder.embedSync(p) })));
  const v = embedder.embedSync(text);
  const best = new Map<string, number>();
  for (const p of protos) {
    const c = dot(v, p.vec);
    if (c > (best.get(p.sector) ?? -1)) best.set(p.sector, c);
  }
  const ranked = [...best].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const [first, second] = ranked;
  if (!first || first[1] < MIN_COS) return [];
  if (second && first[1] - second[1] < MIN_MARGIN) return [];
  return [first[0]];
}
