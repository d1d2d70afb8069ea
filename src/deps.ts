import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Infra } from './infra/open.ts';
import type { ProjectionRunner } from './projections/runner.ts';

/** Everything a use case may touch; time and ids come in here, never from a hidden global. */
export interface Deps extends Omit<Infra, 'close'> {
  config: Config;
  projections: ProjectionRunner;
  clock: () => Date;
  newId: () => string;
  log: Logger;
}

export const nowIso = (deps: Pick<Deps, 'clock'>) => deps.clock().toISOString();
