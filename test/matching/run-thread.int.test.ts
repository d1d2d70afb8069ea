import t from 'tap';
import { prewarmMatchingThread, readAttendee, runMatching, runMatchingInThread } from '../../src/matching/index.ts';
import type { ReadIntent } from '../../src/matching/index.ts';
import { syntheticRoster } from '../../eval/dataset.ts';
import { collect, wordHashEncoder } from './helpers.ts';

t.test('given a roster, when matched on a thread of its own, then metadata and every list equal the in-process run', async (t) => {
  const { attendees, context } = syntheticRoster(700, 7, true);
  // Some attendees with stored readings, the rest read without the encoder.
  const intents = new Map<string, ReadIntent>();
  for (const a of attendees.slice(0, 100)) intents.set(a.entity_id, await readAttendee(a, { encoder: wordHashEncoder }));
  const opts = { attendees, context, top_n: 5, intents, inline: 'lexical' as const };
  const local = runMatching(opts);
  const threaded = runMatchingInThread(opts);
  t.same(await threaded.metadata(), await local.metadata());
  const [a, b] = [await collect(threaded), await collect(local)];
  t.ok(a.length > 600, `${a.length} principals, more than the stream's batch and window hold`);
  t.same(a, b);
});

t.test('given a large run on the thread, when the caller waits for it, then the caller\'s event loop keeps turning', async (t) => {
  const { attendees, context } = syntheticRoster(2500, 8, true);
  const run = runMatchingInThread({ attendees, context, top_n: 10, inline: 'lexical' });
  let ticks = 0;
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    ticks++;
  }, 5);
  try {
    await run.metadata();
  } finally {
    clearInterval(timer);
  }
  t.ok(ticks > 0, `timers ran while the thread read and scored (${ticks} ticks)`);
  t.comment(`longest gap between ticks: ${longest.toFixed(0)} ms`);
  t.ok((await collect(run)).length > 0);
});

t.test('given invalid options, when run on the thread, then the library\'s error reaches the caller', async (t) => {
  const { attendees, context } = syntheticRoster(20, 9, true);
  await t.rejects(runMatchingInThread({ attendees, context, top_n: 0, inline: 'lexical' }).metadata(), { name: 'RangeError' });
});

t.test('given a thread started ahead of need, when two runs follow, then each equals the in-process run', async (t) => {
  prewarmMatchingThread();
  prewarmMatchingThread(); // a second call keeps the one spare
  for (const seed of [10, 11]) {
    const { attendees, context } = syntheticRoster(150, seed, seed === 10);
    const opts = { attendees, context, top_n: 4, inline: 'lexical' as const };
    const threaded = runMatchingInThread(opts);
    t.same(await threaded.metadata(), await runMatching(opts).metadata(), `run ${seed}: metadata`);
    t.same(await collect(threaded), await collect(runMatching(opts)), `run ${seed}: lists`);
  }
});

t.test('given a caller that stops early, when it returns the iterator, then the thread ends (this file would not exit otherwise)', async (t) => {
  const { attendees, context } = syntheticRoster(600, 12, true);
  const run = runMatchingInThread({ attendees, context, top_n: 5, inline: 'lexical' });
  await run.metadata();
  const it = run[Symbol.asyncIterator]();
  t.notOk((await it.next()).done, 'a first principal arrives');
  t.same(await it.return!(), { done: true, value: undefined });
  const unstarted = runMatchingInThread({ attendees, context, top_n: 5, inline: 'lexical' });
  await unstarted.metadata();
  await unstarted[Symbol.asyncIterator]().return!();
  t.pass('a run stopped before its first principal ends too');
});

t.test('given a spare thread left idle long enough to finish its warm-up, when a run comes, then it equals the in-process run', async (t) => {
  prewarmMatchingThread();
  // Loading the library and the warm-up take about a second and a half of CPU; the run must equal
  // the in-process one whether or not the warm-up has ended.
  await new Promise((r) => setTimeout(r, 3000));
  const { attendees, context } = syntheticRoster(400, 13, false);
  const opts = { attendees, context, top_n: 6, inline: 'lexical' as const };
  const threaded = runMatchingInThread(opts);
  t.same(await threaded.metadata(), await runMatching(opts).metadata());
  t.same(await collect(threaded), await collect(runMatching(opts)));
});
