import { type Area, laterArea } from '../area';
import { MESSAGING_ERRORS } from './messaging.errors';

/** What the bank sends its customers and staff by email and SMS, queued and retried. */
export const messagingArea: Area = {
  ...laterArea('Messaging', [
    'getEmailSettings',
    'saveEmailSettings',
    'testEmailSettings',
    'getSmsSettings',
    'saveSmsSettings',
    'testSmsSettings',
    'listMessageTemplates',
    'saveMessageTemplate',
    'previewMessageTemplate',
    'listOutboxMessages',
    'getOutboxMessage',
    'retryOutboxMessage',
  ]),
  later: false,
  errors: MESSAGING_ERRORS,
};
