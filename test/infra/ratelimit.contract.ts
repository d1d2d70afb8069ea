/**
 * The RateLimitLedger contract, written once and run against every adapter
 * (ratelimit.int.test.ts). `open(now)` opens a ledger on one shared backing store with an
 * injected clock; every call opens another instance on the same store, as another process would.
 */
import type { RateLimitLedger } from '../../src/infra/ratelimit/port.ts';
import { uniq, type Tap } from './tap.ts';

export type OpenLedger = () => Promise<{ open(now: () => number): Promise<RateLimitLedger>; cleanup?: () => Promise<void> }>;

export function rateLimitContract(t: Tap, backing: OpenLedger): void {
  const given = async (t: Tap) => {
    const b = await backing();
    const clock = { now: 1_700_000_000_000 };
    const opened: RateLimitLedger[] = [];
    t.teardown(async () => {
      for (const l of opened) await l.close();
      await b.cleanup?.();
    });
    const open = async () => {
      const l = await b.open(() => clock.now);
      opened.push(l);
      return l;
    };
    return { open, clock };
  };

  t.test('counts requests within a window and reports the time left', async (t) => {
    const { open, clock } = await given(t);
    const ledger = await open();
    const key = `k-${uniq()}`;
    t.same(await ledger.incr(key, 60_000), { current: 1, ttlMs: 60_000 });
    clock.now += 10_000;
    t.same(await ledger.incr(key, 60_000), { current: 2, ttlMs: 50_000 });
    clock.now += 49_999;
    t.same(await ledger.incr(key, 60_000), { current: 3, ttlMs: 1 }, 'still inside the window');
  });

  t.test('a new window starts once the old one has ended', async (t) => {
    const { open, clock } = await given(t);
    const ledger = await open();
    const key = `k-${uniq()}`;
    await ledger.incr(key, 1_000);
    await ledger.incr(key, 1_000);
    clock.now += 1_000;
    t.same(await ledger.incr(key, 1_000), { current: 1, ttlMs: 1_000 }, 'reset at the window end');
    clock.now += 5_000;
    t.same(await ledger.incr(key, 1_000), { current: 1, ttlMs: 1_000 }, 'and long after it');
  });

  t.test('keys are counted separately', async (t) => {
    const { open } = await given(t);
    const ledger = await open();
    const a = `a-${uniq()}`;
    const b = `b-${uniq()}`;
    await ledger.incr(a, 60_000);
    await ledger.incr(a, 60_000);
    t.equal((await ledger.incr(b, 60_000)).current, 1);
    t.equal((await ledger.incr(a, 60_000)).current, 3);
  });

  t.test('two ledger instances on one store share one budget, also under concurrency', async (t) => {
    const { open } = await given(t);
    const one = await open();
    const two = await open();
    const key = `k-${uniq()}`;
    const counts = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).incr(key, 60_000)));
    t.same(
      counts.map((c) => c.current).sort((x, y) => x - y),
      Array.from({ length: 20 }, (_, i) => i + 1),
      'every request counted once: 1..20',
    );
    t.equal((await one.incr(key, 60_000)).current, 21);
  });

  t.test('a closed ledger refuses to count, also requests waiting to be counted together', async (t) => {
    const { open } = await given(t);
    const ledger = await open();
    const key = `k-${uniq()}`;
    const waiting = [ledger.incr(key, 60_000), ledger.incr(key, 60_000)];
    await ledger.close();
    for (const w of waiting) await w.then(() => t.fail('counted after close'), () => t.pass('refused'));
    await t.rejects(ledger.incr(key, 60_000), 'and after close');
  });
}
