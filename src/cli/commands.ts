import type { Runtime } from '../runtime.ts';
import { attendeesAdd } from './attendees.ts';
import { auditIdentityCommand } from './audit.ts';
import { projectionFailuresCommand } from './projections.ts';

/** CLI commands contributed by feature modules (e.g. the roster's `attendees add`). */
export interface CliCommand {
  group: string;
  action: string;
  usage: string;
  run(rt: Runtime, argv: string[]): Promise<number>;
}

export const cliCommands: CliCommand[] = [attendeesAdd, auditIdentityCommand, projectionFailuresCommand];
