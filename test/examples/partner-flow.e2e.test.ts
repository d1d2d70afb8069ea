/** examples/partner-flow.ts against a real server process: the recommended call order end to end. */
import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { partnerFlow } from '../../examples/partner-flow.ts';
import { runCli, startServerProcess } from '../helpers/server-process.ts';

t.setTimeout(300_000);

const attendees: Parameters<typeof partnerFlow>[0]['attendees'] = [
  { attendee_id: 'f-1', name: 'Ada Lovelace', company: 'Cellcycle', side: 'founder', event_goal: 'Raising a seed round for battery recycling; looking for climate investors.' },
  { attendee_id: 'f-2', name: 'Alan Turing', company: 'Codebreak', side: 'founder', event_needs: ['seed funding'], event_offers: ['security expertise'] },
  { attendee_id: 'i-1', name: 'Grace Hopper', company: 'Northwind Ventures', side: 'investor', event_goal: 'Investing at seed in climate and energy startups.' },
  // The same person at the same company under a second ID: held for identity review.
  { attendee_id: 'i-1-dup', name: 'Grace Hopper', company: 'Northwind Ventures', side: 'investor', event_offers: ['seed funding'] },
];

t.test('given a server and a write key with a small rate limit, when the partner flow runs, then every step completes and the matches read are the pinned run', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-flow-'));
  // A 2 s window, so the flow meets 429s and must wait Retry-After rather than fail.
  const server = await startServerProcess(dataDir, { env: { RATE_LIMIT_WINDOW_S: '2' } });
  t.teardown(async () => {
    await server.stop('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const created = await runCli(dataDir, ['keys', 'create', '--org', 'acme', '--rate-limit', '8', '--json']);
  t.equal(created.code, 0, created.stderr);
  const { key } = JSON.parse(created.stdout) as { key: string };

  const lines: string[] = [];
  const report = await partnerFlow({
    baseUrl: `${server.url}/api/v0/partner`,
    apiKey: key,
    event: { event_id: 'flow-day', title: 'Flow Day', start_date: '2026-05-01', timezone: 'Europe/Berlin' },
    context: { objectives: 'Founders raising seed rounds meet investors who lead them.' },
    attendees,
    initialDelayMs: 50,
    maxDelayMs: 400,
    log: (l) => lines.push(l),
  });
  t.comment(lines.join('\n'));

  t.same(
    report.steps.map((s) => [s.step, s.outcome]),
    [
      ['auth', 'done'],
      ['event', 'done'],
      ['context', 'done'],
      ['import', 'done'],
      ['reviews', 'done'],
      ['enrichment', 'done'],
      ['readiness', 'done'],
      ['match run', 'done'],
      ['matches', 'done'],
    ],
    'every step of the recommended order ran',
  );
  t.equal(report.runs.import?.status, 'partial', 'the duplicate was held');
  t.equal(report.runs.import?.error?.code, 'PARTIAL_IMPORT');
  t.equal(report.reviewsResolved.length, 1, 'the held review was resolved');
  t.equal(report.reviewsResolved[0]!.decision, 'distinct', 'by the default policy (confidence below 0.9)');
  t.ok(['succeeded', 'partial'].includes(report.runs.enrichment!.status), `enrichment terminal: ${report.runs.enrichment!.status}`);
  t.equal(report.readiness?.policy_active, true, 'two-sided policy active');
  t.equal(report.runs.match?.status, 'succeeded');
  t.ok(report.matches && report.matches.items.length > 0, 'matches were read');
  t.ok(report.matches!.items.every((m) => m.run_id === report.runs.match!.run_id), 'every match is of the pinned run');
  for (const m of report.matches!.items) {
    const sides = [m.principal_attendee_id, m.target_attendee_id].map((id) => id?.startsWith('f-') ? 'founder' : 'investor');
    t.not(sides[0], sides[1], `${m.principal_attendee_id} → ${m.target_attendee_id} is cross-side`);
  }
  t.ok(report.polls >= 3, 'runs were polled');
  t.ok(report.rateLimited > 0, `429s were met and waited out (${report.rateLimited})`);

  t.test('given the same flow again, then the event conflict and the replayed runs are taken in stride', async (t) => {
    const again = await partnerFlow({
      baseUrl: `${server.url}/api/v0/partner`,
      apiKey: key,
      event: { event_id: 'flow-day', title: 'Flow Day' },
      context: { objectives: 'Founders raising seed rounds meet investors who lead them.' },
      attendees,
      attempt: 'v1',
      initialDelayMs: 50,
      maxDelayMs: 400,
    });
    t.match(again.steps.find((s) => s.step === 'event')?.detail, /^exists/, 'the 409 PARTNER_ID_CONFLICT led to fetching the event');
    t.equal(again.runs.import?.run_id, report.runs.import?.run_id, 'the identical import with the same key replays its run');
    t.equal(again.runs.match?.run_id, report.runs.match?.run_id, 'the same idempotency key replays the same match run');
    t.same(again.reviewsResolved, [], 'nothing is held any more');
  });
});
