import t from 'tap';
import { deriveIntent, sentenceEncoder } from '../../src/matching/index.ts';
import type { AttendeeInput } from '../../src/matching/index.ts';
import { pack } from '../../src/matching/features.ts';
import type { Packed } from '../../src/matching/features.ts';
import { COMPLEMENT, directionalSim, finalScore, FUSION, lexicalSim, pairParts, scorePair } from '../../src/matching/score.ts';
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

t.test('given a hire and two engineers who differ only in city, when scored, then the city qualifies the hire as it does an investor mandate, and not advice', async (t) => {
  const score = await scorer([
    person('hire-berlin', { title: 'Head of Talent', event_goal: 'Hiring backend engineers in Berlin.' }),
    person('dev-paris', { title: 'Software Engineer', event_goal: 'Backend engineer in Paris looking for a new job.' }),
    person('dev-berlin', { title: 'Software Engineer', event_goal: 'Backend engineer in Berlin looking for a new job.' }),
    person('founder-berlin', { side: 'founder', title: 'CEO', event_goal: 'Raising a seed round for our climate startup in Berlin.' }),
    person('vc-berlin', { side: 'investor', title: 'Partner', event_goal: 'We invest at seed in climate startups in Berlin.' }),
    person('vc-us', { side: 'investor', title: 'Partner', event_goal: 'We invest at seed in climate startups in the US.' }),
    person('mentee-berlin', { title: 'Founder', event_goal: 'Looking for a mentor on fundraising. Based in Berlin.' }),
    person('mentor-paris', { title: 'Advisor', event_goal: 'Happy to mentor founders on fundraising. Based in Paris.' }),
    person('mentor-berlin', { title: 'Advisor', event_goal: 'Happy to mentor founders on fundraising. Based in Berlin.' }),
  ]);
  const paris = score('hire-berlin', 'dev-paris').sub, berlin = score('hire-berlin', 'dev-berlin').sub;
  t.ok(berlin.goal_needs_to_offers - paris.goal_needs_to_offers > 0.05, `the engineer in Berlin meets the hire better (${berlin.goal_needs_to_offers} against ${paris.goal_needs_to_offers})`);
  t.ok(paris.value_alignment < berlin.value_alignment, 'the shared city also counts between the people');
  const us = score('founder-berlin', 'vc-us').sub, local = score('founder-berlin', 'vc-berlin').sub;
  t.ok(local.goal_needs_to_offers - us.goal_needs_to_offers > 0.1, 'an investor outside the region meets the raise less well');
  // An item carries the vector of its whole goal, so the city word can move the text term a
  // little; the qualifier fit does not.
  const far = score('mentee-berlin', 'mentor-paris').sub, near = score('mentee-berlin', 'mentor-berlin').sub;
  t.ok(Math.abs(far.goal_needs_to_offers - near.goal_needs_to_offers) < 0.05, `advice travels: either mentor meets the need about as well (${far.goal_needs_to_offers}, ${near.goal_needs_to_offers})`);
});

t.test('given two founders after the same pilot site and a hospital offering it, when scored, then the directional text term separates the rivals from the match', async (t) => {
  const roster = [
    person('app-a', { title: 'Founder', event_goal: 'We are looking for a hospital willing to pilot our wound care app with nurses.' }),
    person('app-b', { title: 'CEO', event_goal: 'Looking for a hospital to pilot our wound photo app with ward nurses.' }),
    person('hospital', { title: 'Head of Innovation', event_goal: 'Our hospital can offer a pilot on two wards for a wound care app that helps nurses.' }),
    // Others at the event, so the roster's idf tells shared domain words from everyday ones.
    person('vc', { title: 'Partner', event_goal: 'We invest at seed in fintech across Europe.' }),
    person('dev', { title: 'Engineer', event_goal: 'Backend engineer looking for my next job in Berlin.' }),
    person('press', { title: 'Journalist', event_goal: 'I write about climate startups and want stories.' }),
    person('chess', { title: 'Coach', event_goal: 'Anyone up for a game of chess tonight?' }),
  ];
  // The real sentence encoder: the final score includes what the classifier reading reads, which
  // the test encoder's word-hash vectors cannot tell.
  const p = await packOf(roster, await sentenceEncoder());
  const [a, b, h] = [0, 1, 2];
  t.ok(lexicalSim(p, a, b) > 0.2, 'the rivals write alike');
  t.ok(directionalSim(p, a, b) < 0, `their need texts are alike, so the directional term is negative (${directionalSim(p, a, b)})`);
  t.ok(directionalSim(p, a, h) > directionalSim(p, a, b) && directionalSim(p, b, h) > directionalSim(p, a, b), 'each founder\'s need reads better against the hospital\'s offer');
  t.equal(directionalSim(p, a, h), directionalSim(p, h, a), 'symmetric');
  t.ok(finalScore(p, a, h) > finalScore(p, a, b) && finalScore(p, b, h) > finalScore(p, a, b), 'the hospital outranks the rival for both founders');
});

t.test('given one pair read with and without sentence vectors, when scored, then the fusion weighs the same parts, the dense cosine only with vectors', async (t) => {
  const roster = [
    person('site', { title: 'Head of Innovation', event_goal: 'Our clinics would trial a scheduling tool for nurses this spring.' }),
    person('vendor', { title: 'Founder', event_goal: 'We make scheduling software for nurses and want clinics to pilot it.' }),
  ];
  const withVecs = await packOf(roster, await sentenceEncoder());
  const words = pack(roster, roster.map((a) => ({ intent: deriveIntent(a), vectors: null })));
  const fused = (p: Packed, dense: number) => {
    const x = pairParts(p, 0, 1);
    const scale = 1 - COMPLEMENT.weight + COMPLEMENT.weight * x.structured; // rule `complement-scale`
    return x.gate * scale * (FUSION.structured * x.structured + dense + FUSION.lexical * x.lexical + FUSION.directional * x.directional + FUSION.value * x.value);
  };

  const enriched = pairParts(withVecs, 0, 1);
  t.ok(enriched.vectors, 'given vectors on both sides');
  t.ok(Math.abs(finalScore(withVecs, 0, 1) - fused(withVecs, FUSION.dense * enriched.dense)) < 1e-6, 'with vectors: every part, the dense cosine included');

  t.notOk(pairParts(words, 0, 1).vectors, 'given no vectors');
  const rest = FUSION.structured + FUSION.lexical + FUSION.directional + FUSION.value;
  t.ok(Math.abs(finalScore(words, 0, 1) - fused(words, 0) / rest) < 1e-6, 'without: the dense term drops out and the others renormalise');
});
