/**
 * `npm run eval:api`: the `matching-sample` evaluation run THROUGH THE API, as a partner would
 * (the spec's recommended call order). For each event a throw-away service is started in this
 * process (temporary DATA_DIR, real stores, workers and the HTTP app called with inject): a key,
 * the event and its context, the roster import, an enrichment run and its readings, readiness,
 * a match run (top_n 10), then every attendee's list read through
 * GET /events/:event_id/attendees/:attendee_id/matches pinned to the run. The lists are scored
 * by the corpus's own `evaluateLists`, beside its TF-IDF baseline and the library-mode figure
 * of the same event (`evaluateEvent` of eval/sample.ts).
 *
 * Like eval/sample.ts, only the tuning events run by default; `--headline` adds the held-out
 * event (once per library version), `--event ID` picks events, `--no-library` skips the
 * library-mode figure, `--random-ids` draws entity and run ids at random instead of from a seed
 * per event, `--before-enrichment` skips the enrichment run (the match run reads every attendee
 * inline, without the encoder) and compares with the library's figure read the same way. Without the corpus it prints a skip line and exits 0.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import { buildApp } from '../src/http/app.ts';
import { openRuntime } from '../src/runtime.ts';
import { issueKey } from '../src/commands/access.ts';
import { startWorkers } from '../src/workers/index.ts';
import { ALGORITHM, READING_VERSION, runMatching } from '../src/matching/index.ts';
import type { Deps } from '../src/deps.ts';
import { pinnedReadings, rosterRows } from '../src/workers/matchInput.ts';
import { toInput } from '../src/workers/matcher.ts';
import { evaluateEvent, HELD_OUT_EVENT, loadSample, SAMPLE_DIR, TUNING_EVENTS, type EventResult } from './sample.ts';

const BASE = '/api/v0/partner';
const ORG = 'org-eval';
const TERMINAL = ['succeeded', 'partial', 'failed'];
/** One HTTP call against the service: method, path under the partner base, bearer token, JSON body. */
export type Call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  opts?: { token?: string; body?: unknown },
) => Promise<{ status: number; body: unknown }>;

/** The public part of an event as a partner has it: the event fields, its context and the import rows. */
export interface PartnerEvent {
  event_id: string;
  title: string;
  description?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  timezone?: string | null;
  context?: { event_details?: string | null; objectives?: string | null; welcome_instructions?: string | null };
  attendees: Array<Record<string, unknown> & { attendee_id: string }>;
}

export interface ListedMatch {
  target_attendee_id: string | null;
  target_entity_id: string;
  final_score: number;
  tier: string;
  reasons: Array<{ kind: string; text: string }>;
}

export interface PipelineResult {
  /** principal attendee_id -> ordered target attendee_ids, as read through the API. */
  lists: Map<string, string[]>;
  /** principal attendee_id -> the listed items (tier, reasons, score). */
  items: Map<string, ListedMatch[]>;
  importRun: RunBody;
  /** Null when the pipeline ran without enrichment. */
  enrichmentRun: RunBody | null;
  readiness: ReadinessBody;
  matchRun: RunBody;
  /** Problems the pipeline met that a partner would see (non-fatal ones; fatal ones throw). */
  notes: string[];
  /** Seconds spent per step. */
  timings: Record<string, number>;
}

/** The parts of the API's answers this pipeline reads (the spec's Run, Readiness and match list). */
export interface RunBody {
  run_id: string;
  kind: string;
  status: string;
  error: { code: string; message: string } | null;
  progress?: { total?: number; review_required?: number; intent_sources?: { derived: number; inline: number; fallback: number } };
}
export interface ReadinessBody {
  items: Array<{ attendee_id: string | null; entity_id: string }>;
  side_coverage: { policy_active: boolean; untagged_attendee_ids: string[] };
  intent_processing: { pending_count: number; failed_count: number };
  warnings: Array<{ code: string; severity: string }>;
  next_cursor: string | null;
}
interface MatchPage {
  run_id: string;
  next_cursor: string | null;
  items: Array<{ target_attendee_id: string | null; target_entity_id: string; final_score: number; explainability?: { tier: string; reasons: ListedMatch['reasons'] } }>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function expect<T = Record<string, unknown>>(r: { status: number; body: unknown }, statuses: number[], what: string): T {
  if (!statuses.includes(r.status)) throw new Error(`${what}: HTTP ${r.status} ${JSON.stringify(r.body).slice(0, 500)}`);
  return r.body as T;
}

async function pollRun(call: Call, token: string, runId: string, timeoutMs: number): Promise<RunBody> {
  const until = Date.now() + timeoutMs;
  for (let wait = 20; ; wait = Math.min(500, wait * 2)) {
    const run = expect<RunBody>(await call('GET', `/runs/${runId}`, { token }), [200], `GET /runs/${runId}`);
    if (TERMINAL.includes(run.status)) return run;
    if (Date.now() > until) throw new Error(`run ${runId} (${run.kind}) not terminal after ${timeoutMs} ms: ${run.status}`);
    await sleep(wait);
  }
}

/** Every page of the event readiness, merged (items concatenated; the event-wide fields are whole on every page). */
async function readinessOf(call: Call, token: string, eventId: string): Promise<ReadinessBody> {
  let cursor: string | null = null;
  let first: ReadinessBody | null = null;
  const items: ReadinessBody['items'] = [];
  do {
    const q: string = cursor ? `?limit=100&cursor=${encodeURIComponent(cursor)}` : '?limit=100';
    const page = expect<ReadinessBody>(await call('GET', `/events/${eventId}/readiness${q}`, { token }), [200], 'GET readiness');
    first ??= page;
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return { ...first!, items, next_cursor: null };
}

/**
 * The partner's call order for one event, from a key to every attendee's list. Throws on a step
 * that a partner could not get past; records softer findings in `notes`.
 */
export async function runApiPipeline(
  call: Call,
  token: string,
  ev: PartnerEvent,
  opts: { topN?: number; twoSided?: boolean; timeoutMs?: number; enrich?: boolean } = {},
): Promise<PipelineResult> {
  const enrich = opts.enrich ?? true;
  const timeoutMs = opts.timeoutMs ?? 15 * 60_000;
  const notes: string[] = [];
  const timings: Record<string, number> = {};
  let t0 = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = (now - t0) / 1000;
    t0 = now;
  };
  const id = ev.event_id;

  // 1. the key can write
  const auth = expect<{ scopes?: string[] }>(await call('GET', '/auth', { token }), [200], 'GET /auth');
  if (!auth.scopes?.includes('partner:write')) throw new Error(`the key lacks partner:write: ${JSON.stringify(auth.scopes)}`);

  // 2-3. the event and its context
  const eventBody: Record<string, unknown> = { event_id: id, title: ev.title };
  for (const k of ['description', 'start_date', 'end_date', 'timezone'] as const) if (ev[k] != null) eventBody[k] = ev[k];
  expect(await call('POST', '/events', { token, body: eventBody }), [201], 'POST /events');
  const context = Object.fromEntries(Object.entries(ev.context ?? {}).filter(([, v]) => v != null));
  if (Object.keys(context).length > 0) expect(await call('POST', `/events/${id}/context`, { token, body: context }), [200, 201], 'POST context');
  lap('event');

  // 4. the roster
  const imp = expect<RunBody>(await call('PUT', `/events/${id}/attendees:import`, { token, body: { idempotency_key: `import-${id}`, attendees: ev.attendees } }), [202], 'PUT attendees:import');
  const importRun = await pollRun(call, token, imp.run_id, timeoutMs);
  if (importRun.status !== 'succeeded') notes.push(`import run ended ${importRun.status}: ${JSON.stringify(importRun.error)} (${importRun.progress?.review_required ?? 0} held for review)`);
  if (importRun.progress?.total !== ev.attendees.length) notes.push(`import total ${importRun.progress?.total} for ${ev.attendees.length} rows`);
  lap('import');

  // 6. enrichment, then wait until readiness shows no pending reading (skipped with `enrich: false`:
  // the match run then reads every attendee inline, without the encoder)
  let enrichmentRun: RunBody | null = null;
  if (enrich) {
    const en = expect<RunBody>(await call('POST', `/events/${id}/enrichment-runs`, { token, body: { idempotency_key: `enrich-${id}` } }), [202], 'POST enrichment-runs');
    enrichmentRun = await pollRun(call, token, en.run_id, timeoutMs);
    if (enrichmentRun.status !== 'succeeded') notes.push(`enrichment run ended ${enrichmentRun.status}: ${JSON.stringify(enrichmentRun.error)}`);
  }
  const until = Date.now() + timeoutMs;
  let readiness = await readinessOf(call, token, id);
  for (let wait = 50; readiness.intent_processing.pending_count > 0; wait = Math.min(1000, wait * 2)) {
    if (Date.now() > until) throw new Error(`readings still pending after ${timeoutMs} ms: ${readiness.intent_processing.pending_count}`);
    await sleep(wait);
    readiness = await readinessOf(call, token, id);
  }
  lap('enrichment');

  // 7. readiness
  if (readiness.intent_processing.failed_count > 0) notes.push(`${readiness.intent_processing.failed_count} readings failed`);
  const blocking = readiness.warnings.filter((w) => w.severity === 'blocking');
  if (blocking.length > 0) notes.push(`blocking warnings: ${blocking.map((w) => w.code).join(', ')}`);
  if (opts.twoSided !== undefined && readiness.side_coverage.policy_active !== opts.twoSided) {
    notes.push(`side policy active=${readiness.side_coverage.policy_active}, expected ${opts.twoSided}`);
  }
  if (readiness.items.length !== ev.attendees.length) notes.push(`readiness lists ${readiness.items.length} of ${ev.attendees.length} attendees`);

  // 8. the match run
  const mr = expect<RunBody>(await call('POST', `/events/${id}/match-runs`, { token, body: { idempotency_key: `match-${id}`, top_n: opts.topN ?? 10 } }), [202], 'POST match-runs');
  const matchRun = await pollRun(call, token, mr.run_id, timeoutMs);
  if (matchRun.status !== 'succeeded') throw new Error(`match run ended ${matchRun.status}: ${JSON.stringify(matchRun.error)}`);
  const fallback = matchRun.progress?.intent_sources?.fallback ?? 0;
  const derived = matchRun.progress?.intent_sources?.derived ?? 0;
  if (enrich && (fallback > 0 || (matchRun.progress?.intent_sources?.inline ?? 0) > 0)) {
    notes.push(`match run read intents as ${JSON.stringify(matchRun.progress?.intent_sources)} (expected all derived after enrichment)`);
  }
  if (!enrich && derived > 0) notes.push(`match run read intents as ${JSON.stringify(matchRun.progress?.intent_sources)} (expected none derived without enrichment)`);
  lap('match_run');

  // 9. every attendee's list, pinned to the run
  const lists = new Map<string, string[]>();
  const items = new Map<string, ListedMatch[]>();
  for (const a of ev.attendees) {
    const got: ListedMatch[] = [];
    let cursor: string | null = null;
    do {
      const q: string = `?run_id=${mr.run_id}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = expect<MatchPage>(await call('GET', `/events/${id}/attendees/${encodeURIComponent(a.attendee_id)}/matches${q}`, { token }), [200], `GET matches of ${a.attendee_id}`);
      if (page.run_id !== mr.run_id) throw new Error(`matches of ${a.attendee_id} answered run ${page.run_id}, pinned ${mr.run_id}`);
      for (const m of page.items) {
        got.push({ target_attendee_id: m.target_attendee_id, target_entity_id: m.target_entity_id, final_score: m.final_score, tier: m.explainability?.tier ?? '', reasons: m.explainability?.reasons ?? [] });
      }
      cursor = page.next_cursor;
    } while (cursor);
    items.set(a.attendee_id, got);
    lists.set(a.attendee_id, got.map((m) => m.target_attendee_id ?? `entity:${m.target_entity_id}`));
  }
  lap('read_lists');
  return { lists, items, importRun, enrichmentRun, readiness, matchRun, notes, timings };
}

/**
 * UUID-shaped ids from a seed and a counter. The library's exposure control makes a run's lists
 * depend on the order of entity_ids (about ±0.01 NDCG@10 on the sample between random id
 * draws), so the evaluation service draws its ids from a seed and its figures repeat.
 */
export function seededIds(seed: string): () => string {
  let n = 0;
  return () => {
    const h = createHash('sha256').update(`${seed}:${n++}`).digest('hex');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
  };
}

/** A whole service on a temporary DATA_DIR in this process, called with inject (no port). */
export async function throwawayService(env: Record<string, string> = {}, opts: { seed?: string } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-api-eval-'));
  const config = loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn', ...env } as NodeJS.ProcessEnv);
  const log = pino({ level: config.logLevel });
  const rt = await openRuntime(config, { log, ...(opts.seed !== undefined ? { newId: seededIds(opts.seed) } : {}) });
  const workers = await startWorkers(rt.deps);
  const app = await buildApp(rt.deps, { logger: log });
  const call: Call = async (method, url, o = {}) => {
    const res = await app.inject({
      method,
      url: `${BASE}${url}`,
      headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(o.body !== undefined ? { payload: JSON.stringify(o.body) } : {}),
    });
    let body: unknown = null;
    try {
      body = res.body ? JSON.parse(res.body) : null;
    } catch {
      body = res.body;
    }
    return { status: res.statusCode, body };
  };
  return {
    call,
    /** The service's internals, for diagnostics beside the API (never used to produce the lists). */
    deps: rt.deps,
    async key(org = ORG) {
      const out = await issueKey(rt.deps, { org_id: org });
      await rt.deps.projections.catchUp();
      return out.key;
    },
    async close() {
      await app.close();
      await workers.stop();
      await rt.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type SampleApi = NonNullable<Awaited<ReturnType<typeof loadSample>>>;
type Metrics = EventResult['ours'];

/**
 * Diagnostic beside the API figure: the library run in this process on the service's own roster
 * rows and stored readings, first with the entity ids the service assigned (it should score
 * exactly as the API did), then with `draws` other id draws, the spread exposure control's
 * id-order dependence alone allows.
 */
async function idOrderCheck(deps: Deps, org: string, ev: PartnerEvent, api: SampleApi, draws: number) {
  const rows = await rosterRows(deps, org, ev.event_id);
  const intents = await pinnedReadings(deps, org, ev.event_id, rows);
  const context = { event_id: ev.event_id, event_details: ev.context?.event_details ?? null, objectives: ev.context?.objectives ?? null };
  const score = async (idOf: (entity: string) => string) => {
    const back = new Map(rows.map((r) => [idOf(r.entity_id), r.attendee_id ?? r.entity_id]));
    const lists = new Map<string, string[]>();
    const run = runMatching({ attendees: rows.map((r) => ({ ...toInput(r), entity_id: idOf(r.entity_id) })), intents: new Map([...intents].map(([e, v]) => [idOf(e), v])), context, top_n: 10, workers: 0 });
    for await (const pm of run) lists.set(back.get(pm.principal_entity_id)!, pm.matches.map((m) => back.get(m.target_entity_id)!));
    return api.evaluateLists(ev.event_id, lists).ndcg10;
  };
  const same = await score((e) => e);
  const others: number[] = [];
  for (let k = 0; k < draws; k++) {
    const next = seededIds(`${ev.event_id}:draw:${k}`);
    const ids = new Map(rows.map((r) => [r.entity_id, next()]));
    others.push(await score((e) => ids.get(e)!));
  }
  return { same, min: Math.min(...others), max: Math.max(...others) };
}

const f = (x: number | null | undefined) => (x === null || x === undefined ? '  n/a' : x.toFixed(3));
const violationCount = (m: Metrics) => Object.values(m.violations as Record<string, number | undefined>).reduce<number>((s, v) => s + (v ?? 0), 0);
const line = (label: string, m: Metrics) =>
  `    ${label.padEnd(8)} NDCG@10 ${f(m.ndcg10)}  low-overlap ${f(m.ndcg10_low_overlap)}  P@5 ${f(m.p5)}  MRR ${f(m.mrr)}  coverage ${f(m.coverage)}  violations ${violationCount(m)}`;

/** Tier -> mean relevance of listed matches, from the corpus's gains. */
function tierMeans(r: PipelineResult, m: Metrics): string {
  const by = new Map<string, number[]>();
  for (const [pid, list] of r.items) {
    const gains = m.perAttendee[pid]?.gains ?? [];
    list.slice(0, 10).forEach((it, i) => by.set(it.tier, [...(by.get(it.tier) ?? []), gains[i] ?? 0]));
  }
  const order = ['exceptional', 'strong', 'promising', 'explore'].filter((t) => by.has(t));
  const means = order.map((t) => by.get(t)!.reduce((s, x) => s + x, 0) / by.get(t)!.length);
  const ordered = means.every((x, i) => i === 0 || x <= means[i - 1]!);
  return `${order.map((t, i) => `${t} ${means[i]!.toFixed(2)} (n=${by.get(t)!.length})`).join(', ')}${ordered ? '' : '  NOT ORDERED'}`;
}

async function main() {
  const args = process.argv.slice(2);
  const api: SampleApi | null = await loadSample();
  if (!api) {
    console.log(`matching-sample: not found at ${SAMPLE_DIR}; the API-mode evaluation is SKIPPED`);
    return;
  }
  const picked = args.flatMap((a, i) => (a === '--event' && args[i + 1] ? [args[i + 1]!] : []));
  const wanted = picked.length > 0 ? picked : args.includes('--headline') ? [...TUNING_EVENTS, HELD_OUT_EVENT] : TUNING_EVENTS;
  const library = !args.includes('--no-library');
  // Matched before enrichment: every attendee is read inline, compared with the library's inline figure.
  const bare = args.includes('--before-enrichment');
  console.log(`== matching-sample through the API (${wanted.join(', ')}), library ${ALGORITHM}, reading ${READING_VERSION}${bare ? ', before enrichment' : ''}`);
  let failures = 0;
  for (const ev of api.loadPublicEvents()) {
    if (!wanted.includes(ev.event_id)) continue;
    const svc = await throwawayService({}, { seed: args.includes('--random-ids') ? randomUUID() : ev.event_id });
    try {
      const token = await svc.key();
      // The corpus's events carry the event fields (title, dates) beyond what eval/sample.ts types.
      const r = await runApiPipeline(svc.call, token, ev as unknown as PartnerEvent, { topN: 10, twoSided: ev.two_sided, enrich: !bare });
      const ours = api.evaluateLists(ev.event_id, r.lists);
      const tfidf = api.baselines(ev.event_id, 1).tfidf;
      console.log(`  ${ev.event_id} (${ev.attendees.length} attendees; ${Object.entries(r.timings).map(([k, v]) => `${k} ${v.toFixed(1)}s`).join(', ')})`);
      console.log(line('API', ours));
      if (library) {
        const both = await evaluateEvent(api, ev);
        const lib = bare ? both.inline : both.ours;
        console.log(line('library', lib));
        const d = ours.ndcg10 - lib.ndcg10;
        const head = `    API - library NDCG@10 ${d >= 0 ? '+' : ''}${d.toFixed(3)}`;
        if (bare) console.log(`${head} (both read inline, without the encoder)`);
        else {
          const c = await idOrderCheck(svc.deps, ORG, ev as unknown as PartnerEvent, api, 8);
          const within = ours.ndcg10 >= c.min - 1e-9 && ours.ndcg10 <= c.max + 1e-9 && lib.ndcg10 >= c.min - 1e-9 && lib.ndcg10 <= c.max + 1e-9;
          console.log(`${head}; library on the service's rows and readings: ${f(c.same)} with its ids${Math.abs(c.same - ours.ndcg10) > 1e-9 ? ' (DIFFERS from the API)' : ' (= API)'}, ${f(c.min)}-${f(c.max)} over 8 other id draws${within || Math.abs(d) <= 0.005 ? '' : '  DISCREPANCY'}`);
        }
      }
      console.log(line('TF-IDF', tfidf));
      console.log(`    tiers    ${tierMeans(r, ours)}`);
      const listed = [...r.items.values()].flat();
      console.log(`    reasons  ${listed.filter((m) => m.reasons.length > 0).length}/${listed.length} matches have reasons; intent sources ${JSON.stringify(r.matchRun.progress?.intent_sources)}`);
      for (const n of r.notes) console.log(`    note     ${n}`);
    } catch (e) {
      failures++;
      console.log(`  ${ev.event_id}: FAILED ${(e as Error).message}`);
    } finally {
      await svc.close();
    }
  }
  if (failures > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
