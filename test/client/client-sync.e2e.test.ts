/** The committed typed client matches the served OpenAPI document: a route change without regenerating it fails here. */
import t from 'tap';
import fs from 'node:fs';
import { generateSchema, SCHEMA_PATH } from '../../scripts/client.ts';

t.test('given the served document, then src/client/schema.ts is what `npm run client:generate` writes from it', async (t) => {
  const want = await generateSchema();
  const have = fs.existsSync(SCHEMA_PATH) ? fs.readFileSync(SCHEMA_PATH, 'utf8') : '';
  t.ok(have === want, have === want ? 'in sync' : 'src/client/schema.ts is out of date with the OpenAPI document: run `npm run client:generate` and commit src/client/schema.ts');
  t.match(want, /"\/events\/\{event_id\}\/attendees:import"/, 'the generated types name the routes');
  t.match(want, /code: "UNAUTHORIZED" \| "ACCOUNT_DISABLED"/, 'error codes are typed unions');
});
