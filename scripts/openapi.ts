/**
 * Writes the served OpenAPI document to a file (or stdout): the app is built on a throw-away
 * DATA_DIR and asked for `/api/v0/partner/openapi.json`, so the file is exactly what is served.
 *   npx tsx scripts/openapi.ts [out.json]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { buildApp, BASE_PATH } from '../src/http/app.ts';
import { openRuntime } from '../src/runtime.ts';

/** The OpenAPI document as served, from an app on an empty temporary DATA_DIR. */
export async function servedDocument(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-openapi-'));
  const rt = await openRuntime(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'warn' }), { follow: false, bus: false });
  try {
    const app = await buildApp(rt.deps);
    try {
      await app.ready();
      app.swagger(); // throws the generation error itself, if any
      const res = await app.inject({ url: `${BASE_PATH}/openapi.json` });
      if (res.statusCode !== 200) throw new Error(`openapi.json answered ${res.statusCode}: ${res.body}`);
      return `${JSON.stringify(JSON.parse(res.body), null, 2)}\n`;
    } finally {
      await app.close();
    }
  } finally {
    await rt.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const doc = await servedDocument();
  const out = process.argv[2];
  if (out) fs.writeFileSync(out, doc);
  else process.stdout.write(doc);
}
