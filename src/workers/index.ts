import type { Deps } from '../deps.ts';

export interface Workers {
  stop(): Promise<void>;
}

/** Work-notice consumers (importer, enricher, matcher) registered by their modules. */
export type WorkerModule = (deps: Deps) => Promise<{ stop(): Promise<void> }>;

import { recordWorker } from './runWorker.ts';
import { importerWorker } from './importer.ts';
import { matcherWorkers } from './matcher.ts';
import { enricherWorker } from './enricher.ts';
import { intentWorker } from './intents/intentWorker.ts';
import { intentReactor } from './intents/intentReactor.ts';
import { searchIndexer } from './searchIndexer.ts';

/** The matcher lanes of this process (left out of API processes started with MATCHER=off). */
export const defaultMatchers: WorkerModule[] = matcherWorkers();

export const workerModules: WorkerModule[] = [recordWorker, importerWorker, ...defaultMatchers, enricherWorker, intentWorker, intentReactor, searchIndexer];

export async function startWorkers(deps: Deps, modules: WorkerModule[] = workerModules): Promise<Workers> {
  const started = await Promise.all(modules.map((m) => m(deps)));
  return {
    async stop() {
      await Promise.all(started.map((w) => w.stop()));
    },
  };
}
