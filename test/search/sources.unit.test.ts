/** Reading index documents from read models, and what an event of the log touches (pure parts). */
import t from 'tap';
import { currentReading, memberOf, type IntentDocView } from '../../src/search/sources.ts';
import { touchedBy } from '../../src/search/service.ts';
import { encodeVector, READING_VERSION } from '../../src/matching/index.ts';
import { intentInputHash } from '../../src/domain/intent.ts';
import { inputsOf } from '../../src/commands/intents/inputs.ts';
import type { PersonDoc } from '../../src/projections/people.ts';
import type { RosterDoc } from '../../src/projections/roster.ts';

const vec = (i: number) => encodeVector(Float32Array.from({ length: 8 }, (_, j) => (j === i ? 1 : 0.1)));
const row = { event_id: 'ev', entity_id: 'e1', attendee_id: 'a1', event: { goal: 'Raising a seed round for our robots', needs: null, offers: null, side: 'founder' } } as unknown as RosterDoc;
const person = { entity_id: 'e1', display_name: 'Ada', title: 'CEO', company: 'Robo', email: 'ada@robo.example' } as PersonDoc;
const read = {
  version: READING_VERSION,
  intent: {
    needs: [{ span: 'Raising a seed round', implied: false }],
    offers: [
      { span: 'Raising a seed round', implied: true },
      { span: 'robots', implied: false },
    ],
  },
  vectors: { profile: vec(0), needs: [vec(1)], offers: [vec(2), vec(3)] },
};
const doc = (over: Partial<IntentDocView> = {}): IntentDocView => ({ id: 'x', status: 'derived', input_hash: intentInputHash(inputsOf(row, person)), reading_version: READING_VERSION, read, ...over });

t.test('a reading speaks for the attendee only when it is of their present inputs and of this library version', async (t) => {
  const hash = intentInputHash(inputsOf(row, person));
  t.ok(currentReading(doc(), hash));
  t.ok(currentReading(doc({ status: 'pending' }), hash), 'a newer request pending: the reading of the same inputs still counts');
  t.equal(currentReading(doc({ input_hash: 'older' }), hash), null, 'a reading of older inputs does not');
  t.equal(currentReading(doc({ read: { ...read, version: 'reading@0' } }), hash), null, 'nor one of another library version');
  t.equal(currentReading(doc({ read: { ...read, vectors: { ...read.vectors, offers: [vec(2)] } } }), hash), null, 'nor one missing vectors');
  t.equal(currentReading(null, hash), null);
});

t.test('a membership document: derived items without their mirrors, no e-mail', async (t) => {
  const m = memberOf(row, person, doc());
  t.same(m.needs, ['Raising a seed round']);
  t.same(m.offers, ['robots'], 'the implied offer that mirrors the stated need is left out');
  t.same(m.vectors?.offers.map((o) => o.text), ['robots']);
  t.equal(m.vectors?.needs.length, 1);
  t.notOk(JSON.stringify(m).includes('ada@robo.example'));
  const stale = memberOf(row, { ...person, title: 'CTO' }, doc());
  t.equal(stale.vectors, null, 'a changed title makes the reading stale');
  t.same(stale.needs, [], 'and its derived items too');
  const explicit = memberOf({ ...row, event: { ...row.event, offers: ['hardware mentoring'] } } as RosterDoc, person, null);
  t.same(explicit.offers, ['hardware mentoring'], 'explicit offers are used as given');
});

t.test('what an event of the log touches', async (t) => {
  t.same(touchedBy({ type: 'AttendeeImported', data: { org_id: 'o', event_id: 'ev', entity_id: 'e1' } }), { org: 'o', entities: ['e1'], deletedEvent: null });
  t.same(touchedBy({ type: 'PersonsMerged', data: { org_id: 'o', source_entity_id: 's', target_entity_id: 't' } }), { org: 'o', entities: ['s', 't'], deletedEvent: null });
  t.same(touchedBy({ type: 'EventDeleted', data: { org_id: 'o', event_id: 'ev' } }), { org: 'o', entities: [], deletedEvent: 'ev' });
  t.equal(touchedBy({ type: 'EventCreated', data: { org_id: 'o', event_id: 'ev' } }), null);
  t.equal(touchedBy({ type: 'KeyRevoked', data: { key_id: 'k' } }), null);
});
