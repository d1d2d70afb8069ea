/** The operator CLI as a real child process on the same DATA_DIR as a running service. */
import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startService, type TestService } from '../helpers/app.ts';
import { isError } from '../fixtures/partner.ts';
import { runCli } from '../helpers/server-process.ts';
import type { Tap } from '../infra/tap.ts';


const cli = runCli;

async function createKey(dataDir: string, args: string[] = []) {
  const r = await cli(dataDir, ['keys', 'create', '--json', ...args]);
  if (r.code !== 0) throw new Error(`keys create failed (${r.code}): ${r.stderr}`);
  return JSON.parse(r.stdout) as Record<string, unknown> & { key: string; key_id: string; service_account_user_id: string };
}

/** Polls until `check` holds, at most `boundMs` (the effect of a CLI command on a running server). */
async function within(boundMs: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + boundMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function service(t: Tap): Promise<TestService> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-cli-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return startService(t, {}, { dataDir });
}

t.test('keys create', async (t) => {
  const svc = await service(t);

  t.test('given --json, then every documented field, and the key works on the running server', async (t) => {
    const out = await createKey(svc.dataDir, ['--org', 'org-a']);
    for (const f of ['key', 'key_id', 'org_id', 'service_account_user_id', 'scopes', 'event_id', 'environment']) t.ok(f in out, `has ${f}`);
    t.match(out.key, /^mm_test_/);
    t.equal(out.org_id, 'org-a');
    t.same(out.scopes, ['partner:read', 'partner:write']);
    t.equal(out.event_id, null);
    t.equal(out.environment, 'staging');
    t.ok(await within(1000, async () => (await svc.call('GET', '/auth', { token: out.key })).status === 200), 'usable');
    const auth = await svc.call('GET', '/auth', { token: out.key });
    t.equal(auth.body.service_account_user_id, out.service_account_user_id);
  });

  t.test('given --scopes, --event, --environment and --rate-limit, then the key carries them', async (t) => {
    const out = await createKey(svc.dataDir, ['--org', 'org-a', '--scopes', 'partner:read', '--event', 'ev-1', '--environment', 'production', '--rate-limit', '2']);
    t.same(out.scopes, ['partner:read']);
    t.equal(out.event_id, 'ev-1');
    t.equal(out.environment, 'production');
    t.equal(out.rate_limit, 2);
    t.match(out.key, /^mm_live_/);
    t.ok(await within(1000, async () => (await svc.call('GET', '/auth', { token: out.key })).status === 200), 'usable');
    // The successful poll was call 1 (a 401 while the key was not yet projected is not metered).
    t.equal((await svc.call('GET', '/auth', { token: out.key })).status, 200, 'call 2');
    isError(t, await svc.call('GET', '/auth', { token: out.key }), 429, 'PARTNER_RATE_LIMIT_EXCEEDED', 'its own rate limit of 2');
  });

  t.test('given --principal user, then the key is refused with SERVICE_ACCOUNT_REQUIRED', async (t) => {
    const out = await createKey(svc.dataDir, ['--org', 'org-a', '--principal', 'user']);
    t.ok(await within(1000, async () => (await svc.call('GET', '/auth', { token: out.key })).status === 403));
    isError(t, await svc.call('GET', '/auth', { token: out.key }), 403, 'SERVICE_ACCOUNT_REQUIRED');
  });

  t.test('given no --org, then keys create refuses in one line and issues nothing', async (t) => {
    const r = await cli(svc.dataDir, ['keys', 'create', '--json']);
    t.equal(r.code, 2);
    t.equal(r.stdout, '');
    t.match(r.stderr, /^error: required option '--org <ORG>' not specified \(usage: matchmaking keys create --help\)\n$/);
    const listed = await cli(svc.dataDir, ['keys', 'list', '--json']);
    t.notOk(listed.stdout.split('\n').filter(Boolean).some((l) => JSON.parse(l).org_id === null), 'no org-less key exists');
  });

  t.test('without --json, the key is printed once for a human', async (t) => {
    const r = await cli(svc.dataDir, ['keys', 'create', '--org', 'org-a']);
    t.equal(r.code, 0);
    t.match(r.stdout, /API key \(shown once, store it now\): mm_test_\S+/);
    t.match(r.stdout, /key_id: \S+/);
  });
});

t.test('given a running server, when an operator revokes a key or disables an account, then it takes effect within 1 s', async (t) => {
  const svc = await service(t);
  const revoked = await createKey(svc.dataDir, ['--org', 'org-a']);
  const disabled = await createKey(svc.dataDir, ['--org', 'org-a']);
  const sibling = await createKey(svc.dataDir, ['--org', 'org-a', '--account', disabled.service_account_user_id, '--scopes', 'partner:read']);
  const bystander = await createKey(svc.dataDir, ['--org', 'org-a']);
  for (const k of [revoked, disabled, sibling, bystander]) {
    t.ok(await within(1000, async () => (await svc.call('GET', '/events', { token: k.key })).status === 200), 'works before');
  }

  const r = await cli(svc.dataDir, ['keys', 'revoke', revoked.key_id]);
  t.equal(r.code, 0, r.stderr);
  t.ok(await within(1000, async () => (await svc.call('GET', '/events', { token: revoked.key })).status === 401), 'revoked within 1 s');
  isError(t, await svc.call('GET', '/events', { token: revoked.key }), 401, 'UNAUTHORIZED');

  const d = await cli(svc.dataDir, ['accounts', 'disable', disabled.service_account_user_id]);
  t.equal(d.code, 0, d.stderr);
  t.ok(await within(1000, async () => (await svc.call('GET', '/events', { token: disabled.key })).status === 401), 'disabled within 1 s');
  isError(t, await svc.call('GET', '/events', { token: disabled.key }), 401, 'ACCOUNT_DISABLED');
  isError(t, await svc.call('GET', '/events', { token: sibling.key }), 401, 'ACCOUNT_DISABLED', 'every key of the account');
  t.equal((await svc.call('GET', '/events', { token: bystander.key })).status, 200, 'other accounts unaffected');

  const again = await cli(svc.dataDir, ['keys', 'revoke', revoked.key_id]);
  t.equal(again.code, 0, 'revoking twice is harmless');
  const unknownKey = await cli(svc.dataDir, ['keys', 'revoke', 'no-such-key']);
  t.equal(unknownKey.code, 1);
  t.match(unknownKey.stderr, /no key/);
  const unknownAccount = await cli(svc.dataDir, ['accounts', 'disable', 'no-such-account']);
  t.equal(unknownAccount.code, 1);
});

t.test('given data, when projections are rebuilt, then every read answers as before', async (t) => {
  const svc = await service(t);
  const token = (await createKey(svc.dataDir, ['--org', 'org-a'])).key;
  const bound = (await createKey(svc.dataDir, ['--org', 'org-a', '--event', 'ev-2'])).key;
  const revoked = await createKey(svc.dataDir, ['--org', 'org-a']);
  await cli(svc.dataDir, ['keys', 'revoke', revoked.key_id]);
  await svc.rt.deps.projections.catchUp();
  for (let i = 1; i <= 5; i++) {
    t.equal((await svc.call('POST', '/events', { token, body: { event_id: `ev-${i}`, title: `E${i}`, url_slug: `s-${i}` } })).status, 201);
  }
  await svc.call('PATCH', '/events/ev-1', { token, body: { title: 'E1 renamed', objectives: 'o' } });
  await svc.call('POST', '/events/ev-2/context', { token, body: { event_details: 'd' } });
  await svc.call('DELETE', '/events/ev-3', { token });
  await svc.call('POST', '/events/ev-4/sessions', { token, body: { session_id: 'se-1', title: 'S' } });

  const reads: Array<[string, string]> = [
    ['/events?limit=100', token],
    ['/events?limit=2', token],
    ['/events', bound],
    ['/auth', token],
    ['/auth', bound],
    ['/events/ev-1', token],
    ['/events/ev-2/context', token],
    ['/events/ev-3', token],
    ['/id-map/event/ev-3', token],
    ['/id-map/session/se-1', token],
    ['/events/ev-4/sessions', token],
    ['/auth', revoked.key],
  ];
  const snapshot = async () =>
    Promise.all(
      reads.map(async ([url, tok]) => {
        const r = await svc.call('GET', url, { token: tok, headers: { 'x-correlation-id': 'fixed' } });
        return { url, status: r.status, body: r.body };
      }),
    );
  const before = await snapshot();
  const rebuilt = await cli(svc.dataDir, ['projections', 'rebuild']);
  t.equal(rebuilt.code, 0, rebuilt.stderr);
  t.match(rebuilt.stdout, /rebuilt read models up to position \d+/);
  const after = await snapshot();
  t.same(after, before);
  t.equal((await svc.call('DELETE', '/events/ev-4', { token })).status, 409, 'relationships survive the rebuild');
});

t.test('given bad arguments, then exit code 2 and one line on stderr naming the help to read', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-cli-args-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const cases: string[][] = [
    ['keys', 'frobnicate'],
    ['frobnicate'],
    ['keys', 'create'],
    ['keys', 'create', '--org', 'o', '--scopes', 'admin'],
    ['keys', 'create', '--org', 'o', '--rate-limit', '0'],
    ['keys', 'create', '--event', 'ev-1'],
    ['keys', 'create', '--org', 'o', '--no-such-flag'],
    ['keys', 'create', '--org', 'o', '--environment', 'prod'],
    ['keys', 'list', '--org', 'not a partner id'],
    ['keys', 'revoke'],
    ['accounts', 'disable'],
  ];
  const results = await Promise.all(cases.map((args) => cli(dataDir, args)));
  results.forEach((r, i) => {
    const what = cases[i]!.join(' ');
    t.equal(r.code, 2, `${what}: exit 2`);
    t.match(r.stderr, /^error: [^\n]+ \(usage: matchmaking[a-z ]* --help\)\n$/, `${what}: one line naming the help: ${r.stderr}`);
    t.equal(r.stdout, '', `${what}: nothing on stdout`);
  });
});

t.test('given --help, help or no arguments, then every command is described with examples and the exit is 0', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-cli-help-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const commands = ['keys create', 'keys list', 'keys revoke', 'accounts disable', 'projections rebuild', 'projections failures', 'attendees add', 'audit identity'];
  for (const args of [[], ['--help'], ['help'], ['-h']]) {
    const r = await cli(dataDir, args);
    t.equal(r.code, 0, `${args.join(' ') || '(nothing)'}: exit 0`);
    for (const c of commands) t.match(r.stdout, new RegExp(`^  ${c} `, 'm'), `${args.join(' ') || '(nothing)'}: lists ${c}`);
  }
  const each = await Promise.all(commands.map((c) => cli(dataDir, [...c.split(' '), '--help'])));
  each.forEach((r, i) => {
    t.equal(r.code, 0, `${commands[i]} --help: exit 0`);
    t.match(r.stdout, new RegExp(`^Usage: matchmaking ${commands[i]}`, 'm'), `${commands[i]} --help: usage`);
    t.match(r.stdout, /Examples:\n {2}\$ matchmaking /, `${commands[i]} --help: examples`);
  });
  for (const g of ['keys', 'projections']) {
    const r = await cli(dataDir, [g]);
    t.equal(r.code, 0, `${g} alone: its help, exit 0`);
    t.match(r.stdout, /Commands:/);
  }
});

t.test('given keys in two orgs, when an operator lists them, then each key shows its ID and state but never its secret or hash', async (t) => {
  const svc = await service(t);
  const a = await createKey(svc.dataDir, ['--org', 'org-a']);
  const b = await createKey(svc.dataDir, ['--org', 'org-b', '--event', 'ev-9', '--scopes', 'partner:read']);
  await cli(svc.dataDir, ['keys', 'revoke', a.key_id]);

  const all = await cli(svc.dataDir, ['keys', 'list', '--json']);
  t.equal(all.code, 0, all.stderr);
  const rows = all.stdout.trim().split('\n').map((l) => JSON.parse(l));
  t.same(rows.map((r) => [r.key_id, r.org_id, r.event_id, r.status]), [[a.key_id, 'org-a', null, 'revoked'], [b.key_id, 'org-b', 'ev-9', 'active']]);
  const onlyB = await cli(svc.dataDir, ['keys', 'list', '--org', 'org-b']);
  t.equal(onlyB.code, 0);
  t.match(onlyB.stdout, /^KEY_ID\s+ORG\s+EVENT\s+SCOPES\s+ENVIRONMENT\s+STATUS\s+CREATED_AT\n/);
  t.match(onlyB.stdout, new RegExp(`${b.key_id}\\s+org-b\\s+ev-9\\s+partner:read\\s+staging\\s+active`));
  t.notMatch(onlyB.stdout, a.key_id, 'the other org is left out');
  const { createHash } = await import('node:crypto');
  for (const out of [all.stdout, onlyB.stdout]) {
    for (const k of [a, b]) {
      t.notMatch(out, k.key, 'no secret');
      t.notMatch(out, createHash('sha256').update(k.key).digest('hex'), 'no hash');
    }
  }
  const none = await cli(svc.dataDir, ['keys', 'list', '--org', 'org-z']);
  t.equal(none.stdout, 'no keys in org org-z\n');
});

t.test('given a rebuild off a terminal, then progress comes as plain lines on stderr', async (t) => {
  const svc = await service(t);
  await createKey(svc.dataDir, ['--org', 'org-a']);
  const r = await cli(svc.dataDir, ['projections', 'rebuild']);
  t.equal(r.code, 0, r.stderr);
  t.match(r.stderr, /^rebuilding read models: \d+\/\d+ \(100%\)$/m);
  t.notOk(r.stderr.includes('\r') || r.stderr.includes('\u001b['), 'no bar control characters off a terminal');
});
