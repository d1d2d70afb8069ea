/**
 * Generates the typed client's types (src/client/schema.ts) from the served OpenAPI document
 * with openapi-typescript. `npm run client:generate`; a test fails when the committed file
 * differs from what the current document gives.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { servedDocument } from './openapi.ts';

export const SCHEMA_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/client/schema.ts');

const HEADER = `/**
 * Types of the partner API, generated from the served OpenAPI document by openapi-typescript.
 * Do not edit: run \`npm run client:generate\` after changing a route or the operation table.
 */
`;

export async function generateSchema(doc?: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(doc ?? (await servedDocument())), { alphabetize: false, exportType: false });
  return `${HEADER}${astToString(ast)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync(SCHEMA_PATH, await generateSchema());
  console.log(`wrote ${path.relative(process.cwd(), SCHEMA_PATH)}`);
}
