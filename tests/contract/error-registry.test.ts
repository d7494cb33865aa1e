import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../server/errors/error-registry';
import { isObject, listOperations, loadContract } from './openapi-doc';

/**
 * One registry of error codes (server/errors/error-registry.ts). The server can only raise a
 * registered code (DomainError and errorBody take the registry's type), the contract's Error
 * schema lists exactly the registered codes, and no registered code is dead: each is raised by
 * the server or documented by an operation.
 */

const SERVER_DIR = fileURLToPath(new URL('../../server/', import.meta.url));
const REGISTRY_FILE = join(SERVER_DIR, 'errors', 'error-registry.ts');

function serverSources(dir = SERVER_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return serverSources(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

const contract = loadContract();
const codes = Object.keys(ERRORS);

function contractCodeEnum(): unknown {
  const schemas = isObject(contract.components) ? contract.components.schemas : null;
  const error = isObject(schemas) ? schemas.Error : null;
  const properties = isObject(error) ? error.properties : null;
  const code = isObject(properties) ? properties.code : null;
  return isObject(code) ? code.enum : null;
}

describe('the registry of error codes', () => {
  it('lists exactly the codes of the contract’s Error schema', () => {
    expect([...(contractCodeEnum() as string[])].sort()).toEqual([...codes].sort());
  });

  it('gives every code one error status and a sentence for people', () => {
    for (const [code, spec] of Object.entries(ERRORS)) {
      expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)+$/);
      expect(spec.status, code).toBeGreaterThanOrEqual(400);
      expect(spec.status, code).toBeLessThan(600);
      expect(spec.message, code).toMatch(/^[A-Z₦].*[.!?]$/);
    }
  });

  it('has no code that the server never raises and no operation documents', () => {
    const raised = serverSources()
      .filter((path) => path !== REGISTRY_FILE)
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    const documented = listOperations(contract)
      .map(({ operation }) => String(operation.description ?? ''))
      .join('\n');
    const dead = codes.filter(
      (code) => !raised.includes(`'${code}'`) && !documented.includes(`\`${code}\``),
    );
    expect(dead).toEqual([]);
  });

  it('raises no code literal that the registry lacks', () => {
    // Types already forbid it; this catches a cast or a string built at run time.
    const pattern = /new DomainError\(\s*'([a-z_0-9]+)'/g;
    const unregistered = serverSources().flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(pattern)]
        .map((match) => match[1] as string)
        .filter((code) => !Object.hasOwn(ERRORS, code))
        .map((code) => `${code} in ${path.slice(SERVER_DIR.length)}`),
    );
    expect(unregistered).toEqual([]);
  });
});
