import { z } from 'zod';
import { RUN_KINDS } from '../../domain/run.ts';
import { errorEnvelope, idempotencyKey, webhookUrl } from '../../http/schemas.ts';
import { runResponse, runView } from '../../http/resources/run.ts';
import { refuseEventBound } from '../../http/scope.ts';
import type { RouteModule } from '../../http/types.ts';
import { coded } from '../../http/validation.ts';
import { freeForm, jsonObject } from '../../http/json-limits.ts';
import { queueRun, runSubject } from './queueRun.ts';

/** Serialized size cap of each of progress, snapshot_metadata and version_metadata (docs/decisions.md). */
export const RUN_OBJECT_MAX_BYTES = 64 * 1024;
const object = (code: string, name: string) => jsonObject(code, name, freeForm(RUN_OBJECT_MAX_BYTES)).optional();

const body = z.object({
  kind: coded('INVALID_RUN_KIND', z.enum(RUN_KINDS)),
  idempotency_key: idempotencyKey,
  progress: object('INVALID_PROGRESS', 'progress'),
  snapshot_metadata: object('INVALID_SNAPSHOT_METADATA', 'snapshot_metadata'),
  version_metadata: object('INVALID_VERSION_METADATA', 'version_metadata'),
  webhook_url: webhookUrl,
});

/**
 * POST /runs: a run outside any event (event_id null), recorded for the partner's own
 * tracking. It carries no work the service can execute, so the record worker closes it as
 * succeeded with the progress given (docs/decisions.md).
 */
export const createRun: RouteModule = (app, deps) => {
  app.post(
    '/runs',
    {
      // An event-bound key is refused before its body is looked at.
      onRequest: refuseEventBound,
      schema: {
        summary: 'Record a run outside an event',
        tags: ['runs'],
        body,
        response: { 200: runResponse, 201: runResponse, 400: errorEnvelope, 403: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (req, reply) => {
      const { idempotency_key, ...rest } = req.body;
      const { run, replay } = await queueRun(deps, req, {
        kind: rest.kind,
        event_id: null,
        idempotency_key,
        webhook_url: rest.webhook_url ?? null,
        request: rest,
        progress: rest.progress ?? {},
        snapshot_metadata: rest.snapshot_metadata ?? {},
        version_metadata: rest.version_metadata ?? {},
        subject: runSubject('record'),
      });
      return reply.code(replay ? 200 : 201).send({ ...runView(run), idempotent_replay: replay, correlation_id: req.id });
    },
  );
};
