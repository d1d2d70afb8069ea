import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import type { Deps } from '../deps.ts';

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** One use case's routes: registered under the base path and the deprecated alias. */
export type RouteModule = (app: App, deps: Deps) => void;
