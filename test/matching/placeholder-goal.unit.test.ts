import t from 'tap';
import { deriveIntent, readinessOf, sentenceEncoder } from '../../src/matching/index.ts';
import { read } from '../../src/matching/reading.ts';
import { profileText } from '../../src/matching/features.ts';
import { isPlaceholder, writtenOf } from '../../src/matching/written.ts';
import { person } from './helpers.ts';

t.test('given texts people type for "nothing", when checked, then they are placeholders and real goals are not', async (t) => {
  for (const x of ['', '   ', '-', '—', '...', '?', 'tbd', 'TBD!', 'n/a', 'N/A', 'NA', 'none', 'None.', 'to be confirmed', 'xxx', 'not sure yet', '-'.repeat(60)])
    t.ok(isPlaceholder(x), JSON.stringify(x));
  for (const x of ['open to work', 'Hiring', 'na ja, mal sehen', 'Nothing to sell, here to learn about cold chains', 'x-ray triage pilots', 'tbd: raising a seed round'])
    t.notOk(isPlaceholder(x), JSON.stringify(x));
});

t.test('given a placeholder goal and placeholder list entries, when written out, then only what says something remains', async (t) => {
  t.same(writtenOf({ event_goal: ' n/a ', event_needs: ['-', 'a CTO'], event_offers: ['tbd'] }), { goal: '', needs: ['a CTO'], offers: [] });
  t.same(writtenOf({ event_goal: ' Raising a seed round ' }), { goal: 'Raising a seed round', needs: [], offers: [] });
});

t.test('given an investor whose goal is "-", when read, then the title line is read in its place, with the stage, region and sector it names', async (t) => {
  const enc = await sentenceEncoder();
  const a = person('i', { side: 'investor', title: 'Angel investor, robotics, pre-seed, Nordics', company: 'Aas Invest', event_goal: '-' });
  for (const [how, intent] of [['with the encoder', (await read(a, enc)).intent], ['without it', deriveIntent(a)]] as const) {
    const money = intent.offers.find((o) => o.topic === 'capital');
    t.ok(money, `${how}: offers capital`);
    t.ok(money!.qualifiers.stages.includes('preseed'), `${how}: at pre-seed (${money!.qualifiers.stages})`);
    t.ok(money!.qualifiers.geographies.includes('nordics'), `${how}: in the Nordics (${money!.qualifiers.geographies})`);
    t.ok(money!.qualifiers.sectors.includes('hardware'), `${how}: in robotics, the hardware sector (${money!.qualifiers.sectors})`);
    t.equal(intent.profile_fallback, true, `${how}: read from the profile`);
    t.not(money!.span, '-', `${how}: the span is not the placeholder`);
  }
});

t.test('given the same person with no goal at all, when read, then the reading is the placeholder one', async (t) => {
  const base = { side: 'founder' as const, title: 'CEO, raising €1M seed for supplier-risk software', company: 'Furnisk' };
  t.same(deriveIntent(person('f', { ...base, event_goal: 'tbd' })), deriveIntent(person('f', { ...base, event_goal: null })));
});

t.test('given two attendees whose goals are "tbd", when their texts are compared, then the placeholder is no shared word', async (t) => {
  t.equal(profileText(person('a', { title: 'CEO', company: 'Acme', event_goal: 'tbd' })), 'CEO. Acme');
  t.equal(profileText(person('b', { event_goal: 'TBD', event_needs: ['n/a'] })), '');
});

t.test('given a placeholder goal, when readiness is asked, then the goal is reported missing', async (t) => {
  const a = person('c', { title: 'Partner', company: 'Kite Ventures', event_goal: 'n/a' });
  const r = readinessOf(a, deriveIntent(a));
  t.same(r.missing, ['event_goal']);
  t.equal(r.match_ready, true, 'the title still gives something to match on');
});
