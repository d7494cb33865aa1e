import type { AnyStateMachine } from 'xstate';
import { activeRoleMachine } from '../../machines/active-role.machine';
import { appMachine } from '../../machines/app.machine';
import { branchMachine } from '../../machines/branch.machine';
import { clockMachine } from '../../machines/clock.machine';
import { depositAccountMachine } from '../../machines/deposit-account.machine';
import { licenseMachine } from '../../machines/license.machine';
import { moneyFormMachine } from '../../machines/money-form.machine';
import { navigationMachine } from '../../machines/navigation.machine';
import { queryMachine } from '../../machines/query.machine';
import { requestMachine } from '../../machines/request.machine';
import { serviceStatusMachine } from '../../machines/service-status.machine';
import { sessionMachine } from '../../machines/session.machine';
import { sidebarMachine } from '../../machines/sidebar.machine';
import { themeMachine } from '../../machines/theme.machine';
import { ACTIVE_ROLE_TRAVERSALS } from './active-role.model';
import { APP_TRAVERSALS } from './app.model';
import { BRANCH_TRAVERSALS } from './branch.model';
import { CLOCK_TRAVERSALS } from './clock.model';
import { DEPOSIT_ACCOUNT_TRAVERSALS } from './deposit-account.model';
import { LICENSE_TRAVERSALS } from './license.model';
import { MONEY_FORM_TRAVERSALS } from './money-form.model';
import { NAVIGATION_TRAVERSALS } from './navigation.model';
import type { Traversal } from './path-coverage';
import { QUERY_TRAVERSALS } from './query.model';
import { REQUEST_TRAVERSALS } from './request.model';
import { SERVICE_STATUS_TRAVERSALS } from './service-status.model';
import { SESSION_TRAVERSALS } from './session.model';
import { SIDEBAR_TRAVERSALS } from './sidebar.model';
import { THEME_TRAVERSALS } from './theme.model';

export interface Model {
  readonly machine: AnyStateMachine;
  readonly traversals: readonly Traversal[];
}

/** Every machine under machines/ with the traversals its model test uses, by file name. */
export const MODELS: Readonly<Record<string, Model>> = {
  'active-role': { machine: activeRoleMachine, traversals: ACTIVE_ROLE_TRAVERSALS },
  app: { machine: appMachine, traversals: APP_TRAVERSALS },
  branch: { machine: branchMachine, traversals: BRANCH_TRAVERSALS },
  clock: { machine: clockMachine, traversals: CLOCK_TRAVERSALS },
  'deposit-account': { machine: depositAccountMachine, traversals: DEPOSIT_ACCOUNT_TRAVERSALS },
  license: { machine: licenseMachine, traversals: LICENSE_TRAVERSALS },
  'money-form': { machine: moneyFormMachine, traversals: MONEY_FORM_TRAVERSALS },
  navigation: { machine: navigationMachine, traversals: NAVIGATION_TRAVERSALS },
  query: { machine: queryMachine, traversals: QUERY_TRAVERSALS },
  request: { machine: requestMachine, traversals: REQUEST_TRAVERSALS },
  'service-status': { machine: serviceStatusMachine, traversals: SERVICE_STATUS_TRAVERSALS },
  session: { machine: sessionMachine, traversals: SESSION_TRAVERSALS },
  sidebar: { machine: sidebarMachine, traversals: SIDEBAR_TRAVERSALS },
  theme: { machine: themeMachine, traversals: THEME_TRAVERSALS },
};
