/** Start-up failures an operator can act on: one line naming the problem and the variable to change, exit 1. */
import t from 'tap';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT, runCli } from '../helpers/server-process.ts';

/** Runs `npm start`'s entry with `env` until it exits (a bound keeps a wrong outcome from hanging the suite). */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server.ts')], {
      cwd: ROOT,
      env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', CONNECT_TIMEOUT_MS: '1000', EVENTSTORE_URL: '', MONGODB_URL: '', NATS_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.on('data', (d) => (stdout += d));
    const bound = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (code) => {
      clearTimeout(bound);
      resolve({ code, stderr, stdout });
    });
  });
}

t.test('given a broken setting, when the server starts, then it exits 1 with one line naming it', async (t) => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-startup-'));
  t.teardown(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const dataDir = path.join(tmp, 'data');
  const file = path.join(tmp, 'a-file');
  fs.writeFileSync(file, 'not a directory');

  const busy = net.createServer();
  const busyPort = await freePort();
  await new Promise<void>((r) => busy.listen(busyPort, '127.0.0.1', () => r()));
  t.teardown(() => new Promise<void>((r) => busy.close(() => r())));
  // A port nothing listens on: connections are refused at once.
  const closed = String(await freePort());
  const port = async () => String(await freePort());

  const cases: Array<[string, Record<string, string>, RegExp]> = [
    ['port in use', { PORT: String(busyPort), DATA_DIR: dataDir }, new RegExp(`port ${busyPort} on 127\\.0\\.0\\.1 is already in use: .*set PORT`)],
    ['DATA_DIR not writable', { PORT: await port(), DATA_DIR: path.join(file, 'data') }, /DATA_DIR .* is not a writable directory \(ENOTDIR\): set DATA_DIR/],
    ['EVENTSTORE_URL unreachable', { PORT: await port(), DATA_DIR: dataDir, EVENTSTORE_URL: `kurrentdb://admin:changeit@127.0.0.1:${closed}?tls=false` }, /cannot reach the event store at kurrentdb:\/\/\*\*\*@127\.0\.0\.1:\d+.*check EVENTSTORE_URL/],
    ['MONGODB_URL unreachable', { PORT: await port(), DATA_DIR: dataDir, MONGODB_URL: `mongodb://127.0.0.1:${closed}/` }, /cannot reach MongoDB at mongodb:\/\/127\.0\.0\.1:\d+\/.*check MONGODB_URL/],
    ['NATS_URL unreachable', { PORT: await port(), DATA_DIR: dataDir, NATS_URL: `nats://127.0.0.1:${closed}` }, /cannot reach NATS at nats:\/\/127\.0\.0\.1:\d+.*check NATS_URL/],
    ['PORT not a number', { PORT: 'eighty', DATA_DIR: dataDir }, /PORT must be a positive integer, got eighty/],
    ['INTENT_READER_THREADS out of range', { PORT: await port(), DATA_DIR: dataDir, INTENT_READER_THREADS: '99' }, /INTENT_READER_THREADS must be an integer 0\.\.16, got 99: fix that variable/],
  ];
  const results = await Promise.all(cases.map(([, env]) => start(env)));
  results.forEach((r, i) => {
    const [what, , want] = cases[i]!;
    t.equal(r.code, 1, `${what}: exit 1`);
    const lines = r.stderr.split('\n').filter(Boolean);
    t.equal(lines.length, 1, `${what}: one line on stderr, not a stack trace: ${r.stderr.slice(0, 400)}`);
    t.match(lines[0] ?? '', /^matchmaking: cannot start: /, `${what}: says it cannot start`);
    t.match(lines[0] ?? '', want, `${what}: names the problem and the variable`);
    t.notMatch(r.stderr, /changeit/, `${what}: no password in the message`);
  });
});

t.test('given an unwritable DATA_DIR, when the operator CLI runs, then it exits 1 with one line naming DATA_DIR', async (t) => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-startup-cli-'));
  t.teardown(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const file = path.join(tmp, 'a-file');
  fs.writeFileSync(file, 'not a directory');
  const r = await runCli(path.join(file, 'data'), ['keys', 'list']);
  t.equal(r.code, 1);
  t.match(r.stderr, /^error: DATA_DIR .* is not a writable directory \(ENOTDIR\): set DATA_DIR[^\n]*\n$/);
  t.equal(r.stdout, '');
});

t.test('given read models built by an older version, when the service starts, then it refuses in one line until a rebuild', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-stale-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const created = await runCli(dataDir, ['keys', 'create', '--org', 'org-a', '--json']);
  t.equal(created.code, 0, created.stderr);
  // A store written before the read-model schema was recorded carries no schema mark.
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path.join(dataDir, 'read.db'));
  db.prepare("DELETE FROM rm__checkpoints WHERE name = 'read-model-schema'").run();
  db.close();

  const served = await start({ PORT: String(await freePort()), DATA_DIR: dataDir });
  t.equal(served.code, 1, 'the server does not answer from stale read models');
  const lines = served.stderr.split('\n').filter(Boolean);
  t.equal(lines.length, 1, served.stderr.slice(0, 400));
  t.match(lines[0] ?? '', /^matchmaking: cannot start: the read models were built by an older version .*projections rebuild/);

  const listed = await runCli(dataDir, ['keys', 'list', '--org', 'org-a']);
  t.not(listed.code, 0, 'operator commands that read the models are refused too');
  t.match(listed.stderr, /projections rebuild/);

  const rebuilt = await runCli(dataDir, ['projections', 'rebuild']);
  t.equal(rebuilt.code, 0, rebuilt.stderr);
  const after = await runCli(dataDir, ['keys', 'list', '--org', 'org-a']);
  t.equal(after.code, 0, after.stderr);
  t.match(after.stdout, /org-a/, 'the rebuilt read models hold what the log holds');
});
