/** Identity reviews: resolving a held row (accept, reject, distinct) or merging two people. */
import { badRequest, conflict } from './errors.ts';
import { EVALUATOR, live, type IdentityIndex } from './identity.ts';
import { anchorsOf, intentOf, rowFieldsOf, type ImportRow, type IntentPatch, type Side } from './person.ts';
import { applyRow, evolveIndex, type Ids, type PeopleEvent, type ReviewCandidate, type Source } from './roster.ts';

export type ReviewDecision = 'accept' | 'reject' | 'distinct';

/** A review as its decider sees it (the `reviews` read model). */
export interface ReviewState {
  org_id: string;
  event_id: string;
  review_id: string;
  attendee_id: string;
  status: 'open' | 'resolved' | 'withdrawn';
  row: ImportRow;
  candidates: ReviewCandidate[];
}

export interface ResolveOutcome {
  events: PeopleEvent[];
  decision: ReviewDecision;
  entity_id: string | null;
  minted: string | null;
  remaining_reviews: number | null;
  enrichment_due: boolean;
}

const remaining = (r: ReviewState) => r.candidates.filter((c) => !c.rejected);

/** The event fields of a roster record an import row writes. */
export type EventField = 'side' | 'goal' | 'needs' | 'offers';

/**
 * The log position at which each intent field was last stated once `intent` is written at `at`:
 * a field the patch leaves out keeps its earlier position.
 */
export function intentWrittenAt(intent: IntentPatch, at: number, before: Partial<Record<EventField, number>>): Record<Exclude<EventField, 'side'>, number> {
  const of = (f: 'goal' | 'needs' | 'offers') => (intent[f] !== undefined ? at : (before[f] ?? 0));
  return { goal: of('goal'), needs: of('needs'), offers: of('offers') };
}

/** A person's record in the review's event when the review is resolved. */
export interface EventRecord {
  side: Side | null;
  /** The fields written after the row was held (a PATCH of the side, a later import row of the person). */
  newer: readonly EventField[];
}

/** The record of a person in the review's event, or null when they are not in it. */
export type RecordOf = (entity: string) => EventRecord | null;

/**
 * The held row as a resolution applies it to a person: as of when it was held. Event data
 * written in the event after that (`rec.newer`) stays; so does the side of a person who has one
 * when the row has none: the event is then sided, where untagging them would make them
 * unmatchable on the word of a row that said nothing about sides.
 */
export function heldRowOver(row: ImportRow, rec: EventRecord | null): ImportRow {
  if (!rec) return row;
  const newer = new Set(rec.newer);
  const { event_goal: _g, event_needs: _n, event_offers: _o, side, ...rest } = row;
  const held = side ?? null;
  const kept: IntentPatch = Object.fromEntries(Object.entries(intentOf(row)).filter(([axis]) => !newer.has(axis as EventField)));
  return {
    ...rest,
    side: newer.has('side') || (held === null && rec.side !== null) ? rec.side : held,
    ...rowFieldsOf(kept),
  };
}

/** What a decision knows beyond the review: the candidate first decided on, the event records. */
export interface ResolveContext {
  /** The top candidate the request first decided on (a retry after a lost race passes it). */
  shown?: string | null;
  recordOf?: RecordOf;
}

/** The held row applied to a person: resolution, identity decision, roster effect. */
function settle(r: ReviewState, index: IdentityIndex, ids: Ids, decision: 'accept' | 'distinct' | 'merge', entity: string, minted: boolean, reason: string | null, evidence: { confidence: number | null; reasoning: string; candidates: string[] }, recordOf: RecordOf = () => null): PeopleEvent[] {
  const out: PeopleEvent[] = [];
  const emit = (e: PeopleEvent) => {
    out.push(e);
    evolveIndex(index, e);
  };
  const source: Source = { kind: 'review', review_id: r.review_id };
  const a = anchorsOf(r.row);
  const claims = [a.email, a.linkedin].filter((k): k is string => !!k && !index.anchors.get(k));
  emit({ type: 'IdentityReviewResolved', data: { org_id: r.org_id, event_id: r.event_id, review_id: r.review_id, attendee_id: r.attendee_id, decision, entity_id: entity, reason, enrichment_due: true, at: ids.now } });
  emit({
    type: 'IdentityDecided',
    data: {
      org_id: r.org_id,
      entity_id: entity,
      attendee_id: r.attendee_id,
      event_id: r.event_id,
      decision: decision === 'accept' ? 'review_accept' : decision === 'distinct' ? 'review_distinct' : 'review_merge',
      minted,
      anchors: claims,
      evidence: { matched_on: 'review', anchor: null, evaluator: EVALUATOR, review_id: r.review_id, ...evidence, reasoning: reason ? `${evidence.reasoning}; reason given: ${reason}` : evidence.reasoning },
      source,
      created_at: ids.now,
    },
  });
  emit(applyRow(index, r.org_id, r.event_id, entity, heldRowOver(r.row, minted ? null : recordOf(entity)), source, ids.now, !minted).event);
  return out;
}

/** 409 of a resolution whose candidate a concurrent reject replaced (the caller was shown another). */
const candidateMoved = () => conflict('CONCURRENT_MODIFICATION', 'a concurrent resolution rejected the candidate this request was about; relist the review queue');

/**
 * accept adopts the top remaining candidate; distinct mints a new person; reject drops the top
 * remaining candidate (never the last one). Accept and reject apply only to `ctx.shown` when
 * given; the held row is applied as of when it was held (heldRowOver). Conflicts leave the
 * review open.
 */
export function decideResolve(r: ReviewState, decision: ReviewDecision, reason: string | null, index: IdentityIndex, ids: Ids, ctx: ResolveContext = {}): ResolveOutcome {
  const { shown } = ctx;
  if (r.status !== 'open') throw conflict('REVIEW_ALREADY_RESOLVED', 'the review is no longer open; relist the review queue');
  const left = remaining(r);
  const moved = shown !== undefined && decision !== 'distinct' && (left[0]?.entity_id ?? null) !== shown;
  if (decision === 'reject') {
    if (left.length <= 1) throw conflict('REJECT_LAST_CANDIDATE', 'this is the final candidate; the review stays open: resolve it as distinct');
    if (moved) throw candidateMoved();
    const top = left[0]!;
    return {
      events: [{ type: 'IdentityReviewCandidateRejected', data: { org_id: r.org_id, review_id: r.review_id, entity_id: top.entity_id, reason, at: ids.now } }],
      decision,
      entity_id: null,
      minted: null,
      remaining_reviews: left.length - 1,
      enrichment_due: false,
    };
  }
  if (index.mappings.has(r.attendee_id)) throw conflict('ATTENDEE_ID_CONFLICT', `attendee ${r.attendee_id} was mapped while the review was open; relist (re-importing the row applies it through that mapping and closes this review; or merge)`);
  const a = anchorsOf(r.row);
  const owners = [a.email, a.linkedin].map((k) => (k ? index.anchors.get(k) : undefined)).filter((o): o is string => !!o).map((o) => live(index, o));
  if (decision === 'distinct') {
    if (owners.length) throw conflict('DISTINCT_IDENTITY_CONFLICT', 'an exact identity (e-mail or LinkedIn URL) of the held row now belongs to a person; relist');
    const entity = ids.newId();
    const events = settle(r, index, ids, 'distinct', entity, true, reason, { confidence: null, reasoning: 'resolved as distinct: none of the candidates is the imported person', candidates: r.candidates.map((c) => c.entity_id) });
    return { events, decision, entity_id: entity, minted: entity, remaining_reviews: null, enrichment_due: true };
  }
  const top = left[0];
  if (!top) throw conflict('REVIEW_ALREADY_RESOLVED', 'the review has no candidate left');
  if (moved) throw candidateMoved();
  const target = live(index, top.entity_id);
  if (target !== top.entity_id || !index.persons.has(target)) throw conflict('ATTENDEE_ID_CONFLICT', 'the candidate person was merged or changed while the review was open; relist');
  if (owners.some((o) => o !== target)) throw conflict('IDENTITY_CONFLICT', 'the held identity data belongs to another person; relist');
  const events = settle(r, index, ids, 'accept', target, false, reason, { confidence: top.confidence, reasoning: `accepted: the imported person is the candidate (${top.matched_on})`, candidates: [target] }, ctx.recordOf);
  return { events, decision, entity_id: target, minted: null, remaining_reviews: null, enrichment_due: true };
}

export interface MergeInput {
  source_kind: string;
  source_partner_id: string;
  target_kind: string;
  target_partner_id: string;
  reason: string | null;
}

export interface MergeOutcome {
  events: PeopleEvent[];
  target_entity_id: string;
  superseded_anchors: number;
  rewritten_anchors: number;
  deleted_computations: number;
}

/**
 * Merging resolves a review by folding the review's subject into a candidate (the target).
 * When the subject's attendee ID is still unmapped (the usual case, the row is held), the
 * held row is applied to the target. When it was mapped meanwhile to another person, that
 * person (the source entity) is merged into the target: its attendee IDs and anchors are
 * re-pointed, its event memberships moved (or dropped where the target is already present).
 */
export function decideMerge(r: ReviewState, m: MergeInput, index: IdentityIndex, ids: Ids, eventsOf: (entity: string) => string[], recordOf?: RecordOf): MergeOutcome {
  if (r.status !== 'open') throw conflict('REVIEW_ALREADY_RESOLVED', 'the review is no longer open; relist the review queue');
  if (m.source_kind !== 'attendee' || m.source_partner_id !== r.attendee_id) {
    throw badRequest('REVIEW_SOURCE_MISMATCH', 'the source must be the attendee the review holds (kind attendee, its partner_id)');
  }
  if (m.target_kind !== 'attendee') throw badRequest('MERGE_REJECTED', 'only attendee targets can be merged into');
  const mappedTarget = index.mappings.get(m.target_partner_id)!;
  const target = live(index, mappedTarget);
  if (!remaining(r).some((c) => live(index, c.entity_id) === target)) throw badRequest('MERGE_REJECTED', 'the target is not a remaining candidate of this review');
  const mappedSource = index.mappings.get(r.attendee_id);
  const source = mappedSource ? live(index, mappedSource) : null;
  if (source === target) throw badRequest('MERGE_REJECTED', 'source and target are already the same person');
  const events: PeopleEvent[] = [];
  let superseded = 0;
  let rewritten = 0;
  let deleted = 0;
  if (source) {
    const sp = index.persons.get(source);
    const tp = index.persons.get(target);
    const anchors = sp?.anchors ?? [];
    const targetKinds = new Set((tp?.anchors ?? []).map((a) => a.split(':')[0]));
    const supersededAnchors = anchors.filter((a) => targetKinds.has(a.split(':')[0]));
    const srcEvents = eventsOf(source);
    const tgtEvents = new Set(eventsOf(target));
    const dropped = srcEvents.filter((e) => tgtEvents.has(e));
    const moved = srcEvents.filter((e) => !tgtEvents.has(e));
    superseded = supersededAnchors.length;
    rewritten = anchors.length;
    deleted = dropped.length;
    const merged: PeopleEvent = {
      type: 'PersonsMerged',
      data: {
        org_id: r.org_id,
        review_id: r.review_id,
        source_entity_id: source,
        target_entity_id: target,
        attendee_ids: sp?.attendee_ids ?? [r.attendee_id],
        rewritten_anchors: anchors,
        superseded_anchors: supersededAnchors,
        dropped_event_ids: dropped,
        moved_event_ids: moved,
        reason: m.reason,
        at: ids.now,
      },
    };
    events.push(merged);
    evolveIndex(index, merged);
    index.mappings.delete(r.attendee_id); // re-decided below, now as the target
  }
  const a = anchorsOf(r.row);
  const foreign = [a.email, a.linkedin].map((k) => (k ? index.anchors.get(k) : undefined)).filter((o): o is string => !!o && live(index, o) !== target);
  if (foreign.length) throw conflict('IDENTITY_CONFLICT', 'the held identity data belongs to a third person; relist');
  events.push(
    ...settle(r, index, ids, 'merge', target, false, m.reason, {
      confidence: remaining(r).find((c) => live(index, c.entity_id) === target)?.confidence ?? null,
      reasoning: source ? 'merged: the source person was folded into the target' : 'merged: the held attendee is the target person',
      candidates: [target],
    }, recordOf),
  );
  return { events, target_entity_id: target, superseded_anchors: superseded, rewritten_anchors: rewritten, deleted_computations: deleted };
}
