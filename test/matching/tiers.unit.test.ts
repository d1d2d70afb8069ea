import t from 'tap';
import { runMatching, TIER_EVIDENCE, tierOf } from '../../src/matching/index.ts';
import { eventScale, reciprocalFit } from '../../src/matching/tiers.ts';
import { finalScore } from '../../src/matching/score.ts';
import { attendeeMatchesDescription, collect, packerRoster, packOf, twoSided, wordHashEncoder } from './helpers.ts';

const scale = { mean: 0.2, sd: 0.05 };
const fit = (x: number) => ({ score_a_to_b: x, score_b_to_a: x });

const back = 1; // the target would list the principal first
const notBack = 0;

t.test('given the three kinds of evidence, when a pair is tiered, then each one it has lifts it one tier', async (t) => {
  t.equal(tierOf(0.3, fit(0.8), 1, scale, back), 'exceptional', 'reciprocal fit, listed back, first pick');
  t.equal(tierOf(0.3, fit(0.8), TIER_EVIDENCE.topRank, scale, back), 'exceptional', 'the last of the first picks');
  t.equal(tierOf(0.3, fit(0.8), TIER_EVIDENCE.topRank + 1, scale, back), 'strong', 'not among the first picks');
  t.equal(tierOf(0.3, fit(0.5), 1, scale, back), 'strong', 'no reciprocal fit');
  t.equal(tierOf(0.3, fit(0.8), 1, scale, notBack), 'strong', 'not listed back');
  t.equal(tierOf(0.3, fit(0.5), 5, scale, back), 'promising', 'listed back only');
  t.equal(tierOf(0.19, fit(0.5), 5, scale, back), 'explore', 'listed back below the mean pair is no evidence');
  t.equal(tierOf(0.21, fit(0.5), 1, scale, notBack), 'promising', 'a first pick above the mean pair only');
  t.equal(tierOf(0.19, fit(0.5), 1, scale, notBack), 'explore', 'a first pick below the mean pair is no evidence');
  t.equal(tierOf(0.21, fit(0.8), 4, scale, notBack), 'promising', 'reciprocal fit only');
  t.equal(tierOf(0.21, fit(0.8), TIER_EVIDENCE.fitRank, scale, notBack), 'promising', 'a reciprocal fit at the last place it counts');
  t.equal(tierOf(0.21, fit(0.8), TIER_EVIDENCE.fitRank + 1, scale, notBack), 'explore', 'a reciprocal fit the ranking puts lower is no evidence');
  t.equal(tierOf(0.3, fit(0.5), 5, scale, TIER_EVIDENCE.backPlace), 'promising', 'listed back at the last place it counts');
  t.equal(tierOf(0.3, fit(0.5), 5, scale, TIER_EVIDENCE.backPlace + 1), 'explore', 'listed back at the end of the target\'s list is no evidence');
  t.equal(tierOf(0.5, fit(0.5), 1, { mean: 0.5, sd: 0 }, notBack), 'explore', 'an event whose pairs all score alike: no first pick above the mean');
  const equal = [0.021875, 0.021875, 0.021875];
  const m = equal.reduce((s, x) => s + x, 0) / equal.length;
  const rounding = { mean: m, sd: Math.sqrt(equal.reduce((s, x) => s + (x - m) ** 2, 0) / equal.length) };
  t.equal(tierOf(0.021875, fit(0.1), 1, rounding, notBack), 'explore', 'equal scores whose mean carries a rounding error: no first pick above the mean');
  t.equal(reciprocalFit({ score_a_to_b: 0.9, score_b_to_a: 0 }), 0, 'one side gaining nothing is no reciprocal fit');
});

t.test('given a two-sided roster matched before enrichment, when tiered, then the sector both sides name lifts the right investor and a sector conflict keeps the other under the reciprocal mark', async (t) => {
  const lists = await collect(runMatching({ attendees: twoSided, context: { event_id: 'e' }, top_n: 3, inline: 'lexical' }));
  // Two founders and two investors with three places each: every list holds the whole other side.
  t.ok(lists.every((l) => l.matches.length === 2));
  const tiers = lists.map((l) => [l.principal_entity_id, ...l.matches.map((m) => `${m.target_entity_id} ${m.explainability.tier}`)]);
  t.same(tiers, [
    ['f-battery', 'i-climate exceptional', 'i-fin explore'],
    ['f-pay', 'i-fin exceptional', 'i-climate explore'],
    ['i-climate', 'f-battery exceptional', 'f-pay explore'],
    ['i-fin', 'f-pay exceptional', 'f-battery explore'],
  ]);
  const fits = lists.map((l) => l.matches.map((m) => reciprocalFit(m.sub_scores) >= TIER_EVIDENCE.reciprocal));
  t.same(fits, [[true, false], [true, false], [true, false], [true, false]], 'both sides name money; only the sector they share makes it a fit');
});

t.test('given the same event on another scale, when tiered, then the tiers do not move (no absolute cut-off on final_score)', async (t) => {
  const at = (s: number, k: number) => tierOf(k * s, fit(0.6), 2, { mean: k * 0.2, sd: k * 0.05 }, notBack);
  for (const s of [0.18, 0.22, 0.27]) t.equal(at(s, 1), at(s, 1.5), `score ${s}`);
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

t.test('given an open roster, when matched, then a first pick is lifted when the target lists the principal back, and not when the target lists someone else', async (t) => {
  const attendees = packerRoster;
  const lists = await collect(runMatching({ attendees, context: { event_id: 'e' }, top_n: 1, encoder: wordHashEncoder }));
  const first = new Map(lists.map((l) => [l.principal_entity_id, l.matches[0]!]));
  const tiers = [...first].map(([p, m]) => `${p}→${m.target_entity_id} ${m.explainability.tier}`);
  // The word-hash stand-in pairs the two packer seekers, so a's one place goes to c, not to b.
  t.same(tiers, ['a→c strong', 'b→a promising', 'c→a strong', 'd→e exceptional', 'e→d exceptional']);
  t.ok(reciprocalFit(first.get('d')!.sub_scores) >= TIER_EVIDENCE.reciprocal, 'd and e: each gains from the other, so exceptional');
  t.ok(reciprocalFit(first.get('a')!.sub_scores) < TIER_EVIDENCE.reciprocal, 'a and c: listed both ways and first picks, no reciprocal fit: strong');
});

t.test('given the partner reference, when it states the reciprocal-fit mark and the places each kind of evidence counts in, then it states the library\'s values', async (t) => {
  const description = await attendeeMatchesDescription();
  t.match(description, `\`score_b_to_a\` is at least ${TIER_EVIDENCE.reciprocal}`);
  t.notMatch(description, /only from enriched/, 'the fit counts before enrichment too');
  const words: Record<number, string> = { 2: 'two', 5: 'five' };
  t.match(description, `for a target among the attendee's first ${words[TIER_EVIDENCE.fitRank]}`, 'the places a reciprocal fit counts in');
  t.match(description, `among their own first ${words[TIER_EVIDENCE.backPlace]}`, 'the places being listed back counts in');
  t.match(description, `first ${words[TIER_EVIDENCE.topRank]} picks`, 'the first picks');
});
