import type { FastifyRequest } from 'fastify';
import { fingerprintOf, isTerminal, runIdFor, type ActiveRun, type RunKind, type RunQueued } from '../../domain/run.ts';
import { streams } from '../../domain/streams.ts';
import { nowIso, type Deps } from '../../deps.ts';
import type { NewEvent } from '../../infra/eventstore/port.ts';
import { WrongExpectedRevisionError } from '../../infra/eventstore/port.ts';
import { orgOf, settled } from '../../http/scope.ts';
import { concurrentModification, execute } from '../execute.ts';
import { runDecider } from './runDecider.ts';

export const runSubject = (kind: RunKind | 'record') => `mm.runs.${kind}`;

export interface QueueRunSpec {
  kind: RunKind;
  event_id: string | null;
  idempotency_key: string;
  webhook_url: string | null;
  /** The request as the partner sent it (minus the key): replays must be identical. */
  request: unknown;
  params?: Record<string, unknown>;
  progress?: Record<string, unknown>;
  snapshot_metadata?: Record<string, unknown>;
  version_metadata?: Record<string, unknown>;
  /** Large inputs (roster chunks), appended after RunQueued and sealed by RunInputSealed. */
  input?: () => NewEvent[];
  /** Worker subject; defaults to the kind's. */
  subject?: string;
}

export interface Queued {
  run: ActiveRun;
  replay: boolean;
}

/**
 * Queues a run exactly once per (org, idempotency key). The run stream is the reservation:
 * the loser of a race, or a retry, finds the run and answers it as a replay. A run whose
 * input was cut off by a crash is completed by the next identical request before the
 * replay answer; the acknowledged (sealed) state is never different from what was asked.
 */
export async function queueRun(deps: Deps, req: FastifyRequest, spec: QueueRunSpec): Promise<Queued> {
  const org = orgOf(req);
  const run_id = runIdFor(org, spec.idempotency_key);
  const stream = streams.run(run_id);
  const meta = { correlation_id: req.id, org_id: org };
  const input = spec.input?.() ?? [];
  const queued: RunQueued = {
    run_id,
    org_id: org,
    kind: spec.kind,
    event_id: spec.event_id,
    idempotency_key: spec.idempotency_key,
    fingerprint: fingerprintOf({ kind: spec.kind, event_id: spec.event_id, webhook_url: spec.webhook_url, request: spec.request }),
    progress: spec.progress ?? {},
    snapshot_metadata: spec.snapshot_metadata ?? {},
    version_metadata: spec.version_metadata ?? {},
    webhook_url: spec.webhook_url,
    params: spec.params ?? {},
    input_events: input.length,
    created_at: nowIso(deps),
  };
  const res = await execute(deps.store, stream, runDecider, { type: 'QueueRun', run: queued }, meta);
  const replay = res.events.length === 0;
  let position = res.position;
  let state = res.state;
  if (state.status === 'absent') throw new Error('run vanished after queueing');
  // A run failed for incomplete input stays failed: a retry needs a fresh key (rule 4).
  if (!state.sealed && !isTerminal(state.status)) {
    position = await sealInput(deps, stream, run_id, input, meta);
    state = { ...state, sealed: true };
  }
  await settled(deps, position);
  await deps.bus.publish(spec.subject ?? runSubject(spec.kind), { run_id });
  return { run: state, replay };
}

/**
 * Bytes of input per append: EventStoreDB refuses a write of more than 1 MiB in total, so the
 * input goes in bounded batches (at least one event each; input events are kept smaller).
 */
const INPUT_BATCH_BYTES = 768 * 1024;

/** How many of `events` (from the start) fit one append. */
function batchLength(events: NewEvent[]): number {
  let bytes = 0;
  let n = 0;
  for (const e of events) {
    const size = JSON.stringify(e.data).length;
    if (n > 0 && bytes + size > INPUT_BATCH_BYTES) break;
    bytes += size;
    n += 1;
  }
  return n;
}

/**
 * Appends the input events not yet in the stream, in bounded batches, then seals. Input
 * events are deterministic, so a concurrent or later identical request continues where the
 * stream stands.
 */
async function sealInput(deps: Deps, stream: string, runId: string, input: NewEvent[], meta: Record<string, unknown>) {
  let known: { revision: number; present: number } | undefined;
  for (let conflicts = 0; conflicts < 20; ) {
    if (!known) {
      const events = await deps.store.readStream(stream);
      if (events.some((e) => e.type === 'RunInputSealed')) return events.at(-1)!.position;
      known = { revision: events.at(-1)!.revision, present: events.length - 1 }; // RunQueued, then input only
    }
    const rest = input.slice(known.present);
    const batch = rest.slice(0, batchLength(rest)).map((e) => ({ ...e, metadata: { ...meta, ...(e.metadata ?? {}) } }));
    const seal = known.present + batch.length >= input.length;
    const toAppend = seal ? [...batch, { type: 'RunInputSealed', data: { run_id: runId, sealed_at: nowIso(deps) }, metadata: meta }] : batch;
    try {
      const r = await deps.store.append(stream, toAppend, { expectedRevision: known.revision });
      if (seal) return r.position;
      known = { revision: r.nextRevision, present: known.present + batch.length };
    } catch (e) {
      if (!(e instanceof WrongExpectedRevisionError)) throw e;
      known = undefined;
      conflicts++;
    }
  }
  throw concurrentModification();
}
