/**
 * `npm run bench:match-runs`: match runs end to end on the embedded default. Per roster size
 * (SIZES=1000,10000 by default; 50000 on request) a synthetic two-sided roster is imported into
 * a fresh DATA_DIR (not timed), then the real server (src/server.ts, matcher inside) is started
 * on it and measured:
 * - POST match-runs → terminal → snapshot readable (wall time), and the server's peak RSS;
 * - the per-attendee list (limit 10, run pinned, rotating attendees) against a bare fastify
 *   route serving a JSON body of the same size, in the same run (autocannon);
 * - paging the event list (limit 100, run pinned) page by page: p50 / p99 per page.
 * Prints a BENCHMARKS.md subsection; WRITE=1 also adds it at the top of the "Match runs" section,
 * above the runs recorded before (never replacing them).
 */
import Fastify from 'fastify';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { syntheticRoster } from '../eval/dataset.ts';
import { issueKey } from '../src/commands/access.ts';
import { loadConfig } from '../src/config.ts';
import { buildApp } from '../src/http/app.ts';
import { openRuntime } from '../src/runtime.ts';
import { startWorkers } from '../src/workers/index.ts';
import { freePort, ROOT, startServerProcess, waitUp } from '../test/helpers/server-process.ts';

interface AcRequest {
  method: string;
  path: string;
  setupRequest?: (req: AcRequest) => AcRequest;
}
interface AcResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: { url: string; duration: number; connections: number; headers?: Record<string, string>; requests: AcRequest[] }) => Promise<AcResult>;

const BASE = '/api/v0/partner';
const SIZES = (process.env.SIZES ?? '1000,10000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PAGES = Number(process.env.PAGES ?? 200);

/** `tsx bench/match-runs.ts serve-bare PORT FILE`: a bare fastify route answering FILE's JSON. */
async function serveBare(port: number, file: string) {
  const body = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  const app = Fastify({ logger: false });
  app.get('/bare/:id', async () => body);
  await app.listen({ host: '127.0.0.1', port });
}

/** Imports a synthetic roster of n through the app (in this process), returns attendee IDs. */
async function prepare(dataDir: string, n: number): Promise<{ key: string; ids: string[] }> {
  const config = loadConfig({ DATA_DIR: dataDir, PROJECTION_WAIT_MS: '60000' } as NodeJS.ProcessEnv);
  const rt = await openRuntime(config, { log: pino({ level: 'warn' }) });
  const workers = await startWorkers(rt.deps);
  const app = await buildApp(rt.deps);
  try {
    const { key } = await issueKey(rt.deps, { org_id: 'bench', rate_limit: 1_000_000_000 });
    await rt.deps.projections.catchUp();
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
      const res = await app.inject({ method, url: `${BASE}${url}`, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, ...(body ? { payload: JSON.stringify(body) } : {}) });
      return { status: res.statusCode, body: JSON.parse(res.body) };
    };
    const { attendees, context } = syntheticRoster(n, 4242 + n, true);
    await call('POST', '/events', { event_id: 'ev', title: 'Bench' });
    await call('POST', '/events/ev/context', { event_details: context.event_details ?? 'bench', objectives: context.objectives ?? 'bench' });
    // Synthetic names repeat; a number makes each person distinct (no row held for identity review).
    const rows = attendees.map((a, i) => ({
      attendee_id: `a-${i}`,
      name: `${a.display_name} ${i}`,
      email: `bench-${i}@example.com`,
      ...(a.title ? { title: a.title } : {}),
      ...(a.company ? { company: a.company } : {}),
      side: a.side,
      ...(a.event_goal ? { event_goal: a.event_goal } : {}),
      ...(a.event_needs?.length ? { event_needs: a.event_needs } : {}),
      ...(a.event_offers?.length ? { event_offers: a.event_offers } : {}),
    }));
    for (let i = 0; i < rows.length; i += 50_000) {
      const put = await call('PUT', '/events/ev/attendees:import', { idempotency_key: `imp-${i}`, attendees: rows.slice(i, i + 50_000) });
      let run = put.body;
      while (!['succeeded', 'partial', 'failed'].includes(run.status)) {
        await new Promise((r) => setTimeout(r, 200));
        run = (await call('GET', `/runs/${put.body.run_id}`)).body;
      }
      if (run.status === 'failed') throw new Error(`import failed: ${JSON.stringify(run.error)}`);
    }
    await rt.deps.projections.waitFor(await rt.deps.store.headPosition(), 120_000);
    const roster = await rt.deps.read.find<{ id: string; attendee_id: string }>('event_attendees', { where: { org_id: 'bench', event_id: 'ev' } });
    return { key, ids: roster.map((r) => r.attendee_id) };
  } finally {
    await app.close();
    await workers.stop();
    await rt.close();
  }
}

const peakRssMb = (pid: number) => {
  const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};
/** CPU seconds (user + system, all threads) the process has used: independent of other load. */
const cpuSeconds = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
/** CPU seconds of the process's main thread alone (the event loop that serves requests). */
const mainThreadCpuSeconds = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

interface SizeFigures {
  n: number;
  terminal_s: number;
  readable_s: number;
  cpu_s: number;
  main_cpu_s: number;
  attendees: number;
  principals: number;
  pairs: number;
  chunks: number;
  peak_mb: number;
  list_rps: number;
  list_p99: number;
  bare_rps: number;
  bare_p99: number;
  list_cpu_us: number;
  bare_cpu_us: number;
  body_bytes: number;
  pages: number;
  page_p50: number;
  page_p99: number;
  errors: number;
}

async function measureSize(n: number): Promise<SizeFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `mm-bench-match-${n}-`));
  try {
    const { key, ids } = await prepare(dataDir, n);
    const port = await freePort();
    // SERVER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=DIR`) go to the server process alone.
    const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean);
    const server = await startServerProcess(dataDir, { port, env: { LOG_LEVEL: 'warn', PROJECTION_WAIT_MS: '60000' }, nodeArgs });
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    // A kept-alive connection may be closed under the poll while the matcher holds the event
    // loop (the library's single-threaded phases): such a read is simply sent again.
    const get = async (p: string): Promise<{ status: number; text: string }> => {
      for (let attempt = 1; ; attempt++) {
        try {
          const r = await fetch(`${server.url}${BASE}${p}`, { headers });
          return { status: r.status, text: await r.text() };
        } catch (e) {
          if (attempt >= 5 || server.child.exitCode !== null) throw e;
          await new Promise((res) => setTimeout(res, 200));
        }
      }
    };
    try {
      const cpu0 = cpuSeconds(server.child.pid!);
      const main0 = mainThreadCpuSeconds(server.child.pid!);
      const t0 = performance.now();
      const posted = await fetch(`${server.url}${BASE}/events/ev/match-runs`, { method: 'POST', headers, body: JSON.stringify({ idempotency_key: 'bench-run', top_n: 10 }) });
      const runId = ((await posted.json()) as { run_id: string }).run_id;
      let run: { status: string; error: unknown; progress: { attendees_total: number; principals_total: number; pairs_emitted: number; result_chunks: number } };
      for (;;) {
        run = JSON.parse((await get(`/runs/${runId}`)).text) as typeof run;
        if (['succeeded', 'partial', 'failed'].includes(run.status)) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const tTerminal = performance.now();
      if (run.status !== 'succeeded') throw new Error(`run ${run.status}: ${JSON.stringify(run.error)}`);
      // Readable: the pinned snapshot answers for the last attendee of the roster.
      for (;;) {
        const r = await get(`/events/ev/attendees/${ids.at(-1)}/matches?limit=10&run_id=${runId}`);
        if (r.status === 200) break;
        await new Promise((res) => setTimeout(res, 20));
      }
      const tReadable = performance.now();
      const cpu = cpuSeconds(server.child.pid!) - cpu0;
      const mainCpu = mainThreadCpuSeconds(server.child.pid!) - main0;
      const peak = peakRssMb(server.child.pid!);

      // Per-attendee list against a bare route of the same body size.
      const sample = (await get(`/events/ev/attendees/a-0/matches?limit=10&run_id=${runId}`)).text;
      const bodyFile = path.join(dataDir, 'bare-body.json');
      fs.writeFileSync(bodyFile, sample);
      const barePort = await freePort();
      const bare = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'serve-bare', String(barePort), bodyFile], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
      try {
        await waitUp(`http://127.0.0.1:${barePort}/bare/x`, bare);
        let i = 0;
        const rotate = (req: AcRequest) => ({ ...req, path: `${BASE}/events/ev/attendees/${ids[i++ % ids.length]}/matches?limit=10&run_id=${runId}` });
        const opts = { duration: SECONDS, connections: CONNECTIONS };
        await autocannon({ ...opts, duration: 1, url: server.url, headers, requests: [{ method: 'GET', path: '/', setupRequest: rotate }] });
        // CPU per request beside req/s: it does not depend on what else the machine runs.
        const listCpu0 = mainThreadCpuSeconds(server.child.pid!);
        const list = await autocannon({ ...opts, url: server.url, headers, requests: [{ method: 'GET', path: '/', setupRequest: rotate }] });
        const listCpu = mainThreadCpuSeconds(server.child.pid!) - listCpu0;
        await autocannon({ ...opts, duration: 1, url: `http://127.0.0.1:${barePort}`, requests: [{ method: 'GET', path: '/bare/a-0' }] });
        const bareCpu0 = mainThreadCpuSeconds(bare.pid!);
        const b = await autocannon({ ...opts, url: `http://127.0.0.1:${barePort}`, requests: [{ method: 'GET', path: '/bare/a-0' }] });
        const bareCpu = mainThreadCpuSeconds(bare.pid!) - bareCpu0;

        // Paging the event list, one page after another.
        const lat: number[] = [];
        let cursor: string | null = null;
        for (let p = 0; p < PAGES; p++) {
          const t = performance.now();
          const r = await get(`/events/ev/matches?limit=100&run_id=${runId}${cursor ? `&cursor=${cursor}` : ''}`);
          lat.push(performance.now() - t);
          cursor = (JSON.parse(r.text) as { next_cursor: string | null }).next_cursor;
          if (!cursor) break;
        }
        return {
          n,
          terminal_s: (tTerminal - t0) / 1000,
          readable_s: (tReadable - t0) / 1000,
          cpu_s: cpu,
          main_cpu_s: mainCpu,
          attendees: run.progress.attendees_total,
          principals: run.progress.principals_total,
          pairs: run.progress.pairs_emitted,
          chunks: run.progress.result_chunks,
          peak_mb: peak,
          list_rps: list.requests.average,
          list_p99: list.latency.p99,
          bare_rps: b.requests.average,
          bare_p99: b.latency.p99,
          list_cpu_us: (listCpu * 1e6) / Math.max(1, list.requests.total),
          bare_cpu_us: (bareCpu * 1e6) / Math.max(1, b.requests.total),
          body_bytes: Buffer.byteLength(sample),
          pages: lat.length,
          page_p50: pct(lat, 50),
          page_p99: pct(lat, 99),
          errors: list.non2xx + list.errors + b.non2xx + b.errors,
        };
      } finally {
        bare.kill('SIGTERM');
      }
    } finally {
      await server.stop('SIGTERM');
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const load0 = os.loadavg()[0]!.toFixed(2);
  const out: SizeFigures[] = [];
  for (const n of SIZES) {
    const f = await measureSize(n);
    console.log(JSON.stringify(f));
    out.push(f);
  }
  const load1 = os.loadavg()[0]!.toFixed(2);
  const row = (f: SizeFigures) =>
    `| ${f.attendees.toLocaleString('en')} (${f.principals.toLocaleString('en')} principals) | ${f.terminal_s.toFixed(2)} | ${f.readable_s.toFixed(2)} | ${f.cpu_s.toFixed(1)} | ${f.main_cpu_s.toFixed(1)} | ${f.peak_mb} | ${f.pairs.toLocaleString('en')} | ${f.chunks} | ${f.list_rps.toFixed(0)} | ${f.list_p99} | ${f.bare_rps.toFixed(0)} | ${f.bare_p99} | ${(f.list_rps / f.bare_rps).toFixed(2)} | ${f.list_cpu_us.toFixed(0)} | ${f.bare_cpu_us.toFixed(0)} | ${(f.bare_cpu_us / f.list_cpu_us).toFixed(2)} | ${f.page_p50.toFixed(1)} | ${f.page_p99.toFixed(1)} (${f.pages}) |`;
  const section = `### Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC

\`npm run bench:match-runs\` (bench/match-runs.ts), embedded default (SQLite event and read
stores, in-process bus), the real server in its own process with the matcher inside; synthetic two-sided rosters from
\`eval/dataset.ts\` imported beforehand (not timed), \`top_n\` 10. Node ${process.version}, ${os.cpus().length} CPU(s), load average ${load0} before and ${load1}
after (other processes on the machine included), shared with the load generator.
- *terminal s*: POST match-runs until GET /runs/:run_id is terminal; *readable s*: until the pinned snapshot answers
  for the last attendee. *server CPU s*: CPU time (user + system, all threads) the server process spent from
  the POST to readable, which other load on the machine does not inflate; *main thread CPU s*: the part spent on
  the event loop that also serves requests (the library runs on threads of its own). *peak MB*: the server process's peak
  RSS (VmHWM) at that point, threads included.
- *list*: GET per-attendee matches (limit 10, run pinned, a different attendee each request), autocannon
  ${CONNECTIONS} connections, ${SECONDS} s after a 1 s warm-up; *bare*: a bare fastify route in its own process answering a
  body of the same size (${out.map((f) => `${f.body_bytes} B`).join(' / ')}), same run. *ratio* = list / bare req/s; *CPU µs/req*: CPU time of the server's main thread (the bare process's) per request served, which other load on the machine hardly moves; *CPU ratio* = bare / list CPU per request.
- *page*: the event list (limit 100, run pinned) read page after page over HTTP, ms per page (pages read).

| attendees | terminal s | readable s | server CPU s | main thread CPU s | peak MB | pairs | chunks | list req/s | list p99 ms | bare req/s | bare p99 ms | ratio | list CPU µs/req | bare CPU µs/req | CPU ratio | page p50 ms | page p99 ms |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${out.map(row).join('\n')}
`;
  console.log(section);
  if (process.env.WRITE !== '1') return;
  const file = path.join(ROOT, 'BENCHMARKS.md');
  const current = fs.readFileSync(file, 'utf8');
  const heading = '## Match runs\n\n';
  const start = current.indexOf(heading);
  const next = start < 0 ? `${current.trimEnd()}\n\n${heading}${section}` : `${current.slice(0, start + heading.length)}${section}\n${current.slice(start + heading.length)}`;
  fs.writeFileSync(file, next);
}

if (process.argv[2] === 'serve-bare') await serveBare(Number(process.argv[3]), process.argv[4]!);
else await main();
