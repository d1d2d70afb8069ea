import t from 'tap';
import { startService } from '../helpers/app.ts';
import { importRows } from '../http/attendees.helpers.ts';
import { enrich, settledIntents } from './helpers.ts';

const ORG = 'org-a';
const ALL = 'include=profile,event,identity,brief,traits,goals,readiness';

t.test('attendee detail carries the derived intent: items with evidence, qualifiers, source, processing state', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'Demo' } });
  await importRows(svc, token, 'ev', 'imp', [
    { attendee_id: 'ivy', name: 'Ivy Inv', email: 'ivy@northwind.vc', title: 'Partner', company: 'Northwind Ventures', side: 'investor', event_goal: 'Investing in seed-stage fintech startups in Europe; reach me at ivy@northwind.vc' },
    { attendee_id: 'fay', name: 'Fay One', title: 'CEO', company: 'Fintechly', side: 'founder', event_needs: ['seed funding'] },
  ]);

  // given no reading yet
  let d = await svc.call('GET', `/events/ev/attendees/ivy?${ALL}`, { token });
  t.match(d.body.brief, { status: 'not_requested', current: false, text: null, reading_version: null });
  t.equal(d.body.goals.derived, null);
  t.same(d.body.traits, { items: [] });
  t.match(d.body.readiness, { intent_present: true, side: 'investor', match_ready: true });
  t.ok(d.body.readiness.missing.includes('event_intent_not_requested'));

  // when enrichment ran
  await enrich(svc, token, 'ev', 'en');
  await settledIntents(svc, ORG, 'ev');
  d = await svc.call('GET', `/events/ev/attendees/ivy?${ALL}`, { token });
  t.equal(d.status, 200);
  t.match(d.body.brief, { status: 'derived', current: true, text: /Offers capital/, error: null });
  t.type(d.body.brief.reading_version, 'string');
  const offers = d.body.goals.derived.offers;
  const capital = offers.find((o: any) => o.topic === 'capital');
  t.ok(capital, 'the investor offers capital');
  t.equal(capital.source, 'goal');
  t.ok(capital.evidence.some((e: string) => /Partner at Northwind Ventures/.test(e)), 'backed by the profile');
  t.ok(capital.qualifiers.stages.includes('seed') || capital.qualifiers.sectors.length > 0, JSON.stringify(capital.qualifiers));
  t.equal(d.body.goals.offers_source, 'goal');
  t.match(d.body.goals.derived, { status: 'derived', current: true, profile_fallback: false });
  t.ok(d.body.traits.items.some((x: any) => x.axis === 'offer' && x.source === 'goal'), 'qualifiers as traits');
  t.same(d.body.readiness.missing, []);
  const mine = JSON.stringify([d.body.brief, d.body.traits, d.body.goals, d.body.readiness]);
  t.notOk(mine.includes('ivy@northwind.vc'), 'never an e-mail address in the derived sections');
  t.match(d.body.goals.event_goal, /reach me at \[e-mail\]/);
  t.notOk(/goal_id|"goal_ids"/.test(JSON.stringify(d.body)), 'never goal IDs');
  t.notOk(JSON.stringify(d.body).includes('vectors'), 'no vectors in the partner view');

  const fay = await svc.call('GET', `/events/ev/attendees/fay?include=goals,brief`, { token });
  t.equal(fay.body.goals.needs_source, 'explicit');
  t.ok(fay.body.goals.derived.needs.some((n: any) => n.topic === 'capital' && n.source === 'explicit'));

  // when the goal changes, the old reading stays visible but is marked not current while the new one runs
  const doc = await svc.rt.deps.read.get<any>('attendee_intents', `${ORG}/ev/${d.body.entity_id}`);
  t.equal(doc.status, 'derived');
  t.equal(doc.read.version, d.body.brief.reading_version);
});
