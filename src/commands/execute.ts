import type { EventMetadata, EventStore, Position } from '../infra/eventstore/port.ts';
import { WrongExpectedRevisionError } from '../infra/eventstore/port.ts';

export interface Decider<S, C, E extends { type: string; data: unknown }> {
  initial: S;
  evolve(state: S, event: E): S;
  decide(command: C, state: S): E[];
}

export interface Loaded<S> {
  state: S;
  revision: number | 'no_stream';
}

/** Folds a stream into its state. */
export async function load<S, E extends { type: string; data: unknown }>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<S, unknown, E>, 'initial' | 'evolve'>,
): Promise<Loaded<S>> {
  const events = await store.readStream(streamId);
  const state = events.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as E), decider.initial);
  return { state, revision: events.length ? events[events.length - 1]!.revision : 'no_stream' };
}

export interface Executed<S, E> {
  events: E[];
  state: S;
  /** Global position of the last appended event, or undefined when nothing was appended. */
  position: Position | undefined;
  /** The stream's revision after this call: append with it to continue without re-reading. */
  revision: number | 'no_stream';
}

/**
 * Load, decide, append with the expected revision; on a concurrent write, decide again on the
 * fresh state (the loser of a create race then sees the winner and gets the conflict code).
 */
export async function execute<S, C, E extends { type: string; data: unknown }>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, C, E>,
  command: C | ((state: S) => C),
  metadata: EventMetadata,
  attempts = 5,
): Promise<Executed<S, E>> {
  for (let i = 1; ; i++) {
    const { state, revision } = await load(store, streamId, decider);
    const cmd = typeof command === 'function' ? (command as (s: S) => C)(state) : command;
    const events = decider.decide(cmd, state);
    const next = events.reduce(decider.evolve, state);
    if (events.length === 0) return { events, state: next, position: undefined, revision };
    try {
      const res = await store.append(
        streamId,
        events.map((e) => ({ type: e.type, data: e.data, metadata })),
        { expectedRevision: revision },
      );
      return { events, state: next, position: res.position, revision: res.nextRevision };
    } catch (err) {
      if (!(err instanceof WrongExpectedRevisionError) || i >= attempts) throw err;
    }
  }
}
