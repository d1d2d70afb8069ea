import { z } from 'zod';
import { badRequest } from '../../domain/errors.ts';
import type { ImportRowsChunk } from '../../domain/imports.ts';
import type { ImportRow } from '../../domain/person.ts';
import { zeroCounts } from '../../domain/roster.ts';
import { runIdFor } from '../../domain/run.ts';
import type { NewEvent } from '../../infra/eventstore/port.ts';
import { errorEnvelope, partnerId } from '../../http/schemas.ts';
import { importBody } from '../../http/resources/attendee.ts';
import { runResponse, runView } from '../../http/resources/run.ts';
import { activeEvent, orgOf } from '../../http/scope.ts';
import type { RouteModule } from '../../http/types.ts';
import { queueRun } from '../runs/queueRun.ts';

export type { ImportRowsChunk };

const CHUNK_ROWS = 500;
/** JSON bytes per chunk event: far below an EventStoreDB event's size limit. */
const CHUNK_BYTES = 256 * 1024;

/** Splits a roster into chunk events of at most CHUNK_ROWS rows and about CHUNK_BYTES. */
export function chunkEvents(runId: string, rows: ImportRow[]): NewEvent<ImportRowsChunk>[] {
  const out: NewEvent<ImportRowsChunk>[] = [];
  let cur: ImportRow[] = [];
  let bytes = 0;
  let offset = 0;
  const flush = () => {
    if (!cur.length) return;
    out.push({ type: 'ImportRowsChunk', data: { run_id: runId, chunk: out.length, offset, rows: cur } });
    offset += cur.length;
    cur = [];
    bytes = 0;
  };
  for (const r of rows) {
    const size = JSON.stringify(r).length;
    if (cur.length >= CHUNK_ROWS || (cur.length && bytes + size > CHUNK_BYTES)) flush();
    cur.push(r);
    bytes += size;
  }
  flush();
  return out;
}

export const initialImportProgress = (total: number) => ({ ...zeroCounts(total), warnings: [], errors: [] });

/**
 * PUT /events/:event_id/attendees:import: validates every row, queues an import run (202, or
 * 200 on an idempotent replay) and leaves the rows to the importer worker.
 */
export const importAttendees: RouteModule = (app, deps) => {
  app.put(
    '/events/:event_id/attendees::import',
    {
      schema: {
        summary: 'Import an attendee roster (asynchronous run)',
        tags: ['attendees'],
        params: z.object({ event_id: partnerId() }),
        body: importBody,
        response: { 200: runResponse, 202: runResponse, 400: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 413: errorEnvelope },
      },
    },
    async (req, reply) => {
      const { event_id } = req.params;
      await activeEvent(deps, req, event_id);
      const { idempotency_key, webhook_url, attendees } = req.body;
      const seen = new Set<string>();
      attendees.forEach((r, i) => {
        if (seen.has(r.attendee_id)) throw badRequest('DUPLICATE_ATTENDEE_ID', `attendees.${i}.attendee_id: ${r.attendee_id} appears more than once in this import`);
        seen.add(r.attendee_id);
      });
      const runId = runIdFor(orgOf(req), idempotency_key);
      const { run, replay } = await queueRun(deps, req, {
        kind: 'import',
        event_id,
        idempotency_key,
        webhook_url: webhook_url ?? null,
        // A row's side omitted and `side: null` both untag: one operation, so a retry may send either.
        // The null is dropped (not the omission filled in) so fingerprints of runs queued before stay valid
        // for rows that omit side, the usual case.
        request: { attendees: attendees.map(({ side, ...rest }) => (side === null ? rest : { ...rest, side })) },
        progress: initialImportProgress(attendees.length),
        input: () => chunkEvents(runId, attendees as ImportRow[]),
      });
      return reply.code(replay ? 200 : 202).send({ ...runView(run), idempotent_replay: replay, correlation_id: req.id });
    },
  );
};
