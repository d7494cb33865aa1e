import { describe, expect, it } from 'vitest';
import type { EmailSettings, SmsSettings } from '../../../api/messaging.api';
import { emailFormOf, emailFormProblems, emailSaveRequestOf } from './email-form';
import { fieldErrorsOf } from './field-errors';
import { messageGist } from './outbox-list';
import { smsFormOf, smsFormProblems, smsSaveRequestOf } from './sms-form';
import {
  channelsText,
  draftProblems,
  insertAt,
  smsLengthText,
  toggleChannel,
} from './template-draft';

const EMAIL: EmailSettings = {
  configured: true,
  host: 'smtp.kobo.test',
  port: 587,
  tlsMode: 'STARTTLS',
  username: 'alerts',
  passwordSet: true,
  fromAddress: 'alerts@kobo.test',
  fromName: 'Kobo MFB',
  enabled: true,
  updatedAt: null,
  updatedBy: null,
};

const SMS: SmsSettings = {
  configured: true,
  url: 'https://sms.kobo.test/send',
  method: 'POST',
  headers: [{ name: 'X-Api-Key', value: 'k-1' }],
  bodyTemplate: '{"to":"{{to}}","text":"{{text}}","from":"{{senderId}}"}',
  secretSet: true,
  senderId: 'KoboMFB',
  enabled: true,
  updatedAt: null,
  updatedBy: null,
};

describe('the mail server form', () => {
  it('never carries the saved password and leaves it out of the request while blank', () => {
    const form = emailFormOf(EMAIL);
    expect(form.password).toBe('');
    expect(emailFormProblems(form)).toEqual({});
    expect(emailSaveRequestOf(form)).not.toHaveProperty('password');
    expect(emailSaveRequestOf({ ...form, password: 'new-pass' }).password).toBe('new-pass');
    expect(emailSaveRequestOf({ ...form, username: '  ' }).username).toBeNull();
  });

  it('names a bad host, port and sender address by the fields the server uses', () => {
    const problems = emailFormProblems({
      ...emailFormOf(EMAIL),
      host: 'smtp server',
      port: '70000',
      fromAddress: 'alerts',
      fromName: ' ',
    });
    expect(Object.keys(problems).sort()).toEqual(['fromAddress', 'fromName', 'host', 'port']);
  });
});

describe('the SMS webhook form', () => {
  it('keeps the saved secret unless a new one is typed, and checks its length', () => {
    const form = smsFormOf(SMS);
    expect(smsFormProblems(form)).toEqual({});
    expect(smsSaveRequestOf(form)).not.toHaveProperty('sharedSecret');
    expect(smsFormProblems({ ...form, sharedSecret: 'short' }).sharedSecret).toMatch(/16/);
  });

  it('refuses a body that is not JSON once filled in or lacks the number or the text', () => {
    const form = smsFormOf(SMS);
    expect(
      smsFormProblems({ ...form, bodyTemplate: '{"to":{{to}},"text":"{{text}}"}' }),
    ).toHaveProperty('bodyTemplate');
    expect(smsFormProblems({ ...form, bodyTemplate: '{"text":"{{text}}"}' }).bodyTemplate).toMatch(
      /\{\{to\}\}/,
    );
  });

  it('refuses a header the console sets itself, by its row', () => {
    const headers = [
      { name: 'X-Api-Key', value: 'a' },
      { name: 'X-Kobo-Signature', value: 'b' },
      { name: 'bad name', value: 'c' },
    ];
    const problems = smsFormProblems({ ...smsFormOf(SMS), headers });
    expect(Object.keys(problems)).toEqual(['headers.1.name', 'headers.2.name']);
  });
});

describe('the template editor', () => {
  it('names an unknown placeholder of the kind and accepts the kind’s own', () => {
    const draft = {
      enabled: true,
      channels: ['SMS'] as const,
      subject: '',
      body: 'Hi {{nickname}}',
    };
    expect(draftProblems('DEBIT_ALERT', { ...draft, channels: ['SMS'] }).body).toMatch(
      /\{\{nickname\}\}/,
    );
    expect(
      draftProblems('DEBIT_ALERT', { ...draft, channels: ['SMS'], body: 'Hi {{customerName}}' }),
    ).toEqual({});
  });

  it('inserts at the cursor, toggles channels in order and counts SMS parts', () => {
    expect(insertAt('Dear , thanks', '{{name}}', 5, 5)).toEqual({
      text: 'Dear {{name}}, thanks',
      caret: 13,
    });
    expect(toggleChannel(['SMS'], 'EMAIL', true)).toEqual(['EMAIL', 'SMS']);
    expect(channelsText(['EMAIL', 'SMS'])).toBe('Email and SMS');
    expect(smsLengthText('x'.repeat(161))).toBe('161 of 480 characters, 2 SMS');
  });
});

describe('the outbox', () => {
  it('shows an email by its subject and an SMS by its first words, cut at a word', () => {
    expect(messageGist({ subject: 'Debit alert', body: 'x' })).toBe('Debit alert');
    const body = 'Debit: ₦25,000.00 on ******6789, 28 Nov 2026, 09:15. Transfer to Chinedu Okafor.';
    expect(messageGist({ subject: null, body })).toBe(
      'Debit: ₦25,000.00 on ******6789, 28 Nov 2026, 09:15.…',
    );
  });

  it('reads the server’s field errors by the form’s own names', () => {
    const failure = { status: 400, message: 'Bad', code: null, fieldErrors: { 'body.host': 'No' } };
    expect(fieldErrorsOf(failure)).toEqual({ host: 'No' });
  });
});
