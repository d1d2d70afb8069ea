/**
 * Text handling of people search (pure): what gets indexed, how terms are normalised, how a
 * query is read (does it ask for someone who offers something, or for someone who needs
 * something?) and the snippet shown in `why`.
 */
import { maskEmails } from '../matching/emails.ts';

/** E-mail addresses are never indexed nor shown, wherever they appear in free text. */
export const withoutEmails = (s: string): string => maskEmails(s, ' ').replace(/\s{2,}/g, ' ').trim();

/** English function words: they carry no topic, so they neither match nor score. */
const STOPWORDS = new Set(
  (
    'a an and are as at be been being but by can could did do does for from had has have he her his how i if in into is it its ' +
    'me my no not of on or our ours she so some such than that the their them then there these they this those to too us was ' +
    'we were what when where which while who whom whose why will with would you your yours anyone anybody someone somebody ' +
    'something any person people one ones please also just very really more most'
  ).split(' '),
);

/**
 * A light English suffix stripper (plural, -ing, -ed, final e), applied alike to indexed and query
 * terms so "batteries" meets "battery" and "funding" meets "fund". Short words are left alone.
 */
export function stem(t: string): string {
  if (t.length <= 4 || !/^[a-z]+$/.test(t)) return t;
  let w = t;
  if (w.endsWith('ies') && w.length > 5) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 6) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 5) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** Letters that carry no combining mark to strip but have a plain Latin spelling. */
const LATIN_FOLD: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/**
 * A lower-cased term without Latin diacritics ("zoë" → "zoe", "ångström" → "angstrom", "straße" →
 * "strasse"), so a name or word is found however it is typed. Only the combining diacritical marks
 * (U+0300–U+036F) are dropped: other scripts (kana voicing marks, Hangul) recompose unchanged.
 */
export function foldLatin(t: string): string {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(t)) return t; // most terms: nothing to fold, no normalization to pay for
  return t
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæœøłđðþı]/g, (c) => LATIN_FOLD[c]!)
    .normalize('NFC');
}

/** minisearch's `processTerm`: lower-case, diacritics folded, apostrophes dropped, function words removed, stemmed. */
export function processTerm(term: string): string | null {
  const t = foldLatin(term.toLowerCase()).replace(/['’]/g, '');
  if (t.length === 0 || STOPWORDS.has(t)) return null;
  return stem(t);
}

/** Same splitting as minisearch's default tokenizer (spaces and punctuation), kept for snippets. */
export const SPLIT = /[\n\r\p{Z}\p{P}]+/u;

export const termsOf = (text: string): string[] => text.split(SPLIT).map(processTerm).filter((t): t is string => t !== null);

/**
 * What a query asks for:
 * - `offers`: it states what the searcher needs ("who could fund …", "looking for a mentor in …",
 *   "we need help with …"), so it is answered by what people offer;
 * - `needs`: it asks who needs something ("who is hiring …", "founders looking for …"), so it is
 *   answered by what people need;
 * - `plain`: a description of a person (name, role, company, topic).
 */
export type QueryIntent = 'offers' | 'needs' | 'plain';

export interface ReadQuery {
  intent: QueryIntent;
  /** The query without its request phrasing, for the lexical part. */
  topic: string;
}

// Asking about other people's needs: "who needs …", "founders raising …", "teams that are hiring …".
const NEEDS_CUES: RegExp[] = [
  /^\s*(?:which|what)?\s*(?:people|persons?|founders?|startups?|teams?|companies|attendees?|folks|ones?)?\s*(?:who|that)\s+(?:is|are)?\s*(?:needs?|wants?|seeks?|seeking|looking\s+for|searching\s+for|raising|hiring|lacks?|lacking|asks?\s+for|asking\s+for)\b/i,
  /^\s*who(?:'s|\s+is|\s+are)?\s+(?:needs?|wants?|seeks?|seeking|looking\s+for|searching\s+for|raising|hiring|asking\s+for)\b/i,
  /^\s*(?:people|founders?|startups?|teams?|companies|attendees?)\s+(?:needing|wanting|seeking|looking\s+for|searching\s+for|raising|hiring|asking\s+for)\b/i,
];

// Stating the searcher's own need: "who could fund …", "someone to review …", "we need …".
const OFFERS_CUES: RegExp[] = [
  /^\s*(?:is\s+there\s+)?(?:who|anyone|anybody|someone|somebody|people|persons?|an?\s+\w+|experts?|mentors?|investors?|advisors?)\s+(?:who|that)?\s*(?:can|could|would|will|might|may|is\s+able\s+to|are\s+able\s+to|is\s+willing\s+to|knows?\s+how\s+to|offers?|offering|provides?|providing|helps?|helping)\b/i,
  /^\s*(?:who|anyone|someone|somebody)\s+(?:to|for|with)\b/i,
  /^\s*(?:i|we)(?:'m|'re|\s+am|\s+are)?\s+(?:need|needs|want|wants|seek|seeking|looking\s+for|searching\s+for|in\s+need\s+of)\b/i,
  /^\s*(?:looking\s+for|searching\s+for|seeking|need(?:ing)?|in\s+need\s+of|wanted|help\s+(?:me|us)(?:\s+(?:with|to|find))?)\b/i,
  /^\s*(?:find|get)\s+(?:me|us)\b/i,
];

/** Reads the request phrasing of a query (pure; English phrasing only). */
export function readQuery(query: string): ReadQuery {
  const q = query.trim();
  for (const re of NEEDS_CUES) {
    const m = re.exec(q);
    if (m) return { intent: 'needs', topic: q.slice(m[0].length).trim() || q };
  }
  for (const re of OFFERS_CUES) {
    const m = re.exec(q);
    if (m) return { intent: 'offers', topic: q.slice(m[0].length).trim() || q };
  }
  return { intent: 'plain', topic: q };
}

const SNIPPET = 120;

/**
 * A window of at most ~120 characters of `text` around the first of `terms` it contains (or its
 * start), cut at word boundaries, with an ellipsis where it was cut.
 */
export function snippetOf(text: string, terms: readonly string[]): string {
  const clean = withoutEmails(text);
  if (clean.length <= SNIPPET) return clean;
  const lower = clean.toLowerCase();
  let at = -1;
  for (const t of terms) {
    const i = lower.indexOf(t.toLowerCase());
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  let start = Math.max(0, at < 0 ? 0 : at - 40);
  if (start > 0) {
    const sp = clean.lastIndexOf(' ', start);
    start = sp > 0 ? sp + 1 : start;
  }
  let end = Math.min(clean.length, start + SNIPPET);
  if (end < clean.length) {
    const sp = clean.lastIndexOf(' ', end);
    if (sp > start + 20) end = sp;
  }
  return `${start > 0 ? '…' : ''}${clean.slice(start, end).trim()}${end < clean.length ? '…' : ''}`;
}
