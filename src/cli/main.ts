/**
 * Operator CLI: `npm run --silent cli -- <command>` or the `matchmaking` bin. Works on the same
 * DATA_DIR / backend env as the server, with or without it running: each command appends to
 * the log and brings the read models up to date before it exits.
 *
 * Exit codes: 0 done (and for --help), 1 the operation failed (unknown key, unreachable store),
 * 2 bad arguments. Every error is one line on stderr.
 *
 * The stores load only when a command runs (`act`), so help and bad arguments answer without
 * opening or loading them.
 */
import { Command, CommanderError, Option } from 'commander';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import type { Runtime } from '../runtime.ts';
import { disableAccount, issueKey, revokeKey } from '../commands/access.ts';
import { ENVIRONMENTS, SCOPES, type Environment, type Scope } from '../domain/access.ts';
import { PARTNER_ID } from '../domain/partnerIds.ts';
import { listKeys } from '../queries/listKeys.ts';
import { startupProblem } from '../startup.ts';
import { cliCommands, type CliCommand } from './commands.ts';
import { progress } from './progress.ts';

export class UsageError extends Error {}

const fail = (msg: string): never => {
  throw new UsageError(msg);
};

const examples = (lines: string[]) => `\nExamples:\n${lines.map((l) => `  $ ${l}`).join('\n')}\n`;

const ENVIRONMENT_HELP = `
Environment (the same as the server's):
  DATA_DIR          embedded event store and read models (default ./data)
  EVENTSTORE_URL    KurrentDB/EventStoreDB instead of SQLite
  MONGODB_URL       MongoDB read models instead of SQLite (MONGODB_DB, default matchmaking)
  LOG_LEVEL         log level on stderr (default warn)

Exit codes: 0 done, 1 the operation failed, 2 bad arguments.
`;

type Opts = Record<string, string | boolean | undefined>;

async function keysCreate(rt: Runtime, values: Opts): Promise<number> {
  const org = values.org as string;
  if (!PARTNER_ID.test(org)) fail(`--org must match ${PARTNER_ID}`);
  const scopes = String(values.scopes).split(',').map((s) => s.trim()).filter(Boolean);
  if (scopes.length === 0 || scopes.some((s) => !(SCOPES as readonly string[]).includes(s))) fail(`--scopes must be a comma-separated subset of ${SCOPES.join(',')}`);
  const event = values.event as string | undefined;
  if (event !== undefined && !PARTNER_ID.test(event)) fail(`--event must match ${PARTNER_ID}`);
  let rateLimit: number | null = null;
  if (values.rateLimit !== undefined) {
    rateLimit = Number(values.rateLimit);
    if (!Number.isInteger(rateLimit) || rateLimit < 1) fail('--rate-limit must be a positive integer');
  }
  const out = await issueKey(rt.deps, {
    org_id: org,
    principal_type: values.principal as 'service_account' | 'user',
    service_account_user_id: values.account as string | undefined,
    scopes: scopes as Scope[],
    event_id: event ?? null,
    environment: values.environment as Environment,
    rate_limit: rateLimit,
  });
  await rt.deps.projections.catchUp();
  if (values.json) {
    process.stdout.write(`${JSON.stringify(out)}\n`);
  } else {
    process.stdout.write(
      `API key (shown once, store it now): ${out.key}\nkey_id: ${out.key_id}\norg_id: ${out.org_id ?? '(none)'}\n` +
        `service_account_user_id: ${out.service_account_user_id}\nscopes: ${out.scopes.join(',')}\n` +
        `environment: ${out.environment}\nevent_id: ${out.event_id ?? '(org-wide)'}\n`,
    );
  }
  return 0;
}

async function keysList(rt: Runtime, values: Opts): Promise<number> {
  const org = values.org as string | undefined;
  if (org !== undefined && !PARTNER_ID.test(org)) fail(`--org must match ${PARTNER_ID}`);
  const keys = await listKeys(rt.deps.read, { org });
  if (values.json) {
    for (const k of keys) process.stdout.write(`${JSON.stringify(k)}\n`);
    return 0;
  }
  if (keys.length === 0) {
    process.stdout.write(org ? `no keys in org ${org}\n` : 'no keys\n');
    return 0;
  }
  const rows = [
    ['KEY_ID', 'ORG', 'EVENT', 'SCOPES', 'ENVIRONMENT', 'STATUS', 'CREATED_AT'],
    ...keys.map((k) => [k.key_id, k.org_id ?? '(none)', k.event_id ?? '(org-wide)', k.scopes.join(','), k.environment, k.status, k.created_at]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows) process.stdout.write(`${r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!))).join('  ')}\n`);
  return 0;
}

async function rebuild(rt: Runtime): Promise<number> {
  const bar = progress('rebuilding read models');
  try {
    await rt.deps.projections.rebuild((pos, head) => bar.update(pos, head));
  } finally {
    bar.stop();
  }
  process.stdout.write(`rebuilt read models up to position ${rt.deps.projections.position}\n`);
  return 0;
}

/** The command tree; `act` runs an operation on an opened runtime and records its exit code. */
/** Runs an operation on an opened runtime; `staleReadModels: 'allow'` only for the rebuild. */
type Act = (fn: (rt: Runtime) => Promise<number>, opts?: { staleReadModels?: 'allow' }) => Promise<void>;

export function buildProgram(act: Act): Command {
  const program = new Command('matchmaking')
    .description('Operator commands of the partner matchmaking API: keys, accounts, read models, rosters and identity audits.')
    .version('0.1.0', '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help for a command')
    .helpCommand('help [command]', 'show help for a command')
    .showSuggestionAfterError(true)
    .addHelpText(
      'after',
      examples(['matchmaking keys create --org acme --json', 'matchmaking keys list --org acme', 'matchmaking projections rebuild', 'matchmaking help keys']) + ENVIRONMENT_HELP,
    );

  const keys = program.command('keys').description('Issue, list and revoke partner API keys (keys are stored hashed; a key is shown once).');
  keys
    .command('create')
    .description('Issue a key for an organization and print it once (only its hash is stored).')
    .requiredOption('--org <ORG>', 'organization the key belongs to (required)')
    .option('--scopes <SCOPES>', `comma-separated subset of ${SCOPES.join(',')}`, 'partner:read,partner:write')
    .option('--event <EVENT_ID>', 'bind the key to one event (it sees nothing else)')
    .addOption(new Option('--environment <ENV>', 'environment of the key').choices([...ENVIRONMENTS]).default('staging'))
    .option('--rate-limit <N>', 'requests per window for this key (default: RATE_LIMIT_MAX)')
    .addOption(new Option('--principal <TYPE>', 'principal type (user keys are refused by the API; for tests of that refusal)').choices(['service_account', 'user']).default('service_account'))
    .option('--account <SERVICE_ACCOUNT_USER_ID>', 'add the key to an existing service account (default: a new one)')
    .option('--json', 'print one JSON object: { key, key_id, org_id, service_account_user_id, scopes, event_id, environment, rate_limit }')
    .addHelpText(
      'after',
      examples([
        'matchmaking keys create --org acme --json',
        'matchmaking keys create --org acme --event demo-day --scopes partner:read --environment production --rate-limit 1200',
      ]),
    )
    .action((opts: Opts) => act((rt) => keysCreate(rt, opts)));
  keys
    .command('list')
    .description('List keys (never their secrets or hashes): key ID, org, event, scopes, environment, status, creation time.')
    .option('--org <ORG>', 'only the keys of this organization')
    .option('--json', 'one JSON object per line')
    .addHelpText('after', examples(['matchmaking keys list', 'matchmaking keys list --org acme --json']))
    .action((opts: Opts) => act((rt) => keysList(rt, opts)));
  keys
    .command('revoke')
    .description('Revoke a key by its key ID; a running server refuses it within a second. Revoking twice is harmless.')
    .argument('<KEY_ID>', 'the key_id printed by keys create or keys list')
    .addHelpText('after', examples(['matchmaking keys revoke 3b9c2f0e-5d1a-4c8e-9f7b-2a6d4e8c1b05']))
    .action((id: string) =>
      act(async (rt) => {
        if (!(await revokeKey(rt.deps, id))) {
          process.stderr.write(`error: no key ${id} (matchmaking keys list shows the key IDs)\n`);
          return 1;
        }
        await rt.deps.projections.catchUp();
        process.stdout.write(`revoked ${id}\n`);
        return 0;
      }),
    );

  program
    .command('accounts')
    .description('Service accounts: disable one and every key it holds.')
    .command('disable')
    .description('Disable a service account; all of its keys are refused with 401 ACCOUNT_DISABLED.')
    .argument('<SERVICE_ACCOUNT_USER_ID>', 'the service_account_user_id printed by keys create or keys list')
    .addHelpText('after', examples(['matchmaking accounts disable sa-7f3e2c1d']))
    .action((id: string) =>
      act(async (rt) => {
        if (!(await disableAccount(rt.deps, id))) {
          process.stderr.write(`error: no service account ${id}\n`);
          return 1;
        }
        await rt.deps.projections.catchUp();
        process.stdout.write(`disabled ${id}\n`);
        return 0;
      }),
    );

  const groups = new Map<string, Command>([['keys', keys]]);
  const group = (name: string, description: string) => {
    if (!groups.has(name)) groups.set(name, program.command(name).description(description));
    return groups.get(name)!;
  };
  group('projections', 'Read models: rebuild them from the log, list events a projector skipped.')
    .command('rebuild')
    .description('Drop every read model and rebuild it from the event log (a progress bar on a terminal, plain lines otherwise).')
    .addHelpText('after', examples(['matchmaking projections rebuild']))
    .action(() => act(rebuild, { staleReadModels: 'allow' }));

  const GROUPS: Record<string, string> = {
    attendees: 'Rosters: operator additions to an event.',
    audit: 'Audits replayed from the event log.',
    projections: 'Read models: rebuild them from the log, list events a projector skipped.',
  };
  for (const c of cliCommands) addContributed(group(c.group, GROUPS[c.group] ?? `${c.group} commands`), c, act);

  // Every command in one list, so `matchmaking --help` shows all of them, not only the groups.
  const all = program.commands.flatMap((g) => g.commands.filter((c) => c.name() !== 'help').map((c) => [`${g.name()} ${c.name()}`, c.description()] as const));
  const width = Math.max(...all.map(([n]) => n.length));
  program.addHelpText('after', `\nAll commands (matchmaking <command> --help for options and examples):\n${all.map(([n, d]) => `  ${n.padEnd(width)}  ${d}`).join('\n')}\n`);
  return program;
}

/** Registers a contributed command: commander checks and documents its options; `run` gets the raw arguments. */
function addContributed(parent: Command, c: CliCommand, act: Act) {
  const cmd = parent.command(c.action).description(c.description);
  for (const o of c.options) {
    const opt = new Option(o.flags, o.required ? `${o.description} (required)` : o.description);
    if (o.default !== undefined) opt.default(o.default);
    cmd.addOption(opt);
  }
  cmd.addHelpText('after', examples(c.examples));
  cmd.action(() => act((rt) => c.run(rt, rawArgs.slice(rawArgs.indexOf(c.action, rawArgs.indexOf(c.group) + 1) + 1))));
}

let rawArgs: string[] = [];

/** The `matchmaking <group> <action>` the arguments name, for the usage hint of an error. */
function commandPath(program: Command, argv: string[]): string {
  const words = argv.filter((a) => !a.startsWith('-'));
  const g = program.commands.find((c) => c.name() === words[0]);
  if (!g) return 'matchmaking';
  const a = g.commands.find((c) => c.name() === words[1]);
  return a ? `matchmaking ${g.name()} ${a.name()}` : `matchmaking ${g.name()}`;
}

export async function main(argv: string[]): Promise<number> {
  rawArgs = argv;
  // A reader that stops early (`| head`) is no error.
  if (process.stdout.listenerCount('error') === 0) {
    process.stdout.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(0);
      throw e;
    });
  }
  let code = 0;
  const act: Act = async (fn, opts = {}) => {
    const config = loadConfig();
    const log = pino({ level: process.env.LOG_LEVEL ?? 'warn' }, pino.destination(2));
    const { openRuntime } = await import('../runtime.ts');
    const rt = await openRuntime(config, { log, follow: false, bus: false, ...opts });
    try {
      code = await fn(rt);
    } finally {
      await rt.close();
    }
  };
  const program = buildProgram(act);
  program.exitOverride();
  program.configureOutput({ outputError: () => {} });
  for (const c of program.commands) {
    c.exitOverride();
    c.configureOutput({ outputError: () => {} });
    for (const s of c.commands) {
      s.exitOverride();
      s.configureOutput({ outputError: () => {} });
    }
  }
  // No command, or a group alone: its help on stdout, exit 0.
  const group = program.commands.find((c) => c.name() === argv[0]);
  if (argv.length === 0 || (argv.length === 1 && group && group.commands.length > 0)) {
    (argv.length === 0 ? program : group!).outputHelp();
    return 0;
  }
  try {
    await program.parseAsync(argv, { from: 'user' });
    return code;
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.exitCode === 0) return 0;
      process.stderr.write(`${e.message.replace(/\s+/g, ' ').trim()} (usage: ${commandPath(program, argv)} --help)\n`);
      return 2;
    }
    if (e instanceof UsageError) {
      process.stderr.write(`error: ${e.message} (usage: ${commandPath(program, argv)} --help)\n`);
      return 2;
    }
    const problem = startupProblem(e);
    process.stderr.write(`error: ${problem ?? (e as Error).message.split('\n')[0]}\n`);
    return 1;
  }
}

/** Sets the exit code; a failed start-up may leave a client retrying in the background, so exit regardless soon after. */
export function finish(code: number): void {
  process.exitCode = code;
  if (code !== 0) setTimeout(() => process.exit(code), 200).unref();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  finish(await main(process.argv.slice(2)));
}
