/**
 * A partner integration, start to finish, in the recommended call order, with the typed client:
 *
 *   auth → event → context → import → poll → resolve held reviews → enrichment → poll →
 *   readiness → match run → poll → read the pinned matches
 *
 * Runs are polled with exponential backoff from 2 s, capped at 30 s; a 429 waits the seconds in
 * Retry-After and repeats the request. A step whose route the server does not serve (404
 * ROUTE_NOT_FOUND, an older deployment) is reported as skipped and the flow goes on.
 *
 *   BASE_URL=http://127.0.0.1:3000/api/v0/partner API_KEY=... npx tsx examples/partner-flow.ts
 */
import { partnerClient, type ApiError, type PartnerClient } from '../src/client/index.ts';

interface RunBody {
  run_id: string;
  kind: string;
  status: 'queued' | 'running' | 'succeeded' | 'partial' | 'failed';
  progress: Record<string, unknown>;
  error: { code: string; message: string } | null;
}
type ImportRow = {
  attendee_id: string;
  name: string;
  email?: string;
  title?: string;
  company?: string;
  side?: 'founder' | 'investor' | null;
  event_goal?: string;
  event_needs?: string[];
  event_offers?: string[];
};
type Review = { review_id: string; partner_id: string; confidence: number; reasoning: string };
type Decision = 'accept' | 'reject' | 'distinct';

export interface FlowOptions {
  baseUrl: string;
  apiKey: string;
  event: { event_id: string; title: string; start_date?: string; timezone?: string };
  context: { event_details?: string; objectives?: string; welcome_instructions?: string };
  attendees: ImportRow[];
  /** First poll delay; doubles up to `maxDelayMs`. The contract recommends 2 s and 30 s. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /**
   * How to resolve a held identity review. This is your policy, not the API's: accept only when
   * your own evidence shows the same person. The default accepts at confidence 0.9 or more and
   * otherwise keeps the imported person distinct.
   */
  decide?: (review: Review) => Decision;
  /** A suffix making the idempotency keys of this flow unique (one key per logical operation). */
  attempt?: string;
  log?: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
}

export interface FlowReport {
  steps: Array<{ step: string; outcome: 'done' | 'skipped'; detail?: string }>;
  runs: Record<string, RunBody>;
  reviewsResolved: Array<{ review_id: string; decision: Decision }>;
  readiness?: { ready_count: number; not_ready_count: number; policy_active: boolean; blocking: string[] };
  matches: { run_id: string; pages: number; items: Array<{ principal_attendee_id: string | null; target_attendee_id: string | null; final_score: number; tier: string; run_id: string }> } | null;
  polls: number;
  rateLimited: number;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Thrown when a step fails in a way the flow cannot continue from. */
export class FlowError extends Error {
  constructor(
    readonly step: string,
    readonly status: number,
    readonly error: ApiError | undefined,
  ) {
    super(`${step}: ${status} ${error?.code ?? ''} ${error?.message ?? ''}`.trim());
  }
}

export async function partnerFlow(opts: FlowOptions): Promise<FlowReport> {
  const sleep = opts.sleep ?? defaultSleep;
  const log = opts.log ?? (() => {});
  const initial = opts.initialDelayMs ?? 2000;
  const cap = opts.maxDelayMs ?? 30_000;
  const attempt = opts.attempt ?? 'v1';
  const report: FlowReport = { steps: [], runs: {}, reviewsResolved: [], matches: null, polls: 0, rateLimited: 0 };

  // On 429, wait Retry-After seconds and send the same request again.
  const retrying: typeof fetch = async (input, init) => {
    for (;;) {
      const req = input instanceof Request ? input.clone() : new Request(input, init);
      const res = await fetch(req);
      if (res.status !== 429) return res;
      report.rateLimited++;
      const wait = Number(res.headers.get('retry-after'));
      log(`429: waiting ${Number.isFinite(wait) ? wait : 1} s (Retry-After)`);
      await sleep((Number.isFinite(wait) && wait >= 0 ? wait : 1) * 1000);
    }
  };
  const api: PartnerClient = partnerClient({ baseUrl: opts.baseUrl, apiKey: opts.apiKey, fetch: retrying });

  const done = (step: string, detail?: string) => {
    report.steps.push({ step, outcome: 'done', ...(detail ? { detail } : {}) });
    log(`done     ${step}${detail ? `: ${detail}` : ''}`);
  };
  /** A route the server does not serve: skip the step. Any other error stops the flow. */
  const check = <T>(step: string, r: { data?: T; error?: unknown; response: Response }): T | 'skipped' => {
    if (r.data !== undefined && r.response.ok) return r.data;
    const err = r.error as ApiError | undefined;
    if (r.response.status === 404 && err?.code === 'ROUTE_NOT_FOUND') {
      report.steps.push({ step, outcome: 'skipped', detail: 'route not served by this deployment' });
      log(`skipped  ${step}: route not served`);
      return 'skipped';
    }
    throw new FlowError(step, r.response.status, err);
  };

  /** Polls a run until terminal: 2 s, 4 s, 8 s, 16 s, 30 s, 30 s, ... */
  const poll = async (step: string, runId: string): Promise<RunBody> => {
    for (let delay = initial; ; delay = Math.min(delay * 2, cap)) {
      const r = await api.GET('/runs/{run_id}', { params: { path: { run_id: runId } } });
      report.polls++;
      const run = check(`${step}: poll`, r);
      if (run === 'skipped') throw new FlowError(step, 404, r.error as ApiError);
      if (run.status === 'succeeded' || run.status === 'partial' || run.status === 'failed') return run as RunBody;
      await sleep(delay);
    }
  };

  // 1. Who am I? Continue only with partner:write; an event-bound key uses only its event.
  const auth = check('auth', await api.GET('/auth'));
  if (auth === 'skipped') throw new FlowError('auth', 404, undefined);
  if (!auth.scopes.includes('partner:write')) throw new FlowError('auth', 403, { code: 'INSUFFICIENT_SCOPE', message: 'the key needs partner:write', correlation_id: auth.correlation_id });
  const eventId = auth.event_id ?? opts.event.event_id;
  done('auth', `org ${auth.org_id}${auth.event_id ? `, bound to ${auth.event_id}` : ''}`);

  // 2. The event; on 409 PARTNER_ID_CONFLICT it exists: fetch it and continue.
  if (auth.event_id) {
    done('event', 'event-bound key: creation skipped');
  } else {
    const created = await api.POST('/events', { body: { ...opts.event, event_id: eventId } });
    if (created.response.status === 409 && created.error?.code === 'PARTNER_ID_CONFLICT') {
      const existing = check('event', await api.GET('/events/{event_id}', { params: { path: { event_id: eventId } } }));
      if (existing !== 'skipped') done('event', `exists: ${existing.title}`);
    } else if (check('event', created) !== 'skipped') done('event', 'created');
  }
  const path = { event_id: eventId };

  // 3. The context matching reads.
  if (check('context', await api.POST('/events/{event_id}/context', { params: { path }, body: opts.context })) !== 'skipped') done('context');

  // 4. Import the roster, then poll.
  const imported = check(
    'import',
    await api.PUT('/events/{event_id}/attendees:import', { params: { path }, body: { idempotency_key: `import-${eventId}-${attempt}`, attendees: opts.attendees } }),
  );
  if (imported !== 'skipped') {
    const run = await poll('import', imported.run_id);
    report.runs.import = run;
    done('import', `${run.status}${run.error ? ` (${run.error.code})` : ''}`);

    // 5. A partial import held rows for identity review: list them and resolve each.
    if (run.status === 'partial') {
      const decide = opts.decide ?? ((r: Review) => (r.confidence >= 0.9 ? 'accept' : 'distinct'));
      let cursor: string | undefined;
      const held: Review[] = [];
      do {
        const page = check('reviews', await api.GET('/events/{event_id}/review-queue', { params: { path, query: { limit: 100, ...(cursor ? { cursor } : {}) } } }));
        if (page === 'skipped') break;
        held.push(...page.items);
        cursor = page.next_cursor ?? undefined;
      } while (cursor);
      for (const review of held) {
        const decision = decide(review);
        const r = await api.POST('/review-queue/{review_id}/resolve', { params: { path: { review_id: review.review_id } }, body: { decision, reason: 'partner-flow policy' } });
        // After a 409 the review stays open; a real integration relists and decides again.
        if (r.response.status === 409) {
          log(`review ${review.review_id}: 409 ${r.error?.code}; relist before retrying`);
          continue;
        }
        if (check('reviews', r) !== 'skipped') report.reviewsResolved.push({ review_id: review.review_id, decision });
      }
      done('reviews', `${report.reviewsResolved.length} of ${held.length} resolved`);
    }
  }

  // 6. Enrichment (derives attendee intent); a terminal run means the work was queued.
  const enrichment = check('enrichment', await api.POST('/events/{event_id}/enrichment-runs', { params: { path }, body: { idempotency_key: `enrich-${eventId}-${attempt}` } }));
  if (enrichment !== 'skipped') {
    report.runs.enrichment = await poll('enrichment', enrichment.run_id);
    done('enrichment', report.runs.enrichment.status);
  }

  // 7. Readiness: stop on blocking warnings; a two-sided event needs its side policy active.
  const readiness = check('readiness', await api.GET('/events/{event_id}/readiness', { params: { path, query: { limit: 100 } } }));
  if (readiness !== 'skipped') {
    const blocking = readiness.warnings.filter((w) => w.severity === 'blocking').map((w) => w.code);
    const sided = opts.attendees.some((a) => a.side);
    report.readiness = {
      ready_count: readiness.match_readiness.ready_count,
      not_ready_count: readiness.match_readiness.not_ready_count,
      policy_active: readiness.side_coverage.policy_active,
      blocking,
    };
    if (blocking.length) throw new FlowError('readiness', 200, { code: blocking[0]!, message: `blocking warnings: ${blocking.join(', ')}`, correlation_id: readiness.correlation_id });
    if (sided && !readiness.side_coverage.policy_active) throw new FlowError('readiness', 200, { code: 'SIDE_POLICY_INACTIVE', message: 'two-sided roster but the side policy is not active', correlation_id: readiness.correlation_id });
    done('readiness', `${report.readiness.ready_count} ready, ${report.readiness.not_ready_count} not ready`);
  }

  // 8. The match run, then poll.
  const matchRun = check('match run', await api.POST('/events/{event_id}/match-runs', { params: { path }, body: { idempotency_key: `match-${eventId}-${attempt}`, top_n: 10 } }));
  if (matchRun === 'skipped') return report;
  const finished = await poll('match run', matchRun.run_id);
  report.runs.match = finished;
  done('match run', finished.status);
  if (finished.status === 'failed') return report;

  // 9. Read the matches, pinning run_id on every page.
  const matches: NonNullable<FlowReport['matches']> = { run_id: finished.run_id, pages: 0, items: [] };
  let cursor: string | undefined;
  do {
    const page = check('matches', await api.GET('/events/{event_id}/matches', { params: { path, query: { run_id: finished.run_id, limit: 100, ...(cursor ? { cursor } : {}) } } }));
    if (page === 'skipped') return report;
    matches.pages++;
    for (const m of page.items) {
      matches.items.push({ principal_attendee_id: m.principal_attendee_id, target_attendee_id: m.target_attendee_id, final_score: m.final_score, tier: m.explainability.tier, run_id: m.run_id });
    }
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  report.matches = matches;
  done('matches', `${matches.items.length} pair matches in ${matches.pages} page(s) of run ${finished.run_id}`);
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000/api/v0/partner';
  const apiKey = process.env.API_KEY;
  if (!apiKey) {
    console.error('set API_KEY (matchmaking keys create --org ORG) and optionally BASE_URL');
    process.exit(2);
  }
  const report = await partnerFlow({
    baseUrl,
    apiKey,
    event: { event_id: process.env.EVENT_ID ?? 'demo-day-2026', title: 'Demo Day 2026', start_date: '2026-05-01', timezone: 'Europe/Berlin' },
    context: { objectives: 'Connect founders raising a seed round with investors who lead at that stage.' },
    attendees: [
      { attendee_id: 'att-0001', name: 'Ada Founder', company: 'Cellcycle', side: 'founder', event_goal: 'Raising a seed round for battery recycling; looking for climate investors.' },
      { attendee_id: 'att-0002', name: 'Grace Investor', company: 'Northwind Ventures', side: 'investor', event_goal: 'Investing at seed in climate and energy startups.' },
    ],
    log: (l) => console.log(l),
  });
  console.log(JSON.stringify({ steps: report.steps, matches: report.matches?.items.length ?? 0 }, null, 2));
}
