/**
 * The enrichment run: walks the event roster in roster order, page by page, and queues
 * attendee-level intent work (src/commands/intents/requestIntents.ts) for every attendee with
 * something to read whose derived intent is not current. Each page ends with a checkpoint on
 * the run stream (EnrichmentPageWalked), so a redelivered run continues after the last page
 * walked with the counts it had; requests are idempotent anyway. The run's terminal status
 * means the work was queued, not that every reading is done (spec).
 */
import { nowIso } from '../deps.ts';
import { count, enrichmentOutcome, zeroEnrichment, type EnrichmentCounts, type EnrichmentPageWalked, type EnrichmentRowError } from '../domain/enrichment.ts';
import { docId } from '../domain/streams.ts';
import type { RequestOutcome } from '../domain/intent.ts';
import type { EventDoc } from '../projections/events.ts';
import type { RosterDoc } from '../projections/roster.ts';
import { factsOf, memberVerdict } from '../commands/intents/inputs.ts';
import { requestIntents } from '../commands/intents/requestIntents.ts';
import { READING_VERSION } from './intents/reading.ts';
import { MAX_LISTED_ERRORS } from './importer.ts';
import { runWorker } from './runWorker.ts';

/** Roster rows per page: each page's requests are appended in one synchronous transaction on the API thread, so keep it short. */
const PAGE = 200;

export const enricherWorker = runWorker('enrichment', async (ctx) => {
  const { run, deps } = ctx;
  const org = run.org_id;
  const eventId = run.event_id!;
  const walked = (await ctx.events()).filter((e) => e.type === 'EnrichmentPageWalked').map((e) => e.data as EnrichmentPageWalked);
  const last = walked.at(-1);
  const event = await deps.read.get<EventDoc>('events', docId(org, eventId));
  const where = { org_id: org, event_id: eventId };
  const counts: EnrichmentCounts = last ? { ...zeroEnrichment(0), ...last.counts } : zeroEnrichment(await deps.read.count('event_attendees', where));
  const errors: EnrichmentRowError[] = last ? [...last.errors] : [];
  const progress = () => ({ ...counts, errors });
  if (!event || event.deleted_at) {
    return { status: 'failed', progress: progress(), error: { code: 'EVENT_NOT_FOUND', message: `event ${eventId} was deleted before the enrichment ran` } };
  }
  let after: [string, string] | undefined = last?.after;
  for (;;) {
    const rows = await deps.read.find<RosterDoc>('event_attendees', { where, sort: [['roster_key', 1]], ...(after ? { after } : {}), limit: PAGE });
    if (!rows.length) break;
    const facts = await factsOf(deps.read, org, eventId, rows);
    const verdicts = facts.map((f, i) => memberVerdict(f, counts.processed + i));
    const toRead = facts.flatMap((f, i) => {
      const v = verdicts[i]!;
      return v.kind === 'read' ? [{ org_id: org, event_id: eventId, entity_id: f.roster.entity_id, input_hash: v.input_hash, known: f.state }] : [];
    });
    const { outcomes } = await requestIntents(deps, toRead, { reason: 'enrichment_run', readingVersion: READING_VERSION, retryFailed: true, run_id: run.run_id });
    let k = 0;
    for (const v of verdicts) {
      const outcome: RequestOutcome | undefined = v.kind === 'read' ? outcomes[k++] : undefined;
      count(counts, v, outcome);
      if (v.kind === 'held' && errors.length < MAX_LISTED_ERRORS) errors.push(v.error);
    }
    const tail = rows.at(-1)!;
    after = [tail.roster_key, tail.id];
    await ctx.append([{ type: 'EnrichmentPageWalked', data: { run_id: run.run_id, after, counts, errors, at: nowIso(deps) } }]);
    await ctx.progress(progress());
    if (rows.length < PAGE) break;
  }
  // The roster may have changed while the run walked it: at the end, total is what was walked.
  counts.total = counts.processed;
  ctx.log.info({ ...counts }, 'enrichment queued');
  return { ...enrichmentOutcome(counts), progress: progress(), version_metadata: { reading_version: READING_VERSION } };
});
