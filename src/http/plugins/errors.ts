import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isAppError } from '../../domain/errors.ts';
import { WrongExpectedRevisionError } from '../../infra/eventstore/port.ts';
import { CONCURRENT_MODIFICATION } from '../../commands/execute.ts';

interface Envelope {
  status: number;
  code: string;
  message: string;
  extra?: Record<string, unknown> | undefined;
}

/** Fastify's own errors, as the contract names them. */
function fromFastify(err: FastifyError): Envelope | undefined {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, code: 'INVALID_JSON', message: 'request body is not valid JSON' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'request body exceeds 16 MiB' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 400, code: 'INVALID_JSON', message: 'request body must be JSON' };
  }
  if (err instanceof SyntaxError && err.statusCode === 400) {
    return { status: 400, code: 'INVALID_JSON', message: err.message || 'request body is not valid JSON' };
  }
  return undefined;
}

export function send(reply: FastifyReply, req: FastifyRequest, e: Envelope) {
  return reply
    .code(e.status)
    .type('application/json; charset=utf-8')
    .send({ code: e.code, message: e.message, correlation_id: req.id, ...(e.extra ?? {}) });
}

/**
 * The one place where errors become the spec's envelope `{ code, message, correlation_id }`.
 * 5xx internals are logged, never sent.
 */
export const errorsPlugin = fp(
  async (app) => {
    // Route patterns by method, to tell an unknown path (404) from a wrong method (405).
    const patterns: Array<{ re: RegExp; methods: Set<string> }> = [];
    app.addHook('onRoute', (route) => {
      // `::` is a literal colon (`attendees::import`); `:name` a parameter, which spans one segment.
      const source = route.url
        .split('::')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+'))
        .join(':');
      const re = new RegExp(`^${source}/?$`);
      const methods = ([] as string[]).concat(route.method);
      const found = patterns.find((p) => p.re.source === re.source);
      if (found) methods.forEach((m) => found.methods.add(m));
      else patterns.push({ re, methods: new Set(methods) });
    });

    app.setErrorHandler((err: FastifyError, req, reply) => {
      if (isAppError(err)) {
        if (err.statusCode >= 500) req.log.warn({ code: err.code }, err.message);
        return send(reply, req, { status: err.statusCode, code: err.code, message: err.message, extra: err.extra });
      }
      const known = fromFastify(err);
      if (known) return send(reply, req, known);
      // A lost optimistic-concurrency race that a use case did not retry itself: never a 500.
      if ((err as unknown) instanceof WrongExpectedRevisionError) {
        req.log.warn({ code: CONCURRENT_MODIFICATION }, 'concurrent modification');
        return send(reply, req, { status: 409, code: CONCURRENT_MODIFICATION, message: 'the resource was changed by a concurrent request; read it again and retry' });
      }
      if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
        return send(reply, req, { status: err.statusCode, code: 'BAD_REQUEST', message: err.message });
      }
      req.log.error({ err }, 'unhandled error');
      return send(reply, req, { status: 500, code: 'INTERNAL_ERROR', message: 'internal error; retry with backoff' });
    });

    app.setNotFoundHandler((req, reply) => {
      const path = req.url.split('?')[0] ?? '';
      const allowed = new Set<string>();
      for (const p of patterns) if (p.re.test(path)) p.methods.forEach((m) => allowed.add(m));
      if (allowed.size > 0) {
        reply.header('allow', [...allowed].sort().join(', '));
        return send(reply, req, { status: 405, code: 'METHOD_NOT_ALLOWED', message: `${req.method} is not allowed on ${path}` });
      }
      return send(reply, req, { status: 404, code: 'ROUTE_NOT_FOUND', message: `no route ${req.method} ${path}` });
    });
  },
  { name: 'errors' },
);
