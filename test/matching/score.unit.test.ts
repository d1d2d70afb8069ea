import t from 'tap';
import { sentenceEncoder } from '../../src/matching/index.ts';
import type { AttendeeInput } from '../../src/matching/index.ts';
import { scorePair } from '../../src/matching/score.ts';
import type { PairScore } from '../../src/matching/score.ts';
import { packOf, person } from './helpers.ts';

/** Scores pairs of a small roster by entity id. */
async function scorer(roster: AttendeeInput[]): Promise<(a: string, b: string) => PairScore> {
  const packed = await packOf(roster, await sentenceEncoder());
  const ix = (id: string) => roster.findIndex((p) => p.entity_id === id);
  return (a, b) => scorePair(packed, ix(a), ix(b));
}

t.test('given a mentor who is hiring and a mentee who offers nothing back, when scored, then the mentor still wants to meet the mentee, but less than a mutual match', async (t) => {
  const score = await scorer([
    person('mentor', { title: 'Advisor', event_goal: 'Happy to mentor first-time founders on go-to-market. We are also hiring backend engineers.' }),
    person('mentee', { title: 'Founder', event_goal: 'Looking for a mentor who has done go-to-market before.' }),
    person('engineer', { title: 'Software Engineer', event_goal: 'Backend engineer looking for my next job.' }),
    person('sailor', { title: 'Consultant', event_goal: 'Love sailing and good coffee.' }),
  ]);
  const oneSided = score('mentee', 'mentor');
  t.equal(oneSided.sub.goal_offers_to_needs, 0, 'the mentee offers nothing the mentor needs');
  t.ok(oneSided.sub.score_b_to_a > 0.4, `the mentor's interest comes from what they can give (${oneSided.sub.score_b_to_a})`);
  // Since 2.0.0 the final score also carries text similarity; the reciprocity properties are the structured part's.
  t.ok(oneSided.final > score('mentee', 'sailor').final, 'helping beats no fit at all');
  t.ok(oneSided.sub.score_b_to_a > score('mentee', 'sailor').sub.score_b_to_a, 'also in the structured interest');
  t.ok(score('mentor', 'engineer').sub.goal_complementarity > score('mentor', 'mentee').sub.goal_complementarity, 'a pair where both gain is more complementary than one where only one does');
});

t.test('given a hire and two engineers who differ only in city, when scored, then the city does not qualify the hire; for an investor mandate it does', async (t) => {
  const score = await scorer([
    person('hire-berlin', { title: 'Head of Talent', event_goal: 'Hiring backend engineers in Berlin.' }),
    person('dev-paris', { title: 'Software Engineer', event_goal: 'Backend engineer in Paris looking for a new job.' }),
    person('dev-berlin', { title: 'Software Engineer', event_goal: 'Backend engineer in Berlin looking for a new job.' }),
    person('founder-berlin', { side: 'founder', title: 'CEO', event_goal: 'Raising a seed round for our climate startup in Berlin.' }),
    person('vc-berlin', { side: 'investor', title: 'Partner', event_goal: 'We invest at seed in climate startups in Berlin.' }),
    person('vc-us', { side: 'investor', title: 'Partner', event_goal: 'We invest at seed in climate startups in the US.' }),
  ]);
  const paris = score('hire-berlin', 'dev-paris').sub, berlin = score('hire-berlin', 'dev-berlin').sub;
  // Since reading@3 an item carries the vector of its whole goal, so the city word can move the
  // text term a little; the qualifier fit does not (against 0.1 or more for a mandate below).
  t.ok(Math.abs(paris.goal_needs_to_offers - berlin.goal_needs_to_offers) < 0.05, 'the hire is met about as well by either engineer');
  t.ok(paris.value_alignment < berlin.value_alignment, 'the shared city still counts between the people');
  const us = score('founder-berlin', 'vc-us').sub, local = score('founder-berlin', 'vc-berlin').sub;
  t.ok(local.goal_needs_to_offers - us.goal_needs_to_offers > 0.1, 'an investor outside the region meets the raise less well');
});
