import type { components } from '../../api/schema.gen';
import type { Area } from '../area';
import { gatherOnce, installedAreas } from '../area-catalogue';
import { CORE_ERRORS } from './core.errors';

/**
 * Every error code the server answers, with its HTTP status and the sentence people read when
 * the raising code has nothing more specific to say. A code names one situation and has one
 * status; domain code raises a code (DomainError), and only the HTTP layer turns it into a
 * status. The codes are the contract's (openapi.yaml's Error schema); each is declared once, by
 * the area that answers with it (its `<area>.errors.ts`, carried by its Area record) or, for what
 * any request can meet, in core.errors.ts. A test keeps their union equal to the contract's list.
 */
export type ErrorCode = components['schemas']['Error']['code'];

export interface ErrorSpec {
  readonly status: number;
  readonly message: string;
}

export type ErrorSpecs = { readonly [Code in ErrorCode]?: ErrorSpec };

/** The core codes and every area's, each once; a code two areas both declare is a build error. */
export function errorsOf(areas: readonly Area[]): ReadonlyMap<ErrorCode, ErrorSpec> {
  const entries = (specs: ErrorSpecs) => Object.entries(specs) as [ErrorCode, ErrorSpec][];
  return gatherOnce(areas, (area) => entries(area.errors ?? {}), entries(CORE_ERRORS));
}

// Built on first use rather than when this module loads: the areas import the code that raises
// errors, so at load time the list of areas is not complete yet.
let registry: ReadonlyMap<ErrorCode, ErrorSpec> | null = null;

/** Every registered code with its status and sentence. */
export function registeredErrors(): ReadonlyMap<ErrorCode, ErrorSpec> {
  registry ??= errorsOf(installedAreas());
  return registry;
}

export function errorSpec(code: ErrorCode): ErrorSpec {
  const spec = registeredErrors().get(code);
  if (!spec) throw new Error(`The error code ${code} is declared by no area.`);
  return spec;
}
