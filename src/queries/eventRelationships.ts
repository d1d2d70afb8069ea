import type { ReadView } from '../infra/readstore/port.ts';

/**
 * What hangs off an event, from the read models. `event_attendees` and
 * `session_participants` documents carry `org_id` and `event_id` and exist only while the
 * relationship does (the roster removes them).
 */
export async function eventRelationships(read: ReadView, org: string, eventId: string) {
  const [sessions, event_attendees, session_participants] = await Promise.all([
    read.count('sessions', { org_id: org, event_id: eventId, deleted_at: null }),
    read.count('event_attendees', { org_id: org, event_id: eventId }),
    read.count('session_participants', { org_id: org, event_id: eventId }),
  ]);
  // Deleting an event never deletes people: every attendee's person record is retained.
  return { event_attendees, session_participants, sessions, retained_people: event_attendees };
}
