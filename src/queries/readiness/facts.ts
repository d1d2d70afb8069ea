/**
 * Readiness from the read models: the event-wide part from the event's readiness summary
 * (src/projections/readiness.ts: counts, never the roster), the per-attendee part from the
 * roster rows asked for. Cost per request: one summary document, the listed IDs, and the page.
 */
import { setImmediate as yieldLoop } from 'node:timers/promises';
import type { Deps } from '../../deps.ts';
import { intentInputHash } from '../../domain/intent.ts';
import { attendeeReadiness, contextOf, countsOf, summaryOf, type AttendeeFacts, type AttendeeReadiness, type EventSummary, type RosterContext } from '../../domain/readiness.ts';
import { factsOf, inputsOf, type MemberFacts } from '../../commands/intents/inputs.ts';
import type { ReadView, Where } from '../../infra/readstore/port.ts';
import { MEMBERS, SUMMARIES, summaryId, type ReadinessMemberDoc, type ReadinessSummaryDoc } from '../../projections/readiness.ts';
import type { RosterDoc } from '../../projections/roster.ts';
import { READING_VERSION } from '../../workers/intents/reading.ts';

/** Listed IDs are read this many member documents at a time, yielding in between. */
const LIST_PAGE = 1000;

export function attendeeFactsOf(m: MemberFacts): AttendeeFacts {
  const inputs = inputsOf(m.roster, m.person);
  const s = m.state;
  return {
    attendee_id: m.roster.attendee_id,
    entity_id: m.roster.entity_id,
    inputs,
    open_reviews: m.open_reviews,
    anchored: (m.person?.anchors.length ?? 0) > 0,
    intent: {
      status: s?.status ?? 'none',
      current: !!s?.derived_at && s.input_hash === intentInputHash(inputs) && s.reading_version === READING_VERSION,
      profile_fallback: s?.profile_fallback ?? false,
      side_only: s?.side_only ?? false,
      need_topics: s?.need_topics ?? [],
      offer_topics: s?.offer_topics ?? [],
    },
  };
}

async function summaryDoc(read: ReadView, org: string, eventId: string): Promise<ReadinessSummaryDoc> {
  return (await read.get<ReadinessSummaryDoc>(SUMMARIES, summaryId(org, eventId))) ?? { id: summaryId(org, eventId), org_id: org, event_id: eventId, classes: [], offers: [] };
}

/** The roster context (sides, derived offers) of an event, for per-attendee readiness. */
export async function rosterContextOf(deps: Deps, org: string, eventId: string): Promise<RosterContext> {
  const s = await summaryDoc(deps.read, org, eventId);
  return contextOf(eventId, s.classes, s.offers);
}

/** Member documents matching `where` in roster order, page by page. */
async function membersWhere(read: ReadView, org: string, eventId: string, where: Where, count: number): Promise<ReadinessMemberDoc[]> {
  const out: ReadinessMemberDoc[] = [];
  if (count <= 0) return out;
  let after: [string, string] | undefined;
  for (;;) {
    const page = await read.find<ReadinessMemberDoc>(MEMBERS, { where: { org_id: org, event_id: eventId, ...where }, sort: [['roster_key', 1]], ...(after ? { after } : {}), limit: LIST_PAGE });
    out.push(...page);
    if (page.length < LIST_PAGE) return out;
    after = [page.at(-1)!.roster_key, page.at(-1)!.id];
    await yieldLoop();
  }
}

/** Side coverage, processing state, readiness counts and warnings of the whole event. */
export async function eventSummaryOf(deps: Deps, org: string, eventId: string): Promise<{ ctx: RosterContext; summary: EventSummary }> {
  const s = await summaryDoc(deps.read, org, eventId);
  const ctx = contextOf(eventId, s.classes, s.offers);
  const counts = countsOf(ctx, s.classes, READING_VERSION);
  const untagged = await membersWhere(deps.read, org, eventId, { side: null }, counts.untagged);
  const pending = await membersWhere(deps.read, org, eventId, { status: 'pending' }, counts.pending);
  const failed = await membersWhere(deps.read, org, eventId, { status: 'failed' }, counts.failed);
  const summary = summaryOf(ctx, counts, {
    untagged_attendee_ids: untagged.flatMap((m) => (m.attendee_id ? [m.attendee_id] : [])),
    untagged_entity_ids: untagged.map((m) => m.entity_id),
    pending_entity_ids: pending.map((m) => m.entity_id),
    failed_entity_ids: failed.map((m) => m.entity_id),
  });
  return { ctx, summary };
}

/** Readiness of roster rows, judged against the event's roster context. */
export async function readinessOfRows(deps: Deps, org: string, eventId: string, rows: RosterDoc[], ctx: RosterContext): Promise<Array<{ roster: RosterDoc; readiness: AttendeeReadiness }>> {
  const members = await factsOf(deps.read, org, eventId, rows);
  return members.map((m) => ({ roster: m.roster, readiness: attendeeReadiness(attendeeFactsOf(m), ctx) }));
}

/** One attendee's readiness, from its roster row. */
export async function attendeeReadinessOf(deps: Deps, org: string, eventId: string, row: RosterDoc): Promise<AttendeeReadiness> {
  const ctx = await rosterContextOf(deps, org, eventId);
  const [r] = await readinessOfRows(deps, org, eventId, [row], ctx);
  return r!.readiness;
}
