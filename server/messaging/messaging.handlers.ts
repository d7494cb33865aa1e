import type { MessageKind } from '../../policies/message-templates';
import { DomainError } from '../errors/domain-error';
import { type HandlerGroup, outsideTransaction, principalOf, txOf } from '../http/operation';
import { pageOf } from '../http/paging';
import { findMessage, messageView, requeueFailed, searchMessages } from './message.repository';
import { nudgeMessageSenders } from './message-sender';
import { listTemplates, previewOf, saveTemplate } from './message-templates.service';
import { findSmtpSettings, findWebhookSettings } from './messaging-settings.repository';
import {
  emailView,
  saveEmail,
  saveSms,
  smsView,
  testEmail,
  testSms,
} from './messaging-settings.service';

type MessagingOps =
  | 'getEmailSettings'
  | 'saveEmailSettings'
  | 'testEmailSettings'
  | 'getSmsSettings'
  | 'saveSmsSettings'
  | 'testSmsSettings'
  | 'listMessageTemplates'
  | 'saveMessageTemplate'
  | 'previewMessageTemplate'
  | 'listOutboxMessages'
  | 'getOutboxMessage'
  | 'retryOutboxMessage';

export const messagingHandlers: HandlerGroup<MessagingOps> = {
  async getEmailSettings(ctx) {
    return { status: 200, body: emailView(await findSmtpSettings(txOf(ctx))) };
  },

  async saveEmailSettings(ctx) {
    const { user } = principalOf(ctx);
    const body = await saveEmail(txOf(ctx), ctx.body, { username: user.username, now: ctx.now });
    // The password is never written to the audit log: only whether it changed.
    const password = ctx.body.password === undefined ? 'password kept' : 'new password';
    ctx.audit.target = 'email';
    ctx.audit.summary = `saved the mail server ${body.host}:${body.port} (${password}, ${body.enabled ? 'on' : 'off'})`;
    return { status: 200, body };
  },

  // Waits on the mail server, so it runs outside the request transaction.
  testEmailSettings: outsideTransaction(async (ctx) => {
    const tenantId = principalOf(ctx).tenant.id;
    const body = await testEmail(ctx.services.db, tenantId, ctx.body.to, ctx.now);
    ctx.audit.target = 'email';
    ctx.audit.summary = `tested the mail server: ${body.message}`.slice(0, 300);
    return { status: 200, body };
  }),

  async getSmsSettings(ctx) {
    return { status: 200, body: smsView(await findWebhookSettings(txOf(ctx))) };
  },

  async saveSmsSettings(ctx) {
    const { user } = principalOf(ctx);
    const body = await saveSms(txOf(ctx), ctx.body, { username: user.username, now: ctx.now });
    const secret = ctx.body.sharedSecret === undefined ? 'secret kept' : 'new secret';
    ctx.audit.target = 'sms';
    ctx.audit.summary = `saved the SMS webhook ${body.url} (${secret}, ${body.enabled ? 'on' : 'off'})`;
    return { status: 200, body };
  },

  // Waits on the webhook, so it runs outside the request transaction.
  testSmsSettings: outsideTransaction(async (ctx) => {
    const tenantId = principalOf(ctx).tenant.id;
    const body = await testSms(ctx.services.db, tenantId, ctx.body.to, ctx.now);
    ctx.audit.target = 'sms';
    ctx.audit.summary = `tested the SMS webhook: ${body.message}`.slice(0, 300);
    return { status: 200, body };
  }),

  async listMessageTemplates(ctx) {
    return { status: 200, body: await listTemplates(txOf(ctx)) };
  },

  async saveMessageTemplate(ctx) {
    const { user } = principalOf(ctx);
    const kind = ctx.params.kind as MessageKind;
    const body = await saveTemplate(txOf(ctx), kind, ctx.body, {
      username: user.username,
      now: ctx.now,
    });
    ctx.audit.target = kind;
    ctx.audit.summary = `saved the ${kind} template (${body.enabled ? body.channels.join(', ') : 'off'})`;
    return { status: 200, body };
  },

  async previewMessageTemplate(ctx) {
    return { status: 200, body: previewOf(ctx.params.kind as MessageKind, ctx.body) };
  },

  async listOutboxMessages(ctx) {
    const { page, pageSize } = pageOf(ctx.query);
    const { items, total } = await searchMessages(txOf(ctx), {
      status: ctx.query.status,
      channel: ctx.query.channel,
      kind: ctx.query.kind,
      recipient: ctx.query.recipient,
      page,
      pageSize,
    });
    return { status: 200, body: { items, total, page, pageSize } };
  },

  async getOutboxMessage(ctx) {
    const row = await findMessage(txOf(ctx), ctx.params.id);
    if (!row) throw new DomainError('message_not_found');
    return { status: 200, body: messageView(row) };
  },

  async retryOutboxMessage(ctx) {
    const t = txOf(ctx);
    const row = await findMessage(t, ctx.params.id);
    if (!row) throw new DomainError('message_not_found');
    if (!(await requeueFailed(t, row.id, ctx.now))) throw new DomainError('message_not_failed');
    ctx.audit.target = row.id;
    ctx.audit.summary = `queued again the ${row.kind} message to ${row.recipient}`;
    // The sender's next tick would find it too; the nudge after the commit saves the wait.
    setTimeout(nudgeMessageSenders, 50);
    const queued = await findMessage(t, row.id);
    return { status: 200, body: messageView(queued ?? row) };
  },
};
