/**
 * The registry of every domain event: its current schema version and zod schema. The event
 * store decorator (infra/eventstore/validating.ts) refuses to append an event that is not
 * registered here or whose data does not parse, and stamps `metadata.schema_version`.
 * An incompatible change registers version 2 and an upcaster on read (docs/decisions.md).
 */
import type { z } from 'zod';
import { AccountDisabled, KeyIssued, KeyRevoked } from './access.ts';
import { EventCreated, EventDeleted, EventUpdated } from './event.ts';
import { ImportRowsChunk } from './imports.ts';
import { matchEventSchemas } from './match.ts';
import { EnrichmentPageWalked } from './enrichment.ts';
import { intentEventSchemas } from './intent.ts';
import { peopleEventSchemas } from './peopleEvents.ts';
import { RunFinished, RunInputSealed, RunProgressed, RunQueued, RunStarted } from './run.ts';
import { SessionCreated, SessionDeleted, SessionUpdated } from './session.ts';
import { SlugClaimed, SlugReleased } from './slug.ts';

export interface RegisteredEvent {
  version: number;
  schema: z.ZodType;
}

const v1 = (schema: z.ZodType): RegisteredEvent => ({ version: 1, schema });

export const eventRegistry: Readonly<Record<string, RegisteredEvent>> = Object.freeze({
  // event-{org}/{id}
  EventCreated: v1(EventCreated),
  EventUpdated: v1(EventUpdated),
  EventDeleted: v1(EventDeleted),
  // session-{org}/{id}
  SessionCreated: v1(SessionCreated),
  SessionUpdated: v1(SessionUpdated),
  SessionDeleted: v1(SessionDeleted),
  // slug-{org}/{hash}
  SlugClaimed: v1(SlugClaimed),
  SlugReleased: v1(SlugReleased),
  // run-{id}, with the import input
  RunQueued: v1(RunQueued),
  RunInputSealed: v1(RunInputSealed),
  RunStarted: v1(RunStarted),
  RunProgressed: v1(RunProgressed),
  RunFinished: v1(RunFinished),
  ImportRowsChunk: v1(ImportRowsChunk),
  // apikey-{id}, account-{id}
  KeyIssued: v1(KeyIssued),
  KeyRevoked: v1(KeyRevoked),
  AccountDisabled: v1(AccountDisabled),
  // people-{org}
  ...Object.fromEntries(Object.entries(peopleEventSchemas).map(([type, schema]) => [type, v1(schema)])),
  // matchrun-{run_id}: a match run's input snapshot and results
  ...Object.fromEntries(Object.entries(matchEventSchemas).map(([type, schema]) => [type, v1(schema)])),
  // intent-{org}/{event}/{entity}
  ...Object.fromEntries(Object.entries(intentEventSchemas).map(([type, schema]) => [type, v1(schema)])),
  // run-{id} of an enrichment run: the worker's walk checkpoints
  EnrichmentPageWalked: v1(EnrichmentPageWalked),
});

/** The registration of an event type, or undefined when nothing may append it. */
export const registeredEvent = (type: string): RegisteredEvent | undefined =>
  Object.hasOwn(eventRegistry, type) ? eventRegistry[type] : undefined;
