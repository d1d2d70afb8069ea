import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../domain/errors.ts';

/**
 * For routes whose table lists UNSUPPORTED_QUERY_PARAMETER: any other query parameter is an
 * error that names the supported ones, so a partner's typo never silently does nothing.
 */
export const onlyQuery =
  (supported: string[]) =>
  async (req: FastifyRequest): Promise<void> => {
    const q = (req.query ?? {}) as Record<string, unknown>;
    const unknown = Object.keys(q).filter((k) => !supported.includes(k));
    if (unknown.length) {
      throw badRequest('UNSUPPORTED_QUERY_PARAMETER', `unsupported query parameter: ${unknown.join(', ')}`, {
        supported_parameters: supported,
      });
    }
  };

/**
 * The query schema of a boolean flag: any string, or the same name repeated, so that every
 * wrong value reaches `flag` and is answered UNSUPPORTED_QUERY_PARAMETER (never a generic
 * query error: `dry_run=ture` must never be mistaken for anything).
 */
export const flagParam = () => z.union([z.string(), z.array(z.string())]).optional().describe('true or false (also 1 or 0)');

/** A boolean flag of the query string: true/false/1/0, else UNSUPPORTED_QUERY_PARAMETER. */
export function flag(req: FastifyRequest, name: string, supported: string[]): boolean {
  const v = ((req.query ?? {}) as Record<string, unknown>)[name];
  if (v === undefined) return false;
  if (Array.isArray(v)) throw badRequest('UNSUPPORTED_QUERY_PARAMETER', `${name} must be given once`, { supported_parameters: supported });
  if (v === 'true' || v === '1' || v === '') return true;
  if (v === 'false' || v === '0') return false;
  throw badRequest('UNSUPPORTED_QUERY_PARAMETER', `${name} must be true or false`, { supported_parameters: supported });
}
