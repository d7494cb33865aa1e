import CalendarIcon from 'lucide-react/icons/calendar';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Popover } from 'radix-ui';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { bankDate } from '../../policies/calendar';
import {
  addDays,
  addMonths,
  clampDate,
  DATE_INPUT_PATTERN,
  dateRangeProblem,
  formatDateInput,
  fromIso,
  monthGrid,
  monthName,
  parseDateInput,
  spokenDate,
  startOfWeek,
} from '../../policies/date-input';
import * as styles from './date-field.css';
import { useFieldFrame } from './field';
import * as fieldStyles from './field.css';

const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;

interface Props {
  label: string;
  /** The date as ISO text (YYYY-MM-DD), or '' for none. */
  value: string;
  /** Called with an ISO date, or '' while the typed text is empty or not a date. */
  onChange: (iso: string) => void;
  hint?: string | undefined;
  error?: string | undefined;
  /** Inclusive bounds, ISO dates. */
  min?: string | undefined;
  max?: string | undefined;
  id?: string;
  name?: string;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  onBlur?: () => void;
}

/**
 * One date field for every page: typed and shown day first as DD/MM/YYYY (en-NG) whatever the
 * browser's locale, with a calendar to pick from that works by keyboard. The page deals in ISO
 * dates only. Text that is not a date gets a sentence under the field once the person leaves it.
 */
export function DateField({
  label,
  value,
  onChange,
  hint,
  error,
  min,
  max,
  id,
  name,
  disabled,
  readOnly,
  required,
  onBlur,
}: Props) {
  const [text, setText] = useState(() => formatDateInput(value));
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  // The last date this field reported: a value from the page that differs from it is news (a
  // reset, a preset) and replaces the text; the field's own report does not.
  const reported = useRef(value);
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setText(formatDateInput(value));
    setTypedProblem(null);
  }, [value]);

  const report = (iso: string) => {
    reported.current = iso;
    if (iso !== value) onChange(iso);
  };
  const shownError = typedProblem ?? error;
  const { control, frame } = useFieldFrame(id, {
    label,
    hint,
    error: shownError,
  });

  function type(next: string) {
    setText(next);
    const read = parseDateInput(next);
    if (read.kind === 'date' && !dateRangeProblem(read.iso, min, max)) {
      setTypedProblem(null);
      report(read.iso);
    } else {
      report('');
    }
  }

  /** Leaving the field: tidy a good date into DD/MM/YYYY, or say what is wrong with the text. */
  function settle() {
    const read = parseDateInput(text);
    if (read.kind === 'empty') setTypedProblem(null);
    else if (read.kind === 'invalid') setTypedProblem(read.problem);
    else {
      setText(formatDateInput(read.iso));
      setTypedProblem(dateRangeProblem(read.iso, min, max));
    }
    onBlur?.();
  }

  function pick(iso: string) {
    setText(formatDateInput(iso));
    setTypedProblem(null);
    report(iso);
    setOpen(false);
  }

  const locked = disabled || readOnly;
  return frame(
    <Popover.Root open={open && !locked} onOpenChange={setOpen}>
      <Popover.Anchor asChild>
        <div className={styles.control}>
          <input
            className={`${fieldStyles.input} ${styles.input}`}
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={DATE_INPUT_PATTERN}
            maxLength={12}
            name={name}
            value={text}
            disabled={disabled}
            readOnly={readOnly}
            required={required}
            onChange={(event) => type(event.target.value)}
            onBlur={settle}
            onKeyDown={(event) => {
              // Alt+Down opens a calendar, as it opens a select.
              if (event.altKey && event.key === 'ArrowDown') {
                event.preventDefault();
                setOpen(true);
              }
            }}
          />
          <Popover.Trigger asChild>
            <button
              type="button"
              className={styles.trigger}
              // Named apart from the field, so the field's label names the text box alone.
              aria-label="Open calendar"
              disabled={locked}
            >
              <CalendarIcon size={16} aria-hidden="true" />
            </button>
          </Popover.Trigger>
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          className={styles.popover}
          align="start"
          sideOffset={6}
          aria-label="Calendar"
          // The calendar puts the focus on its chosen day itself.
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <MonthCalendar
            selected={value || null}
            min={min}
            max={max}
            onPick={pick}
            onCancel={() => setOpen(false)}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>,
  );
}

/**
 * A month of days: arrows move a day or a week, Home and End to the week's ends,
 * Page Up and Page Down a month (with Shift a year), Enter or Space picks, Escape closes.
 */
function MonthCalendar({
  selected,
  min,
  max,
  onPick,
  onCancel,
}: {
  selected: string | null;
  min: string | undefined;
  max: string | undefined;
  onPick: (iso: string) => void;
  onCancel: () => void;
}) {
  const today = bankDate(Date.now());
  const [focused, setFocused] = useState(() => clampDate(selected ?? today, min, max));
  const grid = useRef<HTMLTableElement>(null);
  const titleId = useId();
  const shown = fromIso(focused) ?? { year: 2000, month: 1, day: 1 };
  const weeks = monthGrid(shown.year, shown.month);
  const outOfRange = (iso: string) => Boolean(dateRangeProblem(iso, min, max));

  // The focus follows the focused day as keys move it, and lands on it when the calendar
  // opens; a click on a month button leaves the focus on that button, to be clicked again.
  const stayOnButton = useRef(false);
  useLayoutEffect(() => {
    if (stayOnButton.current) {
      stayOnButton.current = false;
      return;
    }
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const go = (iso: string) => setFocused(clampDate(iso, min, max));
  const turn = (months: number) => {
    stayOnButton.current = true;
    go(addMonths(focused, months));
  };

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => startOfWeek(focused),
      End: () => addDays(startOfWeek(focused), 6),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      go(move());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!outOfRange(focused)) onPick(focused);
    } else if (event.key === 'Escape') {
      onCancel();
    }
  }

  const title = `${monthName(shown.month)} ${shown.year}`;
  return (
    <div className={styles.calendar}>
      <div className={styles.calendarHead}>
        <button
          type="button"
          className={styles.navButton}
          aria-label="Previous month"
          onClick={() => turn(-1)}
        >
          <ChevronLeft size={16} aria-hidden="true" />
        </button>
        <span id={titleId} className={styles.calendarTitle} aria-live="polite">
          {title}
        </span>
        <button
          type="button"
          className={styles.navButton}
          aria-label="Next month"
          onClick={() => turn(1)}
        >
          <ChevronRight size={16} aria-hidden="true" />
        </button>
      </div>
      {/* A table of day buttons with one in the tab order, moved by the arrows (roving focus). */}
      <table ref={grid} aria-labelledby={titleId} className={styles.grid}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long} className={styles.weekday}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((iso) => {
                const day = fromIso(iso);
                const inMonth = day?.month === shown.month;
                const isSelected = iso === selected;
                const blocked = outOfRange(iso);
                return (
                  <td key={iso}>
                    <button
                      type="button"
                      data-date={iso}
                      tabIndex={iso === focused ? 0 : -1}
                      className={styles.day}
                      data-outside={inMonth ? undefined : ''}
                      data-today={iso === today ? '' : undefined}
                      data-selected={isSelected ? '' : undefined}
                      aria-label={spokenDate(iso)}
                      aria-pressed={isSelected}
                      aria-current={iso === today ? 'date' : undefined}
                      aria-disabled={blocked || undefined}
                      onFocus={() => {
                        if (iso !== focused) setFocused(iso);
                      }}
                      onKeyDown={onKeyDown}
                      onClick={() => !blocked && onPick(iso)}
                    >
                      {day?.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.calendarFoot}>
        <button
          type="button"
          className={styles.todayButton}
          disabled={outOfRange(today)}
          onClick={() => onPick(today)}
        >
          Today, {formatDateInput(today)}
        </button>
      </div>
    </div>
  );
}
