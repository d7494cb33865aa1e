import { type FormEvent, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import {
  type MessageChannel,
  type MessageTemplate,
  saveMessageTemplate,
} from '../../../api/messaging.api';
import {
  MESSAGE_KIND_LABELS,
  MESSAGE_PLACEHOLDERS,
  type MessageKind,
  previewTemplate,
} from '../../../policies/message-templates';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { useFieldFrame } from '../../components/field';
import * as fieldStyles from '../../components/field.css';
import { Card } from '../../components/page';
import { SaveNotices, SaveRow } from '../../components/settings/saved-settings';
import * as settings from '../../components/settings/settings.css';
import { fieldErrorsOf } from './field-errors';
import * as styles from './messaging.css';
import { PlaceholderChips } from './placeholder-chips';
import {
  CHANNEL_LABELS,
  draftProblems,
  insertAt,
  smsLengthText,
  type TemplateDraft,
  toggleChannel,
} from './template-draft';

type TextField = 'subject' | 'body';

/** Inserting at the cursor: the field's text and the caret to put back once it is shown. */
function useCursorInsert(draft: TemplateDraft, change: (part: Partial<TemplateDraft>) => void) {
  const subject = useRef<HTMLInputElement>(null);
  const body = useRef<HTMLTextAreaElement>(null);
  const last = useRef<TextField>('body');
  const caret = useRef<{ field: TextField; at: number } | null>(null);
  useLayoutEffect(() => {
    const wanted = caret.current;
    if (!wanted) return;
    caret.current = null;
    const element = wanted.field === 'subject' ? subject.current : body.current;
    element?.focus();
    element?.setSelectionRange(wanted.at, wanted.at);
  });
  function insert(placeholder: string) {
    const field = last.current;
    const element = field === 'subject' ? subject.current : body.current;
    const text = draft[field];
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const next = insertAt(text, placeholder, start, end);
    caret.current = { field, at: next.caret };
    change({ [field]: next.text });
  }
  const track = (field: TextField) => () => {
    last.current = field;
  };
  return { subject, body, insert, track };
}

function ChannelBoxes({
  draft,
  error,
  change,
}: {
  draft: TemplateDraft;
  error: string | undefined;
  change: (part: Partial<TemplateDraft>) => void;
}) {
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? 'channels-error' : undefined}>
      <legend className={styles.legend}>Sent</legend>
      <div className={styles.channels}>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(event) => change({ enabled: event.target.checked })}
          />
          <span>On (while off, nothing of this kind is sent)</span>
        </label>
        {(['EMAIL', 'SMS'] as const).map((channel: MessageChannel) => (
          <label className={styles.checkbox} key={channel}>
            <input
              type="checkbox"
              checked={draft.channels.includes(channel)}
              onChange={(event) =>
                change({ channels: toggleChannel(draft.channels, channel, event.target.checked) })
              }
            />
            <span>By {CHANNEL_LABELS[channel].replace('Email', 'email')}</span>
          </label>
        ))}
      </div>
      {error && (
        <span id="channels-error" className={fieldStyles.error}>
          {error}
        </span>
      )}
    </fieldset>
  );
}

function SubjectField({
  value,
  error,
  inputRef,
  onFocus,
  onChange,
}: {
  value: string;
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  onFocus: () => void;
  onChange: (value: string) => void;
}) {
  const { control, frame } = useFieldFrame('template-subject', {
    label: 'Subject',
    hint: "The email's subject; an SMS has none.",
    error,
  });
  return frame(
    <input
      ref={inputRef}
      className={fieldStyles.input}
      {...control}
      maxLength={200}
      value={value}
      onFocus={onFocus}
      onSelect={onFocus}
      onChange={(event) => onChange(event.target.value)}
    />,
  );
}

function BodyField({
  value,
  error,
  hint,
  inputRef,
  onFocus,
  onChange,
}: {
  value: string;
  error: string | undefined;
  hint: string;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onFocus: () => void;
  onChange: (value: string) => void;
}) {
  const { control, frame } = useFieldFrame('template-body', { label: 'Body', hint, error });
  return frame(
    <textarea
      ref={inputRef}
      className={fieldStyles.textarea}
      {...control}
      rows={6}
      maxLength={2000}
      value={value}
      onFocus={onFocus}
      onSelect={onFocus}
      onChange={(event) => onChange(event.target.value)}
    />,
  );
}

function Preview({ kind, draft }: { kind: MessageKind; draft: TemplateDraft }) {
  const shown = previewTemplate(kind, draft);
  return (
    <section className={styles.preview} aria-label="Preview">
      <span className={styles.legend}>Preview with sample values</span>
      {draft.channels.includes('EMAIL') && (
        <span className={styles.previewSubject}>{shown.subject || 'No subject'}</span>
      )}
      <p className={styles.previewBody}>{shown.body}</p>
      {draft.channels.includes('SMS') && (
        <span className={styles.muted}>By SMS: {smsLengthText(shown.body)}</span>
      )}
    </section>
  );
}

/** One kind's template: where it goes, its subject and body, the placeholders and a preview. */
export function TemplateEditor({
  template,
  draft,
  onDraft,
  onSaved,
}: {
  template: MessageTemplate;
  draft: TemplateDraft;
  onDraft: (draft: TemplateDraft) => void;
  onSaved: (saved: MessageTemplate) => void;
}) {
  const api = useApi();
  const kind = template.kind;
  const change = (part: Partial<TemplateDraft>) => onDraft({ ...draft, ...part });
  const cursor = useCursorInsert(draft, change);
  const [tried, setTried] = useState(false);
  const { snapshot, send } = useRequest(async (input) => {
    const saved = await saveMessageTemplate(
      api,
      kind,
      input as TemplateDraft & { channels: MessageChannel[] },
    );
    onSaved(saved);
    return saved;
  });
  const failure = snapshot.context.failure;
  const problems = draftProblems(kind, draft);
  // Unknown placeholders show as they are typed; the other problems once Save is pressed.
  const shown = Object.fromEntries(
    Object.entries(problems).filter(([, message]) => tried || message.includes('{{')),
  );
  const errors = { ...fieldErrorsOf(failure), ...shown };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(problems).length === 0) {
      send({ type: 'request.submit', input: { ...draft, channels: [...draft.channels] } });
    }
  }

  return (
    <Card title={MESSAGE_KIND_LABELS[kind]}>
      <form className={styles.editor} onSubmit={submit} aria-label="Template" noValidate>
        <SaveNotices
          succeeded={snapshot.matches('succeeded') ? 'The template has been saved.' : null}
          failure={failure}
        />
        <ChannelBoxes draft={draft} error={errors.channels} change={change} />
        <SubjectField
          value={draft.subject}
          error={errors.subject}
          inputRef={cursor.subject}
          onFocus={cursor.track('subject')}
          onChange={(subject) => change({ subject })}
        />
        <BodyField
          value={draft.body}
          error={errors.body}
          hint="The text of the email and of the SMS."
          inputRef={cursor.body}
          onFocus={cursor.track('body')}
          onChange={(body) => change({ body })}
        />
        <PlaceholderChips names={MESSAGE_PLACEHOLDERS[kind]} onInsert={cursor.insert} />
        <Preview kind={kind} draft={draft} />
        <SaveRow
          saving={snapshot.matches('submitting')}
          updatedAt={template.isDefault ? null : template.updatedAt}
          updatedBy={template.updatedBy}
        />
        {template.isDefault && (
          <span className={settings.muted}>The bank has not changed this template yet.</span>
        )}
      </form>
    </Card>
  );
}
