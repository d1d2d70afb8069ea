/**
 * Concurrent writes to one event or session (issue #11, finding 4): every answer is 200 or
 * 409 CONCURRENT_MODIFICATION, never a 500, and the final state is one accepted write, whole.
 */
import t from 'tap';
import { startService } from '../helpers/app.ts';
import { importRows } from './attendees.helpers.ts';
import type { Tap } from '../infra/tap.ts';
import { execute, CONCURRENT_MODIFICATION } from '../../src/commands/execute.ts';
import { WrongExpectedRevisionError, type EventStore } from '../../src/infra/eventstore/port.ts';
import { isAppError } from '../../src/domain/errors.ts';

const N = 20;

/** Fires `n` requests at once; returns each answer with the index of the write it carried. */
async function race(n: number, send: (i: number) => Promise<{ status: number; body: any }>) {
  return Promise.all(Array.from({ length: n }, async (_, i) => ({ i, ...(await send(i)) })));
}

function everyAnswer200or409(t: Tap, answers: Array<{ status: number; body: any }>) {
  for (const a of answers) {
    if (a.status === 409) t.equal(a.body.code, CONCURRENT_MODIFICATION, '409 carries the documented code');
    else t.equal(a.status, 200, `200 or 409, got ${a.status} ${a.body?.code ?? ''}`);
  }
  t.ok(answers.some((a) => a.status === 200), 'at least one write is accepted');
}

t.test('given one event and one session of it', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  t.equal((await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'Ev' } })).status, 201);
  t.equal((await svc.call('POST', '/events/ev/sessions', { token, body: { session_id: 'se', title: 'Se' } })).status, 201);

  t.test(`when ${N} PATCH /events/ev race, then 200 or 409 each, and the event is one accepted write`, async (t) => {
    const answers = await race(N, (i) => svc.call('PATCH', '/events/ev', { token, body: { title: `title ${i}`, description: `description ${i}` } }));
    everyAnswer200or409(t, answers);
    const now = (await svc.call('GET', '/events/ev', { token })).body;
    const accepted = answers.filter((a) => a.status === 200).map((a) => a.i);
    const k = accepted.find((i) => now.title === `title ${i}`);
    t.not(k, undefined, `final title ${now.title} is an accepted write`);
    t.equal(now.description, `description ${k}`, 'and whole (not mixed with another write)');
  });

  t.test(`when ${N} POST /events/ev/context race, then 200 or 409 each, and the context is one accepted write`, async (t) => {
    const answers = await race(N, (i) => svc.call('POST', '/events/ev/context', { token, body: { objectives: `objectives ${i}`, event_details: `details ${i}` } }));
    everyAnswer200or409(t, answers);
    const now = (await svc.call('GET', '/events/ev', { token })).body;
    const k = answers.filter((a) => a.status === 200).map((a) => a.i).find((i) => now.objectives === `objectives ${i}`);
    t.not(k, undefined, `final objectives ${now.objectives} are an accepted write`);
    t.equal(now.event_details, `details ${k}`);
  });

  t.test(`when ${N} PATCH of the session race, then 200 or 409 each, and the session is one accepted write`, async (t) => {
    const answers = await race(N, (i) => svc.call('PATCH', '/events/ev/sessions/se', { token, body: { title: `session ${i}`, metadata: { writer: i } } }));
    everyAnswer200or409(t, answers);
    const now = (await svc.call('GET', '/events/ev/sessions/se', { token })).body;
    const k = answers.filter((a) => a.status === 200).map((a) => a.i).find((i) => now.title === `session ${i}`);
    t.not(k, undefined, `final title ${now.title} is an accepted write`);
    t.same(now.metadata, { writer: k });
  });

  t.test(`when ${N} PATCH of one attendee race on the org's people ledger, then 200 or 409 each, and the side is one accepted write`, async (t) => {
    await importRows(svc, token, 'ev', 'roster-1', [{ attendee_id: 'att', name: 'Ann Lee', company: 'Acme' }]);
    const sides = ['founder', 'investor', null] as const;
    const answers = await race(N, (i) => svc.call('PATCH', '/events/ev/attendees/att', { token, body: { side: sides[i % 3] } }));
    everyAnswer200or409(t, answers);
    const now = (await svc.call('GET', '/events/ev/attendees/att', { token })).body;
    t.ok(answers.some((a) => a.status === 200 && sides[a.i % 3] === now.event.side), `final side ${now.event.side} is an accepted write`);
  });
});

t.test('given a stream that always changes before the append, when a command executes, then 409 CONCURRENT_MODIFICATION after its attempts', async (t) => {
  let appends = 0;
  const store = {
    readStream: async () => [],
    append: async (streamId: string) => {
      appends++;
      throw new WrongExpectedRevisionError(streamId, 'no_stream', 0);
    },
  } as unknown as EventStore;
  const decider = { initial: 0, evolve: (s: number) => s + 1, decide: () => [{ type: 'Counted', data: {} }] };
  const err = await execute(store, 's-1', decider, {}, {}, 4).then(
    () => undefined,
    (e: unknown) => e,
  );
  t.ok(isAppError(err), 'an application error, not the store conflict');
  t.match(err, { statusCode: 409, code: CONCURRENT_MODIFICATION });
  t.equal(appends, 4, 'tried exactly its attempts');
});
