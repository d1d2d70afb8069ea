import t from 'tap';
import { jsonObject, matchItem, RawJson, rawArray } from '../../src/http/resources/match.ts';
import { matchIdOf, type StoredMatch } from '../../src/domain/match.ts';
import { listedMatch, matchJson, runMembersJson, storedMatchOf } from '../../src/projections/match-json.ts';

const stored: StoredMatch = {
  target_entity_id: 'e-target',
  target_attendee_id: null,
  target_id_source: 'meshi',
  rank: 2,
  final_score: 0.61,
  sub_scores: { goal_complementarity: 0.7, goal_needs_to_offers: 0.8, goal_offers_to_needs: 0.6, value_alignment: 0.5, general_similarity: 0.4, score_a_to_b: 0.62, score_b_to_a: 0.6 },
  best_goal_match: { score: 0.8, direction: 'needsToOffers' },
  driving_goal_pair: { score: 0.8, direction: 'needsToOffers' },
  intent_strength: { aToB: 0.9, bToA: 0.7 },
  explainability: { tier: 'strong', reasons: [{ kind: 'best_goal_pair', text: 'Needs "a \\"quoted\\" pilot, é" — offers "pilots"' }] },
};
const owner = { entity_id: 'e-principal', attendee_id: 'p-1', id_source: 'partner' as const };
const run = { run_id: 'run-1', input_hash: 'h', algorithm_version: 'a@1', policy_version: 'p@1', context_snapshot_id: null };

t.test('a listed match renders the Match object of the contract, member by member and in its order', async (t) => {
  // given a stored match projected into a list
  const listed = listedMatch('ev-1', 'run-1', owner, '2026-11-24T00:00:00.000Z', stored);
  // when a read completes it with the run's members
  const text = matchJson(listed, runMembersJson(run));
  // then it is one JSON object the Match schema accepts, with the run's and the pair's fields
  const obj = JSON.parse(text) as Record<string, unknown>;
  t.same(Object.keys(obj), Object.keys(matchItem.shape), 'members in the schema order');
  t.ok(matchItem.safeParse(obj).success);
  t.match(obj, {
    event_id: 'ev-1',
    match_id: matchIdOf('run-1', 'e-principal', 'e-target'),
    run_id: 'run-1',
    principal_attendee_id: 'p-1',
    target_attendee_id: null,
    principal_id_source: 'partner',
    target_id_source: 'meshi',
    rank: 2,
    input_hash: 'h',
    context_snapshot_id: '',
    freshness: { computed_at: '2026-11-24T00:00:00.000Z' },
    explainability: stored.explainability,
  });
  t.equal(listed.target_entity_id, 'e-target');
  t.equal(listed.final_score, 0.61);
  t.same(storedMatchOf(listed).explainability, stored.explainability, 'the stored fields read back without the run');
});

t.test('reply objects splice raw JSON members and append to an object text', async (t) => {
  // given raw texts and plain members
  const body = jsonObject({ a: 1, skipped: undefined, items: rawArray(['{"x":1}', '{"y":"z"}']), next: null });
  // then the text is the object JSON.stringify would give for the parsed members
  t.equal(body, '{"a":1,"items":[{"x":1},{"y":"z"}],"next":null}');
  t.same(JSON.parse(jsonObject({ items: rawArray([]) })), { items: [] });
  t.equal(jsonObject({ correlation_id: 'c' }, new RawJson('{"m":1}')), '{"m":1,"correlation_id":"c"}');
  t.equal(jsonObject({ correlation_id: 'c' }, new RawJson('{}')), '{"correlation_id":"c"}');
  t.equal(jsonObject({}, new RawJson('{"m":1}')), '{"m":1}');
});
