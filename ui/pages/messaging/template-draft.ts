import type { MessageChannel, MessageTemplate } from '../../../api/messaging.api';
import {
  type MessageKind,
  SMS_BODY_MAX,
  type TemplateText,
  templateProblems,
} from '../../../policies/message-templates';

/** A template as it is being edited. */
export interface TemplateDraft extends TemplateText {
  readonly channels: readonly MessageChannel[];
}

export const CHANNEL_LABELS: Record<MessageChannel, string> = { EMAIL: 'Email', SMS: 'SMS' };

export function draftOf(template: MessageTemplate): TemplateDraft {
  return {
    enabled: template.enabled,
    channels: template.channels,
    subject: template.subject,
    body: template.body,
  };
}

/** The channels in words: "Email and SMS", "SMS", "No channel". */
export function channelsText(channels: readonly MessageChannel[]): string {
  const words = (['EMAIL', 'SMS'] as const)
    .filter((channel) => channels.includes(channel))
    .map((channel) => CHANNEL_LABELS[channel]);
  return words.length === 0 ? 'No channel' : words.join(' and ');
}

/** The draft's problems by field, the first of each: what the server would refuse. */
export function draftProblems(kind: MessageKind, draft: TemplateDraft): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const problem of templateProblems(kind, draft)) {
    byField[problem.field] ??= problem.message;
  }
  return byField;
}

/** Adds or takes away one channel, keeping email before SMS. */
export function toggleChannel(
  channels: readonly MessageChannel[],
  channel: MessageChannel,
  on: boolean,
): MessageChannel[] {
  const next = new Set(channels);
  if (on) next.add(channel);
  else next.delete(channel);
  return (['EMAIL', 'SMS'] as const).filter((each) => next.has(each));
}

/** How long the SMS reads: "96 characters, 1 SMS". */
export function smsLengthText(text: string): string {
  const parts = Math.max(1, Math.ceil(text.length / 160));
  return `${text.length} of ${SMS_BODY_MAX} characters, ${parts} SMS`;
}

/** The text with `insert` put in place of the selection from `start` to `end`. */
export function insertAt(text: string, insert: string, start: number, end: number) {
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}
