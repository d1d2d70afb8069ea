import { CANDIDATE_ENTITY_ID, CORRELATION_ID, ENTITY_ID, NOW, run, RUN_ID } from '../examples.ts';
import { initialMatchProgress } from '../../../workers/matchLanes.ts';
import type { OperationTable } from '../types.ts';

const PREVIOUS_RUN_ID = '7a3d9e5f-2b4c-4f1a-8e6d-0c9b8a7f6e5d';
const HOW_RANKED =
  'A target who would list the attendee among their own first `top_n` by pair score (`final_score` before this bonus) is listed back: their ' +
  '`final_score` adds 0.15 divided by the square root of the attendee\'s place in that list (0.15 at first place, 0.075 at fourth; at most 1 in all), so people who would pick each other come first, and a last reason of kind `mutual_pick` says so. `explainability.tier` counts three kinds of evidence for the pair: each side\'s stated needs get something from the ' +
  'other\'s offers (a reciprocal fit: the harmonic mean of `score_a_to_b` and `score_b_to_a` is at least 0.7, and a conflict in a qualifier both state, such as sector, keeps a pair under it) for a target among the attendee\'s first five, the target would list the attendee among their own first five, and the target is among the ' +
  'attendee\'s first two picks; the last two count only for a pair scoring above the event\'s mean pair. All three: `exceptional`; two: `strong`; ' +
  'one: `promising`; none: `explore`.';
const PINNED = 'When `run_id` is omitted the latest terminal match run is used; pin `run_id` while paging so pages never contradict each other.';

const match = {
  event_id: 'demo-day-2026',
  match_id: '3f0c6a52-9d1e-5b7a-8c4d-2e6f1a0b9c8d',
  run_id: RUN_ID,
  principal_attendee_id: 'att-0001',
  target_attendee_id: 'att-0002',
  principal_entity_id: ENTITY_ID,
  target_entity_id: CANDIDATE_ENTITY_ID,
  principal_id_source: 'partner',
  target_id_source: 'partner',
  rank: 1,
  final_score: 0.87,
  sub_scores: {
    goal_complementarity: 0.91,
    goal_needs_to_offers: 0.94,
    goal_offers_to_needs: 0.88,
    value_alignment: 0.7,
    general_similarity: 0.52,
    score_a_to_b: 0.89,
    score_b_to_a: 0.85,
  },
  best_goal_match: { score: 0.94, direction: 'needsToOffers' },
  driving_goal_pair: { score: 0.94, direction: 'needsToOffers' },
  intent_strength: { aToB: 0.9, bToA: 0.8 },
  input_hash: 'd2cb17f22d55e427df878b24b1c12e78a8681f11e833450b97ae182dcf5a13a8',
  algorithm_version: 'reciprocal-intent+local-embedder',
  policy_version: 'two-sided-fail-closed@1',
  context_snapshot_id: 'ctx_7e025e3065472d97140b3d4c523ab015',
  freshness: { computed_at: NOW },
  computed_at: NOW,
  explainability: {
    tier: 'exceptional',
    reasons: [{ kind: 'aggregate_needs_to_offers', text: 'Ada is raising a seed round; Grace invests at seed in climate startups.' }],
  },
};

export const matchOperations: OperationTable = {
  'POST /events/{event_id}/match-runs': {
    operationId: 'startMatchRun',
    summary: 'Start a match run (asynchronous)',
    description:
      'Queues a match run over the event roster as it stands and answers at once; poll `getRun` (2 s doubling, capped at 30 s) until terminal, ' +
      'then read the pinned matches with its `run_id`. Allowed while derived intent is still processing: attendees whose intent is not ready ' +
      'run on their explicit event axes and profile. `top_n` (1..50, default 10) is the number of matches per attendee.',
    scope: 'partner:write',
    tag: 'matching',
    success: { 202: 'The match run, queued (first accepted call).', 200: 'The original run (an idempotent replay of the same key).' },
    errors: { 404: ['EVENT_NOT_FOUND'], 409: ['IDEMPOTENCY_KEY_CONFLICT'] },
    example: {
      request: { idempotency_key: 'match-demo-day-2026-v1', top_n: 10 },
      response: {
        ...run('match', { progress: initialMatchProgress() }),
        idempotent_replay: false,
        correlation_id: CORRELATION_ID,
      },
    },
  },
  'GET /events/{event_id}/attendees/{attendee_id}/matches': {
    operationId: 'listAttendeeMatches',
    summary: "An attendee's matches in a pinned match run",
    description:
      `The attendee's matches, best first (by \`rank\`: \`final_score\` descending). \`attendee_id\` may be a partner attendee ID or a roster \`entity_id\`. ${PINNED} ` +
      `\`exclude_entity_ids[]\` (repeatable, at most 500) drops people before paging. ${HOW_RANKED}`,
    scope: 'partner:read',
    tag: 'matching',
    success: { 200: 'A page of the attendee\'s matches.' },
    errors: { 404: ['EVENT_NOT_FOUND', 'ATTENDEE_NOT_FOUND', 'MATCH_RUN_NOT_FOUND'] },
    example: {
      response: { event_id: 'demo-day-2026', attendee_id: 'att-0001', entity_id: ENTITY_ID, id_source: 'partner', run_id: RUN_ID, items: [match], next_cursor: null, correlation_id: CORRELATION_ID },
    },
  },
  'GET /events/{event_id}/matches': {
    operationId: 'listEventMatches',
    summary: 'All pair matches of a pinned match run',
    description:
      `Every pair match of the run, best first. ${PINNED} \`goal\` (text, at most 500 characters) keeps matches whose need and offer share a word with it. ` +
      'Any other parameter (such as `session_id`) is 400 `UNSUPPORTED_QUERY_PARAMETER` with `supported_parameters`.',
    scope: 'partner:read',
    tag: 'matching',
    success: { 200: 'A page of pair matches.' },
    errors: { 400: ['UNSUPPORTED_QUERY_PARAMETER', 'INVALID_GOAL'], 404: ['EVENT_NOT_FOUND', 'MATCH_RUN_NOT_FOUND'] },
    example: { response: { event_id: 'demo-day-2026', run_id: RUN_ID, items: [match], next_cursor: null, correlation_id: CORRELATION_ID } },
  },
  'GET /events/{event_id}/matches/{principal_partner_id}/{target_partner_id}': {
    operationId: 'getPairMatch',
    summary: 'One pair match of a pinned match run',
    description: `The match of one ordered pair. Each path ID may be a partner attendee ID or a roster \`entity_id\`. ${PINNED} An excluded target is 404 \`MATCH_NOT_FOUND\`.`,
    scope: 'partner:read',
    tag: 'matching',
    success: { 200: 'The pair match.' },
    errors: { 404: ['EVENT_NOT_FOUND', 'ATTENDEE_NOT_FOUND', 'MATCH_RUN_NOT_FOUND', 'MATCH_NOT_FOUND'] },
    example: { response: { ...match, correlation_id: CORRELATION_ID } },
  },
  'GET /events/{event_id}/match-runs/{run_id}/diff': {
    operationId: 'diffMatchRuns',
    summary: 'What changed between two match runs, per attendee',
    description:
      'For every attendee whose list differs, the matches gained (in `run_id`, not in `against`) and lost (in `against`, not in `run_id`). ' +
      'Both runs must be finished, non-failed match runs of the event (else 404 `MATCH_RUN_NOT_FOUND`). Unchanged attendees are left out.',
    scope: 'partner:read',
    tag: 'matching',
    success: { 200: 'A page of attendees whose matches changed.' },
    errors: { 404: ['EVENT_NOT_FOUND', 'MATCH_RUN_NOT_FOUND'] },
    example: {
      response: {
        event_id: 'demo-day-2026',
        run_id: RUN_ID,
        against: PREVIOUS_RUN_ID,
        items: [
          {
            attendee_id: 'att-0001',
            entity_id: ENTITY_ID,
            id_source: 'partner',
            gained: [{ target_attendee_id: 'att-0002', target_entity_id: CANDIDATE_ENTITY_ID, target_id_source: 'partner', rank: 1, final_score: 0.87 }],
            lost: [],
          },
        ],
        next_cursor: null,
        correlation_id: CORRELATION_ID,
      },
    },
  },
};
