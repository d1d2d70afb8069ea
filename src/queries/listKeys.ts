/**
 * The API keys an operator can see (`keys list`): what each key is for and whether it still
 * works. Never the token or its hash; the read model's document id (the hash) stays inside.
 */
import type { ReadView } from '../infra/readstore/port.ts';
import type { AccountDoc, ApiKeyDoc } from '../projections/access.ts';

export interface KeyListing {
  key_id: string;
  org_id: string | null;
  event_id: string | null;
  principal_type: string;
  service_account_user_id: string;
  scopes: string[];
  environment: string;
  rate_limit: number | null;
  created_at: string;
  revoked_at: string | null;
  /** active, revoked, or account_disabled (every key of a disabled account is refused). */
  status: 'active' | 'revoked' | 'account_disabled';
}

export async function listKeys(read: ReadView, q: { org?: string | undefined } = {}): Promise<KeyListing[]> {
  const keys = await read.find<ApiKeyDoc>('api_keys', { ...(q.org ? { where: { org_id: q.org } } : {}), sort: [['created_at', 1]] });
  const disabled = new Set<string>();
  for (const id of new Set(keys.map((k) => k.service_account_user_id))) {
    const acc = await read.get<AccountDoc>('accounts', id);
    if (acc?.disabled_at) disabled.add(id);
  }
  return keys.map((k) => ({
    key_id: k.key_id,
    org_id: k.org_id,
    event_id: k.event_id,
    principal_type: k.principal_type,
    service_account_user_id: k.service_account_user_id,
    scopes: k.scopes,
    environment: k.environment,
    rate_limit: k.rate_limit,
    created_at: k.created_at,
    revoked_at: k.revoked_at,
    status: k.revoked_at ? 'revoked' : disabled.has(k.service_account_user_id) ? 'account_disabled' : 'active',
  }));
}
