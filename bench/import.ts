/**
 * `npm run bench:import`: a 50,000-row import on the embedded default (SQLite event store and
 * read store in a fresh DATA_DIR, in-process bus), timed from the PUT to a terminal run with
 * every read model caught up. Prints one JSON line; ROWS overrides the row count.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { issueKey } from '../src/commands/access.ts';
import { loadConfig } from '../src/config.ts';
import { buildApp } from '../src/http/app.ts';
import { openRuntime } from '../src/runtime.ts';
import { startWorkers } from '../src/workers/index.ts';

const ROWS = Number(process.env.ROWS ?? 50_000);
const BASE = '/api/v0/partner';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-bench-import-'));
const config = loadConfig({ DATA_DIR: dataDir, PROJECTION_WAIT_MS: '30000' } as NodeJS.ProcessEnv);
const rt = await openRuntime(config, { log: pino({ level: 'warn' }) });
const workers = await startWorkers(rt.deps);
const app = await buildApp(rt.deps);
const { key } = await issueKey(rt.deps, { org_id: 'bench' });
await rt.deps.projections.catchUp();
const call = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
  const res = await app.inject({ method, url: `${BASE}${url}`, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, ...(body ? { payload: JSON.stringify(body) } : {}) });
  return { status: res.statusCode, body: JSON.parse(res.body) };
};
await call('POST', '/events', { event_id: 'bench-event', title: 'Bench' });

const attendees = Array.from({ length: ROWS }, (_, i) => ({
  attendee_id: `att-${i}`,
  name: `Person Number${i}`,
  email: `person${i}@example.com`,
  title: i % 3 ? 'Founder & CEO' : 'Partner',
  company: `Company ${i}`,
  side: i % 3 ? 'founder' : 'investor',
  event_goal: i % 3 ? 'Raising a seed round for our climate software startup' : 'Investing in early-stage climate and energy software',
}));

const t0 = performance.now();
const put = await call('PUT', '/events/bench-event/attendees:import', { idempotency_key: 'bench-1', attendees });
if (put.status !== 202) throw new Error(`PUT answered ${put.status}: ${JSON.stringify(put.body)}`);
const tPut = performance.now();
let run = put.body;
while (!['succeeded', 'partial', 'failed'].includes(run.status)) {
  await new Promise((r) => setTimeout(r, 100));
  run = (await call('GET', `/runs/${put.body.run_id}`)).body;
}
const tRun = performance.now();
await rt.deps.projections.waitFor(await rt.deps.store.headPosition(), 60_000);
const tDone = performance.now();
const roster = await rt.deps.read.count('event_attendees', { org_id: 'bench', event_id: 'bench-event' });

const result = {
  rows: ROWS,
  status: run.status,
  created: run.progress.created,
  roster,
  put_ms: Math.round(tPut - t0),
  terminal_ms: Math.round(tRun - t0),
  caught_up_ms: Math.round(tDone - t0),
  cpus: os.cpus().length,
  node: process.version,
};
process.stdout.write(`${JSON.stringify(result)}\n`);
await app.close();
await workers.stop();
await rt.close();
fs.rmSync(dataDir, { recursive: true, force: true });
if (run.status !== 'succeeded' || roster !== ROWS) process.exitCode = 1;
