/** Event request/response schemas and the public view of an event document. */
import { z } from 'zod';
import { coded } from '../validation.ts';
import { isIsoDate } from '../schemas.ts';
import type { EventDoc } from '../../projections/events.ts';
import type { EventFields, EventState } from '../../domain/event.ts';

const validTimezone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const ctx = (code: string) => coded(code, z.string().max(4000).nullable());

/** The string-typed fields (the contract types them `string`, not `string or null`). */
const strings = {
  timezone: coded('INVALID_TIMEZONE', z.string().max(128).refine(validTimezone, 'must be an IANA time zone such as Europe/Berlin')),
  visibility: coded('INVALID_VISIBILITY', z.string().trim().min(1).max(32)),
  url_slug: coded('INVALID_URL_SLUG', z.string().max(128).regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'letters, digits, - and _ only')),
};

export const eventInput = {
  title: coded('INVALID_TITLE', z.string().trim().min(1, 'title must not be empty').max(200)),
  description: coded('INVALID_DESCRIPTION', z.string().max(4000).nullable()),
  start_date: coded('INVALID_START_DATE', z.string().refine(isIsoDate, 'must be an ISO 8601 date').nullable()),
  end_date: coded('INVALID_END_DATE', z.string().refine(isIsoDate, 'must be an ISO 8601 date').nullable()),
  // null clears them on PATCH (docs/decisions.md); on create they are absent or a string.
  timezone: strings.timezone.nullable(),
  visibility: strings.visibility.nullable(),
  url_slug: strings.url_slug.nullable(),
};

export const contextInput = {
  event_details: ctx('INVALID_CONTEXT'),
  objectives: ctx('INVALID_CONTEXT'),
  welcome_instructions: ctx('INVALID_CONTEXT'),
};

/** The optional event fields, as PATCH accepts them (title aside). */
export const optionalEventInput = {
  description: eventInput.description.optional(),
  start_date: eventInput.start_date.optional(),
  end_date: eventInput.end_date.optional(),
  timezone: eventInput.timezone.optional(),
  visibility: eventInput.visibility.optional(),
  url_slug: eventInput.url_slug.optional(),
};

/**
 * The optional fields of POST /events: `null` is refused where the contract types a plain string.
 * The context fields are the event object's own and are kept when sent with the create (they were
 * dropped silently before); POST /events/:id/context and PATCH change them afterwards.
 */
export const createEventInput = {
  ...optionalEventInput,
  timezone: strings.timezone.optional(),
  visibility: strings.visibility.optional(),
  url_slug: strings.url_slug.optional(),
  event_details: contextInput.event_details.optional(),
  objectives: contextInput.objectives.optional(),
  welcome_instructions: contextInput.welcome_instructions.optional(),
};


export const eventResponse = z.object({
  event_id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  event_details: z.string().nullable(),
  objectives: z.string().nullable(),
  welcome_instructions: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  timezone: z.string().nullable(),
  visibility: z.string().nullable(),
  url_slug: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  correlation_id: z.string(),
});

export const contextResponse = z.object({
  event_id: z.string(),
  context: z.object({
    event_details: z.string().nullable(),
    objectives: z.string().nullable(),
    welcome_instructions: z.string().nullable(),
  }),
  correlation_id: z.string(),
});

type EventLike = Pick<EventDoc, 'event_id' | 'created_at' | 'updated_at'> & EventFields;

/** An event as its decider state holds it, in the read-model shape. */
export const stateAsEvent = (s: EventState): EventLike => {
  if (s.status === 'absent') throw new Error('no event in this state');
  return { event_id: s.event_id, created_at: s.created_at, updated_at: s.updated_at, ...s.fields };
};

/** The partner view of an event. */
export const eventView = (d: EventLike) => ({
  event_id: d.event_id,
  title: d.title,
  description: d.description,
  event_details: d.event_details,
  objectives: d.objectives,
  welcome_instructions: d.welcome_instructions,
  start_date: d.start_date,
  end_date: d.end_date,
  timezone: d.timezone,
  visibility: d.visibility,
  url_slug: d.url_slug,
  created_at: d.created_at,
  updated_at: d.updated_at,
});

export const contextView = (d: EventLike) => ({
  event_id: d.event_id,
  context: { event_details: d.event_details, objectives: d.objectives, welcome_instructions: d.welcome_instructions },
});

/** Dates compare as instants; a bare date is its UTC midnight. */
export const dateOrderOk = (start: string | null, end: string | null) =>
  !start || !end || new Date(end.includes('T') ? end : `${end}T00:00:00Z`) >= new Date(start.includes('T') ? start : `${start}T00:00:00Z`);
