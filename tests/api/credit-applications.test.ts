import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markApplicationDisbursed } from '../../server/credit/credit-application-disbursed';
import { inTenant } from '../../server/db/tenant-scope';
import { createLoanProduct } from '../../server/loans/loan-product.service';
import { DEMO_LOAN_PRODUCTS } from '../../server/loans/loans.seed';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * Credit applications through their chart on both engines: a loan officer drafts and submits
 * (scored at once), an analyst reviews, returns, rejects or recommends, and the LOAN_APPROVAL
 * flow (one level up to ₦5,000,000, two above) books exactly one loan on its final approval.
 * Every refusal leaves the application, its history and the loans as they were.
 */

afterAll(stopClusters);

interface Application {
  id: string;
  applicationNumber: string;
  status: string;
  principalKobo: number;
  numberOfRepayments: number;
  annualInterestRate: string;
  officerName: string;
  analystName: string | null;
  loanId: string | null;
  grade: string | null;
  decisionReason: string | null;
  score: { scorecardVersion: number; lines: unknown[]; grade: string; decision: string } | null;
  approval: {
    requestId: string;
    status: string;
    levelsRequired: number;
    awaitingLevel: number | null;
  } | null;
  history: { status: string; action: string; actor: string | null; reason: string | null }[];
  allowedActions: string[];
  code?: string;
  total?: number;
  items?: Application[];
}

const NAIRA = 100;

describe.each(ENGINES)('credit applications on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let borrower: { customerId: string; accountId: string };
  let stranger: { customerId: string; accountId: string };
  let lagosBorrower: { customerId: string; accountId: string };
  let smeProductId: string;
  let bigProductId: string;

  const as = (user: string) => tokens[user] as string;
  const base = () => ({
    customerId: borrower.customerId,
    productId: smeProductId,
    principalKobo: 500_000 * NAIRA,
    accountId: borrower.accountId,
    purpose: 'Restock the provisions shop',
    monthlyIncomeKobo: 400_000 * NAIRA,
    employmentType: 'BUSINESS_OWNER',
    existingMonthlyObligationsKobo: 20_000 * NAIRA,
    bureauMaxDaysInArrears: 0,
  });
  const apply = (body: object, user = 'loanofficer') =>
    call<Application>(t.app, 'POST', '/api/loans/apply', {
      token: as(user),
      body: { ...base(), ...body },
    });
  const get = (id: string, user = 'loanofficer') =>
    call<Application>(t.app, 'GET', `/api/credit-applications/${id}`, { token: as(user) });
  const step = (user: string, id: string, action: string, body?: object) =>
    call<Application>(t.app, 'POST', `/api/credit-applications/${id}/${action}`, {
      token: as(user),
      ...(body && { body }),
    });
  const decide = (
    user: string,
    requestId: string,
    action: 'approve' | 'reject',
    body: object = {},
  ) =>
    call<{ status: string; code?: string }>(
      t.app,
      'POST',
      `/api/approvals/requests/${requestId}/${action}`,
      {
        token: as(user),
        body,
      },
    );
  /** The rows a refusal must not touch: the application, its history and every loan. */
  const footprint = async (id: string | null) =>
    inTenant(t.database.db, 'demo', async (tx) => {
      const app = id
        ? await tx.trx
            .selectFrom('credit_application')
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirst()
        : null;
      const apps = await tx.trx
        .selectFrom('credit_application')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const events = await tx.trx
        .selectFrom('credit_application_event')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const loans = await tx.trx
        .selectFrom('loan')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { app, apps: Number(apps.n), events: Number(events.n), loans: Number(loans.n) };
    });
  const loansOf = (applicationId: string) =>
    inTenant(t.database.db, 'demo', (tx) =>
      tx.trx
        .selectFrom('loan')
        .select(['id', 'status'])
        .where('application_id', '=', applicationId)
        .execute(),
    );
  /** A fresh application taken to UNDER_REVIEW by the analyst. */
  async function underReview(body: object = {}, maker = 'loanofficer'): Promise<Application> {
    const made = await apply({ ...body, submit: true }, maker);
    expect([made.status, made.body.status]).toEqual([201, 'SCORED']);
    const reviewed = await step('analyst', made.body.id, 'start-review');
    expect(reviewed.body.status).toBe('UNDER_REVIEW');
    return reviewed.body;
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    for (const user of ['loanofficer', 'analyst', 'approver', 'director', 'super', 'teller']) {
      tokens[user] = await signIn(t.app, user);
    }
    tokens.acme = await signIn(t.app, 'admin', 'acme');
    await inTenant(t.database.db, 'demo', async (tx) => {
      const accounts = await tx.trx
        .selectFrom('deposit_account as a')
        .innerJoin('customer as c', 'c.id', 'a.customer_id')
        .select(['a.id as accountId', 'a.customer_id as customerId', 'c.branch_id as branchId'])
        .where('a.tenant_id', '=', tx.tenantId)
        .where('a.status', '=', 'ACTIVE')
        .where('c.status', '=', 'ACTIVE')
        .where('c.customer_type', '=', 'INDIVIDUAL')
        .orderBy('a.account_number', 'desc')
        .limit(400)
        .execute();
      // The demo's loan officer and analyst work in Abuja.
      const abuja = accounts.filter((a) => a.branchId === 'demo-abuja');
      borrower = abuja[0] as typeof borrower;
      stranger = abuja.find((a) => a.customerId !== borrower.customerId) as typeof stranger;
      lagosBorrower = accounts.find((a) => a.branchId === 'demo-lagos') as typeof lagosBorrower;
      const sme = await tx.trx
        .selectFrom('loan_product')
        .select('id')
        .where('tenant_id', '=', tx.tenantId)
        .where('code', '=', 'SME-WC')
        .executeTakeFirstOrThrow();
      smeProductId = sme.id;
      const template = DEMO_LOAN_PRODUCTS[0] as (typeof DEMO_LOAN_PRODUCTS)[number];
      const big = await createLoanProduct(
        tx,
        {
          ...template,
          code: 'SME-BIG',
          name: 'SME Expansion',
          maxPrincipalKobo: 50_000_000 * NAIRA,
        },
        t.clock.now,
      );
      bigProductId = big.id;
    });
  }, 120_000);
  afterAll(() => t.close());

  it('opens the demo with an application in each state people work on', async () => {
    const page = await call<Application>(t.app, 'GET', '/api/credit-applications?pageSize=100', {
      token: as('analyst'),
    });
    expect(new Set(page.body.items?.map((item) => item.status))).toEqual(
      new Set([
        'DRAFT',
        'SCORED',
        'UNDER_REVIEW',
        'RETURNED',
        'REJECTED',
        'PENDING_APPROVAL',
        'APPROVED',
      ]),
    );
    const approved = page.body.items?.find((item) => item.status === 'APPROVED') as Application;
    expect(await loansOf(approved.id)).toEqual([{ id: approved.loanId, status: 'APPROVED' }]);
  });

  it('keeps a draft with the product’s term and rate, and says what the officer may do', async () => {
    const made = await apply({});
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      status: 'DRAFT',
      numberOfRepayments: 12,
      annualInterestRate: '30',
      officerName: 'Grace Etim',
      score: null,
      approval: null,
      allowedActions: ['UPDATE', 'SUBMIT', 'WITHDRAW'],
    });
    expect(made.body.applicationNumber).toMatch(/^CA\d{6}$/);
    expect(made.body.history.map((e) => [e.status, e.action, e.actor])).toEqual([
      ['DRAFT', 'CREATED', 'Grace Etim'],
    ]);
    expect((await get(made.body.id, 'analyst')).body.allowedActions).toEqual([]);
  });

  it.each([
    [{ principalKobo: 99_999 * NAIRA }, 'principal_out_of_product_range'],
    [{ principalKobo: 20_000_001 * NAIRA }, 'principal_out_of_product_range'],
    [{ numberOfRepayments: 25 }, 'term_out_of_product_range'],
    [{ annualInterestRate: '36.5' }, 'interest_rate_out_of_product_range'],
    [{ annualInterestRate: '12.12345' }, 'interest_rate_invalid'],
    [{ customerId: 'no-such-customer' }, 'customer_not_found'],
  ])('refuses %j with %s and stores nothing', async (change, code) => {
    const before = await footprint(null);
    const answer = await apply(change);
    expect([answer.status, answer.body.code]).toEqual([422, code]);
    expect(await footprint(null)).toEqual(before);
  });

  it('refuses another customer’s account or an unknown product, and stores nothing', async () => {
    const before = await footprint(null);
    const blank = await apply({ purpose: '   ' });
    expect([blank.status, blank.body.code]).toEqual([400, 'validation_failed']);
    const foreign = await apply({ accountId: stranger.accountId });
    expect([foreign.status, foreign.body.code]).toEqual([422, 'account_not_owned_by_customer']);
    const product = await apply({ productId: 'no-such-product' });
    expect([product.status, product.body.code]).toEqual([404, 'loan_product_not_found']);
    expect(await footprint(null)).toEqual(before);
  });

  it('scores a submitted application at once against the current scorecard', async () => {
    const made = await apply({ submit: true });
    expect(made.body.status).toBe('SCORED');
    expect(made.body.score?.lines).toHaveLength(8);
    expect(made.body.score?.scorecardVersion).toBeGreaterThanOrEqual(1);
    expect(made.body.grade).toBe(made.body.score?.grade);
    expect(made.body.history.map((e) => e.status)).toEqual(['DRAFT', 'SUBMITTED', 'SCORED']);
    expect(made.body.allowedActions).toEqual(['WITHDRAW']);
    expect((await get(made.body.id, 'analyst')).body.allowedActions).toEqual(['START_REVIEW']);
  });

  it('returns for correction, takes the correction and scores it again', async () => {
    const app = await underReview();
    expect(app.analystName).toBe('Segun Afolabi');
    expect(app.allowedActions).toEqual(['RECOMMEND', 'RETURN', 'REJECT']);
    expect((await get(app.id)).body.allowedActions).toEqual(['WITHDRAW']);
    const returned = await step('analyst', app.id, 'return', {
      reason: 'Attach six months of statements.',
    });
    expect(returned.body).toMatchObject({
      status: 'RETURNED',
      decisionReason: 'Attach six months of statements.',
    });
    const corrected = await call<Application>(t.app, 'PUT', `/api/credit-applications/${app.id}`, {
      token: as('loanofficer'),
      body: { principalKobo: 400_000 * NAIRA },
    });
    expect(corrected.body).toMatchObject({ status: 'RETURNED', principalKobo: 400_000 * NAIRA });
    const again = await step('loanofficer', app.id, 'submit');
    expect(again.body.status).toBe('SCORED');
    expect(again.body.history.map((e) => e.action)).toEqual([
      'CREATED',
      'SUBMITTED',
      'SCORED',
      'REVIEW_STARTED',
      'RETURNED',
      'UPDATED',
      'SUBMITTED',
      'SCORED',
    ]);
  });

  it('refuses every step the chart lacks from where the application is, changing nothing', async () => {
    const draft = (await apply({})).body;
    const scored = (await apply({ submit: true })).body;
    const refusals: [string, string, string, object?][] = [
      ['analyst', draft.id, 'start-review'],
      ['analyst', draft.id, 'recommend', { decision: 'APPROVE', note: 'Fine' }],
      ['analyst', scored.id, 'return', { reason: 'No' }],
      ['analyst', scored.id, 'reject', { reason: 'No' }],
      ['loanofficer', scored.id, 'submit'],
    ];
    for (const [user, id, action, body] of refusals) {
      const before = await footprint(id);
      const answer = await step(user, id, action, body);
      expect([action, answer.status, answer.body.code]).toEqual([
        action,
        409,
        'credit_application_transition_invalid',
      ]);
      expect(await footprint(id)).toEqual(before);
    }
    const update = await call<Application>(t.app, 'PUT', `/api/credit-applications/${scored.id}`, {
      token: as('loanofficer'),
      body: { purpose: 'Something else' },
    });
    expect([update.status, update.body.code]).toEqual([
      409,
      'credit_application_transition_invalid',
    ]);
  });

  it('declines on the analyst’s recommendation, or rejects with a reason', async () => {
    const declined = await step('analyst', (await underReview()).id, 'recommend', {
      decision: 'DECLINE',
      note: 'Debt service ratio too high.',
    });
    expect(declined.body).toMatchObject({
      status: 'REJECTED',
      decisionReason: 'Debt service ratio too high.',
    });
    const rejected = await step('analyst', (await underReview()).id, 'reject', {
      reason: 'Fraud suspected.',
    });
    expect(rejected.body).toMatchObject({
      status: 'REJECTED',
      decisionReason: 'Fraud suspected.',
      loanId: null,
    });
  });

  it('approves on one level up to ₦5,000,000 and books exactly one loan', async () => {
    const app = await underReview();
    const sent = await step('analyst', app.id, 'recommend', {
      decision: 'APPROVE',
      note: 'Good cash flow.',
    });
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({
      status: 'PENDING_APPROVAL',
      approval: { levelsRequired: 1, awaitingLevel: 1 },
    });
    const requestId = sent.body.approval?.requestId as string;
    const approved = await decide('approver', requestId, 'approve');
    expect(approved.body.status).toBe('EXECUTED');
    const after = (await get(app.id)).body;
    expect(after.status).toBe('APPROVED');
    const loans = await loansOf(app.id);
    expect(loans.map((loan) => loan.id)).toEqual([after.loanId]);
    expect(after.history.at(-1)).toMatchObject({
      status: 'APPROVED',
      action: 'APPROVED',
      actor: 'Aisha Bello',
    });
    const withdraw = await step('loanofficer', app.id, 'withdraw', { reason: 'Changed mind' });
    expect([withdraw.status, withdraw.body.code]).toEqual([
      409,
      'credit_application_transition_invalid',
    ]);
  });

  it('needs two different people above ₦5,000,000 and books the loan once', async () => {
    const app = await underReview({ productId: bigProductId, principalKobo: 8_000_000 * NAIRA });
    const sent = await step('analyst', app.id, 'recommend', {
      decision: 'APPROVE',
      note: 'Expansion plan holds.',
    });
    expect(sent.body.approval).toMatchObject({ levelsRequired: 2, awaitingLevel: 1 });
    const requestId = sent.body.approval?.requestId as string;
    expect((await decide('approver', requestId, 'approve')).body.status).toBe('PENDING_LEVEL2');
    expect((await get(app.id)).body).toMatchObject({
      status: 'PENDING_APPROVAL',
      approval: { awaitingLevel: 2 },
    });
    const twice = await decide('approver', requestId, 'approve');
    expect(twice.status).toBe(403);
    expect(await loansOf(app.id)).toEqual([]);
    expect((await decide('director', requestId, 'approve')).body.status).toBe('EXECUTED');
    expect((await get(app.id)).body.status).toBe('APPROVED');
    expect(await loansOf(app.id)).toHaveLength(1);
  });

  it('never lets the officer who made it review it, whatever else they may do', async () => {
    const made = (await apply({ submit: true }, 'super')).body;
    expect(made.allowedActions).toEqual(['WITHDRAW']);
    const before = await footprint(made.id);
    const self = await step('super', made.id, 'start-review');
    expect([self.status, self.body.code]).toEqual([403, 'credit_application_review_by_officer']);
    expect(await footprint(made.id)).toEqual(before);
  });

  it('never lets the officer who made it approve it', async () => {
    const app = await underReview({}, 'super');
    const sent = await step('analyst', app.id, 'recommend', { decision: 'APPROVE', note: 'Fine.' });
    const requestId = sent.body.approval?.requestId as string;
    const before = await footprint(app.id);
    const self = await decide('super', requestId, 'approve');
    expect([self.status, self.body.code]).toEqual([403, 'approval_maker_cannot_approve']);
    expect(await footprint(app.id)).toEqual(before);
    expect((await get(app.id)).body.status).toBe('PENDING_APPROVAL');
  });

  it('lets a checker find, read and approve the application while its maker still cannot', async () => {
    const app = await underReview();
    const sent = await step('analyst', app.id, 'recommend', { decision: 'APPROVE', note: 'Fine.' });
    const requestId = sent.body.approval?.requestId as string;
    const waiting = await call<Application>(
      t.app,
      'GET',
      `/api/credit-applications?status=PENDING_APPROVAL&q=${app.applicationNumber}`,
      { token: as('approver') },
    );
    expect(waiting.body.items?.map((item) => item.id)).toEqual([app.id]);
    const read = await get(app.id, 'approver');
    expect([read.status, read.body.approval?.requestId]).toEqual([200, requestId]);
    const before = await footprint(app.id);
    const maker = await decide('loanofficer', requestId, 'approve');
    expect(maker.status).toBe(403);
    expect(await footprint(app.id)).toEqual(before);
    expect((await decide('approver', requestId, 'approve')).body.status).toBe('EXECUTED');
    expect((await get(app.id, 'approver')).body).toMatchObject({
      status: 'APPROVED',
      history: expect.arrayContaining([expect.objectContaining({ actor: 'Aisha Bello' })]),
    });
  });

  it('rejects the application when its approver rejects the request', async () => {
    const app = await underReview();
    const sent = await step('analyst', app.id, 'recommend', { decision: 'APPROVE', note: 'Fine.' });
    const requestId = sent.body.approval?.requestId as string;
    const rejected = await decide('approver', requestId, 'reject', {
      reason: 'Sector exposure is full.',
    });
    expect(rejected.body.status).toBe('REJECTED');
    const after = (await get(app.id)).body;
    expect(after).toMatchObject({
      status: 'REJECTED',
      decisionReason: 'Sector exposure is full.',
      loanId: null,
    });
    expect(after.history.at(-1)).toMatchObject({
      action: 'APPROVAL_REJECTED',
      actor: 'Aisha Bello',
    });
  });

  it('lets only its officer withdraw it, cancelling a waiting approval with it', async () => {
    const app = await underReview({}, 'super');
    const sent = await step('analyst', app.id, 'recommend', { decision: 'APPROVE', note: 'Fine.' });
    const other = await step('loanofficer', app.id, 'withdraw', { reason: 'Not mine' });
    expect([other.status, other.body.code]).toEqual([
      403,
      'credit_application_withdraw_by_maker_only',
    ]);
    const withdrawn = await step('super', app.id, 'withdraw', {
      reason: 'Customer found other funding.',
    });
    expect(withdrawn.body).toMatchObject({
      status: 'WITHDRAWN',
      approval: { status: 'CANCELLED' },
    });
    const request = await call<{ status: string }>(
      t.app,
      'GET',
      `/api/approvals/requests/${sent.body.approval?.requestId}`,
      { token: as('approver') },
    );
    expect(request.body.status).toBe('CANCELLED');
  });

  it('moves an approved application to DISBURSED when its own loan is paid out', async () => {
    const app = await underReview();
    const sent = await step('analyst', app.id, 'recommend', { decision: 'APPROVE', note: 'Fine.' });
    await decide('approver', sent.body.approval?.requestId as string, 'approve');
    const { loanId } = (await get(app.id)).body;
    await expect(
      inTenant(t.database.db, 'demo', (tx) =>
        markApplicationDisbursed(
          tx,
          { applicationId: app.id, loanId: 'another-loan' },
          t.clock.now,
        ),
      ),
    ).rejects.toThrow();
    const paid = await call<{ status: string }>(t.app, 'POST', `/api/loans/${loanId}/disburse`, {
      token: as('super'),
      body: {},
      headers: { 'idempotency-key': `disburse-${app.id}` },
    });
    expect(paid.status).toBe(200);
    const after = (await get(app.id)).body;
    expect(after.status).toBe('DISBURSED');
    expect(after.history.at(-1)).toMatchObject({ status: 'DISBURSED', action: 'DISBURSED' });
  });

  it('answers 404 to another tenant and 403 without the permission', async () => {
    const app = (await apply({})).body;
    const foreign = await call<Application>(t.app, 'GET', `/api/credit-applications/${app.id}`, {
      token: as('acme'),
      tenant: 'acme',
    });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'credit_application_not_found']);
    const foreignStep = await call<Application>(
      t.app,
      'POST',
      `/api/credit-applications/${app.id}/submit`,
      {
        token: as('acme'),
        tenant: 'acme',
      },
    );
    expect(foreignStep.status).toBe(404);
    expect((await apply({}, 'teller')).status).toBe(403);
    expect((await step('loanofficer', app.id, 'start-review')).status).toBe(403);
    expect((await get(app.id)).body.status).toBe('DRAFT');
  });

  it('keeps each branch’s applications to the people of that branch', async () => {
    const lagos = { customerId: lagosBorrower.customerId, accountId: lagosBorrower.accountId };
    const before = await footprint(null);
    const refused = await apply(lagos);
    expect([refused.status, refused.body.code]).toEqual([422, 'customer_not_found']);
    expect(await footprint(null)).toEqual(before);
    const made = await apply({ ...lagos, submit: true }, 'super');
    expect(made.status).toBe(201);
    const hidden = await get(made.body.id, 'analyst');
    expect([hidden.status, hidden.body.code]).toEqual([404, 'credit_application_not_found']);
    expect((await step('analyst', made.body.id, 'start-review')).status).toBe(404);
    const list = await call<Application>(t.app, 'GET', '/api/credit-applications?pageSize=100', {
      token: as('analyst'),
    });
    expect(list.body.items?.map((item) => item.id)).not.toContain(made.body.id);
    expect((await get(made.body.id, 'super')).body.status).toBe('SCORED');
  });

  it('lists applications by status, officer and text', async () => {
    const made = (await apply({ submit: true })).body;
    const list = (query: string) =>
      call<Application>(t.app, 'GET', `/api/credit-applications?${query}`, {
        token: as('analyst'),
      });
    const scored = await list('status=SCORED&pageSize=100');
    expect(scored.body.items?.every((item) => item.status === 'SCORED')).toBe(true);
    expect(scored.body.items?.map((item) => item.id)).toContain(made.id);
    const byNumber = await list(`q=${made.applicationNumber}`);
    expect(byNumber.body.items?.map((item) => item.id)).toEqual([made.id]);
    expect(byNumber.body.total).toBe(1);
  });
});
