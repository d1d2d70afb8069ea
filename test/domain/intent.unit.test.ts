import t from 'tap';
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { foldIntent, hasSource, initialIntent, intentInputHash, intentInputText, outcomeDue, requestDue } from '../../src/domain/intent.ts';
import { canonical } from '../../src/domain/run.ts';
import { count, enrichmentOutcome, verdictOf, zeroEnrichment } from '../../src/domain/enrichment.ts';

const inputs = { goal: 'Raising a seed round', needs: null, offers: ['advice'], title: 'CEO', company: 'Acme', side: 'founder' };
const ev = (type: string, data: Record<string, unknown>, revision: number) => ({ type, data: { org_id: 'o', event_id: 'e', entity_id: 'p', ...data }, revision });

t.test('input hash: stable under whitespace and empty entries, sensitive to every input', async (t) => {
  const h = intentInputHash(inputs);
  t.equal(intentInputHash({ ...inputs, goal: '  Raising a seed round ', offers: ['advice', ' '], needs: [] }), h);
  for (const change of [{ goal: 'Hiring' }, { needs: ['capital'] }, { offers: null }, { title: 'CTO' }, { company: 'Other' }, { side: 'investor' }]) {
    t.not(intentInputHash({ ...inputs, ...change }), h, JSON.stringify(change));
  }
});

t.test('the input text is the canonical JSON of the normalised inputs (property)', async (t) => {
  const text = fc.option(fc.string(), { nil: null });
  const arr = fc.option(fc.array(fc.string(), { maxLength: 4 }), { nil: null });
  const raw = fc.option(fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), fc.oneof(fc.string(), fc.integer(), fc.array(fc.integer()), fc.dictionary(fc.string({ maxLength: 3 }), fc.boolean()))), { nil: null });
  fc.assert(
    fc.property(text, arr, arr, text, text, fc.constantFrom(null, 'founder', 'investor'), raw, (goal, needs, offers, title, company, side, raw_data) => {
      const i = { goal, needs, offers, title, company, side, raw_data };
      const trim = (s: string | null) => (s === null || s.trim() === '' ? null : s.trim());
      const list = (l: string[] | null) => (l ?? []).map((s) => s.trim()).filter(Boolean);
      const norm = { goal: trim(goal), needs: list(needs), offers: list(offers), title: trim(title), company: trim(company), side, ...(raw_data && Object.keys(raw_data).length ? { raw_data } : {}) };
      return intentInputText(i) === canonical(norm) && intentInputHash(i) === createHash('sha256').update(canonical(norm)).digest('hex').slice(0, 32);
    }),
  );
  t.pass('fast path equals canonical');
});

t.test('something to read: a goal, an explicit axis, a title or a company', async (t) => {
  const none = { goal: ' ', needs: [], offers: null, title: null, company: '', side: 'founder' };
  t.notOk(hasSource(none));
  for (const s of [{ goal: 'Hiring' }, { needs: ['capital'] }, { offers: ['advice'] }, { title: 'CTO' }, { company: 'x' }, { company: 'Independent' }]) t.ok(hasSource({ ...none, ...s }), JSON.stringify(s));
  for (const s of [{ goal: 'tbd' }, { needs: ['-'] }, { offers: ['n/a'] }, { title: 'x' }, { title: 'TBD' }, { company: 'n/a' }, { title: '-', company: 'none' }]) t.notOk(hasSource({ ...none, ...s }), `${JSON.stringify(s)} is a placeholder`);
});

t.test('given the stream, when asked again, then only stale inputs or versions are requested', async (t) => {
  t.equal(requestDue(initialIntent, 'h1', 'v1', false), 'requested');
  const pending = foldIntent([ev('AttendeeIntentRequested', { input_hash: 'h1' }, 0)]);
  t.equal(requestDue(pending, 'h1', 'v1', true), 'already_pending');
  t.equal(requestDue(pending, 'h2', 'v1', false), 'requested');
  t.ok(outcomeDue(pending));
  const derived = foldIntent([ev('AttendeeIntentRequested', { input_hash: 'h1' }, 0), ev('AttendeeIntentDerived', { input_hash: 'h1', reading_version: 'v1' }, 1)]);
  t.notOk(outcomeDue(derived), 'a second outcome is never due');
  t.equal(requestDue(derived, 'h1', 'v1', true), 'current');
  t.equal(requestDue(derived, 'h1', 'v2', false), 'requested', 'a new reading version makes it stale');
  t.equal(requestDue(derived, 'h2', 'v1', false), 'requested');
  const failed = foldIntent([ev('AttendeeIntentRequested', { input_hash: 'h1' }, 0), ev('AttendeeIntentFailed', { input_hash: 'h1', reason: 'x' }, 1)]);
  t.equal(requestDue(failed, 'h1', 'v1', false), 'current', 'a reactor does not retry a failure of the same inputs');
  t.equal(requestDue(failed, 'h1', 'v1', true), 'requested', 'an enrichment run does');
  t.same(failed.revision, 1);
});

t.test('walk verdicts and counters', async (t) => {
  const c = zeroEnrichment(4);
  const held = verdictOf({ attendee_id: 'a', entity_id: 'p1', open_reviews: 1, inputs }, 0);
  t.match(held, { kind: 'held', error: { row: 0, attendee_id: 'a', entity_id: 'p1', code: 'REVIEW_REQUIRED' } });
  const none = verdictOf({ attendee_id: null, entity_id: 'p2', open_reviews: 0, inputs: { ...inputs, goal: null, offers: null, title: null, company: null } }, 1);
  t.match(none, { kind: 'held', error: { code: 'NO_SOURCE_RECORD', attendee_id: null } });
  // a placeholder goal and placeholder list entries are nothing to read either (as readiness and matching read them)
  const stand = verdictOf({ attendee_id: 'p', entity_id: 'p4', open_reviews: 0, inputs: { ...inputs, goal: 'tbd', needs: ['-'], offers: ['n/a'], title: null, company: null } }, 3);
  t.match(stand, { kind: 'held', error: { code: 'NO_SOURCE_RECORD', message: /placeholder/ } });
  t.match(verdictOf({ attendee_id: 'q', entity_id: 'p5', open_reviews: 0, inputs: { ...inputs, goal: 'tbd', needs: null, offers: null } }, 4), { kind: 'read' }, 'a title or company is still read');
  const read = verdictOf({ attendee_id: 'c', entity_id: 'p3', open_reviews: 0, inputs }, 2);
  t.same(read, { kind: 'read', input_hash: intentInputHash(inputs) });
  count(c, held);
  count(c, none);
  count(c, read, 'requested');
  count(c, read, 'current');
  t.same(c, { total: 4, processed: 4, enrichment_requested: 1, review_required: 1, skipped: 1, error_count: 1 });
  t.equal(enrichmentOutcome(c).status, 'partial');
  t.same(enrichmentOutcome(zeroEnrichment(0)), { status: 'succeeded', error: null });
});
