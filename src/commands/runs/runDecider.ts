import { decideRun, evolveRun, initialRun, type RunCommand, type RunDomainEvent, type RunState } from '../../domain/run.ts';
import type { Decider } from '../execute.ts';

export const runDecider: Decider<RunState, RunCommand, RunDomainEvent> = {
  initial: initialRun,
  evolve: evolveRun,
  decide: decideRun,
};
