import { randomUUID } from 'node:crypto';
import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';
import type { Deps } from './deps.ts';
import { openInfra } from './infra/open.ts';
import { projectors } from './projections/index.ts';
import { ProjectionRunner } from './projections/runner.ts';

export interface Runtime {
  deps: Deps;
  close(): Promise<void>;
}

/**
 * Opens the ports, brings the read models up to the head of the log and (unless `follow` is
 * false, as in one-shot CLI commands) keeps following it.
 */
export async function openRuntime(
  config: Config,
  opts: {
    log?: Logger;
    follow?: boolean;
    bus?: boolean;
    clock?: () => Date;
    newId?: () => string;
    /** `allow` only for a rebuild: read models of an older schema are opened, not caught up. */
    staleReadModels?: 'refuse' | 'allow';
  } = {},
): Promise<Runtime> {
  const log = opts.log ?? pino({ level: config.logLevel });
  const infra = await openInfra(config, { bus: opts.bus ?? true });
  const projections = new ProjectionRunner(infra.store, infra.read, projectors, log);
  try {
    await projections.init({ stale: opts.staleReadModels });
  } catch (e) {
    await infra.close();
    throw e;
  }
  if (opts.staleReadModels !== 'allow') await projections.catchUp();
  if (opts.follow !== false) projections.start();
  const deps: Deps = {
    ...infra,
    config,
    projections,
    clock: opts.clock ?? (() => new Date()),
    newId: opts.newId ?? randomUUID,
    log,
  };
  return {
    deps,
    async close() {
      await projections.stop();
      await infra.close();
    },
  };
}

/**
 * Runs one-shot operator work on a configuration without following the log or a bus (the
 * CLI, benchmarks and tests that prepare a DATA_DIR), with the read models caught up after it.
 */
export async function withRuntime<T>(config: Config, fn: (deps: Deps) => Promise<T>, opts: { log?: Logger } = {}): Promise<T> {
  const rt = await openRuntime(config, { ...opts, follow: false, bus: false });
  try {
    const out = await fn(rt.deps);
    await rt.deps.projections.catchUp();
    return out;
  } finally {
    await rt.close();
  }
}
