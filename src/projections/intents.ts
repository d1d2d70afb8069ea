/**
 * Derived intent read models (interface B of the team contract):
 * - `attendee_intents`: one document per attendee of an event with its processing state and
 *   the LAST derived reading (`read`), kept while a newer request is pending;
 * - `attendee_intent_states`: the same state without the reading's vectors, plus the topics
 *   readiness diagnostics need, so a full-roster readiness scan stays small.
 * `input_hash` / `reading_version` describe `read` when there is one (a consumer may use `read`
 * when `input_hash` equals the attendee's current input hash); `pending_input_hash` is the
 * hash of an open request.
 */
import { docId } from '../domain/streams.ts';
import { INTENT_EVENTS, type IntentEvent, type ReadIntentData } from '../domain/intent.ts';
import { update, type Projector } from './projector.ts';

export type IntentStatus = 'pending' | 'derived' | 'failed';

export interface AttendeeIntentDoc {
  id: string;
  org_id: string;
  event_id: string;
  entity_id: string;
  status: IntentStatus;
  input_hash: string;
  reading_version: string | null;
  read: ReadIntentData | null;
  error: string | null;
  pending_input_hash: string | null;
  /** Revision of the intent stream this document reflects (appends use it as expected revision). */
  revision: number;
  requested_at: string | null;
  updated_at: string;
}

export interface IntentStateDoc extends Omit<AttendeeIntentDoc, 'read'> {
  /** Hash of the latest request or outcome (what `status` is about). */
  latest_input_hash: string;
  need_topics: string[];
  offer_topics: string[];
  /** The reading found no goal or explicit axis and fell back to the profile. */
  profile_fallback: boolean;
  /**
   * Every item of the reading was read from the registered side alone (no words state it): at a
   * sided event, what the person wrote read to nothing beyond the side. Absent in documents
   * written before reading@27 (none of those readings is current).
   */
  side_only?: boolean;
  derived_at: string | null;
}

export const intentDocId = (org: string, eventId: string, entityId: string) => docId(org, eventId, entityId);

/** Whether a reading holds items and all of them were read from the side alone (an empty span: no words state them). */
function sideOnly(needs: unknown[], offers: unknown[]): boolean {
  const all = [...needs, ...offers];
  return all.length > 0 && all.every((i) => !!i && (i as { span?: unknown }).span === '');
}

/** Topics of stated (not implied) items first, then implied ones, without repeats. */
function topicsOf(items: unknown[]): string[] {
  const t = items.filter((i): i is { topic: string; implied?: boolean } => !!i && typeof (i as { topic?: unknown }).topic === 'string');
  return [...new Set([...t.filter((i) => !i.implied), ...t.filter((i) => i.implied)].map((i) => i.topic))];
}

export const intentsProjector: Projector = {
  name: 'intents',
  collections: [
    { name: 'attendee_intents', indexes: [['org_id', 'event_id', 'status']] },
    { name: 'attendee_intent_states', indexes: [['org_id', 'event_id', 'status'], ['status', 'updated_at'], ['org_id', 'entity_id']] },
  ],
  async apply(stored, tx) {
    if (!INTENT_EVENTS.has(stored.type)) return;
    const e = { type: stored.type, data: stored.data } as IntentEvent;
    const d = e.data;
    const id = intentDocId(d.org_id, d.event_id, d.entity_id);
    const base = { id, org_id: d.org_id, event_id: d.event_id, entity_id: d.entity_id, revision: stored.revision };
    const blankState = { need_topics: [], offer_topics: [], profile_fallback: false, derived_at: null };
    switch (e.type) {
      case 'AttendeeIntentRequested': {
        const at = e.data.requested_at;
        await update<AttendeeIntentDoc>(tx, 'attendee_intents', id, stored, (cur) => ({
          ...base,
          status: 'pending',
          input_hash: cur?.read ? cur.input_hash : e.data.input_hash,
          reading_version: cur?.read ? cur.reading_version : null,
          read: cur?.read ?? null,
          error: null,
          pending_input_hash: e.data.input_hash,
          requested_at: at,
          updated_at: at,
        }));
        await update<IntentStateDoc>(tx, 'attendee_intent_states', id, stored, (cur) => ({
          ...blankState,
          ...cur,
          ...base,
          status: 'pending',
          input_hash: cur?.derived_at ? cur.input_hash : e.data.input_hash,
          reading_version: cur?.derived_at ? cur.reading_version : null,
          latest_input_hash: e.data.input_hash,
          error: null,
          pending_input_hash: e.data.input_hash,
          requested_at: at,
          updated_at: at,
        }));
        return;
      }
      case 'AttendeeIntentDerived': {
        const x = e.data;
        const intent = x.read.intent;
        await update<AttendeeIntentDoc>(tx, 'attendee_intents', id, stored, (cur) => ({
          ...base,
          status: 'derived',
          input_hash: x.input_hash,
          reading_version: x.reading_version,
          read: x.read,
          error: null,
          pending_input_hash: null,
          requested_at: cur?.requested_at ?? null,
          updated_at: x.derived_at,
        }));
        await update<IntentStateDoc>(tx, 'attendee_intent_states', id, stored, (cur) => ({
          ...base,
          status: 'derived',
          input_hash: x.input_hash,
          latest_input_hash: x.input_hash,
          reading_version: x.reading_version,
          error: null,
          pending_input_hash: null,
          requested_at: cur?.requested_at ?? null,
          updated_at: x.derived_at,
          need_topics: topicsOf(intent.needs),
          offer_topics: topicsOf(intent.offers),
          profile_fallback: (intent as { profile_fallback?: unknown }).profile_fallback === true,
          side_only: sideOnly(intent.needs, intent.offers),
          derived_at: x.derived_at,
        }));
        return;
      }
      case 'AttendeeIntentFailed': {
        const x = e.data;
        await update<AttendeeIntentDoc>(tx, 'attendee_intents', id, stored, (cur) => ({
          ...base,
          status: 'failed',
          input_hash: cur?.read ? cur.input_hash : x.input_hash,
          reading_version: cur?.read ? cur.reading_version : null,
          read: cur?.read ?? null,
          error: x.reason,
          pending_input_hash: null,
          requested_at: cur?.requested_at ?? null,
          updated_at: x.failed_at,
        }));
        await update<IntentStateDoc>(tx, 'attendee_intent_states', id, stored, (cur) => ({
          ...blankState,
          ...cur,
          ...base,
          status: 'failed',
          input_hash: cur?.derived_at ? cur.input_hash : x.input_hash,
          reading_version: cur?.derived_at ? cur.reading_version : null,
          latest_input_hash: x.input_hash,
          error: x.reason,
          pending_input_hash: null,
          requested_at: cur?.requested_at ?? null,
          updated_at: x.failed_at,
        }));
        return;
      }
      default: {
        const never: never = e;
        return never;
      }
    }
  },
};
