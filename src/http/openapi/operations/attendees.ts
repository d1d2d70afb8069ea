import { CORRELATION_ID, ENTITY_ID, eventSection, NOW, REVIEW_ID, rosterItem, run } from '../examples.ts';
import type { OperationTable } from '../types.ts';

const { event: _event, identity: _identity, ...rosterBase } = rosterItem;

export const attendeeOperations: OperationTable = {
  'PUT /events/{event_id}/attendees:import': {
    operationId: 'importAttendees',
    summary: 'Import an attendee roster (asynchronous run)',
    description:
      'Queues an import run of up to 50,000 rows (unique `attendee_id`s) and answers at once; poll `getRun` with exponential backoff ' +
      '(2 s doubling, capped at 30 s) until the run is terminal. Rows that look like an existing person are held for identity review: ' +
      'the run then ends `partial` with `error.code` `PARTIAL_IMPORT` and each held row carries a `review_id` in `progress.errors`. ' +
      'Rows are rejected (counted in `error_count`, code in `progress.errors`) when a mapped attendee brings another person\'s e-mail or LinkedIn URL ' +
      '(`IDENTITY_CONFLICT`) or a new `attendee_id` spells another person\'s `entity_id`, which attendee paths also take (`ATTENDEE_ID_CONFLICT`). ' +
      'Every accepted row reapplies `side` (omitting it untags the attendee). Reuse `idempotency_key` only to retry the identical import.',
    scope: 'partner:write',
    tag: 'attendees',
    success: { 202: 'The import run, queued (first accepted call).', 200: 'The original run (an idempotent replay of the same key and rows).' },
    errors: { 400: ['DUPLICATE_ATTENDEE_ID'], 404: ['EVENT_NOT_FOUND'], 409: ['IDEMPOTENCY_KEY_CONFLICT'] },
    example: {
      request: {
        idempotency_key: 'import-demo-day-2026-v1',
        attendees: [
          { attendee_id: 'att-0001', name: 'Ada Founder', email: 'ada@example.com', title: 'CEO', company: 'Cellcycle', side: 'founder', event_goal: 'Raising a seed round for a battery-recycling startup; looking for climate investors.' },
          { attendee_id: 'att-0002', name: 'Grace Investor', title: 'Partner', company: 'Northwind Ventures', side: 'investor', event_needs: ['climate startups at seed'], event_offers: ['seed funding'] },
        ],
      },
      response: {
        ...run('import', { progress: { total: 2, processed: 0, created: 0, reused: 0, mapped: 0, event_added: 0, already_in_event: 0, review_required: 0, skipped: 0, error_count: 0, warnings: [], errors: [] } }),
        idempotent_replay: false,
        correlation_id: CORRELATION_ID,
      },
    },
  },
  'GET /events/{event_id}/attendees': {
    operationId: 'listAttendees',
    summary: 'List the roster of an event',
    description: 'Roster rows with partner IDs first, then people added without a partner mapping (`attendee_id` null, `id_source` `meshi`), ordered by entity ID.',
    scope: 'partner:read',
    tag: 'attendees',
    success: { 200: 'A page of roster items.' },
    errors: { 404: ['EVENT_NOT_FOUND'] },
    example: { response: { event_id: 'demo-day-2026', items: [rosterItem], next_cursor: null, correlation_id: CORRELATION_ID } },
  },
  'GET /events/{event_id}/attendees/{attendee_id}': {
    operationId: 'getAttendee',
    summary: 'Get one attendee with optional include sections',
    description:
      'The roster fields plus the sections named in `include` (comma-separated: `profile`, `event`, `identity`, `brief`, `traits`, `goals`, `readiness`; ' +
      'default `profile,event,identity`). The path takes a partner attendee ID, not an `entity_id`. The e-mail address is never shown (`email_on_file` says whether one is kept). ' +
      'The `event` section returns `goal` as the partner imported it (its own record, as the roster does); the derived sections (`brief`, `traits`, `goals`, `readiness`) show addresses written inside goal text as `[e-mail]`.',
    scope: 'partner:read',
    tag: 'attendees',
    success: { 200: 'The attendee with the requested sections.' },
    errors: { 400: ['INVALID_INCLUDE'], 404: ['EVENT_NOT_FOUND', 'ATTENDEE_NOT_FOUND'] },
    example: {
      response: {
        ...rosterBase,
        profile: { display_name: 'Ada Founder', title: 'CEO', company: 'Cellcycle', linkedin_url: null, email_on_file: true, raw_data: null },
        event: { ...eventSection, rescore_due: false, side_updated_at: NOW },
        identity: { review_required: false, open_review_count: 0, attendee_ids: ['att-0001'], last_decision: { decision: 'new_person', reasoning: 'no existing person matched', created_at: NOW } },
        correlation_id: CORRELATION_ID,
      },
    },
  },
  'PATCH /events/{event_id}/attendees/{attendee_id}': {
    operationId: 'updateAttendeeSide',
    summary: "Retag an attendee's side",
    description:
      'Sets `side` to `founder`, `investor` or null; no other field is accepted. The path takes a partner attendee ID or a roster `entity_id`. ' +
      'Once any attendee of an event has a side, matching there is strictly cross-side; run a new match run to reflect the change.',
    scope: 'partner:write',
    tag: 'attendees',
    success: { 200: 'The attendee and its side after the change.' },
    errors: { 400: ['INVALID_ATTENDEE_UPDATE', 'INVALID_ATTENDEE_SIDE'], 404: ['EVENT_NOT_FOUND', 'ATTENDEE_NOT_FOUND'] },
    example: {
      request: { side: 'investor' },
      response: { event_id: 'demo-day-2026', attendee_id: 'att-0001', entity_id: ENTITY_ID, id_source: 'partner', side: 'investor', correlation_id: CORRELATION_ID },
    },
  },
  'DELETE /events/{event_id}/attendees/{attendee_id}': {
    operationId: 'removeAttendee',
    summary: 'Remove an attendee from an event (or preview with dry_run=true)',
    description:
      'Removes the attendee from the event and its sessions; the person record and ID mapping are retained. A repeat is a no-op with ' +
      '`already_absent: true` (and no `deleted_at`), so retries are safe. `dry_run=true` previews.',
    scope: 'partner:write',
    tag: 'attendees',
    success: { 200: 'What was (or, with dry_run, would be) removed.' },
    errors: { 400: ['UNSUPPORTED_QUERY_PARAMETER'], 404: ['EVENT_NOT_FOUND', 'ATTENDEE_NOT_FOUND'] },
    example: {
      response: {
        event_id: 'demo-day-2026',
        attendee_id: 'att-0001',
        entity_id: ENTITY_ID,
        deleted_at: NOW,
        already_absent: false,
        retained_person: true,
        dry_run: false,
        affected: { event_attendees: 1, session_participants: 0 },
        correlation_id: CORRELATION_ID,
      },
    },
  },
  'GET /events/{event_id}/attendees/{attendee_id}/identity': {
    operationId: 'getAttendeeIdentityHistory',
    summary: 'Identity decision history of an attendee',
    description: 'Every identity decision about the attendee (new person, adopted, held for review, candidate rejected, review resolved, merged), newest first.',
    scope: 'partner:read',
    tag: 'attendees',
    success: { 200: 'A page of identity decisions.' },
    errors: { 404: ['EVENT_NOT_FOUND', 'ATTENDEE_NOT_FOUND'] },
    example: {
      response: {
        event_id: 'demo-day-2026',
        attendee_id: 'att-0002',
        items: [
          {
            decision_id: 'd-1f2e3d4c',
            decision: 'held_for_review',
            entity_id: null,
            attendee_id: 'att-0002',
            event_id: 'demo-day-2026',
            minted: false,
            matched_on: null,
            confidence: 0.82,
            reasoning: 'same name and company as an existing person',
            evaluator: 'identity-rules',
            review_id: REVIEW_ID,
            source: null,
            created_at: NOW,
          },
        ],
        next_cursor: null,
        correlation_id: CORRELATION_ID,
      },
    },
  },
};
