import { writeFileSync } from 'node:fs';
import { renderApiSchema, SCHEMA_URL } from './api-schema';

writeFileSync(SCHEMA_URL, await renderApiSchema());
console.log(`Wrote ${SCHEMA_URL.pathname.split('/').slice(-2).join('/')}`);
