/**
 * Scope audit of every route (docs/decisions.md, "An event-bound key learns nothing about other
 * events"): an event-bound key naming something of another event of its org, and an org key
 * naming something of another org, get exactly the answer they get for something that does not
 * exist (status, code, message and body, apart from the echoed ID and the correlation_id), and
 * no answer of theirs carries the other event's or org's data.
 *
 * The table has one entry per operation of the OpenAPI document; a route added without an entry
 * fails the coverage test, so whoever adds it decides what it must not reveal.
 */
import { randomUUID } from 'node:crypto';
import t, { type Test } from 'tap';
import { startService, type TestService } from '../helpers/app.ts';
import { isError } from '../fixtures/partner.ts';
import { importRows } from './attendees.helpers.ts';
import { matchRun, roster } from './matches.helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Req {
  method: Method;
  url: string;
  body?: unknown;
}
type Who = 'bound' | 'orgB';

/**
 * One comparison: `req(id)` called with the other event's (or org's) `foreign` ID and with an
 * `absent` ID that names nothing must answer alike once the ID is blanked.
 */
interface Probe {
  who: Who;
  when: string;
  foreign: string;
  absent: string;
  req: (id: string) => Req;
  /** Answer fields that differ between any two calls (a created run's ID), blanked before comparing. */
  volatile?: string[];
}

/**
 * A uniqueness rule of the contract that holds across the whole org (partner IDs, idempotency
 * keys, URL slugs): the other event's value is refused where a fresh one is accepted. The answer
 * is the documented conflict, and it names nothing of the other event.
 */
interface Conflict {
  who: Who;
  when: string;
  req: Req;
  status: number;
  code: string;
}

interface Entry {
  probes: Probe[];
  conflicts?: Conflict[];
  /** Why an entry has no probe: the route takes no ID of a scoped resource. */
  none?: string;
}

const ABSENT_EVENT = 'ev-none';
const ABSENT_ATTENDEE = 'nobody-9';
const ABSENT_SESSION = 's-none';

/**
 * org-a: ev-1 and ev-2, each with a two-sided roster (e1-*, e2-*), a session, an identity review,
 * an import run and two match runs. ann is one person in both (`ann` in ev-1, `ann-2` in ev-2);
 * carl (`only-b`) is only in ev-2. `a-only` is an event and `sa-only` a session of org-a that
 * org-b creates by the same IDs. org-b: its own ev-1 with the same partner IDs as org-a's ev-1.
 */
async function world(t: Test) {
  const svc = await startService(t);
  const org = await svc.key();
  const bound = await svc.key({ event_id: 'ev-1' });
  const orgB = await svc.key({ org_id: 'org-b' });
  const ok = async (r: Promise<{ status: number; body: any }>, status: number) => {
    const res = await r;
    if (res.status !== status) throw new Error(`setup answered ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  await ok(svc.call('POST', '/events', { token: org, body: { event_id: 'ev-1', title: 'First', url_slug: 'slug-1' } }), 201);
  await ok(svc.call('POST', '/events', { token: org, body: { event_id: 'ev-2', title: 'Secret Second', url_slug: 'slug-2' } }), 201);
  await ok(svc.call('POST', '/events', { token: org, body: { event_id: 'a-only', title: 'Secret Third' } }), 201);
  await ok(svc.call('POST', '/events/ev-1/context', { token: org, body: { objectives: 'first objectives' } }), 200);
  await ok(svc.call('POST', '/events/ev-2/context', { token: org, body: { objectives: 'Secret objectives' } }), 200);
  await ok(svc.call('POST', '/events/ev-1/sessions', { token: org, body: { session_id: 's-1', title: 'Opening keynote' } }), 201);
  await ok(svc.call('POST', '/events/ev-2/sessions', { token: org, body: { session_id: 's-2', title: 'Quantum widgets panel' } }), 201);
  await ok(svc.call('POST', '/events/ev-2/sessions', { token: org, body: { session_id: 'sa-only', title: 'Quantum side room' } }), 201);

  const ann = { name: 'Ann Lee', company: 'Acme', email: 'ann@acme.io', side: 'founder', event_goal: 'We are raising a seed round for our fintech company and want investors who back fintech.' };
  const i1 = await importRows(svc, org, 'ev-1', 'i1', [...roster(6, { prefix: 'e1' }), { attendee_id: 'ann', ...ann }]);
  const i2 = await importRows(svc, org, 'ev-2', 'i2', [
    ...roster(6, { prefix: 'e2' }),
    { attendee_id: 'ann-2', ...ann },
    { attendee_id: 'only-b', name: 'Carl Cox', title: 'Quantum Partner', linkedin_url: 'https://linkedin.com/in/carlcox-gamma', company: 'Gamma', email: 'carl@gamma.io', side: 'investor', event_goal: 'I invest in quantum widget startups.' },
  ]);
  const held1 = await importRows(svc, org, 'ev-1', 'i3', [{ attendee_id: 'carl-dup', name: 'Carl Cox', company: 'Gamma', email: 'c.cox@elsewhere.io' }]);
  const held2 = await importRows(svc, org, 'ev-2', 'i4', [{ attendee_id: 'e2-dup', name: 'Person e2 0', company: 'fintech startup 0', email: 'dup@elsewhere.io' }]);
  const review1 = held1.body.progress.errors[0].review_id as string;
  const review2 = held2.body.progress.errors[0].review_id as string;
  const m1a = (await matchRun(svc, org, 'ev-1', 'm1a')).run_id as string;
  const m1b = (await matchRun(svc, org, 'ev-1', 'm1b', { top_n: 2 })).run_id as string;
  const m2a = (await matchRun(svc, org, 'ev-2', 'm2a')).run_id as string;
  const m2b = (await matchRun(svc, org, 'ev-2', 'm2b', { top_n: 2 })).run_id as string;
  const record = (await ok(svc.call('POST', '/runs', { token: org, body: { kind: 'import', idempotency_key: 'r-org', progress: { note: 'Secret' } } }), 201)).run_id as string;
  const carl = (await svc.call('GET', '/events/ev-2/attendees/only-b', { token: org })).body.entity_id as string;
  const annEntity = (await svc.call('GET', '/events/ev-1/attendees/ann', { token: org })).body.entity_id as string;
  // Someone whose list in the latest ev-1 run holds ann, so excluding ann shows in the answer.
  const pairs = (await svc.call('GET', '/events/ev-1/matches?limit=100', { token: org })).body.items as Array<{ principal_attendee_id: string; target_attendee_id: string }>;
  const fan = pairs.find((m) => m.target_attendee_id === 'ann')?.principal_attendee_id;
  if (!fan) throw new Error('nobody matched with ann');

  await ok(svc.call('POST', '/events', { token: orgB, body: { event_id: 'ev-1', title: 'Bee event' } }), 201);
  await ok(svc.call('POST', '/events/ev-1/sessions', { token: orgB, body: { session_id: 's-1', title: 'Bee keynote' } }), 201);
  const beeRows = roster(6, { prefix: 'e1' }).map((r, i) => ({ ...r, name: `Bee person ${i}`, email: `bee${i}@bee.example`, company: `Bee company ${i}` }));
  await importRows(svc, orgB, 'ev-1', 'b1', beeRows);
  await importRows(svc, orgB, 'ev-1', 'b2', [{ attendee_id: 'e1-dup', name: 'Bee person 0', company: 'Bee company 0', email: 'beedup@bee.example' }]);
  await matchRun(svc, orgB, 'ev-1', 'bm1');

  // Cursors of lists the probing keys cannot see (each list pages at limit=1).
  const cursorOf = async (token: string, url: string, body?: unknown) => {
    const r = await svc.call(body ? 'POST' : 'GET', url, { token, body });
    if (!r.body.next_cursor) throw new Error(`no cursor from ${url}: ${JSON.stringify(r.body)}`);
    return r.body.next_cursor as string;
  };
  const cursors = {
    events: await cursorOf(org, '/events?limit=1'),
    runs: await cursorOf(org, '/runs?limit=1'),
    reviews: await cursorOf(org, '/review-queue?limit=1'),
    roster2: await cursorOf(org, '/events/ev-2/attendees?limit=1'),
    sessions2: await cursorOf(org, '/events/ev-2/sessions?limit=1'),
    readiness2: await cursorOf(org, '/events/ev-2/readiness?limit=1'),
    matches2: await cursorOf(org, `/events/ev-2/matches?limit=1&run_id=${m2a}`),
    attendeeMatches2: await cursorOf(org, `/events/ev-2/attendees/ann-2/matches?limit=1&run_id=${m2a}`),
    identity2: await cursorOf(org, '/events/ev-2/attendees/ann-2/identity?limit=1'),
    diff2: await cursorOf(org, `/events/ev-2/match-runs/${m2a}/diff?against=${m2b}&limit=1`),
    roster1: await cursorOf(org, '/events/ev-1/attendees?limit=1'),
    matches1: await cursorOf(org, `/events/ev-1/matches?limit=1&run_id=${m1a}`),
  };

  /** What must never reach a caller outside ev-2 (for the bound key) or outside org-a (for org-b). */
  // carl's name and company are also those of ev-1's held row (carl-dup), so they are no mark.
  const ev2Marks = [record, 'ev-2', '"e2-', ' e2-', 'Person e2', 'only-b', 'ann-2', 'carlcox', 'carl@', 'Quantum', 'quantum', 'Secret', 'slug-2', 'sa-only', 'a-only', carl, m2a, m2b, review2, i2.body.run_id, held2.body.run_id];
  const orgAMarks = ['ev-2', 'Ann Lee', 'Acme', 'Person e', 'Carl', 'Secret', 'first objectives', 'Opening keynote', 'slug-1', carl, annEntity, m1a, m1b, m2a, m2b, review1, review2, i1.body.run_id, i2.body.run_id];
  return { svc, org, bound, orgB, ids: { fan, record, review1, review2, m1a, m1b, m2a, m2b, carl, annEntity, i1: i1.body.run_id as string, i2: i2.body.run_id as string }, cursors, marks: { bound: ev2Marks, orgB: orgAMarks } };
}
type World = Awaited<ReturnType<typeof world>>;

const get = (url: string): Req => ({ method: 'GET', url });
const qs = (id: string) => encodeURIComponent(id);
const FORGED_CURSOR = Buffer.from(JSON.stringify({ s: 'AAAAAAAAAAAAAAAA', v: ['x'] })).toString('base64url');
const FORGED_CURSOR_2 = Buffer.from(JSON.stringify({ s: 'AAAAAAAAAAAAAAAA', v: ['x', 'y'] })).toString('base64url');

/** Probes an ID in the path for both callers: the other event of the org (bound) and another org's (orgB). */
const both = (when: string, foreign: { bound: string; orgB: string }, absent: string, req: (id: string) => Req): Probe[] => [
  { who: 'bound', when: `${when} (another event of its org)`, foreign: foreign.bound, absent, req },
  { who: 'orgB', when: `${when} (another org)`, foreign: foreign.orgB, absent, req },
];
/** The event path segment of an event route: ev-2 for the bound key, org-a's ev-2 for org-b. */
const eventProbe = (req: (ev: string) => Req): Probe[] => both('the event of the path', { bound: 'ev-2', orgB: 'ev-2' }, ABSENT_EVENT, req);
/** An attendee path segment at ev-1: ev-2's IDs and entity_ids for the bound key, org-a's for org-b. */
const attendeeProbes = (w: World, req: (a: string) => Req): Probe[] => [
  { who: 'bound', when: 'an attendee ID held only in another event', foreign: 'only-b', absent: ABSENT_ATTENDEE, req },
  { who: 'bound', when: "the other event's attendee ID of a person of its event", foreign: 'ann-2', absent: ABSENT_ATTENDEE, req },
  { who: 'bound', when: 'the entity_id of a person only in another event', foreign: w.ids.carl, absent: randomUUID(), req },
  { who: 'bound', when: 'an attendee ID held for review in another event', foreign: 'e2-dup', absent: ABSENT_ATTENDEE, req },
  { who: 'orgB', when: "another org's attendee ID", foreign: 'only-b', absent: ABSENT_ATTENDEE, req },
  { who: 'orgB', when: "another org's entity_id", foreign: w.ids.annEntity, absent: randomUUID(), req },
];
const cursorProbes = (foreign: { bound: string; orgB: string }, req: (c: string) => Req, forged = FORGED_CURSOR): Probe[] => [
  { who: 'bound', when: 'a cursor of a list it cannot see', foreign: foreign.bound, absent: forged, req },
  { who: 'orgB', when: "a cursor of another org's list", foreign: foreign.orgB, absent: forged, req },
];
const runProbes = (w: World, req: (run: string) => Req): Probe[] => [
  { who: 'bound', when: "another event's match run", foreign: w.ids.m2a, absent: randomUUID(), req },
  { who: 'orgB', when: "another org's match run", foreign: w.ids.m1a, absent: randomUUID(), req },
];
const excludeProbes = (w: World, req: (x: string) => Req): Probe[] => [
  { who: 'bound', when: "excluding the other event's ID of a person of its event", foreign: 'ann-2', absent: ABSENT_ATTENDEE, req },
  { who: 'bound', when: 'excluding an attendee ID held only in another event', foreign: 'only-b', absent: ABSENT_ATTENDEE, req },
  { who: 'bound', when: 'excluding the entity_id of a person only in another event', foreign: w.ids.carl, absent: randomUUID(), req },
  { who: 'orgB', when: "excluding another org's attendee ID", foreign: 'ann-2', absent: ABSENT_ATTENDEE, req },
  { who: 'orgB', when: "excluding another org's entity_id", foreign: w.ids.annEntity, absent: randomUUID(), req },
];
const merge = (target: string) => ({ source_kind: 'attendee', source_partner_id: 'carl-dup', target_kind: 'attendee', target_partner_id: target, reason: 'audit' });

/** Every operation of the OpenAPI document, and what it is probed with. */
const TABLE: Record<string, (w: World) => Entry> = {
  'GET /auth': () => ({ probes: [], none: 'the caller itself' }),
  'GET /capabilities': () => ({ probes: [], none: 'the service itself' }),
  'GET /id-map/{kind}/{partner_id}': () => ({
    probes: [
      ...both('an event ID', { bound: 'ev-2', orgB: 'ev-2' }, ABSENT_EVENT, (id) => get(`/id-map/event/${id}`)),
      ...both('a session ID', { bound: 's-2', orgB: 's-2' }, ABSENT_SESSION, (id) => get(`/id-map/session/${id}`)),
      ...both('an attendee ID', { bound: 'only-b', orgB: 'only-b' }, ABSENT_ATTENDEE, (id) => get(`/id-map/attendee/${id}`)),
      { who: 'bound', when: "the other event's attendee ID of a person of its event", foreign: 'ann-2', absent: ABSENT_ATTENDEE, req: (id) => get(`/id-map/attendee/${id}`) },
    ],
  }),
  'POST /events': () => ({
    probes: [
      {
        who: 'orgB',
        when: "creating an event by another org's event ID",
        foreign: 'a-only',
        absent: 'b-fresh',
        req: (id) => ({ method: 'POST', url: '/events', body: { event_id: id, title: 'Bee created' } }),
      },
    ],
  }),
  'GET /events': (w) => ({ probes: cursorProbes({ bound: w.cursors.events, orgB: w.cursors.events }, (c) => get(`/events?cursor=${qs(c)}`)) }),
  'GET /events/{event_id}': () => ({ probes: eventProbe((ev) => get(`/events/${ev}`)) }),
  'PATCH /events/{event_id}': () => ({
    probes: eventProbe((ev) => ({ method: 'PATCH', url: `/events/${ev}`, body: { title: 'pwned' } })),
    conflicts: [{ who: 'bound', when: "taking the other event's URL slug", req: { method: 'PATCH', url: '/events/ev-1', body: { url_slug: 'slug-2' } }, status: 409, code: 'URL_SLUG_CONFLICT' }],
  }),
  'DELETE /events/{event_id}': () => ({
    probes: [...eventProbe((ev) => ({ method: 'DELETE', url: `/events/${ev}?dry_run=true` })), ...eventProbe((ev) => ({ method: 'DELETE', url: `/events/${ev}?force=true` }))],
  }),
  'GET /events/{event_id}/context': () => ({ probes: eventProbe((ev) => get(`/events/${ev}/context`)) }),
  'POST /events/{event_id}/context': () => ({ probes: eventProbe((ev) => ({ method: 'POST', url: `/events/${ev}/context`, body: { objectives: 'pwned' } })) }),
  'POST /events/{event_id}/sessions': () => ({
    probes: [
      ...eventProbe((ev) => ({ method: 'POST', url: `/events/${ev}/sessions`, body: { session_id: 's-new', title: 'New' } })),
      {
        who: 'orgB',
        when: "creating a session by another org's session ID",
        foreign: 'sa-only',
        absent: 's-bee-fresh',
        req: (id) => ({ method: 'POST', url: '/events/ev-1/sessions', body: { session_id: id, title: 'Bee session' } }),
      },
    ],
    conflicts: [{ who: 'bound', when: "creating a session by the other event's session ID", req: { method: 'POST', url: '/events/ev-1/sessions', body: { session_id: 's-2', title: 'Mine' } }, status: 409, code: 'PARTNER_ID_CONFLICT' }],
  }),
  'GET /events/{event_id}/sessions': (w) => ({
    probes: [...eventProbe((ev) => get(`/events/${ev}/sessions`)), ...cursorProbes({ bound: w.cursors.sessions2, orgB: w.cursors.sessions2 }, (c) => get(`/events/ev-1/sessions?cursor=${qs(c)}`))],
  }),
  'GET /events/{event_id}/sessions/{session_id}': () => ({
    probes: [...eventProbe((ev) => get(`/events/${ev}/sessions/s-2`)), ...both('a session ID', { bound: 's-2', orgB: 's-2' }, ABSENT_SESSION, (s) => get(`/events/ev-1/sessions/${s}`))],
  }),
  'PATCH /events/{event_id}/sessions/{session_id}': () => ({
    probes: [
      ...eventProbe((ev) => ({ method: 'PATCH', url: `/events/${ev}/sessions/s-2`, body: { title: 'pwned' } })),
      ...both('a session ID', { bound: 's-2', orgB: 's-2' }, ABSENT_SESSION, (s) => ({ method: 'PATCH', url: `/events/ev-1/sessions/${s}`, body: { title: 'pwned' } })),
    ],
  }),
  'DELETE /events/{event_id}/sessions/{session_id}': () => ({
    probes: [
      ...eventProbe((ev) => ({ method: 'DELETE', url: `/events/${ev}/sessions/s-2?dry_run=true` })),
      ...both('a session ID', { bound: 's-2', orgB: 's-2' }, ABSENT_SESSION, (s) => ({ method: 'DELETE', url: `/events/ev-1/sessions/${s}?dry_run=true` })),
      ...both('a session ID', { bound: 's-2', orgB: 's-2' }, ABSENT_SESSION, (s) => ({ method: 'DELETE', url: `/events/ev-1/sessions/${s}` })),
    ],
  }),
  'POST /runs': () => ({
    probes: [
      {
        who: 'orgB',
        when: "recording a run with another org's idempotency key",
        foreign: 'i1',
        absent: 'bee-fresh-key',
        req: (key) => ({ method: 'POST', url: '/runs', body: { kind: 'import', idempotency_key: key } }),
        volatile: ['run_id'],
      },
    ],
  }),
  'GET /runs': (w) => ({ probes: cursorProbes({ bound: w.cursors.runs, orgB: w.cursors.runs }, (c) => get(`/runs?cursor=${qs(c)}`), FORGED_CURSOR_2) }),
  'GET /runs/{run_id}': (w) => ({
    probes: [
      { who: 'bound', when: "another event's import run", foreign: w.ids.i2, absent: randomUUID(), req: (id) => get(`/runs/${id}`) },
      { who: 'bound', when: "another event's match run", foreign: w.ids.m2a, absent: randomUUID(), req: (id) => get(`/runs/${id}`) },
      { who: 'bound', when: 'a run of its org outside any event', foreign: w.ids.record, absent: randomUUID(), req: (id) => get(`/runs/${id}`) },
      { who: 'orgB', when: "another org's import run", foreign: w.ids.i1, absent: randomUUID(), req: (id) => get(`/runs/${id}`) },
      { who: 'orgB', when: "another org's match run", foreign: w.ids.m1a, absent: randomUUID(), req: (id) => get(`/runs/${id}`) },
    ],
  }),
  'PUT /events/{event_id}/attendees:import': () => ({
    probes: eventProbe((ev) => ({ method: 'PUT', url: `/events/${ev}/attendees:import`, body: { idempotency_key: 'k-new', attendees: [{ attendee_id: 'x-1', name: 'X' }] } })),
    conflicts: [
      {
        who: 'bound',
        when: "importing with the other event's idempotency key",
        req: { method: 'PUT', url: '/events/ev-1/attendees:import', body: { idempotency_key: 'i2', attendees: [{ attendee_id: 'x-1', name: 'X' }] } },
        status: 409,
        code: 'IDEMPOTENCY_KEY_CONFLICT',
      },
    ],
  }),
  'GET /events/{event_id}/attendees': (w) => ({
    probes: [...eventProbe((ev) => get(`/events/${ev}/attendees`)), ...cursorProbes({ bound: w.cursors.roster2, orgB: w.cursors.roster1 }, (c) => get(`/events/ev-1/attendees?cursor=${qs(c)}`))],
  }),
  'GET /events/{event_id}/attendees/{attendee_id}': (w) => ({
    probes: [...eventProbe((ev) => get(`/events/${ev}/attendees/ann-2`)), ...attendeeProbes(w, (a) => get(`/events/ev-1/attendees/${a}?include=profile,event,identity,goals,readiness`))],
  }),
  'PATCH /events/{event_id}/attendees/{attendee_id}': (w) => ({
    probes: [
      ...eventProbe((ev) => ({ method: 'PATCH', url: `/events/${ev}/attendees/ann-2`, body: { side: 'investor' } })),
      ...attendeeProbes(w, (a) => ({ method: 'PATCH', url: `/events/ev-1/attendees/${a}`, body: { side: 'investor' } })),
    ],
  }),
  'DELETE /events/{event_id}/attendees/{attendee_id}': (w) => ({
    probes: [
      ...eventProbe((ev) => ({ method: 'DELETE', url: `/events/${ev}/attendees/ann-2?dry_run=true` })),
      ...attendeeProbes(w, (a) => ({ method: 'DELETE', url: `/events/ev-1/attendees/${a}?dry_run=true` })),
      ...attendeeProbes(w, (a) => ({ method: 'DELETE', url: `/events/ev-1/attendees/${a}` })),
    ],
  }),
  'GET /events/{event_id}/attendees/{attendee_id}/identity': (w) => ({
    probes: [
      ...eventProbe((ev) => get(`/events/${ev}/attendees/ann-2/identity`)),
      ...attendeeProbes(w, (a) => get(`/events/ev-1/attendees/${a}/identity`)),
      ...cursorProbes({ bound: w.cursors.identity2, orgB: w.cursors.identity2 }, (c) => get(`/events/ev-1/attendees/ann/identity?cursor=${qs(c)}`)).filter((p) => p.who === 'bound'),
    ],
  }),
  'GET /events/{event_id}/review-queue': (w) => ({
    probes: [...eventProbe((ev) => get(`/events/${ev}/review-queue`)), ...cursorProbes({ bound: w.cursors.reviews, orgB: w.cursors.reviews }, (c) => get(`/events/ev-1/review-queue?cursor=${qs(c)}`))],
  }),
  'GET /review-queue': (w) => ({ probes: cursorProbes({ bound: w.cursors.reviews, orgB: w.cursors.reviews }, (c) => get(`/review-queue?cursor=${qs(c)}`)) }),
  'POST /review-queue/{review_id}/resolve': (w) => ({
    probes: (['accept', 'reject', 'distinct'] as const).flatMap((decision) =>
      both(`resolving a review (${decision})`, { bound: w.ids.review2, orgB: w.ids.review1 }, randomUUID(), (id) => ({ method: 'POST', url: `/review-queue/${id}/resolve`, body: { decision } })),
    ),
  }),
  'POST /review-queue/{review_id}/merge': (w) => ({
    probes: [
      ...both('merging a review', { bound: w.ids.review2, orgB: w.ids.review1 }, randomUUID(), (id) => ({ method: 'POST', url: `/review-queue/${id}/merge`, body: merge('carl-dup') })),
      { who: 'bound', when: 'a merge target held only in another event', foreign: 'only-b', absent: ABSENT_ATTENDEE, req: (id) => ({ method: 'POST', url: `/review-queue/${w.ids.review1}/merge`, body: merge(id) }) },
      { who: 'bound', when: "the other event's ID of a person of its event as a merge target", foreign: 'ann-2', absent: ABSENT_ATTENDEE, req: (id) => ({ method: 'POST', url: `/review-queue/${w.ids.review1}/merge`, body: merge(id) }) },
    ],
  }),
  'POST /events/{event_id}/match-runs': () => ({
    probes: eventProbe((ev) => ({ method: 'POST', url: `/events/${ev}/match-runs`, body: { idempotency_key: 'k-new' } })),
    conflicts: [{ who: 'bound', when: "starting a match run with the other event's idempotency key", req: { method: 'POST', url: '/events/ev-1/match-runs', body: { idempotency_key: 'm2a' } }, status: 409, code: 'IDEMPOTENCY_KEY_CONFLICT' }],
  }),
  'GET /events/{event_id}/attendees/{attendee_id}/matches': (w) => ({
    probes: [
      ...eventProbe((ev) => get(`/events/${ev}/attendees/ann-2/matches`)),
      ...attendeeProbes(w, (a) => get(`/events/ev-1/attendees/${a}/matches`)),
      ...runProbes(w, (run) => get(`/events/ev-1/attendees/e1-1/matches?run_id=${run}`)),
      ...excludeProbes(w, (x) => get(`/events/ev-1/attendees/${w.ids.fan}/matches?limit=1&exclude_entity_ids[]=${qs(x)}`)),
      ...cursorProbes({ bound: w.cursors.attendeeMatches2, orgB: w.cursors.attendeeMatches2 }, (c) => get(`/events/ev-1/attendees/e1-1/matches?cursor=${qs(c)}`)).filter((p) => p.who === 'bound'),
    ],
  }),
  'GET /events/{event_id}/matches': (w) => ({
    probes: [
      ...eventProbe((ev) => get(`/events/${ev}/matches`)),
      ...runProbes(w, (run) => get(`/events/ev-1/matches?run_id=${run}`)),
      ...excludeProbes(w, (x) => get(`/events/ev-1/matches?limit=2&exclude_entity_ids[]=${qs(x)}`)),
      ...cursorProbes({ bound: w.cursors.matches2, orgB: w.cursors.matches1 }, (c) => get(`/events/ev-1/matches?cursor=${qs(c)}`)),
    ],
  }),
  'GET /events/{event_id}/matches/{principal_partner_id}/{target_partner_id}': (w) => ({
    probes: [
      ...eventProbe((ev) => get(`/events/${ev}/matches/ann-2/e2-1`)),
      ...attendeeProbes(w, (a) => get(`/events/ev-1/matches/${a}/e1-1`)),
      ...attendeeProbes(w, (a) => get(`/events/ev-1/matches/e1-1/${a}`)),
      ...runProbes(w, (run) => get(`/events/ev-1/matches/e1-1/ann?run_id=${run}`)),
      ...excludeProbes(w, (x) => get(`/events/ev-1/matches/${w.ids.fan}/ann?exclude_entity_ids[]=${qs(x)}`)),
    ],
  }),
  'GET /events/{event_id}/match-runs/{run_id}/diff': (w) => ({
    probes: [
      ...eventProbe((ev) => get(`/events/${ev}/match-runs/${w.ids.m2a}/diff?against=${w.ids.m2b}`)),
      ...runProbes(w, (run) => get(`/events/ev-1/match-runs/${run}/diff?against=${w.ids.m1b}`)),
      ...runProbes(w, (run) => get(`/events/ev-1/match-runs/${w.ids.m1b}/diff?against=${run}`)),
      ...cursorProbes({ bound: w.cursors.diff2, orgB: w.cursors.diff2 }, (c) => get(`/events/ev-1/match-runs/${w.ids.m1a}/diff?against=${w.ids.m1b}&cursor=${qs(c)}`)).filter((p) => p.who === 'bound'),
    ],
  }),
  'POST /events/{event_id}/enrichment-runs': () => ({
    probes: eventProbe((ev) => ({ method: 'POST', url: `/events/${ev}/enrichment-runs`, body: { idempotency_key: 'k-enrich' } })),
    conflicts: [{ who: 'bound', when: "queueing enrichment with the other event's idempotency key", req: { method: 'POST', url: '/events/ev-1/enrichment-runs', body: { idempotency_key: 'i2' } }, status: 409, code: 'IDEMPOTENCY_KEY_CONFLICT' }],
  }),
  'GET /events/{event_id}/readiness': (w) => ({
    probes: [...eventProbe((ev) => get(`/events/${ev}/readiness`)), ...cursorProbes({ bound: w.cursors.readiness2, orgB: w.cursors.readiness2 }, (c) => get(`/events/ev-1/readiness?cursor=${qs(c)}`), FORGED_CURSOR_2)],
  }),
  'GET /events/{event_id}/attendees/{attendee_id}/readiness': (w) => ({
    probes: [...eventProbe((ev) => get(`/events/${ev}/attendees/ann-2/readiness`)), ...attendeeProbes(w, (a) => get(`/events/ev-1/attendees/${a}/readiness`))],
  }),
  'POST /events/{event_id}/search/people': () => ({
    probes: eventProbe((ev) => ({ method: 'POST', url: `/events/${ev}/search/people`, body: { query: 'Carl', mode: 'keyword' } })),
  }),
  'POST /search/people': () => ({ probes: [], none: 'no ID; the bound key is refused (403) and org-b searches its own org (lists below)' }),
};

/** Lists and searches whose whole answer must hold only the caller's event (bound) or org (orgB). */
const LISTS = (w: World): Array<{ who: Who; req: Req }> => {
  const byBoth = (req: Req) => [{ who: 'bound' as const, req }, { who: 'orgB' as const, req }];
  const searches = ['Carl', 'Quantum widgets', 'Gamma', 'Ann Lee', 'Acme', 'Person e2', 'fintech', 'invest'].flatMap((query) =>
    (['all', 'profile', 'needs', 'offers'] as const).map((type) => ({ method: 'POST' as const, url: '/events/ev-1/search/people', body: { query, mode: 'keyword', type, limit: 50 } })),
  );
  return [
    ...byBoth(get('/auth')),
    ...byBoth(get('/events?limit=100')),
    ...byBoth(get('/runs?limit=100')),
    ...byBoth(get('/review-queue?limit=100')),
    ...byBoth(get('/events/ev-1')),
    ...byBoth(get('/events/ev-1/context')),
    ...byBoth(get('/events/ev-1/review-queue?limit=100')),
    ...byBoth(get('/events/ev-1/attendees?limit=100')),
    ...byBoth(get('/events/ev-1/sessions?limit=100')),
    ...byBoth(get('/events/ev-1/sessions?q=quantum')),
    ...byBoth(get('/events/ev-1/readiness?limit=100')),
    ...byBoth(get('/events/ev-1/matches?limit=100')),
    ...byBoth(get('/events/ev-1/attendees/e1-1/matches?limit=100')),
    ...byBoth(get('/events/ev-1/attendees/e1-1?include=profile,event,identity,goals,readiness')),
    ...byBoth(get('/events/ev-1/attendees/e1-1/identity')),
    { who: 'bound', req: get(`/events/ev-1/match-runs/${w.ids.m1a}/diff?against=${w.ids.m1b}&limit=100`) },
    { who: 'bound', req: get('/events/ev-1/attendees/ann?include=event,identity,goals,readiness') },
    { who: 'bound', req: get('/events/ev-1/attendees/ann/identity?limit=100') },
    { who: 'bound', req: get('/events/ev-1/attendees/ann/readiness') },
    ...searches.flatMap((req) => byBoth(req)),
    { who: 'orgB', req: { method: 'POST', url: '/search/people', body: { query: 'Ann Lee Carl Gamma Acme quantum', mode: 'keyword', limit: 50 } } },
  ];
};

const ISO = /"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z"/g;

/** The answer with the named ID blanked, the correlation_id dropped and timestamps blanked. */
function normalized(r: { status: number; body: any }, id: string, volatile: string[] = []) {
  const { correlation_id: _c, ...body } = (r.body ?? {}) as Record<string, unknown>;
  for (const k of volatile) if (k in body) body[k] = '<volatile>';
  let text = JSON.stringify(body).replace(ISO, '"<time>"');
  for (const form of new Set([id, id.toLowerCase(), encodeURIComponent(id)])) text = text.split(form).join('<id>');
  return { status: r.status, body: JSON.parse(text) };
}

/** Marks in an answer; a search's echo of the query is the caller's own words. */
const marksIn = (body: unknown, marks: string[]) => {
  const { query: _q, ...rest } = (body ?? {}) as Record<string, unknown>;
  const text = JSON.stringify(rest);
  return marks.filter((m) => text.includes(m));
};

const call = (svc: TestService, token: string, r: Req) => svc.call(r.method, r.url, { token, ...(r.body !== undefined ? { body: r.body } : {}) });

t.test('given two orgs and two events of one org, when each route is called with IDs of the other event or org, then the answer is that of an ID that does not exist', async (t) => {
  const w = await world(t);
  const token = (who: Who) => (who === 'bound' ? w.bound : w.orgB);
  const doc = (await w.svc.call('GET', '/openapi.json')).body;
  const operations = Object.entries<Record<string, unknown>>(doc.paths).flatMap(([path, item]) =>
    ['get', 'put', 'post', 'patch', 'delete'].filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path}`),
  );

  t.test('given the OpenAPI document, then every operation has an entry in the audit table (and no entry is stale)', async (t) => {
    t.same(operations.filter((op) => !TABLE[op]), [], 'operations without a scope case: add one to TABLE in this file');
    t.same(Object.keys(TABLE).filter((op) => !operations.includes(op)), [], 'entries for operations that are not served');
  });

  // Lists first: the probes below include writes that would show up in them.
  t.test('given lists and searches, when the bound key and org-b read them, then nothing of the other event or org is in them', async (t) => {
    for (const { who, req } of LISTS(w)) {
      const r = await call(w.svc, token(who), req);
      t.equal(r.status, 200, `${who} ${req.method} ${req.url} ${JSON.stringify(req.body ?? '')}: 200`);
      t.same(marksIn(r.body, w.marks[who]), [], `${who} ${req.method} ${req.url} ${JSON.stringify(req.body ?? '')}: nothing foreign`);
    }
  });

  t.test('given the lists of the org, when the bound key reads them, then it sees its event and only its event', async (t) => {
    const items = async (url: string) => (await w.svc.call('GET', url, { token: w.bound })).body.items as Array<{ event_id: string | null }>;
    t.same((await items('/events?limit=100')).map((e) => e.event_id), ['ev-1'], 'events: ev-1');
    for (const url of ['/runs?limit=100', '/review-queue?limit=100', '/events/ev-1/review-queue?limit=100', '/events/ev-1/attendees?limit=100', '/events/ev-1/readiness?limit=100', '/events/ev-1/matches?limit=100']) {
      const got = await items(url);
      t.ok(got.length > 0, `${url}: not empty`);
      t.same([...new Set(got.map((i) => i.event_id))], ['ev-1'], `${url}: every item of ev-1`);
    }
    isError(t, await w.svc.call('POST', '/search/people', { token: w.bound, body: { query: 'Carl', mode: 'keyword' } }), 403, 'EVENT_SCOPE_FORBIDDEN', 'org-wide search');
    const found = (await w.svc.call('POST', '/events/ev-1/search/people', { token: w.bound, body: { query: 'Ann Lee', mode: 'keyword' } })).body.items;
    t.match(found, [{ attendee_id: 'ann', events: ['ev-1'] }], 'a person of both events is found by the ID and event of its own');
  });

  for (const op of operations.filter((o) => TABLE[o])) {
    const entry = TABLE[op]!(w);
    t.test(`${op}`, async (t) => {
      if (!entry.probes.length && !entry.conflicts?.length) t.ok(entry.none, `no probe: ${entry.none}`);
      for (const p of entry.probes) {
        const foreign = await call(w.svc, token(p.who), p.req(p.foreign));
        const absent = await call(w.svc, token(p.who), p.req(p.absent));
        const what = `given the ${p.who === 'bound' ? 'ev-1-bound key' : 'org-b key'}, when ${p.when} (${p.req(p.foreign).method} ${p.req(p.foreign).url})`;
        t.same(normalized(foreign, p.foreign, p.volatile), normalized(absent, p.absent, p.volatile), `${what}, then the answer is the one for nothing`);
        if (foreign.status < 300) t.same(marksIn(foreign.body, w.marks[p.who].filter((m) => m !== p.foreign)), [], `${what}, then its 2xx carries nothing foreign`);
      }
      for (const c of entry.conflicts ?? []) {
        const r = await call(w.svc, token(c.who), c.req);
        t.equal(r.status, c.status, `${c.when}: ${c.status}`);
        t.equal(r.body.code, c.code, `${c.when}: ${c.code}`);
        t.same(marksIn({ ...r.body, message: r.body.message.replace(/slug-2|s-2|i2|m2a/g, '') }, w.marks[c.who]), [], `${c.when}: names nothing of the other event`);
      }
    });
  }
});
