/** Session request/response schemas and the public view of a session. */
import { z } from 'zod';
import { coded } from '../validation.ts';
import { freeForm, jsonObject } from '../json-limits.ts';
import { isIsoDateTime, partnerId } from '../schemas.ts';
import type { SessionFields, SessionState } from '../../domain/session.ts';
import type { SessionDoc } from '../../projections/sessions.ts';

/** Serialized size cap of `metadata` (the spec only says "a JSON object"; docs/decisions.md); depth and keys as every free-form field. */
export const METADATA_MAX_BYTES = 64 * 1024;

const dateTime = (code: string, name: string) =>
  coded(code, z.string().refine(isIsoDateTime, `${name} must be an ISO 8601 date-time with offset`).nullable());

export const sessionInput = {
  title: coded('INVALID_TITLE', z.string().trim().min(1, 'title must not be empty').max(200)),
  description: coded('INVALID_DESCRIPTION', z.string().max(4000).nullable()),
  start_timestamp: dateTime('INVALID_START_TIMESTAMP', 'start_timestamp'),
  end_timestamp: dateTime('INVALID_END_TIMESTAMP', 'end_timestamp'),
  metadata: jsonObject('INVALID_METADATA', 'metadata', freeForm(METADATA_MAX_BYTES)),
};

export const sessionParams = z.object({ event_id: partnerId(), session_id: partnerId() });

export const sessionResponse = z.object({
  session_id: z.string(),
  event_id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  start_timestamp: z.string().nullable().describe('ISO 8601 date-time as sent by the partner'),
  end_timestamp: z.string().nullable().describe('ISO 8601 date-time as sent by the partner'),
  metadata: z.record(z.string(), z.unknown()),
  participant_count: z.number().int().describe('current rows of session_participants for this session'),
  created_at: z.string(),
  updated_at: z.string(),
  correlation_id: z.string(),
});

type SessionLike = Pick<SessionDoc, 'event_id' | 'session_id' | 'created_at' | 'updated_at'> & SessionFields;

/** A session as its decider state holds it, in the read-model shape. */
export const stateAsSession = (s: SessionState): SessionLike => {
  if (s.status === 'absent') throw new Error('no session in this state');
  return { event_id: s.event_id, session_id: s.session_id, created_at: s.created_at, updated_at: s.updated_at, ...s.fields };
};

/** The partner view of a session (without correlation_id, which the route adds). */
export const sessionView = (d: SessionLike, participantCount: number) => ({
  session_id: d.session_id,
  event_id: d.event_id,
  title: d.title,
  description: d.description,
  start_timestamp: d.start_timestamp,
  end_timestamp: d.end_timestamp,
  metadata: d.metadata,
  participant_count: participantCount,
  created_at: d.created_at,
  updated_at: d.updated_at,
});
