/**
 * `audit identity`: why a person is who they are, replayed from the event log (not the read
 * models): every identity decision about the attendee ID and the people it has mapped to,
 * oldest first, one JSON object per line with --json.
 */
import { parseArgs } from 'node:util';
import type { EventStore, StoredEvent } from '../infra/eventstore/port.ts';
import type { PeopleEvent } from '../domain/roster.ts';
import { streams } from '../domain/streams.ts';
import { PARTNER_ID } from '../http/schemas.ts';
import type { CliCommand } from './commands.ts';

export interface AuditedDecision {
  position: number;
  recorded_at: string;
  decision: string;
  entity_id: string | null;
  attendee_id: string | null;
  event_id: string | null;
  minted: boolean;
  matched_on: string | null;
  confidence: number | null;
  reasoning: string;
  evaluator: string | null;
  review_id: string | null;
  source: unknown;
  created_at: string;
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
  const reviews = new Set<string>();
  for await (const s of ledger(store, org)) {
    const e = { type: s.type, data: s.data } as PeopleEvent;
    if (e.type === 'IdentityDecided' && e.data.attendee_id === attendeeId) entities.add(e.data.entity_id);
    if (e.type === 'IdentityReviewOpened' && e.data.attendee_id === attendeeId) reviews.add(e.data.review_id);
    if (e.type === 'PersonsMerged' && (entities.has(e.data.source_entity_id) || e.data.attendee_ids.includes(attendeeId))) entities.add(e.data.target_entity_id);
  }
  // Pass 2: every decision about those people or the attendee's reviews, in log order.
  const out: AuditedDecision[] = [];
  const base = (s: StoredEvent) => ({ position: s.position, recorded_at: s.recordedAt });
  for await (const s of ledger(store, org)) {
    const e = { type: s.type, data: s.data } as PeopleEvent;
    switch (e.type) {
      case 'IdentityDecided': {
        const d = e.data;
        if (!entities.has(d.entity_id) && d.attendee_id !== attendeeId) break;
        out.push({ ...base(s), decision: d.decision, entity_id: d.entity_id, attendee_id: d.attendee_id, event_id: d.event_id, minted: d.minted, matched_on: d.evidence.matched_on, confidence: d.evidence.confidence, reasoning: d.evidence.reasoning, evaluator: d.evidence.evaluator, review_id: d.evidence.review_id, source: d.source, created_at: d.created_at });
        break;
      }
      case 'IdentityReviewOpened': {
        const d = e.data;
        if (!reviews.has(d.review_id)) break;
        out.push({ ...base(s), decision: 'held_for_review', entity_id: null, attendee_id: d.attendee_id, event_id: d.event_id, minted: false, matched_on: d.candidates[0]?.matched_on ?? null, confidence: d.confidence, reasoning: d.reasoning, evaluator: d.evaluator, review_id: d.review_id, source: d.source, created_at: d.created_at });
        break;
      }
      case 'IdentityReviewCandidateRejected': {
        const d = e.data;
        if (!reviews.has(d.review_id)) break;
        out.push({ ...base(s), decision: 'candidate_rejected', entity_id: null, attendee_id: attendeeId, event_id: null, minted: false, matched_on: 'review', confidence: null, reasoning: d.reason ? `a candidate was rejected: ${d.reason}` : 'a candidate was rejected', evaluator: null, review_id: d.review_id, source: { kind: 'review', review_id: d.review_id }, created_at: d.at });
        break;
      }
      case 'PersonsMerged': {
        const d = e.data;
        if (!entities.has(d.target_entity_id)) break;
        out.push({ ...base(s), decision: 'merged', entity_id: d.target_entity_id, attendee_id: null, event_id: null, minted: false, matched_on: 'review', confidence: null, reasoning: `person ${d.source_entity_id} was merged into this person${d.reason ? `: ${d.reason}` : ''}`, evaluator: null, review_id: d.review_id, source: { kind: 'review', review_id: d.review_id }, created_at: d.at });
        break;
      }
      default:
        break;
    }
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
