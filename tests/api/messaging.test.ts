import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitForApproval } from '../../server/approvals/approval.service';
import { inTenant, inTenantRead } from '../../server/db/tenant-scope';
import { plusDays } from '../../server/deposits/deposit-eod-batches';
import type { CloseOfBusinessStep } from '../../server/eod/close-of-business-step';
import { LOAN_CLOSE_OF_BUSINESS } from '../../server/loans/loans.eod';
import { tenantProcessingDate } from '../../server/tenancy/tenant.repository';
import { matureBatch } from '../../server/term-deposits/term-deposit-maturity';
import { SYSTEM_STEP } from '../../server/term-deposits/term-deposit-steps';
import { type SmsStandIn, startSmsStandIn } from '../../stand-ins/sms/sms-stand-in';
import { type SmtpStandIn, startSmtpStandIn } from '../../stand-ins/smtp/smtp-stand-in';
import { call, signIn } from '../support/api-client';
import { until } from '../support/eventually';
import { connectMessaging, SMS_SECRET } from '../support/messaging';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';
import { dayOf, runStep, setProcessingDate } from './eod-step-driver';

// The sender looks every 100 ms and waits 50 ms × 1, 4, 20, 120 between attempts.
process.env.MESSAGING_TICK_MS = '100';
process.env.MESSAGING_BACKOFF_MS = '50';

afterAll(stopClusters);

interface Refusal {
  code?: string;
  message?: string;
  errors?: { field: string; code: string; message: string }[];
}
interface Outbox {
  id: string;
  kind: string;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  providerId: string | null;
  failedAttempts: { at: string; error: string }[];
}
interface Account {
  id: string;
  customerId: string;
  accountNumber: string;
  status: string;
  ledgerBalanceKobo: number;
}

const ANSWER_ONLY = ['configured', 'passwordSet', 'secretSet', 'updatedAt', 'updatedBy'];

/** A port that accepts connections and never says a word, as a mail server that hangs. */
async function silentPort(): Promise<{ port: number; server: Server }> {
  const server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as { port: number }).port, server };
}

describe.each(ENGINES)('messaging on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let smtp: SmtpStandIn;
  let sms: SmsStandIn;
  const get = <T>(url: string) => call<T & Refusal>(t.app, 'GET', url, { token: admin });
  const put = <T>(url: string, body: unknown) =>
    call<T & Refusal>(t.app, 'PUT', url, { token: admin, body });
  const post = <T>(url: string, body?: unknown) =>
    call<T & Refusal>(t.app, 'POST', url, { token: admin, body });
  const outbox = async (query = 'pageSize=100') =>
    (await get<{ items: Outbox[]; total: number }>(`/api/messaging/outbox?${query}`)).body.items;

  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await signIn(t.app, 'admin');
    smtp = await startSmtpStandIn({});
    sms = await startSmsStandIn({ secret: SMS_SECRET });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await sms.close();
  });

  describe('settings', () => {
    it('never answers the password or the secret, and keeps them when a save leaves them out', async () => {
      const body = {
        host: 'smtp.example.ng',
        port: 587,
        tlsMode: 'STARTTLS',
        username: 'alerts',
        password: 'very-secret-password',
        fromAddress: 'alerts@kobo.example.ng',
        fromName: 'Kobo Bank',
        enabled: false,
      };
      const saved = await put('/api/messaging/email', body);
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ configured: true, passwordSet: true, username: 'alerts' });
      expect(JSON.stringify(saved.body)).not.toContain('very-secret-password');
      const { password: _, ...without } = body;
      const kept = await put('/api/messaging/email', { ...without, port: 2525 });
      expect(kept.body).toMatchObject({ port: 2525, passwordSet: true });
      const row = await inTenantRead(t.database.db, 'demo', (tx) =>
        tx.trx.selectFrom('email_settings').select('password').executeTakeFirstOrThrow(),
      );
      expect(row.password).toBe('very-secret-password');

      const smsSaved = await put('/api/messaging/sms', {
        url: 'https://sms.example.ng/send',
        method: 'POST',
        headers: [],
        bodyTemplate: '{"to":"{{to}}","text":"{{text}}"}',
        sharedSecret: 'a-webhook-secret-of-16+',
        senderId: 'Kobo',
        enabled: false,
      });
      expect(smsSaved.body).toMatchObject({ configured: true, secretSet: true });
      expect(JSON.stringify((await get('/api/messaging/sms')).body)).not.toContain('a-webhook');
    });

    it('refuses bad input with field errors and changes nothing', async () => {
      const before = (await get('/api/messaging/email')).body;
      const badPort = await put('/api/messaging/email', {
        host: 'smtp.example.ng',
        port: 70_000,
        tlsMode: 'NONE',
        fromAddress: 'not-an-address',
        fromName: 'Kobo',
        enabled: true,
      });
      expect(badPort.status).toBe(400);
      const fields = badPort.body.errors?.map((e) => e.field) ?? [];
      expect(fields).toEqual(expect.arrayContaining(['body.port', 'body.fromAddress']));
      const badHost = await put('/api/messaging/email', {
        host: 'smtp example',
        port: 25,
        tlsMode: 'NONE',
        fromAddress: 'a@b.ng',
        fromName: 'Kobo',
        enabled: true,
      });
      expect(badHost.body.errors?.map((e) => e.field)).toEqual(['body.host']);
      expect((await get('/api/messaging/email')).body).toEqual(before);

      const badSms = await put('/api/messaging/sms', {
        url: 'ftp://sms.example.ng',
        method: 'POST',
        headers: [
          { name: 'Host', value: 'x' },
          { name: 'Bad Name', value: 'x' },
        ],
        bodyTemplate: '{"to":"{{to}}"}',
        senderId: 'Kobo',
        enabled: true,
      });
      expect(badSms.status).toBe(400);
      expect(badSms.body.errors?.map((e) => e.field)).toEqual([
        'body.url',
        'body.headers.0.name',
        'body.headers.1.name',
        'body.bodyTemplate',
      ]);
    });

    it('sends a test mail that reaches the mail server, and says when a server does not answer', async () => {
      await connectMessaging(t.app, admin, { smtpPort: smtp.port, smsUrl: sms.url });
      const sent = await post<{ ok: boolean; message: string }>('/api/messaging/email/test', {
        to: 'ops@kobo.example.ng',
      });
      expect(sent.body).toMatchObject({ ok: true });
      expect(smtp.received().some((m) => m.to.includes('ops@kobo.example.ng'))).toBe(true);

      const silent = await silentPort();
      try {
        await put('/api/messaging/email', {
          host: '127.0.0.1',
          port: silent.port,
          tlsMode: 'NONE',
          fromAddress: 'alerts@kobo.example.ng',
          fromName: 'Kobo Bank',
          enabled: true,
        });
        process.env.MESSAGING_SEND_TIMEOUT_MS = '500';
        const hung = await post<{ ok: boolean; message: string }>('/api/messaging/email/test', {
          to: 'ops@kobo.example.ng',
        });
        expect(hung.body).toEqual({
          ok: false,
          message: `The mail server at 127.0.0.1:${silent.port} did not answer.`,
        });
      } finally {
        delete process.env.MESSAGING_SEND_TIMEOUT_MS;
        silent.server.close();
        await connectMessaging(t.app, admin, { smtpPort: smtp.port, smsUrl: sms.url });
      }
    });

    it('sends a test SMS signed for the webhook, and says what a failing webhook answered', async () => {
      const ok = await post<{ ok: boolean }>('/api/messaging/sms/test', { to: '08031234567' });
      expect(ok.body).toMatchObject({ ok: true });
      const got = sms.received().find((m) => (m.body as { to?: string }).to === '08031234567');
      expect(got?.headers['x-api-key']).toBe('key-1');
      sms.failNext(500, 1);
      const failed = await post<{ ok: boolean; message: string }>('/api/messaging/sms/test', {
        to: '08031234567',
      });
      expect(failed.body).toEqual({
        ok: false,
        message: 'The SMS webhook answered 500 (Internal Server Error).',
      });
    });
  });

  describe('templates', () => {
    it('lists a default template for every kind', async () => {
      const list = await get<{ items: { kind: string; isDefault: boolean }[] }>(
        '/api/messaging/templates',
      );
      expect(list.body.items.map((i) => i.kind)).toEqual([
        'DEBIT_ALERT',
        'CREDIT_ALERT',
        'USER_OTP',
        'APPROVAL_WAITING',
        'TERM_DEPOSIT_MATURED',
        'INSTALMENT_OVERDUE',
      ]);
      expect(list.body.items.every((i) => i.isDefault)).toBe(true);
    });

    it('refuses an unknown placeholder with 422 naming it, and stores nothing', async () => {
      const answer = await put('/api/messaging/templates/CREDIT_ALERT', {
        enabled: true,
        channels: ['SMS'],
        subject: 'Credit {{pin}}',
        body: 'You got {{amount}} and {{otp}}',
      });
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('message_template_placeholder_unknown');
      expect(answer.body.message).toContain('{{pin}}');
      expect(answer.body.message).toContain('{{otp}}');
      expect(answer.body.errors?.map((e) => e.field)).toEqual(['body.subject', 'body.body']);
      const list = await get<{ items: { kind: string; isDefault: boolean }[] }>(
        '/api/messaging/templates',
      );
      expect(list.body.items.find((i) => i.kind === 'CREDIT_ALERT')?.isDefault).toBe(true);
      const preview = await post('/api/messaging/templates/CREDIT_ALERT/preview', {
        enabled: true,
        channels: ['SMS'],
        subject: '',
        body: '{{nope}}',
      });
      expect(preview.status).toBe(422);
    });

    it('refuses an SMS body over 480 characters', async () => {
      const answer = await put('/api/messaging/templates/DEBIT_ALERT', {
        enabled: true,
        channels: ['SMS'],
        subject: '',
        body: 'x'.repeat(481),
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.map((e) => e.field)).toEqual(['body.body']);
    });

    it('previews with sample values, amounts in naira', async () => {
      const preview = await post<{ subject: string; body: string }>(
        '/api/messaging/templates/DEBIT_ALERT/preview',
        {
          enabled: true,
          channels: ['EMAIL'],
          subject: 'Debit on {{accountNumber}}',
          body: 'Debit {{amount}}, balance {{balance}}',
        },
      );
      expect(preview.status).toBe(200);
      expect(preview.body).toEqual({
        subject: 'Debit on ******6789',
        body: 'Debit ₦25,000.00, balance ₦118,750.50',
      });
    });
  });

  describe('the queue', () => {
    let from: Account;
    let to: Account;

    beforeAll(async () => {
      await connectMessaging(t.app, admin, { smtpPort: smtp.port, smsUrl: sms.url });
      const accounts = (await get<{ items: Account[] }>('/api/accounts?status=ACTIVE&pageSize=100'))
        .body.items;
      from = accounts.find((a) => a.ledgerBalanceKobo > 10_000_000) as Account;
      to = accounts.find((a) => a.customerId !== from.customerId) as Account;
    });

    const transfer = (amountKobo: number, narration: string) =>
      call<Refusal>(t.app, 'POST', '/api/transfers', {
        token: admin,
        body: { fromAccountId: from.id, toAccountId: to.id, amountKobo, narration },
        headers: { 'idempotency-key': randomUUID() },
      });
    /** Moves the server's clock past any back-off, so a retry is due at the sender's next tick. */
    const laterOn = async () => {
      t.clock.advanceMs(1_000);
      return true;
    };
    const ofNarration = async (narration: string) =>
      (await outbox()).filter((m) => m.body.includes(narration));

    it('queues one debit and one credit alert per channel and delivers them to the mail server and the webhook', async () => {
      const answer = await transfer(123_456, 'Rent for December');
      expect(answer.status).toBe(201);
      const queued = await ofNarration('Rent for December');
      expect(queued.map((m) => `${m.kind} ${m.channel}`).sort()).toEqual([
        'CREDIT_ALERT EMAIL',
        'CREDIT_ALERT SMS',
        'DEBIT_ALERT EMAIL',
        'DEBIT_ALERT SMS',
      ]);
      const debit = queued.find((m) => m.kind === 'DEBIT_ALERT' && m.channel === 'SMS');
      expect(debit?.body).toContain('Debit: ₦1,234.56 on ******');
      expect(
        await until(async () =>
          (await ofNarration('Rent for December')).every((m) => m.status === 'SENT'),
        ),
      ).toBe(true);
      const mails = smtp.received().filter((m) => m.text.includes('Rent for December'));
      const texts = sms
        .received()
        .filter((m) => JSON.stringify(m.body).includes('Rent for December'));
      expect(mails).toHaveLength(2);
      expect(texts).toHaveLength(2);
      expect(mails.map((m) => m.subject).sort()).toEqual([
        `Credit alert on ******${to.accountNumber.slice(-4)}`,
        `Debit alert on ******${from.accountNumber.slice(-4)}`,
      ]);
      const sent = await ofNarration('Rent for December');
      expect(sent.every((m) => m.providerId !== null && m.attempts === 1)).toBe(true);
    });

    it('retries a webhook answering 500 with back-off, then FAILED in words; Retry sends it', async () => {
      sms.failNext(500, 1000);
      await transfer(50_000, 'Webhook down');
      const failedSms = async () =>
        (await ofNarration('Webhook down')).filter((m) => m.channel === 'SMS');
      // The server's clock stands still until moved: each wait is exactly the back-off's step.
      for (const [attempts, waitMs] of [
        [1, 50],
        [2, 200],
        [3, 1_000],
        [4, 6_000],
      ] as const) {
        expect(
          await until(async () =>
            (await failedSms()).every((m) => m.attempts === attempts && m.status === 'QUEUED'),
          ),
        ).toBe(true);
        for (const m of await failedSms()) {
          const lastAt = Date.parse(m.failedAttempts.at(-1)?.at ?? '');
          expect(Date.parse(m.nextAttemptAt ?? '') - lastAt).toBe(waitMs);
        }
        t.clock.advanceMs(waitMs);
      }
      expect(await until(async () => (await failedSms()).every((m) => m.status === 'FAILED'))).toBe(
        true,
      );
      sms.failNext(500, 0);
      const [one] = await failedSms();
      const detail = await get<Outbox>(`/api/messaging/outbox/${one?.id}`);
      expect(detail.body).toMatchObject({
        status: 'FAILED',
        attempts: 5,
        lastError: 'The SMS webhook answered 500 (Internal Server Error).',
      });
      expect(detail.body.failedAttempts).toHaveLength(5);
      const retried = await post<Outbox>(`/api/messaging/outbox/${one?.id}/retry`);
      expect(retried.body).toMatchObject({ status: 'QUEUED', attempts: 0 });
      expect(
        await until(
          async () =>
            (await get<Outbox>(`/api/messaging/outbox/${one?.id}`)).body.status === 'SENT',
        ),
      ).toBe(true);
      const again = await post(`/api/messaging/outbox/${one?.id}/retry`);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('message_not_failed');
      expect((await get('/api/messaging/outbox/nope')).status).toBe(404);
    });

    it('marks FAILED in words a mail whose server does not answer', async () => {
      const silent = await silentPort();
      process.env.MESSAGING_SEND_TIMEOUT_MS = '300';
      try {
        await connectMessaging(t.app, admin, { smtpPort: silent.port, smsUrl: sms.url });
        await transfer(40_000, 'Mail server down');
        const mails = async () =>
          (await ofNarration('Mail server down')).filter((m) => m.channel === 'EMAIL');
        expect(
          await until(
            async () => (await laterOn()) && (await mails()).every((m) => m.status === 'FAILED'),
          ),
        ).toBe(true);
        expect((await mails())[0]?.lastError).toBe(
          `The mail server at 127.0.0.1:${silent.port} did not answer.`,
        );
      } finally {
        delete process.env.MESSAGING_SEND_TIMEOUT_MS;
        silent.server.close();
        await connectMessaging(t.app, admin, { smtpPort: smtp.port, smsUrl: sms.url });
      }
    });

    it('filters the outbox by status, channel, kind and recipient, newest first', async () => {
      const failed = await outbox('status=FAILED&channel=EMAIL');
      expect(failed.length).toBeGreaterThan(0);
      expect(failed.every((m) => m.status === 'FAILED' && m.channel === 'EMAIL')).toBe(true);
      const credits = await outbox('kind=CREDIT_ALERT&pageSize=5');
      expect(credits.every((m) => m.kind === 'CREDIT_ALERT')).toBe(true);
      const recipient = credits[0]?.recipient.slice(2, 8) ?? '';
      const byRecipient = await outbox(`recipient=${encodeURIComponent(recipient)}`);
      expect(byRecipient.every((m) => m.recipient.includes(recipient))).toBe(true);
    });

    it("emails a new user's one-time password and never shows it in the outbox", async () => {
      const created = await post<{ temporaryPassword: string }>('/api/users', {
        username: 'ngozi',
        fullName: 'Ngozi Eze',
        email: 'ngozi@demo.bank.ng',
        roles: ['BRANCH_TELLER'],
        branchId: 'demo-lagos',
      });
      expect(created.status).toBe(201);
      const password = created.body.temporaryPassword;
      const mine = async () =>
        (await outbox('kind=USER_OTP')).filter((m) => m.recipient === 'ngozi@demo.bank.ng');
      expect(await until(async () => (await mine())[0]?.status === 'SENT')).toBe(true);
      const mail = smtp.received().find((m) => m.to.includes('ngozi@demo.bank.ng'));
      expect(mail?.text).toContain(password);
      expect(mail?.text).toContain('ngozi');
      expect(JSON.stringify(await mine())).not.toContain(password);
    });

    it('tells a term deposit holder that it matured, amounts in naira', async () => {
      const matured = await inTenant(t.database.db, 'demo', async (tx) => {
        const row = await tx.trx
          .selectFrom('term_deposit')
          .select('maturity_date')
          .where('status', '=', 'ACTIVE')
          .orderBy('maturity_date')
          .executeTakeFirstOrThrow();
        return matureBatch(tx, row.maturity_date, SYSTEM_STEP, t.clock.now);
      });
      expect(matured.maturedCount).toBeGreaterThan(0);
      const told = async () => await outbox('kind=TERM_DEPOSIT_MATURED');
      expect((await told()).length).toBeGreaterThan(0);
      expect(await until(async () => (await told()).every((m) => m.status === 'SENT'))).toBe(true);
      const [first] = await told();
      expect(first?.body).toMatch(
        /your term deposit \S+ matured on \d{2} \w{3} \d{4}: principal ₦[\d,]+\.\d{2}/,
      );
    });

    it('queues nothing while both channels are off', async () => {
      for (const path of ['/api/messaging/email', '/api/messaging/sms']) {
        const current = (await get<Record<string, unknown>>(path)).body;
        const saved = Object.fromEntries(
          Object.entries(current).filter(([key]) => !ANSWER_ONLY.includes(key)),
        );
        expect((await put(path, { ...saved, enabled: false })).status).toBe(200);
      }
      await transfer(30_000, 'Nobody told');
      expect(await ofNarration('Nobody told')).toEqual([]);
      await connectMessaging(t.app, admin, { smtpPort: smtp.port, smsUrl: sms.url });
    });
    it('tells the staff a waiting level names, never its maker or an admin it does not name', async () => {
      const db = t.database.db;
      const makerId = await inTenantRead(db, 'demo', async (tx) => {
        const row = await tx.trx
          .selectFrom('app_user')
          .select('id')
          .where('username', '=', 'finance')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      const submitted = await inTenant(db, 'demo', (tx) =>
        submitForApproval(tx, {
          type: 'EXPENSE',
          amountKobo: 50_000_000_00,
          branchId: null,
          maker: { id: makerId },
          summary: 'Generator for the head office',
          details: [],
          payload: {},
          now: t.clock.now,
        }),
      );
      if (!submitted.approvalNeeded) throw new Error('the demo expense flow should ask approval');
      const { reference } = submitted.request;
      const told = async () =>
        (await outbox('kind=APPROVAL_WAITING&pageSize=100')).filter((m) =>
          m.body.includes(reference),
        );
      const recipients = (await told()).map((m) => m.recipient);
      expect(recipients.length).toBeGreaterThan(0);
      expect(recipients).not.toContain('finance@demo.bank.ng');
      expect(recipients).not.toContain('admin@demo.bank.ng');
      expect(new Set(recipients).size).toBe(recipients.length);
      expect(await until(async () => (await told()).every((m) => m.status === 'SENT'))).toBe(true);
      const mail = smtp.received().find((m) => m.text.includes(reference));
      expect(mail?.text).toContain('Generator for the head office');
      expect(mail?.text).toContain('₦50,000,000.00');
    });

    it('tells a borrower once when the close of business finds an instalment overdue', async () => {
      const db = t.database.db;
      const today = await inTenantRead(db, 'demo', (tx) => tenantProcessingDate(tx));
      const date = plusDays(today, 120);
      await setProcessingDate(db, 'demo', date);
      const arrears = LOAN_CLOSE_OF_BUSINESS[1] as CloseOfBusinessStep;
      const day = dayOf(date, 'system');
      expect((await runStep(db, 'demo', arrears, day)).items).toBeGreaterThan(0);
      const told = async () => await outbox('kind=INSTALMENT_OVERDUE');
      const first = await told();
      expect(first.length).toBeGreaterThan(0);
      expect(first[0]?.body).toMatch(
        /instalment \d+ of your loan \S+ \(₦[\d,]+\.\d{2}\) was due on \d{2} \w{3} \d{4}/,
      );
      // The same day again charges nothing and tells nobody twice.
      await runStep(db, 'demo', arrears, day);
      expect((await told()).length).toBe(first.length);
    });
  });
});
