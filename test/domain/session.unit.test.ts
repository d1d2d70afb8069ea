import t from 'tap';
import {
  decideSession,
  evolveSession,
  initialSession,
  type SessionCommand,
  type SessionDomainEvent,
  type SessionFields,
  type SessionState,
} from '../../src/domain/session.ts';
import type { StoredEvent } from '../../src/infra/eventstore/port.ts';
import type { Doc, ReadTx } from '../../src/infra/readstore/port.ts';
import { NO_START, sessionsProjector, type SessionDoc } from '../../src/projections/sessions.ts';

const NOW = '2026-03-01T10:00:00.000Z';
const fields: SessionFields = {
  title: 'Keynote',
  description: null,
  start_timestamp: '2026-05-01T09:00:00+02:00',
  end_timestamp: '2026-05-01T10:00:00+02:00',
  metadata: { room: 'A' },
};
const ids = { org_id: 'org', event_id: 'ev', session_id: 's1' };
const created: SessionDomainEvent = { type: 'SessionCreated', data: { ...ids, ...fields, created_at: '2026-02-01T00:00:00.000Z' } };
const deleted: SessionDomainEvent = { type: 'SessionDeleted', data: { ...ids, deleted_at: '2026-02-02T00:00:00.000Z' } };

/** given(events).when(command) → the decided events, or the thrown error. */
const given = (events: SessionDomainEvent[]) => {
  const state: SessionState = events.reduce(evolveSession, initialSession);
  return { state, when: (cmd: SessionCommand) => decideSession(cmd, state) };
};
const create = (over: Partial<SessionFields> = {}): SessionCommand => ({ type: 'CreateSession', ...ids, fields: { ...fields, ...over }, now: NOW });
const patch = (changes: Partial<SessionFields>, event_id = 'ev'): SessionCommand => ({ type: 'UpdateSession', event_id, session_id: 's1', changes, now: NOW });
const del = (event_id = 'ev'): SessionCommand => ({ type: 'DeleteSession', event_id, session_id: 's1', now: NOW });

t.test('given no session, when created, then SessionCreated with the fields and the time', async (t) => {
  t.same(given([]).when(create()), [{ type: 'SessionCreated', data: { ...ids, ...fields, created_at: NOW } }]);
});

t.test('given no session, when created with end before start (as instants), then INVALID_END_TIMESTAMP', async (t) => {
  // 09:30+02:00 is 07:30Z, before 08:00Z, although it reads later as text.
  t.throws(() => given([]).when(create({ start_timestamp: '2026-05-01T08:00:00Z', end_timestamp: '2026-05-01T09:30:00+02:00' })), {
    code: 'INVALID_END_TIMESTAMP',
  });
  t.equal(given([]).when(create({ start_timestamp: null })).length, 1, 'an end without a start is fine');
  t.equal(given([]).when(create({ end_timestamp: fields.start_timestamp })).length, 1, 'end equal to start is fine');
});

t.test('given a session (active or deleted), when created again, then PARTNER_ID_CONFLICT', async (t) => {
  t.throws(() => given([created]).when(create()), { code: 'PARTNER_ID_CONFLICT', statusCode: 409 });
  t.throws(() => given([created, deleted]).when(create()), { code: 'PARTNER_ID_CONFLICT' });
});

t.test('given a session, when patched, then only the changed fields are recorded', async (t) => {
  t.same(given([created]).when(patch({ title: 'Keynote', description: 'Opening' })), [
    { type: 'SessionUpdated', data: { ...ids, changes: { description: 'Opening' }, updated_at: NOW } },
  ]);
  t.same(given([created]).when(patch({ title: 'Keynote', metadata: { room: 'A' } })), [], 'no change, no event');
  const state = given([created, ...given([created]).when(patch({ metadata: { floor: 2 } }))]).state;
  t.same(state.status === 'active' && state.fields.metadata, { floor: 2 }, 'metadata is replaced, not merged');
});

t.test('given a session, when the patch puts the end before the start, then INVALID_END_TIMESTAMP', async (t) => {
  t.throws(() => given([created]).when(patch({ start_timestamp: '2026-05-01T11:00:00+02:00' })), { code: 'INVALID_END_TIMESTAMP' });
  t.equal(given([created]).when(patch({ start_timestamp: '2026-05-01T11:00:00+02:00', end_timestamp: null })).length, 1);
});

t.test('given a session of another event, a deleted one, or none, when patched or deleted, then SESSION_NOT_FOUND', async (t) => {
  for (const [name, events] of [['none', []], ['deleted', [created, deleted]]] as const) {
    t.throws(() => given([...events]).when(patch({ title: 'x' })), { code: 'SESSION_NOT_FOUND', statusCode: 404 }, name);
    t.throws(() => given([...events]).when(del()), { code: 'SESSION_NOT_FOUND' }, name);
  }
  t.throws(() => given([created]).when(patch({ title: 'x' }, 'other')), { code: 'SESSION_NOT_FOUND' });
  t.throws(() => given([created]).when(del('other')), { code: 'SESSION_NOT_FOUND' });
});

t.test('given a session, when deleted, then SessionDeleted and the state keeps it as deleted', async (t) => {
  const events = given([created]).when(del());
  t.same(events, [{ type: 'SessionDeleted', data: { ...ids, deleted_at: NOW } }]);
  const state = given([created, ...events]).state;
  t.equal(state.status, 'deleted');
  t.equal(state.status !== 'absent' && state.deleted_at, NOW);
});

/** A ReadTx over a Map: enough for a projector, no I/O. */
function memoryTx() {
  const colls = new Map<string, Map<string, Doc>>();
  const coll = (c: string) => colls.get(c) ?? colls.set(c, new Map()).get(c)!;
  const tx = {
    get: async (c: string, id: string) => structuredClone(coll(c).get(id) ?? null),
    put: async (c: string, d: Doc) => void coll(c).set(d.id, structuredClone(d)),
    delete: async (c: string, id: string) => void coll(c).delete(id),
  } as unknown as ReadTx;
  return { tx, doc: () => coll('sessions').get('org/s1') as SessionDoc | undefined };
}
const stored = (events: SessionDomainEvent[]): StoredEvent[] =>
  events.map((e, i) => ({ ...e, position: i + 1 }) as unknown as StoredEvent);

t.test('given session events, the projection holds a UTC sort key and lower-cased, accent-folded search fields, and is idempotent', async (t) => {
  const updated: SessionDomainEvent = {
    type: 'SessionUpdated',
    data: { ...ids, changes: { title: 'ÜBER Keynote', start_timestamp: null }, updated_at: '2026-02-01T12:00:00.000Z' },
  };
  const { tx, doc } = memoryTx();
  const log = stored([created, updated]);
  await sessionsProjector.apply(log[0]!, tx);
  t.equal(doc()?.start_sort, '2026-05-01T07:00:00.000Z');
  for (const e of [...log, ...log]) await sessionsProjector.apply(e, tx); // replays
  t.match(doc(), { title: 'ÜBER Keynote', q_title: 'uber keynote', start_sort: NO_START, deleted_at: null, updated_at: '2026-02-01T12:00:00.000Z' });
  const once = structuredClone(doc());
  await sessionsProjector.apply(log[0]!, tx);
  t.same(doc(), once, 'an older event applied again changes nothing');
  await sessionsProjector.apply({ ...deleted, position: 3 } as unknown as StoredEvent, tx);
  t.equal(doc()?.deleted_at, '2026-02-02T00:00:00.000Z');
});
