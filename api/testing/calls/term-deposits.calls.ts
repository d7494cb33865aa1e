import * as td from '../../term-deposits.api';
import { any, type CallRow, KEY } from './call-rows';

/** The term deposits module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  listTermDepositProducts: [
    (api) => td.listTermDepositProducts(api),
    'GET',
    '/api/term-deposits/products',
  ],
  createTermDepositProduct: [
    (api) => td.createTermDepositProduct(api, any),
    'POST',
    '/api/term-deposits/products',
  ],
  getTermDepositProduct: [
    (api) => td.getTermDepositProduct(api, 'p-1'),
    'GET',
    '/api/term-deposits/products/p-1',
  ],
  updateTermDepositProduct: [
    (api) => td.updateTermDepositProduct(api, 'p-1', any),
    'PUT',
    '/api/term-deposits/products/p-1',
  ],
  previewTermDeposit: [
    (api) => td.previewTermDeposit(api, any),
    'POST',
    '/api/term-deposits/preview',
  ],
  listTermDeposits: [(api) => td.listTermDeposits(api), 'GET', '/api/term-deposits'],
  bookTermDeposit: [(api) => td.bookTermDeposit(api, any, KEY), 'POST', '/api/term-deposits'],
  getTermDeposit: [(api) => td.getTermDeposit(api, 'd-1'), 'GET', '/api/term-deposits/d-1'],
  getTermDepositCertificate: [
    (api) => td.getTermDepositCertificate(api, 'd-1'),
    'GET',
    '/api/term-deposits/d-1/certificate',
  ],
  quoteTermDepositLiquidation: [
    (api) => td.quoteTermDepositLiquidation(api, 'd-1'),
    'GET',
    '/api/term-deposits/d-1/liquidation-quote',
  ],
  liquidateTermDeposit: [
    (api) => td.liquidateTermDeposit(api, 'd-1', 'r', KEY),
    'POST',
    '/api/term-deposits/d-1/liquidate',
  ],
  setTermDepositInstruction: [
    (api) => td.setTermDepositInstruction(api, 'd-1', 'PAY_OUT'),
    'PUT',
    '/api/term-deposits/d-1/maturity-instruction',
  ],
  settleTermDeposit: [
    (api) => td.settleTermDeposit(api, 'd-1', 'PAY_OUT', KEY),
    'POST',
    '/api/term-deposits/d-1/settle',
  ],
  placeTermDepositLien: [
    (api) => td.placeTermDepositLien(api, 'd-1', { reason: 'r' }),
    'POST',
    '/api/term-deposits/d-1/lien',
  ],
  releaseTermDepositLien: [
    (api) => td.releaseTermDepositLien(api, 'd-1', 'r'),
    'POST',
    '/api/term-deposits/d-1/lien/release',
  ],
  runTermDepositAccruals: [
    (api) => td.runTermDepositAccruals(api),
    'POST',
    '/api/term-deposits/accruals',
  ],
};
