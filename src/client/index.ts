/**
 * A typed client of the partner API: openapi-fetch over the types generated from the served
 * OpenAPI document (schema.ts). Every path, parameter, body and response, error codes included,
 * is checked by the compiler.
 *
 *   const api = partnerClient({ baseUrl: 'http://127.0.0.1:3000/api/v0/partner', apiKey });
 *   const { data, error, response } = await api.GET('/events/{event_id}', { params: { path: { event_id: 'demo-day' } } });
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, operations, paths } from './schema.ts';

export type { components, operations, paths };
export type PartnerClient = Client<paths>;

export interface PartnerClientOptions {
  /** Ends with the base path, e.g. `https://api.example.com/api/v0/partner`. */
  baseUrl: string;
  apiKey: string;
  /** Sent as x-correlation-id on every request when given. */
  correlationId?: () => string;
  fetch?: typeof globalThis.fetch;
}

export function partnerClient(opts: PartnerClientOptions): PartnerClient {
  const client = createClient<paths>({ baseUrl: opts.baseUrl, ...(opts.fetch ? { fetch: opts.fetch } : {}) });
  const auth: Middleware = {
    onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${opts.apiKey}`);
      if (opts.correlationId) request.headers.set('x-correlation-id', opts.correlationId());
      return request;
    },
  };
  client.use(auth);
  return client;
}

/** The error envelope every non-2xx answer carries; branch on `code`. */
export interface ApiError {
  code: string;
  message: string;
  correlation_id: string;
  supported_parameters?: string[];
}
