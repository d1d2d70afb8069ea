/**
 * Readiness facts of a whole event roster from the read models, and the diagnostics computed
 * from them. The scan yields to the event loop between pages, so other requests are served
 * while a large roster is read, and the result is shared while the read models stand still.
 */
import { setImmediate as yieldLoop } from 'node:timers/promises';
import type { Deps } from '../../deps.ts';
import { intentInputHash } from '../../domain/intent.ts';
import { attendeeReadiness, eventSummary, rosterContext, type AttendeeFacts, type AttendeeReadiness, type EventSummary, type RosterContext } from '../../domain/readiness.ts';
import { factsOf, inputsOf, type MemberFacts } from '../../commands/intents/inputs.ts';
import type { RosterDoc } from '../../projections/roster.ts';
import { READING_VERSION } from '../../workers/intents/reading.ts';

/** Roster page of the scan: small enough that a GET waiting behind it is not held long. */
const PAGE = 200;

export function attendeeFactsOf(m: MemberFacts): AttendeeFacts {
  const inputs = inputsOf(m.roster, m.person);
  const s = m.state;
  return {
    attendee_id: m.roster.attendee_id,
    entity_id: m.roster.entity_id,
    inputs,
    open_reviews: m.open_reviews,
    intent: {
      status: s?.status ?? 'none',
      current: !!s?.derived_at && s.input_hash === intentInputHash(inputs) && s.reading_version === READING_VERSION,
      profile_fallback: s?.profile_fallback ?? false,
      need_topics: s?.need_topics ?? [],
      offer_topics: s?.offer_topics ?? [],
    },
  };
}

export interface EventReadiness {
  /** Roster order (partner-mapped first by attendee ID, then internal by entity ID). */
  rows: Array<{ key: [string, string]; roster: RosterDoc; facts: AttendeeFacts; readiness: AttendeeReadiness }>;
  ctx: RosterContext;
  summary: EventSummary;
}

async function compute(deps: Deps, org: string, eventId: string): Promise<EventReadiness> {
  const members: MemberFacts[] = [];
  let after: [string, string] | undefined;
  for (;;) {
    const rows = await deps.read.find<RosterDoc>('event_attendees', { where: { org_id: org, event_id: eventId }, sort: [['roster_key', 1]], ...(after ? { after } : {}), limit: PAGE });
    members.push(...(await factsOf(deps.read, org, eventId, rows)));
    if (rows.length < PAGE) break;
    after = [rows.at(-1)!.roster_key, rows.at(-1)!.id];
    await yieldLoop();
  }
  const facts = members.map(attendeeFactsOf);
  const ctx = rosterContext(eventId, facts);
  const readiness = facts.map((f) => attendeeReadiness(f, ctx));
  return {
    rows: members.map((m, i) => ({ key: [m.roster.roster_key, m.roster.id], roster: m.roster, facts: facts[i]!, readiness: readiness[i]! })),
    ctx,
    summary: eventSummary(ctx, facts, readiness),
  };
}

type Cache = Map<string, { position: number; result: Promise<EventReadiness> }>;
/** Per read store (one service per store; tests run several in one process). */
const caches = new WeakMap<object, Cache>();
const CACHE_EVENTS = 16;

/** The event's readiness as of the read models now; concurrent callers share one computation. */
export function eventReadinessOf(deps: Deps, org: string, eventId: string): Promise<EventReadiness> {
  const key = `${org}\u0000${eventId}`;
  const position = deps.projections.position;
  let cache = caches.get(deps.read);
  if (!cache) caches.set(deps.read, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && hit.position === position) return hit.result;
  const result = compute(deps, org, eventId);
  cache.delete(key);
  cache.set(key, { position, result });
  result.catch(() => cache.delete(key));
  while (cache.size > CACHE_EVENTS) cache.delete(cache.keys().next().value!);
  return result;
}
