/** The review decider, given/when/then without I/O. */
import t from 'tap';
import { emptyIndex } from '../../src/domain/identity.ts';
import { anchorKey } from '../../src/domain/person.ts';
import { decideMerge, decideResolve, heldRowOver, intentWrittenAt, type ReviewState } from '../../src/domain/review.ts';

const ids = { now: 't', newId: () => 'NEW' };
const cand = (entity_id: string, attendee_id: string) => ({ entity_id, display_name: entity_id, title: null, company: null, linkedin_url: null, attendee_id, matched_on: 'name_company' as const, confidence: 0.7, rejected: false });
const review = (over: Partial<ReviewState> = {}): ReviewState => ({ org_id: 'o', event_id: 'ev', review_id: 'R', attendee_id: 'x', status: 'open', row: { attendee_id: 'x', name: 'X', email: 'x@x.io' }, candidates: [cand('E1', 'a'), cand('E2', 'b')], ...over });
const index = () => {
  const i = emptyIndex();
  for (const [e, a] of [['E1', 'a'], ['E2', 'b']] as const) {
    i.mappings.set(a, e);
    i.persons.set(e, { entity_id: e, display_name: e, title: null, company: null, linkedin_url: null, email_anchor: null, anchors: [], attendee_ids: [a], name_key: null, merged_into: null });
  }
  return i;
};
const code = (fn: () => unknown) => {
  try {
    fn();
    return 'none';
  } catch (e) {
    return (e as { code: string }).code;
  }
};

t.test('reject drops the top candidate, never the last', async (t) => {
  const out = decideResolve(review(), 'reject', 'no', index(), ids);
  t.same(out.events.map((e) => e.type), ['IdentityReviewCandidateRejected']);
  t.equal(out.remaining_reviews, 1);
  t.equal(code(() => decideResolve(review({ candidates: [cand('E1', 'a')] }), 'reject', null, index(), ids)), 'REJECT_LAST_CANDIDATE');
});

t.test('accept adopts the top candidate and applies the held row', async (t) => {
  const out = decideResolve(review(), 'accept', null, index(), ids);
  t.same(out.events.map((e) => e.type), ['IdentityReviewResolved', 'IdentityDecided', 'AttendeeImported']);
  t.match(out.events[1]!.data, { decision: 'review_accept', entity_id: 'E1', attendee_id: 'x', anchors: [anchorKey('email', 'x@x.io')] });
  t.match(out.events[2]!.data, { entity_id: 'E1', joined: true, fill_only: true });
});

t.test('distinct mints; conflicts', async (t) => {
  const out = decideResolve(review(), 'distinct', null, index(), ids);
  t.equal(out.minted, 'NEW');
  t.equal(code(() => decideResolve(review({ status: 'resolved' }), 'accept', null, index(), ids)), 'REVIEW_ALREADY_RESOLVED');
  const mapped = index();
  mapped.mappings.set('x', 'E9');
  t.equal(code(() => decideResolve(review(), 'accept', null, mapped, ids)), 'ATTENDEE_ID_CONFLICT');
  const owned = index();
  owned.anchors.set(anchorKey('email', 'x@x.io'), 'E2');
  t.equal(code(() => decideResolve(review(), 'accept', null, owned, ids)), 'IDENTITY_CONFLICT');
  t.equal(code(() => decideResolve(review(), 'distinct', null, owned, ids)), 'DISTINCT_IDENTITY_CONFLICT');
});

t.test('merge: source must be the held attendee, target a remaining candidate', async (t) => {
  const m = { source_kind: 'attendee', source_partner_id: 'x', target_kind: 'attendee', target_partner_id: 'b', reason: null };
  const out = decideMerge(review(), m, index(), ids, () => []);
  t.equal(out.target_entity_id, 'E2');
  t.match(out.events.at(-1)!.data, { entity_id: 'E2', attendee_id: 'x' });
  t.equal(code(() => decideMerge(review(), { ...m, source_partner_id: 'y' }, index(), ids, () => [])), 'REVIEW_SOURCE_MISMATCH');
  t.equal(code(() => decideMerge(review({ candidates: [cand('E1', 'a')] }), m, index(), ids, () => [])), 'MERGE_REJECTED');
  // A source mapped meanwhile to another person is folded into the target.
  const idx = index();
  idx.mappings.set('x', 'E3');
  idx.persons.set('E3', { entity_id: 'E3', display_name: 'x', title: null, company: null, linkedin_url: null, email_anchor: null, anchors: ['email:1'], attendee_ids: ['x'], name_key: null, merged_into: null });
  const merged = decideMerge(review(), m, idx, ids, (e) => (e === 'E3' ? ['ev', 'ev2'] : ['ev']));
  t.match(merged.events[0], { type: 'PersonsMerged', data: { source_entity_id: 'E3', target_entity_id: 'E2', dropped_event_ids: ['ev'], moved_event_ids: ['ev2'] } });
  t.same([merged.rewritten_anchors, merged.deleted_computations], [1, 1]);
});

t.test('a retry decides only about the candidate the request was first decided on', async (t) => {
  // Given a review whose top candidate E1 was rejected by a concurrent request after this one first decided on E1
  const three = review({ candidates: [{ ...cand('E1', 'a'), rejected: true }, cand('E2', 'b'), cand('E3', 'c')] });
  const idx = index();
  idx.persons.set('E3', { entity_id: 'E3', display_name: 'E3', title: null, company: null, linkedin_url: null, email_anchor: null, anchors: [], attendee_ids: ['c'], name_key: null, merged_into: null });
  // Then reject and accept refuse to act on E2, which the caller was never shown
  t.equal(code(() => decideResolve(three, 'reject', null, idx, ids, { shown: 'E1' })), 'CONCURRENT_MODIFICATION');
  t.equal(code(() => decideResolve(three, 'accept', null, idx, ids, { shown: 'E1' })), 'CONCURRENT_MODIFICATION');
  // And rejecting what is now the final candidate is still REJECT_LAST_CANDIDATE
  t.equal(code(() => decideResolve(review({ candidates: [{ ...cand('E1', 'a'), rejected: true }, cand('E2', 'b')] }), 'reject', null, idx, ids, { shown: 'E1' })), 'REJECT_LAST_CANDIDATE');
  // While distinct, and a retry whose candidate is still on top, decide as before
  t.equal(decideResolve(three, 'distinct', null, idx, ids, { shown: 'E1' }).minted, 'NEW');
  t.equal(decideResolve(three, 'reject', null, idx, ids, { shown: 'E2' }).remaining_reviews, 1);
});

t.test('the held row is applied as of when it was held', async (t) => {
  const row = { attendee_id: 'x', name: 'X', side: 'founder' as const, event_goal: 'g', event_needs: ['n'], event_offers: ['o'] };
  // Given a person not in the event, or one with nothing written since the hold: the row as held
  t.same(heldRowOver(row, null), row);
  t.same(heldRowOver(row, { side: 'investor', newer: [] }), row);
  // Given fields written since the hold: they stay (omitted axes keep their values, the side is the record's)
  t.same(heldRowOver(row, { side: 'investor', newer: ['side', 'needs'] }), { attendee_id: 'x', name: 'X', side: 'investor', event_goal: 'g', event_offers: ['o'] });
  // Given a row without a side and a person with one (a sided event): the side stays
  t.equal(heldRowOver({ attendee_id: 'x', name: 'X' }, { side: 'founder', newer: [] }).side, 'founder');
  t.equal(heldRowOver({ attendee_id: 'x', name: 'X', side: null }, { side: null, newer: [] }).side, null);
  // When accept applies it, the roster event carries the adjusted row
  const out = decideResolve(review({ row }), 'accept', null, index(), ids, { recordOf: (e) => (e === 'E1' ? { side: 'investor', newer: ['side'] } : null) });
  t.match(out.events[2]!.data, { type: undefined, entity_id: 'E1', side: 'investor', intent: { goal: 'g', needs: ['n'], offers: ['o'] } });
});

t.test('an intent write moves the position of the fields it states only', async (t) => {
  // Given fields last written at 3 (goal) and 5 (needs), offers never
  const before = { goal: 3, needs: 5 };
  // When a patch stating the goal and the offers is written at 9
  const got = intentWrittenAt({ goal: 'g', offers: [] }, 9, before);
  // Then those two move to 9, the needs keep 5
  t.same(got, { goal: 9, needs: 5, offers: 9 });
  // And a patch stating nothing moves nothing
  t.same(intentWrittenAt({}, 9, before), { goal: 3, needs: 5, offers: 0 });
});
