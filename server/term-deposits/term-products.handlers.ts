import { notBuilt } from './not-built';

export const termProductHandlers = notBuilt([
  'listTermDepositProducts',
  'createTermDepositProduct',
  'getTermDepositProduct',
  'updateTermDepositProduct',
  'listTermDeposits',
  'getTermDepositCertificate',
]);
