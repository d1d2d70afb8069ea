/**
 * Event readiness read models, so the readiness routes read counts instead of the roster:
 * - `readiness_members`: per attendee of an event, what the event summary counts of it (its
 *   readiness class, offer topics of its derived reading) and its side and processing status,
 *   indexed for the ID lists of the summary;
 * - `readiness_summaries`: per event, the number of attendees in each class and of derived
 *   offers per side and topic.
 * Applied after the roster, people and intent projectors in the same transaction: each event
 * that can change an attendee's roster row, profile or intent state recomputes that attendee's
 * membership from those read models and moves the counts by the difference with what the
 * member document says was counted. So the counts always equal the sum over the member
 * documents, and applying an event twice changes nothing.
 */
import { INTENT_EVENTS, intentInputHash } from '../domain/intent.ts';
import { memberClassOf, offerSides, sameClass, type MemberClass, type Side } from '../domain/readiness.ts';
import { PEOPLE_EVENTS, type PeopleEvent } from '../domain/roster.ts';
import { docId } from '../domain/streams.ts';
import type { StoredEvent } from '../infra/eventstore/port.ts';
import type { ReadTx } from '../infra/readstore/port.ts';
import { inputsOf } from '../commands/intents/inputs.ts';
import { intentDocId, type IntentStateDoc } from './intents.ts';
import { personId, type PersonDoc } from './people.ts';
import type { Projector } from './projector.ts';
import { rosterId, type RosterDoc } from './roster.ts';

export const MEMBERS = 'readiness_members';
export const SUMMARIES = 'readiness_summaries';

export interface ReadinessMemberDoc extends MemberClass {
  id: string;
  org_id: string;
  event_id: string;
  entity_id: string;
  attendee_id: string | null;
  roster_key: string;
  /** Input hash of the attendee's current inputs: an outcome of the intent stream is compared with it. */
  input_hash: string;
  /** Offer topics of the derived reading (counted only while `status` is derived). */
  offer_topics: string[];
}

export interface ReadinessSummaryDoc {
  id: string;
  org_id: string;
  event_id: string;
  classes: Array<MemberClass & { n: number }>;
  offers: Array<{ side: Side | 'any'; topic: string; n: number }>;
}

export const summaryId = (org: string, eventId: string) => docId(org, eventId);

/** The memberships a roster or profile event may change: exact ones, and every event of a person whose profile changed. */
function touched(stored: StoredEvent): { org: string; exact: Array<[string, string]>; persons: string[] } | null {
  if (!PEOPLE_EVENTS.has(stored.type)) return null;
  const e = { type: stored.type, data: stored.data } as PeopleEvent;
  switch (e.type) {
    case 'AttendeeImported':
      return { org: e.data.org_id, exact: [], persons: [e.data.entity_id] };
    case 'AttendeeSideChanged':
    case 'AttendeeRemovedFromEvent':
      return { org: e.data.org_id, exact: [[e.data.event_id, e.data.entity_id]], persons: [] };
    case 'PersonsMerged':
      return { org: e.data.org_id, exact: [], persons: [e.data.source_entity_id, e.data.target_entity_id] };
    default:
      return null;
  }
}

/** The processing part of a member: status, and whether the last derived reading is of `inputHash`. */
function processing(state: IntentStateDoc | null, inputHash: string): Pick<ReadinessMemberDoc, 'status' | 'inputs_read' | 'reading_version' | 'offer_topics'> {
  const derived = !!state?.derived_at;
  return {
    status: state?.status ?? 'none',
    inputs_read: derived && state!.input_hash === inputHash,
    reading_version: derived ? state!.reading_version : null,
    offer_topics: state?.status === 'derived' ? state.offer_topics : [],
  };
}

function memberOf(row: RosterDoc, person: PersonDoc | null, state: IntentStateDoc | null): ReadinessMemberDoc {
  const inputs = inputsOf(row, person);
  const input_hash = intentInputHash(inputs);
  const p = processing(state, input_hash);
  return {
    ...memberClassOf(inputs, p.status, p.inputs_read, p.reading_version),
    id: row.id,
    org_id: row.org_id,
    event_id: row.event_id,
    entity_id: row.entity_id,
    attendee_id: row.attendee_id,
    roster_key: row.roster_key,
    input_hash,
    offer_topics: p.offer_topics,
  };
}

const sameMember = (a: ReadinessMemberDoc, b: ReadinessMemberDoc) =>
  sameClass(a, b) && a.attendee_id === b.attendee_id && a.roster_key === b.roster_key && a.input_hash === b.input_hash && a.offer_topics.join('\u0000') === b.offer_topics.join('\u0000');

function count(s: ReadinessSummaryDoc, m: ReadinessMemberDoc, by: 1 | -1): void {
  const c = s.classes.find((x) => sameClass(x, m));
  if (c) c.n += by;
  else
    s.classes.push({ side: m.side, goal: m.goal, explicit: m.explicit, profile: m.profile, status: m.status, inputs_read: m.inputs_read, reading_version: m.reading_version, n: by });
  if (m.status !== 'derived') return;
  for (const side of offerSides(m.side)) {
    for (const topic of m.offer_topics) {
      const o = s.offers.find((x) => x.side === side && x.topic === topic);
      if (o) o.n += by;
      else s.offers.push({ side, topic, n: by });
    }
  }
}

/**
 * Summaries read in a transaction, so a batch of events of one event reads its summary once.
 * Kept only while the transaction is open (it is the key): a rolled-back write is never seen again.
 */
const summaries = new WeakMap<ReadTx, Map<string, ReadinessSummaryDoc>>();

async function summaryIn(tx: ReadTx, org: string, eventId: string): Promise<ReadinessSummaryDoc> {
  let memo = summaries.get(tx);
  if (!memo) summaries.set(tx, (memo = new Map()));
  const sid = summaryId(org, eventId);
  let s = memo.get(sid);
  if (!s) {
    s = (await tx.get<ReadinessSummaryDoc>(SUMMARIES, sid)) ?? { id: sid, org_id: org, event_id: eventId, classes: [], offers: [] };
    memo.set(sid, s);
  }
  return s;
}

/** Moves the event's counts from `prev` to `next` and stores the member. */
async function recount(tx: ReadTx, org: string, eventId: string, id: string, prev: ReadinessMemberDoc | null, next: ReadinessMemberDoc | null): Promise<void> {
  if (prev && next && sameMember(prev, next)) return;
  if (!prev && !next) return;
  const summary = await summaryIn(tx, org, eventId);
  if (prev) count(summary, prev, -1);
  if (next) count(summary, next, 1);
  summary.classes = summary.classes.filter((c) => c.n !== 0);
  summary.offers = summary.offers.filter((o) => o.n !== 0);
  await tx.put(SUMMARIES, summary);
  if (next) await tx.put(MEMBERS, next);
  else await tx.delete(MEMBERS, id);
}

/** After a roster or profile change: the member from its roster row, profile and intent state. */
async function refresh(tx: ReadTx, org: string, eventId: string, entityId: string): Promise<void> {
  const id = rosterId(org, eventId, entityId);
  const [prev, row] = await Promise.all([tx.get<ReadinessMemberDoc>(MEMBERS, id), tx.get<RosterDoc>('event_attendees', id)]);
  let next: ReadinessMemberDoc | null = null;
  if (row) {
    const [person, state] = await Promise.all([tx.get<PersonDoc>('people', personId(org, entityId)), tx.get<IntentStateDoc>('attendee_intent_states', intentDocId(org, eventId, entityId))]);
    next = memberOf(row, person, state);
  }
  await recount(tx, org, eventId, id, prev, next);
}

/** After an intent event: only the processing part changes (the inputs are the member's own). */
async function refreshProcessing(tx: ReadTx, org: string, eventId: string, entityId: string): Promise<void> {
  const id = rosterId(org, eventId, entityId);
  const prev = await tx.get<ReadinessMemberDoc>(MEMBERS, id);
  if (!prev) return; // not in the event's roster (left before the reading ended)
  const state = await tx.get<IntentStateDoc>('attendee_intent_states', intentDocId(org, eventId, entityId));
  await recount(tx, org, eventId, id, prev, { ...prev, ...processing(state, prev.input_hash) });
}

export const readinessProjector: Projector = {
  name: 'readiness',
  collections: [
    {
      name: MEMBERS,
      indexes: [
        ['org_id', 'event_id', 'side', 'roster_key'],
        ['org_id', 'event_id', 'status', 'roster_key'],
        ['org_id', 'entity_id'],
      ],
    },
    { name: SUMMARIES },
  ],
  async apply(stored, tx) {
    if (INTENT_EVENTS.has(stored.type)) {
      const d = stored.data as { org_id: string; event_id: string; entity_id: string };
      await refreshProcessing(tx, d.org_id, d.event_id, d.entity_id);
      return;
    }
    const t = touched(stored);
    if (!t) return;
    const memberships = new Set(t.exact.map(([ev, en]) => `${ev}\u0000${en}`));
    for (const entity of t.persons) {
      const [counted, rows] = await Promise.all([
        tx.find<ReadinessMemberDoc>(MEMBERS, { where: { org_id: t.org, entity_id: entity } }),
        tx.find<RosterDoc>('event_attendees', { where: { org_id: t.org, entity_id: entity } }),
      ]);
      for (const m of [...counted, ...rows]) memberships.add(`${m.event_id}\u0000${entity}`);
    }
    for (const k of memberships) {
      const [eventId, entityId] = k.split('\u0000') as [string, string];
      await refresh(tx, t.org, eventId, entityId);
    }
  },
};
