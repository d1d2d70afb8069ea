/** The Match object of the contract, and its view from the snapshot read models. */
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { matchScoreFields } from '../../domain/match.ts';

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

/** JSON text that goes into a reply as it is (pre-rendered Match objects). */
export class RawJson {
  constructor(readonly text: string) {}
}

export const rawArray = (texts: readonly string[]): RawJson => new RawJson(`[${texts.join(',')}]`);

/**
 * A JSON object's text from its members in order; RawJson members are spliced as they are and
 * undefined ones left out (as JSON.stringify does). With `base` (an object's text), the members
 * are appended to it.
 */
export function jsonObject(members: Record<string, unknown>, base?: RawJson): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(members)) {
    if (v !== undefined) parts.push(`${JSON.stringify(k)}:${v instanceof RawJson ? v.text : JSON.stringify(v)}`);
  }
  if (!base) return `{${parts.join(',')}}`;
  const open = base.text.slice(0, -1);
  return parts.length === 0 ? base.text : `${open}${open.length > 1 ? ',' : ''}${parts.join(',')}}`;
}

/** Sends JSON text as it is: with its content type set, fastify neither parses nor re-serialises it. */
export function sendJson(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}

/**
 * The match reads serialize with plain JSON.stringify instead of parsing every response through
 * its zod schema (the app default): their bodies are built from typed snapshot documents (the
 * Match objects pre-rendered, see src/projections/match-json.ts), and the schema check cost
 * more than the read itself. The schemas still document the routes.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);
