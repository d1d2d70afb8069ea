import t from 'tap';
import { sentenceEncoder, setDisabledRules } from '../../src/matching/index.ts';
import { read, segment } from '../../src/matching/reading.ts';
import { asksForProduct } from '../../src/matching/direction-cues.ts';
import { person, readings } from './helpers.ts';

t.test('given someone who asks whether a product exists or who makes one, when read, then they seek a solution and no customers', async (t) => {
  for (const goal of [
    'Is there something that plugs into our telematics?',
    'Is there an app for tracking allergen changeovers?',
    'Any software that reads delivery notes automatically?',
    'Is there a service that handles customs paperwork for small exporters?',
  ]) {
    for (const [how, intent] of await readings(person('b', { event_goal: goal }))) {
      // The word reading is less sure of some: a solution read at all, stated or unsure.
      t.ok(intent.needs.some((n) => n.topic === 'solution' && (!n.implied || (how === 'without it' && n.inferred))), `${goal} (${how}): seeks a solution`);
      t.notOk(intent.needs.some((n) => n.topic === 'customers' || n.topic === 'press'), `${goal} (${how}): seeks no customers or press`);
    }
  }
});

t.test('given questions about funding, suppliers, investors or who needs something, when checked, then none asks for a product', async (t) => {
  for (const s of ['Is there any funding for small exporters?', 'Is anyone here looking for cold storage?', 'Are there any investors here who like robotics?', 'Is there a market for upcycled pallets?']) {
    t.notOk(asksForProduct(segment(s), 'need', 'customers'), s);
  }
  t.notOk(asksForProduct(segment('Any suppliers of oat milk here?'), 'need', 'supply'), 'goods sought from suppliers stay supply');
  t.notOk(asksForProduct(segment('Is there an app for this? We also need investors.'), 'need', 'customers'), 'a clause with a need stated beside the question');
});

t.test('given the rule switched off, when the encoder reads a question for an app, then it reads custom sought (what the rule mends)', async (t) => {
  setDisabledRules(['asks-for-a-product']);
  t.teardown(() => setDisabledRules([]));
  const enc = await sentenceEncoder();
  const intent = (await read(person('b', { event_goal: 'Is there an app for tracking allergen changeovers?' }), enc)).intent;
  t.ok(intent.needs.some((n) => n.topic === 'customers'));
});
