import type { CatalogueField } from '../../../policies/form-catalogue';
import * as tableStyles from '../../components/table.css';
import * as styles from './form-config.css';
import { RuleCheckbox } from './rule-checkbox';
import { type RuleDraft, serverLimitWords } from './rule-draft';

type Prop = 'minLength' | 'maxLength' | 'pattern' | 'minimum' | 'maximum';

const LIMIT_WORDS: Record<Prop, string> = {
  minLength: 'Min length',
  maxLength: 'Max length',
  pattern: 'Pattern',
  minimum: 'Minimum',
  maximum: 'Maximum',
};

function limitsOf(field: CatalogueField): readonly Prop[] {
  if (field.kind === 'text') return ['minLength', 'maxLength', 'pattern'];
  if (field.kind === 'number' || field.kind === 'money') return ['minimum', 'maximum'];
  return [];
}

/** One field of the chosen form: the server's limits in words, and the rule's controls. */
export function RuleRow({
  field,
  draft,
  problems,
  onChange,
}: {
  field: CatalogueField;
  draft: RuleDraft;
  problems: readonly string[];
  onChange: (next: RuleDraft) => void;
}) {
  const set = <K extends keyof RuleDraft>(key: K, value: RuleDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const flag = (key: 'required' | 'hidden' | 'readOnly', words: string) => (
    <td className={`${tableStyles.cell} ${styles.centre}`}>
      <RuleCheckbox
        label={`${words}: ${field.label}`}
        checked={key === 'required' ? draft.required || field.server.required : draft[key]}
        disabled={key === 'required' && field.server.required}
        onChange={(checked) => set(key, checked)}
      />
    </td>
  );
  const limits = limitsOf(field);
  return (
    <tr>
      <th scope="row" className={`${tableStyles.cell} ${styles.fieldName}`}>
        {field.label}
        <span className={styles.serverWords}>Server: {serverLimitWords(field)}</span>
        {problems.map((message) => (
          <span key={message} className={styles.problem}>
            {message}
          </span>
        ))}
      </th>
      <td className={tableStyles.cell}>
        <input
          className={styles.labelInput}
          aria-label={`Label: ${field.label}`}
          placeholder={field.label}
          maxLength={120}
          value={draft.label}
          onChange={(event) => set('label', event.target.value)}
        />
      </td>
      {flag('required', 'Required')}
      {flag('hidden', 'Hidden')}
      {flag('readOnly', 'Read-only')}
      <td className={tableStyles.cell}>
        {limits.length === 0 ? (
          <span className={styles.serverWords}>No limits to set</span>
        ) : (
          <div className={styles.limits}>
            {limits.map((prop) => (
              <input
                key={prop}
                className={styles.smallInput}
                aria-label={`${LIMIT_WORDS[prop]}${field.kind === 'money' ? ' (naira)' : ''}: ${field.label}`}
                placeholder={`${LIMIT_WORDS[prop]}${field.kind === 'money' ? ' ₦' : ''}`}
                inputMode={
                  prop === 'pattern' ? undefined : field.kind === 'money' ? 'decimal' : 'numeric'
                }
                maxLength={prop === 'pattern' ? 256 : 20}
                value={draft[prop]}
                onChange={(event) => set(prop, event.target.value)}
              />
            ))}
          </div>
        )}
      </td>
    </tr>
  );
}
