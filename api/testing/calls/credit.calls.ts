import * as credit from '../../credit.api';
import { any, type CallRow } from './call-rows';

/** The credit module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  getScorecard: [(api) => credit.getScorecard(api), 'GET', '/api/credit/scorecard'],
  saveScorecard: [(api) => credit.saveScorecard(api, any), 'PUT', '/api/credit/scorecard'],
  listScorecardVersions: [
    (api) => credit.listScorecardVersions(api),
    'GET',
    '/api/credit/scorecard/versions',
  ],
  applyForLoan: [(api) => credit.applyForLoan(api, any), 'POST', '/api/loans/apply'],
  exportCreditApplicationsCsv: [
    (api) => credit.exportCreditApplicationsCsv(api),
    'GET',
    '/api/credit-applications.csv',
  ],
  listCreditApplications: [
    (api) => credit.listCreditApplications(api),
    'GET',
    '/api/credit-applications',
  ],
  getCreditApplication: [
    (api) => credit.getCreditApplication(api, 'c-1'),
    'GET',
    '/api/credit-applications/c-1',
  ],
  updateCreditApplication: [
    (api) => credit.updateCreditApplication(api, 'c-1', any),
    'PUT',
    '/api/credit-applications/c-1',
  ],
  submitCreditApplication: [
    (api) => credit.submitCreditApplication(api, 'c-1'),
    'POST',
    '/api/credit-applications/c-1/submit',
  ],
  startCreditApplicationReview: [
    (api) => credit.startCreditApplicationReview(api, 'c-1'),
    'POST',
    '/api/credit-applications/c-1/start-review',
  ],
  recommendCreditApplication: [
    (api) => credit.recommendCreditApplication(api, 'c-1', any),
    'POST',
    '/api/credit-applications/c-1/recommend',
  ],
  returnCreditApplication: [
    (api) => credit.returnCreditApplication(api, 'c-1', any),
    'POST',
    '/api/credit-applications/c-1/return',
  ],
  rejectCreditApplication: [
    (api) => credit.rejectCreditApplication(api, 'c-1', any),
    'POST',
    '/api/credit-applications/c-1/reject',
  ],
  withdrawCreditApplication: [
    (api) => credit.withdrawCreditApplication(api, 'c-1', any),
    'POST',
    '/api/credit-applications/c-1/withdraw',
  ],
};
