/**
 * The Bus contract, written once and run against every adapter (bus.int.test.ts). Subjects
 * and durable names carry a random suffix, so the suite can share a NATS server.
 */
import type { Bus, Delivery } from '../../src/infra/bus/port.ts';
import { eventually, uniq, type Tap } from './tap.ts';

export type OpenBus = () => Promise<Bus>;

/** Time for a wrongly repeated delivery to show up before we count (not a timing assertion). */
const settle = () => new Promise((r) => setTimeout(r, 300));

export function busContract(t: Tap, open: OpenBus): void {
  let bus: Bus;
  t.before(async () => {
    bus = await open();
  });
  t.teardown(async () => {
    await bus.close();
  });

  t.test('a published message reaches the consumer on its first attempt', async (t) => {
    const subject = `runs.${uniq()}`;
    const got: Delivery[] = [];
    const c = await bus.consume(subject, 'worker', async (d) => {
      got.push(d);
    });
    t.teardown(() => c.stop());
    await bus.publish(subject, { run_id: 'r1', kind: 'match', extra: { n: 1 } });
    await eventually(() => got.length === 1, 'the delivery');
    t.same(got[0], { message: { run_id: 'r1', kind: 'match', extra: { n: 1 } }, attempt: 1 });
  });

  t.test('a handler that throws gets the message again with a higher attempt, until it succeeds', async (t) => {
    const subject = `runs.${uniq()}`;
    const attempts: number[] = [];
    let sentinel = false;
    const c = await bus.consume(subject, 'worker', async (d) => {
      if (d.message.run_id === 'sentinel') {
        sentinel = true;
        return;
      }
      attempts.push(d.attempt);
      if (d.attempt < 3) throw new Error('transient');
    });
    t.teardown(() => c.stop());
    await bus.publish(subject, { run_id: 'flaky' });
    await eventually(() => attempts.length >= 3, 'three attempts');
    await bus.publish(subject, { run_id: 'sentinel' });
    await eventually(() => sentinel, 'the sentinel');
    await settle();
    t.same(attempts, [1, 2, 3], 'redelivered after each throw, never after the success');
  });

  t.test('members of one durable group get each message once when handlers succeed', async (t) => {
    const subject = `runs.${uniq()}`;
    const seen: string[] = [];
    const by = { a: 0, b: 0 };
    const member = (name: 'a' | 'b') => async (d: Delivery) => {
      seen.push(d.message.run_id);
      by[name] += 1;
      await new Promise((r) => setTimeout(r, 2));
    };
    const a = await bus.consume(subject, 'group', member('a'));
    const b = await bus.consume(subject, 'group', member('b'));
    t.teardown(async () => {
      await a.stop();
      await b.stop();
    });
    const ids = Array.from({ length: 20 }, (_, i) => `r${i}`);
    for (const run_id of ids) await bus.publish(subject, { run_id });
    await eventually(() => new Set(seen).size === ids.length, 'every message');
    await settle();
    t.same([...seen].sort(), [...ids].sort(), 'each message exactly once across the group');
    t.equal(by.a + by.b, ids.length);
  });

  t.test('two durable groups on one subject each get every message', async (t) => {
    const subject = `runs.${uniq()}`;
    const one: string[] = [];
    const two: string[] = [];
    const a = await bus.consume(subject, 'indexer', async (d) => void one.push(d.message.run_id));
    const b = await bus.consume(subject, 'notifier', async (d) => void two.push(d.message.run_id));
    t.teardown(async () => {
      await a.stop();
      await b.stop();
    });
    await bus.publish(subject, { run_id: 'x' });
    await bus.publish(subject, { run_id: 'y' });
    await eventually(() => one.length === 2 && two.length === 2, 'both groups');
    t.same(one, ['x', 'y']);
    t.same(two, ['x', 'y']);
  });

  t.test('one durable name on two subjects consumes each subject separately', async (t) => {
    const s1 = `runs.${uniq()}`;
    const s2 = `runs.${uniq()}`;
    const got1: string[] = [];
    const got2: string[] = [];
    const a = await bus.consume(s1, 'worker', async (d) => void got1.push(d.message.run_id));
    const b = await bus.consume(s2, 'worker', async (d) => void got2.push(d.message.run_id));
    t.teardown(async () => {
      await a.stop();
      await b.stop();
    });
    await bus.publish(s1, { run_id: 'one' });
    await bus.publish(s2, { run_id: 'two' });
    await eventually(() => got1.length === 1 && got2.length === 1, 'both subjects');
    t.same([got1, got2], [['one'], ['two']]);
  });

  t.test('stop() waits for the running handler, ends delivery, and the durable keeps later messages', async (t) => {
    const subject = `runs.${uniq()}`;
    const first: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let finished = false;
    const c = await bus.consume(subject, 'worker', async (d) => {
      first.push(d.message.run_id);
      await gate;
      finished = true;
    });
    await bus.publish(subject, { run_id: 'before' });
    await eventually(() => first.length === 1, 'the first delivery');
    // when stopping while the handler runs
    const stopping = c.stop();
    release();
    await stopping;
    t.ok(finished, 'stop() resolved after the running handler finished');
    // then nothing more reaches the stopped consumer
    await bus.publish(subject, { run_id: 'while-stopped' });
    await settle();
    t.same(first, ['before'], 'the stopped consumer gets nothing new');
    // and a new consumer of the same durable gets what was published meanwhile, once
    const second: string[] = [];
    const c2 = await bus.consume(subject, 'worker', async (d) => void second.push(d.message.run_id));
    t.teardown(() => c2.stop());
    await eventually(() => second.length >= 1, 'the kept message');
    await settle();
    t.same(second, ['while-stopped'], 'the acked message is not redelivered; the kept one is');
  });

  t.test('a message whose handler fails while stopping comes back to the next consumer', async (t) => {
    const subject = `runs.${uniq()}`;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let started = false;
    const c = await bus.consume(subject, 'worker', async () => {
      started = true;
      await gate;
      throw new Error('interrupted by shutdown');
    });
    await bus.publish(subject, { run_id: 'interrupted' });
    await eventually(() => started, 'the first delivery');
    const stopping = c.stop();
    release();
    await stopping;
    const again: Delivery[] = [];
    const c2 = await bus.consume(subject, 'worker', async (d) => void again.push(d));
    t.teardown(() => c2.stop());
    await eventually(() => again.length >= 1, 'the redelivery');
    t.same(again[0], { message: { run_id: 'interrupted' }, attempt: 2 });
  });
}
