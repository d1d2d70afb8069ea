import { z } from 'zod';
import { badRequest } from '../../domain/errors.ts';
import { errorEnvelope, partnerId } from '../../http/schemas.ts';
import { eventSection } from '../../http/resources/attendee.ts';
import { activeEvent } from '../../http/scope.ts';
import type { RouteModule } from '../../http/types.ts';
import type { DecisionDoc } from '../../projections/people.ts';
import { joinRoster } from './listAttendees.ts';
import { requireMember } from './member.ts';
import { boundView } from './identityHistory.ts';
import { principalOf } from '../../http/plugins/auth.ts';
import type { ReadView } from '../../infra/readstore/port.ts';
import { idMapId, type IdMapDoc } from '../../projections/id-map.ts';

/**
 * The person's partner attendee IDs a caller may see: all of them for an org-wide key; for an
 * event-bound key only those the person holds in that event (no ID from another event).
 */
async function visibleAttendeeIds(read: ReadView, org: string, bound: string | null, ids: string[]): Promise<string[]> {
  if (!bound || ids.length === 0) return ids;
  const maps = await read.find<IdMapDoc>('id_map', { where: { id: { $in: ids.map((a) => idMapId(org, 'attendee', a)) } } });
  const inEvent = new Set(maps.filter((d) => d.event_ids.includes(bound)).map((d) => d.partner_id));
  return ids.filter((a) => inEvent.has(a));
}

import { intentSections, sections as intentSchemas } from './intentSections.ts';
import type { Deps } from '../../deps.ts';
import type { PersonDoc } from '../../projections/people.ts';
import type { RosterDoc } from '../../projections/roster.ts';
import { intentDocId, type AttendeeIntentDoc } from '../../projections/intents.ts';
import { factsOf } from '../../commands/intents/inputs.ts';
import { attendeeReadinessOf } from '../readiness/facts.ts';

/** The derived-intent sections; readiness (with the event's roster context for the outlook) only when asked. */
async function derivedSections(deps: Deps, org: string, eventId: string, roster: RosterDoc, person: PersonDoc | null, withReadiness: boolean) {
  const [facts] = await factsOf(deps.read, org, eventId, [roster]);
  const doc = await deps.read.get<AttendeeIntentDoc>('attendee_intents', intentDocId(org, eventId, roster.entity_id));
  const readiness = withReadiness ? await attendeeReadinessOf(deps, org, eventId, roster) : null;
  return intentSections({ ...facts!, person }, doc, readiness);
}

export const INCLUDES = ['profile', 'event', 'identity', 'brief', 'traits', 'goals', 'readiness'] as const;
type Include = (typeof INCLUDES)[number];
const DEFAULT_INCLUDES: Include[] = ['profile', 'event', 'identity'];

const sections = {
  profile: z.object({
    display_name: z.string(),
    title: z.string().nullable(),
    company: z.string().nullable(),
    linkedin_url: z.string().nullable(),
    email_on_file: z.boolean().describe('whether an e-mail is on file; the address itself is never returned'),
    raw_data: z.record(z.string(), z.unknown()).nullable(),
  }),
  event: eventSection.extend({ rescore_due: z.boolean(), side_updated_at: z.string().nullable() }),
  identity: z.object({
    review_required: z.boolean(),
    open_review_count: z.number().int(),
    attendee_ids: z.array(z.string()).describe('the partner attendee IDs mapped to this person in the organization; for an event-bound key only those within its event'),
    last_decision: z.object({ decision: z.string(), reasoning: z.string(), created_at: z.string() }).nullable(),
  }),
  brief: intentSchemas.brief,
  traits: intentSchemas.traits,
  goals: intentSchemas.goals,
  readiness: intentSchemas.readiness,
};

const response = z.object({
  attendee_id: z.string().nullable(),
  entity_id: z.string(),
  id_source: z.enum(['partner', 'meshi']),
  event_id: z.string(),
  display_name: z.string(),
  title: z.string(),
  company: z.string(),
  profile: sections.profile.optional(),
  event: sections.event.optional(),
  identity: sections.identity.optional(),
  brief: sections.brief.optional(),
  traits: sections.traits.optional(),
  goals: sections.goals.optional(),
  readiness: sections.readiness.optional(),
  correlation_id: z.string(),
});

function parseInclude(raw: unknown): Include[] {
  if (raw === undefined) return DEFAULT_INCLUDES;
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => String(v).split(',')).map((s) => s.trim()).filter(Boolean);
  const bad = parts.filter((p) => !(INCLUDES as readonly string[]).includes(p));
  if (bad.length || parts.length === 0) throw badRequest('INVALID_INCLUDE', `include must be a comma-separated subset of ${INCLUDES.join(', ')}`);
  return [...new Set(parts)] as Include[];
}

/**
 * GET /events/:event_id/attendees/:attendee_id: the roster item's base fields plus the
 * requested `include` sections (default: profile, event, identity). The path needs a partner
 * attendee ID: an entity_id there is ATTENDEE_NOT_FOUND.
 */
export const getAttendee: RouteModule = (app, deps) => {
  app.get(
    '/events/:event_id/attendees/:attendee_id',
    {
      schema: {
        summary: 'Get one attendee with optional include sections',
        tags: ['attendees'],
        params: z.object({ event_id: partnerId(), attendee_id: partnerId() }),
        querystring: z.object({ include: z.union([z.string(), z.array(z.string())]).optional() }),
        response: { 200: response, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => {
      const include = parseInclude(req.query.include);
      const { event_id, attendee_id } = req.params;
      const ev = await activeEvent(deps, req, event_id);
      const org = ev.org_id;
      const bound = principalOf(req).event_id;
      const m = await requireMember(deps.read, org, event_id, attendee_id, { allowEntity: false, bound });
      const [item] = await joinRoster(deps.read, org, event_id, [m.roster]);
      const base = { ...item!, attendee_id: m.roster.attendee_id ?? attendee_id };
      const { event: _ev, identity: idn, ...fields } = base;
      const p = m.person;
      const r = m.roster;
      const out: Record<string, unknown> = { ...fields };
      let derived: ReturnType<typeof intentSections> | undefined;
      for (const s of include) {
        if (s === 'profile') out.profile = { display_name: p?.display_name ?? '', title: p?.title ?? null, company: p?.company ?? null, linkedin_url: p?.linkedin_url ?? null, email_on_file: !!p?.email, raw_data: p?.raw_data ?? null };
        if (s === 'event') out.event = { ...r.event, rescore_due: r.rescore_due, side_updated_at: r.side_updated_at };
        if (s === 'identity') {
          const last = await deps.read.find<DecisionDoc>('identity_decisions', { where: { org_id: org, entity_id: { $in: [m.entity_id, ...(p?.merged_from ?? [])] } }, sort: [['created_at', -1]], limit: 1 });
          const decided = last[0] ? boundView(bound)(last[0]) : null;
          out.identity = {
            ...idn,
            attendee_ids: await visibleAttendeeIds(deps.read, org, bound, p?.attendee_ids ?? []),
            last_decision: decided ? { decision: decided.decision, reasoning: decided.reasoning, created_at: decided.created_at } : null,
          };
        }
        if (s === 'brief' || s === 'traits' || s === 'goals' || s === 'readiness') {
          derived ??= await derivedSections(deps, org, event_id, m.roster, p, include.includes('readiness'));
          if (derived[s] !== null) out[s] = derived[s];
        }
      }
      return { ...out, correlation_id: req.id } as z.infer<typeof response>;
    },
  );
};
