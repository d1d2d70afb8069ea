import { z } from 'zod';
import { capabilitiesOf, ENVIRONMENTS, SCOPES } from '../domain/access.ts';
import { errorEnvelope } from '../http/schemas.ts';
import { principalOf } from '../http/plugins/auth.ts';
import type { RouteModule } from '../http/types.ts';

const capabilities = z.object({
  events_read: z.boolean(),
  attendees_import: z.boolean(),
  attendees_delete: z.boolean(),
  attendees_side_retag: z.boolean(),
  people_search: z.boolean(),
  enrichment_runs: z.boolean().describe('beyond the contract: enrichment runs are served to this key'),
  readiness_read: z.boolean().describe('beyond the contract: readiness diagnostics are served to this key'),
});

const authResponse = z.object({
  org_id: z.string(),
  principal_type: z.literal('service_account'),
  service_account_user_id: z.string(),
  scopes: z.array(z.enum(SCOPES)),
  environment: z.enum(ENVIRONMENTS),
  event_id: z.string().optional().describe('present only for a key bound to one event'),
  capabilities,
  correlation_id: z.string(),
});

const capabilitiesResponse = authResponse.pick({ org_id: true, scopes: true, environment: true, event_id: true, capabilities: true, correlation_id: true });

/** GET /auth and GET /capabilities: who the key is and what it may do. */
export const getAuth: RouteModule = (app) => {
  app.get(
    '/auth',
    { schema: { summary: 'Describe the calling key', tags: ['auth'], response: { 200: authResponse, 401: errorEnvelope, 403: errorEnvelope } } },
    async (req) => {
      const p = principalOf(req);
      return {
        org_id: p.org_id,
        principal_type: p.principal_type,
        service_account_user_id: p.service_account_user_id,
        scopes: p.scopes,
        environment: p.environment,
        ...(p.event_id ? { event_id: p.event_id } : {}),
        capabilities: capabilitiesOf(p.scopes),
        correlation_id: req.id,
      };
    },
  );
  app.get(
    '/capabilities',
    { schema: { summary: 'Capabilities of the calling key', tags: ['auth'], response: { 200: capabilitiesResponse, 401: errorEnvelope, 403: errorEnvelope } } },
    async (req) => {
      const p = principalOf(req);
      return {
        org_id: p.org_id,
        scopes: p.scopes,
        environment: p.environment,
        ...(p.event_id ? { event_id: p.event_id } : {}),
        capabilities: capabilitiesOf(p.scopes),
        correlation_id: req.id,
      };
    },
  );
};
