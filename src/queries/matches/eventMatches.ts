import { z } from 'zod';
import { badRequest } from '../../domain/errors.ts';
import { cursor, errorEnvelope, limit, listOf, partnerId } from '../../http/schemas.ts';
import { decodeCursor, encodeCursor, type Page } from '../../http/paging.ts';
import { onlyQuery } from '../../http/query.ts';
import { jsonObject, matchItem, plainJson, rawArray, sendJson } from '../../http/resources/match.ts';
import { matchJson, runMembersJson, storedMatchOf, type ListedMatch } from '../../projections/match-json.ts';
import { activeEvent } from '../../http/scope.ts';
import { principalOf } from '../../http/plugins/auth.ts';
import type { RouteModule } from '../../http/types.ts';
import type { ReadView } from '../../infra/readstore/port.ts';
import { keysOf, listId, sortKey, type MatchKeyDoc, type MatchListDoc, type MatchRunDoc } from '../../projections/matches.ts';
import { goalTerms, MAX_GOAL_CHARS, relatesToGoal } from './goal.ts';
import { excludedEntities, excludeQuery, excludeValues, filtersKey, pinnedRun, runIdQuery } from './snapshot.ts';

export const EVENT_MATCHES_PARAMETERS = ['limit', 'cursor', 'run_id', 'goal', 'exclude_entity_ids[]', 'exclude_entity_ids'];

/** Pairs read per request at most while filtering; a page cut short by it still has a cursor. */
export const MAX_SCANNED = 20_000;
const BATCH = 500;

export interface EventMatchesInput {
  org: string;
  eventId: string;
  /** An event-bound key's event (null for an org-wide key): attendee IDs of other events name nobody. */
  bound?: string | null;
  runId: string | undefined;
  goal: string | undefined;
  exclude: string[];
  limit: number;
  cursor: string | undefined;
}

/**
 * Every pair of the pinned run, by final_score descending (then roster order and rank). Filters
 * (exclusions, goal) apply before paging: the scan goes on until the page is full, so pages are
 * full and the cursor (the last pair's sort key) is stable. A scan is bounded by MAX_SCANNED
 * pairs; a page it cuts short carries the cursor of the last pair read.
 */
export async function eventMatches(read: ReadView, q: EventMatchesInput): Promise<Page<string> & { run: MatchRunDoc }> {
  const run = await pinnedRun(read, q.org, q.eventId, q.runId);
  const excluded = await excludedEntities(read, q.org, q.eventId, run.run_id, q.exclude, q.bound);
  const terms = goalTerms(q.goal);
  const scope = `matches-event|${q.org}|${q.eventId}|${run.run_id}|${filtersKey(excluded, terms)}`;
  let after = q.cursor ? String(decodeCursor(scope, q.cursor, 1)[0]) : '';
  const filtered = excluded.size > 0 || terms.size > 0;
  // The lists the page's pairs come from, read once per request.
  const lists = new Map<string, MatchListDoc | null>();
  const listOf = async (entity: string) => {
    if (!lists.has(entity)) lists.set(entity, await read.get<MatchListDoc>('match_lists', listId(run.run_id, entity)));
    return lists.get(entity)!;
  };
  const page: Array<{ k: string; match: ListedMatch }> = [];
  let scanned = 0;
  let more = true;
  while (page.length <= q.limit && more && scanned < MAX_SCANNED) {
    const want = filtered ? BATCH : q.limit + 1 - page.length;
    const rows = await read.find<MatchKeyDoc>('match_keys', { where: keysOf(run.run_id, after), sort: [['id', 1]], limit: want });
    more = rows.length === want;
    // The lists these pairs point into, in one query rather than one per pair.
    const missing = [...new Set(rows.filter((r) => !lists.has(r.p) && !excluded.has(r.p) && !excluded.has(r.t)).map((r) => r.p))];
    if (missing.length) {
      const docs = await read.find<MatchListDoc>('match_lists', { where: { id: { $in: missing.map((p) => listId(run.run_id, p)) } } });
      for (const d of docs) lists.set(d.entity_id, d);
    }
    for (const r of rows) {
      scanned++;
      after = sortKey(run.run_id, r);
      if (excluded.has(r.p) || excluded.has(r.t)) continue;
      const list = await listOf(r.p);
      const match = list?.matches.find((m) => m.target_entity_id === r.t);
      if (!list || !match || (terms.size > 0 && !relatesToGoal(terms, storedMatchOf(match).explainability.reasons))) continue;
      page.push({ k: after, match });
      if (page.length > q.limit) break;
    }
  }
  const items = page.slice(0, q.limit);
  const full = page.length > q.limit;
  const cut = !full && more; // the scan budget ran out before the page filled
  const lastKey = full ? items.at(-1)!.k : after;
  const runMembers = runMembersJson(run);
  return { run, items: items.map((p) => matchJson(p.match, runMembers)), next_cursor: full || cut ? encodeCursor(scope, [lastKey]) : null };
}

/** GET /events/:event_id/matches */
export const eventMatchesRoute: RouteModule = (app, deps) => {
  app.get(
    '/events/:event_id/matches',
    {
      preValidation: onlyQuery(EVENT_MATCHES_PARAMETERS),
      serializerCompiler: plainJson,
      schema: {
        summary: 'All pair matches of a pinned match run',
        description:
          'Ordered by final_score descending. goal (text, at most 500 characters) keeps the matches whose reasons (the need and offer they name) share a content word with it. session_id and any other parameter: 400 UNSUPPORTED_QUERY_PARAMETER with supported_parameters.',
        tags: ['matches'],
        params: z.object({ event_id: partnerId() }),
        querystring: z.object({
          limit,
          cursor,
          run_id: runIdQuery,
          goal: z.string().optional().describe('free text; keeps matches whose need/offer text shares a word with it'),
          ...excludeQuery,
        }),
        response: { 200: listOf(matchItem).extend({ event_id: z.string(), run_id: z.string() }), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req, reply) => {
      const { event_id } = req.params;
      const ev = await activeEvent(deps, req, event_id);
      if (req.query.goal !== undefined && req.query.goal.length > MAX_GOAL_CHARS) throw badRequest('INVALID_GOAL', `goal is at most ${MAX_GOAL_CHARS} characters`);
      const out = await eventMatches(deps.read, {
        org: ev.org_id,
        bound: principalOf(req).event_id,
        eventId: event_id,
        runId: req.query.run_id,
        goal: req.query.goal,
        exclude: excludeValues(req.query),
        limit: req.query.limit,
        cursor: req.query.cursor,
      });
      return sendJson(reply, jsonObject({ event_id, run_id: out.run.run_id, items: rawArray(out.items), next_cursor: out.next_cursor, correlation_id: req.id }));
    },
  );
};
