import type { EventMetadata, EventStore, Position } from '../infra/eventstore/port.ts';
import { WrongExpectedRevisionError } from '../infra/eventstore/port.ts';
import { conflict, type AppError } from '../domain/errors.ts';

/** 409 code of a write that kept losing optimistic-concurrency races after its retries. */
export const CONCURRENT_MODIFICATION = 'CONCURRENT_MODIFICATION';

export const concurrentModification = (): AppError =>
  conflict(CONCURRENT_MODIFICATION, 'the resource kept changing under concurrent requests; read it again and retry');

/** How many times a write decides again after losing a race, by default. */
export const CONFLICT_ATTEMPTS = 10;

/**
 * Waits before retry `attempt` (1-based) after a lost race: full jitter over an exponential
 * ceiling (4 ms, 8 ms, … capped at 250 ms), so racing writers spread out instead of colliding
 * again in lock-step. The worst case over CONFLICT_ATTEMPTS is about one second.
 */
export function conflictBackoff(attempt: number, random: () => number = Math.random): Promise<void> {
  const ceiling = Math.min(250, 4 * 2 ** (attempt - 1));
  return new Promise((r) => setTimeout(r, random() * ceiling));
}

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
 * fresh state (the loser of a create race then sees the winner and gets the conflict code)
 * after a jittered backoff. A write still losing after `attempts` tries is 409
 * CONCURRENT_MODIFICATION, never a 500.
 */
export async function execute<S, C, E extends { type: string; data: unknown }>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, C, E>,
  command: C | ((state: S) => C),
  metadata: EventMetadata,
  attempts = CONFLICT_ATTEMPTS,
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
      if (!(err instanceof WrongExpectedRevisionError)) throw err;
      if (i >= attempts) throw concurrentModification();
      await conflictBackoff(i);
    }
  }
}
