import { readFileSync } from 'node:fs';
import { renderApiSchema, SCHEMA_URL } from './api-schema';
import { AREA_WORDS_URL, renderAreaWords } from './area-words';
import { renderDiagrams, staleDiagrams } from './diagrams';

/**
 * Fails when a generated file no longer matches its source: the typed client's schema against
 * openapi.yaml, the console's words against the areas, the diagrams against the statecharts.
 */
const problems: string[] = [];

function readOrEmpty(url: URL): string {
  try {
    return readFileSync(url, 'utf8');
  } catch {
    return ''; // A missing file is reported as stale.
  }
}

for (const [url, text] of [
  [SCHEMA_URL, await renderApiSchema()],
  [AREA_WORDS_URL, renderAreaWords()],
] as const) {
  const name = url.pathname.split('/').slice(-2).join('/');
  if (readOrEmpty(url) !== text) problems.push(`${name} is stale: run \`npm run gen:api\`.`);
}

const stale = staleDiagrams(await renderDiagrams());
if (stale.length > 0) {
  problems.push(`docs/machines is stale (${stale.join(', ')}): run \`npm run diagrams\`.`);
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log('Generated files are up to date.');
