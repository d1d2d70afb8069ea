/**
 * Stale intent is re-derived without being asked: this reactor follows the log (its own
 * checkpoint in the read store) and, after the read models reflect each page of events, looks
 * at the attendees whose reading inputs may have changed (an import or add, a review
 * resolution, a side change, a merge). An attendee whose intent was requested before and whose
 * input hash now differs gets a new request; a merge queues the surviving person in the events
 * it took over. Attendees never enriched wait for an enrichment run (docs/decisions.md).
 * Requests are idempotent, so a replay after a crash (or a second process) queues nothing twice.
 */
import type { Logger } from 'pino';
import type { Deps } from '../../deps.ts';
import type { PeopleEvent } from '../../domain/roster.ts';
import type { StoredEvent } from '../../infra/eventstore/port.ts';
import { findIn } from '../../commands/intents/inputs.ts';
import { requeueMembers } from '../../commands/intents/requestIntents.ts';
import type { IntentStateDoc } from '../../projections/intents.ts';
import type { WorkerModule } from '../index.ts';
import { READING_VERSION } from './reading.ts';

const CHECKPOINT = 'intent-requeue';
/** Events per step (the store parses an event's data only when it is read, and most are skipped by type). */
const PAGE = 1000;

interface Touched {
  /** org → entities whose existing intents must be checked. */
  check: Map<string, Set<string>>;
  /** `org/event/entity` memberships to queue even without an earlier request (merges). */
  force: Array<{ org: string; event: string; entity: string }>;
  /** Position of the last event that touched anyone (0 when none did): the read models must reach it. */
  upTo: number;
}

export function touchedBy(events: StoredEvent[]): Touched {
  const check = new Map<string, Set<string>>();
  const add = (org: string, entity: string) => {
    const s = check.get(org) ?? new Set<string>();
    s.add(entity);
    check.set(org, s);
  };
  const force: Touched['force'] = [];
  let upTo = 0;
  for (const stored of events) {
    // Not copying `data`: stores parse it on first read, and most events are skipped by type.
    const e = stored as unknown as PeopleEvent;
    switch (e.type) {
      case 'AttendeeImported':
      case 'AttendeeSideChanged':
        add(e.data.org_id, e.data.entity_id);
        break;
      case 'IdentityReviewResolved':
        add(e.data.org_id, e.data.entity_id);
        break;
      case 'PersonsMerged':
        add(e.data.org_id, e.data.target_entity_id);
        for (const ev of e.data.moved_event_ids) force.push({ org: e.data.org_id, event: ev, entity: e.data.target_entity_id });
        break;
      default:
        continue;
    }
    upTo = stored.position;
  }
  return { check, force, upTo };
}

/** Queues a new reading for every touched attendee whose inputs changed since its last request. */
export async function requeueTouched(deps: Deps, t: Touched): Promise<number> {
  const memberships = new Map<string, { org: string; event: string; entities: Set<string> }>();
  const put = (org: string, event: string, entity: string) => {
    const k = `${org}\u0000${event}`;
    const m = memberships.get(k) ?? { org, event, entities: new Set<string>() };
    m.entities.add(entity);
    memberships.set(k, m);
  };
  for (const [org, entities] of t.check) {
    const states = await findIn<IntentStateDoc>(deps.read, 'attendee_intent_states', { org_id: org }, 'entity_id', [...entities]);
    for (const s of states) put(org, s.event_id, s.entity_id);
  }
  for (const f of t.force) put(f.org, f.event, f.entity);
  let queued = 0;
  for (const m of memberships.values()) {
    const r = await requeueMembers(deps, m.org, m.event, [...m.entities], { reason: 'inputs_changed', readingVersion: READING_VERSION, retryFailed: false });
    queued += r.enrichment_requested;
  }
  return queued;
}

/** The stored checkpoint is written when a page touched someone, and at least this often (events) otherwise. */
const CHECKPOINT_EVERY = 5000;

/**
 * Handles one page after `from`; returns the position reached, or null when none was left. A
 * crash before the checkpoint is written only makes the reactor look at those pages again
 * (requests are idempotent).
 */
async function step(deps: Deps, log: Logger, from: number, stored: { at: number }): Promise<number | null> {
  const page = await deps.store.readAll({ after: from, maxCount: PAGE });
  if (!page.length) return null;
  const last = page.at(-1)!.position;
  const touched = touchedBy(page);
  if (touched.upTo > 0) {
    // The inputs are read from the read models: they must reflect the events that touched them
    // (a page of readings alone touches nobody and waits for nothing).
    if (!(await deps.projections.waitFor(touched.upTo, 30_000))) throw new Error('read models lag behind the intent reactor');
    const queued = await requeueTouched(deps, touched);
    if (queued) log.info({ queued }, 'stale intents queued again');
  }
  if (touched.upTo > 0 || last - stored.at >= CHECKPOINT_EVERY) {
    await deps.read.transact(async (tx) => tx.setCheckpoint(CHECKPOINT, last));
    stored.at = last;
  }
  return last;
}

export const intentReactor: WorkerModule = async (deps) => {
  const log = deps.log.child({ worker: 'intent-reactor' });
  const abort = new AbortController();
  const loop = (async () => {
    while (!abort.signal.aborted) {
      try {
        const stored = { at: await deps.read.checkpoint(CHECKPOINT) };
        let reached = stored.at;
        for await (const e of deps.store.subscribeToAll({ after: reached, signal: abort.signal })) {
          if (e.position <= reached) continue;
          for (let r = await step(deps, log, reached, stored); r !== null && !abort.signal.aborted; r = await step(deps, log, reached, stored)) reached = r;
        }
      } catch (err) {
        if (abort.signal.aborted) return;
        log.warn({ err }, 'intent reactor step failed; retrying');
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  })();
  return {
    async stop() {
      abort.abort();
      await loop;
    },
  };
};
