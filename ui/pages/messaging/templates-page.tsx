import { useEffect, useState } from 'react';
import {
  listMessageTemplates,
  type MessageKind,
  type MessageTemplate,
} from '../../../api/messaging.api';
import { MESSAGE_KIND_LABELS } from '../../../policies/message-templates';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { LoadFailure } from '../../components/load-failure';
import { Page } from '../../components/page';
import * as styles from './messaging.css';
import { channelsText, draftOf, type TemplateDraft } from './template-draft';
import { TemplateEditor } from './template-editor';

function KindList({
  templates,
  current,
  onChoose,
}: {
  templates: readonly MessageTemplate[];
  current: MessageKind;
  onChoose: (kind: MessageKind) => void;
}) {
  return (
    <nav aria-label="Kinds of message">
      <ul className={styles.kindList}>
        {templates.map((template) => (
          <li key={template.kind}>
            <button
              type="button"
              className={styles.kindButton}
              aria-current={template.kind === current}
              onClick={() => onChoose(template.kind)}
            >
              <span>{MESSAGE_KIND_LABELS[template.kind]}</span>{' '}
              <span className={styles.kindMeta}>
                {template.enabled ? channelsText(template.channels) : 'Off'}
                {template.isDefault ? ' · as delivered' : ' · changed'}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What the bank's messages say, kind by kind, with a preview before saving. */
export default function TemplatesPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const query = useApiQuery(listMessageTemplates);
  const [templates, setTemplates] = useState<MessageTemplate[] | null>(null);
  const [drafts, setDrafts] = useState<Partial<Record<MessageKind, TemplateDraft>>>({});
  const [current, setCurrent] = useState<MessageKind>('DEBIT_ALERT');
  useEffect(() => {
    if (query.data) setTemplates(query.data.items);
  }, [query.data]);
  const failure = query.snapshot.context.failure;
  const template = templates?.find((each) => each.kind === current) ?? templates?.[0];

  function saved(next: MessageTemplate) {
    setTemplates((list) => list?.map((each) => (each.kind === next.kind ? next : each)) ?? null);
    setDrafts((all) => ({ ...all, [next.kind]: draftOf(next) }));
  }

  return (
    <Page
      title={route.title}
      description="What the bank's alerts and notices say, for each kind of message, and whether they go by email, SMS or both."
    >
      {!templates && failure && (
        <LoadFailure
          what="the templates"
          failure={failure}
          onRetry={() => query.send({ type: 'query.reload' })}
        />
      )}
      {!templates && !failure && <p className={styles.muted}>Loading the templates…</p>}
      {templates && template && (
        <div className={styles.templatesLayout}>
          <KindList templates={templates} current={template.kind} onChoose={setCurrent} />
          <TemplateEditor
            key={template.kind}
            template={template}
            draft={drafts[template.kind] ?? draftOf(template)}
            onDraft={(draft) => setDrafts((all) => ({ ...all, [template.kind]: draft }))}
            onSaved={saved}
          />
        </div>
      )}
    </Page>
  );
}
