import { CORRELATION_ID, NOW, session } from '../examples.ts';
import type { OperationTable } from '../types.ts';

export const sessionOperations: OperationTable = {
  'POST /events/{event_id}/sessions': {
    operationId: 'createSession',
    summary: 'Create a session of an event',
    description: 'Creates a session under your own `session_id`; 409 `PARTNER_ID_CONFLICT` when that ID is already mapped in the organization.',
    scope: 'partner:write',
    tag: 'sessions',
    success: { 201: 'The session as created.' },
    errors: { 400: ['INVALID_END_TIMESTAMP'], 404: ['EVENT_NOT_FOUND'], 409: ['PARTNER_ID_CONFLICT'] },
    example: {
      request: { session_id: 'pitch-block-a', title: 'Pitch block A', description: 'Climate and energy founders.', start_timestamp: '2026-05-01T10:00:00+02:00', end_timestamp: '2026-05-01T11:30:00+02:00', metadata: { room: 'Hall 2' } },
      response: { ...session, correlation_id: CORRELATION_ID },
    },
  },
  'GET /events/{event_id}/sessions': {
    operationId: 'listSessions',
    summary: 'List the sessions of an event',
    description:
      'Sessions in ascending `start_timestamp`. `q` matches title and description (case- and accent-insensitive: "uber" finds "Über"); `starts_after` and `starts_before` are inclusive bounds. ' +
      'Filters apply before paging: keep them when following `next_cursor`.',
    scope: 'partner:read',
    tag: 'sessions',
    success: { 200: 'A page of sessions.' },
    errors: { 404: ['EVENT_NOT_FOUND'] },
    example: { response: { items: [session], next_cursor: null, correlation_id: CORRELATION_ID } },
  },
  'GET /events/{event_id}/sessions/{session_id}': {
    operationId: 'getSession',
    summary: 'Get a session',
    description: 'One session of the event.',
    scope: 'partner:read',
    tag: 'sessions',
    success: { 200: 'The session.' },
    errors: { 400: ['UNSUPPORTED_QUERY_PARAMETER'], 404: ['EVENT_NOT_FOUND', 'SESSION_NOT_FOUND'] },
    example: { response: { ...session, correlation_id: CORRELATION_ID } },
  },
  'PATCH /events/{event_id}/sessions/{session_id}': {
    operationId: 'updateSession',
    summary: 'Update a session',
    description: 'Changes title, description, start and end timestamps or metadata (a JSON object). Fields not sent keep their values.',
    scope: 'partner:write',
    tag: 'sessions',
    success: { 200: 'The updated session.' },
    errors: { 400: ['UNSUPPORTED_QUERY_PARAMETER', 'INVALID_END_TIMESTAMP'], 404: ['EVENT_NOT_FOUND', 'SESSION_NOT_FOUND'] },
    example: { request: { title: 'Pitch block A (climate)' }, response: { ...session, title: 'Pitch block A (climate)', correlation_id: CORRELATION_ID } },
  },
  'DELETE /events/{event_id}/sessions/{session_id}': {
    operationId: 'deleteSession',
    summary: 'Soft-delete a session (or preview with dry_run=true)',
    description: 'Soft-deletes the session; reports its participant count but deletes no participant rows. `dry_run=true` previews.',
    scope: 'partner:write',
    tag: 'sessions',
    success: { 200: 'The affected count, and the deletion time unless this was a preview.' },
    errors: { 400: ['UNSUPPORTED_QUERY_PARAMETER'], 404: ['EVENT_NOT_FOUND', 'SESSION_NOT_FOUND'] },
    example: {
      response: { event_id: 'demo-day-2026', session_id: 'pitch-block-a', dry_run: false, deleted: true, deleted_at: NOW, affected: { session_participants: 0 }, correlation_id: CORRELATION_ID },
    },
  },
};
