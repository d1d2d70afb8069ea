import { docId } from '../domain/streams.ts';
import type { StoredEvent } from '../infra/eventstore/port.ts';
import type { ReadTx } from '../infra/readstore/port.ts';
import type { PeopleEvent } from '../domain/roster.ts';
import { update, type Projector } from './projector.ts';

export interface IdMapDoc {
  id: string;
  org_id: string;
  kind: string;
  partner_id: string;
  /** Events the mapped thing belongs to; event-bound keys see only their event's mappings. */
  event_ids: string[];
  /** Attendee mappings only: the person the attendee ID maps to (follows merges). */
  entity_id?: string;
}

export const idMapId = (org: string, kind: string, partnerId: string) => docId(org, kind, partnerId);

/** Maps partner IDs (kind + id) within an org. Attendee mappings are added by the roster. */
export const idMapProjector: Projector = {
  name: 'id-map',
  collections: [{ name: 'id_map' }],
  async apply(e, tx) {
    const d = e.data as { org_id?: string; event_id?: string; session_id?: string };
    const map = async (kind: string, partnerId: string, eventId: string) =>
      update<IdMapDoc>(tx, 'id_map', idMapId(d.org_id!, kind, partnerId), e, (cur) => ({
        id: idMapId(d.org_id!, kind, partnerId),
        org_id: d.org_id!,
        kind,
        partner_id: partnerId,
        event_ids: [...new Set([...(cur?.event_ids ?? []), eventId])],
      }));
    if (e.type === 'EventCreated') await map('event', d.event_id!, d.event_id!);
    if (e.type === 'SessionCreated') await map('session', d.session_id!, d.event_id!);
    await mapAttendees(e, tx);
  },
};

/**
 * Attendee mappings from the people ledger: an attendee ID maps to a person org-wide once an
 * identity decision names it; `event_ids` lists the events the person joined under that ID
 * and loses an event when the person is removed from it (the mapping itself stays).
 */
async function mapAttendees(stored: StoredEvent, tx: ReadTx) {
  const e = { type: stored.type, data: stored.data } as PeopleEvent;
  const set = async (org: string, attendeeId: string, fn: (cur: IdMapDoc | null) => Partial<IdMapDoc>) =>
    update<IdMapDoc>(tx, 'id_map', idMapId(org, 'attendee', attendeeId), stored, (cur) => ({
      id: idMapId(org, 'attendee', attendeeId),
      org_id: org,
      kind: 'attendee',
      partner_id: attendeeId,
      event_ids: cur?.event_ids ?? [],
      ...(cur?.entity_id ? { entity_id: cur.entity_id } : {}),
      ...fn(cur),
    }));
  switch (e.type) {
    case 'IdentityDecided':
      if (e.data.attendee_id) await set(e.data.org_id, e.data.attendee_id, () => ({ entity_id: e.data.entity_id }));
      return;
    case 'AttendeeImported':
      if (e.data.attendee_id) await set(e.data.org_id, e.data.attendee_id, (cur) => ({ event_ids: [...new Set([...(cur?.event_ids ?? []), e.data.event_id])] }));
      return;
    case 'AttendeeRemovedFromEvent': {
      const d = e.data;
      const person = await tx.get<{ id: string; attendee_ids: string[] }>('people', `${d.org_id}/${d.entity_id}`);
      for (const a of person?.attendee_ids ?? []) {
        const cur = await tx.get<IdMapDoc>('id_map', idMapId(d.org_id, 'attendee', a));
        if (cur?.event_ids.includes(d.event_id)) await set(d.org_id, a, (c) => ({ event_ids: (c?.event_ids ?? []).filter((x) => x !== d.event_id) }));
      }
      return;
    }
    case 'PersonsMerged':
      for (const a of e.data.attendee_ids) await set(e.data.org_id, a, () => ({ entity_id: e.data.target_entity_id }));
      return;
    default:
      return;
  }
}
