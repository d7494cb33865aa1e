import { readFileSync } from 'node:fs';
import { renderApiSchema, SCHEMA_URL } from './api-schema';
import { renderDiagrams, staleDiagrams } from './diagrams';

/**
 * Fails when a generated file no longer matches its source: the typed client's
 * schema against openapi.yaml, the diagrams against the statecharts.
 */
const problems: string[] = [];

const schema = await renderApiSchema();
let current = '';
try {
  current = readFileSync(SCHEMA_URL, 'utf8');
} catch {
  // A missing file is reported as stale below.
}
if (current !== schema) problems.push('api/schema.gen.ts is stale: run `npm run gen:api`.');

const stale = staleDiagrams(await renderDiagrams());
if (stale.length > 0) {
  problems.push(`docs/machines is stale (${stale.join(', ')}): run \`npm run diagrams\`.`);
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log('Generated files are up to date.');
