import t from 'tap';
import fc from 'fast-check';
import { deriveIntent } from '../../src/matching/index.ts';
import type { IntentItem } from '../../src/matching/index.ts';
import { person } from './helpers.ts';

const find = (items: IntentItem[], topic: string) => items.find((i) => i.topic === topic);

t.test('given a goal full of typos, when derived, then the need, sector and stage are still read', async (t) => {
  const intent = deriveIntent(person('a', { side: 'founder', event_goal: 'lookng for investers for our fintch pre-seed round!! also hiring 2 backend devs' }));
  const capital = find(intent.needs, 'capital');
  t.ok(capital, 'needs capital');
  t.same(capital?.qualifiers.sectors, ['fintech']);
  t.same(capital?.qualifiers.stages, ['preseed']);
  t.same(find(intent.needs, 'talent')?.qualifiers.roles, ['engineer'], 'hiring backend devs is a need for engineers');
  t.match(capital?.span, /investers for our fintch pre-seed round/, 'the span is the original text');
});

t.test('given synonyms for money, when derived, then investors and founders land on the same topic', async (t) => {
  const founder = deriveIntent(person('f', { event_goal: 'Trying to find backers for our seed; we build climate products out of Paris' }));
  const investor = deriveIntent(person('i', { title: 'Angel investor', event_goal: 'I write €100k-250k cheques into seed climate companies in France' }));
  t.equal(find(founder.needs, 'capital')?.qualifiers.geographies[0], 'france');
  const offer = find(investor.offers, 'capital');
  t.same(offer?.qualifiers.amount, { min: 100000, max: 250000 });
  t.ok(find(investor.needs, 'dealflow'), 'an investor offering money implicitly wants deal flow');
  t.ok(find(founder.offers, 'dealflow'), 'a founder raising implicitly offers an investable company');
});

t.test('given explicit needs beside a goal, when derived, then the listed need is read on the need axis and the goal still counts', async (t) => {
  const intent = deriveIntent(
    person('x', { event_goal: 'Looking for pilot customers in logistics. Happy to mentor first-time founders.', event_needs: ['grant funding for our research'] }),
  );
  t.ok(intent.needs.some((x) => x.source === 'explicit'), 'the listed need is read as a need');
  t.ok(find(intent.offers, 'advice'), 'offers axis still comes from the goal');
  t.equal(find(intent.needs, 'grant')?.source, 'explicit', 'and as the grant it names');
});

t.test('given an explicit entry of no clear topic, when derived, then it still gives an item on its own axis, quoting the entry', async (t) => {
  const intent = deriveIntent(person('x', { event_offers: ['third-generation winemaker in Bordeaux'] }));
  t.ok(intent.offers.length > 0 && intent.offers.every((o) => o.source === 'explicit'));
  t.equal(intent.offers[0]?.span, 'third-generation winemaker in Bordeaux');
  t.same(intent.needs.filter((x) => !x.implied), [], 'and no need is made up from it');
});

t.test('given no goal, when derived, then profile intent is used and flagged', async (t) => {
  const intent = deriveIntent(person('p', { side: 'investor', title: 'Partner', company: 'Kite Ventures', raw_data: { bio: 'seed stage healthtech' } }));
  t.equal(intent.profile_fallback, true);
  const offer = find(intent.offers, 'capital');
  t.same(offer?.qualifiers.sectors, ['health']);
  t.same(offer?.evidence, ['Partner at Kite Ventures'], 'the title and firm back the offer');
});

t.test('given the same offer with and without a backing profile, then only one carries evidence', async (t) => {
  const backed = deriveIntent(person('a', { title: 'Advisor', company: 'Northwind Partners', event_goal: 'Happy to mentor first-time founders on pricing.' }));
  const bare = deriveIntent(person('b', { event_goal: 'Happy to mentor first-time founders on pricing.' }));
  t.ok((find(backed.offers, 'advice')?.evidence.length ?? 0) > 0, 'the title backs the advice');
  t.same(find(bare.offers, 'advice')?.evidence, [], 'without it the same offer stands unbacked');
});

t.test('given an investor phrase "looking to invest", then it is an offer of capital, not a need', async (t) => {
  const intent = deriveIntent(person('i', { event_goal: 'Looking to invest in seed-stage digital health across the Nordics' }));
  t.ok(find(intent.offers, 'capital'));
  t.notOk(find(intent.needs, 'capital'));
});

t.test('given a goal that states the round and explicit lists that name only the investor, when derived, then the listed need keeps the goal\'s sector, stage, region and amount', async (t) => {
  const intent = deriveIntent(person('f', { side: 'founder', event_goal: 'We are raising a €2M seed round for our fintech startup in Berlin.', event_needs: ['a lead investor'], event_offers: ['a seat on our advisory board'] }));
  const capital = find(intent.needs, 'capital');
  t.ok(capital, 'the listed need is read as capital');
  t.same(capital?.qualifiers.sectors, ['fintech'], 'the goal names the sector the list leaves unsaid');
  t.same(capital?.qualifiers.stages, ['seed'], 'and the stage');
  t.same(capital?.qualifiers.geographies, ['dach'], 'and the region');
  t.same(capital?.qualifiers.amount, { min: 2000000, max: 2000000 }, 'and the amount of the goal\'s own money need');
});

t.test('given lists that name their own sector, when derived, then the goal\'s other sectors do not overrule them', async (t) => {
  const intent = deriveIntent(person('f', { side: 'founder', event_goal: 'We build tools for climate, energy and mobility teams and are raising a seed.', event_needs: ['investors who know fintech'] }));
  t.same(find(intent.needs, 'capital')?.qualifiers.sectors, ['fintech'], 'what the list says stands');
});

t.test('given a founder who lists their company as an offer, when derived, then it is deal flow on the offer axis, weighing like the mirror of a raise', async (t) => {
  const listed = deriveIntent(person('f', { side: 'founder', event_goal: 'Raising our seed round.', event_offers: ['Logistics software company, seed stage, Berlin'] }));
  const written = deriveIntent(person('g', { side: 'founder', event_goal: 'Raising our seed round for our logistics software company in Berlin.' }));
  t.same(listed.offers.map((o) => [o.axis, o.topic]), [['offer', 'dealflow']], 'an investable company, not money given nor a need filed among the offers');
  t.ok(listed.offers.every((o) => o.axis === 'offer') && listed.needs.every((n) => n.axis === 'need'), 'every item sits on its own axis');
  t.ok(find(written.offers, 'dealflow'), 'written in the goal, the raise offers the company too');
});

t.test('given any mix of goal and list phrases and any side, when derived, then every need sits on the need axis and every offer on the offer axis (property)', async (t) => {
  const phrase = fc.constantFrom(
    'raising a seed round', 'we invest in fintech', 'seed stage software company', 'hiring engineers', 'happy to advise founders',
    'looking for pilot customers', 'a lead investor', 'Series A, Berlin, €3M', 'climate hardware', 'our payments company',
    'open to partnerships', 'writing tickets of €250k', 'mentoring on go-to-market', 'not raising right now', '',
  );
  const text = fc.array(phrase, { maxLength: 3 }).map((xs) => xs.join('. '));
  const list = fc.option(fc.array(phrase, { maxLength: 3 }), { nil: undefined });
  fc.assert(
    fc.property(text, list, list, fc.constantFrom(null, 'founder', 'investor'), (event_goal, event_needs, event_offers, side) => {
      const intent = deriveIntent(person('p', { side, event_goal, event_needs, event_offers }));
      return intent.needs.every((x) => x.axis === 'need') && intent.offers.every((x) => x.axis === 'offer');
    }),
  );
  t.pass('no item is filed on the other axis');
});
