import { context, CORRELATION_ID, event, NOW } from '../examples.ts';
import type { OperationTable } from '../types.ts';

export const eventOperations: OperationTable = {
  'POST /events': {
    operationId: 'createEvent',
    summary: 'Create an event',
    description:
      'Creates an event under your own `event_id`. On 409 `PARTNER_ID_CONFLICT` the ID is already mapped in the organization: ' +
      'fetch it with `getEvent` and continue when it is the same logical event. Keys bound to one event cannot create events. ' +
      'The context fields (`event_details`, `objectives`, `welcome_instructions`, each at most 4000 characters) may be sent with the create as well as set later with `setEventContext`.',
    scope: 'partner:write',
    tag: 'events',
    success: { 201: 'The event as created.' },
    errors: { 403: ['EVENT_SCOPE_FORBIDDEN'], 409: ['PARTNER_ID_CONFLICT', 'URL_SLUG_CONFLICT'] },
    example: {
      request: { event_id: 'demo-day-2026', title: 'Demo Day 2026', start_date: '2026-05-01', end_date: '2026-05-01', timezone: 'Europe/Berlin', url_slug: 'demo-day-2026' },
      response: { ...event, correlation_id: CORRELATION_ID },
    },
  },
  'GET /events': {
    operationId: 'listEvents',
    summary: 'List events',
    description: 'The events of the organization, newest first (an event-bound key sees only its event). Page with `limit` and `cursor`.',
    scope: 'partner:read',
    tag: 'events',
    success: { 200: 'A page of events.' },
    errors: {},
    example: { response: { items: [event], next_cursor: null, correlation_id: CORRELATION_ID } },
  },
  'GET /events/{event_id}': {
    operationId: 'getEvent',
    summary: 'Get an event',
    description: 'One event, the same object as in the list.',
    scope: 'partner:read',
    tag: 'events',
    success: { 200: 'The event.' },
    errors: { 404: ['EVENT_NOT_FOUND'] },
    example: { response: { ...event, correlation_id: CORRELATION_ID } },
  },
  'PATCH /events/{event_id}': {
    operationId: 'updateEvent',
    summary: 'Update an event',
    description: 'Changes one or more fields of the event, context fields included. Fields not sent keep their values; `null` clears a nullable field.',
    scope: 'partner:write',
    tag: 'events',
    success: { 200: 'The updated event.' },
    errors: { 400: ['UNSUPPORTED_QUERY_PARAMETER'], 404: ['EVENT_NOT_FOUND'], 409: ['URL_SLUG_CONFLICT'] },
    example: { request: { title: 'Demo Day 2026 (spring)' }, response: { ...event, title: 'Demo Day 2026 (spring)', correlation_id: CORRELATION_ID } },
  },
  'DELETE /events/{event_id}': {
    operationId: 'deleteEvent',
    summary: 'Soft-delete an event (or preview with dry_run=true)',
    description:
      'Soft-deletes the event. `dry_run=true` previews the affected counts without changing anything. ' +
      'An event that still has attendees or sessions needs `force=true`, otherwise 409 `EVENT_NOT_EMPTY`; people records are retained.',
    scope: 'partner:write',
    tag: 'events',
    success: { 200: 'The affected counts, and the deletion time unless this was a preview.' },
    errors: { 400: ['UNSUPPORTED_QUERY_PARAMETER'], 404: ['EVENT_NOT_FOUND'], 409: ['EVENT_NOT_EMPTY'] },
    example: {
      response: {
        event_id: 'demo-day-2026',
        dry_run: false,
        deleted: true,
        requires_force: false,
        deleted_at: NOW,
        affected: { event_attendees: 0, session_participants: 0, sessions: 0, retained_people: 0 },
        correlation_id: CORRELATION_ID,
      },
    },
  },
  'GET /events/{event_id}/context': {
    operationId: 'getEventContext',
    summary: 'Get the event context',
    description: 'The three context fields matching reads (`event_details`, `objectives`, `welcome_instructions`); each is null until set.',
    scope: 'partner:read',
    tag: 'events',
    success: { 200: 'The event context.' },
    errors: { 404: ['EVENT_NOT_FOUND'] },
    example: { response: { event_id: 'demo-day-2026', context, correlation_id: CORRELATION_ID } },
  },
  'POST /events/{event_id}/context': {
    operationId: 'setEventContext',
    summary: 'Set the event context used by matching',
    description: 'Sets one or more context fields (at least one; each at most 4000 characters). Fields not sent keep their values.',
    scope: 'partner:write',
    tag: 'events',
    success: { 200: 'The event context after the change.' },
    errors: { 404: ['EVENT_NOT_FOUND'] },
    example: { request: context, response: { event_id: 'demo-day-2026', context, correlation_id: CORRELATION_ID } },
  },
};
