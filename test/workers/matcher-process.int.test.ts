/**
 * The matcher as its own process (`npm run matcher`) beside an API process that runs no matcher
 * (MATCHER=off), on one deployment (shared DATA_DIR, NATS JetStream): the API queues, the
 * matcher process matches, the API serves the snapshot.
 */
import t from 'tap';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { issueKey } from '../../src/commands/access.ts';
import { loadConfig } from '../../src/config.ts';
import { withRuntime } from '../../src/runtime.ts';
import { natsForTest } from '../helpers/nats.ts';
import { ROOT, startServerProcess } from '../helpers/server-process.ts';
import { roster } from '../http/matches.helpers.ts';

const lookup = await natsForTest();
if (!lookup.ok) {
  void t.skip(`matcher process: ${lookup.reason} — cannot run here`, () => {});
} else {
  const { nats } = lookup;
  t.teardown(() => nats.stop());

  void t.test('API with MATCHER=off and a separate matcher process', async (t) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-matcher-proc-'));
    t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const config = loadConfig({ DATA_DIR: dataDir, NATS_URL: nats.url } as NodeJS.ProcessEnv);
    const { key } = await withRuntime(config, (deps) => issueKey(deps, { org_id: 'org-p' }));
    const api = await startServerProcess(dataDir, { env: { NATS_URL: nats.url, MATCHER: 'off' } });
    t.teardown(() => api.stop('SIGKILL'));
    const call = async (method: string, p: string, body?: unknown) => {
      const r = await fetch(`${api.url}/api/v0/partner${p}`, { method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
      return { status: r.status, body: (await r.json()) as any };
    };
    const poll = async (runId: string) => {
      for (let i = 0; i < 600; i++) {
        const r = (await call('GET', `/runs/${runId}`)).body;
        if (['succeeded', 'partial', 'failed'].includes(r.status)) return r;
        await new Promise((res) => setTimeout(res, 50));
      }
      throw new Error('run did not finish');
    };
    t.equal((await call('POST', '/events', { event_id: 'ev', title: 'Split' })).status, 201);
    const imp = await call('PUT', '/events/ev/attendees:import', { idempotency_key: 'imp', attendees: roster(10) });
    t.equal((await poll(imp.body.run_id)).status, 'succeeded');

    // given: a match run queued while no matcher runs anywhere
    const posted = await call('POST', '/events/ev/match-runs', { idempotency_key: 'm', top_n: 3 });
    t.equal(posted.status, 202);
    await new Promise((res) => setTimeout(res, 300));
    t.equal((await call('GET', `/runs/${posted.body.run_id}`)).body.status, 'queued', 'the API process does not match');

    // when: the matcher process starts
    const matcher = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/workers/main.ts'), '--only', 'match'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, NATS_URL: nats.url, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<void>((r) => matcher.once('exit', () => r()));
    t.teardown(async () => {
      if (matcher.exitCode === null) matcher.kill('SIGKILL');
      await exited;
    });

    // then: the run is matched and the API serves the snapshot
    const done = await poll(posted.body.run_id);
    t.equal(done.status, 'succeeded');
    const list = await call('GET', `/events/ev/attendees/p-0/matches?run_id=${done.run_id}`);
    t.equal(list.status, 200);
    t.ok(list.body.items.length > 0);
    matcher.kill('SIGTERM');
    await exited;
  });
}
