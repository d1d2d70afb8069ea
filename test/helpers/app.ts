/**
 * A whole service on a throw-away DATA_DIR for a test: real SQLite stores, projections
 * following the log, the HTTP app (called with inject, no port) and operator helpers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Test } from 'tap';
import type { Logger } from 'pino';
import { loadConfig, type Config } from '../../src/config.ts';
import { buildApp } from '../../src/http/app.ts';
import type { App } from '../../src/http/types.ts';
import { openRuntime, type Runtime } from '../../src/runtime.ts';
import { issueKey, type IssueKeyInput } from '../../src/commands/access.ts';
import { startWorkers, type WorkerModule, type Workers } from '../../src/workers/index.ts';

export const BASE = '/api/v0/partner';

export interface TestService {
  app: App;
  rt: Runtime;
  dataDir: string;
  workers: Workers;
  /** Issues a key directly through the use case (as the CLI does) and returns its token. */
  key(input?: Partial<IssueKeyInput> & { org_id?: string | null }): Promise<string>;
  /** inject() with the bearer token and JSON body. */
  /** GET each path and keep status and body without the correlation id, for before/after comparisons. */
  snapshot(token: string, paths: string[]): Promise<unknown[]>;
  /** Drops every read model and rebuilds it from the log, as `projections rebuild` does, then follows again. */
  rebuildReadModels(): Promise<void>;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    opts?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
}

export async function startService(
  t: Test,
  env: Partial<Record<string, string>> = {},
  opts: { clock?: () => Date; dataDir?: string; logger?: Logger; workers?: WorkerModule[] } = {},
): Promise<TestService> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mm-test-'));
  // Readings on the test's own thread unless a test asks for reader threads: the encoder then loads once per test file, not once per service.
  const config: Config = loadConfig({ DATA_DIR: dataDir, PROJECTION_WAIT_MS: '5000', INTENT_READER_THREADS: '0', ...env } as NodeJS.ProcessEnv);
  const rt = await openRuntime(config, { ...(opts.clock ? { clock: opts.clock } : {}), ...(opts.logger ? { log: opts.logger } : {}) });
  const workers = await startWorkers(rt.deps, opts.workers);
  const app = await buildApp(rt.deps, opts.logger ? { logger: opts.logger } : {});
  t.teardown(async () => {
    await app.close();
    await workers.stop();
    await rt.close();
    if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const svc: TestService = {
    app,
    rt,
    dataDir,
    workers,
    async key(input = {}) {
      const out = await issueKey(rt.deps, { org_id: 'org-a', ...input });
      await rt.deps.projections.catchUp();
      return out.key;
    },
    async snapshot(token, paths) {
      const out: unknown[] = [];
      for (const p of paths) {
        const r = await svc.call('GET', p, { token });
        const { correlation_id: _c, ...rest } = (r.body ?? {}) as Record<string, unknown>;
        out.push([p, r.status, rest]);
      }
      return out;
    },
    async rebuildReadModels() {
      await rt.deps.projections.stop();
      await rt.deps.projections.rebuild();
      rt.deps.projections.start();
    },
    async call(method, url, o = {}) {
      const res = await app.inject({
        method,
        url: url.startsWith('/') && !url.startsWith(BASE) && !url.startsWith('/v0/') && !url.startsWith('/healthz') && !url.startsWith('/readyz') ? `${BASE}${url}` : url,
        headers: {
          ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
          ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(o.headers ?? {}),
        },
        ...(o.body !== undefined ? { payload: typeof o.body === 'string' ? o.body : JSON.stringify(o.body) } : {}),
      });
      let body: unknown = null;
      try {
        body = res.body ? JSON.parse(res.body) : null;
      } catch {
        body = res.body;
      }
      return { status: res.statusCode, body, headers: res.headers as Record<string, unknown> };
    },
  };
  return svc;
}
