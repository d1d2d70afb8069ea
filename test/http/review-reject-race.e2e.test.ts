import t, { type Test } from 'tap';
import { startService, type TestService } from '../helpers/app.ts';
import { importRows } from './attendees.helpers.ts';

/** A review of `subject` whose candidates are `n` earlier namesakes (each resolved distinct). */
async function reviewWith(svc: TestService, token: string, n: number, subject: string) {
  const person = { name: 'Noor Haddad', company: `Ward ${subject} Clinics` };
  await importRows(svc, token, 'ev-1', `${subject}-0`, [{ attendee_id: `${subject}-c0`, ...person, email: `${subject}-c0@ward9.test` }]);
  for (let i = 1; i <= n; i++) {
    const id = i < n ? `${subject}-c${i}` : subject;
    const run = await importRows(svc, token, 'ev-1', `${subject}-${i}`, [{ attendee_id: id, ...person, email: `${id}@ward9.test` }]);
    const review = run.body.progress.errors[0].review_id as string;
    if (i === n) return review;
    const d = await svc.call('POST', `/review-queue/${review}/resolve`, { token, body: { decision: 'distinct' } });
    if (d.status !== 200) throw new Error(`distinct answered ${d.status}`);
  }
  throw new Error('unreachable');
}

const item = async (svc: TestService, token: string, review: string) =>
  ((await svc.call('GET', '/review-queue?limit=100', { token })).body.items as Array<{ review_id: string; remaining_candidates: number; candidate_ref: string | null }>).find((i) => i.review_id === review);

async function world(t: Test) {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev-1', title: 'Ward rounds' } });
  return { svc, token };
}

t.test('two rejects of the last two candidates at once: one is rejected, the last one stays', async (t) => {
  const { svc, token } = await world(t);
  for (let round = 0; round < 8; round++) {
    // Given a review with two remaining candidates
    const review = await reviewWith(svc, token, 2, `two${round}`);
    t.equal((await item(svc, token, review))?.remaining_candidates, 2);
    // When two rejects arrive at once
    const res = await Promise.all([0, 1].map(() => svc.call('POST', `/review-queue/${review}/resolve`, { token, body: { decision: 'reject' } })));
    // Then exactly one succeeds and the other is a 409 that leaves the review open with one candidate
    t.same(res.map((r) => r.status).sort(), [200, 409], `round ${round}`);
    const lost = res.find((r) => r.status === 409)!;
    t.ok(['REJECT_LAST_CANDIDATE', 'CONCURRENT_MODIFICATION'].includes(lost.body.code), `round ${round}: ${lost.body.code}`);
    t.equal(res.find((r) => r.status === 200)!.body.remaining_reviews, 1);
    t.equal((await item(svc, token, review))?.remaining_candidates, 1, 'one candidate left, never zero');
  }
});

t.test('two rejects at once of a review with three candidates: a caller never rejects a candidate it was not shown', async (t) => {
  const { svc, token } = await world(t);
  for (let round = 0; round < 8; round++) {
    // Given a review with three candidates, whose top candidate both callers were shown
    const review = await reviewWith(svc, token, 3, `three${round}`);
    const shown = await item(svc, token, review);
    t.equal(shown?.remaining_candidates, 3);
    // When both reject it at once
    const res = await Promise.all([0, 1].map(() => svc.call('POST', `/review-queue/${review}/resolve`, { token, body: { decision: 'reject' } })));
    // Then one rejects it and the other is told the review changed (relist), not applied to the next candidate
    t.same(res.map((r) => r.status).sort(), [200, 409], `round ${round}: ${res.map((r) => `${r.status} ${r.body.code ?? r.body.remaining_reviews}`)}`);
    const after = await item(svc, token, review);
    t.equal(after?.remaining_candidates, 2, 'exactly one candidate rejected');
    t.not(after?.candidate_ref, shown?.candidate_ref, 'the shown candidate is the rejected one');
  }
});

t.test('an accept racing a reject never adopts a candidate the caller was not shown', async (t) => {
  const { svc, token } = await world(t);
  for (let round = 0; round < 8; round++) {
    // Given a review with three candidates, the top one shown to both callers
    const review = await reviewWith(svc, token, 3, `acc${round}`);
    const shown = await item(svc, token, review);
    const shownEntity = (await svc.call('GET', `/events/ev-1/attendees/${shown!.candidate_ref}`, { token })).body.entity_id;
    // When one rejects it while the other accepts it
    const [rej, acc] = await Promise.all(['reject', 'accept'].map((decision) => svc.call('POST', `/review-queue/${review}/resolve`, { token, body: { decision } })));
    // Then the accept either adopts the shown candidate (and the reject finds the review resolved),
    // or the reject wins and the accept is told to relist
    if (acc!.status === 200) {
      t.equal(acc!.body.entity_id, shownEntity, `round ${round}: adopted the shown candidate`);
      t.match(rej, { status: 409, body: { code: 'REVIEW_ALREADY_RESOLVED' } });
    } else {
      t.match(rej, { status: 200, body: { remaining_reviews: 2 } });
      t.match(acc, { status: 409, body: { code: 'CONCURRENT_MODIFICATION' } }, `round ${round}`);
      t.equal((await item(svc, token, review))?.remaining_candidates, 2, 'the review stays open');
    }
  }
});

t.test('four rejects at once: one lands, the others are 409s, never a 500 or a second rejection', async (t) => {
  const { svc, token } = await world(t);
  for (let round = 0; round < 4; round++) {
    const review = await reviewWith(svc, token, 3, `four${round}`);
    const res = await Promise.all([0, 1, 2, 3].map(() => svc.call('POST', `/review-queue/${review}/resolve`, { token, body: { decision: 'reject' } })));
    t.same(res.map((r) => r.status).sort(), [200, 409, 409, 409], `round ${round}`);
    t.ok(res.filter((r) => r.status === 409).every((r) => r.body.code === 'CONCURRENT_MODIFICATION'), 'each loser is told to relist');
    t.equal((await item(svc, token, review))?.remaining_candidates, 2);
  }
});

t.test('a merge racing a reject of its target: one lands, never both, and a lost merge changes nothing', async (t) => {
  const { svc, token } = await world(t);
  for (let round = 0; round < 8; round++) {
    // Given a review with three candidates, the top one shown to both callers
    const subject = `mrg${round}`;
    const review = await reviewWith(svc, token, 3, subject);
    const shown = await item(svc, token, review);
    const shownEntity = (await svc.call('GET', `/events/ev-1/attendees/${shown!.candidate_ref}`, { token })).body.entity_id;
    const merge = { source_kind: 'attendee', source_partner_id: subject, target_kind: 'attendee', target_partner_id: shown!.candidate_ref, reason: 'same person' };
    // When one rejects the shown candidate while the other merges into it
    const [rej, mrg] = await Promise.all([
      svc.call('POST', `/review-queue/${review}/resolve`, { token, body: { decision: 'reject' } }),
      svc.call('POST', `/review-queue/${review}/merge`, { token, body: merge }),
    ]);
    if (mrg.status === 200) {
      // Then either the merge lands into the shown person and the reject finds the review resolved
      t.match(rej, { status: 409, body: { code: 'REVIEW_ALREADY_RESOLVED' } }, `round ${round}`);
      t.equal((await svc.call('GET', `/events/ev-1/attendees/${subject}`, { token })).body.entity_id, shownEntity);
    } else {
      // or the reject lands and the merge is refused without a write: the review stays open
      t.match(rej, { status: 200, body: { remaining_reviews: 2 } }, `round ${round}`);
      t.ok(
        (mrg.status === 400 && mrg.body.code === 'MERGE_REJECTED') || (mrg.status === 409 && mrg.body.code === 'CONCURRENT_MODIFICATION'),
        `round ${round}: ${mrg.status} ${mrg.body.code}`,
      );
      t.equal((await item(svc, token, review))?.remaining_candidates, 2, 'the review stays open with two candidates');
    }
  }
});
