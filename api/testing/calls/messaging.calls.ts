import * as messaging from '../../messaging.api';
import { any, type CallRow } from './call-rows';

/** The messaging module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  getEmailSettings: [(api) => messaging.getEmailSettings(api), 'GET', '/api/messaging/email'],
  saveEmailSettings: [
    (api) => messaging.saveEmailSettings(api, any),
    'PUT',
    '/api/messaging/email',
  ],
  testEmailSettings: [
    (api) => messaging.testEmailSettings(api, any),
    'POST',
    '/api/messaging/email/test',
  ],
  getSmsSettings: [(api) => messaging.getSmsSettings(api), 'GET', '/api/messaging/sms'],
  saveSmsSettings: [(api) => messaging.saveSmsSettings(api, any), 'PUT', '/api/messaging/sms'],
  testSmsSettings: [
    (api) => messaging.testSmsSettings(api, any),
    'POST',
    '/api/messaging/sms/test',
  ],
  listMessageTemplates: [
    (api) => messaging.listMessageTemplates(api),
    'GET',
    '/api/messaging/templates',
  ],
  saveMessageTemplate: [
    (api) => messaging.saveMessageTemplate(api, 'DEBIT_ALERT', any),
    'PUT',
    '/api/messaging/templates/DEBIT_ALERT',
  ],
  previewMessageTemplate: [
    (api) => messaging.previewMessageTemplate(api, 'DEBIT_ALERT', any),
    'POST',
    '/api/messaging/templates/DEBIT_ALERT/preview',
  ],
  listOutboxMessages: [(api) => messaging.listOutboxMessages(api), 'GET', '/api/messaging/outbox'],
  getOutboxMessage: [
    (api) => messaging.getOutboxMessage(api, 'm1'),
    'GET',
    '/api/messaging/outbox/m1',
  ],
  retryOutboxMessage: [
    (api) => messaging.retryOutboxMessage(api, 'm1'),
    'POST',
    '/api/messaging/outbox/m1/retry',
  ],
};
