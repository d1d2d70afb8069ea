import t from 'tap';
import { RULES, sentenceEncoder, setDisabledRules } from '../../src/matching/index.ts';
import { read, READ_MODE } from '../../src/matching/reading.ts';
import { finalScore } from '../../src/matching/score.ts';
import { packOf, person } from './helpers.ts';

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

t.test('rule qualifier-gate: given a pre-seed raise and two seed-only investors of which one backs Series A only, then the stage conflict lowers that pair; without the rule it does not', async (t) => {
  const roster = [
    person('f', { side: 'founder', event_goal: 'Raising a pre-seed round for our robotics startup.' }),
    person('i-pre', { side: 'investor', event_goal: 'We invest in robotics startups at pre-seed.' }),
    person('i-a', { side: 'investor', event_goal: 'We invest in robotics startups at Series A.' }),
  ];
  const packed = await packOf(roster);
  const on = { pre: finalScore(packed, 0, 1), a: finalScore(packed, 0, 2) };
  const off = await withRules(['qualifier-gate'], async () => ({ pre: finalScore(packed, 0, 1), a: finalScore(packed, 0, 2) }));
  t.equal(off.pre, on.pre, 'no conflict, no change');
  t.ok(on.a < off.a, `the conflicting pair is lowered (${on.a} < ${off.a})`);
  t.ok(on.pre - on.a > off.pre - off.a, 'and falls further behind the fitting investor');
});

t.test('rule sector-prototypes: given a founder who describes the product without a sector word, then the raise carries the sector of the nearest description; without the rule it carries none', async (t) => {
  const enc = await sentenceEncoder();
  READ_MODE.mode = 'hybrid'; // the rule acts on the lexicon reading's items
  try {
    const a = person('f', { side: 'founder', event_goal: 'Our software spots intruders on company laptops before they steal anything. Raising a seed round.' });
    const on = await read(a, enc);
    const need = on.intent.needs.find((n) => n.topic === 'capital');
    t.ok(need, 'needs capital');
    t.same(need?.qualifiers.sectors, ['cyber'], 'security from the description');
    const off = await withRules(['sector-prototypes'], () => read(a, enc));
    t.same(off.intent.needs.find((n) => n.topic === 'capital')?.qualifiers.sectors, [], 'no sector without the rule');
    const open = await read({ ...a, side: null }, enc);
    t.same(open.intent.needs.find((n) => n.topic === 'capital')?.qualifiers.sectors ?? [], [], 'at an open event the startup sector list is not applied');
  } finally {
    READ_MODE.mode = 'prototype';
  }
});
