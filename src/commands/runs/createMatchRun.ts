import { z } from 'zod';
import { laneFor } from '../../domain/match.ts';
import { errorEnvelope, idempotencyKey, partnerId, webhookUrl } from '../../http/schemas.ts';
import { runResponse, runView } from '../../http/resources/run.ts';
import { activeEvent, orgOf } from '../../http/scope.ts';
import type { RouteModule } from '../../http/types.ts';
import { coded } from '../../http/validation.ts';
import { initialMatchProgress, matchSubject } from '../../workers/matchLanes.ts';
import { queueRun } from './queueRun.ts';

export const DEFAULT_TOP_N = 10;


const body = z.object({
  idempotency_key: idempotencyKey,
  webhook_url: webhookUrl,
  top_n: coded('INVALID_TOP_N', z.number().int().min(1).max(50).optional()).describe('matches per principal, 1 to 50, default 10'),
});

/**
 * POST /events/:event_id/match-runs: queues a match run (202, or 200 on an idempotent replay).
 * Allowed while derived intent is still processing: the matcher snapshots whatever is ready.
 * The run goes to the lane of its roster size, so a large run never delays small ones.
 */
export const createMatchRun: RouteModule = (app, deps) => {
  app.post(
    '/events/:event_id/match-runs',
    {
      schema: {
        summary: 'Start a match run (asynchronous)',
        description:
          'Queues a match run over the event roster as it stands. Poll GET /runs/:run_id until terminal, then read the pinned snapshot with run_id. top_n outside 1..50 or not an integer gives 400 INVALID_TOP_N.',
        tags: ['matches'],
        params: z.object({ event_id: partnerId() }),
        body,
        response: { 200: runResponse, 202: runResponse, 400: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (req, reply) => {
      const { event_id } = req.params;
      await activeEvent(deps, req, event_id);
      const top_n = req.body.top_n ?? DEFAULT_TOP_N;
      const attendees = await deps.read.count('event_attendees', { org_id: orgOf(req), event_id });
      const lane = laneFor(attendees, deps.config.matchLargeRunAttendees);
      const { run, replay } = await queueRun(deps, req, {
        kind: 'match',
        event_id,
        idempotency_key: req.body.idempotency_key,
        webhook_url: req.body.webhook_url ?? null,
        request: { top_n },
        params: { top_n, lane },
        progress: { ...initialMatchProgress() },
        subject: matchSubject(lane),
      });
      return reply.code(replay ? 200 : 202).send({ ...runView(run), idempotent_replay: replay, correlation_id: req.id });
    },
  );
};
