/**
 * The importer: applies an import run's chunks to the org's people ledger, one atomic append
 * per chunk (its rows and its ImportChunkApplied marker). A chunk whose marker exists was
 * applied: after a crash or a redelivery the run continues with the next one and takes the
 * counts of applied chunks from their markers, so no row is lost or applied twice.
 */
import { nowIso } from '../deps.ts';
import { addCounts, decideImportChunk, zeroCounts, type RowError } from '../domain/roster.ts';
import { docId, streams } from '../domain/streams.ts';
import type { ImportRowsChunk } from '../domain/imports.ts';
import { loadIndex, rowKeys, writePeople } from '../commands/attendees/ledger.ts';
import type { EventDoc } from '../projections/events.ts';
import { chunkDocId, type ChunkDoc } from '../projections/people.ts';
import { runWorker } from './runWorker.ts';

/** Row errors listed in the run's progress; error_count stays exact beyond it. */
export const MAX_LISTED_ERRORS = 1000;

export const importerWorker = runWorker('import', async (ctx) => {
  const { run, deps } = ctx;
  const org = run.org_id;
  const eventId = run.event_id!;
  const chunks = (await ctx.events()).filter((e) => e.type === 'ImportRowsChunk').map((e) => e.data as ImportRowsChunk);
  chunks.sort((a, b) => a.chunk - b.chunk);
  const counts = zeroCounts(chunks.reduce((n, c) => n + c.rows.length, 0));
  const errors: RowError[] = [];
  const warnings: string[] = [];
  const progress = () => ({ ...counts, warnings, errors });
  const event = await deps.read.get<EventDoc>('events', docId(org, eventId));
  if (!event || event.deleted_at) {
    return { status: 'failed', progress: progress(), error: { code: 'EVENT_NOT_FOUND', message: `event ${eventId} was deleted before the import ran` } };
  }
  const meta = { org_id: org, run_id: run.run_id, worker: 'importer' };
  for (const c of chunks) {
    const { result } = await writePeople<Pick<ChunkDoc, 'counts' | 'errors' | 'warnings'> | 'event_deleted'>(
      deps,
      org,
      meta,
      async (read) => {
        const done = await read.get<ChunkDoc>('import_chunks', chunkDocId(run.run_id, c.chunk));
        if (done) return { events: [], result: { counts: done.counts, errors: done.errors, warnings: done.warnings } };
        // An event deleted while the run goes takes no more rows: they would join a deleted event and
        // open reviews nobody can resolve (a deleted event's reviews are withdrawn).
        const live = await read.get<EventDoc>('events', docId(org, eventId));
        if (!live || live.deleted_at) return { events: [], result: 'event_deleted' };
        const index = await loadIndex(read, org, rowKeys(c.rows, eventId));
        const out = decideImportChunk({ org_id: org, event_id: eventId, run_id: run.run_id, chunk: c.chunk, offset: c.offset, rows: c.rows }, index, { now: nowIso(deps), newId: deps.newId });
        return { events: out.events, result: out.marker };
      },
      // The decision also reads the event (is it still live?).
      { also: [streams.event(org, eventId)] },
    );
    if (result === 'event_deleted') {
      ctx.log.info({ processed: counts.processed, total: counts.total }, 'import stopped: its event was deleted');
      return { status: 'failed', progress: progress(), error: { code: 'EVENT_NOT_FOUND', message: `event ${eventId} was deleted while the import ran; ${counts.processed} of ${counts.total} rows were applied` } };
    }
    addCounts(counts, result.counts);
    errors.push(...result.errors.slice(0, Math.max(0, MAX_LISTED_ERRORS - errors.length)));
    warnings.push(...result.warnings);
    await ctx.progress(progress());
  }
  const held = counts.review_required + counts.error_count;
  ctx.log.info({ total: counts.total, created: counts.created, held }, 'import applied');
  return {
    status: held > 0 ? 'partial' : 'succeeded',
    progress: progress(),
    error: held > 0 ? { code: 'PARTIAL_IMPORT', message: `${counts.review_required} rows held for identity review, ${counts.error_count} rows rejected` } : null,
  };
});
