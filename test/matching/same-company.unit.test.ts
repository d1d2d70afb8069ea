import t from 'tap';
import { companyKey, runMatching } from '../../src/matching/index.ts';
import { collect, person } from './helpers.ts';

const ctx = { event_id: 'ev-1', event_details: null, objectives: null };

t.test('given company names that differ in case, punctuation, accents and legal form, when normalised, then they are one company', async (t) => {
  const same = ['Acme GmbH', 'ACME, Inc.', 'acme', 'Acme Ltd.', 'Acme S.A.', 'Acme Sp. z o.o.', 'Ácme Limited', 'Acme B.V.'];
  t.same(new Set(same.map(companyKey)), new Set(['acme']));
  t.equal(companyKey('Smith & Sons Ltd'), companyKey('smith and sons'));
  t.not(companyKey('Acme Robotics'), companyKey('Acme Foods'), 'different names stay different');
});

t.test('given an empty or stand-in company, when normalised, then it is no company at all', async (t) => {
  for (const c of [null, undefined, '', '  ', '-', 'n/a', 'N/A', 'Independent', 'Self-employed', 'Freelance', 'Stealth startup', 'Ltd']) {
    t.equal(companyKey(c), c === 'Ltd' ? 'ltd' : null, String(c));
  }
});

t.test('given colleagues who would match each other best, when matched, then they never appear in each other\'s lists', async (t) => {
  const roster = [
    person('a', { company: 'Northwind Ventures', event_goal: 'Looking for a seed investor in fintech' }),
    person('b', { company: 'northwind ventures ltd', event_goal: 'I invest in seed fintech startups' }),
    person('c', { company: 'Ledger Capital', event_goal: 'We back seed fintech teams' }),
    person('d', { company: '', event_goal: 'Looking for seed funding for a fintech app' }),
    person('e', { company: null, event_goal: 'Angel investing in fintech at seed' }),
  ];
  const lists = await collect(runMatching({ attendees: roster, context: ctx, top_n: 4 }));
  const of = (id: string) => lists.find((l) => l.principal_entity_id === id)!.matches.map((m) => m.target_entity_id);
  t.notOk(of('a').includes('b'), 'a does not get its colleague');
  t.notOk(of('b').includes('a'));
  t.ok(of('a').includes('c'), 'a still gets the other investor');
  t.ok(of('d').includes('e') && of('e').includes('d'), 'two people without a company may match');
});
