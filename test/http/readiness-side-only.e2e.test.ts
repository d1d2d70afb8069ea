/** At a sided event a goal that reads to nothing beyond the side: readiness says so, and the reading quotes no words for the money. */
import t from 'tap';
import { startService } from '../helpers/app.ts';
import { importRows } from './attendees.helpers.ts';
import { enrich, settledIntents } from '../enrichment/helpers.ts';

t.test('given a founder whose goal says nothing at a founders-and-investors event, when enriched, then the outlook says only the side is read and the money has no words', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'Demo' } });
  // given a founder who wrote a greeting, one who states a raise, and two investors
  await importRows(svc, token, 'ev', 'imp-1', [
    { attendee_id: 'hi1', name: 'Hal Ito', side: 'founder', event_goal: 'Looking forward to a good day of talks' },
    { attendee_id: 'f2', name: 'Fay Oru', title: 'CEO', company: 'Parcelly', side: 'founder', event_goal: 'Raising a seed round for our parcel lockers' },
    { attendee_id: 'i1', name: 'Ivo Lind', title: 'Partner', company: 'Larch Capital', side: 'investor', event_goal: 'We invest in seed logistics startups in Europe' },
    { attendee_id: 'i2', name: 'Ida Moss', title: 'Principal', company: 'Fern Ventures', side: 'investor', event_goal: 'Backing pre-seed software founders' },
  ]);
  // when the roster is enriched
  await enrich(svc, token, 'ev', 'enr-1');
  await settledIntents(svc, 'org-a', 'ev');

  // then the greeting's reading says only the side is read
  const r = (await svc.call('GET', '/events/ev/attendees/hi1/readiness', { token })).body.readiness;
  t.match(r, { match_ready: true, event_match_ready: true });
  t.same(r.missing, ['profile'], 'the reading is current: only a title and company are missing');
  const ev = await svc.call('GET', '/events/ev/readiness', { token });
  const item = ev.body.items.find((i: any) => i.attendee_id === 'hi1');
  t.equal(item.readiness.match_outlook.expected, 'few');
  t.match(item.readiness.match_outlook.reasons.find((x: any) => x.code === 'SIDE_ONLY'), { message: /reads to nothing beyond the side \(a founder seeks funding\)/ });
  t.notOk(item.readiness.match_outlook.reasons.some((x: any) => x.code === 'NOTHING_READ'));
  // and the founder who states a raise gets no such reason
  const f2 = ev.body.items.find((i: any) => i.attendee_id === 'f2');
  t.notOk(f2.readiness.match_outlook.reasons.some((x: any) => x.code === 'SIDE_ONLY'), JSON.stringify(f2.readiness.match_outlook));

  // and the derived money need quotes none of the greeting's words
  const d = await svc.call('GET', '/events/ev/attendees/hi1?include=goals', { token });
  const money = d.body.goals.derived.needs.find((n: any) => n.topic === 'capital');
  t.ok(money, 'the side states the money');
  t.equal(money.text, '', 'read from the side alone, it has no words');
});
