import type { components } from '../../api/schema.gen';
import {
  DEFAULT_TEMPLATES,
  MESSAGE_KINDS,
  MESSAGE_PLACEHOLDERS,
  type MessageChannel,
  type MessageKind,
  previewTemplate,
  type TemplateText,
  templateProblems,
} from '../../policies/message-templates';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import './messaging.table';

type Schemas = components['schemas'];
type By = { readonly username: string; readonly now: Date };

export interface StoredTemplate extends TemplateText {
  readonly kind: MessageKind;
  readonly isDefault: boolean;
  readonly updatedAt: string | null;
  readonly updatedBy: string | null;
}

/** Every kind's template: the tenant's, else the default. */
export async function findTemplates(t: TenantTx): Promise<Map<MessageKind, StoredTemplate>> {
  const rows = await t.trx
    .selectFrom('message_template')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .execute();
  const saved = new Map(rows.map((row) => [row.kind, row]));
  const templates = new Map<MessageKind, StoredTemplate>();
  for (const kind of MESSAGE_KINDS) {
    const row = saved.get(kind);
    templates.set(
      kind,
      row
        ? {
            kind,
            enabled: Number(row.enabled) === 1,
            channels: row.channels ? (row.channels.split(',') as MessageChannel[]) : [],
            subject: row.subject,
            body: row.body,
            isDefault: false,
            updatedAt: row.updated_at,
            updatedBy: row.updated_by,
          }
        : { kind, ...DEFAULT_TEMPLATES[kind], isDefault: true, updatedAt: null, updatedBy: null },
    );
  }
  return templates;
}

function templateView(template: StoredTemplate): Schemas['MessageTemplate'] {
  return {
    ...template,
    channels: [...template.channels],
    placeholders: [...MESSAGE_PLACEHOLDERS[template.kind]],
  };
}

export async function listTemplates(t: TenantTx): Promise<Schemas['MessageTemplateList']> {
  return { items: [...(await findTemplates(t)).values()].map(templateView) };
}

/** Refuses a template the kind cannot send: unknown placeholders first (422), then the rest (400). */
function checkTemplate(kind: MessageKind, request: Schemas['MessageTemplateSaveRequest']): void {
  const problems = templateProblems(kind, request).map((problem) => ({
    field: `body.${problem.field}`,
    code: problem.code,
    message: problem.message,
  }));
  const unknown = problems.filter((problem) => problem.code === 'placeholder_unknown');
  if (unknown.length > 0) {
    const names = unknown.map((problem) => problem.message.split(' ')[0]).join(', ');
    throw new DomainError(
      'message_template_placeholder_unknown',
      `This kind of message has no placeholder ${names}.`,
      unknown,
    );
  }
  if (problems.length > 0) throw new DomainError('validation_failed', undefined, problems);
}

export async function saveTemplate(
  t: TenantTx,
  kind: MessageKind,
  request: Schemas['MessageTemplateSaveRequest'],
  by: By,
): Promise<Schemas['MessageTemplate']> {
  checkTemplate(kind, request);
  const row = {
    enabled: request.enabled ? 1 : 0,
    channels: [...new Set(request.channels)].join(','),
    subject: request.subject,
    body: request.body,
    updated_at: by.now.toISOString(),
    updated_by: by.username,
  };
  await t.trx
    .insertInto('message_template')
    .values({ tenant_id: t.tenantId, kind, ...row })
    .onConflict((c) => c.columns(['tenant_id', 'kind']).doUpdateSet(row))
    .execute();
  const saved = (await findTemplates(t)).get(kind) as StoredTemplate;
  return templateView(saved);
}

export function previewOf(
  kind: MessageKind,
  request: Schemas['MessageTemplateSaveRequest'],
): Schemas['MessageTemplatePreview'] {
  checkTemplate(kind, request);
  return previewTemplate(kind, request);
}
