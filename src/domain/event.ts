/** The partner's event (a conference, a demo day): its decider. */
import { z } from 'zod';
import { conflict, notFound } from './errors.ts';

export const eventFields = {
  title: z.string(),
  description: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  timezone: z.string().nullable(),
  visibility: z.string().nullable(),
  url_slug: z.string().nullable(),
  event_details: z.string().nullable(),
  objectives: z.string().nullable(),
  welcome_instructions: z.string().nullable(),
};
export const EventFields = z.object(eventFields);
export type EventFields = z.infer<typeof EventFields>;
export const CONTEXT_FIELDS = ['event_details', 'objectives', 'welcome_instructions'] as const;

export const EventCreated = z.object({
  org_id: z.string(),
  event_id: z.string(),
  ...eventFields,
  created_at: z.string(),
});
export const EventUpdated = z.object({
  org_id: z.string(),
  event_id: z.string(),
  changes: EventFields.partial(),
  updated_at: z.string(),
});
export const EventDeleted = z.object({
  org_id: z.string(),
  event_id: z.string(),
  deleted_at: z.string(),
  forced: z.boolean(),
});

export type EventDomainEvent =
  | { type: 'EventCreated'; data: z.infer<typeof EventCreated> }
  | { type: 'EventUpdated'; data: z.infer<typeof EventUpdated> }
  | { type: 'EventDeleted'; data: z.infer<typeof EventDeleted> };

export type EventState =
  | { status: 'absent' }
  | { status: 'active' | 'deleted'; org_id: string; event_id: string; fields: EventFields; created_at: string; updated_at: string };

export const initialEvent: EventState = { status: 'absent' };

export function evolveEvent(state: EventState, e: EventDomainEvent): EventState {
  switch (e.type) {
    case 'EventCreated': {
      const { org_id, event_id, created_at, ...fields } = e.data;
      return { status: 'active', org_id, event_id, fields, created_at, updated_at: created_at };
    }
    case 'EventUpdated':
      if (state.status === 'absent') return state;
      return { ...state, fields: { ...state.fields, ...e.data.changes }, updated_at: e.data.updated_at };
    case 'EventDeleted':
      if (state.status === 'absent') return state;
      return { ...state, status: 'deleted', updated_at: e.data.deleted_at };
    default: {
      const never: never = e;
      return never;
    }
  }
}

export type EventCommand =
  | { type: 'CreateEvent'; org_id: string; event_id: string; fields: EventFields; now: string }
  | { type: 'UpdateEvent'; changes: Partial<EventFields>; now: string }
  | { type: 'DeleteEvent'; force: boolean; protectedCount: number; now: string };

const missing = (id?: string) => notFound('EVENT_NOT_FOUND', `event ${id ?? ''} not found`.replace('  ', ' '));

export function decideEvent(cmd: EventCommand, state: EventState): EventDomainEvent[] {
  switch (cmd.type) {
    case 'CreateEvent':
      // A soft-deleted event keeps its ID: partner IDs are never reused within an org.
      if (state.status !== 'absent') throw conflict('PARTNER_ID_CONFLICT', `event_id ${cmd.event_id} is already mapped in this organization`);
      return [{ type: 'EventCreated', data: { org_id: cmd.org_id, event_id: cmd.event_id, ...cmd.fields, created_at: cmd.now } }];
    case 'UpdateEvent': {
      if (state.status !== 'active') throw missing();
      const changes = Object.fromEntries(
        Object.entries(cmd.changes).filter(([k, v]) => state.fields[k as keyof EventFields] !== v),
      ) as Partial<EventFields>;
      // An update that changes nothing still answers 200 but records no event.
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'EventUpdated', data: { org_id: state.org_id, event_id: state.event_id, changes, updated_at: cmd.now } }];
    }
    case 'DeleteEvent':
      if (state.status !== 'active') throw missing();
      if (cmd.protectedCount > 0 && !cmd.force)
        throw conflict('EVENT_NOT_EMPTY', 'the event still has attendees or sessions; pass force=true to delete it');
      return [{ type: 'EventDeleted', data: { org_id: state.org_id, event_id: state.event_id, deleted_at: cmd.now, forced: cmd.force } }];
    default: {
      const never: never = cmd;
      return never;
    }
  }
}
