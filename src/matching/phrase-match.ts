import { editDistance, stem, words } from './text.ts';
import { NO_CORRECT } from './lexicon.ts';

/** A compiled phrase dictionary: key -> phrases, matched greedily, longest phrase first. */
export interface Dictionary {
  byFirst: Map<string, { stems: string[]; key: string }[]>;
}

export interface Hit {
  key: string;
  start: number;
  end: number; // exclusive token index
}

const allStems = new Set<string>();
const surfaceWords = new Set<string>();

/**
 * `typoTargets: false` for names (places): their words are never corrected away, but no other
 * word is corrected into one either, since a near-miss of a name is more often another name
 * ("Boli Labs" is no Bali) than a typo of it.
 */
export function compile(entries: Record<string, readonly string[]>, opts: { typoTargets: boolean } = { typoTargets: true }): Dictionary {
  const byFirst = new Map<string, { stems: string[]; key: string }[]>();
  for (const [key, phrases] of Object.entries(entries)) {
    for (const phrase of phrases) {
      const ws = words(phrase);
      const stems = ws.map(stem);
      const first = stems[0];
      if (first === undefined) continue;
      if (opts.typoTargets) for (const w of ws) if (w.length >= 4) surfaceWords.add(w);
      for (const s of stems) allStems.add(s);
      const list = byFirst.get(first) ?? [];
      list.push({ stems, key });
      byFirst.set(first, list);
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.stems.length - a.stems.length || (a.key < b.key ? -1 : 1));
  return { byFirst };
}

/** Greedy left-to-right longest match; matched tokens are consumed. */
export function match(dict: Dictionary, stems: readonly string[]): Hit[] {
  const hits: Hit[] = [];
  let i = 0;
  while (i < stems.length) {
    const cands = dict.byFirst.get(stems[i] ?? '');
    let hit: Hit | null = null;
    if (cands) {
      for (const c of cands) {
        if (c.stems.every((s, k) => stems[i + k] === s)) {
          hit = { key: c.key, start: i, end: i + c.stems.length };
          break;
        }
      }
    }
    if (hit) {
      hits.push(hit);
      i = hit.end;
    } else i++;
  }
  return hits;
}

type KnownWord = (word: string) => boolean;
let knownWord: KnownWord = () => false;
/** Words the embedder knows are real words and are never "corrected" into lexicon words. */
export function setKnownWords(fn: KnownWord): void {
  knownWord = fn;
  corrections.clear();
}

const corrections = new Map<string, string>();
/**
 * Lexicon surface words by length and by their first and by their second letter (each list
 * sorted): a typo is compared only with words of a length it can reach that share one of its
 * first two letters.
 */
interface Buckets {
  first: Map<number, string[]>[];
  second: Map<number, string[]>[];
}
let buckets: Buckets | null = null;

function lengthBuckets(): Buckets {
  const out: Buckets = { first: [], second: [] };
  const add = (m: Map<number, string[]>, k: number, w: string) => {
    const l = m.get(k);
    if (l) l.push(w);
    else m.set(k, [w]);
  };
  for (const w of [...surfaceWords].sort()) {
    add((out.first[w.length] ??= new Map()), w.charCodeAt(0), w);
    add((out.second[w.length] ??= new Map()), w.charCodeAt(1), w);
  }
  return out;
}

/**
 * Typo tolerance: an unknown word of 4+ letters within edit distance 1 (2 from 8 letters) of
 * a lexicon word becomes that word ("fundrasing" -> "fundraising", "invester" -> "investor").
 */
export function correct(word: string): string {
  if (word.length < 4 || NO_CORRECT.has(word) || allStems.has(stem(word)) || knownWord(word)) return word;
  const cached = corrections.get(word);
  if (cached !== undefined) return cached;
  buckets ??= lengthBuckets();
  const max = word.length >= 8 ? 2 : 1;
  let best = word;
  let bestD = max + 1;
  const c0 = word.charCodeAt(0), c1 = word.charCodeAt(1);
  for (let len = word.length - max; len <= word.length + max; len++) {
    // Typos rarely hit the first two letters together: only words sharing one of them are compared.
    const sameFirst = buckets.first[len]?.get(c0) ?? [];
    const sameSecond = (buckets.second[len]?.get(c1) ?? []).filter((w) => w.charCodeAt(0) !== c0);
    for (const cand of [...sameFirst, ...sameSecond]) {
      if (cand.startsWith(word)) continue; // "programme" -> "programmer" is a different word, not a typo
      const d = editDistance(word, cand, Math.min(max, bestD));
      // Ties go to the alphabetically first word, as when one sorted list was scanned.
      if (d < bestD || (d === bestD && d <= max && cand < best)) {
        bestD = d;
        best = cand;
      }
    }
  }
  corrections.set(word, best);
  return best;
}

/** Tokens of a clause, typo-corrected and stemmed, ready for `match`. */
export function stemsOf(text: string): string[] {
  return words(text).map((w) => stem(correct(w)));
}
