/**
 * The intent worker: consumes attendee-level work notices (src/commands/intents/requestIntents.ts)
 * and appends each open request's outcome, AttendeeIntentDerived or AttendeeIntentFailed, on the
 * attendee's intent stream. Idempotent and resumable: the stream decides what is still open, and
 * the outcome is appended with the stream's revision as expected revision, so a redelivery, a
 * second worker or a restart never records a second outcome for one request. At start-up (and
 * every minute for requests idle too long) every open request the read models show is published
 * again, so after kill -9 no attendee stays pending. The periodic sweep waits while this worker
 * is busy (a long queue is not lost, only long), so it never floods the queue with duplicates.
 */
import type { Logger } from 'pino';
import { foldIntent, intentInputHash, outcomeDue, type IntentState } from '../../domain/intent.ts';
import { streams } from '../../domain/streams.ts';
import { nowIso, type Deps } from '../../deps.ts';
import { WrongExpectedRevisionError, type NewEvent } from '../../infra/eventstore/port.ts';
import { attendeeInputOf, findIn, inputsOf } from '../../commands/intents/inputs.ts';
import { INTENT_SUBJECT, NOTICE_BATCH, publishNotices, type IntentNotice } from '../../commands/intents/requestIntents.ts';
import type { IntentStateDoc } from '../../projections/intents.ts';
import { personId, type PersonDoc } from '../../projections/people.ts';
import { rosterId, type RosterDoc } from '../../projections/roster.ts';
import type { WorkerModule } from '../index.ts';
import { READING_VERSION } from './reading.ts';
import { ReaderClosed, readerOf, type Reader } from './readerPool.ts';
import type { ReadResult } from './reading.ts';

/** After this many deliveries of one notice, its open requests are closed as failed. */
export const MAX_ATTEMPTS = 5;
/** Notices handled at once beyond the reader threads: one batch's I/O overlaps another's reading. */
const EXTRA_CONCURRENCY = 1;
const SWEEP_EVERY_MS = 60_000;
/** An open request untouched for this long is published again by the periodic sweep. */
export const STALE_REQUEST_MS = 2 * 60_000;

export const FAILED_REPEATEDLY = 'the reading could not run after repeated attempts; run enrichment again';
export const LEFT_EVENT = 'the attendee left the event before the reading ran';

interface Open {
  entity_id: string;
  state: IntentState;
}

/** Handles one notice: reads the open requests among its attendees and records outcomes. */
export async function processNotice(deps: Deps, reader: Reader, n: IntentNotice, attempt: number, log?: Logger): Promise<{ derived: number; failed: number }> {
  const { org_id: org, event_id: eventId } = n;
  const stored = await Promise.all(n.entity_ids.map((id) => deps.store.readStream(streams.intent(org, eventId, id))));
  const open: Open[] = n.entity_ids.map((id, i) => ({ entity_id: id, state: foldIntent(stored[i]!) })).filter((o) => outcomeDue(o.state));
  if (!open.length) return { derived: 0, failed: 0 };
  const ids = open.map((o) => o.entity_id);
  const [rows, people] = await Promise.all([
    findIn<RosterDoc>(deps.read, 'event_attendees', {}, 'id', ids.map((id) => rosterId(org, eventId, id))),
    findIn<PersonDoc>(deps.read, 'people', {}, 'id', ids.map((id) => personId(org, id))),
  ]);
  const roster = new Map(rows.map((r) => [r.entity_id, r]));
  const person = new Map(people.map((p) => [p.entity_id, p]));
  const present = open.filter((o) => roster.has(o.entity_id));
  const gone = open.filter((o) => !roster.has(o.entity_id));
  const hashes = present.map((o) => intentInputHash(inputsOf(roster.get(o.entity_id)!, person.get(o.entity_id) ?? null)));

  let results: ReadResult[];
  try {
    results = present.length ? await reader.read(present.map((o) => attendeeInputOf(roster.get(o.entity_id)!, person.get(o.entity_id) ?? null))) : [];
  } catch (err) {
    if (attempt < MAX_ATTEMPTS || err instanceof ReaderClosed) throw err; // redelivered with back-off
    log?.error({ err, org_id: org, event_id: eventId, attendees: present.length }, 'intent reading failed repeatedly; closing the requests as failed');
    results = present.map(() => ({ ok: false, reason: FAILED_REPEATEDLY }));
  }
  const at = nowIso(deps);
  const ids3 = { org_id: org, event_id: eventId };
  const outcomes: Array<{ o: Open; event: NewEvent }> = [
    ...present.map((o, i) => {
      const r = results[i]!;
      const input_hash = hashes[i]!;
      const event: NewEvent = r.ok
        ? { type: 'AttendeeIntentDerived', data: { ...ids3, entity_id: o.entity_id, input_hash, reading_version: r.read.version ?? READING_VERSION, read: r.read, derived_at: at } }
        : { type: 'AttendeeIntentFailed', data: { ...ids3, entity_id: o.entity_id, input_hash, reason: r.reason, failed_at: at } };
      return { o, event };
    }),
    ...gone.map((o) => ({ o, event: { type: 'AttendeeIntentFailed', data: { ...ids3, entity_id: o.entity_id, input_hash: o.state.input_hash ?? '', reason: LEFT_EVENT, failed_at: at } } })),
  ];
  let derived = 0;
  let failed = 0;
  await Promise.all(
    outcomes.map(async ({ o, event }) => {
      try {
        await deps.store.append(streams.intent(org, eventId, o.entity_id), [{ ...event, metadata: { org_id: org, worker: 'intents' } }], { expectedRevision: o.state.revision });
        if (event.type === 'AttendeeIntentDerived') derived++;
        else failed++;
      } catch (e) {
        // Another worker recorded this request's outcome, or a newer request arrived: its own notice covers it.
        if (!(e instanceof WrongExpectedRevisionError)) throw e;
      }
    }),
  );
  return { derived, failed };
}

/** Publishes open requests again: all at start-up, later only those idle for `idleMs`. */
export async function sweepIntents(deps: Deps, idleMs: number): Promise<number> {
  const before = new Date(deps.clock().getTime() - idleMs).toISOString();
  let after: string | undefined;
  let published = 0;
  for (;;) {
    const page = await deps.read.find<IntentStateDoc>('attendee_intent_states', {
      where: { status: 'pending', ...(idleMs > 0 ? { updated_at: { $lte: before } } : {}) },
      sort: [['id', 1]],
      ...(after ? { after: [after] } : {}),
      limit: 1000,
    });
    if (!page.length) break;
    await publishNotices(deps, page, 'sweep');
    published += page.length;
    after = page.at(-1)!.id;
    if (page.length < 1000) break;
  }
  return published;
}

export function startIntentWorker(deps: Deps, reader: Reader): ReturnType<WorkerModule> {
  const log = deps.log.child({ worker: 'intents' });
  // While notices keep arriving the queue is moving: a periodic sweep would only duplicate them.
  let lastHandled = 0;
  return (async () => {
    const subs = await Promise.all(
      Array.from({ length: reader.threads + EXTRA_CONCURRENCY }, () =>
        deps.bus.consume(INTENT_SUBJECT, 'worker-intents', async ({ message, attempt }) => {
          const n = message as unknown as IntentNotice;
          if (!Array.isArray(n.entity_ids) || n.entity_ids.length > NOTICE_BATCH * 4) return; // not ours to handle
          await processNotice(deps, reader, n, attempt, log);
          lastHandled = deps.clock().getTime();
        }),
      ),
    );
    // The read models must show every open request before the start-up sweep looks for them.
    await deps.projections.waitFor(await deps.store.headPosition(), 60_000);
    const swept = await sweepIntents(deps, 0);
    if (swept) log.info({ swept }, 'open intent requests published again at start-up');
    const timer = setInterval(() => {
      if (deps.clock().getTime() - lastHandled < STALE_REQUEST_MS) return;
      sweepIntents(deps, STALE_REQUEST_MS).catch((err) => log.warn({ err }, 'intent sweep failed'));
    }, SWEEP_EVERY_MS);
    timer.unref();
    return {
      async stop() {
        clearInterval(timer);
        // Readings in flight are abandoned, not awaited (loading the encoder alone takes seconds):
        // their notices go back to the bus and the start-up sweep finds their requests still open.
        await reader.close();
        await Promise.all(subs.map((s) => s.stop()));
      },
    };
  })();
}

export const intentWorker: WorkerModule = (deps) => startIntentWorker(deps, readerOf(deps.config.intentReaders));
