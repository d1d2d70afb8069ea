import type { z } from 'zod';
import type { EventCreated, EventDeleted, EventFields, EventUpdated } from '../domain/event.ts';
import { docId } from '../domain/streams.ts';
import { update, type Projector } from './projector.ts';

export interface EventDoc extends EventFields {
  id: string;
  org_id: string;
  event_id: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** The `events` read model: one document per partner event, soft-deleted ones kept. */
export const eventsProjector: Projector = {
  name: 'events',
  collections: [{ name: 'events', indexes: [['org_id', 'deleted_at', 'created_at']] }],
  async apply(e, tx) {
    switch (e.type) {
      case 'EventCreated': {
        const d = e.data as z.infer<typeof EventCreated>;
        await update<EventDoc>(tx, 'events', docId(d.org_id, d.event_id), e, () => ({
          ...d,
          id: docId(d.org_id, d.event_id),
          updated_at: d.created_at,
          deleted_at: null,
        }));
        return;
      }
      case 'EventUpdated': {
        const d = e.data as z.infer<typeof EventUpdated>;
        await update<EventDoc>(tx, 'events', docId(d.org_id, d.event_id), e, (cur) =>
          cur ? { ...cur, ...d.changes, updated_at: d.updated_at } : undefined,
        );
        return;
      }
      case 'EventDeleted': {
        const d = e.data as z.infer<typeof EventDeleted>;
        await update<EventDoc>(tx, 'events', docId(d.org_id, d.event_id), e, (cur) =>
          cur ? { ...cur, deleted_at: d.deleted_at, updated_at: d.deleted_at } : undefined,
        );
        return;
      }
    }
  },
};
