import { decideSession, evolveSession, initialSession, type SessionCommand, type SessionDomainEvent, type SessionState } from '../domain/session.ts';
import type { Decider } from './execute.ts';

export const sessionDecider: Decider<SessionState, SessionCommand, SessionDomainEvent> = {
  initial: initialSession,
  evolve: evolveSession,
  decide: decideSession,
};
