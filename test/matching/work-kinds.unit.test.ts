import t from 'tap';
import { sentenceEncoder, setDisabledRules } from '../../src/matching/index.ts';
import { read } from '../../src/matching/reading.ts';
import { workKinds } from '../../src/matching/work-kinds.ts';
import { person } from './helpers.ts';

t.test('workKinds: the function of the work, across industries', async (t) => {
  t.same(workKinds('We are hiring two backend developers'), ['work_technical']);
  t.same(workKinds('Experienced account manager open to a new sales role'), ['work_commercial']);
  t.same(workKinds('Registered nurse looking for a change from ward shifts'), ['work_care']);
  t.same(workKinds('Looking for a quality assurance lead to own our audits'), ['work_regulatory']);
  t.same(workKinds('We need a logistics coordinator for the warehouse'), ['work_operations']);
  t.same(workKinds('Data analyst keen on a role in retail analytics'), ['work_data']);
  t.same(workKinds('Postdoc looking for an industry research scientist post'), ['work_research']);
  t.same(workKinds('Clinical trials manager looking for my next role'), ['work_research'], 'clinical of a trial is research, not care');
  t.same(workKinds('Looking for my next role'), [], 'no function named: no kind');
});

t.test('workKinds: skilled trades of a plant and driving, with planners in operations', async (t) => {
  t.same(workKinds('We need two maintenance technicians for the night shift'), ['work_trades']);
  t.same(workKinds('Experienced welder and fitter, looking for a new post'), ['work_trades']);
  t.same(workKinds('Hiring class 1 drivers for our trunking routes'), ['work_driving']);
  t.same(workKinds('Production planner with five years in food'), ['work_operations']);
});

t.test('rule work-kinds: given an employer hiring developers, then its talent need and the job it offers carry technical work; off, they do not', async (t) => {
  const enc = await sentenceEncoder();
  const hire = person('h', { event_goal: 'We are hiring two backend developers for our payments team.' });
  const r = await read(hire, enc);
  const talent = r.intent.needs.find((n) => n.topic === 'talent');
  t.ok(talent?.qualifiers.roles.includes('work_technical'), 'the hire names technical work');
  t.ok(r.intent.offers.find((o) => o.topic === 'job')?.qualifiers.roles.includes('work_technical'), 'and so does the job it offers');
  setDisabledRules(['work-kinds']);
  try {
    const off = await read(hire, enc);
    t.notOk(off.intent.needs.find((n) => n.topic === 'talent')?.qualifiers.roles.includes('work_technical'), 'off: no kind of work');
  } finally {
    setDisabledRules([]);
  }
});
