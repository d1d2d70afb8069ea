/**
 * Projectors are idempotent: applying every event of the log a second time (at-least-once
 * delivery, a checkpoint lost in a crash) leaves every read model unchanged.
 */
import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startService, type TestService } from '../helpers/app.ts';
import { steppingClock } from '../fixtures/partner.ts';
import type { Tap } from '../infra/tap.ts';
import { projectors } from '../../src/projections/index.ts';
import { SqliteReadStore } from '../../src/infra/readstore/sqlite.ts';
import type { ReadView } from '../../src/infra/readstore/port.ts';
import type { StoredEvent } from '../../src/infra/eventstore/port.ts';
import { disableAccount, issueKey, revokeKey } from '../../src/commands/access.ts';

const collections = [...new Set(projectors.flatMap((p) => p.collections.map((c) => c.name)))];

async function snapshot(read: ReadView) {
  const out: Record<string, unknown[]> = {};
  for (const c of collections) out[c] = await read.find(c, { limit: 1_000_000 });
  return out;
}

async function wholeLog(svc: TestService): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  for (;;) {
    const page = await svc.rt.deps.store.readAll({ after: events.at(-1)?.position ?? 0, maxCount: 500 });
    if (page.length === 0) return events;
    events.push(...page);
  }
}

/** A log with every kind of event the foundation writes: keys, accounts, events, slugs, sessions, runs. */
async function populate(t: Tap, svc: TestService) {
  const token = await svc.key();
  const other = await issueKey(svc.rt.deps, { org_id: 'org-b', principal_type: 'service_account', scopes: ['partner:read'], event_id: null, environment: 'production', rate_limit: 10 });
  await revokeKey(svc.rt.deps, other.key_id);
  const third = await issueKey(svc.rt.deps, { org_id: 'org-b', principal_type: 'service_account', scopes: ['partner:write'], event_id: 'x', environment: 'staging', rate_limit: null });
  await svc.rt.deps.projections.catchUp();
  t.ok(await disableAccount(svc.rt.deps, third.service_account_user_id), 'account disabled');
  for (let i = 1; i <= 4; i++) {
    t.equal((await svc.call('POST', '/events', { token, body: { event_id: `ev-${i}`, title: `E${i}`, url_slug: `s-${i}`, start_date: '2030-01-01' } })).status, 201);
  }
  await svc.call('PATCH', '/events/ev-1', { token, body: { title: 'E1b', url_slug: 's-1b', end_date: '2030-01-03' } });
  await svc.call('POST', '/events/ev-2/context', { token, body: { objectives: 'o', event_details: 'd' } });
  await svc.call('DELETE', '/events/ev-3', { token });
  await svc.call('POST', '/events/ev-4/sessions', { token, body: { session_id: 'se-1', title: 'Talk', start_timestamp: '2030-01-01T10:00:00Z' } });
  await svc.call('POST', '/events/ev-4/sessions', { token, body: { session_id: 'se-2', title: 'Panel' } });
  await svc.call('PATCH', '/events/ev-4/sessions/se-1', { token, body: { title: 'Talk 2' } });
  await svc.call('DELETE', '/events/ev-4/sessions/se-2', { token });
  await svc.call('POST', '/runs', { token, body: { kind: 'match', idempotency_key: 'run-1' } });
  await svc.rt.deps.projections.catchUp();
}

t.test('given projected read models, when every event of the log is applied again, then nothing changes', async (t) => {
  const svc = await startService(t, {}, { clock: steppingClock() });
  await populate(t, svc);
  const log = await wholeLog(svc);
  t.ok(log.length > 15, `${log.length} events in the log`);
  const before = await snapshot(svc.rt.deps.read);
  for (const [coll, n] of [['events', 4], ['api_keys', 3], ['accounts', 1], ['id_map', 6], ['sessions', 2], ['runs', 1]] as const) {
    if (collections.includes(coll)) t.ok((before[coll] ?? []).length >= n, `${coll} holds at least ${n}`);
  }

  await svc.rt.deps.projections.stop();
  await svc.rt.deps.read.transact(async (tx) => {
    for (const e of log) for (const p of projectors) await p.apply(e, tx);
  });
  t.same(await snapshot(svc.rt.deps.read), before);
});

t.test('given an empty read store, when each event is applied twice in a row, then the read models equal a single pass', async (t) => {
  const svc = await startService(t, {}, { clock: steppingClock() });
  await populate(t, svc);
  const log = await wholeLog(svc);
  const single = await snapshot(svc.rt.deps.read);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-replay-'));
  const twice = new SqliteReadStore(path.join(dir, 'read.db'));
  t.teardown(async () => {
    await twice.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  await twice.ensureCollections(projectors.flatMap((p) => p.collections));
  for (const e of log) {
    await twice.transact(async (tx) => {
      for (const p of projectors) await p.apply(e, tx);
    });
    await twice.transact(async (tx) => {
      for (const p of projectors) await p.apply(e, tx);
    });
  }
  t.same(await snapshot(twice), single);
});
