/** The only file that listens. `npm start` runs it on the embedded default unless URLs are set. */
import pino from 'pino';
import { loadConfig, type Config } from './config.ts';
import { buildApp, loggerOptions } from './http/app.ts';
import { openRuntime } from './runtime.ts';
import { dieAtStartup } from './startup.ts';
import { defaultMatchers, startWorkers, workerModules } from './workers/index.ts';

let config: Config;
try {
  config = loadConfig();
} catch (e) {
  dieAtStartup(e);
}
const log = pino(loggerOptions(config!.logLevel));
const runtime = await openRuntime(config!, { log }).catch((e: unknown) => dieAtStartup(e));
// MATCHER=off: this API process leaves match runs to matcher processes (npm run matcher).
const workers = await startWorkers(runtime.deps, config!.matcherInProcess ? workerModules : workerModules.filter((m) => !defaultMatchers.includes(m)));
const app = await buildApp(runtime.deps, { logger: log });

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  await app.close();
  await workers.stop();
  await runtime.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

await app.listen({ host: config!.host, port: config!.port }).catch((e: unknown) => dieAtStartup(e, { host: config.host, port: config.port }));
log.info({ adapters: runtime.deps.adapters, dataDir: config!.dataDir }, 'partner matchmaking API ready');
