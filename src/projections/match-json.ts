/**
 * The contract's Match object as JSON text, rendered once when a result chunk is projected, so
 * a match read splices stored text instead of parsing, rebuilding and serialising every match
 * on every request (the per-request cost that bounds the per-attendee list).
 *
 * A run's own members (input_hash, versions, context snapshot) are known only from its terminal
 * event, after its chunks: a stored match keeps the text before and after them, and a read
 * joins the two around the run's members. Member order is the Match object's (matchItem).
 */
import { matchIdOf, type StoredMatch } from '../domain/match.ts';

/** One match of a stored list: what reads filter, order and diff on, and its rendered text. */
export interface ListedMatch {
  rank: number;
  target_entity_id: string;
  target_attendee_id: string | null;
  target_id_source: 'partner' | 'meshi';
  final_score: number;
  /** The Match object's JSON up to `intent_strength` (without the closing brace), and from `freshness` on (without the opening one). */
  json: [string, string];
}

export interface ListOwner {
  entity_id: string;
  attendee_id: string | null;
  id_source: 'partner' | 'meshi';
}

/** The run-level members every Match object of a run carries. */
export interface RunMembers {
  run_id: string;
  input_hash: string | null;
  algorithm_version: string | null;
  policy_version: string | null;
  context_snapshot_id: string | null;
}

export function listedMatch(eventId: string, runId: string, owner: ListOwner, computedAt: string, m: StoredMatch): ListedMatch {
  const before = JSON.stringify({
    event_id: eventId,
    match_id: matchIdOf(runId, owner.entity_id, m.target_entity_id),
    run_id: runId,
    principal_attendee_id: owner.attendee_id,
    target_attendee_id: m.target_attendee_id,
    principal_entity_id: owner.entity_id,
    target_entity_id: m.target_entity_id,
    principal_id_source: owner.id_source,
    target_id_source: m.target_id_source,
    rank: m.rank,
    final_score: m.final_score,
    sub_scores: m.sub_scores,
    best_goal_match: m.best_goal_match,
    driving_goal_pair: m.driving_goal_pair,
    intent_strength: m.intent_strength,
  });
  const after = JSON.stringify({ freshness: { computed_at: computedAt }, computed_at: computedAt, explainability: m.explainability });
  return {
    rank: m.rank,
    target_entity_id: m.target_entity_id,
    target_attendee_id: m.target_attendee_id,
    target_id_source: m.target_id_source,
    final_score: m.final_score,
    json: [before.slice(0, -1), after.slice(1)],
  };
}

/** A run's members as JSON object members (no braces), rendered once per read. */
export function runMembersJson(run: RunMembers): string {
  return JSON.stringify({
    input_hash: run.input_hash ?? '',
    algorithm_version: run.algorithm_version ?? '',
    policy_version: run.policy_version ?? '',
    context_snapshot_id: run.context_snapshot_id ?? '',
  }).slice(1, -1);
}

/** The whole Match object's JSON text. */
export const matchJson = (m: ListedMatch, runMembers: string): string => `${m.json[0]},${runMembers},${m.json[1]}`;

/** The stored match's own fields (reasons and scores), for reads that filter on them. */
export const storedMatchOf = (m: ListedMatch): StoredMatch => JSON.parse(`${m.json[0]},${m.json[1]}`) as StoredMatch;
