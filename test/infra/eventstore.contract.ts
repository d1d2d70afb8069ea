/**
 * The EventStore contract, written once and run against every adapter (eventstore.int.test.ts).
 * Stream names carry a random suffix and $all assertions only look at this run's streams, so
 * the suite also runs against a shared KurrentDB that other writers use.
 */
import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError, type EventStore, type ExpectedRevision, type StoredEvent } from '../../src/infra/eventstore/port.ts';
import { uniq, type Tap } from './tap.ts';

export type OpenEventStore = () => Promise<EventStore>;

const ev = (type: string, n = 0) => ({ type, data: { n }, metadata: { correlation_id: `c-${n}` } });

async function conflict(t: Tap, p: Promise<unknown>, streamId: string, expected: ExpectedRevision, actual: number | 'no_stream') {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  t.ok(err instanceof WrongExpectedRevisionError, `expected ${String(expected)} conflicts (got ${String(err)})`);
  if (err instanceof WrongExpectedRevisionError) {
    t.equal(err.streamId, streamId, 'the error names the stream');
    t.same(err.expected, expected, 'the error names the expected revision');
    t.same(err.actual, actual, 'the error names the actual revision');
  }
}

/** Collects `n` events of `streams` from a subscription, then aborts it and waits for it to end. */
async function collect(store: EventStore, after: number | undefined, streams: Set<string>, n: number, during?: () => Promise<void>) {
  const ac = new AbortController();
  const got: StoredEvent[] = [];
  let ended = false;
  const loop = (async () => {
    for await (const e of store.subscribeToAll({ after, signal: ac.signal })) {
      if (streams.has(e.streamId)) got.push(e);
      if (got.length >= n) ac.abort();
    }
    ended = true;
  })();
  await during?.();
  const guard = setTimeout(() => ac.abort(), 20_000);
  await loop;
  clearTimeout(guard);
  return { got, ended };
}

export function eventStoreContract(t: Tap, open: OpenEventStore): void {
  let store: EventStore;
  t.before(async () => {
    store = await open();
  });
  t.teardown(async () => {
    await store.close();
  });

  t.test('append with no_stream creates a stream and readStream returns it in order', async (t) => {
    const s = `order-${uniq()}`;
    const id = randomUUID();
    // when
    const r = await store.append(s, [{ ...ev('Created', 0), id }, ev('Renamed', 1)], { expectedRevision: 'no_stream' });
    // then
    t.equal(r.nextRevision, 1);
    t.ok(r.position > 0, 'a positive global position');
    const events = await store.readStream(s);
    t.same(
      events.map((e) => [e.streamId, e.revision, e.type, e.data, e.metadata.correlation_id]),
      [
        [s, 0, 'Created', { n: 0 }, 'c-0'],
        [s, 1, 'Renamed', { n: 1 }, 'c-1'],
      ],
    );
    t.equal(events[0]!.id, id, 'a given event id is kept');
    t.match(events[1]!.id, /^[0-9a-f-]{36}$/, 'a missing event id is generated');
    t.equal(events[1]!.position, r.position, 'the result carries the position of the last event');
    t.ok(events[0]!.position < events[1]!.position, 'positions grow');
    t.ok(!Number.isNaN(Date.parse(events[0]!.recordedAt)) && events[0]!.recordedAt.endsWith('Z'), 'recordedAt is ISO UTC');
  });

  t.test('no_stream conflicts when the stream exists (the reservation pattern)', async (t) => {
    const s = `reserve-${uniq()}`;
    await store.append(s, [ev('Reserved')], { expectedRevision: 'no_stream' });
    await conflict(t, store.append(s, [ev('Reserved')], { expectedRevision: 'no_stream' }), s, 'no_stream', 0);
    t.equal((await store.readStream(s)).length, 1, 'the loser wrote nothing');
  });

  t.test('stream_exists conflicts on a missing stream and succeeds on an existing one', async (t) => {
    const s = `exists-${uniq()}`;
    await conflict(t, store.append(s, [ev('X')], { expectedRevision: 'stream_exists' }), s, 'stream_exists', 'no_stream');
    t.same(await store.readStream(s), [], 'nothing was written');
    await store.append(s, [ev('X')], { expectedRevision: 'no_stream' });
    const r = await store.append(s, [ev('Y')], { expectedRevision: 'stream_exists' });
    t.equal(r.nextRevision, 1);
  });

  t.test('an exact revision conflicts unless it is the last revision', async (t) => {
    const s = `exact-${uniq()}`;
    await conflict(t, store.append(s, [ev('X')], { expectedRevision: 0 }), s, 0, 'no_stream');
    await store.append(s, [ev('A'), ev('B')], { expectedRevision: 'no_stream' });
    await conflict(t, store.append(s, [ev('C')], { expectedRevision: 0 }), s, 0, 1);
    await conflict(t, store.append(s, [ev('C')], { expectedRevision: 5 }), s, 5, 1);
    const r = await store.append(s, [ev('C')], { expectedRevision: 1 });
    t.equal(r.nextRevision, 2);
    t.same((await store.readStream(s)).map((e) => e.type), ['A', 'B', 'C']);
  });

  t.test('any appends whatever the stream state', async (t) => {
    const s = `any-${uniq()}`;
    const a = await store.append(s, [ev('A')], { expectedRevision: 'any' });
    const b = await store.append(s, [ev('B')], { expectedRevision: 'any' });
    t.same([a.nextRevision, b.nextRevision], [0, 1]);
    t.ok(b.position > a.position);
  });

  // Projections compare the positions of events of different streams (an identity review's held
  // row against the roster's later writes), so position order must be append order across streams.
  t.test('positions order appends across streams, as appended and as read back', async (t) => {
    // given appends alternating between two streams
    const [s1, s2] = [`across-a-${uniq()}`, `across-b-${uniq()}`];
    const got: number[] = [];
    for (const [i, s] of [s1, s2, s1, s2].entries()) {
      got.push((await store.append(s, [ev(`E${i}`)], { expectedRevision: 'any' })).position);
    }
    // then each later append has a greater position, whichever stream it went to
    t.ok(got.every((p, i) => i === 0 || p > got[i - 1]!), 'positions grow across streams');
    // and reading back gives each event the position its append returned
    const read = [...(await store.readStream(s1)), ...(await store.readStream(s2))].map((e) => e.position).sort((a, b) => a - b);
    t.same(read, got);
  });

  t.test('concurrent appends with the same expected revision: exactly one wins', async (t) => {
    const s = `race-${uniq()}`;
    // given racers reserving one name
    const first = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => store.append(s, [ev('Reserved', i)], { expectedRevision: 'no_stream' })),
    );
    t.equal(first.filter((r) => r.status === 'fulfilled').length, 1, 'one no_stream append wins');
    t.ok(
      first.every((r) => r.status === 'fulfilled' || r.reason instanceof WrongExpectedRevisionError),
      'the others get WrongExpectedRevisionError',
    );
    // and racers appending after revision 0
    const second = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => store.append(s, [ev('Next', i)], { expectedRevision: 0 })),
    );
    t.equal(second.filter((r) => r.status === 'fulfilled').length, 1, 'one exact-revision append wins');
    t.ok(second.every((r) => r.status === 'fulfilled' || r.reason instanceof WrongExpectedRevisionError));
    t.same((await store.readStream(s)).map((e) => e.revision), [0, 1], 'the stream holds two events');
  });

  t.test('readStream pages with fromRevision and maxCount; a missing stream reads as []', async (t) => {
    const s = `paged-${uniq()}`;
    await store.append(s, [0, 1, 2, 3, 4].map((n) => ev('E', n)), { expectedRevision: 'no_stream' });
    t.same((await store.readStream(s, { fromRevision: 2, maxCount: 2 })).map((e) => e.revision), [2, 3]);
    t.same((await store.readStream(s, { fromRevision: 3 })).map((e) => e.revision), [3, 4]);
    t.same((await store.readStream(s, { maxCount: 1 })).map((e) => e.revision), [0]);
    t.same(await store.readStream(s, { fromRevision: 9 }), []);
    t.same(await store.readStream(`missing-${uniq()}`), []);
  });

  t.test('readAll pages in position order with an exclusive `after`', async (t) => {
    const a = `all-a-${uniq()}`;
    const b = `all-b-${uniq()}`;
    const mine = new Set([a, b]);
    const before = await store.headPosition();
    await store.append(a, [ev('A', 0), ev('A', 1)], { expectedRevision: 'no_stream' });
    await store.append(b, [ev('B', 0)], { expectedRevision: 'no_stream' });
    await store.append(a, [ev('A', 2), ev('A', 3)], { expectedRevision: 1 });
    // when paging two at a time from the head seen before
    const seen: StoredEvent[] = [];
    let after = before;
    for (let guard = 0; guard < 1000; guard++) {
      const page = await store.readAll({ after, maxCount: 2 });
      t.ok(page.length <= 2, 'a page holds at most maxCount events');
      if (page.length === 0) break;
      t.ok(page[0]!.position > after, 'a page starts strictly after `after`');
      seen.push(...page);
      after = page[page.length - 1]!.position;
    }
    // then
    const ours = seen.filter((e) => mine.has(e.streamId));
    t.same(
      ours.map((e) => `${e.type}${e.revision}`),
      ['A0', 'A1', 'B0', 'A2', 'A3'],
      'every event once, in append order',
    );
    t.ok(
      seen.every((e, i) => i === 0 || e.position > seen[i - 1]!.position),
      'positions strictly increase',
    );
    t.notOk(seen.some((e) => e.type.startsWith('$')), 'no system events');
    const third = ours[2]!;
    const rest = (await store.readAll({ after: third.position, maxCount: 100 })).filter((e) => mine.has(e.streamId));
    t.same(rest.map((e) => `${e.type}${e.revision}`), ['A2', 'A3'], '`after` is exclusive');
  });

  t.test('large event data reads back whole from readAll, readStream and subscribeToAll', async (t) => {
    // given an event whose data is several hundred KB (a match run's results chunk) between small ones
    const s = `big-${uniq()}`;
    const before = await store.headPosition();
    const big = { rows: Array.from({ length: 3000 }, (_, i) => ({ i, text: `row ${i} ${'é'.repeat(40)}` })) };
    await store.append(s, [ev('Small', 0), { type: 'Big', data: big, metadata: {} }, ev('Small', 2)], { expectedRevision: 'no_stream' });
    // when read every way
    const all = (await store.readAll({ after: before, maxCount: 100 })).filter((e) => e.streamId === s);
    const stream = await store.readStream(s);
    const live = (await collect(store, before, new Set([s]), 3)).got;
    // then every reader sees the same data, also when it copies or serialises the event
    for (const [name, got] of [['readAll', all], ['readStream', stream], ['subscribeToAll', live]] as const) {
      t.same(got.map((e) => e.type), ['Small', 'Big', 'Small'], `${name}: all three`);
      t.same(got[1]!.data, big, `${name}: the large data whole`);
      t.same(JSON.parse(JSON.stringify(got[1])).data, big, `${name}: and when serialised`);
      t.same({ ...got[0]! }.data, { n: 0 }, `${name}: a copy carries the data`);
    }
  });

  t.test('headPosition is the position of the last event', async (t) => {
    const s = `head-${uniq()}`;
    const r = await store.append(s, [ev('H')], { expectedRevision: 'no_stream' });
    const head = await store.headPosition();
    t.ok(head >= r.position, 'head is at or past the last append');
    const after = await store.readAll({ after: head, maxCount: 10 });
    t.notOk(after.some((e) => e.streamId === s), 'nothing of ours lies after the head');
  });

  t.test("streamHead is a stream's last revision and position, unmoved by other streams; null for a missing stream", async (t) => {
    const s = `sh-${uniq()}`;
    t.equal(await store.streamHead(s), null);
    await store.append(s, [ev('A', 0), ev('A', 1)], { expectedRevision: 'no_stream' });
    const last = await store.append(s, [ev('A', 2)], { expectedRevision: 1 });
    await store.append(`sh-other-${uniq()}`, [ev('B')], { expectedRevision: 'no_stream' });
    t.same(await store.streamHead(s), { revision: 2, position: last.position });
  });

  t.test('subscribeToAll from a checkpoint gets later appends only, and stops on abort', async (t) => {
    const s = `sub-${uniq()}`;
    const { position: checkpoint } = await store.append(s, [ev('Before')], { expectedRevision: 'no_stream' });
    // when subscribing from the checkpoint and appending afterwards
    const { got, ended } = await collect(store, checkpoint, new Set([s]), 3, async () => {
      await new Promise((r) => setTimeout(r, 50));
      await store.append(s, [ev('After', 1)], { expectedRevision: 0 });
      await store.append(s, [ev('After', 2), ev('After', 3)], { expectedRevision: 1 });
    });
    // then
    t.same(got.map((e) => e.revision), [1, 2, 3], 'the events after the checkpoint, in order');
    t.ok(got.every((e) => e.position > checkpoint));
    t.ok(ended, 'the iteration ends once the signal aborts');
  });

  t.test('subscribeToAll catches up on history before following live appends', async (t) => {
    const s = `catchup-${uniq()}`;
    const before = await store.headPosition();
    await store.append(s, [ev('Old', 0), ev('Old', 1)], { expectedRevision: 'no_stream' });
    const { got } = await collect(store, before, new Set([s]), 3, async () => {
      await store.append(s, [ev('New', 2)], { expectedRevision: 1 });
    });
    t.same(got.map((e) => e.type), ['Old', 'Old', 'New']);
  });

  t.test('an aborted subscription ends while waiting for appends', async (t) => {
    const ac = new AbortController();
    const head = await store.headPosition();
    const seen: string[] = [];
    const loop = (async () => {
      for await (const e of store.subscribeToAll({ after: head, signal: ac.signal })) seen.push(e.streamId);
    })();
    await new Promise((r) => setTimeout(r, 50));
    ac.abort();
    await loop;
    t.pass('the iteration ended');
  });
}
