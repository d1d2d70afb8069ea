import { z } from 'zod';
import { notFound } from '../domain/errors.ts';
import { RUN_KINDS } from '../domain/run.ts';
import { cursor, errorEnvelope, limit, listOf } from '../http/schemas.ts';
import { runItem, runResponse, runView } from '../http/resources/run.ts';
import { pageOf } from '../http/paging.ts';
import { principalOf } from '../http/plugins/auth.ts';
import type { RouteModule } from '../http/types.ts';
import { coded } from '../http/validation.ts';
import type { Where } from '../infra/readstore/port.ts';
import type { RunDoc } from '../projections/runs.ts';

/** A page of runs stops early past this many bytes (runs carry partner objects; docs/decisions.md). */
export const RUNS_PAGE_MAX_BYTES = 4 * 1024 * 1024;

/** GET /runs (newest first, optional kind) and GET /runs/:run_id, narrowed for event-bound keys. */
export const runsQueries: RouteModule = (app, deps) => {
  app.get(
    '/runs',
    {
      schema: {
        summary: 'List runs',
        tags: ['runs'],
        querystring: z.object({ limit, cursor, kind: coded('INVALID_RUN_KIND', z.enum(RUN_KINDS).optional()) }),
        response: { 200: listOf(runItem), 400: errorEnvelope },
      },
    },
    async (req) => {
      const p = principalOf(req);
      const where: Where = { org_id: p.org_id };
      if (p.event_id) where.event_id = p.event_id;
      if (req.query.kind) where.kind = req.query.kind;
      const page = await pageOf<RunDoc>(
        deps.read,
        'runs',
        { where, sort: [['created_at', -1]] },
        { scope: `runs|${p.org_id}|${p.event_id ?? ''}|${req.query.kind ?? ''}`, limit: req.query.limit, cursor: req.query.cursor, maxBytes: RUNS_PAGE_MAX_BYTES },
      );
      return { items: page.items.map(runView), next_cursor: page.next_cursor, correlation_id: req.id };
    },
  );

  app.get(
    '/runs/:run_id',
    {
      schema: {
        summary: 'Get a run (poll until terminal)',
        tags: ['runs'],
        params: z.object({ run_id: coded('INVALID_RUN_ID', z.string().uuid()) }),
        response: { 200: runResponse, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => {
      const p = principalOf(req);
      const run = await deps.read.get<RunDoc>('runs', req.params.run_id.toLowerCase());
      if (!run || run.org_id !== p.org_id || (p.event_id && run.event_id !== p.event_id)) {
        throw notFound('RUN_NOT_FOUND', `run ${req.params.run_id} not found`);
      }
      return { ...runView(run), correlation_id: req.id };
    },
  );
};
