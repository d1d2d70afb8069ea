/**
 * The set-up the crash tests share: a throw-away DATA_DIR with a key issued for `org`, a free
 * port the server keeps across restarts, and a JSON caller of the partner API on it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Test } from 'tap';
import { issueKey } from '../../src/commands/access.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { withRuntime } from '../../src/runtime.ts';
import { freePort, startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

export interface CrashHarness {
  dataDir: string;
  config: Config;
  /** GET/POST/PUT on the partner API with the harness key. */
  call(method: string, p: string, body?: unknown): Promise<{ status: number; body: any }>;
  /** Starts the server on the harness port and DATA_DIR (again after a kill). */
  start(): Promise<ServerProcess>;
}

export async function crashHarness(t: Test, org: string, prefix: string): Promise<CrashHarness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({ DATA_DIR: dataDir } as NodeJS.ProcessEnv);
  const { key } = await withRuntime(config, (deps) => issueKey(deps, { org_id: org }));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api/v0/partner`;
  return {
    dataDir,
    config,
    async call(method, p, body) {
      const r = await fetch(`${base}${p}`, { method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
      return { status: r.status, body: await r.json() };
    },
    start: () => startServerProcess(dataDir, { port, env: { RATE_LIMIT_MAX: '100000' } }),
  };
}
