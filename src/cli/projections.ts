/**
 * `projections failures`: the events a projector could not apply and skipped (newest first),
 * with the projection and the error's message; one JSON object per line with --json. Exits 0
 * either way (an empty list is good news), 2 on bad arguments.
 */
import { parseArgs } from 'node:util';
import { badArgs, type CliCommand } from './commands.ts';

export const projectionFailuresCommand: CliCommand = {
  group: 'projections',
  action: 'failures',
  usage: 'projections failures [--limit N] [--json]',
  description: 'List the events a projector could not apply and skipped, newest first, with the projection and the error.',
  options: [
    { flags: '--limit <N>', description: 'how many to show', default: '50' },
    { flags: '--json', description: 'one JSON object per line' },
  ],
  examples: ['matchmaking projections failures', 'matchmaking projections failures --limit 5 --json'],
  async run(rt, argv) {
    const { values } = parseArgs({ args: argv, options: { limit: { type: 'string', default: '50' }, json: { type: 'boolean', default: false } } });
    const limit = Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1) return badArgs(projectionFailuresCommand, '--limit must be a positive integer');
    const { count, latest } = await rt.deps.projections.failures(limit);
    if (values.json) {
      for (const f of latest) {
        const { id: _id, ...rest } = f;
        process.stdout.write(`${JSON.stringify(rest)}\n`);
      }
      return 0;
    }
    process.stdout.write(`${count} skipped event${count === 1 ? '' : 's'}${count > latest.length ? ` (latest ${latest.length} shown)` : ''}\n`);
    for (const f of latest) {
      process.stdout.write(`position=${f.position} projection=${f.projection} type=${f.event_type} stream=${f.stream_id} org=${f.org_id ?? '-'}  ${f.error}\n`);
    }
    return 0;
  },
};
