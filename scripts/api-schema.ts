import openapiTS, { astToString } from 'openapi-typescript';

export const CONTRACT_URL = new URL('../openapi.yaml', import.meta.url);
export const SCHEMA_URL = new URL('../api/schema.gen.ts', import.meta.url);

const HEADER = `/**
 * Generated from openapi.yaml by \`npm run gen:api\`. Do not edit by hand:
 * \`npm test\` fails when this file differs from what the contract generates.
 */

`;

/** The TypeScript types of the contract, exactly as `npm run gen:api` writes them. */
export async function renderApiSchema(): Promise<string> {
  const ast = await openapiTS(CONTRACT_URL);
  return HEADER + astToString(ast);
}
