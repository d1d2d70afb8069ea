/**
 * Keeps this process's people-search index following the log between searches (a search also
 * catches up by itself before answering), builds the organisations' indexes at start-up, and
 * loads the sentence encoder early when there are enriched attendees to compare queries with.
 */
import type { WorkerModule } from './index.ts';
import { searchServiceOf } from '../search/service.ts';

const FOLLOW_MS = 1000;

export const searchIndexer: WorkerModule = async (deps) => {
  const service = searchServiceOf(deps);
  const warming = service
    .warm()
    .then(() => (service.vectorCount() > 0 ? service.encoder().then(() => undefined) : undefined))
    .catch((err: unknown) => deps.log.warn({ err }, 'people-search warm-up failed; indexes are built on first search'));
  const timer = setInterval(() => {
    service.sync().catch((err: unknown) => deps.log.warn({ err }, 'people-search index could not follow the log; retrying'));
  }, FOLLOW_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await warming;
      await service.idle();
    },
  };
};
