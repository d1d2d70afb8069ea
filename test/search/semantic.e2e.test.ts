/**
 * Semantic and hybrid people search over HTTP, on attendees enriched through the real enrichment
 * run (their derived intent and sentence vectors in `attendee_intents`).
 */
import t, { type Test } from 'tap';
import { startService, type TestService } from '../helpers/app.ts';
import { importRows } from '../http/attendees.helpers.ts';
import { enrich, settledIntents } from '../enrichment/helpers.ts';

const ROSTER = [
  { attendee_id: 'inv', name: 'Ingrid Solberg', title: 'General Partner', company: 'Fjordline Capital', side: 'investor', event_goal: 'We write first cheques into climate hardware: batteries, grid storage and materials recovery.' },
  { attendee_id: 'fdr', name: 'Tomasz Wrona', title: 'CEO', company: 'CellCycle', side: 'founder', event_goal: 'Raising a seed round to build a pilot plant that recovers lithium and cobalt from spent EV batteries.' },
  { attendee_id: 'ip', name: 'Lucas Ferreira', title: 'Intellectual Property Counsel', company: 'Ferreira & Lobo', side: null, event_goal: 'I help deep-tech startups file and defend their patents and trademarks.' },
  { attendee_id: 'cold', name: 'Yusuf Demir', title: 'Cold Chain Manager', company: 'FreshRoute Logistics', side: null, event_goal: 'Refrigerated warehousing and last-mile delivery for perishable food.' },
];

async function setup(t: Test): Promise<{ svc: TestService; token: string }> {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'Demo' } });
  await importRows(svc, token, 'ev', 'imp-1', ROSTER);
  await enrich(svc, token, 'ev', 'en-1');
  await settledIntents(svc, 'org-a', 'ev');
  return { svc, token };
}

const ids = (res: { body: { items: Array<{ attendee_id: string | null }> } }) => res.body.items.map((i) => i.attendee_id);

t.test('given enriched attendees, semantic search finds people by meaning and answers a need with an offer', async (t) => {
  const { svc, token } = await setup(t);

  // Given the same enriched roster, when a query holds no word to read (punctuation, an emoji, a zero-width
  // space, function words only), then no mode ranks anybody: nearest vectors of nothing are noise, not answers.
  for (const query of ['!!!', '😀🚀', '\u200b', 'a the of', '?!'.repeat(100)]) {
    for (const mode of ['semantic', 'hybrid', 'keyword']) {
      const res = await svc.call('POST', '/search/people', { token, body: { query, mode } });
      t.equal(res.status, 200);
      t.same(ids(res), [], `${mode} ${JSON.stringify(query.slice(0, 12))} finds nobody`);
    }
  }
  const lawyer = await svc.call('POST', '/events/ev/search/people', { token, body: { query: 'patent lawyer', mode: 'semantic' } });
  t.equal(lawyer.status, 200);
  t.equal(ids(lawyer)[0], 'ip', 'no shared word, found by meaning');
  t.match(lawyer.body, { event_id: 'ev', mode: 'semantic', type: 'all' });

  const fund = await svc.call('POST', '/events/ev/search/people', { token, body: { query: 'who could fund a battery recycling startup', mode: 'semantic' } });
  t.equal(ids(fund)[0], 'inv', 'the investor answers the need');
  t.notOk(ids(fund).includes('fdr'), 'the founder asking for the same money is not an answer');
  t.equal(fund.body.items[0].why.field, 'offers');
  t.match(fund.body.items[0].why.snippet, /cheques|climate hardware/);

  const hybrid = await svc.call('POST', '/events/ev/search/people', { token, body: { query: 'who could fund a battery recycling startup' } });
  t.equal(hybrid.body.mode, 'hybrid', 'hybrid is the default');
  t.equal(ids(hybrid)[0], 'inv');

  const needs = await svc.call('POST', '/events/ev/search/people', { token, body: { query: 'who is raising money for a recycling plant', mode: 'semantic' } });
  // Known regression of reading@2: it reads "materials recovery" in the investor's thesis as a
  // need, which edges out the founder (see docs/matching.md, known limits).
  t.equal(ids(needs)[0], 'fdr', '"who is raising" is answered by needs', { todo: 'reading@2 reads a thesis fragment as a need' });
  t.ok(ids(needs).slice(0, 2).includes('fdr'), 'the founder raising is among the first two answers');

  const cold = await svc.call('POST', '/search/people', { token, body: { query: 'refrigerated storage for fresh produce', mode: 'semantic', type: 'profile' } });
  t.equal(ids(cold)[0], 'cold', 'org route, profile vectors');
  t.same(cold.body.items[0].events, ['ev']);
});

t.test('semantic search keeps the org and event boundaries and drops deleted attendees', async (t) => {
  const { svc, token } = await setup(t);
  const other = await svc.key({ org_id: 'org-b' });
  const q = { query: 'patent lawyer', mode: 'semantic' };
  t.same(ids(await svc.call('POST', '/search/people', { token: other, body: q })), [], 'another org sees none of them');

  await svc.call('POST', '/events', { token, body: { event_id: 'ev-2', title: 'Other' } });
  const bound = await svc.key({ event_id: 'ev-2' });
  t.same(ids(await svc.call('POST', '/events/ev-2/search/people', { token: bound, body: q })), [], 'a key bound to another event sees none of them');

  await svc.call('DELETE', '/events/ev/attendees/ip', { token });
  t.notOk(ids(await svc.call('POST', '/events/ev/search/people', { token, body: q })).includes('ip'), 'a deleted attendee vanishes');
});

t.test('a changed goal: its old reading is not used, and the new one is once derived', async (t) => {
  const { svc, token } = await setup(t);
  await importRows(svc, token, 'ev', 'imp-2', [{ ...ROSTER[3]!, event_goal: 'I design brand identities and logos for consumer startups.' }]);
  const stale = await svc.call('POST', '/events/ev/search/people', { token, body: { query: 'refrigerated warehousing', mode: 'semantic', type: 'needs' } });
  t.notOk(ids(stale).includes('cold'), 'the reading of the old goal no longer speaks for the attendee');
  await enrich(svc, token, 'ev', 'en-2');
  await settledIntents(svc, 'org-a', 'ev');
  const fresh = await svc.call('POST', '/events/ev/search/people', { token, body: { query: 'someone to design our logo', mode: 'semantic' } });
  t.equal(ids(fresh)[0], 'cold', 'the new reading is searched');

  await svc.rebuildReadModels();
  const rebuilt = await svc.call('POST', '/events/ev/search/people', { token, body: { query: 'someone to design our logo', mode: 'semantic' } });
  t.same(ids(rebuilt), ids(fresh), 'a rebuild restores the same results');
});
