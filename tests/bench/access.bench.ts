import { bench, describe } from 'vitest';
import { checkAccess } from '../../policies/access';
import { asRole } from '../../policies/access.fixture';
import { visibleMenu } from '../../policies/menu';
import { formatKobo, parseNairaToKobo } from '../../policies/money';
import { ROUTES } from '../../policies/routes';

/**
 * The shell filters the whole menu and guards the route on every render, and the
 * server checks access on every request; these must stay far below a millisecond.
 */
const teller = asRole('BRANCH_TELLER');
const finance = asRole(['FINANCE_GL_ACCOUNTANT', 'OPERATIONS_CONTROL'], {
  permissions: ['gl.view'],
});
const admin = asRole('SYSTEM_ADMINISTRATOR');

describe('access', () => {
  bench('visibleMenu for a teller', () => {
    visibleMenu(teller);
  });
  bench('visibleMenu for a finance user with two roles', () => {
    visibleMenu(finance);
  });
  bench('checkAccess on every route for a teller', () => {
    for (const route of ROUTES) checkAccess(teller, route);
  });
  bench('checkAccess on every route for an administrator', () => {
    for (const route of ROUTES) checkAccess(admin, route);
  });
});

describe('money', () => {
  bench('formatKobo', () => {
    formatKobo(123_456_789_01);
  });
  bench('parseNairaToKobo', () => {
    parseNairaToKobo('₦1,234,567.89');
  });
});
