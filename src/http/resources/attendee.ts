/** Attendee schemas and partner views: import rows, roster items, detail sections. */
import { z } from 'zod';
import { SIDES } from '../../domain/person.ts';
import type { PersonDoc } from '../../projections/people.ts';
import type { RosterDoc } from '../../projections/roster.ts';
import { idempotencyKey, partnerId, webhookUrl } from '../schemas.ts';
import { coded } from '../validation.ts';
import { freeForm, jsonObject } from '../json-limits.ts';

export const MAX_IMPORT_ROWS = 50_000;

const text = (code: string, max: number) => coded(code, z.string().max(max));
/** Caps the spec leaves open (docs/decisions.md): one row must always fit an event-store write. */
export const RAW_DATA_MAX_BYTES = 64 * 1024;
export const INTENT_ITEMS_MAX = 50;
export const INTENT_ITEM_MAX_CHARS = 500;

const strings = (code: string) => coded(code, z.array(z.string().trim().min(1).max(INTENT_ITEM_MAX_CHARS)).max(INTENT_ITEMS_MAX));

export const sideInput = coded('INVALID_ATTENDEE_SIDE', z.enum(SIDES).nullable());

export const importRow = coded(
  'INVALID_ATTENDEE',
  z.object({
    attendee_id: partnerId(),
    name: coded('INVALID_ATTENDEE_NAME', z.string().min(1).max(240).refine((s) => s.trim() !== '', 'name must not be blank')),
    email: text('INVALID_ATTENDEE_EMAIL', 320).optional(),
    linkedin_url: text('INVALID_ATTENDEE_LINKEDIN_URL', 2048).optional(),
    title: text('INVALID_ATTENDEE_TITLE', 512).optional(),
    company: text('INVALID_ATTENDEE_COMPANY', 512).optional(),
    side: sideInput.optional(),
    event_goal: text('INVALID_ATTENDEE_EVENT_GOAL', 4000).optional(),
    event_needs: strings('INVALID_ATTENDEE_EVENT_NEEDS').optional(),
    event_offers: strings('INVALID_ATTENDEE_EVENT_OFFERS').optional(),
    // Bounded so one row always fits an event-store write and every store can index it (docs/decisions.md).
    raw_data: jsonObject('INVALID_ATTENDEE_RAW_DATA', 'raw_data', freeForm(RAW_DATA_MAX_BYTES)).optional(),
  }),
);

export const importBody = z.object({
  idempotency_key: idempotencyKey,
  webhook_url: webhookUrl,
  attendees: coded('INVALID_ATTENDEES', z.array(importRow).min(1).max(MAX_IMPORT_ROWS)),
});

export const eventSection = z.object({
  role_at_event: z.string().nullable().describe('descriptive only'),
  side: z.enum(SIDES).nullable(),
  visibility: z.string().nullable(),
  goal: z.string().nullable(),
  needs: z.array(z.string()).nullable(),
  offers: z.array(z.string()).nullable(),
  onboarded_at: z.string().nullable(),
  joined_at: z.string().nullable(),
});

export const rosterItem = z.object({
  attendee_id: z.string().nullable(),
  entity_id: z.string().uuid(),
  id_source: z.enum(['partner', 'meshi']),
  event_id: z.string(),
  display_name: z.string(),
  title: z.string(),
  company: z.string(),
  event: eventSection,
  identity: z.object({ review_required: z.boolean(), open_review_count: z.number().int() }),
});

/** The roster item of a member, with person fields joined and the open-review count. */
export function rosterItemView(r: RosterDoc, p: PersonDoc | null, openReviews: number) {
  return {
    attendee_id: r.attendee_id,
    entity_id: r.entity_id,
    id_source: r.id_source,
    event_id: r.event_id,
    display_name: p?.display_name ?? '',
    title: p?.title ?? '',
    company: p?.company ?? '',
    event: r.event,
    identity: { review_required: openReviews > 0, open_review_count: openReviews },
  };
}
