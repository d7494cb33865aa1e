import { writeFileSync } from 'node:fs';
import { renderApiSchema, SCHEMA_URL } from './api-schema';
import { AREA_WORDS_URL, renderAreaWords } from './area-words';

writeFileSync(SCHEMA_URL, await renderApiSchema());
writeFileSync(AREA_WORDS_URL, renderAreaWords());
for (const url of [SCHEMA_URL, AREA_WORDS_URL]) {
  console.log(`Wrote ${url.pathname.split('/').slice(-2).join('/')}`);
}
