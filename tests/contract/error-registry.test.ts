import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Area } from '../../server/area';
import { AREAS } from '../../server/areas';
import { errorsOf, registeredErrors } from '../../server/errors/error-registry';
import { isObject, listOperations, loadContract } from './openapi-doc';

/**
 * One registry of error codes (server/errors/error-registry.ts), the union of the codes each area
 * declares. The server can only raise a code of the contract (DomainError and errorBody take its
 * type), the contract's Error schema lists exactly the declared codes, and no declared code is
 * dead: each is raised by the server or documented by an operation.
 */

const SERVER_DIR = fileURLToPath(new URL('../../server/', import.meta.url));
/** Where codes are declared, not raised. */
const DECLARATIONS = /\.errors\.ts$/;

function serverSources(dir = SERVER_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return serverSources(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

const contract = loadContract();
const ERRORS = Object.fromEntries(registeredErrors());
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

  it('takes each code from one area, and refuses a code that two areas declare', () => {
    expect(codes.length).toBeGreaterThan(150);
    const twice: Area[] = [
      { name: 'One', errors: { till_not_found: { status: 404, message: 'Not here.' } } },
      { name: 'Two', errors: { till_not_found: { status: 404, message: 'Not here.' } } },
    ];
    expect(() => errorsOf(twice)).toThrow('till_not_found is declared by both One and Two.');
    expect(() =>
      errorsOf([{ name: 'Core again', errors: { route_not_found: ERRORS.route_not_found } }]),
    ).toThrow('route_not_found is declared by both core and Core again.');
    const tills = AREAS.find((area) => area.name === 'Tills and till sessions');
    expect(Object.keys(tills?.errors ?? {})).toContain('till_session_not_open');
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
      .filter((path) => !DECLARATIONS.test(path))
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
