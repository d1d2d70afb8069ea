/**
 * The people ledger of an organization (stream `people-{org}`): identity decisions, event
 * rosters, reviews and merges. One stream per org is the consistency boundary of identity:
 * an append with the expected revision makes every decision against the state it saw, and a
 * whole import chunk (its rows and its ImportChunkApplied marker) lands atomically, so a
 * crashed import resumes without applying a row twice (docs/decisions.md).
 */
import type { Candidate, IdentityIndex, PersonView } from './identity.ts';
import { entitySpelledBy, EVALUATOR, live, memberKey, resolveIdentity, reviewSlot } from './identity.ts';
import { anchorsOf, intentOf, nameKey, nameKeyHash, profileOf, type ImportRow, type ProfilePatch } from './person.ts';
import { COUNTERS, peopleEventSchemas, type Counts, type DecisionKind, type IdentityDecided, type ImportChunkApplied, type PeopleEvent, type RowError, type Source } from './peopleEvents.ts';

// The ledger's events live with their zod schemas in peopleEvents.ts; re-exported for existing importers.
export {
  AttendeeImported,
  AttendeeRemovedFromEvent,
  AttendeeSideChanged,
  COUNTERS,
  Counts,
  IdentityDecided,
  IdentityReviewCandidateRejected,
  IdentityReviewOpened,
  IdentityReviewRowUpdated,
  IdentityReviewResolved,
  ImportChunkApplied,
  PersonsMerged,
  RowError,
  Source,
  type DecisionKind,
  type PeopleEvent,
} from './peopleEvents.ts';

export const zeroCounts = (total = 0): Counts => ({ ...(Object.fromEntries(COUNTERS.map((c) => [c, 0])) as Counts), total });

export interface ReviewCandidate extends Candidate {
  rejected: boolean;
}

export const PEOPLE_EVENTS = new Set<string>(Object.keys(peopleEventSchemas));

const blankPerson = (entity_id: string): PersonView => ({
  entity_id,
  display_name: '',
  title: null,
  company: null,
  linkedin_url: null,
  email_anchor: null,
  anchors: [],
  attendee_ids: [],
  name_key: null,
  merged_into: null,
});

/** Applies a decided event to the in-memory index (so later rows of a batch see it). */
export function evolveIndex(index: IdentityIndex, e: PeopleEvent): IdentityIndex {
  switch (e.type) {
    case 'IdentityDecided': {
      const d = e.data;
      const p = index.persons.get(d.entity_id) ?? blankPerson(d.entity_id);
      if (d.attendee_id) {
        index.mappings.set(d.attendee_id, d.entity_id);
        if (!p.attendee_ids.includes(d.attendee_id)) p.attendee_ids = [...p.attendee_ids, d.attendee_id];
      }
      for (const a of d.anchors) index.anchors.set(a, d.entity_id);
      p.anchors = [...new Set([...p.anchors, ...d.anchors])];
      index.persons.set(d.entity_id, p);
      return index;
    }
    case 'AttendeeImported': {
      const d = e.data;
      index.members.add(memberKey(d.event_id, d.entity_id));
      const p = index.persons.get(d.entity_id) ?? blankPerson(d.entity_id);
      const pr = mergeProfile({ ...p, email: p.email_anchor }, d.profile, d.fill_only ?? false);
      if (pr.display_name !== undefined) p.display_name = pr.display_name;
      if (pr.title !== undefined) p.title = pr.title;
      if (pr.company !== undefined) p.company = pr.company;
      if (pr.linkedin_url !== undefined) p.linkedin_url = pr.linkedin_url;
      if (pr.email !== undefined) p.email_anchor = anchorsOf({ email: pr.email }).email ?? p.email_anchor;
      const key = nameKey(p.display_name, p.company);
      p.name_key = key ? nameKeyHash(key) : null;
      if (p.name_key) index.names.set(p.name_key, new Set([...(index.names.get(p.name_key) ?? []), p.entity_id]));
      index.persons.set(d.entity_id, p);
      return index;
    }
    case 'IdentityReviewOpened':
      index.openReviews.set(reviewSlot(e.data.event_id, e.data.attendee_id), { review_id: e.data.review_id, event_id: e.data.event_id, attendee_id: e.data.attendee_id });
      return index;
    case 'IdentityReviewResolved':
      index.openReviews.delete(reviewSlot(e.data.event_id, e.data.attendee_id));
      return index;
    case 'AttendeeRemovedFromEvent':
      index.members.delete(memberKey(e.data.event_id, e.data.entity_id));
      return index;
    case 'PersonsMerged': {
      const d = e.data;
      const src = index.persons.get(d.source_entity_id);
      if (src) src.merged_into = d.target_entity_id;
      for (const a of d.attendee_ids) index.mappings.set(a, d.target_entity_id);
      for (const a of d.rewritten_anchors) index.anchors.set(a, d.target_entity_id);
      for (const ev of [...d.dropped_event_ids, ...d.moved_event_ids]) {
        index.members.delete(memberKey(ev, d.source_entity_id));
        index.members.add(memberKey(ev, d.target_entity_id));
      }
      return index;
    }
    case 'ImportChunkApplied':
    case 'IdentityReviewCandidateRejected':
    case 'IdentityReviewRowUpdated':
    case 'AttendeeSideChanged':
      return index;
    default: {
      const never: never = e;
      return never;
    }
  }
}

export interface Ids {
  now: string;
  newId: () => string;
}

/** The profile fields a row changes: all it supplies, or (fill_only) only those the person lacks. */
export function mergeProfile(cur: { display_name?: string | null; title?: string | null; company?: string | null; email?: string | null; linkedin_url?: string | null; raw_data?: unknown }, patch: ProfilePatch, fillOnly: boolean): ProfilePatch {
  if (!fillOnly) return patch;
  const out: ProfilePatch = {};
  for (const [k, v] of Object.entries(patch) as Array<[keyof ProfilePatch, never]>) {
    const have = (cur as Record<string, unknown>)[k];
    if (have === undefined || have === null || have === '') out[k] = v;
  }
  return out;
}

/** The events that apply a row's data to a person in an event (side always reapplied). */
export function applyRow(index: IdentityIndex, org: string, eventId: string, entityId: string, row: ImportRow, source: Source, now: string, fillOnly = false): { event: PeopleEvent; joined: boolean } {
  const joined = !index.members.has(memberKey(eventId, entityId));
  return {
    joined,
    event: {
      type: 'AttendeeImported',
      data: { org_id: org, event_id: eventId, entity_id: entityId, attendee_id: row.attendee_id, joined, profile: profileOf(row), ...(fillOnly ? { fill_only: true } : {}), side: row.side ?? null, intent: intentOf(row), source, at: now },
    },
  };
}

export interface ImportChunkInput {
  org_id: string;
  event_id: string;
  run_id: string;
  chunk: number;
  offset: number;
  rows: ImportRow[];
}

/**
 * Decides one chunk of an import: per row an identity resolution (and its decision event when
 * something is decided), the roster effect, or a review that holds the row; then the chunk
 * marker with its counts. The index is consumed (updated as rows are decided).
 */
export function decideImportChunk(input: ImportChunkInput, index: IdentityIndex, ids: Ids): { events: PeopleEvent[]; marker: ImportChunkApplied } {
  const { org_id, event_id, run_id } = input;
  const counts = zeroCounts(0);
  const errors: RowError[] = [];
  const warnings: string[] = [];
  const events: PeopleEvent[] = [];
  const emit = (e: PeopleEvent) => {
    events.push(e);
    evolveIndex(index, e);
  };
  input.rows.forEach((row, i) => {
    const rowNo = input.offset + i;
    const source: Source = { kind: 'import', run_id, row: rowNo };
    counts.processed++;
    const open = index.openReviews.get(reviewSlot(event_id, row.attendee_id));
    if (open && !index.mappings.has(row.attendee_id)) {
      emit({ type: 'IdentityReviewRowUpdated', data: { org_id, event_id, review_id: open.review_id, attendee_id: row.attendee_id, side: row.side ?? null, intent: intentOf(row), source, at: ids.now } });
      counts.review_required++;
      errors.push({ row: rowNo, attendee_id: row.attendee_id, code: 'REVIEW_REQUIRED', message: 'an open identity review already holds this attendee; resolve it', review_id: open.review_id });
      return;
    }
    const r = resolveIdentity(index, row);
    const spelled = entitySpelledBy(index, row.attendee_id);
    if (spelled && !(r.kind === 'adopt' && r.entity_id === spelled)) {
      counts.error_count++;
      errors.push({ row: rowNo, attendee_id: row.attendee_id, code: 'ATTENDEE_ID_CONFLICT', message: 'the attendee_id is the entity_id of another person in this organization, whom it would hide on attendee paths; use another attendee_id; the row was not applied' });
      return;
    }
    const decided = (entity_id: string, decision: DecisionKind, minted: boolean, anchors: string[], evidence: Partial<IdentityDecided['evidence']>) =>
      emit({
        type: 'IdentityDecided',
        data: {
          org_id,
          entity_id,
          attendee_id: row.attendee_id,
          event_id,
          decision,
          minted,
          anchors,
          evidence: { matched_on: null, anchor: null, candidates: [], confidence: null, reasoning: '', evaluator: EVALUATOR, review_id: null, ...evidence },
          source,
          created_at: ids.now,
        },
      });
    let entity: string;
    switch (r.kind) {
      case 'hold': {
        const review_id = ids.newId();
        emit({
          type: 'IdentityReviewOpened',
          data: { org_id, event_id, review_id, kind: 'identity', attendee_id: row.attendee_id, display_name: row.name, row, candidates: r.candidates, confidence: r.confidence, reasoning: r.reasoning, evaluator: EVALUATOR, source, created_at: ids.now },
        });
        counts.review_required++;
        errors.push({ row: rowNo, attendee_id: row.attendee_id, code: 'REVIEW_REQUIRED', message: `possible duplicate person held for identity review: ${r.reasoning}`, review_id });
        return;
      }
      case 'mapped':
        if (r.conflict) {
          counts.error_count++;
          errors.push({ row: rowNo, attendee_id: row.attendee_id, code: 'IDENTITY_CONFLICT', message: `${r.conflict}; the row was not applied` });
          return;
        }
        entity = r.entity_id;
        counts.mapped++;
        if (r.claims.length) decided(entity, 'anchors_claimed', false, r.claims, { matched_on: 'attendee_id', reasoning: 'the attendee_id is mapped to this person; new identity anchors of the row are claimed for them' });
        break;
      case 'adopt':
        entity = r.entity_id;
        counts.reused++;
        decided(entity, 'adopted_by_anchor', false, r.claims, {
          matched_on: r.matched_on,
          anchor: r.anchor,
          confidence: 1,
          reasoning: `the normalized ${r.matched_on === 'email' ? 'e-mail' : 'LinkedIn URL'} of the row belongs to this person`,
        });
        break;
      case 'new':
        entity = ids.newId();
        counts.created++;
        decided(entity, 'new_person', true, r.claims, { reasoning: 'no mapping, identity anchor or probable duplicate matched; a new person was created' });
        break;
      default: {
        const never: never = r;
        return never;
      }
    }
    const applied = applyRow(index, org_id, event_id, entity, row, source, ids.now, r.kind === 'adopt');
    emit(applied.event);
    if (applied.joined) counts.event_added++;
    else counts.already_in_event++;
  });
  const marker: ImportChunkApplied = { org_id, event_id, run_id, chunk: input.chunk, offset: input.offset, counts, errors, warnings, at: ids.now };
  events.push({ type: 'ImportChunkApplied', data: marker });
  return { events, marker };
}

/** Adds the counts of a chunk to a run's totals. */
export function addCounts(into: Counts, c: Counts): Counts {
  for (const k of COUNTERS) if (k !== 'total') into[k] += c[k];
  return into;
}

export const liveEntity = live;
