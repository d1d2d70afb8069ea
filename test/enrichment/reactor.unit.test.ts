import t from 'tap';
import { touchedBy } from '../../src/workers/intents/intentReactor.ts';
import type { StoredEvent } from '../../src/infra/eventstore/port.ts';

const stored = (type: string, data: Record<string, unknown>, position: number): StoredEvent => ({ id: `e${position}`, streamId: 'people-o', type, data, metadata: {}, revision: position, position, recordedAt: '2030-01-01T00:00:00Z' });

t.test('the reactor looks at whoever an event may have changed the reading inputs of', async (t) => {
  const out = touchedBy([
    stored('AttendeeImported', { org_id: 'o', event_id: 'ev', entity_id: 'p1' }, 1),
    stored('AttendeeSideChanged', { org_id: 'o', event_id: 'ev', entity_id: 'p2' }, 2),
    stored('IdentityReviewResolved', { org_id: 'o2', event_id: 'ev', entity_id: 'p3' }, 3),
    stored('PersonsMerged', { org_id: 'o', source_entity_id: 'p4', target_entity_id: 'p5', moved_event_ids: ['ev-a', 'ev-b'], dropped_event_ids: ['ev'] }, 4),
    stored('AttendeeIntentDerived', { org_id: 'o', event_id: 'ev', entity_id: 'p9' }, 5),
    stored('EventCreated', { org_id: 'o', event_id: 'ev' }, 6),
  ]);
  t.same([...out.check.get('o')!].sort(), ['p1', 'p2', 'p5']);
  t.same([...out.check.get('o2')!], ['p3']);
  t.same(out.force, [
    { org: 'o', event: 'ev-a', entity: 'p5' },
    { org: 'o', event: 'ev-b', entity: 'p5' },
  ], 'a merge queues the survivor in the events it took over');
  t.equal(out.upTo, 4, 'the read models must reach the last event that touched someone, not the page end');
  t.equal(touchedBy([stored('AttendeeIntentDerived', { org_id: 'o', event_id: 'ev', entity_id: 'p9' }, 7)]).upTo, 0, 'a page of readings waits for nothing');
});
