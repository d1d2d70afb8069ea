import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../domain/errors.ts';
import type { Principal } from '../../domain/access.ts';
import { hashToken } from '../../commands/access.ts';
import type { AccountDoc, ApiKeyDoc } from '../../projections/access.ts';
import type { ReadView } from '../../infra/readstore/port.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves the bearer key on every partner route, in the order of the spec's failure table.
 * Keys are looked up by hash in the read model, so a revocation by the CLI applies as soon as
 * the server's projection has seen it (well under a second).
 */
export async function authenticate(read: ReadView, req: FastifyRequest): Promise<Principal> {
  const m = BEARER.exec(req.headers.authorization ?? '');
  if (!m) throw unauthorized('UNAUTHORIZED', 'missing or malformed bearer token');
  const key = await read.get<ApiKeyDoc>('api_keys', hashToken(m[1]!));
  if (!key || key.revoked_at) throw unauthorized('UNAUTHORIZED', 'token does not resolve to an active key');
  const account = await read.get<AccountDoc>('accounts', key.service_account_user_id);
  if (account?.disabled_at) throw unauthorized('ACCOUNT_DISABLED', 'the service account of this key is disabled');
  if (key.principal_type !== 'service_account')
    throw forbidden('SERVICE_ACCOUNT_REQUIRED', 'this token is not an organization service-account key');
  const needed = READ_METHODS.has(req.method) ? ['partner:read', 'partner:write'] : ['partner:write'];
  if (!key.scopes.some((s) => needed.includes(s)))
    throw forbidden('INSUFFICIENT_SCOPE', `${req.method} requires ${needed.includes('partner:read') ? 'partner:read or partner:write' : 'partner:write'}`);
  if (!key.org_id) throw forbidden('PARTNER_ORG_REQUIRED', 'this key is not bound to an organization');
  return {
    key_id: key.key_id,
    org_id: key.org_id,
    principal_type: 'service_account',
    service_account_user_id: key.service_account_user_id,
    scopes: key.scopes,
    event_id: key.event_id,
    environment: key.environment,
    rate_limit: key.rate_limit,
  };
}

export const authPlugin = fp<{ read: ReadView }>(
  async (app, { read }) => {
    app.addHook('onRequest', async (req) => {
      if (req.routeOptions.config?.public) return;
      req.principal = await authenticate(read, req);
    });
  },
  { name: 'auth' },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Served without a key (health, OpenAPI). */
    public?: boolean;
  }
}

/** The authenticated principal of a partner route. */
export const principalOf = (req: FastifyRequest): Principal => {
  if (!req.principal) throw unauthorized('UNAUTHORIZED', 'missing or malformed bearer token');
  return req.principal;
};
