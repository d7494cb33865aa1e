import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEMPLATES,
  MESSAGE_KINDS,
  previewTemplate,
  renderTemplate,
  SMS_BODY_MAX,
  templateProblems,
  unknownPlaceholders,
} from './message-templates';

describe('message templates', () => {
  it('fills in every placeholder, spaces inside the braces allowed, and blanks an unknown one', () => {
    expect(renderTemplate('Hi {{ name }}, {{otp}}{{nope}}.', { name: 'Ngozi', otp: '123' })).toBe(
      'Hi Ngozi, 123.',
    );
  });

  it('names each placeholder a kind does not have, once', () => {
    expect(unknownPlaceholders('DEBIT_ALERT', '{{amount}} {{otp}} {{pin}} {{otp}}')).toEqual([
      'otp',
      'pin',
    ]);
  });

  it('accepts every default template', () => {
    for (const kind of MESSAGE_KINDS) {
      expect(templateProblems(kind, DEFAULT_TEMPLATES[kind])).toEqual([]);
    }
  });

  it('refuses an unknown placeholder by field, a long SMS body and an email without subject', () => {
    const problems = templateProblems('CREDIT_ALERT', {
      enabled: true,
      channels: ['EMAIL', 'SMS'],
      subject: '',
      body: `{{amount}} {{password}}${'x'.repeat(SMS_BODY_MAX)}`,
    });
    expect(problems.map((p) => [p.field, p.code])).toEqual([
      ['body', 'placeholder_unknown'],
      ['subject', 'required'],
      ['body', 'too_long'],
    ]);
    expect(problems[0]?.message).toContain('{{password}}');
  });

  it('previews amounts in naira', () => {
    const preview = previewTemplate('DEBIT_ALERT', DEFAULT_TEMPLATES.DEBIT_ALERT);
    expect(preview.body).toContain('Debit: ₦25,000.00 on ******6789');
    expect(preview.body).toContain('Balance: ₦118,750.50');
    expect(preview.body).not.toContain('{{');
  });
});
