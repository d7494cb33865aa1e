import { notBuilt } from './not-built';

export const termDepositHandlers = notBuilt([
  'bookTermDeposit',
  'getTermDeposit',
  'quoteTermDepositLiquidation',
  'liquidateTermDeposit',
  'setTermDepositInstruction',
  'settleTermDeposit',
  'placeTermDepositLien',
  'releaseTermDepositLien',
  'runTermDepositAccruals',
]);
