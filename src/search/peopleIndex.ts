/**
 * One organisation's people-search index (pure, in memory): one document per person per event
 * they attend, so an event search sees only what was said at that event. Lexical ranking by
 * minisearch (BM25+, prefix and typo tolerance), semantic ranking by the sentence vectors of the
 * attendee's derived intent (vectors.ts), fused by reciprocal rank (fusion.ts). The keyword part
 * is lexical.ts: BM25+ with minisearch's radix tree for prefix and typo-tolerant expansion.
 */
import { LexicalIndex } from './lexical.ts';
import { kindBit, VectorIndex, type VectorKind } from './vectors.ts';
import { processTerm, readQuery, snippetOf, SPLIT, termsOf, withoutEmails, type QueryIntent } from './text.ts';
import { fuse, type Ranked } from './fusion.ts';

export const SEARCH_MODES = ['keyword', 'semantic', 'hybrid'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];
export const SEARCH_TYPES = ['all', 'profile', 'needs', 'offers'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** A text and its unit sentence vector (decoded from the stored reading). */
export interface VecItem {
  text: string;
  vec: Float32Array;
}

/** One person at one event, as the index reads it from the read models (never an e-mail). */
export interface MemberInput {
  event_id: string;
  entity_id: string;
  attendee_id: string | null;
  display_name: string;
  title: string | null;
  company: string | null;
  goal: string | null;
  /** Explicit needs of the event, or the needs derived from the goal. */
  needs: string[];
  offers: string[];
  /** From the attendee's current derived intent; null when there is none (semantic skips them). */
  vectors: { profile: VecItem | null; needs: VecItem[]; offers: VecItem[] } | null;
}

export type WhyField = 'display_name' | 'title' | 'company' | 'goal' | 'needs' | 'offers' | 'profile';

export interface Hit {
  entity_id: string;
  /** The ordinal of the person's best-matching membership. */
  best: number;
  score: number;
  why: { field: WhyField; snippet: string };
}

/** What the index keeps of a membership: its texts (never the float vectors) and its slots. */
interface Entry extends Omit<MemberInput, 'vectors'> {
  ord: number;
  slots: number[];
  vecTexts: { profile: string; needs: string[]; offers: string[] } | null;
}

const FIELDS = ['display_name', 'title', 'company', 'goal', 'needs', 'offers'] as const;
type Field = (typeof FIELDS)[number];

/** The indexed terms of each field of a membership (e-mail addresses removed first). */
function fieldTerms(e: Omit<MemberInput, 'vectors'>): string[][] {
  return FIELDS.map((f) => {
    const v = e[f];
    if (v === null || v === undefined) return [];
    return termsOf(withoutEmails(Array.isArray(v) ? v.join(' · ') : String(v)));
  });
}

/** Lexical fields and boosts per type, and for `all` per reading of the query. */
function lexicalPlan(type: SearchType, intent: QueryIntent): Partial<Record<Field, number>> {
  switch (type) {
    case 'profile':
      return { display_name: 2, title: 1.5, company: 1.5 };
    case 'needs':
      return { needs: 1.5, goal: 0.5 };
    case 'offers':
      return { offers: 1.5, goal: 0.5 };
    case 'all':
      if (intent === 'offers') return { offers: 2, title: 1, company: 1, display_name: 1, goal: 0.3 };
      if (intent === 'needs') return { needs: 2, title: 0.5, company: 0.5, display_name: 0.5, goal: 0.5 };
      return { display_name: 2, title: 1.5, company: 1.5, goal: 1, needs: 1, offers: 1 };
  }
}

/** Which sentence vectors a query is compared with. */
function semanticKinds(type: SearchType, intent: QueryIntent): VectorKind[] {
  if (type !== 'all') return [type];
  if (intent === 'offers') return ['offers'];
  if (intent === 'needs') return ['needs'];
  return ['profile', 'needs', 'offers'];
}

const KIND_FIELD: Record<number, WhyField> = { 0: 'profile', 1: 'needs', 2: 'offers' };

export interface SearchInput {
  query: string;
  mode: SearchMode;
  type: SearchType;
  limit: number;
  /** Only this event's memberships; null: the whole organisation. */
  eventId: string | null;
  /** The query's unit sentence vector; required for semantic and hybrid. */
  queryVector?: Float32Array | null;
}

/** Tuning, fixed by eval/search.ts (recorded in BENCHMARKS.md). */
export const TUNING = {
  /** Semantic neighbours below this cosine are not results of a semantic search… */
  minCosine: 0.25,
  /** …nor, below this one, of the semantic list of a hybrid search. */
  hybridMinCosine: 0.4,
  /** How many of each list take part in the fusion. */
  fuseDepth: 100,
  rrfK: 60,
  /** Weights of the keyword and semantic lists in the fusion. */
  keywordWeight: 1,
  semanticWeight: 1,
  /** Vectors re-scored exactly after the sign-bit pass. */
  rescore: 600,
};

export class PeopleIndex {
  private entries: Array<Entry | undefined> = [];
  private byEntity = new Map<string, Set<number>>();
  private byEvent = new Map<string, Set<number>>();
  private vectors = new VectorIndex();
  private lexical = new LexicalIndex(FIELDS.length);
  private deadDocs = 0;

  /** Persons (entities) with at least one membership. */
  get people(): number {
    return this.byEntity.size;
  }

  get memberships(): number {
    return this.lexical.size;
  }

  get vectorCount(): number {
    return this.vectors.size;
  }

  get vectorBytes(): number {
    return this.vectors.bytes;
  }

  eventsOf(entityId: string): string[] {
    return [...(this.byEntity.get(entityId) ?? [])].map((o) => this.entries[o]!.event_id).sort();
  }

  entry(ord: number): Readonly<Omit<MemberInput, 'vectors'>> | undefined {
    return this.entries[ord];
  }

  /** Adds one membership (building; `setPerson` replaces a person). */
  insert(m: MemberInput): void {
    const ord = this.entries.length;
    const v = m.vectors;
    const e: Entry = {
      event_id: m.event_id,
      entity_id: m.entity_id,
      attendee_id: m.attendee_id,
      display_name: m.display_name,
      title: m.title,
      company: m.company,
      goal: m.goal,
      needs: [...m.needs],
      offers: [...m.offers],
      ord,
      slots: [],
      vecTexts: v ? { profile: v.profile?.text ?? '', needs: v.needs.map((x) => x.text), offers: v.offers.map((x) => x.text) } : null,
    };
    this.entries.push(e);
    this.lexical.add(ord, fieldTerms(e));
    if (v) {
      const put = (kind: VectorKind, item: number, x: VecItem) => {
        const s = this.vectors.add(ord, kind, item, x.vec);
        if (s >= 0) e.slots.push(s);
      };
      if (v.profile) put('profile', 0, v.profile);
      v.needs.forEach((x, i) => put('needs', i, x));
      v.offers.forEach((x, i) => put('offers', i, x));
    }
    const link = (map: Map<string, Set<number>>, k: string) => (map.get(k) ?? map.set(k, new Set()).get(k)!).add(ord);
    link(this.byEntity, m.entity_id);
    link(this.byEvent, m.event_id);
  }

  private drop(ord: number): void {
    const e = this.entries[ord];
    if (!e) return;
    this.lexical.remove(ord, fieldTerms(e));
    for (const s of e.slots) this.vectors.remove(s);
    const unlink = (map: Map<string, Set<number>>, k: string) => {
      const set = map.get(k);
      set?.delete(ord);
      if (set && set.size === 0) map.delete(k);
    };
    unlink(this.byEntity, e.entity_id);
    unlink(this.byEvent, e.event_id);
    this.entries[ord] = undefined;
    this.deadDocs++;
  }

  /** Postings of removed memberships stay until they outnumber the live ones: then the keyword part is rebuilt. */
  private vacuum(): void {
    if (this.deadDocs < 1000 || this.deadDocs < this.lexical.size) return;
    this.lexical = new LexicalIndex(FIELDS.length);
    for (const e of this.entries) if (e) this.lexical.add(e.ord, fieldTerms(e));
    this.deadDocs = 0;
  }

  /** Replaces everything the index holds for one person with `members` (none: the person vanishes). */
  setPerson(entityId: string, members: readonly MemberInput[]): void {
    for (const ord of [...(this.byEntity.get(entityId) ?? [])]) this.drop(ord);
    for (const m of members) if (m.entity_id === entityId) this.insert(m);
    this.vacuum();
  }

  /** Removes every membership of an event (deleted event). */
  dropEvent(eventId: string): void {
    for (const ord of [...(this.byEvent.get(eventId) ?? [])]) this.drop(ord);
    this.vacuum();
  }

  private scopeMask(eventId: string | null): Uint8Array | null | 'empty' {
    if (eventId === null) return null;
    const scope = this.byEvent.get(eventId);
    if (!scope) return 'empty';
    const owners = new Uint8Array(this.entries.length);
    for (const o of scope) owners[o] = 1;
    return owners;
  }

  private keyword(input: SearchInput, intent: QueryIntent, topic: string, want: number): Ranked[] {
    const plan = lexicalPlan(input.type, intent);
    const owners = this.scopeMask(input.eventId);
    if (owners === 'empty') return [];
    const terms = termsOf(topic);
    const boosts = FIELDS.map((f) => plan[f] ?? 0);
    const out: Ranked[] = [];
    // Memberships of one person count once: ask for more when the org search groups them.
    for (let k = want * (input.eventId === null ? 3 : 1); ; k *= 4) {
      const { hits, expanded } = this.lexical.search(
        { terms, boosts, owners, k },
        { prefix: (t) => t.length >= 3, fuzzy: (t) => (t.length >= 5 ? Math.min(2, Math.floor(t.length * 0.2)) : 0) },
      );
      out.length = 0;
      const seen = new Set<string>();
      for (const h of hits) {
        const e = this.entries[h.doc];
        if (!e || seen.has(e.entity_id)) continue;
        seen.add(e.entity_id);
        out.push({ entity_id: e.entity_id, best: e.ord, score: h.score, why: this.lexicalWhy(e, expanded, plan) });
      }
      if (out.length >= want || hits.length < k) return out.slice(0, want);
    }
  }

  /** The field that matched most (matched words weighted by the field's boost), with a snippet. */
  private lexicalWhy(e: Entry, expanded: Set<string>, plan: Partial<Record<Field, number>>): Hit['why'] {
    let best: { field: Field; weight: number; text: string; words: string[] } | null = null;
    for (const field of FIELDS) {
      const boost = plan[field] ?? 0;
      if (boost <= 0) continue;
      const texts = field === 'needs' || field === 'offers' ? e[field] : [e[field] ?? ''];
      for (const text of texts) {
        const words = text.split(SPLIT).filter((w) => {
          const t = processTerm(w);
          return t !== null && expanded.has(t);
        });
        if (!words.length) continue;
        const weight = boost * new Set(words.map((w) => w.toLowerCase())).size;
        if (!best || weight > best.weight) best = { field, weight, text, words };
      }
    }
    if (!best) return { field: 'display_name', snippet: withoutEmails(e.display_name) };
    return { field: best.field, snippet: snippetOf(best.text, best.words) };
  }

  private semantic(input: SearchInput, intent: QueryIntent, floor: number): Ranked[] {
    const q = input.queryVector;
    // A query without a word to read (punctuation, symbols, emoji, function words only) means nothing:
    // the vectors nearest to its encoding are noise, so it ranks nobody, as in keyword search.
    if (!q || !termsOf(input.query).some((t) => /[\p{L}\p{N}]/u.test(t))) return [];
    const owners = this.scopeMask(input.eventId);
    if (owners === 'empty') return [];
    const kinds = semanticKinds(input.type, intent).reduce((m, k) => m | kindBit(k), 0);
    const hits = this.vectors.search(q, { kinds, owners, rescore: Math.max(TUNING.rescore, input.limit * 10) });
    const out: Ranked[] = [];
    const seen = new Set<string>();
    for (const h of hits) {
      if (h.score < floor) break;
      const e = this.entries[h.owner];
      if (!e || seen.has(e.entity_id)) continue;
      seen.add(e.entity_id);
      const field = KIND_FIELD[h.kind]!;
      const v = e.vecTexts!;
      const text = field === 'profile' ? v.profile : (field === 'needs' ? v.needs : v.offers)[h.item] ?? '';
      out.push({ entity_id: e.entity_id, best: e.ord, score: h.score, why: { field, snippet: snippetOf(text, termsOf(input.query)) } });
    }
    return out;
  }

  /** Ranked people for one query, best first, at most `limit`. */
  search(input: SearchInput): Hit[] {
    const { intent, topic } = readQuery(input.query);
    if (input.mode === 'keyword') return this.keyword(input, intent, topic, input.limit);
    if (input.mode === 'semantic') return this.semantic(input, intent, TUNING.minCosine).slice(0, input.limit);
    const lists = [
      { weight: TUNING.keywordWeight, items: this.keyword(input, intent, topic, TUNING.fuseDepth) },
      { weight: TUNING.semanticWeight, items: this.semantic(input, intent, TUNING.hybridMinCosine).slice(0, TUNING.fuseDepth), decidesTies: true },
    ];
    return fuse(lists, TUNING.rrfK).slice(0, input.limit);
  }
}
