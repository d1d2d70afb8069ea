import { decideEvent, evolveEvent, initialEvent, type EventCommand, type EventDomainEvent, type EventState } from '../domain/event.ts';
import type { Decider } from './execute.ts';

export const eventDecider: Decider<EventState, EventCommand, EventDomainEvent> = {
  initial: initialEvent,
  evolve: evolveEvent,
  decide: decideEvent,
};
