import type { components } from '../../api/schema.gen';
import { DEFAULT_DENOMINATIONS } from '../../policies/denominations';
import { MAX_AMOUNT_KOBO } from '../../policies/money';
import { ROLE_KEYS } from '../../policies/roles';
import { WITHDRAWAL_LIMIT_KOBO_BY_ROLE } from '../../policies/till-limits';
import { type ConfigKeySpec, configKey } from '../config/config-key';
import { DomainError, type FieldProblem } from '../errors/domain-error';

export type TillsConfigValue = components['schemas']['TillsConfigValue'];

/** The most denominations a tenant may list: a count form stays one screen long. */
export const MAX_DENOMINATIONS = 30;

/** What a tenant that never saved its tills configuration counts in and pays out alone. */
export const DEFAULT_TILLS_CONFIG: TillsConfigValue = {
  denominations: DEFAULT_DENOMINATIONS.map((d) => ({
    valueKobo: d.valueKobo,
    kind: d.kind,
    active: true,
  })),
  withdrawalLimits: Object.entries(WITHDRAWAL_LIMIT_KOBO_BY_ROLE).map(([roleKey, limitKobo]) => ({
    roleKey,
    limitKobo,
  })),
};

const knownRoles: ReadonlySet<string> = new Set(ROLE_KEYS);

function denominationProblems(value: TillsConfigValue): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const field = 'body.value.denominations';
  if (value.denominations.length > MAX_DENOMINATIONS) {
    problems.push({ field, code: 'too_many', message: `At most ${MAX_DENOMINATIONS}.` });
  }
  // Without one active denomination no count could be taken, and so no cash could move.
  if (!value.denominations.some((d) => d.active)) {
    problems.push({ field, code: 'none_active', message: 'At least one must be active.' });
  }
  const seen = new Set<number>();
  value.denominations.forEach((d, i) => {
    if (!Number.isSafeInteger(d.valueKobo) || d.valueKobo <= 0) {
      problems.push({
        field: `${field}.${i}.valueKobo`,
        code: 'not_positive_whole_kobo',
        message: 'A denomination is a positive whole number of kobo.',
      });
    } else if (seen.has(d.valueKobo)) {
      problems.push({
        field: `${field}.${i}.valueKobo`,
        code: 'duplicate',
        message: 'This denomination is listed twice.',
      });
    }
    seen.add(d.valueKobo);
  });
  return problems;
}

function limitProblems(value: TillsConfigValue): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  value.withdrawalLimits.forEach(({ roleKey, limitKobo }, i) => {
    const field = `body.value.withdrawalLimits.${i}`;
    if (!knownRoles.has(roleKey)) {
      problems.push({
        field: `${field}.roleKey`,
        code: 'role_unknown',
        message: 'No role has this key.',
      });
    } else if (seen.has(roleKey)) {
      problems.push({
        field: `${field}.roleKey`,
        code: 'duplicate',
        message: 'This role is listed twice.',
      });
    }
    seen.add(roleKey);
    if (!Number.isSafeInteger(limitKobo) || limitKobo < 0 || limitKobo > MAX_AMOUNT_KOBO) {
      problems.push({
        field: `${field}.limitKobo`,
        code: 'limit_invalid',
        message: 'A limit is a whole number of kobo from 0 to the amount cap.',
      });
    }
  });
  return problems;
}

/**
 * Denominations must be unique positive whole kobo, at most thirty, one at least active; limits whole kobo from 0 to
 * the amount cap, one per role, for roles that exist. Every problem is named by its field.
 */
export function checkTillsConfig(value: TillsConfigValue): void {
  const problems = [...denominationProblems(value), ...limitProblems(value)];
  if (problems.length > 0) {
    throw new DomainError(
      'tills_config_invalid',
      'The tills configuration is not valid.',
      problems.slice(0, 100),
    );
  }
}

/** The tills configuration: denominations and withdrawal limits per role, Naira defaults. */
export const TILLS_CONFIG: ConfigKeySpec = configKey<TillsConfigValue>({
  key: 'tills',
  defaultValue: DEFAULT_TILLS_CONFIG,
  holds: (value): value is TillsConfigValue => 'denominations' in value,
  check: (value) => {
    checkTillsConfig(value);
    return {
      stored: value,
      summary:
        `saved ${value.denominations.length} denomination(s) and withdrawal limits for ` +
        `${value.withdrawalLimits.length} role(s)`,
    };
  },
});
