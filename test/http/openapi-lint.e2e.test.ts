/** The served OpenAPI document passes redocly's recommended rules with no error and no warning (examples included). */
import t from 'tap';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { servedDocument } from '../../scripts/openapi.ts';
import { ROOT } from '../helpers/server-process.ts';

t.test('given the served document, when redocly lints it, then it reports 0 errors and 0 warnings', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-redocly-'));
  t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, await servedDocument());
  const out = await new Promise<{ code: number; text: string }>((resolve) =>
    execFile(
      path.join(ROOT, 'node_modules/.bin/redocly'),
      ['lint', file, '--config', path.join(ROOT, 'redocly.yaml')],
      { cwd: ROOT, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
      (err, stdout, stderr) => resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, text: `${stdout}${stderr}` }),
    ),
  );
  t.equal(out.code, 0, 'no errors');
  t.notMatch(out.text, /You have \d+ warning/, 'no warnings');
  t.match(out.text, /Your API description is valid/, out.code === 0 ? 'valid' : out.text.slice(-3000));
});
