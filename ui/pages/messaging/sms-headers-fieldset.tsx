import type { SmsHeader } from '../../../api/messaging.api';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import * as styles from './messaging.css';
import { MAX_HEADERS } from './sms-form';

/** The webhook's own headers (an API key, say): a row each, added and removed at will. */
export function SmsHeadersFieldset({
  headers,
  errors,
  onChange,
}: {
  headers: readonly SmsHeader[];
  errors: Record<string, string>;
  onChange: (headers: readonly SmsHeader[]) => void;
}) {
  const change = (index: number, part: Partial<SmsHeader>) =>
    onChange(headers.map((header, at) => (at === index ? { ...header, ...part } : header)));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Headers</legend>
      {headers.length === 0 && (
        <p className={styles.muted}>
          None besides the content type and the signature, which the console always sends.
        </p>
      )}
      {headers.map((header, index) => (
        // The rows have no identity but their place; a removed row takes its place with it.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <div className={styles.headerRow} key={index}>
          <Field
            label={`Header ${index + 1} name`}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            value={header.name}
            error={errors[`headers.${index}.name`]}
            onChange={(event) => change(index, { name: event.target.value })}
          />
          <Field
            label={`Header ${index + 1} value`}
            maxLength={500}
            autoComplete="off"
            spellCheck={false}
            value={header.value}
            error={errors[`headers.${index}.value`]}
            onChange={(event) => change(index, { value: event.target.value })}
          />
          <Button
            onClick={() => onChange(headers.filter((_, at) => at !== index))}
            aria-label={`Remove header ${index + 1}`}
          >
            Remove
          </Button>
        </div>
      ))}
      <div>
        <Button
          disabled={headers.length >= MAX_HEADERS}
          onClick={() => onChange([...headers, { name: '', value: '' }])}
        >
          Add header
        </Button>
      </div>
    </fieldset>
  );
}
