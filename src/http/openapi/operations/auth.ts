import { CORRELATION_ID } from '../examples.ts';
import type { OperationTable } from '../types.ts';

const capabilities = { events_read: true, attendees_import: true, attendees_delete: true, attendees_side_retag: true, people_search: true, enrichment_runs: true, readiness_read: true };

export const authOperations: OperationTable = {
  'GET /auth': {
    operationId: 'getAuth',
    summary: 'Describe the calling key',
    description:
      'Who the key is: its organization, scopes, environment and, for a key bound to one event, that `event_id`. ' +
      'Call it first: continue only when `partner:write` is in `scopes`; when `event_id` is present use only that event and skip event creation.',
    scope: 'partner:read',
    tag: 'auth',
    success: { 200: 'The key, its organization, scopes and capabilities.' },
    errors: {},
    example: {
      response: {
        org_id: 'acme',
        principal_type: 'service_account',
        service_account_user_id: 'sa-7f3e2c1d',
        scopes: ['partner:read', 'partner:write'],
        environment: 'staging',
        capabilities,
        correlation_id: CORRELATION_ID,
      },
    },
  },
  'GET /capabilities': {
    operationId: 'getCapabilities',
    summary: 'Capabilities of the calling key',
    description: 'The route families the key may use. Capability flags never widen the event boundary of an event-bound key.',
    scope: 'partner:read',
    tag: 'auth',
    success: { 200: 'The scopes and capability flags of the key.' },
    errors: {},
    example: { response: { org_id: 'acme', scopes: ['partner:read', 'partner:write'], environment: 'staging', capabilities, correlation_id: CORRELATION_ID } },
  },
  'GET /id-map/{kind}/{partner_id}': {
    operationId: 'getIdMapping',
    summary: 'Resolve a partner ID',
    description: 'Whether a partner ID of a kind (`event`, `session`, `attendee`) is mapped in the organization. Internal IDs are never shown.',
    scope: 'partner:read',
    tag: 'auth',
    success: { 200: 'The ID is mapped.' },
    errors: { 404: ['PARTNER_ID_NOT_FOUND'] },
    example: { response: { kind: 'event', partner_id: 'demo-day-2026', mapped: true, correlation_id: CORRELATION_ID } },
  },
};
