import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Bus, BusMessage, Handler } from './port.ts';

export interface NatsBusOptions {
  /** JetStream stream holding the bus subjects. */
  stream?: string;
  /** Subject prefix: bus subject `runs.match` travels as `<prefix>.runs.match`. */
  prefix?: string;
  /** How long the server waits for an ack before redelivering; extended while a handler runs. */
  ackWaitMs?: number;
  /** Delay before a message whose handler threw is redelivered, by attempt number. */
  redeliveryDelayMs?: (attempt: number) => number;
}

const TOKEN = /^[A-Za-z0-9_-]+$/;
const API = { streamNotFound: 10059, consumerNotFound: 10014 } as const;
const apiCode = (e: unknown) => (e instanceof JetStreamApiError ? e.code : undefined);

/**
 * The bus on NATS JetStream (distributed mode). One stream (interest retention: a message is
 * kept until every durable consumer on its subject has acked it) and one durable pull consumer
 * per (subject, durable) with explicit acks. Works with nats-server 2.9 (single filter subject,
 * no 2.10-only settings).
 */
export class NatsBus implements Bus {
  private readonly stream: string;
  private readonly prefix: string;
  private readonly ackWaitMs: number;
  private readonly delay: (attempt: number) => number;
  private readonly running = new Set<{ stop(): Promise<void> }>();

  private constructor(
    private readonly nc: NatsConnection,
    private readonly jsm: JetStreamManager,
    private readonly js: JetStreamClient,
    opts: NatsBusOptions,
  ) {
    this.stream = opts.stream ?? 'MATCHMAKING';
    this.prefix = opts.prefix ?? 'mm';
    this.ackWaitMs = opts.ackWaitMs ?? 30_000;
    this.delay = opts.redeliveryDelayMs ?? ((attempt) => Math.min(1000 * 2 ** (attempt - 1), 60_000));
  }

  /** Connects (reconnecting forever) and creates the stream if it is absent. */
  static async connect(url: string, opts: NatsBusOptions = {}): Promise<NatsBus> {
    const nc = await connect({ servers: url.split(','), name: 'matchmaking', maxReconnectAttempts: -1 });
    try {
      const jsm = await jetstreamManager(nc);
      const bus = new NatsBus(nc, jsm, jetstream(nc), opts);
      await bus.ensureStream();
      return bus;
    } catch (e) {
      await nc.close();
      throw e;
    }
  }

  private async ensureStream(): Promise<void> {
    try {
      await this.jsm.streams.info(this.stream);
      return;
    } catch (e) {
      if (apiCode(e) !== API.streamNotFound) throw e;
    }
    try {
      await this.jsm.streams.add({
        name: this.stream,
        subjects: [`${this.prefix}.>`],
        retention: RetentionPolicy.Interest,
        storage: StorageType.File,
        max_age: nanos(7 * 24 * 3600 * 1000),
      });
    } catch (e) {
      // Another process created it between our info and add.
      await this.jsm.streams.info(this.stream).catch(() => {
        throw e;
      });
    }
  }

  private subject(subject: string): string {
    if (!subject.split('.').every((t) => TOKEN.test(t))) throw new Error(`bad bus subject ${subject}`);
    return `${this.prefix}.${subject}`;
  }

  async publish(subject: string, message: BusMessage): Promise<void> {
    await this.js.publish(this.subject(subject), JSON.stringify(message));
  }

  /** The consumer for (subject, durable), created when absent; a durable is per subject, as in MemoryBus. */
  private async ensureConsumer(subject: string, durable: string): Promise<string> {
    if (!TOKEN.test(durable)) throw new Error(`bad durable name ${durable}`);
    const filter = this.subject(subject);
    const name = `${durable}__${subject.replaceAll('.', '_')}`;
    try {
      const info = await this.jsm.consumers.info(this.stream, name);
      if (info.config.filter_subject !== filter) throw new Error(`consumer ${name} filters ${info.config.filter_subject}, not ${filter}`);
      return name;
    } catch (e) {
      if (apiCode(e) !== API.consumerNotFound) throw e;
    }
    await this.jsm.consumers.add(this.stream, {
      durable_name: name,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: filter,
      ack_wait: nanos(this.ackWaitMs),
      max_deliver: -1,
    });
    return name;
  }

  async consume(subject: string, durable: string, handler: Handler): Promise<{ stop(): Promise<void> }> {
    const name = await this.ensureConsumer(subject, durable);
    let stopped = false;
    let messages: ConsumerMessages | undefined;
    const loop = (async () => {
      let failures = 0;
      while (!stopped) {
        try {
          const consumer = await this.js.consumers.get(this.stream, name);
          // One message at a time: a buffered message would wait out its ack deadline behind
          // a long handler, and other members of the group could have taken it.
          messages = await consumer.consume({ max_messages: 1 });
          if (stopped) break;
          for await (const m of messages) {
            if (stopped) {
              m.nak();
              break;
            }
            await this.handle(m, handler);
            failures = 0;
          }
        } catch (e) {
          if (stopped) break;
          failures += 1;
          console.warn(`nats consumer ${name} failed (${String(e)}); retrying`);
          await sleep(Math.min(250 * 2 ** failures, 10_000));
        } finally {
          await messages?.close();
        }
      }
    })();
    const handle = {
      stop: async () => {
        stopped = true;
        await messages?.close();
        await loop;
        this.running.delete(handle);
      },
    };
    this.running.add(handle);
    return handle;
  }

  /** Acks when the handler resolves; naks with a back-off when it throws. */
  private async handle(m: JsMsg, handler: Handler): Promise<void> {
    const attempt = m.info.deliveryCount;
    let message: BusMessage;
    try {
      message = m.json<BusMessage>();
    } catch {
      m.term('not JSON');
      return;
    }
    // Tell the server the message is still being worked on, so a long run is not redelivered.
    const beat = setInterval(() => m.working(), Math.max(this.ackWaitMs / 3, 100));
    try {
      await handler({ message, attempt });
    } catch {
      clearInterval(beat);
      m.nak(this.delay(attempt));
      return;
    } finally {
      clearInterval(beat);
    }
    // Wait for the server to confirm the ack; if that fails the message comes back (at least once).
    await m.ackAck().catch(() => false);
  }

  async close(): Promise<void> {
    await Promise.all([...this.running].map((r) => r.stop()));
    if (!this.nc.isClosed()) await this.nc.drain();
  }
}
