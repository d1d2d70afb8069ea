/** Chooses each port's adapter from the configuration: unset URL means embedded. */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
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
  if (needsDir) fs.mkdirSync(config.dataDir, { recursive: true });
  const file = (name: string) => path.join(config.dataDir, name);

  const adapter: EventStore = config.eventstoreUrl
    ? new (await import('./eventstore/kurrent.ts')).KurrentEventStore(config.eventstoreUrl)
    : new (await import('./eventstore/sqlite.ts')).SqliteEventStore(file('events.db'));
  // Every append of the app goes through here: no unregistered or malformed event enters the log.
  const store: EventStore = new ValidatingEventStore(adapter);

  let read: ReadStore;
  let ledger: RateLimitLedger;
  if (config.mongodbUrl) {
    const { MongoClient } = await import('mongodb');
    const client = await MongoClient.connect(config.mongodbUrl);
    const db = client.db(config.mongodbDb);
    read = new (await import('./readstore/mongo.ts')).MongoReadStore(client, db);
    ledger = new (await import('./ratelimit/mongo.ts')).MongoRateLimitLedger(db);
  } else {
    read = new (await import('./readstore/sqlite.ts')).SqliteReadStore(file('read.db'));
    ledger = new (await import('./ratelimit/sqlite.ts')).SqliteRateLimitLedger(file('ratelimit.db'));
  }

  // The CLI needs no bus: it only appends and projects.
  const bus: Bus =
    config.natsUrl && opts.bus !== false
      ? await (await import('./bus/nats.ts')).NatsBus.connect(config.natsUrl)
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
