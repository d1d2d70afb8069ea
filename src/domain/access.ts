/** API keys and service accounts: issued and revoked by operators through the CLI. */
import { z } from 'zod';

export const SCOPES = ['partner:read', 'partner:write'] as const;
export type Scope = (typeof SCOPES)[number];
export const ENVIRONMENTS = ['staging', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const PRINCIPAL_TYPES = ['service_account', 'user'] as const;

export const KeyIssued = z.object({
  key_id: z.string(),
  /** sha256 of the token, hex; the token itself is never stored. */
  key_hash: z.string(),
  org_id: z.string().nullable(),
  principal_type: z.enum(PRINCIPAL_TYPES),
  service_account_user_id: z.string(),
  scopes: z.array(z.enum(SCOPES)),
  event_id: z.string().nullable(),
  environment: z.enum(ENVIRONMENTS),
  rate_limit: z.number().int().positive().nullable(),
  created_at: z.string(),
});
export type KeyIssued = z.infer<typeof KeyIssued>;
export const KeyRevoked = z.object({ key_id: z.string(), revoked_at: z.string() });
export const AccountDisabled = z.object({ service_account_user_id: z.string(), disabled_at: z.string() });

/** The authenticated caller, as the auth plugin resolves it for every partner request. */
export interface Principal {
  key_id: string;
  org_id: string;
  principal_type: 'service_account';
  service_account_user_id: string;
  scopes: Scope[];
  event_id: string | null;
  environment: Environment;
  rate_limit: number | null;
}

export const capabilitiesOf = (scopes: readonly string[]) => {
  const write = scopes.includes('partner:write');
  const read = write || scopes.includes('partner:read');
  return {
    events_read: read,
    attendees_import: write,
    attendees_delete: write,
    attendees_side_retag: write,
    people_search: write,
    /** POST /events/:event_id/enrichment-runs */
    enrichment_runs: write,
    /** GET /events/:event_id/readiness and the per-attendee readiness */
    readiness_read: read,
  };
};
