import t from 'tap';
import { runMatching, TIER_EVIDENCE, tierOf } from '../../src/matching/index.ts';
import { eventScale, reciprocalFit } from '../../src/matching/tiers.ts';
import { finalScore } from '../../src/matching/score.ts';
import { collect, packOf, twoSided } from './helpers.ts';

const scale = { mean: 0.2, sd: 0.05 };
const fit = (x: number) => ({ score_a_to_b: x, score_b_to_a: x });

t.test('given the three kinds of evidence, when a pair is tiered, then each one it has lifts it one tier', async (t) => {
  const standsOut = scale.mean + TIER_EVIDENCE.standsOut * scale.sd + 0.01;
  t.equal(tierOf(standsOut, fit(0.8), 1, scale, true), 'exceptional', 'stands out, reciprocal, first pick');
  t.equal(tierOf(standsOut, fit(0.8), 2, scale, true), 'strong', 'not the first pick');
  t.equal(tierOf(standsOut, fit(0.5), 3, scale, true), 'promising', 'stands out only');
  t.equal(tierOf(0.21, fit(0.5), 1, scale, true), 'promising', 'a first pick above the mean pair only');
  t.equal(tierOf(0.19, fit(0.5), 1, scale, true), 'explore', 'a first pick below the mean pair is no evidence');
  t.equal(tierOf(0.21, fit(0.8), 4, scale, true), 'promising', 'reciprocal fit only');
  t.equal(tierOf(0.5, fit(0.8), 1, { mean: 0.5, sd: 0 }, true), 'promising', 'an event whose pairs all score alike: no pair stands out');
  const equal = [0.021875, 0.021875, 0.021875];
  const m = equal.reduce((s, x) => s + x, 0) / equal.length;
  const rounding = { mean: m, sd: Math.sqrt(equal.reduce((s, x) => s + (x - m) ** 2, 0) / equal.length) };
  t.equal(tierOf(0.021875, fit(0.1), 1, rounding, true), 'explore', 'equal scores whose mean carries a rounding error: no first pick above the mean');
  t.equal(reciprocalFit({ score_a_to_b: 0.9, score_b_to_a: 0 }), 0, 'one side gaining nothing is no reciprocal fit');
});

t.test('given a pair read without sentence vectors, when tiered, then its reciprocal fit is no evidence and the other two kinds still count', async (t) => {
  const standsOut = scale.mean + TIER_EVIDENCE.standsOut * scale.sd + 0.01;
  t.equal(tierOf(0.21, fit(1), 4, scale, false), 'explore', 'topics that meet both ways, nothing else: no evidence');
  t.equal(tierOf(standsOut, fit(1), 1, scale, false), 'strong', 'stands out and first pick: strong at best');
  t.equal(tierOf(standsOut, fit(1), 1, scale, true), 'exceptional', 'the same pair with vectors');
});

t.test('given a two-sided roster matched before enrichment, when tiered, then a first pick whose topics meet is promising, not lifted for the money both sides name', async (t) => {
  const lists = await collect(runMatching({ attendees: twoSided, context: { event_id: 'e' }, top_n: 3, inline: 'lexical' }));
  const first = lists.map((l) => [l.principal_entity_id, l.matches[0]?.explainability.tier]);
  t.same(first, [['f-battery', 'promising'], ['f-pay', 'promising'], ['i-climate', 'promising'], ['i-fin', 'promising']]);
});

t.test('given the same event on another scale, when tiered, then the tiers do not move (no absolute cut-off on final_score)', async (t) => {
  const at = (s: number, k: number) => tierOf(k * s, fit(0.6), 3, { mean: k * 0.2, sd: k * 0.05 }, true);
  for (const s of [0.22, 0.27, 0.32]) t.equal(at(s, 1), at(s, 1.5), `score ${s}`);
});

t.test('given a roster, when its scale is measured, then it is the mean and spread of its eligible pairs, and runs tier from it', async (t) => {
  const p = await packOf(twoSided);
  const s = eventScale(p);
  const pairs = [[0, 2], [0, 3], [1, 2], [1, 3]].map(([a, b]) => finalScore(p, a!, b!)); // founders × investors; the mentor is untagged
  const mean = pairs.reduce((x, y) => x + y, 0) / pairs.length;
  t.ok(Math.abs(s.mean - mean) < 1e-9, 'mean of the four founder-investor pairs');
  t.ok(s.sd > 0);
  const lists = await collect(runMatching({ attendees: twoSided, context: { event_id: 'e' }, top_n: 3 }));
  for (const m of lists.flatMap((l) => l.matches)) t.ok(['exceptional', 'strong', 'promising', 'explore'].includes(m.explainability.tier));
});
