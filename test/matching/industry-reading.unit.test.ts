import t from 'tap';
import { sentenceEncoder } from '../../src/matching/index.ts';
import { read, segment } from '../../src/matching/reading.ts';
import { asksForProduct, offersTrialSite, speakerHires } from '../../src/matching/direction-cues.ts';
import type { Intent } from '../../src/matching/types.ts';
import { person, readings, withRules } from './helpers.ts';

/** The rules that read bare goals, offered trial sites, questions for tools and stated vacancies at industry events. */
const needs = (i: Intent, topic: string) => i.needs.some((n) => n.topic === topic && !n.implied);

t.test('rule title-fallback: given a goal that reads nothing and a title line that says what the person does, then the title line is read', async (t) => {
  const a = person('f', { title: 'Founder, software that plans routes for refrigerated fleets', company: 'Routecold', event_goal: 'happy to chat, tbd' });
  const off = await withRules(['title-fallback'], () => readings(a));
  for (const [k, [how, on]] of (await readings(a)).entries()) {
    t.ok(on.needs.length + on.offers.length > 0, `${how}: the title line is read (${[...on.needs, ...on.offers].map((x) => `${x.axis}:${x.topic}`).join(', ')})`);
    const o = off[k]![1];
    t.ok(o.needs.length + o.offers.length < on.needs.length + on.offers.length, `${how}: off, less is read`);
  }
});

t.test('rule offered-trials: given a clause offering the speaker\'s premises for a trial, then a solution is sought, surely; a trial refused or a site described is not', async (t) => {
  t.ok(offersTrialSite(segment('We can make one packing line available for a trial in spring.')));
  t.ok(offersTrialSite(segment('Happy to host a pilot at one of our depots.')));
  t.ok(offersTrialSite(segment('Our warehouse in Brno is open for trials of picking robots.')));
  t.notOk(offersTrialSite(segment('We cannot make a line available for a trial this year.')), 'refused');
  t.notOk(offersTrialSite(segment('We run four depots around Leeds.')), 'a site described');
  for (const [how, host] of await readings(person('h', { title: 'Plant Manager', company: 'Morava Plastics', event_goal: 'Our scrap rate on the moulding presses is too high. We will make two presses available for a trial of any inspection system that catches short shots.' }))) {
    t.ok(needs(host, 'solution'), `${how}: the host seeks a solution`);
    t.notOk(needs(host, 'customers'), `${how}: and no custom`);
  }
});

t.test('rule asks-for-a-product: given supply read for a question about a tool, then a solution is sought; a question for suppliers or machines stays supply', async (t) => {
  t.ok(asksForProduct(segment('Is there any software that plans our pallet deliveries to the depots?'), 'need', 'supply'));
  t.notOk(asksForProduct(segment('Does anyone know suppliers of recycled pallets?'), 'need', 'supply'));
  t.notOk(asksForProduct(segment('Who here sells second-hand wrapping machines?'), 'need', 'supply'));
});

t.test('rules speaker-hires and stated-hire: given vacancies the speaker states, then they hire; vacancies denied or asked after are no hire', async (t) => {
  t.ok(speakerHires(['I have four vacancies for forklift drivers.'], 'need', 'job'));
  t.ok(speakerHires(["We've got two openings on the packing line."], 'need', 'job'));
  t.ok(speakerHires(['Vacancies at our bottling plant: electrician, planner.'], 'need', 'job'));
  t.notOk(speakerHires(['We have no vacancies at the moment.'], 'need', 'job'), 'denied');
  t.notOk(speakerHires(['Does anyone have vacancies for drivers?'], 'need', 'job'), 'asked after');
  const enc = await sentenceEncoder();
  const r = await read(person('v', { title: 'Depot Manager', company: 'Morava Freight', event_goal: 'I have four vacancies for forklift drivers on the early shift.' }), enc);
  t.ok(r.intent.needs.some((n) => n.topic === 'talent' && !n.implied), 'a stated talent need');
  t.notOk(r.intent.needs.some((n) => n.topic === 'job' && !n.implied), 'and no job sought');
});
