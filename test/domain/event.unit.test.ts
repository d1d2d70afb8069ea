/** The event decider, given/when/then, without I/O. */
import t from 'tap';
import {
  decideEvent,
  evolveEvent,
  initialEvent,
  type EventCommand,
  type EventDomainEvent,
  type EventFields,
  type EventState,
} from '../../src/domain/event.ts';
import { AppError } from '../../src/domain/errors.ts';
import type { Tap } from '../infra/tap.ts';

const NOW = '2030-01-01T00:00:00.000Z';
const LATER = '2030-01-02T00:00:00.000Z';

const fields = (over: Partial<EventFields> = {}): EventFields => ({
  title: 'Demo Day',
  description: null,
  start_date: null,
  end_date: null,
  timezone: null,
  visibility: null,
  url_slug: null,
  event_details: null,
  objectives: null,
  welcome_instructions: null,
  ...over,
});

const created = (over: Partial<EventFields> = {}): EventDomainEvent => ({
  type: 'EventCreated',
  data: { org_id: 'org-a', event_id: 'ev-1', ...fields(over), created_at: NOW },
});
const deleted: EventDomainEvent = { type: 'EventDeleted', data: { org_id: 'org-a', event_id: 'ev-1', deleted_at: LATER, forced: false } };

const create: EventCommand = { type: 'CreateEvent', org_id: 'org-a', event_id: 'ev-1', fields: fields(), now: NOW };
const update = (changes: Partial<EventFields>): EventCommand => ({ type: 'UpdateEvent', changes, now: LATER });
const del = (force: boolean, protectedCount: number): EventCommand => ({ type: 'DeleteEvent', force, protectedCount, now: LATER });

/** given(events).when(command) → then(events) or thenThrows(code). */
function given(events: EventDomainEvent[]) {
  const state: EventState = events.reduce(evolveEvent, initialEvent);
  return {
    state,
    when(cmd: EventCommand) {
      return {
        then(tt: Tap, expected: EventDomainEvent[]) {
          tt.same(decideEvent(cmd, state), expected);
        },
        thenThrows(tt: Tap, status: number, code: string) {
          try {
            decideEvent(cmd, state);
            tt.fail(`expected ${code}`);
          } catch (e) {
            tt.ok(e instanceof AppError, 'an AppError');
            tt.equal((e as AppError).code, code);
            tt.equal((e as AppError).statusCode, status);
          }
        },
      };
    },
  };
}

t.test('CreateEvent', async (t) => {
  t.test('given no event, then EventCreated with every field', async (t) => {
    given([]).when(create).then(t, [created()]);
  });
  t.test('given an event, then 409 PARTNER_ID_CONFLICT', async (t) => {
    given([created()]).when(create).thenThrows(t, 409, 'PARTNER_ID_CONFLICT');
  });
  t.test('given a deleted event, then its ID is still taken', async (t) => {
    given([created(), deleted]).when(create).thenThrows(t, 409, 'PARTNER_ID_CONFLICT');
  });
});

t.test('UpdateEvent', async (t) => {
  t.test('given an event, then EventUpdated with only the fields that change', async (t) => {
    given([created({ timezone: 'UTC' })])
      .when(update({ title: 'New', timezone: 'UTC', objectives: 'meet' }))
      .then(t, [{ type: 'EventUpdated', data: { org_id: 'org-a', event_id: 'ev-1', changes: { title: 'New', objectives: 'meet' }, updated_at: LATER } }]);
  });
  t.test('given an update that changes nothing, then no event', async (t) => {
    given([created()]).when(update({ title: 'Demo Day', description: null })).then(t, []);
  });
  t.test('given a null for a set field, then the change clears it', async (t) => {
    given([created({ url_slug: 'demo' })])
      .when(update({ url_slug: null }))
      .then(t, [{ type: 'EventUpdated', data: { org_id: 'org-a', event_id: 'ev-1', changes: { url_slug: null }, updated_at: LATER } }]);
  });
  t.test('given no event, then 404 EVENT_NOT_FOUND', async (t) => {
    given([]).when(update({ title: 'x' })).thenThrows(t, 404, 'EVENT_NOT_FOUND');
  });
  t.test('given a deleted event, then 404 EVENT_NOT_FOUND', async (t) => {
    given([created(), deleted]).when(update({ title: 'x' })).thenThrows(t, 404, 'EVENT_NOT_FOUND');
  });
});

t.test('DeleteEvent', async (t) => {
  t.test('given an empty event, then EventDeleted', async (t) => {
    given([created()]).when(del(false, 0)).then(t, [deleted]);
  });
  t.test('given protected relationships without force, then 409 EVENT_NOT_EMPTY', async (t) => {
    given([created()]).when(del(false, 3)).thenThrows(t, 409, 'EVENT_NOT_EMPTY');
  });
  t.test('given protected relationships with force, then a forced EventDeleted', async (t) => {
    given([created()])
      .when(del(true, 3))
      .then(t, [{ type: 'EventDeleted', data: { org_id: 'org-a', event_id: 'ev-1', deleted_at: LATER, forced: true } }]);
  });
  t.test('given no event or a deleted one, then 404 EVENT_NOT_FOUND', async (t) => {
    given([]).when(del(true, 0)).thenThrows(t, 404, 'EVENT_NOT_FOUND');
    given([created(), deleted]).when(del(true, 0)).thenThrows(t, 404, 'EVENT_NOT_FOUND');
  });
});

t.test('evolve', async (t) => {
  t.test('given created, updated and deleted, then the state folds them in order', async (t) => {
    const upd: EventDomainEvent = { type: 'EventUpdated', data: { org_id: 'org-a', event_id: 'ev-1', changes: { title: 'T2', objectives: 'o' }, updated_at: LATER } };
    const s1 = given([created({ description: 'd' })]).state;
    t.same(s1, { status: 'active', org_id: 'org-a', event_id: 'ev-1', fields: fields({ description: 'd' }), created_at: NOW, updated_at: NOW });
    const s2 = given([created({ description: 'd' }), upd]).state;
    t.same(s2, { ...s1, fields: fields({ description: 'd', title: 'T2', objectives: 'o' }), updated_at: LATER });
    const s3 = given([created({ description: 'd' }), upd, deleted]).state;
    t.same(s3, { ...s2, status: 'deleted', updated_at: LATER });
  });
  t.test('given an update or delete without a create, then the state stays absent', async (t) => {
    const upd: EventDomainEvent = { type: 'EventUpdated', data: { org_id: 'org-a', event_id: 'ev-1', changes: { title: 'x' }, updated_at: LATER } };
    t.same(given([upd, deleted]).state, { status: 'absent' });
  });
  t.test('decide and evolve are pure: the same inputs give the same outputs and the state is not mutated', async (t) => {
    const state = given([created()]).state;
    const copy = structuredClone(state);
    const a = decideEvent(update({ title: 'x' }), state);
    const b = decideEvent(update({ title: 'x' }), state);
    t.same(a, b);
    evolveEvent(state, a[0]!);
    t.same(state, copy);
  });
});
