import t from 'tap';
import { sentenceEncoder } from '../../src/matching/index.ts';
import { read } from '../../src/matching/reading.ts';
import { cuesOf } from '../../src/matching/direction-cues.ts';
import { person } from './helpers.ts';

t.test('given clinicians who want to move into industry without naming a job, when read with the encoder, then they seek a job or offer their skills, not staff', async (t) => {
  const enc = await sentenceEncoder();
  const pharmacist = (await read(person('p', { event_goal: 'Hospital pharmacist hoping to move into the medical affairs team of a drug company.' }), enc)).intent;
  t.equal(pharmacist.needs[0]?.topic, 'job', 'the pharmacist seeks a job first');
  const nurse = (await read(person('n', { event_goal: 'Ward nurse for ten years, now keen to work as a clinical specialist for a medical device company.' }), enc)).intent;
  t.ok(nurse.offers.some((x) => x.topic === 'talent' && !x.implied), 'the nurse offers their skills, surely');
  t.notOk(nurse.needs.some((x) => x.topic === 'talent'), 'and hires no one');
});

t.test('given "looking" with its object and no "for" (a learner\'s wording), then it is a seeking cue; "looking forward" and "looking ahead" are not', async (t) => {
  t.equal(cuesOf('We are looking developers for our backend team').axis, 'need', 'looking developers seeks');
  t.equal(cuesOf("We're looking partners in Spain").axis, 'need', 'looking partners seeks');
  t.equal(cuesOf('We are looking forward to meeting you').axis, null, 'looking forward seeks nothing');
  t.equal(cuesOf('We are looking ahead to next year').axis, null, 'looking ahead seeks nothing');
  t.equal(cuesOf('We are looking good').axis, null, 'looking good seeks nothing');
  const enc = await sentenceEncoder();
  const hirer = (await read(person('h', { event_goal: 'We are looking developers for our backend team, remote possible.' }), enc)).intent;
  t.ok(hirer.needs.some((x) => x.topic === 'talent'), 'the team hires developers');
  t.notOk(hirer.offers.some((x) => x.topic === 'job' && !x.implied), 'and states no job of its own on offer as if it were a job seeker');
});
