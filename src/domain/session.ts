/** A session of a partner event (a talk, a workshop, a meeting slot): its decider. */
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { badRequest, conflict, notFound } from './errors.ts';

export const sessionFields = {
  title: z.string(),
  description: z.string().nullable(),
  /** As the partner sent them (ISO 8601 with offset); read models add a UTC sort key. */
  start_timestamp: z.string().nullable(),
  end_timestamp: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
};
export const SessionFields = z.object(sessionFields);
export type SessionFields = z.infer<typeof SessionFields>;

const ids = { org_id: z.string(), event_id: z.string(), session_id: z.string() };

export const SessionCreated = z.object({ ...ids, ...sessionFields, created_at: z.string() });
export const SessionUpdated = z.object({ ...ids, changes: SessionFields.partial(), updated_at: z.string() });
export const SessionDeleted = z.object({ ...ids, deleted_at: z.string() });

export type SessionDomainEvent =
  | { type: 'SessionCreated'; data: z.infer<typeof SessionCreated> }
  | { type: 'SessionUpdated'; data: z.infer<typeof SessionUpdated> }
  | { type: 'SessionDeleted'; data: z.infer<typeof SessionDeleted> };

export type SessionState =
  | { status: 'absent' }
  | {
      status: 'active' | 'deleted';
      org_id: string;
      event_id: string;
      session_id: string;
      fields: SessionFields;
      created_at: string;
      updated_at: string;
      deleted_at: string | null;
    };

export const initialSession: SessionState = { status: 'absent' };

export function evolveSession(state: SessionState, e: SessionDomainEvent): SessionState {
  switch (e.type) {
    case 'SessionCreated': {
      const { org_id, event_id, session_id, created_at, ...fields } = e.data;
      return { status: 'active', org_id, event_id, session_id, fields, created_at, updated_at: created_at, deleted_at: null };
    }
    case 'SessionUpdated':
      if (state.status === 'absent') return state;
      return { ...state, fields: { ...state.fields, ...e.data.changes }, updated_at: e.data.updated_at };
    case 'SessionDeleted':
      if (state.status === 'absent') return state;
      return { ...state, status: 'deleted', updated_at: e.data.deleted_at, deleted_at: e.data.deleted_at };
    default: {
      const never: never = e;
      return never;
    }
  }
}

/** Commands name the event of the route: a session of another event is not found there. */
export type SessionCommand =
  | { type: 'CreateSession'; org_id: string; event_id: string; session_id: string; fields: SessionFields; now: string }
  | { type: 'UpdateSession'; event_id: string; session_id: string; changes: Partial<SessionFields>; now: string }
  | { type: 'DeleteSession'; event_id: string; session_id: string; now: string };

/** Start and end compare as instants, whatever their offsets; an open end or start is fine. */
export const timestampOrderOk = (start: string | null, end: string | null) =>
  !start || !end || Date.parse(end) >= Date.parse(start);

const missing = (id: string) => notFound('SESSION_NOT_FOUND', `session ${id} not found`);

export function decideSession(cmd: SessionCommand, state: SessionState): SessionDomainEvent[] {
  switch (cmd.type) {
    case 'CreateSession': {
      // A soft-deleted session keeps its ID: partner IDs are never reused within an org.
      if (state.status !== 'absent') throw conflict('PARTNER_ID_CONFLICT', `session_id ${cmd.session_id} is already mapped in this organization`);
      const { start_timestamp, end_timestamp } = cmd.fields;
      if (!timestampOrderOk(start_timestamp, end_timestamp)) throw badRequest('INVALID_END_TIMESTAMP', 'end_timestamp is before start_timestamp');
      const { org_id, event_id, session_id } = cmd;
      return [{ type: 'SessionCreated', data: { org_id, event_id, session_id, ...cmd.fields, created_at: cmd.now } }];
    }
    case 'UpdateSession': {
      if (state.status !== 'active' || state.event_id !== cmd.event_id) throw missing(cmd.session_id);
      const merged = { ...state.fields, ...cmd.changes };
      if (!timestampOrderOk(merged.start_timestamp, merged.end_timestamp)) throw badRequest('INVALID_END_TIMESTAMP', 'end_timestamp is before start_timestamp');
      const changes = Object.fromEntries(
        Object.entries(cmd.changes).filter(([k, v]) => !isDeepStrictEqual(state.fields[k as keyof SessionFields], v)),
      ) as Partial<SessionFields>;
      // An update that changes nothing still answers 200 but records no event.
      if (Object.keys(changes).length === 0) return [];
      const { org_id, event_id, session_id } = state;
      return [{ type: 'SessionUpdated', data: { org_id, event_id, session_id, changes, updated_at: cmd.now } }];
    }
    case 'DeleteSession': {
      // A repeat finds the session deleted: 404, like any route on a deleted session.
      if (state.status !== 'active' || state.event_id !== cmd.event_id) throw missing(cmd.session_id);
      const { org_id, event_id, session_id } = state;
      return [{ type: 'SessionDeleted', data: { org_id, event_id, session_id, deleted_at: cmd.now } }];
    }
    default: {
      const never: never = cmd;
      return never;
    }
  }
}
