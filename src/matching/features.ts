import { GEO_PARENT, GEOGRAPHIES, RELATED_ROLES, RELATED_SECTORS, ROLES, SECTORS, STAGE_ORDER } from './qualifier-lexicon.ts';
import { companyCodes } from './policy.ts';
import { COFOUNDER_KINDS } from './cofounder-kinds.ts';
import { GUIDANCE_KINDS } from './guidance.ts';
import { WORK_KINDS } from './work-kinds.ts';
import { decodeVector } from './encoder.ts';
import { AREA_INDEX } from './areas.ts';
import { givesGrants } from './grant-sides.ts';
import { saidOrProfile, writtenOf } from './written.ts';
import type { ReadIntent } from './read.ts';
import { isCueWord, isStopword, stem, words } from './text.ts';
import type { AttendeeInput, Intent, IntentItem, Topic } from './types.ts';

/**
 * Packed, transferable features of a roster: typed arrays over SharedArrayBuffers so worker
 * threads read one copy. Qualifiers become bitmasks, which keeps pair scoring allocation-free.
 */
export const TOPIC_LIST: Topic[] = [
  'capital', 'dealflow', 'talent', 'job', 'customers', 'solution', 'partnership', 'advice', 'cofounder', 'supply',
  'research', 'grant', 'press', 'story', 'distribution', 'other',
];
export const OTHER = TOPIC_LIST.indexOf('other');
/** Qualifier keys in mask order: each key is one bit of a 32-bit mask, so a list may hold at most 32. */
function maskKeys(keys: string[]): string[] {
  if (keys.length > 32) throw new Error(`${keys.length} qualifier keys do not fit a 32-bit mask`);
  return keys.sort();
}
const SECTOR_KEYS = maskKeys(Object.keys(SECTORS));
const GEO_KEYS = maskKeys(Object.keys(GEOGRAPHIES));
// Co-founder kinds are roles only co-founder items carry (rule `cofounder-kinds`).
// So are the kinds of guidance of advice items (rule `guidance-kinds`) and the kinds of work of
// talent and job items (rule `work-kinds`).
const ROLE_KEYS = maskKeys([...new Set([...Object.keys(ROLES), ...COFOUNDER_KINDS, ...GUIDANCE_KINDS, ...WORK_KINDS])]);

function bitsOf(keys: string[], values: readonly string[]): number {
  let m = 0;
  for (const v of values) {
    const i = keys.indexOf(v);
    if (i >= 0) m |= 1 << i;
  }
  return m >>> 0;
}
const relatedMask = (keys: string[], pairs: [string, string][]) =>
  keys.map((k) => bitsOf(keys, pairs.flatMap(([x, y]) => (x === k ? [y] : y === k ? [x] : []))));
export const SECTOR_WILD = bitsOf(SECTOR_KEYS, ['*']);
export const GEO_WILD = bitsOf(GEO_KEYS, ['*']);
export const SECTOR_RELATED = relatedMask(SECTOR_KEYS, RELATED_SECTORS);
// Kinds of work that often share a post (a data engineer, a clinical research nurse) are related, not apart (rule `work-kinds`).
const RELATED_WORK: [string, string][] = [['work_technical', 'work_data'], ['work_commercial', 'work_operations'], ['work_regulatory', 'work_research'], ['work_care', 'work_research'], ['work_trades', 'work_technical']];
export const ROLE_RELATED = relatedMask(ROLE_KEYS, [...RELATED_ROLES, ...RELATED_WORK]);
/** The role bits of the co-founder kinds (rule `cofounder-kinds`). */
export const KIND_BITS = bitsOf(ROLE_KEYS, COFOUNDER_KINDS);
/** The role bits of the kinds of guidance (rule `guidance-kinds`). */
export const GUIDE_BITS = bitsOf(ROLE_KEYS, GUIDANCE_KINDS);
/** The role bits of the kinds of work (rule `work-kinds`). */
export const WORK_BITS = bitsOf(ROLE_KEYS, WORK_KINDS);
/** The top of a region's tree: the continent it lies in. */
const geoRoot = (k: string): string => (GEO_PARENT[k] ? geoRoot(GEO_PARENT[k]) : k);
/** Each region with every region inside it: a region's mask holds its whole subtree. */
const GEO_SUBTREE = GEO_KEYS.map((k) => bitsOf(GEO_KEYS, GEO_KEYS.filter((x) => x === k || inside(x, k))));
function inside(x: string, k: string): boolean {
  for (let p = GEO_PARENT[x]; p; p = GEO_PARENT[p]) if (p === k) return true;
  return false;
}
/**
 * The regions an item's place covers, for pair scoring: each region it names with every region
 * inside it. Two places then share a bit exactly when one contains the other (subtrees of a tree
 * are nested or apart): a European fund and a Polish founder overlap, a UK founder and a DACH
 * fund do not.
 */
function geoMask(regions: readonly string[]): number {
  let m = 0;
  for (const r of regions) {
    const i = GEO_KEYS.indexOf(r);
    if (i >= 0) m |= GEO_SUBTREE[i]!;
  }
  return m >>> 0;
}
/** Regions of one continent are related: a near miss, not a far one. */
export const GEO_RELATED = GEO_KEYS.map((k) => (k === '*' ? 0 : bitsOf(GEO_KEYS, GEO_KEYS.filter((x) => x !== '*' && geoRoot(x) === geoRoot(k)))));
export const SECTOR_COUNT = SECTOR_KEYS.length;

export interface Packed {
  n: number;
  dim: number;
  side: Uint8Array; // 0 none, 1 founder, 2 investor
  company: Int32Array; // companyCodes: 0 none, equal codes never match
  needStart: Uint32Array;
  needCount: Uint8Array;
  offerStart: Uint32Array;
  offerCount: Uint8Array;
  profileVec: Float32Array; // n * dim
  /** 1 when the attendee's reading carries sentence vectors; 0 for a reading without (lexical). */
  hasVec: Uint8Array;
  /** TF-IDF of each attendee's profile text: terms of a at lexTerm[lexStart[a]..lexStart[a+1]), sorted, unit length. */
  lexStart: Uint32Array;
  lexTerm: Uint32Array;
  lexWeight: Float32Array;
  /**
   * What each attendee asks for (`needLex*`: the texts of the needs they state) and gives
   * (`offerLex*`: of the offers they state), TF-IDF over the same terms and idf, unit length; the
   * profile's when the reading states none. Rows as `lex*`.
   */
  needLexStart: Uint32Array;
  needLexTerm: Uint32Array;
  needLexWeight: Float32Array;
  offerLexStart: Uint32Array;
  offerLexTerm: Uint32Array;
  offerLexWeight: Float32Array;
  allSectors: Uint32Array;
  allGeos: Uint32Array;
  allStages: Uint8Array;
  // items
  itemOwner: Uint32Array;
  itemTopic: Uint8Array;
  itemSectors: Uint32Array;
  itemStages: Uint8Array;
  itemGeos: Uint32Array;
  itemRoles: Uint32Array;
  itemAmin: Float32Array; // -1 = none
  itemAmax: Float32Array;
  itemLead: Uint8Array; // 0 none, 1 lead, 2 follow
  itemWeight: Float32Array; // stated vs implied (evidence backs an offer's reasons, not its weight)
  /** 1 for an item the person stated in words (not implied, and not read from a side alone). */
  itemStated: Uint8Array;
  /** 1 for a mirror: an item implied by another item of the person's (hiring implies a job offered), whose text is that item's. */
  itemMirror: Uint8Array;
  /** The distinct vectors items carry, one row each, then a row of zeros (items without one). */
  itemVec: Float32Array;
  /** Row of an item's vector in `itemVec`: items sharing a vector share its row. */
  itemRow: Int32Array;
  /** Which distinct stored vector an item carries (-1: none); equal slots, equal vectors. */
  itemSlot: Int32Array;
  /**
   * The area of each attendee, which all their items are about (`areas.ts`): indices into
   * `AREA_IDS` at areaId[areaStart[i]..areaStart[i+1]), sorted, weights of unit length (two areas
   * compare by a dot product); empty without a stored reading.
   */
  areaStart: Uint32Array;
  areaId: Uint32Array;
  areaWeight: Float32Array;
  /** Each attendee's side of grants (`grantSide`): 0 none, 1 gives grants, 2 seeks one. */
  grantSide: Uint8Array;
}

function shared<T extends Float32Array | Uint32Array | Int32Array | Uint8Array>(Ctor: new (b: SharedArrayBuffer) => T, bytesPer: number, len: number): T {
  return new Ctor(new SharedArrayBuffer(Math.max(1, len) * bytesPer));
}

/**
 * Rule `grant-sides`: which side of grants an attendee is on, 1 giving, 2 seeking, 0 neither.
 * Someone whose words give grants (`givesGrants` on what they wrote, `said`) or who offers a grant
 * (stated, not implied by another item) gives, whatever else they ask for: a grant body's text
 * names grants and applicants often enough for the classifier to read a grant need beside its
 * offer, or instead of it. A grant need seeks, and so does a project offered for funding (deal
 * flow) by someone who asks no investor for capital: the reading's mirror of a grant need is that
 * offer, and an equity raise is an investor's business, not a grant body's.
 */
export function grantSide(it: { needs: readonly Pick<IntentItem, 'topic' | 'implied'>[]; offers: readonly Pick<IntentItem, 'topic' | 'implied'>[] }, said = ''): number {
  if ((said !== '' && givesGrants(said)) || it.offers.some((o) => o.topic === 'grant' && !o.implied)) return 1;
  if (it.needs.some((n) => n.topic === 'grant')) return 2;
  return !it.needs.some((n) => n.topic === 'capital') && it.offers.some((o) => o.topic === 'dealflow') ? 2 : 0;
}

export function itemText(it: IntentItem): string {
  return it.topic === 'other' ? it.span : `${it.topic} ${it.span}`;
}

export function profileText(a: AttendeeInput): string {
  const w = writtenOf(a);
  return [a.title, a.company, w.goal, ...w.needs, ...w.offers].filter(Boolean).join('. ');
}

/** A reading to pack: a stored one, or one read without the encoder (`vectors: null`). */
export type PackReading = Pick<ReadIntent, 'intent'> & { vectors: ReadIntent['vectors'] | null; areas?: ReadIntent['areas'] | null };

/** Packs readings: intents as bitmasks and typed arrays, stored vectors decoded. */
export function pack(attendees: AttendeeInput[], readings: readonly PackReading[]): Packed {
  const intents: Intent[] = readings.map((r) => r.intent);
  const n = attendees.length;
  const items: IntentItem[] = [];
  const owner: number[] = [];
  const needStart = shared(Uint32Array, 4, n);
  const needCount = shared(Uint8Array, 1, n);
  const offerStart = shared(Uint32Array, 4, n);
  const offerCount = shared(Uint8Array, 1, n);
  intents.forEach((it, i) => {
    needStart[i] = items.length;
    needCount[i] = it.needs.length;
    items.push(...it.needs);
    offerStart[i] = items.length;
    offerCount[i] = it.offers.length;
    items.push(...it.offers);
    for (let k = 0; k < it.needs.length + it.offers.length; k++) owner.push(i);
  });
  // Each distinct stored vector is decoded once and gets a slot: items sharing a vector (the
  // items of one reading carry the mean of its clauses' vectors) share a slot, so scoring compares them once.
  const slots = new Map<string, number>();
  const decoded: Float32Array[] = [];
  const slotOf = (s: string) => {
    let k = slots.get(s);
    if (k === undefined) {
      slots.set(s, (k = decoded.length));
      decoded.push(decodeVector(s));
    }
    return k;
  };
  const profileVecs = readings.map((r) => (r.vectors?.profile ? decoded[slotOf(r.vectors.profile)]! : null));
  const itemSlots = readings.flatMap((r) =>
    r.vectors ? [...r.vectors.needs, ...r.vectors.offers].map(slotOf) : [...r.intent.needs, ...r.intent.offers].map(() => -1),
  );
  // Items of one reading carry one vector, so rows of distinct vectors take a third of the
  // memory rows per item would (fresh memory is paid for page by page).
  const rowOf = new Map<number, number>();
  for (const k of itemSlots) if (k >= 0 && !rowOf.has(k)) rowOf.set(k, rowOf.size);
  const zeroRow = rowOf.size;
  const dim = decoded[0]?.length ?? 1; // every stored vector, profile or item, has the encoder's dimension
  const said = (i: number) => saidOrProfile(attendees[i]!);
  const lex = tfidf(attendees.map(profileText), intents.map((it, i) => statedTexts(it.needs, () => said(i))), intents.map((it, i) => statedTexts(it.offers, () => said(i))));
  const m = items.length;
  const areas = packRows(readings.map((r) => {
    const row = new Map<number, number>();
    for (const [id, w] of (r.vectors && r.areas) || []) {
      const at = AREA_INDEX.get(id);
      if (at !== undefined && w > 0) row.set(at, (row.get(at) ?? 0) + w);
    }
    let norm = 0;
    for (const w of row.values()) norm += w * w;
    norm = Math.sqrt(norm);
    for (const [at, w] of row) row.set(at, w / norm);
    return row;
  }));
  const p: Packed = {
    n, dim, needStart, needCount, offerStart, offerCount,
    side: shared(Uint8Array, 1, n),
    company: shared(Int32Array, 4, n),
    profileVec: shared(Float32Array, 4, n * dim),
    hasVec: shared(Uint8Array, 1, n),
    ...lex,
    allSectors: shared(Uint32Array, 4, n),
    allGeos: shared(Uint32Array, 4, n),
    allStages: shared(Uint8Array, 1, n),
    itemOwner: shared(Uint32Array, 4, m),
    itemTopic: shared(Uint8Array, 1, m),
    itemSectors: shared(Uint32Array, 4, m),
    itemStages: shared(Uint8Array, 1, m),
    itemGeos: shared(Uint32Array, 4, m),
    itemRoles: shared(Uint32Array, 4, m),
    itemAmin: shared(Float32Array, 4, m),
    itemAmax: shared(Float32Array, 4, m),
    itemLead: shared(Uint8Array, 1, m),
    itemWeight: shared(Float32Array, 4, m),
    itemStated: shared(Uint8Array, 1, m),
    itemMirror: shared(Uint8Array, 1, m),
    itemVec: shared(Float32Array, 4, (zeroRow + 1) * dim),
    itemRow: shared(Int32Array, 4, m),
    itemSlot: shared(Int32Array, 4, m),
    areaStart: areas.start,
    areaId: areas.term,
    areaWeight: areas.weight,
    grantSide: shared(Uint8Array, 1, n),
  };
  for (const [k, row] of rowOf) p.itemVec.set(decoded[k]!.subarray(0, dim), row * dim);
  p.company.set(companyCodes(attendees));
  attendees.forEach((a, i) => {
    p.side[i] = a.side === 'founder' ? 1 : a.side === 'investor' ? 2 : 0;
    p.hasVec[i] = readings[i]!.vectors ? 1 : 0;
    const w = writtenOf(a);
    p.grantSide[i] = grantSide(intents[i]!, [w.goal, ...w.needs, ...w.offers].join('. '));
    const v = profileVecs[i];
    if (v) p.profileVec.set(v.subarray(0, dim), i * dim);
  });
  items.forEach((it, j) => {
    const q = it.qualifiers;
    const o = owner[j] ?? 0;
    p.itemOwner[j] = o;
    p.itemTopic[j] = TOPIC_LIST.indexOf(it.topic);
    p.itemSectors[j] = bitsOf(SECTOR_KEYS, q.sectors);
    p.itemStages[j] = bitsOf(STAGE_ORDER, q.stages);
    p.itemGeos[j] = geoMask(q.geographies);
    p.itemRoles[j] = bitsOf(ROLE_KEYS, q.roles);
    p.itemAmin[j] = q.amount ? q.amount.min : -1;
    p.itemAmax[j] = q.amount ? q.amount.max : -1;
    p.itemLead[j] = q.lead === 'lead' ? 1 : q.lead === 'follow' ? 2 : 0;
    // Implied needs ("an investor wants deal flow") count less than stated ones.
    const implied = it.implied ? (it.axis === 'need' ? 0.6 : 0.8) : 1;
    p.itemWeight[j] = implied;
    p.itemStated[j] = !it.implied && it.span !== '' ? 1 : 0;
    p.itemMirror[j] = it.implied && !it.inferred ? 1 : 0;
    p.itemSlot[j] = itemSlots[j] ?? -1;
    p.itemRow[j] = rowOf.get(p.itemSlot[j]!) ?? zeroRow;
    p.allSectors[o] = (p.allSectors[o] ?? 0) | (p.itemSectors[j] ?? 0);
    p.allGeos[o] = (p.allGeos[o] ?? 0) | (p.itemGeos[j] ?? 0);
    p.allStages[o] = (p.allStages[o] ?? 0) | (p.itemStages[j] ?? 0);
  });
  return p;
}

/**
 * The texts of the items a reading states (explicit list entries and goal clauses), each once.
 * Implied items (mirrors, items inferred from a side or title) repeat another item's span, so
 * they say nothing of their own. An item read from the side alone has no words (reasons quote
 * none), yet what its owner wrote (`said`) still describes what the money is for: it stands for it.
 */
function statedTexts(items: readonly IntentItem[], said: () => string): string {
  return [...new Set(items.filter((x) => !x.implied).map((x) => (x.span === '' ? said() : x.span)).filter(Boolean))].join('. ');
}

/**
 * Whether a word is a lexical term: not a stopword, and not one of the cue words that say
 * someone wants or gives something but not what ("looking", "offer"): everybody at an event
 * writes those, so sharing them says nothing about a match.
 */
function isContentWord(w: string): boolean {
  return w.length >= 2 && !isStopword(w) && !isCueWord(w);
}

type Rows = { start: Uint32Array; term: Uint32Array; weight: Float32Array };

/** Sparse unit rows (term id → weight) packed into shared typed arrays, terms sorted per row. */
function packRows(rows: readonly Map<number, number>[]): Rows {
  const start = shared(Uint32Array, 4, rows.length + 1);
  const total = rows.reduce((s, d) => s + d.size, 0);
  const term = shared(Uint32Array, 4, total);
  const weight = shared(Float32Array, 4, total);
  let at = 0;
  rows.forEach((row, i) => {
    start[i] = at;
    // Term ids are small non-negative integers: a typed array sorts them in numeric order natively.
    for (const k of Uint32Array.from(row.keys()).sort()) {
      term[at] = k;
      weight[at] = row.get(k)!;
      at++;
    }
  });
  start[rows.length] = at;
  return { start, term, weight };
}

/**
 * TF-IDF vectors over this roster (content terms, log tf, smoothed idf from the profile texts),
 * unit length: of each profile text (the lexical half of the text similarity) and of what each
 * attendee states they need and offer (the directional half), weighted with the same idf. An
 * attendee who states no need (or no offer) gets the profile's vector for it.
 */
function tfidf(texts: readonly string[], needs: readonly string[], offers: readonly string[]): Pick<Packed, 'lexStart' | 'lexTerm' | 'lexWeight' | 'needLexStart' | 'needLexTerm' | 'needLexWeight' | 'offerLexStart' | 'offerLexTerm' | 'offerLexWeight'> {
  const ids = new Map<string, number>();
  // Term id of each distinct word (-1: not a term): words recur across profiles, stemming them once is enough.
  const termOf = new Map<string, number>();
  const count = (t: string, grow: boolean) => {
    const tf = new Map<number, number>();
    for (const w of words(t)) {
      let id = termOf.get(w);
      if (id === undefined) {
        if (!grow) continue; // a need or offer text only holds words of its profile
        if (!isContentWord(w)) id = -1;
        else {
          const k = stem(w);
          id = ids.get(k);
          if (id === undefined) ids.set(k, (id = ids.size));
        }
        termOf.set(w, id);
      }
      if (id < 0) continue;
      tf.set(id, (tf.get(id) ?? 0) + 1);
    }
    return tf;
  };
  const docs = texts.map((t) => count(t, true));
  const df = new Uint32Array(ids.size);
  for (const d of docs) for (const k of d.keys()) df[k]!++;
  const weigh = (tf: Map<number, number>) => {
    const v = new Map<number, number>();
    let norm = 0;
    for (const [k, f] of tf) {
      const w = (1 + Math.log(f)) * Math.log((1 + texts.length) / (1 + df[k]!));
      v.set(k, w);
      norm += w * w;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [k, w] of v) v.set(k, w / norm);
    return v;
  };
  const profiles = docs.map(weigh);
  const side = (t: string, i: number) => {
    const v = weigh(count(t, false));
    return v.size > 0 ? v : profiles[i]!;
  };
  const p = packRows(profiles);
  const n = packRows(needs.map(side));
  const o = packRows(offers.map(side));
  return {
    lexStart: p.start, lexTerm: p.term, lexWeight: p.weight,
    needLexStart: n.start, needLexTerm: n.term, needLexWeight: n.weight,
    offerLexStart: o.start, offerLexTerm: o.term, offerLexWeight: o.weight,
  };
}
