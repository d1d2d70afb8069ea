import t from 'tap';
import { RULES, sentenceEncoder, setDisabledRules } from '../../src/matching/index.ts';
import { read, READ_MODE, sideGate } from '../../src/matching/reading.ts';
import type { IntentItem } from '../../src/matching/index.ts';
import { person } from './helpers.ts';

/** Each named rule with an example: on, it does what its reason says; off, it does not. */
const withRules = async <T>(off: string[], f: () => Promise<T>): Promise<T> => {
  setDisabledRules(off);
  try {
    return await f();
  } finally {
    setDisabledRules([]);
  }
};

t.before(() => {
  READ_MODE.mode = 'prototype'; // the rules shape the prototype reading
});
t.teardown(() => {
  READ_MODE.mode = 'hybrid';
});

t.test('every rule has a reason, and an unknown rule cannot be switched off', async (t) => {
  for (const [name, why] of Object.entries(RULES)) t.ok(why.length > 30, name);
  t.throws(() => setDisabledRules(['no-such-rule']));
});

t.test('rule mirrors: given a hiring goal, then a job is offered; without the rule it is not', async (t) => {
  const enc = await sentenceEncoder();
  const a = person('h', { event_goal: 'We are hiring two backend engineers for our team.' });
  const on = await read(a, enc);
  t.ok(on.intent.needs.some((n) => n.topic === 'talent'), 'needs talent');
  t.ok(on.intent.offers.some((o) => o.topic === 'job' && o.implied), 'offers a job (implied)');
  const off = await withRules(['mirrors'], () => read(a, enc));
  t.notOk(off.intent.offers.some((o) => o.topic === 'job'));
});

t.test('rule title-fallback: given a goal with nothing to read and a telling title, then the title is read', async (t) => {
  const enc = await sentenceEncoder();
  const a = person('j', { event_goal: 'tbd', title: 'Journalist', company: 'a trade magazine' });
  const on = await read(a, enc);
  t.ok(on.intent.offers.some((o) => o.topic === 'press'), 'offers press coverage');
  t.ok(on.intent.profile_fallback);
  const off = await withRules(['title-fallback'], () => read(a, enc));
  t.equal(off.intent.offers.length + off.intent.needs.length, 0);
});

t.test('rule side-fallback: given an investor with nothing to read, then they offer capital', async (t) => {
  const enc = await sentenceEncoder();
  const a = person('i', { side: 'investor', event_goal: '-' });
  const on = await read(a, enc);
  t.ok(on.intent.offers.some((o) => o.topic === 'capital'));
  const off = await withRules(['side-fallback'], () => read(a, enc));
  t.equal(off.intent.offers.length, 0);
});

t.test('rule side-gate: given a sided event, then an investor needing capital needs deal flow and a founder offering it needs it', async (t) => {
  const item = (axis: 'need' | 'offer'): { item: IntentItem } => ({ item: { axis, topic: 'capital', qualifiers: { sectors: [], stages: [], geographies: [], roles: [], amount: null, lead: null }, span: 'x', source: 'goal', implied: false, evidence: [] } });
  const inv = [item('need')];
  sideGate(inv, 'investor');
  t.equal(inv[0]!.item.topic, 'dealflow');
  const fo = [item('offer')];
  sideGate(fo, 'founder');
  t.equal(fo[0]!.item.axis, 'need');
  const off = [item('need')];
  await withRules(['side-gate'], async () => sideGate(off, 'investor'));
  t.equal(off[0]!.item.topic, 'capital', 'without the rule nothing changes');
});

t.test('rule goal-qualifiers: given a region stated in another sentence, then the item carries it', async (t) => {
  const enc = await sentenceEncoder();
  const a = person('f', { event_goal: 'Looking for investors for our startup. Based in Berlin.' });
  const on = await read(a, enc);
  const cap = on.intent.needs.find((n) => n.topic === 'capital');
  t.ok(cap, 'needs capital');
  t.ok((cap?.qualifiers.geographies.length ?? 0) > 0, `region from the other sentence (${cap?.qualifiers.geographies.join(',')})`);
  const off = await withRules(['goal-qualifiers'], () => read(a, enc));
  t.same(off.intent.needs.find((n) => n.topic === 'capital')?.qualifiers.geographies, [], 'without the rule the item has none');
});

t.test('rule goal-context: given a clause, then its vector leans towards the whole goal', async (t) => {
  const enc = await sentenceEncoder();
  const a = person('s', { event_goal: 'We bake bread for supermarkets across Poland. We need a new supplier.' });
  const dot = (x: Float32Array, y: Float32Array) => x.reduce((s, v, i) => s + v * y[i]!, 0);
  const on = await read(a, enc);
  const off = await withRules(['goal-context'], () => read(a, enc));
  t.ok(on.needs.length > 0 && off.needs.length === on.needs.length);
  t.ok(dot(on.needs[0]!, on.profile!) > dot(off.needs[0]!, off.profile!), 'closer to the goal with the rule');
});
