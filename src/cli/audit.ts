/**
 * `audit identity`: why a person is who they are, replayed from the event log (not the read
 * models): every identity decision about the attendee ID and the people it has mapped to,
 * oldest first, one JSON object per line with --json.
 */
import { parseArgs } from 'node:util';
import type { EventStore, StoredEvent } from '../infra/eventstore/port.ts';
import type { PeopleEvent } from '../domain/roster.ts';
import { decisionRecordOf, type DecisionRecord, type ReviewContext } from '../domain/decisions.ts';
import { streams } from '../domain/streams.ts';
import { PARTNER_ID } from '../http/schemas.ts';
import type { CliCommand } from './commands.ts';

/** A decision as the auditor sees it: the partner's reading plus where it stands in the log. */
export interface AuditedDecision extends DecisionRecord {
  position: number;
  recorded_at: string;
}

async function* ledger(store: EventStore, org: string): AsyncIterable<StoredEvent> {
  for (let from = 0; ; ) {
    const page = await store.readStream(streams.people(org), { fromRevision: from, maxCount: 1000 });
    yield* page;
    if (page.length < 1000) return;
    from = page.at(-1)!.revision + 1;
  }
}

/** The identity decisions explaining `attendeeId`, replayed from the org's people ledger. */
export async function auditIdentity(store: EventStore, org: string, attendeeId: string): Promise<AuditedDecision[]> {
  // Pass 1: the people the attendee ID has been (mapped to, merged into) and its reviews.
  const entities = new Set<string>();
  const reviews = new Map<string, ReviewContext>();
  for await (const s of ledger(store, org)) {
    const e = { type: s.type, data: s.data } as PeopleEvent;
    if (e.type === 'IdentityDecided' && e.data.attendee_id === attendeeId) entities.add(e.data.entity_id);
    if (e.type === 'IdentityReviewOpened' && e.data.attendee_id === attendeeId) reviews.set(e.data.review_id, { attendee_id: e.data.attendee_id, event_id: e.data.event_id });
    if (e.type === 'PersonsMerged' && (entities.has(e.data.source_entity_id) || e.data.attendee_ids.includes(attendeeId))) entities.add(e.data.target_entity_id);
  }
  // Pass 2: every decision about those people or the attendee's reviews, in log order.
  const out: AuditedDecision[] = [];
  for await (const s of ledger(store, org)) {
    const e = { type: s.type, data: s.data } as PeopleEvent;
    const relevant =
      (e.type === 'IdentityDecided' && (entities.has(e.data.entity_id) || e.data.attendee_id === attendeeId)) ||
      ((e.type === 'IdentityReviewOpened' || e.type === 'IdentityReviewCandidateRejected') && reviews.has(e.data.review_id)) ||
      (e.type === 'PersonsMerged' && entities.has(e.data.target_entity_id));
    const record = relevant ? decisionRecordOf(e, e.type === 'IdentityReviewCandidateRejected' ? reviews.get(e.data.review_id) : undefined) : null;
    if (record) out.push({ position: s.position, recorded_at: s.recordedAt, ...record });
  }
  return out;
}

export const auditIdentityCommand: CliCommand = {
  group: 'audit',
  action: 'identity',
  usage: 'audit identity --org ORG --event EVENT_ID --attendee ATTENDEE_ID [--json]',
  async run(rt, argv) {
    const { values } = parseArgs({ args: argv, options: { org: { type: 'string' }, event: { type: 'string' }, attendee: { type: 'string' }, json: { type: 'boolean', default: false } } });
    for (const k of ['org', 'event', 'attendee'] as const) {
      const v = values[k];
      if (!v || !PARTNER_ID.test(v)) {
        process.stderr.write(`--${k} is required and must be a partner ID\nusage: matchmaking ${auditIdentityCommand.usage}\n`);
        return 2;
      }
    }
    const decisions = await auditIdentity(rt.deps.store, values.org!, values.attendee!);
    if (decisions.length === 0) {
      process.stderr.write(`ATTENDEE_NOT_FOUND: no identity decision about ${values.attendee} in org ${values.org}\n`);
      return 1;
    }
    for (const d of decisions) {
      process.stdout.write(values.json ? `${JSON.stringify(d)}\n` : `${d.created_at}  ${d.decision.padEnd(18)} entity=${d.entity_id ?? '-'} attendee=${d.attendee_id ?? '-'} event=${d.event_id ?? '-'}  ${d.reasoning}\n`);
    }
    return 0;
  },
};
