/**
 * The bus carries only work notices (a run id), never domain state: the log is the truth.
 * Delivery is at least once; handlers are idempotent. Adapters: in-process (embedded default)
 * and NATS JetStream with durable consumers. Both pass test/infra/bus.contract.ts.
 */
export interface BusMessage {
  run_id: string;
  [key: string]: unknown;
}

export interface Delivery {
  message: BusMessage;
  /** 1 on the first delivery, more on redeliveries. */
  attempt: number;
}

export type Handler = (d: Delivery) => Promise<void>;

export interface Bus {
  publish(subject: string, message: BusMessage): Promise<void>;
  /**
   * Consumes `subject` through the durable consumer `durable`: a message is acknowledged when
   * the handler resolves, and redelivered when it throws or the process dies before the ack.
   * Messages are handed to one consumer of a durable group at a time.
   */
  consume(subject: string, durable: string, handler: Handler): Promise<{ stop(): Promise<void> }>;
  close(): Promise<void>;
}
