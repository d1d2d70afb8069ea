/**
 * Workers as their own process, beside any number of API processes (`npm run workers`, or
 * `npm run matcher` for the matcher lanes only). It follows the log like the server, so the
 * read models it reads are as fresh as the API's; the bus hands each run to one consumer.
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig, type Config } from '../config.ts';
import { dieAtStartup } from '../startup.ts';
import { loggerOptions } from '../http/app.ts';
import { openRuntime } from '../runtime.ts';
import { importerWorker } from './importer.ts';
import { startWorkers, workerModules, type WorkerModule } from './index.ts';
import { matcherWorkers } from './matcher.ts';
import { recordWorker } from './runWorker.ts';

const GROUPS: Record<string, () => WorkerModule[]> = {
  match: () => matcherWorkers(),
  import: () => [importerWorker],
  record: () => [recordWorker],
};

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only?.split(',').map((s) => s.trim()).filter(Boolean);
const unknown = only?.filter((g) => !GROUPS[g]) ?? [];
if (unknown.length) {
  process.stderr.write(`usage: workers [--only ${Object.keys(GROUPS).join('|')}[,...]]; unknown: ${unknown.join(', ')}\n`);
  process.exit(2);
}
const modules = only ? only.flatMap((g) => GROUPS[g]!()) : workerModules;

let config: Config;
try {
  config = loadConfig();
} catch (e) {
  dieAtStartup(e);
}
const log = pino(loggerOptions(config.logLevel));
const runtime = await openRuntime(config, { log }).catch((e: unknown) => dieAtStartup(e));
const workers = await startWorkers(runtime.deps, modules);
log.info({ adapters: runtime.deps.adapters, only: only ?? 'all' }, 'workers ready');

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'workers shutting down');
  await workers.stop();
  await runtime.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
