/**
 * The matcher: a bus consumer per lane (small and large rosters) that pins the run's input,
 * runs the matching library and appends the results as `MatchResultsChunk` events on the run's
 * results stream, then the terminal RunFinished with progress and metadata.
 *
 * Resumable: chunks are a deterministic function of the pinned input, chunk k lives at a known
 * revision and is appended with that revision expected. After a crash the run recomputes and
 * appends only what follows the last chunk in the log, so every principal's list is in the log
 * exactly once; a second matcher on the same run loses the append race and steps back.
 */
import { streams } from '../domain/streams.ts';
import { CHUNK_BYTES, CHUNK_ITEMS, MATCH_LANES, type MatchInputRow, type MatchLane, type MatchListEntry, type MatchResultsChunk, type StoredMatch } from '../domain/match.ts';
import { nowIso, type Deps } from '../deps.ts';
import { WrongExpectedRevisionError } from '../infra/eventstore/port.ts';
import { hasMatchInput, prewarmMatchingThread, READING_VERSION, runMatchingInThread, type AttendeeInput, type PairMatch, type PrincipalMatches, type RunOptions, type MatchRun } from '../matching/index.ts';
import type { RunDoc } from '../projections/runs.ts';
import type { WorkerModule } from './index.ts';
import { initialMatchProgress, matchDurable, matchSubject, type MatchProgress } from './matchLanes.ts';
import { eventDocOf, pinInput, pinnedReadings, type Snapshot } from './matchInput.ts';
import { runWorker, Superseded, type RunContext, type RunOutcome } from './runWorker.ts';

export interface MatcherOptions {
  /** The library entry point (tests wrap it to hold a run at a known point). */
  match?: (opts: RunOptions) => MatchRun;
}

/** The sentence encoder of the stored readings (READING_VERSION names it after its `+`). */
const READING_ENCODER = READING_VERSION.slice(READING_VERSION.indexOf('+') + 1);

/** Progress is reported every this many appended chunks (and at the end). */
const PROGRESS_EVERY_CHUNKS = 8;
/**
 * Chunks per append: a chunk is at most CHUNK_BYTES by an upper estimate (about 270 KiB of
 * JSON at most in practice), so three stay under EventStoreDB's 1 MiB per append.
 */
const CHUNKS_PER_APPEND = 3;


export const toInput = (r: MatchInputRow): AttendeeInput => ({
  entity_id: r.entity_id,
  attendee_id: r.attendee_id,
  id_source: r.id_source,
  display_name: r.display_name,
  title: r.title,
  company: r.company,
  side: r.side,
  event_goal: r.event_goal,
  event_needs: r.event_needs,
  event_offers: r.event_offers,
  raw_data: r.raw_data,
});

function storedMatch(m: PairMatch, byId: Map<string, MatchInputRow>): StoredMatch {
  const t = byId.get(m.target_entity_id);
  return {
    target_entity_id: m.target_entity_id,
    target_attendee_id: t?.attendee_id ?? null,
    target_id_source: t?.id_source ?? 'meshi',
    rank: m.rank,
    final_score: m.final_score,
    sub_scores: m.sub_scores,
    best_goal_match: m.best_goal_match,
    driving_goal_pair: m.driving_goal_pair,
    intent_strength: m.intent_strength,
    explainability: m.explainability,
  };
}

/** Roster counts by side, as the run saw them. */
export function rosterCounts(rows: readonly MatchInputRow[]) {
  const c = { total: rows.length, founder: 0, investor: 0, untagged: 0 };
  for (const r of rows) c[r.side ?? 'untagged']++;
  return c;
}

async function matchRun(ctx: RunContext, opts: MatcherOptions): Promise<RunOutcome> {
  const { run, deps } = ctx;
  const org = run.org_id;
  const eventId = run.event_id!;
  const topN = Number(run.params.top_n ?? 10);
  const event = await eventDocOf(deps, org, eventId);
  const progress: MatchProgress = initialMatchProgress();
  if (!event || event.deleted_at) {
    return { status: 'failed', progress: { ...progress }, error: { code: 'EVENT_NOT_FOUND', message: `event ${eventId} was deleted before the match run ran` } };
  }
  const snap = await pinInput(deps, { run_id: run.run_id, org_id: org, event_id: eventId, top_n: topN }, event, () => nowIso(deps));
  if (!snap) {
    return {
      status: 'failed',
      progress: { ...progress },
      error: { code: 'MATCH_INPUT_CHANGED', message: 'the roster changed while an interrupted run was pinning it; start a new match run with a fresh idempotency_key' },
    };
  }
  progress.attendees_total = snap.rows.length;
  // Only those who take part are read: who gives nothing to match on is left out (policy).
  const attendees = snap.rows.map(toInput);
  snap.rows.forEach((r, i) => {
    if (hasMatchInput(attendees[i]!)) progress.intent_sources[r.intent_source]++;
  });
  progress.attendees_on_fallback = progress.intent_sources.fallback;

  const intents = await pinnedReadings(deps, org, eventId, snap.rows);
  // The library runs on a thread of its own, so this process's event loop keeps serving requests.
  const mr = (opts.match ?? runMatchingInThread)({
    attendees,
    context: { event_id: eventId, event_details: snap.sealed.context.event_details, objectives: snap.sealed.context.objectives },
    top_n: topN,
    intents,
    // A run reads stored vectors only: attendees without a stored reading are read without the
    // sentence encoder, which would cost tens of ms of CPU each (docs/decisions.md).
    inline: 'lexical',
  });
  const yielded = mr[Symbol.asyncIterator]();
  try {
    return await writeResults(ctx, snap, topN, progress, mr, yielded);
  } finally {
    // Ends the library's thread when the run stops early (an error, or another matcher took it).
    await yielded.return?.();
  }
}

async function writeResults(
  ctx: RunContext, snap: Snapshot, topN: number, progress: MatchProgress, mr: MatchRun, yielded: AsyncIterator<PrincipalMatches>,
): Promise<RunOutcome> {
  const meta = await mr.metadata();
  progress.principals_total = meta.principals;

  const results = new ResultsWriter(ctx.deps, ctx, snap);
  await results.locate();
  const byId = new Map(snap.rows.map((r) => [r.entity_id, r]));
  let next = await yielded.next();
  for (let seq = 0; seq < snap.rows.length; seq++) {
    const row = snap.rows[seq]!;
    let entry: MatchListEntry;
    if (!next.done && next.value.principal_entity_id === row.entity_id) {
      entry = { seq, entity_id: row.entity_id, attendee_id: row.attendee_id, id_source: row.id_source, eligible: true, matches: next.value.matches.map((m) => storedMatch(m, byId)) };
      progress.principals_processed++;
      progress.pairs_emitted += entry.matches.length;
      if (entry.matches.length === 0) progress.principals_without_match++;
      next = await yielded.next();
    } else {
      entry = { seq, entity_id: row.entity_id, attendee_id: row.attendee_id, id_source: row.id_source, eligible: false, matches: [] };
    }
    await results.add(entry, progress);
  }
  if (!next.done) throw new Error(`the library yielded principal ${next.value.principal_entity_id} outside the pinned roster`);
  await results.flush(progress);

  return {
    status: 'succeeded',
    progress: { ...progress, result_chunks: results.chunks },
    error: null,
    snapshot_metadata: {
      input_hash: meta.input_hash,
      context_snapshot_id: meta.context_snapshot_id,
      policy: meta.policy,
      roster: rosterCounts(snap.rows),
      top_n: topN,
      snapshotted_at: snap.sealed.snapshotted_at,
      exposure_gini: meta.exposure_gini,
    },
    version_metadata: {
      algorithm_version: meta.algorithm_version,
      policy_version: meta.policy_version,
      // The encoder of the stored readings; attendees without one were read without an encoder.
      embedder: { id: READING_ENCODER, version: READING_ENCODER.split('@')[1] ?? 'unversioned' },
      reading_version: READING_VERSION,
      inline_reading: 'lexical',
    },
  };
}

/**
 * Groups entries into chunks exactly as `chunked` would (greedy, by bytes and count) and appends
 * each at its revision. Entries already in the log (before a crash) are skipped, and the
 * grouping continues from the first missing one: greedy grouping of a suffix that starts at a
 * chunk boundary gives the same boundaries as the uninterrupted run.
 */
class ResultsWriter {
  private readonly stream: string;
  private chunk = 0;

  /** Result chunks in the log so far. */
  get chunks(): number {
    return this.chunk;
  }

  private doneThrough = -1;
  private cur: MatchListEntry[] = [];
  private bytes = 0;
  private pending: MatchResultsChunk[] = [];
  private reported = 0;

  constructor(
    private readonly deps: Deps,
    private readonly ctx: RunContext,
    private readonly snap: Snapshot,
  ) {
    this.stream = streams.matchRun(ctx.run.run_id);
  }

  /** Finds the last chunk in the log: result chunk k is at revision sealRevision + 1 + k. */
  async locate(): Promise<void> {
    const known = Number(this.ctx.run.progress.result_chunks ?? 0);
    const probe = async (from: number) => {
      let last: MatchResultsChunk | null = null;
      for (let k = from; ; k++) {
        const [e] = await this.deps.store.readStream(this.stream, { fromRevision: this.snap.sealRevision + 1 + k, maxCount: 1 });
        if (!e || e.type !== 'MatchResultsChunk') return last;
        last = e.data as MatchResultsChunk;
      }
    };
    // Progress names a chunk that is in the log (it is written after the chunk); probe on from it.
    const last = (Number.isInteger(known) && known > 0 ? await probe(known - 1) : null) ?? (await probe(0));
    if (last) {
      this.chunk = last.chunk + 1;
      this.reported = this.chunk;
      this.doneThrough = last.principals.at(-1)?.seq ?? -1;
    }
  }

  async add(entry: MatchListEntry, progress: MatchProgress): Promise<void> {
    if (entry.seq <= this.doneThrough) return;
    const size = entrySize(entry);
    if (this.cur.length > 0 && (this.cur.length >= CHUNK_ITEMS || this.bytes + size > CHUNK_BYTES)) await this.append(progress);
    this.cur.push(entry);
    this.bytes += size;
  }

  async flush(progress: MatchProgress): Promise<void> {
    if (this.cur.length) await this.append(progress);
    await this.write();
    await this.ctx.progress({ ...progress, result_chunks: this.chunk });
  }

  /** Closes the current chunk; chunks go to the store a few per append. */
  private async append(progress: MatchProgress): Promise<void> {
    const run = this.ctx.run;
    this.pending.push({ run_id: run.run_id, org_id: run.org_id, event_id: run.event_id!, chunk: this.chunk + this.pending.length, computed_at: nowIso(this.deps), principals: this.cur });
    this.cur = [];
    this.bytes = 0;
    if (this.pending.length >= CHUNKS_PER_APPEND) {
      await this.write();
      if (this.chunk - this.reported >= PROGRESS_EVERY_CHUNKS) {
        this.reported = this.chunk;
        await this.ctx.progress({ ...progress, result_chunks: this.chunk });
      }
    }
  }

  /** Appends the pending chunks in one append, the first at its revision. */
  private async write(): Promise<void> {
    if (!this.pending.length) return;
    const run = this.ctx.run;
    const meta = { org_id: run.org_id, run_id: run.run_id, worker: 'matcher' };
    try {
      await this.deps.store.append(this.stream, this.pending.map((data) => ({ type: 'MatchResultsChunk', data, metadata: meta })), { expectedRevision: this.snap.sealRevision + this.chunk });
    } catch (e) {
      if (e instanceof WrongExpectedRevisionError) throw new Superseded(run.run_id);
      throw e;
    }
    this.chunk += this.pending.length;
    this.pending = [];
  }
}

/**
 * An upper estimate of an entry's JSON bytes, cheap and deterministic (chunk boundaries depend
 * on it): fixed parts generously counted, plus the variable text.
 */
export function entrySize(e: MatchListEntry): number {
  let n = 160 + e.entity_id.length + (e.attendee_id?.length ?? 4);
  for (const m of e.matches) {
    n += 720 + m.target_entity_id.length + (m.target_attendee_id?.length ?? 4);
    for (const r of m.explainability.reasons) n += 40 + r.kind.length + 2 * r.text.length;
  }
  return n;
}

/** The lane of a queued match run (recorded at queue time from the roster size). */
const laneOf = (r: RunDoc): MatchLane => (r.params?.lane === 'large' ? 'large' : 'small');

/** One matcher worker per lane; both run the same handler on their own durable consumer. */
export function matcherWorkers(opts: MatcherOptions = {}, lanes: readonly MatchLane[] = MATCH_LANES): WorkerModule[] {
  return lanes.map((lane) => {
    const worker = runWorker('match', (ctx) => matchRun(ctx, opts), { subject: matchSubject(lane), durable: matchDurable(lane), owns: (r) => laneOf(r) === lane });
    return (deps) => {
      // The first run finds the library loaded on its thread.
      if (!opts.match) prewarmMatchingThread();
      return worker(deps);
    };
  });
}
