/** The durable per-key rate limit: budget, Retry-After, per-key override, shared ledger, ledger failure. */
import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startService } from '../helpers/app.ts';
import { isError } from '../fixtures/partner.ts';
import { streams } from '../../src/domain/streams.ts';

const LIMITED = { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_S: '60' };

t.test('given RATE_LIMIT_MAX=3, when a key makes a 4th call, then 429 with Retry-After and the call is not processed', async (t) => {
  const svc = await startService(t, LIMITED);
  const token = await svc.key();
  for (let i = 0; i < 3; i++) t.equal((await svc.call('GET', '/events', { token })).status, 200, `call ${i + 1}`);
  const res = await svc.call('POST', '/events', { token, body: { event_id: 'over', title: 'x' } });
  isError(t, res, 429, 'PARTNER_RATE_LIMIT_EXCEEDED');
  const retry = String(res.headers['retry-after']);
  t.match(retry, /^\d+$/, `Retry-After is whole seconds: ${retry}`);
  t.ok(Number(retry) >= 1 && Number(retry) <= 60, 'within the window');
  t.same(await svc.rt.deps.store.readStream(streams.event('org-a', 'over')), [], 'no event was created');
  isError(t, await svc.call('GET', '/v0/partner/events', { token }), 429, 'PARTNER_RATE_LIMIT_EXCEEDED', 'the legacy path shares the budget');

  t.test('other keys have their own budget; unauthenticated calls and health checks are not metered', async (t) => {
    const other = await svc.key();
    t.equal((await svc.call('GET', '/events', { token: other })).status, 200);
    isError(t, await svc.call('GET', '/events'), 401, 'UNAUTHORIZED', 'no key: 401, not 429');
    t.equal((await svc.call('GET', '/healthz')).status, 200);
    t.equal((await svc.call('GET', '/api/v0/partner/openapi.json')).status, 200);
  });
});

t.test('given a key with its own rate_limit, then that budget applies instead of the default', async (t) => {
  const svc = await startService(t, LIMITED);
  const generous = await svc.key({ rate_limit: 5 });
  const strict = await svc.key({ rate_limit: 1 });
  for (let i = 0; i < 5; i++) t.equal((await svc.call('GET', '/auth', { token: generous })).status, 200, `generous call ${i + 1}`);
  isError(t, await svc.call('GET', '/auth', { token: generous }), 429, 'PARTNER_RATE_LIMIT_EXCEEDED', 'generous 6th');
  t.equal((await svc.call('GET', '/auth', { token: strict })).status, 200);
  isError(t, await svc.call('GET', '/auth', { token: strict }), 429, 'PARTNER_RATE_LIMIT_EXCEEDED', 'strict 2nd');
});

t.test('given two service instances on one DATA_DIR, then they draw on one budget per key', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-rl-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const one = await startService(t, LIMITED, { dataDir });
  const two = await startService(t, LIMITED, { dataDir });
  const token = await one.key();
  await two.rt.deps.projections.catchUp();
  t.equal((await one.call('GET', '/events', { token })).status, 200);
  t.equal((await two.call('GET', '/events', { token })).status, 200);
  t.equal((await one.call('GET', '/events', { token })).status, 200);
  isError(t, await two.call('GET', '/events', { token }), 429, 'PARTNER_RATE_LIMIT_EXCEEDED', 'instance two');
  isError(t, await one.call('GET', '/events', { token }), 429, 'PARTNER_RATE_LIMIT_EXCEEDED', 'instance one');
});

t.test('given the ledger cannot be read, then 503 PARTNER_RATE_LIMIT_UNAVAILABLE and the request is not processed', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  t.equal((await svc.call('GET', '/events', { token })).status, 200);
  await svc.rt.deps.ledger.close();
  const res = await svc.call('POST', '/events', { token, body: { event_id: 'unmetered', title: 'x' } });
  isError(t, res, 503, 'PARTNER_RATE_LIMIT_UNAVAILABLE');
  t.same(await svc.rt.deps.store.readStream(streams.event('org-a', 'unmetered')), [], 'no event was created');
  isError(t, await svc.call('GET', '/events', { token }), 503, 'PARTNER_RATE_LIMIT_UNAVAILABLE', 'reads too');
  t.equal((await svc.call('GET', '/healthz')).status, 200, 'health stays up');
});
