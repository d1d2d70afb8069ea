/**
 * One organisation's people-search index (pure, in memory): one document per person per event
 * they attend, so an event search sees only what was said at that event. Lexical ranking by
 * minisearch (BM25+, prefix and typo tolerance), semantic ranking by the sentence vectors of the
 * attendee's derived intent (vectors.ts), fused by reciprocal rank (fusion.ts).
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { kindBit, VectorIndex, type VectorKind } from './vectors.ts';
import { processTerm, readQuery, snippetOf, termsOf, withoutEmails, type QueryIntent } from './text.ts';
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

interface Entry extends MemberInput {
  ord: number;
  slots: number[];
}

const FIELDS = ['display_name', 'title', 'company', 'goal', 'needs', 'offers'] as const;
type Field = (typeof FIELDS)[number];

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
  /** Semantic neighbours below this cosine are not results. */
  minCosine: 0.4,
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
  private mini = new MiniSearch<Entry>({
    idField: 'ord',
    fields: [...FIELDS],
    extractField: (doc, field) => {
      if (field === 'ord') return doc.ord as never; // the id stays a number
      const v = (doc as unknown as Record<string, unknown>)[field];
      if (v === null || v === undefined) return '';
      return withoutEmails(Array.isArray(v) ? v.join(' · ') : String(v));
    },
    processTerm,
    searchOptions: { processTerm },
  });

  /** Persons (entities) with at least one membership. */
  get people(): number {
    return this.byEntity.size;
  }

  get memberships(): number {
    return this.mini.documentCount;
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

  entry(ord: number): Readonly<MemberInput> | undefined {
    return this.entries[ord];
  }

  /** Adds one membership (building; `setPerson` replaces a person). */
  insert(m: MemberInput): void {
    const ord = this.entries.length;
    const e: Entry = { ...m, needs: [...m.needs], offers: [...m.offers], ord, slots: [] };
    this.entries.push(e);
    this.mini.add(e);
    if (m.vectors) {
      const put = (kind: VectorKind, item: number, v: VecItem) => {
        const s = this.vectors.add(ord, kind, item, v.vec);
        if (s >= 0) e.slots.push(s);
      };
      if (m.vectors.profile) put('profile', 0, m.vectors.profile);
      m.vectors.needs.forEach((v, i) => put('needs', i, v));
      m.vectors.offers.forEach((v, i) => put('offers', i, v));
    }
    const link = (map: Map<string, Set<number>>, k: string) => (map.get(k) ?? map.set(k, new Set()).get(k)!).add(ord);
    link(this.byEntity, m.entity_id);
    link(this.byEvent, m.event_id);
  }

  private drop(ord: number): void {
    const e = this.entries[ord];
    if (!e) return;
    this.mini.discard(ord);
    for (const s of e.slots) this.vectors.remove(s);
    const unlink = (map: Map<string, Set<number>>, k: string) => {
      const set = map.get(k);
      set?.delete(ord);
      if (set && set.size === 0) map.delete(k);
    };
    unlink(this.byEntity, e.entity_id);
    unlink(this.byEvent, e.event_id);
    this.entries[ord] = undefined;
  }

  /** Replaces everything the index holds for one person with `members` (none: the person vanishes). */
  setPerson(entityId: string, members: readonly MemberInput[]): void {
    for (const ord of [...(this.byEntity.get(entityId) ?? [])]) this.drop(ord);
    for (const m of members) if (m.entity_id === entityId) this.insert(m);
  }

  /** Removes every membership of an event (deleted event). */
  dropEvent(eventId: string): void {
    for (const ord of [...(this.byEvent.get(eventId) ?? [])]) this.drop(ord);
  }

  private keyword(input: SearchInput, intent: QueryIntent, topic: string): Ranked[] {
    const boost = lexicalPlan(input.type, intent);
    const fields = Object.keys(boost) as Field[];
    const scope = input.eventId === null ? null : this.byEvent.get(input.eventId);
    if (input.eventId !== null && !scope) return [];
    const results: SearchResult[] = this.mini.search(topic, {
      fields,
      boost,
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      maxFuzzy: 2,
      combineWith: 'OR',
      ...(scope ? { filter: (r: SearchResult) => scope.has(r.id as number) } : {}),
    });
    const out: Ranked[] = [];
    const seen = new Set<string>();
    for (const r of results) {
      const e = this.entries[r.id as number];
      if (!e || seen.has(e.entity_id)) continue;
      seen.add(e.entity_id);
      out.push({ entity_id: e.entity_id, best: e.ord, score: r.score, why: this.lexicalWhy(e, r, boost) });
    }
    return out;
  }

  /** The field that contributed most (matched terms weighted by the field's boost), with a snippet. */
  private lexicalWhy(e: Entry, r: SearchResult, boost: Partial<Record<Field, number>>): Hit['why'] {
    const weight = new Map<Field, number>();
    for (const [term, fields] of Object.entries(r.match)) {
      for (const f of fields as Field[]) weight.set(f, (weight.get(f) ?? 0) + (boost[f] ?? 1) * Math.max(1, term.length / 4));
    }
    const field = [...weight].sort((a, b) => b[1] - a[1] || FIELDS.indexOf(a[0]) - FIELDS.indexOf(b[0]))[0]?.[0] ?? 'display_name';
    const terms = Object.keys(r.match);
    const texts = field === 'needs' || field === 'offers' ? e[field] : [e[field] ?? ''];
    // Within a list, the entry that holds a matched term.
    const text = texts.find((t) => termsOf(t).some((w) => terms.some((m) => w.startsWith(m) || m.startsWith(w)))) ?? texts[0] ?? '';
    return { field, snippet: snippetOf(text, terms) };
  }

  private semantic(input: SearchInput, intent: QueryIntent): Ranked[] {
    const q = input.queryVector;
    if (!q) return [];
    let owners: Uint8Array | null = null;
    if (input.eventId !== null) {
      const scope = this.byEvent.get(input.eventId);
      if (!scope) return [];
      owners = new Uint8Array(this.entries.length);
      for (const o of scope) owners[o] = 1;
    }
    const kinds = semanticKinds(input.type, intent).reduce((m, k) => m | kindBit(k), 0);
    const hits = this.vectors.search(q, { kinds, owners, rescore: Math.max(TUNING.rescore, input.limit * 10) });
    const out: Ranked[] = [];
    const seen = new Set<string>();
    for (const h of hits) {
      if (h.score < TUNING.minCosine) break;
      const e = this.entries[h.owner];
      if (!e || seen.has(e.entity_id)) continue;
      seen.add(e.entity_id);
      const field = KIND_FIELD[h.kind]!;
      const v = e.vectors!;
      const text = field === 'profile' ? v.profile?.text ?? '' : (field === 'needs' ? v.needs : v.offers)[h.item]?.text ?? '';
      out.push({ entity_id: e.entity_id, best: e.ord, score: h.score, why: { field, snippet: snippetOf(text, termsOf(input.query)) } });
    }
    return out;
  }

  /** Ranked people for one query, best first, at most `limit`. */
  search(input: SearchInput): Hit[] {
    const { intent, topic } = readQuery(input.query);
    if (input.mode === 'keyword') return this.keyword(input, intent, topic).slice(0, input.limit);
    if (input.mode === 'semantic') return this.semantic(input, intent).slice(0, input.limit);
    const lists = [
      { weight: TUNING.keywordWeight, items: this.keyword(input, intent, topic).slice(0, TUNING.fuseDepth) },
      { weight: TUNING.semanticWeight, items: this.semantic(input, intent).slice(0, TUNING.fuseDepth) },
    ];
    return fuse(lists, TUNING.rrfK).slice(0, input.limit);
  }
}
