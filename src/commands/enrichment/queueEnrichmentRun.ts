import { z } from 'zod';
import { zeroEnrichment } from '../../domain/enrichment.ts';
import { errorEnvelope, idempotencyKey, partnerId, webhookUrl } from '../../http/schemas.ts';
import { runResponse, runView } from '../../http/resources/run.ts';
import { activeEvent } from '../../http/scope.ts';
import type { RouteModule } from '../../http/types.ts';
import { queueRun } from '../runs/queueRun.ts';

const body = z.object({ idempotency_key: idempotencyKey, webhook_url: webhookUrl });

/**
 * POST /events/:event_id/enrichment-runs: queues an enrichment run (202, or 200 on an
 * idempotent replay). The enricher worker walks the roster and queues attendee-level work; a
 * terminal run means that work was queued, not that every reading finished (poll readiness).
 */
export const queueEnrichmentRun: RouteModule = (app, deps) => {
  app.post(
    '/events/:event_id/enrichment-runs',
    {
      schema: {
        summary: 'Queue attendee enrichment for an event (asynchronous run)',
        tags: ['runs'],
        params: z.object({ event_id: partnerId() }),
        body,
        response: { 200: runResponse, 202: runResponse, 400: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (req, reply) => {
      const { event_id } = req.params;
      await activeEvent(deps, req, event_id);
      const { idempotency_key, webhook_url } = req.body;
      const { run, replay } = await queueRun(deps, req, {
        kind: 'enrichment',
        event_id,
        idempotency_key,
        webhook_url: webhook_url ?? null,
        request: {},
        progress: { ...zeroEnrichment(0), errors: [] },
      });
      return reply.code(replay ? 200 : 202).send({ ...runView(run), idempotent_replay: replay, correlation_id: req.id });
    },
  );
};
