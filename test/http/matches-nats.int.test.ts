/**
 * Match runs with the work notices on NATS JetStream: two service instances (API and matcher
 * each) share one deployment; every route answers, and each run is matched once.
 */
import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { natsForTest } from '../helpers/nats.ts';
import { startService } from '../helpers/app.ts';
import { pollRun } from './attendees.helpers.ts';
import { allPages, eventWithRoster, roster } from './matches.helpers.ts';

const lookup = await natsForTest();
if (!lookup.ok) {
  void t.skip(`match runs on NATS: ${lookup.reason} — cannot run here`, () => {});
} else {
  const { nats } = lookup;
  t.teardown(() => nats.stop());

  void t.test(`match runs and reads on NATS (${nats.url}) with two service instances`, async (t) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-nats-match-'));
    t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    // The large lane from 20 attendees, so both lanes' consumers carry runs.
    const env = { NATS_URL: nats.url, MATCH_LARGE_RUN_ATTENDEES: '20' };
    const a = await startService(t, env, { dataDir });
    const b = await startService(t, env, { dataDir });
    t.equal(a.rt.deps.adapters.bus, 'nats');
    const token = await a.key();
    await eventWithRoster(a, token, 'big', roster(24, { untagged: 1 }));
    await eventWithRoster(a, token, 'small', roster(8, { prefix: 's' }));

    // Both instances take requests; the same key on both is one run.
    const [r1, r2] = await Promise.all([
      a.call('POST', '/events/big/match-runs', { token, body: { idempotency_key: 'nats-big', top_n: 4 } }),
      b.call('POST', '/events/big/match-runs', { token, body: { idempotency_key: 'nats-big', top_n: 4 } }),
    ]);
    t.same([r1.status, r2.status].sort(), [200, 202]);
    t.equal(r1.body.run_id, r2.body.run_id);
    const small = await b.call('POST', '/events/small/match-runs', { token, body: { idempotency_key: 'nats-small', top_n: 3 } });
    const big = (await pollRun(a, token, r1.body.run_id)).body;
    const little = (await pollRun(b, token, small.body.run_id)).body;
    t.equal(big.status, 'succeeded');
    t.equal(little.status, 'succeeded');
    const lanes = await Promise.all([big.run_id, little.run_id].map((id) => a.rt.deps.read.get<{ id: string; params: { lane: string } }>('runs', id)));
    t.same(lanes.map((d) => d!.params.lane), ['large', 'small']);

    const stream = await a.rt.deps.store.readStream(`matchrun-${big.run_id}`);
    t.equal(stream.filter((e) => e.type === 'MatchInputSnapshotted').length, 1, 'pinned once');
    const entities = stream.filter((e) => e.type === 'MatchResultsChunk').flatMap((e) => (e.data as { principals: Array<{ entity_id: string }> }).principals.map((p) => p.entity_id));
    t.equal(entities.length, 25);
    t.equal(new Set(entities).size, 25, 'each list appended once');

    // Every read route, from either instance.
    await b.rt.deps.projections.catchUp();
    for (const svc of [a, b]) {
      const list = await svc.call('GET', '/events/big/attendees/p-0/matches', { token });
      t.equal(list.status, 200);
      t.ok(list.body.items.length > 0);
      const top = list.body.items[0];
      t.equal((await svc.call('GET', `/events/big/matches/p-0/${top.target_attendee_id}?run_id=${big.run_id}`, { token })).body.match_id, top.match_id);
      const all = await allPages(svc, token, '/events/big/matches?limit=30');
      t.equal(all.length, big.progress.pairs_emitted);
      t.equal((await svc.call('GET', `/events/big/matches?exclude_entity_ids[]=p-0&goal=fintech&run_id=${big.run_id}`, { token })).status, 200);
      t.equal((await svc.call('GET', '/events/big/matches?session_id=x', { token })).body.code, 'UNSUPPORTED_QUERY_PARAMETER');
      t.same((await svc.call('GET', '/events/big/attendees/p-u0/matches', { token })).body.items, []);
    }
    await a.call('PATCH', '/events/big/attendees/p-u0', { token, body: { side: 'founder' } });
    const again = await a.call('POST', '/events/big/match-runs', { token, body: { idempotency_key: 'nats-big-2', top_n: 4 } });
    const second = (await pollRun(a, token, again.body.run_id)).body;
    t.equal(second.status, 'succeeded');
    const diff = await a.call('GET', `/events/big/match-runs/${second.run_id}/diff?against=${big.run_id}`, { token });
    t.equal(diff.status, 200);
    t.ok(diff.body.items.some((i: any) => i.attendee_id === 'p-u0' && i.gained.length > 0));
  });
}
