/** Resolving an attendee path segment (partner attendee ID, or a roster entity_id) in an event. */
import { notFound } from '../../domain/errors.ts';
import { UUID } from '../../domain/partnerIds.ts';
import type { ReadView } from '../../infra/readstore/port.ts';
import { idMapId, type IdMapDoc } from '../../projections/id-map.ts';
import { personId, type PersonDoc } from '../../projections/people.ts';
import { rosterId, type DepartureDoc, type RosterDoc } from '../../projections/roster.ts';


export interface Member {
  entity_id: string;
  /** The partner ID used in the path, or null when the path named an entity_id. */
  path_attendee_id: string | null;
  person: PersonDoc | null;
  /** The roster row in this event, or null when the person is not (or no longer) in it. */
  roster: RosterDoc | null;
}

const missing = (id: string) => notFound('ATTENDEE_NOT_FOUND', `attendee ${id} not found`);

export interface MemberOptions {
  allowEntity: boolean;
  /**
   * The event an event-bound key is bound to (null or absent for an org-wide key). Such a key
   * may name a person only by an attendee ID of that event: an ID the person holds in another
   * event of the org names nobody, so the key learns nothing about other events.
   */
  bound?: string | null;
}

/** Whether `pathId` is an attendee ID of the event: mapped there, joined with, or left with. */
export async function idOfEvent(read: ReadView, org: string, eventId: string, pathId: string, map: IdMapDoc, entity: string, roster: RosterDoc | null): Promise<boolean> {
  if (map.event_ids.includes(eventId) || roster?.attendee_id === pathId) return true;
  const left = await read.get<DepartureDoc>('event_departures', rosterId(org, eventId, entity));
  return left?.attendee_id === pathId;
}

/** Follows merges to the surviving person. */
export async function livePerson(read: ReadView, org: string, entityId: string): Promise<PersonDoc | null> {
  let p = await read.get<PersonDoc>('people', personId(org, entityId));
  for (let i = 0; p?.merged_into && i < 10; i++) p = await read.get<PersonDoc>('people', personId(org, p.merged_into));
  return p;
}

/**
 * A partner attendee ID mapped in the org (first), or, when `allowEntity`, a roster entity_id
 * of a known person. 404 ATTENDEE_NOT_FOUND when it names nobody.
 */
export async function resolveMember(read: ReadView, org: string, eventId: string, pathId: string, opts: MemberOptions): Promise<Member> {
  const map = await read.get<IdMapDoc>('id_map', idMapId(org, 'attendee', pathId));
  if (map?.entity_id) {
    const person = await livePerson(read, org, map.entity_id);
    const entity = person?.entity_id ?? map.entity_id;
    const roster = await read.get<RosterDoc>('event_attendees', rosterId(org, eventId, entity));
    if (opts.bound && !(await idOfEvent(read, org, eventId, pathId, map, entity, roster))) throw missing(pathId);
    return { entity_id: entity, path_attendee_id: pathId, person, roster };
  }
  if (opts.allowEntity && UUID.test(pathId)) {
    const entity = pathId.toLowerCase();
    const person = await read.get<PersonDoc>('people', personId(org, entity));
    if (person && !person.merged_into) return { entity_id: entity, path_attendee_id: null, person, roster: await read.get<RosterDoc>('event_attendees', rosterId(org, eventId, entity)) };
  }
  throw missing(pathId);
}

/** Like resolveMember, but the person must currently be in the event. */
export async function requireMember(read: ReadView, org: string, eventId: string, pathId: string, opts: MemberOptions): Promise<Member & { roster: RosterDoc }> {
  const m = await resolveMember(read, org, eventId, pathId, opts);
  if (!m.roster) throw missing(pathId);
  return m as Member & { roster: RosterDoc };
}
