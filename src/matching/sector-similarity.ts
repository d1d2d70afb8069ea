import { dot, LocalWordEmbedder } from './embedder.ts';
import { SECTORS } from './qualifier-lexicon.ts';

/**
 * Sector by similarity for words the sector list does not contain ("clinical" -> health,
 * "electronics" -> hardware). Each leftover word of a clause is compared with the one-word
 * sector phrases; the closest word names the sector when it is close enough and clearly closer
 * to that sector than to any other.
 *
 * Word by word, not the average of the clause: an average of "still open" or "ready for
 * outside money" lands near multi-word phrases such as "open source" or
 * "future of work" and named a sector in most clauses it touched (dev and fresh: about one
 * inference in five was right).
 */
const MIN_COS = 0.6;
const MIN_MARGIN = 0.05;
/** Words too generic to say anything about a sector, and business words close to many sectors. */
const GENERIC = new Set(
  ('team teams great company companies startup startups founder founders product products people business businesses ' +
    'working building build ideal ideally first time event good new best interesting early experienced stage round ' +
    'focus based hq background thesis ticket tickets cheque cheques check checks size anywhere across ' +
    'market markets innovation innovative development operations operation strategic strategy growth scale scaling ' +
    'platform solution solutions services service industry industries sector sectors space tech technology technologies ' +
    'work open land launch project case').split(' '),
);

let protos: { sector: string; vec: Float32Array }[] | null = null;
const embedder = new LocalWordEmbedder();

export function inferSectors(residualWords: string[]): string[] {
  const content = residualWords.filter((w) => !GENERIC.has(w) && w.length > 2);
  if (content.length === 0) return [];
  const key = content.join(' ');
  const hit = cache.get(key);
  if (hit) return hit;
  const out = infer(content);
  if (cache.size < 100_000) cache.set(key, out);
  return out;
}

const cache = new Map<string, string[]>();

function infer(content: string[]): string[] {
  protos ??= Object.entries(SECTORS)
    .filter(([k]) => k !== '*')
    .flatMap(([sector, phrases]) => phrases.filter((p) => /^[a-z]+$/.test(p)).map((p) => ({ sector, vec: embedder.embedSync(p) })));
  let best: { sector: string; cos: number } | null = null;
  for (const w of content) {
    const v = embedder.embedSync(w);
    const bySector = new Map<string, number>();
    for (const p of protos) {
      const c = dot(v, p.vec);
      if (c > (bySector.get(p.sector) ?? -1)) bySector.set(p.sector, c);
    }
    const [first, second] = [...bySector].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    if (!first || first[1] < MIN_COS || (second && first[1] - second[1] < MIN_MARGIN)) continue;
    if (!best || first[1] > best.cos) best = { sector: first[0], cos: first[1] };
  }
  return best ? [best.sector] : [];
}
