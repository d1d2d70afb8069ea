/** Shared parts of the match reads: the pinned run, exclusions, attendee resolution. */
import { z } from 'zod';
import { notFound } from '../../domain/errors.ts';
import { UUID } from '../../domain/partnerIds.ts';
import type { ReadView } from '../../infra/readstore/port.ts';
import { coded } from '../../http/validation.ts';
import { listId, type MatchListDoc, type MatchRunDoc } from '../../projections/matches.ts';
import { idMapId, type IdMapDoc } from '../../projections/id-map.ts';
import { rosterId, type RosterDoc } from '../../projections/roster.ts';
import { idOfEvent, livePerson, resolveMember } from '../attendees/member.ts';
import { AppError, isAppError } from '../../domain/errors.ts';

export const MAX_EXCLUDES = 500;

const excludeValue = z.union([z.string(), z.array(z.string())]).optional();
const tooMany = (v: string | string[] | undefined) => (v === undefined ? 0 : Array.isArray(v) ? v.length : 1) <= MAX_EXCLUDES;

/**
 * `exclude_entity_ids[]` (repeatable; the bracket-less spelling is accepted too). Over 500
 * values in all: 400 TOO_MANY_EXCLUDE_ENTITY_IDS.
 */
export const excludeQuery = {
  'exclude_entity_ids[]': coded('TOO_MANY_EXCLUDE_ENTITY_IDS', excludeValue.refine(tooMany, `at most ${MAX_EXCLUDES} values`)).describe(
    'partner attendee IDs or roster entity IDs to leave out (repeatable, at most 500); unknown ones are ignored',
  ),
  exclude_entity_ids: coded('TOO_MANY_EXCLUDE_ENTITY_IDS', excludeValue.refine(tooMany, `at most ${MAX_EXCLUDES} values`)).describe('same as exclude_entity_ids[]'),
};

// No length cap: any value that is not a match run of the event is 404 MATCH_RUN_NOT_FOUND, a long one included.
export const runIdQuery = z.string().optional().describe('pin a match run; omitted: the latest terminal, non-failed match run of the event');

/** The run_id as a message may quote it: a UUID is 36 characters, so anything much longer is cut. */
const quoted = (runId: string) => (runId.length > 64 ? `${runId.slice(0, 64)}…` : runId);

export function excludeValues(q: { 'exclude_entity_ids[]'?: string | string[] | undefined; exclude_entity_ids?: string | string[] | undefined }): string[] {
  const all = [q['exclude_entity_ids[]'] ?? [], q.exclude_entity_ids ?? []].flat();
  if (all.length > MAX_EXCLUDES) throw new AppError(400, 'TOO_MANY_EXCLUDE_ENTITY_IDS', `exclude_entity_ids[] takes at most ${MAX_EXCLUDES} values`);
  return all;
}

const runMissing = (runId: string | undefined) =>
  notFound(
    'MATCH_RUN_NOT_FOUND',
    runId === undefined
      ? 'this event has no finished match run yet'
      : runId === ''
        ? 'run_id is empty; omit it for the latest finished match run, or pass the run_id of one'
        : `match run ${quoted(runId)} not found for this event, or not finished successfully`,
  );

/**
 * The pinned run: `run_id` when given (a terminal, non-failed match run of this event), else
 * the latest such run. Anything else is 404 MATCH_RUN_NOT_FOUND.
 */
export async function pinnedRun(read: ReadView, org: string, eventId: string, runId: string | undefined): Promise<MatchRunDoc> {
  if (runId !== undefined) {
    const run = UUID.test(runId) ? await read.get<MatchRunDoc>('match_runs', runId.toLowerCase()) : null;
    if (!run || run.org_id !== org || run.event_id !== eventId || !servable(run)) throw runMissing(runId);
    return run;
  }
  const [latest] = await read.find<MatchRunDoc>('match_runs', {
    where: { org_id: org, event_id: eventId, status: { $in: ['succeeded', 'partial'] } },
    sort: [['terminal_at', -1]],
    limit: 1,
  });
  if (!latest) throw runMissing(undefined);
  return latest;
}

/**
 * The pinned run, or null with the error it would raise: the routes that name attendees report
 * an unknown attendee before a missing run, so they resolve the run first and raise it later.
 */
export async function pinnedRunOrError(read: ReadView, org: string, eventId: string, runId: string | undefined): Promise<{ run: MatchRunDoc | null; missing: unknown }> {
  try {
    return { run: await pinnedRun(read, org, eventId, runId), missing: null };
  } catch (e) {
    if (!isAppError(e)) throw e;
    return { run: null, missing: e };
  }
}

const servable = (r: MatchRunDoc) => r.status === 'succeeded' || r.status === 'partial';

/**
 * The filters of a match list as a cursor's scope keeps them (the excluded entities, in whatever ID
 * form they were named, and the goal's terms): a cursor used with other filters is refused, as on
 * every list.
 */
export const filtersKey = (excluded: ReadonlySet<string>, goalTerms: ReadonlySet<string> = new Set()) =>
  `${[...excluded].sort().join(',')}|${[...goalTerms].sort().join(',')}`;

/**
 * The entity IDs to exclude: partner attendee IDs mapped in the org, and entity IDs of people
 * in the event (now, or in the pinned run). Anything else is ignored silently, as is, for an
 * event-bound key (`bound`), an attendee ID the person holds only in another event: it names
 * nobody for that key (idOfEvent, as on every attendee route), so neither the answer nor its
 * cursor tells such an ID from one that does not exist.
 */
export async function excludedEntities(read: ReadView, org: string, eventId: string, runId: string, values: string[], bound: string | null = null): Promise<Set<string>> {
  const out = new Set<string>();
  for (const v of new Set(values)) {
    const map = await read.get<IdMapDoc>('id_map', idMapId(org, 'attendee', v));
    if (map?.entity_id) {
      const live = await livePerson(read, org, map.entity_id);
      const entity = live?.entity_id ?? map.entity_id;
      if (bound && !(await idOfEvent(read, org, eventId, v, map, entity, await read.get<RosterDoc>('event_attendees', rosterId(org, eventId, entity))))) continue;
      out.add(map.entity_id);
      if (live) out.add(live.entity_id);
      continue;
    }
    if (!UUID.test(v)) continue;
    const entity = v.toLowerCase();
    const inEvent = (await read.get<RosterDoc>('event_attendees', rosterId(org, eventId, entity))) ?? (await read.get<MatchListDoc>('match_lists', listId(runId, entity)));
    if (inEvent) out.add(entity);
  }
  return out;
}

export interface RunMember {
  entity_id: string;
  attendee_id: string | null;
  id_source: 'partner' | 'meshi';
  /** The attendee's list in the pinned run, or null when the run's roster did not hold them. */
  member: MatchListDoc | null;
}

/**
 * An attendee path segment (partner ID or roster entity_id) of a person in the event now or in
 * the pinned run; 404 ATTENDEE_NOT_FOUND otherwise.
 */
export async function attendeeOf(read: ReadView, org: string, eventId: string, pathId: string, run: MatchRunDoc | null, bound: string | null = null): Promise<RunMember> {
  // Fast path (org-wide keys): the path names someone the pinned run holds; their list says all.
  if (run && !bound) {
    const map = await read.get<IdMapDoc>('id_map', idMapId(org, 'attendee', pathId));
    const entity = map?.entity_id ?? (UUID.test(pathId) ? pathId.toLowerCase() : null);
    const list = entity ? await read.get<MatchListDoc>('match_lists', listId(run.run_id, entity)) : null;
    if (list && list.org_id === org && list.event_id === eventId) {
      return { entity_id: list.entity_id, attendee_id: list.attendee_id, id_source: list.id_source, member: list };
    }
  }
  const m = await resolveMember(read, org, eventId, pathId, { allowEntity: true, bound });
  const member = run ? await read.get<MatchListDoc>('match_lists', listId(run.run_id, m.entity_id)) : null;
  if (!m.roster && !member) throw notFound('ATTENDEE_NOT_FOUND', `attendee ${pathId} not found`);
  const attendee_id = member?.attendee_id ?? m.roster?.attendee_id ?? m.path_attendee_id;
  return { entity_id: m.entity_id, attendee_id, id_source: attendee_id ? 'partner' : 'meshi', member };
}
