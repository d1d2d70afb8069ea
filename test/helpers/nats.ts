/**
 * A NATS server with JetStream for a test. NATS_URL wins; otherwise a `nats-server` found on
 * PATH (Debian installs it in /usr/sbin) is spawned on a free port with a throw-away store
 * directory. With neither, the caller skips visibly, except under CI, where the NATS suite
 * must always run: there it is an error.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

export interface NatsForTest {
  url: string;
  /** Stops a spawned server and removes its store; a no-op for NATS_URL. */
  stop(): Promise<void>;
}

export type NatsLookup = { ok: true; nats: NatsForTest } | { ok: false; reason: string };

function findBinary(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin', '/usr/local/bin'];
  for (const d of dirs.filter(Boolean)) {
    const p = join(d, 'nats-server');
    try {
      accessSync(p, constants.X_OK);
      return p;
    } catch {
      /* not here */
    }
  }
  return undefined;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });

async function spawnServer(bin: string): Promise<NatsForTest> {
  const dir = mkdtempSync(join(tmpdir(), 'mm-nats-'));
  const port = await freePort();
  const child = spawn(bin, ['-js', '-sd', dir, '-a', '127.0.0.1', '-p', String(port)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`nats-server did not start within 15 s:\n${log}`)), 15_000);
    child.stderr.on('data', (b: Buffer) => {
      log += b.toString();
      if (log.includes('Server is ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`nats-server exited with ${String(code)}:\n${log}`));
    });
  });
  return {
    url: `nats://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function natsForTest(): Promise<NatsLookup> {
  if (process.env.NATS_URL) return { ok: true, nats: { url: process.env.NATS_URL, stop: async () => undefined } };
  const bin = findBinary();
  if (bin) return { ok: true, nats: await spawnServer(bin) };
  const reason = 'NATS_URL not set and no nats-server on PATH';
  if (process.env.CI) throw new Error(`${reason}: CI must run the NATS contract (apt-get install nats-server)`);
  return { ok: false, reason };
}
