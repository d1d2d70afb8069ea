import t from 'tap';
import { runMatching } from '../../src/matching/index.ts';
import { collect, person, twoSided } from './helpers.ts';

const ctx = { event_id: 'ev-1', event_details: 'Founder and investor speed-dating', objectives: null };

t.test('given a sided event with an untagged person, when matched, then it is strictly cross-side and fail-closed', async (t) => {
  const run = runMatching({ attendees: twoSided, context: ctx, top_n: 10 });
  const lists = await collect(run);
  const side = new Map(twoSided.map((a) => [a.entity_id, a.side]));
  t.notOk(lists.some((l) => l.principal_entity_id === 'u-mentor'), 'untagged is never a principal');
  for (const l of lists) {
    for (const m of l.matches) {
      t.not(m.target_entity_id, 'u-mentor', 'untagged is never a target');
      t.not(side.get(m.target_entity_id), side.get(l.principal_entity_id), 'founders meet investors only');
    }
  }
  t.equal((await run.metadata()).policy, 'two_sided');
});

t.test('given nobody has a side, when matched, then it is open networking and any pair may match', async (t) => {
  const open = twoSided.map((a) => ({ ...a, side: null }));
  const lists = await collect(runMatching({ attendees: open, context: ctx, top_n: 10 }));
  t.equal(lists.length, open.length, 'everyone is a principal');
  t.ok(lists.find((l) => l.principal_entity_id === 'u-mentor')?.matches.length, 'the mentor gets matches');
});

t.test('given the best pair, when matched, then it ranks first with reasons naming the need and the offer', async (t) => {
  const lists = await collect(runMatching({ attendees: twoSided, context: ctx, top_n: 2 }));
  const top = lists.find((l) => l.principal_entity_id === 'f-battery')?.matches[0];
  t.equal(top?.target_entity_id, 'i-climate');
  t.equal(top?.rank, 1);
  const best = top?.explainability.reasons.find((r) => r.kind === 'best_goal_pair');
  t.match(best?.text, /looking for a lead investor/, 'names the need as read');
  t.match(best?.text, /We invest €500k–2M at seed in climate hardware across Europe/, 'names the offer');
  t.match(best?.text, /Partner at Northwind Ventures/, 'cites the evidence');
  t.ok(top?.explainability.reasons.some((r) => r.kind === 'aggregate_needs_to_offers'));
  t.equal(top?.driving_goal_pair.direction, 'needsToOffers');
  t.notMatch(JSON.stringify(top), /goal_id/, 'no goal ids');
});

t.test('given any run, then scores are in [0, 1], ranks are 1..n and lists respect top_n', async (t) => {
  const lists = await collect(runMatching({ attendees: twoSided.map((a) => ({ ...a, side: null })), context: ctx, top_n: 3 }));
  for (const l of lists) {
    t.ok(l.matches.length <= 3);
    l.matches.forEach((m, i) => {
      t.equal(m.rank, i + 1);
      const nums = [m.final_score, ...Object.values(m.sub_scores), m.best_goal_match.score, m.driving_goal_pair.score, m.intent_strength.aToB, m.intent_strength.bToA];
      t.ok(nums.every((x) => x >= 0 && x <= 1), `scores in range for ${l.principal_entity_id}->${m.target_entity_id}`);
      t.ok(['exceptional', 'strong', 'promising', 'explore'].includes(m.explainability.tier));
    });
  }
});

t.test('given the same roster in another order, when matched twice, then results and input_hash are identical', async (t) => {
  const a = runMatching({ attendees: twoSided, context: ctx, top_n: 5 });
  const b = runMatching({ attendees: [...twoSided].reverse(), context: ctx, top_n: 5 });
  t.same(await collect(a), await collect(b));
  const [ma, mb] = [await a.metadata(), await b.metadata()];
  t.equal(ma.input_hash, mb.input_hash);
  t.match(ma.algorithm_version, /reading@/);
  t.match(ma.context_snapshot_id, /^ctx_[0-9a-f]{32}$/);
  const c = runMatching({ attendees: twoSided, context: ctx, top_n: 4 });
  t.not((await c.metadata()).input_hash, ma.input_hash, 'a different top_n is a different input');
});

t.test('given top_n outside 1..50, then the run rejects it', async (t) => {
  for (const top_n of [0, 51, 2.5]) {
    await t.rejects(runMatching({ attendees: twoSided, context: ctx, top_n }).metadata(), RangeError);
  }
});

t.test('given a person listed twice, then they are matched once', async (t) => {
  const roster = [...twoSided, person('i-climate', { side: 'investor', event_goal: 'duplicate row' })];
  const lists = await collect(runMatching({ attendees: roster, context: ctx, top_n: 10 }));
  t.equal(lists.filter((l) => l.principal_entity_id === 'i-climate').length, 1);
});
