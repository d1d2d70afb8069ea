/**
 * The real server in a child process (`node --import tsx src/server.ts`), for crash tests and
 * benchmarks that must kill it or load it over loopback.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:PORT` */
  url: string;
  exited: Promise<void>;
  stop(signal: NodeJS.Signals): Promise<void>;
}

/** Polls `url` until it answers with `ok` (default: any answer); fails if the process dies. */
export async function waitUp(url: string, child: ChildProcess, ok: (status: number) => boolean = () => true, describe = () => ''): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited ${describe()}`);
    try {
      if (ok((await fetch(url)).status)) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`${url} did not come up ${describe()}`);
}

/** Starts the server on `dataDir` and resolves once /readyz answers 200. */
export async function startServerProcess(dataDir: string, opts: { port?: number; env?: Record<string, string>; nodeArgs?: string[] } = {}): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', path.join(ROOT, 'src/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...opts.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = `http://127.0.0.1:${port}`;
  await waitUp(`${url}/readyz`, child, (s) => s === 200, () => stderr.slice(-2000));
  return {
    child,
    url,
    exited,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the operator CLI (`src/cli/main.ts`) as a child process on `dataDir`. */
export function runCli(dataDir: string, args: string[]): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/cli/main.ts'), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
