import { z } from 'zod';
import { cursor, errorEnvelope, limit, partnerId } from '../../http/schemas.ts';
import { decodeCursor, encodeCursor } from '../../http/paging.ts';
import { plainJson } from '../../http/resources/match.ts';
import { activeEvent } from '../../http/scope.ts';
import type { RouteModule } from '../../http/types.ts';
import { coded } from '../../http/validation.ts';
import type { ReadView } from '../../infra/readstore/port.ts';
import type { ListedMatch } from '../../projections/match-json.ts';
import type { MatchListDoc } from '../../projections/matches.ts';
import { pinnedRun } from './snapshot.ts';

const idSource = z.enum(['partner', 'meshi']);
const diffTarget = z.object({
  target_attendee_id: z.string().nullable(),
  target_entity_id: z.string(),
  target_id_source: idSource,
  rank: z.number().int(),
  final_score: z.number(),
});
const diffItem = z.object({
  attendee_id: z.string().nullable(),
  entity_id: z.string(),
  id_source: idSource,
  gained: z.array(diffTarget).describe('in the run, not in against (rank and score of the run)'),
  lost: z.array(diffTarget).describe('in against, not in the run (rank and score of against)'),
});
type DiffItem = z.infer<typeof diffItem>;

/** Attendees examined per request at most; a page cut short by it still carries a cursor. */
const MAX_EXAMINED = 2000;
const BATCH = 200;

export interface RunDiffInput {
  org: string;
  eventId: string;
  runId: string;
  against: string;
  limit: number;
  cursor: string | undefined;
}

const targetsOf = (matches: readonly ListedMatch[]) =>
  new Map(matches.map((m) => [m.target_entity_id, { target_attendee_id: m.target_attendee_id, target_entity_id: m.target_entity_id, target_id_source: m.target_id_source, rank: m.rank, final_score: m.final_score }]));

/**
 * Per attendee of either run (by entity_id), the matches gained and lost from `against` to
 * `run_id`. Attendees whose list did not change are left out; a page holds up to `limit`
 * changed attendees.
 */
export async function runDiff(read: ReadView, q: RunDiffInput) {
  const run = await pinnedRun(read, q.org, q.eventId, q.runId);
  const against = await pinnedRun(read, q.org, q.eventId, q.against);
  const scope = `match-diff|${q.org}|${q.eventId}|${run.run_id}|${against.run_id}`;
  let after = q.cursor ? String(decodeCursor(scope, q.cursor, 1)[0]) : '';
  const items: DiffItem[] = [];
  let examined = 0;
  let exhausted = false;
  const membersAfter = (runId: string) =>
    read.find<MatchListDoc>('match_lists', { where: { run_id: runId, ...(after ? { entity_id: { $gt: after } } : {}) }, sort: [['entity_id', 1]], limit: BATCH });
  while (items.length < q.limit && !exhausted && examined < MAX_EXAMINED) {
    const [a, b] = await Promise.all([membersAfter(run.run_id), membersAfter(against.run_id)]);
    const byEntity = new Map<string, MatchListDoc>();
    const before = new Map(b.map((m) => [m.entity_id, m]));
    const now = new Map(a.map((m) => [m.entity_id, m]));
    for (const m of [...b, ...a]) byEntity.set(m.entity_id, m);
    // Entities up to the smaller of the two batch ends are complete in both lists.
    const ends = [a, b].filter((x) => x.length === BATCH).map((x) => x.at(-1)!.entity_id);
    const limitKey = ends.length ? ends.sort()[0]! : null;
    const entities = [...byEntity.keys()].filter((e) => limitKey === null || e <= limitKey).sort();
    if (limitKey === null) exhausted = true;
    for (const entity of entities) {
      examined++;
      after = entity;
      const tNow = targetsOf(now.get(entity)?.matches ?? []);
      const tBefore = targetsOf(before.get(entity)?.matches ?? []);
      const gained = [...tNow.values()].filter((t) => !tBefore.has(t.target_entity_id));
      const lost = [...tBefore.values()].filter((t) => !tNow.has(t.target_entity_id));
      if (gained.length || lost.length) {
        const m = byEntity.get(entity)!;
        items.push({ attendee_id: m.attendee_id, entity_id: entity, id_source: m.id_source, gained, lost });
      }
      if (items.length >= q.limit) break;
    }
    if (entities.length === 0) exhausted = true;
  }
  const more = !exhausted || (items.length >= q.limit && after !== '');
  return { run, against, items, next_cursor: more && after ? encodeCursor(scope, [after]) : null };
}

/** GET /events/:event_id/match-runs/:run_id/diff?against=RUN_ID */
export const runDiffRoute: RouteModule = (app, deps) => {
  app.get(
    '/events/:event_id/match-runs/:run_id/diff',
    {
      serializerCompiler: plainJson,
      schema: {
        summary: 'What changed between two match runs, per attendee',
        description:
          'For every attendee whose list differs, the matches gained (in run_id, not in against) and lost (in against, not in run_id). Both runs must be terminal, non-failed match runs of the event (else 404 MATCH_RUN_NOT_FOUND). Unchanged attendees are left out.',
        tags: ['matches'],
        params: z.object({ event_id: partnerId(), run_id: coded('INVALID_RUN_ID', z.string().uuid()) }),
        querystring: z.object({ against: coded('INVALID_RUN_ID', z.string().uuid()).describe('the run to compare with (required)'), limit, cursor }),
        response: {
          200: z.object({ event_id: z.string(), run_id: z.string(), against: z.string(), items: z.array(diffItem), next_cursor: z.string().nullable(), correlation_id: z.string() }),
          400: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (req) => {
      const { event_id, run_id } = req.params;
      const ev = await activeEvent(deps, req, event_id);
      const out = await runDiff(deps.read, { org: ev.org_id, eventId: event_id, runId: run_id, against: req.query.against, limit: req.query.limit, cursor: req.query.cursor });
      return { event_id, run_id: out.run.run_id, against: out.against.run_id, items: out.items, next_cursor: out.next_cursor, correlation_id: req.id };
    },
  );
};
