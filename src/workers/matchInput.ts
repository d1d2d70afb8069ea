/**
 * The matcher's input snapshot: the event roster with sides, profiles and intent status from
 * the read models, pinned as `MatchInputChunk` events before any result is computed, so a
 * resumed run scores exactly what the first attempt saw.
 */
import { docId, streams } from '../domain/streams.ts';
import { chunked, type MatchInputChunk, type MatchInputRow, type MatchInputSnapshotted } from '../domain/match.ts';
import type { Deps } from '../deps.ts';
import { WrongExpectedRevisionError, type StoredEvent } from '../infra/eventstore/port.ts';
import { intentInputHash, type AttendeeIntentDerived } from '../domain/intent.ts';
import { READING_VERSION, type ReadIntent } from '../matching/index.ts';
import { intentDocId, type AttendeeIntentDoc, type IntentStateDoc } from '../projections/intents.ts';
import { personId, type PersonDoc } from '../projections/people.ts';
import type { RosterDoc } from '../projections/roster.ts';
import type { EventDoc } from '../projections/events.ts';
import { findIn } from '../commands/intents/inputs.ts';
import { Superseded } from './runWorker.ts';

export interface Snapshot {
  rows: MatchInputRow[];
  sealed: MatchInputSnapshotted;
  /** Revision of the seal; result chunk k is at sealRevision + 1 + k. */
  sealRevision: number;
}

/** How an attendee's intent is read in this run (see MatchInputRow.intent_source). */
export function intentSourceOf(doc: IntentStateDoc | undefined, currentHash: string): Pick<MatchInputRow, 'intent_source' | 'intent_ref'> {
  if (doc && doc.reading_version === READING_VERSION && doc.input_hash === currentHash) {
    return { intent_source: 'derived', intent_ref: { input_hash: doc.input_hash, reading_version: doc.reading_version } };
  }
  if (doc && (doc.status === 'pending' || doc.status === 'failed')) return { intent_source: 'fallback', intent_ref: null };
  return { intent_source: 'inline', intent_ref: null };
}

/** The roster rows of an event now, sorted by entity_id (the library's canonical order). */
export async function rosterRows(deps: Deps, org: string, eventId: string): Promise<MatchInputRow[]> {
  const roster = await deps.read.find<RosterDoc & { id: string }>('event_attendees', { where: { org_id: org, event_id: eventId } });
  const states = new Map(
    (await deps.read.find<IntentStateDoc>('attendee_intent_states', { where: { org_id: org, event_id: eventId } })).map((d) => [d.entity_id, d]),
  );
  // People by id in bounded `$in` batches: one query per 500 rows, not one per row.
  const people = new Map((await findIn<PersonDoc & { id: string }>(deps.read, 'people', {}, 'id', roster.map((r) => personId(org, r.entity_id)))).map((p) => [p.id, p]));
  const rows: MatchInputRow[] = [];
  for (const r of roster) {
    const person = people.get(personId(org, r.entity_id));
    const title = person?.title ?? null;
    const company = person?.company ?? null;
    const hash = intentInputHash({ goal: r.event.goal, needs: r.event.needs, offers: r.event.offers, title, company, side: r.event.side });
    const source = intentSourceOf(states.get(r.entity_id), hash);
    rows.push({
      entity_id: r.entity_id,
      attendee_id: r.attendee_id,
      id_source: r.id_source,
      display_name: person?.display_name ?? '',
      title,
      company,
      side: r.event.side,
      // Pending or failed derivation: the goal is left out, explicit axes and profile carry it.
      event_goal: source.intent_source === 'fallback' ? null : r.event.goal,
      event_needs: r.event.needs,
      event_offers: r.event.offers,
      raw_data: person?.raw_data ?? null,
      ...source,
    });
  }
  return rows.sort((a, b) => (a.entity_id < b.entity_id ? -1 : a.entity_id > b.entity_id ? 1 : 0));
}

const READ_BATCH = 200;

/**
 * The stored readings the pinned rows refer to, by entity_id: from the `attendee_intents` read
 * model while it still holds that reading, else from the attendee's intent stream (the log
 * keeps every reading, so a resumed run finds the one it pinned even after a newer one).
 */
export async function pinnedReadings(deps: Deps, org: string, eventId: string, rows: readonly MatchInputRow[]): Promise<Map<string, ReadIntent>> {
  const out = new Map<string, ReadIntent>();
  const wanted = rows.filter((r) => r.intent_ref);
  for (let i = 0; i < wanted.length; i += READ_BATCH) {
    const batch = wanted.slice(i, i + READ_BATCH);
    const docs = await deps.read.find<AttendeeIntentDoc>('attendee_intents', { where: { id: { $in: batch.map((r) => intentDocId(org, eventId, r.entity_id)) } } });
    const byEntity = new Map(docs.map((d) => [d.entity_id, d]));
    for (const r of batch) {
      const ref = r.intent_ref!;
      const d = byEntity.get(r.entity_id);
      if (d?.read && d.input_hash === ref.input_hash && d.reading_version === ref.reading_version) {
        out.set(r.entity_id, d.read as unknown as ReadIntent);
        continue;
      }
      const events = await deps.store.readStream(streams.intent(org, eventId, r.entity_id));
      const hit = events.findLast((e) => e.type === 'AttendeeIntentDerived' && (e.data as AttendeeIntentDerived).input_hash === ref.input_hash && (e.data as AttendeeIntentDerived).reading_version === ref.reading_version);
      if (!hit) throw new Error(`the reading pinned for ${r.entity_id} is not in its intent stream`);
      out.set(r.entity_id, (hit.data as AttendeeIntentDerived).read as unknown as ReadIntent);
    }
  }
  return out;
}

const PAGE = 200;

/** Reads the input part of a results stream: the rows and the seal, or what exists before it. */
async function readInput(deps: Deps, stream: string): Promise<{ chunks: MatchInputChunk[]; seal: StoredEvent | null; last: number | 'no_stream' }> {
  const chunks: MatchInputChunk[] = [];
  let last: number | 'no_stream' = 'no_stream';
  for (let from = 0; ; from += PAGE) {
    const page = await deps.store.readStream(stream, { fromRevision: from, maxCount: PAGE });
    for (const e of page) {
      last = e.revision;
      if (e.type === 'MatchInputChunk') chunks.push(e.data as MatchInputChunk);
      else if (e.type === 'MatchInputSnapshotted') return { chunks, seal: e, last };
    }
    if (page.length < PAGE) return { chunks, seal: null, last };
  }
}

const sealedSnapshot = (chunks: MatchInputChunk[], seal: StoredEvent): Snapshot => ({
  rows: chunks.flatMap((c) => c.rows),
  sealed: seal.data as MatchInputSnapshotted,
  sealRevision: seal.revision,
});

/**
 * The run's pinned input: read from its results stream, or taken from the read models now and
 * appended (bounded appends, each at its expected revision). A snapshot cut off by a crash is
 * completed when the roster still gives the same chunks; otherwise the run cannot be repeated
 * faithfully and `null` is returned (the caller fails the run).
 */
export async function pinInput(
  deps: Deps,
  run: { run_id: string; org_id: string; event_id: string; top_n: number },
  event: EventDoc,
  now: () => string,
): Promise<Snapshot | null> {
  const stream = streams.matchRun(run.run_id);
  const existing = await readInput(deps, stream);
  if (existing.seal) return sealedSnapshot(existing.chunks, existing.seal);
  const rows = await rosterRows(deps, run.org_id, run.event_id);
  const chunks: MatchInputChunk[] = chunked(rows).map((c, i) => ({ run_id: run.run_id, chunk: i, rows: c }));
  for (let i = 0; i < existing.chunks.length; i++) {
    if (JSON.stringify(existing.chunks[i]) !== JSON.stringify(chunks[i])) return null;
  }
  const meta = { org_id: run.org_id, run_id: run.run_id, worker: 'matcher' };
  let expected = existing.last;
  try {
    for (let i = existing.chunks.length; i < chunks.length; i++) {
      const r = await deps.store.append(stream, [{ type: 'MatchInputChunk', data: chunks[i], metadata: meta }], { expectedRevision: expected });
      expected = r.nextRevision;
    }
    const sealed: MatchInputSnapshotted = {
      run_id: run.run_id,
      org_id: run.org_id,
      event_id: run.event_id,
      top_n: run.top_n,
      input_chunks: chunks.length,
      attendees: rows.length,
      context: { event_details: event.event_details ?? null, objectives: event.objectives ?? null },
      snapshotted_at: now(),
    };
    const r = await deps.store.append(stream, [{ type: 'MatchInputSnapshotted', data: sealed, metadata: meta }], { expectedRevision: expected });
    return { rows, sealed, sealRevision: r.nextRevision };
  } catch (e) {
    // Another matcher is pinning the same run: it owns the run from here.
    if (e instanceof WrongExpectedRevisionError) throw new Superseded(run.run_id);
    throw e;
  }
}

export const eventDocOf = (deps: Deps, org: string, eventId: string) => deps.read.get<EventDoc>('events', docId(org, eventId));
