/**
 * Crash safety of the real server process: a burst of creates, kill -9 in the middle, restart
 * on the same DATA_DIR. Every acknowledged write survives complete, nothing is half-applied,
 * and the read models agree with a rebuild from the log.
 */
import t from 'tap';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { withRuntime } from '../../src/runtime.ts';
import { issueKey } from '../../src/commands/access.ts';
import { ROOT, startServerProcess } from '../helpers/server-process.ts';

const BASE = '/api/v0/partner';

const bodyFor = (i: number) => ({
  event_id: `burst-${i}`,
  title: `Burst event ${i}`,
  description: `description of ${i} `.repeat(20),
  start_date: '2030-06-01',
  end_date: '2030-06-02',
  timezone: 'Europe/Paris',
  visibility: 'private',
  url_slug: `burst-slug-${i}`,
});

const comparable = (e: Record<string, unknown>) => {
  const { correlation_id: _c, ...rest } = e;
  return rest;
};

t.test('given a burst of creates, when the server is killed -9 mid-burst and restarted, then every acknowledged event is intact', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-crash-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' } as NodeJS.ProcessEnv);
  const { key } = await withRuntime(config, (deps) => issueKey(deps, { org_id: 'org-crash', rate_limit: 1_000_000 }));
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };

  let server = await startServerProcess(dataDir);
  t.teardown(() => server.stop('SIGKILL'));

  // The burst: N creates, C at a time; kill -9 once K of them have been acknowledged.
  const N = 240;
  const C = 16;
  const K = 60;
  const acked = new Map<number, Record<string, unknown>>();
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < N) {
      const i = next++;
      try {
        const res = await fetch(`${server.url}${BASE}/events`, { method: 'POST', headers, body: JSON.stringify(bodyFor(i)) });
        const json = (await res.json()) as Record<string, unknown>;
        if (res.status === 201) acked.set(i, json);
        else if (!killed) t.fail(`unexpected ${res.status} before the kill: ${JSON.stringify(json)}`);
      } catch {
        /* connection lost: not acknowledged */
      }
      if (!killed && acked.size >= K) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: C }, worker));
  await server.exited;
  t.ok(killed, 'the server was killed mid-burst');
  t.ok(acked.size >= K && acked.size < N, `${acked.size} of ${N} acknowledged before the kill`);

  server = await startServerProcess(dataDir);

  t.test('every acknowledged event reads back exactly as acknowledged', async (t) => {
    for (const [i, ack] of acked) {
      const res = await fetch(`${server.url}${BASE}/events/burst-${i}`, { headers });
      t.equal(res.status, 200, `burst-${i} readable`);
      t.same(comparable((await res.json()) as Record<string, unknown>), comparable(ack), `burst-${i} complete`);
    }
  });

  const listAll = async () => {
    const items: Array<Record<string, unknown>> = [];
    let cursor: string | null = null;
    do {
      const res = await fetch(`${server.url}${BASE}/events?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { headers });
      const page = (await res.json()) as { items: Array<Record<string, unknown>>; next_cursor: string | null };
      items.push(...page.items);
      cursor = page.next_cursor;
    } while (cursor);
    return items;
  };

  t.test('nothing is half-applied: every listed event carries all the fields it was created with', async (t) => {
    const items = await listAll();
    t.ok(items.length >= acked.size, `${items.length} listed, ${acked.size} acknowledged`);
    for (const e of items) {
      const i = Number(String(e.event_id).replace('burst-', ''));
      t.match(e, { ...bodyFor(i) }, `${String(e.event_id)} complete`);
    }
  });

  t.test('an unacknowledged create can be retried: 201, or 409 PARTNER_ID_CONFLICT if it had landed', async (t) => {
    const retried = Array.from({ length: N }, (_, i) => i).filter((i) => !acked.has(i)).slice(0, 40);
    for (const i of retried) {
      const res = await fetch(`${server.url}${BASE}/events`, { method: 'POST', headers, body: JSON.stringify(bodyFor(i)) });
      const json = (await res.json()) as { code?: string };
      t.ok(res.status === 201 || (res.status === 409 && json.code === 'PARTNER_ID_CONFLICT'), `burst-${i}: ${res.status} ${json.code ?? ''}`);
    }
  });

  t.test('the read models agree with a rebuild from the log', async (t) => {
    const before = await listAll();
    await server.stop('SIGTERM');
    const rebuild = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/cli/main.ts'), 'projections', 'rebuild'], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: 'ignore',
      });
      child.on('close', resolve);
    });
    t.equal(rebuild, 0, 'rebuild succeeded');
    server = await startServerProcess(dataDir);
    t.same(await listAll(), before);
  });
});
