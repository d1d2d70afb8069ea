/**
 * The HTTP edge's own rules (docs/decisions.md, "Edge hardening"): errors of the HTTP parser in
 * the envelope, safe correlation ids, the path parameter a router failure is about, prototype
 * keys refused by the body parser, and the registry of served routes.
 */
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { z } from 'zod';
import type { App } from './types.ts';
import { codeFor } from './validation.ts';

/** Longest path segment the router takes; longer ones get the parameter's 400 code. */
export const PARAM_MAX = 1024;

/** Node checks header and request timeouts this often: a slow client is cut within timeout + this. */
export const CHECK_INTERVAL_MS = 1000;

/** A caller's correlation id is kept only when it is a safe token (docs/decisions.md). */
export const CORRELATION_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's `x-correlation-id` when it is a safe token, else a fresh UUID (never an e-mail in the logs). */
export const correlationIdOf = (given: string | string[] | undefined): string =>
  typeof given === 'string' && CORRELATION_ID.test(given) ? given : randomUUID();

export class PoisonError extends Error {}

/** Only texts that could spell a prototype key (directly or through `\u` escapes) pay for the reviver. */
export const mayPoison = (text: string) => text.includes('__proto__') || text.includes('constructor') || text.includes('\\u');

/**
 * As fastify's default parser does: `__proto__` keys, and `constructor` objects with a
 * `prototype`, are refused (400 INVALID_JSON), so no body can reach a prototype by merging.
 */
export function refusePoison(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new PoisonError('request body contains a forbidden __proto__ key');
  if (key === 'constructor' && value !== null && typeof value === 'object' && Object.hasOwn(value, 'prototype')) {
    throw new PoisonError('request body contains a forbidden constructor.prototype key');
  }
  return value;
}

/** Sockets whose request was answered before its body was complete: no second answer on them. */
export const answeredEarly = new WeakSet<object>();

/** Errors of the HTTP parser itself, before any request exists: 408, 431 or 400, in the envelope. */
export function clientError(this: { log: FastifyBaseLogger }, err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT', 'the request did not arrive in time']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE', 'request line and headers exceed 16 KiB']
        : [400, 'BAD_REQUEST', 'malformed HTTP request'];
  const correlation_id = randomUUID();
  // Only the code: a parser error can carry the raw request bytes (keys among them).
  this.log.info({ correlation_id, code: err.code, status }, 'client error');
  // As Node does: answer only when no response has begun on this socket, nor been given early.
  if (answeredEarly.has(socket)) return void socket.destroy();
  const pending = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !pending?.headersSent) {
    const body = JSON.stringify({ code, message, correlation_id });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `x-correlation-id: ${correlation_id}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** A route as registered: method, full URL pattern and its (zod) schemas. */
export interface ServedRoute {
  method: string;
  url: string;
  schema: { params?: unknown; querystring?: unknown; body?: unknown; hide?: boolean } | undefined;
}

export const servedRoutes = new WeakMap<object, ServedRoute[]>();

/** Every route the app serves (all base paths, HEAD included), for tests that must cover them all. */
export const servedRoutesOf = (app: App): readonly ServedRoute[] => servedRoutes.get(app) ?? [];

export interface ParamRoute {
  segments: string[];
  codes: Map<number, { name: string; code: string }>;
}

export function paramRoute(url: string, params: z.ZodType): ParamRoute {
  const segments = url.split('/');
  const codes = new Map<number, { name: string; code: string }>();
  segments.forEach((seg, i) => {
    if (seg.startsWith(':') && !seg.startsWith('::')) codes.set(i, { name: seg.slice(1), code: codeFor(params, [seg.slice(1)], 'INVALID_PARTNER_ID') });
  });
  return { segments, codes };
}

const undecodable = (seg: string) => {
  try {
    decodeURIComponent(seg);
    return false;
  } catch {
    return true;
  }
};

/** The path parameter a router failure is about, by the route whose other segments match. */
export function paramAtFault(routes: ParamRoute[], url: string): { name: string; code: string } | undefined {
  const path = (url.split('?')[0] ?? '').split('/');
  for (const r of routes) {
    if (r.segments.length !== path.length) continue;
    if (!r.segments.every((seg, i) => r.codes.has(i) || seg === path[i])) continue;
    for (const [i, p] of r.codes) {
      const seg = path[i]!;
      if (seg.length > PARAM_MAX || undecodable(seg)) return p;
    }
  }
  return undefined;
}
