/** Operator use cases on keys and accounts (driven by the CLI, not by partners). */
import { createHash, randomBytes } from 'node:crypto';
import { KeyIssued, type Environment, type Scope } from '../domain/access.ts';
import { streams } from '../domain/streams.ts';
import { nowIso, type Deps } from '../deps.ts';
import type { ApiKeyDoc } from '../projections/access.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssueKeyInput {
  org_id: string | null;
  /** Defaults: a new service account with read and write scopes, org-wide, staging, default rate limit. */
  principal_type?: 'service_account' | 'user';
  service_account_user_id?: string | undefined;
  scopes?: Scope[];
  event_id?: string | null;
  environment?: Environment;
  rate_limit?: number | null;
}

export async function issueKey(deps: Deps, given: IssueKeyInput) {
  const input = {
    principal_type: 'service_account' as const,
    scopes: ['partner:read', 'partner:write'] as Scope[],
    event_id: null,
    environment: 'staging' as const,
    rate_limit: null,
    ...given,
  };
  const key_id = deps.newId();
  const token = `mm_${input.environment === 'production' ? 'live' : 'test'}_${randomBytes(32).toString('base64url')}`;
  const data = KeyIssued.parse({
    key_id,
    key_hash: hashToken(token),
    org_id: input.org_id,
    principal_type: input.principal_type,
    service_account_user_id: input.service_account_user_id ?? deps.newId(),
    scopes: input.scopes,
    event_id: input.event_id,
    environment: input.environment,
    rate_limit: input.rate_limit,
    created_at: nowIso(deps),
  });
  await deps.store.append(streams.apiKey(key_id), [{ type: 'KeyIssued', data }], { expectedRevision: 'no_stream' });
  return {
    key: token,
    key_id,
    org_id: data.org_id,
    principal_type: data.principal_type,
    service_account_user_id: data.service_account_user_id,
    scopes: data.scopes,
    event_id: data.event_id,
    environment: data.environment,
    rate_limit: data.rate_limit,
  };
}

/** Returns false when no such key was ever issued. Revoking twice is harmless. */
export async function revokeKey(deps: Deps, keyId: string): Promise<boolean> {
  const events = await deps.store.readStream(streams.apiKey(keyId));
  if (events.length === 0) return false;
  if (events.some((e) => e.type === 'KeyRevoked')) return true;
  await deps.store.append(streams.apiKey(keyId), [{ type: 'KeyRevoked', data: { key_id: keyId, revoked_at: nowIso(deps) } }], {
    expectedRevision: events.at(-1)!.revision,
  });
  return true;
}

export async function disableAccount(deps: Deps, userId: string): Promise<boolean> {
  const known = await deps.read.find<ApiKeyDoc>('api_keys', { where: { service_account_user_id: userId }, limit: 1 });
  if (known.length === 0) return false;
  const stream = streams.account(userId);
  const events = await deps.store.readStream(stream);
  if (events.some((e) => e.type === 'AccountDisabled')) return true;
  await deps.store.append(stream, [{ type: 'AccountDisabled', data: { service_account_user_id: userId, disabled_at: nowIso(deps) } }], {
    expectedRevision: events.length ? events.at(-1)!.revision : 'no_stream',
  });
  return true;
}
