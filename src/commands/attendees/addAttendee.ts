/**
 * Operator use case: add a person to an event without a partner mapping (`id_source` meshi,
 * `attendee_id` null). An e-mail that is already a person's identity anchor adds that person.
 */
import { AppError, notFound } from '../../domain/errors.ts';
import { EVALUATOR } from '../../domain/identity.ts';
import { anchorsOf, type Side } from '../../domain/person.ts';
import type { PeopleEvent } from '../../domain/roster.ts';
import { docId, streams } from '../../domain/streams.ts';
import { nowIso, type Deps } from '../../deps.ts';
import type { EventDoc } from '../../projections/events.ts';
import { rosterId, type RosterDoc } from '../../projections/roster.ts';
import { loadIndex, writePeople } from './ledger.ts';
import { live } from '../../domain/identity.ts';

export interface AddAttendeeInput {
  org_id: string;
  event_id: string;
  name: string;
  email?: string | undefined;
  side?: Side | null | undefined;
}

export interface AddedAttendee {
  entity_id: string;
  event_id: string;
  id_source: 'partner' | 'meshi';
  attendee_id: string | null;
  minted: boolean;
  joined: boolean;
}

export async function addAttendee(deps: Deps, input: AddAttendeeInput, opts: { follow?: boolean } = {}): Promise<AddedAttendee> {
  if (!input.name.trim() || input.name.length > 240) throw new AppError(400, 'INVALID_ATTENDEE_NAME', 'name must be 1 to 240 characters');
  const org = input.org_id;
  const { result } = await writePeople(
    deps,
    org,
    { org_id: org, operator: true },
    async (read) => {
      const event = await read.get<EventDoc>('events', docId(org, input.event_id));
      if (!event || event.deleted_at) throw notFound('EVENT_NOT_FOUND', `event ${input.event_id} not found`);
      const a = anchorsOf({ email: input.email });
      const index = await loadIndex(read, org, { anchors: a.email ? [a.email] : [], eventId: input.event_id });
      const owner = a.email ? index.anchors.get(a.email) : undefined;
      const entity = owner ? live(index, owner) : deps.newId();
      const person = index.persons.get(entity);
      const attendee_id = person?.attendee_ids[0] ?? null;
      const now = nowIso(deps);
      const member = await read.get<RosterDoc>('event_attendees', rosterId(org, input.event_id, entity));
      const joined = !member;
      // Without --side, a person already at the event keeps their side (an add is not a retag).
      const side = input.side !== undefined ? input.side : (member?.event.side ?? null);
      const events: PeopleEvent[] = [
        {
          type: 'IdentityDecided',
          data: {
            org_id: org,
            entity_id: entity,
            attendee_id: null,
            event_id: input.event_id,
            decision: 'operator_add',
            minted: !owner,
            anchors: owner || !a.email ? [] : [a.email],
            evidence: {
              matched_on: owner ? 'email' : null,
              anchor: owner ? a.email : null,
              candidates: [],
              confidence: owner ? 1 : null,
              reasoning: owner ? 'added by an operator; the e-mail belongs to this person' : 'added by an operator without a partner mapping; a new person was created',
              evaluator: EVALUATOR,
              review_id: null,
            },
            source: { kind: 'operator' },
            created_at: now,
          },
        },
        {
          type: 'AttendeeImported',
          data: {
            org_id: org,
            event_id: input.event_id,
            entity_id: entity,
            attendee_id,
            joined,
            profile: { display_name: input.name, ...(input.email ? { email: input.email } : {}) },
            // An existing person found through the e-mail is never renamed: the add only fills what they lack.
            ...(owner ? { fill_only: true } : {}),
            side,
            intent: {},
            source: { kind: 'operator' },
            at: now,
          },
        },
      ];
      return { events, result: { entity_id: entity, event_id: input.event_id, id_source: attendee_id ? ('partner' as const) : ('meshi' as const), attendee_id, minted: !owner, joined } };
    },
    // The decision also reads the event (is it live?).
    { ...opts, also: [streams.event(org, input.event_id)] },
  );
  return result;
}
