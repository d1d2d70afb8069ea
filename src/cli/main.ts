/**
 * Operator CLI: `npm run --silent cli -- <command>` or the `matchmaking` bin. Works on the same
 * DATA_DIR / backend env as the server, with or without it running: each command appends to
 * the log and brings the read models up to date before it exits.
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { openRuntime, type Runtime } from '../runtime.ts';
import { disableAccount, issueKey, revokeKey } from '../commands/access.ts';
import { ENVIRONMENTS, SCOPES, type Environment, type Scope } from '../domain/access.ts';
import { PARTNER_ID } from '../http/schemas.ts';
import { cliCommands } from './commands.ts';

const USAGE = `usage: matchmaking <command>
  keys create [--org ORG] [--scopes partner:read,partner:write] [--event EVENT_ID]
              [--environment staging|production] [--rate-limit N] [--principal service_account|user]
              [--account SERVICE_ACCOUNT_USER_ID] [--json]
  keys revoke KEY_ID
  accounts disable SERVICE_ACCOUNT_USER_ID
  projections rebuild
${cliCommands.map((c) => `  ${c.usage}`).join('\n')}`;

export class UsageError extends Error {}

const fail = (msg: string): never => {
  throw new UsageError(msg);
};

async function keysCreate(rt: Runtime, argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      org: { type: 'string' },
      scopes: { type: 'string', default: 'partner:read,partner:write' },
      event: { type: 'string' },
      environment: { type: 'string', default: 'staging' },
      'rate-limit': { type: 'string' },
      principal: { type: 'string', default: 'service_account' },
      account: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  if (values.org !== undefined && !PARTNER_ID.test(values.org)) fail(`--org must match ${PARTNER_ID}`);
  const scopes = values.scopes.split(',').map((s) => s.trim()).filter(Boolean);
  if (scopes.length === 0 || scopes.some((s) => !(SCOPES as readonly string[]).includes(s))) fail(`--scopes must be a comma-separated subset of ${SCOPES.join(',')}`);
  if (values.event !== undefined && !PARTNER_ID.test(values.event)) fail(`--event must match ${PARTNER_ID}`);
  if (values.event !== undefined && values.org === undefined) fail('--event needs --org');
  if (!(ENVIRONMENTS as readonly string[]).includes(values.environment)) fail(`--environment must be one of ${ENVIRONMENTS.join(', ')}`);
  if (values.principal !== 'service_account' && values.principal !== 'user') fail('--principal must be service_account or user');
  let rateLimit: number | null = null;
  if (values['rate-limit'] !== undefined) {
    rateLimit = Number(values['rate-limit']);
    if (!Number.isInteger(rateLimit) || rateLimit < 1) fail('--rate-limit must be a positive integer');
  }
  const out = await issueKey(rt.deps, {
    org_id: values.org ?? null,
    principal_type: values.principal as 'service_account' | 'user',
    service_account_user_id: values.account,
    scopes: scopes as Scope[],
    event_id: values.event ?? null,
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
}

export async function main(argv: string[]): Promise<number> {
  const [group, action, ...rest] = argv;
  const config = loadConfig();
  const log = pino({ level: process.env.LOG_LEVEL ?? 'warn' }, pino.destination(2));
  const extra = cliCommands.find((c) => c.group === group && c.action === action);
  const known = extra || ['keys create', 'keys revoke', 'accounts disable', 'projections rebuild'].includes(`${group} ${action}`);
  if (!known) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const rt = await openRuntime(config, { log, follow: false, bus: false });
  try {
    if (extra) return await extra.run(rt, rest);
    switch (`${group} ${action}`) {
      case 'keys create':
        await keysCreate(rt, rest);
        return 0;
      case 'keys revoke': {
        const id = rest[0] ?? fail('keys revoke needs KEY_ID');
        if (!(await revokeKey(rt.deps, id))) {
          process.stderr.write(`no key ${id}\n`);
          return 1;
        }
        await rt.deps.projections.catchUp();
        process.stdout.write(`revoked ${id}\n`);
        return 0;
      }
      case 'accounts disable': {
        const id = rest[0] ?? fail('accounts disable needs SERVICE_ACCOUNT_USER_ID');
        if (!(await disableAccount(rt.deps, id))) {
          process.stderr.write(`no service account ${id}\n`);
          return 1;
        }
        await rt.deps.projections.catchUp();
        process.stdout.write(`disabled ${id}\n`);
        return 0;
      }
      case 'projections rebuild': {
        const tty = process.stderr.isTTY;
        let last = 0;
        await rt.deps.projections.rebuild((pos, head) => {
          const pct = head ? Math.floor((pos / head) * 100) : 100;
          if (tty) process.stderr.write(`\rrebuilding read models: ${pos}/${head} (${pct}%)`);
          else if (pct >= last + 10 || pos === head) {
            last = pct;
            process.stderr.write(`rebuilding read models: ${pos}/${head} (${pct}%)\n`);
          }
        });
        if (tty) process.stderr.write('\n');
        process.stdout.write(`rebuilt read models up to position ${rt.deps.projections.position}\n`);
        return 0;
      }
    }
    return 2;
  } catch (e) {
    if (e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`${(e as Error).message}\n${USAGE}\n`);
      return 2;
    }
    throw e;
  } finally {
    await rt.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
