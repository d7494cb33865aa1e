import { dropEmptyFilters } from '../policies/filters';
import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

type Schemas = components['schemas'];
export type Scorecard = Schemas['Scorecard'];
export type ScorecardRequest = Schemas['ScorecardRequest'];
export type ScorecardVersionList = Schemas['ScorecardVersionList'];
export type CreditCharacteristic = Schemas['CreditCharacteristic'];
export type CreditGrade = Schemas['CreditGrade'];
export type CreditDecision = Schemas['CreditDecision'];
export type EmploymentType = Schemas['EmploymentType'];
export type CreditApplicationStatus = Schemas['CreditApplicationStatus'];
export type CreditApplicationAction = Schemas['CreditApplicationAction'];
export type CreditApplicationRequest = Schemas['CreditApplicationRequest'];
export type CreditApplicationUpdateRequest = Schemas['CreditApplicationUpdateRequest'];
export type CreditApplication = Schemas['CreditApplication'];
export type CreditApplicationDetail = Schemas['CreditApplicationDetail'];
export type CreditApplicationPage = Schemas['CreditApplicationPage'];
export type CreditScore = Schemas['CreditScore'];
export type CreditRecommendation = Schemas['CreditRecommendation'];
export type CreditApplicationReason = Schemas['CreditApplicationReason'];
export type CreditApplicationFilters = NonNullable<
  operations['listCreditApplications']['parameters']['query']
>;

/** The scorecard new applications are scored with; 404 while none was saved. */
export function getScorecard(api: Api): Promise<Scorecard> {
  return call(api.http.GET('/credit/scorecard'));
}

/** Saves the scorecard as its next version; saved versions never change. */
export function saveScorecard(api: Api, body: ScorecardRequest): Promise<Scorecard> {
  return call(api.http.PUT('/credit/scorecard', { body }));
}

/** The newest saved versions, newest first. */
export function listScorecardVersions(api: Api): Promise<ScorecardVersionList> {
  return call(api.http.GET('/credit/scorecard/versions'));
}

/** A new application: a DRAFT, or with `submit` scored at once. */
export function applyForLoan(
  api: Api,
  body: CreditApplicationRequest,
): Promise<CreditApplicationDetail> {
  return call(api.http.POST('/loans/apply', { body }));
}

/** Only the filters that hold a value are sent. */
export function listCreditApplications(
  api: Api,
  query: CreditApplicationFilters = {},
): Promise<CreditApplicationPage> {
  return call(api.http.GET('/credit-applications', { params: { query: dropEmptyFilters(query) } }));
}

/** The applications the same filters choose, as CSV text (at most 10,000 rows). */
export function exportCreditApplicationsCsv(
  api: Api,
  query: Omit<CreditApplicationFilters, 'page' | 'pageSize'> = {},
): Promise<string> {
  return call(
    api.http.GET('/credit-applications.csv', {
      params: { query: dropEmptyFilters(query) },
      parseAs: 'text',
    }),
  ) as Promise<string>;
}

/** The application with its score, approval, history and what the caller may do next. */
export function getCreditApplication(api: Api, id: string): Promise<CreditApplicationDetail> {
  return call(api.http.GET('/credit-applications/{id}', { params: { path: { id } } }));
}

/** Corrects a DRAFT or RETURNED application. */
export function updateCreditApplication(
  api: Api,
  id: string,
  body: CreditApplicationUpdateRequest,
): Promise<CreditApplicationDetail> {
  return call(api.http.PUT('/credit-applications/{id}', { params: { path: { id } }, body }));
}

/** Submits and scores a DRAFT or RETURNED application. */
export function submitCreditApplication(api: Api, id: string): Promise<CreditApplicationDetail> {
  return call(api.http.POST('/credit-applications/{id}/submit', { params: { path: { id } } }));
}

export function startCreditApplicationReview(
  api: Api,
  id: string,
): Promise<CreditApplicationDetail> {
  return call(
    api.http.POST('/credit-applications/{id}/start-review', { params: { path: { id } } }),
  );
}

/**
 * The analyst's recommendation. The answer's status says what followed: PENDING_APPROVAL while
 * the LOAN_APPROVAL flow waits, APPROVED when no band applied, REJECTED on DECLINE.
 */
export function recommendCreditApplication(
  api: Api,
  id: string,
  body: CreditRecommendation,
): Promise<CreditApplicationDetail> {
  return call(
    api.http.POST('/credit-applications/{id}/recommend', { params: { path: { id } }, body }),
  );
}

export function returnCreditApplication(
  api: Api,
  id: string,
  body: CreditApplicationReason,
): Promise<CreditApplicationDetail> {
  return call(
    api.http.POST('/credit-applications/{id}/return', { params: { path: { id } }, body }),
  );
}

export function rejectCreditApplication(
  api: Api,
  id: string,
  body: CreditApplicationReason,
): Promise<CreditApplicationDetail> {
  return call(
    api.http.POST('/credit-applications/{id}/reject', { params: { path: { id } }, body }),
  );
}

export function withdrawCreditApplication(
  api: Api,
  id: string,
  body: CreditApplicationReason,
): Promise<CreditApplicationDetail> {
  return call(
    api.http.POST('/credit-applications/{id}/withdraw', { params: { path: { id } }, body }),
  );
}
