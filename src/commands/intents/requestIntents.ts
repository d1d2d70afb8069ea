/**
 * Queues attendee-level intent work: appends AttendeeIntentRequested on each attendee's intent
 * stream when one is due (src/domain/intent.ts `requestDue`) and publishes work notices for the
 * intent worker. The read model's state is the first guess of the stream's revision; a
 * concurrent append makes that guess fail, and the stream itself decides again.
 */
import { foldIntent, initialIntent, requestDue, type IntentReason, type IntentState, type RequestOutcome } from '../../domain/intent.ts';
import { streams } from '../../domain/streams.ts';
import { nowIso, type Deps } from '../../deps.ts';
import { WrongExpectedRevisionError, type Position } from '../../infra/eventstore/port.ts';
import type { IntentStateDoc } from '../../projections/intents.ts';
import { rosterId, type RosterDoc } from '../../projections/roster.ts';
import { factsOf, findIn, memberVerdict } from './inputs.ts';

export const INTENT_SUBJECT = 'mm.intents.derive';
/**
 * Attendees per work notice: one reading batch of the intent worker. Its outcomes are appended in
 * one store transaction and projected together, so larger notices mean fewer synchronous commits
 * on the API thread per attendee, and the encoder sees larger batches to sort by length.
 */
export const NOTICE_BATCH = 64;

export type IntentNotice = {
  run_id: string;
  org_id: string;
  event_id: string;
  entity_ids: string[];
};

export interface IntentRequest {
  org_id: string;
  event_id: string;
  entity_id: string;
  input_hash: string;
  /** The read model's state of the stream, when the caller has it (saves a stream read). */
  known?: IntentStateDoc | null;
}

export const stateOfDoc = (d: IntentStateDoc | null | undefined): IntentState | undefined =>
  d === undefined
    ? undefined
    : d === null
      ? initialIntent
      : {
          revision: d.revision,
          status: d.status,
          input_hash: d.latest_input_hash,
          derived: d.derived_at && d.reading_version ? { input_hash: d.input_hash, reading_version: d.reading_version } : null,
        };

export interface RequestOpts {
  reason: IntentReason;
  readingVersion: string;
  retryFailed: boolean;
  run_id?: string | null;
  correlation_id?: string;
}

async function requestOne(deps: Deps, r: IntentRequest, o: RequestOpts): Promise<{ outcome: RequestOutcome; position?: Position }> {
  const stream = streams.intent(r.org_id, r.event_id, r.entity_id);
  let state = stateOfDoc(r.known);
  for (let attempt = 0; attempt < 6; attempt++) {
    if (!state) state = foldIntent(await deps.store.readStream(stream));
    const outcome = requestDue(state, r.input_hash, o.readingVersion, o.retryFailed);
    if (outcome !== 'requested') return { outcome };
    try {
      const res = await deps.store.append(
        stream,
        [
          {
            type: 'AttendeeIntentRequested',
            data: { org_id: r.org_id, event_id: r.event_id, entity_id: r.entity_id, input_hash: r.input_hash, reason: o.reason, run_id: o.run_id ?? null, requested_at: nowIso(deps) },
            metadata: { org_id: r.org_id, ...(o.correlation_id ? { correlation_id: o.correlation_id } : {}) },
          },
        ],
        { expectedRevision: state.revision < 0 ? 'no_stream' : state.revision },
      );
      return { outcome, position: res.position };
    } catch (e) {
      if (!(e instanceof WrongExpectedRevisionError)) throw e;
      state = undefined; // someone else appended: decide again on the stream
    }
  }
  throw new Error(`could not queue intent work for ${stream}`);
}

/**
 * Requests every due reading (appends issued together share a commit) and publishes notices
 * for the new ones. Returns each request's outcome, in order, and the last appended position.
 */
export async function requestIntents(deps: Deps, reqs: IntentRequest[], o: RequestOpts): Promise<{ outcomes: RequestOutcome[]; position: Position | undefined }> {
  const res = await Promise.all(reqs.map((r) => requestOne(deps, r, o)));
  const due = reqs.filter((_, i) => res[i]!.outcome === 'requested');
  await publishNotices(deps, due, o.run_id ?? 'intents');
  const positions = res.map((x) => x.position).filter((p): p is Position => p !== undefined);
  return { outcomes: res.map((x) => x.outcome), position: positions.length ? Math.max(...positions) : undefined };
}

/** Work notices for attendees, grouped by event, NOTICE_BATCH attendees each. */
export async function publishNotices(deps: Deps, items: Array<{ org_id: string; event_id: string; entity_id: string }>, runId: string): Promise<void> {
  const byEvent = new Map<string, { org_id: string; event_id: string; ids: string[] }>();
  for (const it of items) {
    const k = `${it.org_id}\u0000${it.event_id}`;
    const g = byEvent.get(k) ?? { org_id: it.org_id, event_id: it.event_id, ids: [] };
    g.ids.push(it.entity_id);
    byEvent.set(k, g);
  }
  for (const g of byEvent.values()) {
    for (let i = 0; i < g.ids.length; i += NOTICE_BATCH) {
      const notice: IntentNotice = { run_id: runId, org_id: g.org_id, event_id: g.event_id, entity_ids: g.ids.slice(i, i + NOTICE_BATCH) };
      await deps.bus.publish(INTENT_SUBJECT, notice);
    }
  }
}

/**
 * Queues a reading for members of one event after a change (a review resolution, or inputs the
 * reactor saw change): `enrichment_requested` counts attendees with work queued (new, or already
 * open for the same inputs), `skipped` those held (open review, nothing to read, not in the
 * event) or current.
 */
export async function requeueMembers(
  deps: Deps,
  org: string,
  eventId: string,
  entityIds: string[],
  o: RequestOpts,
): Promise<{ enrichment_requested: number; skipped: number; position: Position | undefined }> {
  const rows = await findIn<RosterDoc>(deps.read, 'event_attendees', {}, 'id', entityIds.map((id) => rosterId(org, eventId, id)));
  const facts = await factsOf(deps.read, org, eventId, rows);
  const reqs: IntentRequest[] = [];
  for (const f of facts) {
    const v = memberVerdict(f, 0);
    if (v.kind === 'read') reqs.push({ org_id: org, event_id: eventId, entity_id: f.roster.entity_id, input_hash: v.input_hash, known: f.state });
  }
  const { outcomes, position } = await requestIntents(deps, reqs, o);
  const requested = outcomes.filter((x) => x !== 'current').length;
  return { enrichment_requested: requested, skipped: entityIds.length - requested, position };
}
