/**
 * kill -9 the server in the middle of a match run; after a restart the run resumes after its
 * last result chunk and ends terminal, and the snapshot holds every attendee's list exactly once.
 */
import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { issueKey } from '../../src/commands/access.ts';
import { loadConfig } from '../../src/config.ts';
import { openRuntime, withRuntime } from '../../src/runtime.ts';
import { streams } from '../../src/domain/streams.ts';
import type { MatchResultsChunk } from '../../src/domain/match.ts';
import { freePort, startServerProcess } from '../helpers/server-process.ts';
import { roster } from '../http/matches.helpers.ts';
import { keysOf } from '../../src/projections/matches.ts';

const N = 600;

t.test('a match run survives kill -9 mid-run without losing or repeating a list', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-crash-match-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({ DATA_DIR: dataDir } as NodeJS.ProcessEnv);
  const { key } = await withRuntime(config, (deps) => issueKey(deps, { org_id: 'org-m' }));

  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api/v0/partner`;
  // As a partner's client would: a request cut off with the connection is sent again (every
  // call here is idempotent). A keep-alive socket the busy server closes as it is reused does that.
  const call = async (method: string, p: string, body?: unknown, tries = 5): Promise<{ status: number; body: any }> => {
    try {
      const r = await fetch(`${base}${p}`, { method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
      return { status: r.status, body: (await r.json()) as any };
    } catch (err) {
      if (tries <= 1 || !(err instanceof TypeError)) throw err;
      await new Promise((res) => setTimeout(res, 50));
      return call(method, p, body, tries - 1);
    }
  };
  const poll = async (runId: string, until: (run: any) => boolean, tries = 2400, ms = 25) => {
    for (let i = 0; i < tries; i++) {
      const run = (await call('GET', `/runs/${runId}`)).body;
      if (until(run)) return run;
      await new Promise((res) => setTimeout(res, ms));
    }
    throw new Error(`run ${runId} did not get there`);
  };
  const env = { RATE_LIMIT_MAX: '1000000' };
  let server = await startServerProcess(dataDir, { port, env });
  t.teardown(() => server.stop('SIGKILL'));
  t.equal((await call('POST', '/events', { event_id: 'ev', title: 'Crash' })).status, 201);
  const imp = await call('PUT', '/events/ev/attendees:import', { idempotency_key: 'imp', attendees: roster(N) });
  t.equal((await poll(imp.body.run_id, (r) => r.status !== 'queued' && r.status !== 'running')).status, 'succeeded');

  // top_n 50 makes every list large, so the results take many chunks to append.
  const posted = await call('POST', '/events/ev/match-runs', { idempotency_key: 'crash-run', top_n: 50 });
  t.equal(posted.status, 202);
  const runId = posted.body.run_id as string;
  const mid = await poll(runId, (r) => (r.progress.result_chunks ?? 0) > 0 || r.status === 'succeeded', 4000, 5);
  await server.stop('SIGKILL');
  t.equal(mid.status, 'running', `killed mid-run after ${mid.progress.result_chunks} chunks`);

  server = await startServerProcess(dataDir, { port, env });
  const done = await poll(runId, (r) => ['succeeded', 'partial', 'failed'].includes(r.status), 2400, 50);
  t.equal(done.status, 'succeeded', 'the run resumed and ended terminal');
  t.equal(done.progress.attendees_total, N);
  t.equal(done.progress.principals_processed, N);

  const pages = [];
  let cursor: string | null = null;
  do {
    const page: any = await call('GET', `/events/ev/matches?limit=100&run_id=${runId}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(...page.body.items);
    cursor = page.body.next_cursor;
  } while (cursor && pages.length < 200);
  t.equal(pages.length, 200, 'the snapshot is readable');
  await server.stop('SIGTERM');

  const rt = await openRuntime(config, { follow: false, bus: false });
  t.teardown(() => rt.close());
  const perEntity = new Map<string, number>();
  let pairs = 0;
  const chunkNumbers: number[] = [];
  for (let from = 0; ; ) {
    const page = await rt.deps.store.readStream(streams.matchRun(runId), { fromRevision: from, maxCount: 200 });
    for (const e of page) {
      if (e.type !== 'MatchResultsChunk') continue;
      const d = e.data as MatchResultsChunk;
      chunkNumbers.push(d.chunk);
      for (const p of d.principals) {
        perEntity.set(p.entity_id, (perEntity.get(p.entity_id) ?? 0) + 1);
        pairs += p.matches.length;
      }
    }
    if (page.length < 200) break;
    from = page.at(-1)!.revision + 1;
  }
  t.same(chunkNumbers, chunkNumbers.map((_, i) => i), 'chunks 0..n, each once');
  t.equal(perEntity.size, N, 'every attendee is in the results');
  t.ok([...perEntity.values()].every((n) => n === 1), 'no list appended twice');
  t.equal(pairs, done.progress.pairs_emitted);
  t.equal(await rt.deps.read.count('match_lists', { run_id: runId }), N, 'the snapshot holds every attendee once');
  t.equal(await rt.deps.read.count('match_keys', keysOf(runId)), pairs, 'and every pair key once');
});
