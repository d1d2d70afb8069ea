/** Chooses each port's adapter from the configuration: unset URL means embedded. */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { opening, redactUrl, StartupError, within } from '../startup.ts';
import type { Bus } from './bus/port.ts';
import type { EventStore } from './eventstore/port.ts';
import { ValidatingEventStore } from './eventstore/validating.ts';
import type { RateLimitLedger } from './ratelimit/port.ts';
import type { ReadStore } from './readstore/port.ts';

export interface Infra {
  store: EventStore;
  read: ReadStore;
  bus: Bus;
  ledger: RateLimitLedger;
  /** Which adapter serves each port, for /readyz and logs. */
  adapters: Record<'eventstore' | 'readstore' | 'bus' | 'ratelimit', string>;
  close(): Promise<void>;
}

export async function openInfra(config: Config, opts: { bus?: boolean } = {}): Promise<Infra> {
  const needsDir = !config.eventstoreUrl || !config.mongodbUrl;
  if (needsDir) writableDir(config.dataDir);
  const file = (name: string) => path.join(config.dataDir, name);
  // How long a server URL may take to answer at start-up before we say it is unreachable.
  const reachMs = config.connectTimeoutMs;

  const adapter: EventStore = config.eventstoreUrl
    ? await opening('EVENTSTORE_URL', `cannot reach the event store at ${redactUrl(config.eventstoreUrl)}`, async () => {
        const store = new (await import('./eventstore/kurrent.ts')).KurrentEventStore(config.eventstoreUrl!);
        try {
          await within(store.headPosition(), reachMs, `no answer within ${reachMs} ms`);
        } catch (e) {
          await store.close().catch(() => {});
          throw e;
        }
        return store;
      })
    : await opening('DATA_DIR', `cannot open the event store in ${config.dataDir}`, async () => new (await import('./eventstore/sqlite.ts')).SqliteEventStore(file('events.db')));
  // Every append of the app goes through here: no unregistered or malformed event enters the log.
  const store: EventStore = new ValidatingEventStore(adapter);

  let read: ReadStore;
  let ledger: RateLimitLedger;
  if (config.mongodbUrl) {
    const url = config.mongodbUrl;
    const { MongoClient } = await import('mongodb');
    const client = await opening('MONGODB_URL', `cannot reach MongoDB at ${redactUrl(url)}`, () =>
      within(MongoClient.connect(url), reachMs, `no answer within ${reachMs} ms`),
    ).catch(async (e: unknown) => {
      await store.close().catch(() => {});
      throw e;
    });
    const db = client.db(config.mongodbDb);
    read = new (await import('./readstore/mongo.ts')).MongoReadStore(client, db);
    ledger = new (await import('./ratelimit/mongo.ts')).MongoRateLimitLedger(db);
  } else {
    read = await opening('DATA_DIR', `cannot open the read models in ${config.dataDir}`, async () => new (await import('./readstore/sqlite.ts')).SqliteReadStore(file('read.db')));
    ledger = await opening('DATA_DIR', `cannot open the rate-limit ledger in ${config.dataDir}`, async () => new (await import('./ratelimit/sqlite.ts')).SqliteRateLimitLedger(file('ratelimit.db')));
  }

  // The CLI needs no bus: it only appends and projects.
  const bus: Bus =
    config.natsUrl && opts.bus !== false
      ? await opening('NATS_URL', `cannot reach NATS at ${redactUrl(config.natsUrl)}`, async () =>
          within((await import('./bus/nats.ts')).NatsBus.connect(config.natsUrl!), reachMs, `no answer within ${reachMs} ms`),
        ).catch(async (e: unknown) => {
          await read.close().catch(() => {});
          await ledger.close().catch(() => {});
          await store.close().catch(() => {});
          throw e;
        })
      : new (await import('./bus/memory.ts')).MemoryBus();

  return {
    store,
    read,
    bus,
    ledger,
    adapters: {
      eventstore: config.eventstoreUrl ? 'kurrentdb' : 'sqlite',
      readstore: config.mongodbUrl ? 'mongodb' : 'sqlite',
      bus: config.natsUrl && opts.bus !== false ? 'nats' : 'memory',
      ratelimit: config.mongodbUrl ? 'mongodb' : 'sqlite',
    },
    async close() {
      await bus.close();
      await ledger.close();
      await read.close();
      await store.close();
    },
  };
}

/** DATA_DIR exists (created if needed) and this process may write in it. */
function writableDir(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (e) {
    const code = (e as { code?: string }).code ?? 'error';
    throw new StartupError('DATA_DIR', `DATA_DIR ${dir} is not a writable directory (${code}): set DATA_DIR to a directory this user can write`);
  }
}
