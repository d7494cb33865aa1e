import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

type Schemas = components['schemas'];
export type TermDepositProduct = Schemas['TermDepositProduct'];
export type TermDepositProductInput = Schemas['TermDepositProductInput'];
export type TermDepositProductUpdate = Schemas['TermDepositProductUpdate'];
export type RateChartRow = Schemas['RateChartRow'];
export type TermDepositPreviewInput = Schemas['TermDepositPreviewInput'];
export type TermDepositPreview = Schemas['TermDepositPreview'];
export type TermDeposit = Schemas['TermDeposit'];
export type TermDepositDetail = Schemas['TermDepositDetail'];
export type TermDepositList = Schemas['TermDepositList'];
export type TermDepositStatus = Schemas['TermDepositStatus'];
export type TermDepositBookingInput = Schemas['TermDepositBookingInput'];
export type TermDepositLiquidationQuote = Schemas['TermDepositLiquidationQuote'];
export type TermDepositAccrualResult = Schemas['TermDepositAccrualResult'];
export type MaturityInstruction = Schemas['MaturityInstruction'];
export type TermDepositQuery = NonNullable<operations['listTermDeposits']['parameters']['query']>;

const path = (id: string) => ({ params: { path: { id } } });
const withKey = (id: string, key: string) => ({
  params: { path: { id }, header: { 'Idempotency-Key': key } },
});

export function listTermDepositProducts(api: Api): Promise<Schemas['TermDepositProductList']> {
  return call(api.http.GET('/term-deposits/products'));
}

export function createTermDepositProduct(
  api: Api,
  body: TermDepositProductInput,
): Promise<TermDepositProduct> {
  return call(api.http.POST('/term-deposits/products', { body }));
}

export function getTermDepositProduct(api: Api, id: string): Promise<TermDepositProduct> {
  return call(api.http.GET('/term-deposits/products/{id}', path(id)));
}

export function updateTermDepositProduct(
  api: Api,
  id: string,
  body: TermDepositProductUpdate,
): Promise<TermDepositProduct> {
  return call(api.http.PUT('/term-deposits/products/{id}', { ...path(id), body }));
}

export function previewTermDeposit(
  api: Api,
  body: TermDepositPreviewInput,
): Promise<TermDepositPreview> {
  return call(api.http.POST('/term-deposits/preview', { body }));
}

export function listTermDeposits(api: Api, query: TermDepositQuery = {}): Promise<TermDepositList> {
  return call(api.http.GET('/term-deposits', { params: { query } }));
}

export function bookTermDeposit(
  api: Api,
  body: TermDepositBookingInput,
  idempotencyKey: string,
): Promise<TermDeposit> {
  return call(
    api.http.POST('/term-deposits', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body,
    }),
  );
}

export function getTermDeposit(api: Api, id: string): Promise<TermDepositDetail> {
  return call(api.http.GET('/term-deposits/{id}', path(id)));
}

export function getTermDepositCertificate(api: Api, id: string): Promise<Blob> {
  return call(
    api.http.GET('/term-deposits/{id}/certificate', { ...path(id), parseAs: 'blob' }),
  ) as Promise<Blob>;
}

export function quoteTermDepositLiquidation(
  api: Api,
  id: string,
): Promise<TermDepositLiquidationQuote> {
  return call(api.http.GET('/term-deposits/{id}/liquidation-quote', path(id)));
}

export function liquidateTermDeposit(
  api: Api,
  id: string,
  reason: string,
  idempotencyKey: string,
): Promise<TermDepositDetail> {
  return call(
    api.http.POST('/term-deposits/{id}/liquidate', {
      ...withKey(id, idempotencyKey),
      body: { reason },
    }),
  );
}

export function setTermDepositInstruction(
  api: Api,
  id: string,
  maturityInstruction: MaturityInstruction,
): Promise<TermDepositDetail> {
  return call(
    api.http.PUT('/term-deposits/{id}/maturity-instruction', {
      ...path(id),
      body: { maturityInstruction },
    }),
  );
}

export function settleTermDeposit(
  api: Api,
  id: string,
  maturityInstruction: MaturityInstruction,
  idempotencyKey: string,
): Promise<TermDepositDetail> {
  return call(
    api.http.POST('/term-deposits/{id}/settle', {
      ...withKey(id, idempotencyKey),
      body: { maturityInstruction },
    }),
  );
}

export function placeTermDepositLien(
  api: Api,
  id: string,
  body: Schemas['TermDepositLienInput'],
): Promise<TermDepositDetail> {
  return call(api.http.POST('/term-deposits/{id}/lien', { ...path(id), body }));
}

export function releaseTermDepositLien(
  api: Api,
  id: string,
  reason: string,
): Promise<TermDepositDetail> {
  return call(api.http.POST('/term-deposits/{id}/lien/release', { ...path(id), body: { reason } }));
}

export function runTermDepositAccruals(api: Api, upTo?: string): Promise<TermDepositAccrualResult> {
  return call(
    api.http.POST('/term-deposits/accruals', { body: upTo === undefined ? {} : { upTo } }),
  );
}
