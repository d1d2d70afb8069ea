/**
 * Read models of the people ledger (stream `people-{org}`): persons, identity anchors and
 * name keys (the identity index), identity decisions (history and audit), import chunk
 * markers, and the ledger revision they reflect (for appends with an expected revision).
 */
import type { StoredEvent } from '../infra/eventstore/port.ts';
import type { ReadTx } from '../infra/readstore/port.ts';
import { docId } from '../domain/streams.ts';
import { nameKey, nameKeyHash } from '../domain/person.ts';
import { mergeProfile, PEOPLE_EVENTS, type Counts, type PeopleEvent, type RowError } from '../domain/roster.ts';
import { decisionRecordOf, type DecisionRecord } from '../domain/decisions.ts';
import { update, type Projector } from './projector.ts';

export interface PersonDoc {
  id: string;
  org_id: string;
  entity_id: string;
  id_source: 'partner' | 'meshi';
  display_name: string;
  title: string | null;
  company: string | null;
  /** Internal: never in a partner view, a log or a candidate. */
  email: string | null;
  linkedin_url: string | null;
  raw_data: Record<string, unknown> | null;
  anchors: string[];
  attendee_ids: string[];
  name_key: string | null;
  merged_into: string | null;
  merged_from: string[];
  created_at: string;
  updated_at: string;
}

export interface AnchorDoc {
  id: string;
  org_id: string;
  anchor: string;
  entity_id: string;
}

export interface NameDoc {
  id: string;
  org_id: string;
  key: string;
  entity_id: string;
}

export interface DecisionDoc extends DecisionRecord {
  id: string;
  org_id: string;
  decision_id: string;
}

export interface ChunkDoc {
  id: string;
  org_id: string;
  run_id: string;
  chunk: number;
  counts: Counts;
  errors: RowError[];
  warnings: string[];
}

export interface HeadDoc {
  id: string;
  org_id: string;
  revision: number;
}

export const personId = (org: string, entity: string) => docId(org, entity);
export const anchorDocId = (org: string, anchor: string) => docId(org, anchor);
export const chunkDocId = (runId: string, chunk: number) => `${runId}/${chunk}`;

const blank = (org: string, entity: string, at: string): PersonDoc => ({
  id: personId(org, entity),
  org_id: org,
  entity_id: entity,
  id_source: 'meshi',
  display_name: '',
  title: null,
  company: null,
  email: null,
  linkedin_url: null,
  raw_data: null,
  anchors: [],
  attendee_ids: [],
  name_key: null,
  merged_into: null,
  merged_from: [],
  created_at: at,
  updated_at: at,
});

async function putName(tx: ReadTx, e: StoredEvent, before: string | null, p: PersonDoc) {
  if (before === p.name_key) return;
  if (before) await tx.delete('identity_names', docId(p.org_id, before, p.entity_id));
  if (p.name_key && !p.merged_into) await tx.put<NameDoc>('identity_names', { id: docId(p.org_id, p.name_key, p.entity_id), org_id: p.org_id, key: p.name_key, entity_id: p.entity_id });
  void e;
}

async function decision(tx: ReadTx, e: StoredEvent, org: string, d: DecisionRecord | null) {
  if (d) await tx.put<DecisionDoc & { _pos: number }>('identity_decisions', { ...d, org_id: org, id: e.id, decision_id: e.id, _pos: e.position });
}

export const peopleProjector: Projector = {
  name: 'people',
  collections: [
    { name: 'people', indexes: [['org_id', 'entity_id']] },
    { name: 'people_heads' },
    { name: 'identity_anchors' },
    { name: 'identity_names', indexes: [['org_id', 'key']] },
    { name: 'identity_decisions', indexes: [['org_id', 'entity_id', 'created_at'], ['org_id', 'attendee_id', 'created_at']] },
    { name: 'import_chunks', indexes: [['run_id']] },
  ],
  async apply(stored, tx) {
    if (!PEOPLE_EVENTS.has(stored.type)) return;
    const e = { type: stored.type, data: stored.data } as PeopleEvent;
    const org = (e.data as { org_id: string }).org_id;
    await update<HeadDoc>(tx, 'people_heads', org, stored, () => ({ id: org, org_id: org, revision: stored.revision }));
    switch (e.type) {
      case 'IdentityDecided': {
        const d = e.data;
        await update<PersonDoc>(tx, 'people', personId(org, d.entity_id), stored, (cur) => {
          const p = cur ?? blank(org, d.entity_id, d.created_at);
          const attendee_ids = d.attendee_id && !p.attendee_ids.includes(d.attendee_id) ? [...p.attendee_ids, d.attendee_id] : p.attendee_ids;
          return { ...p, attendee_ids, id_source: attendee_ids.length ? 'partner' : 'meshi', anchors: [...new Set([...p.anchors, ...d.anchors])], updated_at: d.created_at };
        });
        for (const a of d.anchors) await tx.put<AnchorDoc>('identity_anchors', { id: anchorDocId(org, a), org_id: org, anchor: a, entity_id: d.entity_id });
        await decision(tx, stored, org, decisionRecordOf(e));
        return;
      }
      case 'AttendeeImported': {
        const d = e.data;
        let before: string | null = null;
        let after: PersonDoc | null = null;
        await update<PersonDoc>(tx, 'people', personId(org, d.entity_id), stored, (cur) => {
          const p = cur ?? blank(org, d.entity_id, d.at);
          before = p.name_key;
          const pr = mergeProfile(p, d.profile, d.fill_only ?? false);
          const next: PersonDoc = {
            ...p,
            display_name: pr.display_name ?? p.display_name,
            title: pr.title ?? p.title,
            company: pr.company ?? p.company,
            email: pr.email ?? p.email,
            linkedin_url: pr.linkedin_url ?? p.linkedin_url,
            raw_data: pr.raw_data ?? p.raw_data,
            updated_at: d.at,
          };
          const key = nameKey(next.display_name, next.company);
          next.name_key = key ? nameKeyHash(key) : null;
          after = next;
          return next;
        });
        if (after) await putName(tx, stored, before, after);
        return;
      }
      case 'ImportChunkApplied': {
        const d = e.data;
        await tx.put<ChunkDoc>('import_chunks', { id: chunkDocId(d.run_id, d.chunk), org_id: org, run_id: d.run_id, chunk: d.chunk, counts: d.counts, errors: d.errors, warnings: d.warnings });
        return;
      }
      case 'IdentityReviewOpened':
        await decision(tx, stored, org, decisionRecordOf(e));
        return;
      case 'IdentityReviewCandidateRejected': {
        const d = e.data;
        const [opened] = await tx.find<DecisionDoc>('identity_decisions', { where: { org_id: org, review_id: d.review_id, decision: 'held_for_review' }, limit: 1 });
        await decision(tx, stored, org, decisionRecordOf(e, opened));
        return;
      }
      case 'IdentityReviewResolved': {
        // The held and rejected steps of the review now belong to the person it resolved to.
        const d = e.data;
        const steps = await tx.find<DecisionDoc>('identity_decisions', { where: { org_id: org, review_id: d.review_id, entity_id: null } });
        for (const s of steps) await tx.put('identity_decisions', { ...s, entity_id: d.entity_id });
        return;
      }
      case 'PersonsMerged': {
        const d = e.data;
        await update<PersonDoc>(tx, 'people', personId(org, d.source_entity_id), stored, (cur) => (cur ? { ...cur, merged_into: d.target_entity_id, updated_at: d.at } : undefined));
        const src = await tx.get<PersonDoc>('people', personId(org, d.source_entity_id));
        if (src?.name_key) await tx.delete('identity_names', docId(org, src.name_key, src.entity_id));
        await update<PersonDoc>(tx, 'people', personId(org, d.target_entity_id), stored, (cur) =>
          cur
            ? {
                ...cur,
                attendee_ids: [...new Set([...cur.attendee_ids, ...d.attendee_ids])],
                anchors: [...new Set([...cur.anchors, ...d.rewritten_anchors])],
                id_source: 'partner',
                merged_from: [...new Set([...cur.merged_from, d.source_entity_id, ...(src?.merged_from ?? [])])],
                updated_at: d.at,
              }
            : undefined,
        );
        for (const a of d.rewritten_anchors) await tx.put<AnchorDoc>('identity_anchors', { id: anchorDocId(org, a), org_id: org, anchor: a, entity_id: d.target_entity_id });
        await decision(tx, stored, org, decisionRecordOf(e));
        return;
      }
      case 'AttendeeSideChanged':
      case 'AttendeeRemovedFromEvent':
      case 'IdentityReviewRowUpdated':
        return;
      default: {
        const never: never = e;
        return never;
      }
    }
  },
};
