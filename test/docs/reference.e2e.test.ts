/** docs/reference.md is the served OpenAPI document in prose, regenerated whenever the document changes. */
import t from 'tap';
import fs from 'node:fs';
import { servedDocument } from '../../scripts/openapi.ts';
import { REFERENCE_PATH, renderReference } from '../../scripts/reference.ts';

t.test('given the served document, then docs/reference.md is what `npm run docs:reference` writes from it', async (t) => {
  const doc = JSON.parse(await servedDocument());
  const want = renderReference(doc);
  const have = fs.existsSync(REFERENCE_PATH) ? fs.readFileSync(REFERENCE_PATH, 'utf8') : '';
  t.ok(have === want, have === want ? 'in sync' : 'docs/reference.md is out of date with the OpenAPI document: run `npm run docs:reference` and commit docs/reference.md');
  for (const [p, item] of Object.entries<Record<string, { operationId: string }>>(doc.paths)) {
    for (const op of Object.values(item)) t.match(want, `### ${op.operationId}`, `${p}: ${op.operationId} has a section`);
  }
  t.match(want, /\| `EVENT_NOT_FOUND` \| 404 \|/, 'error codes listed with their status');
});
