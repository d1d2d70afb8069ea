/**
 * `npm run bench:enrichment`: the real server (src/server.ts, embedded default, fresh DATA_DIR)
 * in a child process, timed from the import PUT to readiness showing no pending attendee (import
 * run, then an enrichment run, then every reading), with a prober measuring GET latency of an
 * attendee detail throughout, and the server's peak resident memory (VmHWM, threads included).
 * Readiness is polled as the spec recommends for runs (2 s, doubling, capped here at 8 s); the
 * moment the last reading was recorded is taken from the log afterwards, so the figure does not
 * depend on the polling step. ROWS (default 1000) sets the roster size; prints one JSON line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { issueKey } from '../src/commands/access.ts';
import { loadConfig } from '../src/config.ts';
import { openRuntime, withRuntime } from '../src/runtime.ts';
import { startServerProcess } from '../test/helpers/server-process.ts';
import { defaultReaderThreads } from '../src/config.ts';

const ROWS = Number(process.env.ROWS ?? 1000);
const PROBE_EVERY_MS = Number(process.env.PROBE_EVERY_MS ?? 50);

// Roster text built from parts, so goals repeat the way real rosters do (many people want
// similar things) while every profile (name, company) is distinct.
const WANTS = ['Raising a seed round for', 'Raising a Series A for', 'Looking for pilot customers for', 'Hiring senior engineers for', 'Looking for a technical cofounder for', 'Seeking distribution partners for'];
const WHAT = ['our climate analytics platform', 'a B2B payments product', 'an AI tool for radiology', 'a logistics marketplace', 'our developer security startup', 'a consumer health app', 'an agritech sensor network', 'a proptech leasing tool'];
const WHERE = ['in Europe', 'in the Nordics', 'in the US', 'in Southeast Asia', ''];
const INVEST = ['Investing in pre-seed and seed', 'Leading Series A rounds in', 'Writing angel cheques into', 'Backing early-stage'];
const SECTORS = ['climate tech', 'fintech', 'healthtech', 'B2B SaaS', 'deep tech', 'marketplaces'];

function row(i: number) {
  const investor = i % 4 === 0;
  return {
    attendee_id: `att-${i}`,
    name: `Person Number${i}`,
    email: `person${i}@example.com`,
    title: investor ? ['Partner', 'Principal', 'Angel investor'][i % 3] : ['Founder & CEO', 'CTO', 'Co-founder'][i % 3],
    company: investor ? `Fund ${i} Ventures` : `Startup ${i}`,
    side: investor ? 'investor' : 'founder',
    event_goal: investor
      ? `${INVEST[i % INVEST.length]} ${SECTORS[Math.floor(i / 4) % SECTORS.length]} ${WHERE[i % WHERE.length]}`.trim()
      : `${WANTS[i % WANTS.length]} ${WHAT[Math.floor(i / 6) % WHAT.length]} ${WHERE[Math.floor(i / 48) % WHERE.length]}`.trim(),
  };
}

const quantile = (xs: number[], q: number) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-bench-enrich-'));
const config = loadConfig({ DATA_DIR: dataDir } as NodeJS.ProcessEnv);
const { key } = await withRuntime(config, (deps) => issueKey(deps, { org_id: 'bench' }));
// SERVER_CPU_PROF=DIR writes the server's CPU profiles (API thread and reader threads) there.
const profDir = process.env.SERVER_CPU_PROF;
const server = await startServerProcess(dataDir, {
  env: { RATE_LIMIT_MAX: '10000000', PROJECTION_WAIT_MS: '30000' },
  ...(profDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profDir}`] } : {}),
});
const base = `${server.url}/api/v0/partner`;
const call = async (method: string, p: string, body?: unknown) => {
  const r = await fetch(`${base}${p}`, { method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- loose JSON of the API's answers
  return { status: r.status, body: (await r.json()) as any };
};
const peakRss = () => {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};
const poll = async (runId: string) => {
  for (;;) {
    const r = await call('GET', `/runs/${runId}`);
    if (['succeeded', 'partial', 'failed'].includes(r.body.status)) return r.body;
    await new Promise((res) => setTimeout(res, 250));
  }
};

try {
  await call('POST', '/events', { event_id: 'bench', title: 'Bench' });
  const attendees = Array.from({ length: ROWS }, (_, i) => row(i));

  // The prober: one GET of an attendee detail every PROBE_EVERY_MS, from the PUT to the end.
  const latencies: number[] = [];
  const importLatencies: number[] = [];
  let importing = true;
  let probing = true;
  const prober = (async () => {
    for (let i = 0; probing; i++) {
      const t = performance.now();
      const r = await fetch(`${base}/events/bench/attendees/att-${i % ROWS}`, { headers: { authorization: `Bearer ${key}` } });
      await r.arrayBuffer();
      if (r.status === 200) latencies.push(performance.now() - t);
      if (r.status === 200 && importing) importLatencies.push(performance.now() - t);
      await new Promise((res) => setTimeout(res, PROBE_EVERY_MS));
    }
  })();

  const wall0 = Date.now();
  const t0 = performance.now();
  const put = await call('PUT', '/events/bench/attendees:import', { idempotency_key: 'imp', attendees });
  if (put.status !== 202) throw new Error(`PUT answered ${put.status}`);
  const imp = await poll(put.body.run_id);
  const tImport = performance.now();
  importing = false;
  const enrichFrom = latencies.length;
  const en = await call('POST', '/events/bench/enrichment-runs', { idempotency_key: 'en' });
  const enRun = await poll(en.body.run_id);
  const tQueued = performance.now();
  const readingsFrom = latencies.length;
  let readiness: { intent_processing: { pending_count: number; failed_count: number }; match_readiness: { ready_count: number } };
  let readinessCalls: number[] = [];
  for (;;) {
    const t = performance.now();
    readiness = (await call('GET', '/events/bench/readiness?limit=1')).body;
    readinessCalls.push(performance.now() - t);
    if (readiness.intent_processing.pending_count === 0) break;
    await new Promise((res) => setTimeout(res, Math.min(8000, 2000 * 2 ** (readinessCalls.length - 1))));
  }
  const tDone = performance.now();
  probing = false;
  await prober;
  const rss = peakRss();
  await server.stop('SIGTERM');
  // When the last reading was recorded, from the log (the server is stopped, the files stay).
  let lastReading = 0;
  const rt = await openRuntime(config, { follow: false, bus: false });
  for (let after = 0; ; ) {
    const page = await rt.deps.store.readAll({ after, maxCount: 5000 });
    if (!page.length) break;
    for (const e of page) if (e.type === 'AttendeeIntentDerived' || e.type === 'AttendeeIntentFailed') lastReading = Math.max(lastReading, Date.parse(e.recordedAt));
    after = page.at(-1)!.position;
  }
  await rt.close();
  const result = {
    rows: ROWS,
    import_status: imp.status,
    enrichment: { status: enRun.status, requested: enRun.progress.enrichment_requested },
    derived: ROWS - readiness.intent_processing.failed_count,
    failed: readiness.intent_processing.failed_count,
    ready: readiness.match_readiness.ready_count,
    import_ms: Math.round(tImport - t0),
    enrichment_queued_ms: Math.round(tQueued - t0),
    no_pending_seen_ms: Math.round(tDone - t0),
    last_reading_ms: lastReading - wall0,
    readings_per_s: Math.round((ROWS / (lastReading - wall0 - (tImport - t0))) * 1000),
    get_probe_import: { n: importLatencies.length, p99_ms: Math.round(quantile(importLatencies, 0.99) * 10) / 10, max_ms: Math.round(Math.max(0, ...importLatencies)) },
    get_probe_enrichment: (() => {
      const xs = latencies.slice(enrichFrom);
      return { n: xs.length, p50_ms: Math.round(quantile(xs, 0.5) * 10) / 10, p99_ms: Math.round(quantile(xs, 0.99) * 10) / 10, max_ms: Math.round(Math.max(0, ...xs)) };
    })(),
    get_probe_readings: (() => {
      const xs = latencies.slice(readingsFrom);
      return { n: xs.length, p50_ms: Math.round(quantile(xs, 0.5) * 10) / 10, p99_ms: Math.round(quantile(xs, 0.99) * 10) / 10, max_ms: Math.round(Math.max(0, ...xs)) };
    })(),
    get_probe_all: { n: latencies.length, p50_ms: Math.round(quantile(latencies, 0.5) * 10) / 10, p99_ms: Math.round(quantile(latencies, 0.99) * 10) / 10, max_ms: Math.round(Math.max(...latencies)) },
    readiness_get_ms: { n: readinessCalls.length, p50: Math.round(quantile(readinessCalls, 0.5)), max: Math.round(Math.max(...readinessCalls)) },
    peak_rss_mb: Math.round(rss / 1048576),
    reader_threads: Number(process.env.INTENT_READER_THREADS || defaultReaderThreads()),
    cpus: os.cpus().length,
    node: process.version,
  };
  readinessCalls = [];
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await server.stop('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
