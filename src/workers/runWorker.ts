/**
 * Runs a kind of run from its work notices. Idempotent and resumable: the handler reads its
 * inputs and its own progress from the run stream, so a redelivery after a crash continues
 * where the log stands; a terminal run is acknowledged without work. At start-up every run the
 * read models show unfinished is published again, so no run stays queued or running forever.
 */
import type { Logger } from 'pino';
import { isTerminal, type ActiveRun, type RunError, type RunKind, type TerminalStatus } from '../domain/run.ts';
import { streams } from '../domain/streams.ts';
import { nowIso, type Deps } from '../deps.ts';
import type { StoredEvent } from '../infra/eventstore/port.ts';
import { WrongExpectedRevisionError } from '../infra/eventstore/port.ts';
import { execute } from '../commands/execute.ts';
import { runDecider } from '../commands/runs/runDecider.ts';
import { runSubject } from '../commands/runs/queueRun.ts';
import type { RunDoc } from '../projections/runs.ts';
import type { WorkerModule } from './index.ts';

export interface RunOutcome {
  status: TerminalStatus;
  progress: Record<string, unknown>;
  error: RunError | null;
  snapshot_metadata?: Record<string, unknown>;
  version_metadata?: Record<string, unknown>;
}

export interface RunContext {
  deps: Deps;
  run: ActiveRun;
  log: Logger;
  /** Every event of the run stream (input chunks, the worker's own checkpoints). */
  events(): Promise<StoredEvent[]>;
  /** Appends worker events (e.g. a checkpoint) to the run stream after the last one seen. */
  append(events: Array<{ type: string; data: unknown }>): Promise<void>;
  /** Replaces the run's progress (visible to pollers). */
  progress(progress: Record<string, unknown>): Promise<void>;
}

export type RunHandler = (ctx: RunContext) => Promise<RunOutcome>;

/** Another worker is processing the same run: this attempt stops and leaves it to that one. */
export class Superseded extends Error {}

const MAX_ATTEMPTS = 5;
/** How long a run may wait for the rest of its input (a crash mid-request) before it fails. */
export const UNSEALED_TIMEOUT_MS = 10 * 60_000;
const INPUT_INCOMPLETE = {
  code: 'RUN_INPUT_INCOMPLETE',
  message: 'the request that queued this run never completed its input; send it again with a fresh idempotency_key',
};

/**
 * A lane of a kind: its own subject and durable consumer, owning the unfinished runs `owns`
 * accepts (the match runs of one roster size class, for example), so lanes never queue
 * behind each other.
 */
export interface RunLane {
  subject: string;
  durable: string;
  owns(run: RunDoc): boolean;
}

export function runWorker(kind: RunKind | 'record', handler: RunHandler, lane?: RunLane): WorkerModule {
  return async (deps) => {
    const log = deps.log.child({ worker: kind, ...(lane ? { lane: lane.durable } : {}) });
    const inFlight = new Set<string>();
    const sub = await deps.bus.consume(lane?.subject ?? runSubject(kind), lane?.durable ?? `worker-${kind}`, async ({ message, attempt }) => {
      const runId = message.run_id;
      if (inFlight.has(runId)) return;
      inFlight.add(runId);
      try {
        await processRun(deps, log, runId, attempt, handler);
      } finally {
        inFlight.delete(runId);
      }
    });
    await sweep(deps, kind, 0, lane);
    // Later sweeps catch a notice lost on the way (a bus outage): only runs idle for a while.
    const timer = setInterval(() => {
      sweep(deps, kind, STALE_RUN_MS, lane).catch((err) => log.warn({ err }, 'run sweep failed'));
    }, SWEEP_EVERY_MS);
    timer.unref();
    return {
      async stop() {
        clearInterval(timer);
        await sub.stop();
      },
    };
  };
}

const SWEEP_EVERY_MS = 60_000;
/** A queued or running run untouched for this long gets its work notice again. */
export const STALE_RUN_MS = 2 * 60_000;

/** Publishes every unfinished run of this worker's kind not updated for `idleMs` again. */
export async function sweep(deps: Deps, kind: RunKind | 'record', idleMs: number, lane?: RunLane) {
  const before = new Date(deps.clock().getTime() - idleMs).toISOString();
  for (const status of ['queued', 'running']) {
    const runs = await deps.read.find<RunDoc>('runs', { where: { status, ...(kind === 'record' ? { event_id: null } : { kind }) } });
    for (const r of runs) {
      if (kind !== 'record' && r.event_id === null) continue;
      if (idleMs > 0 && r.updated_at > before) continue;
      if (lane && !lane.owns(r)) continue;
      await deps.bus.publish(lane?.subject ?? runSubject(kind), { run_id: r.run_id });
    }
  }
}

async function processRun(deps: Deps, log: Logger, runId: string, attempt: number, handler: RunHandler): Promise<void> {
  const stream = streams.run(runId);
  const meta = { org_id: undefined as string | undefined, worker: true };
  // One read of the stream: start it, or fail it when its input was cut off long ago.
  const started = await execute(
    deps.store,
    stream,
    runDecider,
    (state) => {
      if (state.status !== 'absent') meta.org_id = state.org_id;
      const orphaned =
        state.status === 'queued' && !state.sealed && deps.clock().getTime() - Date.parse(state.created_at) >= UNSEALED_TIMEOUT_MS;
      // The request that queued it never got its answer and no identical retry completed the
      // input: the run fails rather than wait forever.
      return orphaned
        ? { type: 'FinishRun' as const, status: 'failed' as const, progress: state.progress, error: INPUT_INCOMPLETE, now: nowIso(deps) }
        : { type: 'StartRun' as const, now: nowIso(deps) };
    },
    meta,
  );
  const state = started.state;
  if (state.status === 'absent' || isTerminal(state.status)) return;
  if (!state.sealed) throw new Error(`run ${runId} input is not sealed yet`); // redelivered with back-off
  let revision = started.revision as number;
  const append = async (events: Array<{ type: string; data: unknown }>) => {
    try {
      const r = await deps.store.append(stream, events.map((e) => ({ ...e, metadata: meta })), { expectedRevision: revision });
      revision = r.nextRevision;
    } catch (e) {
      if (e instanceof WrongExpectedRevisionError) throw new Superseded(runId);
      throw e;
    }
  };
  const ctx: RunContext = {
    deps,
    run: state,
    log: log.child({ run_id: runId }),
    events: () => deps.store.readStream(stream),
    append,
    progress: (progress) => append([{ type: 'RunProgressed', data: { run_id: runId, progress, updated_at: nowIso(deps) } }]),
  };
  let outcome: RunOutcome;
  try {
    outcome = await handler(ctx);
  } catch (err) {
    if (err instanceof Superseded) return;
    if (attempt < MAX_ATTEMPTS) {
      log.warn({ err, run_id: runId, attempt }, 'run attempt failed; it will be redelivered');
      throw err;
    }
    log.error({ err, run_id: runId }, 'run failed after retries');
    outcome = { status: 'failed', progress: state.progress, error: { code: 'RUN_FAILED', message: 'the run failed after repeated attempts' } };
  }
  await execute(deps.store, stream, runDecider, { type: 'FinishRun', ...outcome, now: nowIso(deps) }, meta);
}

/** Closes event-less runs (POST /runs) as succeeded with the progress the partner recorded. */
export const recordWorker = runWorker('record', async ({ run }) => ({ status: 'succeeded', progress: run.progress, error: null }));
