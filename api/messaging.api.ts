import { dropEmptyFilters } from '../policies/filters';
import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

type Schemas = components['schemas'];
export type MessageKind = Schemas['MessageKind'];
export type MessageChannel = Schemas['MessageChannel'];
export type OutboxMessageStatus = Schemas['OutboxMessageStatus'];
export type SmtpTlsMode = Schemas['SmtpTlsMode'];
export type EmailSettings = Schemas['EmailSettings'];
export type EmailSettingsSaveRequest = Schemas['EmailSettingsSaveRequest'];
export type EmailTestRequest = Schemas['EmailTestRequest'];
export type SmsSettings = Schemas['SmsSettings'];
export type SmsSettingsSaveRequest = Schemas['SmsSettingsSaveRequest'];
export type SmsTestRequest = Schemas['SmsTestRequest'];
export type SmsHeader = Schemas['SmsHeader'];
export type MessagingTestResult = Schemas['MessagingTestResult'];
export type MessageTemplate = Schemas['MessageTemplate'];
export type MessageTemplateList = Schemas['MessageTemplateList'];
export type MessageTemplateSaveRequest = Schemas['MessageTemplateSaveRequest'];
export type MessageTemplatePreview = Schemas['MessageTemplatePreview'];
export type OutboxMessage = Schemas['OutboxMessage'];
export type OutboxMessagePage = Schemas['OutboxMessagePage'];
export type OutboxFilters = NonNullable<operations['listOutboxMessages']['parameters']['query']>;

export function getEmailSettings(api: Api): Promise<EmailSettings> {
  return call(api.http.GET('/messaging/email'));
}

export function saveEmailSettings(
  api: Api,
  body: EmailSettingsSaveRequest,
): Promise<EmailSettings> {
  return call(api.http.PUT('/messaging/email', { body }));
}

export function testEmailSettings(api: Api, body: EmailTestRequest): Promise<MessagingTestResult> {
  return call(api.http.POST('/messaging/email/test', { body }));
}

export function getSmsSettings(api: Api): Promise<SmsSettings> {
  return call(api.http.GET('/messaging/sms'));
}

export function saveSmsSettings(api: Api, body: SmsSettingsSaveRequest): Promise<SmsSettings> {
  return call(api.http.PUT('/messaging/sms', { body }));
}

export function testSmsSettings(api: Api, body: SmsTestRequest): Promise<MessagingTestResult> {
  return call(api.http.POST('/messaging/sms/test', { body }));
}

export function listMessageTemplates(api: Api): Promise<MessageTemplateList> {
  return call(api.http.GET('/messaging/templates'));
}

export function saveMessageTemplate(
  api: Api,
  kind: MessageKind,
  body: MessageTemplateSaveRequest,
): Promise<MessageTemplate> {
  return call(api.http.PUT('/messaging/templates/{kind}', { params: { path: { kind } }, body }));
}

export function previewMessageTemplate(
  api: Api,
  kind: MessageKind,
  body: MessageTemplateSaveRequest,
): Promise<MessageTemplatePreview> {
  return call(
    api.http.POST('/messaging/templates/{kind}/preview', { params: { path: { kind } }, body }),
  );
}

/** Only the filters that hold a value are sent. */
export function listOutboxMessages(
  api: Api,
  filters: OutboxFilters = {},
): Promise<OutboxMessagePage> {
  return call(api.http.GET('/messaging/outbox', { params: { query: dropEmptyFilters(filters) } }));
}

export function getOutboxMessage(api: Api, id: string): Promise<OutboxMessage> {
  return call(api.http.GET('/messaging/outbox/{id}', { params: { path: { id } } }));
}

export function retryOutboxMessage(api: Api, id: string): Promise<OutboxMessage> {
  return call(api.http.POST('/messaging/outbox/{id}/retry', { params: { path: { id } } }));
}
