/**
 * `event_attendees`: one document per person currently in an event (removed when the person
 * leaves it), carrying the event-level data of the roster item. Person fields (name, title,
 * company) are joined from `people` at read time, so a profile change never fans out.
 * `session_participants` rows of a person are removed with their event membership.
 * `event_departures`: one document per person who left an event, so a repeated removal is
 * told apart from the removal of someone who was never in the event.
 */
import type { Side } from '../domain/person.ts';
import { intentWrittenAt, type EventField } from '../domain/review.ts';
import { docId } from '../domain/streams.ts';
import { PEOPLE_EVENTS, type PeopleEvent } from '../domain/roster.ts';
import { update, type Projector } from './projector.ts';

export interface EventData {
  role_at_event: string | null;
  side: Side | null;
  visibility: string | null;
  goal: string | null;
  needs: string[] | null;
  offers: string[] | null;
  onboarded_at: string | null;
  joined_at: string | null;
}

export interface RosterDoc {
  id: string;
  org_id: string;
  event_id: string;
  entity_id: string;
  /** The partner ID the person joined this event with; null for internally added people. */
  attendee_id: string | null;
  id_source: 'partner' | 'meshi';
  /** Partner-mapped rows first (by attendee_id), then internal ones by entity_id. */
  roster_key: string;
  event: EventData;
  /** The attendee's directional scores are stale (side changed); a rescore is due. */
  rescore_due: boolean;
  side_updated_at: string | null;
  /**
   * Log position of the last write of each event field (import row, PATCH of the side, a merge's
   * move keeps the source's): a review resolution applies its held row only over older writes.
   */
  written: Record<EventField, number>;
  enrichment_due: boolean;
  updated_at: string;
}

export const rosterId = (org: string, eventId: string, entityId: string) => docId(org, eventId, entityId);

/** A person removed from an event (same id as the roster document it replaced). */
export interface DepartureDoc {
  id: string;
  org_id: string;
  event_id: string;
  entity_id: string;
  /** The partner ID the person had joined the event with (null for an internal row). */
  attendee_id: string | null;
  at: string;
}
export const rosterKey = (attendeeId: string | null, entityId: string) => (attendeeId ? `0:${attendeeId}` : `1:${entityId}`);

export const rosterProjector: Projector = {
  name: 'roster',
  collections: [
    { name: 'event_attendees', indexes: [['org_id', 'event_id', 'roster_key'], ['org_id', 'entity_id']] },
    { name: 'session_participants', indexes: [['org_id', 'event_id', 'entity_id'], ['org_id', 'event_id', 'session_id']] },
    { name: 'event_departures' },
  ],
  async apply(stored, tx) {
    if (!PEOPLE_EVENTS.has(stored.type)) return;
    const e = { type: stored.type, data: stored.data } as PeopleEvent;
    switch (e.type) {
      case 'AttendeeImported': {
        const d = e.data;
        const id = rosterId(d.org_id, d.event_id, d.entity_id);
        await update<RosterDoc>(tx, 'event_attendees', id, stored, (cur) => {
          const ev: EventData = cur?.event ?? { role_at_event: null, side: null, visibility: null, goal: null, needs: null, offers: null, onboarded_at: null, joined_at: d.at };
          // The partner ID the person joined with stays; an internal row gains the first partner ID that maps to it.
          const attendee_id = cur?.attendee_id ?? d.attendee_id;
          const sideChanged = cur !== null && cur.event.side !== d.side;
          return {
            id,
            org_id: d.org_id,
            event_id: d.event_id,
            entity_id: d.entity_id,
            attendee_id,
            id_source: attendee_id ? 'partner' : 'meshi',
            roster_key: rosterKey(attendee_id, d.entity_id),
            event: {
              ...ev,
              side: d.side,
              goal: d.intent.goal ?? ev.goal,
              needs: d.intent.needs ?? ev.needs,
              offers: d.intent.offers ?? ev.offers,
            },
            rescore_due: (cur?.rescore_due ?? false) || sideChanged,
            side_updated_at: sideChanged ? d.at : (cur?.side_updated_at ?? null),
            written: {
              // An operator add that keeps a member's side says nothing about it.
              side: cur && d.source.kind === 'operator' && !sideChanged ? cur.written.side : stored.position,
              ...intentWrittenAt(d.intent, stored.position, cur?.written ?? {}),
            },
            enrichment_due: d.source.kind === 'review' || (cur?.enrichment_due ?? false),
            updated_at: d.at,
          };
        });
        return;
      }
      case 'AttendeeSideChanged': {
        const d = e.data;
        await update<RosterDoc>(tx, 'event_attendees', rosterId(d.org_id, d.event_id, d.entity_id), stored, (cur) =>
          cur ? { ...cur, event: { ...cur.event, side: d.side }, rescore_due: true, side_updated_at: d.at, written: { ...cur.written, side: stored.position }, updated_at: d.at } : undefined,
        );
        return;
      }
      case 'AttendeeRemovedFromEvent': {
        const d = e.data;
        await update<RosterDoc>(tx, 'event_attendees', rosterId(d.org_id, d.event_id, d.entity_id), stored, () => null);
        await update<DepartureDoc>(tx, 'event_departures', rosterId(d.org_id, d.event_id, d.entity_id), stored, () => ({ id: rosterId(d.org_id, d.event_id, d.entity_id), org_id: d.org_id, event_id: d.event_id, entity_id: d.entity_id, attendee_id: d.attendee_id ?? null, at: d.at }));
        const parts = await tx.find('session_participants', { where: { org_id: d.org_id, event_id: d.event_id, entity_id: d.entity_id } });
        for (const p of parts) await tx.delete('session_participants', p.id);
        return;
      }
      case 'PersonsMerged': {
        const d = e.data;
        for (const ev of [...d.dropped_event_ids, ...d.moved_event_ids]) {
          const srcId = rosterId(d.org_id, ev, d.source_entity_id);
          const src = await tx.get<RosterDoc>('event_attendees', srcId);
          await update<RosterDoc>(tx, 'event_attendees', srcId, stored, () => null);
          if (src && d.moved_event_ids.includes(ev)) {
            const id = rosterId(d.org_id, ev, d.target_entity_id);
            await update<RosterDoc>(tx, 'event_attendees', id, stored, (cur) =>
              cur ?? { ...src, id, entity_id: d.target_entity_id, id_source: src.attendee_id ? 'partner' : 'meshi', roster_key: rosterKey(src.attendee_id, d.target_entity_id), rescore_due: true, updated_at: d.at },
            );
          }
          const parts = await tx.find('session_participants', { where: { org_id: d.org_id, event_id: ev, entity_id: d.source_entity_id } });
          for (const p of parts) await tx.delete('session_participants', p.id);
        }
        return;
      }
      default:
        return;
    }
  },
};
