/** Identity resolution and the import chunk decider, given/when/then without I/O. */
import t from 'tap';
import { emptyIndex, type IdentityIndex } from '../../src/domain/identity.ts';
import { anchorKey, nameKey, normalizeEmail, normalizeLinkedin } from '../../src/domain/person.ts';
import { decideImportChunk, evolveIndex, type PeopleEvent } from '../../src/domain/roster.ts';
import type { ImportRow } from '../../src/domain/person.ts';

const ids = () => {
  let n = 0;
  return { now: '2026-01-01T00:00:00.000Z', newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}` };
};
const given = (events: PeopleEvent[]): IdentityIndex => events.reduce(evolveIndex, emptyIndex());
const when = (index: IdentityIndex, rows: ImportRow[]) => decideImportChunk({ org_id: 'o', event_id: 'ev', run_id: 'run', chunk: 0, offset: 0, rows }, index, ids());
const person = (entity: string, attendee: string, profile: Record<string, string>, anchors: string[] = []): PeopleEvent[] => [
  { type: 'IdentityDecided', data: { org_id: 'o', entity_id: entity, attendee_id: attendee, event_id: 'ev0', decision: 'new_person', minted: true, anchors, evidence: { matched_on: null, anchor: null, candidates: [], confidence: null, reasoning: '', evaluator: 'x', review_id: null }, source: { kind: 'operator' }, created_at: 't' } },
  { type: 'AttendeeImported', data: { org_id: 'o', event_id: 'ev0', entity_id: entity, attendee_id: attendee, joined: true, profile, side: null, intent: {}, source: { kind: 'operator' }, at: 't' } },
];

t.test('normalization', async (t) => {
  t.equal(normalizeEmail('  Ann@Acme.IO '), 'ann@acme.io');
  t.equal(normalizeEmail('nope'), null);
  t.equal(normalizeLinkedin('https://www.linkedin.com/in/AnnLee/?trk=1#x'), 'linkedin.com/in/annlee');
  t.equal(normalizeLinkedin('linkedin.com/in/annlee'), 'linkedin.com/in/annlee');
  t.equal(normalizeLinkedin('https://example.com/in/x'), null);
  t.equal(nameKey('Ånn  Lée', 'ACME, Inc.'), 'ann lee|acme');
  t.equal(nameKey('Ann', ''), null);
});

t.test('a new person: created, joined, anchors claimed, marker counts', async (t) => {
  const { events, marker } = when(given([]), [{ attendee_id: 'a', name: 'Ann', email: 'a@x.io', side: 'founder', event_goal: 'g' }]);
  t.same(events.map((e) => e.type), ['IdentityDecided', 'AttendeeImported', 'ImportChunkApplied']);
  const d = events[0]!.data as { decision: string; minted: boolean; anchors: string[] };
  t.equal(d.decision, 'new_person');
  t.same(d.anchors, [anchorKey('email', 'a@x.io')]);
  t.match(events[1]!.data, { joined: true, side: 'founder', intent: { goal: 'g' } });
  t.match(marker.counts, { processed: 1, created: 1, event_added: 1 });
});

t.test('a mapped attendee is that person; already in the event', async (t) => {
  const idx = given(person('E1', 'a', { display_name: 'Ann' }));
  idx.members.add('ev/E1');
  const { events, marker } = when(idx, [{ attendee_id: 'a', name: 'Ann' }]);
  t.same(events.map((e) => e.type), ['AttendeeImported', 'ImportChunkApplied']);
  t.match(events[0]!.data, { entity_id: 'E1', joined: false, side: null });
  t.match(marker.counts, { mapped: 1, already_in_event: 1, created: 0 });
});

t.test('an e-mail anchor of another person adopts them; the row only fills missing fields', async (t) => {
  const { events, marker } = when(given(person('E1', 'a', { display_name: 'Ann' }, [anchorKey('email', 'a@x.io')])), [{ attendee_id: 'b', name: 'Annie', email: 'A@x.io', company: 'Acme' }]);
  t.match(events[0], { type: 'IdentityDecided', data: { decision: 'adopted_by_anchor', entity_id: 'E1', attendee_id: 'b', evidence: { matched_on: 'email', confidence: 1 } } });
  t.match(events[1], { type: 'AttendeeImported', data: { entity_id: 'E1', fill_only: true } });
  t.match(marker.counts, { reused: 1, event_added: 1 });
});

t.test('same name at the same company without a shared anchor is held; nothing applied', async (t) => {
  const { events, marker } = when(given(person('E1', 'a', { display_name: 'Ann Lee', company: 'Acme' }, [anchorKey('email', 'a@x.io')])), [{ attendee_id: 'b', name: 'ann lee', company: 'ACME Inc', email: 'other@x.io' }]);
  t.same(events.map((e) => e.type), ['IdentityReviewOpened', 'ImportChunkApplied']);
  t.match(events[0]!.data, { attendee_id: 'b', candidates: [{ entity_id: 'E1', matched_on: 'name_company', attendee_id: 'a' }], evaluator: 'rules/name-company@1' });
  t.match(marker.counts, { review_required: 1, created: 0, event_added: 0 });
  t.match(marker.errors, [{ row: 0, attendee_id: 'b', code: 'REVIEW_REQUIRED' }]);
});

t.test('a later row of an attendee held in an open review updates the held side and axes, applies nothing', async (t) => {
  const idx = given(person('E1', 'a', { display_name: 'Ann Lee', company: 'Acme' }));
  idx.openReviews.set('ev/b', { review_id: 'R1', event_id: 'ev', attendee_id: 'b' });
  const { events, marker } = when(idx, [{ attendee_id: 'b', name: 'Ann Lee', company: 'Acme', side: 'investor', event_goal: 'meet hospital buyers' }]);
  t.same(events.map((e) => e.type), ['IdentityReviewRowUpdated', 'ImportChunkApplied']);
  t.match(events[0]!.data, { review_id: 'R1', attendee_id: 'b', side: 'investor', intent: { goal: 'meet hospital buyers' } });
  t.match(marker.counts, { review_required: 1, event_added: 0 });
  t.match(marker.errors, [{ row: 0, attendee_id: 'b', code: 'REVIEW_REQUIRED', review_id: 'R1' }]);
});

t.test('given a company that is a stand-in for none, when keyed, then there is no name key, as matching sees no colleague', async (t) => {
  for (const c of ['n/a', 'N/A', '-', 'tbd', 'none', 'Independent', 'self-employed', 'Stealth']) t.equal(nameKey('Ann Lee', c), null, c);
  t.equal(nameKey('Ann Lee', 'ACME GmbH'), nameKey('ann lee', 'Acme, Inc.'), 'legal forms dropped as matching drops them');
  t.equal(nameKey('Ann Lee', 'AT&T'), nameKey('Ann Lee', 'AT and T'));
  t.not(nameKey('Ann Lee', 'X'), null, '"X" is a company');
});

t.test('given Ann Lee at "n/a", when another Ann Lee at "N/A" is imported, then she is a new person, not a review', async (t) => {
  const index = given(person('E1', 'a', { display_name: 'Ann Lee', company: 'n/a' }, [anchorKey('email', 'a@x.io')]));
  const { events, marker } = when(index, [{ attendee_id: 'b', name: 'Ann Lee', company: 'N/A', email: 'other@x.io' }]);
  t.notOk(events.some((e) => e.type === 'IdentityReviewOpened'), 'no review opened');
  t.match(marker.counts, { review_required: 0, created: 1 });
});

t.test('rows of one chunk see each other: the second e-mail twin is adopted', async (t) => {
  const { marker } = when(given([]), [
    { attendee_id: 'a', name: 'A', email: 'same@x.io' },
    { attendee_id: 'b', name: 'B', email: 'same@x.io' },
  ]);
  t.match(marker.counts, { created: 1, reused: 1, event_added: 1, already_in_event: 1 });
});

t.test('a mapped row whose e-mail belongs to another person is rejected', async (t) => {
  const idx = given([...person('E1', 'a', { display_name: 'A' }), ...person('E2', 'b', { display_name: 'B' }, [anchorKey('email', 'b@x.io')])]);
  const { marker } = when(idx, [{ attendee_id: 'a', name: 'A', email: 'b@x.io' }]);
  t.match(marker.counts, { error_count: 1, mapped: 0 });
  t.match(marker.errors, [{ code: 'IDENTITY_CONFLICT' }]);
});

t.test('an attendee_id that spells another person\'s entity_id is refused; the person\'s own row may keep it', async (t) => {
  // Given a person whose entity_id a partner could copy from a readiness hint
  const entity = 'aaaaaaaa-0000-4000-8000-000000000001';
  const idx = given(person(entity, 'walk-in', { display_name: 'Wanda' }, [anchorKey('email', 'wanda@x.io')]));
  // When rows use that entity_id (in another case too) as attendee_id for other people
  const { events, marker } = when(idx, [
    { attendee_id: entity, name: 'Someone Else' },
    { attendee_id: entity.toUpperCase(), name: 'Someone Else Again', email: 'other@x.io' },
  ]);
  // Then neither row is applied, each is an ATTENDEE_ID_CONFLICT row error
  t.same(events.map((e) => e.type), ['ImportChunkApplied']);
  t.match(marker.counts, { processed: 2, error_count: 2, created: 0 });
  t.same(marker.errors.map((e) => [e.row, e.code]), [[0, 'ATTENDEE_ID_CONFLICT'], [1, 'ATTENDEE_ID_CONFLICT']]);
  t.match(marker.errors[0]!.message, /entity_id of another person/);
  // And a row carrying that person's own e-mail maps the ID to them
  const own = when(given(person(entity, 'walk-in', { display_name: 'Wanda' }, [anchorKey('email', 'wanda@x.io')])), [{ attendee_id: entity, name: 'Wanda', email: 'wanda@x.io' }]);
  t.match(own.marker.counts, { reused: 1, error_count: 0 });
  // And an ordinary UUID-shaped ID nobody holds is a new person
  t.match(when(given([]), [{ attendee_id: 'bbbbbbbb-0000-4000-8000-000000000002', name: 'New' }]).marker.counts, { created: 1, error_count: 0 });
});
