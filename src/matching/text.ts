/** Text normalisation shared by derivation, the embedder and the TF-IDF baseline. */

const STOP = new Set(
  ('a an the and or but of to in on at for with from by as is are was were be been am i we you he she they it ' +
    'my our your their its this that these those me us them who which what when where how into about over ' +
    'also just really very so some any all can could would should will shall may might do does did have has had ' +
    'not no yes if then than there here up out more most such via per etc im ive were weve').split(' '),
);

export function isStopword(word: string): boolean {
  return STOP.has(word);
}

/**
 * Words that say someone wants or gives something but not what: left out of text embeddings so
 * "looking for Japanese localisation help" is about Japanese localisation, not about looking.
 */
const CUE_WORDS = new Set(
  ('looking look seeking seek searching need needs want wants would love like happy glad help hoping hope interested ' +
    'keen meet find can offer offering someone anyone people great good always ideally really').split(' '),
);

export function isCueWord(word: string): boolean {
  return CUE_WORDS.has(word);
}

/** Lowercase, unify dashes and quotes, strip accents so "Zürich" and "zurich" meet. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019`]/g, "'");
}

/**
 * `normalize`d text as plain words between single spaces, padded with one at each end, for word
 * patterns: hyphens and slashes split words, every other sign but the apostrophe (and `keep`) is
 * a space ("end-to-end / R&D" reads " end to end r d ", or " end to end r&d " keeping "&").
 */
export function plainWords(text: string, keep = ''): string {
  const other = new RegExp(`[^a-z0-9'${keep.replace(/[\\\]^-]/g, '\\$&')} ]+`, 'g');
  return ` ${normalize(text).replace(/[-/]/g, ' ').replace(other, ' ').replace(/\s+/g, ' ').trim()} `;
}

/** Word tokens: letters, digits, and inner hyphens/apostrophes dropped ("co-founder" -> "cofounder" is NOT done here). */
export function words(text: string): string[] {
  return normalize(text).match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
}

/**
 * A light suffix stripper so "investing", "investors" and "invest" meet. Deliberately crude:
 * both lexicon phrases and text go through it, so its only job is to be consistent.
 */
export function stem(word: string): string {
  const w = word.replace(/'s$/, '');
  // Every strip must leave at least four letters: "users" must not become "us".
  let out = w;
  for (const [suffix, repl] of SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length + repl.length >= 4) {
      out = w.slice(0, -suffix.length) + repl;
      break;
    }
  }
  // "experience"/"experienced", "raise"/"raising": a final e is noise once suffixes are gone.
  return out.length > 4 && out.endsWith('e') ? out.slice(0, -1) : out;
}
const SUFFIXES: [string, string][] = [['ing', ''], ['ies', 'y'], ['ers', ''], ['ed', ''], ['er', ''], ['s', '']];

/** Three reusable rows: typo correction calls this thousands of times per roster. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Optimal-string-alignment distance (a swap of two neighbours costs 1), early exit past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length + 1;
  if (rows[0]!.length < n) rows = [new Int32Array(2 * n), new Int32Array(2 * n), new Int32Array(2 * n)];
  let [prev2, prev, cur] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j < n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const spare = prev2;
    prev2 = prev;
    prev = cur;
    cur = spare;
  }
  return prev[b.length]!;
}
