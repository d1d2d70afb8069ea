/**
 * Fair scheduling: a match run of a large roster goes to the large lane, so a small run of
 * another org is matched while the large one is still running. The large run is held at a
 * known point (its metadata) by a gate, so the test needs no timing.
 */
import t from 'tap';
import { runMatching, type RunOptions } from '../../src/matching/index.ts';
import { importerWorker } from '../../src/workers/importer.ts';
import { matcherWorkers } from '../../src/workers/matcher.ts';
import { startService } from '../helpers/app.ts';
import { pollRun } from '../http/attendees.helpers.ts';
import { eventWithRoster, roster } from '../http/matches.helpers.ts';

t.test('a small run of another org is not queued behind a large run', async (t) => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let largeStarted!: () => void;
  const started = new Promise<void>((r) => (largeStarted = r));
  const held = (opts: RunOptions) => {
    const inner = runMatching(opts);
    if (opts.attendees.length < 6) return inner;
    return {
      metadata: async () => {
        largeStarted();
        await gate;
        return inner.metadata();
      },
      [Symbol.asyncIterator]: () => inner[Symbol.asyncIterator](),
    };
  };
  const svc = await startService(t, { MATCH_LARGE_RUN_ATTENDEES: '6' }, { workers: [importerWorker, ...matcherWorkers({ match: held })] });
  const big = await svc.key({ org_id: 'org-big' });
  const small = await svc.key({ org_id: 'org-small' });
  await eventWithRoster(svc, big, 'conf', roster(8));
  await eventWithRoster(svc, small, 'meetup', roster(4));

  // given: the large run is being matched
  const large = await svc.call('POST', '/events/conf/match-runs', { token: big, body: { idempotency_key: 'big-1' } });
  t.equal(large.status, 202);
  await started;
  const doc = await svc.rt.deps.read.get<{ id: string; params: { lane: string } }>('runs', large.body.run_id);
  t.equal(doc!.params.lane, 'large');

  // when: a small run of another org is queued
  const quick = await svc.call('POST', '/events/meetup/match-runs', { token: small, body: { idempotency_key: 'small-1' } });
  t.equal(quick.status, 202);

  // then: it finishes while the large one is still held
  const done = await pollRun(svc, small, quick.body.run_id);
  t.equal(done.body.status, 'succeeded');
  t.equal((await svc.call('GET', `/runs/${large.body.run_id}`, { token: big })).body.status, 'running', 'the large run is still running');
  t.equal((await svc.call('GET', '/events/meetup/matches', { token: small })).status, 200, 'the small snapshot is readable');

  release();
  t.equal((await pollRun(svc, big, large.body.run_id)).body.status, 'succeeded');
});
