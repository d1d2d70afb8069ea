// Worker threads do not inherit the TypeScript loader of the main thread on Node 20: register
// tsx in this thread first, then load the worker itself (`workerData.entry`, relative to here).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(new URL(workerData?.entry ?? './shortlist-worker.ts', import.meta.url).href);
