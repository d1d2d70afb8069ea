import t from 'tap';
import { deriveIntent, setDisabledRules } from '../../src/matching/index.ts';
import { segment } from '../../src/matching/reading.ts';
import { cuesOf, servesNeeds } from '../../src/matching/direction-cues.ts';
import { person, readings } from './helpers.ts';

t.test('given providers who say whom they serve by that party\'s need, when read, then they offer it and need nothing of it', async (t) => {
  const cases: [string, string][] = [
    ['We help food brands that need a co-packer for small batches.', 'supply'],
    ['We can take on contract machining for anyone who needs precision parts.', 'supply'],
    ['We have spare freezer capacity for brands that need it.', 'supply'],
    ['We work with manufacturers who want to cut energy costs.', 'solution'],
  ];
  for (const [goal, topic] of cases) {
    for (const [how, intent] of await readings(person('p', { event_goal: goal }))) {
      const at = `${goal} (${how})`;
      t.ok(intent.offers.some((o) => o.topic === topic && !o.implied), `${at}: offers ${topic}`);
      t.notOk(intent.needs.some((n) => n.topic === topic && !n.implied), `${at}: states no need of ${topic}`);
    }
  }
});

t.test('given a clause with a need of the speaker\'s own beside the one they serve, when checked, then the rule leaves it alone', async (t) => {
  const serves = (s: string) => servesNeeds(segment(s), 'need', 'supply');
  t.notOk(serves("We're looking for brands who need a co-packer."), 'the speaker seeks the brands');
  t.notOk(serves('We need a supplier that wants long contracts.'), 'the speaker needs a supplier');
  t.notOk(serves('Who here has customers that need cold storage?'), 'a question');
  t.notOk(serves('Manufacturers who need short runs.'), 'nobody serves them');
  t.ok(serves('We help food brands that need a co-packer.'));
  t.ok(serves('Happy to talk to any retailer who needs last-mile delivery.'));
});

t.test('given someone else\'s need in a relative clause, when the cues are read, then it is no seeking cue of the speaker\'s', async (t) => {
  t.equal(cuesOf('We work with manufacturers who want to cut energy costs.').axis, null);
  t.equal(cuesOf('We need manufacturers who want to cut energy costs.').axis, 'need');
});

t.test('given an investor who says whom they back by that party\'s need, when checked, then the market read by role is left alone', async (t) => {
  t.notOk(servesNeeds(segment('We back startups that need seed money.'), 'need', 'dealflow'));
  t.notOk(servesNeeds(segment('We help founders who need a co-founder.'), 'need', 'cofounder'));
});

t.test('given the rule switched off, when a provider who says whom they serve is read, then the served party\'s need reads as the speaker\'s (what the rule mends)', async (t) => {
  setDisabledRules(['served-needs']);
  t.teardown(() => setDisabledRules([]));
  const intent = deriveIntent(person('p', { event_goal: 'We help food brands that need a co-packer for small batches.' }));
  t.ok(intent.needs.some((n) => n.topic === 'supply' && !n.implied));
});
