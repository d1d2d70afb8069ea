import t from 'tap';
import { sentenceEncoder, setDisabledRules } from '../../src/matching/index.ts';
import type { Intent } from '../../src/matching/index.ts';
import { read, segment } from '../../src/matching/reading.ts';
import { raisesMoney } from '../../src/matching/direction-cues.ts';
import { person, readings } from './helpers.ts';

const firstNeed = (i: Intent) => i.needs.find((n) => !n.implied);

t.test('given founders at an open event who say they are raising for a product, when read, then money is what they need first', async (t) => {
  const goals = [
    'Raising a £2m seed for our mill-monitoring sensors.',
    "We're raising a seed round to scale our cold-chain sensors across Europe.",
    'Raising $1.5M to build out our packaging line.',
    'Raising 3m for our grid battery product.',
    'Closing a bridge round of 400k for our food waste platform.',
  ];
  for (const goal of goals) {
    for (const [how, intent] of await readings(person('f', { event_goal: goal }))) {
      t.equal(firstNeed(intent)?.topic, 'capital', `${goal} (${how}): needs capital first`);
    }
  }
});

t.test('given the rule switched off, when the encoder reads a raise for a product, then the product words win (what the rule mends)', async (t) => {
  setDisabledRules(['raising-money']);
  t.teardown(() => setDisabledRules([]));
  const enc = await sentenceEncoder();
  const intent = (await read(person('f', { event_goal: 'Raising a £2m seed for our mill-monitoring sensors.' }), enc)).intent;
  t.not(firstNeed(intent)?.topic, 'capital');
});

t.test('given sentences that raise something else, deny a raise, ask the room or help others raise, when checked, then none is the speaker raising money', async (t) => {
  const raising = (s: string) => raisesMoney(segment(s));
  for (const s of ['Currently fundraising, £750k to finish certification.', 'We are raising our Series A to open a second factory.', 'Looking to raise pre-seed for a bakery robotics startup.']) t.ok(raising(s), s);
  for (const s of [
    'Raising awareness of food waste in school canteens.',
    "We're raising prices next quarter.",
    'Not raising right now, looking for warehouse pilots.',
    'Anyone raising a seed round in agritech?',
    'We helped thirty startups raise seed rounds.',
    'After raising our seed last year, we now want pilot customers.',
  ]) t.notOk(raising(s), s);
});

t.test('given a founder at a sided event, when read, then the side tag states the money and the rule leaves the reading alone', async (t) => {
  const goal = 'Raising a £2m seed for our mill-monitoring sensors.';
  const enc = await sentenceEncoder();
  const sided = (await read(person('f', { side: 'founder', event_goal: goal }), enc)).intent;
  setDisabledRules(['raising-money']);
  t.teardown(() => setDisabledRules([]));
  const without = (await read(person('f', { side: 'founder', event_goal: goal }), enc)).intent;
  t.same(sided.needs.map((n) => [n.topic, n.implied]), without.needs.map((n) => [n.topic, n.implied]));
  t.ok(sided.needs.some((n) => n.topic === 'capital' && !n.implied), 'the side tag states the money');
});
