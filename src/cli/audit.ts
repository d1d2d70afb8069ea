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
import { PARTNER_ID } from '../domain/partnerIds.ts';
import { badArgs, type CliCommand } from './commands.ts';
import { progress } from './progress.ts';

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

/**
 * The identity decisions explaining `attendeeId`, replayed from the org's people ledger (two
 * passes; `onProgress` gets the log position reached out of twice the head position).
 */
export async function auditIdentity(
  store: EventStore,
  org: string,
  attendeeId: string,
  onProgress?: (done: number, total: number) => void,
): Promise<AuditedDecision[]> {
  const head = onProgress ? await store.headPosition() : 0;
  const tick = (pass: number, position: number) => onProgress?.(pass * head + position, 2 * head);
  // Pass 1: the people the attendee ID has been (mapped to, merged into) and its reviews.
  const entities = new Set<string>();
  const reviews = new Map<string, ReviewContext>();
  for await (const s of ledger(store, org)) {
    tick(0, s.position);
    const e = { type: s.type, data: s.data } as PeopleEvent;
    if (e.type === 'IdentityDecided' && e.data.attendee_id === attendeeId) entities.add(e.data.entity_id);
    if (e.type === 'IdentityReviewOpened' && e.data.attendee_id === attendeeId) reviews.set(e.data.review_id, { attendee_id: e.data.attendee_id, event_id: e.data.event_id });
    if (e.type === 'PersonsMerged' && (entities.has(e.data.source_entity_id) || e.data.attendee_ids.includes(attendeeId))) entities.add(e.data.target_entity_id);
  }
  // Pass 2: every decision about those people or the attendee's reviews, in log order.
  const out: AuditedDecision[] = [];
  for await (const s of ledger(store, org)) {
    tick(1, s.position);
    const e = { type: s.type, data: s.data } as PeopleEvent;
    const relevant =
      (e.type === 'IdentityDecided' && (entities.has(e.data.entity_id) || e.data.attendee_id === attendeeId)) ||
      ((e.type === 'IdentityReviewOpened' || e.type === 'IdentityReviewCandidateRejected') && reviews.has(e.data.review_id)) ||
      (e.type === 'PersonsMerged' && entities.has(e.data.target_entity_id));
    const record = relevant ? decisionRecordOf(e, e.type === 'IdentityReviewCandidateRejected' ? reviews.get(e.data.review_id) : undefined) : null;
    if (record) out.push({ position: s.position, recorded_at: s.recordedAt, ...record });
  }
  tick(2, 0);
  return out;
}

export const auditIdentityCommand: CliCommand = {
  group: 'audit',
  action: 'identity',
  usage: 'audit identity --org ORG --event EVENT_ID --attendee ATTENDEE_ID [--json]',
  description: 'Why a person is who they are: every identity decision about an attendee ID, replayed from the event log (not the read models), oldest first.',
  options: [
    { flags: '--org <ORG>', description: 'organization', required: true },
    { flags: '--event <EVENT_ID>', description: 'partner event ID', required: true },
    { flags: '--attendee <ATTENDEE_ID>', description: 'partner attendee ID', required: true },
    { flags: '--json', description: 'one JSON object per line' },
  ],
  examples: ['matchmaking audit identity --org acme --event demo-day-2026 --attendee att-0002'],
  async run(rt, argv) {
    const { values } = parseArgs({ args: argv, options: { org: { type: 'string' }, event: { type: 'string' }, attendee: { type: 'string' }, json: { type: 'boolean', default: false } } });
    for (const k of ['org', 'event', 'attendee'] as const) {
      const v = values[k];
      if (!v || !PARTNER_ID.test(v)) return badArgs(auditIdentityCommand, `--${k} is required and must be a partner ID`);
    }
    const bar = progress('replaying the identity ledger');
    const decisions = await auditIdentity(rt.deps.store, values.org!, values.attendee!, (done, total) => bar.update(done, total)).finally(() => bar.stop());
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
