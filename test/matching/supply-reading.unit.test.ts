import t from 'tap';
import { deriveIntent, readAttendee, sentenceEncoder } from '../../src/matching/index.ts';
import type { IntentItem } from '../../src/matching/index.ts';
import { person } from './helpers.ts';

// Goals of the goods-and-services market (suppliers, hauliers, buyers), worded apart from the
// example bank's clauses: the bank's supply and buyer examples are what these rest on.
const labels = (items: IntentItem[]) => items.filter((x) => !x.implied || x.inferred).map((x) => `${x.axis}:${x.topic}`);

t.test('given goals of suppliers and buyers of goods, when read with the encoder, then the supply and buyer items are read', async (t) => {
  const enc = await sentenceEncoder();
  const read = async (goal: string) => {
    const r = await readAttendee(person('x', { event_goal: goal }), { encoder: enc });
    return labels([...r.intent.needs, ...r.intent.offers]);
  };
  t.ok((await read('Seeking a forwarder who can handle dangerous goods by sea.')).includes('need:supply'), 'looking for a forwarder is a supply need, not a hire');
  t.ok((await read('Responsible for indirect purchasing at a tyre plant.')).includes('offer:customers'), 'a purchasing manager is a buyer');
  t.ok((await read('Our restaurant group spends a lot on fish and wants direct contracts with fishermen.')).includes('need:supply'), 'a buyer after direct contracts needs supply');
});

t.test('given goals of suppliers of goods, when read without the encoder, then the word reading reads them too', async (t) => {
  const read = (goal: string) => {
    const i = deriveIntent(person('x', { event_goal: goal }));
    return labels([...i.needs, ...i.offers]);
  };
  t.ok(read('Seeking a forwarder who can handle dangerous goods by sea.').includes('need:supply'));
  t.ok(read('Bulk grain storage and drying services for farmers near Poznań.').includes('offer:supply'), 'storage offered to farmers is supply');
});
