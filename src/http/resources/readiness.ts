/** Readiness schemas (spec Resources → Readiness), with the documented additions. */
import { z } from 'zod';

export const outlookSchema = z
  .object({
    expected: z.enum(['normal', 'few', 'none']),
    reasons: z.array(
      z.object({
        code: z.enum(['NO_COUNTERPART_SIDE', 'FEW_COUNTERPARTS', 'SIDE_OUTNUMBERED', 'PRIMARY_NEED_NOT_OFFERED', 'PROFILE_FALLBACK_ONLY', 'SIDE_ONLY', 'NOTHING_READ']),
        message: z.string(),
      }),
    ),
  })
  .nullable()
  .describe('beyond the contract: for a ready attendee, why few or no matches are to be expected; null when not ready');

export const readinessSchema = z.object({
  match_ready: z.boolean(),
  global_match_ready: z.boolean().describe('profile intent (title or company) is readable'),
  event_match_ready: z.boolean().describe('explicit event axes, or an event goal a match run reads (not while its reading is pending or failed)'),
  missing: z
    .array(z.string())
    .describe('event_goal, event_intent_processing, event_intent_failed, event_intent_not_requested, event_intent_stale, profile, side, identity_review'),
  recommended_actions: z.array(z.string()).describe('each names the call that fixes one missing item'),
  match_outlook: outlookSchema,
});

export const warningSchema = z.object({
  code: z.string(),
  severity: z.enum(['blocking', 'advisory']).describe('blocking means stop and fix before matching'),
  message: z.string(),
  recommended_action: z.string(),
});

export const attendeeReadinessResponse = z.object({
  event_id: z.string(),
  attendee_id: z.string().nullable(),
  entity_id: z.string(),
  readiness: readinessSchema,
  correlation_id: z.string(),
});

export const eventReadinessResponse = z.object({
  event_id: z.string(),
  items: z.array(z.object({ event_id: z.string(), attendee_id: z.string().nullable(), entity_id: z.string(), id_source: z.enum(['partner', 'meshi']), readiness: readinessSchema })),
  side_coverage: z.object({
    policy_active: z.boolean(),
    founder_count: z.number().int(),
    investor_count: z.number().int(),
    untagged_count: z.number().int(),
    untagged_attendee_ids: z.array(z.string()),
    untagged_entity_ids: z.array(z.string()),
  }),
  intent_processing: z.object({ pending_count: z.number().int(), pending_entity_ids: z.array(z.string()), failed_count: z.number().int(), failed_entity_ids: z.array(z.string()) }),
  match_readiness: z.object({ ready_count: z.number().int(), not_ready_count: z.number().int() }),
  warnings: z.array(warningSchema),
  next_cursor: z.string().nullable(),
  correlation_id: z.string(),
});
