/** The Match object of the contract, and its view from the snapshot read models. */
import { z } from 'zod';
import { matchIdOf, matchScoreFields } from '../../domain/match.ts';
import type { StoredMatch } from '../../domain/match.ts';
import type { MatchListDoc, MatchRunDoc } from '../../projections/matches.ts';

const idSource = z.enum(['partner', 'meshi']);
const { explainability, ...scoreFields } = matchScoreFields;

export const matchItem = z.object({
  event_id: z.string(),
  match_id: z.string().describe('stable within a run'),
  run_id: z.string(),
  principal_attendee_id: z.string().nullable().describe('null when the person has no partner mapping'),
  target_attendee_id: z.string().nullable(),
  principal_entity_id: z.string(),
  target_entity_id: z.string(),
  principal_id_source: idSource,
  target_id_source: idSource,
  rank: z.number().int().describe("position in the principal's list (1 = best)"),
  ...scoreFields,
  input_hash: z.string(),
  algorithm_version: z.string(),
  policy_version: z.string(),
  context_snapshot_id: z.string(),
  freshness: z.object({ computed_at: z.string() }),
  computed_at: z.string(),
  explainability,
});
export const matchResponse = matchItem.extend({ correlation_id: z.string() });
export type MatchItem = z.infer<typeof matchItem>;

/** A pinned pair as the partner sees it; everything comes from the run's result events. */
export function matchView(run: MatchRunDoc, p: MatchListDoc, m: StoredMatch): MatchItem {
  return {
    event_id: run.event_id,
    match_id: matchIdOf(run.run_id, p.entity_id, m.target_entity_id),
    run_id: run.run_id,
    principal_attendee_id: p.attendee_id,
    target_attendee_id: m.target_attendee_id,
    principal_entity_id: p.entity_id,
    target_entity_id: m.target_entity_id,
    principal_id_source: p.id_source,
    target_id_source: m.target_id_source,
    rank: m.rank,
    final_score: m.final_score,
    sub_scores: m.sub_scores,
    best_goal_match: m.best_goal_match,
    driving_goal_pair: m.driving_goal_pair,
    intent_strength: m.intent_strength,
    input_hash: run.input_hash ?? '',
    algorithm_version: run.algorithm_version ?? '',
    policy_version: run.policy_version ?? '',
    context_snapshot_id: run.context_snapshot_id ?? '',
    freshness: { computed_at: p.computed_at },
    computed_at: p.computed_at,
    explainability: m.explainability,
  };
}

/**
 * The match reads serialize with plain JSON.stringify instead of parsing every response through
 * its zod schema (the app default): their bodies are built from typed snapshot documents, and
 * the schema check cost more than the read itself. The schemas still document the routes.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);
