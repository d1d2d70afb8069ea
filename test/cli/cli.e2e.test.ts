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

  t.test('given no --org, then the key is refused with PARTNER_ORG_REQUIRED', async (t) => {
    const out = await createKey(svc.dataDir);
    t.equal(out.org_id, null);
    t.ok(await within(1000, async () => (await svc.call('GET', '/auth', { token: out.key })).status === 403));
    isError(t, await svc.call('GET', '/auth', { token: out.key }), 403, 'PARTNER_ORG_REQUIRED');
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

t.test('given bad arguments, then exit code 2 with the usage on stderr', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-cli-args-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const cases: string[][] = [
    [],
    ['keys', 'frobnicate'],
    ['keys', 'create', '--scopes', 'admin'],
    ['keys', 'create', '--rate-limit', '0'],
    ['keys', 'create', '--event', 'ev-1'],
    ['keys', 'create', '--org', 'o', '--no-such-flag'],
    ['keys', 'revoke'],
  ];
  const results = await Promise.all(cases.map((args) => cli(dataDir, args)));
  results.forEach((r, i) => {
    const what = cases[i]!.join(' ') || '(nothing)';
    t.equal(r.code, 2, `${what}: exit 2`);
    t.match(r.stderr, /usage: matchmaking/, `${what}: usage on stderr`);
    t.equal(r.stdout, '', `${what}: nothing on stdout`);
  });
});
