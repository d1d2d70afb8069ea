import { compile, correct, match, stemsOf } from './phrase-match.ts';
import type { Hit } from './phrase-match.ts';
import { NEED_CUES, OFFER_CUES, TOPIC_PHRASES } from './lexicon.ts';
import { GEOGRAPHIES, ROLES, SECTORS, STAGE_ORDER, STAGES } from './qualifier-lexicon.ts';
import { parseAmount } from './amounts.ts';
import { isStopword, normalize, stem, words } from './text.ts';
import { inferSectors } from './sector-similarity.ts';
import { ensureVocabulary } from './embedder.ts';
import type { Qualifiers } from './types.ts';

/**
 * The qualifiers one clause states, read with the qualifier lexicon (qualifier-lexicon.ts):
 * sectors, stages (a range covers the stages between its ends), regions, roles, an amount and
 * whether money is led or followed, for the reading (reading.ts).
 */

const TOPICS = compile(TOPIC_PHRASES);
const CUES = compile({ need: NEED_CUES, offer: OFFER_CUES });
const SECTOR_D = compile(SECTORS);
const STAGE_D = compile(STAGES);
const GEO_D = compile(GEOGRAPHIES, { typoTargets: false });
const ROLE_D = compile(ROLES);
const LEAD = new Set(['lead', 'leads', 'leading'].map(stem));
const FOLLOW = new Set(['follow', 'follower', 'coinvest', 'participate', 'syndicate'].map(stem));
/** Words that make a role name a department or a past job, not someone to hire. */
const DEPARTMENT = new Set(['team', 'teams', 'department', 'departments', 'function', 'org'].map(stem));
/** "Anyone here run operations at …", "I head marketing": a role word after these is a function someone holds, not a hire. */
const RUNS = new Set(['run', 'runs', 'running', 'head', 'heads', 'heading', 'manage', 'manages', 'managing', 'oversee', 'oversees', 'overseeing'].map(stem));
const PAST = new Set(['former', 'ex', 'retired', 'previously', 'formerly', 'recovering'].map(stem));
const ROLE_NOUNS = new Set(Object.values(ROLES).flat().flatMap((p) => (p.includes(' ') ? [] : [normalize(p), `${normalize(p)}s`])));
const WEAK_SECTOR_STEMS = new Set(['software', 'hardware'].map(stem));
const RANGE = new Set(['to', 'through', 'thru', 'until', 'up'].map(stem));

function keys(hits: Hit[]): string[] {
  return [...new Set(hits.map((h) => h.key))].sort();
}

/** The qualifier phrases of a clause, as hits over its stems, and the stems with them masked out. */
interface QualifierHits {
  sectorHits: Hit[];
  geoHits: Hit[];
  stageKeys: string[];
  /** The stems with sector, region and stage phrases blanked: topics and roles are read from them. */
  masked: string[];
  /** The written words, spelling-corrected. */
  surface: string[];
  roleHits: Hit[];
}

/**
 * Qualifier phrases are read first and their words removed before topics are read, so
 * "enterprise software" is a sector, not a software product. Across the two dictionaries the
 * longer phrase still wins: "media attention" is press, not the media sector; "ML engineers" is
 * a role, not the AI sector: a role phrase covering a sector word wins too.
 */
function qualifierHits(text: string, stems: readonly string[], raw: readonly string[]): QualifierHits {
  const longer = [...match(TOPICS, stems), ...match(ROLE_D, stems)];
  const sectorHits = match(SECTOR_D, stems).filter((h) => !longer.some((t) => t.end - t.start > h.end - h.start && t.start <= h.start && h.end <= t.end));
  // "co-host an event with us", "help us": the pronoun is no United States unless written "US";
  // nor is the currency "US$".
  const geoHits = match(GEO_D, stems).filter((h) => !(h.end - h.start === 1 && raw[h.start] === 'us' && !/\bU\.?S\b(?!\s?\$)/.test(text)));
  const stageHits = match(STAGE_D, stems);
  // "Pre-seed to Series B": a range of stages covers the stages between its ends.
  const stageKeys = stageRange(stems, stageHits);
  const masked = [...stems];
  for (const h of [...sectorHits, ...geoHits, ...stageHits]) for (let i = h.start; i < h.end; i++) masked[i] = '';
  // "our operations team", "former operator": a role name next to these is not someone to hire.
  // "we develop software" is no developer: a role word must be the noun itself, not a verb sharing its stem.
  const surface = raw.map(correct);
  const noun = (h: Hit) => h.end - h.start > 1 || ROLE_NOUNS.has(surface[h.start] ?? '');
  const roleHits = match(ROLE_D, masked).filter(
    (h) => noun(h) && !DEPARTMENT.has(masked[h.end] ?? '') && !PAST.has(stems[h.start - 1] ?? '') && !PAST.has(stems[h.start - 2] ?? '') && !RUNS.has(stems[h.start - 1] ?? ''),
  );
  return { sectorHits, geoHits, stageKeys, masked, surface, roleHits };
}

/** "software vendors for foodtech", "alt protein hardware": a bare "software"/"hardware" names the kind of product, not the sector, when the clause names a sector too. */
function sectorsOfHits(stems: readonly string[], sectorHits: Hit[]): string[] {
  const weak = (h: Hit) => h.end - h.start === 1 && WEAK_SECTOR_STEMS.has(stems[h.start] ?? '');
  const strongHits = sectorHits.filter((h) => !weak(h));
  return keys(strongHits.length > 0 ? strongHits : sectorHits);
}

/** "lead" or "follow" for money, from the words of a clause. */
function leadOf(stems: readonly string[]): 'lead' | 'follow' | null {
  return stems.some((s) => LEAD.has(s)) ? 'lead' : stems.some((s) => FOLLOW.has(s)) ? 'follow' : null;
}

/**
 * The qualifiers of one clause for the reading, which reads no topic words: roles and
 * lead are returned as written (the caller keeps roles for talent items and lead for money), and
 * with no sector word a sector is inferred by word similarity (`infer`) from the words no
 * qualifier, role, topic or cue phrase of the lexicon claims.
 */
export function readQualifiers(text: string, opts: { infer: boolean }): Qualifiers {
  // Typo correction leaves real words alone: the word vectors' vocabulary says which are real.
  ensureVocabulary();
  const stems = stemsOf(text);
  const raw = words(text);
  const h = qualifierHits(text, stems, raw);
  let sectors = sectorsOfHits(stems, h.sectorHits);
  if (sectors.length === 0 && opts.infer) {
    const used = new Set<number>();
    for (const x of [...match(TOPICS, h.masked), ...match(CUES, stems), ...h.roleHits]) for (let i = x.start; i < x.end; i++) used.add(i);
    sectors = inferSectors(raw.filter((w, i) => h.masked[i] !== '' && !used.has(i) && !isStopword(w) && !/\d/.test(w)));
  }
  return { sectors, stages: h.stageKeys, geographies: keys(h.geoHits), roles: keys(h.roleHits), amount: parseAmount(text), lead: leadOf(stems) };
}

/**
 * What a title or company names, read with the same lexicon as a clause: its roles ("Staff
 * Software Engineer": engineer) and the sectors it names ("Health Economist": health), none
 * inferred. Offer evidence (`evidence.ts`) compares them with the offer's own words.
 */
export function namedRolesAndSectors(text: string): { roles: string[]; sectors: string[] } {
  ensureVocabulary();
  const stems = stemsOf(text);
  const h = qualifierHits(text, stems, words(text));
  return { roles: keys(h.roleHits), sectors: sectorsOfHits(stems, h.sectorHits) };
}

function stageRange(stems: readonly string[], hits: Hit[]): string[] {
  const found = keys(hits);
  const sorted = [...hits].sort((x, y) => x.start - y.start);
  for (let k = 1; k < sorted.length; k++) {
    const a = sorted[k - 1]!, b = sorted[k]!;
    const between = stems.slice(a.end, b.start);
    if (between.length === 0 || between.length > 2 || !between.some((w) => RANGE.has(w))) continue;
    const [i, j] = [STAGE_ORDER.indexOf(a.key), STAGE_ORDER.indexOf(b.key)].sort((x, y) => x - y);
    if (i! >= 0) found.push(...STAGE_ORDER.slice(i, j! + 1));
  }
  return [...new Set(found)].sort();
}

export function emptyQualifiers(): Qualifiers {
  return { sectors: [], stages: [], geographies: [], roles: [], amount: null, lead: null };
}

/** Union of two qualifier sets (one item read from two clauses). */
export function mergeQualifiers(a: Qualifiers, b: Qualifiers): Qualifiers {
  const u = (x: string[], y: string[]) => [...new Set([...x, ...y])].sort();
  const amount =
    a.amount && b.amount
      ? { min: Math.min(a.amount.min, b.amount.min), max: Math.max(a.amount.max, b.amount.max) }
      : (a.amount ?? b.amount);
  return {
    sectors: u(a.sectors, b.sectors),
    stages: u(a.stages, b.stages),
    geographies: u(a.geographies, b.geographies),
    roles: u(a.roles, b.roles),
    amount,
    lead: a.lead ?? b.lead,
  };
}
