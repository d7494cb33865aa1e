import { X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpDialogue } from './smtp-dialogue';
import { type SmtpStandIn, startSmtpStandIn } from './smtp-stand-in';

const b64 = (text: string) => Buffer.from(text).toString('base64');

const MESSAGE = [
  'From: "Kobo MFB Alerts" <alerts@kobo.test>',
  'To: ada@example.ng',
  'Subject: Debit alert',
  'Message-ID: <debit-1@kobo.test>',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Your account was debited with ₦1,500.00.',
  '.A line that starts with a dot',
].join('\n');

async function readMessages(standIn: SmtpStandIn) {
  const response = await fetch(`${standIn.httpUrl}/messages`);
  expect(response.status).toBe(200);
  return response.json();
}

describe('the SMTP stand-in with a user', () => {
  let standIn: SmtpStandIn;
  beforeAll(async () => {
    standIn = await startSmtpStandIn({ user: 'kobo', password: 'mail-Pass-1' });
  });
  afterAll(() => standIn.close());

  it('takes a mail after STARTTLS and AUTH PLAIN and lists it read back, newest first', async () => {
    const { dialogue, greeting } = await SmtpDialogue.open(standIn.port);
    expect(greeting.code).toBe(220);
    expect((await dialogue.send('EHLO console.test')).text).toContain('STARTTLS');
    expect((await dialogue.startTls()).code).toBe(220);
    expect(dialogue.certificate?.subjectAltName).toContain('IP Address:127.0.0.1');
    // The certificate it answers is the one it hands out, for a client that is to trust it.
    expect(dialogue.certificate?.raw.equals(new X509Certificate(standIn.certificate).raw)).toBe(
      true,
    );
    expect((await dialogue.send('EHLO console.test')).text).toContain('AUTH PLAIN LOGIN');
    expect((await dialogue.send(`AUTH PLAIN ${b64('\0kobo\0mail-Pass-1')}`)).code).toBe(235);
    expect((await dialogue.mail('bounce@kobo.test', ['ada@example.ng'], MESSAGE)).code).toBe(250);
    const second = MESSAGE.replace('Debit alert', 'Credit alert').replace('debit-1', 'credit-1');
    expect(
      (await dialogue.mail('bounce@kobo.test', ['ada@example.ng', 'b@x.ng'], second)).code,
    ).toBe(250);
    await dialogue.quit();

    const [newest, older] = await readMessages(standIn);
    expect(newest).toMatchObject({ subject: 'Credit alert', to: ['ada@example.ng', 'b@x.ng'] });
    expect(older).toEqual({
      from: 'alerts@kobo.test',
      fromName: 'Kobo MFB Alerts',
      to: ['ada@example.ng'],
      subject: 'Debit alert',
      text: 'Your account was debited with ₦1,500.00.\n.A line that starts with a dot',
      messageId: '<debit-1@kobo.test>',
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(standIn.received()[1]).toEqual(older);
  });

  it('takes AUTH LOGIN and refuses a wrong password with 535', async () => {
    const { dialogue } = await SmtpDialogue.open(standIn.port);
    await dialogue.send('EHLO console.test');
    expect((await dialogue.send('AUTH LOGIN')).code).toBe(334);
    expect((await dialogue.send(b64('kobo'))).code).toBe(334);
    expect((await dialogue.send(b64('wrong'))).code).toBe(535);
    expect((await dialogue.send(`AUTH PLAIN ${b64('\0kobo\0mail-Pass-1')}`)).code).toBe(235);
    await dialogue.quit();
  });

  it('refuses a mail from a client that has not signed in', async () => {
    const before = standIn.received().length;
    const { dialogue } = await SmtpDialogue.open(standIn.port);
    await dialogue.send('EHLO console.test');
    expect((await dialogue.mail('bounce@kobo.test', ['ada@example.ng'], MESSAGE)).code).toBe(530);
    await dialogue.quit();
    expect(standIn.received()).toHaveLength(before);
  });
});

describe('the SMTP stand-in without a user', () => {
  it('takes mail without AUTH and refuses any AUTH with 535', async () => {
    const standIn = await startSmtpStandIn();
    try {
      const { dialogue } = await SmtpDialogue.open(standIn.port);
      await dialogue.send('EHLO console.test');
      expect((await dialogue.send(`AUTH PLAIN ${b64('\0kobo\0x')}`)).code).toBe(535);
      expect((await dialogue.mail('a@kobo.test', ['ada@example.ng'], MESSAGE)).code).toBe(250);
      await dialogue.quit();
      expect(standIn.received().map((mail) => mail.subject)).toEqual(['Debit alert']);
    } finally {
      await standIn.close();
    }
  });

  it('speaks TLS from the first byte when secure', async () => {
    const standIn = await startSmtpStandIn({ secure: true });
    try {
      const { dialogue, greeting } = await SmtpDialogue.open(standIn.port, true);
      expect(greeting.code).toBe(220);
      await dialogue.send('EHLO console.test');
      expect((await dialogue.mail('a@kobo.test', ['ada@example.ng'], MESSAGE)).code).toBe(250);
      await dialogue.quit();
      expect(await readMessages(standIn)).toHaveLength(1);
    } finally {
      await standIn.close();
    }
  });
});
