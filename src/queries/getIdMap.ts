import { z } from 'zod';
import { notFound } from '../domain/errors.ts';
import { errorEnvelope, partnerId, partnerKind } from '../http/schemas.ts';
import { principalOf } from '../http/plugins/auth.ts';
import type { RouteModule } from '../http/types.ts';
import { idMapId, type IdMapDoc } from '../projections/id-map.ts';

/** GET /id-map/:kind/:partner_id: whether a partner ID is mapped in the caller's org (and event). */
export const getIdMap: RouteModule = (app, deps) => {
  app.get(
    '/id-map/:kind/:partner_id',
    {
      schema: {
        summary: 'Resolve a partner ID',
        tags: ['id-map'],
        params: z.object({ kind: partnerKind(), partner_id: partnerId() }),
        response: {
          200: z.object({ kind: z.string(), partner_id: z.string(), mapped: z.literal(true), correlation_id: z.string() }),
          400: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (req) => {
      const p = principalOf(req);
      const { kind, partner_id } = req.params;
      const doc = await deps.read.get<IdMapDoc>('id_map', idMapId(p.org_id, kind, partner_id));
      if (!doc || (p.event_id && !doc.event_ids.includes(p.event_id))) {
        throw notFound('PARTNER_ID_NOT_FOUND', `${kind} ${partner_id} is not mapped`);
      }
      return { kind, partner_id, mapped: true as const, correlation_id: req.id };
    },
  );
};
