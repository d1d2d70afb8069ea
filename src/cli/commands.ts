import type { Runtime } from '../runtime.ts';
import { attendeesAdd } from './attendees.ts';
import { auditIdentityCommand } from './audit.ts';
import { projectionFailuresCommand } from './projections.ts';

/** One option as `--help` shows it and the parser accepts it (commander flag syntax). */
export interface CliOption {
  flags: string;
  description: string;
  default?: string | boolean;
  required?: boolean;
}

/**
 * CLI commands contributed by feature modules (e.g. the roster's `attendees add`). main.ts
 * registers each as `matchmaking <group> <action>`; `run` receives the raw arguments after them.
 */
export interface CliCommand {
  group: string;
  action: string;
  usage: string;
  /** One sentence for `--help`. */
  description: string;
  options: CliOption[];
  /** Complete command lines shown under "Examples" in `--help`. */
  examples: string[];
  run(rt: Runtime, argv: string[]): Promise<number>;
}

/** A bad-arguments answer of a contributed command: one line on stderr, exit 2. */
export function badArgs(c: Pick<CliCommand, 'group' | 'action'>, message: string): number {
  process.stderr.write(`error: ${message} (usage: matchmaking ${c.group} ${c.action} --help)\n`);
  return 2;
}

export const cliCommands: CliCommand[] = [attendeesAdd, auditIdentityCommand, projectionFailuresCommand];
