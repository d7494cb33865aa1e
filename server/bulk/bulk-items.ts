import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { BulkCellProblem } from '../../policies/bulk';
import { loadContract } from '../http/contract';
import { createValidators, toFieldProblems, type Validators } from '../http/validation';

const CONTRACT_FILE = new URL('../../openapi.yaml', import.meta.url);

let validators: Validators | null = null;
const compiled = new Map<string, ValidateFunction>();

/**
 * The item schema's validator, compiled once from the same contract and Ajv settings that check a
 * single create's body, so a row is refused for exactly what the single create is refused for.
 */
function validatorOf(schemaName: string): ValidateFunction {
  const known = compiled.get(schemaName);
  if (known) return known;
  validators ??= createValidators(loadContract(CONTRACT_FILE).sharedSchema);
  const validate = validators.compile(
    { $ref: `contract#/components/schemas/${schemaName}` },
    'body',
  );
  compiled.set(schemaName, validate);
  return validate;
}

/** The item's problems against its schema, leaving out the fields its cells already failed. */
export function itemProblems(
  schemaName: string,
  item: Record<string, unknown>,
  cellProblems: readonly BulkCellProblem[],
): BulkCellProblem[] {
  const validate = validatorOf(schemaName);
  if (validate(item)) return [];
  const failed = new Set(cellProblems.map((problem) => problem.field));
  return toFieldProblems(validate.errors ?? [], 'item')
    .map((problem) => ({ ...problem, field: problem.field.replace(/^item\./, '') }))
    .filter((problem) => !failed.has(problem.field.split('.')[0] ?? ''));
}
