import { setTimeout as sleep } from 'node:timers/promises';
import type { Bus, BusMessage, Handler } from './port.ts';

interface Queued {
  message: BusMessage;
  attempt: number;
}

/**
 * In-process bus with the same at-least-once contract as JetStream: a handler that throws
 * gets the message again after a back-off. Messages live in memory, so after a crash the
 * workers' start-up sweep re-publishes every run the log shows unfinished.
 */
export class MemoryBus implements Bus {
  private readonly queues = new Map<string, Queued[]>();
  private readonly wakers = new Map<string, Array<() => void>>();
  private readonly groups = new Map<string, Set<string>>();
  private closed = false;

  /** `redeliveryMs` is the first back-off; it doubles with each attempt, up to 30 s. */
  constructor(private readonly redeliveryMs = 200) {}

  private key = (subject: string, durable: string) => `${subject}\u0000${durable}`;

  async publish(subject: string, message: BusMessage): Promise<void> {
    for (const durable of this.groups.get(subject) ?? []) this.push(this.key(subject, durable), { message, attempt: 1 });
  }

  private push(key: string, q: Queued) {
    const list = this.queues.get(key) ?? [];
    list.push(q);
    this.queues.set(key, list);
    const w = this.wakers.get(key)?.shift();
    if (w) w();
  }

  async consume(subject: string, durable: string, handler: Handler): Promise<{ stop(): Promise<void> }> {
    const key = this.key(subject, durable);
    const set = this.groups.get(subject) ?? new Set();
    set.add(durable);
    this.groups.set(subject, set);
    let stopped = false;
    const loop = (async () => {
      while (!stopped && !this.closed) {
        const next = this.queues.get(key)?.shift();
        if (!next) {
          await new Promise<void>((resolve) => {
            const list = this.wakers.get(key) ?? [];
            list.push(resolve);
            this.wakers.set(key, list);
          });
          continue;
        }
        try {
          await handler({ message: next.message, attempt: next.attempt });
        } catch {
          const again = { message: next.message, attempt: next.attempt + 1 };
          // Stopping must not lose the message: hand it back at once for the next consumer.
          if (stopped || this.closed) {
            this.push(key, again);
            break;
          }
          void sleep(Math.min(this.redeliveryMs * 2 ** (again.attempt - 2), 30_000)).then(() => this.push(key, again));
        }
      }
    })();
    return {
      stop: async () => {
        stopped = true;
        for (const w of this.wakers.get(key)?.splice(0) ?? []) w();
        await loop;
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const list of this.wakers.values()) for (const w of list.splice(0)) w();
  }
}
