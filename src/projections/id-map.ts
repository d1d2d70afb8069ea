import { docId } from '../domain/streams.ts';
import { update, type Projector } from './projector.ts';

export interface IdMapDoc {
  id: string;
  org_id: string;
  kind: string;
  partner_id: string;
  /** Events the mapped thing belongs to; event-bound keys see only their event's mappings. */
  event_ids: string[];
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
  },
};
